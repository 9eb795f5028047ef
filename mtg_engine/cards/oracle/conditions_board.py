"""Condition phrases about the whole battlefield, the defending player, the most common colour
and the attack declared this combat, read for the compiler and rendered back for its round
trip (rules/condition_board.py judges them):

- "there are seven or more lands on the battlefield", "there are no Zombies on the
  battlefield" (110.1, whoever controls them): {"kind": "on_battlefield_at_least" /
  "on_battlefield_none", "count", "filter"};
- "defending player controls no Walls", "... controls a snow land", "... controls more lands
  than you", "defending player has two or fewer cards in hand", "... has more cards in hand
  than you", "defending player is poisoned" (506.2, 122.1f): the "defending_*" kinds;
- "white is the most common color among all permanents or is tied for most common" (105.1):
  {"kind": "most_common_color", "name": "W"}.

The objects are described as "you control ..." would describe them (oracle/conditions.py reads
that phrase; its filter is taken when it names no controller and no "other", whose object
would be unclear here) and said back the same way.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NUMBERS

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_MOST_COMMON = re.compile(r"^(white|blue|black|red|green) is the most common color among all "
                          r"permanents or is tied for most common$")
_THERE_ARE = re.compile(r"^there are (no|[a-z]+ or more) (.+) on the battlefield$")
_DEFENDING = re.compile(r"^defending player controls (.+)$")
_MORE_THAN_YOU = re.compile(r"^(creatures|lands|artifacts|enchantments) than you$")
_DEFENDING_HAND = re.compile(r"^defending player has ([a-z]+) or fewer cards in hand$")
_DEFENDING_MORE_CARDS = "defending player has more cards in hand than you"
_DEFENDING_POISONED = "defending player is poisoned"
_N_OR_MORE_OTHER = re.compile(r"^you control ([a-z]+) or more other (.+)$")
_TOKENS = re.compile(r"^you control (an?|[a-z]+ or more) (tokens?)$")
_SUBTYPE = re.compile(r"^you control an? (Equipment|Aura|Vehicle)$")
_NONTOKEN_COLOR = r"\b(nontoken) (white|blue|black|red|green)\b"


def _objects(words: str, kinds: tuple[str, ...]) -> dict[str, Any] | None:
    """The {"count", "filter"} of "you control <words>" when oracle/conditions.py reads it as
    one of `kinds`, its filter naming no controller and no "other" (the objects counted here are
    anyone's, and "other" than what the phrase doesn't say)."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    got = lower_condition(f"you control {words}")
    if not isinstance(got, dict) or got.get("kind") not in kinds:
        return None
    f = got.get("filter", {})
    if not f or {"other", "controller", "another"} & set(f):
        return None
    return {"count": got.get("count", 1), "filter": f}


def _you_control_more(low: str) -> dict[str, Any] | None:
    """"you control a token" / "three or more tokens" (111.1), "you control an Equipment"
    (301.5), the nouns the grammar's object descriptions don't take."""
    m = _TOKENS.match(low)
    if m is not None:
        n = 1 if m.group(1) in ("a", "an") else NUMBERS.get(m.group(1).split()[0], 0)
        if n < 1 or (n == 1) != (m.group(2) == "token"):
            return None
        return {"kind": "controls", "count": n, "filter": {"token": True}}
    m = _SUBTYPE.match(low)
    if m is not None:
        return {"kind": "controls", "count": 1, "filter": {"subtypes": [m.group(1)]}}
    return None


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    got = _you_control_more(low)
    if got is not None:
        return got
    m = _MOST_COMMON.match(low)
    if m is not None:
        return {"kind": "most_common_color", "name": _COLORS[m.group(1)]}
    m = _THERE_ARE.match(low)
    if m is not None:
        none = m.group(1) == "no"
        got = _objects(f"{m.group(1)} {m.group(2)}", ("not_controls",) if none else ("controls",))
        if got is None or (not none and got["count"] < 2):
            return None
        if none:
            return {"kind": "on_battlefield_none", "filter": got["filter"]}
        return {"kind": "on_battlefield_at_least", **got}
    if low == _DEFENDING_MORE_CARDS:
        return {"kind": "defending_more_cards"}
    if low == _DEFENDING_POISONED:
        return {"kind": "defending_poisoned"}
    m = _DEFENDING_HAND.match(low)
    if m is not None and m.group(1) in NUMBERS:
        return {"kind": "defending_hand_at_most", "count": NUMBERS[m.group(1)]}
    m = _DEFENDING.match(low)
    if m is None:
        return None
    rest = m.group(1)
    more = re.match(r"^more (.+)$", rest)
    if more is not None:
        if _MORE_THAN_YOU.match(more.group(1)) is None:
            return None
        got = _objects(more.group(1).split()[0], ("controls",))
        return None if got is None else {"kind": "defending_controls_more",
                                         "filter": got["filter"]}
    if rest.startswith("no "):
        got = _objects(rest, ("not_controls",))
        return None if got is None else {"kind": "defending_controls_none",
                                         "filter": got["filter"]}
    got = _objects(rest, ("controls",))
    return None if got is None else {"kind": "defending_controls", **got}


def _you_control(d: dict[str, Any], kind: str) -> list[str]:
    """The wordings of "you control ..." for the same objects, "you control " left out."""
    from mtg_engine.cards.oracle.conditions import render_condition

    same = {"kind": kind, "count": d.get("count", 1), "filter": d["filter"]}
    out = [w.removeprefix("you control ") for w in render_condition(same)
           if w.startswith("you control ")]
    # "black nontoken permanents" beside "nontoken black permanents" (the same objects)
    return [*out, *(re.sub(_NONTOKEN_COLOR, r"\2 \1", w) for w in out
                    if re.search(_NONTOKEN_COLOR, w))]


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    k = d.get("kind")
    if k == "most_common_color" and set(d) == {"kind", "name"}:
        color = next(w for w, letter in _COLORS.items() if letter == d["name"])
        return [f"{color} is the most common color among all permanents or is tied for most "
                "common"]
    if k == "defending_more_cards" and set(d) == {"kind"}:
        return [_DEFENDING_MORE_CARDS]
    if k == "defending_poisoned" and set(d) == {"kind"}:
        return [_DEFENDING_POISONED]
    if k == "defending_hand_at_most" and set(d) == {"kind", "count"}:
        from mtg_engine.cards.oracle.conditions import _n

        return [f"defending player has {_n(d['count'])} or fewer cards in hand"]
    if "filter" not in d:
        return []
    if k == "on_battlefield_at_least":
        return [f"there are {w} on the battlefield" for w in _you_control(d, "controls")]
    if k == "on_battlefield_none":
        return [f"there are {w} on the battlefield" for w in _you_control(d, "not_controls")
                if w.startswith("no ")]
    if k == "defending_controls":
        return [f"defending player controls {w}" for w in _you_control(d, "controls")]
    if k == "defending_controls_none":
        return [f"defending player controls {w}" for w in _you_control(d, "not_controls")
                if w.startswith("no ")]
    if k == "defending_controls_more":
        return [f"defending player controls more {w.removeprefix('two or more ')} than you"
                for w in _you_control({**d, "count": 2}, "controls")]
    return []


def other_wordings(words: list[str]) -> list[str]:
    """Other wordings of the same conditions: "at least three other" beside "three or more
    other". ("Your team" is read as "you" before compiling, 102.4: oracle/team_words.py.)"""
    out = []
    for w in words:
        m = _N_OR_MORE_OTHER.match(w)
        if m is not None:  # "you control at least three other snow permanents"
            out.append(f"you control at least {m.group(1)} other {m.group(2)}")
    return out
