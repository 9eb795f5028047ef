"""Morph costs other than mana (702.37a, 702.37e): "Morph—Pay 5 life" (Zombie Cutthroat),
"Morph—Reveal a red card in your hand" (Horde Ambusher).

The card's `morph` is then {0} (no mana) and `morph_other` the cost's other part
(`Cost.pay_life`, or `Cost.reveal_filter`: a card of that colour in its controller's hand,
701.16a). Turning the permanent face up (116.2b: a special action) pays it: the life (119.4;
not while the player can't pay life, 614.17b), or the card is revealed (the first such card
in hand: which one is revealed changes nothing but what the other players see). Other
non-mana morph costs (discard, sacrifice, return a permanent) are refused by the compiler.
"""

from __future__ import annotations

import re

from mtg_engine.cards.dsl import Cost, Filter
from mtg_engine.state.game_state import GameState

_LIFE = re.compile(r"^—Pay (\d+) life$")
_REVEAL = re.compile(r"^—Reveal an? (white|blue|black|red|green) card in your hand$")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def other_cost(text: str) -> Cost | None:
    """The non-mana part of a morph cost written "—Pay 5 life" / "—Reveal a red card in your
    hand", or None."""
    m = _LIFE.match(text)
    if m:
        return Cost(pay_life=int(m.group(1)))
    m = _REVEAL.match(text)
    if m:
        return Cost(reveal_filter=Filter(colors=(_COLORS[m.group(1)],)))
    return None


def text(c: Cost) -> str:
    """The cost as written ("Pay 5 life", "Reveal a red card in your hand")."""
    if c.pay_life:
        return f"Pay {c.pay_life} life"
    color = next(w for w, k in _COLORS.items() if c.reveal_filter is not None
                 and c.reveal_filter.colors == (k,))
    return f"Reveal a {color} card in your hand"


def _revealable(state: GameState, player: int, c: Cost) -> int | None:
    from mtg_engine.rules.filters import matches

    assert c.reveal_filter is not None
    return next((h for h in state.players[player].hand
                 if matches(state, h, c.reveal_filter, player, 0)), None)


def problem(state: GameState, player: int, c: Cost) -> str | None:
    """Why `player` can't pay the morph cost's other part now (118.3), or None."""
    from mtg_engine.rules.cant_pay import life_forbidden

    if c.pay_life and (state.players[player].life < c.pay_life or life_forbidden(state, player)):
        return f"you can't pay {c.pay_life} life (119.4, 614.17b)"
    if c.reveal_filter is not None and _revealable(state, player, c) is None:
        return "you have no such card in your hand to reveal (701.16a)"
    return None


def pay(state: GameState, player: int, c: Cost) -> None:
    """Pay the morph cost's other part (702.37e)."""
    from mtg_engine.effects import primitives as prim

    if c.pay_life:
        prim.lose_life(state, player, c.pay_life)  # 119.4: paying life
    if c.reveal_filter is not None:
        card = _revealable(state, player, c)
        if card is not None:  # 701.16a
            state.log.append(("reveal", player, card, state.objects[card].card.name))
