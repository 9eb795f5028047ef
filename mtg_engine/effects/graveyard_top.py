"""404.2: "Return the top creature card of your graveyard to the battlefield." (Corpse Dance):
a graveyard's order can't change and its last card is its top; the topmost card matching
`filter` is put onto the battlefield under its owner's (your) control (110.2). The permanent
it became is "returned_this_way" (effects/references.py) for the instructions after it."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_return_graveyard_top(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    f = e.get("filter")
    for oid in reversed(state.players[frame.controller].graveyard):
        if matches(state, oid, f, frame.controller, frame.source):
            move_object(state, oid, Zone.BATTLEFIELD, controller=frame.controller)
            break
    return True


def returned_this_way(state: GameState, frame: Frame) -> list[int]:
    """The permanents an instruction before put onto the battlefield from a graveyard as this
    resolves (400.7: the new objects, still there)."""
    from mtg_engine.rules.amounts import since_resolution
    from mtg_engine.state.objects import Zone

    return [ev[2] for ev in reversed(since_resolution(state, frame))
            if ev[0] == "move" and ev[4] == "graveyard" and ev[5] == "battlefield"
            and ev[2] in state.objects and state.objects[ev[2]].zone is Zone.BATTLEFIELD]


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_graveyard_top": v_return_graveyard_top}
