"""Awaken (702.113).

702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's mana cost as
you cast this spell" (an alternative cost, 118.9: AltCost kind "awaken", `amount` N) and "If
this spell's awaken cost was paid, put N +1/+1 counters on target land you control. That land
becomes a 0/0 Elemental creature with haste. It's still a land."

702.113b: the land is a target only if the awaken cost was paid: a spell cast for its awaken
cost has the card's targets followed by that land (601.2c) and the card's instructions
followed by the awaken ones (the stack object's origin "spell_awaken", state/game_state.py);
cast otherwise it has neither. The animation has no duration (611.2a): it lasts as long as
the land stays on the battlefield. A copy of the spell copies that its awaken cost was paid
(707.10).
"""

from __future__ import annotations

from functools import lru_cache

from mtg_engine.cards.dsl import AltCost, CardDef, Effect, Filter, TargetSpec

KIND = "awaken"
# "target land you control"
LAND_TARGET = TargetSpec("permanent", Filter(types=("Land",), controller="you"))


def awaken_cost(card: CardDef, alt: int) -> AltCost | None:
    """The awaken cost, if the spell is announced with it (alt_costs index `alt`)."""
    if 0 <= alt < len(card.alt_costs) and card.alt_costs[alt].kind == KIND:
        return card.alt_costs[alt]
    return None


def extra_targets(card: CardDef, alt: int) -> tuple[TargetSpec, ...]:
    """702.113b: the land target, only when the awaken cost is paid."""
    return (LAND_TARGET,) if awaken_cost(card, alt) is not None else ()


def card_awaken(card: CardDef) -> AltCost | None:
    return next((a for a in card.alt_costs if a.kind == KIND), None)


@lru_cache(maxsize=256)
def awakened_effects(card: CardDef) -> tuple[Effect, ...]:
    """702.113a: the spell's instructions, then "put N +1/+1 counters on target land you
    control. That land becomes a 0/0 Elemental creature with haste. It's still a land."
    (the land is the target after the spell's own, 601.2c)."""
    from mtg_engine.cards.dsl_abilities import _Ctx, parse_effect

    cost = card_awaken(card)
    assert card.spell is not None and cost is not None
    land = f"target:{len(card.spell.targets)}"
    ctx = _Ctx(f"awaken of {card.name}")
    counters = parse_effect(ctx, "awaken", {"put_counters": {
        "kind": "+1/+1", "what": land, "count": cost.amount}})
    becomes = parse_effect(ctx, "awaken", {"continuous": {
        "what": land, "add_types": ["Creature"], "add_subtypes": ["Elemental"],
        "add_keywords": ["haste"], "set_power": 0, "set_toughness": 0, "until": ""}})
    return (*card.spell.effects, counters, becomes)


__all__ = ["KIND", "LAND_TARGET", "awaken_cost", "awakened_effects", "extra_targets"]
