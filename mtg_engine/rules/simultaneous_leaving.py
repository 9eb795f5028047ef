"""Permanents leaving the battlefield at the same time (a "destroy all", an "exile all", the
state-based actions performed at once, 704.3).

Replacement effects are checked as an event is about to happen (614.1, 616.1), when every one
of those permanents is still on the battlefield: a replacement effect of one of them applies to
the others' moves too. Kalitas, Traitor of Ghet's ruling: "If Kalitas leaves the battlefield at
the same time as a nontoken creature an opponent controls (e.g., both are destroyed by
Languish), Kalitas's ability applies to that creature."

The engine performs such moves one object at a time; performing the moves of the sources of
such effects last keeps their effects on the battlefield for the others' moves. (Two sources
whose effects watch each other's moves can't both be served by an order; 616.1 would have
both apply. No card in play now has that pair; it would need the moves determined together.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState

# The replacement events that watch a permanent leaving the battlefield (rules/
# replacement_watch.watches)
LEAVING_EVENTS = frozenset({"destroy", "to_graveyard", "die", "leave_battlefield", "move"})


def _watches_others_leaving(state: GameState, oid: int) -> bool:
    from mtg_engine.rules.replacement import card_replacements
    from mtg_engine.rules.text_changes import text_card

    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    return any(spec.event in LEAVING_EVENTS and spec.affects != "self"
               for spec in card_replacements(text_card(state, oid)))


def sources_last(state: GameState, oids: list[int]) -> list[int]:
    """`oids` (leaving the battlefield at once) in the order their moves are performed: the
    permanents with a replacement effect watching other permanents leave come last (614.1)."""
    if len(oids) < 2:
        return list(oids)
    return sorted(oids, key=lambda oid: _watches_others_leaving(state, oid))  # (stable)
