"""613.1b: the resolving spell's controller gains control of permanents chosen as it resolved
("Each opponent chooses a creature they control. You gain control of those creatures.",
Riches; effects/keep_rest.py): one layer-2 effect that lasts for the rest of the game (611.2a:
no duration stated), the permanents locked in as it begins (611.2c)."""

from __future__ import annotations

from collections.abc import Iterable

from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def gain_control_of(state: GameState, frame: Frame, chosen: Iterable[int]) -> None:
    """`frame`'s controller gains control of those of `chosen` still on the battlefield."""
    from mtg_engine.rules.control import gain_control

    affected = tuple(o for o in sorted(chosen)
                     if o in state.objects and state.objects[o].zone is Zone.BATTLEFIELD)
    if not affected:
        return
    gain_control(state, affected, frame.controller, frame.source)
