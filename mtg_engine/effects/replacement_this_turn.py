"""A replacement effect made by a resolving spell or ability for the rest of the turn (614.1a,
614.3, 514.2): "If a card would be put into your graveyard from anywhere this turn, exile that
card instead." (Yawgmoth's Will), "If a source you control would deal damage to an opponent
this turn, it deals double that damage to that player instead." (Goblin Goliath). The verb
`replace_this_turn` with the `replacement` it makes: a shield on no object (rules/
replacement.py), controlled by the spell's or ability's controller ("you" is that player),
that ends with the turn. It applies to every event that matches it until then, objects that
appear later included (a replacement effect doesn't lock in its set of objects, 611.2c)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_replace_this_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.replacement import add_shield

    add_shield(state, e.get("replacement"), 0, frame.controller)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "replace_this_turn": v_replace_this_turn}
