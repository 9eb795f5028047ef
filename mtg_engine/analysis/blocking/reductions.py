"""The coNP-hardness reduction of seed 001, section 2.1: exact cover by 3-sets -> blocking.

Elements become blockers (capacity 1), sets become Guiles (min_blockers 3), and a Tromokratis
attacks as well. Hunt Down is cast |E| - 1 times on Tromokratis and one blocker, and once on each
set's Guile and each of its three elements. Blocking Tromokratis with every creature obeys
|E| - 1 requirements; any other legal declaration obeys at most |E|, and exactly |E| iff the
blocked Guiles form an exact cover. So that declaration is illegal iff an exact cover exists.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtg_engine.analysis.blocking.model import ALL, BlockingInstance, Declaration

TROMOKRATIS = "Tromokratis"


def exact_cover_instance(elements: Sequence[str],
                         sets: Sequence[Sequence[str]]) -> tuple[BlockingInstance, Declaration]:
    """The instance for (E, S) and the declaration "everyone blocks Tromokratis"."""
    if not elements:
        raise ValueError("the reduction needs at least one element")
    for i, s in enumerate(sets):
        if len(set(s)) != 3 or not set(s) <= set(elements):
            raise ValueError(f"set {i} must hold 3 distinct elements of E, not {list(s)}")
    guiles = [f"Guile{i}" for i in range(len(sets))]
    specific = {(elements[0], TROMOKRATIS): len(elements) - 1}
    for guile, s in zip(guiles, sets):
        for e in s:
            specific[(e, guile)] = 1
    instance = BlockingInstance(
        attackers=(TROMOKRATIS, *guiles),
        blockers=tuple(elements),
        min_blockers={TROMOKRATIS: ALL, **dict.fromkeys(guiles, 3)},
        must_block_attacker=specific,
    )
    return instance, {e: [TROMOKRATIS] for e in elements}
