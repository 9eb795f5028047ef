"""Every matching card of a graveyard moved at once: "Return all creature cards from your
graveyard to the battlefield" (400.3, 110.2; cards/oracle/graveyard_mass.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import aura_entry
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_return_all_cards(state: GameState, frame: Frame, e: Effect) -> bool:
    """400.3: each card of your graveyard (or of every graveyard, `from: all_graveyards`)
    matching `filter` goes to its owner's hand or onto the battlefield (`tapped`), all in one
    event; a permanent put onto the battlefield this way is controlled by its owner (110.2),
    or by the effect's controller with `control: you` ("under your control").
    The cards are chosen as the effect begins: none that arrives meanwhile is moved. 303.4f:
    an Aura card put onto the battlefield this way is attached to what the effect's controller
    chooses as it enters (effects/aura_entry.py; the choices are made before anything moves,
    so the cards found again after each answer are the same); 303.4g: with nothing it could
    enchant, it stays in the graveyard."""
    players = state.apnap() if e.get("from") == "all_graveyards" else [frame.controller]
    f = e.get("filter")
    cards = [c for p in players for c in list(state.players[p].graveyard)
             if matches(state, c, f, frame.controller, frame.source)]
    to = Zone.HAND if e.get("to") == "hand" else Zone.BATTLEFIELD
    # 614.13a: each knows the others entering with it (rules/entering_together.py)
    together = tuple(cards) if to is Zone.BATTLEFIELD and len(cards) > 1 else ()
    under = frame.controller if e.get("control") == "you" and to is Zone.BATTLEFIELD else None

    def move(st: GameState, c: int) -> int | None:
        if c in st.objects and st.objects[c].zone is Zone.GRAVEYARD:
            return move_object(st, c, to, tapped=bool(e.get("tapped")) and to is Zone.BATTLEFIELD,
                               together=together, controller=under)
        return None

    if aura_entry.wants_choices(state, cards, e):  # 303.4f: each Aura attached as it enters
        return aura_entry.move_with_auras(state, frame, cards, under, move)
    for c in cards:
        move(state, c)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_all_cards": v_return_all_cards,
}
