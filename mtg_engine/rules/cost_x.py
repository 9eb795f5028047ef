"""107.3a, 602.2b: an activation cost with an X in a part other than its mana: "{T}, Sacrifice
X lands: Put X +1/+1 counters on ~." (Copper-Leaf Angel), "{B}, {T}, Exile X cards from your
graveyard: Target creature gets -X/-X until end of turn." (Taigam, Sidisi's Hand), "{1}, Reveal
X white cards from your hand, Sacrifice ~: You gain three times X life." (Martyr of Sands).

The value of X isn't defined by the ability, so its controller chooses and announces it as
the ability is activated (602.2b, `ActivateAbility.x`); the part X counts is then that many
(0 too: nothing is sacrificed or exiled), and every X in the ability is that value. With an
{X} in its mana cost too ("{X}, {T}, Exile X cards from your graveyard"), it is the same X.
In the DSL: `cost: {sacrifice: <filter>, sacrifice_count: X}` / `{exile_graveyard: X}` /
`{reveal_hand: X, reveal_hand_filter: <filter>}`;
the ability's `cost_x` names the field (cards/dsl_activated.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.rules import ability_costs

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ActivatedAbility
    from mtg_engine.state.game_state import GameState


def with_x(ab: ActivatedAbility, x: int) -> ActivatedAbility:
    """The ability with the part of its cost X counts set to `x` (the ability itself when no
    part of its cost is counted by X)."""
    if not ab.cost_x:
        return ab
    return replace(ab, cost=replace(ab.cost, **{ab.cost_x: x}))


def most_x(state: GameState, player: int, source: int, ab: ActivatedAbility) -> int:
    """The greatest X the player could pay now (118.3: the permanents to sacrifice, the cards
    in the graveyard to exile)."""
    if ab.cost_x == "sacrifice_count":
        return len(ability_costs.sacrifice_pool(state, player, source, ab.cost))
    if ab.cost_x == "exile_graveyard":
        return len(ability_costs.exile_pool(state, player, source, ab.cost))
    if ab.cost_x == "tap_count":
        return len(ability_costs.tap_pool(state, player, source, ab.cost))
    if ab.cost_x == "reveal_hand":
        return len(ability_costs.reveal_pool(state, player, source, ab.cost))
    return 0
