"""Reading the card DSL's activated abilities (602) and their costs (118, 601.2f-h, 602.2b):
mana, tap and untap symbols, sacrifices, discards, life, counters removed, crew; modal
activated abilities (700.2) and "spend this mana only" restrictions (106.6). A malformed one
gets a `CardFileError` naming the card and the field (cards/dsl_abilities.py reads the rest)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import (
    ACTIVATION_TIMINGS,
    ActivatedAbility,
    Condition,
    Cost,
    Effect,
    Mode,
)
from mtg_engine.cards.dsl_abilities import (
    REMOVE_X,
    _amount,
    _as_list,
    _check_keys,
    _Ctx,
    _effects,
    _freeze,
    _int,
    _targets,
    parse_condition,
    parse_filter,
)
from mtg_engine.core.mana import ManaCost, ManaCostError, parse_mana_produced


def parse_cost(ctx: _Ctx, where: str, data: Any) -> Cost:
    if isinstance(data, str):
        data = {"mana": data}
    _check_keys(ctx, where, data, {"mana", "tap", "untap", "sacrifice_self", "pay_life", "discard",
                                   "discard_self", "sacrifice", "remove_counters", "crew",
                                   "sacrifice_count", "exile_self", "exile_graveyard",
                                   "exile_filter", "discard_filter", "discard_random",
                                   "discard_hand", "return_self", "return", "tap_untapped",
                                   "untap_tapped",
                                   "exert_self", "exile_top", "add_counter",
                                   "mill", "energy", "reveal", "exile_graveyard_top",
                                   "remove_counter_from", "tap_attached",
                                   "sacrifice_attached", "exile_hand", "pay_half_life",
                                   "reveal_hand", "reveal_hand_filter", "move_card",
                                   "put_counter_on", "exile_chosen",
                                   # (sacrifice_costs.py: where ~ is said, for the round trip)
                                   "sacrifice_with_self", "grantor", "sacrifice_each"})
    try:
        mana = ManaCost.parse(data.get("mana"))
    except ManaCostError as e:
        raise ctx.fail(f"{where}.mana", str(e)) from None
    return Cost(mana=mana, tap=bool(data.get("tap")), untap=bool(data.get("untap")),
                sacrifice_self=bool(data.get("sacrifice_self")),
                pay_life=_int(ctx, f"{where}.pay_life", data.get("pay_life", 0)),
                discard=_int(ctx, f"{where}.discard", data.get("discard", 0)),
                discard_self=bool(data.get("discard_self")),
                sacrifice=parse_filter(ctx, f"{where}.sacrifice", data["sacrifice"])
                if "sacrifice" in data else None,
                remove_counters=_counter_cost(ctx, f"{where}.remove_counters",
                                              data.get("remove_counters")),
                crew=_int(ctx, f"{where}.crew", data.get("crew", 0)),
                **_more_costs(ctx, where, data))


def _more_costs(ctx: _Ctx, where: str, data: dict[str, Any]) -> dict[str, Any]:
    """The Cost fields of rules/ability_costs.py (118.3): `return` and `tap_untapped` are
    {filter: ..., count: N}."""
    out: dict[str, Any] = {}
    if data.get("sacrifice_each"):  # 118.3: one permanent for each alternative
        alts = (data.get("sacrifice") or {}).get("any_of") or []
        if len(alts) != data.get("sacrifice_count"):
            raise ctx.fail(f"{where}.sacrifice_each", "one permanent for each of the "
                           "sacrifice filter's any_of (sacrifice_count)")
        out["sacrifice_each"] = True
    for key in ("exile_self", "discard_random", "discard_hand", "return_self", "exert_self",
                "pay_half_life"):
        if data.get(key):
            out[key] = True
    if "move_card" in data:  # 118.3 (rules/card_costs.py)
        from mtg_engine.rules.card_costs import MOVES

        if data["move_card"] not in MOVES:
            raise ctx.fail(f"{where}.move_card", f"one of {sorted(MOVES)}")
        out["move_card"] = str(data["move_card"])
    if "grantor" in data:  # 201.5a: "Sacrifice ~" / "Unattach ~" (rules/grantor.py)
        if data["grantor"] not in ("sacrifice", "unattach"):
            raise ctx.fail(f"{where}.grantor", "'sacrifice' or 'unattach'")
        out["grantor"] = str(data["grantor"])
    if "add_counter" in data:  # "Put a page counter on ~" (118.3)
        out["add_counter"] = str(data["add_counter"])
    for key in ("sacrifice_count", "exile_graveyard", "mill", "energy", "exile_top",
                "reveal_hand"):
        if key in data:
            out[key] = _int(ctx, f"{where}.{key}", data[key])
            if out[key] < 1:
                raise ctx.fail(f"{where}.{key}", "must be 1 or more")
    for key in ("tap_attached", "sacrifice_attached"):  # 118.3: "Tap enchanted creature"
        if key in data:
            if data[key] not in ("creature", "land"):
                raise ctx.fail(f"{where}.{key}", "the enchanted permanent: creature or land")
            out[key] = str(data[key])
    for key in ("remove_counter_from", "put_counter_on"):
        rc = data.get(key)
        if rc is not None:  # 118.3: {kind: "+1/+1", filter: {...}}
            among = key == "remove_counter_from" and "count" in rc  # ("from among", 118.3)
            if not isinstance(rc, dict) or set(rc) - {"count"} != {"kind", "filter"} \
                    or not rc["kind"] or ("count" in rc and not among):
                raise ctx.fail(f"{where}.{key}", "{kind: <counter>, filter: {...}}")
            out[key] = (str(rc["kind"]), parse_filter(ctx, f"{where}.{key}.filter",
                                                      rc["filter"]))
            if among:
                out["remove_counter_count"] = _int(ctx, f"{where}.{key}.count", rc["count"])
    for key in ("exile_filter", "discard_filter", "exile_graveyard_top", "reveal_hand_filter"):
        if key in data:
            out[key] = parse_filter(ctx, f"{where}.{key}", data[key])
    if "reveal" in data:  # 701.16a: an additional cost's only (dsl_cards.additional_cost_ok)
        if not where.startswith("additional"):
            raise ctx.fail(f"{where}.reveal", "only an additional cost reveals a card (118.8)")
        out["reveal_filter"] = parse_filter(ctx, f"{where}.reveal", data["reveal"])
    for key, f_name, n_name in (("return", "return_filter", "return_count"),
                                ("tap_untapped", "tap_filter", "tap_count"),
                                ("untap_tapped", "untap_filter", "untap_count")):
        if key in data:
            d = data[key]
            if not isinstance(d, dict) or "filter" not in d:
                raise ctx.fail(f"{where}.{key}", "expected {filter: ..., count: N}")
            out[f_name] = parse_filter(ctx, f"{where}.{key}.filter", d["filter"])
            out[n_name] = _int(ctx, f"{where}.{key}.count", d.get("count", 1))
            if out[n_name] < 1:
                raise ctx.fail(f"{where}.{key}.count", "must be 1 or more")
    if "exile_hand" in data:  # a spell's cost only (rules/alternative_costs.py)
        if not where.startswith(("alt_costs", "additional")):
            raise ctx.fail(f"{where}.exile_hand", "only a spell's cost exiles cards from the "
                           "hand (118.8, 118.9)")
        d = data["exile_hand"]
        if not isinstance(d, dict) or "filter" not in d:
            raise ctx.fail(f"{where}.exile_hand", "expected {filter: ..., count: N}")
        out["exile_hand_filter"] = parse_filter(ctx, f"{where}.exile_hand.filter", d["filter"])
        out["exile_hand"] = _int(ctx, f"{where}.exile_hand.count", d.get("count", 1), 1, 7)
    if out.get("exile_filter") is not None and not out.get("exile_graveyard"):
        raise ctx.fail(f"{where}.exile_filter", "goes with exile_graveyard (how many)")
    if (out.get("discard_random") or "discard_filter" in out) and not data.get("discard"):
        raise ctx.fail(f"{where}.discard", "discard_random / discard_filter need discard: N")
    if "sacrifice_count" in out and "sacrifice" not in data:
        raise ctx.fail(f"{where}.sacrifice_count", "goes with sacrifice (what)")
    if data.get("exile_chosen"):  # 118.3: "Exile a creature you control"
        if "sacrifice" not in data:
            raise ctx.fail(f"{where}.exile_chosen", "goes with sacrifice (what is exiled)")
        out["exile_chosen"] = True
    return out


# Cost.remove_counters' count for "Remove all charge counters from ~" (118.3): every counter
# of the kind there is; the ability's X is that number (rules/activation.py), so that its
# effect may say "the number of charge counters removed this way" (608.2c)
REMOVE_ALL = -2


def _mana_per_counter(ctx: _Ctx, where: str, data: Any) -> tuple[str, ...]:
    """The mana one counter removed gives: "{C}" (a mana of that type), or "{W} or {U}" (one
    mana of either, chosen as the ability resolves, 106.1a: one unit "WU")."""
    text = str(data)
    if " or " not in text:
        return parse_mana_produced(text)
    parts = [parse_mana_produced(p) for p in text.split(" or ")]
    if len(parts) != 2 or any(len(p) != 1 for p in parts) or parts[0] == parts[1]:
        raise ctx.fail(f"{where}.mana_per_counter", "expected one mana or '{W} or {U}'")
    return (parts[0][0] + parts[1][0],)


def _counter_cost(ctx: _Ctx, where: str, data: Any) -> tuple[str, int] | None:
    if data is None:
        return None
    if not isinstance(data, dict) or "kind" not in data:
        raise ctx.fail(where, "expected {kind: ..., count: N}")
    if data.get("count") in ("X", "any"):  # "Remove X / any number of ... counters" (107.3)
        return (str(data["kind"]), REMOVE_X)
    if data.get("count") == "all":  # "Remove all ... counters": X is how many there are
        return (str(data["kind"]), REMOVE_ALL)
    return (str(data["kind"]), _int(ctx, f"{where}.count", data.get("count", 1)))


def _mana_times(ctx: _Ctx, where: str, data: dict[str, Any]) -> Any:
    """106.1: "Add {G} for each ..." -- the mana added this many times (rules/mana_amounts)."""
    if "mana_times" not in data:
        return None
    if not (data.get("mana") or data.get("any_color")):
        raise ctx.fail(where, "needs the mana it multiplies (mana or any_color)")
    _amount(ctx, where, "mana_times", data["mana_times"])
    if "that_color" in str(data["mana_times"]) and (data.get("any_color") != 1 or data.get(
            "mana_times") != {"devotion": "that_color"}):  # 700.5, 106.1a
        raise ctx.fail(where, "devotion to that color is the amount of one mana of any color "
                       "(any_color: 1) the activation chose")
    if isinstance(data["mana_times"], dict) and data["mana_times"].get("one_each") \
            and data.get("mana") != "{W}{U}{B}{R}{G}":  # 105.2, 106.1a
        raise ctx.fail(where, "one mana of each color among permanents: mana {W}{U}{B}{R}{G}")
    return _freeze(ctx, where, data["mana_times"])


def _could_produce(ctx: _Ctx, where: str, data: Any) -> dict[str, Any]:
    """106.7: {filter: <the permanents>, colorless: true for "any type"} -> the fields."""
    if data is None:
        return {}
    if not isinstance(data, dict) or set(data) - {"filter", "colorless"} or "filter" not in data:
        raise ctx.fail(where, "needs {filter: ..., colorless: true|false}")
    return {"could_produce": parse_filter(ctx, f"{where}.filter", data["filter"]),
            "could_produce_colorless": bool(data.get("colorless"))}


def parse_activated(ctx: _Ctx, where: str, data: Any) -> ActivatedAbility:
    _check_keys(ctx, where, data, {"cost", "text", "targets", "effects", "mana", "any_color",
                                   "mana_times",
                                   "chosen_color", "sorcery_speed", "once_each_turn", "loyalty", "zone",
                                   "boast", "forecast", "timing", "max_per_turn", "only_if",
                                   "spend_only", "any_player", "opponents_only",
                                   # (106.1a: one of the results of "Add two mana in any
                                   # combination of colors"; for the round trip only)
                                   "combination", "mana_per_counter", "modes",
                                   "could_produce", "cost_less", "grantor",
                                   "commander_identity",
                                   "x_counters", "mana_instead", "x_color", "x_is"})
    if "x_is" in data:  # 107.3c (rules/defined_x.py)
        from mtg_engine.rules.defined_x import WORDS as X_IS_WORDS

        if data["x_is"] not in X_IS_WORDS \
                or "{X}" not in str((data.get("cost") or {}).get("mana", "")):
            raise ctx.fail(f"{where}.x_is", f"one of {list(X_IS_WORDS)}, with {{X}} in the "
                           "cost (107.3c)")
    if data.get("timing", "") not in ("", *ACTIVATION_TIMINGS):
        raise ctx.fail(f"{where}.timing", f"must be one of {list(ACTIVATION_TIMINGS)}")
    if data.get("zone", "battlefield") not in ("battlefield", "hand", "graveyard", "command"):
        # ("command": an emblem's, 113.6p, 114.4)
        raise ctx.fail(f"{where}.zone", "must be 'battlefield', 'hand', 'graveyard' or "
                       "'command'")
    if "text" not in data:
        raise ctx.fail(where, "an activated ability needs its 'text'")
    mana: tuple[str, ...] = ()
    if "mana" in data:
        try:
            mana = parse_mana_produced(data["mana"])
        except ManaCostError as e:
            raise ctx.fail(f"{where}.mana", str(e)) from None
    raw_cost, cost_x = _cost_x(ctx, where, data.get("cost", {}))
    cost = parse_cost(ctx, f"{where}.cost", raw_cost)
    if cost_x:  # 107.3a: the part X counts holds 0 until X is announced (rules/cost_x.py)
        if cost.remove_counters or data.get("mana") or data.get("any_color"):
            raise ctx.fail(f"{where}.cost", "X counts one part of an activation cost, in an "
                           "ability that isn't a mana ability (107.3a)")
        cost = replace(cost, **{cost_x: 0})
    _check_removed(ctx, where, cost, data.get("effects"))
    if "x_color" in data:  # "Spend only black mana on X." (107.3, ManaCost.only_colors)
        if data["x_color"] not in tuple("WUBRG") or not cost.mana.has_x:
            raise ctx.fail(f"{where}.x_color", "one of W, U, B, R, G, with an {X} in its cost")
        cost = replace(cost, mana=cost.mana.only_colors(str(data["x_color"])))
    mana_each: tuple[str, ...] = ()
    if "mana_per_counter" in data:  # 106.1, 107.1c: storage lands, batteries
        if cost.remove_counters is None or cost.remove_counters[1] != REMOVE_X:
            raise ctx.fail(f"{where}.mana_per_counter", "needs a cost removing any number of "
                           "counters from ~ (remove_counters count: any)")
        try:
            mana_each = _mana_per_counter(ctx, where, data["mana_per_counter"])
        except ManaCostError as e:
            raise ctx.fail(f"{where}.mana_per_counter", str(e)) from None
        if any(len(m) > 1 for m in mana_each) and data.get("spend_only"):
            # (the mana chosen as it resolves is added by rules/mana_choices.py, unrestricted)
            raise ctx.fail(f"{where}.mana_per_counter", "a choice of mana with a spending "
                           "restriction (106.6) is not supported")
    effects = _effects(ctx, f"{where}.effects", data.get("effects"))
    if uses_sacrificed(effects) and (cost.sacrifice is None or cost.sacrifice_count != 1) \
            and not cost.sacrifice_attached:
        raise ctx.fail(f"{where}.effects", "'the sacrificed creature' (an amount's `of: "
                       "sacrificed`) needs a cost that sacrifices one permanent (118.3)")
    from mtg_engine.rules.any_number_costs import ways_read

    if uses_revealed(effects) or ways_read(effects):
        raise ctx.fail(f"{where}.effects", "'the revealed card' of a cost is a spell's "
                       "additional cost's only (118.8, rules/cost_revealed.py)")
    if uses_exiled(effects) and cost.exile_top != 1 and cost.exile_graveyard != 1 \
            and cost.move_card != "hand_nonland_to_exile":
        raise ctx.fail(f"{where}.effects", "'the exiled card' (of the cost) needs a cost that "
                       "exiles one card (118.3, rules/cost_exiled.py)")
    if uses_discarded(effects) and cost.discard != 1:
        raise ctx.fail(f"{where}.effects", "'the discarded card' (of the cost) needs a cost "
                       "that discards one card (118.3, rules/cost_discarded.py)")
    return ActivatedAbility(
        cost=cost,
        text=str(data["text"]),
        targets=_targets(ctx, f"{where}.targets", data.get("targets"), x_ok=True),
        effects=effects,
        mana=mana, any_color=_int(ctx, f"{where}.any_color", data.get("any_color", 0)),
        mana_times=_mana_times(ctx, f"{where}.mana_times", data),
        chosen_color=bool(data.get("chosen_color")),
        **_could_produce(ctx, f"{where}.could_produce", data.get("could_produce")),
        commander_identity=bool(data.get("commander_identity")),  # 903.4
        sorcery_speed=bool(data.get("sorcery_speed")),
        once_each_turn=bool(data.get("once_each_turn") or data.get("boast")
                            or data.get("forecast")),
        boast=bool(data.get("boast")), forecast=bool(data.get("forecast")),
        any_player=bool(data.get("any_player")),  # 602.2
        opponents_only=bool(data.get("opponents_only")),  # 602.2 (with any_player)
        mana_each=mana_each,
        only_if=parse_condition(ctx, f"{where}.only_if", data["only_if"])
        if "only_if" in data else None,
        loyalty=data.get("loyalty"),
        zone=str(data.get("zone", "battlefield")),
        timing=str(data.get("timing", "")),
        max_per_turn=_int(ctx, f"{where}.max_per_turn", data.get("max_per_turn", 0)),
        spend_only=_spend_only(ctx, f"{where}.spend_only", data.get("spend_only")),
        modes=_activated_modes(ctx, where, data),
        cost_less=_cost_less(ctx, where, data, cost),
        cost_x=cost_x,
        grantor=_grantor(ctx, where, data, cost),
        x_counters=str(data.get("x_counters", "")),  # 107.3 (rules/activation.py)
        x_is=str(data.get("x_is", "")),  # 107.3c (rules/defined_x.py)
        mana_instead=_mana_instead(ctx, f"{where}.mana_instead", data),
    )


def _mana_instead(ctx: _Ctx, where: str, data: dict[str, Any]) -> Any:
    """106.1: `mana_instead: {if: <condition>, mana: "{C}{C}{C}"}` beside the ability's one
    `mana` -> (the condition, the mana added instead while it holds)."""
    got = data.get("mana_instead")
    if got is None:
        return None
    own = "mana" if data.get("mana") else "any_color" if data.get("any_color") == 1 else ""
    if not isinstance(got, dict) or set(got) != {"if", own} or data.get("mana_times") is not None:
        raise ctx.fail(where, "{if: <condition>, mana: <mana>} beside the ability's mana, or "
                       "{if: ..., any_color: N} beside its any_color: 1")
    if own == "any_color":  # "add two mana of any one color instead" (106.1a)
        n = _int(ctx, f"{where}.any_color", got["any_color"])
        return (parse_condition(ctx, f"{where}.if", got["if"]), (), n)
    try:
        mana = parse_mana_produced(got["mana"])
    except ManaCostError as e:
        raise ctx.fail(f"{where}.mana", str(e)) from None
    return (parse_condition(ctx, f"{where}.if", got["if"]), mana, 0)


def _grantor(ctx: _Ctx, where: str, data: dict[str, Any], cost: Cost) -> int:
    """201.5a: -1 in a card's text (an ability that names the object granting it: a cost
    paid with it, or damage it deals, `source: grantor`); its id once granted."""
    import json

    names = bool(cost.grantor) or '"grantor"' in json.dumps(data.get("effects") or [])
    got = _int(ctx, f"{where}.grantor", data.get("grantor", -1 if names else 0), -1, 1 << 62)
    if bool(got) != names:
        raise ctx.fail(f"{where}.grantor", "an ability naming its grantor (201.5a) has one")
    return got


def _cost_x(ctx: _Ctx, where: str, data: Any) -> tuple[Any, str]:
    """A cost whose `sacrifice_count`, `exile_graveyard`, `reveal_hand` or `tap_untapped`
    count is "X" (107.3a) -> (the cost with 1 there, to be checked as any cost, and the Cost
    field X counts); (data, "") otherwise."""
    if not isinstance(data, dict):
        return data, ""
    found = [k for k in ("sacrifice_count", "exile_graveyard", "reveal_hand")
             if data.get(k) == "X"]
    tap = data.get("tap_untapped")
    if isinstance(tap, dict) and tap.get("count") == "X":  # "Tap X untapped Knights ..."
        found.append("tap_count")
        data = {**data, "tap_untapped": {**tap, "count": 1}}
    if len(found) > 1:
        raise ctx.fail(f"{where}.cost", "X counts one part of an activation cost (107.3a)")
    if found and found[0] == "tap_count":
        return data, "tap_count"
    return ({**data, found[0]: 1}, found[0]) if found else (data, "")


def _cost_less(ctx: _Ctx, where: str, data: dict[str, Any], cost: Cost) -> Any:
    """602.2b, 601.2f: `cost_less: {less: N, for_each: <amount>}` or `{less: N, if:
    <condition>}` ("This ability costs {N} less to activate ..."), on a mana cost without X."""
    if "cost_less" not in data:
        return None
    from mtg_engine.cards.dsl_abilities import _self_cost

    if cost.mana.has_x or not cost.mana:
        raise ctx.fail(f"{where}.cost_less", "a reduction of a mana cost without X (601.2f)")
    return _self_cost(ctx, data["cost_less"])


def _activated_modes(ctx: _Ctx, where: str, data: dict[str, Any]) -> tuple[Mode, ...]:
    """700.2: a modal activated ability's modes (two or more, and no effects, targets or mana
    of its own)."""
    modes = tuple(
        Mode(targets=_targets(ctx, f"{where}.modes[{i}].targets", m.get("targets")),
             effects=_effects(ctx, f"{where}.modes[{i}].effects", m.get("effects")),
             text=str(m.get("text", "")))
        for i, m in enumerate(_as_list(data.get("modes"))))
    if modes and (data.get("effects") or data.get("targets") or len(modes) < 2
                  or data.get("mana") or data.get("any_color")):
        raise ctx.fail(f"{where}.modes", "a modal activated ability (700.2) has two or more "
                       "modes and no effects, targets or mana of its own")
    return modes


def _spend_only(ctx: _Ctx, where: str, data: Any) -> str:
    """106.6: `{cast: <filter>, activate: <filter>}` (either may be absent, not both; with
    `uncounterable: true` the spell the mana is spent on can't be countered, Cavern of Souls;
    `from_graveyard: any | yours`, `flashback: true`: only a spell cast from a graveyard, with
    flashback; `foretell: true`: also to foretell a card, 702.143a; `kicked: true`: a spell
    cast kicked, 702.33d; `face_down: true` alone: a face-down creature spell, a manifested
    creature's mana cost or a morph cost paid to turn it face up, 702.37c, 701.34b, 702.37e)
    -> its canonical JSON; a cast filter names only what a spell's own characteristics say."""
    from mtg_engine.rules.spend import SPELL_KEYS, restriction_text

    if data is None:
        return ""
    if data == {"face_down": True}:  # 702.37c, 701.34b, 702.37e: face-down spells, turning
        return restriction_text(data)  # face up (rules/spend.allows)
    extra = {"uncounterable", "from_graveyard", "flashback", "kicked"}  # (with cast only)
    if not isinstance(data, dict) or not data or set(data) - {"cast", "activate", "foretell",
                                                              *extra} \
            or data.get("foretell", True) is not True or data.get("kicked", True) is not True \
            or (set(data) & extra and "cast" not in data) \
            or data.get("from_graveyard", "any") not in ("any", "yours"):
        raise ctx.fail(where, "expected {cast: <filter>, activate: <filter>} (one or both; "
                       "uncounterable: true with cast, 106.6)")
    for part in ("cast", "activate"):
        if part in data:
            parse_filter(ctx, f"{where}.{part}", data[part])
    if set(data.get("cast") or {}) - SPELL_KEYS:
        raise ctx.fail(f"{where}.cast", f"a spell filter may use only {sorted(SPELL_KEYS)}")
    return restriction_text(data)


def _reads_cost_object(effects: Any, of: str, condition_kind: str = "") -> bool:
    """Does an amount in these effects read the cost's object `of` ("sacrificed",
    "discarded"), or a condition of theirs have kind `condition_kind`?"""
    from mtg_engine.cards.amounts import Amount

    def walk(v: Any) -> bool:
        if isinstance(v, Amount):
            return v.of == of or (v.also is not None and walk(v.also))
        if isinstance(v, Condition):
            return (bool(condition_kind) and v.kind == condition_kind) \
                or any(walk(p) for p in v.parts)
        if isinstance(v, Effect):  # (702.62a: suspend_exiled, effects/exile_suspend.py)
            return (of == "exiled" and v.verb == "suspend_exiled") \
                or any(walk(x) for _, x in v.params) or walk(v.condition)
        if isinstance(v, (tuple, list)):
            return any(walk(x) for x in v)
        return False
    return walk(effects)


def uses_discarded(effects: Any) -> bool:
    """Do these effects read "the discarded card" of the cost (an amount's `of: discarded`,
    the condition `cost_discarded_was`: rules/cost_discarded.py)?"""
    return _reads_cost_object(effects, "discarded", "cost_discarded_was")


def uses_exiled(effects: Any) -> bool:
    """Do these effects read "the exiled card" of the cost (an amount's `of: exiled`:
    rules/cost_exiled.py)?"""
    return _reads_cost_object(effects, "exiled")


def uses_revealed(effects: Any) -> bool:
    """Do these effects read "the revealed card" of a spell's additional cost (an amount's
    `of: revealed`: rules/cost_revealed.py)?"""
    return _reads_cost_object(effects, "revealed")


def uses_sacrificed(effects: Any) -> bool:
    """Does an amount in these effects read "the sacrificed creature" (`of: sacrificed`, the
    permanent sacrificed to pay the cost: rules/amounts.py)?"""
    return _reads_cost_object(effects, "sacrificed")


def _check_removed(ctx: _Ctx, where: str, cost: Any, effects: Any) -> None:
    """"the number of <kind> counters removed this way" (118.3: the ability's X) only in an
    ability whose cost removes X, any number or all counters of that kind from ~, with no
    {X} to pay besides (cards/oracle/counters_removed.py)."""
    kinds = set(_removed_kinds(effects))
    if not kinds:
        return
    rc = cost.remove_counters
    ok = rc is not None and rc[1] in (REMOVE_X, REMOVE_ALL) and not cost.mana.has_x
    if not ok or kinds - {"", rc[0]}:
        raise ctx.fail(f"{where}.effects", "counters removed this way: only by a cost that "
                       "removes X, any number or all counters of that kind from ~ (118.3)")


def _removed_kinds(data: Any) -> list[str]:
    """The kinds of the "counters removed this way" amounts anywhere in `data` ("": any)."""
    if isinstance(data, dict):
        here = [str(data.get("kind", ""))] if data.get("this_way") == "counters_removed" else []
        return here + [k for v in data.values() for k in _removed_kinds(v)]
    if isinstance(data, list | tuple):
        return [k for v in data for k in _removed_kinds(v)]
    return []
