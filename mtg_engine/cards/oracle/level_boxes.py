"""Levelers (711, 702.87): "Level up [cost]" and the level symbols, Oracle text -> DSL.

702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only
as a sorcery." 711.2a-b: each level symbol is a static ability: while the permanent has that
many level counters, it has the box's base power and toughness (layer 7b) and the box's
abilities (layer 6): keywords, and activated and triggered abilities (the static "level"'s
`add_abilities` / `add_triggers`, rules/layers.level_box). A box's other abilities are
compiled as the lines of a card of their own (the same name, types and power/toughness), so
each renders back to its Oracle text exactly as a printed ability. 711.2b: a static ability
in a box (Coralhelm Commander's "Other Merfolk creatures you control get +1/+1.") is the
card's static ability on only while the box applies: its `as_long_as` is "it has from .. to
level counters" (the anthems and continuous effects whose DSL has a condition, 611.3a). A box
holding another static or anything else is refused.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl_abilities import COMBAT_ABILITIES
from mtg_engine.cards.keywords import parse_keyword_line
from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace
from mtg_engine.cards.oracle.compiler import Reason

_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
# the fields a box's own card may have besides its abilities (compile_card's DSL of a card
# whose text is only the box's abilities)
_PLAIN = frozenset({"name", "type", "cost", "colors", "power", "toughness", "text", "keywords",
                    "abilities", "triggers"})
_REFUSED = "leveler: an ability in a level box other than keywords and activated or " \
    "triggered abilities (711.2) is not supported yet"


def levels(card: AtomicCard, face: AtomicFace
           ) -> tuple[tuple[list[dict[str, Any]], list[dict[str, Any]]], list[Reason],
                      AtomicFace]:
    """The "Level up" ability and the level symbols of a leveler, the reasons it can't be
    compiled, and the face without them."""
    from mtg_engine.cards.oracle.compiler import strip_reminder

    abilities: list[dict[str, Any]] = []
    statics: list[dict[str, Any]] = []
    reasons: list[Reason] = []
    rest: list[str] = []
    box: dict[str, Any] | None = None
    lines: dict[int, list[str]] = {}  # a box's lines other than keywords, by its index
    for line in face.text.split("\n"):
        text = strip_reminder(line)
        m = re.fullmatch(r"Level up ((?:\{[0-9WUBRGC]\})+)", text)
        m2 = _LEVEL.match(text)
        if m:
            abilities.append({"cost": m.group(1), "text": f"Level up {m.group(1)}",
                              "sorcery_speed": True,
                              "effects": [{"put_counters": {"kind": "level", "what": "self",
                                                            "count": 1}}]})
        elif m2:
            box = {"from": int(m2.group(1)), "to": int(m2.group(2) or 0)}
            statics.append({"level": box})
        elif box is None:
            rest.append(line)
        elif "power" not in box and re.fullmatch(r"\d+/\d+", text):
            box["power"], box["toughness"] = (int(x) for x in text.split("/"))
        else:
            kws = parse_keyword_line(text)
            if kws is not None and all(k.implemented and k.card_keywords() for k in kws):
                box.setdefault("keywords", []).extend(w for k in kws for w in k.card_keywords())
            else:
                lines.setdefault(len(statics) - 1, []).append(line)
    boxed: list[dict[str, Any]] = []  # 711.2b: the boxes' static abilities
    for i, box_lines in lines.items():
        why = _box_abilities(card, face, statics[i]["level"], box_lines, boxed)
        if why is not None:
            reasons.append(why)
    statics += boxed
    return (abilities, statics), reasons, replace(face, text="\n".join(rest))


def _box_abilities(card: AtomicCard, face: AtomicFace, box: dict[str, Any],
                   lines: list[str], boxed: list[dict[str, Any]]) -> Reason | None:
    """711.2b: the box's activated and triggered abilities added to `box`, its static
    abilities to `boxed` (on while the box applies), compiled as the text of a card of their
    own; the reason they can't be, or None."""
    from mtg_engine.cards.oracle.compiler import compile_card
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    own = replace(card, layout="normal", faces=(replace(face, text="\n".join(lines)),))
    done = compile_card(own)
    dsl = done.dsl if done.supported else None
    statics = _while_in_box(dsl.pop("statics", []) if dsl else [], box)
    named = [k for k in (dsl or {}).get("keywords", ()) if k in COMBAT_ABILITIES]
    if dsl is not None and named == dsl.get("keywords"):  # "~ can't be blocked." (509.1b)
        box.setdefault("keywords", []).extend(named)  # (named combat abilities, layer 6)
        dsl.pop("keywords", None)
    if dsl is None or set(dsl) - _PLAIN or dsl.get("keywords") or statics is None:
        why = "; ".join(str(r) for r in done.reasons) if not done.supported else ""
        return Reason(_REFUSED, "\n".join(lines) + (f" ({why})" if why else ""))
    for key, add in (("abilities", "add_abilities"), ("triggers", "add_triggers")):
        if dsl.get(key):
            box[add] = dsl[key]
    boxed += statics
    _TOKEN_SINK.get().extend(done.tokens)  # (the tokens its abilities create, 111.4)
    return None


def _while_in_box(statics: list[dict[str, Any]], box: dict[str, Any]
                  ) -> list[dict[str, Any]] | None:
    """711.2b: each static ability of a box on only while the permanent has from `box["from"]`
    to `box["to"]` level counters (611.3a: a condition of the static itself), or None when one
    is a static whose DSL has no condition."""
    from mtg_engine.cards.oracle.conditional_statics import _STATIC_WITH_CONDITION

    cond: dict[str, Any] = {"kind": "self_counters_at_least", "count": box["from"],
                            "name": "level"}
    if box["to"]:
        cond = {"kind": "all_of", "parts": [cond, {
            "kind": "self_counters_at_least", "count": box["to"] + 1, "name": "level",
            "negate": True}]}
    out = []
    for st in statics:
        kind, p = next(iter(st.items()))
        if len(st) != 1 or kind not in _STATIC_WITH_CONDITION or not isinstance(p, dict) \
                or "as_long_as" in p:
            return None
        out.append({kind: {**p, "as_long_as": cond}})
    return out
