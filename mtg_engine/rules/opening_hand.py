"""Actions taken with cards from an opening hand (103.5): once the mulligans are over (103.4),
the starting player may put any of their cards that say "you may begin the game with it on
the battlefield" onto the battlefield (103.5a), then each other player in turn order may do
the same; then the first turn begins (103.7).

Each player is asked once, with one decision naming every such card in their opening hand
(choose any number of them, in any order: 103.5). The phase keeps `state.mull` set (every
player's mulligans kept) so the turn doesn't begin; `state.mull_round[p]` is ASKED once
player `p` was asked (the same state the mulligans use, saved and copied with them).
"""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

ASKING = "opening_hand"
ASKED = 3  # mull_round: this player's opening-hand actions are done (mulligan.py's values
# are -1..2)
STATIC = "begin_on_battlefield"


def _eligible(state: GameState, player: int) -> tuple[int, ...]:
    """The cards in `player`'s opening hand that may begin the game on the battlefield."""
    return tuple(c for c in state.players[player].hand
                 if any(st.kind == STATIC for st in state.objects[c].card.statics))


def begin_without_mulligans(state: GameState) -> None:
    """The game started without mulligans: the opening hands are the first seven cards."""
    if any(_eligible(state, p) for p in range(len(state.players))):
        n = len(state.players)
        state.mull = (-1,) * n  # (mulligan.KEPT: every hand kept)
        state.mull_round = (1,) * n
        step(state)


def step(state: GameState) -> bool:
    """Ask the next player in turn order from the starting player (103.5); False once every
    player was asked (the caller then lets the first turn begin)."""
    n = len(state.players)
    for i in range(n):
        p = (state.active + i) % n
        if state.mull_round[p] == ASKED:
            continue
        cards = _eligible(state, p)
        if not cards:
            _mark(state, p)
            continue
        state.pending = ChoiceDecision(p, ASKING, cards, 0, len(cards),
                                       "begin the game with these cards on the battlefield "
                                       "(103.5a)?")
        state.asking = ASKING
        return True
    state.mull = None
    state.mull_round = ()
    return False


def answer(state: GameState, chosen: tuple[int, ...]) -> None:
    """Put the chosen cards onto the battlefield (103.5a), then ask the next player."""
    from mtg_engine.rules.zones import move_object

    n = len(state.players)
    p = next((state.active + i) % n for i in range(n)
             if state.mull_round[(state.active + i) % n] != ASKED)  # (the one asked)
    state.asking = ""
    for c in chosen:
        if c in state.players[p].hand:
            state.log.append(("begin_on_battlefield", p, state.objects[c].card.name))
            move_object(state, c, Zone.BATTLEFIELD)
    _mark(state, p)
    step(state)


def _mark(state: GameState, p: int) -> None:
    r = list(state.mull_round)
    r[p] = ASKED
    state.mull_round = tuple(r)
