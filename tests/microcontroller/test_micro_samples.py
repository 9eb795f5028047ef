"""The four sample programs of Appendix A and the figures the paper reports for them."""

from __future__ import annotations

import random
from functools import reduce
from operator import xor

import pytest
from micro_helpers import run_all

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.microcontroller import nim
from mtg_engine.microcontroller.agents import ScriptedAgent, drive
from mtg_engine.microcontroller.game import Microcontroller
from mtg_engine.microcontroller.program import load_builtin


def test_ten_cubed() -> None:
    """Appendix A, program 1: "After 5 of Alice's turns and 4 of Bob's, the game will end in a
    draw. Register r1 will have 1000 +1/+1 counters on it"."""
    g = run_all(Microcontroller(load_builtin("ten-cubed")))
    s = g.state
    assert (s.result, s.alice_turns, s.bob_turns, s.instructions) == ("draw", 5, 4, 5)
    assert s.registers == [10, 1000] + [0] * 10
    assert s.memory == {}


def test_ten_cubed_cards() -> None:
    """Appendix A, program 1: the complete program in cards, as the paper lists it."""
    assert load_builtin("ten-cubed").card_names() == [
        "Snow-Covered Forest", "Plains", "Snow-Covered Forest", "Wastes", "Island", "Plains",
        "Snow-Covered Plains", "Plains", "Island", "Snow-Covered Plains", "Plains", "Island",
        "Forest", "Plains", "Plains",
    ]


def test_prime_factors_of_120() -> None:
    """Appendix A, program 2: "if Alice chooses 120, the program finishes after 57 turn
    cycles, and memory consists of {2, 2, 2, 3, 5}"."""
    g = run_all(Microcontroller(load_builtin("prime-factors")), alice=(120,))
    s = g.state
    assert (s.result, s.instructions, s.alice_turns, s.bob_turns) == ("draw", 57, 57, 56)
    assert s.memory == {0: 2, 1: 2, 2: 2, 3: 3, 4: 5}


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, int(n**0.5) + 1))


@pytest.mark.parametrize("n", [*range(2, 300), 1001, 1024, 4096, 9973, 30030, 65536])
def test_prime_factors_agree_with_factorisation(n: int) -> None:
    """Program 2 on many inputs: the factors are in memory 0, 1, ... in increasing order, each
    prime, multiplying to n (so, by unique factorisation, exactly n's prime factors)."""
    g = run_all(Microcontroller(load_builtin("prime-factors")), alice=(n,))
    s = g.state
    factors = [s.memory[a] for a in range(len(s.memory))]
    assert s.result == "draw"
    assert sorted(s.memory) == list(range(len(factors)))
    assert factors == sorted(factors)
    assert all(_is_prime(f) for f in factors)
    assert reduce(lambda a, b: a * b, factors, 1) == n
    assert s.registers[4] == len(factors)


def _trajectory(n: int) -> list[int]:
    out = [n]
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        out.append(n)
    return out


def test_collatz_labels_every_chain_from_50() -> None:
    """Program 3: when the root r4 reaches 60, every number on the trajectories of 50-59
    (other than 1) is marked 1 in memory, and nothing else is in memory."""
    g = Microcontroller(load_builtin("collatz"))
    steps = 0
    while g.state.registers[4] < 60:
        g.machine.step()
        steps += 1
    expected = {k: 1 for root in range(50, 60) for k in _trajectory(root) if k != 1}
    assert g.state.memory == expected
    assert g.state.result is None
    assert steps == g.state.instructions


def test_collatz_runs_thousands_of_steps() -> None:
    """Program 3 for 20000 instructions: no counterexample (Bob does not win); each memory
    entry is 1 (known to reach 1) or the number's Collatz successor; r4 has moved on."""
    g = run_all(Microcontroller(load_builtin("collatz"), max_steps=20000))
    s = g.state
    assert (s.result, s.instructions, s.alice_turns, s.bob_turns) == (None, 20000, 20000, 20000)
    for k, v in s.memory.items():
        assert v == 1 or v == _trajectory(k)[1]
    assert s.registers[4] > 60
    assert s.registers[1:4] == [1, 2, 3]


class Recorder:
    """Wraps an agent and records each (player, register) it is asked for."""

    def __init__(self, agent: ScriptedAgent) -> None:
        self.agent, self.name, self.asked = agent, "recorder", []

    def choose(self, game: Microcontroller, player: int) -> int:
        self.asked.append((player, game.pending.register))
        return self.agent.choose(game, player)


def test_nim_scripted_with_illegal_moves() -> None:
    """Program 4: piles 3 4 5, Bob first. Illegal answers - pile 0, pile 7 (no such piles), an
    emptied pile, 0 sticks, more sticks than the pile has - are asked again by the program."""
    alice = [3, 3, 4, 5,        # set-up: three piles of 3, 4, 5
             2, 1, 3]           # pile 2 (emptied by Bob: asked again), pile 1, take 3
    bob = [0, 7, 2, 0, 9, 4,    # pile 0, pile 7, pile 2; 0 sticks, 9 sticks, then 4
           3, 5]                # pile 3, take all 5: the last stick
    scripted = ScriptedAgent(alice=alice, bob=bob)
    agent = Recorder(scripted)
    g = drive(Microcontroller(load_builtin("nim")), [agent, agent])
    A, B = 0, 1
    assert agent.asked == [(A, 1), (A, 6), (A, 6), (A, 6),
                           (B, 5), (B, 5), (B, 5), (B, 7), (B, 7), (B, 7),
                           (A, 5), (A, 5), (A, 7),
                           (B, 5), (B, 7)]
    assert [list(q) for q in scripted.queues] == [[], []]
    assert (g.state.result, g.winner, g.state.memory) == ("bob", 1, {})


def test_perfect_move() -> None:
    """The xor strategy: from 3 4 5 (xor 2) take 2 from pile 1; from a lost position take 1
    from the largest pile."""
    assert nim.perfect_move([3, 4, 5]) == (1, 2)
    assert nim.perfect_move([1, 2, 3]) == (3, 1)
    assert nim.perfect_move([0, 0, 7]) == (3, 7)


def test_nim_perfect_bob_beats_random_alice() -> None:
    """Bob moves first; from any position with nonzero xor the perfect player wins."""
    rng = random.Random(4)
    games = 0
    while games < 25:
        setup = [rng.randint(1, 7) for _ in range(rng.randint(1, 4))]
        if reduce(xor, setup) == 0:
            continue
        games += 1
        g = nim.play(RandomAgent(seed=games), nim.NimAgent(), setup=setup)
        assert (g.state.result, g.winner) == ("bob", 1), setup


def test_nim_perfect_alice_beats_random_bob() -> None:
    """As Alice the perfect player sets up 3 5 6 (xor 0), so Bob, moving first, loses."""
    for seed in range(15):
        g = nim.play(nim.NimAgent(), RandomAgent(seed=seed))
        assert (g.state.result, g.winner) == ("alice", 0)


@pytest.mark.parametrize(("setup", "result"), [((1,), "bob"), ((2, 2), "alice"),
                                                ((1, 2, 3), "alice"), ((4, 9, 2), "bob")])
def test_nim_perfect_against_perfect(setup: tuple[int, ...], result: str) -> None:
    """Two perfect players: the first mover (Bob) wins exactly when the xor is nonzero."""
    g = nim.play(nim.NimAgent(), nim.NimAgent(), setup=setup)
    assert g.state.result == result
    assert (reduce(xor, setup) != 0) == (result == "bob")


def test_nim_terminal_players() -> None:
    """Two people at a terminal: text that is no number is asked again by the prompt; an
    illegal move is asked again by the program, and the prompt says so."""
    answers = iter(["abc", "²", "9" * 40, "3", "1", "1",  # Bob: no numbers, no pile 3, pile 1, 1
                    "1", "2", "1"])          # Alice: pile 1 (empty), pile 2, 1 stick
    prompts: list[str] = []
    told: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return next(answers)

    person = nim.terminal_player(ask=ask, tell=told.append)
    g = nim.play(person, person, setup=[1, 1])
    assert g.winner == 0
    assert told == ["'abc' is not a whole number from 0 to 1000000000; try again.",
                    "'²' is not a whole number from 0 to 1000000000; try again.",
                    f"{'9' * 40!r} is not a whole number from 0 to 1000000000; try again."]
    assert prompts == [
        "Piles 1:1  2:1\nBob, take from which pile: ",
        "Piles 1:1  2:1\nBob, take from which pile: ",
        "Piles 1:1  2:1\nBob, take from which pile: ",
        "Piles 1:1  2:1\nBob, take from which pile: ",
        "Not a legal move. Piles 1:1  2:1\nBob, take from which pile: ",
        "Bob, how many sticks from pile 1 (it has 1): ",
        "Piles 1:0  2:1\nAlice, take from which pile: ",
        "Not a legal move. Piles 1:0  2:1\nAlice, take from which pile: ",
        "Alice, how many sticks from pile 2 (it has 1): ",
    ]
