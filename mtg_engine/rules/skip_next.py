"""Skipping a player's next turn or next untap step (614.10, 614.10a): "You skip your next
turn." (Chronatog), "You skip your next untap step." (Avizoa).

The effect is a one-shot replacement (DSL `add_replacement` of event `begin_turn` /
`untap_step`, instead `skip`, `once`) on the player, kept in `state.shields` until used up
(614.10a: it waits for the next such event; it isn't ended by the cleanup step, 514.2). An
untap step is skipped through rules/replacement.skips_step; a turn here, as it would begin
(rules/turn.py): the turn doesn't happen (500.10) and the next player's begins instead."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import player_ref

EVENT = "begin_turn"


def skips_turn(state: GameState, player: int) -> bool:
    """614.10: does an effect skip `player`'s turn that would begin now? It is used up
    (614.10a) and the skip is logged."""
    for sh in state.shields:
        if sh.spec.event == EVENT and sh.spec.instead == "skip" and sh.spec.once \
                and sh.target == player_ref(player):
            state.shields = tuple(s for s in state.shields if s is not sh)
            state.log.append(("turn_skipped", player, player_ref(sh.controller)))
            return True
    return False


def past_skipped(state: GameState, player: int) -> int:
    """The player whose turn begins when `player`'s would: the next one after each skipped
    turn (500.10: a skipped turn doesn't happen; each skip is used up, so this ends)."""
    from mtg_engine.rules.turn import next_turn_player

    while state.shields and skips_turn(state, player):
        player = next_turn_player(state, player)
    return player
