"""A seeded random number generator whose whole state is one integer.

SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014)
keeps the game's randomness as plain data inside the game state, so `copy()`, `to_json()` and
replay from a seed plus an action list are exact.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def next_u64(state: int) -> tuple[int, int]:
    """Advance `state`; return (new state, 64 random bits)."""
    state = (state + GOLDEN) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) by rejection (no modulo bias); returns (new state, value)."""
    if n <= 0:
        raise ValueError(f"below() needs a positive bound, got {n}")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, bits = next_u64(state)
        if bits < limit:
            return state, bits % n


def shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates shuffle of `items` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def derive(seed: int, index: int) -> int:
    """An independent-looking seed for game number `index` of a run seeded with `seed`."""
    _, a = next_u64((seed * GOLDEN) & MASK64)
    _, b = next_u64((a ^ (index * 0xD1B54A32D192ED03)) & MASK64)
    return b
