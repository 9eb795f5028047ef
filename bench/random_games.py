"""Random-vs-random games: every figure of issue 12 in one table.

    python bench/random_games.py [--games N] [--seed S] [--peer-games N] [--quick]

On one core, random legal actions (RandomAgent):
  * games/s on the two starter decks; `legal_actions()` and `apply()` timed call by call inside
    those games (mean and 99th percentile); `copy()` and a JSON save + load (dumps + loads +
    `Game.from_json`) on positions sampled from them, with the saved size;
  * peak RSS of a fresh process playing 100 games (starter decks);
  * games/s side by side with phase-python (phase.rs through its Python bindings) when it is
    installed (`pip install '.[bench]'`) and ../shared holds its M21 card data and the M21
    decks: both engines play the same decks in the same run, and the ratio is printed. A card
    mtg_engine refuses is swapped, in both decks alike, for the supported M21 card of the same
    colour and type closest in mana value (the swaps are printed);
  * start-up of the `mtg` command (median wall time of several runs).
No figure of the peer is written here: it is measured every time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import msgspec

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game

MAX_ACTIONS = 5000
ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"  # --shared: the directory holding data/ (../shared by default)


def shared_paths(shared: Path) -> tuple[Path, Path, tuple[Path, Path]]:
    """The MTGJSON file, phase's M21 card data, and the two M21 decks."""
    data = shared / "data"
    return (data / "mtgjson" / "AtomicCards.json.gz", data / "phase" / "card-data-m21.json",
            (data / "decks" / "mono_red_m21.txt", data / "decks" / "mono_green_m21.txt"))


# ------------------------------------------------------------------ mtg_engine


def play(seed: int, decks: list[list[str]], times: dict[str, list[int]] | None = None,
         samples: list[Game] | None = None, rng: random.Random | None = None,
         db: Any = None) -> tuple[int, int]:
    """One random game (the choices of RandomAgent(seed), RandomAgent(seed + 10000)); with
    `times`, each legal_actions() and apply() call is timed (ns); with `samples`, about one
    position in 20 is kept (a copy)."""
    game = Game.new(decks, seed=seed, db=db)
    agents = [RandomAgent(seed), RandomAgent(seed + 10_000)]
    clock, cpu = time.perf_counter_ns, time.thread_time_ns
    n = 0
    while not game.is_over and n < MAX_ACTIONS:
        p = game.pending.player  # type: ignore[union-attr]
        if times is None:
            game.apply(agents[p].choose(game, p))
        else:
            c0, t0 = cpu(), clock()
            acts = game.legal_actions()
            t1, c1 = clock(), cpu()
            action = acts[agents[p].rng.randrange(len(acts))]
            c2, t2 = cpu(), clock()
            game.apply(action)
            t3, c3 = clock(), cpu()
            times["legal_actions"].append(t1 - t0)
            times["apply"].append(t3 - t2)
            times["legal_actions_cpu"].append(c1 - c0)
            times["apply_cpu"].append(c3 - c2)
        if samples is not None and rng is not None and rng.random() < 0.05:
            samples.append(game.copy())
        n += 1
    return n, game.turn


def p99(values: list[int]) -> float:
    return statistics.quantiles(values, n=100)[98] if len(values) >= 100 else max(values)


def copy_and_save(positions: list[Game]) -> dict[str, float]:
    """copy() mean (us); JSON save + load median (ms: to_json, encode, decode, from_json with
    its checks; msgspec's JSON codec), size median and max (KB)."""
    t = time.perf_counter()
    for g in positions:
        g.copy()
    copy_us = (time.perf_counter() - t) / len(positions) * 1e6
    save_load: list[float] = []
    sizes: list[int] = []
    for g in positions:
        t = time.perf_counter()
        text = msgspec.json.encode(g.to_json())
        Game.from_json(msgspec.json.decode(text), db=g.state.db)
        save_load.append(time.perf_counter() - t)
        sizes.append(len(text))
    return {"copy_us": copy_us, "save_load_ms": statistics.median(save_load) * 1e3,
            "size_kb": statistics.median(sizes) / 1e3, "size_max_kb": max(sizes) / 1e3}


def peak_rss_mb(games: int, seed: int) -> float:
    """Peak resident memory of a fresh process playing `games` games (starter decks)."""
    here = str(Path(__file__).parent)
    code = (f"import sys; sys.path.insert(0, {here!r}); import random_games as rg; "
            "from mtg_engine.formats.decklist import starter_deck; "
            "d = [starter_deck('red_green').cards(), starter_deck('white_black').cards()]; "
            f"[rg.play({seed} + i, d) for i in range({games})]; "
            "print(rg.own_peak_kb())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return int(out.stdout.strip()) / 1024


def own_peak_kb() -> int:
    """This process's peak resident memory in KB: VmHWM, which belongs to the program itself
    (ru_maxrss can report the memory of the parent the process was forked from)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


# ------------------------------------------------------------------ the peer, same decks


def read_deck(path: Path) -> list[str]:
    cards: list[str] = []
    for line in path.read_text().splitlines():
        m = re.match(r"\s*(\d+)\s+(.+?)\s*$", line)
        if m and not line.lstrip().startswith("#"):
            cards += [m.group(2)] * int(m.group(1))
    return cards


def shared_decks(db: Any, phase_cards: Path,
                 deck_files: tuple[Path, Path]) -> tuple[list[list[str]], list[str]]:
    """The M21 decks, each card mtg_engine refuses swapped for the supported M21 card of the
    same colour and card type nearest in mana value (not already in the deck)."""
    data = json.loads(phase_cards.read_text())
    m21 = {v["name"]: v for v in data.values()}

    def supported(name: str) -> bool:
        try:
            db.get(name)
            return True
        except Exception:
            return False

    def mana_value(v: dict[str, Any]) -> int:
        cost = v.get("mana_cost") or {}
        return int(cost.get("generic", 0)) + sum(1 for s in cost.get("shards", []) if s != "X")

    decks: list[list[str]] = []
    swaps: list[str] = []
    for path in deck_files:
        deck = read_deck(path)
        for name in dict.fromkeys(deck):
            if supported(name):
                continue
            old = m21[name]
            pool = [v for n, v in m21.items() if n not in deck
                    and v.get("color_identity") == old.get("color_identity")
                    and v["card_type"]["core_types"] == old["card_type"]["core_types"]
                    and supported(n)]
            if not pool:
                raise SystemExit(f"no supported M21 card to replace {name}")
            new = min(pool, key=lambda v: (abs(mana_value(v) - mana_value(old)), v["name"]))
            deck = [new["name"] if c == name else c for c in deck]
            swaps.append(f"{name} -> {new['name']}")
        decks.append(deck)
    return decks, swaps


def phase_actors(game: Any) -> list[int]:
    """The seats that may be acting now: every player a mulligan waits for (phase lists their
    options together), else the one named by the prompt or holding priority."""
    w = game.waiting_for()
    data = w.get("data") if isinstance(w, dict) else None
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return [int(data["player"])]
        pending = data.get("pending")
        if pending:
            return [int(p["player"]) for p in pending]
    return [int(game.priority_player())]


def phase_apply(game: Any, action: Any) -> None:
    """Apply `action` as whichever waiting seat it belongs to (a wrong seat is refused with a
    ValueError and nothing changes)."""
    actors = phase_actors(game)
    for actor in actors:
        try:
            game.apply(actor, action)
            return
        except ValueError:
            if actor == actors[-1]:
                raise


def phase_games(decks: list[list[str]], games: int, seed: int,
                phase_cards: Path) -> tuple[float, float, int]:
    """Random legal actions in phase.rs: games per second of wall time and of CPU time, and
    actions played."""
    import phase

    engine = phase.Engine.from_path(str(phase_cards))
    rng = random.Random(seed)
    actions = 0
    t, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        game = engine.new_game(decks[0], decks[1], seed=seed + i)
        n = 0
        while n < MAX_ACTIONS:
            if game.waiting_for().get("type") == "GameOver":
                break
            acts = game.actions()
            if not acts:
                break
            phase_apply(game, acts[rng.randrange(len(acts))])
            n += 1
        actions += n
    return games / (time.perf_counter() - t), games / (time.process_time() - cpu), actions


def peer(games: int, seed: int, shared: Path) -> list[tuple[str, str, str]]:
    try:
        import phase  # noqa: F401
    except ImportError:
        return [("vs phase-python", "not installed", "pip install '.[bench]'")]
    atomic, phase_cards, deck_files = shared_paths(shared)
    if not (phase_cards.exists() and atomic.exists() and all(p.exists() for p in deck_files)):
        return [("vs phase-python", "skipped", f"no card data in {shared} (--shared)")]
    from importlib.metadata import version

    from mtg_engine.cards.database import CardDatabase

    db = CardDatabase.builtin()
    db.load_mtgjson(atomic)
    decks, swaps = shared_decks(db, phase_cards, deck_files)
    # one untimed game each first: what a process does once (imports, the cards' first
    # compile and load) is not a game's cost; the peer gets the same warm-up below
    play(seed - 1, decks, db=db)
    phase_games(decks, 1, seed - 1, phase_cards)
    t, cpu = time.perf_counter(), time.process_time()
    ours_actions = 0
    for i in range(games):
        ours_actions += play(seed + i, decks, db=db)[0]
    ours, ours_cpu = games / (time.perf_counter() - t), games / (time.process_time() - cpu)
    theirs, theirs_cpu, their_actions = phase_games(decks, games, seed, phase_cards)
    return [
        ("M21 decks: mtg_engine games/s", f"{ours:.1f}",
         f"{ours_cpu:.1f} per CPU second; {ours_actions / games:.0f} actions/game"),
        (f"M21 decks: phase-python {version('phase-python')} games/s", f"{theirs:.2f}",
         f"{theirs_cpu:.2f} per CPU second; {their_actions / games:.0f} actions/game"),
        ("games/s ratio, same decks, same run", f"{ours / theirs:.1f}x",
         f"{ours_cpu / theirs_cpu:.1f}x in CPU time; goal 30x; {games} games each"),
        ("  cards swapped in both decks", str(len(swaps)), ", ".join(swaps) or "none"),
    ]


# ------------------------------------------------------------------ the command line


def command_ms(args: list[str], runs: int) -> float:
    mtg = Path(sys.executable).with_name("mtg")
    cmd = [str(mtg)] if mtg.exists() else [sys.executable, "-m", "mtg_engine.cli"]
    walls = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([*cmd, *args], capture_output=True, check=False)
        walls.append(time.perf_counter() - t)
    return statistics.median(walls) * 1e3


def commands(runs: int, tmp: Path) -> list[tuple[str, str, str]]:
    inst = tmp / "blocks.json"
    inst.write_text(json.dumps({"attackers": ["Brute"], "blockers": ["Eager", "Vanilla"],
                                "min_blockers": {"Brute": 2}, "must_block": {"Eager": 1},
                                "declaration": {}}))
    out = []
    for label, args, goal in (("mtg --help", ["--help"], "0.3 s"),
                              ("mtg micro run ten-cubed", ["micro", "run", "ten-cubed"], "0.5 s"),
                              ("mtg blocks check (2 blockers)", ["blocks", "check", str(inst)],
                               "0.6 s")):
        out.append((label, f"{command_ms(args, runs):.0f} ms", f"median of {runs}; goal {goal}"))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--peer-games", type=int, default=10, help="games per engine vs phase-python")
    ap.add_argument("--rss-games", type=int, default=100)
    ap.add_argument("--shared", type=Path, default=SHARED,
                    help="the shared data directory (default ../shared)")
    ap.add_argument("--quick", action="store_true", help="a smoke run (CI)")
    args = ap.parse_args()
    games = 3 if args.quick else args.games
    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]

    times: dict[str, list[int]] = {k: [] for k in ("legal_actions", "apply", "legal_actions_cpu",
                                                      "apply_cpu")}
    samples: list[Game] = []
    rng = random.Random(args.seed)
    t = time.perf_counter()
    actions = turns = 0
    for i in range(games):
        n, tn = play(args.seed + i, decks)
        actions += n
        turns += tn
    dt = time.perf_counter() - t
    for i in range(games):
        play(args.seed + i, decks, times, samples, rng)
    saved = copy_and_save(samples)
    la, ap_ = times["legal_actions"], times["apply"]
    la_cpu, ap_cpu = times["legal_actions_cpu"], times["apply_cpu"]

    rows: list[tuple[str, str, str]] = [
        ("starter decks: games/s", f"{games / dt:.1f}",
         f"{games} games, {actions / games:.0f} actions and {turns / games:.1f} turns each"),
        ("starter decks: actions/s", f"{actions / dt:.0f}", ""),
        ("legal_actions() mean / p99", f"{statistics.mean(la) / 1e3:.0f} / {p99(la) / 1e3:.0f} us",
         f"{len(la)} calls in play; goal 60 / 200 us"),
        ("apply() mean / p99", f"{statistics.mean(ap_) / 1e3:.0f} / {p99(ap_) / 1e3:.0f} us",
         f"{len(ap_)} calls in play; goal 60 / 200 us"),
        ("  the same in CPU time", f"{statistics.mean(la_cpu) / 1e3:.0f} / {p99(la_cpu) / 1e3:.0f}, "
         f"{statistics.mean(ap_cpu) / 1e3:.0f} / {p99(ap_cpu) / 1e3:.0f} us",
         "legal_actions, apply (thread CPU clock: what a loaded machine does not inflate)"),
        ("copy() mean", f"{saved['copy_us']:.0f} us", f"{len(samples)} positions"),
        ("JSON save + load median", f"{saved['save_load_ms']:.1f} ms", "goal 2 ms"),
        ("JSON size median (max)", f"{saved['size_kb']:.0f} KB ({saved['size_max_kb']:.0f} KB)",
         "goal 15 KB"),
    ]
    rss_games = 3 if args.quick else args.rss_games
    rows.append((f"peak RSS, {rss_games} games", f"{peak_rss_mb(rss_games, args.seed):.0f} MB",
                 "fresh process, starter decks; goal 40 MB"))
    rows += peer(1 if args.quick else args.peer_games, args.seed, args.shared)
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        rows += commands(1 if args.quick else 7, Path(tmp))

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"random vs random on one core (python {sys.version.split()[0]}, {os.cpu_count()} cores, "
          f"load average {load})")
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    print(f"| {'figure':<{w0}} | {'value':>{w1}} | notes")
    print(f"|{'-' * (w0 + 2)}|{'-' * (w1 + 2)}|------")
    for name, value, note in rows:
        print(f"| {name:<{w0}} | {value:>{w1}} | {note}")


if __name__ == "__main__":
    main()
