"""602.2b, 601.2f: static abilities changing what activated abilities cost
(rules/activation_cost_changes.py, cards/oracle/activation_costs.py): reductions of the generic
part ("This effect can't reduce the mana in that cost to less than one mana."), increases on
abilities that aren't mana abilities, equip / ninjutsu / loyalty abilities, and abilities of
cards in a graveyard. Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_602_2b_heartstone_reduces_generic(real_db: CardDatabase) -> None:
    """Heartstone: Dragon Engine's "{2}: +1/+0" costs {1}; two Mountains pay for it twice:
    the Engine is 3/3."""
    assert_compiled(real_db, "Heartstone")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heartstone")
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Dragon Engine")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Dragon Engine")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Dragon Engine", 3, 3)


def test_602_2b_heartstone_not_below_one_mana(real_db: CardDatabase) -> None:
    """Heartstone can't reduce Carrion Ants' "{1}: +1/+1" below one mana: with no land the
    Ants can't activate it; Dragon Engine's {2} with one Mountain can (to {1})."""
    assert_compiled(real_db, "Heartstone")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heartstone")
    s.add_card(Zone.BATTLEFIELD, "A", "Carrion Ants")
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Engine")

    def no_mana(sc: Scenario) -> None:
        sc.assert_playable("A", "{1}: Carrion Ants", False)
        sc.assert_playable("A", "{2}: Dragon Engine", False)

    s.check(1, Step.PRECOMBAT_MAIN, no_mana)
    s.execute()
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Heartstone")
    s2.add_card(Zone.BATTLEFIELD, "A", "Dragon Engine")
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Dragon Engine")
    s2.stop_at(1, Step.POSTCOMBAT_MAIN)
    s2.execute()
    s2.assert_power_toughness("A", "Dragon Engine", 2, 3)


def test_602_2b_power_artifact_enchanted_only(real_db: CardDatabase) -> None:
    """Power Artifact on A's Dragon Engine: its {2} costs {1} (two Mountains: 3/3 until end of
    turn 1); B's Narstad Scrapper, not enchanted, still pays {2} (one activation with two
    Mountains: 4/3)."""
    assert_compiled(real_db, "Power Artifact")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Power Artifact", attached_to="Dragon Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Narstad Scrapper")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Dragon Engine")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Dragon Engine")

    def a_pumped_twice(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Dragon Engine", 3, 3)

    s.check(1, Step.BEGIN_COMBAT, a_pumped_twice)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{2}: Narstad Scrapper")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Narstad Scrapper", 4, 3)


def test_602_2b_suppression_field_more_except_mana_abilities(real_db: CardDatabase) -> None:
    """Suppression Field: Dragon Engine's {2} costs {4}; with three Mountains it can't be
    activated, the Mountains' mana abilities still can (A floats {R}{R}{R}: no
    activation)."""
    assert_compiled(real_db, "Suppression Field")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Suppression Field")
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)

    def too_dear(sc: Scenario) -> None:
        sc.assert_playable("A", "{2}: Dragon Engine", False)

    s.check(1, Step.PRECOMBAT_MAIN, too_dear)
    s.execute()
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "B", "Suppression Field")
    s2.add_card(Zone.BATTLEFIELD, "A", "Dragon Engine")
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Dragon Engine")
    s2.stop_at(1, Step.POSTCOMBAT_MAIN)
    s2.execute()
    s2.assert_power_toughness("A", "Dragon Engine", 2, 3)
    s2.assert_tapped("Mountain", True)


def test_602_2b_eidolon_of_obstruction_loyalty_costs_one_more(real_db: CardDatabase) -> None:
    """A's Eidolon of Obstruction: B's Jace Beleren can't use "+2" with no land; with a
    Mountain it can (loyalty 3 + 2 = 5, the Mountain tapped). A's own planeswalkers aren't
    affected (A's Jace uses +2 with no land)."""
    assert_compiled(real_db, "Eidolon of Obstruction")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Eidolon of Obstruction")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")

    def b_cant(sc: Scenario) -> None:
        sc.assert_playable("B", "[+2]", False)

    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+2]")
    s.check(2, Step.PRECOMBAT_MAIN, b_cant)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 5)
    s.assert_counter_count("B", "Jace Beleren", "loyalty", 3)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Eidolon of Obstruction")
    s2.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s2.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s2.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "[+2]")
    s2.stop_at(2, Step.POSTCOMBAT_MAIN)
    s2.execute()
    s2.assert_counter_count("B", "Jace Beleren", "loyalty", 5)
    s2.assert_tapped("Mountain", True)


def test_602_2b_silver_fur_master_ninjutsu_one_less(real_db: CardDatabase) -> None:
    """Silver-Fur Master: Ninja of the Deep Hours' ninjutsu {1}{U} costs {U}: one Island pays
    it; the Ninja enters attacking and B is dealt 3 (2, +1/+1 from the Master's "Other Ninja
    ... get +1/+1"; the Master stays home)."""
    assert_compiled(real_db, "Silver-Fur Master", "Ninja of the Deep Hours")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Silver-Fur Master")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Ninja of the Deep Hours")
    s.attack(3, "A", "Grizzly Bears")
    s.activate_ability(3, Step.DECLARE_BLOCKERS, "A", "Ninjutsu")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Ninja of the Deep Hours", 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_life("B", 17)
    s.assert_tapped("Island", True)


def test_602_2b_embalmers_tools_graveyard_ability(real_db: CardDatabase) -> None:
    """Embalmer's Tools: Hellspark Elemental's unearth {1}{R} from A's graveyard costs {R}:
    one Mountain returns it to the battlefield."""
    assert_compiled(real_db, "Embalmer's Tools", "Hellspark Elemental")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Embalmer's Tools")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Hellspark Elemental")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Unearth")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hellspark Elemental", 1)
