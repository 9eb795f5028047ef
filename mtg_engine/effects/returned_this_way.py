"""608.2c: "Return each card put into a graveyard this way to the battlefield under your
control." (Sorin, Lord of Innistrad's [−6]): each card the instructions before it in this
resolution put into a graveyard from the battlefield (701.7a: a permanent destroyed but put
elsewhere by a replacement effect isn't one; a token ceased to exist, 111.7), still in that
graveyard (400.7: the card it became), returns to the battlefield under the controller of the
spell or ability, all at once (the DSL's `return_moved_this_way`)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def put_into_graveyards(state: GameState, frame: Frame) -> list[int]:
    """The cards put into a graveyard from the battlefield this resolution, still there, in
    the order they went."""
    from mtg_engine.rules.amounts import since_resolution

    out = []
    for ev in reversed(since_resolution(state, frame)):
        if ev[0] == "move" and (ev[4], ev[5]) == ("battlefield", "graveyard") and ev[2] \
                and ev[2] in state.objects and state.objects[ev[2]].zone is Zone.GRAVEYARD:
            out.append(int(ev[2]))
    return out


def v_return_moved_this_way(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.zones import move_object

    cards = put_into_graveyards(state, frame)
    for c in cards:
        move_object(state, c, Zone.BATTLEFIELD, controller=frame.controller,
                    together=tuple(cards))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_moved_this_way": v_return_moved_this_way}
