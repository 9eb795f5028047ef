"""The HTTP and WebSocket API (FastAPI), and the web client's files.

HTTP (JSON):
- `GET /api/starters`, `GET /api/formats`: the built-in decks' text, the formats.
- `POST /api/decks/check` `{deck, format}`: the deck's problems in the format.
- `POST /api/games` `{mode, decks, format, names, ai}`: a new game; returns its links.
- `POST /api/games/{id}/join` `{invite, deck, name}`: the invited player's seat.
- `GET /api/games`: recent games; `GET /api/games/{id}/replay/{step}`: a finished game after
  `step` actions, as spectators saw it.

WebSocket `/ws/{id}`: the first message is `{"type": "hello", "token": T}` (no token: a
spectator). Then the client sends `{"type": "action", "action": {...}, "id": ...}`,
`{"type": "sync"}` or `{"type": "ping"}`; the server sends `state` (built from
`observe(game, seat)`), `ack` (the action is committed), `error` and `pong`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import Body, FastAPI, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from mtg_engine.formats.decklist import STARTER_DECKS, DeckFileError, parse_deck_text
from mtg_engine.formats.rules import FORMATS, check_deck
from mtg_engine.server.rooms import Conn, Hub, RequestError, Room, parse_message
from mtg_engine.server.store import Store

HELLO_TIMEOUT = 10.0
log = logging.getLogger("mtg_engine.server")
WEB_DIR = Path(str(resources.files("mtg_engine") / "web"))


def _error(e: RequestError) -> JSONResponse:
    status = 404 if e.code == "no_game" else 400
    return JSONResponse({"error": e.code, "message": e.message, "details": e.details}, status)


def _links(game_id: str, secrets_: dict[str, str]) -> dict[str, str]:
    links = {"watch": f"/?game={game_id}"}
    if "seat0" in secrets_:
        links["play"] = f"/?game={game_id}#token={secrets_['seat0']}"
    if "invite" in secrets_:
        links["invite"] = f"/?join={game_id}#invite={secrets_['invite']}"
    return links


def create_app(db: str | Path = "games.sqlite", *, ai_delay: float = 0.15, watch_delay: float = 0.4,
               durable: bool = True, seeds: int | None = None) -> FastAPI:
    store = Store(db, durable=durable)
    hub = Hub(store, ai_delay=ai_delay, watch_delay=watch_delay, seeds=seeds)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub.start_ai()
        yield
        for room in hub.rooms.values():
            if room.ai_task is not None:
                room.ai_task.cancel()

    hub.load_all()  # every game in progress, exactly where it was
    app = FastAPI(title="mtg_engine", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    app.mount("/static", StaticFiles(directory=WEB_DIR), name="static")

    @app.get("/")
    async def index() -> FileResponse:
        return FileResponse(WEB_DIR / "index.html")

    @app.get("/api/starters")
    async def starters() -> dict[str, str]:
        folder = resources.files("mtg_engine.cards") / "builtin" / "decks"
        return {n: (folder / f"{n}.txt").read_text("utf-8") for n in STARTER_DECKS}

    @app.get("/api/formats")
    async def formats() -> dict[str, Any]:
        usable = [f for f, r in sorted(FORMATS.items()) if not r.legality or hub.db.sources]
        return {"formats": usable, "default": "constructed"}

    @app.post("/api/decks/check")
    async def deck_check(body: dict[str, Any] = Body(...)) -> Any:  # noqa: B008
        fmt = str(body.get("format", "constructed")).lower()
        text = body.get("deck")
        if fmt not in FORMATS:
            return _error(RequestError("bad_format", f"unknown format {fmt!r}"))
        if not isinstance(text, str) or len(text) > 20_000:
            return _error(RequestError("bad_deck", "'deck' must be the deck's text"))
        try:
            deck = parse_deck_text(text, "deck")
        except DeckFileError as e:
            return _error(RequestError("bad_deck", str(e)))
        problems = [str(p) for p in check_deck(deck, hub.db, fmt)] if deck.entries else ["the deck is empty"]
        return {"legal": not problems, "problems": problems, "format": fmt,
                "file_format": deck.file_format, "main": len(deck),
                "sideboard": sum(n for n, _ in deck.sideboard)}

    @app.post("/api/games")
    async def new_game(body: dict[str, Any] = Body(...)) -> Any:  # noqa: B008
        try:
            room, sec = hub.create(body.get("mode", "human_vs_ai"), body.get("decks"),
                                   body.get("format", "constructed"), body.get("names"),
                                   body.get("ai", "heuristic"))
        except RequestError as e:
            return _error(e)
        return {"id": room.id, "links": _links(room.id, sec), "token": sec.get("seat0"),
                "invite": sec.get("invite"), "game": hub.info(room)}

    @app.post("/api/games/{game_id}/join")
    async def join(game_id: str, body: dict[str, Any] = Body(...)) -> Any:  # noqa: B008
        try:
            room, token = hub.join(game_id, body.get("invite"), body.get("deck"), body.get("name", ""))
        except RequestError as e:
            return _error(e)
        await hub.broadcast(room)
        hub.after_action(room)
        return {"id": room.id, "token": token, "links": {"play": f"/?game={room.id}#token={token}"}}

    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        return {"games": store.summaries()}

    @app.get("/api/games/{game_id}/replay/{step}")
    async def replay(game_id: str, step: int) -> Any:
        try:
            return hub.replay_view(game_id, step)
        except RequestError as e:
            return _error(e)

    @app.websocket("/ws/{game_id}")
    async def ws(websocket: WebSocket, game_id: str) -> None:
        await websocket.accept()
        conn = await _hello(websocket, hub, game_id)
        if conn is None:
            return
        room = hub.room(game_id)
        room.conns.append(conn)
        try:
            await conn.send(hub.message(room, conn, full=True))
            await _serve(websocket, hub, room, conn)
        except WebSocketDisconnect:
            pass
        finally:
            if conn in room.conns:
                room.conns.remove(conn)

    return app


async def _send_error(ws: WebSocket, e: RequestError, msg_id: Any = None) -> None:
    await ws.send_json({"type": "error", "code": e.code, "message": e.message, "id": msg_id})


async def _receive(ws: WebSocket) -> str | bytes:
    m = await ws.receive()
    if m["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(m.get("code", 1000))
    return m.get("text") if m.get("text") is not None else (m.get("bytes") or b"")


async def _hello(ws: WebSocket, hub: Hub, game_id: str) -> Conn | None:
    """The first message names the seat by its token; a bad one closes the connection."""
    try:
        text = await asyncio.wait_for(_receive(ws), HELLO_TIMEOUT)
        msg = parse_message(text)
        if msg["type"] != "hello":
            raise RequestError("hello_first", "the first message must be {\"type\": \"hello\"}")
        room = hub.room(game_id)
        seat = hub.seat_for(room, msg.get("token"))
    except TimeoutError:
        await ws.close(4408)
        return None
    except WebSocketDisconnect:
        return None
    except RequestError as e:
        await _send_error(ws, e)
        await ws.close({"no_game": 4404, "bad_token": 4403}.get(e.code, 4400))
        return None

    async def send(data: dict[str, Any]) -> None:
        await ws.send_json(data)

    return Conn(send, seat)


async def _serve(ws: WebSocket, hub: Hub, room: Room, conn: Conn) -> None:
    while True:
        text = await _receive(ws)
        msg_id = None
        try:
            msg = parse_message(text)
            msg_id = msg.get("id")
            if not isinstance(msg_id, int | str | None) or isinstance(msg_id, bool):
                msg_id = None
            kind = msg["type"]
            if kind == "action":
                room = hub.room(room.id)
                n = hub.act(room, conn.seat, msg.get("action"))
                await ws.send_json({"type": "ack", "id": msg_id, "n": n})  # committed (store)
                await hub.broadcast(room)
                hub.after_action(room)
            elif kind == "sync":
                await ws.send_json(hub.message(room, conn, full=True))
            elif kind == "ping":
                await ws.send_json({"type": "pong", "id": msg_id})
            else:
                raise RequestError("unknown_type", f"unknown message type {kind!r}")
        except RequestError as e:
            await _send_error(ws, e, msg_id)
        except WebSocketDisconnect:
            raise
        except Exception:
            log.exception("server error in game %s", room.id)
            await _send_error(ws, RequestError("server_error", "the server failed on this message"), msg_id)
