"""One simulated game from its specification, and the record it leaves.

A game is fully described by a `GameSpec` (its index in the run, its seed, each seat's deck and
agent): whichever process or Ray worker plays it, the record is the same. With `swap`, game i
cycles through four seatings so that each agent plays each deck, first and second, equally often.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

MAX_ACTIONS = 20_000
AGENT_KINDS = ("heuristic", "random", "search")

# (which side sits first, whether the sides swap decks) for game i % 4 with --swap
SEATINGS = ((0, False), (1, False), (0, True), (1, True))


@dataclass(frozen=True)
class Side:
    """One side of a run: an agent kind and a deck label (a key of the run's decks)."""

    agent: str
    deck: str


@dataclass(frozen=True)
class RunConfig:
    """What every game of a run shares."""

    decks: Mapping[str, tuple[str, ...]]  # label -> the deck's cards
    level: int = 2  # search agents' budget level
    open_decklists: bool = True  # search agents know their opponent's decklist
    pool: tuple[str, ...] = ()  # card pool for hidden decklists (default: every deck's cards)


@dataclass(frozen=True)
class GameSpec:
    index: int
    seed: int
    sides: tuple[Side, Side]  # the two sides, by seat (seat 0 plays first)
    side_of_seat: tuple[int, int] = (0, 1)  # which of the run's sides sits in each seat


@dataclass
class GameRecord:
    index: int
    seed: int
    decks: list[str]  # by seat; seat 0 plays first
    agents: list[str]
    sides: list[int]  # which side of the run sits in each seat
    winner: int | None  # the winning seat
    draw: bool
    turns: int
    seconds: float
    n_actions: int = 0
    actions: list[dict[str, Any]] = field(default_factory=list)  # the replay: seed, decks, actions
    decisions: list[int] = field(default_factory=lambda: [0, 0])  # decisions needing a choice
    think_seconds: list[float] = field(default_factory=lambda: [0.0, 0.0])  # wall clock
    think_cpu_seconds: list[float] = field(default_factory=lambda: [0.0, 0.0])  # CPU time
    # a search agent's CPU seconds of each searched decision, by seat (empty for the others)
    decision_cpu: list[list[float]] = field(default_factory=lambda: [[], []])

    @property
    def winner_side(self) -> int | None:
        return None if self.winner is None else self.sides[self.winner]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def game_specs(seed: int, games: int, sides: tuple[Side, Side], swap: bool,
               start: int = 0) -> list[GameSpec]:
    """The run's games, each seeded from (seed, index) as `mtg sim` always has."""
    out = []
    for i in range(start, start + games):
        gseed = seed * 1_000_003 + i
        if not swap:
            out.append(GameSpec(i, gseed, sides))
            continue
        first, swap_decks = SEATINGS[i % 4]
        a, b = sides
        if swap_decks:
            a, b = Side(a.agent, b.deck), Side(b.agent, a.deck)
        seated = (a, b) if first == 0 else (b, a)
        out.append(GameSpec(i, gseed, seated, (first, 1 - first)))
    return out


def make_agent(kind: str, seed: int, seat: int, spec: GameSpec, config: RunConfig) -> Any:
    """An agent of `kind` for `seat`; a search agent is told the decklists it may know."""
    if kind == "heuristic":
        from mtg_engine.agents.heuristic import HeuristicAgent

        return HeuristicAgent(seed)
    if kind == "random":
        from mtg_engine.agents.random_agent import RandomAgent

        return RandomAgent(seed)
    if kind == "search":
        from mtg_engine.agents.search import SearchAgent

        lists = {s: config.decks[spec.sides[s].deck] for s in (0, 1)
                 if s == seat or config.open_decklists}
        pool = config.pool or tuple(sorted({c for d in config.decks.values() for c in d}))
        return SearchAgent(seed, level=config.level, decks=lists, pool=pool)
    raise ValueError(f"unknown agent {kind!r}: one of {', '.join(AGENT_KINDS)}")


def play_game(spec: GameSpec, config: RunConfig, keep_actions: bool = True) -> GameRecord:
    from mtg_engine.game import Game

    start = time.perf_counter()
    decks = [list(config.decks[s.deck]) for s in spec.sides]
    game = Game.new(decks, seed=spec.seed)
    agents = [make_agent(s.agent, spec.seed + i, i, spec, config) for i, s in enumerate(spec.sides)]
    decisions, think, cpu = [0, 0], [0.0, 0.0], [0.0, 0.0]
    each: list[list[float]] = [[], []]
    n = 0
    while not game.is_over and n < MAX_ACTIONS:
        p = game.pending.player  # type: ignore[union-attr]
        t, c = time.perf_counter(), time.process_time()
        action = agents[p].choose(game, p)
        stats = getattr(agents[p], "stats", None)
        if stats is not None:  # a search agent counts the decisions it thought about
            decisions[p], think[p], cpu[p] = stats.searched, stats.seconds, stats.cpu_seconds
            each[p] = stats.cpu_times
        else:
            decisions[p] += 1
            think[p] += time.perf_counter() - t
            cpu[p] += time.process_time() - c
        game.apply(action)
        n += 1
    return GameRecord(
        index=spec.index, seed=spec.seed, decks=[s.deck for s in spec.sides],
        agents=[s.agent for s in spec.sides], sides=list(spec.side_of_seat), winner=game.winner,
        draw=game.is_draw, turns=game.turn, seconds=round(time.perf_counter() - start, 4),
        n_actions=n,
        actions=[a.to_json() for a in game.action_list()] if keep_actions else [],
        decisions=decisions, think_seconds=[round(x, 4) for x in think],
        think_cpu_seconds=[round(x, 4) for x in cpu],
        decision_cpu=[[round(x, 4) for x in e] for e in each])


def play_chunk(specs: Sequence[GameSpec], config: RunConfig,
               keep_actions: bool = True) -> list[GameRecord]:
    return [play_game(s, config, keep_actions) for s in specs]
