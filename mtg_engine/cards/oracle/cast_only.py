"""'Cast this spell only during combat.' / '... only during the declare attackers step and only
if you've been attacked this step.' (601.3: the card's own rule allowing it to be cast only
then) -> the card's `cast_only` conditions (dsl.CardDef), judged by rules/cast_only.py, and
back to English for the round trip."""

from __future__ import annotations

import re
from typing import Any

_HEAD = "Cast this spell only "

# conditions with their own words here (the others are conditions.py's condition phrases)
_OWN = {"you've been attacked this step": {"kind": "attacking_you"}}


def _timings() -> dict[str, str]:
    from mtg_engine.rules.cast_only import TIMINGS

    return {words: key for key, (words, _) in TIMINGS.items()}


def read_sentence(sentence: str) -> list[dict[str, Any]] | None:
    """"Cast this spell only <clause>[ and only <clause>]." -> the DSL conditions, each
    clause a timing of rules/cast_only.TIMINGS or "if <condition>"; None if any isn't read."""
    if not sentence.startswith(_HEAD) or not sentence.endswith("."):
        return None
    from mtg_engine.cards.oracle.conditions import lower_condition

    out: list[dict[str, Any]] = []
    timings = _timings()
    for clause in sentence[len(_HEAD):-1].split(" and only "):
        if clause in timings:
            out.append({"kind": "during", "name": timings[clause]})
        elif clause.startswith("if "):
            cond = _OWN.get(clause[3:]) or lower_condition(clause[3:])
            if cond is None:
                return None
            out.append(cond if isinstance(cond, dict) else {"kind": cond})
        else:
            return None
    return out


def split(para: str) -> tuple[str, list[dict[str, Any]], str] | None:
    """A paragraph that begins "Cast this spell only ..." -> (that sentence, its conditions,
    the rest of the paragraph); None for other paragraphs or a sentence not read."""
    if not para.startswith(_HEAD):
        return None
    m = re.match(r"^(Cast this spell only [^.]+\.)\s*(.*)$", para, re.S)
    if m is None:
        return None
    conds = read_sentence(m.group(1))
    return None if conds is None else (m.group(1), conds, m.group(2))


def render(conds: list[Any]) -> str:
    """The sentence of `cast_only` conditions."""
    from mtg_engine.cards.oracle.conditions import condition_wording
    from mtg_engine.rules.cast_only import TIMINGS

    clauses = []
    for c in conds:
        d = {"kind": c} if isinstance(c, str) else c
        if d["kind"] == "during":
            clauses.append(TIMINGS[d["name"]][0])
            continue
        own = next((w for w, v in _OWN.items() if v == d), None)
        clauses.append(f"if {own or condition_wording(c)}")
    return _HEAD + " and only ".join(clauses) + "."
