"""702.51a, 701.47: "Each creature that convoked ~ connives." (Lethal Scheme): each creature
tapped to pay the spell's convoke cost (the spell remembers them as it is cast, 601.2h:
rules/casting.cast_choices, `convoked`) connives in turn, one after another (701.47a: its
controller draws a card, then discards a card; a +1/+1 counter on it if the card discarded
isn't a land; 701.47c: a creature that left the battlefield still connives, its controller as
it last existed)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

_DONE = "convoked_done"  # how many of them have connived (the frame's vars)


def convokers(state: GameState, frame: Frame) -> list[int]:
    """The creatures that convoked the resolving spell, in the order they were tapped."""
    from mtg_engine.rules.conditions import cast_info

    return [int(v) for k, v in cast_info(state, frame.stack_id) if k == "convoked"]


def v_connive_convoked(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.keyword_actions import _set_var, _var, connive_one

    done = _var(frame, _DONE) or 0
    for oid in convokers(state, frame)[done:]:
        if not connive_one(state, state.frame or frame, oid):
            return False  # (a choice is asked; this verb runs again with the answer)
        done += 1
        f = state.frame or frame
        state.frame = replace(f, answer=None, vars=tuple(
            (k, v) for k, v in f.vars if k not in ("conniver", _DONE)))
        _set_var(state, state.frame, _DONE, done)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "connive_convoked": v_connive_convoked}
