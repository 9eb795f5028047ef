"""Loyalty abilities (606) read from Oracle text, s19. Real cards of the shared MTGJSON file
(skipped without it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _kiora_after_combat(real_db: CardDatabase, targets: list[str]) -> Scenario:
    """A's Grizzly Bears attack (B 20 -> 18) and A taps a Forest for mana in the first main
    phase; in the second main phase Kiora's [+1] targets `targets`; stopped at A's end step."""
    assert real_db.compiled("Kiora, Master of the Depths").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kiora, Master of the Depths")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Forest")
    s.attack(1, "A", "Grizzly Bears")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "[+1]", targets=targets)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    return s


def test_606_kiora_untaps_up_to_one_creature_and_up_to_one_land(real_db: CardDatabase) -> None:
    """Kiora, Master of the Depths [+1]: "Untap up to one target creature and up to one target
    land." (115.1: two targets, each optional): the tapped Grizzly Bears and tapped Forest
    untap, Kiora goes 4 -> 5 loyalty (606.4)."""
    s = _kiora_after_combat(real_db, ["Grizzly Bears", "Forest"])
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Forest", False)
    s.assert_counter_count("A", "Kiora, Master of the Depths", "loyalty", 5)


def test_606_kiora_untaps_only_a_creature(real_db: CardDatabase) -> None:
    """With only a creature chosen (no land target, 115.1 "up to one"): the Grizzly Bears
    untap, the Forest stays tapped; Kiora at 5."""
    s = _kiora_after_combat(real_db, ["Grizzly Bears"])
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Forest", True)
    s.assert_counter_count("A", "Kiora, Master of the Depths", "loyalty", 5)
