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
battlefield"). `passive`, `wording`: the printed words (for the round trip). `shares_type_with: target`: a
card that shares a card type with the target (205.2a), as the target last existed on the
battlefield (608.2h: it was put elsewhere before, Reality Scramble); an Aura card found put onto
the battlefield is attached as it enters (303.4f, effects/aura_entry.py).
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
    shared = _target_types(state, frame) if e.get("shares_type_with") == "target" else None
    for card in reversed(lib):  # (index -1 is the top, 401.1)
        if matches(state, card, e.get("filter"), frame.controller, frame.source) and (
                shared is None or shared & {t.value for t in state.objects[card].card.types}):
            found.append(card)
            if len(found) == want:
                break
        else:
            others.append(card)
    return found, others


def _target_types(state: GameState, frame: Frame) -> set[str]:
    """205.2a, 608.2h: the card types of the spell's first target, as it is now on the
    battlefield or as it last existed there (its "left_as" record)."""
    from mtg_engine.rules.layers import characteristics

    t = frame.targets[0] if frame.targets else 0
    o = state.objects.get(t)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        return {c.value for c in characteristics(state, t).types}
    rec = next((ev for ev in reversed(state.log) if ev[0] == "left_as" and ev[1] == t), None)
    return set(rec[2]) if rec is not None else set()


def v_reveal_until(state: GameState, frame: Frame, e: Effect) -> bool:
    for player in players_of(state, frame, e.get("who", "you")):  # (each opponent in turn)
        if not _reveal_until(state, frame, player, e):
            return False  # (what an Aura found enchants: asked, 303.4f)
    return True


def _reveal_until(state: GameState, frame: Frame, player: int, e: Effect) -> bool:
    from mtg_engine.effects.ordering import put_on_bottom
    from mtg_engine.rules.random import rng, shuffle_library

    found, others = revealed_until(state, frame, player, e)
    asked = frame.answer is not None or any(k == "aura_card" for k, _ in frame.vars)
    if not asked:  # (once: the cards stay in the library until moved, 701.16b)
        state.log.append(("reveal", player, tuple(
            c for c in reversed(state.players[player].library) if c in found or c in others)))
    to = e.get("to", "hand")
    if to == "battlefield" and e.get("shares_type_with"):  # 303.4f: an Aura attached
        from mtg_engine.effects import aura_entry

        under = player if e.get("theirs") else frame.controller

        def enter(st: GameState, c: int) -> int | None:
            return move_object(st, c, Zone.BATTLEFIELD, controller=under,
                               tapped=bool(e.get("tapped")))

        if not aura_entry.move_with_auras(state, frame, found, under, enter):
            return False
        found = []
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
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"reveal_until": v_reveal_until}
