"""702.34a, 107.3a: a flashback cost whose part other than mana is counted by X ("Flashback—
{R}{R}, Sacrifice X Mountains"): X is announced as the spell is cast from the graveyard, that
many objects pay the cost, and the spell's X is that value (rules/additional_x.py)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN


def test_702_34a_firecat_blitz_sacrifice_x_mountains(real_db: CardDatabase) -> None:
    """Firecat Blitz ({X}{R}{R}: "Create X 1/1 red Elemental Cat creature tokens with haste.
    Exile them at the beginning of the next end step.") cast from A's graveyard with X = 3:
    three of A's five Mountains are sacrificed, two are left; three hasty Cats
    attack for 3 (B at 17); they are exiled at the end step, and so is the card (702.34a)."""
    assert_compiled(real_db, "Firecat Blitz", "Flash of Insight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Firecat Blitz")
    s.cast_spell(1, M, "A", "Firecat Blitz", x=3)
    for _ in range(3):
        s.attack(1, "A", "Elemental Cat Token")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("A", "Mountain", 2))
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_graveyard_count("A", "Mountain", 3))
    s.check(1, Step.END_COMBAT,
            lambda sc: sc.assert_permanent_count("A", "Elemental Cat Token", 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Elemental Cat Token", 0)
    s.assert_exile_count("Firecat Blitz", 1)


def test_702_34a_flashback_x_needs_x_objects(real_db: CardDatabase) -> None:
    """118.3, 601.2g-h: with three Mountains X = 4 can't be paid; X = 3 can (two Mountains
    are tapped for {R}{R} as mana abilities before the costs are paid, then all three are
    sacrificed): three Cats, no Mountain left."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Firecat Blitz")
    s.cast_spell(1, M, "A", "Firecat Blitz", x=4)
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Firecat Blitz", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Firecat Blitz")
    s.cast_spell(1, M, "A", "Firecat Blitz", x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Elemental Cat Token", 3)
    s.assert_permanent_count("A", "Mountain", 0)
    s.assert_graveyard_count("A", "Mountain", 3)


def test_702_34a_flash_of_insight_exile_x_blue_cards(real_db: CardDatabase) -> None:
    """Flash of Insight ({X}{1}{U}; flashback {1}{U} and exile X blue cards from the
    graveyard) cast from the graveyard with X = 2: two blue cards (not itself) are exiled,
    A looks at the top two cards and puts one into the hand; the card is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Flash of Insight")
    s.add_card(Zone.GRAVEYARD, "A", "Counterspell", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Plains", 5)
    s.cast_spell(1, M, "A", "Flash of Insight", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_exile_count("Counterspell", 2)
    s.assert_exile_count("Flash of Insight", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_702_34a_firecat_blitz_from_hand_pays_its_mana_cost(real_db: CardDatabase) -> None:
    """Cast from the hand, Firecat Blitz costs {X}{R}{R} (X = 2: four Mountains tapped) and
    sacrifices nothing (the flashback cost is paid only for a flashback cast)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Firecat Blitz")
    s.cast_spell(1, M, "A", "Firecat Blitz", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Elemental Cat Token", 2)
    s.assert_permanent_count("A", "Mountain", 4)
    s.assert_graveyard_count("A", "Firecat Blitz", 1)
