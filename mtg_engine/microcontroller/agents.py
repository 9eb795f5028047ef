"""Who answers AInput and BInput: scripted numbers, a person at a terminal, or any Agent."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from mtg_engine.agents.base import Agent
from mtg_engine.microcontroller.game import InputRequest, Microcontroller
from mtg_engine.microcontroller.machine import ALICE, BOB, PLAYER_NAMES
from mtg_engine.play.prompt import parse_number


class InputsExhausted(Exception):
    """A scripted agent was asked for more numbers than it was given."""

    def __init__(self, request: InputRequest) -> None:
        self.request = request
        super().__init__(f"no scripted input left: {request.describe()}")


class ScriptedAgent:
    """Answers each player's requests from that player's queue of numbers, in order; when a
    queue is empty, asks `then` (another agent) or raises InputsExhausted."""

    def __init__(
        self, alice: Iterable[int] = (), bob: Iterable[int] = (), then: Agent | None = None,
        name: str = "scripted",
    ) -> None:
        self.queues = (deque(alice), deque(bob))
        self.then = then
        self.name = name
        self.asked = [0, 0]

    def choose(self, game: Any, player: int) -> int:
        self.asked[player] += 1
        queue = self.queues[player]
        if queue:
            return queue.popleft()
        if self.then is not None:
            return self.then.choose(game, player)
        raise InputsExhausted(game.pending)


MAX_INPUT = 10**9  # the largest number a person is asked for (Nim piles and sticks are small)


class TerminalAgent:
    """Asks a person for each number (by default with `input`, answering with `print`).
    `describe(game, request)` gives the question; anything but a nonnegative integer is asked
    again."""

    def __init__(
        self,
        ask: Callable[[str], str] | None = None,
        tell: Callable[[str], None] | None = None,
        describe: Callable[[Microcontroller, InputRequest], str] | None = None,
        name: str = "terminal",
    ) -> None:
        self.ask, self.tell, self.describe, self.name = ask, tell, describe, name

    def choose(self, game: Any, player: int) -> int:
        request = game.pending
        question = (self.describe(game, request) if self.describe
                    else f"{PLAYER_NAMES[player]}, a number for r{request.register}")
        while True:
            answer = (self.ask or input)(f"{question}: ").strip()
            n = parse_number(answer, 0, MAX_INPUT)
            if n is not None:
                return n
            (self.tell or print)(f"{answer[:40]!r} is not a whole number from 0 to {MAX_INPUT}; "
                                 "try again.")


def drive(game: Microcontroller, agents: Sequence[Agent]) -> Microcontroller:
    """Run `game` to its end (or its step limit), asking agents[ALICE] / agents[BOB] for
    inputs. Stops quietly, leaving the request pending, when scripted inputs run out."""
    game.run()
    while (request := game.pending) is not None:
        try:
            value = agents[request.player].choose(game, request.player)
        except InputsExhausted:
            break
        game.apply(value)
    return game


__all__ = ["ALICE", "BOB", "InputsExhausted", "ScriptedAgent", "TerminalAgent", "drive"]
