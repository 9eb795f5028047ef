"""Static abilities (604): anthems (613.4c, 613.1f), an Aura's or Equipment's bonus (303.4,
301.5), a creature's own combat abilities (506-509), "~ enters the battlefield tapped / with
counters" (614.1c), and the coarse label of a static ability the compiler can't read. Moved
out of compiler.py unchanged."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from mtg_engine.cards.dsl import AS_THOUGH_UNBLOCKED, MAY_NOT_UNTAP
from mtg_engine.cards.dsl_abilities import (
    ATTACK_RESTRICTIONS,
    ATTACKS_DESPITE_DEFENDER,
    BLOCK_RESTRICTIONS,
    DOESNT_UNTAP,
    KNOWN_KEYWORDS,
)
from mtg_engine.cards.keywords import parse_keyword
from mtg_engine.cards.oracle.reasons import _feature

# Combat abilities the engine knows by name (dsl.COMBAT_ABILITIES), as Oracle text says them
# after the creature's name or "enchanted creature".
_COMBAT_PHRASES: dict[str, tuple[str, ...]] = {
    "can't block": ("can't block",), "can't attack": ("can't attack",),
    "can't attack or block": ("can't attack", "can't block"),
    "can't be blocked": ("can't be blocked",),
    "attacks each combat if able": ("attacks each combat if able",),
    "blocks each combat if able": ("blocks each combat if able",),
    "attacks or blocks each combat if able": ("attacks each combat if able",
                                              "blocks each combat if able"),
    "can block an additional creature each combat": (
        "can block an additional creature each combat",),
    "can block any number of creatures": ("can block any number of creatures",),
    "can't be blocked except by three or more creatures": (
        "can't be blocked except by three or more creatures",),
    "can't be blocked by more than one creature": ("can't be blocked by more than one creature",),
    "can't be blocked unless all creatures defending player controls block it": (
        "can't be blocked unless all creatures defending player controls block it",),
    **{r: (r,) for r in BLOCK_RESTRICTIONS},  # 509.1b
    **{r: (r,) for r in ATTACK_RESTRICTIONS},  # 508.1c
    # 502.3 (dsl.DOESNT_UNTAP): "~ doesn't untap during your untap step." (its own); an Aura's
    # or Equipment's "enchanted creature doesn't untap during its controller's untap step."
    "can block only creatures with flying": ("can block only creatures with flying",),
    "must be blocked if able": ("must be blocked if able",),  # 509.1c: a requirement
    "can't attack alone": ("can't attack alone",), "can't block alone": ("can't block alone",),
    "can't attack or block alone": ("can't attack alone", "can't block alone"),
    "doesn't untap during your untap step": (DOESNT_UNTAP,),
    "doesn't untap during its controller's untap step": (DOESNT_UNTAP,),
    # 702.3b
    "can attack as though it didn't have defender": (ATTACKS_DESPITE_DEFENDER,),
}
_LURE = ("all creatures able to block this do so",)
# The permanent's own abilities said in a sentence of their own: 502.3 (its controller may
# leave it tapped), 510.1a / 510.1c (its damage assigned as though it weren't blocked)
_OWN_SENTENCES = {
    "You may choose not to untap ~ during your untap step.": MAY_NOT_UNTAP,
    "You may have ~ assign its combat damage as though it weren't blocked.":
        AS_THOUGH_UNBLOCKED}


# keywords the engine reads from an object's current characteristics (613.1f), so a static
# ability may grant them: 702.3 defender, 702.110 menace, 702.36 fear, 702.13 intimidate,
# 702.28 shadow, 702.31 horsemanship, 702.80 wither, 702.90 infect
_MORE_GRANTABLE = ("menace", "fear", "intimidate", "defender", "shadow", "horsemanship",
                   "wither", "infect",
                   # 613.1f: triggered keywords, granted as their triggered abilities
                   # (keyword_dsl.GRANTABLE_TRIGGERS); 702.93, 702.79 (rules/undying.py reads
                   # them as the creature left); 702.26 (rules/phasing.py); 702.118b
                   "exalted", "flanking", "battle cry", "dethrone", "extort", "evolve",
                   "mentor", "ingest", "melee", "training", "provoke", "undying", "persist",
                   "phasing", "skulk")


def _keyword_name(word: str) -> tuple[str, ...] | None:
    """An ability a static effect may give: an implemented keyword or protection from a
    colour."""
    from mtg_engine.cards.oracle.effects import GRANTABLE

    w = word.strip()
    if w in GRANTABLE or w in _MORE_GRANTABLE:
        return (w,)
    k = parse_keyword(w)
    if k is not None and k.name in ("protection", "landwalk") and k.implemented:
        return k.card_keywords()
    return None


def render_own(items: list[str]) -> str | None:
    """The English of `_own_combat_abilities`'s answer, or None."""
    if items == list(_LURE):
        return "All creatures able to block ~ do so."
    own = next((t for t, k in _OWN_SENTENCES.items() if items == [k]), None)
    if own is not None:
        return own
    phrase = next((k for k, v in _COMBAT_PHRASES.items() if list(v) == items), None)
    return f"~ {phrase}." if phrase is not None else None


def _own_combat_abilities(para: str) -> list[str] | None:
    """"~ can't block.", "~ attacks each combat if able.", "All creatures able to block ~ do
    so." -> the named combat abilities (506-509) on the card itself."""
    low = para.lower().rstrip(".")
    if low == "all creatures able to block ~ do so":
        return list(_LURE)
    if para in _OWN_SENTENCES:  # 502.3, 510.1c
        return [_OWN_SENTENCES[para]]
    if low.startswith("~ ") and low[2:] in _COMBAT_PHRASES:
        return list(_COMBAT_PHRASES[low[2:]])
    return None


# Capitalised words before "creatures" that are not creature types (205.3m); costs.py reads
# "Sacrifice a Goblin" with it.
_NOT_CREATURE_TYPES = frozenset({"Commander", "Legendary", "Snow", "Basic", "World", "Token",
                                 "Creature", "Artifact", "Enchantment", "Land", "Planeswalker",
                                 "Permanent", "Nontoken", "Tapped", "Untapped", "Attacking",
                                 "Blocking", "Other", "All", "Each", "White", "Blue", "Black",
                                 "Red", "Green", "Colorless", "Multicolored", "Monocolored",
                                 "Equipped", "Enchanted", "Modified", "Face-down", "Premium",
                                 "Exerted", "Historic", "Outlaw", "Party"})


_IRREGULAR_PLURALS = {"Zombies": "Zombie", "Faeries": "Faerie", "Allies": "Ally",
                      "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Elves": "Elf",
                      "Dwarves": "Dwarf", "Wolves": "Wolf", "Sphinxes": "Sphinx"}


def _singular_type(word: str) -> str | None:
    """"Goblins" -> "Goblin" (a creature type in the plural); None when unsure (triggers.py
    reads "Whenever one or more Goblins ..." with it)."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith(("ies", "ves", "ses", "xes")) or not word.endswith("s"):
        return None
    return word[:-1]


def _static(para: str) -> dict[str, Any] | None:
    """A static ability (604) the engine has: copies and control changes (copy_control.py),
    else what grammar.lark's `static` reads (anthems 613.4c / 613.1f, an Aura's or
    Equipment's bonus 303.4 / 301.5, "~ enters the battlefield tapped / with counters"
    614.1c, a counted power and toughness 604.3)."""
    from mtg_engine.cards.oracle import library_top
    from mtg_engine.cards.oracle.copy_control import lower_static as copy_control_static

    readers = (copy_control_static,  # copies (707.5), control changes (613.1b)
               library_top.lower,  # 401.5
               _pay_life_or_tapped,  # 614.12: shocklands
               _restriction_unless,  # 508.1c, 509.1b
               _smaller_cant_block,  # 509.1b
               _cant_attack_you,  # 508.1c
               _defender_restriction,  # 508.1c, 509.1b
               _land_type_setting)  # 305.7
    for read in readers:  # the first that reads the paragraph
        got = read(para)
        if got is not None:
            return got
    walk = _BLOCKABLE_DESPITE.get(para)  # 702.14
    if walk is not None:
        return {"blockable_despite": {"keywords": list(walk)}}
    got = grammar_static(para)
    if got is None:
        from mtg_engine.cards.oracle import type_color

        got = type_color.lower(para)  # 613.1d-e: types and colours set or added
    if got is None:
        from mtg_engine.cards.oracle import animated_lands

        got = animated_lands.lower(para)  # 205.1b: lands that are creatures too
    return got


# 305.7, 613.1d: setting a land's subtype to a basic land type ("Enchanted land is an
# Island.", "Nonbasic lands are Mountains.", "All Mountains are Plains."): its old land
# types and its rules-text abilities go, it has the new type's mana ability (layers._types)
_BASIC_PLURAL = {"Plains": "Plains", "Island": "Islands", "Swamp": "Swamps",
                 "Mountain": "Mountains", "Forest": "Forests"}
_LAND_SUBJECTS: dict[str, dict[str, Any]] = {
    "Nonbasic lands are": {"filter": {"types": ["Land"], "not_supertypes": ["Basic"]}},
    "Lands you control are": {"filter": {"types": ["Land"], "controller": "you"}},
    **{f"All {p} are": {"filter": {"subtypes": [t]}} for t, p in _BASIC_PLURAL.items()},
}


def _land_type_forms() -> dict[str, dict[str, Any]]:
    """Each wording this reader knows -> its DSL static."""
    out: dict[str, dict[str, Any]] = {}
    for t, p in _BASIC_PLURAL.items():
        article = "an" if t[0] in "AEIOU" else "a"
        out[f"Enchanted land is {article} {t}."] = {"continuous": {
            "affects": "enchanted", "filter": {"types": ["Land"]}, "set_land_subtypes": [t]}}
        for subject, who in _LAND_SUBJECTS.items():
            if who["filter"].get("subtypes") != [t]:  # ("All Mountains are Mountains")
                out[f"{subject} {p}."] = {"continuous": {**who, "set_land_subtypes": [t]}}
    return out


_LAND_TYPE_FORMS = _land_type_forms()


def _land_type_setting(para: str) -> dict[str, Any] | None:
    """"Enchanted land is an Island." (305.7, 613.1d)."""
    got = _LAND_TYPE_FORMS.get(para)
    return {k: dict(v) for k, v in got.items()} if got is not None else None


def render_land_type_setting(st: dict[str, Any]) -> str | None:
    """The English of `_land_type_setting`'s DSL, or None."""
    return next((text for text, dsl in _LAND_TYPE_FORMS.items() if dsl == st), None)


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


def _smaller_cant_block(para: str) -> dict[str, Any] | None:
    """"Creatures with power less than ~'s power can't block it." (509.1b: a restriction on
    blocking ~, or the creatures you control, by creatures with less power than ~ has now)."""
    who = _SMALLER.get(para)
    if who is None:
        return None
    return {"anthem": {**who, "restrictions": [dict(_SMALLER_RESTRICTION)]}}


def render_smaller_cant_block(p: dict[str, Any]) -> str | None:
    """The English of `_smaller_cant_block`'s DSL, or None if it isn't one."""
    for text, who in _SMALLER.items():
        if p == {**who, "restrictions": [_SMALLER_RESTRICTION]}:
            return text
    return None


_UNLESS = re.compile(r"~ (can't attack|can't block|can't attack or block) (unless|if) (.+)\.")


def _restriction_unless(para: str) -> dict[str, Any] | None:
    """"~ can't attack unless you control another Giant.", "~ can't attack or block unless
    you have seven or more cards in hand." (508.1c, 509.1b: a restriction on its own
    attacking or blocking that applies while the condition is false, 611.3a; "if": while it
    is true). The condition phrase is conditions.py's."""
    from mtg_engine.cards.oracle.conditions import (
        _CHARACTERISTIC_CONDITIONS,
        _plain,
        lower_condition,
        negated,
    )

    m = _UNLESS.fullmatch(para)
    if m is None:
        return None
    cond = lower_condition(m.group(3))
    if cond is None or _plain(cond)["kind"] in _CHARACTERISTIC_CONDITIONS:
        return None  # (judged by characteristics the layers are computing, 613.6)
    if _plain(cond).get("negate") or cond == "not_kicked":
        return None
    return {"anthem": {"affects": "self", "keywords": list(_COMBAT_PHRASES[m.group(1)]),
                       "as_long_as": negated(cond) if m.group(2) == "unless" else cond}}


# 508.1c: "can't attack you" (the ability's controller), "... or planeswalkers you control"
_ATTACK_YOU = {"cant_attack_you": "can't attack you",
               "cant_attack_you_or_planeswalkers":
                   "can't attack you or planeswalkers you control"}
_ATTACK_YOU_RE = re.compile(r"(.+?)(,? and)? (can't attack you(?: or planeswalkers you control)?)"
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
_DEFENDER_RE = re.compile(r"~ (can't be blocked as long as|can't attack unless|can't attack if) "
                          r"defending player controls an? (.+)\.")


def _defender_restriction(para: str) -> dict[str, Any] | None:
    """"~ can't be blocked as long as defending player controls an artifact.", "~ can't
    attack unless defending player controls a blue permanent.", "~ can't attack if defending
    player controls an untapped land." (dsl.DEFENDER_RESTRICTION_KINDS)."""
    from mtg_engine.cards.oracle.lower import TYPES
    from mtg_engine.cards.oracle.phrases import describe

    m = _DEFENDER_RE.fullmatch(para)
    if m is None:
        return None
    kind = next(k for k, w in _DEFENDER_WORDS.items() if w == m.group(1))
    d = describe(m.group(2))
    if d is None or d[0] not in ("creature", "permanent", "planeswalker"):
        return None
    noun, f = d
    if set(f) & {"controller", "other"}:
        return None
    if noun in ("creature", "planeswalker"):
        f = {**f, "types": [TYPES[noun]]}
    return {"anthem": {"affects": "self", "restrictions": [{kind: f}]}}


def render_defender_restriction(kind: str, f: dict[str, Any]) -> str | None:
    """The words of a `_defender_restriction` restriction (after "~"), or None."""
    from mtg_engine.cards.oracle.render import describe_filter

    words = _DEFENDER_WORDS.get(kind)
    if words is None:
        return None
    what = describe_filter(dict(f))
    return f"{words} defending player controls {'an' if what[0] in 'aeiou' else 'a'} {what}"


def render_attack_you(kind: str, cost: str = "") -> str | None:
    """The words of an `_cant_attack_you` restriction (with its cost to attack), or None."""
    words = _ATTACK_YOU.get(kind)
    if words is None or not cost:
        return words
    return f"{words} unless their controller pays {cost} {_FOR_EACH[kind]}"


def enchant_spec(param: str) -> dict[str, Any] | None:
    """702.5a: what an Aura can enchant, as a target requirement (303.4a): a target phrase
    (phrases.target_spec: "creature", "land you control"), else a subtype: "Enchant Forest",
    "Enchant Mountain you control", "Enchant Wall", "Enchant Giant you control"."""
    from mtg_engine.cards.oracle.phrases import target_spec
    from mtg_engine.core.creature_types import CREATURE_TYPES

    spec = target_spec(param)
    if spec is not None:
        return spec
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


def _pay_life_or_tapped(para: str) -> dict[str, Any] | None:
    """"As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the
    battlefield tapped." (614.12: a choice as it enters, rules/replacement.py)."""
    m = re.fullmatch(r"as ~ enters the battlefield, you may pay (\d+) life\. if you don't, it "
                     r"enters the battlefield tapped", para.lower().rstrip("."))
    return {"enters_tapped": {"unless_pay_life": int(m.group(1))}} if m else None


def _plain_counter(kind: str) -> bool:
    """A kind of counter the engine may put (122.1; parse.counter_kind refuses the ones
    whose meaning it lacks: keyword, shield, +X/+Y counters)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood, counter_kind

    try:
        counter_kind(kind)
    except NotUnderstood:
        return False
    return True


def _static_category(para: str) -> str:
    """A coarse label for an ability the compiler could not read, so that `mtg cards coverage`
    can count the most common kinds."""
    low = para.lower()
    if low.startswith("equipped creature"):
        return "keyword Equip (702.6) is not implemented yet"
    if "enters the battlefield with" in low or low.startswith("as ~ enters"):
        return "enters-the-battlefield replacement (614.1c) is not implemented yet"
    if low.startswith("enchant "):
        return "keyword Enchant (702.5) is not implemented yet"
    if "enters the battlefield tapped" in low:
        return "enters-tapped replacement (614.1c) is not implemented yet"
    if low.startswith(("as an additional cost", "this spell costs", "spells you cast cost")):
        return "cost modification is not implemented yet"
    if "can't block" in low or "can't attack" in low or "can't be blocked" in low:
        return "attack/block restriction is not implemented yet"
    if low.startswith("choose one") or low.startswith("choose two"):
        return "modal ability (700.2) not understood"
    return _feature(para) or "static ability not understood"


# ------------------------------------------------------------------ the grammar's reading
# grammar.lark's `static` start symbol -> ir.StaticEffect (static_transformer) -> the DSL
# static (lower_static); render.static_forms renders it back for the round trip.

_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
                "mountain": "Mountain", "forest": "Forest"}


def _subtype_names() -> dict[str, str]:
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return {f"st_{t.lower()}": t for t in (*CREATURE_TYPES, "Gate", "Desert")}


_SUBTYPE_NAMES = _subtype_names()
_SUBTYPE_WORD = re.compile(r"\b(" + "|".join(sorted((v for v in _SUBTYPE_NAMES.values()),
                                                     key=len, reverse=True)) + r")\b")
# 205.3g-h: artifact and enchantment types a static ability names in the plural ("Vehicles
# you control have flying")
_MORE_PLURAL_TYPES = ("Blood", "Clue", "Food", "Gold", "Treasure", "Vehicle", "Aura", "Curse",
                      "Saga", "Shrine")
# creature types (205.3m) whose plural is not "+s"; Merfolk, Kithkin, Myr, Eldrazi... are
# their own plural (the singular mark reads as one then, st_head_invariant)
_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
            "Mouse": "Mice", "Ox": "Oxen", "Cyclops": "Cyclopes", "Homunculus": "Homunculi",
            "Fungus": "Fungi", "Octopus": "Octopuses", "Sphinx": "Sphinxes", "Fox": "Foxes",
            "Walrus": "Walruses", "Platypus": "Platypuses", "Thopter": "Thopters"}
_INVARIANT = frozenset({"Merfolk", "Kithkin", "Myr", "Eldrazi", "Kor", "Moonfolk", "Samurai",
                        "Fish", "Sheep", "Djinn", "Jellyfish", "Surrakar", "Kavu", "Vedalken",
                        "Aetherborn", "Azra", "Noggle"})


def _plural_of(t: str) -> str | None:
    """The plural of a subtype as Oracle text writes it, None when it is its own plural."""
    if t in _INVARIANT:
        return None
    if t in _PLURALS:
        return _PLURALS[t]
    if t.endswith("y") and t[-2:-1] not in "aeiou":
        return t[:-1] + "ies"  # Faerie is "Faeries"; Ally "Allies"
    if t.endswith(("s", "x", "ch", "sh")):
        return t + "es"
    return t + "s"


_PLURAL_NAMES = {p: t for t in (*_SUBTYPE_NAMES.values(), *_MORE_PLURAL_TYPES)
                 if (p := _plural_of(t)) is not None}
_PLURAL_WORD = re.compile(r"\b(" + "|".join(sorted(_PLURAL_NAMES, key=len, reverse=True))
                          + r")\b")
_MARKED_PLURAL = {f"sts_{p.lower()}": t for p, t in _PLURAL_NAMES.items()}


def mark_subtypes(text: str) -> str:
    """A creature type (205.3m) or Gate/Desert (205.3i), capitalised in Oracle text, becomes
    one "st_<type>" word the grammar's MARKED_TYPE reads (the parser lower-cases its input);
    in the plural ("Goblins", "Elves", "Vehicles") one "sts_<plural>" word (MARKED_TYPES)."""
    text = _PLURAL_WORD.sub(lambda m: f"sts_{m.group(1).lower()}", text)
    return _SUBTYPE_WORD.sub(lambda m: f"st_{m.group(1).lower()}", text)


# The combat abilities the engine knows by their words (dsl.COMBAT_ABILITIES), as a static
# ability's predicate says them after its subject ("can't block", "can't be blocked by
# creatures with flying"; in the plural "attack each combat if able"), each marked as one word
# "cbt_<n>" (grammar.lark's COMBAT_MARK). "doesn't untap during your untap step" is the
# permanent's own only (_own_combat_abilities): "your" is its controller there.
_PLURAL_COMBAT = {"attack each combat if able": ("attacks each combat if able",),
                  # 502.3: "Islands don't untap during their controllers' untap steps."
                  "don't untap during their controllers' untap steps": (DOESNT_UNTAP,),
                  "block each combat if able": ("blocks each combat if able",),
                  "attack or block each combat if able": ("attacks each combat if able",
                                                          "blocks each combat if able")}
_MARKABLE_COMBAT: tuple[tuple[str, tuple[str, ...]], ...] = tuple(sorted(
    ((k, v) for k, v in {**_COMBAT_PHRASES, **_PLURAL_COMBAT}.items()
     if k != "doesn't untap during your untap step"), key=lambda kv: -len(kv[0])))
_COMBAT_WORD = re.compile(r"(?<![\w'])(" + "|".join(re.escape(k) for k, _ in _MARKABLE_COMBAT)
                          + r")(?![\w'])", re.IGNORECASE)
_COMBAT_INDEX = {k: i for i, (k, _) in enumerate(_MARKABLE_COMBAT)}


def mark_combat(text: str) -> str:
    """Each combat ability named by its words becomes one "cbt_<n>" word (see above)."""
    return _COMBAT_WORD.sub(lambda m: f"cbt_{_COMBAT_INDEX[m.group(1).lower()]}", text)


@lru_cache(maxsize=1)
def static_transformer() -> Any:
    """The grammar tree of a static ability -> ir.StaticEffect (one method per production of
    grammar.lark's static section; the object phrases are the instructions' own)."""
    from mtg_engine.cards.oracle import ir
    from mtg_engine.cards.oracle.parse import NUMBERS, NotUnderstood, _ToIR

    def number(tok: Any) -> int:
        w = str(tok)
        return int(w) if w.isdigit() else NUMBERS[w]

    class StaticIR(_ToIR):  # type: ignore[misc, valid-type]
        def static(self, items: list[Any]) -> ir.StaticEffect:
            return items[0]

        def static_first(self, items: list[Any]) -> ir.StaticEffect:
            cond, body = items
            if body.condition is not None:
                raise NotUnderstood("two conditions")
            if body.affected == "it":  # "As long as ~ is equipped, it gets +1/+1" (~ itself)
                if not cond.kind.startswith("self_"):
                    raise NotUnderstood("'it' with nothing to refer to")
                body = replace(body, affected="self")
            return replace(body, condition=cond)

        def st_it(self, _: list[Any]) -> str:
            return "it"

        def cond_self_state(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition(f"self_{items[-1]}",
                                      pronoun=getattr(items[0], "type", "") == "IT_IS")

        def st_body(self, items: list[Any]) -> ir.StaticEffect:
            affected, preds = items[0], items[1]
            cond = items[2] if len(items) > 2 else None
            if cond is not None and cond.pronoun and affected != "self":
                raise NotUnderstood("'it' in the condition is another object than ~")
            if affected == "it" and cond is not None:
                raise NotUnderstood("'it' before its condition")
            power = toughness = None
            abilities: list[str] = []
            also = None
            restrictions = tuple(val for kind, val in preds if kind == "restrict")
            preds = [p for p in preds if p[0] != "restrict"]
            for kind, val in preds:
                if kind == "pump":
                    if power is not None:
                        raise NotUnderstood("two +N/+N")
                    power, toughness = val
                elif kind == "also":  # 613.1d-e
                    if also is not None:
                        raise NotUnderstood("two type changes")
                    also = val
                else:
                    abilities += val
            if also is not None and (cond is not None or affected == "it"):
                raise NotUnderstood("a type change with a condition")
            if also is not None and affected == "self":
                # "~ is every creature type" defines its own types in every zone (604.3)
                raise NotUnderstood("a characteristic-defining type (604.3)")
            if restrictions and also is not None:
                raise NotUnderstood("a type change and a restriction on blocks")
            return ir.StaticEffect(affected, power, toughness, tuple(abilities), cond, also,
                                   restrictions)

        def st_every_type(self, _: list[Any]) -> tuple[str, Any]:
            return ("also", ir.TypesAdded(every_creature_type=True))  # 205.3m

        # "loses all abilities and is a blue Frog creature with base power and toughness
        # 1/1" (205.1a: the types set; 613.1d-f, 613.4b)
        def st_lose_all(self, _: list[Any]) -> tuple[str, Any]:
            return ("restrict", ("lose_all", True))

        def st_lose(self, items: list[Any]) -> tuple[str, Any]:
            return ("restrict", ("lose", str(items[0])))

        def st_base_pt(self, items: list[Any]) -> tuple[str, Any]:
            p, t = str(items[-1]).split("/")
            return ("restrict", ("base_pt", (int(p), int(t))))

        def st_with_base(self, items: list[Any]) -> tuple[str, Any]:
            p, t = str(items[0]).split("/")
            return ("base_pt", (int(p), int(t)))

        def st_addition(self, items: list[Any]) -> tuple[str, Any]:
            return ("addition", items[0])

        def st_is(self, items: list[Any]) -> Any:
            tagged = [i for i in items if isinstance(i, tuple)]
            words = [i for i in items if not isinstance(i, tuple)]
            addition = next((v for k, v in tagged if k == "addition"), None)
            base = next((v for k, v in tagged if k == "base_pt"), None)
            if addition is not None:
                if base is not None:
                    raise NotUnderstood("base power and toughness with types added")
                return self.st_also([*words, addition])
            article, *rest = words
            if str(article) not in ("a", "an"):
                raise NotUnderstood("a number before a type")
            colors = "".join(_COLOR_LETTER[str(c)] for c in rest if c.type == "COLOR")
            nouns = [str(w) for w in rest if w.type == "NOUN"]
            subs = [_SUBTYPE_NAMES[str(w)] for w in rest if w.type == "MARKED_TYPE"]
            if len(subs) != 1 or nouns not in ([], ["creature"]):
                raise NotUnderstood("a type change other than 'is a [color] <type> creature'")
            from mtg_engine.core.creature_types import CREATURE_TYPES

            if subs[0] not in CREATURE_TYPES:
                raise NotUnderstood(f"{subs[0]} is not a creature type")
            out: list[tuple[str, Any]] = [("restrict", ("becomes", (colors, bool(nouns),
                                                                    subs[0])))]
            if base is not None:
                out.append(("restrict", ("base_pt", base)))
            return ("many", out)

        def st_also(self, items: list[Any]) -> tuple[str, Any]:
            """"is a white Angel in addition to its other colors and types" (613.1d-e)."""
            from mtg_engine.core.creature_types import CREATURE_TYPES

            middle = items[1:-1]
            if [i.type for i in middle[:-1]] != ["COLOR"] * (len(middle) - 1) \
                    or len(middle) > 2 or middle[-1].type == "COLOR":
                raise NotUnderstood("several types or colours in addition")  # as before
            article, *rest, word, others = items
            if str(article) not in ("a", "an"):
                raise NotUnderstood("a number before a type")
            colors = "".join(_COLOR_LETTER[str(c)] for c in rest)
            if bool(colors) != (str(others) == "colors and types"):
                raise NotUnderstood("a colour without 'its other colors' (or the reverse)")
            w = str(word)
            if w.startswith("st_"):
                sub = _SUBTYPE_NAMES[w]
                if sub not in CREATURE_TYPES:
                    raise NotUnderstood(f"{sub} is not a creature type")
                return ("also", ir.TypesAdded(subtypes=(sub,), colors=colors))
            if w == "permanent" or str(others) == "creature types":
                raise NotUnderstood(f"is a {w} in addition to its other {others}")
            return ("also", ir.TypesAdded(types=(w.capitalize(),), colors=colors))

        def st_self(self, _: list[Any]) -> str:
            return "self"

        def st_enchanted(self, items: list[Any]) -> str:
            """303.4: the permanent the Aura is attached to, whatever the noun (what it may
            enchant is its enchant ability's, 702.5a; render.static_forms says each noun)."""
            return "enchanted"

        def st_equipped(self, _: list[Any]) -> str:
            return "equipped"

        def st_preds(self, items: list[Any]) -> list[tuple[str, Any]]:
            out: list[tuple[str, Any]] = []
            flat: list[tuple[str, Any]] = []
            for kind, val in items:
                flat += val if kind == "many" else [(kind, val)]
            for kind, val in flat:
                if kind == "more":  # "has flying, first strike, and lifelink"
                    if not out or out[-1][0] != "has":
                        raise NotUnderstood("an ability with no 'has'")
                    kind = "has"
                if kind == "from":  # "has protection from red and from blue"
                    if not out or out[-1][0] != "has" or \
                            not out[-1][1][-1].startswith("protection from "):
                        raise NotUnderstood("'from <color>' after no protection")
                    kind = "has"
                out.append((kind, val))
            return out

        def st_pump(self, items: list[Any]) -> tuple[str, Any]:
            p, t = str(items[1]).split("/")
            if "x" in p or "x" in t:
                raise NotUnderstood("+X/+X")
            return ("pump", (int(p), int(t)))

        def st_has(self, items: list[Any]) -> tuple[str, Any]:
            got = _keyword_name(_unmark(str(items[1])))
            if got is None:
                raise NotUnderstood(f"a static ability can't grant {items[1]} yet")
            return ("has", got)

        def st_more(self, items: list[Any]) -> tuple[str, Any]:
            got = _keyword_name(_unmark(str(items[0])))
            if got is None:
                raise NotUnderstood(f"a static ability can't grant {items[0]} yet")
            return ("more", got)

        def st_from(self, items: list[Any]) -> tuple[str, Any]:
            """"and from blue" after "protection from red" (702.16a)."""
            got = _keyword_name(f"protection {items[0]}")
            if got is None:
                raise NotUnderstood(f"protection {items[0]}")
            return ("from", got)

        def st_combat(self, items: list[Any]) -> tuple[str, Any]:
            """A combat ability named by its words (506-509, mark_combat)."""
            return ("combat", _MARKABLE_COMBAT[int(str(items[0])[4:])][1])

        # the permanents a static ability affects (613.1): st_group
        def st_group(self, items: list[Any]) -> ir.Obj:
            head = next(i for i in items if isinstance(i, tuple) and i[0] == "head")
            f: dict[str, Any] = dict(head[1])
            for it in items:
                if it is head:
                    continue
                key, val = it
                if key in ("colors", "not_colors", "not_types", "keywords", "not_keywords",
                           "supertypes", "not_supertypes", "not_subtypes"):
                    f[key] = [*f.get(key, []), *val]
                elif key in f:
                    raise NotUnderstood(f"{key} twice")
                else:
                    f[key] = val
            return ir.Obj("st_group", ir.Desc((), tuple(
                (k, tuple(v) if isinstance(v, list) else v) for k, v in f.items())))

        def st_head_nouns(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"creatures", "artifact creatures" (both types, 205.2a), "Elf creatures" (a
            creature type, 205.3m), "creature tokens" (111.1)."""
            *mods, last = [str(i) for i in items]
            f: dict[str, Any] = {}
            nouns = [m for m in mods if not m.startswith("st_")]
            subs = [_SUBTYPE_NAMES[m] for m in mods if m.startswith("st_")]
            if len(subs) > 1:
                raise NotUnderstood("two subtypes in a row (one object with both)")
            if subs:
                f["subtypes"] = subs
            if last.startswith("token"):
                f["token"] = True
            else:
                nouns.append(last[:-1] if last.endswith("s") else last)
            if len(nouns) > 1:
                f["all_types"] = [n.capitalize() for n in nouns]
            elif nouns and nouns[0] != "permanent":
                f["types"] = [nouns[0].capitalize()]
            return ("head", f)

        def st_head_plural(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Goblins": permanents of that subtype (205.3m), not only creatures; "Knights
            or Walls": of either."""
            return ("head", {"subtypes": [_MARKED_PLURAL[str(i)] for i in items]})

        # 509.1b
        def _restriction(self, mark: Any, words: str, kind: str, other: Any
                         ) -> tuple[str, Any]:
            if _MARKABLE_COMBAT[int(str(mark)[4:])][0] != words:
                raise NotUnderstood(f"a quality after {_MARKABLE_COMBAT[int(str(mark)[4:])][0]}")
            return ("restrict", (kind, other))

        def st_not_blocked_by(self, items: list[Any]) -> tuple[str, Any]:
            return self._restriction(items[0], "can't be blocked", "cant_be_blocked_by", items[1])

        def st_blocked_except_by(self, items: list[Any]) -> tuple[str, Any]:
            return self._restriction(items[0], "can't be blocked", "cant_be_blocked_except_by",
                                     items[1])

        def st_cant_block_these(self, items: list[Any]) -> tuple[str, Any]:
            return self._restriction(items[0], "can't block", "cant_block", items[1])

        # "can't be the target of ..." (115.4; as hexproof says it, 702.11b)
        def st_quality(self, items: list[Any]) -> tuple[str, Any]:
            words = [str(i) for i in items]
            if words[0].startswith("non"):
                return ("quality", {"not_colors": [_COLOR_LETTER[words[0][3:]]]})
            return ("quality", {"colors": [_COLOR_LETTER[w] for w in words]})

        def st_quality_sources(self, items: list[Any]) -> tuple[str, Any]:
            return ("sources", items[0][1])

        def st_opponents(self, _: list[Any]) -> tuple[str, Any]:
            return ("opponents", True)

        def st_untargetable(self, items: list[Any]) -> tuple[str, Any]:
            tagged = {i[0]: i[1] for i in items if isinstance(i, tuple)}
            words = [str(i) for i in items if not isinstance(i, tuple)]
            by = {"spells": "spells", "spells or abilities": "spells_or_abilities",
                  "abilities": "abilities"}[words[-1]]
            quality = tagged.get("quality")
            if "sources" in tagged:  # "red spells or abilities from red sources"
                if by != "spells_or_abilities" or tagged["sources"] != quality:
                    raise NotUnderstood("spells of one quality, sources of another")
            elif quality is not None and by != "spells":
                raise NotUnderstood("a quality of spells only, with abilities")
            out: dict[str, Any] = {"by": by}
            if tagged.get("opponents"):
                out["opponents"] = True
            if quality:
                out["quality"] = quality
            return ("restrict", ("untargetable", out))

        def st_no_activation(self, items: list[Any]) -> tuple[str, Any]:
            """602.5 ("unless they're mana abilities": 605.1a's mana abilities may be)."""
            return ("restrict", ("no_activation", "nonmana" if items else "all"))

        def st_group_no_activation(self, items: list[Any]) -> ir.StaticEffect:
            return ir.StaticEffect(items[0], restrictions=(("no_activation", "all"),))

        def st_head_invariant(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Merfolk you control" (a type that is its own plural)."""
            sub = _SUBTYPE_NAMES[str(items[0])]
            if _plural_of(sub) is not None:
                raise NotUnderstood(f"{sub} in the singular for a group")
            return ("head", {"subtypes": [sub]})

        def st_supertype(self, items: list[Any]) -> tuple[str, Any]:
            return ("supertypes", [str(items[0]).capitalize()])  # 205.4

        def st_nonlegendary(self, _: list[Any]) -> tuple[str, Any]:
            return ("not_supertypes", ["Legendary"])

        def st_monocolored(self, _: list[Any]) -> tuple[str, Any]:
            return ("monocolored", True)  # 105.4

        def st_nonsubtype(self, items: list[Any]) -> tuple[str, Any]:
            return ("not_subtypes", [_SUBTYPE_NAMES[str(items[0])[4:]]])  # "non-Human"

        def st_counter_on(self, items: list[Any]) -> tuple[str, Any]:
            """"with a +1/+1 counter on it" (122.1)."""
            from mtg_engine.cards.oracle.parse import counter_kind

            words = [str(i) for i in items]
            if words[0] in NUMBERS and words[0] not in ("a", "an", "one"):
                raise NotUnderstood("a number of counters")
            return ("has_counter", counter_kind(words[-2]))

        # conditions (611.3a)
        def cond_controls(self, items: list[Any]) -> ir.StaticCondition:
            if len(items) > 1 and number(items[0]) != 1:
                raise NotUnderstood("'you control two X' (no 'or more')")
            return self._controls("controls", 1, items[-1])

        def cond_controls_n(self, items: list[Any]) -> ir.StaticCondition:
            return self._controls("controls", number(items[0]), items[1])

        def cond_controls_none(self, items: list[Any]) -> ir.StaticCondition:
            return self._controls("not_controls", 1, items[0])

        def _controls(self, kind: str, n: int, d: Any) -> ir.StaticCondition:
            desc, subtypes = d
            if desc.get("controller") is not None:
                raise NotUnderstood("a controller in 'you control ...'")
            return ir.StaticCondition(kind, n, desc, subtypes)

        def cond_controls_at_most(self, items: list[Any]) -> ir.StaticCondition:
            return self._controls("controls_at_most", number(items[0]), items[1])

        def cond_opponents(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("opponents_at_least", number(items[1]))

        # players (702.11c, 702.18a, 402.2)
        def pl_you(self, _: list[Any]) -> str:
            return "you"

        def pl_any(self, _: list[Any]) -> str:
            return "any"

        def pl_opponent(self, _: list[Any]) -> str:
            return "opponent"

        def player_keywords(self, items: list[Any]) -> ir.PlayerStatic:
            kw = str(items[-1])
            if kw not in ("hexproof", "shroud"):
                raise NotUnderstood(f"a player with {kw}")
            return ir.PlayerStatic("player_keywords", items[0], keywords=(kw,))

        def no_maximum_hand_size(self, items: list[Any]) -> ir.PlayerStatic:
            return ir.PlayerStatic("no_maximum_hand_size", items[0])

        def flash_permission(self, items: list[Any]) -> FlashPermission:
            whose, what = items
            if any(k not in _SPELL_QUALITIES for k, _ in what):
                raise NotUnderstood("a quality of a spell restrictions.py doesn't read")
            return FlashPermission(whose, what)

        def additional_lands(self, items: list[Any]) -> ir.PlayerStatic:
            """305.2: "You may play an additional land on each of your turns.", "Each player
            may play an additional land on each of their turns." """
            whose, n, noun, turns = items
            amount = number(n)
            if str(noun) != ("land" if amount == 1 else "lands"):
                raise NotUnderstood("'land(s)' and its number")
            if (whose == "you") != (" your " in f" {turns} ") or whose == "opponent":
                raise NotUnderstood("whose turns")
            return ir.PlayerStatic("additional_lands", whose, amount=amount)

        def cant_gain_life(self, items: list[Any]) -> ir.PlayerStatic:
            return ir.PlayerStatic("cant_gain_life", items[0])  # 119.7

        def hand_size(self, items: list[Any]) -> ir.PlayerStatic:
            whose, change, n = items
            amount = number(n) * (1 if str(change) == "increased" else -1)
            return ir.PlayerStatic("hand_size", whose, amount=amount)

        def st_casters(self, items: list[Any]) -> str:
            return items[0]

        def st_cast_what(self, items: list[Any]) -> Any:
            return items[0]

        def cast_at_most_one(self, items: list[Any]) -> tuple[str, Any]:
            return ("at_most_one", self.st_spells(items))

        def cant_cast(self, items: list[Any]) -> ir.CantCast:
            whose, what = items[0], items[1]
            during = len(items) > 2
            if isinstance(what, tuple) and what and what[0] == "at_most_one":
                f = what[1]
                return ir.CantCast(whose, f, 1, during)
            if any(k == "controller" for k, _ in what):
                raise NotUnderstood("a controller in a spell nobody has cast yet")
            return ir.CantCast(whose, what, None, during)

        def spells_uncounterable(self, items: list[Any]) -> ir.UncounterableSpells:
            return ir.UncounterableSpells(items[0])

        def st_spells(self, items: list[Any]) -> tuple[tuple[str, Any], ...]:
            """"green spells you control", "instant and sorcery spells", "Sliver spells": a
            spell of any of those types (205.2a) or subtypes, and the other qualities."""
            f: dict[str, Any] = {}
            for it in items:
                key, val = it
                if key in f:
                    raise NotUnderstood(f"{key} twice")
                f[key] = val
            if "types" in f and "subtypes" in f:
                raise NotUnderstood("spells of a type or a subtype")
            return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in f.items())

        def st_spell_kinds(self, items: list[Any]) -> tuple[str, Any]:
            words = [str(i) for i in items]
            subs = [_SUBTYPE_NAMES[w] for w in words if w.startswith("st_")]
            types = [w.capitalize() for w in words if not w.startswith("st_")]
            if subs and types:
                raise NotUnderstood("spells of a type or a subtype")
            return ("subtypes", subs) if subs else ("types", types)

        def enters_with_counters(self, items: list[Any]) -> ir.EntersWithCounters:
            from mtg_engine.cards.oracle.parse import counter_kind

            # 614.1c: any kind with no rules meaning the engine lacks (122.1; counter_kind
            # refuses keyword, shield and +X/+Y counters)
            n, kind = items[0], counter_kind(str(items[1]))
            return ir.EntersWithCounters(n, kind)

        def lure_enchanted(self, items: list[Any]) -> ir.StaticEffect:
            if (str(items[0]), str(items[1])) != ("creatures", "creature"):
                raise NotUnderstood("a lure of another kind")
            return ir.StaticEffect("enchanted", abilities=_LURE)

        def enters_tapped(self, items: list[Any]) -> ir.EntersTapped:
            return ir.EntersTapped(items[0] if items else None)

        def cda_count(self, items: list[Any]) -> ir.CountedPT:
            return items[0]

        def counted(self, items: list[Any]) -> ir.CountedPT:
            where = items[-1]
            rest = items[:-1]
            cards = [i for i in rest if isinstance(i, tuple) and i and i[0] == "cards"]
            lands = [("land_types", (_BASIC_TYPES[i[1]],)) for i in rest
                     if isinstance(i, tuple) and i and i[0] == "land_type"]
            rest = [i for i in rest if not (isinstance(i, tuple) and i and i[0] == "land_type")]
            adjs = [i for i in rest if i not in cards]
            if (where[0] in ("graveyard", "hand")) != bool(cards):  # cards, else permanents
                raise NotUnderstood("cards on the battlefield / permanents in a graveyard")
            if lands:
                if adjs:
                    raise NotUnderstood("a qualified land type")
                return ir.CountedPT(ir.Desc(()), lands[0][1], where[0], where[1])
            if cards:
                return ir.CountedPT(self.desc([*adjs, ("noun", cards[0][1])]), (), where[0],
                                    where[1])
            return ir.CountedPT(self.desc(adjs + [n for n in rest if n not in adjs]), (),
                                where[0], where[1])

        def cards_noun(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
            nouns = tuple(str(t) for t in items if getattr(t, "type", "") == "NOUN")
            if str(items[-1]) != "cards":
                raise NotUnderstood("'card' in a count")
            return ("cards", nouns)

        def on_battlefield(self, _: list[Any]) -> tuple[str, str]:
            return ("battlefield", "all")

        def in_your_graveyard(self, _: list[Any]) -> tuple[str, str]:
            return ("graveyard", "you")

        def in_all_graveyards(self, _: list[Any]) -> tuple[str, str]:
            return ("graveyard", "all")

        def where_you_control(self, _: list[Any]) -> tuple[str, str]:
            return ("battlefield", "you")

        def cond_graveyard(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("graveyard_at_least", number(items[0]))

        def cond_hand_empty(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("hand_empty")

        def cond_life(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("life_at_least", int(items[1]))

        def cond_attacking(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("self_attacking", pronoun=True)  # st_body checks "it"

        def cond_your_turn(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("your_turn")

        def cond_not_your_turn(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("not_your_turn")

        def cdesc(self, items: list[Any]) -> tuple[ir.Desc, tuple[str, ...]]:
            basic = [i for i in items if getattr(i, "type", "") == "BASIC"]
            items = [i for i in items if i not in basic]
            lands = [i for i in items if isinstance(i, tuple) and i and i[0] == "land_types"]
            rest = [i for i in items if i not in lands]
            if basic:  # "basic lands" (205.4a)
                if lands:
                    raise NotUnderstood("basic with a land type")
                rest.append(("supertypes", ("Basic",)))
            if not lands:
                return self.desc(rest), ()
            if len(rest) != 0:
                from mtg_engine.core.creature_types import CREATURE_TYPES

                # "another Giant", "another Wolf or Werewolf" (205.3m): only "another"
                if not set(lands[0][1]) <= set(CREATURE_TYPES) or any(
                        r != ("other", True) for r in rest):
                    raise NotUnderstood("a qualified land type")
                return self.desc(rest), lands[0][1]
            return ir.Desc(()), lands[0][1]

        def land_types(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
            words = [str(t) for t in items]
            if any(w not in ("a", "an") for w in words if w in NUMBERS):
                raise NotUnderstood("a number in a list of land types")
            types = [w for w in words if w not in NUMBERS]
            return ("land_types", tuple(_SUBTYPE_NAMES[w] if w.startswith("st_") else
                                        _MARKED_PLURAL[w] if w.startswith("sts_") else
                                        _BASIC_TYPES[w.rstrip("s") if w != "plains" else w]
                                        for w in types))

    return StaticIR()


# the qualities of a spell restrictions._spell_matches reads
_SPELL_QUALITIES = ("types", "subtypes", "colors", "not_colors", "not_types", "colorless")


@dataclass(frozen=True, slots=True)
class FlashPermission:
    """601.3b: "<players> may cast <spells> as though they had flash." (`what`: the spells'
    filter items)."""

    whose: str
    what: tuple[tuple[str, Any], ...]


def _unmark(word: str) -> str:
    """"protection from sts_goblins" -> "protection from Goblins" (702.16a)."""
    return re.sub(r"sts_[a-z'-]+", lambda m: _plural_of(_MARKED_PLURAL[m.group(0)]) or "",
                  word)


def lower_static(eff: Any) -> dict[str, Any] | None:
    """ir.StaticEffect -> the DSL static (an "anthem", 613.4c / 613.1f), or None when the DSL
    can't say it."""
    from mtg_engine.cards.oracle import ir
    from mtg_engine.cards.oracle.lower import _noun
    from mtg_engine.cards.oracle.parse import NotUnderstood

    out: dict[str, Any] = {}
    if isinstance(eff, ir.CountedPT):  # 604.3, 613.4a
        return _lower_counted(eff)
    if isinstance(eff, ir.PlayerStatic):  # 702.11c, 702.18a, 402.2
        out_p: dict[str, Any] = {"whose": eff.whose}
        if eff.keywords:
            out_p["keywords"] = list(eff.keywords)
        if eff.amount:
            out_p["amount"] = eff.amount
        return {eff.kind: out_p}
    if isinstance(eff, ir.CantCast):  # 101.2, 604.1
        body: dict[str, Any] = {"whose": eff.whose}
        f = {k: list(v) if isinstance(v, tuple) else v for k, v in eff.filter}
        if f:
            body["filter"] = f
        if eff.at_most is not None:
            body["max_count"] = eff.at_most
        if eff.during_your_turn:
            body["as_long_as"] = "your_turn"
        return {"cant_cast": body}
    if isinstance(eff, FlashPermission):  # 601.3b
        out_f: dict[str, Any] = {"whose": eff.whose}
        f = {k: list(v) if isinstance(v, tuple) else v for k, v in eff.what}
        if f:
            out_f["filter"] = f
        return {"cast_as_though_flash": out_f}
    if isinstance(eff, ir.UncounterableSpells):  # 101.2
        return {"spells_cant_be_countered": {"filter": {
            k: list(v) if isinstance(v, tuple) else v for k, v in eff.filter}}}
    if isinstance(eff, ir.EntersWithCounters):  # 614.1c
        if eff.count == "X":
            return {"enters_with_counters": {"counter_kind": eff.counter_kind, "x": True}}
        return {"enters_with_counters": {"counter_kind": eff.counter_kind,
                                         "max_count": eff.count}}
    if isinstance(eff, ir.EntersTapped):  # 614.1c
        if eff.unless is None:
            return {"enters_tapped": {}}
        try:
            return {"enters_tapped": {"unless": _lower_condition(eff.unless)}}
        except NotUnderstood:
            return None
    try:
        if isinstance(eff.affected, str):
            out["affects"] = eff.affected
        elif eff.affected.kind == "st_group" and eff.affected.desc is not None:
            out["filter"] = _group_filter(eff.affected)
        else:
            if eff.affected.kind != "group" or eff.affected.desc is None:
                return None
            _, out["filter"] = _noun(eff.affected.desc)
        if eff.power is not None:
            out["power"], out["toughness"] = eff.power, eff.toughness
        if eff.abilities:
            out["keywords"] = list(eff.abilities)
        if eff.condition is not None:
            out["as_long_as"] = _lower_condition(eff.condition)
    except NotUnderstood:
        return None
    changes = [(k, v) for k, v in eff.restrictions if k in _CHANGES]
    if changes:
        return _lower_changes(out, changes, eff)
    blocks = [(k, v) for k, v in eff.restrictions if k not in ("no_activation", "untargetable")]
    if blocks:  # 509.1b
        out["restrictions"] = [{kind: _group_filter(other)} for kind, other in blocks]
    for k, v in eff.restrictions:
        if k in ("no_activation", "untargetable"):  # 602.5; 115.4
            out[k] = v
    if any(not isinstance(out.get(k, 0), int) for k in ("power", "toughness")):
        from mtg_engine.cards.oracle.amounts import lower_per_static  # "for each" (608.2h)

        if eff.also is not None or {"restrictions", "no_activation", "untargetable"} & set(out):
            return None
        try:
            return lower_per_static(out)
        except NotUnderstood:
            return None
    if eff.also is not None:
        return _lower_also(out, eff.also)
    if not {"power", "keywords", "restrictions", "no_activation", "untargetable"} & set(out):
        return None
    return {"anthem": out}


_CHANGES = ("lose_all", "lose", "becomes", "base_pt")


def _lower_changes(out: dict[str, Any], changes: list[tuple[str, Any]], eff: Any
                   ) -> dict[str, Any] | None:
    """"loses all abilities and is a blue Frog creature with base power and toughness 1/1",
    "loses flying" -> a "continuous" static: the types set in layer 4 (205.1a: "a <type>
    creature" sets the card type to creature and the creature type), the colours in layer 5
    (105.3), abilities lost in layer 6 (613.1f, before any it grants: "loses all other
    abilities"), base power and toughness in 7b (613.4b), +N/+N in 7c."""
    kinds = [k for k, _ in changes if k != "lose"]
    if "as_long_as" in out or len(kinds) != len(set(kinds)):
        return None
    if len(eff.restrictions) != len(changes) or eff.also is not None:
        return None  # with a restriction or types added: not one record here
    cont: dict[str, Any] = {k: out[k] for k in ("affects", "filter", "power", "toughness")
                            if k in out}
    if out.get("keywords"):
        if any(k not in KNOWN_KEYWORDS for k in out["keywords"]):
            return None  # combat abilities are not granted by a "continuous" static
        cont["add_keywords"] = out["keywords"]
    for kind, val in changes:
        if kind == "lose_all":
            cont["lose_all_abilities"] = True
        elif kind == "lose":
            cont.setdefault("remove_keywords", []).append(val)
        elif kind == "becomes":
            colors, creature, sub = val
            if creature:
                cont["set_types"] = ["Creature"]
            cont["set_creature_type"] = sub
            if colors:
                cont["set_colors"] = colors
        elif kind == "base_pt":
            cont["set_power"], cont["set_toughness"] = val
    return {"continuous": cont}


def _group_filter(g: Any) -> dict[str, Any]:
    """The DSL filter of an st_group (its description holds the filter's words)."""
    assert g.kind == "st_group" and g.desc is not None
    return {k: list(v) if isinstance(v, tuple) else v for k, v in g.desc.filter}


def _lower_also(out: dict[str, Any], also: Any) -> dict[str, Any] | None:
    """An anthem that also adds types or colours -> a "continuous" static: abilities in layer
    6, power/toughness in 7c, and the types (layer 4, 613.1d) and colours (layer 5, 613.1e)."""
    if "as_long_as" in out:
        return None
    cont: dict[str, Any] = {k: out[k] for k in ("affects", "filter", "power", "toughness")
                            if k in out}
    if out.get("keywords"):
        cont["add_keywords"] = out["keywords"]
    if also.types:
        cont["add_types"] = list(also.types)
    if also.subtypes:
        cont["add_subtypes"] = list(also.subtypes)
    if also.colors:
        cont["add_colors"] = list(also.colors)
    if also.every_creature_type:
        cont["all_creature_types"] = True
    return {"continuous": cont}


def _lower_counted(c: Any) -> dict[str, Any] | None:
    """ir.CountedPT -> a "continuous" static: a CDA (604.3) setting power and toughness in
    layer 7a to a count (`pt_count`, counted in `pt_count_zone`)."""
    from mtg_engine.cards.oracle.lower import TYPES

    f: dict[str, Any] = {k: list(v) if isinstance(v, tuple) else v for k, v in c.what.filter}
    if c.subtypes:
        f["subtypes"] = list(c.subtypes)
    nouns = [n for n in c.what.nouns if n != "permanent"]
    if nouns:
        f["types"] = [TYPES[n] for n in nouns]
    if "controller" in f:
        return None
    if c.whose == "you":
        f["controller"] = "you"
    out: dict[str, Any] = {"affects": "self", "cda": True, "pt_count": f}
    if c.zone != "battlefield":
        out["pt_count_zone"] = c.zone
    if c.stat:
        out["pt_count_stat"] = c.stat  # "~'s power is equal to ..."
    return {"continuous": out}


def _lower_condition(c: Any) -> Any:
    """ir.StaticCondition -> a DSL condition (dsl.parse_condition's form)."""
    from mtg_engine.cards.oracle.lower import filter_of

    if c.desc is None:
        return c.kind if c.count == 1 else {"kind": c.kind, "count": c.count}
    if c.subtypes:  # (with "another": 205.3m)
        f: dict[str, Any] = {**filter_of(c.desc), "subtypes": list(c.subtypes)}
    else:
        f = filter_of(c.desc)
    return {"kind": c.kind, "count": c.count, "filter": f}


def grammar_static(para: str) -> dict[str, Any] | None:
    """A static ability read by the grammar (parse.parse_static), lowered to the DSL."""
    from mtg_engine.cards.oracle.parse import parse_static

    eff = parse_static(mark_subtypes(mark_combat(para)))
    return lower_static(eff) if eff is not None else None
