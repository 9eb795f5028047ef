"""Ward (702.21) with a mana cost, with real cards from the MTGJSON file (skipped without
../shared): Rimeshield Frost Giant (4/5, ward {3})."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _bolt_the_giant(real_db: CardDatabase, mountains: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rimeshield Frost Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", mountains)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Rimeshield Frost Giant"])
    s.stop_at(2, Step.END_TURN)
    return s


def test_702_21a_ward_counters_a_spell_whose_controller_does_not_pay(
        real_db: CardDatabase) -> None:
    """702.21a: B's Lightning Bolt targets the Giant; the ward trigger counters it unless B
    pays {3}; B has no more mana: countered, no damage."""
    s = _bolt_the_giant(real_db, 1)
    s.execute()
    s.assert_damage("Rimeshield Frost Giant", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_702_21a_ward_paid_lets_the_spell_resolve(real_db: CardDatabase) -> None:
    """118.12: with four Mountains B pays {3} ("yes") and the Bolt deals 3."""
    s = _bolt_the_giant(real_db, 4)
    s.set_choice("B", "yes")
    s.execute()
    s.assert_damage("Rimeshield Frost Giant", 3)


def test_702_21a_ward_declined_by_default(real_db: CardDatabase) -> None:
    """An optional cost unanswered is not paid (the scenario default): countered."""
    s = _bolt_the_giant(real_db, 4)
    s.execute()
    s.assert_damage("Rimeshield Frost Giant", 0)


def test_702_21a_ward_counters_an_activated_ability(real_db: CardDatabase) -> None:
    """702.21a: "a spell or ability": Prodigal Pyromancer's "{T}: ~ deals 1 damage to any
    target" aimed at the Giant is countered (B can't pay)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rimeshield Frost Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["Rimeshield Frost Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_damage("Rimeshield Frost Giant", 0)
    s.assert_tapped("Prodigal Pyromancer")


def test_702_21a_ward_ignores_its_controllers_own_spells(real_db: CardDatabase) -> None:
    """702.21a: only an opponent's spell or ability: A's Giant Growth on the Giant resolves
    (7/8)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rimeshield Frost Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Rimeshield Frost Giant"])
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_power_toughness("A", "Rimeshield Frost Giant", 7, 8)
