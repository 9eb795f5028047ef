""""Each player discards all the cards in their hand, then draws that many cards." (701.8a
discard, 701.20a shuffle, 401.4 bottom of the library, 608.2c: "that many" is the number of
cards each player gave up this way): the verb `redraw_hand` (cards/oracle/hand_redraw.py).

Every player named gives up their cards first, one player after another in the order `who`
names them (APNAP for "each player", 101.4): the whole hand, or with `chosen` the cards they
choose ("up to two", "any number": 701.8a, the discarding player chooses); "bottom" puts them
on the bottom of their library in the order they choose (401.4, effects/ordering.py). Then
each draws as many cards as they gave up (`plus` one more or one fewer, never fewer than none);
with `greatest`, as many as the player who gave up the most ("draws cards equal to the greatest
number of cards a player discarded this way", Windfall; 608.2c).
The frame's vars keep the place: "rh<i>" each player's number once they are done, "drawn" the
draws made so far (a draw a replacement effect stops on waits as v_draw's do)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def _chosen(state: GameState, frame: Frame, e: Effect, p: int) -> tuple[int, ...] | None:
    """The cards player `p` gives up: their hand, or those they choose; None while asked."""
    from dataclasses import replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask

    hand = tuple(state.players[p].hand)
    count = e.get("chosen")
    if count is None or not hand:
        return hand
    if frame.answer is None:
        most = len(hand) if count == "any" else min(int(count), len(hand))
        _ask(state, ChoiceDecision(p, "discard", hand, 0, most,
                                   f"discard up to {most} card(s), then draw that many"), "effect")
        return None
    state.frame = replace(frame, answer=None)
    return tuple(c for c in frame.answer if c in hand)


def _give_up(state: GameState, e: Effect, players: list[int]) -> bool:
    """Each player's cards discarded, shuffled into or put on the bottom of their library;
    False while a player is asked which cards or in what order."""
    from dataclasses import replace

    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.keyword_actions import _set_var, _var
    from mtg_engine.effects.ordering import in_chosen_order
    from mtg_engine.rules.random import shuffle_library
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    for i, p in enumerate(players):
        if _var(state.frame, f"rh{i}") is not None:
            continue
        cards = _chosen(state, state.frame, e, p)
        if cards is None:
            return False
        how = e.get("how")
        if how == "bottom":  # 401.4: in the order its owner chooses
            cards = in_chosen_order(state, state.frame, p, cards, f"rh{i}", "order_bottom",
                                    "put on the bottom of your library (first: highest)")
            if cards is None:
                return False
        for c in cards:  # (for "bottom" each under the one before: the first highest)
            if how == "discard":
                prim.discard(state, p, c)  # 701.8a
            else:
                move_object(state, c, Zone.LIBRARY, top=how != "bottom")
        if how == "shuffle":
            shuffle_library(state, p)  # 701.20a
        done = replace(state.frame, vars=tuple(v for v in state.frame.vars
                                               if v[0] != f"ord:rh{i}"))  # (its order)
        _set_var(state, done, f"rh{i}", len(cards))
    return True


def v_redraw_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.keyword_actions import _var
    from mtg_engine.effects.references import players_of
    from mtg_engine.effects.verbs import draw_numbered

    players = players_of(state, frame, e.get("who", "you"))
    state.frame = frame
    if not _give_up(state, e, players):
        return False
    frame = state.frame
    done = _var(frame, "drawn") or 0
    base = 0  # the draws of the players before this one
    most = max((_var(frame, f"rh{i}") or 0 for i in range(len(players))), default=0)
    for i, p in enumerate(players):
        given = most if e.get("greatest") else (_var(frame, f"rh{i}") or 0)
        n = max(0, given + e.get("plus", 0))
        if not draw_numbered(state, frame, p, base, n, done):
            return False
        base += n
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"redraw_hand": v_redraw_hand}
