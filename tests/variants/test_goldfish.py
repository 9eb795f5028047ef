"""Goldfish simulation against exact probabilities computed independently: hypergeometric
formulas, a Markov chain over land draws, and exhaustive enumeration of a small deck with a
plain scalar re-implementation of the exercise's rules."""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from itertools import product
from math import comb
from pathlib import Path

import numpy as np
import pytest

from mtg_engine.cli import main as mtg_main
from mtg_engine.variants.goldfish.decks import (
    DeckError,
    GoldfishDeck,
    ManaValues,
    from_counts,
    parse_composition,
    parse_deck_file,
)
from mtg_engine.variants.goldfish.sim import CHUNK, _cast_max, simulate

DECK = parse_composition(24, "1:4,2:8,3:8,4:6,5:4,6:6")
Z = 4.5  # tolerance in standard errors; with fixed seeds the tests are deterministic


def close(sim: float, exact: float, var: float, n: int) -> bool:
    return abs(sim - exact) <= Z * math.sqrt(max(var, 1e-12) / n) + 1e-12


# ----- the land Markov chain -----
def land_distribution(size: int, lands: int, hand: int, turns: int, skip_first: bool
                      ) -> list[dict[int, float]]:
    """Exact distribution of lands on the table after each turn. State: (lands seen, lands
    played); each draw is a land with probability (lands left)/(cards left)."""
    dist: dict[tuple[int, int], float] = {
        (k, 0): comb(lands, k) * comb(size - lands, hand - k) / comb(size, hand)
        for k in range(0, min(lands, hand) + 1)}
    seen = hand
    out = []
    for t in range(turns):
        draw = not (skip_first and t == 0)
        new: dict[tuple[int, int], float] = defaultdict(float)
        for (k, m), p in dist.items():
            q = (lands - k) / (size - seen) if draw else 0.0
            for k2, w in ((k + 1, q), (k, 1 - q)):
                if w:
                    new[(k2, m + 1 if k2 > m else m)] += p * w
        seen += draw
        dist = new
        marginal: dict[int, float] = defaultdict(float)
        for (_, m), p in dist.items():
            marginal[m] += p
        out.append(dict(marginal))
    return out


@pytest.mark.parametrize("skip_first", [False, True])
def test_lands_on_table_match_markov_chain(skip_first: bool) -> None:
    n, turns = 100_000, 10
    res = simulate(DECK, turns, "cheapest", n, seed=11, skip_first_draw=skip_first)
    exact = land_distribution(60, 24, 7, turns, skip_first)
    for t, row in enumerate(res.turn_stats()):
        mean = sum(m * p for m, p in exact[t].items())
        var = sum(m * m * p for m, p in exact[t].items()) - mean * mean
        assert close(row["lands"], mean, var, n), (t, row["lands"], mean)
    # Every land drop made so far: lands == turn number.
    p_full = exact[4].get(5, 0.0)
    sim_full = simulate(DECK, 5, "cheapest", n, seed=12, skip_first_draw=skip_first)
    assert p_full > 0.1
    # Curving out needs every land drop; the chance of that bounds P(curve) from above.
    assert sim_full.turn_stats()[4]["p_curve"] <= p_full


def test_land_by_turn_one_is_hypergeometric() -> None:
    # P(a land among the first 8 cards) = 1 - C(36,8)/C(60,8).
    n = 200_000
    res = simulate(DECK, 1, "max", n, seed=3)
    p = 1 - comb(36, 8) / comb(60, 8)
    assert close(res.turn_stats()[0]["lands"], p, p * (1 - p), n)


@pytest.mark.parametrize("policy", ["cheapest", "expensive", "max"])
@pytest.mark.parametrize("seen", [8, 7])
def test_turn_one_cast_is_hypergeometric(policy: str, seen: int) -> None:
    """Turn 1 casts iff a land and a 1-drop are among the first `seen` cards (8 with the
    exercise's turn-1 draw, 7 on the play); inclusion-exclusion over 24 lands, 4 one-drops."""
    n = 200_000
    res = simulate(DECK, 1, policy, n, seed=5, skip_first_draw=seen == 7)
    total = comb(60, seen)
    p = 1 - comb(36, seen) / total - comb(56, seen) / total + comb(32, seen) / total
    row = res.turn_stats()[0]
    assert close(row["p_cast"], p, p * (1 - p), n), (row["p_cast"], p)
    assert row["p_curve"] == row["p_cast"] == row["mana_spent"] == row["spells"]


# ----- exhaustive enumeration of a small deck -----
def ref_cast(hand: Counter[int], lands: int, policy: str) -> dict[int, int]:
    """The exercise's step (c), written plainly: brute force over sub-multisets for "max"."""
    costs = sorted(c for c in hand if c > 0 and hand[c] > 0)
    if not costs:
        return {}
    if policy == "cheapest":
        return {costs[0]: 1} if costs[0] <= lands else {}
    if policy == "expensive":
        ok = [c for c in costs if c <= lands]
        return {ok[-1]: 1} if ok else {}
    best: tuple[int, tuple[int, ...]] = (0, ())
    choice: dict[int, int] = {}
    for ks in product(*(range(hand[c] + 1) for c in costs)):
        total = sum(k * c for k, c in zip(ks, costs))
        key = (total, tuple(reversed(ks)))  # most mana, then most of the dearest costs
        if total <= lands and key > best:
            best, choice = key, {c: k for c, k in zip(costs, ks) if k}
    return choice


def ref_game(seq: tuple[int, ...], hand_size: int, turns: int, policy: str, skip_first: bool
             ) -> list[tuple[int, int, int, int, int]]:
    """(lands, spells, spent, cast?, curved?) per turn for one card order (0 = land)."""
    hand = Counter(seq[:hand_size])
    nxt = hand_size
    lands, curving = 0, True
    out = []
    for t in range(turns):
        if not (skip_first and t == 0):
            hand[seq[nxt]] += 1
            nxt += 1
        if hand[0] > 0:
            hand[0] -= 1
            lands += 1
        cast = ref_cast(hand, lands, policy)
        for c, k in cast.items():
            hand[c] -= k
        spent = sum(c * k for c, k in cast.items())
        spells = sum(cast.values())
        curving = curving and spent == t + 1
        out.append((lands, spells, spent, int(spells > 0), int(curving)))
    return out


def sequences(counts: dict[int, int], depth: int):
    """Every ordered sequence of `depth` card kinds drawn without replacement, with its
    probability."""
    total = sum(counts.values())
    if depth == 0:
        yield (), 1.0
        return
    for kind, n in counts.items():
        if n:
            rest = dict(counts)
            rest[kind] -= 1
            for tail, p in sequences(rest, depth - 1):
                yield (kind, *tail), p * n / total


SMALL = from_counts(4, {1: 2, 2: 3, 3: 2})
KEYS = ("lands", "spells", "mana_spent", "p_cast", "p_curve")


@pytest.mark.parametrize(("policy", "skip_first"),
                         [("cheapest", False), ("expensive", False), ("max", False),
                          ("max", True)])
def test_small_deck_matches_exhaustive_enumeration(policy: str, skip_first: bool) -> None:
    hand_size, turns, n = 3, 4, 200_000
    depth = hand_size + turns - skip_first
    moments = np.zeros((turns, len(KEYS), 2))
    counts = {0: SMALL.lands, **{c: k for c, k in enumerate(SMALL.spells) if k}}
    mass = 0.0
    for seq, p in sequences(counts, depth):
        mass += p
        vals = np.array(ref_game(seq, hand_size, turns, policy, skip_first), dtype=float)
        moments[:, :, 0] += p * vals
        moments[:, :, 1] += p * vals * vals
    assert math.isclose(mass, 1.0)
    res = simulate(SMALL, turns, policy, n, seed=21, hand_size=hand_size,
                   skip_first_draw=skip_first)
    for t, row in enumerate(res.turn_stats()):
        for i, key in enumerate(KEYS):
            mean, second = moments[t, i]
            assert close(row[key], mean, second - mean * mean, n), (t, key, row[key], mean)
        wasted = moments[t, 0, 0] - moments[t, 2, 0]
        assert abs(row["mana_wasted"] - wasted) < 0.02


def test_cast_max_matches_brute_force_on_random_hands() -> None:
    gen = np.random.default_rng(7)
    g = 3000
    hand = np.zeros((g, 7), dtype=np.int64)
    hand[:, 1:] = gen.integers(0, 4, size=(g, 6))
    lands = gen.integers(0, 16, size=g)
    cast = _cast_max(hand, lands)
    for i in range(g):
        ref = ref_cast(Counter({c: int(hand[i, c]) for c in range(1, 7)}), int(lands[i]), "max")
        assert {c: int(cast[i, c]) for c in range(1, 7) if cast[i, c]} == ref, (hand[i], lands[i])


# ----- reproducibility -----
def test_same_seed_same_result_for_any_jobs() -> None:
    games = 2 * CHUNK + 7
    a = simulate(DECK, 4, "max", games, seed=99)
    b = simulate(DECK, 4, "max", games, seed=99, jobs=2)
    c = simulate(DECK, 4, "max", games, seed=100)
    assert a.to_json() == b.to_json()
    assert a.to_json() != c.to_json()


# ----- inputs -----
def test_composition_parsing() -> None:
    d = parse_composition(24, "1:4, 2:8,3:8,4:6,5:4,6:6")
    assert d == GoldfishDeck(24, (0, 4, 8, 8, 6, 4, 6)) and d.size == 60
    with pytest.raises(DeckError, match="item 2 '2-8'"):
        parse_composition(24, "1:4,2-8")
    with pytest.raises(DeckError, match="costs run from 1"):
        parse_composition(24, "0:4")


def test_deck_file_with_mana_values() -> None:
    text = "Deck\n4 Lightning Bolt\n20 Mountain\n4x Goblin Guide (ZEN) 126\n// note\n" \
           "2 Steam Vents\n\nSideboard\n3 Smash to Smithereens\n"
    values = ManaValues({"lightning bolt": 1, "Goblin Guide": 1, "Steam Vents": "land"})
    deck = parse_deck_file(text, values, "burn.txt")
    assert deck.lands == 22 and deck.spells == (0, 8)
    # Without a mapping, mana values come from the card database (built-in cards here).
    from_db = parse_deck_file("4 Lightning Bolt\n2 Serra Angel\n18 Mountain\n", ManaValues())
    assert from_db.lands == 18 and from_db.spells == (0, 4, 0, 0, 0, 2)
    with pytest.raises(DeckError, match=r"burn.txt line 2: unknown card 'Bolt of Nowhere'"):
        parse_deck_file("1 Mountain\n4 Bolt of Nowhere\n", ManaValues(), "burn.txt")
    with pytest.raises(DeckError, match="line 1: expected 'COUNT Name'"):
        parse_deck_file("Lightning Bolt\n", values, "x.txt")


def test_too_many_turns_is_refused() -> None:
    with pytest.raises(DeckError, match="need 61 cards but the deck has 60"):
        simulate(DECK, 54, "max", 10)


def test_cli_json_and_plot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    png = tmp_path / "out.png"
    rc = mtg_main(["goldfish", "--games", "3000", "--turns", "3", "--json", "--plot", str(png)])
    assert rc == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 3000 and [t["turn"] for t in data["turns"]] == [1, 2, 3]
    assert {"turn", "lands", "spells", "mana_spent", "mana_wasted", "p_cast"} <= set(
        data["turns"][0])
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cli_deck_file_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("24 Island\n36 Opt\n")
    values = tmp_path / "mv.json"
    values.write_text('{"Opt": 1}')
    assert mtg_main(["goldfish", "--deck", str(deck), "--mana-values", str(values),
                     "--games", "500", "--turns", "2"]) == 0
    assert "24 lands, spells 1:36" in capsys.readouterr().out
    values.write_text('{"Opt": 1,}')
    assert mtg_main(["goldfish", "--deck", str(deck), "--mana-values", str(values)]) == 2
    assert "mv.json line 1: not valid JSON" in capsys.readouterr().err
    assert mtg_main(["goldfish", "--spells", "1:x"]) == 2
    assert "expected COST:COUNT" in capsys.readouterr().err


@pytest.mark.parametrize(("name", "message"), [
    ("x.txt", "must end in one of .png"),
    ("noext", "must end in one of .png"),
    ("missing/dir/x.png", "no such folder"),
])
def test_cli_plot_to_a_file_matplotlib_cant_write_is_an_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, message: str) -> None:
    rc = mtg_main(["goldfish", "--games", "10", "--turns", "3", "--plot", str(tmp_path / name)])
    assert rc == 2
    err = capsys.readouterr().err
    assert err.startswith("mtg goldfish: error: --plot") and message in err
