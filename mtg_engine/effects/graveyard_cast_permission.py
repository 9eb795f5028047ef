""""You may cast target instant or sorcery card from your graveyard this turn." (601.3):
`allow_cast_from_graveyard` gives the controller the permission for the target card
(rules/graveyard_card_permissions.py); `exile_instead`: "If that spell would be put into your
graveyard this turn, exile it instead." (614.1a)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_allow_cast_from_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.graveyard_card_permissions import allow

    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0:
            allow(state, frame.controller, r, bool(e.get("exile_instead")))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "allow_cast_from_graveyard": v_allow_cast_from_graveyard}
