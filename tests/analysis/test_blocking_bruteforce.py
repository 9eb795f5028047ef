"""509.1b-c cross-checked against brute force (blocking_oracle) on random small instances,
and on instances from the exact-cover reduction of seed 001, section 2.1."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import blocking_oracle as oracle
from hypothesis import given, settings
from hypothesis import strategies as st

from mtg_engine.analysis.blocking import (
    BlockingInstance,
    best_declaration,
    broken_restrictions,
    in_polynomial_class,
    is_legal,
    legal_declarations,
    max_requirements,
    satisfied_requirements,
)
from mtg_engine.analysis.blocking.exact import cpsat_declaration
from mtg_engine.analysis.blocking.flow import flow_declaration
from mtg_engine.analysis.blocking.reductions import TROMOKRATIS, exact_cover_instance


@st.composite
def instance_dicts(draw: st.DrawFn, poly: bool) -> dict[str, Any]:
    """A JSON instance of up to 3 attackers and 4 blockers; ``poly``: in the flow class."""
    attackers = [f"a{i}" for i in range(draw(st.integers(0, 3)))]
    blockers = [f"b{i}" for i in range(draw(st.integers(0, 4)))]
    pairs = [[b, a] for b in blockers for a in attackers]
    some_a = st.sampled_from(attackers) if attackers else st.nothing()
    some_b = st.sampled_from(blockers) if blockers else st.nothing()
    some_pair = st.sampled_from(pairs) if pairs else st.nothing()
    counting = st.sampled_from([1, "all"] if poly else [1, 2, 3, "all"])
    return {
        "attackers": attackers,
        "blockers": blockers,
        "cannot_block": draw(st.lists(some_pair, unique_by=tuple, max_size=4 if pairs else 0)),
        "min_blockers": draw(st.dictionaries(some_a, counting)),
        "max_blockers_total": draw(st.none() | st.integers(0, 3)),
        "blocker_capacity": draw(st.dictionaries(some_b, st.none() | st.integers(0, 2))),
        "attacker_capacity": draw(st.dictionaries(some_a, st.none() | st.integers(0, 2))),
        "must_be_blocked": draw(st.dictionaries(some_a, st.integers(0, 3))),
        "must_block": draw(st.dictionaries(some_b, st.integers(0, 3))),
        "must_block_attacker": [[*p, n] for p, n in draw(
            st.lists(st.tuples(some_pair, st.integers(1, 3)), max_size=5 if pairs else 0))],
        "exactly_one_blocker_if_able":
            [] if poly else draw(st.lists(some_a, unique=True, max_size=len(attackers))),
    }


def any_declaration(data: st.DataObject, inst: BlockingInstance) -> dict[str, list[str]]:
    """A declaration that may break any restriction."""
    subsets = st.lists(st.sampled_from(inst.attackers), unique=True) if inst.attackers \
        else st.just([])
    return {b: data.draw(subsets) for b in inst.blockers}


def check_against_oracle(inst: BlockingInstance, data: st.DataObject) -> None:
    best = oracle.maximum(inst)
    found = best_declaration(inst)  # CP-SAT or flow, as "auto" chooses
    assert oracle.valid(inst, oracle.as_sets(found))
    assert oracle.count(inst, oracle.as_sets(found)) == best
    if inst.max_blockers_total is not None:  # the cardinality constraint, not per-set solves
        whole = oracle.as_sets(cpsat_declaration(inst, max_sets=0))
        assert oracle.valid(inst, whole) and oracle.count(inst, whole) == best
    # restriction and requirement checks on every declaration up to capacity + 1
    for decl in oracle.declarations(inst, slack=1):
        lists = oracle.as_lists(inst, decl)
        assert (not broken_restrictions(inst, lists)) == oracle.valid(inst, decl)
        assert satisfied_requirements(inst, lists) == oracle.count(inst, decl)
    # full is_legal calls (solving for the maximum): an arbitrary declaration, and one that
    # breaks no restriction, so that the 509.1c comparison decides
    valid = [d for d in oracle.declarations(inst) if oracle.valid(inst, d)]
    some_valid = oracle.as_lists(inst, data.draw(st.sampled_from(valid)))
    for decl in (any_declaration(data, inst), some_valid):
        verdict = is_legal(inst, decl)
        expected = oracle.valid(inst, oracle.as_sets(decl)) and \
            oracle.count(inst, oracle.as_sets(decl)) == best
        assert verdict.legal == expected
        if not verdict.legal and not verdict.broken:
            assert f"obeys {verdict.satisfied} requirements but {best} can be" in verdict.reason


@settings(max_examples=1200, deadline=None)
@given(instance_dicts(poly=True), st.data())
def test_flow_class_matches_brute_force(raw: dict[str, Any], data: st.DataObject) -> None:
    inst = BlockingInstance.from_dict(raw)
    assert in_polynomial_class(inst)
    best = oracle.maximum(inst)
    for backend in ("networkx", "ortools"):
        decl = oracle.as_sets(flow_declaration(inst, backend))
        assert oracle.valid(inst, decl)
        assert oracle.count(inst, decl) == best
    check_against_oracle(inst, data)


@settings(max_examples=1200, deadline=None)
@given(instance_dicts(poly=False), st.data())
def test_general_class_matches_brute_force(raw: dict[str, Any], data: st.DataObject) -> None:
    check_against_oracle(BlockingInstance.from_dict(raw), data)


@settings(max_examples=100, deadline=None)
@given(instance_dicts(poly=False))
def test_legal_declarations_are_exactly_the_brute_force_ones(raw: dict[str, Any]) -> None:
    inst = BlockingInstance.from_dict(raw)
    best = oracle.maximum(inst)
    expected = sorted(sorted(oracle.as_lists(inst, d).items()) for d in oracle.declarations(inst)
                      if oracle.valid(inst, d) and oracle.count(inst, d) == best)
    assert sorted(sorted(d.items()) for d in legal_declarations(inst)) == expected


def has_exact_cover(elements: list[str], sets: list[tuple[str, ...]]) -> bool:
    want = len(elements) // 3
    return len(elements) % 3 == 0 and any(
        sorted(e for s in chosen for e in s) == sorted(elements)
        for chosen in combinations(sets, want))


@st.composite
def exact_cover_problems(draw: st.DrawFn) -> tuple[list[str], list[tuple[str, ...]]]:
    elements = [f"e{i}" for i in range(draw(st.sampled_from([3, 4, 6])))]
    triples = list(combinations(elements, 3))
    sets = draw(st.lists(st.sampled_from(triples), min_size=1, max_size=5, unique=True))
    return elements, sets


@settings(max_examples=300, deadline=None)
@given(exact_cover_problems())
def test_exact_cover_reduction(problem: tuple[list[str], list[tuple[str, ...]]]) -> None:
    """Seed 001, 2.1: everyone blocking Tromokratis is illegal iff an exact cover exists."""
    elements, sets = problem
    inst, everyone = exact_cover_instance(elements, sets)
    cover = has_exact_cover(elements, sets)
    verdict = is_legal(inst, everyone)
    assert verdict.legal is not cover
    assert verdict.satisfied == len(elements) - 1
    assert max_requirements(inst) == len(elements) - (0 if cover else 1)
    if len(elements) <= 4:
        assert oracle.maximum(inst) == max_requirements(inst)


def test_exact_cover_reduction_with_planted_cover() -> None:
    """12 elements, 9 sets, one exact cover hidden among decoys: CP-SAT finds it."""
    elements = [f"e{i}" for i in range(12)]
    cover = [("e0", "e5", "e9"), ("e1", "e2", "e7"), ("e3", "e10", "e11"), ("e4", "e6", "e8")]
    decoys = [("e0", "e1", "e2"), ("e3", "e4", "e5"), ("e6", "e7", "e8"), ("e9", "e10", "e0"),
              ("e5", "e7", "e11")]
    inst, everyone = exact_cover_instance(elements, cover + decoys)
    verdict = is_legal(inst, everyone)
    assert not verdict.legal
    assert (verdict.satisfied, verdict.maximum) == (11, 12)
    found = best_declaration(inst)
    blocked = {a for attackers in found.values() for a in attackers}
    assert blocked == {"Guile0", "Guile1", "Guile2", "Guile3"}
    assert TROMOKRATIS not in blocked
    without_cover, everyone = exact_cover_instance(elements, decoys)
    assert is_legal(without_cover, everyone).legal
