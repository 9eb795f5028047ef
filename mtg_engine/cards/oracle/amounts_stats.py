"""Amounts about one object's power and toughness beside amounts.py (208.1, 608.2h):

- "that card's power / toughness" of a target card (Rotfeaster Maggot: "exile target creature
  card from a graveyard. You gain life equal to that card's toughness."), read as the card
  last existed in the graveyard or exile once it has left (rules/last_known.log_card_pt); a
  card revealed or discarded is still refused (amounts.q_stat);
- "its power plus its toughness" (Phthisis): the object's power with its toughness added
  (the DSL's `plus_count: {toughness_of: ...}`, cards/amounts.py);
- "its power minus ~'s power" (Drizzt Do'Urden's "the difference", difference.py): one
  object's power less the source's (`minus_count: {power_of: self}`; 107.1b: never below 0).
"""

from __future__ import annotations

from typing import Any


def card_stat(base: Any, what: str) -> bool:
    """May an amount read this object's stat? Not "that card's power" unless the card is a
    target (`what` the DSL reference it lowers to)."""
    from mtg_engine.cards.oracle.amounts import Stat

    if not isinstance(base, Stat) or base.stat == "mana value" or base.of.desc is None \
            or base.of.desc.nouns != ("card",):
        return True
    return what.startswith("target") and not what.startswith("target_controller")


def stat_sum(out: dict[str, Any], also: dict[str, Any], minus: bool) -> bool:
    """Are the two DSL amounts one object's power and its toughness, added, or another
    object's power less the source's?"""
    if minus:
        return power_difference(out, also)
    return set(out) == {"power_of"} and set(also) == {"toughness_of"} \
        and out["power_of"] == also["toughness_of"]


def power_difference(out: dict[str, Any], also: dict[str, Any]) -> bool:
    """208.1, 107.1b: another object's power less the source's ("its power minus ~'s
    power")?"""
    return set(out) == {"power_of"} and also == {"power_of": "self"} \
        and out["power_of"] != "self"
