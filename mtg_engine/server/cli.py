"""`mtg serve`: the game server and its web client."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("serve", help="play in a browser: start the game server and web client")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    p.add_argument("--db", default="games.sqlite", help="the game store, a SQLite file "
                   "(default: games.sqlite); games in progress resume from it")
    p.add_argument("--ai-delay", type=float, default=0.15,
                   help="seconds the AI waits before each action against a person (default: 0.15)")
    p.add_argument("--watch-delay", type=float, default=0.4,
                   help="seconds between actions of an AI-vs-AI game (default: 0.4)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import uvicorn  # heavy: only when serving

    from mtg_engine.server.app import create_app

    app = create_app(args.db, ai_delay=args.ai_delay, watch_delay=args.watch_delay)
    n = sum(1 for r in app.state.hub.rooms.values() if r.game is not None)
    print(f"mtg serve: {n} game(s) in progress resumed from {args.db}")
    print(f"Open http://{args.host}:{args.port}/ in a browser to play.", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=1 << 20)
    return 0
