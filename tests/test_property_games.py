"""Property test (issue 2): random legal actions from random seeds never raise, and after
every action each card is in exactly one zone, the JSON round trip reproduces the state, and a
copy is independent; at the end, replaying the seed and actions gives the same final state."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.state.objects import StackKind, Zone

DECKS = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
MAX_ACTIONS = 3000  # games are played to the end (random games last about 1,000 actions)
EVERY_ACTION_UNTIL = 60  # JSON and copy checks after every action this far, then every 25th
CHUNKS = 4  # 4 x 50 = 200 games, spread over the test workers


def _zones_ok(g: Game) -> None:
    s = g.state
    objects = s.objects
    seen: dict[int, str] = {}
    lists = [("battlefield", s.battlefield), ("stack", s.stack), ("exile", s.exile)]
    for p in s.players:
        lists += [(f"library{p.index}", p.library), (f"hand{p.index}", p.hand),
                  (f"graveyard{p.index}", p.graveyard)]
    for zname, ids in lists:
        zone = Zone(zname.rstrip("0123456789"))
        for oid in ids:
            assert oid not in seen, f"object {oid} is in {seen.get(oid)} and {zname}"
            seen[oid] = zname
            o = objects.get(oid)
            assert o is not None, f"{zname} lists a missing object {oid}"
            assert o.zone is zone, f"object {oid} in the {zname} list has zone {o.zone}"
    assert seen.keys() == objects.keys(), "an object is in no zone"
    cards = 0
    for o in objects.values():
        if o.card.is_token:
            assert o.zone is Zone.BATTLEFIELD, f"token {o.id} is in the {o.zone.value}"
            if o.kind is StackKind.SPELL:
                cards += 1
        elif o.kind is None or o.kind is StackKind.SPELL:
            cards += 1
    assert cards == 120, f"{cards} cards instead of 120"


def _dump(g: Game, history: bool = False) -> bytes:
    """The saved game as JSON text with sorted keys (what json.dumps(sort_keys=True) writes,
    without the spaces; msgspec writes it about ten times faster)."""
    return msgspec.json.encode(g.to_json(history=history), order="sorted")


@pytest.mark.parametrize("chunk", range(CHUNKS))
@settings(max_examples=200 // CHUNKS, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.differing_executors])
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_random_games_keep_the_invariants(chunk: int, seed: int) -> None:
    seed = seed * CHUNKS + chunk  # each chunk plays its own games
    rng = random.Random(seed)
    game = Game.new(DECKS, seed=seed)
    for i in range(MAX_ACTIONS):
        if game.is_over:
            break
        actions = game.legal_actions()
        assert actions, f"no legal action at {game.pending}"
        game.apply(actions[rng.randrange(len(actions))])
        _zones_ok(game)
        if i < EVERY_ACTION_UNTIL or i % 25 == 0:
            dumped = _dump(game)
            assert _dump(Game.from_json(msgspec.json.decode(dumped))) == dumped
            twin = game.copy()
            twin_actions = twin.legal_actions()
            if twin_actions:
                twin.apply(twin_actions[-1])
            assert _dump(game) == dumped, "playing on a copy changed the original"
    assert game.is_over, "a random game did not end within the action limit"
    replay = Game.new(DECKS, seed=seed)
    for a in game.action_list():
        replay.apply(a)
    assert _dump(replay, history=True) == _dump(game, history=True)
