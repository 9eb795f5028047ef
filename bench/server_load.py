"""Load test of `mtg serve` on loopback: N concurrent human-vs-human games, both seats played by
scripted WebSocket clients, with a server restart in the middle.

Checks: every action sent is acknowledged (an action in flight when the server stops is
re-decided after reconnecting, from the state the new server sends); no acknowledged action is
lost (each is in the store, in order, with the same content); after the restart every game is
exactly the game before it (its `to_json()`). Prints p50/p99/max action latency (send to ack).

    python bench/server_load.py --games 50 --actions 120
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mtg_engine.formats.decklist import starter_deck

RG = "".join(f"{n} {name}\n" for n, name in starter_deck("red_green").main)
WB = "".join(f"{n} {name}\n" for n, name in starter_deck("white_black").main)


class Server:
    """uvicorn in a thread on a fixed port, stoppable and restartable on the same store."""

    def __init__(self, db: Path, port: int) -> None:
        self.db, self.port = db, port
        self.server: Any = None

    def start(self) -> None:
        self.make_app()
        self.serve()

    def make_app(self) -> None:
        """A new app on the store: every game in progress replayed from it (not served yet)."""
        from mtg_engine.server.app import create_app

        self.app = create_app(self.db, ai_delay=0.0, watch_delay=0.0)

    def serve(self) -> None:
        import uvicorn

        cfg = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="error",
                             ws_max_size=1 << 20, ws_ping_interval=None)
        self.server = uvicorn.Server(cfg)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.time() + 30
        while not self.server.started:
            if time.time() > deadline or not self.thread.is_alive():
                raise RuntimeError("the server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(60)
        self.app.state.hub.store.close()

    def snapshot(self) -> dict[str, str]:
        return {gid: json.dumps(r.game.to_json(), sort_keys=True)
                for gid, r in self.app.state.hub.rooms.items() if r.game is not None}


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    acked: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # game -> acked actions by n
    sent: int = 0
    reconnects: int = 0
    errors: list[str] = field(default_factory=list)


def _choose(rng: random.Random, decision: dict[str, Any]) -> dict[str, Any]:
    options = decision["actions"]
    busy = [a for a in options if a["group"] in ("play", "cast", "combat", "choose")]
    return rng.choice(busy or options)["action"]


async def seat_client(url: str, gid: str, token: str, seat: int, target: int, stats: Stats,
                      rng: random.Random, stop: asyncio.Event) -> None:
    """Play one seat until the game has `target` actions (or is over); reconnect on a drop."""
    import websockets

    acked = stats.acked.setdefault(gid, [])
    while True:
        try:
            async with websockets.connect(f"{url}/ws/{gid}", max_size=1 << 24) as ws:
                await ws.send(json.dumps({"type": "hello", "token": token}))
                pending: tuple[int, float, dict[str, Any]] | None = None
                last: dict[str, Any] | None = None
                while True:
                    m = json.loads(await ws.recv())
                    if m["type"] == "ack":
                        assert pending is not None and m["id"] == pending[0], (m, pending)
                        stats.latencies.append(time.perf_counter() - pending[1])
                        acked.append({"n": m["n"], "action": pending[2]})
                        pending = None
                        continue
                    if m["type"] == "error":
                        stats.errors.append(f"{gid}/{seat}: {m['code']}: {m['message']}")
                        pending = None
                        if len(stats.errors) > 20:
                            raise RuntimeError(f"too many errors: {stats.errors[:3]}")
                        # the state has not changed: decide again from the last one
                        m = last if last is not None else m
                    if m["type"] != "state":
                        continue
                    last = m
                    view = m.get("view") or {}
                    if view.get("result") or m.get("actions", 0) >= target:
                        return
                    d = m.get("decision")
                    if d is not None and pending is None and not stop.is_set():
                        action = _choose(rng, d)
                        stats.sent += 1
                        pending = (stats.sent, time.perf_counter(), action)
                        await ws.send(json.dumps({"type": "action", "action": action, "id": stats.sent}))
        except (OSError, websockets.ConnectionClosed):
            stats.reconnects += 1
            await asyncio.sleep(0.05)


async def _create(url: str, n: int) -> list[dict[str, Any]]:
    import httpx

    out = []
    async with httpx.AsyncClient(base_url=url, timeout=60) as c:
        for _ in range(n):
            g = (await c.post("/api/games", json={"mode": "human_vs_human", "decks": [RG]})).json()
            j = (await c.post(f"/api/games/{g['id']}/join", json={"invite": g["invite"], "deck": WB})).json()
            out.append({"id": g["id"], "tokens": [g["token"], j["token"]]})
    return out


def run(games: int = 50, actions: int = 120, db: Path | None = None, port: int | None = None,
        seed: int = 1) -> dict[str, Any]:
    """The whole load test; returns its figures (raises AssertionError on a lost action or a game
    that did not resume exactly)."""
    import socket

    if port is None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
    tmp = None
    if db is None:
        tmp = tempfile.TemporaryDirectory()
        db = Path(tmp.name) / "load.sqlite"
    url = f"http://127.0.0.1:{port}"
    server = Server(db, port)
    server.start()
    stats = Stats()
    rng = random.Random(seed)
    out: dict[str, Any] = {}

    async def main() -> None:
        specs = await _create(url, games)
        stop = asyncio.Event()
        tasks = [asyncio.create_task(seat_client(url.replace("http", "ws"), g["id"], g["tokens"][s], s,
                                                 actions, stats, random.Random(rng.random()), stop))
                 for g in specs for s in (0, 1)]
        t0 = time.perf_counter()
        # the restart, in the middle: once half the actions are acknowledged
        while sum(len(v) for v in stats.acked.values()) < games * actions // 2:
            await asyncio.sleep(0.05)
            if all(t.done() for t in tasks):
                break
        before, after = await asyncio.to_thread(_restart, server)
        out["restart_seconds"] = before.pop("_seconds")
        resumed = sum(1 for gid, js in before.items() if after.get(gid) == js)
        assert resumed == len(before) == games, f"{resumed} of {len(before)} games resumed exactly"
        out["resumed_exactly"] = resumed
        await asyncio.gather(*tasks)
        out["seconds"] = time.perf_counter() - t0

    asyncio.run(main())
    store = server.app.state.hub.store
    lost = 0
    for gid, acked in stats.acked.items():
        stored = store.load(gid).actions
        for a in acked:
            if a["n"] >= len(stored) or stored[a["n"]] != a["action"]:
                lost += 1
    server.stop()
    if tmp is not None:
        tmp.cleanup()
    lat = sorted(stats.latencies)
    out.update(games=games, actions_acked=len(lat), actions_sent=stats.sent, lost=lost,
               in_flight_at_restart=stats.sent - len(lat) - len(stats.errors),
               reconnects=stats.reconnects, errors=len(stats.errors),
               p50_ms=1000 * statistics.median(lat), p99_ms=1000 * lat[int(0.99 * (len(lat) - 1))],
               max_ms=1000 * lat[-1])
    assert lost == 0, f"{lost} acknowledged actions are not in the store"
    return out


def _restart(server: Server) -> tuple[dict[str, Any], dict[str, str]]:
    """Stop, then a new app on the same store (every game replayed from it), compared before
    it serves: once it serves, the clients reconnect and play on."""
    t = time.perf_counter()
    server.stop()
    before: dict[str, Any] = server.snapshot()
    server.make_app()
    after = server.snapshot()
    server.serve()
    before["_seconds"] = time.perf_counter() - t
    return before, after


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--actions", type=int, default=120, help="actions per game (both seats)")
    args = ap.parse_args()
    r = run(args.games, args.actions)
    print(f"{r['games']} concurrent games on loopback, {r['actions_acked']} actions acknowledged "
          f"of {r['actions_sent']} sent, {r['lost']} lost, in {r['seconds']:.1f}s")
    print(f"throughput {r['actions_acked'] / r['seconds']:.0f} actions/s (closed loop: every client "
          "acts as soon as it is its turn, so latency is mostly queueing)")
    print(f"action latency (send to ack): p50 {r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms, "
          f"max {r['max_ms']:.1f} ms")
    print(f"restart in the middle: {r['resumed_exactly']} of {r['games']} games resumed exactly "
          f"(stop + replay of every game: {r['restart_seconds']:.2f}s); {r['in_flight_at_restart']} "
          f"actions in flight at the stop were re-decided after reconnecting; {r['reconnects']} "
          f"reconnect attempts; {r['errors']} error replies")
    return 0


if __name__ == "__main__":
    sys.exit(main())
