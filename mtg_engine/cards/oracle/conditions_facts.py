"""More condition phrases, read for the compiler and rendered back for its round trip
(rules/condition_families.py and rules/conditions.py judge them):

- "~'s power is N or greater" (208.1, the source's power now, after the layers, 613):
  {"kind": "self_is", "filter": {"power_ge": N}};
- "you have exactly N cards in hand" (402.1): {"kind": "hand_exactly", "count": N};
- "an opponent was dealt damage this turn" (120.3): {"kind": "opponent_dealt_damage"};
- "~ is blocked" (509.1h: an attacking creature that became blocked stays blocked for the
  combat, even if its blockers leave): {"kind": "self_blocked"};
- "you had a creature enter the battlefield under your control this turn": the land form's
  judge (rules/conditions.py `land_entered_this_turn`) with a card type,
  {"kind": "permanent_entered_this_turn", "name": "Creature"};
- "you have fewer than N cards in hand" (402.1): {"kind": "hand_fewer_than", "count": N};
- "an opponent has no cards in hand": {"kind": "opponent_hand_empty"};
- "no creatures are on the battlefield": {"kind": "no_creatures"};
- "you have exactly N life" (119.1): {"kind": "life_exactly", "count": N};
- "~ didn't attack this turn" / "you didn't attack with a creature this turn" / "no
  creatures attacked this turn" (508.1: declared attackers): "self_not_attacked",
  "not_attacked_this_turn", "no_attacks_this_turn";
- "you lost life last turn" (119.3; the previous turn's events): {"kind": "lost_life_last_turn"};
- "a library has N or fewer cards in it" / "a graveyard has N or more cards in it" (any
  player's): {"kind": "any_library_at_most" / "any_graveyard_at_least", "count": N};
- "~ is on the battlefield": {"kind": "self_on_battlefield"};
- "two or more creatures are blocking ~" / "... blocking it" (509.1: the creatures blocking
  the source now): {"kind": "self_blockers_at_least", "count": N};
- "you control a modified creature" (700.9: with a counter on it, equipped, or enchanted by an
  Aura its controller controls): {"kind": "controls_modified"}.
"""

from __future__ import annotations

import re
from typing import Any

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
          "eighteen", "nineteen", "twenty")
_POWER = re.compile(r"^~'s power is (\d+) or greater$")
_HAND_EXACTLY = re.compile(rf"^you have exactly ({'|'.join(_WORDS)}) cards? in hand$")
_FIXED = {"an opponent was dealt damage this turn": {"kind": "opponent_dealt_damage"},
          "~ is blocked": {"kind": "self_blocked"},
          "an opponent has no cards in hand": {"kind": "opponent_hand_empty"},
          "no creatures are on the battlefield": {"kind": "no_creatures"},
          "~ didn't attack this turn": {"kind": "self_not_attacked"},
          "you didn't attack with a creature this turn": {"kind": "not_attacked_this_turn"},
          "no creatures attacked this turn": {"kind": "no_attacks_this_turn"},
          "you lost life last turn": {"kind": "lost_life_last_turn"},
          "~ is on the battlefield": {"kind": "self_on_battlefield"},
          "you control a modified creature": {"kind": "controls_modified"}}
_ANY_ZONE = re.compile(rf"^a (library|graveyard) has ({'|'.join(_WORDS)}) or (fewer|more) cards "
                       r"in it$")
_ANY_ZONE_KINDS = {("library", "fewer"): "any_library_at_most",
                   ("graveyard", "more"): "any_graveyard_at_least"}
_BLOCKING = re.compile(rf"^({'|'.join(_WORDS[2:])}) or more creatures are blocking (~|it)$")
_FEWER = re.compile(rf"^you have fewer than ({'|'.join(_WORDS[2:])}) cards in hand$")
_LIFE_EXACTLY = re.compile(r"^you have exactly (\d+) life$")
_ENTERED = re.compile(r"^you had an? (artifact|creature|enchantment|planeswalker) enter the "
                      r"battlefield under your control this turn$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    if low in _FIXED:
        return dict(_FIXED[low])
    m = _POWER.match(low)
    if m is not None:
        return {"kind": "self_is", "filter": {"power_ge": int(m.group(1))}}
    m = _HAND_EXACTLY.match(low)
    if m is not None and (m.group(1) == "one") == low.endswith(" card in hand"):
        return {"kind": "hand_exactly", "count": _WORDS.index(m.group(1))}
    m = _ENTERED.match(low)
    if m is not None:
        return {"kind": "permanent_entered_this_turn", "name": m.group(1).capitalize()}
    m = _FEWER.match(low)
    if m is not None:
        return {"kind": "hand_fewer_than", "count": _WORDS.index(m.group(1))}
    m = _BLOCKING.match(low)
    if m is not None:  # ("it": the source, as in "~ gets -2/-0 as long as ... blocking it")
        return {"kind": "self_blockers_at_least", "count": _WORDS.index(m.group(1))}
    m = _LIFE_EXACTLY.match(low)
    if m is not None:
        return {"kind": "life_exactly", "count": int(m.group(1))}
    m = _ANY_ZONE.match(low)
    if m is not None and (m.group(1), m.group(3)) in _ANY_ZONE_KINDS:
        return {"kind": _ANY_ZONE_KINDS[(m.group(1), m.group(3))],
                "count": _WORDS.index(m.group(2))}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    kind = d.get("kind")
    for words, fixed in _FIXED.items():
        if d == fixed:
            return [words]
    if kind == "self_is" and set(d) == {"kind", "filter"} \
            and set(d["filter"]) == {"power_ge"}:
        return [f"~'s power is {d['filter']['power_ge']} or greater"]
    if kind == "hand_exactly" and set(d) <= {"kind", "count"} \
            and 0 <= d.get("count", 1) < len(_WORDS):
        n = d.get("count", 1)
        return [f"you have exactly {_WORDS[n]} card{'' if n == 1 else 's'} in hand"]
    if kind == "hand_fewer_than" and set(d) == {"kind", "count"} \
            and 2 <= d["count"] < len(_WORDS):
        return [f"you have fewer than {_WORDS[d['count']]} cards in hand"]
    for (zone, more), k in _ANY_ZONE_KINDS.items():
        if kind == k and set(d) == {"kind", "count"} and 2 <= d["count"] < len(_WORDS):
            return [f"a {zone} has {_WORDS[d['count']]} or {more} cards in it"]
    if kind == "self_blockers_at_least" and set(d) == {"kind", "count"} \
            and 2 <= d["count"] < len(_WORDS):
        return [f"{_WORDS[d['count']]} or more creatures are blocking {who}"
                for who in ("~", "it")]
    if kind == "life_exactly" and set(d) == {"kind", "count"}:
        return [f"you have exactly {d['count']} life"]
    if kind == "permanent_entered_this_turn" and set(d) == {"kind", "name"}:
        from mtg_engine.cards.oracle.conditions_turn import entered_wording

        t = d["name"].lower()
        art = "an" if t[0] in "aeiou" else "a"
        return [f"you had {art} {t} enter the battlefield under your control this turn",
                entered_wording(d)]
    return []
