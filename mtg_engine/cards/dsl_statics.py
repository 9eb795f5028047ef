"""Reading the card DSL's static abilities (604, 611.3): their kinds and what they affect,
the layered continuous effects they make (613.1, `LayerEffect`), attack and block
restrictions (508.1c-d, 509.1b-c) and "can't be the target of" (115.4). A malformed one gets
a `CardFileError` naming the card and the field (cards/dsl_abilities.py reads the rest)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.dsl import (
    _GRANTED_KEYS,
    _NO_EFFECT,
    ATTACK_RESTRICTION_KINDS,
    BLOCK_RESTRICTION_KINDS,
    COST_RESTRICTION_KINDS,
    DEFENDER_CONDITION_KINDS,
    DEFENDER_RESTRICTION_KINDS,
    ENTER_CHOICES,
    LAYER_EFFECT_KEYS,
    STATIC_AFFECTS,
    STATIC_CONDITIONS,
    STATIC_KINDS,
    STATIC_ZONES,
    UNTARGETABLE_BY,
    BlockRestriction,
    CardFileError,
    LayerEffect,
    StaticAbility,
    Untargetable,
)
from mtg_engine.cards.dsl_abilities import (
    MAX_DSL_NUMBER,
    _amount_record,
    _as_list,
    _check_keys,
    _Ctx,
    _int,
    _one_entry,
    granted_ability,
    is_known_ability,
    parse_condition,
    parse_filter,
)
from mtg_engine.core.mana import ManaCost, ManaCostError, SymbolKind
from mtg_engine.core.types import CardType, Supertype


def parse_static(ctx: _Ctx, where: str, data: Any) -> StaticAbility:
    kind, params = _one_entry(ctx, where, data, ("a static ability", "static ability"), "kind",
                              STATIC_KINDS)
    params = params or {}
    if kind == "continuous":
        return _parse_continuous(ctx, f"{where}.{kind}", params)
    if kind == "enter_as_copy":  # 707.5; "except ..." (707.9): exceptions as layer fields
        _check_keys(ctx, f"{where}.{kind}", params, {"filter", "except", "counters",
                                                     "except_if", "when_you_do"})
        exc = params.get("except") or {}
        conditional = params.get("except_if") or {}
        if not isinstance(conditional, dict) or any(
                t not in PERMANENT_TYPE_NAMES for t in conditional):
            raise ctx.fail(f"{where}.{kind}.except_if", "a mapping of card type -> exceptions "
                           "(707.9f)")
        return StaticAbility(kind=kind, filter=parse_filter(ctx, f"{where}.filter",
                                                            params.get("filter")),
                             effect=_copy_exception(ctx, f"{where}.{kind}.except", exc),
                             copy_counters=_copy_counters(ctx, f"{where}.{kind}.counters",
                                                          params.get("counters") or []),
                             copy_if=tuple((str(t), _copy_exception(
                                 ctx, f"{where}.{kind}.except_if.{t}", x))
                                 for t, x in conditional.items()),
                             copy_linked=_linked_trigger(ctx, f"{where}.{kind}.when_you_do",
                                                         params.get("when_you_do")))
    if kind == "cant_activate_from":  # 101.2, 602.5 (rules/cant_enter.activate_problem)
        _check_keys(ctx, f"{where}.{kind}", params, {"zone"})
        if params.get("zone") != "graveyard":
            raise ctx.fail(f"{where}.{kind}.zone", "must be graveyard")
        return StaticAbility(kind=kind, zone="graveyard")
    if kind in ("cant_enter_from", "cant_cast_from"):  # 614.17d, 101.2 (rules/cant_enter.py)
        _check_keys(ctx, f"{where}.{kind}", params,
                    {"zone", "filter"} if kind == "cant_enter_from" else {"zone", "whose"})
        # ("not_hand": "from anywhere other than their hands", Drannith Magistrate)
        zones = ("graveyard", "library") if kind == "cant_enter_from" else (
            "graveyard", "library", "not_hand")
        if params.get("zone") not in zones:
            raise ctx.fail(f"{where}.{kind}.zone", f"must be one of {list(zones)}")
        if params.get("whose", "any") not in ("any", "opponent"):
            raise ctx.fail(f"{where}.{kind}.whose", "must be any or opponent")
        return StaticAbility(kind=kind, zone=str(params["zone"]),
                             whose=str(params.get("whose", "any")),
                             filter=parse_filter(ctx, f"{where}.filter", params.get("filter")))
    if kind == "attach_only":  # 701.3a-b, 704.5n (rules/attach_limits.py)
        _check_keys(ctx, f"{where}.{kind}", params, {"filter"})
        return StaticAbility(kind=kind, filter=parse_filter(ctx, f"{where}.filter",
                                                            params.get("filter")))
    if kind == "cast_self_from":  # 601.3 (rules/play_permissions.own_permission)
        _check_keys(ctx, f"{where}.{kind}", params, {"zone", "as_long_as", "template", "cost",
                                                     "using"})
        if params.get("using", "mutate") != "mutate":
            raise ctx.fail(f"{where}.{kind}.using", "only mutate (702.140a)")
        if params.get("zone") not in ("graveyard", "exile", "all"):
            raise ctx.fail(f"{where}.{kind}.zone", "must be graveyard, exile or all (both)")
        from mtg_engine.cards.dsl_activated import parse_cost

        if "cost" in params and (params["zone"] != "graveyard" or set(params["cost"]) - {
                "pay_life", "discard"}):
            raise ctx.fail(f"{where}.{kind}.cost", "life to pay and cards to discard, from a "
                           "graveyard (118.8)")
        return StaticAbility(kind=kind, zone=str(params["zone"]), when=parse_condition(
            ctx, f"{where}.{kind}.as_long_as", params["as_long_as"])
            if "as_long_as" in params else None,
            extra_cost=parse_cost(ctx, f"{where}.{kind}.cost", params["cost"])
            if "cost" in params else None, using=str(params.get("using", "")))
    if kind == "cast_from_exile_counters":  # 601.3, 122.1 (rules/exile_permissions.py)
        from mtg_engine.rules import exile_permissions as ep

        _check_keys(ctx, f"{where}.{kind}", params, {"counter_kind", "owner", "spend",
                                                     "lands", "filter"})
        if params.get("owner") not in ep.OWNERS or not params.get("counter_kind") \
                or params.get("spend", ep.SNOW_ANY_COLOR) not in ep.SPENDS \
                or params.get("lands", False) not in (True, False):
            raise ctx.fail(f"{where}.{kind}", f"counter_kind, owner: {'/'.join(ep.OWNERS)}, "
                           f"spend: {'/'.join(ep.SPENDS)} if any (609.4b), lands: a bool")
        return StaticAbility(kind=kind, whose="you", counter_kind=str(params["counter_kind"]),
                             affects=ep.OWNERS[params["owner"]],
                             mana=str(params.get("spend", "")), lands=bool(params.get("lands")),
                             filter=parse_filter(ctx, f"{where}.filter", params.get("filter")))
    if kind == "player_protection":  # 702.16b-e (rules/player_protection.py)
        _check_keys(ctx, f"{where}.{kind}", params, {"whose", "choice"})
        if params.get("whose") != "you" or params.get("choice") != "name":
            raise ctx.fail(f"{where}.{kind}", "whose: you; choice: name (the chosen card name)")
        return StaticAbility(kind=kind, whose="you", choice="name")
    if kind == "draft_ability":  # 905.2: nothing in a game (`text`: the round trip's)
        _check_keys(ctx, f"{where}.{kind}", params, {"text"})
        return StaticAbility(kind=kind)
    if kind == "ability_cost":  # 602.2b
        from mtg_engine.cards.dsl_activation_costs import parse_ability_cost

        return parse_ability_cost(ctx, f"{where}.{kind}", params)
    if kind == "as_enters_choose":
        _check_keys(ctx, f"{where}.{kind}", params, {"choice"})
        if params.get("choice") not in ENTER_CHOICES:
            raise ctx.fail(f"{where}.{kind}.choice", f"must be one of {list(ENTER_CHOICES)}")
        return StaticAbility(kind=kind, choice=str(params["choice"]))
    _check_keys(ctx, f"{where}.{kind}", params, {"filter", "power", "toughness", "keywords",
                                                 "counter_kind", "max_count", "affects",
                                                 "condition", "x", "amount", "whose",
                                                 "as_long_as", "from", "to", "unless",
                                                 "restrictions", "no_activation",
                                                 "untargetable", "unless_pay_life",
                                                 "attack_cost", "keeps_self", "goad",
                                                 "block_cost", "cost_each", "cost_x",
                                                 "mana", "zone", "first_each_turn", "per_target",
                                                 "per_commander_cast",
                                                 "top_flash",
                                                 "top_life", "each_type", "exile_instead",
                                                 *_LEVEL_ABILITIES})
    if params.get("exile_instead") and (kind != "play_from_graveyard"
                                        or not params.get("max_count")):
        raise ctx.fail(f"{where}.{kind}.exile_instead", "only a play_from_graveyard's with a "
                       "max_count (614.1a: the spells cast this way)")
    if "zone" in params and (kind != "spell_cost" or params["zone"] != "graveyard"):
        raise ctx.fail(f"{where}.{kind}.zone", "only a spell_cost's: graveyard (the spells "
                       "cast from a graveyard, 601.2f)")
    if (params.get("top_flash") or params.get("top_life")) and kind != "play_from_top":
        raise ctx.fail(f"{where}.{kind}.top_flash", "only a play_from_top's (601.3b)")
    if params.get("each_type") and (kind != "play_from_graveyard" or not params.get(
            "max_count")):
        raise ctx.fail(f"{where}.{kind}.each_type", "only a play_from_graveyard's with a "
                       "max_count (601.3: each permanent type)")
    if params.get("first_each_turn") and (kind not in ("spell_cost", "spells_have")
                                          or params.get("whose") != "you"):
        raise ctx.fail(f"{where}.{kind}.first_each_turn", "only a spell_cost of the spells "
                       "you cast (601.2f: the first one each turn)")
    if params.get("per_commander_cast") and (kind != "spell_cost" or params.get("mana")):
        raise ctx.fail(f"{where}.{kind}.per_commander_cast", "only a spell_cost's generic "
                       "amount (903.8: for each time it's been cast from the command zone)")
    if params.get("per_target") and (kind != "spell_cost" or params.get("mana")):
        raise ctx.fail(f"{where}.{kind}.per_target", "only a spell_cost's generic amount "
                       "(601.2f: for each target)")
    if params.get("no_activation", "") not in ("", "all", "nonmana", "tap"):
        raise ctx.fail(f"{where}.{kind}.no_activation", "must be all, nonmana or tap (602.5)")
    if params.get("whose", "any") not in ("any", "you", "opponent") and not (
            kind == "cant_cast" and params["whose"] in (  # (an Aura's, 303.4; 506.2)
                "enchanted_player", "enchanted_controller", "defending_player")) and not (
            kind == "hand_size_set" and params["whose"] == "chosen"):  # (614.12a)
        raise ctx.fail(f"{where}.{kind}.whose", "must be any, you or opponent")
    for key, allowed in (("affects", STATIC_AFFECTS), ("condition", STATIC_CONDITIONS)):
        if params.get(key, allowed[0]) not in allowed:
            raise ctx.fail(f"{where}.{kind}.{key}", f"must be one of {list(allowed)}")
    kws = tuple(str(k).lower() for k in _as_list(params.get("keywords")))
    from mtg_engine.rules.spell_keywords import casualty_grant, replicate_grant

    bad = [k for k in kws if not is_known_ability(k)
           and not (kind == "spells_have" and (replicate_grant(k) is not None
                                               or casualty_grant(k)))]
    if bad:
        raise ctx.fail(f"{where}.{kind}.keywords", f"unknown keyword(s) {bad}")
    if kind == "spells_have":  # 702.78b (rules/spell_keywords.py)
        from mtg_engine.rules.spell_keywords import GRANTABLE

        if not kws or {k for k in kws if replicate_grant(k) is None
                       and not casualty_grant(k)} - GRANTABLE \
                or params.get("whose") != "you":
            raise ctx.fail(f"{where}.{kind}", f"the spells you cast (whose: you) have one of "
                           f"{sorted(GRANTABLE)}")
    if "unless_pay_life" in params and (kind != "enters_tapped" or "amount" in params or not (
            isinstance(params["unless_pay_life"], int) and params["unless_pay_life"] > 0)):
        raise ctx.fail(f"{where}.{kind}.unless_pay_life", "enters_tapped's life to pay, "
                       "a positive number (614.12, 119.4)")
    cost_times = _combat_costs(ctx, f"{where}.{kind}", kind, params)
    if kind == "level":
        lo, hi = params.get("from"), params.get("to", 0)
        if not (isinstance(lo, int) and lo >= 1 and isinstance(hi, int) and (hi == 0 or hi >= lo)
                and "power" in params and "toughness" in params):
            raise ctx.fail(f"{where}.level", "a level symbol needs 'from' (at least 1), 'to' "
                           "(0 for N+, else at least 'from'), 'power' and 'toughness' (711.2)")
    return StaticAbility(
        level_from=int(params.get("from", 0)), level_to=int(params.get("to", 0)),
        kind=kind, filter=parse_filter(ctx, f"{where}.filter", params.get("filter")),
                         power=_int(ctx, f"{where}.{kind}.power", params.get("power", 0),
                                    -MAX_DSL_NUMBER),
                         toughness=_int(ctx, f"{where}.{kind}.toughness", params.get("toughness", 0),
                                        -MAX_DSL_NUMBER),
                         keywords=kws,
                         counter_kind=str(params.get("counter_kind", "")),
                         max_count=_int(ctx, f"{where}.{kind}.max_count", params.get("max_count", 0)),
                         counts_x=bool(params.get("x")),
                         affects=str(params.get("affects", "filter")),
                         condition=str(params.get("condition", "")),
                         effect=LayerEffect(power=int(params.get("power", 0)),
                                            toughness=int(params.get("toughness", 0)),
                                            add_keywords=kws) if kind == "anthem"
                         else _level_abilities(ctx, f"{where}.{kind}", kind, params),
                         amount=int(params.get("amount", params.get("unless_pay_life", 0))),
                         whose=str(params.get("whose", "any")),
                         restrictions=_block_restrictions(ctx, f"{where}.{kind}.restrictions",
                                                          params.get("restrictions")),
                         no_activation=str(params.get("no_activation", "")),
                         attack_cost=str(params.get("attack_cost", "")),
                         block_cost=str(params.get("block_cost", "")), cost_times=cost_times,
                         keeps_self=_keeps_self(ctx, f"{where}.{kind}", kind, params),
                         goad=_goad(ctx, f"{where}.{kind}", kind, params),
                         zone=str(params.get("zone", "battlefield")),
                         first_each_turn=bool(params.get("first_each_turn")),
                         per_target=bool(params.get("per_target")),
                         per_commander_cast=bool(params.get("per_commander_cast")),
                         top_flash=bool(params.get("top_flash")),
                         top_life=bool(params.get("top_life")),
                         each_type=bool(params.get("each_type")),
                         exile_instead=bool(params.get("exile_instead")),
                         mana=_increase_mana(ctx, f"{where}.{kind}", kind, params),
                         untargetable=_untargetable(ctx, f"{where}.{kind}.untargetable",
                                                    params.get("untargetable")),
                         when=parse_condition(ctx, f"{where}.{kind}.as_long_as",
                                              params["as_long_as"])
                         if "as_long_as" in params else None,
                         unless=parse_condition(ctx, f"{where}.{kind}.unless", params["unless"])
                         if "unless" in params else None)


def _combat_costs(ctx: _Ctx, where: str, kind: str, params: dict[str, Any]) -> Any:
    """508.1h, 509.1c: `attack_cost` on an attack restriction, `block_cost` on a
    `cant_block_unless_paid` restriction; `cost_each` ("{1} for
    each ...") or `cost_x` ("{X} ..., where X is ...", 107.3): the cards/amounts.Amount
    multiplying the cost to attack or block per creature (rules/combat_costs.py), or None."""
    for key, kinds, rule in (("attack_cost", ATTACK_RESTRICTION_KINDS, "508.1h"),
                             ("block_cost", COST_RESTRICTION_KINDS, "509.1c")):
        if key not in params:  # a mana cost per creature, on its restriction
            continue
        try:
            ManaCost.parse(str(params[key]))
        except ManaCostError as e:
            raise ctx.fail(f"{where}.{key}", str(e)) from None
        if kind != "anthem" or not any(next(iter(r), "") in kinds
                                       for r in _as_list(params.get("restrictions"))
                                       if isinstance(r, dict)):
            raise ctx.fail(f"{where}.{key}", f"a cost on an anthem's {list(kinds)} "
                           f"restriction ({rule})")
    keys = [k for k in ("cost_each", "cost_x") if k in params]
    if not keys:
        return None
    costs = [str(params[k]) for k in ("attack_cost", "block_cost") if k in params]
    with_x = keys == ["cost_x"]
    if len(keys) > 1 or not costs or not isinstance(params[keys[0]], dict) or any(
            ("{X}" in c) != with_x for c in costs):
        raise ctx.fail(f"{where}.{keys[0]}", "one amount, on an attack_cost or block_cost "
                       "with {X} (cost_x) or without (cost_each, 107.3)")
    return _amount_record(ctx, f"{where}.{keys[0]}", params[keys[0]])


_LEVEL_ABILITIES = ("add_abilities", "add_triggers")


def _level_abilities(ctx: _Ctx, where: str, kind: str, params: dict[str, Any]) -> LayerEffect:
    """711.2b: the activated and triggered abilities in a level box (`add_abilities`,
    `add_triggers`: the permanent has them while the box applies, layer 6), only on "level"."""
    got = {k: params[k] for k in _LEVEL_ABILITIES if k in params}
    if not got:
        return _NO_EFFECT
    if kind != "level":  # (only a level symbol has abilities this way)
        raise ctx.fail(where, "abilities in a level box need a level symbol (711.2)")
    return parse_layer_effect(ctx, where, got)


def _keeps_self(ctx: _Ctx, where: str, kind: str, params: dict[str, Any]) -> bool:
    """"This effect doesn't remove ~." (702.16c): only on an Aura's anthem granting
    protection."""
    if not params.get("keeps_self"):
        return False
    if kind != "anthem" or params.get("affects") != "enchanted" or not any(
            str(k).startswith("protection from ") for k in _as_list(params.get("keywords"))):
        raise ctx.fail(f"{where}.keeps_self", "an Aura's anthem granting protection (702.16c)")
    return True


def _increase_mana(ctx: _Ctx, where: str, kind: str, params: dict[str, Any]) -> str:
    """601.2f: the coloured mana a `spell_cost` adds ("cost {B} more to cast")."""
    if "mana" not in params:
        return ""
    try:
        cost = ManaCost.parse(str(params["mana"]))
    except ManaCostError as e:
        raise ctx.fail(f"{where}.mana", str(e)) from None
    if kind != "spell_cost" or not cost.symbols or any(
            s.kind is not SymbolKind.COLORED for s in cost.symbols):
        raise ctx.fail(f"{where}.mana", "coloured mana symbols, on a spell_cost (601.2f)")
    return str(cost)


def _goad(ctx: _Ctx, where: str, kind: str, params: dict[str, Any]) -> bool:
    """"Enchanted creature ... is goaded." (701.38b): on an anthem only."""
    if "goad" not in params:
        return False
    if kind != "anthem" or params["goad"] is not True:
        raise ctx.fail(f"{where}.goad", "true, on an anthem (701.38b)")
    return True


def _untargetable(ctx: _Ctx, where: str, data: Any) -> Untargetable | None:
    if data is None:
        return None
    _check_keys(ctx, where, data, {"by", "opponents", "quality"})
    if data.get("by") not in UNTARGETABLE_BY:
        raise ctx.fail(f"{where}.by", f"must be one of {list(UNTARGETABLE_BY)}")
    return Untargetable(str(data["by"]), bool(data.get("opponents")),
                        parse_filter(ctx, f"{where}.quality", data.get("quality")))


def _block_restrictions(ctx: _Ctx, where: str, data: Any) -> tuple[BlockRestriction, ...]:
    """`[{cant_be_blocked_by: <filter>}, ...]` (509.1b)."""
    out: list[BlockRestriction] = []
    for i, item in enumerate(_as_list(data)):
        if not isinstance(item, dict) or len(item) != 1 \
                or next(iter(item)) not in (*BLOCK_RESTRICTION_KINDS, *ATTACK_RESTRICTION_KINDS,
                                            *COST_RESTRICTION_KINDS,
                                            *DEFENDER_RESTRICTION_KINDS):
            raise ctx.fail(f"{where}[{i}]", f"one of {list(BLOCK_RESTRICTION_KINDS)} with the "
                           "other creature's filter")
        kind, f = next(iter(item.items()))
        if kind in DEFENDER_CONDITION_KINDS:  # 506.2: {condition: ...} (judged for that player)
            from mtg_engine.cards.dsl_abilities import parse_condition

            if not isinstance(f, dict) or set(f) != {"condition"}:
                raise ctx.fail(f"{where}[{i}].{kind}", "{condition: <condition>}")
            out.append(BlockRestriction(kind, condition=parse_condition(
                ctx, f"{where}[{i}].{kind}.condition", f["condition"])))
            continue
        out.append(BlockRestriction(kind, parse_filter(ctx, f"{where}[{i}].{kind}", f)))
    return tuple(out)


# 110.4: the card types a permanent may be ("except it enters with ... if it's a creature")
PERMANENT_TYPE_NAMES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")
# `set_colors`: "except it doesn't copy that creature's color" on a card of one colour, which
# keeps it (707.9c, 707.9d)
_COPY_EXCEPTIONS = frozenset({"add_types", "add_subtypes", "add_supertypes", "remove_supertypes",
                              "add_keywords", "set_power", "set_toughness", "add_abilities",
                              "add_triggers", "set_colors",
                              "all_creature_types"})  # ("it has changeling", 702.73a)


def _copy_exception(ctx: _Ctx, where: str, exc: Any) -> LayerEffect:
    """707.9b-c: an enter-as-copy's exceptions (layer fields of the copiable values)."""
    bad = set(exc) - _COPY_EXCEPTIONS if isinstance(exc, dict) else {"except"}
    if bad:
        raise ctx.fail(where, f"not an exception the engine makes: {sorted(bad)} (707.9b: "
                       "types, supertypes, subtypes, keywords, abilities, power/toughness, "
                       "colours)")
    return parse_layer_effect(ctx, where, exc) if exc else _NO_EFFECT


def _linked_trigger(ctx: _Ctx, where: str, data: Any) -> str:
    """707.9g, 603.11: {text, effects, targets?}: "When you do, ..." linked to the copy, as the
    canonical JSON of a trigger (event "delayed", as a reflexive one, 603.12), or ""."""
    if not data:
        return ""
    if not isinstance(data, dict) or set(data) - {"text", "effects", "targets"} \
            or "effects" not in data:
        raise ctx.fail(where, "{text, effects, targets} (a triggered ability, 603.11)")
    import json

    from mtg_engine.cards.dsl_abilities import parse_trigger

    trigger = {"event": "delayed", **data}
    parse_trigger(ctx, where, trigger)
    return json.dumps(trigger, sort_keys=True, separators=(",", ":"))


def _copy_counters(ctx: _Ctx, where: str, data: Any) -> tuple[tuple[str, int, str], ...]:
    """707.9e: [{kind: "+1/+1", count: 2 | X, if_type: Creature}] (an additional effect of the
    replacement, not a copiable value)."""
    if not isinstance(data, list):
        raise ctx.fail(where, "a list of {kind, count, if_type}")
    out = []
    for i, c in enumerate(data):
        if not isinstance(c, dict) or set(c) - {"kind", "count", "if_type"} or "kind" not in c:
            raise ctx.fail(f"{where}[{i}]", "{kind, count (a number or X), if_type}")
        n = -1 if c.get("count", 1) == "X" else _int(ctx, f"{where}[{i}].count", c.get("count", 1))
        # ("yours": only if you control the permanent copied, rules/copy.entering_counters)
        if c.get("if_type", "") not in ("", "yours", *PERMANENT_TYPE_NAMES) or n == 0:
            raise ctx.fail(f"{where}[{i}]", f"if_type one of {list(PERMANENT_TYPE_NAMES)}; "
                           "count not 0")
        out.append((str(c["kind"]), n, str(c.get("if_type", ""))))
    return tuple(out)


def parse_layer_effect(ctx: _Ctx, where: str, params: dict[str, Any]) -> LayerEffect:
    """The LayerEffect fields of a mapping (other keys are the caller's)."""
    kw: dict[str, Any] = {}
    for k in LAYER_EFFECT_KEYS & set(params):
        v = params[k]
        default = getattr(_NO_EFFECT, k)
        if k in _GRANTED_KEYS:  # 613.1f: abilities granted, each read as a card's is
            if not isinstance(v, list) or not v:
                raise ctx.fail(f"{where}.{k}", "a list of abilities")
            try:
                kw[k] = tuple(granted_ability(k, x) for x in v)
            except CardFileError as e:
                raise ctx.fail(f"{where}.{k}", str(e)) from None
            except (TypeError, ValueError) as e:
                raise ctx.fail(f"{where}.{k}", f"not an ability: {e}") from None
        elif k == "add_statics":  # 613.1f, 613.7a: static abilities granted
            from mtg_engine.rules.granted_statics import canonical, granted_static

            if not isinstance(v, list) or not v:
                raise ctx.fail(f"{where}.{k}", "a list of static abilities")
            try:
                kw[k] = tuple(canonical(x) for x in v)
                for text in kw[k]:
                    granted_static(text)
            except (CardFileError, TypeError, ValueError) as e:
                raise ctx.fail(f"{where}.{k}", f"not a static ability: {e}") from None
        elif k == "text_change":  # 612: (kind, old word, new word)
            from mtg_engine.rules.text_changes import check_change

            try:
                kw[k] = check_change(tuple(str(x) for x in _as_list(v)))
            except ValueError as e:
                raise ctx.fail(f"{where}.{k}", str(e)) from None
        elif k == "pt_count":
            kw[k] = parse_filter(ctx, f"{where}.{k}", v)
        elif k == "per":  # 608.2h (cards/amounts.py)
            kw[k] = _amount_record(ctx, f"{where}.per", v) if isinstance(v, dict) else None
            if kw[k] is None:
                raise ctx.fail(f"{where}.per", "must be an amount (cards/amounts.py)")
            from mtg_engine.cards.amounts import PER_KINDS

            greatest = kw[k].kind == "greatest" and kw[k].zone in ("graveyard", "hand")
            # 607.2a: "for each card exiled with it" (the source's, rules/exiled_with.py)
            greatest = greatest or kw[k].kind == "exiled_with"
            # 508.1: "for each time it has attacked this turn" (rules/layer_dependency._per)
            attacks = kw[k].kind == "this_turn" and kw[k].who == "attacked"
            if attacks and kw[k].of != "affected":  # (oracle/amounts.py writes `of: self`
                # for "~ gets ... for each time it has attacked this turn": not read here)
                raise ctx.fail(f"{where}.per", "a layer effect's count of the times it has "
                               "attacked this turn (508.1) is each affected permanent's own: "
                               "of: affected")
            if (kw[k].kind not in PER_KINDS and not greatest and not attacks) \
                    or (kw[k].kind == "colors" or attacks) != (kw[k].of == "affected") \
                    or kw[k].of not in ("", "self", "attached", "affected",
                                        *(("chosen_player",) if kw[k].kind == "count" else ())) \
                    or kw[k].minus_from or kw[k].plus or kw[k].half or kw[k].also is not None \
                    or kw[k].zone == "exile_and_graveyard":  # (layer_dependency: not read)
                raise ctx.fail(f"{where}.per", "a layer effect's count is of permanents or "
                               "cards, counters, devotion, basic land types, a party or players, or the "
                               "greatest power, toughness or mana value among cards in a "
                               "graveyard or hand")
        elif k == "pt_amount":  # 604.3 (rules/cda_amounts.py)
            from mtg_engine.rules.cda_amounts import CDA_KINDS, CDA_STATS

            kw[k] = _amount_record(ctx, f"{where}.{k}", v) if isinstance(v, dict) else None
            # (a count of the chosen player's permanents or cards, 614.12a: cda_amounts._whose)
            if kw[k] is None or kw[k].kind not in CDA_KINDS or kw[k].negate or kw[k].of not in (
                    "", "self", *(("chosen_player",) if kw[k].kind == "count" else ())) \
                    or (kw[k].kind in ("greatest", "total") and kw[k].stat not in CDA_STATS):
                raise ctx.fail(f"{where}.{k}", f"an amount of one of {list(CDA_KINDS)} "
                               "(604.3)")
        elif isinstance(default, tuple):
            kw[k] = tuple(str(x) for x in _as_list(v))
        elif k in ("set_colors", "add_colors"):
            # a list of letters or one string of them ("WU")
            letters = {ch for x in _as_list(v) for ch in str(x).upper()}
            if letters - set("WUBRG"):
                raise ctx.fail(f"{where}.{k}", f"colours are W, U, B, R, G letters, not {v!r}")
            kw[k] = "".join(c for c in "WUBRG" if c in letters)
        elif isinstance(default, bool):
            kw[k] = bool(v)
        elif k in ("set_power", "set_toughness", "power", "toughness", "pt_plus", "power_per",
                   "toughness_per"):
            kw[k] = _int(ctx, f"{where}.{k}", v, -MAX_DSL_NUMBER)
        else:
            kw[k] = str(v)
    for k in ("add_keywords", "remove_keywords"):
        kw[k] = tuple(x.lower() for x in kw.get(k, ()))
        bad = [x for x in kw[k] if not is_known_ability(x) and not (
            x == "protection" and kw.get("abilities_of") == "keywords_of_exiled_with")]
        if bad:
            raise ctx.fail(f"{where}.{k}", f"unknown keyword(s) {bad}")
    try:
        for t in (*kw.get("add_types", ()), *kw.get("set_types", ()),
                  *kw.get("remove_types", ())):
            CardType.parse(t)
    except ValueError as e:
        raise ctx.fail(f"{where}.add_types", str(e)) from None
    for k in ("add_supertypes", "remove_supertypes"):  # 205.4 (layers._types: its values)
        try:
            kw[k] = tuple(Supertype.parse(t).value for t in kw.get(k, ()))
        except ValueError as e:
            raise ctx.fail(f"{where}.{k}", str(e)) from None
    if kw.get("abilities_of", "") not in ("", "exiled_creature_cards_with", "exiled_with",
                                          "library_top",  # 613.1f (rules/abilities_of.py)
                                          "keywords_of_exiled_with"):  # (its add_keywords)
        raise ctx.fail(f"{where}.abilities_of", "exiled_creature_cards_with, exiled_with, "
                       "library_top or keywords_of_exiled_with")
    if kw.get("pt_count_zone", "battlefield") not in ("battlefield", "graveyard", "hand"):
        raise ctx.fail(f"{where}.pt_count_zone", "must be battlefield, graveyard or hand")
    if kw.get("pt_count_stat", "") not in ("", "power", "toughness"):
        raise ctx.fail(f"{where}.pt_count_stat", "must be power or toughness (or absent: both)")
    return LayerEffect(**kw)


def _parse_continuous(ctx: _Ctx, where: str, params: dict[str, Any]) -> StaticAbility:
    """A static ability generating a continuous effect (604.1, 611.3), in its layers (613)."""
    _check_keys(ctx, where, params, set(LAYER_EFFECT_KEYS) | {"filter", "affects", "condition",
                                                              "cda", "zone", "as_long_as"})
    for key, allowed in (("affects", STATIC_AFFECTS), ("condition", STATIC_CONDITIONS),
                         ("zone", STATIC_ZONES)):
        if params.get(key, allowed[0]) not in allowed:
            raise ctx.fail(f"{where}.{key}", f"must be one of {list(allowed)}")
    effect = parse_layer_effect(ctx, where, params)
    if not effect.layers():
        raise ctx.fail(where, "the effect changes nothing")
    cda = bool(params.get("cda"))
    if cda and params.get("affects") != "self":
        raise ctx.fail(f"{where}.cda", "a characteristic-defining ability affects itself (604.3)")
    return StaticAbility(kind="continuous",
                         filter=parse_filter(ctx, f"{where}.filter", params.get("filter")),
                         affects=str(params.get("affects", "filter")),
                         condition=str(params.get("condition", "")), effect=effect, cda=cda,
                         zone=str(params.get("zone", "battlefield")),
                         # 611.3a: "As long as <condition>, ~ has '...'"
                         when=parse_condition(ctx, f"{where}.as_long_as", params["as_long_as"])
                         if "as_long_as" in params else None)



