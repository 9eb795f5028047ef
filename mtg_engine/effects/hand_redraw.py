""""Each player discards all the cards in their hand, then draws that many cards." (701.8a
discard, 701.20a shuffle, 608.2c: "that many" is the number of cards each player gave up this
way): the verb `redraw_hand` (cards/oracle/hand_redraw.py).

Every player named gives up their whole hand first (in the order `who` names them: APNAP for
"each player", 101.4), then each draws as many cards as they gave up (`plus` one more or one
fewer, never fewer than none). A draw a replacement effect stops on waits in the frame as
v_draw's do: "rh<i>" keeps each player's number, "drawn" the draws made so far."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def _give_up_hands(state: GameState, frame: Frame, e: Effect, players: list[int]) -> Frame:
    """Each player's hand discarded or shuffled into their library; their numbers kept."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.keyword_actions import _set_var
    from mtg_engine.rules.random import shuffle_library
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    for i, p in enumerate(players):
        cards = list(state.players[p].hand)
        for c in cards:
            if e.get("how") == "discard":
                prim.discard(state, p, c)  # 701.8a
            else:
                move_object(state, c, Zone.LIBRARY)
        if e.get("how") == "shuffle":
            shuffle_library(state, p)  # 701.20a
        frame = _set_var(state, frame, f"rh{i}", len(cards))
    return frame


def v_redraw_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.keyword_actions import _set_var, _var
    from mtg_engine.effects.references import players_of

    players = players_of(state, frame, e.get("who", "you"))
    if _var(frame, "rh0") is None:
        frame = _give_up_hands(state, frame, e, players)
    done = _var(frame, "drawn") or 0
    base = 0  # the draws of the players before this one
    for i, p in enumerate(players):
        n = max(0, (_var(frame, f"rh{i}") or 0) + e.get("plus", 0))
        for j in range(base + 1, base + n + 1):
            if j <= done:
                continue
            if prim.draw_card(state, p) is None:
                if state.replacing:  # the draw waits for a choice; it happens on the answer
                    _set_var(state, frame, "drawn", j)
                    return False
                break  # 121.4: the library is empty; every further draw fails the same way
        base += n
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"redraw_hand": v_redraw_hand}
