"""Conditions comparing an object's characteristic with a variable amount (608.2c: checked as
the instruction is carried out; 608.2h: the amount counted then, the object as it is, or as it
last existed if it has left its zone).

- "target_stat_at_most": the characteristic `name` ends with ("its power", "that creature's
  toughness", "its mana value": 208.1, 202.3) of the resolving spell's or ability's first
  target is less than or equal to `amount` ("Destroy target nonblack creature if its
  toughness is less than or equal to the number of cards in your graveyard.", Ghastly
  Demise);
- "attached_greatest": the permanent the source is attached to is a creature with the
  greatest `name` (power or toughness) among creatures on the battlefield, or tied for it
  (303.4, 208.1: Historian's Wisdom).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.amounts import Amount

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def target_stat_at_most(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """Is the target's (the first, or a later mode's: `c.target`) `c.name` at most
    `c.amount`? (No target: no.)"""
    from mtg_engine.rules.amounts import amount_value

    frame = state.frame
    if frame is None or len(frame.targets) <= c.target or frame.targets[c.target] <= 0 \
            or c.amount is None:
        return False
    kind = "mana_value" if c.name.endswith("mana value") else c.name.split()[-1]
    of = f"target:{c.target}" if c.target else "target"
    stat = amount_value(state, frame, Amount(kind, of=of))  # (608.2h)
    return stat <= amount_value(state, frame, c.amount)


def attached_greatest(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """Is the permanent the source is attached to (303.4) a creature whose `c.name` (power or
    toughness) is the greatest among creatures on the battlefield, or tied for it (208.1)?"""
    from mtg_engine.rules.layers import characteristics, is_creature

    o = state.objects.get(source)
    att = o.attached_to if o is not None else None
    if att is None or att not in state.battlefield or not is_creature(state, att):
        return False
    values = [getattr(characteristics(state, oid), c.name) for oid in state.battlefield
              if is_creature(state, oid)]
    return getattr(characteristics(state, att), c.name) == max(values)


JUDGES = {"target_stat_at_most": target_stat_at_most, "attached_greatest": attached_greatest}
