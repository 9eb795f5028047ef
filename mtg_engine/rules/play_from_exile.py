"""Cards a player may play from exile this turn (601.3: a rule or effect allows casting them;
305.1: playing a land from there is still the land play of the turn, 305.2): "Exile the top card
of your library. You may play that card this turn." (Light Up the Stage, Act on Impulse).

The permission is a mark on the card in exile, ("playable", "<player>:<turn>[:next]") in
`GameObject.chosen`: it is saved and copied with the object, lasts to the end of that turn (or
with ":next" to the end of that player's next turn), and ends when the card leaves exile (a
new object, 400.7). Timing and costs are as usual:
the permission doesn't let a sorcery be cast at instant speed (601.3, 307.1).
"""

from __future__ import annotations

from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

PLAYABLE = "playable"


def allow_this_turn(state: GameState, player: int, oid: int, *, next_turn: bool = False
                    ) -> None:
    """Let `player` play the card `oid` (in exile) until the end of this turn, or with
    `next_turn` until the end of their next turn."""
    o = state.mut(oid)
    o.chosen = (*o.chosen, (PLAYABLE, f"{player}:{state.turn}" + (":next" if next_turn else "")))
    state.characteristics_changed()  # (the castable cards are cached with them)


def may_play(state: GameState, player: int, o: GameObject) -> bool:
    if o.zone is not Zone.EXILE:  # 601.3, 305.1: a static ability's permission
        from mtg_engine.rules.play_permissions import permitted

        return o.zone is not Zone.HAND and permitted(state, player, o)
    for k, v in o.chosen:
        if k != PLAYABLE:
            continue
        who, turn, *rest = v.split(":")
        if int(who) != player:
            continue
        if int(turn) == state.turn or (rest and _before_next_turn_ends(state, player,
                                                                       int(turn))):
            return True
    return False


def _before_next_turn_ends(state: GameState, player: int, since: int) -> bool:
    """"Until the end of your next turn": is it still before the end of `player`'s first
    turn after turn `since`? (The turns that began are in the log, 500.7 extra turns
    included.)"""
    mine = []
    for ev in reversed(state.log):
        if ev[0] == "turn":
            if ev[1] <= since:
                break
            if ev[2] == player:
                mine.append(ev[1])
    return not mine or min(mine) == state.turn


def castable_from_exile(state: GameState, player: int) -> list[int]:
    """The nonland cards in exile `player` may cast now (601.3)."""
    return [c for c in state.exile if may_play(state, player, state.objects[c])
            and (CardType.LAND not in state.objects[c].card.types
                 or state.objects[c].card.faces)]


def lands_from_exile(state: GameState, player: int) -> list[int]:
    """The land cards in exile `player` may play now (305.1 with an effect's permission)."""
    return [c for c in state.exile if may_play(state, player, state.objects[c])
            and CardType.LAND in state.objects[c].card.types]
