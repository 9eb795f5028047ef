""""Target player reveals a card at random from their hand." (701.16a): one card of the
player's hand, chosen at random (the game's seeded generator, so a replay is exact), is shown
to every player; it stays in the hand. An amount after it reads that card ("that card's mana
value": the ref `revealed_this_way`, rules/cards_this_way.py). An empty hand reveals nothing."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import players_of, rng_sample
from mtg_engine.state.game_state import Frame, GameState


def v_reveal_random(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        hand = list(state.players[p].hand)
        if hand:
            card = rng_sample(state, hand, 1)[0]
            state.log.append(("reveal", p, (card,)))  # 701.16a
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "reveal_random": v_reveal_random,
}
