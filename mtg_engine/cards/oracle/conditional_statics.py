"""Conditions on objects: "as long as" static abilities (611.3a), conditions on an enchanted
or equipped permanent ("as long as enchanted creature is ...", 303.4, 301.5) and on a target
("if target creature is ...", checked with last known information, 608.2h).

The condition phrases themselves are read by cards/oracle/conditions.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.conditions import _plain, lower_condition, split_condition

# ------------------------------------------------------------------ conditional statics (611.3a)

_STATIC_WITH_CONDITION = ("anthem", "continuous",  # the statics whose DSL has `as_long_as`
                          "spell_cost")  # (611.3a; rules/costs._spell_costs)
# conditions judged by the characteristics of permanents other than by "you control": the
# layers would compute them again while computing them (rules/layers._when_holds, 613.6)
# ("controls_at_most" is judged in the layers: rules/condition_board.in_layers)
_CHARACTERISTIC_CONDITIONS = ("opponent_controls_more", "total_power_at_least",
                              "different_powers_at_least",
                              "controls_modified")  # (700.9: reads the creatures' counters)


def _attached_static(para: str) -> tuple[dict[str, Any], str] | None:
    """"As long as enchanted creature is red, it gets +1/+1." / "Enchanted creature gets +2/+2
    as long as it's a Vampire." -> (the `attached_is` condition, the static ability with the
    attached permanent named: "Enchanted creature gets +1/+1.")."""
    m = re.match(r"^As long as ((?:enchanted|equipped) \w+) (is|isn't) ([^,]+), it('s| )(.+)$",
                 para)
    if m is not None:
        cond = attached_condition(f"{m.group(1)} {m.group(2)} {m.group(3)}")
        verb = "is " if m.group(4) == "'s" else ""  # "it's a creature ..." (Aerial Modification)
        body = f"{m.group(1).capitalize()} {verb}{m.group(5).lstrip()}"
    else:
        m = re.match(r"^((?:Enchanted|Equipped) \w+) (.+) as long as (it(?:'s| isn't) [^,]+)\.$",
                     para) or re.match(r"^((?:Enchanted|Equipped) \w+) (can't [^,]+) if "
                                       r"(it(?:'s| isn't) [^,]+)\.$", para)
        if m is None:  # ("can't block if it's black": the restriction while it is, 509.1b)
            return None
        cond = attached_condition(m.group(3), m.group(1).lower())
        body = f"{m.group(1)} {m.group(2)}."
    return (cond, body) if cond is not None else None


def conditional_static(para: str, read_static: Callable[[str], dict[str, Any] | None]
                       ) -> dict[str, Any] | None:
    """"As long as <condition>, <static>." / "<static> as long as <condition>." (611.3a): a
    static ability the statics compiler reads (`read_static`), on only while the condition
    holds; None when either part isn't read."""
    attached = _attached_static(para)
    m = re.match(r"^As long as (.+)$", para)
    if attached is not None:
        cond, body = attached
    elif m:
        got = split_condition(m.group(1))
        if got is None:
            return None
        cond, body = got
        body = body[:1].upper() + body[1:]
    else:
        m = re.match(r"^(.+) as long as ([^,]+)\.$", para)
        if m is None:
            return None
        said = m.group(2)
        if m.group(1).startswith("~ ") and said.startswith(("it has ", "it entered ")):
            said = "~" + said[2:]  # "~ has X as long as it has ...": "it" is ~ (the subject)
        elif m.group(1).startswith("~ ") and said.startswith("it's a"):
            said = "~ is" + said[4:]  # "~ has defender as long as it's a Wall." (Mistform Wall)
        cond, body = lower_condition(said), m.group(1) + "."
        if cond is None:
            return None
    from mtg_engine.cards.oracle.conditions_designations import functions_in_graveyard

    in_graveyard = functions_in_graveyard(_plain(cond))  # 113.6b (rules/graveyard_statics.py)
    parts = _plain(cond).get("parts", [])
    if _plain(cond)["kind"] in _CHARACTERISTIC_CONDITIONS or any(
            _plain(c)["kind"] in (*_CHARACTERISTIC_CONDITIONS, "attached_is") for c in parts):
        return None
    if all(_plain(c)["kind"].startswith("self_") for c in parts or [cond]) \
            and re.match(r"^It (?:gets|has|can attack as though|can block an additional)\b",
                         body):
        body = "~" + body[2:]  # "As long as ~ is attacking, it gets +2/+0." (~ itself)
    # (702.3b: "can attack as though it didn't have defender" says "it" of its own subject)
    own = re.sub(r"^(~ .*?)can attack as though it didn't have defender\.$", r"\1.", body)
    from mtg_engine.cards.oracle.type_color import EACH_ITS
    own = EACH_ITS.sub("", own)  # (613.4b: each affected object's own mana value)
    own = own.replace(" in addition to its other types", "")  # (205.1b: the object's own)
    if re.search(r"\b(?:it|its|it's)\b", re.sub(r'"[^"]*"', "", own), re.I):
        return None  # whose "it": the condition's subject or the ability's? (statics.py); a
        # granted ability's own "it" (inside its quotes) is read with that ability (113.7a)
    plain = ADDITIONAL.sub(r"\1 \2", body, count=1)
    from mtg_engine.cards.oracle.statics import _own_combat_abilities

    own_lure = _own_combat_abilities(plain) if plain.startswith("All creatures able") else None
    # (509.1c: "..., all creatures able to block ~ do so": ~'s own Lure, while C holds)
    st = {"anthem": {"affects": "self", "keywords": own_lure}} if own_lure \
        else read_static(plain)
    if st is None or len(st) != 1:
        return None
    kind, p = next(iter(st.items()))
    if plain != body and (kind != "anthem" or set(p or {}) - {"affects", "filter", "power",
                                                               "toughness"}):
        return None  # "an additional +1/+1" only of a power/toughness bonus (613.4c)
    if kind not in _STATIC_WITH_CONDITION or "as_long_as" in (p or {}):
        return None
    if attached is not None and (p or {}).get("affects") != cond["name"].split()[0]:
        return None  # "it" must be the attached permanent the static ability affects
    if in_graveyard and ((p or {}).get("affects", "filter") != "filter" or attached):
        return None  # (from a graveyard it affects a group: ~ itself isn't on the battlefield)
    return {kind: {**p, "as_long_as": cond}}


# "Enchanted creature gets an additional +2/+0 as long as ...": a second bonus beside the card's
# unconditional one, the same continuous effect as "gets +2/+0" (613.4c: the bonuses add up);
# render_statics._conditional_forms says "an additional" where the card prints it
ADDITIONAL = re.compile(r"\b(gets?) an additional ([+-](?:\d+|X)/[+-](?:\d+|X))")


# ------------------------------------------------------------------ the attached object (611.3a)
# "As long as enchanted creature is red, it gets +1/+1." / "Enchanted creature gets +2/+2 as
# long as it's a Vampire." (303.4, 301.5): a condition on the permanent the source is attached
# to, DSL kind `attached_is` (its `filter`; `name`: the words naming it), judged with the
# characteristics the layers have computed so far (rules/layers._when_holds, 613.6).

_COLOR_CODE = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_WORD = {v: k for k, v in _COLOR_CODE.items()}
_CARD_TYPE_WORDS = ("creature", "land", "artifact", "enchantment", "planeswalker")
_ATTACHED = re.compile(r"^(enchanted (?:creature|permanent|artifact|land)|equipped creature) "
                       r"(is|isn't) (.+)$")


_ENCHANTED_OR_ENCHANTMENT = {"any_of": [{"types": ["Creature"], "enchanted": True},
                                        {"all_types": ["Enchantment", "Creature"]}]}


def _quality(q: str, negative: bool) -> dict[str, Any] | None:
    """What "is <q>" / "isn't <q>" says of one permanent, as a filter: colours ("red or
    green"), card types and subtypes ("a creature", "a Human or an Angel", "a basic Mountain"),
    "legendary", "tapped", "untapped", "attacking", "blocking"; None for other words."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    special = {"nonbasic": {"not_supertypes": ["Basic"]},
               "a snow land": {"supertypes": ["Snow"], "types": ["Land"]},
               "an artifact creature": {"all_types": ["Artifact", "Creature"]},
               # 303.4, 205.2a: with an Aura attached, or both an enchantment and a creature
               "an enchanted creature or enchantment creature": _ENCHANTED_OR_ENCHANTMENT}
    if q in special and not negative:
        return special[q]
    walker = _planeswalker_type(q)  # 205.3j: "a Nissa planeswalker"
    if walker is not None:
        return None if negative else walker
    parts = q.split(" or ")
    if all(p in _COLOR_CODE for p in parts):
        return {("not_colors" if negative else "colors"): [_COLOR_CODE[p] for p in parts]}
    types: list[str] = []
    subtypes: list[str] = []
    basic = False
    for p in parts:
        m = re.fullmatch(r"an? (basic )?([A-Za-z'-]+)", p)
        if m is None:
            break
        basic = basic or bool(m.group(1))
        if m.group(2) in _CARD_TYPE_WORDS:
            types.append(m.group(2).capitalize())
        elif m.group(2) in CREATURE_TYPES or m.group(2) in NONCREATURE_SUBTYPES:
            subtypes.append(m.group(2))
        else:
            break
    else:
        if negative:
            return {"not_types": types} if types and not subtypes and not basic else None
        if (types and subtypes) or (basic and (len(parts) > 1 or types)):
            return None
        f: dict[str, Any] = {"types": types} if types else {"subtypes": subtypes}
        if basic:
            f["supertypes"] = ["Basic"]
        return f
    if negative or len(parts) > 1:
        return None
    return {"legendary": {"supertypes": ["Legendary"]}, "tapped": {"tapped": True},
            "untapped": {"tapped": False}, "attacking": {"attacking": True},
            "blocking": {"blocking": True}}.get(q)


def _planeswalker_type(q: str) -> dict[str, Any] | None:
    """205.3j: "a Nissa planeswalker" (a planeswalker of that planeswalker type) as a filter,
    or None."""
    from mtg_engine.cards.oracle.conditions_planeswalker import PLANESWALKER_TYPES

    m = re.fullmatch(r"an? ([A-Z][a-z]+) planeswalker", q)
    if m is None or m.group(1) not in PLANESWALKER_TYPES:
        return None
    return {"types": ["Planeswalker"], "subtypes": [m.group(1)]}


def attached_condition(text: str, subject: str = "") -> dict[str, Any] | None:
    """"enchanted creature is red" (or "it's red" when `subject`, the static ability's
    "enchanted creature" / "equipped creature", is what "it" names) -> the DSL condition."""
    from mtg_engine.cards.oracle.conditions_target import attached_stat

    got = attached_stat(text)  # "enchanted creature's power is 4 or greater"
    if got is not None:
        return got
    m = _ATTACHED.match(text)
    if m is not None:
        noun, neg, q = m.group(1), m.group(2) == "isn't", m.group(3)
    else:
        m = re.match(r"^it(?:'s| isn't) (.+)$", text)
        if m is None or not subject:
            return None
        noun, neg, q = subject, text.startswith("it isn't"), m.group(1)
    f = _quality(q, neg)
    if f is None:
        return None
    return {"kind": "attached_is", "name": noun, "filter": f}


def _describe_quality(f: dict[str, Any]) -> str:
    """The words `_quality` reads back from its filter ("a Human or an Angel", "red")."""
    from mtg_engine.cards.oracle.render_statics import _article

    for words, sf in (("nonbasic", {"not_supertypes": ["Basic"]}),
                      ("a snow land", {"supertypes": ["Snow"], "types": ["Land"]}),
                      ("an artifact creature", {"all_types": ["Artifact", "Creature"]}),
                      ("an enchanted creature or enchantment creature",
                       _ENCHANTED_OR_ENCHANTMENT)):
        if f == sf:
            return words
    if f.get("types") == ["Planeswalker"] and len(f.get("subtypes", ())) == 1 \
            and set(f) == {"types", "subtypes"}:  # 205.3j: "a Nissa planeswalker"
        return f"{_article(f['subtypes'][0])} planeswalker"
    if "mana_value_le" in f or "mana_value_ge" in f:
        n = f.get("mana_value_le", f.get("mana_value_ge"))
        return f"{n} or {'less' if 'mana_value_le' in f else 'greater'}"
    if "colors" in f or "not_colors" in f:
        return " or ".join(_COLOR_WORD[c] for c in f.get("colors", f.get("not_colors", [])))
    if f.get("supertypes") == ["Legendary"]:
        return "legendary"
    if "tapped" in f:
        return "tapped" if f["tapped"] else "untapped"
    if f.get("attacking"):
        return "attacking"
    if f.get("blocking"):
        return "blocking"
    basic = "basic " if f.get("supertypes") == ["Basic"] else ""
    words = [t.lower() for t in f.get("types", f.get("not_types", []))] + f.get("subtypes", [])
    return " or ".join(_article(basic + w) for w in words)


def attached_wordings(c: dict[str, Any]) -> list[str]:
    """The wordings of an `attached_is` condition: "enchanted creature is red", "it's red"."""
    from mtg_engine.cards.oracle.conditions_target import attached_stat_wordings

    stat = attached_stat_wordings(c)
    if stat is not None:
        return stat
    if c.get("name", "").endswith(" has"):  # "enchanted creature has vigilance"
        from mtg_engine.cards.oracle.conditions_target import wordings

        return wordings(c)
    f = c.get("filter", {})
    neg = "not_colors" in f or "not_types" in f
    q = _describe_quality(f)
    verb, short = ("isn't", "it isn't") if neg else ("is", "it's")
    return [f"{c['name']} {verb} {q}", f"{short} {q}"]


def attached_static_forms(body: str, c: dict[str, Any]) -> list[str]:
    """The English forms of a static ability `body` ("Enchanted creature gets +1/+1") on only
    while the attached permanent is something: the condition first, its subject "it" ("As
    long as enchanted creature is red, it gets +1/+1."), or last ("Enchanted creature gets
    +2/+2 as long as it's a Vampire.")."""
    first, short = attached_wordings(c)
    end = "" if body.endswith('"') else "."  # (a granted ability's quotes close the sentence)
    out = [f"{body} as long as {short}.", f"{body} as long as {first}."] if end else []
    low = body[:1].lower() + body[1:]
    m = re.match(r"^(?:enchanted|equipped) \w+ ", low)
    if m is not None:
        out.append(f"As long as {first}, it {low[m.end():]}{end}")
        if low[m.end():].startswith("is "):  # "..., it's a creature in addition to ..."
            out.append(f"As long as {first}, it's {low[m.end() + 3:]}{end}")
    out.append(f"As long as {first}, {low}{end}")
    return out


# ------------------------------------------------------------------ the target (608.2h)
# "Destroy target land. If that land was nonbasic, ~ deals 2 damage to the land's controller."
# "Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a
# card." A condition on the spell's or ability's one target, DSL kind `target_is` (its
# `filter`; `name`: "<subject> <verb>[/card]", the words naming it), judged by
# rules/conditions.target_is: the object as it is, or as it last existed (608.2h).

_TARGET_SUBJECT = re.compile(
    r"^(it's|it is|it was|it isn't|it wasn't|that (?:creature|land|permanent|card|artifact|"
    r"enchantment) (?:is|was|isn't|wasn't)|its mana value (?:is|was)) (.+)$")


def target_condition(text: str) -> dict[str, Any] | None:
    """"that land was nonbasic" / "it's a Zombie card" / "its mana value was 3 or less" ->
    the `target_is` condition, or None."""
    from mtg_engine.cards.oracle.conditions_target import object_condition

    got = object_condition(text)  # its keywords, power, toughness, mana value
    m = _TARGET_SUBJECT.match(text.strip().rstrip("."))
    if got is not None or m is None:
        return got
    subject, q = m.group(1), m.group(2)
    if subject.startswith("its mana value"):
        n = re.fullmatch(r"(\d+) or (less|greater)", q)
        if n is None:
            return None
        key = "mana_value_le" if n.group(2) == "less" else "mana_value_ge"
        return {"kind": "target_is", "name": subject, "filter": {key: int(n.group(1))}}
    card = q.endswith(" card")
    f = _quality(q[: -len(" card")] if card else q, subject.endswith("n't"))
    if f is None or (subject.endswith(("was", "wasn't")) and set(f) - _LKI_FIELDS):
        return None  # what it was as it last existed: its types, colours, mana value (608.2h)
    return {"kind": "target_is", "name": subject + ("/card" if card else ""), "filter": f}


_LKI_FIELDS = {"types", "all_types", "not_types", "subtypes", "not_subtypes", "supertypes",
               "not_supertypes", "colors", "not_colors", "mana_value_le", "mana_value_ge"}


def target_wording(c: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.conditions_target import object_wording

    said = object_wording(c)
    if said is not None:
        return said
    subject, _, card = c["name"].partition("/")
    return f"{subject} {_describe_quality(c.get('filter', {}))}{' card' if card else ''}"


def names_the_target(c: Any, targets: list[dict[str, Any]]) -> bool:
    """Does a `target_is` condition's subject name the one target there is ("that land" for
    "target land"; "it", "that permanent", "that card", "its mana value" for any)?"""
    if len(targets) != 1 or targets[0].get("kind") in ("player", "opponent"):
        return False  # (a player is no card: "it" is something else, the card exiled...)
    m = re.match(r"^that (\w+) ", _plain(c)["name"])
    if m is None or m.group(1) in ("permanent", "card"):
        return True
    spec = targets[0]
    return m.group(1) == spec.get("kind") or \
        m.group(1).capitalize() in spec.get("filter", {}).get("types", [])
