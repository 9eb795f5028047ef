"""Intervening "if" clauses about the object a leaves-the-battlefield trigger is about, judged
with its last known information (603.4, 603.10a, 608.2h; cards/oracle/conditions_last_known.py
reads them): "When ~ dies, if it had a +1/+1 counter on it, ...", "Whenever a creature dies,
if it was a Human, ...".

The object is the trigger's remembered one ("Whenever another creature you control dies": the
creature that died, its id on the battlefield) or, for the source's own event ("When ~ dies"),
the source: that id is the permanent that left. Its "left_as" record (rules/last_known.py,
logged as it left) says what it was; the condition is checked when the ability triggers and
again as it resolves (603.4), both times against that record, which doesn't change. An object
still on the battlefield (no record) is judged as it is now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState

KINDS = frozenset({"it_was", "it_had_counters", "it_had_no_counters", "it_more_power",
                   "it_dealt_damage_at_least", "it_entered_or_cast_from_graveyard",
                   "it_was_blocked_this_turn", "it_dealt_combat_damage_to_player",
                   "it_not_sacrificed", "it_is",
                   "it_cast_from_hand", "it_not_cast_from_hand"})  # (rules/condition_it_cast)


def _record(state: GameState, oid: int) -> tuple[Any, ...] | None:
    """The "left_as" record of permanent `oid` (the latest), or None."""
    for ev in reversed(state.log):
        if ev[0] == "left_as" and ev[1] == oid:
            return ev  # type: ignore[no-any-return]
    return None


# the events of this turn that make these conditions true of permanent `oid`: a block of it
# (509.1h: it was blocked), combat damage it dealt to a player (510.2: a player target is a
# negative ref), its sacrifice (701.17a: "if it wasn't sacrificed" is the opposite)
_TURN_FACTS = {
    "it_was_blocked_this_turn": lambda ev, oid: ev[0] == "block" and ev[2] == oid,
    "it_dealt_combat_damage_to_player": lambda ev, oid: ev[0] == "damage" and ev[1] == oid
    and int(ev[2]) < 0 and int(ev[3]) > 0 and bool(ev[4]),
    "it_not_sacrificed": lambda ev, oid: ev[0] == "sacrifice" and ev[2] == oid,
}


def _left_battlefield_as(state: GameState, card: int) -> int:
    """The permanent whose move from the battlefield made the object `card` (its "move" event,
    rules/zones.py), or `card` itself if it didn't come from there."""
    for ev in reversed(state.log):
        if ev[0] == "move" and ev[2] == card and ev[4] == "battlefield":
            return int(ev[1])
    return card


def _counters(state: GameState, oid: int, rec: tuple[Any, ...] | None) -> dict[str, int]:
    if rec is not None:
        return dict(rec[14])  # (rules/last_known.log_as_it_leaves: its counters)
    o = state.objects.get(oid)
    return dict(o.counters) if o is not None else {}


def holds_about(state: GameState, c: Condition, controller: int, source: int,
                remembered: tuple[int, ...]) -> bool:
    """Does condition `c` (one of KINDS) hold of the trigger's object: `remembered[0]` if the
    trigger remembers one, else its source (603.10a)?"""
    oid = remembered[0] if remembered else source
    rec = _record(state, oid)
    if rec is None and oid not in state.battlefield:  # the card a permanent that died became
        oid = _left_battlefield_as(state, oid)  # (400.7: "Whenever equipped creature dies")
        rec = _record(state, oid)
    if c.kind in ("it_cast_from_hand", "it_not_cast_from_hand"):  # 601.2a, 603.4
        from mtg_engine.rules.condition_it_cast import holds as it_cast

        return it_cast(state, c.kind, controller, oid)
    if c.kind == "it_entered_or_cast_from_graveyard":  # (rules/condition_spell_history.py)
        from mtg_engine.rules.condition_spell_history import entered_or_cast_from_graveyard

        return entered_or_cast_from_graveyard(state, c, controller, oid)
    if c.kind == "it_dealt_damage_at_least":  # 120.1: "if 4 or more damage was dealt to it
        # this turn": the damage events of this turn to that permanent (its id there)
        from mtg_engine.rules.conditions import turn_events

        return sum(int(ev[3]) for ev in turn_events(state)
                   if ev[0] == "damage" and ev[2] == oid) >= c.count
    if c.kind in _TURN_FACTS:  # what the permanent (its id there) did this turn
        from mtg_engine.rules.conditions import turn_events

        return any(_TURN_FACTS[c.kind](ev, oid) for ev in turn_events(state)) \
            != (c.kind == "it_not_sacrificed")
    if c.kind == "it_more_power":  # 208.1: "if that creature's power is greater than ~'s"
        return _power(state, oid, rec) > _power(state, source, _record(state, source))
    if c.kind in ("it_was", "it_is"):  # ("it_is": a permanent still there, as it is now)
        if rec is not None:
            from mtg_engine.rules.last_known import matches_as_it_left

            return matches_as_it_left(state, rec, c.filter, controller, source)
        from mtg_engine.rules.filters import matches

        return oid in state.battlefield and matches(state, oid, c.filter, controller, source)
    counters = _counters(state, oid, rec)
    n = counters.get(c.name, 0) if c.name else sum(counters.values())  # 122.1
    if c.kind == "it_had_counters":
        return n >= c.count
    return n == 0  # it_had_no_counters


def _power(state: GameState, oid: int, rec: tuple[Any, ...] | None) -> int:
    """The power of permanent `oid` now, or as it last existed on the battlefield (608.2h)."""
    from mtg_engine.rules.layers import characteristics

    if oid in state.battlefield:
        return characteristics(state, oid).power
    return int(rec[7]) if rec is not None else 0  # (rules/last_known.log_as_it_leaves)
