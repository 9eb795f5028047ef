"""`mtg play`: a game in the terminal, a person against the AI (or AI against AI).

The game stops only where you have something to decide (see `play.stops`); attacks and blocks
are declared creature by creature (`play.combat_ui`); commands read cards, zones and the log;
`--save FILE` keeps the game in a file at every decision and `--load FILE` resumes it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from mtg_engine.actions import (
    Action,
    AttackDecision,
    BlockDecision,
    CastSpell,
    ChoiceDecision,
    Choose,
    PlayLand,
)
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import DeckFileError, load_deck, starter_deck
from mtg_engine.game import Game
from mtg_engine.log import Namer, format_events
from mtg_engine.play.combat_ui import CombatEditor
from mtg_engine.play.prompt import MENU_BASE, menu_range, parse_choice, parse_number
from mtg_engine.play.render import (
    board_lines,
    card_text,
    describe_pending,
    find_card,
    menu_label,
    render_board,
    zone_lines,
)
from mtg_engine.play.stops import Stops, auto_answer, offered, step_by_name
from mtg_engine.state.objects import Zone

MAX_ACTIONS = 20_000
SAVE_FORMAT = "mtg-play-save"
REDRAW = "redraw"

HELP = """Commands (at any prompt):
  a number      choose that entry (Enter = entry 1: pass, when passing is possible)
  card X        read a card's text (X = its #id as shown, or its name)
  board         show the board again          hand      show your hand
  gy            the graveyards                exile     the exiled cards
  log [N]       the last N lines of the game log (default 20)
  tap           show / hide mana abilities as choices (tap lands by hand)
  full          stop at every priority, or go back to the usual stops
  save FILE     save the game now (resume with mtg play --load FILE)
  q             quit"""


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("play", help="play a game in the terminal (you against the AI)")
    p.add_argument("--seed", type=int, default=None, help="reproduce a game (default: random)")
    p.add_argument("--ai-vs-ai", action="store_true", help="two AIs play; the log is printed")
    p.add_argument("--deck-a", help="deck file for player A (default: the red-green starter)")
    p.add_argument("--deck-b", help="deck file for player B (default: the white-black starter)")
    p.add_argument("--ai", choices=AI_KINDS, default="heuristic")
    p.add_argument("--ai-level", type=int, choices=range(1, 6), default=2, metavar="1-5",
                   help="the search AI's budget per decision (default 2)")
    p.add_argument("--full-control", action="store_true",
                   help="stop at every priority (default: only where you have something to do)")
    p.add_argument("--stop", action="append", default=[], metavar="STEP",
                   help="also stop in this step when you could act (upkeep, draw, "
                        "begin-combat, end-turn...); repeat for several")
    p.add_argument("--tap-manually", action="store_true",
                   help="offer mana abilities as choices (default: casting pays for you)")
    p.add_argument("--save", metavar="FILE", help="keep the game in FILE at every decision")
    p.add_argument("--load", metavar="FILE", help="resume a game saved with --save or 'save'")
    p.set_defaults(func=run)


AI_KINDS = ("heuristic", "random", "search")


def _agent(kind: str, seed: int, level: int = 2,
           decks: list[list[str]] | None = None):  # type: ignore[no-untyped-def]
    if kind == "search":  # it knows the decklists, as the match shows them; not the hidden cards
        from mtg_engine.agents.search import SearchAgent

        return SearchAgent(seed, level=level, decks=decks)
    return HeuristicAgent(seed) if kind == "heuristic" else RandomAgent(seed)


def _decklists(game: Game) -> list[list[str]]:
    """Each player's cards as the game began (the decklists the match provides)."""
    s = game.state
    return [[o.name for o in s.objects.values() if o.owner == p.index and not o.is_token]
            for p in s.players]


def _stops(args: argparse.Namespace) -> Stops:
    return Stops(full_control=bool(getattr(args, "full_control", False)),
                 steps=frozenset(step_by_name(x) for x in getattr(args, "stop", []) or []),
                 manual_mana=bool(getattr(args, "tap_manually", False)))


def run(args: argparse.Namespace) -> int:
    import random

    try:
        stops = _stops(args)
        if getattr(args, "load", None):
            game, meta = load_session(args.load)
            print(f"Resumed {args.load}: turn {game.turn}, game seed {meta['seed']}")
            ai = _agent(meta["ai"], meta["seed"] + len(game.actions), meta.get("level") or 2,
                        _decklists(game))
            return TerminalGame(game, meta["me"], ai, stops, save_path=args.save or args.load,
                                meta=meta).run()
        seed = args.seed if args.seed is not None else random.randrange(1_000_000)
        deck_a = load_deck(args.deck_a) if args.deck_a else starter_deck("red_green")
        deck_b = load_deck(args.deck_b) if args.deck_b else starter_deck("white_black")
        game = Game.new([deck_a.cards(), deck_b.cards()], seed=seed, names=["Human", "AI"]
                        if not _ai_only(args) else ["A", "B"])
    except (DeckFileError, KeyError, ValueError) as e:
        print(f"mtg play: {e}", file=sys.stderr)
        return 2
    print(f"Game seed {seed} (replay with --seed {seed})")
    if _ai_only(args):
        return _ai_vs_ai(game, args, seed)
    meta = {"me": 0, "ai": args.ai, "seed": seed, "level": args.ai_level}
    return TerminalGame(game, 0, _agent(args.ai, seed, args.ai_level, _decklists(game)), stops,
                        save_path=args.save, meta=meta).run()


def _ai_only(args: argparse.Namespace) -> bool:
    return bool(args.ai_vs_ai or not sys.stdin.isatty())


def _ai_vs_ai(game: Game, args: argparse.Namespace, seed: int) -> int:
    decks = _decklists(game)
    agents = [_agent(args.ai, seed, args.ai_level, decks),
              _agent(args.ai, seed + 1, args.ai_level, decks)]
    namer = Namer(game.state)
    shown = 0
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].choose(game, d.player))
        events = game.state.log.since(shown)
        for ev in events:
            namer.learn(ev)
        for line in format_events(game.state, events, namer):
            print(line)
        shown = len(game.state.log)
    print()
    print(render_board(game))
    print(_result(game))
    return 0


def _result(game: Game, viewer: int | None = None) -> str:
    s = game.state
    if game.winner is not None:
        who = "You win" if game.winner == viewer else f"{s.players[game.winner].name} wins"
        return f"{who} on turn {s.turn}."
    if game.is_draw:
        return "The game is a draw."
    return f"No result after {MAX_ACTIONS} actions."


# ------------------------------------------------------------------ saving


def save_session(path: str | Path, game: Game, meta: dict[str, Any]) -> None:
    """Write the game and who plays it, atomically (a crash never leaves half a file)."""
    p = Path(path)
    data = {"format": SAVE_FORMAT, "version": 1, **meta, "game": game.to_json(history=True)}
    tmp = p.with_name(p.name + ".tmp")
    tmp.write_text(json.dumps(data), "utf-8")
    os.replace(tmp, p)


def load_session(path: str | Path) -> tuple[Game, dict[str, Any]]:
    """A saved game and its players; ValueError saying what is wrong with the file."""
    try:
        data = json.loads(Path(path).read_text("utf-8"))
    except OSError as e:
        raise ValueError(f"{path}: can't read it: {e.strerror}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: not a saved game (not JSON: {e})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError(f"{path}: not a game saved by mtg play")
    meta = {k: data.get(k) for k in ("me", "ai", "seed")}
    if "level" in data:  # the search AI's budget
        if type(data["level"]) is not int or not 1 <= data["level"] <= 5:
            raise ValueError(f"{path}: field 'level' must be a number from 1 to 5")
        meta["level"] = data["level"]
    if meta["ai"] not in AI_KINDS or type(meta["seed"]) is not int \
            or type(meta["me"]) is not int:
        raise ValueError(f"{path}: field 'me', 'ai' or 'seed' is missing or wrong")
    try:
        game = Game.from_json(data.get("game"))  # type: ignore[arg-type]
    except ValueError as e:
        raise ValueError(f"{path}: {e}") from None
    if not 0 <= meta["me"] < len(game.state.players):
        raise ValueError(f"{path}: field 'me': no player {meta['me']}")
    return game, meta


# ------------------------------------------------------------------ the game loop


def _distinct(game: Game, actions: list[Action]) -> list[Action]:
    """One entry for playing or casting any of several copies of a card from the hand with the
    same choices (three Mountains are one "play Mountain")."""
    s = game.state
    seen: set[tuple[Any, ...]] = set()
    out: list[Action] = []
    for a in actions:
        card = getattr(a, "card", None)
        if isinstance(a, (PlayLand, CastSpell)) and card in s.objects \
                and s.objects[card].zone is Zone.HAND:
            key = (type(a).__name__, s.objects[card].card.name,
                   *(getattr(a, f) for f in ("targets", "x", "modes") if hasattr(a, f)))
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    return out


class Quit(Exception):
    pass


class TerminalGame:
    """A person (`me`) against `ai`, through `ask` (a line of input per call; EOFError ends
    the game) and `out`."""

    def __init__(self, game: Game, me: int, ai: Any, stops: Stops, *,
                 ask: Callable[[str], str] | None = None, out: TextIO | None = None,
                 save_path: str | None = None, meta: dict[str, Any] | None = None,
                 color: bool | None = None) -> None:
        from rich.console import Console

        self.game, self.me, self.ai, self.stops = game, me, ai, stops
        self.ask = ask or input
        stream = out or sys.stdout
        self.console = Console(file=stream, highlight=False, soft_wrap=True,
                               no_color=color is False, force_terminal=color)
        self.save_path = save_path
        self.meta = meta or {"me": me, "ai": "heuristic", "seed": game.state.seed}
        self.namer = Namer(game.state)
        for ev in game.state.log:
            self.namer.learn(ev)
        self.shown = len(game.state.log)

    # -------------------------------------------------------------- output
    def say(self, text: str = "", style: str = "") -> None:
        styles = {"you": "green", "opponent": "red", "dim": "dim", "head": "bold",
                  "stack": "yellow", "warn": "bold red", "log": "cyan"}
        self.console.print(text, style=styles.get(style, ""), markup=False, highlight=False)

    def show_board(self) -> None:
        self.say()
        for text, style in board_lines(self.game, self.me):
            self.say(text, style)

    def show_new_events(self) -> None:
        s = self.game.state
        events = s.log.since(self.shown)
        for ev in events:
            self.namer.learn(ev)
        for line in format_events(s, events, self.namer):
            if not line.startswith("-- "):  # the steps passing by: the board says the step
                self.say("  " + line, "log")
        self.shown = len(s.log)

    # -------------------------------------------------------------- the loop
    def run(self) -> int:
        game = self.game
        try:
            for _ in range(MAX_ACTIONS * 10):
                self.show_new_events()
                if game.is_over:
                    break
                d = game.pending
                assert d is not None
                if d.player != self.me:
                    game.apply(self.ai.choose(game, d.player))
                    continue
                auto = auto_answer(game, self.stops)
                if auto is not None:
                    game.apply(auto)
                    continue
                if self.save_path:
                    save_session(self.save_path, game, self.meta)
                self.decide()
        except Quit:
            if self.save_path:
                save_session(self.save_path, game, self.meta)
                self.say(f"Saved to {self.save_path}; resume with: mtg play --load {self.save_path}")
            self.say("Bye.")
            return 0
        self.show_board()
        self.say(_result(game, self.me), "head")
        if self.save_path and game.is_over:
            save_session(self.save_path, game, self.meta)
        return 0

    def read(self) -> str:
        try:
            return self.ask("> ")
        except EOFError:
            raise Quit() from None

    def decide(self) -> None:
        game = self.game
        self.show_board()
        d = game.pending
        if isinstance(d, (AttackDecision, BlockDecision)):
            self.declare_combat()
            return
        while True:  # the menu, shown again when mana abilities are shown or hidden
            actions = self.menu_actions()
            self.say(describe_pending(game, self.me), "head")
            for i, a in enumerate(actions, MENU_BASE):
                self.say(f"  {i}. {menu_label(game, a, self.me)}")
            while True:
                text = self.read().strip()
                handled = self.command(text)
                if handled == REDRAW:
                    break
                if handled:
                    continue
                choice = parse_choice(text, len(actions)) if text else 0
                if choice is None:
                    self.say(f"Type a number from {menu_range(len(actions))} (Enter = "
                             f"{MENU_BASE}), or 'help'.", "warn")
                    continue
                if self.try_apply(actions[choice]):
                    return

    def menu_actions(self) -> list[Action]:
        actions = _distinct(self.game, offered(self.game, self.stops))
        d = self.game.pending
        if isinstance(d, ChoiceDecision) and d.purpose in ("mulligan", "may"):
            # "keep" / "yes" first: entry 1 is the natural answer
            actions.sort(key=lambda a: 0 if isinstance(a, Choose) and a.chosen == (1,) else 1)
        return actions

    def try_apply(self, action: Action) -> bool:
        reason = self.game.why_illegal(action)
        if reason is not None:
            self.say(f"Not legal: {reason}", "warn")
            return False
        self.game.apply(action)
        return True

    def declare_combat(self) -> None:
        ed = CombatEditor.for_pending(self.game, self.me)
        self.say(describe_pending(self.game, self.me), "head")
        self.say(ed.help())
        while True:
            for line in ed.lines():
                self.say(line)
            text = self.read()
            if self.command(text.strip()):  # (mana abilities play no part in declaring)
                continue
            done, msg = ed.handle(text)
            if msg:
                self.say(msg, "warn")
            if done and self.try_apply(ed.action()):
                return

    # -------------------------------------------------------------- commands
    def command(self, text: str) -> bool | str:
        """Carry out a command: True, or REDRAW when the menu must be shown again; False if
        `text` is not a command (a choice, probably)."""
        word, _, rest = text.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if word in ("q", "quit", "exit"):
            raise Quit()
        if word in ("?", "h", "help"):
            self.say(HELP)
        elif word in ("b", "board"):
            self.show_board()
        elif word == "hand":
            s = self.game.state
            for c in s.players[self.me].hand:
                self.say(card_text(s.objects[c].card) + f"   (#{c})")
                self.say()
        elif word in ("c", "card", "show", "read"):
            card = find_card(self.game, rest) if rest else None
            self.say(card_text(card) if card is not None
                     else f"No card {rest!r} in this game (try its #id)", "" if card else "warn")
        elif word in ("gy", "graveyard", "graveyards"):
            for line in zone_lines(self.game, "graveyard", self.me):
                self.say(line)
        elif word == "exile":
            for line in zone_lines(self.game, "exile", self.me):
                self.say(line)
        elif word == "log":
            n = parse_number(rest, 1, 10_000) if rest else 20
            lines = [x for x in format_events(self.game.state) if not x.startswith("-- ")]
            for line in lines[-(n or 20):]:
                self.say("  " + line, "log")
        elif word == "tap":
            self.stops.manual_mana = not self.stops.manual_mana
            self.say("Mana abilities are " + ("shown as choices." if self.stops.manual_mana
                                               else "hidden: casting pays for you."))
            return REDRAW
        elif word == "full":
            self.stops.full_control = not self.stops.full_control
            self.say("Stopping at every priority." if self.stops.full_control
                     else "Stopping only where you have something to do.")
        elif word == "save":
            if not rest:
                self.say("save FILE: give a file name", "warn")
            else:
                try:
                    save_session(rest, self.game, self.meta)
                    self.say(f"Saved; resume with: mtg play --load {rest}")
                except OSError as e:
                    self.say(f"Can't save to {rest}: {e.strerror}", "warn")
        else:
            return False
        return True
