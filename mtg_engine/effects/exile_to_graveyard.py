"""Cards an opponent owns put from exile into their owners' graveyards (the Processors of
Battle for Zendikar: "you may put a card an opponent owns from exile into that player's
graveyard", "you may put two cards your opponents own from exile into their owners'
graveyards"). 608.2d: the controller chooses the cards as the instruction is carried out (no
target); 400.3: each goes to its owner's graveyard. Exactly `count` cards: with fewer in
exile the instruction can't be carried out, and nothing is put there (so "if you do" is
false, 608.2c)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def choices(state: GameState, frame: Frame) -> tuple[int, ...]:
    """The exiled cards the controller's opponents own."""
    foes = set(state.opponents(frame.controller))
    return tuple(c for c in state.exile if state.objects[c].owner in foes)


def v_exiled_to_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    options = choices(state, frame)
    n = int(e.get("count", 1))
    if len(options) < n:
        return True  # (not all of them: the instruction isn't carried out)
    if len(options) == n:
        chosen: tuple[int, ...] = options
    elif frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "exiled_to_graveyard", options, n,
                                          n, f"put {n} card(s) an opponent owns from exile "
                                             "into their owner's graveyard"), "effect")
    else:
        chosen = tuple(c for c in frame.answer if c in options)[:n]
        state.frame = replace(frame, answer=None)
    for c in chosen:
        if state.objects[c].zone is Zone.EXILE:
            move_object(state, c, Zone.GRAVEYARD)  # 400.3: its owner's graveyard
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exiled_to_graveyard": v_exiled_to_graveyard}
