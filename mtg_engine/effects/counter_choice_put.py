""""Put a +0/+1 counter or a +1/+0 counter on target creature." (Dwarven Armorer), "For each of
them, put your choice of a vigilance counter, a reach counter, or a trample counter on it."
(Invoke the Ancients): for each object named, the controller chooses one of the counter kinds
as the instruction is carried out (608.2d; a decision "choose_word:<kind>|<kind>"), and one
counter of that kind is put on it (122.1, through the effects that watch counters being put,
614.16). The step reached is kept in the frame's vars."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, resolve_refs
from mtg_engine.state.game_state import Frame, GameState

_DONE = "counter_choice_done"  # (how many of the objects got their counter)


def ask_word(state: GameState, frame: Frame, words: list[str], question: str) -> bool:
    """608.2d: ask the controller to choose one of `words` (a decision "choose_word:a|b",
    answered by the index chosen); False (the verb waits for the answer)."""
    return _ask(state, ChoiceDecision(frame.controller, "choose_word:" + "|".join(words),
                                      tuple(range(len(words))), 1, 1,
                                      f"{question} " + " or ".join(words)), "effect")


def v_put_counter_choice(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects import primitives as prim

    kinds = [str(k) for k in e.get("kinds")]
    objects = [o for o in resolve_refs(state, frame, e.get("what")) if o > 0]
    done = sum(1 for k, _ in frame.vars if k == _DONE)
    while done < len(objects):
        if frame.answer is None:
            return ask_word(state, frame, kinds, "put which counter?")
        kind = kinds[frame.answer[0]]
        state.log.append(("chosen_word", frame.controller, "counter", kind))
        state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, (_DONE, 1)))
        prim.add_counters(state, objects[done], kind, 1)
        done += 1
        frame = state.frame or frame
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "put_counter_choice": v_put_counter_choice}
