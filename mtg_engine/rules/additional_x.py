"""107.3a, 601.2b, 118.8: an additional cost counted by X when X is in no mana cost: "As an
additional cost to cast this spell, discard X cards / pay X life / exile X cards from your
graveyard / sacrifice X creatures / return X Swamps you control to their owner's hand" (Toxic
Deluge, Fire Covenant, Harvest Pyre, Sickening Dreams, Eliminate the Competition).

107.3a: the value of X isn't defined by the card, so its controller chooses and announces it
as the spell is cast (601.2b, `CastSpell.x`); the part of the additional cost counted by X is
then that many (601.2f-h: paid with the rest of the total cost), and every X in the spell's
text is that value (107.3a: "while a spell is on the stack, any X in ... any additional cost
it has equals the announced value"). X may be 0 (nothing is paid for that part).

In the DSL: `additional_cost: {discard: X}`, `{pay_life: X}`, `{exile_graveyard: X}`,
`{sacrifice: <filter>, sacrifice_count: X}`, `{return: {filter: ..., count: X}}`; the card's
`additional_x` names the Cost field X counts. Such a card has no other optional or alternative
cost (kicker, buyback, alternative costs: cards/dsl_cards.py refuses them), so its
announcements are X and the objects the cost uses (`variants`). An {X} in its mana cost is the
same X (107.3a: Scorched Earth costs {X}{R} and X land cards).

The same for a flashback cost's part other than mana (702.34a, 118.9: "Flashback—{R}{R},
Sacrifice X Mountains", Firecat Blitz; "Flashback—{1}{U}, Exile X blue cards from your
graveyard", Flash of Insight): cast from the graveyard for its flashback cost, X is announced
and counts that part (`additional_x` names it; the card has no additional cost then); its
{X} mana cost is not paid (the flashback cost replaces it), the spell's X is the one announced.

Known deviation: cast without paying its mana cost (cascade, rules/free_cast.py), X is 0.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtg_engine.cards.dsl import Cost

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell
    from mtg_engine.cards.dsl import CardDef
    from mtg_engine.cards.dsl_abilities import _Ctx
    from mtg_engine.state.game_state import GameState

# the DSL key holding "X" -> the Cost field it counts
_KEYS = {"discard": "discard", "pay_life": "pay_life", "exile_graveyard": "exile_graveyard",
         "sacrifice_count": "sacrifice_count"}
_OTHER_COSTS = ("kicker", "multikicker", "buyback", "replicate", "alt_costs", "entwine",
                "escalate", "per_target_cost", "additional_options", "casualty")


def read_x(ctx: _Ctx, data: dict[str, Any], key: str = "additional_cost") -> tuple[Any, str]:
    """The card's `additional_cost` (or `flashback_cost`'s part other than mana, 702.34a:
    "Flashback—{R}{R}, Sacrifice X Mountains") with its X read as 1 (to be checked as any
    cost) and the Cost field X counts ("" when the cost has no X)."""
    cost = data[key]
    if not isinstance(cost, dict):
        return cost, ""
    found = [k for k, v in cost.items() if v == "X" and k in _KEYS]
    ret = cost.get("return")
    if isinstance(ret, dict) and ret.get("count") == "X":
        found.append("return")
    if not found:
        return cost, ""
    if len(found) > 1 or any(data.get(k) for k in _OTHER_COSTS):
        raise ctx.fail(key, "X counts one part of an additional cost, on a card "
                       "with no other optional cost (107.3a)")
    if found[0] == "return":
        return {**cost, "return": {**ret, "count": 1}}, "return_count"  # type: ignore[dict-item]
    return {**cost, found[0]: 1}, _KEYS[found[0]]


def counted(cost: Cost, field: str, x: int) -> Cost:
    """The additional cost with its part counted by X made `x` (107.3a)."""
    return replace(cost, **{field: x})


def variants(state: GameState, player: int, cid: int, face: int,
             card: CardDef) -> list[CastSpell]:
    """601.2b: each X from 0 up and each way of choosing what the cost then uses, that can be
    paid; a larger X can't be paid once a smaller one can't (the cost only grows)."""
    from mtg_engine.actions import CastSpell
    from mtg_engine.rules.casting import X_ENUMERATION_LIMIT, additional_choices, with_substitutes

    out: list[CastSpell] = []
    for x in range(X_ENUMERATION_LIMIT + 1):
        found = False
        for chosen in additional_choices(state, player, cid, card, x=x):
            v = with_substitutes(state, player, CastSpell(cid, x=x, additional=chosen, face=face))
            if v is not None:
                out.append(v)
                found = True
        if not found:
            break
    return out
