"""Conditions on the one target of a spell or ability that name a property other than its
types and colours (conditional_statics.target_condition reads those): its keyword abilities,
its power or toughness, its mana value (608.2c: checked as the instruction is carried out;
608.2h: a target that left the battlefield as it last existed).

  ~ deals 3 damage to target creature. If that creature has infect, ~ deals 3 damage to
  that creature's controller.                                          (Burn the Impure)
  Target creature gains first strike until end of turn. If it doesn't have rampage, ...
  Target creature you control gets +2/+2 until end of turn if its power is 2.
  Destroy target creature if it has mana value 2 or less.

  Destroy target nonblack creature if its toughness is less than or equal to the number of
  cards in your graveyard.                                              (Ghastly Demise)

The last is the `target_stat_at_most` condition (rules/condition_amounts.py: `name` the
words naming the characteristic, "its toughness"; `amount` the DSL amount, read with the
effect grammar's `quantity` as cda_amounts.py reads a CDA's). The others are the `target_is`
condition (rules/conditions.target_is) with the filter fields
`keywords` / `not_keywords` (702: the keyword as the object has it now), `power_le` /
`power_ge` / `toughness_le` / `toughness_ge` (208.1: "N or less", "N or greater", both for
exactly N) and `mana_value_le` / `mana_value_ge` (202.3); `name` holds the words naming the
target ("that creature has", "its power is", "it has mana value").
"""

from __future__ import annotations

import re
from typing import Any

# Keyword abilities without a number or cost: "has flying" says all of the ability (702)
_KEYWORDS = ("flying", "first strike", "double strike", "deathtouch", "defender", "haste",
             "hexproof", "indestructible", "infect", "lifelink", "menace", "reach", "shroud",
             "trample", "vigilance", "wither", "fear", "intimidate", "flanking", "shadow",
             "horsemanship", "banding", "changeling", "flash", "prowess", "exalted",
             "persist", "undying")
_NOUNS = r"it|that (?:creature|permanent)"
_HAS = re.compile(rf"^({_NOUNS}) (has|doesn't have|had|didn't have) ([a-z ]+)$")
_STAT = re.compile(r"^its (power|toughness) (is|was) (\d+)(?: or (less|greater))?$")
_MANA_VALUE = re.compile(rf"^({_NOUNS}) (has|had) mana value (\d+) or (less|greater)$")


_AT_MOST = re.compile(r"^(its|that creature's) (power|toughness|mana value) is less than or "
                      r"equal to (.+)$")


def object_condition(text: str) -> dict[str, Any] | None:
    """The `target_is` condition of `text` ("that creature has infect", "its power is 2 or
    less", "it has mana value 3 or less") or its `target_stat_at_most` ("its toughness is less
    than or equal to the number of cards in your graveyard"), or None."""
    text = text.strip().rstrip(".")
    m = _AT_MOST.match(text)
    if m is not None:
        amount = _amount(m.group(3))
        if amount is None:
            return None
        return {"kind": "target_stat_at_most", "name": f"{m.group(1)} {m.group(2)}",
                "amount": amount}
    m = _HAS.match(text)
    if m is not None and m.group(3) in _KEYWORDS:
        neg = m.group(2) in ("doesn't have", "didn't have")
        return {"kind": "target_is", "name": f"{m.group(1)} {m.group(2)}",
                "filter": {"not_keywords" if neg else "keywords": [m.group(3)]}}
    m = _STAT.match(text)
    if m is not None:
        stat, n, side = m.group(1), int(m.group(3)), m.group(4)
        f = {f"{stat}_le": n} if side == "less" else {f"{stat}_ge": n} if side else \
            {f"{stat}_ge": n, f"{stat}_le": n}
        return {"kind": "target_is", "name": f"its {stat} {m.group(2)}", "filter": f}
    m = _MANA_VALUE.match(text)
    if m is not None:
        key = "mana_value_le" if m.group(4) == "less" else "mana_value_ge"
        return {"kind": "target_is", "name": f"{m.group(1)} {m.group(2)} mana value",
                "filter": {key: int(m.group(3))}}
    return None


def object_wording(c: dict[str, Any]) -> str | None:
    """The words of an `object_condition` (None for another `target_is`)."""
    name, f = c["name"], c.get("filter", {})
    kw = f.get("keywords") or f.get("not_keywords")
    if kw and len(f) == 1 and re.fullmatch(rf"(?:{_NOUNS}) (?:has|doesn't have|had|didn't have)",
                                           name):
        return f"{name} {kw[0]}"
    m = re.fullmatch(r"its (power|toughness) (?:is|was)|(?:" + _NOUNS + r") (?:has|had) mana "
                     r"value", name)
    if m is None:
        return None
    stat = m.group(1) or "mana_value"
    le, ge = f.get(f"{stat}_le"), f.get(f"{stat}_ge")
    if set(f) - {f"{stat}_le", f"{stat}_ge"} or (le is None and ge is None):
        return None
    if le is not None and ge is not None:
        return f"{name} {le}" if le == ge and stat != "mana_value" else None
    return f"{name} {le} or less" if le is not None else f"{name} {ge} or greater"


def _amount(words: str) -> dict[str, Any] | None:
    """The DSL amount of "the number of cards in your graveyard" (an amount about no other
    object), or None."""
    from mtg_engine.cards.oracle import parse
    from mtg_engine.cards.oracle.amounts import Quantity, lower_quantity

    printed = words + "."
    src = parse.mark_types(printed).lower()
    token = parse._PRINTED.set(printed if len(printed) == len(src) else "")
    try:
        q = parse.read("cda_quantity", src, parse._ToIR())
        if q is None:
            return None
        q = q.children[0] if hasattr(q, "children") else q
        return lower_quantity(q if isinstance(q, Quantity) else Quantity(q), _no_object)
    except parse.NotUnderstood:
        return None
    finally:
        parse._PRINTED.reset(token)


def _no_object(o: Any) -> str:
    from mtg_engine.cards.oracle.parse import NotUnderstood

    raise NotUnderstood("an amount about an object in a condition on the target")


def at_most_wordings(c: dict[str, Any]) -> list[str]:
    """The words of a `target_stat_at_most` condition (a count of every player's permanents
    with and without "on the battlefield", 400.1)."""
    from mtg_engine.cards.oracle.amount_render import _wordings, noun_phrase

    out = []
    for on in (frozenset(), frozenset({"on_battlefield"})):
        with _wordings(on):
            what = noun_phrase(dict(c["amount"]), str)
        out.append(f"{c['name']} is less than or equal to {what}")
    return list(dict.fromkeys(out))


# "if enchanted creature's power is 4 or greater" (303.4, 301.5): an `attached_is` condition
# (rules/conditions.py: the permanent the source is attached to, as it is now) whose `name` is
# "<noun>'s <stat> is", with the filter `<stat>_ge` / `<stat>_le`
_ATTACHED_STAT = re.compile(r"^(enchanted creature|equipped creature)'s (power|toughness) is "
                            r"(\d+) or (greater|less)$")


def attached_stat(text: str) -> dict[str, Any] | None:
    """The `attached_is` condition of "enchanted creature's power is 4 or greater", or None."""
    m = _ATTACHED_STAT.match(text.strip().rstrip("."))
    if m is None:
        return None
    key = f"{m.group(2)}_{'ge' if m.group(4) == 'greater' else 'le'}"
    return {"kind": "attached_is", "name": f"{m.group(1)}'s {m.group(2)} is",
            "filter": {key: int(m.group(3))}}


def attached_stat_wordings(c: dict[str, Any]) -> list[str] | None:
    """The words of an `attached_stat` condition (None for another `attached_is`)."""
    m = re.fullmatch(r"(?:enchanted|equipped) creature's (power|toughness) is", c.get("name", ""))
    f = c.get("filter", {})
    if m is None or len(f) != 1:
        return None
    key, n = next(iter(f.items()))
    if key not in (f"{m.group(1)}_ge", f"{m.group(1)}_le"):
        return None
    side = "greater" if key.endswith("_ge") else "less"
    return [f"{c['name']} {n} or {side}", f"its {m.group(1)} is {n} or {side}"]
