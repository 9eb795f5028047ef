"""Statistics of simulated games: win tallies, Wilson intervals, first-player advantage."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054


@dataclass
class SimResult:
    games: int = 0
    first_player_wins: int = 0
    second_player_wins: int = 0
    draws: int = 0
    turns: int = 0

    def add(self, other: SimResult) -> None:
        self.games += other.games
        self.first_player_wins += other.first_player_wins
        self.second_player_wins += other.second_player_wins
        self.draws += other.draws
        self.turns += other.turns

    def record(self, winner: int | None, turns: int) -> None:
        """One finished game: its winner (0, 1, or None for a draw or no result)."""
        self.games += 1
        self.turns += turns
        if winner == 0:
            self.first_player_wins += 1
        elif winner == 1:
            self.second_player_wins += 1
        else:
            self.draws += 1

    def to_json(self) -> dict[str, int]:
        return {"games": self.games, "first_player_wins": self.first_player_wins,
                "second_player_wins": self.second_player_wins, "draws": self.draws}


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion k/n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def advantage(res: SimResult, z: float = Z95) -> tuple[float, float, float]:
    """First player's advantage P(first wins) - P(second wins), as the mean of a per-game
    score of +1 / -1 / 0, with a normal-approximation interval clipped to [-1, 1]."""
    n = res.games
    if n == 0:
        return 0.0, -1.0, 1.0
    mean = (res.first_player_wins - res.second_player_wins) / n
    second_moment = (res.first_player_wins + res.second_player_wins) / n
    var = max(second_moment - mean * mean, 0.0)
    half = z * math.sqrt(var / n) if n > 1 else 1.0
    return mean, max(-1.0, mean - half), min(1.0, mean + half)  # the score lies in [-1, 1]


def sign_test(b: int, c: int) -> float:
    """Exact two-sided p-value of b against c discordant pairs (games one setting wins and the
    other loses), each side 1/2 under "no difference"."""
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)
