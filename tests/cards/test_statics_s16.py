"""Session 16 statics (issue 11): real cards of the shared MTGJSON file (skipped without it),
played in scenarios with exact figures.

- 113.1: "Creatures with no abilities get +2/+2." (Muraganda Petroglyphs; filters.no_abilities):
  judged after layer 6 (613.1f), so a creature that lost all its abilities gets the bonus and
  one that gained an ability doesn't.
"""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _petroglyphs(real_db: CardDatabase) -> Scenario:
    assert real_db.compiled("Muraganda Petroglyphs").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Muraganda Petroglyphs")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    return s


def test_113_1_muraganda_vanilla_creatures_only(real_db: CardDatabase) -> None:
    """Each player's vanilla creatures get +2/+2 (Grizzly Bears 4/4, Hill Giant 5/5); Serra
    Angel (flying, vigilance) stays 4/4."""
    s = _petroglyphs(real_db)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("B", "Hill Giant", 5, 5)
    s.assert_power_toughness("B", "Serra Angel", 4, 4)


def test_113_1_muraganda_lost_and_gained_abilities(real_db: CardDatabase) -> None:
    """613.1f then 613.4c: Turn to Frog on Serra Angel (it loses all abilities, base 1/1) ->
    a 3/3 with no abilities; Jump on the Bears (it gains flying) -> back to 2/2."""
    s = _petroglyphs(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Turn to Frog")
    s.add_card(Zone.HAND, "A", "Jump")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Turn to Frog", targets=["Serra Angel"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jump", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 5, 5)
