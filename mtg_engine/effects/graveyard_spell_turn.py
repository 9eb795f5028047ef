""""You may cast a creature spell from your graveyard this turn." (Chainer, Nightmare Adept;
601.3, 611.2a): `graveyard_spell_turn` with the spell's `filter` gives the controller, for the
turn, the permission to cast ONE spell of that kind from their graveyard (each resolution its
own permission: two resolutions, two spells). A player effect for the turn
(rules/graveyard_permissions.effect_permissions reads it; its use is spent as a spell is cast
so, with the "once each turn" uses), ended in the cleanup step (514.2). The spell is cast
paying its costs, at its usual time (307.1, 601.2)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import Frame, GameState


def v_graveyard_spell_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.graveyard_turn import permission_for_turn
    from mtg_engine.rules.graveyard_permissions import GRAVEYARD_SPELL

    f = e.get("filter")
    return permission_for_turn(state, frame, GRAVEYARD_SPELL,
                               f if isinstance(f, Filter) else None)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "graveyard_spell_turn": v_graveyard_spell_turn}
