"""Game.from_json checks a whole saved game before building anything: each bad field is a
ValueError naming it, never a crash later."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game

DECKS = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]


def _midgame() -> dict[str, Any]:
    g = Game.new(DECKS, seed=6)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(400):
        if g.is_over:
            break
        p = g.pending.player
        g.apply(agents[p].choose(g, p))
    return g


GAME = _midgame()
DATA = GAME.to_json()
HISTORY = GAME.to_json(history=True)


def _first_on(zone: str) -> Callable[[dict[str, Any]], int]:
    return lambda st: st[zone][0]


EDITS: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("life is text", lambda st: st["players"][0].__setitem__("life", "lots"),
     "$.state.players[0].life"),
    ("negative hand id", lambda st: st["players"][1]["hand"].append(-4),
     "$.state.players[1].hand"),
    ("unknown step", lambda st: st.__setitem__("step", "LUNCH"), "$.state.step"),
    ("pool of 5", lambda st: st["players"][0].__setitem__("mana_pool", [0] * 5),
     "$.state.players[0].mana_pool"),
    ("id in no object", lambda st: st["battlefield"].append(10**6), "battlefield"),
    ("object in two zones", lambda st: st.__setitem__("exile", [st["battlefield"][0]]),
     "is also in battlefield"),
    ("object in no zone", lambda st: st["battlefield"].pop(), "is in no zone list"),
    ("card not in the table", lambda st: st["objects"][0].__setitem__(1, 999),
     "$.state.objects[0][1]"),
    ("owner out of range", lambda st: st["objects"][0].__setitem__(2, 7),
     "$.state.objects[0]"),
    ("object with a field too many", lambda st: st["objects"][0].extend([0] * 30),
     "$.state.objects[0]"),
    ("object in another player's hand", lambda st: st["players"][1]["hand"].append(
        st["players"][0]["library"][0]), "$.state.players[1].hand"),
    ("pending for no player", lambda st: st.__setitem__(
        "pending", {"type": "PriorityDecision", "player": 5}), "$.state.pending.player"),
    ("pending of an unknown type", lambda st: st.__setitem__(
        "pending", {"type": "Nap", "player": 0}), "$.state.pending"),
    ("active player 9", lambda st: st.__setitem__("active", 9), "$.state.active"),
    ("bool for an int", lambda st: st.__setitem__("turn", True), "$.state.turn"),
    ("no players", lambda st: st.__setitem__("players", []), "$.state.players"),
]


@pytest.mark.parametrize(("what", "edit", "field"), EDITS, ids=[e[0] for e in EDITS])
def test_an_edited_save_names_the_field(what: str, edit: Callable[[dict[str, Any]], None],
                                        field: str) -> None:
    data = copy.deepcopy(DATA)
    edit(data["state"])
    with pytest.raises(ValueError, match="corrupt saved game") as err:
        Game.from_json(data)
    assert field in str(err.value), str(err.value)


def test_an_unknown_card_in_the_card_table_is_named() -> None:
    data = copy.deepcopy(DATA)
    data["cards"][0] = "Lightning Bolz"
    with pytest.raises(ValueError, match=r"corrupt saved game: .*\$\.cards\[0\]"):
        Game.from_json(data)


@pytest.mark.parametrize(("version", "message"), [
    (1, "format version 1; this engine reads version 2 only"),
    ("2", "format version '2'; this engine reads version 2 only"),
    (None, "format version None"),
])
def test_a_save_of_another_version_is_refused_clearly(version: object, message: str) -> None:
    data = copy.deepcopy(DATA)
    data["version"] = version
    with pytest.raises(ValueError, match=message):
        Game.from_json(data)


def test_a_save_from_before_versions_is_refused_clearly() -> None:
    old = {"state": {"objects": [], "players": []}, "actions": []}
    with pytest.raises(ValueError, match=r"without a format version .* reads version 2 only"):
        Game.from_json(old)
    with pytest.raises(ValueError, match="not a saved game"):
        Game.from_json({"format": "something else", "version": 2})


def test_a_bad_action_in_the_list_is_named() -> None:
    data = copy.deepcopy(HISTORY)
    data["actions"][3] = {"type": "ActivateAbility", "source": 1, "ability": 0, "sacrifice": None}
    with pytest.raises(ValueError, match=r"'sacrifice' must be .* - at \$\.actions\[3\]"):
        Game.from_json(data)


def test_a_good_save_still_round_trips() -> None:
    for data, history in ((DATA, False), (HISTORY, True)):
        g = Game.from_json(json.loads(json.dumps(data)))
        assert json.dumps(g.to_json(history=history), sort_keys=True) == \
            json.dumps(data, sort_keys=True)


def test_the_snapshot_saves_every_field_of_the_state_and_its_objects() -> None:
    """A field added to GameState, GameObject or Player must be added to the snapshot too
    (state/snapshot.py), or a saved game would lose it."""
    from dataclasses import fields

    from mtg_engine.state import snapshot
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject, Player

    assert set(GameState.__slots__) - snapshot.STATE_CACHES == snapshot.STATE_FIELDS
    assert set(GameObject.__slots__) == snapshot.OBJECT_FIELDS
    assert set(snapshot.StateV2.__struct_fields__) == snapshot.STATE_FIELDS
    # (an object's zone is the zone list it is in; a Class's level is its card's face, 717.2b)
    assert set(snapshot.ObjectV2.__struct_fields__) == \
        snapshot.OBJECT_FIELDS - {"zone"} | {"class_level"}
    assert {f.name for f in fields(Player)} - {"index"} == set(snapshot.PlayerV2.__struct_fields__)
