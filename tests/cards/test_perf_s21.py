"""Session 21, speed: the handlers that `trigger_base.register(..., watches=...)` skips while no
permanent has one of their events (rules/trigger_base.py) must run as soon as one enters, with
real cards of the shared MTGJSON file (skipped without it). The whole loop's guard is
bench/determinism.py (seeded games, every answer and event hashed)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_106_12_manabarbs_cast_mid_turn_then_watches_lands_tapped(real_db: CardDatabase) -> None:
    """Manabarbs: "Whenever a player taps a land for mana, ~ deals 1 damage to that player."
    The four Mountains tapped to cast it do nothing (it isn't on the battlefield yet); the
    Mountain tapped for Shock afterwards deals 1 to A (19); Shock deals 2 to B (18)."""
    assert_compiled(real_db, "Manabarbs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Manabarbs")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Manabarbs")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 18)


def test_106_12_no_manabarbs_no_damage(real_db: CardDatabase) -> None:
    """The same Shock without Manabarbs: A stays at 20 (the handler finds nothing)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 18)


def test_121_1_spiteful_visions_cast_then_each_draw_hurts(real_db: CardDatabase) -> None:
    """Spiteful Visions cast in turn 1 ("Whenever a player draws a card, ~ deals 1 damage to
    that player"; each draw step draws one more): in turn 2 B draws two cards and takes 2
    (18); A, who draws none, stays at 20."""
    assert_compiled(real_db, "Spiteful Visions")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Spiteful Visions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spiteful Visions")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
