"""The scenario API's additions for the Commander game (903; spec/scenario-api.md lists the
contract, these are added to it):

- `add_card(Zone.COMMAND, player, name)`: the card is put into the command zone as `player`'s
  commander (903.3, 903.6), as XMage's commander tests do (`addCard(Zone.COMMAND, ...)`); two
  such cards make two commanders (partners, 702.124: the pair is not checked, a scenario
  builds the board it needs). The game stays a two-player game at 20 life unless
  `commander_game()` is called.
- `commander_game()`: a Commander game: every player starts at 40 life (903.7) unless
  `set_life` says otherwise.
- `assert_command_zone_count(player, name, count)`: `player` owns `count` cards named `name`
  in the command zone (XMage's assertCommandZoneCount).

Everything else is the game's: a commander is cast from the command zone with `cast_spell`
(903.8, with its commander tax), goes back there by its owner's choice (903.9a-b: a "yes" /
"no" answer with `set_choice`; unanswered, "yes"), and 21 combat damage from one commander
loses the game (903.10a).
"""

from __future__ import annotations

from mtg_engine.state.game_state import GameState


class CommanderSetup:
    """Methods of `Scenario` (testing/scenario.py)."""

    _commander_game: bool = False

    def commander_game(self) -> None:
        """903.7: a Commander game (40 starting life)."""
        self._commander_game = True

    def assert_command_zone_count(self, player: str, name: str, count: int) -> None:
        """408: the cards named `name` that `player` owns in the command zone."""
        from mtg_engine.testing.scenario_answers import _eq

        state = self.state  # type: ignore[attr-defined]
        p = self._player(player)  # type: ignore[attr-defined]
        n = sum(1 for oid in state.command if state.objects[oid].owner == p
                and state.objects[oid].card.name == name)
        _eq(f"{player}'s {name} in the command zone", count, n)

    def _begin_commanders(self, state: GameState, commanders: list[int]) -> None:
        """903.6: the commanders added to the command zone; 903.7: 40 life."""
        from mtg_engine.rules.commanders import begin_commander_game, put_in_command_zone

        for oid in commanders:
            put_in_command_zone(state, oid)
        if self._commander_game:
            begin_commander_game(state)
            for p, life in self._life.items():  # type: ignore[attr-defined]
                state.players[p].life = life  # (set_life: the life it starts with)
