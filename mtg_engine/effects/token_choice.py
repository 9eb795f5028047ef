""""Create a Food token or a Treasure token." (608.2d, 111.1, 111.10): the controller chooses
one of the `tokens` as the instruction is carried out (a decision "choose_word:food|treasure"),
then that token is created for them (through the effects that watch token creation, 614.16);
it is the resolution's "created" token."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_create_token_choice(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects import primitives as prim

    names = [str(n) for n in e.get("tokens")]
    words = [n.removesuffix(" Token").lower() for n in names]  # (the decision's words)
    if frame.answer is None:
        from mtg_engine.effects.counter_choice_put import ask_word

        return ask_word(state, frame, words, "create which token?")
    name = names[frame.answer[0]]
    state.frame = frame = replace(frame, answer=None)
    state.log.append(("chosen_word", frame.controller, "token", words[names.index(name)]))
    made = prim.create_tokens(state, state.db.token(name), frame.controller, 1)
    state.frame = replace(state.frame or frame, created=tuple(made))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "create_token_choice": v_create_token_choice}
