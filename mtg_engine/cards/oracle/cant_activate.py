"""Players who can't cast spells or activate abilities of some permanents during a turn (101.2;
rules/cant_activate.py, rules/restrictions.py), Oracle text -> two DSL statics, and back:

  During your turn, your opponents can't cast spells or activate abilities of artifacts,
  creatures, or enchantments.     (Grand Abolisher: `cant_cast` and `cant_activate`, whose:
                                   opponent, as_long_as: your_turn)
  Each player who has cast a nonartifact spell this turn can't cast additional nonartifact
  spells.                         (Ethersworn Canonist: `cant_cast`, max_count 1)"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.cant_activate import CANT_ACTIVATE

_FORM = re.compile(r"During your turn, your opponents can't cast spells or activate abilities "
                   r"of (?P<what>[a-z, ]+)\.")
_NOUNS = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
          "lands": "Land", "planeswalkers": "Planeswalker"}
_WORDS = {v: k for k, v in _NOUNS.items()}


def lower(para: str) -> list[dict[str, Any]] | None:
    """The two statics of such a paragraph, or None."""
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    words = [w for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", m.group("what")) if w]
    if not words or any(w not in _NOUNS for w in words):
        return None
    turn = {"whose": "opponent", "as_long_as": "your_turn"}  # 611.3a
    return [{"cant_cast": dict(turn)},
            {CANT_ACTIVATE: {**turn, "filter": {"types": [_NOUNS[w] for w in words]}}}]


# "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact
# spells." (Ethersworn Canonist): "Each player can't cast more than one nonartifact spell each
# turn." said otherwise (the `cant_cast` static with `max_count` 1; render_statics says both)
_ADDITIONAL = re.compile(r"Each player who has cast an? (?P<one>[a-z]+ spell) this turn can't "
                         r"cast additional (?P<many>[a-z]+ spells)\.")


# "Players can't cast spells that share a color with the spell most recently cast this turn."
# (Mana Maze; rules/restrictions.SHARES_LAST_COLOR)
MANA_MAZE = ("Players can't cast spells that share a color with the spell most recently cast "
             "this turn.")


def lower_maze(para: str) -> dict[str, Any] | None:
    """The static of Mana Maze's sentence, or None."""
    from mtg_engine.rules.restrictions import SHARES_LAST_COLOR

    return {SHARES_LAST_COLOR: {}} if para == MANA_MAZE else None


def lower_additional(para: str) -> dict[str, Any] | None:
    """The `cant_cast` static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.statics import _static

    m = _ADDITIONAL.fullmatch(para)
    if m is None or m.group("one").split()[0] != m.group("many").split()[0]:
        return None
    st = _static(f"Each player can't cast more than one {m.group('one')} each turn.")
    return st if st is not None and set(st) == {"cant_cast"} else None


def render(items: list[dict[str, Any]]) -> str | None:
    """The one sentence of `lower`'s two statics, or None if they aren't such a pair."""
    if [set(i) for i in items] != [{"cant_cast"}, {CANT_ACTIVATE}]:
        return None
    turn = {"whose": "opponent", "as_long_as": "your_turn"}
    act = items[1][CANT_ACTIVATE]
    types = act.get("filter", {}).get("types", [])
    if items[0]["cant_cast"] != turn or act != {**turn, "filter": {"types": types}} \
            or not types or any(t not in _WORDS for t in types):
        return None
    words = [_WORDS[t] for t in types]
    what = " or ".join(words) if len(words) <= 2 else f"{', '.join(words[:-1])}, or {words[-1]}"
    return f"During your turn, your opponents can't cast spells or activate abilities of {what}."


# 101.2, 606.3: a static ability forbidding loyalty abilities (rules/cant_activate.py)
_LOYALTY = {"Players can't activate planeswalkers' loyalty abilities.": "any",
            "Your opponents can't activate planeswalkers' loyalty abilities.": "opponent"}


def lower_loyalty(para: str) -> dict[str, Any] | None:
    """"Players can't activate planeswalkers' loyalty abilities." -> its static, or None."""
    whose = _LOYALTY.get(para)
    return None if whose is None else {"cant_activate_loyalty": {"whose": whose}}


def render_loyalty(p: dict[str, Any]) -> str | None:
    """The English of `lower_loyalty`'s static, or None."""
    return next((t for t, w in _LOYALTY.items() if p == {"whose": w}), None)
