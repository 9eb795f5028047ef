"""The guard of every speed change: seeded random games must play exactly as before.

    python bench/determinism.py --write FILE [--games N] [--shared DIR]
    python bench/determinism.py --check FILE

Plays N seeded random games on the starter decks and N on the M21 decks (the real cards, with
the swaps `random_games.py` makes) and records, per game, a hash of every `legal_actions()`
answer (in order), of every action applied, of the events each `apply` returned, and of the
final `to_json(history=True)`. `--check` replays them and names the first game that differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import msgspec
import random_games as rg

from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game


def fingerprint(seed: int, decks: list[list[str]], db: Any = None) -> dict[str, Any]:
    game = Game.new(decks, seed=seed, db=db)
    rng = random.Random(seed)
    h = hashlib.sha256()
    n = 0
    while not game.is_over and n < rg.MAX_ACTIONS:
        acts = game.legal_actions()
        h.update(repr(acts).encode())
        action = acts[rng.randrange(len(acts))]
        events = game.apply(action)
        h.update(repr(events).encode())
        n += 1
    final = hashlib.sha256(msgspec.json.encode(game.to_json(history=True))).hexdigest()
    return {"seed": seed, "actions": n, "turn": game.turn, "result": repr(game.state.result),
            "trace": h.hexdigest(), "final": final}


def all_games(games: int, seed: int, shared: Path) -> list[dict[str, Any]]:
    from mtg_engine.cards.database import CardDatabase

    out: list[dict[str, Any]] = []
    starter = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    for i in range(games):
        out.append({"decks": "starter", **fingerprint(seed + i, starter)})
    atomic, phase_cards, deck_files = rg.shared_paths(shared)
    db = CardDatabase.builtin()
    db.load_mtgjson(atomic)
    m21, _ = rg.shared_decks(db, phase_cards, deck_files)
    for i in range(games):
        out.append({"decks": "m21", **fingerprint(seed + i, m21, db)})
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--write", type=Path)
    ap.add_argument("--check", type=Path)
    ap.add_argument("--games", type=int, default=20, help="games per deck pair")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shared", type=Path, default=rg.SHARED)
    args = ap.parse_args()
    if args.check:
        want = json.loads(args.check.read_text())
        got = all_games(want["games"], want["seed"], args.shared)
        bad = [(w, g) for w, g in zip(want["results"], got, strict=True) if w != g]
        for w, g in bad:
            print(f"DIFFERS: {w['decks']} seed {w['seed']}: {w} != {g}")
        total = sum(g["actions"] for g in got)
        print(f"{len(got) - len(bad)}/{len(got)} games identical ({total} actions)")
        sys.exit(1 if bad else 0)
    if args.write:
        got = all_games(args.games, args.seed, args.shared)
        args.write.write_text(json.dumps({"games": args.games, "seed": args.seed,
                                          "results": got}, indent=1))
        print(f"{len(got)} games written ({sum(g['actions'] for g in got)} actions)")


if __name__ == "__main__":
    main()
