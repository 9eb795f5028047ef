""""Put target creature into its owner's library second from the top." (Chronostutter,
Teferi, Hero of Dominaria): the object goes into its owner's library (400.3) with `n` - 1
cards above it; 401.7: if that library has fewer than `n` cards, it goes on the bottom."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import resolve_refs
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_put_nth_from_top(state: GameState, frame: Frame, e: Effect) -> bool:
    n = int(e.get("n"))
    for r in resolve_refs(state, frame, e.get("what")):
        if r <= 0 or r not in state.objects:
            continue
        owner = state.objects[r].owner
        new = move_object(state, r, Zone.LIBRARY)  # (on top, then moved down)
        lib = state.players[owner].library
        if new is None or new not in lib:
            continue
        lib.remove(new)
        at = len(lib) - (n - 1) if len(lib) >= n else 0  # (the end of the list is the top)
        lib.insert(at, new)
        state.log.append(("library_position", new, owner, n))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "put_nth_from_top": v_put_nth_from_top}
