""""Return any number of Plains you control to their owner's hand." (400.3, 608.2d): the
verb `return_any_number` (cards/oracle/return_any_number.py). Its controller chooses, as the
instruction is carried out, any number of the permanents they control matching the filter
(none allowed), and each goes to its owner's hand. "for each Plains returned this way"
(608.2c) counts those (rules/amounts._this_way, `returned`)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_return_any_number(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    options = tuple(oid for oid in state.battlefield
                    if state.objects[oid].controller == frame.controller
                    and matches(state, oid, e.get("filter"), frame.controller, frame.source))
    if frame.answer is None:
        if not options:
            return True
        return _ask(state, ChoiceDecision(frame.controller, "bounce", options, 0, len(options),
                                          "return any number of these permanents to their "
                                          "owners' hands"), "effect")
    for oid in frame.answer:  # (each still there and still what the filter names)
        if oid in options:
            move_object(state, oid, Zone.HAND)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_any_number": v_return_any_number}
