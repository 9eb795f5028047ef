"""The Agent protocol: one interface for every player of every game the project runs.

A game (the rules engine, Magic: Made Mundane, ...) is a state machine with
`pending` (who decides what: an object with a `player` index), `legal_actions()`, `apply(action)`,
`copy()`, `is_over` and `winner`. An agent is asked for one action at a time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameLike(Protocol):
    """What an agent may use of a game."""

    @property
    def pending(self) -> Any: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> Any: ...

    def copy(self) -> GameLike: ...


@runtime_checkable
class Agent(Protocol):
    """Chooses an action for `player` at `game.pending`. Must return one of
    `game.legal_actions()` (or any action `game.apply` accepts)."""

    name: str

    def choose(self, game: GameLike, player: int) -> Any: ...


def play_out(game: GameLike, agents: Sequence[Agent], max_actions: int = 100_000) -> GameLike:
    """Drive `game` with one agent per player index until it ends (or `max_actions`)."""
    for _ in range(max_actions):
        if game.is_over:
            break
        pending = game.pending
        if pending is None:
            break
        player = pending.player
        game.apply(agents[player].choose(game, player))
    return game
