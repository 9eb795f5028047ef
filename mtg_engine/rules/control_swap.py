"""613.1b, 611.2c: "You and target opponent each gain control of all creatures the other
controls until end of turn. Untap those creatures. Those creatures gain haste until end of
turn." (Twist Allegiance), "Untap all creatures you control and all creatures target opponent
controls. You and that opponent each gain control of all creatures the other controls until end
of turn. ..." (Reins of Power): the effect `swap_control_all`.

Both sets are locked in as the effect begins (611.2c: it changes control, layer 2): the
creatures the controller controls go to the target opponent and that player's to the
controller, each with haste (613.1f), until end of turn (514.2), one timestamp; `untap`: all of
them are untapped (before the exchange or after it: the same creatures)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect, LayerEffect
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState

VERB = "swap_control_all"


def v_swap_control_all(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.control import sync_control
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.state.objects import ref_player

    players = [p for p in (ref_player(r) for r in resolve_refs(state, frame, e.get("with")))
               if p is not None]
    you = frame.controller
    if not players or players[0] == you:
        return True
    other = players[0]

    def creatures(p: int) -> tuple[int, ...]:
        return tuple(o for o in state.battlefield
                     if characteristics(state, o).is_creature
                     and characteristics(state, o).controller == p)

    mine, theirs = creatures(you), creatures(other)
    if e.get("untap"):
        for o in (*mine, *theirs):
            prim.untap(state, o)
    ts = state.new_timestamp()
    le = LayerEffect(control=True, add_keywords=("haste",))
    made = [ContinuousEffect("2", group, ts, until="end_of_turn", mod=le, controller=to,
                             source=frame.source)
            for group, to in ((mine, other), (theirs, you)) if group]
    state.effects = (*state.effects, *made)
    state.characteristics_changed()
    state.log.append(("exchange_control", mine, theirs))
    sync_control(state)
    return True


VERBS = {VERB: v_swap_control_all}
