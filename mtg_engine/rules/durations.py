"""Durations of continuous effects from resolved spells and abilities (611.2a) other than
"until end of turn" (514.2, rules/turn.py) and "for as long as ..." (611.2b):

"until your next turn": the effect lasts until its controller's next turn begins (611.2a); if
that player has left the game, until that turn would have begun (800.4m). The effect's
`until` is NEXT_TURN and its `controller` the player whose turn ends it. A prevention or
replacement shield (rules/replacement.Shield, 615.3) "until your next turn" ends the same way
(kept over the cleanup steps before it, 514.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState

NEXT_TURN = "your_next_turn"
UNTILS = ("end_of_turn", NEXT_TURN)  # the durations a pump or a granted keyword may have


def end_at_turn_start(state: GameState, previous: int) -> None:
    """A turn has begun (its active player set; `previous` was active before): effects
    "until your next turn" of the new active player end (611.2a), and those of players who
    left the game and whose turns came between (800.4m)."""
    from mtg_engine.rules import turn_triggers

    if state.shields:  # 614.10: combat phases of this turn skipped (rules/skip_phases.py)
        from mtg_engine.rules.skip_phases import turn_began

        turn_began(state)
    if not any(e.until == NEXT_TURN for e in state.effects) and not any(
            t.delay == turn_triggers.NEXT_TURN for t in state.delayed) \
            and not any(sh.until == NEXT_TURN for sh in state.shields):
        return
    n = len(state.players)
    ended = {state.active}
    d = -1 if state.turn_order_reversed else 1  # (in turn order, 101.4)
    p = (previous + d) % n
    while p != state.active and p != previous:  # seats passed over of players who left
        if state.players[p].lost:  # (800.4m: their turn would have begun)
            ended.add(p)
        p = (p + d) % n
    state.effects = tuple(e for e in state.effects
                          if not (e.until == NEXT_TURN and e.controller in ended))
    turn_triggers.end_at_turn_start(state, ended)  # (its delayed triggered abilities too)
    # 611.2a, 615.3: "Until your next turn, prevent all damage ..." (a prevention shield)
    state.shields = tuple(sh for sh in state.shields
                          if not (sh.until == NEXT_TURN and sh.controller in ended))
    state.characteristics_changed()
