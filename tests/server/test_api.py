"""The HTTP API and the WebSocket protocol: every message type and every error, and that an
error changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from mtg_engine.cards.database import default_database
from mtg_engine.server.app import create_app
from mtg_engine.server.rooms import MAX_MESSAGE
from tests.server.conftest import RG, WB

ARENA_RG = "Deck\n" + "".join(f"{line.split(' ', 1)[0]} {line.split(' ', 1)[1]} (M11) 1\n"
                              for line in RG.splitlines())


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(tmp_path / "g.sqlite", ai_delay=0.0, watch_delay=0.0, durable=False)
    with TestClient(app) as c:
        yield c


def new_game(c: TestClient, mode: str = "human_vs_ai", **kw: Any) -> dict[str, Any]:
    decks = kw.pop("decks", [RG] if mode == "human_vs_human" else [RG, WB])
    r = c.post("/api/games", json={"mode": mode, "decks": decks, **kw})
    assert r.status_code == 200, r.text
    return r.json()


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_json({"type": "hello", "token": token})
    m = ws.receive_json()
    assert m["type"] == "state"
    return m


def game_json(c: TestClient, gid: str) -> str:
    room = c.app.state.hub.rooms[gid]  # type: ignore[attr-defined]
    return json.dumps(room.game.to_json(), sort_keys=True)


def stored_actions(c: TestClient, gid: str) -> int:
    return len(c.app.state.hub.store.load(gid).actions)  # type: ignore[attr-defined]


# ------------------------------------------------------------------ HTTP


def test_index_static_starters_formats(client: TestClient) -> None:
    assert "app.js" in client.get("/").text
    assert "export" not in client.get("/static/app.js").text[:0]
    assert client.get("/static/app.js").headers["content-type"].startswith(("text/javascript",
                                                                            "application/javascript"))
    starters = client.get("/api/starters").json()
    assert set(starters) == {"red_green", "white_black"} and "Mountain" in starters["red_green"]
    formats = client.get("/api/formats").json()
    assert "constructed" in formats["formats"] and "limited" in formats["formats"]


def test_deck_check(client: TestClient) -> None:
    r = client.post("/api/decks/check", json={"deck": ARENA_RG, "format": "constructed"}).json()
    assert r == {"legal": True, "problems": [], "format": "constructed", "file_format": "arena",
                 "main": 60, "sideboard": 0}
    r = client.post("/api/decks/check", json={"deck": "5 Grizzly Bears\n", "format": "constructed"}).json()
    assert r["legal"] is False
    assert r["problems"] == ["the main deck has 5 cards; constructed needs at least 60 (100.2)",
                             "line 1: 5 copies of Grizzly Bears (at most 4)"]
    r = client.post("/api/decks/check", json={"deck": RG, "format": "nope"}).json()
    assert r["error"] == "bad_format"
    assert client.post("/api/decks/check", json={"deck": 5}).json()["error"] == "bad_deck"
    assert client.post("/api/decks/check", json={"deck": "Deck\nfour Bears\n"}).json()["error"] == "bad_deck"


def test_create_game_errors_change_nothing(client: TestClient) -> None:
    def err(body: dict[str, Any]) -> dict[str, Any]:
        r = client.post("/api/games", json=body)
        assert r.status_code == 400
        return r.json()

    assert err({"mode": "chess", "decks": [RG, WB]})["error"] == "bad_mode"
    assert err({"mode": "human_vs_ai", "decks": [RG]})["error"] == "bad_deck"
    assert err({"mode": "human_vs_ai", "decks": [RG, WB], "ai": "oracle"})["error"] == "bad_ai"
    # (a name no card database has: Black Lotus plays when the MTGJSON pool is loaded)
    bad = err({"mode": "human_vs_ai", "decks": [RG + "4 Lotus of Nowhere\n", WB]})
    assert bad["error"] == "bad_deck" and any("Lotus of Nowhere" in d for d in bad["details"])
    assert err({"mode": "human_vs_ai", "decks": [RG, WB], "format": "nope"})["error"] == "bad_format"
    if not default_database().sources:  # a format with legalities needs the MTGJSON pool
        assert err({"mode": "human_vs_ai", "decks": [RG, WB], "format": "modern"})["error"] == "bad_format"
    assert err({"mode": "human_vs_ai", "decks": ["", WB]})["error"] == "bad_deck"
    assert client.get("/api/games").json() == {"games": []}


def test_create_each_mode_and_list(client: TestClient) -> None:
    hva = new_game(client, decks=[ARENA_RG, WB])
    assert hva["token"] and hva["links"]["play"].endswith(hva["token"]) and hva["invite"] is None
    hvh = new_game(client, "human_vs_human")
    assert hvh["invite"] and hvh["game"]["status"] == "waiting"
    ava = new_game(client, "ai_vs_ai")
    assert ava["token"] is None and "play" not in ava["links"]
    listed = {g["id"]: g for g in client.get("/api/games").json()["games"]}
    assert listed[hvh["id"]]["status"] == "waiting" and listed[hva["id"]]["mode"] == "human_vs_ai"


def test_join_by_invitation(client: TestClient) -> None:
    g = new_game(client, "human_vs_human")
    gid = g["id"]
    r = client.post(f"/api/games/{gid}/join", json={"invite": "forged", "deck": WB})
    assert r.status_code == 400 and r.json()["error"] == "bad_invite"
    r = client.post(f"/api/games/{gid}/join", json={"invite": g["invite"], "deck": "1 Bear"})
    assert r.json()["error"] == "bad_deck"
    assert client.app.state.hub.rooms[gid].game is None  # type: ignore[attr-defined]
    r = client.post(f"/api/games/{gid}/join", json={"invite": g["invite"], "deck": WB, "name": "Bo"}).json()
    assert r["token"] and client.app.state.hub.rooms[gid].record.names[1] == "Bo"  # type: ignore[attr-defined]
    again = client.post(f"/api/games/{gid}/join", json={"invite": g["invite"], "deck": WB})
    assert again.json()["error"] == "bad_invite"  # an invitation is used once
    assert client.post("/api/games/nope/join", json={"invite": "x", "deck": WB}).status_code == 404


# ------------------------------------------------------------------ WebSocket


def test_hello_errors(client: TestClient) -> None:
    g = new_game(client)
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        ws.send_json({"type": "hello", "token": "not-a-seat"})
        assert ws.receive_json()["code"] == "bad_token"
        with pytest.raises(WebSocketDisconnect) as e:
            ws.receive_json()
        assert e.value.code == 4403
    with client.websocket_connect("/ws/unknown") as ws:
        ws.send_json({"type": "hello"})
        assert ws.receive_json()["code"] == "no_game"
        with pytest.raises(WebSocketDisconnect) as e:
            ws.receive_json()
        assert e.value.code == 4404
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        ws.send_json({"type": "action", "action": {"type": "PassPriority"}})
        assert ws.receive_json()["code"] == "hello_first"


def test_seat_and_spectator_views(client: TestClient) -> None:
    g = new_game(client)
    with client.websocket_connect(f"/ws/{g['id']}") as seat, \
            client.websocket_connect(f"/ws/{g['id']}") as spec:
        m = hello(seat, g["token"])
        s = hello(spec, None)
        assert m["seat"] == 0 and s["seat"] is None
        assert len(m["view"]["players"][0]["hand"]) == 7 and m["view"]["players"][1]["hand"] == []
        assert s["view"]["players"][0]["hand"] == [] and s["decision"] is None
        assert m["decision"]["purpose"] == "mulligan"
        assert [a["text"] for a in m["decision"]["actions"]] == ["keep", "mulligan"]
        assert all(line["rule"] for line in m["log"])
        spec.send_json({"type": "action", "action": {"type": "Choose", "chosen": [1]}, "id": 1})
        assert spec.receive_json() == {"type": "error", "code": "spectator",
                                       "message": "a spectator can't act", "id": 1}


def test_action_ack_then_state_and_every_error(client: TestClient) -> None:
    g = new_game(client)
    gid = g["id"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        hello(ws, g["token"])
        before, n_before = game_json(client, gid), stored_actions(client, gid)

        def error(payload: Any, raw: bool = False) -> dict[str, Any]:
            if raw:
                ws.send_text(payload)
            else:
                ws.send_json(payload)
            m = ws.receive_json()
            assert m["type"] == "error", m
            assert game_json(client, gid) == before and stored_actions(client, gid) == n_before
            return m

        assert error("{not json", raw=True)["code"] == "bad_json"
        assert error("x" * (MAX_MESSAGE + 1), raw=True)["code"] == "too_large"
        assert error([1, 2])["code"] == "bad_message"
        assert error({"type": "dance"})["code"] == "unknown_type"
        def act(a: Any) -> dict[str, Any]:
            return {"type": "action", "action": a}

        assert error(act("pass"))["code"] == "bad_action"
        assert error(act({"type": "Fireball"}))["code"] == "bad_action"
        assert error(act({"type": "Choose", "chosen": "all"}))["code"] == "bad_action"
        assert error(act({"type": "Choose", "chosen": [1], "x": 2}))["code"] == "bad_action"
        assert error(act({"type": "Choose", "chosen": [True]}))["code"] == "bad_action"
        assert error(act({"type": "PassPriority"}))["code"] == "illegal"
        assert error(act({"type": "Choose", "chosen": [7]}))["code"] == "illegal"
        assert error(act({"type": "PlayLand", "card": 10**12}))["code"] == "bad_action"
        # buyback is 0/1 and alt_cost an index (rules/costs.py): other types are malformed
        assert error(act({"type": "CastSpell", "card": 5, "buyback": "yes"}))["code"] == "bad_action"
        assert error(act({"type": "CastSpell", "card": 5, "alt_cost": "evoke"}))["code"] == "bad_action"
        assert error(act({"type": "CastSpell", "card": 5, "alt_cost": 7}))["code"] == "illegal"
        ws.send_json({"type": "ping", "id": "p"})
        assert ws.receive_json() == {"type": "pong", "id": "p"}
        ws.send_json({"type": "action", "action": {"type": "Choose", "chosen": [1]}, "id": 42})
        assert ws.receive_json() == {"type": "ack", "id": 42, "n": 0}
        # committed before the acknowledgement (the AI may have answered since)
        assert client.app.state.hub.store.load(gid).actions[0] == {  # type: ignore[attr-defined]
            "type": "Choose", "chosen": [1]}
        state = ws.receive_json()
        assert state["type"] == "state" and state["actions"] >= 1
        ws.send_json({"type": "sync"})
        for _ in range(50):  # the AI's own moves may come first
            full = ws.receive_json()
            if full["log_from"] == 0:
                break
        assert full["type"] == "state" and full["log_from"] == 0 and len(full["log"]) > len(state["log"])


def test_not_your_decision_and_not_started(client: TestClient) -> None:
    g = new_game(client, "human_vs_human")
    gid = g["id"]
    with client.websocket_connect(f"/ws/{gid}") as ws0:
        m = hello(ws0, g["token"])
        assert m.get("waiting") is True
        ws0.send_json({"type": "action", "action": {"type": "PassPriority"}})
        assert ws0.receive_json()["code"] == "not_started"
        j = client.post(f"/api/games/{gid}/join", json={"invite": g["invite"], "deck": WB}).json()
        assert ws0.receive_json()["type"] == "state"  # the game started
        with client.websocket_connect(f"/ws/{gid}") as ws1:
            hello(ws1, j["token"])
            before = game_json(client, gid)
            ws1.send_json({"type": "action", "action": {"type": "Choose", "chosen": [1]}})
            assert ws1.receive_json()["code"] == "not_your_decision"
            assert game_json(client, gid) == before


def _decide(m: dict[str, Any]) -> dict[str, Any]:
    d = m["decision"]
    prefer = [a for a in d["actions"] if a["group"] in ("play", "cast")]
    if d["kind"] == "choice" and d["purpose"] == "mulligan":
        return {"type": "Choose", "chosen": [1]}
    return (prefer or d["actions"])[0]["action"]


def test_human_vs_ai_to_the_end_then_game_over_and_replay(client: TestClient) -> None:
    g = new_game(client)
    gid = g["id"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        m = hello(ws, g["token"])
        for _ in range(3000):
            if m["type"] == "state" and m["view"]["result"]:
                break
            if m["type"] == "state" and m["decision"]:
                ws.send_json({"type": "action", "action": _decide(m)})
            m = ws.receive_json()
            assert m["type"] != "error", m
        assert m["view"]["result"] is not None
        ws.send_json({"type": "action", "action": {"type": "PassPriority"}})
        while (r := ws.receive_json())["type"] == "state":
            pass
        assert r["code"] == "game_over"
    summary = {x["id"]: x for x in client.get("/api/games").json()["games"]}[gid]
    assert summary["status"] == "finished" and summary["result"] is not None
    total = summary["actions"]
    start = client.get(f"/api/games/{gid}/replay/0").json()
    assert start["total"] == total and start["view"]["turn"] == 1
    end = client.get(f"/api/games/{gid}/replay/{total}").json()
    assert end["view"]["result"] == list(client.app.state.hub.rooms[gid].game.state.result)  # type: ignore[attr-defined]
    assert client.get(f"/api/games/{gid}/replay/{total + 1}").json()["error"] == "bad_step"
    assert client.get("/api/games/nope/replay/0").status_code == 404


def test_replay_refused_while_in_progress(client: TestClient) -> None:
    g = new_game(client)
    assert client.get(f"/api/games/{g['id']}/replay/0").json()["error"] == "not_finished"


def test_ai_vs_ai_to_watch(client: TestClient) -> None:
    g = new_game(client, "ai_vs_ai")
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        m = hello(ws, None)
        while not m["view"]["result"]:
            m = ws.receive_json()
            assert m["type"] == "state" and m["decision"] is None
            assert all(p["hand"] == [] for p in m["view"]["players"])  # public information only


def test_restart_resumes_exactly_and_reconnect_gets_the_view(tmp_path: Path) -> None:
    db = tmp_path / "r.sqlite"
    with TestClient(create_app(db, ai_delay=0.0, watch_delay=0.0)) as c:
        g = new_game(c)
        gid = g["id"]
        with c.websocket_connect(f"/ws/{gid}") as ws:
            m = hello(ws, g["token"])
            acted = 0
            while acted < 25:
                if m["type"] == "state" and m["decision"]:
                    ws.send_json({"type": "action", "action": _decide(m)})
                    acted += 1
                m = ws.receive_json()
            while m["type"] != "state" or not m["decision"]:  # the AI has moved: quiet
                m = ws.receive_json()
            before = game_json(c, gid)
            view_before = m["view"]
    with TestClient(create_app(db, ai_delay=0.0, watch_delay=0.0)) as c2:
        assert game_json(c2, gid) == before
        with c2.websocket_connect(f"/ws/{gid}") as ws:
            m = hello(ws, g["token"])
            assert m["view"] == view_before and m["decision"] is not None


def test_the_search_ai_plays_on_the_server(client: TestClient) -> None:
    g = new_game(client, ai="search")
    acted = 0
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        m = hello(ws, g["token"])
        while acted < 12:
            if m["type"] == "state":
                if m["view"]["result"]:
                    break
                if m["decision"]:
                    ws.send_json({"type": "action", "action": _decide(m)})
                    acted += 1
            m = ws.receive_json()
            assert m["type"] != "error", m
    stored = client.app.state.hub.store.load(g["id"]).actions  # type: ignore[attr-defined]
    assert len(stored) > acted  # the AI's own actions are stored with ours


def test_an_ai_that_fails_is_reported_not_silent(client: TestClient) -> None:
    class Broken:
        name = "broken"

        def choose(self, game: Any, player: int) -> Any:
            raise RuntimeError("no idea")

    g = new_game(client)
    client.app.state.hub.rooms[g["id"]].agents[1] = Broken()  # type: ignore[attr-defined]
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        hello(ws, g["token"])
        ws.send_json({"type": "action", "action": {"type": "Choose", "chosen": [1]}})
        seen = [ws.receive_json() for _ in range(3)]
        assert [m["type"] for m in seen] == ["ack", "state", "error"]
        assert seen[2]["code"] == "ai_error" and "no idea" in seen[2]["message"]
