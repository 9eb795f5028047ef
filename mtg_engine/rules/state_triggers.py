"""State triggers (603.8): "When you control no other creatures, sacrifice ~", "When there are
four or more page counters on ~, ...". Such an ability triggers whenever the game state
matches its condition, checked here each time state-based actions have been checked and
before triggered abilities are put on the stack (117.5); once it has triggered it doesn't
trigger again until the ability has resolved, been countered or otherwise left the stack.
Its condition is not checked again as it resolves (it is no intervening "if", 603.4)."""

from __future__ import annotations

from mtg_engine.rules.conditions import holds
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.trigger_base import _fire, _trigger_index
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import StackKind

EVENT = "state"


def check_state_triggers(state: GameState) -> None:
    """603.8: add the state triggers whose state is true and that aren't waiting or on the
    stack already to the pending triggers."""
    ids = _trigger_index(state).get(EVENT)
    if not ids:
        return
    waiting = {(t.source, t.ability) for t in state.pending_triggers if not t.granted}
    waiting |= {(o.source, o.ability) for o in (state.objects[s] for s in state.stack)
                if o.kind is StackKind.TRIGGERED and not o.granted}
    found: list[PendingTrigger] = []
    for oid in ids:
        o = state.objects[oid]
        card = card_of(state, oid)
        for i, tr in enumerate(card.triggers):
            if tr.event != EVENT or tr.state is None or (oid, i) in waiting:
                continue
            if holds(state, tr.state, o.controller, oid):
                _fire(state, found, oid, card, o.controller, EVENT,
                      check=lambda t, tr=tr: t is tr)
    if found:
        state.pending_triggers = (*state.pending_triggers, *found)
