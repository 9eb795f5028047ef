"""Every matching card of a graveyard moved at once: "Return all creature cards from your
graveyard to the battlefield" (400.3, 110.2; cards/oracle/graveyard_mass.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_return_all_cards(state: GameState, frame: Frame, e: Effect) -> bool:
    """400.3: each card of your graveyard (or of every graveyard, `from: all_graveyards`)
    matching `filter` goes to its owner's hand or onto the battlefield (`tapped`), all in one
    event; a permanent put onto the battlefield this way is controlled by its owner (110.2),
    or by the effect's controller with `control: you` ("under your control").
    The cards are chosen as the effect begins: none that arrives meanwhile is moved."""
    players = state.apnap() if e.get("from") == "all_graveyards" else [frame.controller]
    f = e.get("filter")
    cards = [c for p in players for c in list(state.players[p].graveyard)
             if matches(state, c, f, frame.controller, frame.source)]
    to = Zone.HAND if e.get("to") == "hand" else Zone.BATTLEFIELD
    # 614.13a: each knows the others entering with it (rules/entering_together.py)
    together = tuple(cards) if to is Zone.BATTLEFIELD and len(cards) > 1 else ()
    for c in cards:
        if c in state.objects and state.objects[c].zone is Zone.GRAVEYARD:
            move_object(state, c, to, tapped=bool(e.get("tapped")) and to is Zone.BATTLEFIELD,
                        together=together, controller=frame.controller
                        if e.get("control") == "you" and to is Zone.BATTLEFIELD else None)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_all_cards": v_return_all_cards,
}
