"""Conditions of instructions and triggered abilities: "if it was kicked" (702.33d), "if you
control ...", "if you do" (608.2c), and the intervening "if" clause of a triggered ability,
checked when it triggers and again as it resolves (603.4)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Condition, Filter
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import StackKind


def cast_info(state: GameState, *ids: int) -> tuple[tuple[str, str], ...]:
    """How the object was cast (601.2b): the spell's choices, kept by the permanent it
    became (kicker, 702.33d; the alternative cost)."""
    for oid in ids:
        o = state.objects.get(oid)
        if o is not None and o.kind in (None, StackKind.SPELL):
            return (*o.chosen, ("alt", o.alt_cost)) if o.alt_cost else o.chosen
    return ()


def kicks(state: GameState, *ids: int) -> int:
    """How many times it was kicked (702.33d; multikicker 702.33c)."""
    for k, v in cast_info(state, *ids):
        if k == "kicks":
            return int(v)
    return 0


def holds(state: GameState, c: Condition, controller: int, source: int, stack_id: int = 0,
          x: int = 0, did: int = -1) -> bool:
    """Does condition `c` hold now, for an ability or spell controlled by `controller` whose
    source is `source` (and which is `stack_id` on the stack)?"""
    k = c.kind
    if k in ("kicked", "not_kicked"):
        return (kicks(state, stack_id, source) > 0) == (k == "kicked")
    if k == "monarch":  # 720: "if you're the monarch"
        return state.monarch == controller
    if k == "replicated":  # 702.56a
        return any(ch[0] == "replicated" for ch in cast_info(state, stack_id, source))
    if k == "kicked_with":
        return ("kicker", str(c.count)) in cast_info(state, stack_id, source)
    if k == "alt_cost":
        return ("alt", c.name) in cast_info(state, stack_id, source)
    if k in ("controls", "not_controls"):
        n = sum(1 for oid in state.battlefield if state.objects[oid].controller == controller
                and matches(state, oid, c.filter, controller, source))
        return (n >= c.count) == (k == "controls")
    if k == "controls_at_most":  # "unless you control two or fewer other lands"
        return sum(1 for oid in state.battlefield if state.objects[oid].controller == controller
                   and matches(state, oid, c.filter, controller, source)) <= c.count
    if k == "opponents_at_least":  # "unless you have two or more opponents" (102.2)
        return sum(1 for i, p in enumerate(state.players)
                   if i != controller and not p.lost) >= c.count
    if k in ("did", "did_not"):
        return (did == 1) == (k == "did")
    if k in ("suspended", "in_exile", "has_counter"):  # 702.62b, 702.63a
        from mtg_engine.rules.keyword_abilities import counter_condition

        return counter_condition(state, k, source, c.name)
    if k == "opponent_dealt_damage":  # 702.54a: "if an opponent was dealt damage this turn"
        from mtg_engine.rules.keyword_abilities import opponent_dealt_damage_this_turn

        return opponent_dealt_damage_this_turn(state, controller)
    if k == "echo_due":  # 702.30a
        from mtg_engine.rules.keyword_abilities import echo_due

        return echo_due(state, source, controller)
    if k == "left_without_counters":  # 702.93a, 702.79a, 603.10a
        from mtg_engine.rules.undying import left_without

        return left_without(state, source, c.name)
    if k == "not_renowned":  # 702.112a
        from mtg_engine.rules.keyword_effects import not_renowned

        return not_renowned(state, source)
    p = state.players[controller]
    if k == "life_at_least":
        return p.life >= c.count
    if k == "life_at_most":
        return p.life <= c.count
    if k == "hand_empty":
        return not p.hand
    if k == "graveyard_at_least":  # threshold; "two or more instant and/or sorcery cards"
        if c.filter == Filter():
            return len(p.graveyard) >= c.count
        return sum(1 for g in p.graveyard
                   if matches(state, g, c.filter, controller, source)) >= c.count
    if k == "x_at_least":
        return x >= c.count
    if k == "self_attacking":  # "as long as it's attacking" (506.4, 611.3a)
        return state.combat is not None and source in state.combat.attackers
    if k in ("self_untapped", "self_tapped"):  # "as long as ~ is (un)tapped" (611.3a)
        o = state.objects.get(source)
        return o is not None and o.tapped == (k == "self_tapped")
    if k in ("self_equipped", "self_enchanted"):  # 301.5, 303.4: something attached to it
        sub = "Equipment" if k == "self_equipped" else "Aura"
        return any(state.objects[a].attached_to == source
                   and sub in state.objects[a].card.subtypes for a in state.battlefield)
    if k in ("your_turn", "not_your_turn"):  # "as long as it's (not) your turn" (611.3a)
        return (state.active == controller) == (k == "your_turn")
    if k == "attacked_this_turn":
        return _attacked_this_turn(state, controller)
    raise ValueError(f"unknown condition {k!r}")


def _attacked_this_turn(state: GameState, player: int) -> bool:
    events = list(state.log)
    for ev in reversed(events):
        if ev[0] == "turn":
            return False
        if ev[0] == "attack" and ev[1] in state.objects \
                and state.objects[ev[1]].controller == player:
            return True
    return False
