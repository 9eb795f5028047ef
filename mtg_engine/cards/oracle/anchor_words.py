"""Oracle anchor words (614.12b; rules/anchor_words.py): "As ~ enters the battlefield, choose
Khans or Dragons." followed by one bullet per word, "• Khans — [ability]".

`split` takes the bullets out of the paragraph list: each bullet's ability is compiled as the
paragraph it would be without its anchor word (its own round trip), and `apply` then gives the
triggered abilities it made the condition {kind: anchor, name: word} ("as long as [word] was
chosen ..., this permanent has [ability]"). An anchored ability other than a triggered ability
(a static, an activated ability) is refused. The choice line becomes the entering choice
`anchor:Khans|Dragons` (`enters_choice`, rendered back by `render`)."""

from __future__ import annotations

import re
from typing import Any

_CHOICE = re.compile(r"^As ~ enters the battlefield, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)\.$")
_BULLET = re.compile(r"^• ([A-Z][a-z]+) — (.+)$")
PREFIX = "anchor:"
_LOOK_BACK = ("leave", "dies", "die", "graveyard")  # event names that look back (603.10a)


def enters_choice(para: str) -> dict[str, Any] | None:
    m = _CHOICE.match(para)
    if m is None:
        return None
    return {"event": "enters", "instead": "choose",
            "choice": f"anchor:{m.group(1)}|{m.group(2)}",
            "text": f"choose {m.group(1)} or {m.group(2)}"}


def render(choice: str) -> str:
    a, b = choice[len("anchor:"):].split("|")
    return f"As ~ enters the battlefield, choose {a} or {b}."


def split(pairs: list[tuple[str, str]]
          ) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(the paragraphs with each anchored bullet replaced by its ability, [(word, ability
    paragraph)]) for each "choose A or B." line followed by exactly its two bullets in order."""
    out: list[tuple[str, str]] = []
    anchors: list[tuple[str, str]] = []
    i = 0
    while i < len(pairs):
        m = _CHOICE.match(pairs[i][1])
        bullets = [(_BULLET.match(p[1]), _BULLET.match(p[0])) for p in pairs[i + 1:i + 3]]
        if m is None or len(bullets) != 2 or not all(b and pb for b, pb in bullets) \
                or [b.group(1) for b, _ in bullets] != [m.group(1), m.group(2)]:  # type: ignore[union-attr]
            out.append(pairs[i])
            i += 1
            continue
        out.append(pairs[i])
        for b, pb in bullets:
            assert b is not None and pb is not None
            out.append((pb.group(2), b.group(2)))
            anchors.append((b.group(1), b.group(2)))
        i += 3
    return out, anchors


def apply(anchors: list[tuple[str, str]], trace: list[tuple[str, str, list[Any]]],
          triggers: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """614.12b: each anchored ability's triggers get the anchor condition (in `triggers`, new
    dicts: the trace keeps the ones its round trip rendered); (reason, paragraph) for the
    others."""
    reasons: list[tuple[str, str]] = []
    if not anchors:  # "choose Island or Swamp." with no bullets: not anchor words (614.12b)
        return [("choose one of two words without anchored abilities (614.12b): the choice "
                 "isn't read by the card's other abilities", p)
                for p, kind, items in trace
                if kind == "enters_choice" and str(items[0].get("choice", "")).startswith(PREFIX)]
    for word, para in anchors:
        made = [(kind, items) for p, kind, items in trace if p == para]
        if not made or any(kind != "trigger" for kind, _ in made):
            reasons.append(("anchor word (614.12b): an ability other than a triggered ability",
                            para))
            continue
        for _, items in made:
            for t in items:
                at = next((i for i, x in enumerate(triggers) if x is t), None)
                if any(w in str(t.get("event", "")) for w in _LOOK_BACK):
                    # 603.10a: the ability looks back in time as the Siege itself may leave
                    # at once; its anchor choice isn't read from the object that left
                    reasons.append(("anchor word (614.12b): a leaves-the-battlefield trigger",
                                    para))
                    continue
                if at is None or "if" in t:
                    reasons.append(("anchor word (614.12b): a triggered ability with its own "
                                    "condition", para))
                    continue
                triggers[at] = {**t, "if": {"kind": "anchor", "name": word}}
    return reasons
