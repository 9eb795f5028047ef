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
MODES_BASE = 1 << 16  # of several modes: ability * MODES_BASE + a bit per mode


def trigger_specs(o: GameObject) -> tuple[TargetSpec, ...]:
    """The target requirements of the triggered ability `o` on the stack: its chosen modes',
    in the order written (700.2, 601.2c)."""
    from mtg_engine.rules.trigger_targets import bind_specs
    from mtg_engine.rules.x_filters import bind_specs as bind_x

    tr = o.triggered_ability()
    if tr.modes and o.modes:
        specs = tuple(s for m in sorted(set(o.modes)) for s in tr.modes[m].targets)
        return bind_x(bind_specs(specs, o.remembered, o.chosen), o.x)
    # ("that player controls", 603.2; X in a quality: the ability's amount, 603.3d, e.g. a
    # reflexive trigger's "that amount of excess damage", 603.12)
    return bind_x(bind_specs(tr.targets, o.remembered, o.chosen), o.x)


def choose_mode(state: GameState, sid: int) -> str:
    """"ok" (chosen, or not modal), "asked" (a decision is pending) or "removed"."""
    from mtg_engine.rules.trigger_targets import bind_specs

    o = state.objects[sid]
    tr = o.triggered_ability()
    if not tr.modes or o.modes:
        return "ok"
    before = _chosen_before(state, o, tr.choose_unchosen) if tr.choose_unchosen else set()
    possible = tuple(i for i, m in enumerate(tr.modes)
                     if i not in before
                     and all(s.optional or legal_targets(state, s, o.controller, o.source)
                             for s in bind_specs(m.targets, o.remembered, o.chosen)))
    if not possible:  # 700.2: no mode can be chosen
        state.log.append(("trigger_removed", sid, o.card.name))
        state.stack.remove(sid)
        state.remove_object(sid)
        return "removed"
    # 700.2: "choose two" needs two modes that can be chosen; "choose one or more" any number
    lo, hi = tr.choose_min or tr.choose, min(tr.choose, len(possible))
    if tr.choose_up_to:  # "choose up to one —" (700.2b: none chosen removes it, below)
        lo = 0
    if len(possible) < lo:  # (603.3d: no legal choice)
        state.log.append(("trigger_removed", sid, o.card.name))
        state.stack.remove(sid)
        state.remove_object(sid)
        return "removed"
    answer = state.answer if state.asking == ASKING else None
    if answer is not None and lo <= len(set(answer)) == len(answer) <= hi \
            and all(m in possible for m in answer):
        chosen = tuple(sorted(answer))
        state.answer, state.asking = None, ""
    elif lo == len(possible):
        chosen = possible
    else:
        many = "a mode" if hi == 1 else f"{lo} to {hi} modes" if lo < hi else f"{lo} modes"
        state.pending = ChoiceDecision(o.controller, PURPOSE, possible, lo, hi,
                                       f"choose {many} for {o.card.name}'s ability (700.2)")
        state.asking = ASKING
        return "asked"
    if not chosen:  # 603.3c, 700.2b: no mode chosen: the ability is removed from the stack
        state.log.append(("trigger_removed", sid, o.card.name))
        state.stack.remove(sid)
        state.remove_object(sid)
        return "removed"
    o = state.mut(sid)
    o.modes = chosen
    for m in chosen:
        state.log.append(("mode", o.controller, sid, m))
        if tr.choose_unchosen and not o.granted:  # (the source's record, _chosen_before)
            state.log.append((UNCHOSEN_EVENT, o.source, o.ability, m))
    return "ok"


UNCHOSEN_EVENT = "mode_of_source"


def _chosen_before(state: GameState, o: GameObject, when: str) -> set[int]:
    """700.2: "choose one that hasn't been chosen [this turn]": the modes the source object's ability
    chose before (this turn, for "turn"). The object is the permanent (or card) as it is now:
    after a zone change it is a new object with no such history (400.7)."""
    if o.granted:
        return set()
    out: set[int] = set()
    for ev in reversed(list(state.log)):
        if when == "turn" and ev[0] == "turn":
            break
        if ev[0] == UNCHOSEN_EVENT and ev[1] == o.source and ev[2] == o.ability:
            out.add(int(ev[3]))
    return out
