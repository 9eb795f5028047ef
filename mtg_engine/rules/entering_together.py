"""Objects entering the battlefield at the same time (614.13a).

614.13a: while applying an effect that modifies how a permanent enters the battlefield (devour,
702.82a), the objects chosen to change zones can't be the object becoming that permanent or
any other object entering the battlefield at the same time. An event moving several objects
at once (`effects/graveyard_mass.py`) gives each move the ids of all of them (`Event.together`,
their ids in the zone they left); one that already arrived has a new id (400.7), found by the
move's log entry ("move", old id, new id, ...).
"""

from __future__ import annotations

from typing import Any

from mtg_engine.state.game_state import GameState


def excluded(state: GameState, ev: Any) -> frozenset[int]:
    """614.13a: the ids (old and, for those already on the battlefield, new) of the objects
    entering at the same time as the one `ev` moves; empty for a move of one object."""
    old = set(getattr(ev, "together", ()))
    if not old:
        return frozenset()
    out = set(old)
    left = len(old)
    for entry in reversed(state.log):
        if entry[0] == "move" and entry[1] in old and entry[2]:
            out.add(entry[2])
            left -= 1
            if not left:
                break
    return frozenset(out)


__all__ = ["excluded"]
