"""`exile_from_hand_playable` (cards/oracle/hand_exile_playable.py): the ability's controller
looks at the target player's hand (402.3) and may choose a card of it matching `filter`
(608.2d; none: nothing happens); that card is exiled (406.3), and for as long as it remains
exiled its owner may play it (601.3, 305.1: rules/play_from_exile.py, `remains`), a spell cast
that way costing `cost_more` more (601.2f: rules/costs.cost_change)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, players_of
from mtg_engine.rules.filters import matches
from mtg_engine.rules.play_from_exile import allow_this_turn
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_exile_from_hand_playable(state: GameState, frame: Frame, e: Effect) -> bool:
    players = players_of(state, frame, e.get("who"))
    if not players:
        return True  # (an illegal target: 608.2b)
    hand = state.players[players[0]].hand
    f = e.get("filter")
    cards = tuple(c for c in hand if not f or matches(state, c, f, frame.controller))
    if not cards:
        return True
    if frame.answer is None:  # 608.2d: "you may": none, or one of them
        return _ask(state, ChoiceDecision(frame.controller, "exile", cards, 0, 1,
                                          "you may exile a card from that hand"), "effect")
    chosen = [c for c in frame.answer if c in cards][:1]
    if not chosen:
        return True
    owner = state.objects[chosen[0]].owner
    new = move_object(state, chosen[0], Zone.EXILE)
    if new is not None and new in state.objects and state.objects[new].zone is Zone.EXILE:
        allow_this_turn(state, owner, new, remains=True, cost_more=int(e.get("cost_more") or 0))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_from_hand_playable": v_exile_from_hand_playable}
