"""Opening hands and the London mulligan (103.4).

The starting player declares first, then each other player in turn order; all mulligans are
then taken at the same time: the hand is shuffled into the library, seven new cards are drawn,
and as many cards as mulligans taken so far go to the bottom of the library. A player can
mulligan until their hand would be zero cards. Each pending declaration or bottoming is a
decision like any other.
"""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.effects.primitives import draw_card
from mtg_engine.rules.random import shuffle_library
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

PURPOSES = ("mulligan", "bottom", "opening_hand")  # (103.5: rules/opening_hand.py)
HAND_SIZE = 7
KEPT = -1
UNDECIDED, KEEP, MULLIGAN, BOTTOM = -1, 1, 0, 2


def draw_opening_hand(state: GameState, player: int) -> None:
    for _ in range(HAND_SIZE):  # 103.4
        draw_card(state, player)


def begin(state: GameState) -> None:
    n = len(state.players)
    state.mull = (0,) * n
    state.mull_round = (UNDECIDED,) * n
    step(state)


def step(state: GameState) -> None:
    """Ask for the next bottoming or declaration, or take the round's mulligans."""
    assert state.mull is not None
    n = len(state.players)
    for p in range(n):
        if state.mull_round[p] == BOTTOM:
            k = min(state.mull[p], len(state.players[p].hand))
            state.pending = ChoiceDecision(p, "bottom", tuple(state.players[p].hand), k, k,
                                           f"put {k} card(s) on the bottom of your library")
            state.asking = "bottom"
            return
    for p in range(n):
        if state.mull[p] != KEPT and state.mull_round[p] == UNDECIDED:
            if state.mull[p] >= HAND_SIZE:  # no more mulligans: the hand would be 0 cards
                _declare(state, p, KEEP)
                continue
            state.pending = ChoiceDecision(
                p, "mulligan", (KEEP, MULLIGAN), 1, 1,
                f"keep this hand (1) or take mulligan number {state.mull[p] + 1} (0)?")
            state.asking = "mulligan"
            return
    takers = [p for p in range(n) if state.mull[p] != KEPT and state.mull_round[p] == MULLIGAN]
    for p in takers:  # taken at the same time, after every declaration
        _take_mulligan(state, p)
    if takers:
        step(state)
        return
    state.log.append(("mulligans_done",))
    from mtg_engine.rules import opening_hand

    opening_hand.step(state)  # 103.5: actions from the opening hands, then turn 1 (103.7)


def _declare(state: GameState, p: int, choice: int) -> None:
    _set_round(state, p, choice)
    state.log.append(("mulligan_decision", p, choice))
    if choice == KEEP:
        m = list(state.mull or ())
        m[p] = KEPT
        state.mull = tuple(m)


def _set_round(state: GameState, p: int, value: int) -> None:
    r = list(state.mull_round)
    r[p] = value
    state.mull_round = tuple(r)


def _take_mulligan(state: GameState, p: int) -> None:
    pl = state.players[p]
    for c in list(pl.hand):
        move_object(state, c, Zone.LIBRARY)
    shuffle_library(state, p)
    draw_opening_hand(state, p)
    m = list(state.mull or ())
    m[p] += 1
    state.mull = tuple(m)
    _set_round(state, p, BOTTOM)


def answer(state: GameState, asking: str, chosen: tuple[int, ...]) -> None:
    if asking == "opening_hand":  # 103.5a
        from mtg_engine.rules import opening_hand

        opening_hand.answer(state, chosen)
        return
    pending_player = _asked_player(state)
    state.asking = ""
    if asking == "mulligan":
        _declare(state, pending_player, chosen[0])
    else:
        for c in chosen:
            move_object(state, c, Zone.LIBRARY, top=False)  # 103.4: on the bottom
        _set_round(state, pending_player, UNDECIDED)
    step(state)


def _asked_player(state: GameState) -> int:
    assert state.mull is not None
    wanted = UNDECIDED if state.asking == "mulligan" else BOTTOM
    return next(p for p in range(len(state.players))
                if state.mull[p] != KEPT and state.mull_round[p] == wanted)
