"""Conditions on the target spell of a resolving counterspell (608.2c: checked as the
instruction is carried out; the target is still on the stack, or the spell does nothing,
608.2b), registered in rules/condition_families.JUDGES and read by
oracle/counter_if.py ("Counter target spell if ..."):

- "target_kicked": the target spell was kicked (702.33d; Ertai's Trickery);
- "target_no_mana_spent": no mana was spent to cast it (601.2h; a copy wasn't cast, 707.10:
  none was; Nix);
- "target_controller_poisoned": its controller has one or more poison counters (122.1e;
  Corrupted Resolve);
- "target_controller_fewer_creatures": you control more creatures than its controller does
  (Unified Will);
- "target_shares_color": it shares a colour with a permanent you control matching `filter`
  (105.2: one of its colours is one of the permanent's; a colourless spell shares none;
  Jaded Response);
- "target_mana_value_x": its mana value is X (202.3, 107.3a: the resolving spell's X;
  Disrupting Shoal).

`Condition.target` says which target (a later mode's own, 700.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import Condition

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState


def target_spell(state: GameState, c: Condition) -> int | None:
    """The resolving spell's or ability's target `c.target` if it is a spell still on the
    stack (608.2b), else None."""
    from mtg_engine.state.objects import StackKind

    frame = state.frame
    if frame is None or len(frame.targets) <= c.target:
        return None
    t = frame.targets[c.target]
    o = state.objects.get(t)
    return t if o is not None and o.kind == StackKind.SPELL and t in state.stack else None


def _kicked(state: GameState, c: Condition, you: int, source: int) -> bool:
    from mtg_engine.rules.conditions import kicks

    t = target_spell(state, c)
    return t is not None and kicks(state, t) > 0  # 702.33d


def _no_mana_spent(state: GameState, c: Condition, you: int, source: int) -> bool:
    from mtg_engine.rules.mana_spent import total_spent

    t = target_spell(state, c)
    return t is not None and total_spent(state, t) == 0  # 601.2h


def _controller_poisoned(state: GameState, c: Condition, you: int, source: int) -> bool:
    t = target_spell(state, c)
    return t is not None and \
        state.players[state.objects[t].controller].counters.get("poison", 0) > 0  # 122.1e


def _creatures(state: GameState, player: int) -> int:
    from mtg_engine.rules.layers import is_creature

    return sum(1 for oid in state.battlefield
               if state.objects[oid].controller == player and is_creature(state, oid))


def _fewer_creatures(state: GameState, c: Condition, you: int, source: int) -> bool:
    t = target_spell(state, c)
    return t is not None and \
        _creatures(state, you) > _creatures(state, state.objects[t].controller)


def _shares_color(state: GameState, c: Condition, you: int, source: int) -> bool:
    """105.2: a colour of the spell is a colour of a permanent you control matching
    `c.filter` (both as they are now)."""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.layers import characteristics

    t = target_spell(state, c)
    if t is None:
        return False
    colors = set(characteristics(state, t).colors)
    return bool(colors) and any(
        state.objects[oid].controller == you and matches(state, oid, c.filter, you, source)
        and colors & set(characteristics(state, oid).colors) for oid in state.battlefield)


def _mana_value_x(state: GameState, c: Condition, you: int, source: int) -> bool:
    """202.3, 202.3e: its mana value on the stack (X in its cost counted as chosen) equals
    the resolving spell's X (107.3a)."""
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.filters import matches

    t = target_spell(state, c)
    frame = state.frame
    if t is None or frame is None:
        return False
    return matches(state, t, Filter(mana_value_le=frame.x, mana_value_ge=frame.x), you, source)


JUDGES = {
    "target_kicked": _kicked,
    "target_no_mana_spent": _no_mana_spent,
    "target_controller_poisoned": _controller_poisoned,
    "target_controller_fewer_creatures": _fewer_creatures,
    "target_shares_color": _shares_color,
    "target_mana_value_x": _mana_value_x,
}
KINDS = tuple(JUDGES)
