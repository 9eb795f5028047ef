"""A number of targets chosen with X (601.2c): "Destroy X target artifacts", "Return up to X
target creatures to their owners' hands".

601.2b: the value of X is announced before the targets are chosen (601.2c), so the requirement
is repeated X times once X is known: X targets of one word "target", each a different object
(115.3); "up to X" lets any of them go unchosen. A requirement written so is marked `per_x`
in the DSL and is the last of its spell's or ability's requirements, so the targets chosen
for it are those from its index on; an instruction names them all with the reference
"targets:N" (effects/references.py).

601.2c: "any number of target creatures" (marked `any_number`) is a variable number of
targets too: the player announces how many as the targets are chosen, none allowed. The
requirement is then repeated as many times as targets were chosen for it (each a different
object, 115.3), and named the same way ("targets:N").

601.2c: "for each opponent, ... up to one target ... that player controls" (marked
`per_opponent`) is repeated once for each opponent (rules/per_opponent_targets.py), named
the same way.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from mtg_engine.cards.dsl import TargetSpec
from mtg_engine.rules.targets import legal_targets, related, target_combinations
from mtg_engine.rules.x_filters import bind_specs
from mtg_engine.state.game_state import GameState

PREFIX = "targets"  # "targets:N": the targets of the X requirement starting at N


def has_x_targets(specs: tuple[TargetSpec, ...]) -> bool:
    return bool(specs) and (specs[-1].per_x or specs[-1].any_number or specs[-1].per_opponent)


def expand(specs: tuple[TargetSpec, ...], x: int,
           chosen: int | None = None) -> tuple[TargetSpec, ...]:
    """601.2c: the requirements with the one written "X target ..." repeated X times (one
    word "target": a word number of its own, 115.3), and X in their qualities given its value
    (601.2b, rules/x_filters.py). "any number of target ..." is repeated as many times as
    targets were chosen for it: `chosen`, the number of targets chosen in all (none if not
    given)."""
    specs = bind_specs(specs, x)
    if not has_x_targets(specs):
        return specs
    last = specs[-1]
    if last.per_opponent:  # one for each opponent: as many as were chosen (0: none for one)
        from mtg_engine.rules.per_opponent_targets import repeat

        return (*specs[:-1], *repeat(last, max(0, (chosen or 0) - (len(specs) - 1))))
    word = max((s.word for s in specs), default=0) + 100  # (apart from any written word)
    if last.any_number:  # each of those chosen is a target (none left unchosen)
        n = max(0, (chosen or 0) - (len(specs) - 1))
        return (*specs[:-1], *([replace(last, any_number=False, optional=False, word=word)] * n))
    one = replace(last, per_x=False, word=word)
    return (*specs[:-1], *([one] * max(0, x)))


def combinations(state: GameState, specs: tuple[TargetSpec, ...], x: int, controller: int,
                 source: int, limit: int = 400) -> list[tuple[int, ...]]:
    """Every way to choose the targets of `specs` with X = `x`: the X targets as a set (their
    order doesn't matter, 115.3), any of them unchosen (0) for "up to X"; for "any number of
    target ...", each set of them, the smallest first (up to `limit` ways); a Flagbearer among
    them if able (rules/flagbearers.py)."""
    from mtg_engine.rules.flagbearers import keep_flagbearer_choices

    return keep_flagbearer_choices(state, controller,
                                   _combinations(state, specs, x, controller, source, limit))


def _combinations(state: GameState, specs: tuple[TargetSpec, ...], x: int, controller: int,
                  source: int, limit: int) -> list[tuple[int, ...]]:
    specs = bind_specs(specs, x)  # 601.2b (rules/x_filters.py)
    if not has_x_targets(specs):
        return target_combinations(state, specs, controller, source, limit)
    first = target_combinations(state, specs[:-1], controller, source, limit) \
        if len(specs) > 1 else [()]
    last = specs[-1]
    if last.per_opponent:  # 601.2c: one for each opponent, among what that player controls
        from mtg_engine.rules.per_opponent_targets import expand_now

        return target_combinations(state, expand_now(state, controller, specs, source),
                                   controller, source, limit)
    options = sorted(legal_targets(state, last, controller, source))
    if last.any_number:  # ("one or more target creatures": not none, 601.2c)
        sizes: range | list[int] = range(1 if last.one_or_more else 0, len(options) + 1)
    else:
        sizes = range(min(x, len(options)), -1, -1) if last.optional else (
            [x] if x <= len(options) else [])
    out: list[tuple[int, ...]] = []
    for head in first:
        for n in sizes:
            full = expand(specs, x, len(head) + n)
            blanks = 0 if last.any_number else x - n
            for chosen in itertools.combinations(options, n):
                combo = (*head, *chosen, *([0] * blanks))
                if not related(state, full, combo):  # ("from a single graveyard")
                    continue
                out.append(combo)
                if len(out) >= limit:
                    return out
    return out


def any_number_goes_on(specs: tuple[TargetSpec, ...], chosen: tuple[int, ...]) -> bool:
    """601.2c, 603.3d: a triggered ability's "any number of target ..." (its last requirement)
    as its targets are chosen one by one: is another one asked for? Not once one of them was
    left unchosen (0: no more)."""
    if not specs or not specs[-1].any_number or len(chosen) < len(specs) - 1:
        return False
    return len(chosen) == len(specs) - 1 or chosen[-1] != 0


def any_number_chosen(specs: tuple[TargetSpec, ...], chosen: tuple[int, ...]) -> list[int]:
    """The targets chosen so far for that last requirement (each a different one, 115.3)."""
    if not specs or not specs[-1].any_number:
        return []
    return [t for t in chosen[len(specs) - 1:] if t]


def targets_of(ref: str, targets: tuple[int, ...], legal: tuple[bool, ...]) -> list[int]:
    """"targets:N": the X targets chosen from index N on that are still legal (608.2b)."""
    start = int(ref.partition(":")[2] or 0)
    return [t for i, t in enumerate(targets) if i >= start and t
            and (i >= len(legal) or legal[i])]
