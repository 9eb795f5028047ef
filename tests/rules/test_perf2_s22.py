"""Session 22, speed (issue 12): the handlers of the "damage" and "cast" trigger chains are
gated by the trigger events they look for (trigger_base.register's `watches`): a damage event
or a cast skips a handler when no object of the trigger index has one of them (603.2: only an
object with such a triggered ability could trigger). The gate is read again for each event, so
a permanent with the ability that enters after an event was scanned without it triggers on the
next one.

The whole loop's guard is bench/determinism.py (seeded games, every answer and event hashed)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import triggers
from mtg_engine.testing import Scenario, Step, Zone

M, M2 = Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN


# (real_db: the session's one load of the shared AtomicCards file, tests/conftest.py)


@pytest.mark.parametrize("kind", ["damage", "cast"])
def test_603_2_every_added_damage_and_cast_handler_is_gated(kind: str) -> None:
    """Each handler after the first of the chain names the trigger events it looks for."""
    chain = triggers.EVENT_HANDLERS[kind]
    gates = chain.gates  # type: ignore[attr-defined]
    assert len(gates) >= 16
    assert [h.__name__ for h, g in zip(chain.chain, gates)  # type: ignore[attr-defined]
            if g is None] == [chain.chain[0].__name__]  # type: ignore[attr-defined]


def test_120_3_spitfire_entering_after_a_gated_damage_event_triggers(
        real_db: CardDatabase) -> None:
    """A's first Shock at B is scanned with no "opponent is dealt noncombat damage" ability
    on the battlefield (its handler skipped); Chandra's Spitfire (1/3) is cast after it, and
    A's second Shock at B triggers it: 4/3 this turn (one +3/+0, not two), B at 16."""
    assert real_db.compiled("Chandra's Spitfire").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.HAND, "A", "Chandra's Spitfire")
    s.cast_spell(1, M, "A", "Shock", targets=("B",))
    s.cast_spell(1, M, "A", "Chandra's Spitfire")
    s.cast_spell(1, M2, "A", "Shock", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Chandra's Spitfire", 4, 3)


def test_120_3_spitfire_not_there_no_pump(real_db: CardDatabase) -> None:
    """The Spitfire cast after the only Shock: nothing triggers it (1/3, B at 18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Chandra's Spitfire")
    s.cast_spell(1, M, "A", "Shock", targets=("B",))
    s.cast_spell(1, M2, "A", "Chandra's Spitfire")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_power_toughness("A", "Chandra's Spitfire", 1, 3)


def test_601_2i_tracker_entering_after_a_gated_cast_triggers(real_db: CardDatabase) -> None:
    """Arcbound Tracker (0/0, modular 2; "Whenever you cast a spell other than your first
    spell each turn, put a +1/+1 counter on ~"): A's first Shock is cast with no such ability
    on the battlefield (its handler skipped), the Tracker is A's second spell (not on the
    battlefield as it is cast), the second Shock A's third: one counter, 3/3, B at 16."""
    assert real_db.compiled("Arcbound Tracker").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.HAND, "A", "Arcbound Tracker")
    s.cast_spell(1, M, "A", "Shock", targets=("B",))
    s.cast_spell(1, M, "A", "Arcbound Tracker")
    s.cast_spell(1, M2, "A", "Shock", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_counter_count("A", "Arcbound Tracker", "+1/+1", 3)
    s.assert_power_toughness("A", "Arcbound Tracker", 3, 3)


def test_601_2i_tracker_first_spell_next_turn_does_not_count(real_db: CardDatabase) -> None:
    """Turn 3: A's Shock is A's first spell that turn, the Tracker on the battlefield since
    turn 1: no counter (2, from modular), B at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Arcbound Tracker")
    s.cast_spell(1, M, "A", "Arcbound Tracker")
    s.cast_spell(3, M, "A", "Shock", targets=("B",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Arcbound Tracker", "+1/+1", 2)
