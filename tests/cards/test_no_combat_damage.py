""""If you do, ~ assigns no combat damage this turn." (608.2c "if you do"; 510.1a, 611.2a:
the creature assigns no combat damage until the cleanup step, 514.2): real cards of the
shared MTGJSON file (skipped without it), with exact figures for yes and no."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_510_1a_ophidian_draws_instead_of_dealing_combat_damage(real_db: CardDatabase) -> None:
    """Ophidian (1/3): "Whenever ~ attacks and isn't blocked, you may draw a card. If you do,
    ~ assigns no combat damage this turn." Yes: A draws (hand 1, library 9) and B stays at
    20; no: no card (hand 0) and B takes 1 (19)."""
    assert real_db.compiled("Ophidian").supported
    for answer, hand, life in (("yes", 1, 20), ("no", 0, 19)):
        s = Scenario(cards=real_db)
        s.remove_all_from_library("A")
        s.add_card(Zone.LIBRARY, "A", "Island", 10)
        s.add_card(Zone.BATTLEFIELD, "A", "Ophidian")
        s.set_choice("A", answer)
        s.attack(1, "A", "Ophidian")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", 10 - hand)
        s.assert_life("B", life)


def test_510_1a_dwarven_vigilantes_damage_to_a_creature_instead(real_db: CardDatabase) -> None:
    """Dwarven Vigilantes (2/2): "Whenever ~ attacks and isn't blocked, you may have it deal
    damage equal to its power to target creature. If you do, ~ assigns no combat damage this
    turn." Yes: B's Grizzly Bears (2/2) dies and B stays at 20; no: the Bears live, B 18. The
    next turn the effect has ended (514.2): attacking again, unanswered, deals 2."""
    assert real_db.compiled("Dwarven Vigilantes").supported
    for answer, bears, life in (("yes", 0, 20), ("no", 1, 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Dwarven Vigilantes")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
        s.set_choice("A", answer)
        s.add_target("A", "Grizzly Bears")
        s.attack(1, "A", "Dwarven Vigilantes")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_permanent_count("B", "Grizzly Bears", bears)
        s.assert_life("B", life)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dwarven Vigilantes")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.set_choice("A", "yes")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.attack(1, "A", "Dwarven Vigilantes")
    s.attack(3, "A", "Dwarven Vigilantes")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_life("B", 18)
