""""Target player gains control of target permanent you control." (Donate), "Target opponent
gains control of target permanent you control." (Harmless Offering): a control-changing effect
(613.1b, layer 2) giving the permanent to another player, for as long as it stays on the
battlefield (611.2a: no duration; 611.2c: the object is locked in). The DSL verb
`give_control` {what, to}: `to` names the player (a target, or the one remembered).

The effect is kept as the exchange of control's are (effects/permanent_verbs.v_exchange_control):
a layer-2 `ContinuousEffect` whose `controller` is the player who gains control. If that
player is no longer a legal target (608.2b) or has left the game (800.4a), no one gains
control."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import players_of, resolve_refs
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_give_control(state: GameState, frame: Frame, e: Effect) -> bool:
    players = players_of(state, frame, e.get("to"))
    if not players:
        return True
    objs = [r for r in resolve_refs(state, frame, e.get("what"))
            if r > 0 and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD]
    if not objs:
        return True
    from mtg_engine.rules.control import gain_control

    gain_control(state, tuple(objs), players[0], frame.source)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"give_control": v_give_control}
