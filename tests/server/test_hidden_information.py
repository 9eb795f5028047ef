"""400.2 over whole games played through the server: every message sent to each seat and to a
spectator is checked against the server's game at that moment. The two starter decks share no
card name, so a name of the other deck in a seat's message must be of a card that has been
public; no message names the id of a card the seat may not see, or the seed."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient

from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.observe import NUMBER_PURPOSES
from mtg_engine.server.app import create_app
from tests.server.conftest import RG, WB

NAMES = [{n for _, n in starter_deck("red_green").main}, {n for _, n in starter_deck("white_black").main}]
PUBLIC = {"battlefield", "graveyard", "stack", "exile", "command"}


def _ids(value: Any, out: set[int]) -> set[int]:
    """Every integer under a key that names an object in a client message."""
    if isinstance(value, dict):
        numbers = value.get("purpose") in NUMBER_PURPOSES  # options that are not ids
        for k, v in value.items():
            if numbers and k == "options":
                continue
            if k in ("id", "card", "attached_to") and isinstance(v, int):
                out.add(v)
            elif k in ("targets", "options", "chosen") and isinstance(v, list):
                out.update(x for x in v if isinstance(x, int))
            else:
                _ids(v, out)
    elif isinstance(value, list):
        for v in value:
            _ids(v, out)
    return out


def _public_names(game: Game, owner: int) -> set[str]:
    """Names of `owner`'s cards that have been in a public zone (or cast, 601.2a)."""
    out = set()
    for ev in game.state.log:
        if ev[0] == "move" and ev[5] in PUBLIC and ev[6] == owner:
            out.add(ev[3])
        if ev[0] in ("cast", "activate") and ev[1] == owner:
            out.add(ev[3])
    return out


def check_message(game: Game, seat: int | None, msg: dict[str, Any], seed: int) -> None:
    text = json.dumps(msg)
    st = game.state
    secret = {c for p in st.players for c in p.library}
    secret |= {c for p in st.players if p.index != seat for c in p.hand}
    leaked = _ids(msg.get("view", {}), set()) & secret
    assert not leaked, f"ids of hidden cards {leaked} sent to seat {seat}"
    assert str(seed) not in text
    for other in (0, 1):
        if other == seat:
            continue
        hidden_names = NAMES[other] - _public_names(game, other)
        shown = {n for n in hidden_names if f'"{n}"' in text or f"{n} " in text or f" {n}" in text}
        assert not shown, f"names of {other}'s hidden cards {shown} sent to seat {seat}"
    if msg.get("decision") is not None:
        assert seat is not None and st.pending is not None and st.pending.player == seat


@pytest.mark.parametrize("seed", [3, 8])
def test_every_message_of_whole_games_hides_what_it_must(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    app = create_app(tmp_path / "h.sqlite", ai_delay=0.0, watch_delay=0.0, durable=False,
                     seeds=seed)
    with TestClient(app) as c:
        g = c.post("/api/games", json={"mode": "human_vs_human", "decks": [RG]}).json()
        gid = g["id"]
        j = c.post(f"/api/games/{gid}/join", json={"invite": g["invite"], "deck": WB}).json()
        hub = app.state.hub
        room = hub.rooms[gid]
        game_seed = room.record.seed
        tokens = [g["token"], j["token"], None]
        checked = 0
        with c.websocket_connect(f"/ws/{gid}") as w0, c.websocket_connect(f"/ws/{gid}") as w1, \
                c.websocket_connect(f"/ws/{gid}") as ws:
            socks = [w0, w1, ws]
            last: list[dict[str, Any]] = []
            for i, w in enumerate(socks):
                w.send_json({"type": "hello", "token": tokens[i]})
                m = w.receive_json()
                check_message(room.game, [0, 1, None][i], m, game_seed)
                last.append(m)
            for _ in range(1500):
                game = room.game
                if game.is_over:
                    break
                seat = game.pending.player
                d = last[seat]["decision"]
                options = d["actions"]
                # a forward-moving random player: a land or spell when it has one, else anything
                busy = [a for a in options if a["group"] in ("play", "cast", "combat", "choose")]
                a = rng.choice(busy or options)["action"]
                socks[seat].send_json({"type": "action", "action": a})
                assert socks[seat].receive_json()["type"] == "ack"
                for i, w in enumerate(socks):
                    m = w.receive_json()
                    assert m["type"] == "state"
                    check_message(room.game, [0, 1, None][i], m, game_seed)
                    last[i] = m
                    checked += 1
        assert room.game.is_over, "the game did not end in 1500 actions"
        assert checked > 300
