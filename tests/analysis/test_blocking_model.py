"""The JSON instance model: defaults, round trip, and errors that name the field."""

from __future__ import annotations

import json

import pytest

from mtg_engine.analysis.blocking import BlockingInstance, InstanceError, broken_restrictions
from mtg_engine.analysis.blocking.model import FIELDS

EXAMPLE = {
    "attackers": ["a1", "a2"], "blockers": ["b1", "b2", "b3"],
    "cannot_block": [["b2", "a1"]],
    "min_blockers": {"a1": 2, "a2": "all"},
    "max_blockers_total": None,
    "blocker_capacity": {"b1": 2},
    "attacker_capacity": {"a2": 1},
    "must_be_blocked": {"a1": 1},
    "must_block": {"b3": 1},
    "must_block_attacker": [["b1", "a1", 2]],
    "exactly_one_blocker_if_able": ["a2"],
    "declaration": {"b1": ["a1"], "b2": [], "b3": ["a1"]},
}


def test_round_trip_keeps_every_field() -> None:
    inst = BlockingInstance.from_dict(EXAMPLE)
    assert json.loads(inst.to_json()) == EXAMPLE
    assert list(inst.to_dict()) == list(FIELDS)
    assert BlockingInstance.from_json(inst.to_json()) == inst


def test_defaults_blocker_capacity_one_attacker_unbounded() -> None:
    inst = BlockingInstance.from_dict({"attackers": ["a1", "a2"], "blockers": ["b1", "b2", "b3"]})
    assert (inst.blocker_cap("b1"), inst.attacker_cap("a1")) == (1, 3)
    assert broken_restrictions(inst, {"b1": ["a1", "a2"]}) == [
        "b1 blocks 2 attackers but may block at most 1 (blocker_capacity)"]
    assert broken_restrictions(inst, {b: ["a1"] for b in inst.blockers}) == []
    assert inst.declaration is None and inst.max_blockers_total is None


def test_null_capacity_means_unbounded_and_hunt_downs_add_up() -> None:
    inst = BlockingInstance.from_dict({
        "attackers": ["a1", "a2"], "blockers": ["b"], "blocker_capacity": {"b": None},
        "must_block_attacker": [["b", "a1"], ["b", "a1", 2]]})
    assert inst.blocker_cap("b") == 2
    assert inst.must_block_attacker == {("b", "a1"): 3}


@pytest.mark.parametrize(("change", "message"), [
    ({"attackers": None}, "field 'attackers' is missing"),
    ({"blockers": "b1"}, "field 'blockers' must be a list of names, not a string"),
    ({"blockers": ["b1", "b1"]}, "field 'blockers'[1]: duplicate name 'b1'"),
    ({"blockers": ["b1", "a1"]}, "field 'blockers': 'a1' is also an attacker"),
    ({"cannot_block": [["b2"]]}, "cannot_block[0] must be a [blocker, attacker] pair"),
    ({"cannot_block": [["a1", "b2"]]}, "cannot_block[0]: unknown blocker 'a1'"),
    ({"min_blockers": {"a1": "some"}}, "min_blockers.a1 (an integer >= 1 or \"all\")"),
    ({"min_blockers": {"zz": 2}}, "min_blockers.zz: unknown attacker 'zz'"),
    ({"max_blockers_total": -1}, "max_blockers_total must be an integer >= 0 or null"),
    ({"blocker_capacity": {"b1": 1.5}}, "blocker_capacity.b1 must be an integer"),
    ({"attacker_capacity": {"b1": 1}}, "attacker_capacity.b1: unknown attacker 'b1'"),
    ({"must_be_blocked": {"a1": True}}, "must_be_blocked.a1 must be an integer >= 0"),
    ({"must_block": []}, "field 'must_block' must be an object, not a list"),
    ({"must_block_attacker": [["b1", "a1", -2]]}, "must_block_attacker[0] multiplicity"),
    ({"exactly_one_blocker_if_able": ["b1"]}, "exactly_one_blocker_if_able[0]: unknown attacker"),
    ({"declaration": {"b9": []}}, "declaration.b9: unknown blocker 'b9'"),
    ({"declaration": {"b1": ["a1", "a1"]}}, "declaration.b1[1]: 'a1' listed twice"),
    ({"declaration": {"b1": "a1"}}, "declaration.b1 must be a list of attackers"),
    ({"blocker": []}, "unknown field 'blocker'"),
])
def test_malformed_instances_name_the_field(change: dict[str, object], message: str) -> None:
    with pytest.raises(InstanceError) as err:
        BlockingInstance.from_dict({**EXAMPLE, **change})
    assert message in str(err.value)


def test_json_syntax_error_gives_source_line_and_column() -> None:
    with pytest.raises(InstanceError, match=r"^game\.json: line 2, column 1: invalid JSON"):
        BlockingInstance.from_json('{"attackers": [\n', source="game.json")


def test_field_error_is_prefixed_with_the_source() -> None:
    with pytest.raises(InstanceError, match=r"^x\.json: min_blockers\.zz: unknown attacker"):
        BlockingInstance.from_json(json.dumps({**EXAMPLE, "min_blockers": {"zz": 2}}), "x.json")
