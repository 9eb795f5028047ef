"""Strength of the search agent: `mtg sim` with sides swapped (each agent plays each deck, first
and second) on the starter decks and on the M21 lists, printed as a table with Wilson 95%
intervals and the search agent's seconds per decision.

    python bench/search_strength.py --games 400 --level 2 --jobs 1     # the full run
    python bench/search_strength.py --games 40 --pairs search,heuristic

The M21 lists are the real ones, ../shared/data/decks/mono_{green,red}_m21.txt (every card of
them is supported now); they need MTG_ENGINE_CARDS pointing at MTGJSON's AtomicCards and are
skipped without it or without ../shared.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
from pathlib import Path

from mtg_engine.cli import main as mtg

HERE = Path(__file__).resolve().parent
STARTER = (None, None)
SHARED_DECKS = HERE.parent.parent / "shared" / "data" / "decks"  # ../shared beside the repo
M21 = (str(SHARED_DECKS / "mono_green_m21.txt"), str(SHARED_DECKS / "mono_red_m21.txt"))
PAIRS = ("search,heuristic", "search,random", "heuristic,random")


def run(agents: str, decks: tuple[str | None, str | None], games: int, level: int, jobs: int,
        seed: int, out: str | None) -> dict:
    argv = ["sim", "--games", str(games), "--agents", agents, "--swap", "--json",
            "--ai-level", str(level), "--jobs", str(jobs), "--seed", str(seed)]
    if decks[0]:
        argv += ["--deck-a", decks[0], "--deck-b", decks[1]]  # type: ignore[list-item]
    if out:
        argv += ["--out", out]
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = mtg(argv)
    if code not in (0, 130):
        raise SystemExit(f"mtg {' '.join(argv)} failed ({code})")
    return json.loads(buf.getvalue())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--level", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pairs", default=",".join(p.replace(",", ":") for p in PAIRS),
                    help="agent pairs as a:b, comma-separated")
    ap.add_argument("--out-dir", help="write each run's games as JSON lines here")
    args = ap.parse_args()
    deck_sets = [("starter (red_green vs white_black)", STARTER)]
    if os.environ.get("MTG_ENGINE_CARDS") and SHARED_DECKS.is_dir():
        deck_sets.append(("M21 (mono green vs mono red)", M21))
    print("| agents | decks | games | first agent wins | 95% interval | s per decision (wall / CPU) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for pair in args.pairs.split(","):
        agents = pair.replace(":", ",")
        for label, decks in deck_sets:
            out = None
            if args.out_dir:
                out = str(Path(args.out_dir) / f"{pair.replace(':', '_')}_{label.split()[0]}.jsonl")
            res = run(agents, decks, args.games, args.level, args.jobs, args.seed, out)
            first = res["sides"][0]
            lo, hi = first["interval95"]
            search = [s for s in res["sides"] if s["agent"] == "search"]
            spd = (f"{search[0]['seconds_per_decision']:.3f} / {search[0]['cpu_seconds_per_decision']:.3f}"
                   if search else "-")
            print(f"| {agents.replace(',', ' vs ')} | {label} | {first['games']} | "
                  f"{first['wins']} ({first['win_rate']:.1%}) | {lo:.1%}-{hi:.1%} | {spd} |", flush=True)


if __name__ == "__main__":
    main()
