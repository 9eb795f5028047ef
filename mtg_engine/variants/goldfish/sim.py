"""The goldfish exercise, vectorised over games with numpy.

Model (the exercise's steps 1-3): shuffle the deck, draw a 7-card hand; each of T turns
(a) draw a card, (b) put a land from hand on the table if there is one, (c) play spells whose
total cost is at most the lands on the table, (d) clean up (spells to the graveyard, untap).
The exercise draws on turn 1; `skip_first_draw` applies the real rule for the player on the
play (CR 103.8a). Policies for (c):
- "cheapest": at most one spell a turn, the cheapest in hand if it is castable (problem 7.5);
- "expensive": at most one spell a turn, the most expensive castable one (problem 7.6);
- "max": any number of spells maximising mana spent; among the subsets that spend the most,
  the one with the most expensive cards (most of the top cost, then the next...), keeping
  cheap spells in hand to fill later turns.
"Curving out" through turn t means spending exactly i mana on every turn i <= t.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import numpy as np

from mtg_engine.variants.goldfish.decks import DeckError, GoldfishDeck

POLICIES = ("cheapest", "expensive", "max")
CHUNK = 20_000  # games per chunk; each chunk has its own seed, so --jobs never changes results
STATS = ("lands", "spells", "mana_spent", "mana_wasted", "p_cast", "p_curve")


@dataclass
class GoldfishResult:
    """Per-turn sums over `games` games (`sums[stat][t]`); means via `turn_stats()`."""

    games: int
    sums: dict[str, np.ndarray]

    def turn_stats(self) -> list[dict[str, float]]:
        n = max(self.games, 1)
        turns = len(self.sums["lands"])
        return [{"turn": t + 1, **{k: float(self.sums[k][t]) / n for k in STATS}}
                for t in range(turns)]

    def to_json(self) -> dict[str, object]:
        return {"games": self.games, "turns": self.turn_stats()}


def _highest_bit(x: np.ndarray) -> np.ndarray:
    """Index of the highest set bit of each nonzero uint64."""
    n = np.zeros(x.shape, dtype=np.int64)
    for s in (32, 16, 8, 4, 2, 1):
        shifted = x >> np.uint64(s)
        m = shifted != 0
        n += m * s
        x = np.where(m, shifted, x)
    return n


def _cast_max(hand: np.ndarray, lands: np.ndarray) -> np.ndarray:
    """Spells cast per cost under "max": a bounded subset-sum over each game's hand, as bitsets
    of reachable totals (bit s set = total s reachable), one per prefix of costs."""
    g, width = hand.shape
    cap = int(lands.max(initial=0))
    cast = np.zeros_like(hand)
    if cap == 0:
        return cast
    prefix = [np.ones(g, dtype=np.uint64)]
    for c in range(1, width):
        base = prefix[-1]
        acc = base.copy()
        for k in range(1, min(int(hand[:, c].max(initial=0)), cap // c) + 1):
            acc |= np.where(hand[:, c] >= k, base << np.uint64(k * c), np.uint64(0))
        prefix.append(acc)
    mask = (np.uint64(1) << (lands.astype(np.uint64) + np.uint64(1))) - np.uint64(1)
    target = _highest_bit(prefix[-1] & mask)
    for c in range(width - 1, 0, -1):  # most copies of the dearest cost first
        chosen = np.full(g, -1, dtype=np.int64)
        below = prefix[c - 1]
        for k in range(min(int(hand[:, c].max(initial=0)), cap // c), -1, -1):
            rest = target - k * c
            ok = (chosen < 0) & (hand[:, c] >= k) & (rest >= 0)
            bit = (below >> np.maximum(rest, 0).astype(np.uint64)) & np.uint64(1)
            chosen = np.where(ok & (bit == 1), k, chosen)
        cast[:, c] = chosen
        target = target - chosen * c
    return cast


def _cast_one(hand: np.ndarray, lands: np.ndarray, cheapest: bool) -> np.ndarray:
    width = hand.shape[1]
    cast = np.zeros_like(hand)
    costs = np.arange(1, width)
    if width == 1:
        return cast
    held = hand[:, 1:] > 0
    if cheapest:  # the cheapest spell in hand, if castable (problem 7.5)
        idx = np.argmax(held, axis=1)
        ok = held.any(axis=1) & (costs[idx] <= lands)
    else:  # the most expensive castable spell (problem 7.6)
        castable = held & (costs[None, :] <= lands[:, None])
        idx = width - 2 - np.argmax(castable[:, ::-1], axis=1)
        ok = castable.any(axis=1)
    rows = np.nonzero(ok)[0]
    cast[rows, idx[rows] + 1] = 1
    return cast


def simulate_chunk(deck: GoldfishDeck, turns: int, policy: str, games: int,
                   seed: np.random.SeedSequence, hand_size: int = 7,
                   skip_first_draw: bool = False) -> dict[str, np.ndarray]:
    """Per-turn sums of the statistics over `games` games."""
    rng = np.random.default_rng(seed)
    counts = deck.counts()
    width = len(counts)
    cards = np.repeat(np.arange(width, dtype=np.int8), counts)
    need = hand_size + turns - (1 if skip_first_draw else 0)
    order = rng.permuted(np.broadcast_to(cards, (games, len(cards))), axis=1)[:, :need]
    rows = np.arange(games)
    hand = np.zeros((games, width), dtype=np.int64)
    for j in range(hand_size):
        hand[rows, order[:, j]] += 1
    costs = np.arange(width)
    lands = np.zeros(games, dtype=np.int64)
    curving = np.ones(games, dtype=bool)
    sums = {k: np.zeros(turns, dtype=np.int64) for k in STATS}
    drawn = hand_size
    for t in range(turns):
        if not (skip_first_draw and t == 0):  # (a) draw
            hand[rows, order[:, drawn]] += 1
            drawn += 1
        has_land = hand[:, 0] > 0  # (b) at most one land
        lands += has_land
        hand[:, 0] -= has_land
        if policy == "max":  # (c) play spells
            cast = _cast_max(hand, lands)
        else:
            cast = _cast_one(hand, lands, cheapest=policy == "cheapest")
        hand -= cast
        spent = cast @ costs
        spells = cast.sum(axis=1)
        curving &= spent == t + 1
        sums["lands"][t] = lands.sum()
        sums["spells"][t] = spells.sum()
        sums["mana_spent"][t] = spent.sum()
        sums["mana_wasted"][t] = (lands - spent).sum()
        sums["p_cast"][t] = np.count_nonzero(spells)
        sums["p_curve"][t] = np.count_nonzero(curving)
    return sums


def _run_chunk(args: tuple[GoldfishDeck, int, str, int, np.random.SeedSequence, int, bool]
               ) -> tuple[int, dict[str, np.ndarray]]:
    deck, turns, policy, games, seed, hand_size, skip = args
    return games, simulate_chunk(deck, turns, policy, games, seed, hand_size, skip)


def validate(deck: GoldfishDeck, turns: int, policy: str, hand_size: int,
             skip_first_draw: bool) -> None:
    if policy not in POLICIES:
        raise DeckError(f"unknown policy {policy!r} (known: {', '.join(POLICIES)})")
    if turns < 1:
        raise DeckError(f"turns must be at least 1, got {turns}")
    if hand_size < 0:
        raise DeckError(f"hand size must be 0 or more, got {hand_size}")
    need = hand_size + turns - (1 if skip_first_draw else 0)
    if need > deck.size:
        raise DeckError(f"{turns} turns need {need} cards but the deck has {deck.size}")
    if turns > 60:
        raise DeckError("at most 60 turns are supported")


def simulate(deck: GoldfishDeck, turns: int, policy: str, games: int, seed: int = 0,
             hand_size: int = 7, skip_first_draw: bool = False, jobs: int = 1,
             on_progress: Callable[[int], None] | None = None) -> GoldfishResult:
    """Simulate `games` games; the same seed gives the same result for any `jobs`."""
    validate(deck, turns, policy, hand_size, skip_first_draw)
    sizes = [min(CHUNK, games - s) for s in range(0, games, CHUNK)]
    seeds = np.random.SeedSequence(seed).spawn(len(sizes))
    tasks = [(deck, turns, policy, n, sd, hand_size, skip_first_draw)
             for n, sd in zip(sizes, seeds)]
    total = {k: np.zeros(turns, dtype=np.int64) for k in STATS}
    jobs = (os.cpu_count() or 1) if jobs <= 0 else jobs

    def add(result: tuple[int, dict[str, np.ndarray]]) -> None:
        for k in STATS:
            total[k] += result[1][k]
        if on_progress:
            on_progress(result[0])

    if jobs == 1 or len(tasks) == 1:
        for task in tasks:
            add(_run_chunk(task))
    else:
        with ProcessPoolExecutor(max_workers=min(jobs, len(tasks))) as pool:
            for result in pool.map(_run_chunk, tasks):
                add(result)
    return GoldfishResult(games, total)
