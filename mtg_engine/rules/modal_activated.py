"""Modal activated abilities (700.2, 602.2b): "[Cost]: Choose one —" and a mode per bullet.

602.2b: the announcements of 601.2b-c are made as an ability is activated, so its controller
chooses the mode then (700.2a: a mode whose required targets can't all be chosen can't be
chosen), then that mode's targets. The chosen mode is the action's `modes` and the stack
object's `modes` (saved and copied with it); its targets and effects are the ability's from
then on (GameObject.activated_ability, GameState.origin_effects "ability_mode")."""

from __future__ import annotations

from mtg_engine.cards.dsl import ActivatedAbility, TargetSpec


def mode_problem(ab: ActivatedAbility, modes: tuple[int, ...]) -> str | None:
    """Why the mode chosen doesn't fit the ability, or None."""
    if not ab.modes:
        return "this ability has no modes" if modes else None
    if len(modes) != 1 or not 0 <= modes[0] < len(ab.modes):
        return f"choose one of the {len(ab.modes)} modes (700.2)"
    return None


def target_specs(ab: ActivatedAbility, modes: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """The target requirements of the ability with that mode chosen."""
    if ab.modes and modes:
        return ab.modes[modes[0]].targets
    return ab.targets


def choices(ab: ActivatedAbility) -> list[tuple[tuple[int, ...], tuple[TargetSpec, ...]]]:
    """(modes, their target requirements) for each way to announce the ability."""
    if not ab.modes:
        return [((), ab.targets)]
    return [((m,), mode.targets) for m, mode in enumerate(ab.modes)]
