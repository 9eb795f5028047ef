"""Modal triggered abilities (700.2, 603.3c): "When ~ enters the battlefield, choose one —".

603.3c: the mode is chosen as the ability is put on the stack, before its targets (603.3d);
700.2a-b: a mode whose targets can't all be chosen (a required target with no legal choice)
can't be chosen, and if no mode can be, the ability is removed from the stack. The chosen
mode is kept in the stack object's `modes` (saved and copied with it); its targets and effects
are the ability's from then on (rules/stack.py, GameState.origin_effects).
"""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import TargetSpec
from mtg_engine.rules.targets import legal_targets
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject

PURPOSE = "mode"
ASKING = "trigger_mode"
MODE_BASE = 64  # origin index of a mode: ability * MODE_BASE + mode


def trigger_specs(o: GameObject) -> tuple[TargetSpec, ...]:
    """The target requirements of the triggered ability `o` on the stack: its chosen mode's."""
    tr = o.triggered_ability()
    if tr.modes and o.modes:
        return tr.modes[o.modes[0]].targets
    return tr.targets


def choose_mode(state: GameState, sid: int) -> str:
    """"ok" (chosen, or not modal), "asked" (a decision is pending) or "removed"."""
    o = state.objects[sid]
    tr = o.triggered_ability()
    if not tr.modes or o.modes:
        return "ok"
    possible = tuple(i for i, m in enumerate(tr.modes)
                     if all(s.optional or legal_targets(state, s, o.controller, o.source)
                            for s in m.targets))
    if not possible:  # 700.2: no mode can be chosen
        state.log.append(("trigger_removed", sid, o.card.name))
        state.stack.remove(sid)
        state.remove_object(sid)
        return "removed"
    if state.asking == ASKING and state.answer is not None and state.answer[0] in possible:
        chosen = state.answer[0]
        state.answer, state.asking = None, ""
    elif len(possible) == 1:
        chosen = possible[0]
    else:
        state.pending = ChoiceDecision(o.controller, PURPOSE, possible, 1, 1,
                                       f"choose a mode for {o.card.name}'s ability (700.2)")
        state.asking = ASKING
        return "asked"
    o = state.mut(sid)
    o.modes = (chosen,)
    state.log.append(("mode", o.controller, sid, chosen))
    return "ok"
