""""If a spell or ability an opponent controls causes you to discard ~, put it onto the
battlefield instead of putting it into your graveyard." (Loxodon Smiter, Obstinate Baloth; "...
onto the battlefield with two +1/+1 counters on it instead ...", Dodecapod): a replacement
effect (614.1a) of the card in its owner's hand on its own discard (701.8). It applies only
while a spell or ability controlled by an opponent of the card's owner is resolving: a discard
paid as a cost, the cleanup step's (514.1) or one the player's own spell causes is not
replaced (as rules/discard_triggers.py reads the same discard). The card enters the
battlefield under its owner's control (its entering replacements apply, 616.2).

The DSL: `event: discarded_by_opponent`, `instead: battlefield` (with `counter_kind` and
`amount` for the counters it enters with)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

EVENT = "discarded_by_opponent"


def watches(state: GameState, ev: Event, o: GameObject) -> bool:
    """Is `ev` the discard of `o` (in its owner's hand) caused by an opponent's spell or
    ability?"""
    return ev.cause == "discard" and ev.to == "graveyard" and o.zone is Zone.HAND \
        and state.frame is not None and state.frame.controller != o.owner


def onto_battlefield(spec: ReplacementSpec, ev: Event) -> Event:
    """The card is put onto the battlefield instead (with the counters the effect names)."""
    counters = (*ev.counters, (spec.counter_kind, spec.amount)) if spec.amount else ev.counters
    return replace(ev, to="battlefield", counters=counters)
