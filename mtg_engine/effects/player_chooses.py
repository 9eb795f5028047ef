""""Target opponent chooses a creature they control. Destroy that creature." (Imperial Edict):
the player named chooses one permanent they control matching `filter` as it resolves (608.2d;
not a target, 115.10a), which is destroyed (701.7: unless indestructible or regenerated);
with none, nothing happens."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask, players_of
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState


def v_destroy_chosen_by(state: GameState, frame: Frame, e: Effect) -> bool:
    players = players_of(state, frame, e.get("who"))
    if not players:
        return True  # (an illegal target player: 608.2b)
    p = players[0]
    options = tuple(o for o in state.battlefield if state.objects[o].controller == p
                    and matches(state, o, e.get("filter"), p, frame.source))
    if not options:
        return True
    if len(options) > 1 and frame.answer is None:
        return _ask(state, ChoiceDecision(p, "choose_permanent", options, 1, 1,
                                          "choose a permanent you control"), "effect")
    chosen = options[0] if len(options) == 1 else next(
        (o for o in frame.answer or () if o in options), options[0])
    state.log.append(("chose", p, chosen))
    prim.destroy(state, chosen)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "destroy_chosen_by": v_destroy_chosen_by}
