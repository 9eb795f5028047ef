"""107.3m: an enters-the-battlefield triggered ability that refers to X, of a permanent whose
spell had a value of X chosen for its costs as it resolved, uses that value ("When ~ enters
the battlefield, draw X cards.": Gadwick, the Wizened), although the permanent's own X is 0.
A permanent that didn't enter from resolving as a spell had no X chosen: X is 0 (107.3i).

The spell's X is the one it had as it left the stack (its "spell_left_x" record,
rules/zones.py), found through the move that made it this permanent (400.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import TriggeredAbility
    from mtg_engine.state.game_state import GameState, PendingTrigger


def entering_x(state: GameState, t: PendingTrigger, tr: TriggeredAbility) -> int:
    """The X of the ability `tr` triggered by its own permanent entering (event "enters"),
    as its spell had it (107.3m); 0 for any other trigger."""
    if tr.event != "enters":
        return 0
    o = state.objects.get(t.source)  # (gone already: its record is read all the same)
    if o is not None and not o.card.mana_cost.x_count:
        return 0
    return cast_x(state, t.source)


def cast_x(state: GameState, permanent: int) -> int:
    """The X the spell that became `permanent` as it resolved had (0 if none, 107.3m)."""
    spell = 0
    for ev in reversed(state.log):
        if not spell and ev[0] == "move" and ev[2] == permanent:
            if ev[4] != "stack":
                return 0  # (it entered from elsewhere: no spell became it)
            spell = ev[1]
        elif spell and ev[0] == "spell_left_x" and ev[1] == spell:
            return int(ev[2])
        elif spell and ev[0] == "move" and ev[2] == spell:
            return 0  # (the spell's own arrival on the stack: no X was recorded after it)
    return 0
