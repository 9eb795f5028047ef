"""What every trigger handler shares (603.2): the abilities of a permanent that trigger
(`fire`, with their intervening "if" 603.4), the index of triggered abilities by event, and
the batch of events scanned together (603.2c)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from mtg_engine.cards.dsl import CardDef, Filter, TriggeredAbility
from mtg_engine.core.steps import Step
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of, needs_layers
from mtg_engine.rules.trigger_graveyard import in_command_zone, with_graveyards, zone_of_source
from mtg_engine.state.game_state import GameState, PendingTrigger

# "At the beginning of [your / each / each opponent's] <step>" (503.1, 504.1, 505.1, 507.1,
# 513.1); "At end of combat" (511.1)
STEP_EVENTS = {Step.UPKEEP: ("upkeep", "each_upkeep", "opponent_upkeep"),
               Step.DRAW: ("draw_step", "each_draw_step"),
               Step.PRECOMBAT_MAIN: ("main1", "each_main1"),
               Step.END_TURN: ("end_step", "each_end_step", "opponent_end_step"),
               Step.BEGIN_COMBAT: ("begin_combat", "each_begin_combat", "opponent_begin_combat"),
               Step.END_COMBAT: ("each_end_of_combat",), Step.POSTCOMBAT_MAIN: ("main2",)}
ATTACHED_STEP_EVENTS = {Step.UPKEEP: "attached_controller_upkeep",
                        Step.END_TURN: "attached_controller_end_step"}


def _fire(state: GameState, out: list[PendingTrigger], source: int, card: CardDef, controller: int,
          event: str, ref: int = 0, check=None,  # type: ignore[no-untyped-def]
          remembered: tuple[int, ...] = (), amount: int = 0, event_player: int = -1) -> None:
    """`remembered`: what the event involved that the effect names ("that player", "that
    creature": 603.2, 608.2c); `amount`: the event's amount ("that much": the life gained or
    lost, the damage dealt); `event_player`: the player the event was about beside the
    object remembered (rules/event_referents.py)."""
    if event not in _events_of(card):
        return  # (no ability of that event: most calls, one set test)
    if _entered_after_the_event(source):
        return
    zone = zone_of_source(state, source, card, event)  # 113.6m: where each ability functions
    if zone == "graveyard" and _arrived_after_the_event(source):
        return
    for i, tr in enumerate(card.triggers):
        if tr.event == event and (tr.zone == zone or (zone == "command" and in_command_zone(tr))) \
                and (check is None or check(tr)) \
                and intervening_if_holds(state, tr, controller, source, remembered) \
                and not (tr.once_each_turn and _triggered_this_turn(state, out, source, i)):
            out.append(PendingTrigger(source, card.key, i, controller, state.new_timestamp(), ref,
                                      remembered, granted=tr.granted,  # (613.1f)
                                      amount=amount,
                                      # (612, 113.7a; 612.3: not a granted one's)
                                      text_changes=() if tr.granted else card.text_changes,
                                      event_player=event_player))


_EVENTS_OF: dict[int, tuple[CardDef, frozenset[str]]] = {}


def _events_of(card: CardDef) -> frozenset[str]:
    """The events of the card's triggered abilities, remembered per card (by identity: the
    entry holds it, so no other card can have its id while it is there)."""
    memo = _EVENTS_OF.get(id(card))
    if memo is not None and memo[0] is card:
        return memo[1]
    got = frozenset(t.event for t in card.triggers)
    if len(_EVENTS_OF) > 65536:
        _EVENTS_OF.clear()
    _EVENTS_OF[id(card)] = (card, got)
    return got


def _triggered_this_turn(state: GameState, found: list[PendingTrigger], source: int,
                         ability: int) -> bool:
    """"This ability triggers only once each turn.": has the ability `ability` of `source`
    triggered this turn (waiting in `found` or in the pending triggers, or put on the stack:
    the "trigger" events logged since the turn began, rules/triggers.py)?"""
    if any(p.source == source and p.ability == ability and not p.granted and not p.delay
           for p in (*found, *state.pending_triggers)):
        return True
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "turn":
            return False
        if ev[0] == "trigger" and len(ev) > 5 and ev[4] == source and ev[5] == ability:
            return True
    return False


# the event being scanned: (its index in the batch, permanent -> the index of the event that
# put it onto the battlefield in this batch, whether the event is one of entering, card in a
# graveyard -> (the index of the event that put it there, whether from the battlefield),
# whether the event is a permanent leaving the battlefield)
_SCAN: list = []  # type: ignore[type-arg]


def _entered_after_the_event(source: int) -> bool:
    """603.2, 603.10: an ability triggers only if it existed when the event happened: a
    permanent put onto the battlefield later in the same batch of events (a card exiled
    "until ~ leaves" returning after a "destroy all", 610.3) doesn't see the events before
    it entered. Permanents entering at the same time still see each other enter (603.6a)."""
    if not _SCAN:
        return False
    index, entered, entering, _arrived, _leaving = _SCAN
    return not entering and entered.get(source, -1) > index


def _arrived_after_the_event(source: int) -> bool:
    """113.6m: an ability that functions in a graveyard didn't see an event that happened
    before its card was put there in the batch, nor a permanent leaving the battlefield in the
    batch its card left it (at the same time, as 603.10a has them: Nether Traitor dying with
    another creature, or by itself)."""
    if not _SCAN:
        return False
    index, _entered, _entering, arrived, leaving = _SCAN
    came = arrived.get(source)
    return came is not None and (came[0] > index or (leaving and came[1]))


def intervening_if_holds(state: GameState, tr: TriggeredAbility, controller: int,
                         source: int, remembered: tuple[int, ...] = ()) -> bool:
    """603.4: "When/Whenever/At [event], if [condition], [effect]" triggers only if the
    condition is true then, and does nothing if it is false as the ability resolves.
    `remembered`: what the event involved (603.10a: "if it had a +1/+1 counter on it")."""
    if tr.condition is not None:
        from mtg_engine.rules.conditions import holds

        if not holds(state, tr.condition, controller, source, remembered=remembered):
            return False
    f = tr.if_you_control
    if f is None:
        return True
    return any(state.objects[oid].controller == controller
               and matches(state, oid, f, controller, source) for oid in state.battlefield)


def _battlefield_with(state: GameState, event: str):  # type: ignore[no-untyped-def]
    """The permanents with a triggered ability of `event`, in battlefield order."""
    for oid in _trigger_index(state).get(event, ()):
        yield state.objects[oid]


_TRIGGER_INDEX = ("triggers_by_event",)  # key in the characteristics cache
# (the index with the graveyards' cards, `with_graveyards`: forgotten with either part, since
# the key is neither in layers._BATTLEFIELD_ONLY nor in its _PLAYER_KEYS)
_WITH_GRAVEYARDS = ("triggers_with_graveyards",)


def _trigger_index(state: GameState) -> dict[str, list[int]]:
    """Event -> the permanents with a triggered ability of that event (battlefield order),
    then the cards in graveyards whose abilities of that event function there (113.6m);
    cached with the characteristics (a permanent entering or leaving, or any change of
    abilities, clears them)."""
    merged = state._chars.get(_WITH_GRAVEYARDS)  # type: ignore[call-overload]
    if merged is not None:
        return merged  # type: ignore[no-any-return]
    merged = state._chars[_WITH_GRAVEYARDS] = with_graveyards(  # type: ignore[index]
        state, _battlefield_index(state))  # 113.6m
    return merged  # type: ignore[no-any-return]


def _battlefield_index(state: GameState) -> dict[str, list[int]]:
    index = state._chars.get(_TRIGGER_INDEX)  # type: ignore[call-overload]
    if index is None:
        index = {}
        layered = needs_layers(state)  # else each permanent's triggers are its card's
        for oid in state.battlefield:
            for t in (card_of(state, oid) if layered else state.objects[oid].card).triggers:
                ids = index.setdefault(t.event, [])
                if not ids or ids[-1] != oid:
                    ids.append(oid)
        if state.command:  # 114.4: emblems' triggered abilities (rules/emblems.py); 901.7,
            from mtg_engine.rules.command_zone import functioning  # 904.8: planes', schemes'

            for o in functioning(state):
                for t in o.card.triggers:
                    ids = index.setdefault(t.event, [])
                    if not ids or ids[-1] != o.id:
                        ids.append(o.id)
            if state.commanders is not None:  # 113.6: a commander's "if ~ is in the command
                from mtg_engine.rules.commanders import command_zone_triggers  # zone"

                for oid, event in command_zone_triggers(state):
                    ids = index.setdefault(event, [])
                    if not ids or ids[-1] != oid:
                        ids.append(oid)
        state._chars[_TRIGGER_INDEX] = index  # type: ignore[index]
    return index  # type: ignore[no-any-return]


@dataclass(slots=True)  # (not frozen: a frozen dataclass is slow to build, one per scan)
class Batch:
    """What a handler may need about the whole batch of events being scanned."""

    events: list[tuple]  # type: ignore[type-arg]
    # 603.10a: creatures that left the battlefield in this batch of events (the same
    # state-based actions or the same resolution) still see each other die.
    left: list[tuple[int, CardDef, int]]
    # (603.10a: one that had lost its abilities as it left has no leaves ability to look back to)
    stripped: frozenset[int]
    # (702.93a, 702.79a: ones that had undying or persist as they left, maybe granted)
    returning: frozenset[int]
    alone: int | None  # the creature attacking alone (506.5), if any
    # 603.10a: attachment -> what it was attached to, for permanents that left attached or
    # whose object left (zones.py logs both): "When enchanted creature dies" looks back
    attached_lki: dict[int, int] = field(default_factory=dict)
    # 603.10a: old id -> what the permanent was as it left (rules/last_known.py)
    lki: dict[int, tuple] = field(default_factory=dict)  # type: ignore[type-arg]
    # the events of the triggered abilities of `left` (found once, by `left_events`)
    left_seen: frozenset[str] | None = None


def left_events(batch: Batch) -> frozenset[str]:
    """The events of the triggered abilities of the permanents that left the battlefield in
    the batch (603.10a: they look back in time), found once per batch."""
    got = batch.left_seen
    if got is None:
        got = batch.left_seen = frozenset(t.event for w in batch.left for t in w[1].triggers)
    return got


_ATTACHED_LKI = frozenset({"left_attached", "left_with_attached"})  # (_attached_as_they_left)

Handler = Callable[[GameState, list[PendingTrigger], tuple, Batch], None]  # type: ignore[type-arg]


def _watchers(state: GameState, batch: Batch, event: str) -> list[tuple[int, CardDef, int]]:
    """The permanents with a triggered ability for `event`: those on the battlefield, and
    those that left it in the same batch (leaves-the-battlefield abilities look back in time,
    603.10a): (id, card, controller)."""
    found = [(o.id, card_of(state, o.id), o.controller) for o in _battlefield_with(state, event)]
    return found + [w for w in batch.left if any(t.event == event for t in w[1].triggers)]


def _present_watchers(state: GameState, event: str) -> list[tuple[int, CardDef, int]]:
    """The permanents (and graveyard cards, 113.6m) with a triggered ability for `event` as
    the event has happened, not one that left the battlefield with it: "Whenever a card is
    put into a graveyard from anywhere" isn't a leaves-the-battlefield ability (603.6c), so it
    doesn't look back in time (603.10a; the rulings of Profane Memento, Planar Void, Skola
    Grovedancer; "one or more cards", Crawling Infestation, Sefris: trigger_events_batch)."""
    return [(o.id, card_of(state, o.id), o.controller) for o in _battlefield_with(state, event)]


def _attached_to(state: GameState, found: list[PendingTrigger], creature: int, event: str,
                 player: int = 0, amount: int = 0) -> None:
    """"Whenever enchanted/equipped creature ...": the Auras and Equipment attached to the
    creature (303.4, 301.5), if it is what their filter names ("enchanted land"); a player
    dealt damage (or the spell or ability targeting it) is remembered ("that player"), else
    the permanent itself ("When enchanted creature blocks, destroy it": the one that blocked,
    even if the Aura has left it since, 603.2, 608.2c)."""
    for o in _battlefield_with(state, event):
        if o.attached_to == creature:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, event, creature,
                  lambda tr, o=o: tr.filter == Filter()
                  or matches(state, creature, tr.filter, o.controller, o.id),
                  remembered=(player,) if player else (creature,), amount=amount)


def this_or_yours(self_event: str, event: str) -> Handler:
    """603.2: the handler of an event about one creature (`ev[1]`, e.g. ("renowned", creature),
    ("mutated", creature, ...)): its own "When ~ ..." abilities (`self_event`) and every
    "Whenever a creature you control ..." ability (`event`) whose filter it matches; that
    creature is remembered ("that creature")."""
    def handler(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: Batch) -> None:
        oid = ev[1]
        if oid not in state.battlefield:
            return
        o = state.objects[oid]
        _fire(state, found, oid, card_of(state, oid), o.controller, self_event)
        for w in _battlefield_with(state, event):
            _fire(state, found, w.id, card_of(state, w.id), w.controller, event, oid,
                  lambda tr, w=w: matches(state, oid, tr.filter, w.controller, w.id),
                  remembered=(oid,))
    return handler


def register(kind: str, handler: Handler, watches: tuple[str, ...] = (),
             looks_back: bool = False) -> None:
    """Add `handler` for the logged event `kind` to rules/triggers.py's EVENT_HANDLERS (603.2),
    after the handler already there (if any). `watches`: the triggered-ability events the
    handler looks for before anything else, when it finds nothing unless a permanent or card
    of the trigger index has one of them; without one there, it is not called (one set test
    instead of a call: the tap and step events come with almost every action). With
    `looks_back`, a permanent that left the battlefield in the batch with one of them (the
    handler's `_watchers`, 603.10a) has it called too."""
    from mtg_engine.rules import triggers as _t  # (imported from triggers.py as it loads)

    old = _t.EVENT_HANDLERS.get(kind)
    if old is None and not watches:
        _t.EVENT_HANDLERS[kind] = handler
        return
    # (one function calling each handler in turn, not one wrapper per handler added; a gated
    # first handler is a chain of one)
    chain = (*getattr(old, "chain", (old,) if old is not None else ()), handler)
    gates = (*getattr(old, "gates", (None,) if old is not None else ()),
             frozenset(watches) if watches else None)
    backs = (*getattr(old, "backs", (False,) if old is not None else ()), looks_back)

    def both(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
        for h, gate, back in zip(chain, gates, backs):
            if gate is None:
                h(state, found, ev, batch)
                continue
            # (the index read again for each: a handler before may have changed it; the
            # cached one read in place, `_trigger_index` called only to build it)
            index = state._chars.get(_WITH_GRAVEYARDS)  # type: ignore[call-overload]
            if not gate.isdisjoint(index if index is not None else _trigger_index(state)) \
                    or (back and batch.left and not gate.isdisjoint(left_events(batch))):
                h(state, found, ev, batch)

    both.chain = chain  # type: ignore[attr-defined]
    both.gates = gates  # type: ignore[attr-defined]
    both.backs = backs  # type: ignore[attr-defined]
    both.__doc__ = ", then ".join(h.__name__ for h in chain)
    _t.EVENT_HANDLERS[kind] = both
