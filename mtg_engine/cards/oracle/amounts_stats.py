"""Amounts about one object's power and toughness beside amounts.py (208.1, 608.2h):

- "that card's power / toughness" of a target card (Rotfeaster Maggot: "exile target creature
  card from a graveyard. You gain life equal to that card's toughness."), read as the card
  last existed in the graveyard or exile once it has left (rules/last_known.log_card_pt); a
  card revealed or discarded is still refused (amounts.q_stat);
- "its power plus its toughness" (Phthisis): the object's power with its toughness added
  (the DSL's `plus_count: {toughness_of: ...}`, cards/amounts.py).
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
    """Are the two DSL amounts one object's power and its toughness, added?"""
    return not minus and set(out) == {"power_of"} and set(also) == {"toughness_of"} \
        and out["power_of"] == also["toughness_of"]
