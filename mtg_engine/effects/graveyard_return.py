"""A card of your graveyard chosen as the instruction is carried out (608.2d: not a target)
and returned: "Return a creature card from your graveyard to your hand." / "You may return up
to two land cards from your graveyard to the battlefield."

The controller chooses `count` cards of their graveyard matching `filter` (all there are if
fewer; `up_to`: any number up to `count`), which move to their hand, or onto the battlefield
under their control (110.2; `tapped`). Cards that may be Auras are never read onto the
battlefield (303.4f: the compiler refuses them). `at_random`: the cards are chosen at random
among those that match (the game's seeded generator: a replay is exact), not by a player."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, amount_of, rng_sample
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def choices(state: GameState, frame: Frame, e: Effect) -> tuple[int, ...]:
    """The cards of the controller's graveyard the instruction may return."""
    f = e.get("filter")
    return tuple(c for c in state.players[frame.controller].graveyard
                 if f is None or matches(state, c, f, frame.controller, frame.source))


def v_return_from_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    player = frame.controller
    options = choices(state, frame, e)
    n = min(amount_of(state, frame, e.get("count", 1)), len(options))
    if n <= 0:
        return True
    least = 0 if e.get("up_to") else n
    if e.get("at_random"):
        chosen: tuple[int, ...] = tuple(rng_sample(state, list(options), n))
        state.log.append(("chosen_at_random", player, chosen))
    elif least == n == len(options):
        chosen = options
    elif frame.answer is None:
        return _ask(state, ChoiceDecision(player, "return", options, least, n,
                                          f"return {n} card(s) from your graveyard"), "effect")
    else:
        chosen = tuple(c for c in frame.answer if c in options)[:n]
        state.frame = replace(frame, answer=None)
    to = Zone(e.get("to", "hand"))
    for c in chosen:
        if state.objects[c].zone is Zone.GRAVEYARD:
            if to is Zone.BATTLEFIELD:
                move_object(state, c, to, controller=player, tapped=bool(e.get("tapped")))
            else:
                move_object(state, c, to)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_from_graveyard": v_return_from_graveyard}
