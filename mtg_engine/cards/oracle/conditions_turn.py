"""Condition phrases about this combat, this turn and the creatures on the battlefield, read
for the compiler and rendered back for its round trip (rules/condition_history.py judges
them):

- "~ attacked or blocked this combat" (508.1, 509.1: declared as an attacker or a blocker
  since this combat phase began): {"kind": "self_attacked_or_blocked"};
- "you had another creature enter the battlefield under your control this turn" (the
  source itself not counted): {"kind": "permanent_entered_this_turn", "name": "Creature",
  "filter": {"other": True}} (rules/condition_families.py);
- "a planeswalker entered the battlefield under your control this turn": the wording of
  {"kind": "permanent_entered_this_turn", "name": "Planeswalker"} (conditions_facts.py);
- "~ blocked or was blocked by a blue creature this turn" (509.1: a block declared this turn
  between the source and a creature of that colour, as it is now or as it last existed):
  {"kind": "self_blocked_with", "filter": {"colors": [<colour>]}};
- "you control the creature with the greatest power or tied for the greatest power" (and
  toughness, 208.1): {"kind": "controls_greatest", "name": "power"}; "you control each
  creature on the battlefield with the greatest power" (none of them another player's):
  {"kind": "controls_greatest", "name": "each power"}.
"""

from __future__ import annotations

import copy
import re
from typing import Any

_FIXED = {"~ attacked or blocked this combat": {"kind": "self_attacked_or_blocked"},
          "you had another creature enter the battlefield under your control this turn":
              {"kind": "permanent_entered_this_turn", "name": "Creature",
               "filter": {"other": True}}}
_ENTERED = re.compile(r"^an? (artifact|creature|enchantment|planeswalker) entered the "
                      r"battlefield under your control this turn$")
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_BLOCKED_WITH = re.compile(rf"^~ blocked or was blocked by an? ({'|'.join(_COLOR_WORDS)}) "
                           r"creature this turn$")
_GREATEST = re.compile(r"^you control the creature with the greatest (power|toughness) or "
                       r"tied for the greatest (power|toughness)$")
# "you control each creature on the battlefield with the greatest power" (Might Makes Right):
# every creature tied for it is yours ({"kind": "controls_greatest", "name": "each power"})
_EACH_GREATEST = re.compile(r"^you control each creature on the battlefield with the greatest "
                            r"(power|toughness)$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    if low in _FIXED:
        return copy.deepcopy(_FIXED[low])
    m = _ENTERED.match(low)
    if m is not None:
        return {"kind": "permanent_entered_this_turn", "name": m.group(1).capitalize()}
    m = _BLOCKED_WITH.match(low)
    if m is not None and low.startswith("~ blocked or was blocked by a" + (
            "n " if m.group(1)[0] in "aeiou" else " ")):
        return {"kind": "self_blocked_with", "filter": {"colors": [_COLOR_WORDS[m.group(1)]]}}
    m = _GREATEST.match(low)
    if m is not None and m.group(1) == m.group(2):
        return {"kind": "controls_greatest", "name": m.group(1)}
    m = _EACH_GREATEST.match(low)
    if m is not None:
        return {"kind": "controls_greatest", "name": f"each {m.group(1)}"}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    for words, fixed in _FIXED.items():
        if d == fixed:
            return [words]
    colors = d.get("filter", {}).get("colors", [])
    if d.get("kind") == "self_blocked_with" and set(d) == {"kind", "filter"} \
            and set(d["filter"]) == {"colors"} and len(colors) == 1:
        word = {v: k for k, v in _COLOR_WORDS.items()}[colors[0]]
        return [f"~ blocked or was blocked by {'an' if word[0] in 'aeiou' else 'a'} {word} "
                "creature this turn"]
    if d.get("kind") == "controls_greatest" and set(d) == {"kind", "name"} \
            and d["name"] in ("power", "toughness"):
        return [f"you control the creature with the greatest {d['name']} or tied for the "
                f"greatest {d['name']}"]
    if d.get("kind") == "controls_greatest" and set(d) == {"kind", "name"} \
            and d["name"] in ("each power", "each toughness"):
        return [f"you control each creature on the battlefield with the greatest "
                f"{d['name'][5:]}"]
    return []


def entered_wording(d: dict[str, Any]) -> str:
    """"a creature entered the battlefield under your control this turn" (the wording beside
    conditions_facts' "you had a creature enter ...")."""
    t = d["name"].lower()
    return f"{'an' if t[0] in 'aeiou' else 'a'} {t} entered the battlefield under your control " \
        "this turn"
