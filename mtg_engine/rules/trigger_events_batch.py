"""Batched trigger events (603.2c) and others added in session 6, registered into
rules/triggers.py's EVENT_HANDLERS (`register`).

603.2c: an ability that triggers on "one or more" objects doing something triggers once for
all the objects that did it in one event. The engine groups the events it scans together (one
declaration of attackers, one resolution, one round of state-based actions): the batch
(triggers.Batch). Each batched handler below does its work once per batch, on the first event
of its kind in it.
"""

from __future__ import annotations

from mtg_engine.rules import last_known
from mtg_engine.rules import mana_triggers as _mana_triggers
from mtg_engine.rules import miracle as _miracle
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules import trigger_combat as _c
from mtg_engine.rules import trigger_events as _e
from mtg_engine.rules import trigger_zones as _z
from mtg_engine.rules.enter_triggers import entering_triggers_nothing
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.mana_triggers import is_mana_trigger
from mtg_engine.rules.trigger_base import register
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref


def _watching(state: GameState, *events: str, batch: _b.Batch | None = None) -> bool:
    """Has any permanent a triggered ability of one of `events`? (the cheap test first) With
    `batch`, also one that left the battlefield in it (603.10a: it looks back in time)."""
    index = _b._trigger_index(state)
    return any(e in index for e in events) or (batch is not None and any(
        t.event in events for w in batch.left for t in w[1].triggers))


def _first_of_kind(ev: tuple, batch: _b.Batch) -> bool:  # type: ignore[type-arg]
    return next(e for e in batch.events if e[0] == ev[0]) is ev


# ------------------------------------------------------------------ 508.1: attackers declared


def _attack_with(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """508.1: "Whenever you attack with N or more <filter>": the attackers are declared at once
    (508.1a); it triggers once if at least N of that player's attackers match."""
    if not _watching(state, "you_attack_with") or not _first_of_kind(ev, batch):
        return
    attackers = [e[1] for e in batch.events if e[0] == "attack" and e[1] in state.objects]
    for o in _b._battlefield_with(state, "you_attack_with"):
        mine = [a for a in attackers if state.objects[a].controller == o.controller]
        card = card_of(state, o.id)
        # 603.2, 608.2h: "that many" is the number of attackers of the kind (one amount per
        # filter the card's abilities of this event have)
        for f in dict.fromkeys(t.filter for t in card.triggers if t.event == "you_attack_with"):
            n = sum(matches(state, a, f, o.controller, o.id) for a in mine)
            _b._fire(state, found, o.id, card, o.controller, "you_attack_with", 0,
                     lambda tr, f=f, n=n: tr.filter == f and n >= tr.nth, amount=n)


# ------------------------------------------------------------------ zone changes at once


def _moves(batch: _b.Batch) -> list[tuple]:  # type: ignore[type-arg]
    return [e for e in batch.events if e[0] == "move"]


_MOVE_EVENTS = ("permanents_enter", "creatures_die", "cards_into_your_graveyard",
                "cards_into_opponent_graveyard", "cards_into_a_graveyard",
                "cards_milled_into_your_graveyard", "cards_leave_your_graveyard")


def _batched_moves(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                   batch: _b.Batch) -> None:
    """The "one or more" zone-change events (603.2c), once per batch."""
    if not _watching(state, *_MOVE_EVENTS, batch=batch) or not _first_of_kind(ev, batch):
        return
    moves = _moves(batch)
    _enter(state, found, moves)
    _die(state, found, moves, batch)
    _to_graveyard(state, found, moves, batch)
    _leave_graveyard(state, found, moves, batch)


def _enter(state: GameState, found: list[PendingTrigger], moves: list[tuple]) -> None:  # type: ignore[type-arg]
    """603.6a: "Whenever N or more <filter> enter the battlefield [under your control]": the
    permanents that entered, each as it is on the battlefield; a permanent entering with them
    sees them (and itself) enter."""
    new = [e[2] for e in moves if e[5] == "battlefield" and e[2] in state.battlefield
           and not entering_triggers_nothing(state, e[2])]  # (Torpor Orb, enter_triggers.py)
    if not new:
        return
    for o in _b._battlefield_with(state, "permanents_enter"):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, "permanents_enter", 0,
                 lambda tr, o=o: sum(matches(state, p, tr.filter, o.controller, o.id)
                                     for p in new) >= tr.nth)


def _die(state: GameState, found: list[PendingTrigger], moves: list[tuple],  # type: ignore[type-arg]
         batch: _b.Batch) -> None:
    """700.4: "Whenever N or more <filter> die": the creatures put into a graveyard from the
    battlefield, each as it last existed (603.10a); one that left with them sees them."""
    died = [batch.lki[e[1]] for e in moves
            if e[4] == "battlefield" and e[5] == "graveyard" and e[7] and e[1] in batch.lki]
    if not died:
        return
    for wid, wcard, wctrl in _b._watchers(state, batch, "creatures_die"):
        _b._fire(state, found, wid, wcard, wctrl, "creatures_die", 0,
                 lambda tr, wid=wid, wctrl=wctrl: sum(
                     last_known.matches_as_it_left(state, rec, tr.filter, wctrl, wid)
                     for rec in died) >= tr.nth)


_INTO_GRAVEYARD = (("cards_into_your_graveyard", True, ""),
                   ("cards_into_opponent_graveyard", False, ""),
                   ("cards_into_a_graveyard", None, ""),
                   ("cards_milled_into_your_graveyard", True, "library"))


def _to_graveyard(state: GameState, found: list[PendingTrigger], moves: list[tuple],  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    """404.2: "Whenever N or more [<type>] cards are put into [your / an opponent's / a]
    graveyard from anywhere / from your library": cards (not tokens, 111.7), to their owner's
    graveyard, each as it is there. Not a leaves-the-battlefield ability (603.6c, 603.10a):
    it does not look back in time, so a permanent with it that goes to the graveyard with
    other cards does not see them (Sefris of the Hidden Ways' ruling)."""
    cards = [(e[2], e[4]) for e in moves
             if e[5] == "graveyard" and not e[8] and e[2] in state.objects]
    if not cards:
        return
    for name, yours, frm in _INTO_GRAVEYARD:
        for wid, wcard, wctrl in [(o.id, card_of(state, o.id), o.controller)
                                  for o in _b._battlefield_with(state, name)]:
            mine = [c for c, z in cards if (not frm or z == frm) and (
                yours is None or (state.objects[c].owner == wctrl) == yours)]
            _b._fire(state, found, wid, wcard, wctrl, name, 0,
                     lambda tr, wid=wid, wctrl=wctrl, mine=mine: sum(
                         matches(state, c, tr.filter, wctrl, wid) for c in mine) >= tr.nth)


def _leave_graveyard(state: GameState, found: list[PendingTrigger], moves: list[tuple],  # type: ignore[type-arg]
                     batch: _b.Batch) -> None:
    """"Whenever N or more [<type>] cards leave your graveyard" (404.2: the graveyard of their
    owner): each card with the types of its card (400.7: it is a new object wherever it went)."""
    gone = [(_z._card(state, e[3], e[8]), e[2]) for e in moves if e[4] == "graveyard"]
    if not gone:
        return
    for wid, wcard, wctrl in _b._watchers(state, batch, "cards_leave_your_graveyard"):
        mine = [card for card, new in gone
                if new in state.objects and state.objects[new].owner == wctrl]

        def enough(tr, mine=mine) -> bool:  # type: ignore[no-untyped-def]
            types = set(tr.filter.types)
            return sum(not types or any(t.value in types for t in c.types)
                       for c in mine) >= tr.nth

        _b._fire(state, found, wid, wcard, wctrl, "cards_leave_your_graveyard", 0, enough)


# ------------------------------------------------------------------ counters, discards


def _counters_on_permanent(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                           ev: tuple, batch: _b.Batch) -> None:
    """122.6: "Whenever one or more <kind> counters are put on a <filter>": once for each
    permanent that gets counters of that kind at once (the filter's has_counter is the kind,
    which it then has); the permanent is remembered ("that creature")."""
    oid, kind, n = ev[1], ev[2], ev[3]
    if n <= 0 or oid not in state.battlefield or not _watching(state, "counters_put_on_permanent"):
        return
    for o in _b._battlefield_with(state, "counters_put_on_permanent"):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller,
                 "counters_put_on_permanent", oid,
                 lambda tr, o=o: tr.filter.has_counter == kind
                 and matches(state, oid, tr.filter, o.controller, o.id), remembered=(oid,))


_DISCARDS = (("you_discard_a", True), ("opponent_discards_a", False), ("player_discards_a", None))


def _discarded(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """701.8: "Whenever you / an opponent / a player discard(s) a <filter> card": the card as it
    is where the discard put it (its graveyard; exile for madness, 702.35a); the player is
    remembered."""
    if not _watching(state, *(name for name, _ in _DISCARDS)):
        return
    player, old = ev[1], ev[2]
    new = next((e[2] for e in batch.events if e[0] == "move" and e[1] == old), 0)
    if new not in state.objects:
        return
    for name, mine in _DISCARDS:
        for o in _b._battlefield_with(state, name):
            if mine is None or (o.controller == player) == mine:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, new,
                         lambda tr, o=o: matches(state, new, tr.filter, o.controller, o.id),
                         remembered=(player_ref(player),))


# ------------------------------------------------------------------ 120.3: a source's damage


def _source_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                   batch: _b.Batch) -> None:
    """120.3: "Whenever a source [an opponent controls / you control] deals damage to ~ / to
    you": each damage event (one per source: combat damage from two blockers is two), the
    source matched as it is now (a spell on the stack, a permanent) and remembered ("that
    source's controller"), with the amount ("that much")."""
    if not _watching(state, "source_damage_to_self", "source_damage_to_you"):
        return
    source, to, n = ev[1], ev[2], ev[3]
    if to > 0 and to in state.battlefield:
        o = state.objects[to]
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, "source_damage_to_self",
                 source, lambda tr, o=o: _source_is(state, source, tr, o.controller, o.id),
                 remembered=(source,), amount=n, event_player=controller_of(state, source))
    elif to < 0:
        for o in _b._battlefield_with(state, "source_damage_to_you"):
            if player_ref(o.controller) == to:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller,
                         "source_damage_to_you", source,
                         lambda tr, o=o: _source_is(state, source, tr, o.controller, o.id),
                         remembered=(source,), amount=n,
                         event_player=controller_of(state, source))  # ("that player")


def controller_of(state: GameState, source: int) -> int:
    """The source's controller as the event happened: now, or as it last existed (608.2h:
    a spell that has resolved since); -1 if unknown."""
    from mtg_engine.effects.references import _last_controller

    o = state.objects.get(source)
    who = o.controller if o is not None else _last_controller(state, source)
    return -1 if who is None else who


def _source_is(state: GameState, source: int, tr, controller: int, watcher: int) -> bool:  # type: ignore[no-untyped-def]
    """Does the source match the ability's filter (its controller: "an opponent controls")?"""
    if tr.filter.controller is None:
        return True
    o = state.objects.get(source)
    if o is not None:
        who: int | None = o.controller
    else:  # a spell that has resolved since: its controller as it last existed (608.2h)
        who = next((int(e[6]) for e in reversed(state.log)
                    if e[0] == "move" and e[1] == source), None)
    return who is not None and (who == controller) == (tr.filter.controller == "you")


# ------------------------------------------------------------------ 115.1: becoming a target

# event -> (only a spell, only an instant or sorcery spell, whose: "opponent" / "you" / "")
_TARGETED = {"permanent_targeted": (False, False, ""),
             "permanent_targeted_by_opponent": (False, False, "opponent"),
             "permanent_targeted_by_you": (False, False, "you"),
             "permanent_targeted_by_spell": (True, False, ""),
             "permanent_targeted_by_opponent_spell": (True, False, "opponent"),
             "permanent_targeted_by_instant_sorcery": (True, True, "")}


def _becomes_target(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """115.1: "Whenever a <filter> becomes the target of a spell or ability [an opponent
    controls]": each permanent the spell or ability on the stack (`ev[2]`, its targets just
    chosen: 601.2c, 602.2b, 603.3d) targets, once however many times it is chosen (603.2c);
    the permanent is remembered ("that creature")."""
    if not _watching(state, *_TARGETED):
        return
    sid = ev[2]
    targeted = _e._targeted_permanents(state, sid, ev[3] if ev[0] == "retargeted" else 0)
    if not targeted:
        return
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.state.objects import StackKind

    so = state.objects[sid]
    spell = so.kind is None or so.kind is StackKind.SPELL
    types = characteristics(state, sid).types if spell else set()
    instant_sorcery = bool({CardType.INSTANT, CardType.SORCERY} & set(types))
    for name, (only_spell, only_is, whose) in _TARGETED.items():
        if (only_spell and not spell) or (only_is and not instant_sorcery):
            continue
        for o in _b._battlefield_with(state, name):
            if whose and (so.controller == o.controller) != (whose == "you"):
                continue
            for t, _p in targeted:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, t,
                         lambda tr, o=o, t=t: matches(state, t, tr.filter, o.controller, o.id),
                         remembered=(t,), event_player=so.controller)  # ("that player")


# ------------------------------------------------------------------ 303.4: enchanted player


def _cursing(state: GameState, event: str, player: int):  # type: ignore[no-untyped-def]
    """The permanents with an `event` ability attached to `player` (an index): an Aura with
    "enchant player" (303.4, rules/sba.py keeps it on a legal player)."""
    ref = player_ref(player)
    return [o for o in _b._battlefield_with(state, event) if o.attached_to == ref]


_CURSED_STEPS = {"UPKEEP": "enchanted_player_upkeep", "DRAW": "enchanted_player_draw_step",
                 "END_TURN": "enchanted_player_end_step"}


def _cursed_step(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """"At the beginning of enchanted player's upkeep / draw step / end step" (503.1, 504.1,
    513.1): the enchanted player is the active player; that player is remembered."""
    name = _CURSED_STEPS.get(ev[2], "")
    if not name or not _watching(state, name):
        return
    for o in _cursing(state, name, state.active):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                 remembered=(player_ref(state.active),))


def _cursed_attacked(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                     batch: _b.Batch) -> None:
    """"Whenever a <filter> attacks enchanted player" (508.1a, 506.3): each attacker declared
    attacking that player; the attacker is remembered ("it")."""
    attacker, defender = ev[1], ev[2]
    name = "creature_attacks_enchanted_player"
    if defender >= 0 or attacker not in state.objects or not _watching(state, name):
        return
    for o in _cursing(state, name, -defender - 1):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, attacker,
                 lambda tr, o=o: matches(state, attacker, tr.filter, o.controller, o.id),
                 remembered=(attacker,))


def _cursed_damaged(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """"Whenever a <filter> deals combat damage to enchanted player" (510.2): each source
    that does; it is remembered ("that creature"), with the amount."""
    source, to, n = ev[1], ev[2], ev[3]
    name = "combat_damage_to_enchanted_player"
    if not ev[4] or to >= 0 or source not in state.objects or not _watching(state, name):
        return
    for o in _cursing(state, name, -to - 1):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, source,
                 lambda tr, o=o: matches(state, source, tr.filter, o.controller, o.id),
                 remembered=(source,), amount=n)


def _cursed_enters(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                   batch: _b.Batch) -> None:
    """"Whenever a <filter> enters the battlefield under enchanted player's control"
    (603.6a): that player is remembered ("that player")."""
    new, name = ev[2], "enters_under_enchanted_player"
    if ev[5] != "battlefield" or new not in state.battlefield or not _watching(state, name) \
            or entering_triggers_nothing(state, new):  # (Torpor Orb, enter_triggers.py)
        return
    player = state.objects[new].controller
    for o in _cursing(state, name, player):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, new,
                 lambda tr, o=o: matches(state, new, tr.filter, o.controller, o.id),
                 remembered=(player_ref(player),))


def _cursed_draws(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    """"Whenever enchanted player draws a card" (121.1): each card; the player remembered."""
    name = "enchanted_player_draws"
    if not _watching(state, name):
        return
    for o in _cursing(state, name, ev[1]):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                 remembered=(player_ref(ev[1]),))


def _cursed_casts(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    """"Whenever enchanted player casts a <filter> spell" (601.2i): the player remembered."""
    player, sid, name = ev[1], ev[2], "enchanted_player_casts"
    if sid not in state.objects or not _watching(state, name):
        return
    for o in _cursing(state, name, player):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                 lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
                 remembered=(player_ref(player),))


# ------------------------------------------------------------------ the Nth of a turn


def _gain_life_first(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                     batch: _b.Batch) -> None:
    """119.9: "Whenever you gain life for the first time each turn": this life gain is the
    player's first this turn (the log since the turn began)."""
    name = "gain_life_first_time"
    if ev[2] <= 0 or not _watching(state, name):
        return
    if _e._nth_this_turn(state, ev, batch, lambda e: e[1] == ev[1] and e[2] > 0) != 1:
        return
    for o in _b._battlefield_with(state, name):
        if o.controller == ev[1]:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name)


def _player_casts_nth(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                      batch: _b.Batch) -> None:
    """601.2i: "Whenever a player casts their Nth spell each turn": any player's; that player
    is remembered."""
    name = "player_casts_nth_spell"
    if not _watching(state, name):
        return
    n = _e._nth_this_turn(state, ev, batch, lambda e: e[1] == ev[1])
    for o in _b._battlefield_with(state, name):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, 0,
                 lambda tr: tr.nth == n, remembered=(player_ref(ev[1]),))


def _you_scry(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
              batch: _b.Batch) -> None:
    """"Whenever you scry / surveil" (701.18, 701.42): the logged scry or surveil of the
    ability's controller."""
    name = "you_" + ev[0]
    for o in _b._battlefield_with(state, name):
        if o.controller == ev[1]:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name)


def _opponent_casts_your_turn(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                              ev: tuple, batch: _b.Batch) -> None:
    """601.2i, 500.1: "Whenever an opponent casts a <filter> spell during your turn": the
    ability's controller is the active player, the caster an opponent; the caster remembered."""
    player, sid, name = ev[1], ev[2], "opponent_casts_your_turn"
    if sid not in state.objects or not _watching(state, name):
        return
    for o in _b._battlefield_with(state, name):
        if o.controller == state.active and player in state.opponents(o.controller):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                     lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
                     remembered=(player_ref(player),))


def _creature_dealt_damage(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                           ev: tuple, batch: _b.Batch) -> None:
    """120.3: "Whenever a <filter> is dealt damage": each damage event to such a creature;
    combat damage is dealt all at once (510.2), one event however many sources deal it, so it
    triggers once for it (603.2c). The creature is remembered ("that creature", "it")."""
    to, name = ev[2], "creature_dealt_damage"
    if to <= 0 or ev[3] <= 0 or not _watching(state, name) or to not in state.objects:
        return
    first, n = _c._one_damage_event(batch, ev, 2)
    if not first:
        return
    for o in _b._battlefield_with(state, name):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, to,
                 lambda tr, o=o: matches(state, to, tr.filter, o.controller, o.id),
                 remembered=(to,), amount=n)  # (all of it dealt at once: "that much")


def _cast_type_or_subtype(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                          batch: _b.Batch) -> None:
    """601.2i: "Whenever you cast an instant, sorcery, or Wizard spell": the spell has one of
    the card types or one of the subtypes (as it is on the stack: 613.1, 611.3c, a creature
    spell Maskwood Nexus makes every creature type is a Wizard spell, 205.3m)."""
    player, sid, name = ev[1], ev[2], "cast_spell_type_or_subtype"
    if sid not in state.objects or not _watching(state, name):
        return
    from mtg_engine.rules.layers import characteristics

    ch = characteristics(state, sid)
    types = {t.value for t in ch.types}
    for o in _b._battlefield_with(state, name):
        if o.controller == player:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                     lambda tr: bool(types & set(tr.filter.types)
                                     or any(ch.has_subtype(t) for t in tr.filter.subtypes)))


def _tapped_for_mana(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                     batch: _b.Batch) -> None:
    """106.12: "Whenever a player taps a <filter> for mana": a permanent tapped to activate a
    mana ability (logged as its tap, then the mana it added: rules/casting.pay_cost); the
    player who tapped it (its controller) is remembered ("that player")."""
    name, oid = "permanent_tapped_for_mana", ev[1]
    if not _watching(state, name) or oid not in state.battlefield:
        return
    i = batch.events.index(ev)
    if i + 1 >= len(batch.events) or batch.events[i + 1][0] != "mana":
        return
    player = batch.events[i + 1][1]
    for o in _b._battlefield_with(state, name):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, oid,
                 lambda tr, o=o: matches(state, oid, tr.filter, o.controller, o.id)
                 and not is_mana_trigger(tr),  # 605.4a: resolved at once (rules/mana_triggers.py)
                 remembered=(player_ref(player),))


register("tap", _tapped_for_mana, ("permanent_tapped_for_mana",))
register("tap", _mana_triggers.on_tap,  # 106.12 (rules/mana_triggers.py)
         _mana_triggers.MANA_TRIGGER_EVENTS[1:])
register("cast", _cast_type_or_subtype, ("cast_spell_type_or_subtype",))
register("scry", _you_scry)
register("surveil", _you_scry)
register("cast", _opponent_casts_your_turn, ("opponent_casts_your_turn",))
register("damage", _creature_dealt_damage, ("creature_dealt_damage",))
register("gain_life", _gain_life_first, ("gain_life_first_time",))
register("cast", _player_casts_nth, ("player_casts_nth_spell",))
register("step", _cursed_step, tuple(_CURSED_STEPS.values()))
register("attack", _cursed_attacked, ("creature_attacks_enchanted_player",))
register("damage", _cursed_damaged, ("combat_damage_to_enchanted_player",))
register("move", _cursed_enters, ("enters_under_enchanted_player",))
register("draw", _cursed_draws, ("enchanted_player_draws",))
register("draw", _miracle.on_draw)  # 702.94a (rules/miracle.py)
register("cast", _cursed_casts, ("enchanted_player_casts",))
register("attack", _attack_with, ("you_attack_with",))
register("cast", _becomes_target, tuple(_TARGETED))
register("activate", _becomes_target, tuple(_TARGETED))
register("targeted", _becomes_target, tuple(_TARGETED))
register("retargeted", _becomes_target, tuple(_TARGETED))  # 115.7: the new target only
register("damage", _source_damage,
         ("source_damage_to_self", "source_damage_to_you"))
register("move", _batched_moves, _MOVE_EVENTS, looks_back=True)  # (its _watching, as a gate)
register("counters", _counters_on_permanent)
register("discard", _discarded)
