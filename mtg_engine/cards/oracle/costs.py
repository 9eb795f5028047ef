"""Activated abilities' costs (602.1a, 118) and the abilities read with them: mana abilities
(605), loyalty abilities (606), a land's intrinsic mana ability (305.6), and the keyword
abilities that are an activated ability (Equip 702.6a, Cycling 702.29a). Moved out of
compiler.py unchanged."""

from __future__ import annotations

import json
import re
from typing import Any

from mtg_engine.cards.dsl import _Ctx
from mtg_engine.cards.mtgjson import AtomicFace
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.cards.oracle.phrases import describe
from mtg_engine.cards.oracle.reasons import _feature
from mtg_engine.cards.oracle.statics import _NOT_CREATURE_TYPES
from mtg_engine.core.types import BASIC_LAND_MANA

_PARSE_CTX = _Ctx("Oracle compiler")


_COST_PART = re.compile(r"^(?:(?P<mana>(?:\{[0-9WUBRGCX/P]+\})+)|(?P<tap>\{T\})|(?P<untap>\{Q\})|"
                        r"(?P<sac>Sacrifice ~)|Sacrifice (?:an?|another) (?P<sacwhat>[a-z ]+)|"
                        r"Sacrifice an? (?P<sacsub>[A-Z][a-z]+)|(?P<discself>Discard ~)|"
                        r"Pay (?P<life>\d+) life|"
                        r"Remove (?P<rm>an?|one|two|three|\d+) (?P<rmkind>[+-]1/[+-]1|[a-z]+) "
                        r"counters? from ~|"
                        r"Discard (?P<discard>a card|two cards|three cards))$")


TYPE_NOUNS = ("creature", "artifact", "enchantment", "land", "permanent", "planeswalker")


def _cost(text: str) -> dict[str, Any] | None:
    """"{1}, {T}, Sacrifice ~" -> a DSL cost (602.1a, 118)."""
    out: dict[str, Any] = {}
    for part in [p.strip() for p in text.split(",")]:
        # "{2}{T}" is not printed; "{1}{G}" is. {T} may follow mana with a comma only.
        m = _COST_PART.match(part)
        if m is None:
            return None
        if m.group("mana"):
            if "mana" in out:
                return None
            out["mana"] = m.group("mana")
        elif m.group("tap"):
            out["tap"] = True
        elif m.group("untap"):
            out["untap"] = True
        elif m.group("sac"):
            out["sacrifice_self"] = True
        elif m.group("discself"):
            out["discard_self"] = True  # activated from the hand (602.2, like cycling)
        elif m.group("sacsub"):
            if m.group("sacsub") in _NOT_CREATURE_TYPES or "sacrifice" in out:
                return None
            out["sacrifice"] = {"subtypes": [m.group("sacsub")]}  # "Sacrifice a Goblin"
        elif m.group("sacwhat"):
            d = describe(m.group("sacwhat"))
            if d is None or d[0] not in TYPE_NOUNS or "sacrifice" in out:
                return None
            f = dict(d[1])
            if d[0] != "permanent":
                f.setdefault("types", [d[0].capitalize()])
            if part.startswith("Sacrifice another"):
                f["other"] = True
            out["sacrifice"] = f
        elif m.group("life"):
            out["pay_life"] = int(m.group("life"))
        elif m.group("rm"):
            n = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}.get(m.group("rm"))
            out["remove_counters"] = {"kind": m.group("rmkind"),
                                      "count": n if n is not None else int(m.group("rm"))}
        else:  # 118.3: discard N cards (casting.discard_choices)
            if "discard" in out:
                return None
            out["discard"] = {"a card": 1, "two cards": 2, "three cards": 3}[m.group("discard")]
    return out


def _mana_options(body: str) -> list[str] | int | None:
    """"Add {G}." -> ["{G}"]; "Add {R} or {G}." -> ["{R}", "{G}"]; "Add one mana of any
    color." -> 1 (any_color)."""
    low = body.strip().rstrip(".").lower()
    m = re.fullmatch(r"add (one|two|three) mana of any (?:one )?color", low)
    if m:
        return {"one": 1, "two": 2, "three": 3}[m.group(1)]
    m = re.fullmatch(r"add ((?:\{[wubrgc]\})+)", low)
    if m:
        return [m.group(1).upper()]
    m = re.fullmatch(r"add ((?:\{[wubrgc]\}, )*\{[wubrgc]\},? or \{[wubrgc]\})", low)
    if m:
        return [s.upper() for s in re.findall(r"\{[wubrgc]\}", m.group(1))]
    return None


def _activated(para: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    m = re.match(r"^([^:\"]+): (.+)$", para)
    if not m or ("{" not in m.group(1)
                 and not re.match(r"^(Sacrifice|Pay|Discard|Remove)", m.group(1))):
        cost = m.group(1).strip().strip("[]") if m else ""
        if m and re.match(r"^[+−-]?\d+$", cost):
            return _loyalty_ability(cost, m.group(2), printed)
        if m and re.match(r"^[+−-]X$", cost):
            return None, "loyalty ability with an X cost"
        return None, ""
    cost = _cost(m.group(1))
    if cost is None:
        return None, "activated ability: cost not understood"
    body = m.group(2).strip()
    sorcery = once = False
    only = re.search(r"\s*Activate only as a sorcery\.$", body)
    if only:  # 602.5d
        sorcery, body = True, body[: only.start()]
    only = re.search(r"\s*Activate only once each turn\.$", body)
    if only:  # 602.5b
        once, body = True, body[: only.start()]
    only_if = None
    only = re.search(r"\s*Activate only (?:(as a sorcery|once each turn) and only )?if ([^.]+)\.$",
                     body)
    if only:  # 602.5b, 602.5d (conditions.py)
        from mtg_engine.cards.oracle.conditions import lower_condition

        only_if = lower_condition(only.group(2))
        if only_if is None:
            return None, "a condition (if/unless/as long as) not understood"
        sorcery = sorcery or only.group(1) == "as a sorcery"
        once = once or only.group(1) == "once each turn"
        body = body[: only.start()]
    only = re.search(r"\s*Activate only (during [^.]+)\.$", body)
    if only and only_if is None:  # 602.5b: "Activate only during your upkeep" (conditions.py)
        from mtg_engine.cards.oracle.conditions import timing_condition

        only_if = timing_condition(only.group(1))
        if only_if is None:
            return None, "activation timing not understood (602.5b)"
        body = body[: only.start()]
    # "Sacrifice ~: It deals 1 damage to any target." — in an ability of the permanent, "it"
    # is the permanent (as it last existed, 608.2h)
    body = re.sub(r"^It deals ", "~ deals ", body)
    text = printed
    add, _, rest = body.partition(". ")
    mana = _mana_options(add)
    if mana is not None:
        if not cost.get("tap") or cost.get("untap") or cost.get("discard") or sorcery or once \
                or only_if is not None:
            return None, "activated ability: mana ability with this cost not supported"
        riders: dict[str, Any] = {}
        if rest.strip():
            # 605.1a: still a mana ability; its rider happens at once with it (605.3b)
            rctx = Ctx(allow_x=False, on_permanent=True)
            effects = compile_effects(rctx, rest)
            if not effects or rctx.targets or not all(_is_mana_rider(e) for e in effects):
                return None, "mana ability with another effect (605.1a) is not supported yet"
            riders = {"effects": effects}
        if isinstance(mana, int):
            return [{"cost": cost, "any_color": mana, "text": text, **riders}], ""
        # One ability per choice: "{T}: Add {R} or {G}." pays like a dual land (rules/mana.py).
        if len(mana) == 1:
            return [{"cost": cost, "mana": mana[0], "text": text, **riders}], ""
        prefix = text.split(":")[0]
        tail = f" {rest.strip()}" if rest.strip() else ""
        return [{"cost": cost, "mana": m_, "text": f"{prefix}: Add {m_}.{tail}", **riders}
                for m_ in mana], ""
    ctx = Ctx(allow_x="{X}" in cost.get("mana", ""), on_permanent=True)
    effects = compile_effects(ctx, body)
    if not effects:
        return None, _feature(body) or "activated ability: effect not understood"
    if cost.get("discard_self") and '"self"' in json.dumps(effects):
        return None, "an ability activated from the hand that refers to itself"
    if any("add_mana" in e for e in effects) and not ctx.targets:
        # 605.1a: no target and it adds mana: a mana ability (no stack, 605.3b), rider and all;
        # the engine's mana abilities only add mana yet.
        return None, "mana ability with another effect (605.1a) is not supported yet"
    out: dict[str, Any] = {"cost": cost, "text": text, "effects": effects}
    if ctx.targets:
        out["targets"] = ctx.targets
    if sorcery:
        out["sorcery_speed"] = True
    if once:
        out["once_each_turn"] = True
    if only_if is not None:
        out["only_if"] = only_if
    if cost.get("discard_self"):
        out["zone"] = "hand"  # "Discard ~" can be paid only from the hand
    return [out], ""


def _is_mana_rider(e: dict[str, Any]) -> bool:
    """What rules/casting.py carries out with a mana ability (is_mana_rider)."""
    from mtg_engine.cards.dsl import parse_effect
    from mtg_engine.rules.casting import is_mana_rider

    return is_mana_rider(parse_effect(_PARSE_CTX, "rider", e))


def _loyalty_ability(cost: str, body: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    """606.1: "[+N]: Effect." / "[−N]: Effect." / "[0]: Effect." — the cost is loyalty."""
    n = int(cost.replace("−", "-"))
    ctx = Ctx(allow_x=False, on_permanent=True)
    effects = compile_effects(ctx, body)
    if not effects:
        return None, _feature(body) or "loyalty ability: effect not understood"
    out: dict[str, Any] = {"loyalty": n, "text": printed, "effects": effects}
    if ctx.targets:
        out["targets"] = ctx.targets
    return [out], ""


def _intrinsic_mana(face: AtomicFace) -> list[dict[str, Any]]:
    """305.6: a land with a basic land type has "{T}: Add [its mana]" for each such type
    (what Taiga's reminder text says)."""
    if "Land" not in face.types:
        return []
    return [{"cost": {"tap": True}, "mana": f"{{{BASIC_LAND_MANA[t]}}}",
             "text": f"{{T}}: Add {{{BASIC_LAND_MANA[t]}}}."}
            for t in face.subtypes if t in BASIC_LAND_MANA]


def equip_ability(cost: str) -> dict[str, Any]:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." """
    return {"cost": cost, "text": f"Equip {cost}", "sorcery_speed": True,
            "targets": [{"kind": "creature", "filter": {"controller": "you"}}],
            "effects": [{"attach": {"what": "self", "to": "target"}}]}


def crew_ability(n: int) -> dict[str, Any]:
    """702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of turn."
    (layer 4, 613.1d; its printed power and toughness apply once it is a creature, 208.3,
    301.7)"""
    return {"cost": {"crew": n}, "text": f"Crew {n}",
            "effects": [{"continuous": {"what": "self", "add_types": ["Artifact", "Creature"]}}]}


_EQUIP_QUALITY = re.compile(r"Equip (legendary creature|creature token|[A-Z][a-z]+) "
                           r"(\{\d+\})(?: \(.*\))?")


def equip_quality_ability(para: str) -> dict[str, Any] | None:
    """702.6c: "Equip Knight {1}", "Equip legendary creature {3}", "Equip creature token
    {1}": an equip ability (702.6a) that may target only a creature you control with that
    quality; None for any other paragraph."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _EQUIP_QUALITY.fullmatch(para)
    if m is None:
        return None
    quality, cost = m.groups()
    f: dict[str, Any] = {"controller": "you"}
    if quality == "legendary creature":
        f["supertypes"] = ["Legendary"]
    elif quality == "creature token":
        f["token"] = True
    elif quality in CREATURE_TYPES:  # 205.3m
        f["subtypes"] = [quality]
    else:
        return None
    ab = equip_ability(cost)
    ab["text"] = f"Equip {quality} {cost}"
    ab["targets"] = [{"kind": "creature", "filter": f}]
    return ab


def render_equip(ab: dict[str, Any]) -> str:
    """The English of an equip ability with a quality (702.6c), from its target's filter."""
    from mtg_engine.cards.oracle.render import RenderError

    f = dict(ab["targets"][0]["filter"])
    if f.pop("controller", None) != "you" or len(ab["targets"]) != 1 or \
            ab.get("effects") != [{"attach": {"what": "self", "to": "target"}}] or \
            not ab.get("sorcery_speed"):
        raise RenderError("an equip ability that does something else")
    if f == {"supertypes": ["Legendary"]}:
        quality = "legendary creature"
    elif f == {"token": True}:
        quality = "creature token"
    elif set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
        quality = f["subtypes"][0]
    else:
        raise RenderError(f"an equip quality {f}")
    return f"Equip {quality} {ab['cost']}"


def cycling_ability(cost: str) -> dict[str, Any]:
    """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." — activated
    only while the card is in its owner's hand."""
    return {"cost": {"mana": cost, "discard_self": True}, "zone": "hand",
            "text": f"Cycling {cost}", "effects": [{"draw": {"count": 1}}]}
