"""Phasing (702.26): a phased-out permanent is treated as though it doesn't exist (702.26b),
without changing zones or control (702.26d).

A phased-out permanent keeps its zone (the battlefield), its counters, attachments, tapped
status and timestamp, but is taken out of `GameState.battlefield`: everything that looks at
the battlefield (layers, triggers, targets, combat, state-based actions) doesn't see it.
`GameState.phased_out` records each one as (object id, the player it phased out under, the
permanent it phased out with (0: it phased out directly), 702.26a, 702.26g).
"""

from __future__ import annotations

from mtg_engine.rules.layers import has_keyword
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone


def is_phased_out(state: GameState, oid: int) -> bool:
    return any(p[0] == oid for p in state.phased_out)


def phase_out(state: GameState, oid: int) -> None:
    """702.26b: `oid` phases out, and with it (indirectly, 702.26g-h) the Auras and Equipment
    attached to it; each is removed from combat (506.4). No zone-change trigger (702.26d)."""
    if oid not in state.battlefield:
        return
    from mtg_engine.rules.zones import remove_from_combat

    todo = [(oid, 0)]
    while todo:
        pid, host = todo.pop()
        if pid not in state.battlefield:
            continue
        todo += [(a, pid) for a in state.battlefield
                 if state.objects[a].attached_to == pid and a != pid]
        remove_from_combat(state, pid)
        state.battlefield.remove(pid)
        state.phased_out = (*state.phased_out, (pid, state.objects[pid].controller, host))
        state.log.append(("phase_out", pid, host))
    state.characteristics_changed()


def _phase_in(state: GameState, oid: int) -> None:
    """702.26c: `oid` exists again, in its place in timestamp order; those that phased out
    with it phase in with it (702.26g); a directly phased-out Aura or Equipment whose object
    is gone phases in unattached (702.26i; state-based actions follow, 704.5m-n)."""
    entries = [p for p in state.phased_out if p[0] == oid]
    if not entries:
        return
    state.phased_out = tuple(p for p in state.phased_out if p[0] != oid)
    o = state.objects[oid]
    ts = o.timestamp
    at = next((i for i, b in enumerate(state.battlefield)
               if state.objects[b].timestamp > ts), len(state.battlefield))
    state.battlefield.insert(at, oid)
    att = o.attached_to
    if entries[0][2] == 0 and att is not None and att > 0 and (
            att not in state.objects or state.objects[att].zone is not Zone.BATTLEFIELD):
        state.mut(oid).attached_to = None  # 702.26i
    state.log.append(("phase_in", oid))
    for pid, _, host in list(state.phased_out):
        if host == oid:
            _phase_in(state, pid)


def untap_step_phasing(state: GameState) -> None:
    """502.1, 702.26a: as the untap step begins, the active player's phased-in permanents
    with phasing phase out and, simultaneously, the permanents that phased out directly under
    their control phase in."""

    player = state.active
    coming = [pid for pid, who, host in state.phased_out if who == player and host == 0]
    going = [oid for oid in state.battlefield if state.objects[oid].controller == player
             and has_keyword(state, oid, "phasing")]
    for oid in going:
        phase_out(state, oid)
    for pid in coming:
        _phase_in(state, pid)
    if coming:
        state.characteristics_changed()
