"""Games in progress on the server: seats, connections, the AI players, the store.

Everything here runs on the server's event loop, one step at a time, so a game is never
touched by two tasks at once. Each accepted action is committed to the store before it is
acknowledged (and before anyone sees its result); a restart rebuilds each game by replaying
its seed, decks and actions (DESIGN principle 3).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from mtg_engine.actions import Action, action_from_json
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.cards.database import CardDatabase, default_database
from mtg_engine.formats.decklist import DeckFileError, parse_deck_text
from mtg_engine.formats.rules import FORMATS, check_deck
from mtg_engine.game import Game
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.server.store import GameRecord, Store, token_hash
from mtg_engine.server.views import client_view, legal_for, log_lines

log = logging.getLogger("mtg_engine.server")

def _search_agent(seed: int, decks: list[list[str]]) -> Any:
    """The search AI: it knows both decklists (as a match shows them), not the hidden cards."""
    from mtg_engine.agents.search import SearchAgent

    return SearchAgent(seed, decks=decks)


# Each AI is made from a seed and the two decklists.
AGENTS: dict[str, Callable[[int, list[list[str]]], Any]] = {
    "heuristic": lambda seed, decks: HeuristicAgent(seed),
    "random": lambda seed, decks: RandomAgent(seed),
    "search": _search_agent,
}
MODES = ("human_vs_ai", "human_vs_human", "ai_vs_ai")
MAX_MESSAGE = 16_384  # bytes of one client message
MAX_DECK_TEXT = 20_000
MAX_ACTIONS = 20_000  # a game that runs longer is stopped as a draw


class RequestError(ValueError):
    """A request the server refuses; `code` names the kind, `details` lists deck problems."""

    def __init__(self, code: str, message: str, details: list[str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details or []


Send = Callable[[dict[str, Any]], Awaitable[None]]


@dataclass(eq=False)
class Conn:
    """One client connection: a seat (None for a spectator) and how much log it has."""

    send: Send
    seat: int | None
    log_sent: int = 0


@dataclass(eq=False)
class Room:
    record: GameRecord
    game: Game | None = None
    agents: dict[int, Any] = field(default_factory=dict)
    conns: list[Conn] = field(default_factory=list)
    ai_task: asyncio.Task[None] | None = None

    @property
    def id(self) -> str:
        return self.record.id


def parse_deck(text: str, fmt: str, db: CardDatabase) -> list[str]:
    """The main deck's card names, or RequestError listing every problem (format rules and
    cards the engine can't play)."""
    if not isinstance(text, str) or not text.strip():
        raise RequestError("bad_deck", "the deck is empty")
    if len(text) > MAX_DECK_TEXT:
        raise RequestError("bad_deck", f"the deck text is longer than {MAX_DECK_TEXT} characters")
    if fmt not in FORMATS:
        raise RequestError("bad_format", f"unknown format {fmt!r}; formats: {', '.join(sorted(FORMATS))}")
    if FORMATS[fmt].legality and not db.sources:
        raise RequestError("bad_format", f"checking {fmt} needs the cards' legalities: start the server "
                           "with MTG_ENGINE_CARDS set to an MTGJSON AtomicCards file")
    try:
        deck = parse_deck_text(text, "deck")
    except DeckFileError as e:
        raise RequestError("bad_deck", str(e)) from None
    problems = check_deck(deck, db, fmt)
    if problems:
        raise RequestError("bad_deck", f"the deck is not legal in {fmt} or not playable",
                           [str(p) for p in problems])
    names: list[str] = []
    for name in deck.cards():
        try:
            names.append(db.get(name).name)
        except KeyError as e:
            raise RequestError("bad_deck", f"unknown card {name!r}") from e
    return names


class Hub:
    """All games: creating, joining, loading, acting, and telling the connections."""

    def __init__(self, store: Store, db: CardDatabase | None = None, ai_delay: float = 0.0,
                 watch_delay: float = 0.4, seeds: int | None = None) -> None:
        self.store = store
        # game seeds: secret and random; `seeds` makes them reproducible (tests only)
        self.seed_source = random.Random(seeds) if seeds is not None else secrets.SystemRandom()
        self.db = db if db is not None else default_database()  # (not `or`: len())
        self.rooms: dict[str, Room] = {}
        self.ai_delay = ai_delay  # pause before an AI acts against a human
        self.watch_delay = watch_delay  # pause between actions of AI vs AI games
        self.replays: dict[str, Game] = {}

    # ------------------------------------------------------------- setup
    def create(self, mode: str, decks: list[str], fmt: str = "constructed",
               names: list[str] | None = None, ai: str = "heuristic") -> tuple[Room, dict[str, str]]:
        """A new game. Returns the room and its secrets: "seat0" (and "seat1" for AI-less
        games once joined), "invite" for human vs human."""
        if mode not in MODES:
            raise RequestError("bad_mode", f"mode must be one of {', '.join(MODES)}")
        if ai not in AGENTS:
            raise RequestError("bad_ai", f"ai must be one of {', '.join(AGENTS)}")
        fmt = fmt.lower() if isinstance(fmt, str) else ""
        want = 1 if mode == "human_vs_human" else 2
        if not isinstance(decks, list) or len(decks) != want:
            raise RequestError("bad_deck", f"{mode} needs {want} deck(s)")
        cards = [parse_deck(d, fmt, self.db) for d in decks]
        default_names = {"human_vs_ai": ["You", "AI"], "human_vs_human": ["Player 1", "Player 2"],
                         "ai_vs_ai": ["AI 1", "AI 2"]}[mode]
        names = [(str(n)[:40] or d) for n, d in zip(names or default_names, default_names)]
        if len(names) < 2:
            names += default_names[len(names):]
        secrets_out: dict[str, str] = {}
        seats: list[dict[str, Any]] = []
        tokens: list[str | None] = []
        for i in range(2):
            human = (mode == "human_vs_ai" and i == 0) or mode == "human_vs_human"
            seats.append({"kind": "human"} if human else {"kind": "ai", "agent": ai})
            if human and i == 0:
                secrets_out["seat0"] = secrets.token_urlsafe(24)
                tokens.append(token_hash(secrets_out["seat0"]))
            else:
                tokens.append(None)
        invite = None
        if mode == "human_vs_human":
            secrets_out["invite"] = secrets.token_urlsafe(24)
            invite = token_hash(secrets_out["invite"])
            cards.append(None)  # type: ignore[arg-type]
        rec = GameRecord(secrets.token_urlsafe(9), mode, fmt, "waiting", self.seed_source.randrange(2**31),
                         names, list(cards), seats, tokens, invite)
        room = Room(rec)
        if mode != "human_vs_human":
            self._start(room)
        self.store.create(rec)
        self.rooms[rec.id] = room
        self._kick_ai(room)
        return room, secrets_out

    def join(self, game_id: str, invite: str, deck: str, name: str = "") -> tuple[Room, str]:
        """The invited player brings their deck; the game starts. Returns the seat's token."""
        room = self.room(game_id)
        rec = room.record
        if rec.invite is None or not isinstance(invite, str) \
                or not secrets.compare_digest(token_hash(invite), rec.invite):
            raise RequestError("bad_invite", "this invitation is not valid (or was used)")
        rec.decks[1] = parse_deck(deck, rec.format, self.db)
        if name:
            rec.names[1] = str(name)[:40]
        token = secrets.token_urlsafe(24)
        rec.tokens[1] = token_hash(token)
        rec.invite = None
        self._start(room)
        self.store.update(rec)
        return room, token

    def _start(self, room: Room) -> None:
        rec = room.record
        room.game = Game.new(rec.decks, seed=rec.seed, names=rec.names, db=self.db)  # type: ignore[arg-type]
        rec.status = "active"
        for i, seat in enumerate(rec.seats):
            if seat["kind"] == "ai":
                room.agents[i] = AGENTS[seat.get("agent", "heuristic")](rec.seed + i, rec.decks)  # type: ignore[arg-type]

    def load_all(self) -> int:
        """Rebuild every game in progress (after a restart): replay seed, decks and actions."""
        n = 0
        for gid in self.store.ids():
            rec = self.store.load(gid)
            if rec is None or rec.status == "finished":
                continue
            self.rooms[gid] = self._rebuild(rec)
            n += 1
        return n

    def _rebuild(self, rec: GameRecord) -> Room:
        room = Room(rec)
        if rec.status != "waiting":
            self._replay_into(room, rec)
        return room

    def _replay_into(self, room: Room, rec: GameRecord) -> None:
        """The game exactly as the store has it: from its seed, decks and actions."""
        room.record = rec
        self._start(room)
        assert room.game is not None
        for a in rec.actions:
            room.game.apply(action_from_json(a))
        if rec.result is not None:
            rec.status = "finished"

    def _restore(self, room: Room) -> None:
        rec = self.store.load(room.id)
        assert rec is not None
        self._replay_into(room, rec)

    def start_ai(self) -> None:
        """Let the AI players of every loaded game carry on."""
        for room in self.rooms.values():
            self._kick_ai(room)

    def room(self, game_id: str) -> Room:
        room = self.rooms.get(game_id) if isinstance(game_id, str) else None
        if room is None:
            raise RequestError("no_game", "no such game in progress")
        return room

    def seat_for(self, room: Room, token: str | None) -> int | None:
        """The seat a token holds; None for no token (a spectator); RequestError for a bad one."""
        if token is None or token == "":
            return None
        if not isinstance(token, str):
            raise RequestError("bad_token", "the token must be a string")
        h = token_hash(token)
        for i, t in enumerate(room.record.tokens):
            if t is not None and secrets.compare_digest(t, h):
                return i
        raise RequestError("bad_token", "this link's token does not hold a seat in this game")

    # ------------------------------------------------------------- acting
    def act(self, room: Room, seat: int | None, data: Any) -> int:
        """Apply a seat's action: validated, applied, committed. Returns its number."""
        game = room.game
        if seat is None:
            raise RequestError("spectator", "a spectator can't act")
        if game is None:
            raise RequestError("not_started", "the game has not started (waiting for the invited player)")
        if game.is_over or room.record.status == "finished":
            raise RequestError("game_over", "the game is over")
        if game.pending is None or game.pending.player != seat:
            raise RequestError("not_your_decision", "the pending decision is not yours")
        if not isinstance(data, dict):
            raise RequestError("bad_action", "an action is an object with a 'type'")
        try:
            action = action_from_json(data)  # typed fields checked (actions.malformed)
        except (ValueError, TypeError) as e:
            raise RequestError("bad_action", f"malformed action: {e}") from None
        try:
            reason = game.why_illegal(action)
        except Exception as e:  # an engine check that chokes on a malformed reference
            reason = f"malformed action ({type(e).__name__})"
        if reason is not None:
            raise RequestError("illegal", f"illegal {type(action).__name__}: {reason}")
        return self._commit(room, seat, action)

    def _commit(self, room: Room, seat: int, action: Action) -> int:
        game = room.game
        assert game is not None
        try:
            game.apply(action)
        except IllegalActionError as e:
            raise RequestError("illegal", str(e)) from None
        except Exception:
            log.exception("engine error in game %s; rebuilding it from the store", room.id)
            self._restore(room)
            raise RequestError("engine_error", "the engine failed on this action; the game is "
                               "unchanged") from None
        n = len(game.actions) - 1
        over = game.is_over or len(game.actions) >= MAX_ACTIONS
        result = _result(game) if over else None
        try:
            self.store.append_action(room.id, n, seat, action.to_json(),
                                     "finished" if over else None, result)
        except Exception:
            log.exception("store failed for game %s; rebuilding it from the store", room.id)
            self._restore(room)
            raise RequestError("store_error", "the action could not be saved; it was not applied") from None
        if over:
            room.record.status, room.record.result = "finished", result
        return n

    # ------------------------------------------------------------- the AI
    def _kick_ai(self, room: Room) -> None:
        if room.ai_task is not None and not room.ai_task.done():
            return
        if not self._ai_to_move(room):
            return
        with contextlib.suppress(RuntimeError):  # no running loop: started later by start_ai
            room.ai_task = asyncio.get_running_loop().create_task(self._run_ai(room))

    def _ai_to_move(self, room: Room) -> bool:
        g = room.game
        return (g is not None and not g.is_over and g.pending is not None
                and g.pending.player in room.agents and room.record.status == "active")

    async def _run_ai(self, room: Room) -> None:
        watch = len(room.agents) == 2
        while self._ai_to_move(room):
            await asyncio.sleep(self.watch_delay if watch else self.ai_delay)
            if not self._ai_to_move(room) or self.rooms.get(room.id) is not room:
                return
            game = room.game
            assert game is not None and game.pending is not None
            seat = game.pending.player
            try:
                # the AI thinks on a copy, off the event loop: other games go on meanwhile
                action = await asyncio.to_thread(room.agents[seat].choose, game.copy(), seat)
                if room.game is not game or game.pending is None or game.pending.player != seat:
                    continue
                self._commit(room, seat, action)
            except Exception as e:
                log.exception("the AI failed in game %s", room.id)
                msg = {"type": "error", "code": "ai_error", "id": None,
                       "message": f"the AI failed ({type(e).__name__}: {e}); the game is stopped here"}
                for conn in list(room.conns):
                    with contextlib.suppress(Exception):
                        await conn.send(msg)
                return
            await self.broadcast(room)

    def after_action(self, room: Room) -> None:
        self._kick_ai(room)

    # ------------------------------------------------------------- telling clients
    def message(self, room: Room, conn: Conn, full: bool = False) -> dict[str, Any]:
        """The "state" message for one connection, built from observe(game, seat)."""
        rec = room.record
        out: dict[str, Any] = {"type": "state", "game": self.info(room), "seat": conn.seat}
        if room.game is None:
            out["waiting"] = True
            return out
        view = client_view(room.game, conn.seat)
        raw = view.pop("_view")
        view.pop("_log")
        start = 0 if full else conn.log_sent
        out["view"] = view
        out["log"] = log_lines(raw, start)
        out["log_from"] = start
        conn.log_sent = len(raw["log"])
        out["decision"] = legal_for(room.game, conn.seat) if conn.seat is not None else None
        out["actions"] = len(room.game.actions)
        del rec
        return out

    def info(self, room: Room) -> dict[str, Any]:
        rec = room.record
        return {"id": rec.id, "mode": rec.mode, "format": rec.format, "status": rec.status,
                "names": rec.names, "seats": [s["kind"] for s in rec.seats], "result": rec.result}

    async def broadcast(self, room: Room) -> None:
        dead: list[Conn] = []
        for conn in list(room.conns):
            try:
                msg = self.message(room, conn)
            except Exception:
                log.exception("building a view of game %s failed", room.id)
                msg = {"type": "error", "code": "server_error", "message": "the server could not "
                       "build your view; send {\"type\": \"sync\"} to try again", "id": None}
            try:
                await conn.send(msg)
            except Exception as e:  # a closed connection; the client reconnects and syncs
                log.info("dropping a connection to game %s: %r", room.id, e)
                dead.append(conn)
        for c in dead:
            if c in room.conns:
                room.conns.remove(c)

    # ------------------------------------------------------------- replays
    def replay_view(self, game_id: str, step: int) -> dict[str, Any]:
        """A finished game after `step` actions, as a spectator saw it."""
        rec = self.store.load(game_id) if isinstance(game_id, str) else None
        if rec is None:
            raise RequestError("no_game", "no such game")
        if rec.status != "finished":
            raise RequestError("not_finished", "only finished games can be replayed (watch it live)")
        if not 0 <= step <= len(rec.actions):
            raise RequestError("bad_step", f"step must be between 0 and {len(rec.actions)}")
        game = self.replays.get(game_id)
        if game is None or len(game.actions) > step:
            game = Game.new(rec.decks, seed=rec.seed, names=rec.names, db=self.db)  # type: ignore[arg-type]
        while len(game.actions) < step:
            game.apply(action_from_json(rec.actions[len(game.actions)]))
        self.replays[game_id] = game
        if len(self.replays) > 32:
            self.replays.pop(next(iter(self.replays)))
        view = client_view(game, None)
        raw = view.pop("_view")
        view.pop("_log")
        return {"type": "state", "game": {"id": rec.id, "mode": rec.mode, "status": rec.status,
                                          "names": rec.names, "result": rec.result},
                "seat": None, "view": view, "log": log_lines(raw, 0), "log_from": 0,
                "decision": None, "actions": step, "total": len(rec.actions)}


def _result(game: Game) -> dict[str, Any]:
    if game.winner is not None:
        return {"winner": game.winner, "turn": game.turn}
    if game.is_draw:
        return {"draw": True, "turn": game.turn}
    return {"draw": True, "turn": game.turn, "reason": f"stopped after {MAX_ACTIONS} actions"}


def parse_message(text: str | bytes) -> dict[str, Any]:
    """A client message: size-checked JSON object with a string "type"."""
    if len(text) > MAX_MESSAGE:
        raise RequestError("too_large", f"messages are limited to {MAX_MESSAGE} bytes")
    try:
        msg = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise RequestError("bad_json", "the message is not JSON") from None
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise RequestError("bad_message", "a message is a JSON object with a string 'type'")
    return msg
