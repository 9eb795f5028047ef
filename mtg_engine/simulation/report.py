"""Summing up game records: wins by side and by deck pair with Wilson 95% intervals."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from mtg_engine.analysis.stats import SimResult, wilson
from mtg_engine.simulation.games import GameRecord


@dataclass
class SideTally:
    agent: str
    decks: set[str]
    games: int = 0
    wins: int = 0
    draws: int = 0
    decisions: int = 0
    think_seconds: float = 0.0
    think_cpu_seconds: float = 0.0
    decision_cpu: list[float] = field(default_factory=list)  # each searched decision's CPU s

    def to_json(self) -> dict[str, object]:
        lo, hi = wilson(self.wins, self.games)
        return {"agent": self.agent, "decks": sorted(self.decks), "games": self.games,
                "wins": self.wins, "draws": self.draws,
                "win_rate": self.wins / self.games if self.games else 0.0,
                "interval95": [round(lo, 4), round(hi, 4)], "decisions": self.decisions,
                "seconds_per_decision": self.seconds_per_decision,
                "cpu_seconds_per_decision": self.cpu_seconds_per_decision,
                "cpu_seconds_p95": self.cpu_seconds_p95,
                "cpu_seconds_max": max(self.decision_cpu, default=0.0)}

    @property
    def cpu_seconds_p95(self) -> float:
        """The 95th percentile of the CPU seconds of a searched decision (nearest rank), 0
        without any recorded."""
        return percentile(self.decision_cpu, 0.95)

    @property
    def seconds_per_decision(self) -> float:
        return round(self.think_seconds / self.decisions, 4) if self.decisions else 0.0

    @property
    def cpu_seconds_per_decision(self) -> float:
        return round(self.think_cpu_seconds / self.decisions, 4) if self.decisions else 0.0


def load_records(path: str) -> list[GameRecord]:
    """The games of a `mtg sim --out` file (JSON lines), to sum up again."""
    import json
    from dataclasses import fields

    names = {f.name for f in fields(GameRecord)}
    with open(path) as f:
        return [GameRecord(**{k: v for k, v in json.loads(line).items() if k in names})
                for line in f if line.strip()]


def by_seat(records: Iterable[GameRecord]) -> SimResult:
    res = SimResult()
    for r in records:
        res.record(r.winner, r.turns)
    return res


def by_side(records: Sequence[GameRecord]) -> list[SideTally]:
    """Each side of the run (agent and deck, wherever it sat)."""
    tallies: dict[int, SideTally] = {}
    for r in records:
        for seat, side in enumerate(r.sides):
            t = tallies.setdefault(side, SideTally(r.agents[seat], set()))
            t.decks.add(r.decks[seat])
            t.games += 1
            t.wins += r.winner == seat
            t.draws += r.winner is None
            t.decisions += r.decisions[seat]
            t.think_seconds += r.think_seconds[seat]
            t.think_cpu_seconds += r.think_cpu_seconds[seat]
            t.decision_cpu.extend(r.decision_cpu[seat] if r.decision_cpu else ())
    return [tallies[k] for k in sorted(tallies)]


@dataclass
class Matchup:
    a: str
    b: str
    games: int = 0
    a_wins: int = 0
    b_wins: int = 0

    def to_json(self) -> dict[str, object]:
        lo, hi = wilson(self.a_wins, self.games)
        return {"a": self.a, "b": self.b, "games": self.games, "a_wins": self.a_wins,
                "b_wins": self.b_wins, "draws": self.games - self.a_wins - self.b_wins,
                "a_win_rate": self.a_wins / self.games if self.games else 0.0,
                "interval95": [round(lo, 4), round(hi, 4)]}


def matchups(records: Iterable[GameRecord], pairs: Sequence[tuple[str, str]]) -> list[Matchup]:
    table = {p: Matchup(*p) for p in pairs}
    for r in records:
        pair = (r.decks[r.sides.index(0)], r.decks[r.sides.index(1)])
        key = pair if pair in table else (pair[1], pair[0])
        m = table[key]
        m.games += 1
        if r.winner is not None:
            if r.decks[r.winner] == m.a:
                m.a_wins += 1
            else:
                m.b_wins += 1
    return [table[p] for p in pairs]


def matchup_table(labels: Sequence[str], results: Sequence[Matchup]) -> list[str]:
    """Rows: the deck; columns: its opponent; cells: the row deck's win rate (95% interval)."""
    rate: dict[tuple[str, str], str] = {}
    for m in results:
        if not m.games:
            continue
        lo, hi = wilson(m.a_wins, m.games)
        rate[(m.a, m.b)] = f"{m.a_wins / m.games:4.0%} ({lo:.0%}-{hi:.0%})"
        lo, hi = wilson(m.b_wins, m.games)
        rate[(m.b, m.a)] = f"{m.b_wins / m.games:4.0%} ({lo:.0%}-{hi:.0%})"
    width = max(16, *(len(x) for x in labels))
    lines = [" " * width + "".join(f"{x[:16]:>18}" for x in labels)]
    for a in labels:
        cells = "".join(f"{rate.get((a, b), '-'):>18}" for b in labels)
        lines.append(f"{a:<{width}}{cells}")
    return lines


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank `q` quantile of `values` (0.95: the smallest value at least 95% of them
    don't exceed), 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, math.ceil(round(q * len(ordered), 9)) - 1)  # the rank, 1-based, minus one
    return ordered[k]
