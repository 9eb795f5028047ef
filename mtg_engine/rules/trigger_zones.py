"""Trigger events of zone changes (603.6, 603.10a): entering, leaving, dying, "put into a
graveyard from anywhere", with the permanent as it last existed and what was attached to it."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import CardDef, Filter, TriggeredAbility
from mtg_engine.core.types import CardType
from mtg_engine.rules import last_known
from mtg_engine.rules.enter_triggers import entering_triggers_nothing
from mtg_engine.rules.filters import matches
from mtg_engine.rules.keyword_effects import evolves
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.soulbond import EVENT as SOULBOND
from mtg_engine.rules.soulbond import can_pair
from mtg_engine.rules.trigger_base import (
    Batch,
    _battlefield_with,
    _fire,
    _present_watchers,
    _watchers,
)
from mtg_engine.rules.undying import RETURNING, with_returning_triggers
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import Zone


def _on_move(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    _moved(state, found, ev, batch.left, ev[1] in batch.stripped, batch.returning, batch.lki)
    if ev[5] == "graveyard" and ev[2] in state.objects and not ev[8]:
        _card_to_graveyard(state, found, ev, batch)
    if ev[5] == "command" and state.commanders is not None:  # 903.3 (rules/commanders.py)
        from mtg_engine.rules.commanders import to_command_zone_triggers

        to_command_zone_triggers(state, found, ev[2])
    if ev[4] == "graveyard" and ev[2] in state.objects and not ev[8]:
        _card_leaves_graveyard(state, found, ev, batch)
    if ev[4] == "battlefield" and ev[1] in batch.lki:
        _permanent_leaves(state, found, ev, batch)
    if ev[4] == "battlefield" and state.delayed:
        from mtg_engine.rules.delayed_dies import on_leave

        # 603.7c: "When that creature dies / leaves the battlefield this turn, ..."
        on_leave(state, found, ev[1], ev[5] == "graveyard" and bool(ev[7]))
    if ev[4] == "battlefield" and ev[5] == "graveyard" and ev[1] in batch.lki:
        _to_graveyard(state, found, ev, batch)
        if ev[7]:
            _damaged_creature_dies(state, found, ev[1], batch)
    if ev[4] == "battlefield" and ev[1] and batch.attached_lki:
        _attached_leaves(state, found, ev[1], _card(state, ev[3], ev[8]), ev[5], ev[7], batch,
                         ev[2], ev[6])


def _attached_as_they_left(events: list[tuple]) -> dict[int, int]:  # type: ignore[type-arg]
    """603.10a: attachment -> the object it was attached to, for the attachments that left the
    battlefield attached and those whose object left (rules/zones.py `_log_attachments`)."""
    out: dict[int, int] = {}
    for ev in events:
        if ev[0] == "left_attached":
            out[ev[1]] = ev[2]
        elif ev[0] == "left_with_attached":
            for a in ev[2]:
                out.setdefault(a, ev[1])
    return out


def _attachments_of(state: GameState, old: int, batch: Batch) -> list[tuple[int, CardDef, int]]:
    """What was attached to the permanent `old` as it left (603.10a): each as it is now on the
    battlefield, or as it last existed there if it left in the same batch."""
    out = []
    for a, to in batch.attached_lki.items():
        if to != old:
            continue
        o = state.objects.get(a)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            out.append((a, card_of(state, a), o.controller))
        else:
            out += [w for w in batch.left if w[0] == a]
    return out


def _attached_leaves(state: GameState, found: list[PendingTrigger], old: int, card: CardDef,
                     to: str, was_creature: bool, batch: Batch, new: int = 0,
                     controller: int = -1) -> None:
    """"When enchanted creature leaves the battlefield / dies" (603.6c, 700.4), "When enchanted
    artifact is put into a graveyard" (from the battlefield, where it was enchanted): the Auras
    and Equipment that were attached to it, looking back in time (603.10a), if it was what
    their filter names (its card's types as it left; "creature": was it a creature). Its
    `controller` as it left is the event's player ("its controller", 608.2h)."""
    def was(tr: TriggeredAbility) -> bool:  # (`types`: any of them, "enchanted permanent")
        return not tr.filter.types or any(
            was_creature if t == "Creature" else CardType.parse(t) in card.types
            for t in tr.filter.types)

    for wid, wcard, wctrl in _attachments_of(state, old, batch):
        # (the permanent as it left is remembered: "if it was historic", 603.10a)
        _fire(state, found, wid, wcard, wctrl, "attached_leaves", old, was, remembered=(old,),
              event_player=controller)
        if to == "graveyard" and was_creature:  # 700.4; the card in the graveyard is
            # remembered ("that card", 400.7)
            _fire(state, found, wid, wcard, wctrl, "attached_dies", old, was,
                  remembered=(new,) if new else (), event_player=controller)
        if to == "graveyard":  # the card in the graveyard is remembered ("that card", 400.7)
            _fire(state, found, wid, wcard, wctrl, "attached_to_graveyard", old, was,
                  remembered=(new,) if new else (), event_player=controller)


def with_granted_triggers(state: GameState, old: int, card: CardDef) -> CardDef:
    """603.10a: a leaves-the-battlefield ability granted to the object (613.1f) looks back in
    time too: the card with the triggered abilities it had been granted as it left, and with
    the text changes it had then (612)."""
    changed, ev = _as_it_left_both(state, old)
    if changed is not None:
        from mtg_engine.rules.text_changes import changed_card

        for k, a, b in changed[2]:
            card = changed_card(card, (k, a, b))
    if ev is None:
        return card
    from mtg_engine.cards.dsl_abilities import granted_ability

    return replace(card, triggers=card.triggers + tuple(
        granted_ability("add_triggers", g) for g in ev[2]))


def _as_it_left_both(state: GameState, old: int) -> tuple[tuple | None, tuple | None]:  # type: ignore[type-arg]
    """`undying._as_it_left` of "left_text_changed" and of "left_with_granted" in one pass
    over the log (read backwards to the move and a few events past it, as it does)."""
    log = state.log
    past = -1
    changed = granted = None
    for i in range(len(log) - 1, -1, -1):
        ev = log[i]
        kind = ev[0]
        if kind == "left_text_changed" and changed is None and ev[1] == old:
            changed = ev
        elif kind == "left_with_granted" and granted is None and ev[1] == old:
            granted = ev
        if changed is not None and granted is not None:
            break
        if past < 0 and kind == "move" and ev[1] == old:
            past = i
        if past >= 0 and i < past - 8:
            break
    return changed, granted


def _card(state: GameState, name: str, is_token: bool) -> CardDef:
    return state.db.token(name) if is_token else state.db.get(name)


def _moved(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
           left: list[tuple[int, CardDef, int]], stripped: bool = False,
           returning: frozenset[int] = frozenset(),
           lki: dict[int, tuple] | None = None) -> None:  # type: ignore[type-arg]
    _, old, new, name, frm, to, controller, was_creature, is_token = ev
    if to == "battlefield" and new in state.objects \
            and not entering_triggers_nothing(state, new):  # (Torpor Orb, enter_triggers.py)
        o = state.objects[new]
        # 603.6a (itself remembered: "Whenever ~ or another creature enters ..., that
        # creature ...", 603.2)
        _fire(state, found, new, card_of(state, new), o.controller, "enters", new,
              remembered=(new,))
        if not o.tapped:  # "When ~ enters the battlefield untapped" (110.5)
            _fire(state, found, new, card_of(state, new), o.controller, "enters_untapped", new)
        for other in _battlefield_with(state, "another_enters"):
            if other.id != new:
                _fire(state, found, other.id, card_of(state, other.id), other.controller,
                      "another_enters", new,
                      lambda tr, other=other: matches(state, new, tr.filter, other.controller, other.id),
                      remembered=(new,),  # "that creature" (603.2)
                      event_player=o.controller)  # "that player": who it entered under
        for other in _battlefield_with(state, "permanent_enters"):
            # 603.6a: "Whenever a creature enters": every permanent on the battlefield,
            # the newcomer included, is checked, so a creature sees itself enter
            _fire(state, found, other.id, card_of(state, other.id), other.controller,
                  "permanent_enters", new,
                  lambda tr, other=other: matches(state, new, tr.filter, other.controller, other.id),
                  remembered=(new,), event_player=o.controller)
        _soulbond(state, found, new, o.controller)  # 702.95a
        for other in _battlefield_with(state, "evolve"):  # 702.100a, 603.4
            if other.id != new and other.controller == o.controller:
                _fire(state, found, other.id, card_of(state, other.id), other.controller,
                      "evolve", new, lambda tr, other=other: evolves(state, other.id, new),
                      remembered=(new,))
    if to == "graveyard" and new in state.objects:
        # "When ~ is put into a graveyard from anywhere": it triggers from the graveyard.
        o = state.objects[new]
        _fire(state, found, new, o.card, o.owner, "put_into_graveyard", new)
        if frm == "library":  # "When ~ is put into your graveyard from your library" (404.2)
            _fire(state, found, new, o.card, o.owner, "put_into_graveyard_from_library", new)
    if frm == "battlefield":
        # 603.10a: leaves-the-battlefield abilities look back in time: the object as it last
        # existed on the battlefield is the source.
        card = _card(state, name, is_token)
        if not stripped and (card.keywords & RETURNING or old in returning):
            card = with_returning_triggers(state, old, card)  # 702.93a, 702.79a, 603.10a
        card = with_granted_triggers(state, old, card)  # 603.10a, 613.1f
        own = replace(card, triggers=()) if stripped else card
        _fire(state, found, old, own, controller, "leaves", old)
        if to == "graveyard":  # "When ~ is put into a graveyard from the battlefield"
            _fire(state, found, old, own, controller, "put_into_graveyard_from_battlefield", old)
            if new in state.objects and state.objects[new].owner == controller:  # 404.2
                _fire(state, found, old, own, controller,
                      "put_into_your_graveyard_from_battlefield", old)
        if to == "exile":  # "When ~ is put into exile from the battlefield" (603.6c)
            _fire(state, found, old, own, controller, "exiled_from_battlefield", old)
        if to == "graveyard" and was_creature:  # 700.4: "dies"
            _fire(state, found, old, own, controller, "dies", old)
            if _during_combat(state):  # "When ~ dies during combat" (506.1)
                _fire(state, found, old, own, controller, "dies_during_combat", old)
            watchers = [(o.id, card_of(state, o.id), o.controller)
                        for o in _battlefield_with(state, "creature_dies")]
            watchers += [w for w in left if any(t.event == "creature_dies" for t in w[1].triggers)]
            rec = (lki or {}).get(old)  # 603.10a: as it last existed (rules/last_known.py)
            for wid, wcard, wctrl in watchers:
                _fire(state, found, wid, wcard, wctrl, "creature_dies", old,
                      lambda tr, wid=wid, wctrl=wctrl: _dies_filter(tr, card, controller, old,
                                                                     wid, wctrl, is_token)
                      if rec is None else last_known.matches_as_it_left(
                          state, rec, tr.filter, wctrl, wid),
                      remembered=(old,))  # ("that creature's controller", 608.2h)


def _during_combat(state: GameState) -> bool:
    """506.1: is the game in the combat phase (from its beginning to its end step)?"""
    from mtg_engine.core.steps import Step

    return Step.BEGIN_COMBAT <= state.step <= Step.END_COMBAT


# "Whenever a <filter> dies / is put into [your / an opponent's] graveyard from the battlefield"
# (700.4): the permanent as it last existed (603.10a); the graveyard is its owner's (404.2)
_TO_GRAVEYARD = (("permanent_dies", None), ("permanent_to_graveyard", None),
                 ("permanent_to_your_graveyard", True),
                 ("permanent_to_opponent_graveyard", False))


def _to_graveyard(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: Batch) -> None:
    old = ev[1]
    rec = batch.lki[old]
    owner = rec[17]  # (its owner; 18: what was attached, rules/last_known.py)
    for name, yours in _TO_GRAVEYARD:
        watchers = _watchers(state, batch, name)
        for wid, wcard, wctrl in watchers:
            if yours is None or (owner == wctrl) == yours:
                _fire(state, found, wid, wcard, wctrl, name, old,
                      lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                          state, rec, tr.filter, wctrl, wid), remembered=(old,))


def _permanent_leaves(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                      batch: Batch) -> None:
    """"Whenever another creature you control leaves the battlefield" (603.6c): a
    leaves-the-battlefield ability, the permanent as it last existed (603.10a)."""
    rec = batch.lki[ev[1]]
    watchers = _watchers(state, batch, "permanent_leaves")
    for wid, wcard, wctrl in watchers:
        _fire(state, found, wid, wcard, wctrl, "permanent_leaves", ev[1],
              lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                  state, rec, tr.filter, wctrl, wid),
              remembered=(ev[1],))  # ("if it had counters on it": 603.10a, 122.8)


def _card_to_graveyard(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                       batch: Batch) -> None:
    """"Whenever a [<type>] card is put into [your / an opponent's / a] graveyard from
    anywhere" (404.2: a card goes to its owner's graveyard); the card as it is there. Not a
    leaves-the-battlefield ability: a permanent that left the battlefield in the same batch
    doesn't see it (603.10a, trigger_base._present_watchers)."""
    new = ev[2]
    owner = state.objects[new].owner
    events: tuple[tuple[str, bool | None], ...] = (
        ("card_to_graveyard", None), ("card_to_your_graveyard", True),
        ("card_to_opponent_graveyard", False))
    if ev[4] != "battlefield":  # "... from anywhere other than the battlefield" (404.2)
        events += (("card_to_graveyard_not_from_battlefield", None),)
    for name, yours in events:
        for wid, wcard, wctrl in _present_watchers(state, name):
            if yours is None or (owner == wctrl) == yours:
                # "another card": not the card the source itself became (400.7: ev[1] its
                # old id, the permanent that left the battlefield in this batch)
                _fire(state, found, wid, wcard, wctrl, name, new,
                      lambda tr, wctrl=wctrl, wid=wid: not (tr.filter.other and ev[1] == wid)
                      and matches(state, new, tr.filter, wctrl, wid),
                      remembered=(new,))  # ("that card")


def _card_leaves_graveyard(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                           batch: Batch) -> None:
    """"Whenever a creature card leaves your graveyard" (603.6, 603.10a): a card leaving its
    owner's graveyard, the trigger's controller, of the filter's type as it was there (a card
    in a graveyard has its printed types: the card, not what it became); "... leaves an
    opponent's graveyard": its owner an opponent of the trigger's controller."""
    yours = _watchers(state, batch, "card_leaves_your_graveyard")
    theirs = _watchers(state, batch, "card_leaves_opponent_graveyard")
    if not yours and not theirs:
        return
    new = ev[2]
    owner = state.objects[new].owner
    card = state.objects[new].card

    def typed(tr: TriggeredAbility) -> bool:
        return not tr.filter.types \
            or any(t in {x.value for x in card.types} for t in tr.filter.types)

    for wid, wcard, wctrl in yours:
        if owner == wctrl:
            _fire(state, found, wid, wcard, wctrl, "card_leaves_your_graveyard", new, typed,
                  remembered=(new,))
    for wid, wcard, wctrl in theirs:  # ("an opponent's graveyard": its owner's, 102.2)
        if owner in state.opponents(wctrl):
            _fire(state, found, wid, wcard, wctrl, "card_leaves_opponent_graveyard", new,
                  typed, remembered=(new,))


def _damaged_creature_dies(state: GameState, found: list[PendingTrigger], old: int,
                           batch: Batch) -> None:
    """"Whenever a creature dealt damage by ~ this turn dies" (120.1, 700.4): the dying
    creature was dealt damage this turn by that object (the same object: 400.7), found in the
    log since the turn began. A source that left the battlefield with it still sees it
    (603.10a)."""
    watchers = _watchers(state, batch, "damaged_by_self_dies")
    if not watchers:
        return
    sources = set()
    log = state.log
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e[0] == "turn":
            break
        if e[0] == "damage" and e[2] == old:
            sources.add(e[1])
    rec = batch.lki.get(old)

    def was(tr: TriggeredAbility, wid: int, wctrl: int) -> bool:
        # ("a creature with flying dealt damage ...": as it last existed, 603.10a)
        return tr.filter == Filter() or (rec is not None and last_known.matches_as_it_left(
            state, rec, tr.filter, wctrl, wid))

    for wid, wcard, wctrl in watchers:
        if wid in sources:
            _fire(state, found, wid, wcard, wctrl, "damaged_by_self_dies", old,
                  lambda tr, wid=wid, wctrl=wctrl: was(tr, wid, wctrl),
                  remembered=(old,))  # ("that card": the card it became, 400.7)


def _dies_filter(tr: TriggeredAbility, card: CardDef, controller: int, dying: int, watcher: int,
                 watcher_controller: int, is_token: bool = False) -> bool:
    """Does "whenever a/another <filter> dies" see this creature die? (603.10a: as it last
    existed on the battlefield: its controller, whether it was a token (111.1), its card's
    types)"""
    f = tr.filter
    if f.token is not None and is_token != f.token:
        return False

    if f.other and dying == watcher:
        return False
    if f.controller == "you" and controller != watcher_controller:
        return False
    if f.controller == "opponent" and controller == watcher_controller:
        return False
    return not (f.types and not any(CardType.parse(t) in card.types for t in f.types))


def _soulbond(state: GameState, found: list[PendingTrigger], new: int, controller: int) -> None:
    """702.95a, 603.4: the entering creature's own soulbond (nothing remembered: it pairs with
    another creature) and each other soulbond creature of its controller's (the entering
    creature remembered: they pair with it), once the intervening "if" holds."""
    for other in _battlefield_with(state, SOULBOND):
        if other.controller != controller:
            continue
        entering = 0 if other.id == new else new
        _fire(state, found, other.id, card_of(state, other.id), other.controller, SOULBOND,
              new, lambda tr, other=other, entering=entering: can_pair(state, other.id, entering),
              remembered=(entering,) if entering else ())
