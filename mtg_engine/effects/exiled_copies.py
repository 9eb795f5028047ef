"""`token_copy_exiled` (cards/oracle/linked.py; 607.2a, 707.2, 111.1): "Create a token that's a
copy of the exiled card." (Soul Foundry, Prototype Portal): a token whose copiable values are
the card's exiled with the source (its linked imprint ability, rules/exiled_with.py), created
under the ability's controller's control. With no card exiled with it, nothing is created."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.exiled_with import exiled_with
from mtg_engine.state.game_state import Frame, GameState


def v_token_copy_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    cards = exiled_with(state, frame.source)
    if not cards:
        return True
    token = state.db.token_copy(state.objects[cards[0]].card)  # 707.2: its copiable values
    made = prim.create_tokens(state, token, frame.controller, 1)
    from dataclasses import replace

    state.frame = replace(frame, created=tuple(made))  # (111.1: "that token" after it)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "token_copy_exiled": v_token_copy_exiled}
