"""The card DSL's `ability_cost` static abilities (602.2b, 601.2f): what activated abilities
cost more or less to activate ("Activated abilities of creatures cost {1} less to activate.",
"Equip costs you pay cost {1} less.", "Activated abilities cost {2} more to activate unless
they're mana abilities."). rules/activation_cost_changes.py applies them.

    {ability_cost: {amount: -1, filter: {types: [Creature]}, abilities: all, min_one: true}}

`amount`: generic mana more (negative: less); `affects`: the abilities of the objects matching
`filter` ("filter") or of the permanent the Aura enchants ("enchanted"); `whose`: who activates
them (any, you, opponent: from the static's controller's side); `zone`: where their sources are
(battlefield, graveyard, or any: "abilities you activate"); `abilities`: which of their
abilities (ABILITY_GROUPS); `min_one`: "This effect can't reduce the mana in that cost to less
than one mana."; `free`: "you may pay {0} rather than pay cycling costs" (118.9); `as_long_as`:
only while that condition holds (611.3a); `template`: which Oracle wording says it, for the
round trip only ("pay": "Equip costs you pay ...").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# which activated abilities: every one, those that aren't mana abilities (605.1a), loyalty
# abilities (606.3), equip abilities (702.6a), ninjutsu abilities (702.49a, 702.49d), cycling
# and typecycling abilities (702.29a, 702.29e)
ABILITY_GROUPS = ("all", "nonmana", "loyalty", "equip", "ninjutsu", "cycling")
# the groups that hold no mana ability: only those may cost more (a mana ability's cost is
# paid as mana is needed, rules/mana.py, and isn't changed by the engine)
NO_MANA_ABILITY = ("nonmana", "loyalty", "equip", "ninjutsu", "cycling")
ZONES = ("battlefield", "graveyard", "any")


@dataclass(frozen=True, slots=True)
class ActivationCostChange:
    """Which activated abilities an `ability_cost` static changes the cost of, beyond its
    `filter`, `affects`, `whose` and `amount` (the StaticAbility's own fields)."""

    abilities: str = "all"
    min_one: bool = False
    zone: str = "battlefield"
    # "you may pay {0} rather than pay cycling costs" (118.9: an alternative cost, its mana
    # {0}; the rest of the cost, the discard, is still paid); `amount` is then 0
    free: bool = False
    # "You may pay {0} rather than pay the equip cost of the first equip ability you activate
    # each turn." (118.9): `free` on the whole cost of the player's first equip ability each
    # turn, their choice (ActivateAbility.free, rules/free_equip.py), not applied by itself
    first_each_turn: bool = False


def parse_ability_cost(ctx: Any, where: str, params: dict[str, Any]) -> Any:
    """The StaticAbility of an `ability_cost` entry, or a CardFileError naming the field."""
    from mtg_engine.cards.dsl import StaticAbility
    from mtg_engine.cards.dsl_abilities import _check_keys, parse_condition, parse_filter

    _check_keys(ctx, where, params, {"amount", "filter", "affects", "whose", "abilities",
                                     "min_one", "zone", "template", "free", "as_long_as",
                                     "first_each_turn"})
    if params.get("first_each_turn") and (params.get("free") is not True
                                          or params.get("abilities") != "equip"
                                          or params.get("whose") != "you"):
        raise ctx.fail(f"{where}.first_each_turn", "only free, of equip abilities you activate "
                       "(118.9, 702.6a)")
    free = params.get("free", False)
    if free not in (True, False) or (free and "amount" in params):
        raise ctx.fail(f"{where}.free", "true (an alternative cost of {0}), with no amount")
    amount = 0 if free else params.get("amount")
    if not free and (not isinstance(amount, int) or isinstance(amount, bool) or amount == 0):
        raise ctx.fail(f"{where}.amount", "a whole number of generic mana, not 0 (negative: "
                       "less)")
    abilities = params.get("abilities", "all")
    if abilities not in ABILITY_GROUPS:
        raise ctx.fail(f"{where}.abilities", f"must be one of {list(ABILITY_GROUPS)}")
    if amount > 0 and abilities not in NO_MANA_ABILITY:
        raise ctx.fail(f"{where}.abilities", "an increase only on abilities that aren't mana "
                       f"abilities: one of {list(NO_MANA_ABILITY)}")
    if params.get("affects", "filter") not in ("filter", "enchanted"):
        raise ctx.fail(f"{where}.affects", "must be filter or enchanted")
    if params.get("whose", "any") not in ("any", "you", "opponent"):
        raise ctx.fail(f"{where}.whose", "must be any, you or opponent")
    if params.get("zone", "battlefield") not in ZONES:
        raise ctx.fail(f"{where}.zone", f"must be one of {list(ZONES)}")
    if params.get("min_one") and amount > 0:
        raise ctx.fail(f"{where}.min_one", "only on a reduction")
    change = ActivationCostChange(abilities=str(abilities), min_one=bool(params.get("min_one")),
                                  zone=str(params.get("zone", "battlefield")), free=bool(free),
                                  first_each_turn=bool(params.get("first_each_turn")))
    return StaticAbility(kind="ability_cost", amount=amount,
                         filter=parse_filter(ctx, f"{where}.filter", params.get("filter")),
                         affects=str(params.get("affects", "filter")),
                         whose=str(params.get("whose", "any")), activation_cost=change,
                         when=parse_condition(ctx, f"{where}.as_long_as", params["as_long_as"])
                         if "as_long_as" in params else None)  # 611.3a
