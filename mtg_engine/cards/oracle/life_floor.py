"""A floor under a life total that damage can't go through (614.1a; rules/life_floor.py),
Oracle text -> DSL static, and back:

  Damage that would reduce your life total to less than 1 reduces it to 1 instead.
                                                  (damage_life_floor, whose: you)
  If you control a creature, damage that would reduce your life total to less than 1 reduces
  it to 1 instead.                                (... as_long_as: the condition, Worship)"""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.life_floor import LIFE_FLOOR

_FLOOR = "damage that would reduce your life total to less than 1 reduces it to 1 instead."


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    if para == _FLOOR[0].upper() + _FLOOR[1:]:
        return {LIFE_FLOOR: {"whose": "you"}}
    head, sep, _ = para.partition(", " + _FLOOR)
    if not sep or not head.startswith("If ") or para != head + sep:
        return None
    cond = lower_condition(head[len("If "):])  # 611.3a: while it holds
    return {LIFE_FLOOR: {"whose": "you", "as_long_as": cond}} if cond is not None else None


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import static_condition

    if p == {"whose": "you"}:
        return _FLOOR[0].upper() + _FLOOR[1:]
    if set(p) != {"whose", "as_long_as"} or p["whose"] != "you":
        return None
    return f"If {static_condition(p['as_long_as'])[0]}, {_FLOOR}"
