"""An activated ability whose X its text defines (107.3c: "If a spell or activated ability has
an {X} ... in its cost ... and the value of X is defined by the text of that spell or ability,
then that's the value of X ...; the controller ... doesn't get to choose"):

  {X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that
  card.                                                  (Soul Foundry, Prototype Portal)

The DSL says `x_is` on the ability (the words naming the card: "that card", "the exiled
card"): X is the mana value of the card exiled with the source (607.2a, its linked imprint
ability; rules/exiled_with.py), 0 when none is (rules/activation.py offers and accepts that X
only; the scenario harness announces it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.exiled_with import exiled_mana_value

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ActivatedAbility
    from mtg_engine.state.game_state import GameState

WORDS = ("that card", "the exiled card")  # (`x_is`: the printed words; one meaning)


def value(state: GameState, source: int, ab: ActivatedAbility) -> int:
    """107.3c: the X `ab` of `source` defines now: the mana value of the card exiled with it
    (202.3), 0 if there is none."""
    return exiled_mana_value(state, source) if ab.x_is else 0
