"""Fateseal (701.22a) and its wording on one card of any player's library:

  Look at the top card of target player's library. You may put that card on the bottom of
  that player's library.                         (Jace, the Mind Sculptor [+2]; Coral Fighters)

`fateseal: {count: N, who: <player ref>}`: the ability's controller looks at the top N cards of
that player's library, puts any number of them on the bottom of that library in any order and
the rest on top in any order (the same choices as a scry, 701.18a: effects/verbs.scry_library,
the decisions asked of the controller). It is no scry (no "whenever you scry" trigger). With
one card, "you may put that card on the bottom" is that choice; the player may be the
controller themself (a target player)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_fateseal(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import players_of
    from mtg_engine.effects.verbs import scry_library

    players = players_of(state, frame, e.get("who"))
    if not players:
        return True  # (an illegal target player: nothing, 608.2b)
    return scry_library(state, frame, e, players[0], scry=False)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"fateseal": v_fateseal}
