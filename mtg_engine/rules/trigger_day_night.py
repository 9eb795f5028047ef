"""The trigger event "Whenever day becomes night or night becomes day" (724.1a: the game loses
one designation and gains the other; becoming day from neither is not such a change). The
designation changes are logged as ("day_night", value, the designation before) by
rules/faces.become. Registered into
rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

DAY_NIGHT_CHANGES = "day_night_changes"


def _on_day_night(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    if DAY_NIGHT_CHANGES not in _b._trigger_index(state):
        return
    before = ev[2] if len(ev) > 2 else ""
    if not before or before == ev[1]:  # 724.1a: from one designation to the other only
        return
    for o in _b._battlefield_with(state, DAY_NIGHT_CHANGES):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, DAY_NIGHT_CHANGES)


_b.register("day_night", _on_day_night)
