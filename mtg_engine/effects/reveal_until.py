"""Cards revealed from the top of a library until one of a kind is revealed (701.16a):

  Reveal cards from the top of your library until you reveal a creature card. Put that card
  into your hand and the rest on the bottom of your library in a random order.
  Target player reveals cards from the top of their library until they reveal a land card,
  then puts those cards into their graveyard.

`reveal_until`: the player `who` (the controller unless a target player) reveals cards from
the top of their library, one at a time, until `count` (1 unless said) cards matching `filter`
(their characteristics in the library, 109.3) are revealed, or every card of the library is;
the revealed cards stay in the library until they are put elsewhere (701.16b). The cards found
go to `to` (the hand, the battlefield under the controller's control, `tapped`, or the
graveyard: "puts those cards into their graveyard" is `to` and `rest` graveyard); the others
revealed (`rest`) on the bottom of the library in a random order, into the graveyard, into
exile, into the hand, or back into the library, which is then shuffled (701.20). `theirs`: the
card found enters under the revealing player's control ("That player puts that card onto the
battlefield"). `passive`, `wording`: the printed words (for the round trip).
"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import players_of
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

DESTINATIONS = ("hand", "battlefield", "graveyard")
RESTS = ("bottom_random", "graveyard", "exile", "shuffle", "hand")


def revealed_until(state: GameState, frame: Frame, player: int, e: Effect
                   ) -> tuple[list[int], list[int]]:
    """(the cards found, the other cards revealed), top first: cards are revealed until
    `count` of them match `filter` or the library runs out (701.16a)."""
    lib = state.players[player].library
    want = int(e.get("count", 1))
    found: list[int] = []
    others: list[int] = []
    for card in reversed(lib):  # (index -1 is the top, 401.1)
        if matches(state, card, e.get("filter"), frame.controller, frame.source):
            found.append(card)
            if len(found) == want:
                break
        else:
            others.append(card)
    return found, others


def v_reveal_until(state: GameState, frame: Frame, e: Effect) -> bool:
    for player in players_of(state, frame, e.get("who", "you")):  # (each opponent in turn)
        _reveal_until(state, frame, player, e)
    return True


def _reveal_until(state: GameState, frame: Frame, player: int, e: Effect) -> None:
    from mtg_engine.effects.ordering import put_on_bottom
    from mtg_engine.rules.random import rng, shuffle_library

    found, others = revealed_until(state, frame, player, e)
    state.log.append(("reveal", player, tuple(c for c in reversed(state.players[player].library)
                                              if c in found or c in others)))  # 701.16a
    to = e.get("to", "hand")
    for card in found:
        if to == "battlefield":
            move_object(state, card, Zone.BATTLEFIELD,
                        controller=player if e.get("theirs") else frame.controller,
                        tapped=bool(e.get("tapped")))
        else:
            move_object(state, card, Zone(to))
    rest = e.get("rest", "bottom_random")
    if rest == "bottom_random":
        rng(state).shuffle(others)
        put_on_bottom(state, player, tuple(others))
    elif rest == "shuffle":
        shuffle_library(state, player)  # 701.20 (the cards never left it, 701.16b)
    else:
        for card in others:
            move_object(state, card, Zone(rest))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"reveal_until": v_reveal_until}
