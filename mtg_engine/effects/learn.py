"""Learn (701.45a): "You may discard a card. If you do, draw a card. If you didn't discard a
card, you may reveal a Lesson card you own from outside the game and put it into your hand."

The player chooses a card of their hand to discard, or none (a `ChoiceDecision` "learn", 0 or
1 of their hand); a card discarded, they draw one. A game of this engine holds no cards outside
the game (no sideboard is brought to it, 400.11a), so the Lesson option never has a card to
reveal: declining to discard does nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask
from mtg_engine.state.game_state import Frame, GameState


def v_learn(state: GameState, frame: Frame, e: Effect) -> bool:
    player = frame.controller
    if dict(frame.vars).get(_DISCARDED):
        return _draw(state, frame)  # (a draw replaced: carried on, 616.1)
    hand = tuple(state.players[player].hand)
    if frame.answer is None:
        if not hand:
            state.log.append(("learn", player, 0))
            return True
        return _ask(state, ChoiceDecision(player, "learn", hand, 0, 1,
                                          "learn: you may discard a card to draw a card"),
                    "effect")
    chosen = [c for c in frame.answer if c in hand]
    state.frame = frame = replace(frame, answer=None)
    state.log.append(("learn", player, len(chosen)))
    if not chosen:
        return True
    prim.discard(state, player, chosen[0])
    state.frame = frame = replace(frame, vars=(*frame.vars, (_DISCARDED, 1)))
    return _draw(state, frame)  # 701.45a: "If you do, draw a card."


_DISCARDED = "learn_discarded"


def _draw(state: GameState, frame: Frame) -> bool:
    """One card drawn as `draw` draws it (121.2; a replacement may stop on it, 616.1)."""
    from mtg_engine.effects.verbs import v_draw

    return v_draw(state, frame, Effect("draw", (("count", 1),)))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"learn": v_learn}
