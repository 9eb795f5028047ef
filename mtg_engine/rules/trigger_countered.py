"""701.5a: "Whenever a spell or ability you control counters a spell" (cards/oracle/
trigger_countered.py): the ("countered", object, name, countering player, was a spell) event
effects/primitives.perform_counter logs, the countering player the controller of the spell or
ability that countered it (608.2: the one resolving). "Whenever a spell you've cast is
countered" (YOURS_COUNTERED): the player who cast it (its "cast" event) is the watcher's
controller."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENT = "you_counter_spell"
YOURS_COUNTERED = "your_spell_countered"  # "Whenever a spell you've cast is countered"


def _on_countered(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    if len(ev) < 5 or not ev[4]:
        return  # (an ability countered, or an event logged before this field)
    for o in _b._battlefield_with(state, EVENT):
        if o.controller == ev[3]:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EVENT)
    watchers = list(_b._battlefield_with(state, YOURS_COUNTERED))
    caster = _caster(state, ev[1]) if watchers else None
    for o in watchers:
        if o.controller == caster:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, YOURS_COUNTERED)


def _caster(state: GameState, spell: int) -> int | None:
    """The player who cast the spell `spell` (its "cast" event, 601.2i), or None for a copy
    (707.10: put on the stack, not cast)."""
    for e in reversed(state.log):
        if e[0] == "cast" and e[2] == spell:
            return int(e[1])
    return None


_b.register("countered", _on_countered)
