"""Nim on the microcontroller (Appendix A, sample program 4): questions and a perfect player.

The program asks Alice for the number of piles (AInput r1) and each pile's size (AInput r6,
pile r2), then, Bob first, asks the player to move for a pile (r5) and a number of sticks (r7);
an illegal answer is asked again by the program itself. Pile i is memory[i]. Whoever takes the
last stick wins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import reduce
from operator import xor
from typing import Any

from mtg_engine.agents.base import Agent
from mtg_engine.microcontroller.agents import ScriptedAgent, TerminalAgent, drive
from mtg_engine.microcontroller.game import InputRequest, Microcontroller
from mtg_engine.microcontroller.machine import PLAYER_NAMES
from mtg_engine.microcontroller.program import load_builtin

PILE_COUNT, PILE_SIZE, PILE_CHOICE, STICKS = 1, 6, 5, 7  # the registers the program asks for
# A position whose piles xor to 0: with Bob moving first, Alice wins it with perfect play.
DEFAULT_SETUP = (3, 5, 6)


def piles(game: Microcontroller) -> list[int]:
    """Current pile sizes, pile 1 first."""
    s = game.state
    return [s.memory.get(i, 0) for i in range(1, s.registers[PILE_COUNT] + 1)]


def perfect_move(sizes: Sequence[int]) -> tuple[int, int]:
    """(pile number from 1, sticks) by the xor strategy; takes 1 from the largest pile when the
    position is lost anyway."""
    total = reduce(xor, sizes, 0)
    if total:
        for i, p in enumerate(sizes):
            if p ^ total < p:
                return i + 1, p - (p ^ total)
    largest = max(range(len(sizes)), key=lambda i: sizes[i])
    return largest + 1, 1


class NimAgent:
    """Plays Nim perfectly; as Alice it sets up `setup` (by default a position Bob, moving
    first, loses)."""

    def __init__(self, setup: Sequence[int] = DEFAULT_SETUP, name: str = "nim-xor") -> None:
        self.setup = tuple(setup)
        self.name = name

    def choose(self, game: Any, player: int) -> int:
        request: InputRequest = game.pending
        r = game.state.registers
        if request.register == PILE_COUNT:
            return len(self.setup)
        if request.register == PILE_SIZE:
            return self.setup[r[2] - 1]
        sizes = piles(game)
        if request.register == PILE_CHOICE:
            return perfect_move(sizes)[0]
        pile = r[PILE_CHOICE]
        total = reduce(xor, sizes, 0)
        p = sizes[pile - 1]
        return p - (p ^ total) if total and p ^ total < p else 1


class Announced:
    """Wraps an agent and tells the table each Nim move it makes."""

    def __init__(self, agent: Agent, tell: Callable[[str], None] | None = None) -> None:
        self.agent, self.tell, self.name = agent, tell, agent.name

    def choose(self, game: Any, player: int) -> int:
        value = self.agent.choose(game, player)
        if game.pending.register == STICKS:
            r = game.state.registers
            (self.tell or print)(f"{PLAYER_NAMES[player]} takes {value} from pile "
                                 f"{r[PILE_CHOICE]}.")
        return value


def question(game: Microcontroller, request: InputRequest, retry: bool = False) -> str:
    """The question behind each input of the Nim program, in words."""
    who, r = PLAYER_NAMES[request.player], game.state.registers
    if request.register == PILE_COUNT:
        return f"{who}, how many piles"
    if request.register == PILE_SIZE:
        return f"{who}, how many sticks in pile {r[2]}"
    shown = "  ".join(f"{i}:{p}" for i, p in enumerate(piles(game), start=1))
    again = "Not a legal move. " if retry else ""
    if request.register == PILE_CHOICE:
        return f"{again}Piles {shown}\n{who}, take from which pile"
    return f"{again}{who}, how many sticks from pile {r[PILE_CHOICE]} (it has {r[6]})"


def terminal_player(ask: Callable[[str], str] | None = None,
                    tell: Callable[[str], None] | None = None) -> TerminalAgent:
    """A person at the terminal, told when the program asks a move again."""
    last: dict[int, int] = {}

    def describe(game: Microcontroller, request: InputRequest) -> str:
        retry = (request.register in (PILE_CHOICE, STICKS)
                 and last.get(request.player) == request.register)
        last[request.player] = request.register
        return question(game, request, retry)

    return TerminalAgent(ask=ask, tell=tell, describe=describe, name="person")


def play(alice: Agent, bob: Agent, setup: Sequence[int] | None = None,
         seed: int = 0) -> Microcontroller:
    """Play the Nim program to the end; `setup` answers Alice's set-up questions."""
    if setup is not None:
        alice = ScriptedAgent(alice=[len(setup), *setup], then=alice)
    game = Microcontroller(load_builtin("nim"), seed=seed)
    return drive(game, [alice, bob])
