"""401.1, 611.3a: a static ability's condition is checked continuously, so a change of a
library's order (701.20a shuffle, 701.18a scry, 401.4 put on the bottom, 701.23a clash) must
make the computed characteristics be found again when an effect may read it
(rules/library_order.py). No supported card reads the top card of a library in a condition
yet ("As long as the top card of your library is black", Vampire Nocturnus): the test gives
Isleback Spawn's condition ("as long as a library has twenty or fewer cards in it") the
meaning "as long as the top card of your library is a land card", so that only the order
changes its answer. Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.core.types import CardType
from mtg_engine.effects.ordering import put_on_bottom, put_on_top
from mtg_engine.rules import condition_families
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.random import shuffle_library
from mtg_engine.state.game_state import GameState
from mtg_engine.testing import Scenario, Step, Zone


def _top_is_land(state: GameState, c: object, you: int, source: int) -> bool:
    lib = state.players[you].library
    return bool(lib) and CardType.LAND in state.objects[lib[-1]].card.types


@pytest.fixture
def spawn(real_db: CardDatabase, monkeypatch: pytest.MonkeyPatch) -> tuple[GameState, int]:
    """A's Isleback Spawn (4/8; +4/+8 while A's top card is a land), A's library a Forest
    under a Grizzly Bears; its characteristics computed (and cached) once."""
    monkeypatch.setitem(condition_families.JUDGES, "any_library_at_most", _top_is_land)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Isleback Spawn")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    state = s.state
    spawn = next(o for o in state.battlefield
                 if state.objects[o].card.name == "Isleback Spawn")
    lib = state.players[0].library
    if CardType.LAND in state.objects[lib[-1]].card.types:  # (the Bears on top to begin)
        put_on_bottom(state, 0, (lib[-1],))
    return state, spawn


def _pt(state: GameState, oid: int) -> tuple[int, int]:
    ch = characteristics(state, oid)
    return ch.power, ch.toughness


def _land(state: GameState) -> int:
    return next(c for c in state.players[0].library
                if CardType.LAND in state.objects[c].card.types)


@pytest.mark.parametrize("reorder", [
    lambda state: put_on_top(state, 0, (_land(state),)),  # 401.4, scry/surveil keep on top
    lambda state: put_on_bottom(state, 0, (state.players[0].library[-1],)),  # 701.18a
])
def test_611_3a_reordering_a_library_is_seen_by_a_static_condition(
        spawn: tuple[GameState, int], reorder: Callable[[GameState], None]) -> None:
    """The Bears on top: 4/8 (cached); the Forest brought to the top, by putting it there or
    the Bears on the bottom, with no card changing zones: 8/16 at once."""
    state, oid = spawn
    assert _pt(state, oid) == (4, 8)
    reorder(state)
    assert _pt(state, oid) == (8, 16)


def test_701_20a_a_shuffle_is_seen_by_a_static_condition(spawn: tuple[GameState, int]) -> None:
    """Shuffles until the Forest is on top (each shuffle a new random order): the Spawn's
    characteristics follow the top card after every shuffle."""
    state, oid = spawn
    for _ in range(20):
        assert _pt(state, oid) == ((8, 16) if _top_is_land(state, None, 0, oid) else (4, 8))
        shuffle_library(state, 0)
    assert _pt(state, oid) == ((8, 16) if _top_is_land(state, None, 0, oid) else (4, 8))


def test_a_reorder_keeps_the_characteristics_when_nothing_reads_hidden_zones(
        real_db: CardDatabase) -> None:
    """Cheap when no effect may read a library (layers.hidden_zones_matter): a Grizzly Bears'
    computed characteristics stay cached through a shuffle and a card put on the bottom."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Forest", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    state = s.state
    bears = state.battlefield[0]
    before = characteristics(state, bears)
    shuffle_library(state, 0)
    put_on_bottom(state, 0, (state.players[0].library[-1],))
    assert characteristics(state, bears) is before
