""""Players can't cycle cards." (Stabilizer; 101.2 over 702.29a): a static ability (kind
`cant_cycle`); no cycling ability (typecycling too, 702.29e) can be activated while it is on the
battlefield (rules/activation.ability_cost_problem)."""

from __future__ import annotations

import re

from mtg_engine.cards.dsl import ActivatedAbility
from mtg_engine.rules.restrictions import _player_statics
from mtg_engine.state.game_state import GameState

CANT_CYCLE = "cant_cycle"  # the static ability's DSL kind
_CYCLING = re.compile(r"^(?:Cycling|Basic landcycling|[A-Z][a-z]+cycling) ")  # 702.29e


def is_cycling(ab: ActivatedAbility) -> bool:
    """702.29a, 702.29e: is `ab` a cycling (or typecycling) ability?"""
    return ab.cost.discard_self and _CYCLING.match(ab.text) is not None


def cycling_forbidden(state: GameState, player: int, ab: ActivatedAbility) -> bool:
    """101.2: may `player` not activate the cycling ability `ab` now?"""
    return is_cycling(ab) and bool(_player_statics(state, player, CANT_CYCLE))
