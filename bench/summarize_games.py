"""Sum up `mtg sim --out` files (one JSON line per game): each side's wins with a Wilson 95%
interval and the search agent's seconds per decision (wall clock and CPU).

    python bench/summarize_games.py games.jsonl [more.jsonl ...]
"""

from __future__ import annotations

import sys

from mtg_engine.simulation.report import by_side, load_records


def main() -> None:
    for path in sys.argv[1:]:
        records = load_records(path)
        print(f"{path}: {len(records)} games")
        for s in by_side(records):
            j = s.to_json()
            lo, hi = j["interval95"]
            think = (f", {s.seconds_per_decision:.3f} s per decision wall, "
                     f"{s.cpu_seconds_per_decision:.3f} s CPU ({s.decisions} decisions)"
                     if s.agent == "search" else "")
            print(f"  {s.agent} ({'/'.join(sorted(s.decks))}) wins {s.wins} of {s.games}: "
                  f"{s.wins / max(1, s.games):.1%} (95% {lo:.1%}-{hi:.1%}){think}")


if __name__ == "__main__":
    main()
