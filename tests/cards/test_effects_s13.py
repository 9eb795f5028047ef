"""Session 13 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------- a card put from a hand onto the battlefield


def test_205_3m_goblin_wizard_puts_only_a_goblin_permanent_card(real_db: CardDatabase) -> None:
    """Goblin Wizard: "{T}: You may put a Goblin permanent card from your hand onto the
    battlefield." Goblin Piker enters; Grizzly Bears (a Bear) can't be chosen and stays in
    hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Wizard")
    s.add_card(Zone.HAND, "A", "Goblin Piker")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Goblin Piker")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: You may put")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Piker", 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")


def test_205_4a_gaeas_touch_puts_only_a_basic_forest(real_db: CardDatabase) -> None:
    """Gaea's Touch: "{0}: You may put a basic Forest card from your hand onto the
    battlefield." A has a Forest and a Mountain in hand: the Forest enters, the Mountain
    stays (the only Forest is the one chosen)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gaea's Touch")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.set_choice("A", "Forest")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{0}: You may put")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_hand_count("A", 1, "Mountain")


def test_303_4f_an_aura_put_from_hand_enchants_what_its_controller_chooses(
        real_db: CardDatabase) -> None:
    """Thran Temporal Gateway: "{4}, {T}: You may put a historic permanent card from your
    hand onto the battlefield." On Serra's Wings (a legendary Aura) enters attached to the
    creature A chooses, untargeted (303.4f): Grizzly Bears, 2/2 -> 3/3 with flying."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thran Temporal Gateway")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "On Serra's Wings")
    s.set_choice("A", "On Serra's Wings")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: You may put")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "On Serra's Wings", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_hand_count("A", 0, "On Serra's Wings")
