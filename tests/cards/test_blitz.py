"""Blitz (702.152a): an alternative cost (118.9) with haste, a granted "when this dies, draw a
card" and a delayed sacrifice at the next end step (cards/keyword_dsl.py, rules/stack.py),
played with real cards of the MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_152a_blitzed_creature_attacks_is_sacrificed_and_draws(real_db: CardDatabase) -> None:
    """702.152a: Riveteers Requisitioner (3/1, "When ~ dies, create a Treasure token", blitz
    {2}{R}) cast for its blitz cost has haste: it attacks the turn it is cast (B: 17). At the
    beginning of the end step it is sacrificed: both its death triggers resolve, A draws a
    card (hand 1) and gets a Treasure."""
    _supported(real_db, "Riveteers Requisitioner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Riveteers Requisitioner")
    s.set_choice("A", "yes")  # its blitz cost
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riveteers Requisitioner")
    s.attack(1, "A", "Riveteers Requisitioner")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_abilities(
        "A", "Riveteers Requisitioner", ["Haste"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Riveteers Requisitioner", 0)
    s.assert_graveyard_count("A", "Riveteers Requisitioner", 1)
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_702_152a_cast_for_its_mana_cost_nothing_of_blitz(real_db: CardDatabase) -> None:
    """Cast for its mana cost {1}{R}: no haste, not sacrificed, and when it
    dies (Lightning Bolt in turn 2) A draws nothing (hand 0): only the Treasure."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Riveteers Requisitioner")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riveteers Requisitioner")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_abilities(
        "A", "Riveteers Requisitioner", ["Haste"], present=False))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count(
        "A", "Riveteers Requisitioner", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Riveteers Requisitioner"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Riveteers Requisitioner", 1)
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_702_152a_blitzed_creature_dying_earlier_draws_once(real_db: CardDatabase) -> None:
    """The granted trigger works however it dies (603.10a, looking back at the permanent as it
    left): the blitzed Requisitioner is killed by Lightning Bolt in A's turn 1 before the end
    step; A draws 1 card and gets a Treasure; the delayed sacrifice finds no permanent
    (603.7c, 400.7): nothing more happens at the end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Riveteers Requisitioner")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riveteers Requisitioner")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Riveteers Requisitioner"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Riveteers Requisitioner", 1)
    s.assert_permanent_count("A", "Treasure Token", 1)
    assert not s.state.delayed
