"""404.2: "Whenever a nonblack card is put into a player's graveyard from anywhere, that player
loses 1 life." (The Dark Barony) and "Whenever a nontoken permanent is put into a player's
graveyard from the battlefield, that player loses 1 life." (Liability): a card goes to its
owner's graveyard, and "that player" is that owner (the event's player); the card there is
remembered, or the permanent, matched as it last existed on the battlefield (603.10a: a
watcher that left in the same batch still sees it). "Whenever a land card is put into your
graveyard from your library" (Pedantic Learning): each such card you own."""

from __future__ import annotations

from mtg_engine.rules import last_known
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import GameState, PendingTrigger

CARD_EVENT = "card_to_players_graveyard"
PERMANENT_EVENT = "permanent_to_players_graveyard"
FROM_LIBRARY = "card_to_your_graveyard_from_library"  # (one the watcher's controller owns)
# "Whenever a permanent is put into an opponent's graveyard, that player loses 1 life." (Patron
# of the Nezumi): one an opponent of the watcher's controller owns, that opponent the event's
# player (404.2)
OPPONENT_PERMANENT_EVENT = "permanent_to_opponents_graveyard_player"


def _on_move(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    """("move", old, new, ..., from, to, ...) into a graveyard."""
    if ev[5] != "graveyard":
        return
    new = ev[2]
    if new and new in state.objects:
        _card_events(state, found, ev, batch, new)
    _permanent_events(state, found, ev, batch)


def _card_events(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch, new: int) -> None:
    """A card put into its owner's graveyard (404.2): a token is no card (111.7)."""
    owner = state.objects[new].owner
    for wid, wcard, wctrl in _b._watchers(state, batch, CARD_EVENT):
        _b._fire(state, found, wid, wcard, wctrl, CARD_EVENT, new,
                 lambda tr, wid=wid, wctrl=wctrl: matches(state, new, tr.filter, wctrl, wid),
                 remembered=(new,), event_player=owner)
    if ev[4] == "library":  # "... put into your graveyard from your library" (404.2)
        for wid, wcard, wctrl in _b._watchers(state, batch, FROM_LIBRARY):
            if wctrl == owner:
                _b._fire(state, found, wid, wcard, wctrl, FROM_LIBRARY, new,
                         lambda tr, wid=wid, wctrl=wctrl: matches(state, new, tr.filter, wctrl,
                                                                  wid), remembered=(new,))


def _permanent_events(state: GameState, found: list[PendingTrigger],
                      ev: tuple, batch: _b.Batch) -> None:  # type: ignore[type-arg]
    """A permanent put into its owner's graveyard from the battlefield, seen as it last existed
    (603.10a): a token too, which is put there before it ceases to exist (111.7, 704.5d), so
    the owner comes from its record, not from the object left in the graveyard."""
    rec = batch.lki.get(ev[1])
    if ev[4] != "battlefield" or rec is None:
        return
    owner = rec[17]  # (its owner; 18: what was attached, rules/last_known.py)
    for wid, wcard, wctrl in _b._watchers(state, batch, PERMANENT_EVENT):
        _b._fire(state, found, wid, wcard, wctrl, PERMANENT_EVENT, ev[1],
                 lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                     state, rec, tr.filter, wctrl, wid),
                 remembered=(ev[1],), event_player=owner)
    for wid, wcard, wctrl in _b._watchers(state, batch, OPPONENT_PERMANENT_EVENT):
        if owner in state.opponents(wctrl):
            _b._fire(state, found, wid, wcard, wctrl, OPPONENT_PERMANENT_EVENT, ev[1],
                     lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                         state, rec, tr.filter, wctrl, wid),
                     remembered=(ev[1],), event_player=owner)


_b.register("move", _on_move, (CARD_EVENT, FROM_LIBRARY, PERMANENT_EVENT, OPPONENT_PERMANENT_EVENT),
            looks_back=True)  # (its _watchers)
