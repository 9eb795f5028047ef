"""Card database timings: reading an AtomicCards file with and without the on-disk cache,
building a CardDatabase, compiling every card, and looking cards up.

    python bench/card_database.py [PATH]   (default: ../shared/data/mtgjson/AtomicCards.json.gz)

The cache is written to a temporary directory, so the user's cache is not touched.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from pathlib import Path


def _timed(label: str, fn):  # type: ignore[no-untyped-def]
    t = time.perf_counter()
    out = fn()
    print(f"{label:<46} {time.perf_counter() - t:8.3f} s")
    return out


def main() -> int:
    default = Path(__file__).resolve().parents[1].parent / "shared/data/mtgjson/AtomicCards.json.gz"
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    if not path.exists():
        print(f"no card file at {path}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MTG_ENGINE_CACHE_DIR"] = tmp
        from mtg_engine.cards import mtgjson
        from mtg_engine.cards.database import CardDatabase

        print(f"{path} ({path.stat().st_size:,} bytes)")
        _timed("parse JSON, no cache", lambda: mtgjson.load_atomic_cards(path, use_cache=False))
        mtgjson._MEMO.clear()
        _timed("parse JSON and write the cache (first load)", lambda: mtgjson.load_atomic_cards(path))
        mtgjson._MEMO.clear()
        cards = _timed("load from the cache (later processes)", lambda: mtgjson.load_atomic_cards(path))
        size = sum(f.stat().st_size for f in Path(tmp).iterdir())
        print(f"{'cache size':<46} {size:>10,} bytes; {len(cards):,} cards")
        db = _timed("CardDatabase.load (built-ins + file, cached)", lambda: CardDatabase.load(path))
        results = _timed("compile every card from Oracle text",
                         lambda: [db.compiled(c.name) for c in db.atomic_cards()])
        ok = sum(r.supported for r in results)
        print(f"{'supported':<46} {ok:>10,} of {len(results):,}")
        names = [c.name for c in list(db.atomic_cards())[:5000]]
        t = time.perf_counter()
        n = 0
        for _ in range(20):
            for name in names:
                with contextlib.suppress(ValueError):
                    db.get(name)
                n += 1
        dt = time.perf_counter() - t
        print(f"{'get() after compilation':<46} {dt / n * 1e6:8.2f} µs per lookup")
    return 0


if __name__ == "__main__":
    sys.exit(main())
