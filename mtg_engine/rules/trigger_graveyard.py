"""Triggered abilities that function in a graveyard (113.6m): "Whenever a land enters the
battlefield under your control, you may return ~ from your graveyard to the battlefield"
(Bloodghast) moves its object out of its owner's graveyard, so it functions only there, and
never from the battlefield. The trigger index (trigger_base._trigger_index) holds the cards in
graveyards with such an ability beside the permanents; `_fire` fires an ability only from the
zone it functions in. The card's controller, for the ability, is its owner (108.4a)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef, TriggeredAbility
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

# (the cache key: dropped when a card moves between zones other than the battlefield, as the
# battlefield index's isn't: rules/layers._BATTLEFIELD_ONLY)
_KEY = ("graveyard_triggers",)
_EVENTS: dict[int, tuple[CardDef, tuple[str, ...]]] = {}  # id(card) -> its graveyard events


def _graveyard_events(card: CardDef) -> tuple[str, ...]:
    memo = _EVENTS.get(id(card))
    if memo is not None and memo[0] is card:
        return memo[1]
    events = tuple(dict.fromkeys(t.event for t in card.triggers if t.zone == "graveyard"))
    _EVENTS[id(card)] = (card, events)
    return events


def with_graveyards(state: GameState, index: dict[str, list[int]]) -> dict[str, list[int]]:
    """The battlefield's trigger index with the graveyards' cards whose triggered abilities
    function there (each player's graveyard in turn order, after the permanents)."""
    cached = state._chars.get(_KEY)  # type: ignore[call-overload]
    if cached is not None and cached[0] is index:
        return cached[1]  # type: ignore[no-any-return]
    merged = index
    objects = state.objects
    for p in state.apnap():
        for oid in state.players[p].graveyard:
            card = objects[oid].card
            memo = _EVENTS.get(id(card))  # (`_graveyard_events` read in place: most have none)
            for event in memo[1] if memo is not None and memo[0] is card \
                    else _graveyard_events(card):
                if merged is index:
                    merged = {k: list(v) for k, v in index.items()}
                merged.setdefault(event, []).append(oid)
    for oid in state.exile:  # 702.62b: "if ~ is suspended": its triggers function in exile
        for event in _suspended_events(state.objects[oid].card):
            if merged is index:
                merged = {k: list(v) for k, v in index.items()}
            merged.setdefault(event, []).append(oid)
    state._chars[_KEY] = (index, merged)  # type: ignore[index]
    return merged


def _suspended_events(card: CardDef) -> tuple[str, ...]:
    """The events of the card's triggered abilities that say "if ~ is suspended" (702.62b:
    they function while it's in exile), when every ability of that event says so (no other
    ability of the card triggers there)."""
    if not card.triggers:
        return ()
    said = {t.event for t in card.triggers
            if t.condition is not None and t.condition.kind == "suspended"}
    return tuple(e for e in said if all(t.condition is not None and t.condition.kind ==
                                        "suspended" for t in card.triggers if t.event == e))


def zone_of_source(state: GameState, source: int, card: CardDef, event: str) -> str:
    """Which of the object's abilities of `event` may trigger (113.6m): "graveyard" (those that
    function there) for a card in a graveyard with such an ability, "battlefield" for the
    others (a permanent, an emblem, one that left the battlefield and looks back, 603.10a, or
    a card whose own move to the graveyard triggers it: "When ~ is put into a graveyard from
    anywhere", "When you cycle ~")."""
    o = state.objects.get(source)
    if o is not None and o.zone is Zone.COMMAND and state.commanders is not None \
            and source in state.commanders.objects:
        return "command"  # 113.6: only its abilities that say so (`in_command_zone`)
    if o is None or o.zone is not Zone.GRAVEYARD or event not in _graveyard_events(card):
        return "battlefield"
    return "graveyard"


def in_command_zone(tr: TriggeredAbility) -> bool:
    """113.6: does the triggered ability function in the command zone ("if ~ is in the command
    zone [or on the battlefield]": its intervening "if", 603.4)?"""
    from mtg_engine.rules.commanders import IN_COMMAND_ZONE

    c = tr.condition
    return c is not None and (c.kind in IN_COMMAND_ZONE or (
        c.kind == "all_of" and any(p.kind in IN_COMMAND_ZONE for p in c.parts)))
