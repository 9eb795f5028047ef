"""Delayed triggered abilities with a stated duration, "this turn" (603.7b): "Whenever a
creature attacks this turn, put a +1/+1 counter on it." triggers each time its event happens
until the turn ends, not once (cards/oracle/turn_triggers.py reads them).

The engine keeps such an ability on an object of its own in the command zone, made as the
instruction resolves (603.7a: it can't trigger on an event before it exists) and controlled by
the controller of the instruction's spell or ability (603.7d-e: "you" is that player). Its
triggered ability triggers as those of the command zone's objects do (rules/command_zone.py);
the object has no characteristics but that ability (it is no emblem: 114, and an emblem count
leaves it out). A `delayed` entry of kind `THIS_TURN` remembers it, so that the cleanup step
ends it (514.2: "this turn" effects end) and saved games keep it (state.delayed is saved).

Known deviation: 603.7d-e make the source of the delayed ability the spell or the source of
the ability that created it; here it is that object. The compiler refuses abilities where that
shows (one that names its source, ~, or has a target: turn_triggers.py).
"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.emblems import ability_holder
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger

THIS_TURN = "this_turn_trigger"  # the `delay` of the entry that remembers the object
# 611.2a: "Until your next turn, whenever ...": the ability lasts until its controller's next
# turn begins (`end_at_turn_start`), not ended by the cleanup step
NEXT_TURN = "next_turn_trigger"
# 603.7b: "When you cast your next ... spell this turn": no stated duration, it triggers once
# (then ceases to exist: `triggered`); unused, it ends with the turn all the same
ONCE = "next_time_this_turn_trigger"
_KINDS = (THIS_TURN, ONCE)
_ALL_KINDS = (THIS_TURN, ONCE, NEXT_TURN)


def v_turn_trigger(state: GameState, frame: Frame, e: Effect) -> bool:
    """603.7a-b: create the delayed triggered ability for the rest of the turn (or, 611.2a,
    until its controller's next turn). The entry remembers the ability's object, then the
    source of the spell or ability that created it (603.7d-e: its "~", `stands_for`)."""
    card = state.db.token(str(e.get("name")))
    o = ability_holder(state, frame.controller, card)
    kind = ONCE if e.get("once") else NEXT_TURN if e.get("until") == "your_next_turn" \
        else THIS_TURN
    watch: tuple[int, ...] = ()
    if e.get("watch"):  # 603.7c: the objects it watches, found now (the targets chosen)
        from mtg_engine.effects.references import resolve_refs

        watch = tuple(dict.fromkeys(r for ref in e.get("watch") for r in resolve_refs(
            state, frame, ref) if r > 0))
    state.delayed = (*state.delayed, PendingTrigger(
        o.id, card.name, 0, frame.controller, o.timestamp,
        remembered=(o.id, frame.source, *watch), delay=kind))
    state.log.append(("turn_trigger", frame.controller, o.id, card.name))
    return True


def is_turn_trigger(state: GameState, oid: int) -> bool:
    """Whether the command zone's object `oid` holds such an ability (not an emblem, 114)."""
    return any(t.delay in _ALL_KINDS and t.remembered[0] == oid for t in state.delayed)


def stands_for(state: GameState, oid: int) -> int:
    """603.7d-e: "~" in such an ability is the source of the spell or ability that created it
    (Mountain Titan's "put a +1/+1 counter on ~"): that object, as long as it is the same
    object (603.7c, 400.7: a permanent that left and came back is a new one); `oid` itself
    when it holds no such ability."""
    for t in state.delayed:
        if t.delay in _ALL_KINDS and t.remembered[0] == oid:
            return t.remembered[1] if len(t.remembered) > 1 else oid
    return oid


def watched(state: GameState, oid: int) -> tuple[int, ...]:
    """603.7c: the objects the ability of the command zone's object `oid` watches (its
    `watch`: "whenever either of those creatures deals combat damage"); 400.7: those objects
    only, not what they become in another zone."""
    for t in state.delayed:
        if t.delay in _ALL_KINDS and t.remembered[0] == oid:
            return t.remembered[2:]
    return ()


def triggered(state: GameState, found: list[PendingTrigger]) -> None:
    """603.7b: an ability that triggers once has triggered: it ceases to exist (of several
    events at once, the first one counts: its controller's choice, left to the order)."""
    once = {t.remembered[0] for t in state.delayed if t.delay == ONCE}
    hit = [p for p in found if p.source in once]
    if not hit:
        return
    ended = {p.source for p in hit}
    keep = {next(p for p in hit if p.source == s).timestamp for s in ended}
    found[:] = [p for p in found if p.source not in ended or p.timestamp in keep]
    _end(state, [t for t in state.delayed if t.delay == ONCE and t.remembered[0] in ended])


def expire(state: GameState) -> None:
    """514.2: in the cleanup step, "this turn" ends: the abilities cease to exist."""
    _end(state, [t for t in state.delayed if t.delay in _KINDS])


def end_at_turn_start(state: GameState, ended: set[int]) -> None:
    """611.2a: the turn of a player of `ended` has begun (or, 800.4m, would have): their
    "until your next turn" abilities cease to exist."""
    _end(state, [t for t in state.delayed if t.delay == NEXT_TURN and t.controller in ended])


def _end(state: GameState, ended: list[PendingTrigger]) -> None:
    if not ended:
        return
    state.delayed = tuple(t for t in state.delayed if t not in ended)
    for t in ended:
        for oid in t.remembered[:1]:
            if oid in state.command:
                state.command.remove(oid)
                state.remove_object(oid)
    state.characteristics_changed()


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "turn_trigger": v_turn_trigger}
