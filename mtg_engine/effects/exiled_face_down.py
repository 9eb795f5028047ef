"""Cards exiled face down (406.3): "Exile the top card of your library face down. (You can't
look at it.)" (Bomat Courier, Kyren Archive, Knowledge Vault).

406.3: a card exiled face down can't be examined by any player except when instructions allow
it. The new object in exile is marked (FACE_DOWN_EXILE, "") in `GameObject.chosen`; its move is
logged without its name (rules/zones.py) and `observe()` shows it with no name to every player
(observe.py). A card that leaves exile is a new object (400.7) without the mark: face up again
in its new zone."""

from __future__ import annotations

from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

FACE_DOWN_EXILE = "exiled_face_down"  # `GameObject.chosen` mark and the move's `cause`


def exile_face_down(state: GameState, oid: int) -> list[int]:
    """406.3: exile `oid` face down; [the new object], or [] if it went elsewhere (614)."""
    new = move_object(state, oid, Zone.EXILE, cause=FACE_DOWN_EXILE)
    if new is None or new not in state.objects or state.objects[new].zone is not Zone.EXILE:
        return []
    o = state.mut(new)
    o.chosen = (*o.chosen, (FACE_DOWN_EXILE, ""))
    return [new]


def is_face_down_in_exile(chosen: tuple[tuple[str, str], ...] | list[list[str]]) -> bool:
    """406.3: is this (a `chosen` tuple, or its JSON) a card exiled face down?"""
    return any(c[0] == FACE_DOWN_EXILE for c in chosen)
