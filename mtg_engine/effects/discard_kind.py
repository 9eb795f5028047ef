""""Discard a creature card." / "Discard two artifact cards." (701.8a: the player discarding
chooses; here only cards matching `filter` may be chosen, 109.2): the verb
`discard_filtered`. With fewer matching cards than `count` it discards what it can (609.3:
as much as possible); with none it does nothing, so "if you do" / "unless you discard ..."
see it wasn't done (608.2c, 118.12a). Only the controller's own hand (the printed "Discard")."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, amount_of
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState


def matching(state: GameState, frame: Frame, e: Effect) -> tuple[int, ...]:
    """The cards in the controller's hand that may be discarded."""
    you = frame.controller
    return tuple(c for c in state.players[you].hand
                 if matches(state, c, e.get("filter"), you, frame.source))


def v_discard_filtered(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects import primitives as prim

    options = matching(state, frame, e)
    n = min(amount_of(state, frame, e.get("count", 1)), len(options))
    if n <= 0:
        return True
    if n == len(options):
        chosen = list(options)
    elif frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "discard", options, n, n,
                                          f"discard {n} card(s)"), "effect")
    else:
        chosen = [c for c in frame.answer if c in options][:n]
    for c in chosen:
        prim.discard(state, frame.controller, c)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "discard_filtered": v_discard_filtered}
