"""Additional phases (500.8): "After this main phase, there is an additional combat phase
followed by an additional main phase." (Relentless Assault), "After this phase, there is an
additional combat phase." (Najeela, the Blade-Blossom).

500.8: an effect adds phases directly after the phase it names; of several added after the
same phase, the most recently created comes first. 505.1a: every main phase but the turn's
first is a postcombat main phase, so an additional main phase is one. The phases to come are
`state.extra_phases` (the first step of each, the next first) and `state.phases_resume` is
the step the turn goes on with once they are over: the step that would have followed the
phase they were added after (the turn's regular combat still happens after an additional
combat added after the precombat main phase).

603.7: "At the beginning of that combat, ..." (Moraug, Fury of Akoum): a delayed trigger for the
additional combat phase the instruction before it added. Phases are only ever added at the
front of `state.extra_phases` and taken from its front, so an added combat phase is named by
its place counted from the back, which stays the same until it begins; the instruction logs
("added_combat", place, the stack object adding it), the delayed trigger waits as
"added_combat:<place>" (effects/keyword_actions.v_delayed), and as that combat begins it is
due at its beginning of combat step ("combat_begins", rules/trigger_events.py). One that never
began (its phase skipped, 614.10, or the turn ended, 500.8) ends with the turn.
"""

from __future__ import annotations

from mtg_engine.core.steps import Step
from mtg_engine.state.game_state import GameState

# the phase of each step (500.1): beginning, precombat main, combat, postcombat main, ending
_PHASE = {Step.UNTAP: 0, Step.UPKEEP: 0, Step.DRAW: 0, Step.PRECOMBAT_MAIN: 1,
          Step.BEGIN_COMBAT: 2, Step.DECLARE_ATTACKERS: 2, Step.DECLARE_BLOCKERS: 2,
          Step.FIRST_STRIKE_DAMAGE: 2, Step.COMBAT_DAMAGE: 2, Step.END_COMBAT: 2,
          Step.POSTCOMBAT_MAIN: 3, Step.END_TURN: 4, Step.CLEANUP: 4}
# the phases an effect adds, by the DSL's `phases`: their first steps, in order
ADDED = {"combat": (Step.BEGIN_COMBAT,),
         "combat_main": (Step.BEGIN_COMBAT, Step.POSTCOMBAT_MAIN)}
# the phases "this phase" (`after` "phase": any but the ending phase, after which the turn
# ends: no card adds a phase there), "this main phase" and "this combat phase" name
_AFTER = {"phase": (0, 1, 2, 3), "main": (1, 3), "combat": (2,)}


def add_phases(state: GameState, phases: str, after: str, by: int = 0) -> bool:
    """500.8: add the phases `phases` directly after the current phase, if it is the kind of
    phase `after` names ("main": not during combat, where "this main phase" names nothing).
    Returns whether they were added. `by`: the stack object adding them (its added combat
    phase is logged for "that combat", 603.7)."""
    if _PHASE[state.step] not in _AFTER[after]:
        return False
    state.extra_phases = (*(int(s) for s in ADDED[phases]), *state.extra_phases)
    state.log.append(("extra_phases", phases))
    state.log.append(("added_combat", len(state.extra_phases) - 1, by))
    return True


ADDED_COMBAT = "added_combat:"  # (a delayed trigger's `delay`: "added_combat:<place>")
COMBAT_BEGINS = "combat_begins"  # (the same once that combat begins: due at its first step)


def added_by(state: GameState, by: int) -> int | None:
    """The place of the combat phase the stack object `by` added this turn (the latest), or
    None."""
    from mtg_engine.rules.conditions import turn_events

    return next((int(ev[1]) for ev in reversed(turn_events(state))  # type: ignore[call-overload]
                 if ev[0] == "added_combat" and ev[2] == by), None)


def added_combat_begins(state: GameState, place: int, skipped: bool) -> None:
    """603.7: the delayed triggers waiting for the added combat phase at `place` are due at
    its beginning of combat step. 614.10a: if that phase is skipped, what waits for it never
    happens: they end (its place may be taken by a combat phase added later this turn)."""
    key = f"{ADDED_COMBAT}{place}"
    if any(t.delay == key for t in state.delayed):
        from dataclasses import replace

        if skipped:
            state.delayed = tuple(t for t in state.delayed if t.delay != key)
        else:
            state.delayed = tuple(replace(t, delay=COMBAT_BEGINS) if t.delay == key else t
                                  for t in state.delayed)


def expire(state: GameState) -> None:
    """500.8, 514.2: delayed triggers for an added combat phase that never began end with the
    turn."""
    if any(t.delay.startswith(ADDED_COMBAT) or t.delay == COMBAT_BEGINS for t in state.delayed):
        state.delayed = tuple(t for t in state.delayed if not (
            t.delay.startswith(ADDED_COMBAT) or t.delay == COMBAT_BEGINS))


def next_after_phase(state: GameState, ended: Step, nxt: Step) -> tuple[Step, int | None]:
    """The step that follows `ended` when it ends a phase: the first of the additional phases
    to come (500.8), else the step the turn goes on with after them, else `nxt` (the usual
    next step, 500.1); and, when it is an added combat phase, its place (for "that combat",
    `added_combat_begins`, once it is known whether the phase is skipped, 614.10a)."""
    if _PHASE[ended] == _PHASE[nxt] and ended is not Step.END_COMBAT:
        return nxt, None  # (within a phase)
    if state.extra_phases:
        if state.phases_resume < 0:
            state.phases_resume = int(nxt)  # (the usual next step after the first phase)
        place = len(state.extra_phases) - 1
        first, state.extra_phases = state.extra_phases[0], state.extra_phases[1:]
        return Step(first), (place if first == int(Step.BEGIN_COMBAT) else None)
    if state.phases_resume >= 0:
        nxt, state.phases_resume = Step(state.phases_resume), -1
    return nxt, None


def turn_begins(state: GameState) -> None:
    """Additional phases belong to the turn they were added in (500.8)."""
    state.extra_phases = ()
    state.phases_resume = -1
