"""615.13: "Whenever damage that would be dealt to you is prevented" (Selfless Squire).

Each time a prevention effect is applied to a damage event and prevents some of it, the
replacement process logs ("prevention_applied", effect key, damaged object or player ref,
amount prevented, combat). 615.13: the ability triggers each time a prevention effect is
applied to one or more simultaneous damage events: combat damage is dealt at once (510.2), so
the combat damage one effect prevents for one player in one batch is one trigger, for the
total; each other application is its own. The amount prevented is the trigger's "that many"
(603.2, 608.2h).

The trigger event is an entry of rules/triggers.EVENT_HANDLERS (registered below).
"""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref

EVENT = "damage_to_you_prevented"
LOG = "prevention_applied"


def log_applied(state: GameState, key: str, target: int, prevented: int, combat: bool) -> None:
    """615.13: a prevention effect (`key`) was applied and prevented `prevented` damage that
    would have been dealt to `target` (an object id or a player ref)."""
    if prevented > 0:
        state.log.append((LOG, key, target, prevented, combat))


def _groups(events: tuple, ev: tuple) -> list[tuple[int, int]]:  # type: ignore[type-arg]
    """(target, amount) of each application the logged event `ev` stands for: a noncombat one
    alone; the first combat one with all the batch's combat ones of the same effect and target
    (615.13, 510.2); a later combat one nothing (already counted)."""
    _, key, target, amount, combat = ev
    if not combat:
        return [(target, amount)]
    same = [e for e in events if e[0] == LOG and e[1] == key and e[2] == target and e[4]]
    if same[0] is not ev:
        return []
    return [(target, sum(e[3] for e in same))]


def _on_prevented(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    if EVENT not in _b._trigger_index(state):
        return
    for target, amount in _groups(batch.events, ev):
        for o in _b._battlefield_with(state, EVENT):
            if target == player_ref(o.controller):  # "dealt to you"
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EVENT, 0,
                         amount=amount)


def _register() -> None:
    from mtg_engine.rules.trigger_events_batch import register

    register(LOG, _on_prevented)


_register()
