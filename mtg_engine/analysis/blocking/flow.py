"""The polynomial algorithm of seed 001, sections 2 and 2.2-2.3: blocking as min-cost flow.

It applies when the instance has no local counting restriction other than Tromokratis's "all"
(a ``min_blockers`` of 1 restricts nothing) and no Nacatl War-Pride requirement. The network
(section 2, "The base case" and "Restrictions and requirements"):

    source -> blocker b        capacity = blocker capacity of b      (restriction type 4)
    blocker b -> attacker a    capacity 1, unless (b, a) is a local restriction (type 1)
    attacker a -> sink         capacity = attacker capacity of a     (restriction type 5)
    sink -> source             closes the circulation

A requirement is a reward (negative cost): n specific requirements (b, a) on the edge b -> a;
a generic requirement on b (resp. a) with multiplicity n on a parallel path of capacity 1
beside the edge into b (resp. out of a), so only the first unit through the creature earns it.
A min-cost circulation then maximises the requirements obeyed; any integral optimum is a
declaration (b blocks a iff one unit flows on b -> a).

Tromokratis (section 2.3, case 3): blocking one with every creature obeys a number of
requirements that does not depend on the rest of the declaration, so for each count d of
blocked Tromokratis we block the d most rewarding ones, lower every blocker's capacity by d and
solve the rest as a flow. (If d >= 1 every creature blocks, so generic blocker requirements are
all obeyed; the paper does not spell this out, we count them once, outside the flow.)

A global counting restriction k (section 2.2): we try each set of min(k, |B|) creatures that
could block anything and solve the flow with only those; Tromokratis is then unblockable
unless k >= |B|. This is polynomial for the k <= 2 that Magic prints.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Literal

from mtg_engine.analysis.blocking.check import satisfied_requirements
from mtg_engine.analysis.blocking.model import ALL, BlockingInstance, Declaration

Backend = Literal["networkx", "ortools"]

SOURCE, SINK = 0, 1


def in_polynomial_class(instance: BlockingInstance) -> bool:
    """Restriction 1 of seed 001, section 2.2: no local counting restriction but "all",
    and no Nacatl War-Pride."""
    return not instance.exactly_one_blocker_if_able and all(
        k == ALL or k <= 1 for k in instance.min_blockers.values()
    )


def tromokratis(instance: BlockingInstance) -> list[str]:
    """The attackers with ``min_blockers`` "all", in instance order."""
    return [a for a in instance.attackers if instance.min_blockers.get(a) == ALL]


@dataclass
class _Network:
    """Arcs of a circulation network; node 0 is the source, node 1 the sink."""

    tails: list[int]
    heads: list[int]
    caps: list[int]
    costs: list[int]
    nodes: int = 2

    def node(self) -> int:
        self.nodes += 1
        return self.nodes - 1

    def arc(self, tail: int, head: int, cap: int, reward: int = 0) -> int:
        self.tails.append(tail)
        self.heads.append(head)
        self.caps.append(cap)
        self.costs.append(-reward)
        return len(self.tails) - 1

    def guarded(self, tail: int, head: int, cap: int, reward: int) -> None:
        """``cap`` units from tail to head, the first of which earns ``reward``."""
        if reward <= 0 or cap <= 0:
            self.arc(tail, head, cap)
            return
        via = self.node()
        self.arc(tail, via, 1, reward)
        self.arc(via, head, 1)
        if cap > 1:
            self.arc(tail, head, cap - 1)

    def solve(self, backend: Backend) -> list[int]:
        """Flow on every arc of a min-cost circulation."""
        if backend == "ortools":
            return _solve_ortools(self)
        return _solve_networkx(self)


VECTOR_ARCS = 2000
"""From this many arcs the network is handed to OR-Tools as numpy arrays (one call); a smaller
one arc by arc, which spares importing numpy (0.2 s) for a small instance."""


def _solve_ortools(net: _Network) -> list[int]:
    from ortools.graph.python import min_cost_flow  # imported only when a flow is solved

    mcf = min_cost_flow.SimpleMinCostFlow()
    if len(net.tails) >= VECTOR_ARCS:
        import numpy as np

        arcs = mcf.add_arcs_with_capacity_and_unit_cost(
            np.array(net.tails), np.array(net.heads), np.array(net.caps), np.array(net.costs))
    else:
        arcs = [mcf.add_arc_with_capacity_and_unit_cost(t, h, c, w)
                for t, h, c, w in zip(net.tails, net.heads, net.caps, net.costs)]
    mcf.set_node_supply(net.nodes - 1, 0)  # every node exists, with supply 0: a circulation
    status = mcf.solve()
    if status != mcf.OPTIMAL:
        raise RuntimeError(f"OR-Tools min-cost flow failed with status {status}")
    if isinstance(arcs, list):
        return [mcf.flow(a) for a in arcs]
    return mcf.flows(arcs).tolist()


def _solve_networkx(net: _Network) -> list[int]:
    import networkx as nx

    # Parallel arcs are never created (see `guarded`), so a DiGraph keyed by (tail, head) is
    # enough to map the flow back to arcs.
    graph = nx.DiGraph()
    graph.add_nodes_from(range(net.nodes), demand=0)
    for t, h, c, w in zip(net.tails, net.heads, net.caps, net.costs):
        graph.add_edge(t, h, capacity=c, weight=w)
    _, flow = nx.network_simplex(graph)
    return [flow[t][h] for t, h in zip(net.tails, net.heads)]


def _solve_bipartite(instance: BlockingInstance, blockers: Sequence[str],
                     attackers: Sequence[str], cap_cut: int, blocker_rewards: bool,
                     backend: Backend) -> Declaration:
    """The plain flow of the module docstring over the given creatures."""
    net = _Network([], [], [], [])
    b_node = {b: net.node() for b in blockers}
    a_node = {a: net.node() for a in attackers}
    pair_arcs: list[tuple[int, str, str]] = []
    total = 0
    for b in blockers:
        cap = max(0, instance.blocker_cap(b) - cap_cut)
        total += cap
        reward = instance.must_block.get(b, 0) if blocker_rewards else 0
        net.guarded(SOURCE, b_node[b], cap, reward)
        for a in attackers:
            if instance.can_block(b, a):
                reward = instance.must_block_attacker.get((b, a), 0)
                pair_arcs.append((net.arc(b_node[b], a_node[a], 1, reward), b, a))
    for a in attackers:
        net.guarded(a_node[a], SINK, instance.attacker_cap(a), instance.must_be_blocked.get(a, 0))
    net.arc(SINK, SOURCE, total)
    flow = net.solve(backend)
    decl: Declaration = {b: [] for b in instance.blockers}
    for arc, b, a in pair_arcs:
        if flow[arc]:
            decl[b].append(a)
    return decl


def _tromokratis_value(instance: BlockingInstance, a: str) -> int:
    """Requirements obeyed by blocking ``a`` with every creature, bar generic blocker ones."""
    return instance.must_be_blocked.get(a, 0) + sum(
        instance.must_block_attacker.get((b, a), 0) for b in instance.blockers
    )


def _blockable_by_all(instance: BlockingInstance, a: str) -> bool:
    blockers = instance.blockers
    cap = instance.attacker_capacity.get(a)
    return bool(blockers) and (cap is None or cap >= len(blockers)) and all(
        instance.can_block(b, a) for b in blockers
    )


def _best_of(instance: BlockingInstance, candidates: Iterable[Declaration]) -> Declaration:
    best: Declaration | None = None
    best_value = -1
    for decl in candidates:
        value = satisfied_requirements(instance, decl)
        if value > best_value:
            best, best_value = decl, value
    assert best is not None
    return best


def _with_tromokratis(instance: BlockingInstance, backend: Backend) -> Iterable[Declaration]:
    """One candidate per number d of blocked Tromokratis (section 2.3, case 3)."""
    troms = tromokratis(instance)
    others = [a for a in instance.attackers if a not in troms]
    ranked = sorted((a for a in troms if _blockable_by_all(instance, a)),
                    key=lambda a: -_tromokratis_value(instance, a))
    for d in range(len(ranked) + 1):
        if d and any(instance.blocker_cap(b) < d for b in instance.blockers):
            break
        decl = _solve_bipartite(instance, instance.blockers, others, d, d == 0, backend)
        for b in instance.blockers:
            decl[b] = [a for a in instance.attackers if a in ranked[:d] or a in decl[b]]
        yield decl


def global_limit_blockers(instance: BlockingInstance) -> list[str]:
    """Under a global counting restriction k < |B|: the creatures able to block an attacker
    that k creatures may block (not Tromokratis, nor a min_blockers above k)."""
    limit = instance.max_blockers_total
    assert limit is not None and limit < len(instance.blockers)
    open_to = [a for a in instance.attackers if instance.attacker_cap(a) > 0 and (
        (k := instance.min_blockers.get(a, 1)) != ALL and int(k) <= limit)]
    return [b for b in instance.blockers if instance.blocker_cap(b) > 0 and any(
        instance.can_block(b, a) for a in open_to)]


def _with_global_limit(instance: BlockingInstance, limit: int,
                       backend: Backend) -> Iterable[Declaration]:
    """One candidate per set of ``limit`` useful blockers (section 2.2); no Tromokratis blocks."""
    others = [a for a in instance.attackers if instance.min_blockers.get(a) != ALL]
    useful = global_limit_blockers(instance)
    for chosen in combinations(useful, min(limit, len(useful))):
        yield _solve_bipartite(instance, chosen, others, 0, True, backend)


def flow_declaration(instance: BlockingInstance, backend: Backend = "ortools") -> Declaration:
    """A declaration obeying the most requirements, for an instance in the polynomial class."""
    if not in_polynomial_class(instance):
        raise ValueError("the min-cost flow method needs an instance without local counting "
                         "restrictions other than \"all\" and without exactly_one_blocker_if_able")
    limit = instance.max_blockers_total
    if limit is not None and limit < len(instance.blockers):
        return _best_of(instance, _with_global_limit(instance, limit, backend))
    return _best_of(instance, _with_tromokratis(instance, backend))


def global_limit_subsets(instance: BlockingInstance) -> int:
    """How many flows the global-limit enumeration would solve (1 if it does not apply)."""
    limit = instance.max_blockers_total
    if limit is None or limit >= len(instance.blockers):
        return 1
    useful = len(global_limit_blockers(instance))
    return comb(useful, min(limit, useful))
