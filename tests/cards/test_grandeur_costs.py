"""118.3, 602.2b: activated abilities' costs read since session 13: grandeur's "Discard another
card named ~" (201.4b: the card's own name; Tarox Bladewing, Baru, Korlash) and "Mill four
cards" (701.13a; Rot Farm Skeleton). Real cards of the shared MTGJSON file (skipped without
it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN


def test_the_cards_compile(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Tarox Bladewing", "Baru, Fist of Krosa",
                    "Korlash, Heir to Blackblade", "Rot Farm Skeleton")


def _tarox(db: CardDatabase, other: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tarox Bladewing")
    s.add_card(Zone.HAND, "A", other)
    s.activate_ability(1, M, "A", "Grandeur")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_grandeur_discards_a_card_of_the_same_name(real_db: CardDatabase) -> None:
    """Tarox Bladewing (4/3) discards the other Tarox Bladewing: +4/+4 (X is its power)."""
    s = _tarox(real_db, "Tarox Bladewing")
    s.execute()
    s.assert_power_toughness("A", "Tarox Bladewing", 8, 7)
    s.assert_graveyard_count("A", "Tarox Bladewing", 1)


def test_grandeur_not_another_name(real_db: CardDatabase) -> None:
    with pytest.raises(ScenarioError):
        _tarox(real_db, "Shivan Dragon").execute()


def test_701_13a_rot_farm_skeleton_mills_four(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Rot Farm Skeleton")
    for land in ("Swamp", "Forest", "Swamp", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.activate_ability(1, M, "A", "{2}{B}{G}, Mill four cards")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Rot Farm Skeleton", 1)
    s.assert_library_count("A", 16)
    s.assert_graveyard_count("A", "Wastes", 4)
