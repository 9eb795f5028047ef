"""Damage to each opponent and to each of their permanents of some kinds, "they" naming those
opponents (120.3, 608.2h): "~ deals 1 damage to each opponent and each creature and
planeswalker they control." (End the Festivities, Goblin Chainwhirler). "Each creature they
control" is each creature an opponent controls (the permanents of each player "each opponent"
names), so the instruction is the one "each opponent and each creature your opponents
control" says: the DSL `damage` to `each_opponent`, then to the group whose controller is an
opponent. The printed "they control" is a wording of the render (render.py, "opponents_they")."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_SENTENCE = re.compile(r"^(?:~|it) deals (?P<n>\d+) damage to each opponent and each "
                       r"(?P<kinds>creature|planeswalker|creature and planeswalker) they control$")
_KINDS = {"creature": ["Creature"], "planeswalker": ["Planeswalker"],
          "creature and planeswalker": ["Creature", "Planeswalker"]}


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """The two damage instructions of such a sentence (one source, one amount), or None."""
    m = _SENTENCE.match(sentence.lower())
    if m is None or (sentence.lower().startswith("it ") and not ctx.on_permanent):
        return None  # ("it" is the source only in a permanent's ability: triggers.py)
    n = int(m.group("n"))
    theirs = {"all": {"controller": "opponent", "types": _KINDS[m.group("kinds")]}}
    return [{"damage": {"amount": n, "to": "each_opponent"}},
            {"damage": {"amount": n, "to": theirs}}]


def they_control(group: Any, words: str) -> str:
    """"each creature your opponents control" -> "each creature they control" after "each
    opponent" (the same permanents); other recipients unchanged."""
    if not isinstance(group, dict) or set(group) != {"all"} \
            or group["all"].get("controller") != "opponent":
        return words
    return re.sub(r" (your opponents control|you don't control|an opponent controls)$",
                  " they control", words)
