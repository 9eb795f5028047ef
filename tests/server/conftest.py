"""Fixtures for the game server: an app on a temporary SQLite file, a live server on loopback."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server's dependencies (fastapi) are not installed")

from mtg_engine.formats.decklist import starter_deck

RG = "".join(f"{n} {name}\n" for n, name in starter_deck("red_green").main)
WB = "".join(f"{n} {name}\n" for n, name in starter_deck("white_black").main)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LiveServer:
    """uvicorn serving an app in a thread, stoppable and restartable on the same store."""

    def __init__(self, db: Path, **kw: Any) -> None:
        self.db, self.kw = db, kw
        self.port = free_port()
        self.server: Any = None
        self.thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        import uvicorn

        from mtg_engine.server.app import create_app

        self.app = create_app(self.db, **self.kw)
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning",
                                ws_max_size=1 << 20)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.time() + 20
        while not self.server.started:
            if time.time() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        if self.server is not None:
            self.server.should_exit = True
            assert self.thread is not None
            self.thread.join(20)
            self.app.state.hub.store.close()
            self.server = None


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    srv = LiveServer(tmp_path / "games.sqlite", ai_delay=0.0, watch_delay=0.0)
    srv.start()
    yield srv
    srv.stop()
