"""Static abilities granted by a continuous effect (613.1f, 613.7a): "Enchanted Equipment has
'Equipped creature has flying.'" (Rune of Flight). `LayerEffect.add_statics` holds each
granted ability as the canonical JSON text of its DSL mapping (so a saved game and a copy hold
it exactly); the ability is added to the object in layer 6, and the continuous effect it
generates then applies in layer 6 (if it has a part there) and the later layers.

613.7a: the effect of a granted static ability has the timestamp of the object it is on or of
the effect that granted it, whichever is later; if the granting effect's is later and the
object receives a new timestamp (an Equipment becoming attached, 613.7e), the object's static
effects all get new timestamps in the same relative order: the granted ability's effect stays
after the object's own. Both are had here by giving it max(object's, granting effect's)
timestamp and listing it after the object's own effects (a tie keeps list order).

Parts of a granted ability's effect in layers before 6 are not applied (the ability only
exists from layer 6 on).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from mtg_engine.cards.dsl import LayerEffect, StaticAbility

if TYPE_CHECKING:
    from mtg_engine.rules.layers import Characteristics, _Eff
    from mtg_engine.state.game_state import GameState

_PARSED: dict[str, StaticAbility] = {}


def canonical(data: Any) -> str:
    """The canonical JSON text of a granted static ability's DSL mapping (or its text)."""
    if isinstance(data, str):
        data = json.loads(data)
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def granted_static(text: str) -> StaticAbility:
    """The static ability a canonical text stands for (read as a card's static is; the same
    text gives the same record). Raises CardFileError for a bad one."""
    got = _PARSED.get(text)
    if got is None:
        from mtg_engine.cards.dsl_abilities import _Ctx
        from mtg_engine.cards.dsl_statics import parse_static

        got = _PARSED[text] = parse_static(_Ctx("granted static ability"), "add_statics",
                                           json.loads(text))
    return got


def add_statics(ch: Characteristics, le: LayerEffect) -> None:
    """613.1f: the granted static abilities, after the object's own."""
    new = tuple(granted_static(t) for t in le.add_statics)
    ch.statics = ch.statics + tuple(st for st in new if st not in ch.statics)


def spawn_effects(state: GameState, chars: dict[int, Characteristics], e: _Eff,
                  effects: list[_Eff], pending: list[_Eff], restrictions: list[_Eff]) -> None:
    """After the layer-6 effect `e` granting static abilities is applied: the effect of each
    granted ability on each object `e` affects (613.7a timestamps, see above); its layer-6
    part joins the effects still to apply in layer 6 (`pending`)."""
    from mtg_engine.rules.layers import (
        LAYERED,
        _Eff,
        _layers_of,
        split_restrictions,
        static_effect,
    )

    for oid in e.affected or ():
        if oid not in chars:
            continue
        ts = max(state.objects[oid].timestamp, e.timestamp)
        for text in e.effect.add_statics:
            st = granted_static(text)
            if st.kind not in LAYERED or st.zone not in ("battlefield", "all"):
                continue
            le, combat = split_restrictions(static_effect(st))
            if combat is not None:
                restrictions.append(_Eff(combat, (), ts, oid, -1, st))
            layers = () if le is None else tuple(x for x in _layers_of(le, st.cda) if x >= "6")
            if le is None or not layers:
                continue
            new = _Eff(le, layers, ts, oid, -1, st, cda=st.cda)
            effects.append(new)
            if "6" in layers:
                pending.append(new)
