"""The card an activated ability's cost discarded (118.3, 602.2b, 701.8a), which its effect
reads as "the discarded card" (608.2h):

  Discard a card: If the discarded card was a land card, ~ deals 2 damage to target player
  or planeswalker.                                                        (Land's Edge)
  {R}, {T}, Discard a card: ~ deals damage to target creature equal to the discarded card's
  mana value.                                                             (Mercurial Chemister)

As the cost is paid, the one card it discarded is remembered on the ability on the stack
(its `chosen` entry "discarded", the card's id in the hand, as "sacrificed" is for a
sacrifice). The card is then found where it went (its "move" records, 400.7: a new object in
the graveyard, or wherever a replacement effect sent it, 614.6): a condition reads the card
as it is there now; an amount reads its mana value (rules/amounts.py), as it last existed if
it has left that zone since (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

KEY = "discarded"


def remember(state: GameState, ability: GameObject, player: int, since: int) -> None:
    """After paying the cost of `ability` (the log from index `since`): remember the one card
    `player` discarded to pay it, if it discarded exactly one."""
    cards = [ev[2] for ev in state.log.since(since) if ev[0] == "discard" and ev[1] == player]
    if len(cards) == 1:
        ability.chosen = (*ability.chosen, (KEY, str(cards[0])))


def discarded_card(state: GameState, stack_id: int) -> int | None:
    """The card (its id in the hand) the cost of the ability `stack_id` discarded, or None."""
    o = state.objects.get(stack_id)
    return next((int(v) for k, v in (o.chosen if o is not None else ()) if k == KEY), None)


def now_as(state: GameState, card: int) -> int | None:
    """The object the card `card` is now (following its moves, 400.7), or None if it has
    ceased to exist."""
    seen = {card}
    while card not in state.objects:
        nxt = next((int(ev[2]) for ev in reversed(state.log)
                    if ev[0] == "move" and ev[1] == card), 0)
        if not nxt or nxt in seen:
            return None
        seen.add(nxt)
        card = nxt
    return card


def cost_discarded_was(state: GameState, c: Condition, you: int, source: int) -> bool:
    """608.2c, 608.2h: "if the discarded card was a land card": the card the resolving
    ability's cost discarded matches the filter, as it is now where it went."""
    from mtg_engine.rules.filters import matches

    frame = state.frame
    card = discarded_card(state, frame.stack_id) if frame is not None else None
    now = now_as(state, card) if card is not None else None
    return now is not None and matches(state, now, c.filter, you, source)
