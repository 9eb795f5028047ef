""""Put target creature into its owner's library second from the top." (Chronostutter,
Teferi, Hero of Dominaria): the object goes into its owner's library (400.3) with `n` - 1
cards above it; 401.7: if that library has fewer than `n` cards, it goes on the bottom.

"The owner of target nonland permanent puts it on the top or bottom of their library." (Run
Out of Town, Aether Gust): that player chooses as it resolves (608.2d) where the object goes
(401.1: the library's top or bottom)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
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


TOP, BOTTOM = 1, 0  # the answers of a "top_or_bottom" choice


def v_top_or_bottom(state: GameState, frame: Frame, e: Effect) -> bool:
    """608.2d: the owner of the one object named (a permanent, or a spell on the stack)
    chooses whether it goes on the top or the bottom of their library (401.1); answer 1 puts
    it on top, 0 on the bottom. An object no longer where it was targeted is left alone
    (608.2b: the target is illegal, resolve_refs drops it)."""
    from mtg_engine.effects.references import _ask

    objs = [r for r in resolve_refs(state, frame, e.get("what"))
            if r > 0 and r in state.objects]
    if not objs:
        return True
    r = objs[0]
    if frame.answer is None:
        owner = state.objects[r].owner
        return _ask(state, ChoiceDecision(owner, "top_or_bottom", (TOP, BOTTOM), 1, 1,
                                          "put it on the top (1) or bottom (0) of your "
                                          "library?"), "effect")
    move_object(state, r, Zone.LIBRARY, top=frame.answer[0] == TOP)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "put_nth_from_top": v_put_nth_from_top, "top_or_bottom": v_top_or_bottom}
