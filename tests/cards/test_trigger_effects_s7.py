"""Triggered abilities, session 7 (cards/oracle/trigger_effects.py and the events it added),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each rule has
exact figures and a case where the ability must not do anything."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_603_5_you_may_have_target_creature_get(real_db: CardDatabase) -> None:
    """Fourth Bridge Prowler: "When ~ enters the battlefield, you may have target creature get
    -1/-1 until end of turn." (603.5, 603.3d). The first one, accepted, kills B's 1/1 Llanowar
    Elves; the second, declined, leaves B's second Llanowar Elves a 1/1."""
    _compiled(real_db, "Fourth Bridge Prowler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Fourth Bridge Prowler", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fourth Bridge Prowler")
    s.add_target("A", "Llanowar Elves#1")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Fourth Bridge Prowler")
    s.add_target("A", "Llanowar Elves")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)
    s.assert_power_toughness("B", "Llanowar Elves", 1, 1)


def test_603_5_you_may_have_self_deal_damage(real_db: CardDatabase) -> None:
    """Kyren Sniper: "At the beginning of your upkeep, you may have ~ deal 1 damage to target
    player or planeswalker." A's upkeeps of turns 1, 3 and 5 (accepted, declined, accepted): B
    20 - 1 - 1 = 18; B's own upkeeps (turns 2 and 4) trigger nothing."""
    _compiled(real_db, "Kyren Sniper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyren Sniper")
    for answer in ("yes", "no", "yes"):
        s.add_target("A", "B")
        s.set_choice("A", answer)
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
