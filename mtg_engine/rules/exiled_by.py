"""Who exiled a card (406.3: an effect's controller exiles what it exiles), for "cards you
exiled that have fetch counters on them" (Haldan, Avid Arcanist; rules/exile_permissions.py).

The mark is ("exiled_by", "<player>") in the card's `GameObject.chosen` in exile: saved and
copied with it, gone when it leaves exile (a new object, 400.7). Effects that exile cards with
counters put on them mark them (effects/player_exile.v_exile_top_cards: Pako, Arcane
Retriever's trigger)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

EXILED_BY = "exiled_by"


def mark(state: GameState, oid: int, player: int) -> None:
    """406.3: the card `oid`, just put into exile, was exiled by `player`."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.EXILE:
        return
    state.mut(oid).chosen = (*o.chosen, (EXILED_BY, str(player)))


def exiled_by(o: GameObject) -> int:
    """The player who exiled the card `o` in exile, or -1 if unknown."""
    for k, v in o.chosen:
        if k == EXILED_BY:
            return int(v)
    return -1
