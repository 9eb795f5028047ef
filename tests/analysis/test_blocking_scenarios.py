"""The cards of seed 001 (figures 2-3) as blocking instances, and the example of 509.1c.

Each instance is what the engine would build for the named card (see the docstring of
mtg_engine.analysis.blocking); the expected figures are worked out by hand in the comments.
"""

from __future__ import annotations

from typing import Any, Literal

import pytest

from mtg_engine.analysis.blocking import (
    BlockingInstance,
    best_declaration,
    is_legal,
    max_requirements,
    satisfied_requirements,
)


def make(**fields: Any) -> BlockingInstance:
    return BlockingInstance.from_dict(fields)


def both_methods_max(inst: BlockingInstance) -> int:
    """The 509.1c maximum; flow and CP-SAT must agree when flow applies."""
    exact = max_requirements(inst, "cpsat")
    assert satisfied_requirements(inst, best_declaration(inst)) == exact
    return exact


def test_rule_509_1c_example_menace_and_blocks_if_able() -> None:
    # 509.1c example: "blocks if able" creature + vanilla creature vs a menace attacker
    # (Boggart Brute, 702.111b): only both blocking obeys the requirement legally.
    inst = make(attackers=["Boggart Brute"], blockers=["Eager", "Vanilla"],
                min_blockers={"Boggart Brute": 2}, must_block={"Eager": 1})
    assert both_methods_max(inst) == 1
    assert is_legal(inst, {"Eager": ["Boggart Brute"], "Vanilla": ["Boggart Brute"]}).legal
    only_first = is_legal(inst, {"Eager": ["Boggart Brute"]})
    assert not only_first.legal
    assert "can't be blocked except by 2 or more" in only_first.reason
    neither = is_legal(inst, {})
    assert not neither.legal
    assert neither.reason == ("obeys 0 requirements but 1 can be obeyed without breaking a "
                              "restriction (509.1c)")
    assert best_declaration(inst) == {"Eager": ["Boggart Brute"], "Vanilla": ["Boggart Brute"]}


def test_tromokratis_needs_every_creature_of_the_defending_player() -> None:
    inst = make(attackers=["Tromokratis"], blockers=["b1", "b2", "b3"],
                min_blockers={"Tromokratis": "all"}, must_be_blocked={"Tromokratis": 1})
    assert both_methods_max(inst) == 1
    everyone = {b: ["Tromokratis"] for b in ("b1", "b2", "b3")}
    assert is_legal(inst, everyone).legal
    two = is_legal(inst, {"b1": ["Tromokratis"], "b2": ["Tromokratis"]})
    assert not two.legal
    assert "unless all 3 block it" in two.reason
    # A tapped creature (capacity 0) still counts among "all creatures defending player
    # controls", so Tromokratis can't be blocked and not blocking it is legal.
    tapped = make(**{**inst.to_dict(), "blocker_capacity": {"b3": 0}})
    assert both_methods_max(tapped) == 0
    assert is_legal(tapped, {}).legal
    assert not is_legal(tapped, everyone).legal


def test_guile_needs_three_blockers() -> None:
    # Guile: can't be blocked except by three or more creatures; Irresistible Prey cast twice.
    two = make(attackers=["Guile"], blockers=["b1", "b2"], min_blockers={"Guile": 3},
               must_be_blocked={"Guile": 2})
    assert both_methods_max(two) == 0
    assert is_legal(two, {}).legal
    three = make(**{**two.to_dict(), "blockers": ["b1", "b2", "b3"]})
    assert both_methods_max(three) == 2
    verdict = is_legal(three, {})
    assert (verdict.legal, verdict.satisfied, verdict.maximum) == (False, 0, 2)


def test_silent_arbiter_lets_one_creature_block() -> None:
    # Silent Arbiter: no more than one creature can block; Culling Mark on both blockers.
    inst = make(attackers=["a1", "a2"], blockers=["b1", "b2"], max_blockers_total=1,
                must_block={"b1": 1, "b2": 1})
    assert both_methods_max(inst) == 1
    assert is_legal(inst, {"b2": ["a1"]}).legal
    both = is_legal(inst, {"b1": ["a1"], "b2": ["a2"]})
    assert not both.legal
    assert "2 creatures block but no more than 1 may" in both.reason


def test_hunt_down_specific_requirement() -> None:
    # Hunt Down twice on (b, a1) outweighs Irresistible Prey once on a2.
    inst = make(attackers=["a1", "a2"], blockers=["b"], must_be_blocked={"a2": 1},
                must_block_attacker=[["b", "a1", 2]])
    assert both_methods_max(inst) == 2
    assert best_declaration(inst) == {"b": ["a1"]}
    assert not is_legal(inst, {"b": ["a2"]}).legal
    once = make(**{**inst.to_dict(), "must_block_attacker": [["b", "a1", 1]]})
    assert is_legal(once, {"b": ["a2"]}).legal and is_legal(once, {"b": ["a1"]}).legal


def test_irresistible_prey_against_a_flyer_nobody_can_block() -> None:
    inst = make(attackers=["Drake"], blockers=["Bears"], cannot_block=[["Bears", "Drake"]],
                must_be_blocked={"Drake": 1})
    assert both_methods_max(inst) == 0
    assert is_legal(inst, {}).legal


def test_culling_mark_blocker_must_block() -> None:
    inst = make(attackers=["a"], blockers=["Marked"], must_block={"Marked": 1})
    verdict = is_legal(inst, {"Marked": []})
    assert (verdict.legal, verdict.satisfied, verdict.maximum) == (False, 0, 1)
    assert is_legal(inst, {"Marked": ["a"]}).legal


def test_nacatl_war_pride_exactly_one_blocker() -> None:
    inst = make(attackers=["Nacatl"], blockers=["b1", "b2", "b3"],
                exactly_one_blocker_if_able=["Nacatl"])
    assert both_methods_max(inst) == 1
    assert is_legal(inst, {"b2": ["Nacatl"]}).legal
    assert not is_legal(inst, {"b1": ["Nacatl"], "b2": ["Nacatl"]}).legal
    # With Culling Mark on all three, everyone blocking obeys 3 > 1 + 1 (one blocks).
    marked = make(**{**inst.to_dict(), "must_block": {"b1": 1, "b2": 1, "b3": 1}})
    assert both_methods_max(marked) == 3
    assert not is_legal(marked, {"b2": ["Nacatl"]}).legal


def test_ionas_blessing_blocks_an_additional_creature() -> None:
    base = {"attackers": ["a1", "a2"], "blockers": ["b"], "must_be_blocked": {"a1": 1, "a2": 1}}
    assert both_methods_max(make(**base)) == 1
    blessed = make(**base, blocker_capacity={"b": 2})
    assert both_methods_max(blessed) == 2
    assert is_legal(blessed, {"b": ["a1", "a2"]}).legal
    over = is_legal(make(**base), {"b": ["a1", "a2"]})
    assert "b blocks 2 attackers but may block at most 1 (blocker_capacity)" in over.reason


def test_alpha_authority_one_blocker_at_most() -> None:
    inst = make(attackers=["Wolf"], blockers=["b1", "b2"], attacker_capacity={"Wolf": 1},
                must_block_attacker=[["b1", "Wolf", 1], ["b2", "Wolf", 1]])
    assert both_methods_max(inst) == 1
    verdict = is_legal(inst, {"b1": ["Wolf"], "b2": ["Wolf"]})
    assert not verdict.legal
    assert "may be blocked by at most 1 (attacker_capacity)" in verdict.reason


def test_razortooth_rats_fear_is_a_local_restriction() -> None:
    # Fear (702.36b): only artifact and/or black creatures may block Razortooth Rats.
    inst = make(attackers=["Razortooth Rats"], blockers=["Grizzly Bears", "Ornithopter"],
                cannot_block=[["Grizzly Bears", "Razortooth Rats"]],
                must_be_blocked={"Razortooth Rats": 1})
    assert best_declaration(inst) == {"Grizzly Bears": [], "Ornithopter": ["Razortooth Rats"]}
    verdict = is_legal(inst, {"Grizzly Bears": ["Razortooth Rats"]})
    assert verdict.reason == ("breaks a restriction (509.1b): Grizzly Bears can't block "
                              "Razortooth Rats (cannot_block)")


def test_tromokratis_blocked_then_generic_blocker_requirements_are_spent() -> None:
    # Blocking Tromokratis makes every creature block, so Culling Mark on b is obeyed already;
    # the rest of the flow must then prefer c's Hunt Down on X (X: at most one blocker).
    # Best: both block Tromokratis (5 + 3) and c also blocks X (1) = 9.
    inst = make(attackers=["Tromokratis", "X"], blockers=["b", "c"],
                min_blockers={"Tromokratis": "all"}, attacker_capacity={"X": 1},
                blocker_capacity={"b": 2, "c": 2}, must_block={"b": 3},
                must_be_blocked={"Tromokratis": 5}, must_block_attacker=[["c", "X", 1]])
    assert max_requirements(inst, "flow") == 9
    assert max_requirements(inst, "cpsat") == 9
    assert best_declaration(inst, "flow") == {"b": ["Tromokratis"], "c": ["Tromokratis", "X"]}


def test_issue_example_is_legal() -> None:
    # The example of issue 3: a2 ("all", capacity 1) can't be blocked by three, so its
    # Nacatl requirement can't be obeyed; b1 + b3 on a1 obey 1 + 1 + 2 = 4 of 5.
    inst = make(attackers=["a1", "a2"], blockers=["b1", "b2", "b3"],
                cannot_block=[["b2", "a1"]], min_blockers={"a1": 2, "a2": "all"},
                max_blockers_total=None, blocker_capacity={"b1": 2},
                attacker_capacity={"a2": 1}, must_be_blocked={"a1": 1}, must_block={"b3": 1},
                must_block_attacker=[["b1", "a1", 2]], exactly_one_blocker_if_able=["a2"],
                declaration={"b1": ["a1"], "b2": [], "b3": ["a1"]})
    assert inst.total_requirements() == 5
    assert inst.declaration is not None
    verdict = is_legal(inst, inst.declaration)
    assert (verdict.legal, verdict.satisfied, verdict.maximum) == (True, 4, 4)


@pytest.mark.parametrize("method", ["flow", "cpsat"])
def test_empty_instances(method: Literal["flow", "cpsat"]) -> None:
    for attackers, blockers in (([], []), (["a"], []), ([], ["b"])):
        inst = make(attackers=attackers, blockers=blockers)
        assert best_declaration(inst, method) == {b: [] for b in blockers}
        assert is_legal(inst, {}).legal


def test_flow_refuses_instances_outside_its_class() -> None:
    inst = make(attackers=["a"], blockers=["b"], min_blockers={"a": 2})
    with pytest.raises(ValueError, match="min-cost flow method needs"):
        best_declaration(inst, "flow")
