"""The player who has the most of something gains control of the source (613.1b), after an
intervening "if" that one player has more of it than each other player (603.4), in Oracle text
and back:

  At the beginning of your upkeep, if a player has more life than each other player, the
  player with the most life gains control of ~.                          (Ghazbán Ogre)
  ... if a player has more cards in hand than each other player, the player who has the most
  cards in hand gains control of ~.                                  (Sokenzan Renegade)
  ... if a player controls more creatures than each other player, the player who controls the
  most creatures gains control of ~.                                      (Wild Mammoth)

The condition: {kind: one_player_most, name: life | hand | controls, filter (controls: what is
counted)} (rules/most_player.py judges it, as the ability triggers and as it resolves, 603.4).
The effect: {most_gains_control: {what: self, measure, filter}}: that one player gains control
of the source for the rest of the game (611.2a: no duration), judged again as it resolves
(608.2h); nobody does if players are tied then (the intervening "if" is false too).
"""

from __future__ import annotations

import re
from typing import Any

VERB = "most_gains_control"
KIND = "one_player_most"

# the card types a player may "control more" of, in the plural
_TYPES = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
          "lands": "Land", "planeswalkers": "Planeswalker"}
_IF_MORE = re.compile(r"^a player (?:has more (?P<what>life|cards in hand)|controls more "
                      r"(?P<group>[A-Za-z]+)) than each other player$")
_MOST = re.compile(r"^the player (?:with the most life|who has the most cards in hand|who "
                   r"controls the most (?P<group>[A-Za-z]+)) gains control of ~\.?$", re.I)
_MEASURE = {"life": "life", "cards in hand": "hand"}


def _group(word: str) -> dict[str, Any] | None:
    """"creatures" -> {types: [Creature]}; "Wizards" (as printed) -> {subtypes: [Wizard]}."""
    if word in _TYPES:
        return {"types": [_TYPES[word]]}
    from mtg_engine.cards.oracle.amounts import singular_type
    from mtg_engine.core.creature_types import CREATURE_TYPES

    one = singular_type(word)
    if not word[:1].isupper() or one not in CREATURE_TYPES:
        return None  # (205.3m: a creature type, capitalised)
    return {"subtypes": [one]}


def lower(text: str) -> dict[str, Any] | None:
    """The condition "a player has more life than each other player" (and the same of cards in
    hand, or of permanents controlled), or None."""
    m = _IF_MORE.match(text.strip().rstrip("."))
    if m is None:
        return None
    if m.group("what"):
        return {"kind": KIND, "name": _MEASURE[m.group("what")]}
    f = _group(m.group("group"))
    return None if f is None else {"kind": KIND, "name": "controls", "filter": f}


def _plural(f: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    return describe_filter(dict(f), plural=True)


def wordings(d: dict[str, Any]) -> list[str]:
    """The words of a `one_player_most` condition ([] for another)."""
    if d.get("kind") != KIND or set(d) - {"filter"} != {"kind", "name"}:
        return []
    if d["name"] == "controls" and "filter" in d:
        return [f"a player controls more {_plural(d['filter'])} than each other player"]
    words = {v: k for k, v in _MEASURE.items()}.get(d["name"])
    return [] if words is None or "filter" in d else \
        [f"a player has more {words} than each other player"]


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """"The player with the most life gains control of ~." (a permanent's ability) -> the
    effect, or None."""
    m = _MOST.match(text.strip())
    if m is None or not ctx.on_permanent:
        return None
    low = text.lower()
    if m.group("group"):
        f = _group(m.group("group"))
        if f is None:
            return None
        return [{VERB: {"what": "self", "measure": "controls", "filter": f}}]
    return [{VERB: {"what": "self", "measure": "life" if "most life" in low else "hand"}}]


def render_clause(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `most_gains_control`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    measure = p.get("measure")
    if p.get("what") != "self" or set(p) - {"filter"} != {"what", "measure"} \
            or (measure == "controls") != ("filter" in p):
        raise RenderError("a control change to the player with the most")
    who = {"life": "the player with the most life",
           "hand": "the player who has the most cards in hand"}.get(str(measure))
    if measure == "controls":
        who = f"the player who controls the most {_plural(p['filter'])}"
    if who is None:
        raise RenderError(f"the most {measure}")
    return who, "gains control of ~"
