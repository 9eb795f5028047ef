"""Control-changing effects (layer 2, 613.1b) and what follows a change of control.

Who controls a permanent is a characteristic computed by the layer system (`layers.py`); the
`controller` field of a permanent is kept equal to it, so that code asking "who controls it"
reads one integer. `sync_control` writes the layer system's answer back whenever effects may
have changed it: before state-based actions are checked (117.5) and as a control effect starts
or ends. A permanent that changes control is removed from combat (506.4) and its new controller
hasn't controlled it continuously since their most recent turn began (302.6).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import LayerEffect, as_long_as
from mtg_engine.rules.layers import _static_effects, characteristics, lapsed
from mtg_engine.state.game_state import ContinuousEffect, GameState


def _control_effects_possible(state: GameState) -> bool:
    """Could any permanent's controller differ from its `controller` field? (Cached with the
    characteristics.)"""
    flag = state._chars.get(-2)
    if flag is None:
        flag = state._chars[-2] = (
            any(e.mod is not None and e.mod.control for e in state.effects)
            or any(state.objects[o].base_controller >= 0 for o in state.battlefield)
            or any(st.effect.control for _, st in _static_effects(state)))
    return flag  # type: ignore[no-any-return]


def gain_control(state: GameState, objs: tuple[int, ...], player: int, source: int) -> None:
    """613.1b, 611.2a: `player` gains control of the permanents `objs` for as long as they stay
    on the battlefield (no duration stated; locked in as it begins, 611.2c): one layer-2
    effect, written back at once (`sync_control`)."""
    state.effects = (*state.effects, ContinuousEffect(
        "2", objs, state.new_timestamp(), until="", mod=LayerEffect(control=True),
        controller=player, source=source))
    state.characteristics_changed()
    sync_control(state)


def end_lapsed(state: GameState) -> bool:
    """End the resolved effects whose "for as long as" duration is over (611.2b)."""
    if not any(as_long_as(e.until) for e in state.effects):
        return False
    kept = tuple(e for e in state.effects if not lapsed(state, e))
    if len(kept) == len(state.effects):
        return False
    state.effects = kept
    state.characteristics_changed()
    return True


def sync_control(state: GameState) -> bool:
    """Give each permanent to the player the layer system says controls it (after ending the
    "for as long as" effects that are over, 611.2b). Returns True if anything changed."""
    end_lapsed(state)  # 611.2b: over for good (a counter put back doesn't bring it back)
    if not _control_effects_possible(state):
        return False
    from mtg_engine.rules.zones import remove_from_combat

    changes = [(oid, characteristics(state, oid).controller) for oid in state.battlefield
               if characteristics(state, oid).controller != state.objects[oid].controller]
    for oid, new in changes:
        o = state.mut(oid)
        old = o.controller
        if o.base_controller < 0:
            o.base_controller = old
        o.controller = new
        if new == o.base_controller:
            o.base_controller = -1
        o.since_turn = state.turn  # 302.6: summoning sickness follows control
        remove_from_combat(state, oid)  # 506.4
        state.log.append(("control", oid, old, new))
    if changes:
        state.characteristics_changed()
    return bool(changes)
