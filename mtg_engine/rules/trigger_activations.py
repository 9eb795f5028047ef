"""Trigger events of activating abilities (602.2, 603.2): "Whenever a player / an opponent /
you activate(s) an ability [of a <filter>] that isn't a mana ability" and "Whenever you
activate a loyalty ability of a Chandra planeswalker" (606.3). Mana abilities don't use the
stack and log no "activate" event (605.3a), so every "activate" event is of an ability that
isn't one. "An ability of an artifact" is of a permanent (109.2): its source on the battlefield
as it was activated, or as it last existed there if it left to pay the cost (603.10a, the
"left_as" record: "Sacrifice ~: ..."). The player who activated it is remembered ("that
player"). Registered into rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.last_known import matches_as_it_left
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref

_WHO = {"player_activates_nonmana": "any", "opponent_activates_nonmana": "opponent",
        "you_activate_nonmana": "you", "you_activate_loyalty": "you",
        "you_activate_boast": "you"}  # 702.142a


def _source_matches(state: GameState, batch: _b.Batch, source: int, f: Filter,
                    controller: int, watcher: int) -> bool:
    """Is the ability's source a permanent `f` describes (109.2)? As it is on the
    battlefield, or as it last existed there if it left it to pay the cost (603.10a)."""
    if f == Filter():
        return True
    if source in state.battlefield:
        return matches(state, source, f, controller, watcher)
    rec = next((e for e in batch.events if e[0] == "left_as" and e[1] == source), None)
    return rec is not None and matches_as_it_left(state, rec, f, controller, watcher)


def _is_loyalty(state: GameState, sid: int) -> bool:
    """606.3: the ability on the stack `sid` is a loyalty ability (a printed one whose cost
    is a loyalty cost)."""
    o = state.objects[sid]
    abilities = o.card.abilities
    return not o.granted and 0 <= o.ability < len(abilities) \
        and abilities[o.ability].loyalty is not None


def _is_boast(state: GameState, sid: int) -> bool:
    """702.142a: the ability on the stack `sid` is a boast ability (a printed one, or one a
    continuous effect granted, 613.1f: its own DSL)."""
    o = state.objects[sid]
    if o.granted:
        from mtg_engine.cards.dsl_abilities import granted_ability

        return bool(getattr(granted_ability("add_abilities", o.granted), "boast", False))
    abilities = o.card.abilities
    return 0 <= o.ability < len(abilities) and abilities[o.ability].boast


def _on_activate(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """("activate", player, stack id, name): an ability that isn't a mana ability became
    activated (602.2i)."""
    player, sid = ev[1], ev[2]
    index = _b._trigger_index(state)
    if not any(name in index for name in _WHO) or sid not in state.objects:
        return
    source = state.objects[sid].source
    for name, who in _WHO.items():
        if name == "you_activate_loyalty" and name in index and not _is_loyalty(state, sid):
            continue
        if name == "you_activate_boast" and name in index and not _is_boast(state, sid):
            continue
        for o in _b._battlefield_with(state, name):
            if (who == "you" and o.controller != player) \
                    or (who == "opponent" and player not in state.opponents(o.controller)):
                continue
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                     lambda tr, o=o: _source_matches(state, batch, source, tr.filter,
                                                     o.controller, o.id),
                     remembered=(player_ref(player),))


_b.register("activate", _on_activate)
