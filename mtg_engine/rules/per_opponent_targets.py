"""A target for each opponent (601.2c): "For each opponent, destroy up to one target artifact
or enchantment that player controls." (Dismantling Wave, Enigma Thief, Grasp of Fate).

601.2c: the targets are chosen as the spell is cast (or the ability put on the stack, 603.3d),
one requirement for each opponent at that time, each among what that opponent controls (or,
for a card in a graveyard, owns). The requirement is written once in the DSL, marked
`per_opponent` and last of its spell's or ability's requirements; `expand` repeats it for the
opponents, each copy's `opponent` the place (1, 2, ...) of its opponent in turn order after
the controller (101.4; one who left the game keeps a place with nothing to target, 800.4a).
An opponent with nothing the requirement can target gets no target (0). An instruction names
the targets chosen so with "targets:N" (rules/x_targets.targets_of: those still legal,
608.2b, each checked on its own).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import TargetSpec
from mtg_engine.state.game_state import GameState


def opponents_in_order(state: GameState, controller: int) -> list[int]:
    """The controller's opponents, in turn order after the controller (101.4). A player who
    left the game (800.4a) keeps a place, with nothing to target in it, so that each target
    stays tied to its player if one leaves before the spell resolves (608.2b)."""
    n = len(state.players)
    return [(controller + i) % n for i in range(1, n)]


def nth_opponent(state: GameState, controller: int, k: int) -> int | None:
    opps = opponents_in_order(state, controller)
    return opps[k - 1] if 0 < k <= len(opps) else None


def belongs(state: GameState, k: int, ref: int, controller: int) -> bool:
    """Is `ref` something of the k-th opponent, still in the game: a permanent they control, a
    card they own in another zone ("that player's graveyard")? (601.2c, 608.2b: checked again
    on resolution)"""
    from mtg_engine.state.objects import Zone

    who = nth_opponent(state, controller, k)
    o = state.objects.get(ref)
    if who is None or o is None or state.players[who].lost:
        return False
    return (o.controller if o.zone is Zone.BATTLEFIELD else o.owner) == who


def repeat(spec: TargetSpec, n: int) -> tuple[TargetSpec, ...]:
    """The requirement once for each of `n` opponents (601.2c)."""
    return tuple(replace(spec, per_opponent=False, opponent=k) for k in range(1, n + 1))


def expand_now(state: GameState, controller: int, specs: tuple[TargetSpec, ...],
               source: int = 0) -> tuple[TargetSpec, ...]:
    """601.2c: as the targets are chosen, the last requirement once for each opponent now.
    "target permanent that player controls" (not "up to one"): an opponent who controls
    nothing it can target gets no target (0), the others one each (Sylvan Primordial's
    ruling: "If an opponent has any legal permanents to target, you must target one")."""
    if not specs or not specs[-1].per_opponent:
        return specs  # (the common case, on every cast and trigger: no import before it)
    from mtg_engine.rules.targets import legal_targets

    each = repeat(specs[-1], len(opponents_in_order(state, controller)))
    each = tuple(spec if spec.optional or legal_targets(state, spec, controller, source)
                 else replace(spec, optional=True) for spec in each)
    return (*specs[:-1], *each)
