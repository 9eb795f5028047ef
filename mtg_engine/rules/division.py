"""Damage divided as its controller chooses among the targets (601.2d): "Arc Lightning deals 3
damage divided as you choose among one, two, or three targets."

601.2d: the division is announced as the spell is cast (603.3d: as a triggered ability is put
on the stack; 602.2b: an activated ability as it is activated), after the targets are chosen,
each target getting at least 1. The engine asks it once the spell or ability is on the stack
and before any player gets priority or any other ability is put on the stack, which no player
can tell apart from the moment the rule names. With one target, or as many targets as damage,
there is nothing to choose. The division is kept on the stack object, ("divided", "3,1,1")
in `GameObject.chosen` (saved and copied with it); effects/verbs.py deals it.
"""

from __future__ import annotations

import itertools

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, StackKind

DIVIDED = "divided"
PURPOSE = "divide"


def _divided_effect(o: GameObject) -> Effect | None:
    if o.kind is StackKind.SPELL:
        if o.card.spell is None or (o.card.spell.modes and len(o.modes) != 1):
            return None
        # 700.2: one mode chosen, its targets the spell's (several: not read, none divides)
        effects = o.card.spell.modes[o.modes[0]].effects if o.card.spell.modes \
            else o.card.spell.effects
    elif o.kind is StackKind.ACTIVATED:
        effects = o.activated_ability().effects
    else:
        effects = o.triggered_ability().effects
    # damage, or counters distributed (122.1: "distribute three +1/+1 counters among ...")
    # or prevention shields (615.7: "prevent the next 5 damage ..., divided as you choose")
    return next((e for e in effects if e.verb in ("damage", "put_counters", "prevent")
                 and e.get("divided")), None)


def division_of(o: GameObject) -> tuple[int, ...] | None:
    """The division recorded on the stack object, one amount per chosen target in order."""
    v = next((v for k, v in o.chosen if k == DIVIDED), None)
    return None if v is None else tuple(int(x) for x in v.split(","))


def ask_divisions(state: GameState) -> bool:
    """Ask for (or record the answer to) the division of the stack objects that need one;
    True if a decision is now pending."""
    for sid in state.stack:
        o = state.objects[sid]
        if division_of(o) is not None or sid in state.awaiting_targets:
            continue
        e = _divided_effect(o)
        if e is None:
            continue
        amount = e.get("count") if e.verb == "put_counters" else e.get("amount")
        if amount == "X":  # "X damage divided ... among any number of targets": X announced
            amount = o.x  # (601.2b) before the targets and the division (601.2c-d)
        chosen = tuple(t for t in o.targets[:e.get("among") or len(o.targets)] if t != 0)
        if not isinstance(amount, int) or not chosen:
            continue
        if len(chosen) == 1 or len(chosen) >= amount:  # nothing to choose
            _record(state, sid, (amount,) if len(chosen) == 1 else (1,) * len(chosen))
            continue
        if state.asking == PURPOSE and state.answer is not None:
            answer, state.answer, state.asking = state.answer, None, ""
            _record(state, sid, answer)
            continue
        state.pending = ChoiceDecision(o.controller, PURPOSE, chosen, amount, amount,
                                       f"divide {amount} {_what(e)} among {len(chosen)} targets: "
                                       "an amount for each, in order, at least 1 each (601.2d)")
        state.asking = PURPOSE
        return True
    return False


def _what(e: Effect) -> str:
    return {"damage": "damage", "prevent": "damage to prevent"}.get(
        e.verb, f"{e.get('kind')} counters")


def _record(state: GameState, sid: int, amounts: tuple[int, ...]) -> None:
    o = state.mut(sid)
    o.chosen = (*o.chosen, (DIVIDED, ",".join(str(a) for a in amounts)))
    state.log.append(("divided", o.controller, sid, amounts))


def divisions(d: ChoiceDecision) -> list[tuple[int, ...]]:
    """Every division of `d.max` damage among the targets `d.options`, at least 1 each: the
    most even first (the earlier targets get the remainder)."""
    k, n = len(d.options), d.max
    out = [tuple(b - a for a, b in zip((0, *cuts), (*cuts, n)))
           for cuts in itertools.combinations(range(1, n), k - 1)]
    even = tuple(n // k + (1 if i < n % k else 0) for i in range(k))
    out.sort(key=lambda c: (c != even, c))
    return out


def check_division(d: ChoiceDecision, chosen: tuple[int, ...]) -> str | None:
    if len(chosen) != len(d.options) or any(a < 1 for a in chosen) or sum(chosen) != d.max:
        return (f"give an amount for each of the {len(d.options)} targets, at least 1 each, "
                f"{d.max} in all (601.2d)")
    return None
