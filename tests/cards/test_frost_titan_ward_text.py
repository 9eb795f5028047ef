"""Frost Titan's "Whenever ~ becomes the target of a spell or ability an opponent controls,
counter that spell or ability unless its controller pays {2}." compiled from its Oracle text
onto ward's effect (702.21a: ward is this very triggered ability), with real cards from the
MTGJSON file (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _bolt_the_titan(real_db: CardDatabase, mountains: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frost Titan")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", mountains)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Frost Titan"])
    s.stop_at(2, Step.END_TURN)
    return s


def test_702_21a_frost_titan_counters_a_bolt_its_controller_cannot_pay_for(
        real_db: CardDatabase) -> None:
    """702.21a, 603.2: B's Bolt targets the Titan; B has no mana left for {2}: countered, the
    Titan has no damage and the Bolt is in B's graveyard."""
    s = _bolt_the_titan(real_db, 1)
    s.set_choice("B", "yes")
    s.execute()
    s.assert_damage("Frost Titan", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_118_12_frost_titan_paid_lets_the_bolt_resolve(real_db: CardDatabase) -> None:
    """118.12: with three Mountains B pays {2} ("yes"): the Bolt resolves and deals 3."""
    s = _bolt_the_titan(real_db, 3)
    s.set_choice("B", "yes")
    s.execute()
    s.assert_damage("Frost Titan", 3)


def test_702_21a_frost_titan_ignores_its_controllers_own_spell(real_db: CardDatabase) -> None:
    """Only an opponent's spell or ability: A's Giant Growth on the Titan resolves (9/9)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frost Titan")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Frost Titan"])
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_power_toughness("A", "Frost Titan", 9, 9)


def test_702_21a_frost_titan_rendered_as_printed(real_db: CardDatabase) -> None:
    """The Titan compiles (the round trip strict) to ward's trigger and effect."""
    card = real_db.get("Frost Titan")
    trig = card.triggers[0]
    assert trig.event == "becomes_target_by_opponent"
    assert [(e.verb, dict(e.params)) for e in trig.effects] == [
        ("counter", {"what": "remembered", "unless_pays": "{2}"})]
