"""Discards caused by an opponent's spell or ability (701.8, 603.2): "When a spell or ability
an opponent controls causes you to discard ~, ..." (Gorilla Tactics, Psychic Purge: the card,
now in its owner's graveyard, triggers; "that player" is the opponent) and "Whenever a spell
or ability an opponent controls causes you to discard a card" (Spiritual Focus, from the
battlefield). The discard's log entry names the controller of the spell or ability that was
resolving as the card was discarded (effects/primitives.discard); a discard paid as a cost, or
the cleanup step's (514.1), has none. And "When you discard ~" (Bartered Cow, Edgar's
Awakening): any discard of the card, by an effect, a cost or the cleanup step; the card, now in
its owner's graveyard, triggers (as the card an opponent made you discard does; one put
elsewhere instead, as madness exiles it, 702.35a, doesn't: a known limit). Registered into
rules/triggers.py's EVENT_HANDLERS."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import Zone, player_ref

SELF = "discarded_by_opponent"
ANY = "opponent_causes_discard"
DISCARDED = "discard_self"


def _by_opponent(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    player, old = ev[1], ev[2]
    by = ev[3] if len(ev) > 3 else -1
    if by < 0 or by == player:  # (your own spell or ability, a cost, the cleanup step)
        return
    for o in _b._battlefield_with(state, ANY):
        if o.controller == player:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, ANY,
                     remembered=(player_ref(by),))
    new = _moved_to_graveyard(state, batch, old)
    if new is not None and any(t.event == SELF for t in state.objects[new].card.triggers):
        o = state.objects[new]  # (108.4a: its owner controls its ability)
        _b._fire(state, found, new, o.card, o.owner, SELF, remembered=(player_ref(by),))


def _moved_to_graveyard(state: GameState, batch: _b.Batch, old: int) -> int | None:
    """The graveyard card the discarded card became (400.7), if it is still there."""
    for ev in batch.events:
        if ev[0] == "move" and ev[1] == old:
            new = ev[2]
            o = state.objects.get(new)
            return new if o is not None and o.zone is Zone.GRAVEYARD else None
    return None


def _discarded(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """"When you discard ~" (701.8): the card discarded, in its owner's graveyard (108.4a)."""
    new = _moved_to_graveyard(state, batch, ev[2])
    if new is not None and any(t.event == DISCARDED for t in state.objects[new].card.triggers):
        o = state.objects[new]
        _b._fire(state, found, new, o.card, o.owner, DISCARDED)


_b.register("discard", _by_opponent)
_b.register("discard", _discarded)
