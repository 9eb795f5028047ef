"""Effect verbs on a player's library (401): looking at its top cards and taking some of them.

`look_at_top`: the controller looks at the top `count` cards of their library (401.5: in
order from the top; a hidden zone, 400.2) and chooses `take` of them (`up_to`: any number up
to `take`, only cards matching `filter`), which go to their hand or onto the battlefield
(`tapped`), revealed first if `reveal` (701.16a); the rest go on the bottom of the library
(`rest: bottom`, their order kept: as scry does, the engine doesn't ask for an order), in a
random order (`bottom_random`), or into the graveyard (`graveyard`).
"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_look_at_top(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.verbs import _ask, amount_of

    player = frame.controller
    lib = state.players[player].library
    n = min(amount_of(state, frame, e.get("count")), len(lib))
    top = tuple(reversed(lib[-n:])) if n else ()
    if frame.answer is None:
        if not top:
            return True
        f = e.get("filter")
        options = tuple(c for c in top if f is None or matches(state, c, f, player, frame.source))
        take = min(int(e.get("take", 1)), len(options))
        least = 0 if e.get("up_to") else take
        state.log.append(("look_at_top", player, n))
        if not options:
            _put_rest(state, player, top, e.get("rest", "bottom"))
            return True
        return _ask(state, ChoiceDecision(player, "look_at_top", options, least, take,
                                          f"look at the top {n} card(s): choose up to {take}"),
                    "effect")
    chosen = [c for c in frame.answer if c in top]
    if e.get("reveal") and chosen:
        state.log.append(("reveal", player, tuple(chosen)))  # 701.16a
    to = Zone(e.get("to", "hand"))
    for c in chosen:
        if to is Zone.BATTLEFIELD:
            move_object(state, c, to, controller=player, tapped=bool(e.get("tapped")))
        else:
            move_object(state, c, to)
    _put_rest(state, player, tuple(c for c in top if c not in chosen), e.get("rest", "bottom"))
    return True


def _put_rest(state: GameState, player: int, rest: tuple[int, ...], where: str) -> None:
    """The cards not taken: on the bottom (in the order they were, or at random), or into the
    graveyard."""
    lib = state.players[player].library
    rest = tuple(c for c in rest if c in state.objects and state.objects[c].zone is Zone.LIBRARY)
    if where == "graveyard":
        for c in rest:
            move_object(state, c, Zone.GRAVEYARD)
        return
    cards = list(rest)
    if where == "bottom_random":
        from mtg_engine.rules.random import rng

        rng(state).shuffle(cards)
    for c in cards:  # the first card ends up just above the ones after it
        lib.remove(c)
        lib.insert(0, c)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"look_at_top": v_look_at_top}

