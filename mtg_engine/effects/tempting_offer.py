"""Tempting offer (608.2d; oracle/tempting_offer.py): "Each opponent may create a Treasure
token. For each opponent who does, you create a Treasure token."

Each opponent, in turn order (101.4), chooses whether to accept (a "may" decision, each knowing
the earlier answers, 101.4b). Then each opponent who accepted carries out the offered
instruction as its own (608.2d: "you" in it is that player: the tokens are theirs, 111.2; the
creatures they control get the counters, and they put them, 122.6), and then the controller
carries it out once for each opponent who accepted.

The frame's vars keep the answers between decisions: ("offer_asked", index of the opponent
asked), ("offer_yes", player) for each who accepted. An instruction of the offer that would
stop for a choice of its own is not supported (the offered instructions of the printed cards
make none)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

_ASKED, _YES = "offer_asked", "offer_yes"


def v_tempting_offer(state: GameState, frame: Frame, e: Effect) -> bool:
    """False while an opponent is asked."""
    order = [p for p in state.apnap() if p in state.opponents(frame.controller)]
    i = dict(frame.vars).get(_ASKED, 0)
    yes = [p for k, p in frame.vars if k == _YES]
    if frame.answer is not None:
        if frame.answer[0] == 1:
            yes.append(order[i])
        i += 1
    if i < len(order):
        state.frame = replace(frame, answer=None,
                              vars=((_ASKED, i), *((_YES, p) for p in yes)))
        state.pending = ChoiceDecision(order[i], "may", (1, 0), 1, 1,
                                       f"{frame.source_card}: accept the tempting offer?")
        state.asking = "effect"
        return False
    state.log.append(("tempting_offer", frame.controller, len(yes)))
    offered = _offered(e)
    done = replace(frame, answer=None, vars=())
    for player in (*yes, *(frame.controller for _ in yes)):  # theirs, then yours per each
        _carry_out(state, replace(done, controller=player), offered)
    state.frame = done
    return True


def _offered(e: Effect) -> tuple[Effect, ...]:
    from mtg_engine.cards.dsl_abilities import granted_ability

    return tuple(granted_ability("add_triggers", str(e.get("effects"))).effects)


def _carry_out(state: GameState, frame: Frame, effects: tuple[Effect, ...]) -> None:
    """The instructions, carried out by `frame.controller` (608.2d)."""
    from mtg_engine.effects.verbs import VERBS

    for effect in effects:
        state.frame = frame
        VERBS[effect.verb](state, frame, effect)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "tempting_offer": v_tempting_offer}
