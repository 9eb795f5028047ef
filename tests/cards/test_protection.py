"""Protection (702.16) from qualities other than one colour: card types, creature types, all
colours (rules/protection.py), with real cards from the MTGJSON file (skipped without
../shared)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_702_16e_protection_from_creatures_prevents_their_damage(real_db: CardDatabase) -> None:
    """702.16e: Beloved Chaplain (1/1, protection from creatures) blocks Grizzly Bears: the
    Bears' 2 damage is prevented, the Chaplain survives and deals 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Beloved Chaplain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Beloved Chaplain", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Beloved Chaplain", 1)
    s.assert_damage("Beloved Chaplain", 0)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("A", 20)


def test_702_16f_protection_from_artifacts_cant_be_blocked_by_one(real_db: CardDatabase) -> None:
    """702.16f: Tel-Jilad Chosen (2/1, protection from artifacts) can't be blocked by
    Ornithopter (an artifact creature): the block is refused and B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tel-Jilad Chosen")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.attack(1, "A", "Tel-Jilad Chosen")
    s.block(1, "B", "Ornithopter", "Tel-Jilad Chosen")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="block"):
        s.execute()
    s.assert_life("B", 18)


def test_702_16f_protection_from_a_creature_type(real_db: CardDatabase) -> None:
    """702.16a/f: Baneslayer Angel (5/5 flying, first strike, lifelink, protection from Demons
    and from Dragons) can't be blocked by Shivan Dragon: B takes 5, A gains 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Baneslayer Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon")
    s.attack(1, "A", "Baneslayer Angel")
    s.block(1, "B", "Shivan Dragon", "Baneslayer Angel")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="block"):
        s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 25)
    s.assert_abilities("A", "Baneslayer Angel", ["Protection from Demons",
                                                 "Protection from Dragons"])


def test_702_16b_protection_from_all_colors_cant_be_targeted(real_db: CardDatabase) -> None:
    """702.16b: Iridescent Angel (protection from all colors) can't be the target of the red
    Lightning Bolt; B's Hill Giant (no protection) can."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Iridescent Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Iridescent Angel"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()
    s.assert_permanent_count("B", "Iridescent Angel", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_16e_protection_from_all_colors_and_colorless_damage(real_db: CardDatabase) -> None:
    """702.16a: protection from all colors is no protection from a colourless source: Gold
    Myr (a 1/1 colourless artifact creature) blocked by Iridescent Angel deals it 1 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Iridescent Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Gold Myr")
    s.attack(2, "B", "Gold Myr")
    s.block(2, "A", "Iridescent Angel", "Gold Myr")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_damage("Iridescent Angel", 1)


def test_702_11d_hexproof_from_a_colour(real_db: CardDatabase) -> None:
    """702.11d: Sporeweb Weaver (hexproof from blue) can't be the target of B's blue
    Unsummon; B's red Lightning Bolt can target it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sporeweb Weaver")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=["Sporeweb Weaver"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Sporeweb Weaver"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Unsummon"):
        s.execute()
    s.assert_hand_count("B", 1, "Unsummon")
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
