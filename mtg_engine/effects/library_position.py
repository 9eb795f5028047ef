""""Put target creature into its owner's library second from the top." (Chronostutter,
Teferi, Hero of Dominaria): the object goes into its owner's library (400.3) with `n` - 1
cards above it; 401.7: if that library has fewer than `n` cards, it goes on the bottom.

"The owner of target nonland permanent puts it on the top or bottom of their library." (Run
Out of Town, Aether Gust): that player chooses as it resolves (608.2d) where the object goes
(401.1: the library's top or bottom)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import resolve_refs
from mtg_engine.rules.library_order import library_order_changed
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_put_nth_from_top(state: GameState, frame: Frame, e: Effect) -> bool:
    n = int(e.get("n"))
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.objects:
            put_nth_from_top(state, r, n)
    return True


def put_nth_from_top(state: GameState, obj: int, n: int) -> None:
    """Put `obj` into its owner's library with `n` - 1 cards above it (401.7: on the bottom
    if the library has fewer); n = 1 is the top."""
    owner = state.objects[obj].owner
    new = move_object(state, obj, Zone.LIBRARY)  # (on top, then moved down)
    lib = state.players[owner].library
    if new is None or new not in lib or n == 1:
        return
    lib.remove(new)
    at = len(lib) - (n - 1) if len(lib) >= n else 0  # (the end of the list is the top)
    lib.insert(at, new)
    library_order_changed(state)
    state.log.append(("library_position", new, owner, n))


TOP, BOTTOM = 1, 0  # the answers of a "top_or_bottom" choice


def v_top_or_bottom(state: GameState, frame: Frame, e: Effect) -> bool:
    """608.2d: the owner of each object named (a permanent, or a spell on the stack) chooses
    whether it goes on the top or the bottom of their library (401.1; answer 1 puts it on
    top, 0 on the bottom), asked object by object; then they all go at once, and each owner
    arranges each pile of two or more of their cards put in one place (401.4). An object no
    longer where it was targeted is left alone (608.2b: resolve_refs drops it). The answers
    wait in the frame's vars ("tb"), then the cards moved ("tb_top" / "tb_bottom") and the
    piles placed ("tb_done")."""
    from mtg_engine.effects.references import _ask

    if dict(frame.vars).get("tb_moved") is None:
        objs = sorted(r for r in resolve_refs(state, frame, e.get("what"))
                      if r > 0 and r in state.objects)
        answers = [v for k, v in frame.vars if k == "tb"]
        if frame.answer is not None and len(answers) < len(objs):
            answers.append(frame.answer[0] if frame.answer else TOP)
            state.frame = frame = replace(frame, answer=None,
                                          vars=(*frame.vars, ("tb", answers[-1])))
        if len(answers) < len(objs):
            owner = frame.controller if e.get("chooser") == "you" \
                else state.objects[objs[len(answers)]].owner  # ("you may put it ...", 608.2d)
            return _ask(state, ChoiceDecision(owner, "top_or_bottom", (TOP, BOTTOM), 1, 1,
                                              "put it on the top (1) or bottom (0) of your "
                                              "library?"), "effect")
        moved: list[tuple[str, int]] = []
        for r, a in zip(objs, answers, strict=True):
            new = move_object(state, r, Zone.LIBRARY, top=a == TOP)
            if new is not None:
                moved.append(("tb_top" if a == TOP else "tb_bottom", new))
        state.frame = frame = replace(frame, vars=(*frame.vars, ("tb_moved", 1), *moved))
    return _order_piles(state, frame)


def _order_piles(state: GameState, frame: Frame) -> bool:
    """401.4: each owner arranges their cards put on top, and those put on the bottom, when
    two or more went there together. False while waiting for the order."""
    from mtg_engine.effects.ordering import in_chosen_order, put_on_bottom, put_on_top

    for p in state.apnap():
        lib = state.players[p].library
        for key, top in (("tb_top", True), ("tb_bottom", False)):
            done = p * 2 + int(top)
            pile = tuple(c for k, c in frame.vars if k == key and c in lib)
            if len(pile) < 2 or ("tb_done", done) in frame.vars:
                continue
            ordered = in_chosen_order(state, frame, p, pile, f"{key}{p}",
                                      "order_top" if top else "order_bottom",
                                      "choose the next card to put on the " +
                                      ("top" if top else "bottom") + " of your library")
            if ordered is None:
                return False
            (put_on_top if top else put_on_bottom)(state, p, ordered)
            state.frame = frame = replace(state.frame or frame,
                                          vars=(*(state.frame or frame).vars,
                                                ("tb_done", done)))
    return True


def v_library_mass(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Put all creatures on the bottom of their owners' libraries." (Hallowed Burial), "Put
    all enchantments on top of their owners' libraries." (Harmonic Convergence): every
    permanent of the group goes into its owner's library (400.3) at once, on the top or the
    bottom (`bottom`, 401.1); each owner arranges their cards put there together (401.4)."""
    if dict(frame.vars).get("tb_moved") is None:
        key = "tb_bottom" if e.get("bottom") else "tb_top"
        moved: list[tuple[str, int]] = []
        what = e.get("what")
        several = isinstance(what, list | tuple) and all(
            isinstance(w, str) and w.startswith("target") for w in what)  # (Plow Under)
        refs = [r for w in what for r in resolve_refs(state, frame, w)] if several \
            else resolve_refs(state, frame, what)
        for r in sorted(r for r in refs if r > 0 and r in state.objects):
            new = move_object(state, r, Zone.LIBRARY, top=not e.get("bottom"))
            if new is not None and new in state.objects:  # (a token ceases to exist, 111.7)
                moved.append((key, new))
        state.frame = frame = replace(frame, vars=(*frame.vars, ("tb_moved", 1), *moved))
    return _order_piles(state, frame)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "put_nth_from_top": v_put_nth_from_top, "top_or_bottom": v_top_or_bottom,
    "library_mass": v_library_mass}
