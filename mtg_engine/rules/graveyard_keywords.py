"""613.1f, 604.2: "As long as a creature card with flying is in a graveyard, ~ has flying. The
same is true for fear, first strike, double strike, deathtouch, haste, landwalk, lifelink,
protection, reach, trample, shroud, and vigilance." (Cairn Wanderer: LayerEffect's
`graveyard_keywords`, applied in layer 6).

The object has each keyword of the list that some creature card in any graveyard has (the
card's own characteristics there); "landwalk" stands for every landwalk ability (702.14:
"forestwalk", "nonbasic landwalk" ...) and "protection" for every protection ability (702.16:
"protection from black", "... from everything"), each exactly as such a card has it."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import LayerEffect
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState

FAMILIES = ("landwalk", "protection")  # 702.14, 702.16: the keyword and its variants


def _in_family(keyword: str, listed: tuple[str, ...]) -> bool:
    if keyword in listed:
        return True
    if "landwalk" in listed and keyword.endswith("walk"):  # 702.14a
        return True
    return "protection" in listed and keyword.startswith("protection from ")  # 702.16a


def granted(state: GameState, le: LayerEffect) -> LayerEffect:
    """The effect with `add_keywords` the listed keywords creature cards in graveyards have."""
    listed = le.graveyard_keywords
    found: set[str] = set()
    for p in state.players:
        for cid in p.graveyard:
            card = state.objects[cid].card
            if CardType.CREATURE in card.types:
                found.update(k.lower() for k in card.keywords
                             if _in_family(k.lower(), listed))
    return replace(le, add_keywords=(*le.add_keywords, *sorted(found)),
                   graveyard_keywords=())
