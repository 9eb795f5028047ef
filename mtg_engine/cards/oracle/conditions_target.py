"""Conditions on the one target of a spell or ability that name a property other than its
types and colours (conditional_statics.target_condition reads those): its keyword abilities,
its power or toughness, its mana value (608.2c: checked as the instruction is carried out;
608.2h: a target that left the battlefield as it last existed).

  ~ deals 3 damage to target creature. If that creature has infect, ~ deals 3 damage to
  that creature's controller.                                          (Burn the Impure)
  Target creature gains first strike until end of turn. If it doesn't have flying, ...
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

Beside them, conditions on the source or on what it's attached to (303.4, 301.5), read the
same way: "if enchanted creature's power is 4 or greater" (`attached_stat`), "if enchanted
permanent is a creature with the greatest power among creatures on the battlefield"
(`attached_greatest`), "~ has defender" / "enchanted creature has vigilance" (`lower`), and
an intervening "if" whose "it" is one of them (`it_condition`, 603.4).
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


# 105.1: "Return target permanent to its owner's hand if that permanent shares a color with the
# most common color among all permanents or a color tied for most common." (Barrin's Unmaking)
_COMMON_COLOR = re.compile(rf"^({_NOUNS}) shares a color with the most common color among all "
                           r"permanents or a color tied for most common$")
# 208.1: "Destroy target creature if it has the least power or is tied for least power among
# creatures on the battlefield." (Wretched Banquet)
_LEAST_POWER = re.compile(rf"^({_NOUNS}) has the least power or is tied for least power among "
                          r"creatures on the battlefield$")
_LEAST_WORDS = "has the least power or is tied for least power among creatures on the " \
    "battlefield"
# 608.2h: "If you controlled that permanent, draw a card." (Geistwave: the target as it last
# existed on the battlefield, after it left)
_CONTROLLED = re.compile(rf"^you controlled ({_NOUNS})$")
# "target creature an opponent controls gets -2/-2 until end of turn if that opponent controls
# no other creatures" (Skulking Killer): the target's controller controls no creature but it
_ALONE = "that opponent controls no other creatures"
# 201.2: "Destroy target nonland permanent if another permanent with the same name is on the
# battlefield." (Winnow): a permanent other than the target has its name (rules/condition_board)
_NAMESAKE = "another permanent with the same name is on the battlefield"
# 119.1: "Then if that player or that planeswalker's controller has more life than you" (Pulse
# of the Forge): the target player, or the target planeswalker's controller (as it last
# existed, 608.2h), compared with you (rules/condition_board.py)
_MORE_LIFE = {"that player has more life than you": "that player",
              "that player or that planeswalker's controller has more life than you":
                  "that player or that planeswalker's controller"}
_COMMON_WORDS = "shares a color with the most common color among all permanents or a color " \
    "tied for most common"

# 208.1: "... if its power is less than ~'s power" (Sage-Eye Avengers): the filter compares
# the target's power with the source's, both as they are now (rules/filters.py)
_VS_SOURCE = {"less": "power_lt_source", "greater": "power_gt_source"}
_POWER_VS_SOURCE = re.compile(r"^its power is (less|greater) than ~'s power$")

_AT_MOST = re.compile(r"^(its|that creature's) (power|toughness|mana value) is less than or "
                      r"equal to (.+)$")


def object_condition(text: str) -> dict[str, Any] | None:
    """The `target_is` condition of `text` ("that creature has infect", "its power is 2 or
    less", "it has mana value 3 or less") or its `target_stat_at_most` ("its toughness is less
    than or equal to the number of cards in your graveyard"), or None."""
    text = text.strip().rstrip(".")
    m = _COMMON_COLOR.match(text)
    if m is not None:  # (rules/condition_board.py judges it)
        return {"kind": "target_shares_common_color", "name": m.group(1)}
    m = _CONTROLLED.match(text)
    if m is not None:
        return {"kind": "target_is", "name": f"you controlled {m.group(1)}",
                "filter": {"controller": "you"}}
    if text == _ALONE:  # (rules/condition_board.py judges it)
        return {"kind": "target_controller_alone"}
    if text == _NAMESAKE:  # (rules/condition_board.py judges it)
        return {"kind": "target_has_namesake"}
    if text in _MORE_LIFE:  # (rules/condition_board.py judges it)
        return {"kind": "target_player_more_life", "name": _MORE_LIFE[text]}
    m = _LEAST_POWER.match(text)
    if m is not None:  # (rules/condition_board.py judges it)
        return {"kind": "target_least_power", "name": m.group(1)}
    m = _POWER_VS_SOURCE.match(text)
    if m is not None:
        return {"kind": "target_is", "name": "its power is",
                "filter": {_VS_SOURCE[m.group(1)]: True}}
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
    for side, key in _VS_SOURCE.items():
        if name == "its power is" and f == {key: True}:
            return f"its power is {side} than ~'s power"
    if name.startswith("you controlled "):
        return name if f == {"controller": "you"} else None
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
    from mtg_engine.cards.oracle.cda_amounts import read_quantity

    return read_quantity(words, _no_object)


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


# "if enchanted permanent is a creature with the greatest power among creatures on the
# battlefield" (Historian's Wisdom; 303.4, 208.1: tied for it counts): `attached_greatest`,
# `name` the characteristic (rules/condition_amounts.py)
_ATTACHED_GREATEST = re.compile(r"^enchanted permanent is a creature with the greatest "
                                r"(power|toughness) among creatures on the battlefield$")


# "~ has defender" / "enchanted creature has vigilance" (702: the keyword as it has it now):
# `self_is` / `attached_is` with the filter `keywords`
_HAS_KEYWORD = re.compile(r"^(~|enchanted creature|equipped creature) has ([a-z ]+)$")


def lower(text: str) -> dict[str, Any] | None:
    """The condition families of this module read without a target (conditions_more.py):
    `attached_greatest`, a keyword of the source or of the creature it's attached to."""
    low = text.strip().rstrip(".")
    m = _ATTACHED_GREATEST.match(low)
    if m is not None:
        return {"kind": "attached_greatest", "name": m.group(1)}
    m = _HAS_KEYWORD.match(low)
    if m is None or m.group(2) not in _KEYWORDS:
        return None
    if m.group(1) == "~":
        return {"kind": "self_is", "filter": {"keywords": [m.group(2)]}}
    return {"kind": "attached_is", "name": f"{m.group(1)} has",
            "filter": {"keywords": [m.group(2)]}}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of `lower`'s conditions ([] for others)."""
    if d.get("kind") == "target_shares_common_color" and set(d) == {"kind", "name"}:
        return [f"{d['name']} {_COMMON_WORDS}"]
    if d == {"kind": "target_controller_alone"}:
        return [_ALONE]
    if d == {"kind": "target_has_namesake"}:
        return [_NAMESAKE]
    if d.get("kind") == "target_player_more_life" and set(d) == {"kind", "name"}:
        return [w for w, name in _MORE_LIFE.items() if name == d["name"]]
    if d.get("kind") == "target_least_power" and set(d) == {"kind", "name"}:
        return [f"{d['name']} {_LEAST_WORDS}"]
    if d.get("kind") == "attached_greatest" and set(d) == {"kind", "name"} \
            and d["name"] in ("power", "toughness"):
        return [f"enchanted permanent is a creature with the greatest {d['name']} among "
                "creatures on the battlefield"]
    kw = d.get("filter", {}).get("keywords", [])
    if len(kw) != 1 or set(d.get("filter", {})) != {"keywords"}:
        return []
    if d.get("kind") == "self_is" and set(d) == {"kind", "filter"}:
        return [f"~ has {kw[0]}", f"it has {kw[0]}"]
    if d.get("kind") == "attached_is" and d.get("name") in ("enchanted creature has",
                                                              "equipped creature has"):
        return [f"{d['name']} {kw[0]}", f"it has {kw[0]}"]
    return []


def it_condition(text: str, events: list[str], referent: Any) -> Any:
    """An intervening "if" (603.4) whose "it" is the source ("Whenever ~ attacks, if it's
    renowned": an event about no other object) or the creature the source enchants
    ("Whenever enchanted creature attacks, if its power is 2 or less"), read as the condition
    naming it ("~ is renowned", "enchanted creature's power is 2 or less"), or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    if not events:
        return None
    if all(e.startswith("attached_") for e in events):
        noun = "enchanted creature"  # (the one the event is about: 303.4, 301.5)
    elif (referent is None or getattr(referent, "player", None)) \
            and not any(e.startswith("attached_") for e in events):
        noun = "~"  # (an event about a player: "it" can't be that player, 603.2)
    else:
        return None
    words = re.sub(r"^it's ", f"{noun} is ", re.sub(r"^its ", f"{noun}'s ", text.strip()))
    if noun == "~":  # "if it doesn't have first strike", "if it isn't a token"
        words = re.sub(r"^it (has|doesn't have|isn't) ", r"~ \1 ", words)
    return lower_condition(words) if words != text.strip() else None
