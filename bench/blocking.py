"""Time `best_declaration` (mtg_engine.analysis.blocking) on random instances.

Polynomial class (seed 001, Restriction 1): min-cost flow with both backends, n attackers and n
blockers for n = 10, 50, 200, 500; with a global counting restriction, the per-set enumeration
of section 2.2 (flow, or CP-SAT per set) against one CP-SAT model (20 s limit). General class
(menace, Guile, Nacatl War-Pride, and the exact-cover reduction of section 2.1): CP-SAT, growing
n until one instance takes a few seconds.
Every declaration found is checked for restrictions; flow and CP-SAT optima are compared where
both run. Run: `.venv/bin/python bench/blocking.py [--quick]`.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

from mtg_engine.analysis.blocking import (
    BlockingInstance,
    Declaration,
    SolverError,
    broken_restrictions,
    choose_method,
    satisfied_requirements,
)
from mtg_engine.analysis.blocking.exact import ENUMERATE_SETS, cpsat_declaration
from mtg_engine.analysis.blocking.flow import flow_declaration, global_limit_subsets
from mtg_engine.analysis.blocking.reductions import exact_cover_instance


def random_instance(n: int, seed: int, general: bool) -> BlockingInstance:
    """n attackers, n blockers, ~20% forbidden pairs, requirements on ~30% of creatures, two
    Tromokratis that every creature may block; ``general`` adds menace, Guile and Nacatl."""
    rng = random.Random(seed)
    attackers = [f"a{i}" for i in range(n)]
    blockers = [f"b{i}" for i in range(n)]
    troms = rng.sample(attackers, min(2, n))  # blockable: no restriction touches them
    min_blockers: dict[str, int | str] = dict.fromkeys(troms, "all")
    exactly_one: list[str] = []
    if general:
        for a in attackers:
            if a not in min_blockers and rng.random() < 0.3:
                min_blockers[a] = rng.choice([2, 2, 3])
        exactly_one = [a for a in attackers if a not in min_blockers and rng.random() < 0.1]
    return BlockingInstance.from_dict({
        "attackers": attackers,
        "blockers": blockers,
        "cannot_block": [[b, a] for b in blockers for a in attackers
                         if a not in troms and rng.random() < 0.2],
        "min_blockers": min_blockers,
        "blocker_capacity": {b: rng.choice([1, 1, 1, 2, 3]) for b in blockers},
        "attacker_capacity": {a: 1 for a in attackers if a not in troms and rng.random() < 0.1},
        "must_be_blocked": {a: rng.randint(1, 2) for a in attackers if rng.random() < 0.3},
        "must_block": {b: rng.randint(1, 2) for b in blockers if rng.random() < 0.3},
        "must_block_attacker": [[rng.choice(blockers), rng.choice(attackers), rng.randint(1, 3)]
                                for _ in range(n)],
        "exactly_one_blocker_if_able": exactly_one,
    })


def cover_instance(n_elements: int, n_sets: int, seed: int) -> BlockingInstance:
    """Section 2.1's reduction on a random X3C instance with a planted exact cover."""
    rng = random.Random(seed)
    elements = [f"e{i}" for i in range(n_elements)]
    shuffled = rng.sample(elements, n_elements)
    sets = [tuple(shuffled[i:i + 3]) for i in range(0, n_elements, 3)]
    triples = list(combinations(elements, 3)) if n_elements <= 30 else None
    while len(sets) < n_sets:
        t = rng.choice(triples) if triples else tuple(rng.sample(elements, 3))
        if t not in sets:
            sets.append(t)
    rng.shuffle(sets)
    return exact_cover_instance(elements, sets)[0]


def timed(solve: Callable[[BlockingInstance], Declaration],
          inst: BlockingInstance) -> tuple[float, int]:
    start = time.perf_counter()
    decl = solve(inst)
    elapsed = time.perf_counter() - start
    assert not broken_restrictions(inst, decl), "solver broke a restriction"
    return elapsed, satisfied_requirements(inst, decl)


def row(cells: list[str]) -> None:
    print("| " + " | ".join(cells) + " |")


def poly_table(sizes: list[int]) -> None:
    print("\nPolynomial class (2 Tromokratis, capacities 1-3, no menace/Guile/Nacatl)\n")
    row(["n attackers = n blockers", "pairs allowed", "flow, OR-Tools (ms)", "flow, networkx (ms)",
         "CP-SAT (ms)", "requirements obeyed"])
    row(["---"] * 6)
    for n in sizes:
        inst = random_instance(n, seed=n, general=False)
        pairs = n * n - len(inst.cannot_block)
        t_or, v_or = timed(lambda i: flow_declaration(i, "ortools"), inst)
        t_nx, v_nx = timed(lambda i: flow_declaration(i, "networkx"), inst)
        cp = "-"
        if n <= 200:
            t_cp, v_cp = timed(cpsat_declaration, inst)
            assert v_cp == v_or, f"CP-SAT {v_cp} != flow {v_or}"
            cp = f"{1000 * t_cp:.1f}"
        assert v_nx == v_or, f"networkx {v_nx} != OR-Tools {v_or}"
        row([str(n), str(pairs), f"{1000 * t_or:.1f}", f"{1000 * t_nx:.1f}", cp, str(v_or)])


def global_limit_table(cases: list[tuple[int, int]], cp_limit: float = 20.0) -> None:
    print("\nGlobal counting restriction (Silent Arbiter k=1, Caverns of Despair k=2): the "
          "enumeration of section 2.2 against CP-SAT\n")
    row(["n", "k", "blocker sets", "flow, all sets (ms)", "CP-SAT per set (ms)",
         "CP-SAT one model (ms)", "requirements obeyed", "auto uses"])
    row(["---"] * 8)
    for n, k in cases:
        inst = replace(random_instance(n, seed=n, general=False), max_blockers_total=k)
        sets = global_limit_subsets(inst)
        t_flow, v_flow = timed(flow_declaration, inst)
        cells = []
        for max_sets in (ENUMERATE_SETS, 0):
            if max_sets and sets > max_sets:
                cells.append("- (too many sets)")
                continue
            try:
                t_cp, v_cp = timed(lambda i, m=max_sets: cpsat_declaration(
                    i, time_limit=cp_limit, max_sets=m), inst)
                assert v_flow == v_cp, f"flow {v_flow} != CP-SAT {v_cp}"
                cells.append(f"{1000 * t_cp:.1f}")
            except SolverError:
                cells.append(f"> {1000 * cp_limit:.0f} (no proof)")
        row([str(n), str(k), str(sets), f"{1000 * t_flow:.1f}", *cells, str(v_flow),
             choose_method(inst)])


def general_table(sizes: list[int], budget: float) -> None:
    print("\nGeneral class, CP-SAT (menace/Guile on ~30% of attackers, Nacatl on ~10%)\n")
    row(["n attackers = n blockers", "CP-SAT (s)", "requirements obeyed"])
    row(["---"] * 3)
    for n in sizes:
        elapsed, value = timed(cpsat_declaration, random_instance(n, seed=n, general=True))
        row([str(n), f"{elapsed:.3f}", str(value)])
        if elapsed > budget:
            break


def cover_table(sizes: list[int], budget: float) -> None:
    print("\nExact-cover reduction (section 2.1), planted cover, 2|E| sets, CP-SAT\n")
    row(["elements |E|", "sets (Guiles)", "CP-SAT (s)", "requirements obeyed (= |E|)"])
    row(["---"] * 4)
    for n in sizes:
        inst = cover_instance(n, 2 * n, seed=n)
        elapsed, value = timed(cpsat_declaration, inst)
        assert value == n, "the planted cover obeys |E| requirements"
        row([str(n), str(2 * n), f"{elapsed:.3f}", str(value)])
        if elapsed > budget:
            break


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes only (CI smoke)")
    args = parser.parse_args()
    if args.quick:
        poly_table([10, 50])
        global_limit_table([(10, 1), (10, 2)])
        general_table([10, 20], budget=1.0)
        cover_table([9, 15], budget=1.0)
        return
    poly_table([10, 50, 200, 500])
    global_limit_table([(10, 1), (10, 2), (50, 1), (50, 2), (200, 1), (200, 2)])
    general_table([10, 20, 40, 60, 80, 100, 150, 200, 300], budget=3.0)
    cover_table([9, 15, 21, 30, 45, 60, 90, 120, 180], budget=3.0)


if __name__ == "__main__":
    main()
