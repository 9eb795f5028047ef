""""Draw up to three cards." (121.2, 107.1c; cards/oracle/draw_up_to.py): as the instruction
is carried out, its player chooses a number from zero to `count` (a "draw_count" decision:
the options are the numbers), then draws that many cards, one at a time (121.2, 121.6: the
draws are v_draw's, which may stop for a replacement effect's choice). The number chosen is
kept in the frame ("up_to") while the draws wait. `who`: another player draws and chooses
("Its controller may draw up to two cards", Arcane Denial: 608.2d)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, amount_of
from mtg_engine.state.game_state import Frame, GameState

UP_TO = "up_to"


def v_draw_up_to(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.keyword_actions import _set_var, _var
    from mtg_engine.effects.verbs import v_draw

    who = frame.controller
    if e.get("who") is not None:  # "Its controller may draw up to two cards" (608.2d: theirs)
        from mtg_engine.effects.references import players_of

        drawers = players_of(state, frame, e.get("who"))
        if not drawers:
            return True  # (that player has left the game, 800.4a)
        who = drawers[0]
    k = _var(frame, UP_TO)
    if k is None:
        n = amount_of(state, frame, e.get("count"))
        if frame.answer is None:
            return _ask(state, ChoiceDecision(who, "draw_count",
                                              tuple(range(n + 1)), 1, 1,
                                              f"draw up to {n} cards: how many?"), "effect")
        k = frame.answer[0] if frame.answer and 0 <= frame.answer[0] <= n else 0
        state.frame = frame = replace(_set_var(state, frame, UP_TO, k), answer=None)
        state.log.append(("draw_up_to", who, k))
    if k == 0:
        return True
    said = (("who", e.get("who")),) if e.get("who") is not None else ()
    return v_draw(state, frame, Effect("draw", (("count", k), *said)))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"draw_up_to": v_draw_up_to}
