"""The card a spell's additional cost revealed (118.8, 701.16a), which its effect reads as
"the revealed card" (608.2h):

  As an additional cost to cast this spell, reveal a creature card from your hand.
  Target creature gets -X/-X until end of turn, where X is the revealed card's mana value.
                                                                        (Induce Despair)

As the spell is cast, the card revealed to pay its cost (CastSpell.additional) is remembered
on the spell (its `chosen` entry "revealed", the card's id in the hand). The card stays in the
hand; an amount reads its mana value or power there as the spell resolves, or where it has
gone since (its "move" records, 400.7: rules/cost_discarded.now_as), as it is there."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell
    from mtg_engine.cards.dsl import Cost
    from mtg_engine.state.game_state import GameState

KEY = "revealed"


def remember(cost: Cost | None, a: CastSpell) -> tuple[tuple[str, str], ...]:
    """The spell's `chosen` entry for the one card its additional cost revealed, if any."""
    if cost is None or cost.reveal_filter is None or len(a.additional) != 1:
        return ()
    return ((KEY, str(a.additional[0])),)


def revealed_card(state: GameState, stack_id: int) -> int | None:
    """The card the spell `stack_id`'s cost revealed, as the object it is now (or its id in
    the hand if it has ceased to exist), or None."""
    from mtg_engine.rules.cost_discarded import now_as

    o = state.objects.get(stack_id)
    card = next((int(v) for k, v in (o.chosen if o is not None else ()) if k == KEY), None)
    if card is None:
        return None
    return now_as(state, card) or card
