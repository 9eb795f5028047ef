"""Step triggers beside rules/trigger_events.py's (cards/oracle/trigger_steps.py): "At the
beginning of each other player's upkeep / draw step" and "... of each opponent's draw step"
(503.1, 504.1: in a turn that isn't the ability's controller's), "... of the chosen player's
upkeep / draw step / end step" (614.12a: the player chosen as the permanent entered, kept on it,
effects/references.chosen_player_refs) and "At the beginning of each of your main phases"
(505.1: the precombat and the postcombat main phase of its controller's turn, and any additional
one, 505.1a). The player whose step it is is remembered ("that player", 603.2, 608.2c)."""

from __future__ import annotations

from mtg_engine.core.steps import Step
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref

# the step -> its events: "other" (not the controller's turn), "chosen" (the chosen player's
# turn), "yours" (the controller's turn)
_EVENTS: dict[Step, tuple[tuple[str, str], ...]] = {
    Step.UPKEEP: (("other_upkeep", "other"), ("chosen_player_upkeep", "chosen")),
    Step.DRAW: (("other_draw_step", "other"), ("opponent_draw_step", "other"),
                ("chosen_player_draw_step", "chosen")),
    Step.END_TURN: (("chosen_player_end_step", "chosen"),),
    Step.PRECOMBAT_MAIN: (("your_main_phase", "yours"),),
    Step.POSTCOMBAT_MAIN: (("your_main_phase", "yours"),)}
_STEP_NAMED = {s.name: s for s in Step}


def _whose(state: GameState, oid: int, controller: int, who: str) -> bool:
    """Is the active player's step one the permanent's ability of kind `who` sees?"""
    if who == "yours":
        return controller == state.active
    if who == "other":  # (102.2, 102.3: in a two-player game the other player, an opponent)
        return controller != state.active
    from mtg_engine.effects.references import chosen_player_refs

    return player_ref(state.active) in chosen_player_refs(state, oid)


def _on_step(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    events = _EVENTS.get(_STEP_NAMED.get(ev[2]))  # type: ignore[arg-type]
    if not events:
        return
    index = _b._trigger_index(state)
    for name, who in events:
        for oid in index.get(name, ()):
            o = state.objects[oid]
            if _whose(state, oid, o.controller, who):
                _b._fire(state, found, oid, card_of(state, oid), o.controller, name,
                         remembered=(player_ref(state.active),))


_b.register("step", _on_step, tuple({n for events in _EVENTS.values() for n, _ in events}))
