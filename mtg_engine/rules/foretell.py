"""Foretell (702.143).

702.143a: any time a player has priority during their turn, they may pay {2} and exile a card
with foretell from their hand face down (a special action, 702.143b, 116.2: it doesn't use the
stack); they may cast it after the current turn has ended by paying its foretell cost rather
than its mana cost (an alternative cost, 118.9).

The foretold card keeps its identity in the engine (its owner may look at it, 702.143a); it is
marked with ("foretold", turn) in `GameObject.chosen` and hidden from the other players by
`observe` (708.2-style: a face-down card in exile, 702.143a).
"""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

FORETOLD = "foretold"


def foretold_turn(o: GameObject) -> int:
    """The turn the card was foretold on (0: it isn't a foretold card)."""
    return next((int(v) for k, v in o.chosen if k == FORETOLD), 0)


def foretell_card(state: GameState, player: int, card: int) -> None:
    """702.143a: the special action, its {2} already paid: exile the card from the hand face
    down."""
    from mtg_engine.rules.zones import move_object

    new = move_object(state, card, Zone.EXILE, cause="foretell")  # (logged without its name)
    if new is None:
        return
    o = state.mut(new)
    o.chosen = (*o.chosen, (FORETOLD, str(state.turn)))
    state.log.append(("foretell", player, new))


def foretold_cards(state: GameState, player: int) -> list[int]:
    """The player's foretold cards in exile (castable for their foretell cost after the turn
    they were foretold, 702.143a)."""
    return [c for c in state.exile if state.objects[c].owner == player
            and foretold_turn(state.objects[c])]


def foretell_problem(state: GameState, o: GameObject, foretell: bool) -> str | None:
    """Why card `o` can't be cast this way: a foretold card only for its foretell cost and
    only after the turn it was foretold (702.143a); the foretell cost only from there."""
    turn = foretold_turn(o) if o.zone is Zone.EXILE else 0
    if foretell and not turn:
        return "foretell: only a foretold card in exile is cast for its foretell cost (702.143a)"
    if turn and not foretell:
        return "a foretold card is cast for its foretell cost (702.143a)"
    if turn and turn >= state.turn:
        return "a foretold card can be cast only after the turn it was foretold (702.143a)"
    return None


__all__ = ["FORETOLD", "foretell_card", "foretell_problem", "foretold_cards", "foretold_turn"]
