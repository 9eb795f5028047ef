""""Reveal the first card you draw each turn. Whenever you reveal a creature card this way,
..." (701.16a, 121.1, 603.2; cards/oracle/reveal_first_draw.py): the triggers of the events
`reveal_first_draw` and `reveal_first_draw_your_turns` ("on each of your turns": only during
the controller's own turn, 500.1). The draw event is the player's first this turn (counted in
the log since the turn began, as "your first card each turn" is); the card drawn must match the
trigger's `filter` (its characteristics in the hand as revealed, 701.16a) and is remembered
(603.10a: "that card"). A permanent that wasn't on the battlefield as the card was drawn
reveals nothing (rules/trigger_base._fire)."""

from __future__ import annotations

from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.trigger_base import Batch, _battlefield_with, _fire, _trigger_index
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENTS = ("reveal_first_draw", "reveal_first_draw_your_turns")


def on_draw(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
            batch: Batch) -> None:
    """The draw event `ev` ("draw", player, the card drawn)."""
    index = _trigger_index(state)
    if not (index.get(EVENTS[0]) or index.get(EVENTS[1])):
        return
    from mtg_engine.rules.trigger_events import _nth_this_turn

    player, card = ev[1], ev[2]
    if card not in state.objects or _nth_this_turn(state, ev, batch,
                                                   lambda e: e[1] == player) != 1:
        return
    for event in EVENTS:
        if event == EVENTS[1] and state.active != player:
            continue  # 500.1: "on each of your turns"
        for o in _battlefield_with(state, event):
            if o.controller == player:
                _fire(state, found, o.id, card_of(state, o.id), o.controller, event,
                      check=lambda tr, ctl=o.controller: matches(state, card, tr.filter, ctl),
                      remembered=(card,))
