"""One declaration: the restrictions it breaks (509.1b) and the requirements it obeys (509.1c).

Both functions are direct readings of the definitions in seed 001, section 2, over the sets
B^a (the creatures blocking attacker a) and b^A (the attackers blocker b blocks).
"""

from __future__ import annotations

from collections import Counter

from mtg_engine.analysis.blocking.model import ALL, BlockingInstance, Declaration


def blocked_by(instance: BlockingInstance, decl: Declaration) -> dict[str, list[str]]:
    """B^a for every attacker a, blockers in instance order."""
    out: dict[str, list[str]] = {a: [] for a in instance.attackers}
    for b in instance.blockers:
        for a in decl.get(b, ()):
            out[a].append(b)
    return out


def broken_restrictions(instance: BlockingInstance, decl: Declaration) -> list[str]:
    """A sentence for every restriction ``decl`` disobeys (509.1b); empty if none."""
    broken: list[str] = []
    blockers_of = blocked_by(instance, decl)
    for b in instance.blockers:
        blocks = decl.get(b, [])
        for a in blocks:
            if not instance.can_block(b, a):
                broken.append(f"{b} can't block {a} (cannot_block)")
        cap = instance.blocker_capacity.get(b, 1)
        if cap is not None and len(blocks) > cap:
            many = _plural(len(blocks), "attacker")
            broken.append(f"{b} blocks {many} but may block at most {cap} (blocker_capacity)")
    for a in instance.attackers:
        n = len(blockers_of[a])
        cap = instance.attacker_capacity.get(a)
        if cap is not None and n > cap:
            broken.append(f"{a} is blocked by {_creatures(n)} but may be blocked by at most "
                          f"{cap} (attacker_capacity)")
        k = instance.min_blockers.get(a)
        if k == ALL and 0 < n < len(instance.blockers):
            broken.append(f"{a} is blocked by {_creatures(n)} but can't be blocked unless all "
                          f"{len(instance.blockers)} block it (min_blockers \"all\")")
        elif isinstance(k, int) and 0 < n < k:
            broken.append(f"{a} is blocked by {_creatures(n)} but can't be blocked except by {k} "
                          "or more (min_blockers)")
    total = sum(1 for b in instance.blockers if decl.get(b))
    limit = instance.max_blockers_total
    if limit is not None and total > limit:
        broken.append(f"{_creatures(total)} block but no more than {limit} may "
                      "(max_blockers_total)")
    return broken


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _creatures(n: int) -> str:
    return _plural(n, "creature")


def satisfied_requirements(instance: BlockingInstance, decl: Declaration) -> int:
    """The number of requirements ``decl`` obeys, each counted with its multiplicity (509.1c)."""
    return sum(requirement_tally(instance, decl).values())


def requirement_tally(instance: BlockingInstance, decl: Declaration) -> Counter[str]:
    """Obeyed requirements by kind: the terms that ``satisfied_requirements`` adds up."""
    blockers_of = blocked_by(instance, decl)
    tally: Counter[str] = Counter()
    for a, n in instance.must_be_blocked.items():
        if blockers_of[a]:
            tally["must_be_blocked"] += n
    for b, n in instance.must_block.items():
        if decl.get(b):
            tally["must_block"] += n
    for (b, a), n in instance.must_block_attacker.items():
        if a in decl.get(b, ()):
            tally["must_block_attacker"] += n
    for a in instance.exactly_one_blocker_if_able:
        if len(blockers_of[a]) == 1:
            tally["exactly_one_blocker_if_able"] += 1
    return tally
