"""Fuzzing the engine: random decks of supported cards, random agents, and the invariants
checked after every action (used by the test suite and by `bench/fuzz.py`).

Invariants:
- zones (400.1): every object is in exactly one zone list, the one its `zone` says, and every
  listed id exists; tokens exist only on the battlefield (111.7 / 704.5d);
- cards are conserved: the cards of the decks are all still somewhere (a card on the stack
  as a spell counts; abilities and tokens don't);
- every action `legal_actions()` offers is legal (`why_illegal` is None);
- `copy()` equals the original and is independent of it; `to_json()` -> `from_json()` gives
  the same state back.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.cards.database import CardDatabase, default_database
from mtg_engine.core.types import CardType
from mtg_engine.game import Game
from mtg_engine.state.objects import GameObject, Zone

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class InvariantError(AssertionError):
    pass


@dataclass
class FuzzStats:
    games: int = 0
    actions: int = 0
    finished: int = 0
    turns: int = 0
    offered_checked: int = 0
    failures: list[str] = field(default_factory=list)


def supported_spells(db: CardDatabase) -> list[str]:
    """The names of every non-land card the database can play (built-in, and compiled real
    cards when the database has them)."""
    out = []
    for name in db.names():
        try:
            card = db.get(name)
        except (KeyError, ValueError):
            continue  # unsupported or unknown
        if CardType.LAND not in card.types and not card.is_token:
            out.append(card.name)
    return sorted(set(out))


def random_deck(rng: random.Random, pool: list[str], lands: int = 24, size: int = 60) -> list[str]:
    return [rng.choice(BASICS) for _ in range(lands)] + [rng.choice(pool)
                                                         for _ in range(size - lands)]


def _cards_of(o: GameObject) -> int:
    """How many cards the object is: a merged permanent is one object of every card merged
    into it (723.2: its components that aren't tokens), a token none."""
    if o.merged:
        return sum(1 for part in o.merged if not part.token)
    return 0 if o.card.is_token else 1


def check_zones(g: Game, cards: int) -> None:
    s = g.state
    seen: dict[int, str] = {}
    lists = [("battlefield", s.battlefield), ("stack", s.stack), ("exile", s.exile),
             ("command", s.command)]
    for p in s.players:
        lists += [(f"library{p.index}", p.library), (f"hand{p.index}", p.hand),
                  (f"graveyard{p.index}", p.graveyard)]
    for zname, ids in lists:
        for oid in ids:
            if oid in seen:
                raise InvariantError(f"object {oid} is in {seen[oid]} and {zname}")
            seen[oid] = zname
            o = s.objects.get(oid)
            if o is None:
                raise InvariantError(f"{zname} lists a missing object {oid}")
            if o.zone.value != zname.rstrip("0123456789"):
                raise InvariantError(f"object {oid} in {zname} says it is in {o.zone.value}")
            if zname[-1].isdigit() and o.owner != int(zname[-1]):
                raise InvariantError(f"object {oid} in {zname} is owned by {o.owner}")
    for oid, _, _ in s.phased_out:  # 702.26: on the battlefield, listed apart (rules/phasing.py)
        if oid in seen:
            raise InvariantError(f"phased-out object {oid} is also in {seen[oid]}")
        o = s.objects.get(oid)
        if o is None or o.zone is not Zone.BATTLEFIELD:
            raise InvariantError(f"phased-out object {oid} is not a permanent")
        seen[oid] = "battlefield"
    if set(seen) != set(s.objects):
        raise InvariantError(f"objects in no zone: {sorted(set(s.objects) - set(seen))[:5]}")
    # cards: nontoken permanents and cards, and spells that are cards (a copy of a spell is
    # not a card, 707.10; nor is a copy of a card made to be cast, 707.12, while it waits);
    # a dungeon card comes from outside the game (309.2), not from a deck
    n = sum(_cards_of(o) for o in s.objects.values()
            if not o.copy and (o.kind is None or o.kind.value == "spell")
            and not (o.zone is Zone.COMMAND and CardType.DUNGEON in o.card.types))
    if n != cards:
        raise InvariantError(f"{n} cards instead of {cards}")
    for o in s.objects.values():
        if o.card.is_token and o.kind is None and o.zone is not Zone.BATTLEFIELD \
                and not _holds_abilities(o):
            raise InvariantError(f"token {o.id} is in {o.zone.value} (704.5d)")


def _holds_abilities(o: GameObject) -> bool:
    """An object of the command zone with abilities and no types: an emblem (114.5) or the
    holder of a "this turn" delayed triggered ability (603.7b, rules/turn_triggers.py). The
    engine registers its abilities like a token's, but it is no token (111.1)."""
    return o.zone is Zone.COMMAND and not o.card.types


def _dump(g: Game) -> str:
    return json.dumps(g.to_json(), sort_keys=True)


def check_round_trips(g: Game, db: CardDatabase) -> None:
    dumped = _dump(g)
    if _dump(Game.from_json(json.loads(dumped), db)) != dumped:
        raise InvariantError("to_json -> from_json changed the state")
    twin = g.copy()
    if _dump(twin) != dumped:
        raise InvariantError("copy() differs from the original")
    acts = twin.legal_actions()
    if acts:
        twin.apply(acts[-1])
    if _dump(g) != dumped:
        raise InvariantError("playing on a copy changed the original")


def check_offered(g: Game) -> int:
    acts = g.legal_actions()
    if not acts and not g.is_over:
        raise InvariantError(f"no legal action at {g.pending!r}")
    for a in acts:
        reason = g.why_illegal(a)
        if reason is not None:
            raise InvariantError(f"offered {a!r} is illegal: {reason}")
    return len(acts)


def fuzz_game(seed: int, db: CardDatabase, pool: list[str], *, max_actions: int = 3000,
              round_trip_every: int = 1, stats: FuzzStats | None = None) -> FuzzStats:
    """One random game of random decks; raises InvariantError (with the seed and action
    number) at the first broken invariant."""
    stats = stats or FuzzStats()
    rng = random.Random(seed)
    decks = [random_deck(rng, pool) for _ in range(2)]
    game = Game.new(decks, seed=seed, db=db)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    cards = sum(len(d) for d in decks)
    i = 0
    try:
        for i in range(max_actions):
            if game.is_over:
                break
            stats.offered_checked += check_offered(game)
            p = game.pending.player  # type: ignore[union-attr]
            game.apply(agents[p].choose(game, p))
            stats.actions += 1
            check_zones(game, cards)
            if i % round_trip_every == 0:
                check_round_trips(game, db)
    except Exception as e:
        raise InvariantError(f"seed {seed}, action {i}: {type(e).__name__}: {e}") from e
    stats.games += 1
    stats.finished += game.is_over
    stats.turns += game.turn
    return stats


def fuzz(seeds: range | list[int], db: CardDatabase | None = None, *, max_actions: int = 3000,
         round_trip_every: int = 1, keep_going: bool = False,
         on_game: Callable[[FuzzStats], None] | None = None) -> FuzzStats:
    db = db if db is not None else default_database()  # (not `or`: len() is slow)
    pool = supported_spells(db)
    stats = FuzzStats()
    for seed in seeds:
        try:
            fuzz_game(seed, db, pool, max_actions=max_actions,
                      round_trip_every=round_trip_every, stats=stats)
        except InvariantError as e:
            if not keep_going:
                raise
            stats.failures.append(str(e))
            stats.games += 1
        if on_game:
            on_game(stats)
    return stats
