"""The Auras and Equipment that were attached to a permanent as it last existed on the
battlefield (608.2h, 603.10a): "destroy all Equipment attached to that creature at end of
combat" (Corrosive Ooze) destroys, once that creature has left the battlefield, the Equipment
attached to it immediately before it left (the "left_with_attached" record of rules/zones.py),
those still on the battlefield."""

from __future__ import annotations

from typing import Any

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone


def named_hosts(frame: Any, ref: Any) -> list[int]:
    """The objects `ref` named as the effect began, gone or not ("remembered": 603.7c)."""
    if ref == "remembered":
        return [r for r in frame.remembered if r > 0]
    return []


def attached_as_they_left(state: GameState, hosts: list[int]) -> set[int]:
    """608.2h: what was attached to each of `hosts` that has left the battlefield, as it left
    (only those still on the battlefield: 400.7)."""
    out: set[int] = set()
    for host in hosts:
        o = state.objects.get(host)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            continue
        rec = next((ev for ev in reversed(state.log) if ev[0] == "left_with_attached"
                    and ev[1] == host), None)
        if rec is not None:
            out |= {a for a in rec[2] if a in state.objects
                    and state.objects[a].zone is Zone.BATTLEFIELD}
    return out
