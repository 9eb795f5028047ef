"""The source of an ability on the stack (113.7): "target activated ability from an artifact
source" (Rust, Brown Ouphe, Ayesha Tanaka; 701.5a) names the ability by its source's card
types, as the source is now, or, if it has left the zone it was in, as it last existed there
(113.7a: the ability exists independently of its source; 608.2h: last known information,
logged by rules/zones.py as "left_as")."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState


def source_types(state: GameState, ability: int) -> frozenset[str]:
    """The card types (their values: "Artifact", "Creature"...) of the source of the ability
    `ability` on the stack."""
    from mtg_engine.rules.layers import characteristics

    src = state.objects[ability].source
    if src in state.objects:
        return frozenset(t.value for t in characteristics(state, src).types)
    last: tuple[object, ...] | None = None
    for ev in state.log:
        if ev[0] == "left_as" and ev[1] == src:
            last = ev
    return frozenset(last[2]) if last is not None else frozenset()  # type: ignore[arg-type]


def source_is(state: GameState, ability: int, types: tuple[str, ...]) -> bool:
    """Is the ability's source one of `types` (Filter.source_types)?"""
    return bool(source_types(state, ability) & set(types))
