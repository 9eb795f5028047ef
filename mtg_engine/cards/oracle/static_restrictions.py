"""Static restrictions on attacking and blocking in Oracle text and back to English (508.1c-d,
509.1b-c): landwalk blockable anyway (702.14), "can't be blocked by creatures with power
less than ~'s", "can't attack or block unless ...", "can't attack you" and its costs
(508.1h), restrictions judged by what the defending player controls; what an Aura enchants
(702.5a) and equip with other costs (702.6a)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.static_lowering import grammar_static
from mtg_engine.cards.oracle.statics import _BASIC_PLURAL, _COMBAT_PHRASES

# 702.14: landwalk that no longer stops blocks ("Creatures with swampwalk can be blocked as
# though they didn't have swampwalk."); "landwalk abilities": every one the engine has
_WALKS = ("plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk")
_BLOCKABLE_DESPITE: dict[str, tuple[str, ...]] = {
    **{f"Creatures with {w} can be blocked as though they didn't have {w}.": (w,)
       for w in _WALKS},
    "Creatures with landwalk abilities can be blocked as though they didn't have those "
    "abilities.": _WALKS}


def render_blockable_despite(p: dict[str, Any]) -> str | None:
    """The English of a "blockable_despite" static, or None."""
    return next((t for t, w in _BLOCKABLE_DESPITE.items()
                 if set(p) == {"keywords"} and list(w) == list(p["keywords"])), None)


# 509.1b: the blockers named by their power compared with ~'s (as mentor's, 702.134a)
_SMALLER = {
    "Creatures with power less than ~'s power can't block it.": {"affects": "self"},
    "Creatures with power less than ~'s power can't block creatures you control.":
        {"filter": {"types": ["Creature"], "controller": "you"}},
}
_SMALLER_RESTRICTION = {"cant_be_blocked_by": {"types": ["Creature"], "power_lt_source": True}}
# ... with more power than ~'s (Silumgar Assassin), and ~ not blocking those (Spitfire Handler)
_GREATER = {
    "Creatures with power greater than ~'s power can't block it.":
        {"cant_be_blocked_by": {"types": ["Creature"], "power_gt_source": True}},
    "~ can't block creatures with power greater than ~'s power.":
        {"cant_block": {"types": ["Creature"], "power_gt_source": True}}}


def _smaller_cant_block(para: str) -> dict[str, Any] | None:
    """"Creatures with power less than ~'s power can't block it." (509.1b: a restriction on
    blocking ~, or the creatures you control, by creatures with less power than ~ has now);
    "Creatures with power greater than ~'s power can't block it.", "~ can't block creatures
    with power greater than ~'s power." (the other way round)."""
    if para in _GREATER:
        return {"anthem": {"affects": "self", "restrictions": [dict(_GREATER[para])]}}
    who = _SMALLER.get(para)
    if who is None:
        return None
    return {"anthem": {**who, "restrictions": [dict(_SMALLER_RESTRICTION)]}}


def render_smaller_cant_block(p: dict[str, Any]) -> str | None:
    """The English of `_smaller_cant_block`'s DSL, or None if it isn't one."""
    for text, who in _SMALLER.items():
        if p == {**who, "restrictions": [_SMALLER_RESTRICTION]}:
            return text
    return next((text for text, r in _GREATER.items()
                 if p == {"affects": "self", "restrictions": [r]}), None)


# 508.1c, 608.2h: "Creatures with power greater than the number of cards in your hand can't
# attack." (Ensnaring Bridge): the bound counted, for the ability's controller, each time the
# filter is checked (rules/filters.counted_bound: X + 1 or more)
_HAND_BRIDGE = "Creatures with power greater than the number of cards in your hand can't attack."
_HAND_BRIDGE_ST = {"anthem": {"filter": {"types": ["Creature"], "power_ge": "X", "x_amount": {
    "count": {"controller": "you"}, "zone": "hand", "plus": 1}}, "keywords": ["can't attack"]}}


# 509.1b: "Creatures with power less than the number of Islands you control can't block ~."
# (Kraken of the Straits: power at most that count minus one)
_ISLAND_KRAKEN = "Creatures with power less than the number of Islands you control can't block ~."
_ISLAND_KRAKEN_ST = {"anthem": {"affects": "self", "restrictions": [{"cant_be_blocked_by": {
    "types": ["Creature"], "power_le": "X", "x_amount": {
        "count": {"subtypes": ["Island"], "controller": "you"}, "plus": -1}}}]}}
_COUNTED_STATICS = {_HAND_BRIDGE: _HAND_BRIDGE_ST, _ISLAND_KRAKEN: _ISLAND_KRAKEN_ST}


def counted_static(para: str) -> dict[str, Any] | None:
    """Ensnaring Bridge's or Kraken of the Straits' static (a bound counted), or None."""
    import copy

    st = _COUNTED_STATICS.get(para)
    return copy.deepcopy(st) if st is not None else None


def render_counted_static(p: dict[str, Any]) -> str | None:
    """The English of a `counted_static` static, or None."""
    return next((t for t, st in _COUNTED_STATICS.items() if st == {"anthem": p}), None)


# 208.1: "Creatures you control with power or toughness 1 or less can't be blocked." (Tetsuko
# Umezawa, Fugitive): either characteristic at most N (`any_of` two bounds)
_EITHER_STAT = re.compile(r"(.+) with power or toughness (\d+) or less (.+)\.")


def either_stat(para: str) -> dict[str, Any] | None:
    """The anthem of such a paragraph (its other words read by the grammar), or None."""
    m = _EITHER_STAT.fullmatch(para)
    if m is None:
        return None
    n = int(m.group(2))
    st = grammar_static(f"{m.group(1)} with power {n} or less {m.group(3)}.")
    p = (st or {}).get("anthem")
    if p is None or set(st or {}) != {"anthem"} or (p.get("filter") or {}).get("power_le") != n \
            or "any_of" in p["filter"] or "toughness_le" in p["filter"]:
        return None
    f = {k: v for k, v in p["filter"].items() if k != "power_le"}
    return {"anthem": {**p, "filter": {**f, "any_of": [{"power_le": n}, {"toughness_le": n}]}}}


def render_either_stat(p: dict[str, Any]) -> str | None:
    """The English of `either_stat`'s anthem, or None."""
    from mtg_engine.cards.oracle.render_statics import render_static

    f = p.get("filter") or {}
    alts = f.get("any_of") or []
    if len(alts) != 2 or set(alts[0]) != {"power_le"} or alts[1] != {
            "toughness_le": alts[0]["power_le"]} or "power_le" in f:
        return None
    n = alts[0]["power_le"]
    said = render_static({"anthem": {**p, "filter": {
        **{k: v for k, v in f.items() if k != "any_of"}, "power_le": n}}})
    words = f"with power {n} or less"
    return said.replace(words, f"with power or toughness {n} or less", 1) if words in said \
        else None


# 506.5, 509.1b: "As long as enchanted creature is attacking alone, it can't be blocked."
# (Security Bypass): the enchanted creature has the restriction rules/group_attacks.py reads
ENCHANTED_ALONE = "As long as enchanted creature is attacking alone, it can't be blocked."
_ALONE_ANTHEM = {"affects": "enchanted",
                 "keywords": ["can't be blocked as long as it's attacking alone"]}


def enchanted_alone(para: str) -> dict[str, Any] | None:
    """Security Bypass's restriction, or None."""
    return {"anthem": {**_ALONE_ANTHEM, "keywords": list(_ALONE_ANTHEM["keywords"])}} \
        if para == ENCHANTED_ALONE else None


def render_enchanted_alone(p: dict[str, Any]) -> str | None:
    return ENCHANTED_ALONE if p == _ALONE_ANTHEM else None


def extra_turns_restriction(para: str) -> dict[str, Any] | None:
    """"~ can't attack during extra turns." (Medomai the Ageless: 508.1c while the turn is an
    extra one, 500.7; said back by render_statics.condition_clauses)."""
    if para != "~ can't attack during extra turns.":
        return None
    return {"anthem": {"affects": "self", "keywords": ["can't attack"], "as_long_as": "extra_turn"}}


_UNLESS = re.compile(r"~ (can't attack|can't block|can't attack or block|doesn't untap during "
                     r"your untap step|attacks each combat if able|can't be blocked) "
                     r"(unless|if) (.+)\.")
# (502.3: untapping, too; 508.1d: a requirement, Reckless Cohort)


def _restriction_unless(para: str) -> dict[str, Any] | None:
    """"~ can't attack unless you control another Giant.", "~ can't attack or block unless
    you have seven or more cards in hand." (508.1c, 509.1b: a restriction on its own
    attacking or blocking that applies while the condition is false, 611.3a; "if": while it
    is true). The condition phrase is conditions.py's."""
    from mtg_engine.cards.oracle.conditional_effects import negated
    from mtg_engine.cards.oracle.conditional_statics import _CHARACTERISTIC_CONDITIONS
    from mtg_engine.cards.oracle.conditions import _plain, lower_condition

    m = _UNLESS.fullmatch(para)
    if m is None:
        return None
    from mtg_engine.cards.oracle import restriction_conditions

    said = re.sub(r"^it has ", "~ has ", m.group(3))  # "it": ~, the subject (122.1)
    cond = lower_condition(said) or restriction_conditions.lower(m.group(3))
    if cond is None or _plain(cond)["kind"] in _CHARACTERISTIC_CONDITIONS:
        return None  # (judged by characteristics the layers are computing, 613.6)
    if _plain(cond).get("negate") or cond == "not_kicked":
        return None
    if _plain(cond)["kind"].startswith("defending_") and "attack" in m.group(1):
        return None  # (no defending player before it attacks: defender_restrictions.py, 508.1c)
    return {"anthem": {"affects": "self", "keywords": list(_COMBAT_PHRASES[m.group(1)]),
                       "as_long_as": negated(cond) if m.group(2) == "unless" else cond}}


# 508.1c: "can't attack you" (the ability's controller), "... or planeswalkers you control"
_ATTACK_YOU = {"cant_attack_you": "can't attack you",
               "cant_attack_you_or_planeswalkers":
                   "can't attack you or planeswalkers you control"}
_ATTACK_YOU_RE = re.compile(r"(.+?)(,? and|, and they)? (can't attack you(?: or planeswalkers you "
                            r"control)?)"
                            r"(?: unless their controller pays ((?:\{[0-9WUBRG/P]+\})+) for each "
                            r"(?:creature they control that's attacking you|of those creatures))?"
                            r"\.")
# 508.1h: the words after the cost, by restriction kind
_FOR_EACH = {"cant_attack_you": "for each creature they control that's attacking you",
             "cant_attack_you_or_planeswalkers": "for each of those creatures"}


def _cant_attack_you(para: str) -> dict[str, Any] | None:
    """"Creatures with power 2 or less can't attack you.", "Enchanted creature gets +2/+2, has
    flying, and can't attack you or planeswalkers you control." (508.1c: a restriction on
    attacking the ability's controller, an anthem's `restrictions`). The rest of the sentence
    is read by the grammar: "<subject> can't attack." alone, else its other predicates."""
    m = _ATTACK_YOU_RE.fullmatch(para)
    if m is None:
        return None
    head, joined, words, cost = m.groups()
    kind = next(k for k, w in _ATTACK_YOU.items() if w == words)
    if cost and (joined or not para.endswith(f"{_FOR_EACH[kind]}.")):
        return None
    if joined == ", and they" and (head.startswith(("~", "Enchanted ", "Equipped "))
                                   or "," in head):
        return None  # ("they": a group's other predicate, said after one predicate only)
    if joined:  # "gets +2/+2, has flying, and" -> "gets +2/+2 and has flying."
        body = re.sub(r", (?!.*, )", " and ", head, count=1) if "," in head else head
        st = grammar_static(body + ".")
        if st is None or set(st) != {"anthem"} or "restrictions" in st["anthem"]:
            return None
        anthem = st["anthem"]
    else:
        st = grammar_static(head + " can't attack.")
        if st is None or set(st) != {"anthem"} or st["anthem"].get("keywords") != ["can't attack"]:
            return None
        anthem = {k: v for k, v in st["anthem"].items() if k != "keywords"}
    if "as_long_as" in anthem:
        return None
    out = {**anthem, "restrictions": [{kind: {}}]}
    if cost:
        out["attack_cost"] = cost  # 508.1h
    return {"anthem": out}


# 508.1c, 509.1b: restrictions judged by what the defending player controls
_DEFENDER_WORDS = {"cant_be_blocked_if_defender_controls": "can't be blocked as long as",
                   "cant_attack_unless_defender_controls": "can't attack unless",
                   "cant_attack_if_defender_controls": "can't attack if"}
_DEFENDER_RE = re.compile(r"(~|Each creature you control) (can't be blocked as long as|can't "
                          r"attack unless|can't attack if) defending player controls an? (.+)\.")
_EACH_YOURS = {"types": ["Creature"], "controller": "you"}  # "Each creature you control"


def _defender_restriction(para: str) -> dict[str, Any] | None:
    """"~ can't be blocked as long as defending player controls an artifact.", "~ can't
    attack unless defending player controls a blue permanent.", "~ can't attack if defending
    player controls an untapped land." (dsl.DEFENDER_RESTRICTION_KINDS)."""
    m = _DEFENDER_RE.fullmatch(para)
    if m is None:
        return None
    who: dict[str, Any] = {"affects": "self"} if m.group(1) == "~" else {
        "filter": dict(_EACH_YOURS)}  # (Tanglewalker: each of a group, 509.1b)
    kind = next(k for k, w in _DEFENDER_WORDS.items() if w == m.group(2))
    if m.group(3) == "snow land":  # 205.4g: a supertype
        return {"anthem": {**who, "restrictions": [{kind: dict(_SNOW_LAND)}]}}
    if m.group(3) == "artifact land":  # 205.2a: both card types
        return {"anthem": {**who, "restrictions": [{kind: {"all_types": ["Artifact", "Land"]}}]}}
    either = re.fullmatch(r"(.+?) or an? (.+)", m.group(3))
    if either is not None:  # "an enchantment or an enchanted permanent" (either, 608.2h)
        parts = [_defender_filter(p) for p in either.groups()]
        if any(p is None for p in parts) or parts[0] == parts[1]:
            return None
        return {"anthem": {**who, "restrictions": [{kind: {"any_of": parts}}]}}
    f = _defender_filter(m.group(3))
    return None if f is None else {"anthem": {**who, "restrictions": [{kind: f}]}}


def _defender_filter(words: str) -> dict[str, Any] | None:
    """"blue permanent", "creature with flying", "enchanted permanent": the filter of what the
    defending player controls, or None."""
    from mtg_engine.cards.oracle.lower import TYPES
    from mtg_engine.cards.oracle.phrases import describe

    d = describe(words)
    if d is None or d[0] not in ("creature", "permanent", "planeswalker"):
        return None
    noun, f = d
    if set(f) & {"controller", "other"}:
        return None
    if noun in ("creature", "planeswalker"):
        f = {**f, "types": [TYPES[noun]]}
    return f


_SNOW_LAND = {"types": ["Land"], "supertypes": ["Snow"]}


def render_defender_restriction(kind: str, f: dict[str, Any]) -> str | None:
    """The words of a `_defender_restriction` restriction (after "~"), or None."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    words = _DEFENDER_WORDS.get(kind)
    if words is None:
        from mtg_engine.cards.oracle import defender_restrictions

        return defender_restrictions.render(kind, f)  # (judged by a player, 508.1c, 509.1b)
    if set(f) == {"any_of"} and len(f["any_of"]) == 2:  # (either: _defender_restriction)
        each = [describe_filter(dict(p)) for p in f["any_of"]]
        said = " or ".join(f"{'an' if w[0] in 'aeiou' else 'a'} {w}" for w in each)
        return f"{words} defending player controls {said}"
    what = "snow land" if f == _SNOW_LAND else describe_filter(dict(f))
    return f"{words} defending player controls {'an' if what[0] in 'aeiou' else 'a'} {what}"


def they_forms(text: str) -> list[str]:
    """A group's "can't block and can't attack you" also said "can't block, and they can't
    attack you" (Varchild, Betrayer of Kjeldor: the same two abilities)."""
    m = re.fullmatch(r"([^,]+) and (can't attack you(?: or planeswalkers you control)?\.)", text)
    if m is None or m.group(1).startswith(("~", "Enchanted ", "Equipped ")):
        return []
    return [f"{m.group(1)}, and they {m.group(2)}"]


_PAID = re.compile(r"Enchanted creature can't attack unless its controller pays "
                   r"((?:\{[0-9WUBRGC]+\})+)\.")


def attack_unless_paid(para: str) -> dict[str, Any] | None:
    """"Enchanted creature can't attack unless its controller pays {3}." (Brainwash: a cost
    to attack anyone, 508.1h; not a prohibition: 508.1d, no one is required to pay it)."""
    m = _PAID.fullmatch(para)
    if m is None:
        return None
    return {"anthem": {"affects": "enchanted", "restrictions": [{"cant_attack_unless_paid": {}}],
                       "attack_cost": m.group(1)}}


def render_attack_you(kind: str, cost: str = "") -> str | None:
    """The words of an `_cant_attack_you` restriction (with its cost to attack), or None."""
    if kind == "cant_attack_unless_paid":  # (attack_unless_paid)
        return f"can't attack unless its controller pays {cost}" if cost else None
    words = _ATTACK_YOU.get(kind)
    if words is None or not cost:
        return words
    return f"{words} unless their controller pays {cost} {_FOR_EACH[kind]}"


def enchant_spec(param: str) -> dict[str, Any] | None:
    """702.5a: what an Aura can enchant, as a target requirement (303.4a): a target phrase
    (phrases.target_spec: "creature", "land you control"), else a subtype: "Enchant Forest",
    "Enchant Mountain you control", "Enchant Wall", "Enchant Giant you control"; "Enchant
    creature with another Aura attached to it" (an Aura other than this one, 303.4)."""
    from mtg_engine.cards.oracle.phrases import target_spec
    from mtg_engine.core.creature_types import CREATURE_TYPES

    spec = target_spec(param)
    if spec is not None:
        return spec
    if param.strip() == "creature with another Aura attached to it":  # 303.4 (Daybreak Coronet)
        return {"kind": "creature", "filter": {"other_aura": True}}
    more = _enchant_land(param.strip())
    if more is not None:
        return more
    m = re.fullmatch(r"([A-Z][a-z]+)( you control)?", param.strip())
    if m is None:
        return None
    sub = m.group(1)
    if sub in _BASIC_PLURAL:  # 305.6: a land with that basic land type
        kind, f = "permanent", {"types": ["Land"], "subtypes": [sub]}
    elif sub in CREATURE_TYPES:  # 205.3m
        kind, f = "creature", {"subtypes": [sub]}
    else:
        return None
    if m.group(2):
        f["controller"] = "you"
    return {"kind": kind, "filter": f}


_LAND_QUALITY = {"nonbasic": {"not_supertypes": ["Basic"]},  # 205.4c
                 "snow": {"supertypes": ["Snow"]}}  # 205.4g


def _enchant_land(param: str) -> dict[str, Any] | None:
    """702.5a, 303.4a: "Enchant nonbasic land", "Enchant snow land you control" (a
    supertype), "Enchant Forest or Plains" (a land with either basic land type, 305.6)."""
    m = re.fullmatch(r"(nonbasic|snow) land( you control)?", param)
    if m is not None:
        f: dict[str, Any] = {"types": ["Land"], **_LAND_QUALITY[m.group(1)]}
        if m.group(2):
            f["controller"] = "you"
        return {"kind": "permanent", "filter": f}
    m = re.fullmatch(r"([A-Z][a-z]+) or ([A-Z][a-z]+)", param)
    if m is not None and m.group(1) != m.group(2) \
            and all(t in _BASIC_PLURAL for t in m.groups()):
        return {"kind": "permanent", "filter": {"types": ["Land"], "subtypes": list(m.groups())}}
    return None


def equip_other_cost(param: str) -> dict[str, Any] | None:
    """702.6a: "Equip—Sacrifice a creature", "Equip—Pay 3 life", "Equip {B/P}{B/P}": an equip
    ability whose cost is read as an activated ability's (costs._cost), kept only when that
    cost renders back to the printed words; None otherwise."""
    from mtg_engine.cards.oracle.costs import _cost, equip_ability
    from mtg_engine.cards.oracle.render import difference
    from mtg_engine.cards.oracle.render_abilities import render_cost

    text = param.lstrip("—").strip()
    cost = _cost(text)
    if cost is None or difference(text, render_cost(cost)):
        return None
    ab = equip_ability(text)
    ab["cost"] = cost
    ab["text"] = f"Equip {param}"
    return ab


