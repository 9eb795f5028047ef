""""Creatures dealt damage this way can't block this turn." (Huatli, Warrior Poet; "A creature
dealt damage this way ...", Ballista Wielder): 509.1b, 611.2a, 611.2c: each creature the
resolving spell's or ability's source dealt damage to earlier in the same resolution (608.2c:
"this way"; effects/exile_if_dies.damaged_this_way) can't block until the end of the turn; the
creatures are locked in as the effect begins. A creature dealt no damage (all of it prevented,
615) isn't one of them. The verb `restrict_this_way` (its `keyword`: "can't block")."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState

KEYWORDS = ("can't block",)  # (509.1b; rules/combat reads it from the characteristics)


def v_restrict_this_way(state: GameState, frame: Frame, e: Effect) -> bool:
    return grant_this_way(state, frame, str(e.get("keyword")))


def grant_this_way(state: GameState, frame: Frame, keyword: str) -> bool:
    """611.2a, 611.2c: `keyword` until end of turn for each creature dealt damage this way
    (608.2c), locked in now ("can't block", "can't be regenerated": no_regeneration.py)."""
    from mtg_engine.effects.exile_if_dies import damaged_this_way

    affected = tuple(damaged_this_way(state, frame))
    if affected:  # 611.2c: locked in now; it ends in the cleanup step (514.2)
        eff = ContinuousEffect(layer="6", affected=affected, timestamp=state.new_timestamp(),
                               keywords=(keyword,), controller=frame.controller,
                               source=frame.source)
        state.effects = (*state.effects, eff)
        state.characteristics_changed()
        state.log.append(("effect", eff.layer, affected, 0, 0, eff.keywords))
    return True


def v_tap_this_way(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.26a: "Tap each creature dealt damage this way." (Aurelia's Fury)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.exile_if_dies import damaged_this_way

    for oid in damaged_this_way(state, frame):
        prim.tap(state, oid)
    return True


def players_damaged_this_way(state: GameState, frame: Frame) -> list[int]:
    """The players the resolving spell's or ability's source dealt damage to since it began
    to resolve (608.2c; the log after its "resolve" event), in the order dealt."""
    from mtg_engine.effects.exile_if_dies import damage_dealt_this_way
    from mtg_engine.state.objects import ref_player

    out: list[int] = []
    for t in damage_dealt_this_way(state, frame) or ():
        p = ref_player(t) if t not in state.objects else None
        if p is not None and p not in out:
            out.append(p)
    return out[::-1]


def v_players_this_way(state: GameState, frame: Frame, e: Effect) -> bool:
    """101.2, 611.2a: "Players dealt damage this way can't cast noncreature spells this turn."
    (Aurelia's Fury): those players, locked in now (611.2c), for the turn."""
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.effects.player_restrictions import CANT, PLAYER_LAYER
    from mtg_engine.state.objects import player_ref

    players = players_damaged_this_way(state, frame)
    if not players:
        return True
    f = e.get("filter")
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=tuple(player_ref(p) for p in players),
                           timestamp=state.new_timestamp(), keywords=(CANT[e.get("cant")],),
                           controller=frame.controller, source=frame.source,
                           filter=f if isinstance(f, Filter) and f != Filter() else None)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "restrict_this_way": v_restrict_this_way, "tap_this_way": v_tap_this_way,
    "players_this_way": v_players_this_way}
