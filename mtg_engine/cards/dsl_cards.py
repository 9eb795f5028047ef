"""Reading a card (`parse_card`) and a card file (`parse_card_file`) of the card DSL: the card's
fields, its casting costs (601.2b-f), the abilities its keywords mean (702), multi-face cards.

The records are in cards/dsl.py, the abilities are read by cards/dsl_abilities.py."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from mtg_engine.cards.dsl import (
    ALT_COST_KINDS,
    GRAVEYARD_CASTS,
    ActivatedAbility,
    AltCost,
    CardDef,
    CardFileError,
    Cost,
    Splice,
    StaticAbility,
    TriggeredAbility,
)
from mtg_engine.cards.dsl_abilities import (
    MAX_DSL_NUMBER,
    _as_list,
    _check_keys,
    _Ctx,
    _int,
    _self_cost,
    is_known_ability,
    parse_condition,
    parse_filter,
    parse_replacement,
    parse_spell,
    parse_target,
    parse_trigger,
)
from mtg_engine.cards.dsl_activated import (
    parse_activated,
    parse_cost,
    uses_discarded,
    uses_exiled,
    uses_revealed,
    uses_sacrificed,
)
from mtg_engine.cards.dsl_statics import parse_static
from mtg_engine.cards.keyword_dsl import (
    CASCADE,
    DASH_HASTE,
    DASH_RETURN,
    EVOKE_SACRIFICE,
    MADNESS_TRIGGER,
    MIRACLE_TRIGGER,
    PERSIST,
    PROWESS,
    REPLICATE_TRIGGER,
    UNDYING,
    ward_trigger,
)
from mtg_engine.core.mana import ManaCost, ManaCostError
from mtg_engine.core.types import CardType, parse_type_line

CARD_KEYS = {"name", "cost", "type", "colors", "power", "toughness", "loyalty", "keywords", "text",
             "spell", "abilities", "triggers", "statics", "enchant", "flashback",
             "cleaved",  # 702.148a: the spell cast for its cleave cost (rules/cleave.py)
             "replacements", "kicker", "multikicker", "additional_cost", "buyback", "affinity",
             "additional_options",
             "additional_optional",  # 118.8: the additional cost is paid by choice ("you may")
             "additional_any", "additional_reduction",  # 118.8, 601.2f (any_number_costs.py)
             "flashback_cost",  # 702.34a: the part of a flashback cost other than mana
             "buyback_cost",  # 702.27a: the part of a buyback cost other than mana
             "kicker_cost",  # 702.33a: the part of a kicker cost other than mana
             "escalate",  # 702.120a: a mana cost for each mode beyond the first
             "per_target_cost",  # 601.2f: a mana cost for each target beyond the first
             "self_cost",
             "entwine", "replicate", "splice", "alt_costs", "graveyard_cast", "disturb", "meld_with",
             "meld_into", "melded_from", "morph", "megamorph", "ward",
             "bushido", "soulshift", "echo",  # triggered keywords with a parameter (702)
             "cumulative_upkeep", "suspend", "vanishing", "fading", "annihilator",
             "bloodthirst",
             "tribute",  # 702.104a: N (rules/tribute.py)
             "key",  # a token's identity (CardDef.token_key)
             # 702.130a, 702.23a, 702.112a, 702.123a, 702.43a: N; 702.107a: a mana cost
             "afflict", "rampage", "renown", "fabricate", "modular", "outlast",
             "unearth", "ninjutsu",  # 702.84a, 702.49a: a mana cost
             "reconfigure",  # 702.151a: a mana cost
             "ripple",  # 702.60a: N
             "hideaway",  # 702.75a: N (0: the printed "Hideaway", 702.75b)
             "reinforce", "transmute", "scavenge",  # 702.77a, 702.53a, 702.97a
             "graft", "devour", "afterlife",  # 702.58a, 702.82a, 702.135a: N
             "amplify",  # 702.38a: N
             "recover",  # 702.59a: a mana cost
             "dredge",  # 702.52a: N
             "embalm", "eternalize",  # 702.128a, 702.129a: a mana cost
             "champion",  # 702.72a: what it champions ("a Faerie")
             "cascades",  # 702.85c: how many instances of cascade (2: "Cascade, cascade")
             "casualty",  # 702.153a: N
             "partner_with",  # 702.124f: the partner's name
             "cast_only"}  # 601.3: the conditions under which it may be cast


def _mana(ctx: _Ctx, where: str, text: Any) -> ManaCost:
    try:
        return ManaCost.parse(str(text))
    except ManaCostError as e:
        raise ctx.fail(where, str(e)) from None


def _ward_cost(ctx: _Ctx, text: Any) -> ManaCost | str:
    """702.21a: a ward cost: mana ("{2}"), or "—Pay N life" / "—Discard a card" as written."""
    from mtg_engine.cards.keywords import _LIFE_COST, WARD_DISCARD

    if isinstance(text, str) and (_LIFE_COST.match(text) or text == WARD_DISCARD):
        return text
    return _mana(ctx, "ward", text)


def additional_cost_ok(cost: Cost) -> bool:
    """118.8: an additional cost the engine pays: life, and at most one part that chooses
    objects (CastSpell.additional holds them)."""
    parts = [cost.sacrifice is not None, bool(cost.discard), bool(cost.exile_graveyard),
             cost.tap_filter is not None, cost.return_filter is not None,
             cost.reveal_filter is not None, bool(cost.exile_hand),
             cost.put_counter_on is not None]  # ("put a -1/-1 counter on a creature you control")
    bare = Cost(sacrifice=cost.sacrifice, sacrifice_count=cost.sacrifice_count,
                discard=cost.discard, discard_filter=cost.discard_filter,
                discard_random=cost.discard_random, pay_life=cost.pay_life,
                exile_graveyard=cost.exile_graveyard, exile_filter=cost.exile_filter,
                tap_filter=cost.tap_filter, tap_count=cost.tap_count,
                return_filter=cost.return_filter, return_count=cost.return_count,
                reveal_filter=cost.reveal_filter, exile_hand=cost.exile_hand,
                exile_hand_filter=cost.exile_hand_filter, put_counter_on=cost.put_counter_on,
                exile_chosen=cost.exile_chosen)
    return cost == bare and sum(parts) <= 1


def _splice(ctx: _Ctx, data: dict[str, Any]) -> Splice:
    """702.47a: `splice: {onto: Arcane, mana: "{1}{R}"}` on an instant or sorcery whose spell
    has no modes (702.47b: its text is what is added)."""
    sp = data["splice"]
    spell = data.get("spell") or {}
    if not isinstance(sp, dict) or set(sp) != {"onto", "mana"} or not isinstance(spell, dict) \
            or not spell or spell.get("modes"):
        raise ctx.fail("splice", "{onto: [a card type or subtype...], mana: cost}, on a spell "
                       "without modes (702.47a)")
    onto = tuple(str(w) for w in _as_list(sp["onto"]))
    if not onto:
        raise ctx.fail("splice", "onto: the quality of the spells it is spliced onto (702.47a)")
    return Splice(onto, _mana(ctx, "splice", sp["mana"]))


def _cu_other(ctx: _Ctx, cu: dict[str, Any]) -> tuple[str, Any]:
    """702.24a: `{or: ["{G}", "{W}"]}`, `{counter: "-1/-1"}`, `{add: R}`, `{draw: 1}`,
    `{sacrifice: creature}` (or `land`), `{discard: 1}`."""
    kind, value = next(iter(cu.items()))
    ok = {"or": lambda v: isinstance(v, list) and len(v) == 2 and all(
              isinstance(x, str) and len(x) == 3 and x[1] in "WUBRG" for x in v),
          "counter": lambda v: v in ("-1/-1", "+1/+1"),
          "add": lambda v: isinstance(v, str) and v in tuple("WUBRGC"),
          "draw": lambda v: v == 1,
          "sacrifice": lambda v: v in ("creature", "land"),
          "discard": lambda v: v == 1}[kind]
    if not ok(value):
        raise ctx.fail(f"cumulative_upkeep.{kind}", "not a cost cumulative upkeep has (702.24a)")
    return kind, value


def parse_casting_costs(ctx: _Ctx, data: dict[str, Any]) -> dict[str, Any]:
    """The optional, additional and alternative costs of casting the card (601.2b, 118.8,
    118.9)."""
    out: dict[str, Any] = {}
    if data.get("kicker"):
        out["kicker"] = tuple(_mana(ctx, f"kicker[{i}]", k)
                              for i, k in enumerate(_as_list(data["kicker"])))
    if data.get("multikicker"):
        out["multikicker"] = _mana(ctx, "multikicker", data["multikicker"])
    if out.get("kicker") and out.get("multikicker"):
        raise ctx.fail("multikicker", "a card has kicker or multikicker, not both")
    if data.get("buyback"):
        out["buyback"] = _mana(ctx, "buyback", data["buyback"])
    if data.get("replicate"):
        if not data.get("spell"):
            raise ctx.fail("replicate", "replicate is an instant's or sorcery's (702.56a)")
        out["replicate"] = _mana(ctx, "replicate", data["replicate"])
    if data.get("splice"):
        out["splice"] = _splice(ctx, data)
    if data.get("entwine"):
        spell = data.get("spell") or {}
        if not isinstance(spell, dict) or not spell.get("modes"):
            raise ctx.fail("entwine", "entwine is an ability of modal spells (702.42a)")
        out["entwine"] = _mana(ctx, "entwine", data["entwine"])
    if data.get("escalate"):
        spell = data.get("spell") or {}
        if not isinstance(spell, dict) or not spell.get("modes") or data.get("entwine"):
            raise ctx.fail("escalate", "escalate is an ability of modal spells (702.120a)")
        out["escalate"] = _mana(ctx, "escalate", data["escalate"])
    if data.get("per_target_cost"):
        if not (data.get("spell") or {}).get("targets"):
            raise ctx.fail("per_target_cost", "a cost for each target of a spell with targets "
                           "(601.2f)")
        out["per_target_cost"] = _mana(ctx, "per_target_cost", data["per_target_cost"])
    if data.get("graveyard_cast"):
        if data["graveyard_cast"] not in GRAVEYARD_CASTS:
            raise ctx.fail("graveyard_cast", f"must be one of {list(GRAVEYARD_CASTS)}")
        if not data.get("spell") or data.get("additional_cost") or data.get("flashback"):
            raise ctx.fail("graveyard_cast", "an instant or sorcery without another "
                           "additional cost or flashback (702.133a, 702.81a)")
        out["graveyard_cast"] = str(data["graveyard_cast"])
    if data.get("additional_cost"):
        from mtg_engine.rules.additional_x import read_x  # 107.3a: "discard X cards"

        counted, x_part = read_x(ctx, data)
        cost = parse_cost(ctx, "additional_cost", counted)
        if x_part:
            out["additional_x"] = x_part
        if not additional_cost_ok(cost):
            raise ctx.fail("additional_cost", "one of sacrifice, discard, exile_graveyard, "
                           "tap_untapped or return, and pay_life (118.8)")
        out["additional_cost"] = cost
    if data.get("additional_any") or data.get("additional_reduction"):
        from mtg_engine.rules.any_number_costs import check

        out.update(check(ctx, out.get("additional_cost"), data))  # 118.8, 601.2f
    if data.get("additional_optional"):  # 118.8, 601.2b (rules/optional_costs.py)
        c = out.get("additional_cost")
        if c is None or "additional_x" in out or (c.reveal_filter is None and c.sacrifice is None
                                                  and not out.get("additional_any")):
            raise ctx.fail("additional_optional", "an additional_cost that reveals or sacrifices "
                           "one object, without X (118.8)")
        out["additional_optional"] = True
    for key, keyword, rule, others in _KEYWORD_COSTS:
        if data.get(key) and key == "flashback_cost" and not data.get("additional_cost"):
            from mtg_engine.rules.additional_x import read_x  # 107.3a: "Sacrifice X Mountains"

            counted, x_part = read_x(ctx, data, key)
            out[key] = _keyword_cost(ctx, {**data, key: counted}, key, keyword, rule, others)
            if x_part:
                out["additional_x"] = x_part  # (rules/additional_x.py)
        elif data.get(key):
            out[key] = _keyword_cost(ctx, data, key, keyword, rule, others)
    if data.get("additional_options"):  # 118.8, 601.2b: one of them (rules/additional_options.py)
        options = tuple(parse_cost(ctx, f"additional_options[{i}]", c)
                        for i, c in enumerate(_as_list(data["additional_options"])))
        if len(options) < 2 or data.get("additional_cost") or data.get("graveyard_cast") \
                or data.get("casualty") or not all(
                    additional_cost_ok(c) or c == Cost(mana=c.mana) for c in options):
            raise ctx.fail("additional_options", "two or more costs, each mana or one that "
                           "additional_cost allows, and no other additional cost (118.8)")
        out["additional_options"] = options
    if "affinity" in data:
        out["affinity"] = parse_filter(ctx, "affinity", data["affinity"])
    if "self_cost" in data:  # 601.2f
        out["self_cost"] = _self_cost(ctx, data["self_cost"])
    if data.get("cast_only"):  # 601.3
        out["cast_only"] = tuple(parse_condition(ctx, f"cast_only[{i}]", c)
                                 for i, c in enumerate(_as_list(data["cast_only"])))
    alts = []
    for i, a in enumerate(_as_list(data.get("alt_costs"))):
        _check_keys(ctx, f"alt_costs[{i}]", a, {"kind", "mana", "exile", "amount", "cost", "if"})
        if a.get("kind") not in ALT_COST_KINDS:
            raise ctx.fail(f"alt_costs[{i}].kind", f"must be one of {list(ALT_COST_KINDS)}")
        exile = _int(ctx, f"alt_costs[{i}].exile", a.get("exile", 0))
        if (exile > 0) != (a["kind"] == "escape"):
            raise ctx.fail(f"alt_costs[{i}].exile", "only escape exiles cards (702.138a)")
        amount = _int(ctx, f"alt_costs[{i}].amount", a.get("amount", 0))
        if (amount > 0) != (a["kind"] == "awaken"):  # 702.113a: "Awaken N—[cost]"
            raise ctx.fail(f"alt_costs[{i}].amount", "awaken (only) puts N counters (702.113a)")
        alts.append(AltCost(a["kind"], _mana(ctx, f"alt_costs[{i}].mana", a.get("mana", "")),
                            exile, amount, *_printed_alt_parts(ctx, i, a, data)))
    if alts:
        out["alt_costs"] = tuple(alts)
    return out


def _printed_alt_parts(ctx: _Ctx, i: int, a: dict[str, Any],
                       data: dict[str, Any]) -> tuple[Cost | None, Any]:
    """118.9: a printed alternative cost's parts other than mana (`cost`, paid as an additional
    cost's are, with at most one part that chooses objects) and the condition it is offered
    under (`if`); only for kinds "alternative" and "free" (rules/alternative_costs.py)."""
    where = f"alt_costs[{i}]"
    if ("cost" in a and a["kind"] not in ("alternative", "evoke", "offering")) or (
            "if" in a and a["kind"] not in ("alternative", "free")):
        raise ctx.fail(where, "cost: a printed alternative cost's or evoke's (118.9, 702.74a); "
                       "if: a printed alternative cost's")
    cost = None
    if a.get("cost"):
        cost = parse_cost(ctx, f"{where}.cost", a["cost"])
        if cost.mana or not additional_cost_ok(cost):
            raise ctx.fail(f"{where}.cost", "life, and one of sacrifice, discard, exile_hand, "
                           "exile_graveyard, tap_untapped or return (118.9); mana in `mana`")
        if any(data.get(k) for k in ("additional_cost", "additional_options", "casualty",
                                     "kicker_cost", "buyback_cost")):
            raise ctx.fail(f"{where}.cost", "paid as the only cost choosing objects: not with "
                           "another additional cost (118.8)")
    cond = parse_condition(ctx, f"{where}.if", a["if"]) if "if" in a else None
    return cost, cond


def _keyword_triggers(ctx: _Ctx, data: dict[str, Any],
                      keywords: frozenset[str]) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities of triggered keywords (702): exalted, storm; `bushido: N`,
    `soulshift: N`, `echo: "{cost}"`, `cumulative_upkeep: "{cost}"` (cards/keyword_dsl.py)."""
    from mtg_engine.cards import keyword_dsl as k

    out: list[TriggeredAbility] = []
    if "exalted" in keywords:
        out.append(k.EXALTED)
    if "storm" in keywords:
        out.append(k.STORM)
    if "gravestorm" in keywords:
        out.append(k.GRAVESTORM)
    if "flanking" in keywords:
        out.append(k.FLANKING)
    # `bushido: N`, or a list for several instances (each triggers separately, 702.45b)
    for n in _as_list(data.get("bushido")):
        out += k.bushido(_int(ctx, "bushido", n, 1, 20))
    for n in _as_list(data.get("ripple")):  # 702.60b: each instance separately
        out.append(k.ripple(_int(ctx, "ripple", n, 1, 20)))
    for n in _as_list(data.get("soulshift")):  # 702.46b
        out.append(k.soulshift(_int(ctx, "soulshift", n, 1, 20)))
    for n in _as_list(data.get("hideaway")):  # 702.75a
        out.append(k.hideaway(_int(ctx, "hideaway", n, 0, 20))[0])
    if "echo" in data:
        cost = _mana(ctx, "echo", data["echo"])
        if not cost:
            raise ctx.fail("echo", "an echo cost is a mana cost (702.30a)")
        out.append(k.echo(str(data["echo"])))
    if "recover" in data:  # 702.59a: a triggered ability of the card in a graveyard
        from mtg_engine.cards.dsl_abilities import parse_trigger

        cost = _mana(ctx, "recover", data["recover"])
        if not cost:
            raise ctx.fail("recover", "a recover cost is a mana cost (702.59a)")
        out.append(parse_trigger(ctx, "recover", k.recover(str(data["recover"]))))
    if isinstance(data.get("cumulative_upkeep"), dict):  # 702.24a: {life: N}, other costs
        cu = data["cumulative_upkeep"]
        _check_keys(ctx, "cumulative_upkeep", cu, {"life", "or", "counter", "add", "draw",
                                                   "sacrifice", "discard"})
        if len(cu) != 1:
            raise ctx.fail("cumulative_upkeep", "one cost: life, or, counter, add, draw, "
                           "sacrifice or discard")
        if "life" in cu:
            out.append(k.cumulative_upkeep_life(_int(ctx, "cumulative_upkeep.life",
                                                     cu.get("life"), 1, 20)))
        else:
            out.append(k.cumulative_upkeep_other(*_cu_other(ctx, cu)))
    elif "cumulative_upkeep" in data:
        cost = _mana(ctx, "cumulative_upkeep", data["cumulative_upkeep"])
        if not cost:
            raise ctx.fail("cumulative_upkeep", "a cumulative upkeep cost here is a mana cost "
                           "(702.24a)")
        out.append(k.cumulative_upkeep(str(data["cumulative_upkeep"])))
    sus = _suspend(ctx, data)
    if sus is not None:
        out += k.suspend(*sus)[1]
    if "vanishing" in data:
        out += k.vanishing(_int(ctx, "vanishing", data["vanishing"], 1, 20))[1]
    if "fading" in data:
        out.append(k.fading(_int(ctx, "fading", data["fading"], 1, 20))[1])
    for n in _as_list(data.get("annihilator")):  # each instance triggers (702.86b)
        out.append(k.annihilator(_int(ctx, "annihilator", n, 1, 20)))
    for kw, trigger in (("battle cry", k.BATTLE_CRY), ("dethrone", k.DETHRONE),
                        ("extort", k.EXTORT), ("evolve", k.EVOLVE), ("mentor", k.MENTOR),
                        ("ingest", k.INGEST), ("exploit", k.EXPLOIT),
                        ("living weapon", k.LIVING_WEAPON), ("melee", k.MELEE),
                        ("training", k.TRAINING), ("provoke", k.PROVOKE),
                        ("decayed", k.DECAYED), ("soulbond", k.SOULBOND),
                        ("myriad", k.MYRIAD)):  # 702.116a (rules/myriad.py)
        if kw in keywords:
            out.append(trigger)
    # each instance triggers separately (702.130b, 702.23c, 702.112c, 702.123b, 702.43b)
    for key, make in (("afflict", k.afflict), ("rampage", k.rampage), ("renown", k.renown),
                      ("fabricate", k.fabricate)):
        for n in _as_list(data.get(key)):
            out.append(make(_int(ctx, key, n, 1, 20)))
    for n in _as_list(data.get("modular")):
        out.append(k.modular(_int(ctx, "modular", n, 1, 20))[1])
    for n in _as_list(data.get("graft")):  # 702.58b: each instance separately
        out.append(k.graft(_int(ctx, "graft", n, 1, 20))[1])
    for n in _as_list(data.get("afterlife")):  # 702.135b: each instance separately
        out.append(k.afterlife(_int(ctx, "afterlife", n, 1, 20)))
    if data.get("champion"):  # 702.72a: its two linked triggered abilities
        from mtg_engine.rules.champion import abilities

        pair = abilities(str(data["champion"]))
        if pair is None:
            raise ctx.fail("champion", "'a <subtype>', 'a <subtype> or <subtype>' or "
                           "'a creature' (702.72a)")
        out += pair
    if data.get("unearth"):  # 702.84a: its delayed trigger (set up as the ability resolves)
        out.append(k.UNEARTH_END_STEP)
    for name in _as_list(data.get("partner_with")):  # 702.124f
        out.append(k.partner_with(str(name)))
    if "rebound" in keywords:  # 702.88a: its delayed trigger (set up as it is exiled)
        spell = data.get("spell")
        if not spell:
            raise ctx.fail("keywords", "rebound is an instant's or sorcery's (702.88a)")
        if isinstance(spell, dict) and spell.get("modes"):
            raise ctx.fail("keywords", "rebound on a modal spell: the free cast from exile "
                           "can't choose its modes yet (702.88b)")
        out.append(k.REBOUND_UPKEEP)
    return tuple(out)


def _suspend(ctx: _Ctx, data: dict[str, Any]) -> tuple[int | str, str] | None:
    """`suspend: {time: N, cost: "{1}{U}"}` (702.62a); `time: X` with {X} in the cost: X
    time counters, X announced as the cost is paid, not 0 (107.3)."""
    if "suspend" not in data:
        return None
    d = data["suspend"]
    _check_keys(ctx, "suspend", d, {"time", "cost"})
    if "time" not in d or "cost" not in d:
        raise ctx.fail("suspend", "needs its number of time counters (time) and its cost")
    cost = _mana(ctx, "suspend.cost", d["cost"])
    if d["time"] == "X":
        if not cost.has_x:
            raise ctx.fail("suspend.cost", "suspend X has {X} in its cost (107.3)")
        return "X", str(d["cost"])
    return _int(ctx, "suspend.time", d["time"], 1, 20), str(d["cost"])


def _keyword_abilities(ctx: _Ctx, data: dict[str, Any]) -> tuple[ActivatedAbility, ...]:
    """The special action of suspend (702.62a), done from the hand; outlast's activated
    ability (702.107a)."""
    from mtg_engine.cards import keyword_dsl as k

    sus = _suspend(ctx, data)
    out = () if sus is None else (k.suspend(*sus)[0],)
    if data.get("outlast"):  # 702.107a
        _mana(ctx, "outlast", data["outlast"])
        out += (k.outlast(str(data["outlast"])),)
    if data.get("unearth"):  # 702.84a: activated from the graveyard (rules/unearth.py)
        _mana(ctx, "unearth", data["unearth"])
        out += (k.unearth(str(data["unearth"])),)
    if data.get("reconfigure"):  # 702.151a: attach and unattach
        _mana(ctx, "reconfigure", data["reconfigure"])
        out += k.reconfigure(str(data["reconfigure"]))[0]
    if data.get("ninjutsu"):  # 702.49a: activated from the hand (rules/ninjutsu.py)
        _mana(ctx, "ninjutsu", data["ninjutsu"])
        out += (k.ninjutsu(str(data["ninjutsu"])),)
    if data.get("reinforce"):  # 702.77a: `reinforce: {n: 1, cost: "{1}{W}"}`
        d = data["reinforce"]
        _check_keys(ctx, "reinforce", d, {"n", "cost"})
        cost = _mana(ctx, "reinforce.cost", d.get("cost"))
        if d.get("n") == "X":  # "Reinforce X—{X}{G}{G}" (107.3)
            if not cost.has_x:
                raise ctx.fail("reinforce.cost", "reinforce X has {X} in its cost (107.3)")
            out += (k.reinforce("X", str(d["cost"])),)
        else:
            out += (k.reinforce(_int(ctx, "reinforce.n", d.get("n"), 1, 20), str(d["cost"])),)
    if data.get("transmute"):  # 702.53a: the same mana value as this card's (202.3)
        _mana(ctx, "transmute", data["transmute"])
        mv = _mana(ctx, "cost", data.get("cost", "")).mana_value
        out += (k.transmute(str(data["transmute"]), mv),)
    if data.get("scavenge"):  # 702.97a: activated from the graveyard
        _mana(ctx, "scavenge", data["scavenge"])
        out += (k.scavenge(str(data["scavenge"])),)
    for kind in ("embalm", "eternalize"):  # 702.128a, 702.129a: activated from the graveyard
        if isinstance(data.get(kind), dict):  # {cost: "{2}{W}{W}", discard: 1}
            _check_keys(ctx, kind, data[kind], {"cost", "discard"})
            _mana(ctx, f"{kind}.cost", data[kind].get("cost"))
            if data[kind].get("discard") != 1:
                raise ctx.fail(f"{kind}.discard", "1 (\"..., Discard a card\")")
            out += (k.embalm(str(data[kind]["cost"]), kind, 1),)
        elif data.get(kind):
            _mana(ctx, kind, data[kind])
            out += (k.embalm(str(data[kind]), kind),)
    if any(isinstance(a, dict) and a.get("kind") == "foretell"
           for a in _as_list(data.get("alt_costs"))):
        out += (FORETELL_ACTION,)  # 702.143a
    return out


# 702.143a: "Any time a player has priority during their turn, that player may pay {2} and
# exile a card with foretell from their hand face down." (a special action, 702.143b)
FORETELL_ACTION = ActivatedAbility(cost=Cost(mana=ManaCost.parse("{2}")), text="Foretell",
                                   zone="hand", timing="your_turn", foretell=True)


def _keyword_statics(ctx: _Ctx, data: dict[str, Any]) -> tuple[StaticAbility, ...]:
    """"Enters the battlefield with N time/fade counters" of vanishing and fading (614.1c)."""
    from mtg_engine.cards import keyword_dsl as k

    out: list[StaticAbility] = []
    if "vanishing" in data:
        out.append(k.vanishing(_int(ctx, "vanishing", data["vanishing"], 1, 20))[0])
    if "fading" in data:
        out.append(k.fading(_int(ctx, "fading", data["fading"], 1, 20))[0])
    if data.get("reconfigure"):  # 702.151b: not a creature while attached
        out.append(k.reconfigure(str(data["reconfigure"]))[1])
    if "bloodthirst" in data:
        out.append(k.bloodthirst(_int(ctx, "bloodthirst", data["bloodthirst"], 1, 20)))
    for n in _as_list(data.get("hideaway")):  # 702.75b: enters tapped
        out += k.hideaway(_int(ctx, "hideaway", n, 0, 20))[1]
    for n in _as_list(data.get("modular")):  # 702.43a: enters with N +1/+1 counters
        out.append(k.modular(_int(ctx, "modular", n, 1, 20))[0])
    for n in _as_list(data.get("graft")):  # 702.58a: enters with N +1/+1 counters
        out.append(k.graft(_int(ctx, "graft", n, 1, 20))[0])
    for n in _as_list(data.get("amplify")):  # 702.38b: each instance separately
        out.append(k.amplify(_int(ctx, "amplify", n, 1, 20)))
    for n in _as_list(data.get("devour")):  # 702.82a: each instance separately
        out.append(k.devour(_int(ctx, "devour", n, 1, 20)))
    if "tribute" in data:  # 702.104a: a choice as it enters (rules/tribute.py)
        out.append(StaticAbility(kind="as_enters_choose",
                                 choice=f"tribute:{_int(ctx, 'tribute', data['tribute'], 1, 20)}"))
    keywords = {str(w).lower() for w in _as_list(data.get("keywords"))}
    if "riot" in keywords:  # 702.136a
        out.append(k.RIOT)
    if "sunburst" in keywords:  # 702.44a (rules/mana_spent.py)
        out.append(k.SUNBURST)
    if "unleash" in keywords:  # 702.98a
        out += k.UNLEASH
    return tuple(out)


def parse_card(data: Any, source: str = "<card>", *, token: bool = False) -> CardDef:
    """Build a CardDef from one DSL mapping, validating every field."""
    if isinstance(data, dict) and ("faces" in data or "layout" in data):
        from mtg_engine.cards.faces import parse_faced_card

        return parse_faced_card(data, source, token=token)
    if isinstance(data, dict) and "levels" in data:
        from mtg_engine.cards.faces import parse_class_card

        return parse_class_card(data, source, token=token)
    name = data.get("name") if isinstance(data, dict) else None
    ctx = _Ctx(f"{source}: card {name!r}")
    _check_keys(ctx, "card", data, CARD_KEYS)
    if "key" in data and not token:
        raise ctx.fail("key", "only a token definition has a key (its identity, 111.3)")
    if not name:
        raise ctx.fail("name", "missing")
    if "type" not in data:
        raise ctx.fail("type", "missing")
    try:
        cost = ManaCost.parse(data.get("cost"))
    except ManaCostError as e:
        raise ctx.fail("cost", str(e)) from None
    try:
        supers, types, subs = parse_type_line(str(data["type"]))
    except ValueError as e:
        raise ctx.fail("type", str(e)) from None
    keywords = frozenset(str(k).lower() for k in _as_list(data.get("keywords")))
    unknown = {k for k in keywords if not is_known_ability(k)}
    if unknown:
        raise ctx.fail("keywords", f"unknown keyword(s) {sorted(unknown)}")
    if "decayed" in keywords:  # 702.147a: "This creature can't block."
        keywords = keywords | {"can't block"}
    colors = data.get("colors")
    if colors is None:
        color_str = cost.colors
    else:
        color_str = "".join(c for c in "WUBRG" if c in {str(x).upper() for x in _as_list(colors)})
    is_creature = CardType.CREATURE in types
    if is_creature and ("power" not in data or "toughness" not in data):
        raise ctx.fail("power", "a creature needs power and toughness")
    spell = parse_spell(ctx, "spell", data["spell"]) if data.get("spell") else None
    if spell is not None and not (CardType.INSTANT in types or CardType.SORCERY in types):
        raise ctx.fail("spell", "only instants and sorceries have a spell effect")
    if "cipher" in keywords:  # 702.99a: "you may exile this card encoded ..." as it resolves
        if spell is None or spell.modes:
            raise ctx.fail("keywords", "cipher is a nonmodal instant's or sorcery's (702.99a)")
        from mtg_engine.rules.cipher import ENCODE

        spell = replace(spell, effects=(*spell.effects, ENCODE))  # (rules/cipher.py)
    if spell is not None and uses_discarded((spell.effects, [m.effects for m in spell.modes])):
        raise ctx.fail("spell", "'the discarded card' of an additional cost isn't remembered "
                       "(rules/cost_discarded.py: an activated ability's cost only)")
    if spell is not None and uses_revealed((spell.effects, [m.effects for m in spell.modes])):
        extra = data.get("additional_cost") or {}
        if not isinstance(extra, dict) or "reveal" not in extra \
                or data.get("additional_optional"):
            raise ctx.fail("spell", "'the revealed card' needs an additional cost that reveals "
                           "a card, not optional (118.8, rules/cost_revealed.py)")
    if spell is not None and uses_exiled((spell.effects, [m.effects for m in spell.modes])):
        extra = data.get("additional_cost") or {}
        if not isinstance(extra, dict) or extra.get("exile_graveyard") != 1 \
                or data.get("additional_optional"):
            raise ctx.fail("spell", "'the exiled card' needs an additional cost that exiles one "
                           "card, not optional (118.8, rules/cost_exiled.py)")
    if spell is not None and uses_sacrificed((spell.effects, [m.effects for m in spell.modes])):
        extra = data.get("additional_cost") or {}
        if not isinstance(extra, dict) or not extra.get("sacrifice") \
                or extra.get("sacrifice_count", 1) != 1:
            raise ctx.fail("spell", "'the sacrificed creature' needs an additional cost that "
                           "sacrifices one permanent (118.8)")
    triggers = tuple(parse_trigger(ctx, f"triggers[{i}]", t)
                     for i, t in enumerate(_as_list(data.get("triggers"))))
    if "prowess" in keywords:
        triggers += (PROWESS,)
    if "cascade" in keywords:  # 702.85c: `cascades: 2`, each instance triggers separately
        triggers += (CASCADE,) * _int(ctx, "cascades", data.get("cascades", 1), 1, 10)
    elif "cascades" in data:
        raise ctx.fail("cascades", "only with the keyword cascade (702.85c)")
    if data.get("ward"):  # 702.21a
        triggers += (ward_trigger(_ward_cost(ctx, data["ward"])),)
        keywords = keywords | {"ward"}
    if "undying" in keywords:
        triggers += (UNDYING,)
    if "persist" in keywords:
        triggers += (PERSIST,)
    triggers += _keyword_triggers(ctx, data, keywords)
    casting_costs = parse_casting_costs(ctx, data)
    if spell is not None:  # 118.8: "for each creature sacrificed this way" (the cost's)
        from mtg_engine.rules.any_number_costs import check_ways

        check_ways(ctx, casting_costs, (spell.effects, [m.effects for m in spell.modes]))
    if any(a.kind == "evoke" for a in casting_costs.get("alt_costs", ())):
        triggers += (EVOKE_SACRIFICE,)
    statics = tuple(parse_static(ctx, f"statics[{i}]", s)
                    for i, s in enumerate(_as_list(data.get("statics"))))
    if casting_costs.get("replicate") is not None:
        triggers += (REPLICATE_TRIGGER,)
    if any(a.kind == "madness" for a in casting_costs.get("alt_costs", ())):
        triggers += (MADNESS_TRIGGER,)
    if any(a.kind == "miracle" for a in casting_costs.get("alt_costs", ())):
        triggers += (MIRACLE_TRIGGER,)  # 702.94a
    if any(a.kind == "bestow" for a in casting_costs.get("alt_costs", ())) \
            and not (is_creature and CardType.ENCHANTMENT in types):
        raise ctx.fail("alt_costs", "bestow is an enchantment creature card's (702.103a)")
    if any(a.kind == "dash" for a in casting_costs.get("alt_costs", ())):
        if not is_creature:
            raise ctx.fail("alt_costs", "dash is a creature card's (702.109a)")
        triggers += (DASH_RETURN,)
        statics += (DASH_HASTE,)
    if "casualty" in data:  # 702.153a: its cast trigger
        from mtg_engine.cards.keyword_dsl import CASUALTY_COPY

        triggers += (CASUALTY_COPY,)
    if "demonstrate" in keywords:  # 702.144a: its cast trigger (rules/demonstrate.py)
        from mtg_engine.cards.keyword_dsl import DEMONSTRATE

        triggers += (DEMONSTRATE,)
    if "conspire" in keywords:  # 702.78a: its cast trigger (rules/conspire.py)
        from mtg_engine.cards.keyword_dsl import CONSPIRE_COPY

        if not data.get("spell") or any(data.get(k) for k in (
                "additional_cost", "additional_options", "casualty")):
            raise ctx.fail("keywords", "conspire is an instant's or sorcery's, without another "
                           "additional cost (702.78a)")
        triggers += (CONSPIRE_COPY,)
    if any(a.kind == "blitz" for a in casting_costs.get("alt_costs", ())):  # 702.152a
        if not is_creature:
            raise ctx.fail("alt_costs", "blitz is a creature card's (702.152a)")
        from mtg_engine.cards.keyword_dsl import BLITZ_SACRIFICE, BLITZ_STATIC

        triggers += (BLITZ_SACRIFICE,)
        statics += (BLITZ_STATIC,)
    enchant = parse_target(ctx, "enchant", data["enchant"]) if data.get("enchant") else None
    if enchant is not None and "Aura" not in subs:
        raise ctx.fail("enchant", "only an Aura has 'enchant' (303.4a)")
    if "Aura" in subs and enchant is None:
        raise ctx.fail("enchant", "an Aura needs 'enchant' (702.5a)")
    if enchant is None and any(s.get("cast_target_tapped") is not None
                               for s in _as_list(data.get("statics")) if isinstance(s, dict)):
        raise ctx.fail("statics", "cast_target_tapped is an Aura's (601.2c: its enchant target)")
    flashback = None
    if data.get("flashback"):
        if spell is None:
            raise ctx.fail("flashback", "only an instant or sorcery has flashback (702.34a)")
        try:
            flashback = ManaCost.parse(str(data["flashback"]))
        except ManaCostError as e:
            raise ctx.fail("flashback", str(e)) from None
    disturb = None
    if data.get("disturb"):
        try:
            disturb = ManaCost.parse(str(data["disturb"]))  # 702.146a
        except ManaCostError as e:
            raise ctx.fail("disturb", str(e)) from None
    morph, morph_other = None, None
    if data.get("morph") and data.get("megamorph"):
        raise ctx.fail("megamorph", "a card has morph or megamorph, not both (702.37)")
    if data.get("morph") or data.get("megamorph"):
        if not is_creature:
            # 708.2a: it would be a 2/2 creature face down; no card with morph is a noncreature
            raise ctx.fail("morph", "only a creature card has morph here (702.37)")
        key = "morph" if data.get("morph") else "megamorph"
        from mtg_engine.rules.morph_costs import other_cost

        morph_other = other_cost(str(data[key]))  # 702.37a: "Morph—Pay 5 life"
        morph = ManaCost() if morph_other is not None else _mana(ctx, key, data[key])
    meld_pair: tuple[str, str] = ()
    if "meld_with" in data or "meld_into" in data:
        if not (data.get("meld_with") and data.get("meld_into")):
            raise ctx.fail("meld_with", "a meld card names its partner (meld_with) and what "
                           "they meld into (meld_into) (713.1a)")
        meld_pair = (str(data["meld_with"]), str(data["meld_into"]))
    melded_from = tuple(str(x) for x in _as_list(data.get("melded_from")))
    if melded_from and len(melded_from) != 2:
        raise ctx.fail("melded_from", "a combined face is made of the two cards of a meld pair")
    card = CardDef(
        meld_pair=meld_pair, melded_from=melded_from,  # type: ignore[arg-type]
        disturb=disturb, morph=morph, megamorph=bool(data.get("megamorph")),
        morph_other=morph_other,
        enchant=enchant, flashback=flashback,
        name=str(name), mana_cost=cost, colors=color_str, supertypes=supers, types=types,
        subtypes=subs,
        power=_int(ctx, "power", data["power"], -MAX_DSL_NUMBER) if "power" in data else None,
        toughness=_int(ctx, "toughness", data["toughness"], -MAX_DSL_NUMBER)
        if "toughness" in data else None,
        loyalty=_int(ctx, "loyalty", data["loyalty"]) if "loyalty" in data else None,
        keywords=keywords, text=str(data.get("text", "")).strip(), spell=spell,
        abilities=tuple(parse_activated(ctx, f"abilities[{i}]", a)
                        for i, a in enumerate(_as_list(data.get("abilities"))))
        + _keyword_abilities(ctx, data),
        triggers=triggers,
        statics=statics + _keyword_statics(ctx, data), is_token=token,
        token_key=str(data.get("key", "")) if token else "",
        type_line=str(data["type"]),
        replacements=tuple(parse_replacement(ctx, f"replacements[{i}]", r)
                           for i, r in enumerate(_as_list(data.get("replacements")))),
        dredge=_int(ctx, "dredge", data["dredge"], 1, 20) if "dredge" in data else 0,
        casualty=_casualty(ctx, data),
        **casting_costs,
    )
    if data.get("cleaved") or any(a.kind == "cleave" for a in card.alt_costs):
        if not data.get("cleaved") or not any(a.kind == "cleave" for a in card.alt_costs) \
                or card.spell is None or card.spell.modes:
            raise ctx.fail("cleaved", "a nonmodal spell with a cleave cost has both "
                           "(702.148a; rules/cleave.py)")
        card = replace(card, cleaved=parse_spell(ctx, "cleaved", data["cleaved"]))
    if any(a.kind == "overload" for a in card.alt_costs):
        from mtg_engine.rules.overload import overloaded_effects

        if overloaded_effects(card) is None:
            raise ctx.fail("alt_costs", "overload: its targets can't all become \"each\" "
                           "(702.96a; rules/overload.py)")
    if any(a.kind == "awaken" for a in card.alt_costs) and (  # 702.113a
            card.spell is None or card.spell.modes or card.faces
            or sum(a.kind == "awaken" for a in card.alt_costs) > 1):
        raise ctx.fail("alt_costs", "awaken is one alternative cost of a nonmodal instant or "
                       "sorcery (702.113a; rules/awaken.py)")
    if any(e.verb == "create_token" and e.get("chosen_kind") for a in card.abilities
           for e in a.effects) and not {"color", "creature_type"} <= {
               r.choice for r in card.replacements if r.event == "enters"}:
        raise ctx.fail("abilities", "a token of the chosen color and type needs both chosen as "
                       "the permanent enters (614.12a; rules/chosen_tokens.py)")
    return card


def _casualty(ctx: _Ctx, data: dict[str, Any]) -> int:
    """702.153a: "Casualty N" on an instant or sorcery without another additional cost."""
    if "casualty" not in data:
        return 0
    if not data.get("spell") or data.get("additional_cost"):
        raise ctx.fail("casualty", "an instant's or sorcery's, without another additional cost "
                       "(702.153a)")
    return _int(ctx, "casualty", data["casualty"], 1, 20)


def _meld_values(cards: list[CardDef]) -> None:
    """713.3b: a melded permanent's mana value is the sum of its two cards' (the combined
    face and its two cards are written in the same file)."""
    from dataclasses import replace

    by_name = {c.name: c for c in cards}
    for i, c in enumerate(cards):
        if c.melded_from and all(n in by_name for n in c.melded_from):
            a, b = (by_name[n] for n in c.melded_from)
            cards[i] = replace(c, value_cost=a.mana_cost + b.mana_cost)


@dataclass
class CardFile:
    cards: list[CardDef] = field(default_factory=list)
    tokens: list[CardDef] = field(default_factory=list)


def parse_card_file(data: Any, source: str) -> CardFile:
    """A file is either a list of cards or a mapping {cards: [...], tokens: [...]}."""
    if isinstance(data, list):
        data = {"cards": data}
    if not isinstance(data, dict) or set(data) - {"cards", "tokens"}:
        raise CardFileError(f"{source}: expected a list of cards or a mapping with 'cards'/'tokens'")
    out = CardFile()
    for i, c in enumerate(_as_list(data.get("cards"))):
        if not isinstance(c, dict):
            raise CardFileError(f"{source}: entry {i} of 'cards' is not a mapping")
        out.cards.append(parse_card(c, source))
    _meld_values(out.cards)
    for i, t in enumerate(_as_list(data.get("tokens"))):
        if not isinstance(t, dict):
            raise CardFileError(f"{source}: entry {i} of 'tokens' is not a mapping")
        out.tokens.append(parse_card(t, source, token=True))
    return out


_OTHER_COSTS = ("additional_cost", "additional_options", "graveyard_cast", "casualty")
# 702.34a, 702.27a, 702.33a: the part other than mana of a flashback, buyback or kicker cost
# (the DSL key, the keyword's own key, its rule, the costs it can't go with)
_KEYWORD_COSTS = (("flashback_cost", "flashback", "702.34a", _OTHER_COSTS),
                  ("buyback_cost", "buyback", "702.27a", (*_OTHER_COSTS, "flashback_cost")),
                  ("kicker_cost", "kicker", "702.33a",
                   (*_OTHER_COSTS, "flashback_cost", "buyback_cost")))


def _keyword_cost(ctx: _Ctx, data: dict[str, Any], key: str, keyword: str, rule: str,
                  others: tuple[str, ...]) -> Cost:
    """A keyword cost's part other than mana: paid like an additional cost (118.8) with the
    keyword's mana (one kicker's), with no other additional cost (nor conspire, 702.78a,
    with buyback or kicker)."""
    cost = parse_cost(ctx, key, data[key])
    kicker = keyword == "kicker"
    has = len(_as_list(data.get(keyword))) == 1 if kicker else bool(data.get(keyword))
    if not has or not additional_cost_ok(cost) or any(data.get(k) for k in others) \
            or (keyword != "flashback" and "conspire" in _as_list(data.get("keywords"))):
        raise ctx.fail(key, f"with {'one kicker' if kicker else keyword}'s mana, one of "
                       "sacrifice, discard, exile_graveyard, tap_untapped or return, and "
                       f"pay_life, and no other additional cost ({rule}, 118.8)")
    return cost
