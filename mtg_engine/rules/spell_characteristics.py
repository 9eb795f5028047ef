"""A spell's or a card's creature types as the layer system gives them outside the battlefield.

613.1: the layer system applies to objects in every zone; 611.3c: a static ability may say it
affects objects outside the battlefield. Maskwood Nexus ("Creatures you control are every
creature type. The same is true for creature spells you control and creature cards you own
that aren't on the battlefield."), Arcane Adaptation (the chosen type) and Conspiracy change
the creature types (613.1d, 205.3m) of a creature spell on the stack and of a creature card in
a hand, a library or a graveyard. Where a rule reads the spell or the card as it is now (a
cost reduction, 601.2f; mana that can be spent only on a kind of spell, 106.6 and 601.2h;
"you can't cast <kind> spells", 101.2 and 601.2e), those types count, not only the printed
ones.

The cheap gate: such effects exist only while a permanent has a static ability affecting
other zones (`layers._other_zone_statics`, cached with the characteristics); without one a
card's printed types are its types and nothing more is computed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.core.creature_types import CREATURE_TYPES
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef, Filter

# 205.3m: creature types belong to creatures and kindred objects only
_WITH_CREATURE_TYPES = frozenset(t for t in CardType if t.value in ("Creature", "Tribal",
                                                                     "Kindred"))


def given_creature_type(state: GameState, oid: int, card: CardDef,
                        subtypes: Iterable[str]) -> bool:
    """Has the object `oid` (the spell being cast, or a card outside the battlefield), whose
    face or card is `card`, one of the creature types `subtypes` because an effect gives it
    (611.3c, 613.1d; 702.73a: every creature type)? False without such an effect, and for a
    face that is no creature (205.3m: an Adventure instant of a creature card has none)."""
    from mtg_engine.rules.layers import _other_zone_statics, characteristics

    wanted = [t for t in subtypes if t in CREATURE_TYPES]
    if not wanted or not oid or oid not in state.objects or not _other_zone_statics(state):
        return False
    if not _WITH_CREATURE_TYPES.intersection(card.types):
        return False
    ch = characteristics(state, oid)
    return any(ch.has_subtype(t) for t in wanted)


def kind_matches(state: GameState, oid: int, card: CardDef, f: Filter,
                 match: Callable[[CardDef, Filter], bool]) -> bool:
    """Is the spell `card` cast from object `oid` of the kind `f` names, read by `match` on
    its printed characteristics, its creature types including those an effect gives it
    (`given_creature_type`)?"""
    return match(card, f) or (bool(f.subtypes) and match(card, replace(f, subtypes=()))
                              and given_creature_type(state, oid, card, f.subtypes))
