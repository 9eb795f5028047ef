"""Each player choosing whether to follow an instruction (101.4, 608.2d;
cards/oracle/each_may.py): "each player may scry 1", "each other player may draw up to three
cards", "each player may discard their hand and draw seven cards".

101.4: the players named choose in turn order, starting with the active player (each a "may"
decision, knowing the earlier answers, 101.4b); then the players who chose to carry out the
instructions, in the same order, each as its own controller ("you" and "your" in them are that
player, 608.2d), asked for the choices of their own (a scry's order, 701.18b; how many cards
"up to three", 107.1c) as they carry them out.

The frame's vars keep the progress between decisions: (_ASKED, index of the player asked),
(_YES, player) for each who chose to, (_RUN, index of the instruction being carried out over
the choosers and instructions), (_OWNER, the ability's controller, restored after each
instruction). Other vars belong to the instruction being carried out and are cleared when it
is done."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import players_of
from mtg_engine.state.game_state import Frame, GameState

_ASKED, _YES, _RUN, _OWNER = "each_may_asked", "each_may_yes", "each_may_run", "each_may_owner"
_MINE = (_ASKED, _YES, _RUN, _OWNER)


def v_each_may(state: GameState, frame: Frame, e: Effect) -> bool:
    """False while a player is asked, or while an instruction waits for its chooser."""
    got = dict(frame.vars)
    if _RUN not in got:
        return _ask_each(state, frame, e)
    return _carry_out(state, frame, e)


def _ask_each(state: GameState, frame: Frame, e: Effect) -> bool:
    """101.4: each player named, in turn order, chooses whether to."""
    order = players_of(state, frame, e.get("who"))
    i = dict(frame.vars).get(_ASKED, 0)
    yes = [p for k, p in frame.vars if k == _YES]
    if frame.answer is not None:
        if frame.answer[0] == 1 and i < len(order):
            yes.append(order[i])
        i += 1
    mine = tuple((_YES, p) for p in yes)
    if i < len(order):
        state.frame = replace(frame, answer=None, vars=((_ASKED, i), *mine))
        state.pending = ChoiceDecision(order[i], "may", (1, 0), 1, 1,
                                       f"{frame.source_card}: {_text(e)}?")
        state.asking = "effect"
        return False
    state.log.append(("each_may", frame.controller, tuple(yes)))
    state.frame = frame = replace(frame, answer=None,
                                  vars=(*mine, (_RUN, 0), (_OWNER, frame.controller)))
    return _carry_out(state, frame, e)


def _carry_out(state: GameState, frame: Frame, e: Effect) -> bool:
    """608.2d: each chooser, in turn order, carries out the instructions as its own."""
    from mtg_engine.effects.verbs import VERBS

    got = dict(frame.vars)
    owner, run = got[_OWNER], got[_RUN]
    yes = [p for k, p in frame.vars if k == _YES]
    steps = _instructions(e)
    while run < len(yes) * len(steps):
        player, step = yes[run // len(steps)], steps[run % len(steps)]
        sub = replace(frame, controller=player)
        state.frame = sub
        if not VERBS[step.verb](state, sub, step):
            return False  # (its chooser's decision; resumed with the answer in the frame)
        run += 1
        mine = tuple((k, v) for k, v in frame.vars if k in (_YES, _OWNER))
        frame = replace(state.frame or sub, controller=owner, answer=None,
                        vars=(*mine, (_RUN, run)))
        state.frame = frame
    state.frame = replace(frame, controller=owner, answer=None,
                          vars=tuple((k, v) for k, v in frame.vars if k not in _MINE))
    return True


def _instructions(e: Effect) -> tuple[Effect, ...]:
    from mtg_engine.cards.dsl_abilities import granted_ability

    return tuple(granted_ability("add_triggers", str(e.get("effects"))).effects)


def _text(e: Effect) -> str:
    import json

    return str(json.loads(str(e.get("effects"))).get("text", "")) or "carry out the instruction"


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"each_may": v_each_may}
