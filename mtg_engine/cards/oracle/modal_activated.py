"""Modal activated abilities (700.2, 602.2b): "[Cost]: Choose one —" and a mode per bullet.
The controller chooses the mode as the ability is activated, then that mode's targets
(rules/modal_activated.py).

Each bullet is read as the effect of the ability on its own ("[Cost]: <bullet>", by
compiler._activated), which also gives the round trip one paragraph per mode; the modes must
agree on everything but their effects and targets (the cost, restrictions), and none may be a
mana ability. Only "choose one" is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_HEADER = re.compile(r"^([^:\"•\n]+): Choose one —$")


def group_bullets(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The paragraphs with each modal activated ability's header and its bullets joined into
    one ("\n"-separated), the others left alone."""
    from mtg_engine.cards.oracle import modal_triggers

    return modal_triggers.group_bullets(pairs, _HEADER)


def is_modal(para: str) -> bool:
    from mtg_engine.cards.oracle import modal_triggers

    return modal_triggers.is_modal(para, _HEADER)


Reader = Callable[[str, str], tuple[list[dict[str, Any]] | None, str]]
_PER_MODE = ("effects", "targets", "text")


def read(para: str, printed: str, activated: Reader
         ) -> tuple[list[dict[str, Any]] | None, str, list[tuple[str, list[Any]]]]:
    """(the ability, "" or why not, the round trip's (paragraph, DSL) of each mode)."""
    lines, printed_lines = para.split("\n"), printed.split("\n")
    m = _HEADER.match(lines[0])
    pm = _HEADER.match(printed_lines[0])
    assert m is not None
    if pm is None or len(printed_lines) != len(lines):
        return None, "modal activated ability (700.2): mode not understood", []
    modes: list[dict[str, Any]] = []
    trace: list[tuple[str, list[Any]]] = []
    for bullet, printed_bullet in zip(lines[1:], printed_lines[1:]):
        text = f"{m.group(1)}: {bullet[2:]}"
        got, why = activated(text, f"{pm.group(1)}: {printed_bullet[2:]}")
        if got is None:
            return None, why or "modal activated ability (700.2): mode not understood", []
        if len(got) != 1 or any(k in got[0] for k in ("mana", "any_color", "chosen_color",
                                                       "mana_times", "mana_per_counter")):
            return None, "modal activated ability (700.2): a mode that adds mana", []
        modes.append(got[0])
        trace.append((text, got))
    base = {k: v for k, v in modes[0].items() if k not in _PER_MODE}
    if any({k: v for k, v in md.items() if k not in _PER_MODE} != base for md in modes[1:]):
        return None, "modal activated ability (700.2): modes that differ otherwise", []
    out_modes = []
    for line, md in zip(lines[1:], modes):
        mode: dict[str, Any] = {"text": line[2:], "effects": md["effects"]}
        if md.get("targets"):
            mode["targets"] = md["targets"]
        out_modes.append(mode)
    return [{**base, "text": printed, "modes": out_modes}], "", trace
