"""Trigger events of what a player does or is dealt (603.2): casting, drawing (121.1), being
dealt noncombat damage (120.3); registered into rules/triggers.py's EVENT_HANDLERS
(`trigger_base.register`). A spell cast whose mana value equals the number of counters of a kind on the
ability's source ("Whenever a player casts a spell with mana value equal to the number of
charge counters on ~": Chalice of the Void; 601.2i, 202.3, 122.1). The spell cast is
remembered ("counter that spell", cards/oracle/trigger_spells.py). "Whenever a player draws a
card" (121.1). "Whenever an opponent is dealt noncombat damage" (120.3). "Whenever you cast a
creature spell that has an Adventure" (716.1). "Whenever an opponent shuffles their library"
(701.20). "Whenever you get one or more {E}" (122.1, 107.14)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref, ref_player

DEALT_AT_LEAST = "opponent_dealt_damage_at_least"  # 120.3 (oracle/trigger_history.py)

MV_COUNTERS = "player_casts_mv_counters"


def _cast_mv_counters(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                      batch: _b.Batch) -> None:
    """601.2i: a spell became cast; it triggers the ability of each permanent with as many
    counters of the kind its filter names (`has_counter`) as the spell's mana value (202.3:
    its X included, as rules/filters.py counts it), compared as the
    spell becomes cast (603.2: the event, not the resolution)."""
    sid = ev[2]
    if sid not in state.objects or MV_COUNTERS not in _b._trigger_index(state):
        return
    for o in _b._battlefield_with(state, MV_COUNTERS):
        def check(tr, o=o) -> bool:  # type: ignore[no-untyped-def]
            kind = tr.filter.has_counter
            n = o.counters.get(kind, 0) if kind else -1
            return n >= 0 and matches(state, sid, Filter(mana_value_ge=n, mana_value_le=n),
                                      o.controller, o.id)

        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, MV_COUNTERS, sid, check,
                 remembered=(sid,))


def _player_draws(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    """121.1: "Whenever a player draws a card": each card drawn by any player (121.2: one
    event per card); that player is remembered ("that player")."""
    if "player_draws" not in _b._trigger_index(state):
        return
    for o in _b._battlefield_with(state, "player_draws"):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, "player_draws",
                 remembered=(player_ref(ev[1]),))


def _opponent_noncombat_damage(state: GameState, found: list[PendingTrigger],
                                ev: tuple, batch: _b.Batch) -> None:  # type: ignore[type-arg]
    """"Whenever an opponent is dealt noncombat damage" (120.3): each damage event to a player
    not dealt as combat damage (510.2), for the permanents of that player's opponents; that
    player is remembered, with the amount ("that much")."""
    index = _b._trigger_index(state)
    if ev[2] >= 0 or ev[3] <= 0:
        return
    player = ref_player(ev[2])
    # "Whenever an opponent is dealt damage" (any damage event, history: trigger_history.py)
    # "Whenever an opponent is dealt 3 or more damage by a single source": this event (one
    # source's damage) of at least `nth` (120.3)
    for name in ("opponent_dealt_damage", DEALT_AT_LEAST) if ev[4] else (
            "opponent_dealt_noncombat_damage", "opponent_dealt_damage", DEALT_AT_LEAST):
        if name not in index:
            continue
        for o in _b._battlefield_with(state, name):
            if player is not None and player in state.opponents(o.controller):
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                         check=None if name != DEALT_AT_LEAST else lambda tr: ev[3] >= tr.nth,
                         remembered=(ev[2],), amount=ev[3])


def _cast_adventurer(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                     batch: _b.Batch) -> None:
    """"Whenever you cast a creature spell that has an Adventure" (716.1: an
    adventurer card cast as the creature, not as its Adventure, 716.3b); the spell
    remembered."""
    from mtg_engine.cards.faces import is_adventure
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    name, sid = "cast_creature_with_adventure", ev[2]
    if name not in _b._trigger_index(state) or sid not in state.objects:
        return
    spell = state.objects[sid]
    if spell.card.layout != "adventure" or is_adventure(spell.card) \
            or CardType.CREATURE not in characteristics(state, sid).types:
        return
    for o in _b._battlefield_with(state, name):
        if o.controller == ev[1]:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                     remembered=(sid,))


def _opponent_shuffles(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                       batch: _b.Batch) -> None:
    """"Whenever an opponent shuffles their library" (Cosi's Trickster, 701.20): a library
    shuffled (rules/random.shuffle_library logs its owner), for the permanents of that
    player's opponents, whatever made them shuffle; that player is remembered."""
    name, player = "opponent_shuffles", ev[1]
    if name not in _b._trigger_index(state):
        return
    for o in _b._battlefield_with(state, name):
        if player in state.opponents(o.controller):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                     remembered=(player_ref(player),))


def _you_get_energy(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """"Whenever you get one or more {E}" (Territorial Gorger): energy counters put on the
    ability's controller (122.1, rules/energy.get_energy logs how many), once per event
    however many (603.2c); the number is the event's amount ("that much")."""
    name, player, n = "you_get_energy", ev[1], ev[2]
    if n <= 0 or name not in _b._trigger_index(state):
        return
    for o in _b._battlefield_with(state, name):
        if o.controller == player:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                     remembered=(player_ref(player),), amount=n)


_b.register("cast", _cast_mv_counters, (MV_COUNTERS,))
_b.register("cast", _cast_adventurer, ("cast_creature_with_adventure",))
_b.register("draw", _player_draws, ("player_draws",))
_b.register("damage", _opponent_noncombat_damage,
            ("opponent_dealt_noncombat_damage", "opponent_dealt_damage", DEALT_AT_LEAST))
_b.register("shuffle", _opponent_shuffles)
_b.register("energy", _you_get_energy)
