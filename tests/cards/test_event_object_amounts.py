"""Amounts read off the object a trigger event was about, beside the player it remembers
(603.2, 608.2h; rules/event_referents.py), with real cards from the MTGJSON file (skipped
without ../shared):

- Ikra Shidiqi, the Usurper: "Whenever a creature you control deals combat damage to a player,
  you gain life equal to that creature's toughness." (510.3a: the creature that dealt it)
- Kaervek the Merciless: "Whenever an opponent casts a spell, ~ deals damage equal to that
  spell's mana value to any target." (601.2i: the spell cast; 202.3 its mana value)
"""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_603_2_ikra_gains_the_toughness_of_the_creature_that_dealt_the_damage(
        real_db: CardDatabase) -> None:
    """A's Hill Giant (3/3) and Ikra (3/7) attack unblocked: B takes 6; A gains 3 + 7 (each
    creature's own toughness, not Ikra's twice): 30."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ikra Shidiqi, the Usurper")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Ikra Shidiqi, the Usurper")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 30)


def test_510_3a_ikra_no_life_for_damage_to_a_creature(real_db: CardDatabase) -> None:
    """The Hill Giant is blocked by B's Grizzly Bears: combat damage to a creature, not a
    player: no trigger, A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ikra Shidiqi, the Usurper")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 20)


def test_603_2_ikra_ignores_an_opponents_creature(real_db: CardDatabase) -> None:
    """B's Hill Giant deals 3 combat damage to A: not a creature A controls: A at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ikra Shidiqi, the Usurper", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 17)


def test_202_3_kaervek_deals_the_spells_mana_value(real_db: CardDatabase) -> None:
    """B casts Hill Giant (mana value 4): Kaervek's trigger deals 4 to the target A chose,
    B: B at 16; the Giant still resolves."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kaervek the Merciless")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_202_3_kaervek_one_damage_for_a_bolt_on_a_creature(real_db: CardDatabase) -> None:
    """B's Lightning Bolt (mana value 1) at A's Hill Giant: Kaervek's trigger resolves first
    and deals 1 to the target A chose, B's Grizzly Bears; then the Bolt kills the Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kaervek the Merciless")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_603_2_kaervek_ignores_its_controllers_own_spells(real_db: CardDatabase) -> None:
    """A casts Hill Giant: not an opponent's spell: no trigger, B stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kaervek the Merciless")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Hill Giant", 1)
