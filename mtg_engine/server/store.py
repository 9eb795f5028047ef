"""The game store: every game's setup and its list of actions, in SQLite (stdlib `sqlite3`).

A game is kept as what reproduces it exactly (DESIGN principle 3): the seed, the decks, the
player names and the actions in order. Each accepted action is committed before the server
acknowledges it, so a restart replays every game to the exact position it had.

Seat tokens are stored as SHA-256 hashes: the database alone does not let anyone act for a seat.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    mode TEXT NOT NULL,
    format TEXT NOT NULL,
    status TEXT NOT NULL,          -- waiting | active | finished
    seed INTEGER NOT NULL,
    names TEXT NOT NULL,           -- JSON list of player names
    decks TEXT NOT NULL,           -- JSON list of card-name lists (null: not chosen yet)
    seats TEXT NOT NULL,           -- JSON list of {"kind": "human"|"ai", "agent": ...}
    tokens TEXT NOT NULL,          -- JSON list of SHA-256 hashes of seat tokens (null for AI)
    invite TEXT,                   -- hash of the invite token (human vs human)
    result TEXT                    -- JSON of the result when finished
);
CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, n)
);
"""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class GameRecord:
    """One game's row: what reproduces it, and its actions."""

    id: str
    mode: str
    format: str
    status: str
    seed: int
    names: list[str]
    decks: list[list[str] | None]
    seats: list[dict[str, Any]]
    tokens: list[str | None]
    invite: str | None = None
    result: Any = None
    created: float = field(default_factory=time.time)
    actions: list[dict[str, Any]] = field(default_factory=list)


class Store:
    """A SQLite file (or ":memory:"). `durable=False` trades fsync per action for speed."""

    def __init__(self, path: str | Path, durable: bool = True) -> None:
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self.db.executescript(_SCHEMA)

    def close(self) -> None:
        self.db.close()

    def create(self, g: GameRecord) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (g.id, g.created, g.mode, g.format, g.status, g.seed, json.dumps(g.names),
                 json.dumps(g.decks), json.dumps(g.seats), json.dumps(g.tokens), g.invite,
                 json.dumps(g.result)))

    def update(self, g: GameRecord) -> None:
        """Save a game's setup (a player joining, the result)."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                "UPDATE games SET status=?, names=?, decks=?, seats=?, tokens=?, invite=?, result=? "
                "WHERE id=?", (g.status, json.dumps(g.names), json.dumps(g.decks), json.dumps(g.seats),
                               json.dumps(g.tokens), g.invite, json.dumps(g.result), g.id))

    def append_action(self, game_id: str, n: int, seat: int, action: dict[str, Any],
                      status: str | None = None, result: Any = None) -> None:
        """Commit action number `n` (and, when it ends the game, the result) in one transaction."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO actions VALUES (?,?,?,?,?)",
                            (game_id, n, seat, json.dumps(action), time.time()))
            if status is not None:
                self.db.execute("UPDATE games SET status=?, result=? WHERE id=?",
                                (status, json.dumps(result), game_id))

    def load(self, game_id: str) -> GameRecord | None:
        row = self.db.execute("SELECT * FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            return None
        rec = _record(row)
        rec.actions = [json.loads(a) for (a,) in self.db.execute(
            "SELECT action FROM actions WHERE game_id=? ORDER BY n", (game_id,))]
        return rec

    def ids(self, status: str | None = None) -> list[str]:
        if status is None:
            rows = self.db.execute("SELECT id FROM games ORDER BY created")
        else:
            rows = self.db.execute("SELECT id FROM games WHERE status=? ORDER BY created", (status,))
        return [r[0] for r in rows]

    def summaries(self, limit: int = 200) -> list[dict[str, Any]]:
        rows = self.db.execute(
            "SELECT g.id, g.created, g.mode, g.format, g.status, g.names, g.result, "
            "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) "
            "FROM games g ORDER BY g.created DESC LIMIT ?", (limit,))
        return [{"id": r[0], "created": r[1], "mode": r[2], "format": r[3], "status": r[4],
                 "names": json.loads(r[5]), "result": json.loads(r[6]), "actions": r[7]}
                for r in rows]


def _record(row: tuple[Any, ...]) -> GameRecord:
    (gid, created, mode, fmt, status, seed, names, decks, seats, tokens, invite, result) = row
    return GameRecord(gid, mode, fmt, status, seed, json.loads(names), json.loads(decks),
                      json.loads(seats), json.loads(tokens), invite, json.loads(result), created)
