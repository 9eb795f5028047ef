"""Modal triggered abilities (700.2, 603.3c): "When ~ enters the battlefield, choose one —" and
a mode per bullet. The controller chooses the mode as the ability is put on the stack, then
that mode's targets (rules/modal_triggers.py); "choose two —", "choose one or both —" and
"choose one or more —" as a modal spell's header (modal.py).

Each bullet is read as the effect of the trigger on its own ("When ~ enters the battlefield,
<bullet>", by triggers._trigger), which also gives the round trip one paragraph per mode; the
modes must agree on everything but their effects and targets.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_HEADER = re.compile(r"^((?:When|Whenever|At) [^\n]+), "
                     r"(choose (?:one|two|three|four|one or both|one or more|up to one))"
                     r"(?P<unchosen> that hasn't been chosen(?P<turn> this turn)?)? —$")


def group_bullets(pairs: list[tuple[str, str]],
                  header: re.Pattern[str] = _HEADER) -> list[tuple[str, str]]:
    """The paragraphs with each modal ability's header (`header`: a modal trigger's, or a
    modal activated ability's, modal_activated.py) and its bullets joined into one
    ("\n"-separated), the bullets of other abilities left alone."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(pairs):
        j = i + 1
        if header.match(pairs[i][1]):
            while j < len(pairs) and pairs[j][1].startswith("• "):
                j += 1
        if j - i > 2:  # (at least two modes)
            out.append(("\n".join(p for p, _ in pairs[i:j]), "\n".join(t for _, t in pairs[i:j])))
        else:
            out += pairs[i:j]
        i = j
    return out


def is_modal(para: str, header: re.Pattern[str] = _HEADER) -> bool:
    return "\n• " in para and header.match(para.split("\n")[0]) is not None


TriggerReader = Callable[[str, str], tuple[list[dict[str, Any]] | None, str]]


def modal_trigger(para: str, printed: str, read: TriggerReader
                  ) -> tuple[list[dict[str, Any]] | None, str, list[tuple[str, list[Any]]]]:
    """(the trigger(s), "" or why not, the round trip's (paragraph, DSL) of each mode)."""
    lines = para.split("\n")
    m = _HEADER.match(lines[0])
    assert m is not None
    head = m.group(1)
    from mtg_engine.cards.oracle.modal import read_header

    up_to = m.group(2) == "choose up to one"  # 700.2b: no mode at all may be chosen
    counts = (1, 0) if up_to else read_header(f"C{m.group(2)[1:]} —", len(lines) - 1)  # 700.2
    if counts is None:
        return None, "modal triggered ability (700.2): " + m.group(2), []
    modes: list[list[dict[str, Any]]] = []
    trace: list[tuple[str, list[Any]]] = []
    from mtg_engine.cards.oracle.compiler import strip_ability_word

    for bullet in lines[1:]:
        body = strip_ability_word(bullet[2:])  # 207.2d: "• Smash the Chest — Destroy ..."
        text = f"{head}, {body[:1].lower()}{body[1:]}"
        got, why = read(text, printed)
        if got is None:
            return None, why or "modal triggered ability (700.2): mode not understood", []
        modes.append(got)
        trace.append((text, got))
    base = [_without_mode(t) for t in modes[0]]
    if any([_without_mode(t) for t in ts] != base for ts in modes[1:]) \
            or any(t.get("optional") for ts in modes for t in ts):
        return None, "modal triggered ability (700.2): modes that differ otherwise", []
    out = []
    for k, t in enumerate(base):
        mode_list = []
        for line, ts in zip(lines[1:], modes):
            mode: dict[str, Any] = {"text": line[2:], "effects": ts[k]["effects"]}
            if ts[k].get("targets"):
                mode["targets"] = ts[k]["targets"]
            mode_list.append(mode)
        chosen = {"choose": counts[0]} if counts != (1, 0) else {}
        if counts[1]:
            chosen["choose_min"] = counts[1]
        if up_to:
            chosen["choose_up_to"] = True
        if m.group("unchosen"):  # a mode chosen before can't be again (rules/modal_triggers)
            if m.group(2) != "choose one":
                return None, "modal triggered ability (700.2): " + m.group(2), []
            chosen["choose_unchosen"] = "turn" if m.group("turn") else "game"
        out.append({**t, "text": printed, "modes": mode_list, **chosen})
    return out, "", trace


def _without_mode(t: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in t.items() if k not in ("effects", "targets", "text")}
