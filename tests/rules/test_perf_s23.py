"""Session 23, speed (issue 12): the short cuts of this session must give the answers the full
computation gives, and change when the state does.

- trigger_combat.on_damage calls the damage handler only when a permanent or card of the
  trigger index watches one of its events, or the source or recipient is outside the
  battlefield with triggered abilities (120.3, 510.2, 603.2): a combat damage trigger still
  fires when one is there, nothing fires when none is, and the event list is complete.

The whole loop's guard is bench/determinism.py (seeded games, every answer and event hashed)."""

from __future__ import annotations

import ast
import inspect

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import trigger_base, trigger_combat, trigger_events
from mtg_engine.testing import Scenario, Step
from mtg_engine.testing import Zone as SZone

# (real_db: the session's one load of the shared AtomicCards file, tests/conftest.py)


# ------------------------------------------------------------------ the damage handler's gate

_FIRING = {"_fire", "_attached_to", "_player_event", "_battlefield_with", "_watched",
           "_present_watchers", "_watchers"}


def _event_names(fn: object) -> set[str]:
    """The string constants the function passes as a trigger event: arguments of the firing
    helpers, and the names a loop over a tuple of them reads (`for name in by`)."""
    tree = ast.parse(inspect.getsource(fn))  # type: ignore[arg-type]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in _FIRING:
            names |= {a.value for a in node.args
                      if isinstance(a, ast.Constant) and isinstance(a.value, str)}
        if isinstance(node, ast.Tuple) and all(
                isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
            names |= {e.value for e in node.elts}  # type: ignore[union-attr]
    return names


def test_603_2_damage_events_list_every_event_the_handler_fires() -> None:
    """Every event `_on_damage` and the functions it calls fire (or look up in the trigger
    index) is in DAMAGE_EVENTS: the gate can't skip an ability that would trigger."""
    fired: set[str] = set()
    for fn in (trigger_combat._on_damage, trigger_combat._damage_to_creature,
               trigger_combat._damage_to_player, trigger_combat._combat_damage_events,
               trigger_combat._creature_combat_damage):
        fired |= _event_names(fn)
    assert fired, "no event found: the test reads the wrong functions"
    assert fired <= trigger_combat.DAMAGE_EVENTS, sorted(fired - trigger_combat.DAMAGE_EVENTS)
    # the helpers it calls fire only the event they are given
    for helper in (trigger_base._attached_to, trigger_events._player_event):
        assert not _event_names(helper), helper


def test_510_2_scroll_thief_draws_through_the_gate(real_db: CardDatabase) -> None:
    """Scroll Thief ("Whenever Scroll Thief deals combat damage to a player, draw a card.",
    1/3) attacks unblocked: B 20 -> 19 and A draws one card (the gate lets the handler run: a
    permanent watches "combat_damage_to_player")."""
    s = Scenario(cards=real_db)
    s.add_card(SZone.BATTLEFIELD, "A", "Scroll Thief")
    s.attack(1, "A", "Scroll Thief")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_hand_count("A", 1)


def test_510_2_blocked_scroll_thief_draws_nothing(real_db: CardDatabase) -> None:
    """The trigger must NOT fire: Scroll Thief blocked by Grizzly Bears deals its damage to the
    Bears (1 damage, both survive): B stays at 20 and A draws nothing."""
    s = Scenario(cards=real_db)
    s.add_card(SZone.BATTLEFIELD, "A", "Scroll Thief")
    s.add_card(SZone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Scroll Thief")
    s.block(1, "B", "Grizzly Bears", "Scroll Thief")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("A", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_510_2_no_watcher_nothing_triggers(real_db: CardDatabase) -> None:
    """No permanent watches a damage event (two Grizzly Bears attack): the handler is skipped,
    B 20 -> 16, no trigger waits and A's hand is unchanged."""
    s = Scenario(cards=real_db)
    s.add_card(SZone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_hand_count("A", 0)
    assert not s.game.state.pending_triggers
    assert trigger_combat.DAMAGE_EVENTS.isdisjoint(trigger_base._trigger_index(s.game.state))


# ------------------------------------------------------------------ gates that look back


def _liability(real_db: CardDatabase, with_liability: bool) -> Scenario:
    """A casts Planar Cleansing ("Destroy all nonland permanents.") with B's two Grizzly
    Bears on the battlefield and, if asked, A's Liability."""
    s = Scenario(cards=real_db)
    s.add_card(SZone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(SZone.HAND, "A", "Planar Cleansing")
    if with_liability:
        s.add_card(SZone.BATTLEFIELD, "A", "Liability")
    s.add_card(SZone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Planar Cleansing")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_603_10a_liability_destroyed_with_them_sees_them_die(real_db: CardDatabase) -> None:
    """Liability ("Whenever a nontoken permanent is put into a player's graveyard from the
    battlefield, that player loses 1 life.") is destroyed with the Bears: it looks back in
    time (603.6c, 603.10a), so the handler is called though no permanent left on the
    battlefield has the ability (the gate reads the batch's departed permanents): B loses 2
    (the Bears), A loses 1 (Liability itself)."""
    s = _liability(real_db, True)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Liability", 1)
    s.assert_life("A", 19)
    s.assert_life("B", 18)


def test_603_10a_without_liability_no_life_lost(real_db: CardDatabase) -> None:
    """The rule must NOT apply: the same Cleansing without Liability: the Bears die, no one
    loses life."""
    s = _liability(real_db, False)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def test_603_2_gated_move_handlers_watch_what_they_look_for() -> None:
    """Each handler of the "move" chain registered with a gate lists the events its own test
    reads: the gate says no only where the handler would find nothing."""
    from mtg_engine.rules import (
        trigger_events_batch,
        trigger_exiled,
        trigger_players_graveyard,
        trigger_returned,
        triggers,
    )

    both = triggers.EVENT_HANDLERS["move"]
    gates = {h: (g, b) for h, g, b in zip(both.chain, both.gates, both.backs)}  # type: ignore[attr-defined]
    assert gates[trigger_events_batch._batched_moves] == (
        frozenset(trigger_events_batch._MOVE_EVENTS), True)
    assert gates[trigger_exiled._on_move] == (frozenset({trigger_exiled.EVENT}), True)
    m = trigger_players_graveyard
    assert gates[m._on_move] == (frozenset({m.CARD_EVENT, m.FROM_LIBRARY, m.PERMANENT_EVENT,
                                            m.OPPONENT_PERMANENT_EVENT}), True)
    r = trigger_returned
    assert gates[r._on_move] == (frozenset({r.SELF_EVENT, r.YOURS, r.PLAYERS}), True)
