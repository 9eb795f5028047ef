"""Conditions about an ability's own history this turn, judged from the event log
(cards/oracle/conditions_ability_history.py reads them):

- "ability_resolved_nth": "If this is the second time this ability has resolved this turn"
  (Rumor Gatherer): the ability resolving now is the `count`th resolution this turn of that
  ability of that object (608.2: an ability removed from the stack without resolving, 608.2b,
  or countered, 701.6b, doesn't count; the one resolving now does);
- "ability_activated_at_least": "If this ability has been activated four or more times this
  turn" (Dragon Whelp): that ability of that object was activated `count` or more times this
  turn, this activation among them (602.2; whether or not those resolved).

"This ability" is one ability of one object: the object the ability came from (113.7; a
permanent that left and returned is a new object, 400.7, its abilities new ones) and which of
its abilities it is. rules/stack.py logs ("ability_resolved", source, kind, index, granted) as
an ability begins to resolve; rules/activation.py ("ability_activated", ...) as one is put on
the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState

KINDS = frozenset({"ability_resolved_nth", "ability_activated_at_least"})


def holds(state: GameState, c: Condition, stack_id: int) -> bool:
    """Does `c` hold for the ability `stack_id` on the stack (the one resolving)?"""
    from mtg_engine.rules.conditions import turn_events

    o = state.objects.get(stack_id)
    if o is None or o.kind is None:
        return False
    key = (o.source, o.kind.value, o.ability, o.granted)
    event = "ability_resolved" if c.kind == "ability_resolved_nth" else "ability_activated"
    n = sum(1 for ev in turn_events(state) if ev[0] == event and tuple(ev[1:5]) == key)
    return n == c.count if c.kind == "ability_resolved_nth" else n >= c.count
