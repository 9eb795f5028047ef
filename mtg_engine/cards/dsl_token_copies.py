"""The DSL of a token copy with exceptions (707.9b): `create_token: {copy_of: target, except:
{add_keywords: [haste]}}`. The exceptions are layer fields (types, subtypes, keywords, base
power and toughness) kept as a LayerEffect, which rules/token_copies.py makes part of the
token's copy effect."""

from __future__ import annotations

from typing import Any

# 707.9b: the exceptions a token copy's effect may make (as enter_as_copy's)
EXCEPT_KEYS = frozenset({"add_types", "add_subtypes", "add_keywords", "set_power",
                         "set_toughness",
                         # 707.9b: "except it's a 4/4 black Zombie" (rules/layers.except_card)
                         "set_colors", "set_creature_type",
                         "remove_supertypes",  # "except it's not legendary" (205.4)
                         # 707.9b: "except it has haste and "<ability>"" (token_copy_except.py)
                         "add_abilities", "add_triggers"})


def except_effect(ctx: Any, where: str, params: dict[str, Any], condition: Any,
                  may: bool) -> Any:
    """The Effect of a create_token with `except` (only with `copy_of`)."""
    from mtg_engine.cards.dsl import Effect
    from mtg_engine.cards.dsl_abilities import _freeze
    from mtg_engine.cards.dsl_statics import parse_layer_effect

    exc = params["except"]
    if "copy_of" not in params or not isinstance(exc, dict) or not exc \
            or set(exc) - EXCEPT_KEYS:
        raise ctx.fail(f"{where}.create_token.except", "a mapping of "
                       f"{sorted(EXCEPT_KEYS)} with copy_of (707.9b)")
    effect = parse_layer_effect(ctx, f"{where}.create_token.except", exc)
    rest = tuple((k, _freeze(ctx, f"{where}.create_token.{k}", v))
                 for k, v in params.items() if k != "except")
    return Effect("create_token", (*rest, ("except", effect)), condition, may)
