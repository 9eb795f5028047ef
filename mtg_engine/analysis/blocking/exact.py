"""The exact method for every instance: the blocking problem as a CP-SAT model (OR-Tools).

Seed 001, section 2.1 shows legality is coNP-complete once local counting restrictions
(menace, Guile, Tromokratis together with others) or Nacatl War-Pride appear: the flow through an
attacker must be 0 or at least k, which no flow network expresses. CP-SAT states it directly:

    x[b, a] in {0, 1}                b blocks a; absent when (b, a) is a local restriction
    sum_a x[b, a] <= cap(b)          blocker capacity
    sum_b x[b, a] <= cap(a)          attacker capacity
    blocked[a] <=> OR_b x[b, a]
    sum_b x[b, a] >= k * blocked[a]  min_blockers k;  "all": x[b, a] = blocked[a] for every b
    blocks[b] <=> OR_a x[b, a]
    sum_b blocks[b] <= K             max_blockers_total
    one[a] => sum_b x[b, a] = 1      Nacatl War-Pride (one[a] may be 1 only when obeyed)

and maximises  sum n_a blocked[a] + sum n_b blocks[b] + sum n_ba x[b, a] + sum one[a],
the requirement count of check.satisfied_requirements. The solver proves the optimum.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import replace
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Any

from mtg_engine.analysis.blocking.check import satisfied_requirements
from mtg_engine.analysis.blocking.flow import global_limit_blockers
from mtg_engine.analysis.blocking.model import ALL, BlockingInstance, Declaration

if TYPE_CHECKING:  # OR-Tools is imported only when a model is built (it costs ~0.6 s)
    from ortools.sat.python import cp_model

ENUMERATE_SETS = 5000
"""Most blocker sets ``cpsat_declaration`` solves one by one under a global counting limit."""


class SolverError(RuntimeError):
    """CP-SAT stopped without proving an optimum (time limit)."""


class UnprovedError(SolverError):
    """CP-SAT reached its time limit with a legal-looking declaration it could not prove to
    obey the most requirements: `declaration` is the best it found."""

    def __init__(self, message: str, declaration: Declaration) -> None:
        super().__init__(message)
        self.declaration = declaration


Pairs = dict[tuple[str, str], "cp_model.IntVar"]


def _build(instance: BlockingInstance) -> tuple[cp_model.CpModel, Pairs, cp_model.LinearExprT]:
    """The model of the module docstring and its objective (the requirement count)."""
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    x = {(b, a): model.new_bool_var(f"x[{b},{a}]")
         for b in instance.blockers for a in instance.attackers if instance.can_block(b, a)}
    reward: list[cp_model.LinearExprT] = []
    blocks_vars = []
    for b in instance.blockers:
        row = [x[b, a] for a in instance.attackers if (b, a) in x]
        blocks = model.new_bool_var(f"blocks[{b}]")
        # cap * blocks rather than cap: the same integer solutions, a tighter relaxation
        model.add(sum(row) <= instance.blocker_cap(b) * blocks)
        _or_equality(model, blocks, row)
        blocks_vars.append(blocks)
        reward.append(instance.must_block.get(b, 0) * blocks)
    if instance.max_blockers_total is not None:
        model.add(sum(blocks_vars) <= instance.max_blockers_total)
    for a in instance.attackers:
        reward.extend(_attacker(model, instance, a, x))
    reward.extend(n * x[pair] for pair, n in instance.must_block_attacker.items() if pair in x)
    return model, x, sum(reward)


def _or_equality(model: cp_model.CpModel, target: cp_model.IntVar,
                 literals: list[cp_model.IntVar]) -> None:
    if literals:
        model.add_max_equality(target, literals)
    else:
        model.add(target == 0)


def _attacker(model: cp_model.CpModel, instance: BlockingInstance, a: str,
              x: Pairs) -> list[cp_model.LinearExprT]:
    """Constraints on one attacker's blockers; returns its requirement terms."""
    col = [x[b, a] for b in instance.blockers if (b, a) in x]
    count = sum(col)
    blocked = model.new_bool_var(f"blocked[{a}]")
    model.add(count <= instance.attacker_cap(a) * blocked)
    _or_equality(model, blocked, col)
    k = instance.min_blockers.get(a)
    if k == ALL:
        if len(col) < len(instance.blockers):  # some creature may not block it at all
            model.add(blocked == 0)
        for var in col:
            model.add(var == blocked)
    elif isinstance(k, int) and k > 1:
        model.add(count >= k * blocked)
    terms: list[cp_model.LinearExprT] = [instance.must_be_blocked.get(a, 0) * blocked]
    if a in instance.exactly_one_blocker_if_able:
        one = model.new_bool_var(f"one[{a}]")
        model.add(count == 1).only_enforce_if(one)
        model.add(count != 1).only_enforce_if(~one)  # one[a] is a function of x
        terms.append(one)
    return terms


def cpsat_declaration(instance: BlockingInstance, time_limit: float | None = None,
                      workers: int = 1, max_sets: int = ENUMERATE_SETS) -> Declaration:
    """A declaration obeying the most requirements, proved optimal by CP-SAT.

    Under a global counting restriction k < |B| it solves one small model per set of k
    creatures that may block (seed 001, section 2.2) when there are at most ``max_sets`` such
    sets: CP-SAT proves optimality far faster that way than with the cardinality constraint."""
    limit = instance.max_blockers_total
    if limit is not None and limit < len(instance.blockers):
        useful = global_limit_blockers(instance)
        if comb(len(useful), min(limit, len(useful))) <= max_sets:
            return _per_blocker_set(instance, useful, min(limit, len(useful)), time_limit, workers)
    return _solve(instance, time_limit, workers)


def restricted(instance: BlockingInstance, chosen: Iterable[str]) -> BlockingInstance:
    """The instance in which only ``chosen`` (fewer than all creatures) may block: Tromokratis
    is then unblockable, and the global counting restriction is met by construction."""
    keep = set(chosen)
    blockers = tuple(b for b in instance.blockers if b in keep)
    troms = [a for a, k in instance.min_blockers.items() if k == ALL]
    return replace(
        instance, blockers=blockers, declaration=None, max_blockers_total=None,
        cannot_block=frozenset(p for p in instance.cannot_block if p[0] in keep)
        | {(b, a) for b in blockers for a in troms},
        min_blockers={a: k for a, k in instance.min_blockers.items() if k != ALL},
        blocker_capacity={b: c for b, c in instance.blocker_capacity.items() if b in keep},
        must_block={b: n for b, n in instance.must_block.items() if b in keep},
        must_block_attacker={p: n for p, n in instance.must_block_attacker.items()
                             if p[0] in keep})


def _per_blocker_set(instance: BlockingInstance, useful: list[str], size: int,
                     time_limit: float | None, workers: int) -> Declaration:
    deadline = None if time_limit is None else time.monotonic() + time_limit
    best: Declaration = {b: [] for b in instance.blockers}
    best_value = satisfied_requirements(instance, best)
    unproved: UnprovedError | None = None
    for chosen in combinations(useful, size):
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        try:
            found = _solve(restricted(instance, chosen), left, workers)
        except UnprovedError as err:
            found, unproved = err.declaration, err
        decl = {b: found.get(b, []) for b in instance.blockers}
        value = satisfied_requirements(instance, decl)
        if value > best_value:
            best, best_value = decl, value
    if unproved is not None:
        raise UnprovedError(str(unproved), best)
    return best


def _solve(instance: BlockingInstance, time_limit: float | None, workers: int) -> Declaration:
    from ortools.sat.python import cp_model

    model, x, objective = _build(instance)
    model.maximize(objective)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = workers
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = time_limit
    status = solver.solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        why = f" within its time limit of {time_limit:g} s" if time_limit is not None else ""
        raise SolverError(f"CP-SAT found no declaration{why} (status {solver.status_name(status)})")
    decl: Declaration = {b: [] for b in instance.blockers}
    for b in instance.blockers:
        decl[b] = [a for a in instance.attackers if (b, a) in x and solver.value(x[b, a])]
    if status != cp_model.OPTIMAL:
        raise UnprovedError("CP-SAT stopped at its time limit without proving an optimum "
                            f"(status {solver.status_name(status)})", decl)
    return decl


def _collector(instance: BlockingInstance, x: Pairs, limit: int | None) -> Any:
    """A CP-SAT solution callback keeping every solution (up to ``limit``); the class is made
    here so that OR-Tools is imported only when it is used."""
    from ortools.sat.python import cp_model

    class _Collector(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()
            self.found: list[Declaration] = []

        def on_solution_callback(self) -> None:
            self.found.append({b: [a for a in instance.attackers if (b, a) in x
                                   and self.value(x[b, a])] for b in instance.blockers})
            if limit is not None and len(self.found) >= limit:
                self.stop_search()

    return _Collector()


def cpsat_all_optimal(instance: BlockingInstance, optimum: int,
                      limit: int | None = None) -> list[Declaration]:
    """Every declaration (up to ``limit``) that breaks no restriction and obeys ``optimum``
    requirements, i.e. every legal declaration when ``optimum`` is the maximum."""
    model, x, objective = _build(instance)
    if isinstance(objective, int):  # no requirements at all
        if objective != optimum:
            return []
    else:
        model.add(objective == optimum)
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.enumerate_all_solutions = True
    collector = _collector(instance, x, limit)
    solver.solve(model, collector)
    return sorted(collector.found, key=lambda d: sorted(d.items()))
