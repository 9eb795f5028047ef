"""Delayed triggers on an object's death or leaving the battlefield this turn (603.7c):
"Target creature gets +1/+0 until end of turn. When that creature dies this turn, create a 3/2
red and white Spirit creature token." (Make Your Mark); "When that creature leaves the
battlefield this turn, sacrifice ~." (Kjeldoran Guard). The instruction remembers the creature
as it resolves (effects/keyword_actions.v_delayed, `when: dies_this_turn` /
`leaves_this_turn`); the delayed trigger triggers once (603.7b), the first time that creature
dies (700.4) or leaves the battlefield this turn, and ceases to exist as the turn ends (514.2:
in the cleanup step, with "this turn" effects) if it hasn't triggered."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.state.game_state import GameState, PendingTrigger

DIES_THIS_TURN = "dies_this_turn"
LEAVES_THIS_TURN = "leaves_this_turn"
# (and "at the beginning of the declare attackers step on your next turn" once that turn has
# come: rules/next_attack_step.py, 514.2)
_THIS_TURN = (DIES_THIS_TURN, LEAVES_THIS_TURN, "declare_attackers_this_turn")


def on_leave(state: GameState, found: list[PendingTrigger], old: int, died: bool) -> None:
    """The permanent `old` left the battlefield (`died`: a creature put into a graveyard,
    700.4): the delayed triggers waiting for it trigger (603.7c)."""
    kinds = _THIS_TURN if died else (LEAVES_THIS_TURN,)
    due = [t for t in state.delayed if t.delay in kinds and old in t.remembered]
    if due:
        state.delayed = tuple(t for t in state.delayed if t not in due)
        found += [replace(t, delay="", remembered=(old,)) for t in due]


def expire(state: GameState) -> None:
    """514.2: at cleanup, "this turn" ends: the ones that didn't trigger cease to exist."""
    if any(t.delay in _THIS_TURN for t in state.delayed):
        state.delayed = tuple(t for t in state.delayed if t.delay not in _THIS_TURN)
