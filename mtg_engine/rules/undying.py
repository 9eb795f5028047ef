"""Undying (702.93) and persist (702.79): a permanent that dies with no counters of a kind on
it returns with one. "Had no counters on it" is last known information (603.10a): the
counters it had as it last existed on the battlefield, which the zone change logs as
("left_with_counters", old id, ((kind, n), ...)) (rules/zones.py).
"""

from __future__ import annotations

import json
from dataclasses import replace

from mtg_engine.cards.dsl import CardDef, Effect, TriggeredAbility
from mtg_engine.cards.keyword_dsl import PERSIST, UNDYING
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

RETURNING = frozenset({"undying", "persist"})
_TRIGGER = {"undying": UNDYING, "persist": PERSIST}


def _as_it_left(state: GameState, old: int, kind: str) -> tuple | None:  # type: ignore[type-arg]
    """The ("left_with_...", old, value) event logged just before `old` left the battlefield
    (rules/zones.py), or None. The log is read backwards to the move and a few events past it."""
    log = state.log
    past = -1
    for i in range(len(log) - 1, -1, -1):
        ev = log[i]
        if ev[0] == kind and ev[1] == old:
            return ev  # type: ignore[no-any-return]
        if past < 0 and ev[0] == "move" and ev[1] == old:
            past = i
        if past >= 0 and i < past - 8:
            return None
    return None


def with_returning_triggers(state: GameState, old: int, card: CardDef) -> CardDef:
    """The card as it last existed on the battlefield (603.10a) as far as undying and persist
    go: with their triggers if it had the keywords then (an effect may have granted them),
    without them if it had lost them."""
    ev = _as_it_left(state, old, "left_with_keywords")
    had = tuple(ev[2]) if ev is not None else ()
    want = tuple(_returning(k, card) for k in sorted(had))
    base = tuple(t for t in card.triggers if t not in (UNDYING, PERSIST))
    if base + want == card.triggers:
        return card
    return replace(card, triggers=base + want)


def _returning(keyword: str, card: CardDef) -> TriggeredAbility:
    """The trigger of undying or persist: printed on the card, or granted (613.1f: "as long
    as you control a black creature, ~ has persist", Rattleblaze Scarecrow), then carried by
    the triggered ability itself (its DSL, as every granted trigger: the card has no such
    trigger to point to)."""
    t = _TRIGGER[keyword]
    if t in card.triggers:
        return t
    return replace(t, granted=json.dumps({"keyword": keyword}, separators=(",", ":")))


def returning_trigger(keyword: str) -> TriggeredAbility:
    """702.93a undying / 702.79a persist: the triggered ability."""
    return _TRIGGER[keyword]


def counters_as_it_left(state: GameState, old: int) -> dict[str, int]:
    """603.10a: the counters object `old` had as it left the battlefield ({} if none)."""
    ev = _as_it_left(state, old, "left_with_counters")
    return dict(ev[2]) if ev is not None else {}


def left_without(state: GameState, old: int, kind: str) -> bool:
    return counters_as_it_left(state, old).get(kind, 0) == 0


def v_return_with_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.93a / 702.79a: return the card to the battlefield under its owner's control with a
    counter of that kind on it: it enters with it (614.1c, 122.6), through replacement effects
    (614.16)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.replacement import Event, perform_all, replace_event

    for r in resolve_refs(state, frame, e.get("what")):
        o = state.objects.get(r)
        if o is None or o.zone is not Zone.GRAVEYARD:
            continue  # 400.7: it left the graveyard; it is a new object the ability can't find
        ev = Event("move", obj=r, to=Zone.BATTLEFIELD.value, controller=o.owner,
                   counters=((str(e.get("kind")), 1),))
        events = replace_event(state, ev)
        if events is not None:
            perform_all(state, events)
    return True
