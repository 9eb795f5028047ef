"""The card a cost exiled (118.3, 406.3), which the effect reads as "the exiled card"
(608.2h):

  Exile the top card of your library: Put X +1/+1 counters on ~, where X is the exiled
  card's mana value.                                                (Phyrexian Devourer)
  {3}{C}, Exile a creature card from your graveyard: Target opponent loses life equal to the
  exiled card's power.                                                    (Dread Defiler)
  As an additional cost to cast this spell, exile a creature card from your graveyard.
  ~ deals damage equal to the exiled card's power to target creature.      (Corpse Lunge)

As the cost is paid, the one card it exiled is remembered on the ability or spell on the
stack (its `chosen` entry "exiled": the card's id in exile for an activated ability's cost,
found in the log of the payment; the card chosen to pay a spell's additional cost, followed
to exile by its "move" record, 400.7). An amount reads its mana value, power or toughness in
exile (rules/amounts.py), or as it last existed if it has left exile since (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell
    from mtg_engine.cards.dsl import Cost
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

KEY = "exiled"


def remember(state: GameState, ability: GameObject, since: int) -> None:
    """After paying the cost of `ability` (the log from index `since`): remember the one card
    the payment moved to exile, if it exiled exactly one."""
    cards = [ev[2] for ev in state.log.since(since) if ev[0] == "move" and ev[5] == "exile"]
    if len(cards) == 1:
        ability.chosen = (*ability.chosen, (KEY, str(cards[0])))


def remember_cast(cost: Cost | None, a: CastSpell) -> tuple[tuple[str, str], ...]:
    """The spell's `chosen` entry for the one card its additional cost exiles, if any."""
    if cost is None or cost.exile_graveyard != 1 or len(a.additional) != 1:
        return ()
    return ((KEY, str(a.additional[0])),)


def exiled_card(state: GameState, stack_id: int) -> int | None:
    """The card the cost of `stack_id` exiled, as the object it is now (or the id it had, if
    it has ceased to exist: read as it last existed), or None."""
    from mtg_engine.rules.cost_discarded import now_as

    o = state.objects.get(stack_id)
    card = next((int(v) for k, v in (o.chosen if o is not None else ()) if k == KEY), None)
    if card is None:
        return None
    return now_as(state, card) or card
