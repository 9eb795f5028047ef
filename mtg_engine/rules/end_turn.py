"""Ending the turn (719.1: "End the turn." — Time Stop, Glorious End, Day's Undoing, Sundial
of the Infinite): the DSL verb `end_turn`.

719.1a: abilities that triggered but aren't on the stack yet cease to exist. 719.1b: every
object on the stack is exiled, the resolving one too (an ability or a copy ceases to exist).
719.1c: state-based actions are checked; no player gets priority. 719.1d: the step ends;
creatures and planeswalkers are removed from combat; the game goes straight to the cleanup
step (the phases and steps between, added ones too, are skipped: 719.1e, no "at the
beginning of the end step"). A resolving spell's later instructions are still carried out
(Glorious End's delayed trigger, 603.7). When it is done, the cleanup step begins without
anyone getting priority (`skips_priority`, read by rules/turn.py); if something triggered
meanwhile, 514.3a gives priority in that cleanup step (719.1f)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.core.steps import Step
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_ENDED = "turn_ended"


def v_end_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.combat import end_combat
    from mtg_engine.rules.sba import check_state_based_actions
    from mtg_engine.rules.zones import move_object

    state.scanned = len(state.log)  # 719.1a: what triggered so far won't be put on the stack
    state.pending_triggers = ()
    for oid in reversed(state.stack):  # 719.1b (the resolving spell is still on the stack)
        if oid in state.objects and state.objects[oid].zone is Zone.STACK:
            move_object(state, oid, Zone.EXILE)
    while check_state_based_actions(state) and state.pending is None:  # 719.1c
        pass
    if state.combat is not None:  # 719.1d: removed from combat
        end_combat(state)
    from mtg_engine.effects.primitives import empty_mana_pools

    empty_mana_pools(state)  # 500.4: the step ended
    state.extra_phases = ()  # (skipped with the rest of the turn, 719.1d)
    state.phases_resume = -1
    state.step = Step.CLEANUP
    state.step_started = False
    state.priority = None
    state.passes = 0
    state.log.append((_ENDED, state.turn))
    return True


def skips_priority(state: GameState) -> bool:
    """Is a resolution that just finished the one that ended the turn (719.1c: no player
    gets priority; the cleanup step begins)? The latest of the turn's "turn_ended" and
    "resolve" events says so."""
    if state.step is not Step.CLEANUP or state.step_started or state.stack:
        return False
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == _ENDED:
            return True
        if ev[0] in ("resolve", "turn", "cleanup_priority"):
            return False
    return False
