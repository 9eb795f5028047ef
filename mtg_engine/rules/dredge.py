"""Dredge (702.52): an optional replacement of a draw that works from the graveyard.

702.52a: "Dredge N" is a static ability that functions only while the card with dredge is in
a player's graveyard. It means "As long as you have at least N cards in your library, if you
would draw a card, you may mill N cards instead. If you do, return this card from your
graveyard to your hand."
702.52b: a player with fewer cards in their library than the number required by a dredge
ability can't mill any of them this way.

Each dredge card in the drawing player's graveyard is a replacement effect that applies to
each of that player's draws (121.6: a draw of several cards is that many events, each replaced
or not on its own). It is optional (614.1a "you may ... instead"): rules/replacement.py asks
the drawing player, a decision in `game.pending`, which one to apply or none (616.1: the
affected player chooses among those that apply). Applied, the draw becomes a "dredge" event:
the player mills N cards (701.13) and the card returns to its owner's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import ReplacementSpec
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Candidate, Event
    from mtg_engine.state.game_state import GameState

PREFIX = "dredge"  # the key of a dredge candidate: "dredge<card id>"


def spec(n: int) -> ReplacementSpec:
    """702.52a: what "Dredge N" does to a draw of its owner's."""
    return ReplacementSpec(event="draw", instead="dredge", affects="you", amount=n,
                           text=f"dredge {n}: mill {n} cards and return it to your hand")


def candidates(state: GameState, ev: Event) -> list[Candidate]:
    """The dredge abilities that apply to the draw `ev` now: those of the cards in the drawing
    player's graveyard (702.52a) whose N is at most the cards left in their library
    (702.52b), not yet applied or declined for this event (616.1f)."""
    from mtg_engine.rules.replacement import Candidate

    p = state.players[ev.player]
    out = []
    for oid in p.graveyard:
        card = state.objects[oid].card
        n = card.dredge
        key = f"{PREFIX}{oid}"
        if n and len(p.library) >= n and key not in ev.applied:
            out.append(Candidate(key, spec(n), oid, ev.player, card.name))
    return out


def may_apply(state: GameState, ev: Event) -> bool:
    """Could a dredge ability apply to this draw (a quick test before the full search)?"""
    return ev.kind == "draw" and ev.player >= 0 \
        and any(state.objects[o].card.dredge for o in state.players[ev.player].graveyard)


def perform(state: GameState, ev: Event) -> None:
    """702.52a: mill N cards; if that was done, return the card from the graveyard to its
    owner's hand (a card no longer in the graveyard is a new object, 400.7: it stays where
    it is)."""
    from mtg_engine.rules.zones import move_object

    p = state.players[ev.player]
    if len(p.library) < ev.amount:  # 702.52b
        return
    state.log.append(("dredge", ev.player, ev.obj, ev.amount))
    for _ in range(ev.amount):  # 701.13a: mill N, one card at a time from the top
        move_object(state, p.library[-1], Zone.GRAVEYARD)
    o = state.objects.get(ev.obj)
    if o is not None and o.zone is Zone.GRAVEYARD:
        move_object(state, ev.obj, Zone.HAND)
