"""A brute-force reading of 509.1b-c, written independently of the solvers, for the tests.

It lists every declaration (each blocker picks any set of attackers no larger than its capacity),
keeps those breaking no restriction (seed 001, section 2, restriction types 1-5) and counts the
requirements each obeys (requirement types 1-3, with multiplicity).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from mtg_engine.analysis.blocking import BlockingInstance

Decl = dict[str, frozenset[str]]


def declarations(inst: BlockingInstance, slack: int = 0) -> Iterator[Decl]:
    """Every declaration whose blockers block at most capacity + ``slack`` attackers each."""
    options = []
    for b in inst.blockers:
        cap = inst.blocker_capacity.get(b, 1)
        top = len(inst.attackers) if cap is None else min(cap + slack, len(inst.attackers))
        options.append([frozenset(c) for k in range(top + 1)
                        for c in combinations(inst.attackers, k)])
    for choice in product(*options):
        yield dict(zip(inst.blockers, choice))


def valid(inst: BlockingInstance, decl: Decl) -> bool:
    """No restriction broken."""
    for b, chosen in decl.items():
        cap = inst.blocker_capacity.get(b, 1)
        if cap is not None and len(chosen) > cap:
            return False
        if any((b, a) in inst.cannot_block for a in chosen):
            return False
    blocking = [b for b, chosen in decl.items() if chosen]
    if inst.max_blockers_total is not None and len(blocking) > inst.max_blockers_total:
        return False
    for a in inst.attackers:
        mine = {b for b, chosen in decl.items() if a in chosen}
        cap = inst.attacker_capacity.get(a)
        if cap is not None and len(mine) > cap:
            return False
        need = inst.min_blockers.get(a)
        if mine and need == "all" and mine != set(inst.blockers):
            return False
        if mine and isinstance(need, int) and len(mine) < need:
            return False
    return True


def count(inst: BlockingInstance, decl: Decl) -> int:
    """Requirements obeyed, with multiplicity."""
    total = 0
    for a in inst.attackers:
        mine = [b for b, chosen in decl.items() if a in chosen]
        total += inst.must_be_blocked.get(a, 0) if mine else 0
        total += 1 if a in inst.exactly_one_blocker_if_able and len(mine) == 1 else 0
    for b, chosen in decl.items():
        total += inst.must_block.get(b, 0) if chosen else 0
        total += sum(inst.must_block_attacker.get((b, a), 0) for a in chosen)
    return total


def maximum(inst: BlockingInstance) -> int:
    """The 509.1c maximum over declarations that break no restriction."""
    return max(count(inst, d) for d in declarations(inst) if valid(inst, d))


def as_lists(inst: BlockingInstance, decl: Decl) -> dict[str, list[str]]:
    return {b: [a for a in inst.attackers if a in decl[b]] for b in inst.blockers}


def as_sets(decl: dict[str, list[str]]) -> Decl:
    return {b: frozenset(a) for b, a in decl.items()}
