"""Counters with a rules meaning of their own (122.1b-c).

122.1b: a keyword counter (flying, first strike, double strike, deathtouch, haste, hexproof,
indestructible, lifelink, menace, reach, trample, vigilance) on a permanent gives it that
keyword: an ability-adding effect in layer 6 (613.1f). 613.7c: each counter gets a timestamp
as it is put on the object, and putting one more of a kind gives every counter of that kind
the new timestamp; `GameObject.counter_stamps` keeps it per kind, so "loses all abilities"
applied before the counter was put doesn't take its keyword away, and one applied after does.

122.1c: a shield counter gives its permanent a replacement effect, "If this permanent would
be destroyed as the result of an effect, instead remove a shield counter from it", and a
prevention effect, "If damage would be dealt to this permanent, prevent that damage and
remove a shield counter from it". rules/replacement.py offers them (`shield_candidate`) with
the other effects that apply to the event, so the affected player orders them (616.1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import LayerEffect, ReplacementSpec
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

# 122.1b: the keywords a keyword counter can be
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "trample", "vigilance"})
SHIELD = "shield"  # 122.1c

_ADD: dict[str, LayerEffect] = {kw: LayerEffect(add_keywords=(kw,)) for kw in KEYWORD_COUNTERS}


def counters_put(state: GameState, o: GameObject, kind: str) -> None:
    """613.7c: counters of `kind` were just put on `o` (mutable): a keyword counter kind gets
    a new timestamp."""
    if kind in KEYWORD_COUNTERS:
        o.counter_stamps[kind] = state.new_timestamp()


def counters_removed(o: GameObject, kind: str) -> None:
    """The last counter of `kind` left `o` (mutable): its timestamp goes with it."""
    if kind in o.counter_stamps and not o.counters.get(kind):
        del o.counter_stamps[kind]


def keyword_effects(o: GameObject) -> list[tuple[LayerEffect, int]]:
    """122.1b, 613.1f: the layer-6 effects of the keyword counters on `o`, each with the
    timestamp of its kind (613.7c; a counter put there before the game began, by a scenario,
    has the object's own)."""
    return [(_ADD[kind], o.counter_stamps.get(kind, o.timestamp))
            for kind, n in o.counters.items() if n > 0 and kind in KEYWORD_COUNTERS]


# ------------------------------------------------------------------ 122.1c shield counters

SHIELD_DESTROY = ReplacementSpec(event="destroy", instead="shield_counter",
                                 text="shield counter: remove a shield counter from it instead")
SHIELD_DAMAGE = ReplacementSpec(event="damage", instead="shield_counter",
                                text="shield counter: prevent that damage and remove a shield "
                                     "counter from it")
_KEY = "shield"


def shield_candidate(state: GameState, ev: Any) -> tuple[str, ReplacementSpec, int, int, str] | None:
    """(key, spec, source, controller, name) of the shield counters' effect that would modify
    `ev`, or None. Only a destruction "as the result of an effect" (122.1c): not the state-based
    action of lethal damage (704.5g-h, `cause` "sba"). Damage that can't be prevented (615.12)
    is dealt and the counter stays."""
    if _KEY in ev.applied or ev.obj not in state.objects:
        return None
    o = state.objects[ev.obj]
    if o.zone is not Zone.BATTLEFIELD or not o.counters.get(SHIELD):
        return None
    if ev.kind == "destroy" and ev.cause != "sba":
        spec = SHIELD_DESTROY
    elif ev.kind == "damage" and ev.amount > 0 and not ev.unpreventable:
        spec = SHIELD_DAMAGE
    else:
        return None
    return (_KEY, spec, ev.obj, o.controller, o.card.name)


def shield_instead(ev: Any) -> tuple[Any, ...]:
    """What the event becomes: the destruction is replaced by removing a shield counter; the
    damage is prevented (615.1) and a shield counter removed (615.5: the effect's additional
    part, after the prevention)."""
    from mtg_engine.rules.replacement import Event

    remove = Event("remove_counter", obj=ev.obj, counter_kind=SHIELD, amount=1,
                   applied=ev.applied)
    if ev.kind == "damage":
        return (replace(ev, amount=0), remove)
    return (remove,)
