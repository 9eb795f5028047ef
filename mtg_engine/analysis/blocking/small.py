"""The 509.1c maximum of a small instance by listing its declarations (no solver).

A declaration that breaks no restriction has each blocker block a set of attackers it may block,
no larger than its capacity (509.1b). When there are few such choices (``SMALL_LIMIT``), listing
them all and keeping the best that breaks no restriction is exact and far cheaper than starting a
solver: `mtg blocks check` on a small file, or the engine checking a declaration on a board with
a requirement, then never imports OR-Tools (about 0.8 s and 90 MB).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product
from math import comb

from mtg_engine.analysis.blocking.check import broken_restrictions, satisfied_requirements
from mtg_engine.analysis.blocking.model import BlockingInstance, Declaration

SMALL_LIMIT = 2048
"""Most declarations listed; above it the maximum is left to the solvers."""


def _options(instance: BlockingInstance, blocker: str) -> list[str]:
    return [a for a in instance.attackers if instance.can_block(blocker, a)]


def declaration_count(instance: BlockingInstance) -> int:
    """How many declarations respect every blocker's pairs and capacity (509.1b)."""
    total = 1
    for b in instance.blockers:
        m = len(_options(instance, b))
        total *= sum(comb(m, k) for k in range(min(instance.blocker_cap(b), m) + 1))
    return total


def _declarations(instance: BlockingInstance) -> Iterator[Declaration]:
    choices = []
    for b in instance.blockers:
        opts = _options(instance, b)
        choices.append([list(c) for k in range(min(instance.blocker_cap(b), len(opts)) + 1)
                        for c in combinations(opts, k)])
    for choice in product(*choices):
        yield dict(zip(instance.blockers, choice))


def small_maximum(instance: BlockingInstance, limit: int = SMALL_LIMIT) -> int | None:
    """The most requirements a declaration breaking no restriction obeys (509.1c), or None when
    the instance has more than ``limit`` declarations to list."""
    if declaration_count(instance) > limit:
        return None
    return max(satisfied_requirements(instance, d) for d in _declarations(instance)
               if not broken_restrictions(instance, d))
