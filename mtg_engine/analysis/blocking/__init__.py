"""Legality of a declaration of blockers (509.1a-c), decided exactly.

Source: Chatterjee and Ibsen-Jensen, "The Complexity of Deciding Legality of a Single Step of
Magic: The Gathering" (seed 001). A declaration is legal iff it breaks no restriction (509.1b)
and obeys as many requirements as any declaration that breaks no restriction (509.1c). Deciding
that is coNP-complete in general (section 2.1) and polynomial by min-cost flow when there is no
local counting restriction other than Tromokratis's "all" and no Nacatl War-Pride (2.2-2.3).

API
  ``BlockingInstance``            the instance (``from_json``, ``from_dict``, ``to_json``, ...);
                                  field meanings and how requirements are counted: ``model``
  ``is_legal(inst, decl)``        ``Verdict`` with ``.legal`` and ``.reason``
  ``best_declaration(inst)``      a legal declaration (blocker -> attackers it blocks)
  ``max_requirements(inst)``      the 509.1c maximum
  ``satisfied_requirements(inst, decl)``, ``broken_restrictions(inst, decl)``
  ``legal_declarations(inst)``    every legal declaration (CP-SAT enumeration; may be many)

Counting (509.1c). Every requirement has a multiplicity n, the number of effects that impose it,
and counts n when obeyed: ``must_be_blocked`` when the attacker is blocked at all, ``must_block``
when the blocker blocks at all, ``must_block_attacker`` when that blocker blocks that attacker,
``exactly_one_blocker_if_able`` (1 each) when exactly one creature blocks the attacker. This is
the weighting of the paper's min-cost-flow network (weight n on one edge of capacity 1), and the
reduction of section 2.1 relies on it (Hunt Down cast |E| - 1 times counts |E| - 1). So the
multiplicity is *not* a number of blockers: ``"must_be_blocked": {"a": 2}`` is two effects
saying "a must be blocked if able", both obeyed by a single blocker.

Building an instance from a board (for the engine's declare-blockers step, 509.1a):
  * one instance per defending player; ``attackers`` = the creatures attacking that player or a
    planeswalker they control; ``blockers`` = *every* creature that player controls (Tromokratis
    counts all of them), with ``blocker_capacity`` 0 for those that can't block at all (tapped,
    "can't block"; defender does not stop a creature from blocking);
  * ``cannot_block``: every (blocker, attacker) pair an evasion ability or effect forbids:
    flying/reach (702.9b), protection (702.16f), fear (702.36b, Razortooth Rats),
    "can't be blocked by ...", "can't block <creature>";
  * ``min_blockers``: menace 2 (702.111b), Guile 3, Tromokratis "all";
  * ``max_blockers_total``: Silent Arbiter 1, Caverns of Despair 2 (the smallest one in force);
  * ``blocker_capacity``: 1 + the "can block an additional creature" effects (Iona's Blessing);
    ``None`` for "can block any number"; ``attacker_capacity``: 1 under Alpha Authority;
  * ``must_be_blocked`` (Irresistible Prey, "must be blocked if able"), ``must_block``
    (Culling Mark, "blocks each combat if able"), ``must_block_attacker`` (Hunt Down,
    "blocks <creature> if able"; Lure is one such pair for every creature able to block it),
    ``exactly_one_blocker_if_able`` (Nacatl War-Pride), each with the number of effects
    imposing it.
  Then ``is_legal`` validates what the player declares (pass ``maximum=max_requirements(inst)``
  when checking several declarations for one board) and ``best_declaration`` /
  ``legal_declarations`` answer agents. Costs to block (509.1d) are outside the model: 509.1c
  does not count a creature that could block only by paying, so build the instance with it
  unable to block, and accept a paid block separately.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from mtg_engine.analysis.blocking.check import (
    blocked_by,
    broken_restrictions,
    requirement_tally,
    satisfied_requirements,
)
from mtg_engine.analysis.blocking.exact import SolverError, cpsat_all_optimal, cpsat_declaration
from mtg_engine.analysis.blocking.flow import (
    flow_declaration,
    global_limit_subsets,
    in_polynomial_class,
)
from mtg_engine.analysis.blocking.model import (
    ALL,
    BlockingInstance,
    Declaration,
    InstanceError,
)
from mtg_engine.analysis.blocking.small import small_maximum

__all__ = [
    "ALL",
    "BlockingInstance",
    "Declaration",
    "InstanceError",
    "SolverError",
    "Verdict",
    "best_declaration",
    "blocked_by",
    "broken_restrictions",
    "choose_method",
    "in_polynomial_class",
    "is_legal",
    "legal_declarations",
    "max_requirements",
    "requirement_tally",
    "satisfied_requirements",
]

Method = Literal["auto", "flow", "cpsat"]

FLOW_SUBSET_LIMIT = 200_000
"""Above this many blocker sets to try for a global counting restriction, "auto" uses CP-SAT.
(bench/blocking.py: 1225 flows for n = 50, k = 2 take 0.1 s where CP-SAT takes 16 s.)"""


@dataclass(frozen=True)
class Verdict:
    """The answer of ``is_legal``: ``reason`` is "" when legal."""

    legal: bool
    reason: str
    satisfied: int
    maximum: int | None = None
    broken: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.legal


def choose_method(instance: BlockingInstance) -> Literal["flow", "cpsat"]:
    """"flow" when the paper's polynomial algorithm applies (and is not an enumeration of too
    many blocker sets), else "cpsat"."""
    if in_polynomial_class(instance) and global_limit_subsets(instance) <= FLOW_SUBSET_LIMIT:
        return "flow"
    return "cpsat"


def best_declaration(instance: BlockingInstance, method: Method = "auto") -> Declaration:
    """A legal declaration: no restriction broken, the most requirements obeyed.

    Every blocker of the instance is a key (``[]`` when it does not block)."""
    chosen = choose_method(instance) if method == "auto" else method
    if chosen == "flow":
        return flow_declaration(instance)
    return cpsat_declaration(instance)


def max_requirements(instance: BlockingInstance, method: Method = "auto") -> int:
    """The maximum number of requirements obeyed without breaking a restriction (509.1c).

    "auto" lists the declarations of a small instance rather than starting a solver."""
    if method == "auto":
        found = small_maximum(instance)
        if found is not None:
            return found
    return satisfied_requirements(instance, best_declaration(instance, method))


def is_legal(instance: BlockingInstance, declaration: Declaration | dict[str, list[str]],
             method: Method = "auto", maximum: int | None = None) -> Verdict:
    """Decide 509.1b-c for ``declaration``; raise InstanceError if it names unknown creatures.

    ``maximum``, if given, is ``max_requirements(instance)`` computed once by the caller (the
    engine checking several declarations for one board); otherwise it is solved for."""
    decl = instance.parse_declaration(declaration)
    satisfied = satisfied_requirements(instance, decl)
    broken = broken_restrictions(instance, decl)
    if broken:
        return Verdict(False, "breaks a restriction (509.1b): " + "; ".join(broken),
                       satisfied, broken=tuple(broken))
    # The instance's total bounds the maximum: a declaration obeying all is legal at once.
    if satisfied == instance.total_requirements():
        return Verdict(True, "", satisfied, satisfied)
    if maximum is None:
        maximum = max_requirements(instance, method)
    if satisfied < maximum:
        return Verdict(False, f"obeys {satisfied} requirements but {maximum} can be obeyed "
                       "without breaking a restriction (509.1c)", satisfied, maximum)
    return Verdict(True, "", satisfied, maximum)


def legal_declarations(instance: BlockingInstance, limit: int | None = None) -> list[Declaration]:
    """Every legal declaration (at most ``limit``), in a fixed order. Exponential in general:
    agents should pass a limit or use ``best_declaration``."""
    return cpsat_all_optimal(instance, max_requirements(instance), limit)
