"""Instructions instead of a draw (614.1a, 614.6, 121.6), carried out while the draw waits for
its player's choices (rules/replacement.py: the event's `choose`, `state.replacing`):

  If you would draw a card, instead look at the top three cards of your library, then put one
  into your hand and the rest into your graveyard.                       (Underrealm Lich)
  If you would draw a card, look at the top three cards of your library instead. Put one of
  those cards into your hand and the rest on the bottom of your library in any order.
                                                            (Tomorrow, Azami's Familiar)
  If you would draw a card, instead reveal the top three cards of your library. Put all
  creature cards revealed this way into your hand and the rest on the bottom of your library
  in any order.                                                      (Sages of the Anima)
  If you would draw a card, return a card from your graveyard to your hand instead. If you
  can't, you lose the game.                                            (Forbidden Crypt)
  If you would draw a card, you may instead choose land or nonland and reveal cards from the
  top of your library until you reveal a card of the chosen kind. Put that card into your
  hand and put all other cards revealed this way on the bottom of your library in any order.
                                                                             (Abundance)
  If you would draw a card, exile the top two cards of your library instead. You may play
  those cards this turn.                                      (Eruth, Tormented Prophet)

The replacement (`event: draw`, `instead: choose`, `choice`: PREFIX + the canonical JSON of
{"look": N, "take": "one" | "creatures", "rest": "graveyard" | "bottom", "reveal": bool},
{"graveyard": true}, {"until": "land_or_nonland"} or {"exile_play": N}) puts that choice on
the draw (`instead: may_choose` for "you may instead": an optional replacement, 614.1a, the
player deciding as the draw would happen); when it is asked, the draw becomes the moves
the text says (the draw itself doesn't happen: it isn't a card drawn, 614.6). The card put
into the hand is chosen (purpose PURPOSE among the cards looked at, or among the graveyard's
cards); the rest are put into the graveyard at once, or on the bottom of the library one at a
time in the order the player chooses (purpose BOTTOM: the next card to go under the others
put there, 401.4). An empty library: nothing is looked at and nothing happens (the draw was
replaced, 614.6); an empty graveyard for Forbidden Crypt: its player loses the game (104.3a).
"""

from __future__ import annotations

import functools
import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState

PREFIX = "draw_instead:"
BOTTOM = "draw_bottom:"  # the cards still to put on the bottom, in the order to ask
PURPOSE = "draw_instead"
KIND_PURPOSE = "land_or_nonland"  # Abundance's choice: 0 land, 1 nonland
BOTTOM_PURPOSE = "bottom_order"
TAKES = ("one", "creatures")
RESTS = ("graveyard", "bottom")


def choice(d: dict[str, Any]) -> str:
    return PREFIX + json.dumps(d, sort_keys=True, separators=(",", ":"))


@functools.lru_cache(maxsize=64)
def _spec(what: str) -> dict[str, Any]:
    d = json.loads(what[len(PREFIX):])
    return dict(d)


def check(what: str) -> str | None:
    """Why a choice string is malformed, or None (cards/dsl_abilities.py)."""
    try:
        d = _spec(what)
    except (ValueError, TypeError):
        return "not JSON"
    if d in ({"graveyard": True}, {"until": "land_or_nonland"}):
        return None
    if set(d) == {"exile_play"} and isinstance(d["exile_play"], int) \
            and 1 <= d["exile_play"] <= 10:
        return None
    if set(d) - {"look", "take", "rest", "reveal"} or not isinstance(d.get("look"), int) \
            or not 1 <= d["look"] <= 10 or d.get("take") not in TAKES \
            or d.get("rest") not in RESTS:
        return "look (1-10), take (one | creatures), rest (graveyard | bottom)[, reveal]"
    return None


def is_choice(what: str) -> bool:
    return what.startswith((PREFIX, BOTTOM))


def _looked(state: GameState, ev: Event) -> tuple[int, ...]:
    """The cards looked at: the top N of the drawing player's library, top first."""
    d = _spec(ev.choose[0])
    lib = state.players[ev.player].library
    return tuple(reversed(lib[-int(d["look"]):])) if lib else ()


def decision(state: GameState, ev: Event) -> ChoiceDecision | None:
    """What the drawing player is asked for the event's first choice; None when nothing is
    to be chosen (the answer is then `()`, carried out at once)."""
    what = ev.choose[0]
    p = ev.player
    if what.startswith(BOTTOM):
        left = tuple(int(x) for x in what[len(BOTTOM):].split(","))
        return ChoiceDecision(p, BOTTOM_PURPOSE, left, 1, 1,
                              "choose the next card to put on the bottom of your library")
    d = _spec(what)
    if d.get("exile_play"):  # (nothing to choose)
        return None
    if d.get("until"):  # "choose land or nonland" (0: land, 1: nonland)
        return ChoiceDecision(p, KIND_PURPOSE, (0, 1), 1, 1, "choose land (0) or nonland (1)")
    if d.get("graveyard"):
        gy = tuple(reversed(state.players[p].graveyard))
        return ChoiceDecision(p, PURPOSE, gy, 1, 1, "return a card from your graveyard to "
                              "your hand instead of drawing") if gy else None
    cards = _looked(state, ev)
    if d["take"] != "one" or not cards:
        return None
    return ChoiceDecision(p, PURPOSE, cards, 1, 1, "put one of the cards looked at into your "
                          "hand instead of drawing")


def answer(state: GameState, ev: Event, chosen: tuple[int, ...]) -> tuple[Event, tuple[Event, ...]]:
    """(the event to carry on with, the events after it) once the choice is answered."""
    from mtg_engine.rules.replacement import Event

    what = ev.choose[0]
    p = ev.player
    nothing = Event("nothing", player=p, applied=ev.applied)
    if what.startswith(BOTTOM):
        left = [int(x) for x in what[len(BOTTOM):].split(",")]
        first = chosen[0] if chosen and chosen[0] in left else left[0]
        rest = [c for c in left if c != first]
        after = (_under(ev, rest[0]),) if len(rest) == 1 else \
            (replace(nothing, choose=(BOTTOM + ",".join(map(str, rest)),)),) if rest else ()
        return _under(ev, first), after
    d = _spec(what)
    if d.get("exile_play"):  # exiled; its player may play them this turn (601.3, 305.1)
        lib = state.players[p].library
        top = list(reversed(lib[-int(d["exile_play"]):])) if lib else []
        moves = [Event(EXILE_PLAYABLE, obj=c, player=p, applied=ev.applied) for c in top]
        return (moves[0], tuple(moves[1:])) if moves else (nothing, ())
    if d.get("until"):  # 701.16a: revealed from the top until one of the chosen kind
        return _until(state, ev, bool(chosen and chosen[0]))
    if d.get("graveyard"):
        if not chosen:  # 104.3a: "If you can't, you lose the game."
            return Event("lose_game", player=p, applied=ev.applied), ()
        return Event("move", obj=chosen[0], to="hand", applied=ev.applied), ()
    cards = _looked(state, ev)
    if d.get("reveal") and cards:
        state.log.append(("reveal", p, cards))  # 701.16a
    if d["take"] == "one":
        taken = [c for c in chosen if c in cards][:1] or list(cards[:1])
    else:  # "Put all creature cards revealed this way into your hand"
        from mtg_engine.core.types import CardType

        taken = [c for c in cards if CardType.CREATURE in state.objects[c].card.types]
    rest = [c for c in cards if c not in taken]
    moves = [Event("move", obj=c, to="hand", applied=ev.applied) for c in taken]
    if d["rest"] == "graveyard":
        moves += [Event("move", obj=c, to="graveyard", applied=ev.applied) for c in rest]
    elif len(rest) == 1:
        moves.append(_under(ev, rest[0]))
    elif rest:  # 401.4: in any order, one at a time
        moves.append(replace(nothing, choose=(BOTTOM + ",".join(map(str, rest)),)))
    if not moves:
        return nothing, ()
    return moves[0], tuple(moves[1:])


def _until(state: GameState, ev: Event, nonland: bool) -> tuple[Event, tuple[Event, ...]]:
    """Abundance: the cards revealed from the top until one of the chosen kind (every card if
    none is); that one into the hand, the others on the bottom in the order chosen."""
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.replacement import Event

    p = ev.player
    revealed: list[int] = []
    found = 0
    for c in reversed(state.players[p].library):
        revealed.append(c)
        if (CardType.LAND in state.objects[c].card.types) != nonland:
            found = c
            break
    if revealed:
        state.log.append(("reveal", p, tuple(revealed)))  # 701.16a
    rest = [c for c in revealed if c != found]
    moves = [Event("move", obj=found, to="hand", applied=ev.applied)] if found else []
    if len(rest) == 1:
        moves.append(_under(ev, rest[0]))
    elif rest:  # 401.4: in any order
        moves.append(Event("nothing", player=p, applied=ev.applied,
                           choose=(BOTTOM + ",".join(map(str, rest)),)))
    if not moves:
        return Event("nothing", player=p, applied=ev.applied), ()
    return moves[0], tuple(moves[1:])


def _under(ev: Event, card: int) -> Event:
    from mtg_engine.rules.replacement import Event

    return Event("move", obj=card, to="library", top=False, applied=ev.applied)


EXILE_PLAYABLE = "exile_playable"  # an event: the card exiled, then playable this turn


def perform_exile_playable(state: GameState, ev: Event) -> None:
    """The card (still in the library) exiled; its player may play it this turn (601.3:
    rules/play_from_exile.py marks the card in exile, a new object, 400.7)."""
    from mtg_engine.rules.play_from_exile import allow_this_turn
    from mtg_engine.rules.zones import move_object

    o = state.objects.get(ev.obj)
    if o is None or o.zone is not Zone.LIBRARY:
        return
    new = move_object(state, ev.obj, Zone.EXILE)
    if new is not None and new in state.objects and state.objects[new].zone is Zone.EXILE:
        allow_this_turn(state, ev.player, new)


def perform_loss(state: GameState, ev: Event) -> None:
    """104.3a: the player loses the game (Forbidden Crypt, an empty graveyard)."""
    from mtg_engine.effects.primitives import lose_game

    lose_game(state, ev.player, "could not return a card instead of drawing")


__all__ = ["BOTTOM", "PREFIX", "PURPOSE", "Zone", "answer", "check", "choice", "decision",
           "is_choice", "perform_loss"]
