"""Demonstrate (702.144a): "When you cast this spell, you may copy it and you may choose new
targets for the copy. If you copy the spell, choose an opponent. That player copies the spell
and may choose new targets for that copy."

The keyword is the cast trigger `DEMONSTRATE` (cards/keyword_dsl.py): an optional `copy_spell`
of the spell (707.10, 707.10c), then, only if it was done (608.2c), the verb `opponent_copies`
here: the trigger's controller chooses an opponent (the only one in a two-player game), and
that player puts a copy of the spell onto the stack under their control (707.10: the copy's
controller is the player who copied it) and makes the choice of new targets.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

_COPIER = "demonstrate_opponent"  # frame var: the chosen opponent
_CONTROLLER = "demonstrate_controller"  # frame var: the trigger's controller


def v_opponent_copies(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.144a: the chosen opponent copies the spell (`what`) and may choose new targets for
    the copy; False while waiting for a decision."""
    from mtg_engine.effects.references import chosen_opponent
    from mtg_engine.effects.stack_verbs import _copy_one_spell

    vars_ = dict(frame.vars)
    if _COPIER not in vars_:
        me = frame.controller
        foe = chosen_opponent(state, frame, "demonstrate: choose an opponent to copy the "
                                            "spell (702.144a)")
        if foe is None or foe < 0:
            return foe is not None
        state.frame = frame = replace(frame, answer=None, vars=(
            *frame.vars, (_COPIER, foe), (_CONTROLLER, me)))
        vars_ = dict(frame.vars)
    done = _copy_one_spell(state, replace(frame, controller=vars_[_COPIER]), e)
    if done and state.frame is not None:  # the trigger is its controller's again
        state.frame = replace(state.frame, controller=vars_[_CONTROLLER])
    return done

VERBS = {"opponent_copies": v_opponent_copies}
