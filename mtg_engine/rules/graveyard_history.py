"""What a card in a graveyard went through this turn (400.7: a card put into a graveyard is a
new object; the move event that made it names its new id): "all creature cards in your
graveyard that were put there from the battlefield this turn" (Faith's Reward, No Rest for the
Wicked, Gleancrawler). Read from the event log since the turn began, so copy, save and replay
need nothing more than the log."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState


def put_there_this_turn(state: GameState, oid: int) -> bool:
    """Was the card `oid` put into its graveyard from the battlefield this turn? (400.7: the
    move event ("move", old, new, name, from, to, ...) whose new object it is; a card that
    left the graveyard and came back is another object again.)"""
    log = state.log
    for i in range(len(log) - 1, -1, -1):
        ev = log[i]
        if ev[0] == "turn":
            return False
        if ev[0] == "move" and ev[2] == oid:
            return ev[4] == "battlefield" and ev[5] == "graveyard"
    return False
