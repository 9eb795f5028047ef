"""The objects put into their owners' libraries beside ~ (701.20; cards/oracle/library_with.py):
"Put ~ and each creature it's blocking on top of their owners' libraries, then those players
shuffle." (Gomazoa), "... each creature blocking or blocked by it ..." (Vortex Elemental),
"... ~ and target creature ..." (Void Stalker). The creatures in combat with ~ are found as the
instruction begins, while ~ is still on the battlefield (509.1g-h; if ~ has left, those it
was blocking as it left, 608.2h); they and ~ are put there at once, then each owner shuffles
(so their order on top doesn't matter)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.effects.references import resolve_refs
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_GROUPS = {"blocked": Filter(types=("Creature",), blocked_by_source=True),
           "in_combat": Filter(types=("Creature",), blocked_by_source=True,
                               blocking_source=True)}


def others(state: GameState, frame: Frame, which: str) -> list[int]:
    """The objects `which` names: "blocked" (the creatures ~ is blocking), "in_combat"
    (blocking or blocked by ~), "target" (the target, 608.2b: none if illegal)."""
    if which == "target":
        return [r for r in resolve_refs(state, frame, "target") if r > 0]
    o = state.objects.get(frame.source)
    if which == "blocked" and (o is None or o.zone is not Zone.BATTLEFIELD):
        return blocked_as_it_left(state, frame.source)  # 608.2h
    return [r for r in resolve_refs(state, frame, ("all", _GROUPS[which])) if r > 0]


def blocked_as_it_left(state: GameState, source: int) -> list[int]:
    """608.2h: the creatures ~ was blocking as it last existed on the battlefield (the
    "left_blocking" record rules/zones.py keeps), still attacking now."""
    rec = next((ev for ev in reversed(state.log.since(0))
                if ev[0] == "left_blocking" and ev[1] == source), None)
    combat = state.combat
    if rec is None or combat is None:
        return []
    return [a for a in rec[2:] if a in combat.attackers]
