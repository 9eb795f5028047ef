"""613.4c: "Phyrexian Ingester gets +X/+Y, where X is the exiled creature card's power and Y is
its toughness." (Imprint, 607.2a): the creature card its linked ability exiled, while it is
still in exile (400.7: one that left exile is a new object, and the bonus is then +0/+0), with
its power and toughness there (604.3: its characteristic-defining abilities apply in exile,
rules/zone_characteristics.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState

if TYPE_CHECKING:
    from mtg_engine.rules.layers import Characteristics


def exiled_pt(state: GameState, chars: dict[int, Characteristics], source: int
              ) -> tuple[int, int]:
    """(X, Y): the power and toughness of the creature card exiled with `source` (the sum, if
    its linked ability exiled more than one); (0, 0) with none."""
    from mtg_engine.rules.exiled_with import exiled_with
    from mtg_engine.rules.zone_characteristics import card_in_zone

    p = t = 0
    for c in exiled_with(state, source):
        if CardType.CREATURE not in state.objects[c].card.types:
            continue
        ch = card_in_zone(state, c, chars)
        p += ch.power or 0
        t += ch.toughness or 0
    return p, t
