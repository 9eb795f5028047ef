"""Strength of the search agent: `mtg sim` with sides swapped (each agent plays each deck, first
and second) on the starter decks and on the M21 lists, printed as a table with Wilson 95%
intervals and the search agent's seconds per decision.

    python bench/search_strength.py --games 400 --level 2 --jobs 1     # the full run
    python bench/search_strength.py --games 40 --pairs search:heuristic
    python bench/search_strength.py --games 400 --random-games 100   # fewer games against random
    python bench/search_strength.py --summarize runs/   # the table of the games kept in runs/

`--summarize DIR` reads the games written with `--out-dir DIR` (each run's JSON lines, kept as
games finish, so a run stopped for time still counts) and cuts each run to whole blocks of four
games (game i's seating is i % 4 with --swap: each agent plays each deck, first and second, once
per block), so that a stopped run is as fair to both agents as a finished one.

The M21 lists are the real ones, ../shared/data/decks/mono_{green,red}_m21.txt (every card of
them is supported now); they need MTG_ENGINE_CARDS pointing at MTGJSON's AtomicCards and are
skipped without it or without ../shared.

With --swap each agent plays each deck equally often, so a lopsided matchup pulls the figure
towards 50%: in heuristic self-play red-green beats white-black in only 19.5% of games (39 of
200), and mono-green beats mono-red in 63.5% (127 of 200). On the starter decks the search agent
has to win most of its red-green games against a favourite to reach 70%.

Session 22 (commit 727bce91, level 2, seed 1, one process, CPU time; 400 games each):
search vs heuristic, starter 273/400 = 68.2% (Wilson 63.5-72.6; red-green 89/200, white-black
184/200), M21 330/400 = 82.5% (78.5-85.9); CPU s per searched decision, mean / p95 / max:
starter 0.131 / 0.263 / 0.600, M21 0.146 / 0.291 / 0.777. Heuristic vs random: starter 395/400,
M21 400/400. On the same starter seeds the search's own policy alone (`bench/search_pairs.py --a
search=0`) wins 249/400: the search wins 26 red-green games the policy loses and loses 7 it wins
(sign test p = 0.001); with white-black 10 and 5. A larger budget is not the lever: level 3
(48 playouts, 6 worlds) on the first 188 of the same starter games won 120 against level 2's
123 (discordant 1 : 4, p = 0.375) at 0.214 / 0.431 / 0.836 CPU s per searched decision.
Search vs random: 20/20 starter, 20/20 M21.

Session 23 (commit b5c37eec, the same settings and seeds; the careful policy bottoms to half
lands after a mulligan, counts a held Giant Growth in combat and pairs two burn spells on a
threat of 8): search vs heuristic, starter 276/400 = 69.0% (Wilson 64.3-73.3; red-green 93/200,
white-black 183/200), CPU s per searched decision 0.110 / 0.227 / 0.564 (12,906 decisions);
M21 329/400 = 82.2% (78.2-85.7; green 165/200, red 164/200), 0.135 / 0.266 / 0.909 (11,863);
search vs random 20/20 starter (0.166 / 0.321 / 0.584), 20/20 M21 (0.155 / 0.322 / 0.553);
heuristic vs random starter 395/400, M21 400/400 (the benchmark heuristic is unchanged).
Its first 75 games end exactly as in a session-22 run kept in /tmp (12 red-green wins of 38 in
both): a policy change moves few games. Mana screw is not what loses the red-green games: 42
of the 200 had fewer than four lands at the end of the search's fifth turn (18 won, 43%), 6
lands of one colour only (2 won), the other 152 won 73 (48%).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import tempfile
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mtg_engine.analysis.stats import sign_test, wilson
from mtg_engine.cli import main as mtg
from mtg_engine.simulation.games import SEATINGS, GameRecord
from mtg_engine.simulation.report import SideTally, by_side, load_records

HERE = Path(__file__).resolve().parent
STARTER = (None, None)
SHARED_DECKS = HERE.parent.parent / "shared" / "data" / "decks"  # ../shared beside the repo
M21 = (str(SHARED_DECKS / "mono_green_m21.txt"), str(SHARED_DECKS / "mono_red_m21.txt"))
PAIRS = ("search,heuristic", "search,random", "heuristic,random")
HEADER = ("| agents | decks | games | first agent wins | 95% interval | first agent's wins by deck "
          "| CPU s per searched decision: mean / p95 / max (searched decisions) |\n"
          "| --- | --- | --- | --- | --- | --- | --- |")


def run(agents: str, decks: tuple[str | None, str | None], games: int, level: int, jobs: int,
        seed: int, out: str | None, first_game: int = 0) -> dict:
    """`mtg sim`'s JSON summary, with `by_deck`: the first agent's wins and games with each
    deck (read from the games' JSON lines, written to `out` or a temporary file)."""
    argv = ["sim", "--games", str(games), "--agents", agents, "--swap", "--json",
            "--ai-level", str(level), "--jobs", str(jobs), "--seed", str(seed),
            "--first-game", str(first_game)]
    if decks[0]:
        argv += ["--deck-a", decks[0], "--deck-b", decks[1]]  # type: ignore[list-item]
    with tempfile.TemporaryDirectory() as tmp:
        lines = out or str(Path(tmp) / "games.jsonl")
        argv += ["--out", lines]
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            code = mtg(argv)
        if code not in (0, 130):
            raise SystemExit(f"mtg {' '.join(argv)} failed ({code})")
        res = json.loads(buf.getvalue())
        res["by_deck"] = by_deck(json.loads(line) for line in Path(lines).read_text().splitlines())
    return res


def by_deck(records: Iterable[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """The first agent's (side 0's) wins and games with each deck, from games' JSON records."""
    wins: Counter[str] = Counter()
    games: Counter[str] = Counter()
    for r in records:
        seat = r["sides"].index(0)
        games[r["decks"][seat]] += 1
        wins[r["decks"][seat]] += r["winner"] == seat
    return {d: (wins[d], games[d]) for d in sorted(games)}


def whole_blocks(records: list[GameRecord]) -> list[GameRecord]:
    """The records of the blocks of `len(SEATINGS)` consecutive games (by index) all of which
    are there: games finish out of order with several jobs, and a stopped run leaves a last
    block unfinished."""
    n = len(SEATINGS)
    have = {r.index for r in records}
    full = {i // n for i in have if all(i // n * n + k in have for k in range(n))}
    return sorted((r for r in records if r.index // n in full), key=lambda r: r.index)


def summarize(out_dir: str) -> list[str]:
    """Table rows for the runs kept in `out_dir`: files `<a>_<b>_<decks>.s<seed>.g<first>.jsonl`,
    each cut to whole blocks (`whole_blocks`), the runs of one pair and deck set (chunks of one
    seed's games, or other seeds) summed into one row."""
    runs: dict[str, list[GameRecord]] = {}
    for path in sorted(Path(out_dir).glob("*.jsonl")):
        runs.setdefault(path.name.split(".")[0], []).extend(whole_blocks(load_records(str(path))))
    rows = []
    for name, kept in runs.items():
        if not kept:
            continue
        sides = by_side(kept)
        first = sides[0]
        lo, hi = wilson(first.wins, first.games)
        decks = by_deck(r.to_json() for r in kept)
        search = [t for t in sides if t.agent == "search"]
        spd = cpu_cell(search[0]) if search else "-"
        won = ", ".join(f"{d} {w}/{n}" for d, (w, n) in decks.items())
        label = " vs ".join(t.agent for t in sides)
        rows.append(f"| {label} | {name.rsplit('_', 1)[-1]} | {first.games} | "
                    f"{first.wins} ({first.wins / first.games:.1%}) | {lo:.1%}-{hi:.1%} | {won} | {spd} |")
    return rows


def cpu_cell(t: SideTally) -> str:
    """The search side's CPU seconds per searched decision: the mean, and the p95 and maximum
    of the decisions recorded one by one (runs written before they were recorded give "-")."""
    if not t.decision_cpu:
        return f"{t.cpu_seconds_per_decision:.3f} / - / - ({t.decisions})"
    return (f"{t.cpu_seconds_per_decision:.3f} / {t.cpu_seconds_p95:.3f} / "
            f"{max(t.decision_cpu):.3f} ({t.decisions})")


def compare(dir_a: str, dir_b: str) -> list[str]:
    """Two versions' runs game by game: for each run name kept in both directories (`--out-dir`
    of the same pairs, deck sets and seeds, played by two checkouts), the games both finished
    (cut to whole blocks), the first agent's wins in each and the games only one of them won,
    with the exact sign test on those (a paired design: the seeds fix the shuffles, so most
    games end alike and only the discordant ones tell the versions apart)."""
    def kept(d: str) -> dict[str, dict[int, bool]]:
        runs: dict[str, list[GameRecord]] = {}
        for path in sorted(Path(d).glob("*.jsonl")):
            runs.setdefault(path.name.split(".")[0], []).extend(load_records(str(path)))
        return {name: {r.index: r.winner_side == 0 for r in whole_blocks(recs)}
                for name, recs in runs.items()}

    a, b = kept(dir_a), kept(dir_b)
    rows = []
    for name in sorted(set(a) & set(b)):
        both = sorted(set(a[name]) & set(b[name]))  # whole blocks in both: whole blocks
        only_a = sum(1 for i in both if a[name][i] and not b[name][i])
        only_b = sum(1 for i in both if b[name][i] and not a[name][i])
        rows.append(f"| {name} | {len(both)} | {sum(a[name][i] for i in both)} | "
                    f"{sum(b[name][i] for i in both)} | {only_a} | {only_b} | "
                    f"{sign_test(only_a, only_b):.3f} |")
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--level", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first-game", type=int, default=0, metavar="N",
                    help="start at game N of the seed's games (a multiple of 4: continue a run "
                    "in chunks, each kept in its own file and summed by --summarize)")
    ap.add_argument("--pairs", default=",".join(p.replace(",", ":") for p in PAIRS),
                    help="agent pairs as a:b, comma-separated")
    ap.add_argument("--random-games", type=int,
                    help="games for the pairs with the random agent (default --games): search "
                    "vs random is the slowest line (a random opponent's games are long and the "
                    "search is asked in every window while it holds an instant) and the least "
                    "in doubt")
    ap.add_argument("--decks", choices=("both", "starter", "m21"), default="both",
                    help="the deck sets to play (default both)")
    ap.add_argument("--out-dir", help="write each run's games as JSON lines here, one file per "
                    "pair, deck set and seed")
    ap.add_argument("--summarize", metavar="DIR", help="print the table of the games kept in "
                    "DIR by earlier runs (--out-dir), cut to whole blocks, and play nothing")
    ap.add_argument("--compare", nargs=2, metavar=("DIR_A", "DIR_B"), help="pair the games kept "
                    "in two --out-dir directories (two checkouts, same seeds) and print the "
                    "games only one of them won, with the sign test, and play nothing")
    args = ap.parse_args()
    if args.compare:
        print("| run | games in both | first agent wins, A | wins, B | won by A only | by B only "
              "| sign test p |\n| --- | --- | --- | --- | --- | --- | --- |")
        print("\n".join(compare(*args.compare)))
        return
    if args.summarize:
        print(HEADER)
        print("\n".join(summarize(args.summarize)))
        return
    deck_sets = [("starter (red_green vs white_black)", STARTER)] if args.decks != "m21" else []
    if os.environ.get("MTG_ENGINE_CARDS") and SHARED_DECKS.is_dir() and args.decks != "starter":
        deck_sets.append(("M21 (mono green vs mono red)", M21))
    print(HEADER)
    for pair in args.pairs.split(","):
        agents = pair.replace(":", ",")
        for label, decks in deck_sets:
            out = None
            if args.out_dir:
                name = (f"{pair.replace(':', '_')}_{label.split()[0]}.s{args.seed}"
                        f".g{args.first_game}.jsonl")
                out = str(Path(args.out_dir) / name)
            games = args.games
            if "random" in agents.split(",") and args.random_games is not None:
                games = args.random_games
            res = run(agents, decks, games, args.level, args.jobs, args.seed, out, args.first_game)
            first = res["sides"][0]
            lo, hi = first["interval95"]
            search = [s for s in res["sides"] if s["agent"] == "search"]
            spd = (f"{search[0]['cpu_seconds_per_decision']:.3f} / "
                   f"{search[0].get('cpu_seconds_p95', 0):.3f} / "
                   f"{search[0].get('cpu_seconds_max', 0):.3f} ({search[0]['decisions']})"
                   if search else "-")
            decks_won = ", ".join(f"{d} {w}/{n}" for d, (w, n) in res["by_deck"].items())
            print(f"| {agents.replace(',', ' vs ')} | {label} | {first['games']} | "
                  f"{first['wins']} ({first['win_rate']:.1%}) | {lo:.1%}-{hi:.1%} | {decks_won} | {spd} |",
                  flush=True)


if __name__ == "__main__":
    main()
