"""701.8a, 701.16a: "Target player reveals their hand and discards all cards with that name."
(Cabal Therapy) / "... discards all nonland cards." (Amnesia): the player reveals their hand
(it is shown to every player, 701.16a) and discards each card in it that matches the filter;
there is nothing to choose (every such card goes)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import players_of
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState


def v_discard_all(state: GameState, frame: Frame, e: Effect) -> bool:
    f = e.get("filter")
    for p in players_of(state, frame, e.get("who")):
        hand = list(state.players[p].hand)
        state.log.append(("reveal", p, tuple(hand)))  # 701.16a: the whole hand
        for c in hand:
            if c in state.objects and matches(state, c, f, frame.controller, frame.source):
                prim.discard(state, p, c)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"discard_all": v_discard_all}
