"""Prowl (702.76a): "Prowl [cost]" means "You may pay [cost] rather than pay this spell's mana
cost if a player was dealt combat damage this turn by a source that, at the time it dealt that
damage, was under your control and had any of this spell's creature types." Casting a spell for
its prowl cost follows the rules for alternative costs (601.2b, 601.2f-h; rules/costs.py).

What the source was "at the time it dealt that damage" is recorded as the damage is dealt (the
event `combat_damage_types`: its controller, its creature types, whether it has every creature
type, 702.73a): the source may have left the battlefield or changed since.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.state.game_state import GameState

if TYPE_CHECKING:
    from mtg_engine.rules.layers import Characteristics

EVENT = "combat_damage_types"


def _creature_types(ch: Characteristics) -> tuple[frozenset[str], bool]:
    """The object's creature types (205.3m), and whether it has all of them (702.73a)."""
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    return frozenset(ch.subtypes) - NONCREATURE_SUBTYPES, ch.every_creature_type


def log_combat_damage(state: GameState, source: int, controller: int) -> None:
    """702.76a: combat damage was dealt to a player by `source` (on the battlefield), under
    `controller`'s control: keep its creature types as they are now."""
    if source not in state.objects:
        return
    from mtg_engine.rules.layers import characteristics

    types, every = _creature_types(characteristics(state, source))
    state.log.append((EVENT, controller, tuple(sorted(types)), every))


def prowl_problem(state: GameState, player: int, oid: int) -> str | None:
    """Why `player` can't cast spell card `oid` for its prowl cost now (702.76a), or None."""
    from mtg_engine.rules.costs import _this_turn
    from mtg_engine.rules.layers import characteristics

    types, every = _creature_types(characteristics(state, oid))
    for ev in _this_turn(state):
        if ev[0] != EVENT or ev[1] != player:
            continue
        if (every and (ev[2] or ev[3])) or (ev[3] and types) or types & set(ev[2]):
            return None
    return ("prowl: no source you controlled with any of its creature types dealt combat damage "
            "to a player this turn (702.76a)")
