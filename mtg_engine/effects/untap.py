"""The effect verb "[permanent] doesn't untap during its controller's next untap step" (502.3;
the rules are rules/untap_effects.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_skip_untap(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.verbs import resolve_refs
    from mtg_engine.rules.untap_effects import skip_next_untap

    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and r in state.objects
                     and state.objects[r].zone is Zone.BATTLEFIELD)
    if affected:
        skip_next_untap(state, affected, frame.controller, frame.source)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"skip_untap": v_skip_untap}
