"""Trigger events counted within a turn (603.2): "Whenever you lose life for the first time
each turn" (119.3, 120.3a), "Whenever you cast your first instant or sorcery spell each turn",
"Whenever an opponent casts their first noncreature spell each turn" (601.2i: the Nth spell of
a kind that player cast this turn), and "Whenever you cast a spell other than your first spell
each turn". Registered into rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`); the
turn's events are counted in the log since the turn began."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Filter
from mtg_engine.core.steps import Step
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref, ref_player

LOSE_LIFE_FIRST = "lose_life_first_time"
CAST_NTH_OF_KIND = "cast_nth_of_kind"
OPPONENT_CASTS_NTH_OF_KIND = "opponent_casts_nth_of_kind"
CAST_AFTER_FIRST = "cast_spell_after_first"


def _this_turn_through(state: GameState, ev: tuple, batch: _b.Batch) -> list[tuple]:  # type: ignore[type-arg]
    """The events of this turn up to `ev` (included), in order: the log since the turn began,
    then the batch being scanned up to `ev`."""
    mine = batch.events[:next(i for i, e in enumerate(batch.events) if e is ev) + 1]
    for k in range(len(mine) - 1, -1, -1):
        if mine[k][0] == "turn":  # this turn began in the batch: nothing earlier counts
            return mine[k + 1:]
    earlier: list[tuple] = []  # type: ignore[type-arg]
    for i in range(len(state.log) - len(batch.events) - 1, -1, -1):
        e = state.log[i]
        if e[0] == "turn":
            break
        earlier.append(e)
    return earlier[::-1] + mine


def _life_loser(events: list[tuple], i: int) -> int | None:  # type: ignore[type-arg]
    """The player who loses life by the event `events[i]` (119.3): a "lose_life" event, or
    damage dealt to a player (120.3a) unless dealt as poison counters (120.3b: infect, logged
    just before the damage, as rules/trigger_events._life_lost reads it); else None."""
    ev = events[i]
    if ev[0] == "lose_life" and ev[2] > 0:
        return int(ev[1])
    if ev[0] == "damage" and ev[2] < 0 and ev[3] > 0 and not (
            i and events[i - 1][0] == "player_counters"
            and player_ref(events[i - 1][1]) == ev[2]):
        return ref_player(ev[2])
    return None


def _lose_life_first(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                     batch: _b.Batch) -> None:
    """119.3: "Whenever you lose life for the first time each turn": this life loss is the
    player's first this turn (damage dealt to a player is a loss of life, 120.3a; combat
    damage dealt by several creatures at once is one event each, the first of them counts)."""
    if LOSE_LIFE_FIRST not in _b._trigger_index(state):
        return
    turn = _this_turn_through(state, ev, batch)
    player = _life_loser(turn, len(turn) - 1)
    if player is None:
        return
    if sum(_life_loser(turn, i) == player for i in range(len(turn))) != 1:
        return
    for o in _b._battlefield_with(state, LOSE_LIFE_FIRST):
        if o.controller == player:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, LOSE_LIFE_FIRST)


def _spell_kind(state: GameState, ev: tuple, f: Filter, controller: int,  # type: ignore[type-arg]
                source: int) -> Callable[[tuple], bool]:  # type: ignore[type-arg]
    """Is a "cast" event's spell one `f` describes? The spell being cast as it is on the
    stack; one cast earlier this turn as it became cast (601.2i: rules/spell_as_cast.py)."""
    from mtg_engine.rules.conditions import turn_events
    from mtg_engine.rules.spell_as_cast import cast_matches, records

    recs: list[dict[int, tuple]] = []  # type: ignore[type-arg]

    def kind(e: tuple) -> bool:  # type: ignore[type-arg]
        if e is ev:
            return e[2] in state.objects and matches(state, e[2], f, controller, source)
        if not recs:
            recs.append(records(list(turn_events(state))))
        return cast_matches(state, e, recs[0], f)
    return kind


def _nth_of_kind(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """601.2i: "Whenever you cast your first <kind> spell each turn" / "Whenever an opponent
    casts their first <kind> spell each turn": the spell cast is that player's Nth of the kind
    this turn (`nth`); the spell and (for an opponent's) that player are remembered."""
    index = _b._trigger_index(state)
    if CAST_NTH_OF_KIND not in index and OPPONENT_CASTS_NTH_OF_KIND not in index:
        return
    player, sid = ev[1], ev[2]
    if sid not in state.objects:
        return
    turn = _this_turn_through(state, ev, batch)
    for name in (CAST_NTH_OF_KIND, OPPONENT_CASTS_NTH_OF_KIND):
        for o in _b._battlefield_with(state, name):
            if (o.controller == player) != (name == CAST_NTH_OF_KIND):
                continue

            def check(tr, o=o) -> bool:  # type: ignore[no-untyped-def]
                kind = _spell_kind(state, ev, tr.filter, o.controller, o.id)
                if not kind(ev):
                    return False
                n = sum(1 for e in turn if e[0] == "cast" and e[1] == player and kind(e))
                return n == tr.nth

            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid, check,
                     remembered=(sid,) if name == CAST_NTH_OF_KIND else (player_ref(player),))


def _after_first(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """601.2i: "Whenever you cast a spell other than your first spell each turn": a spell the
    ability's controller casts when they already cast one this turn."""
    if CAST_AFTER_FIRST not in _b._trigger_index(state) or ev[2] not in state.objects:
        return
    turn = _this_turn_through(state, ev, batch)
    if sum(1 for e in turn if e[0] == "cast" and e[1] == ev[1]) < 2:
        return
    for o in _b._battlefield_with(state, CAST_AFTER_FIRST):
        if o.controller == ev[1]:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, CAST_AFTER_FIRST,
                     ev[2], remembered=(ev[2],))


_b.register("lose_life", _lose_life_first, (LOSE_LIFE_FIRST,))
_b.register("damage", _lose_life_first, (LOSE_LIFE_FIRST,))
_b.register("cast", _nth_of_kind, (CAST_NTH_OF_KIND, OPPONENT_CASTS_NTH_OF_KIND))
_b.register("cast", _after_first, (CAST_AFTER_FIRST,))


SACRIFICE_SOME = "you_sacrifice_some"


def _sacrifice_some(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """701.17a, 603.2c: "Whenever you sacrifice one or more other creatures": one event for
    all the permanents a player sacrifices at once (the batch: one instruction, or one cost),
    on the first of them that matches the filter; a leaves-the-battlefield ability, looking
    back in time (603.10a: watchers that left in the same batch too)."""
    from mtg_engine.rules.trigger_events import _sacrificed

    if SACRIFICE_SOME not in _b._trigger_index(state) \
            and not any(w[1].triggers for w in batch.left):
        return
    player = ev[1]
    mine = [e for e in batch.events if e[0] == "sacrifice" and e[1] == player]
    for wid, wcard, wctrl in _b._watchers(state, batch, SACRIFICE_SOME):
        if wctrl == player:
            _b._fire(state, found, wid, wcard, wctrl, SACRIFICE_SOME, ev[2],
                     lambda tr, wid=wid: _sacrificed(tr.filter, ev, wid) and next(
                         e for e in mine if _sacrificed(tr.filter, e, wid)) is ev)


_b.register("sacrifice", _sacrifice_some)


_FLIPS = ("you_win_coin_flip", "you_lose_coin_flip")


def _coin_flip(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """705.2: ("coin_flip", player, won): "Whenever you win / lose a coin flip"."""
    name = _FLIPS[0] if ev[2] else _FLIPS[1]
    for o in _b._battlefield_with(state, name):
        if o.controller == ev[1]:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name)


def _clash(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
           batch: _b.Batch) -> None:
    """701.23: ("clash", player, won): "Whenever you clash" (won or not), "Whenever you clash
    and win" (701.23d: a player wins if their card had the higher mana value)."""
    for name in ("you_clash", "you_clash_win") if ev[2] else ("you_clash",):
        for o in _b._battlefield_with(state, name):
            if o.controller == ev[1]:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name)


_b.register("coin_flip", _coin_flip)
_b.register("clash", _clash)


_CAST_FROM = ("cast_from_exile", "cast_not_from_hand", "opponent_casts_not_from_hand")
YOUR_TURN = "cast_spell_your_turn"
MAIN_PHASE = "cast_spell_your_main_phase"


def _cast_your_turn(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """601.2i, 500.1: "Whenever you cast a <filter> spell during your turn" (505.1: "... during
    your main phase", the turn's precombat or postcombat main phase): the caster is the
    ability's controller and the active player; the spell remembered."""
    player, sid = ev[1], ev[2]
    index = _b._trigger_index(state)
    if (YOUR_TURN not in index and MAIN_PHASE not in index) or sid not in state.objects \
            or state.active != player:
        return
    main = state.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
    for name in (YOUR_TURN, MAIN_PHASE) if main else (YOUR_TURN,):
        for o in _b._battlefield_with(state, name):
            if o.controller == player:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                         lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
                         remembered=(sid,))


def _cast_from(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """601.2a: "Whenever you cast a spell from exile", "Whenever you / an opponent cast(s) a
    spell from anywhere other than your / their hand": the zone the card moved from onto the
    stack as it was cast (the move event of the cast; a copy cast moved from no zone and is
    not seen); the spell's filter as it is on the stack; an opponent's caster remembered."""
    index = _b._trigger_index(state)
    player, sid = ev[1], ev[2]
    if not any(n in index for n in _CAST_FROM) or sid not in state.objects:
        return
    zone = next((e[4] for e in batch.events if e[0] == "move" and e[2] == sid
                 and e[5] == "stack"), None)
    if zone is None:
        return
    for name in _CAST_FROM:
        if (name == "cast_from_exile") != (zone == "exile") or (name != "cast_from_exile"
                                                                 and zone == "hand"):
            continue
        for o in _b._battlefield_with(state, name):
            if (o.controller == player) == (name != "opponent_casts_not_from_hand") and (
                    o.controller == player or player in state.opponents(o.controller)):
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                         lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
                         remembered=(player_ref(player),) if name.startswith("opponent")
                         else (sid,))


_b.register("cast", _cast_from, tuple(_CAST_FROM))
_b.register("cast", _cast_your_turn, (YOUR_TURN, MAIN_PHASE))
