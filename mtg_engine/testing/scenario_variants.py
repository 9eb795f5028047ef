"""The scenario API's additions for Planechase (901) and Archenemy (904) (spec/scenario-api.md
lists the contract; these calls are added to it):

- `set_planar_deck(player, names)`: a Planechase game: `player`'s planar deck, in the order
  given, top first (not shuffled). The starting player (A) turns the starting plane face up as
  the game begins (901.5: phenomena on top go to the bottom first).
- `set_scheme_deck(player, names)`: an Archenemy game: `player`'s scheme deck, in the order
  given, top first (not shuffled); `player` starts at 40 life unless `set_life` says otherwise
  (904.5).
- `roll_planar_die(turn, step, player)`: take the special action of rolling the planar die
  (901.9), paying its cost with the player's untapped mana sources.

The decks are not checked for their sizes (901.3, 904.3): a scenario builds the board it needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtg_engine.state.game_state import GameState


class VariantSetup:
    """Methods of `Scenario` (testing/scenario.py)."""

    _planar_decks: dict[int, tuple[str, ...]]
    _scheme_decks: dict[int, tuple[str, ...]]

    def set_planar_deck(self, player: str, names: Sequence[str]) -> None:
        for n in names:
            self.db.get(n)  # type: ignore[attr-defined]  # (KeyError / UnsupportedCardError)
        self._variant_decks("_planar_decks")[self._player(player)] = tuple(names)  # type: ignore[attr-defined]

    def set_scheme_deck(self, player: str, names: Sequence[str]) -> None:
        for n in names:
            self.db.get(n)  # type: ignore[attr-defined]
        self._variant_decks("_scheme_decks")[self._player(player)] = tuple(names)  # type: ignore[attr-defined]

    def roll_planar_die(self, turn: int, step: Any, player: str) -> None:
        from mtg_engine.testing.scenario import _Planned

        self._player(player)  # type: ignore[attr-defined]
        self._planned.append(_Planned(turn, step, player, "roll_planar_die",  # type: ignore[attr-defined]
                                      "the planar die"))

    def _variant_decks(self, key: str) -> dict[int, tuple[str, ...]]:
        if not hasattr(self, key):
            setattr(self, key, {})
        return getattr(self, key)  # type: ignore[no-any-return]

    def _begin_variants(self, state: GameState) -> None:
        """Put the decks in the game (before turn 1 begins)."""
        n = len(state.players)
        schemes = getattr(self, "_scheme_decks", {})
        if schemes:
            from mtg_engine.rules.archenemy import ARCHENEMY_LIFE, begin_archenemy

            begin_archenemy(state, [schemes.get(p, ()) for p in range(n)], shuffle=False)
            for p in schemes:
                if p not in self._life:  # type: ignore[attr-defined]
                    state.players[p].life = ARCHENEMY_LIFE  # 904.5
            state.starting_life = tuple(ARCHENEMY_LIFE if p in schemes else 20
                                        for p in range(n))  # 103.3, 904.5
        planar = getattr(self, "_planar_decks", {})
        if planar:
            from mtg_engine.rules.planechase import begin_planechase

            begin_planechase(state, [planar.get(p, ()) for p in range(n)], shuffle=False)
