"""Flagbearers: "While an opponent is choosing targets as part of casting a spell they control
or activating an ability they control, that player must choose at least one Flagbearer on the
battlefield if able." (Standard Bearer, Coalition Honor Guard, Coalition Flag) -- a static
ability (kind `flagbearer`) adding a requirement to the choice of targets (601.2c, 602.2b):
among the legal ways to choose the targets (115), only those with a Flagbearer (205.3m: a
creature type) are allowed, when there is one. Triggered abilities' targets are not
concerned (603.3d is no casting or activating)."""

from __future__ import annotations

from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.restrictions import _static_kinds
from mtg_engine.state.game_state import GameState

FLAGBEARER = "flagbearer"  # the static ability's DSL kind


def _flagbearers(state: GameState, player: int) -> frozenset[int]:
    """The Flagbearers `player` must choose among if able: all those on the battlefield, when
    an opponent of `player` controls a permanent with the static ability; else none."""
    if FLAGBEARER not in _static_kinds(state):
        return frozenset()
    demanding = any(st.kind == FLAGBEARER and characteristics(state, src).controller != player
                    for src in state.battlefield for st in characteristics(state, src).statics)
    if not demanding:
        return frozenset()
    return frozenset(o for o in state.battlefield
                     if "Flagbearer" in characteristics(state, o).subtypes)


def keep_flagbearer_choices(state: GameState, player: int,
                            combos: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Of the legal ways to choose targets `combos`, those a Flagbearer's requirement allows
    (all of them when none can include a Flagbearer: "if able")."""
    bearers = _flagbearers(state, player) if combos else frozenset()
    if not bearers:
        return combos
    with_one = [c for c in combos if bearers.intersection(c)]
    return with_one or combos


def flagbearer_problem(state: GameState, specs: tuple, targets: tuple[int, ...],  # type: ignore[type-arg]
                       player: int, source: int) -> str | None:
    """Why the chosen `targets` break a Flagbearer's requirement, or None."""
    from mtg_engine.rules.targets import target_combinations

    bearers = _flagbearers(state, player)
    if not bearers or bearers.intersection(targets):
        return None
    if any(bearers.intersection(c) for c in target_combinations(state, specs, player, source)):
        return "a Flagbearer must be chosen as a target if able"
    return None
