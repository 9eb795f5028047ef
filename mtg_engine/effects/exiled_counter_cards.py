"""`play_exiled_with_counter` (cards/oracle/exiled_counter_cards.py): the ability's controller
chooses a card in exile, owned by an opponent, with a counter of the kind named on it (122.1;
a choice, not a target: 115.1, so it may be any such card), and may play it this turn without
paying its mana cost (601.3, 305.1, 118.9: rules/play_from_exile.allow_this_turn). None in
exile: nothing happens."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.play_from_exile import allow_this_turn
from mtg_engine.state.game_state import Frame, GameState


def choosable(state: GameState, frame: Frame, e: Effect) -> list[int]:
    kind, me = str(e.get("counter")), frame.controller
    return [c for c in state.exile if state.objects[c].counters.get(kind, 0) > 0
            and state.objects[c].owner != me]  # ("an opponent owns", 108.3)


def v_play_exiled_with_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.exiled_choice import choose_one

    cards = choosable(state, frame, e)
    if not cards:
        return True
    chosen = choose_one(state, frame, cards, "choose",
                        f"choose an exiled card with a {e.get('counter')} counter on it")
    if chosen is None:
        return False
    allow_this_turn(state, frame.controller, chosen, free=True)  # 601.3, 118.9
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "play_exiled_with_counter": v_play_exiled_with_counter}
