"""The one card an earlier instruction of the resolving spell or ability revealed or
discarded, that an amount after it reads (608.2c, 608.2h):

  Reveal the top card of your library and put that card into your hand. You lose life
  equal to its mana value.                                        (ref `revealed_this_way`)
  Target player discards a card. ~ deals damage to that player equal to that card's mana
  value.                                                          (ref `discarded_this_way`)
  Mill a card, then draw cards equal to the milled card's mana value.
                                                                  (ref `milled_this_way`)

The card is found in the log of this resolution (from its "resolve" record, rules/stack.py):
the last card revealed (701.16a), discarded (701.8) or milled (701.13a: moved from the library
to the graveyard) since. Its mana value is then read
where it is, or as it last existed if it has moved since (608.2h; rules/amounts.py).
"""

from __future__ import annotations

from typing import Any

from mtg_engine.state.game_state import Frame, GameState

CARD_REFS = ("revealed_this_way", "discarded_this_way", "milled_this_way")


def card_this_way(state: GameState, frame: Frame, ref: str) -> int | None:
    """The object id of the card `ref` names (its id as it was revealed or discarded), or
    None if the resolving effect revealed or discarded no card (608.2c: nothing to read)."""
    for ev in reversed(state.log):
        if ev[0] == "resolve" and ev[1] == frame.stack_id:
            return None
        if ref == "revealed_this_way" and ev[0] == "reveal" and _revealed(ev) is not None:
            return _revealed(ev)
        if ref == "discarded_this_way" and ev[0] == "discard":
            return int(ev[2])  # ("discard", player, card, by): effects/primitives.discard
        if ref == "milled_this_way" and ev[0] == "move" and ev[4] == "library" \
                and ev[5] == "graveyard":  # 701.13a: ("move", old, new, owner, from, to, ...)
            return int(ev[2])  # (the card in the graveyard)
    return None  # (not resolving from the stack: nothing was done "this way")


def _revealed(ev: tuple[Any, ...]) -> int | None:
    """The one card a "reveal" record shows: ("reveal", player, card[, name]) or
    ("reveal", player, (card, ...)) with one card."""
    cards = ev[2]
    if isinstance(cards, int):
        return cards
    if isinstance(cards, tuple) and len(cards) == 1 and isinstance(cards[0], int):
        return cards[0]
    return None


def revealed_cards(ev: tuple[Any, ...]) -> tuple[int, ...]:
    """The cards a "reveal" record shows: ("reveal", player, card[, name]) or ("reveal",
    player, (card, ...))."""
    cards = ev[2]
    if isinstance(cards, int):
        return (cards,)
    return tuple(c for c in cards if isinstance(c, int)) if isinstance(cards, tuple) else ()
