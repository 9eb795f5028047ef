"""Populate (701.30): "To populate means to choose a creature token you control and create a
token that's a copy of that creature token" (701.30a). 701.30b: if you control no creature
tokens when instructed to populate, you won't create a token. The choice is made as the
instruction is carried out (608.2d: it doesn't target); the copy has the chosen token's
copiable values (707.2), including any copy effects and exceptions on it (707.9b)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState


def creature_tokens(state: GameState, player: int) -> tuple[int, ...]:
    """The creature tokens `player` controls (701.30a: what populate may copy)."""
    return tuple(oid for oid in state.battlefield
                 if state.objects[oid].controller == player
                 and state.objects[oid].card.is_token
                 and characteristics(state, oid).is_creature)


def v_populate(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.permanent_verbs import _copiable_values

    options = creature_tokens(state, frame.controller)
    if not options:  # 701.30b
        return True
    if len(options) == 1:
        chosen = options[0]
    elif frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "populate", options, 1, 1,
                                          "populate: choose a creature token you control"),
                    "effect")
    else:
        chosen = frame.answer[0]
        state.frame = frame = replace(frame, answer=None)
    token = state.db.token_copy(state.objects[chosen].card)
    made = prim.create_tokens(state, token, frame.controller, 1)
    _copiable_values(state, made, chosen, frame.source)  # 707.2, 707.9b
    # 111.1: the token made, for the instructions after this one ("the token created this way")
    state.frame = replace(frame, created=tuple(made))
    state.log.append(("populate", frame.controller, chosen))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"populate": v_populate}
