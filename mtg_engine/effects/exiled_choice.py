"""`return_one_exiled` (cards/oracle/exiled_choice.py; 607.2a, 406.6): the ability's
controller chooses one card among those still in exile that its source's linked abilities
exiled (rules/exiled_with.py; a card that left exile is a new object, 400.7, and an object
that left the battlefield and came back has no cards exiled with it), of the kind named and,
with `owned`, owned by them, and puts it into its owner's hand or onto the battlefield (under
its owner's control, or `control: you`, 110.2a). None there: nothing happens."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask
from mtg_engine.rules.exiled_with import exiled_with
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def choosable(state: GameState, frame: Frame, e: Effect) -> list[int]:
    from mtg_engine.rules.x_filters import bind_in

    kind, owned = bind_in(state, frame, e.get("filter")), bool(e.get("owned"))  # (107.3a)
    return [c for c in exiled_with(state, frame.source)
            if (kind is None or matches(state, c, kind, frame.controller))
            and (not owned or state.objects[c].owner == frame.controller)]


def choose_one(state: GameState, frame: Frame, cards: list[int], purpose: str,
               prompt: str) -> int | None:
    """608.2d: the one card of `cards` (not empty) the resolving effect's controller chooses
    (the only one, without asking); None while the choice is asked."""
    if len(cards) == 1:
        return cards[0]
    if frame.answer is None:
        _ask(state, ChoiceDecision(frame.controller, purpose, tuple(cards), 1, 1, prompt),
             "effect")
        return None
    return frame.answer[0] if frame.answer and frame.answer[0] in cards else cards[0]


def v_return_one_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    cards = choosable(state, frame, e)
    if not cards:
        return True
    chosen = choose_one(state, frame, cards, "return",
                        f"choose a card exiled with {frame.source_card}")
    if chosen is None:
        return False
    to = Zone.HAND if e.get("to") == "hand" else Zone.BATTLEFIELD
    control = frame.controller if e.get("control") == "you" else None
    new = move_object(state, chosen, to, controller=control)
    if e.get("add_subtypes") and new is not None and new in state.battlefield:
        _add_subtypes(state, frame, new, tuple(e.get("add_subtypes")))
    return True


def _add_subtypes(state: GameState, frame: Frame, oid: int, subtypes: tuple[str, ...]) -> None:
    """205.3d, 613.1d, 611.2c: "That creature is a Nightmare in addition to its other types."
    (no duration: for as long as it is that object, 400.7)."""
    from mtg_engine.cards.dsl import LayerEffect
    from mtg_engine.state.game_state import ContinuousEffect

    le = LayerEffect(add_subtypes=subtypes)
    state.effects = (*state.effects, ContinuousEffect(
        layer=le.layers()[0], affected=(oid,), timestamp=state.new_timestamp(), until="",
        mod=le, controller=frame.controller, source=frame.source))
    state.characteristics_changed()


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_one_exiled": v_return_one_exiled}
