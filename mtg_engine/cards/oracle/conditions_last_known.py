"""Intervening "if" clauses about the object a leaves-the-battlefield trigger is about, as it
last existed on the battlefield (603.4, 603.10a, 608.2h): "When ~ dies, if it had a +1/+1
counter on it, draw a card.", "Whenever a creature dies, if it had a -1/-1 counter on it, ...",
"Whenever equipped creature dies, if it was a Human, ...", "When ~ dies, if its power was 3 or
greater, ...", "When enchanted permanent leaves the battlefield, if it was historic, ..."
(700.6). rules/last_known_conditions.py judges them, when the ability triggers and again as it
resolves (603.4), with the object's last known information.

"it" is the object the event is about: the source itself for "When ~ dies", the creature
that died for "Whenever a creature dies" (the trigger's remembered object). The DSL:

- {"kind": "it_was", "filter": F}: it matched F (card types, a creature type, power N or
  greater);
- {"kind": "it_had_counters", "count": N, "name": K}: N or more counters of kind K on it (any
  kind if K is "");
- {"kind": "it_had_no_counters", "name": K}: no counter of kind K on it (none at all if "");
- {"kind": "it_more_power"}: its power is greater than the source's ("if that creature's
  power is greater than ~'s", 208.1), after an enters or dies event ("that creature");
- {"kind": "it_dealt_damage_at_least", "count": N}: "if 4 or more damage was dealt to it this
  turn" (120.1: the damage dealt to the permanent this turn, in all, before it left);
- {"kind": "it_was", "filter": {"not_keywords": [K]}}: "if it didn't have decayed" (702);
- {"kind": "it_was_blocked_this_turn"}: "When ~ dies, if it was blocked this turn" (509.1h);
- {"kind": "it_dealt_combat_damage_to_player"}: "if it dealt combat damage to a player this
  turn" (510.2);
- {"kind": "it_not_sacrificed"}: "if it wasn't sacrificed" (701.17a: it left by another way).
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import Any

# The trigger events whose "it" is the object that left the battlefield: the source
# ("When ~ dies") or the remembered permanent ("Whenever another creature you control dies")
EVENTS = frozenset({"dies", "leaves", "put_into_graveyard_from_battlefield", "creature_dies",
                    "permanent_leaves",
                    "permanent_dies", "permanent_to_graveyard", "permanent_to_your_graveyard",
                    "permanent_to_opponent_graveyard",
                    # "Whenever equipped creature dies, if it was a Human" (the creature the
                    # source was attached to, remembered as the card it became, 400.7)
                    "attached_dies",
                    # "When enchanted permanent leaves the battlefield, if it was historic"
                    # (the permanent the source was attached to, as it left: 700.6)
                    "attached_leaves"})

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_COUNTER = r"(?P<kind>[+-]\d+/[+-]\d+|[a-z]+)"
_HAD_ONE = re.compile(rf"^it had an? {_COUNTER} counter on it$")
_HAD_N = re.compile(rf"^it had (?P<n>{'|'.join(_WORDS[1:])}) or more (?:{_COUNTER} )?counters "
                    r"on it$")
_HAD_ANY = re.compile(r"^it had counters on it$")
_HAD_NO = re.compile(rf"^it had no (?:{_COUNTER} )?counters on it$")
_WAS = re.compile(r"^it was an? (?P<what>[A-Za-z-]+)$")
_POWER = re.compile(r"^(?:its power was (?P<a>\d+) or greater|it had power (?P<b>\d+) or "
                    r"greater)$")
_CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
_DAMAGE = re.compile(r"^(?P<n>\d+) or more damage was dealt to it this turn$")
_DIDNT_HAVE = re.compile(r"^it didn't have (?P<kw>decayed|flying|first strike|deathtouch)$")
_FACTS = {"it was blocked this turn": {"kind": "it_was_blocked_this_turn"},
          "it dealt combat damage to a player this turn": {
              "kind": "it_dealt_combat_damage_to_player"},
          "it wasn't sacrificed": {"kind": "it_not_sacrificed"}}


# "that creature" of the events that remember a permanent that entered the battlefield (603.2:
# "Whenever another creature you control enters the battlefield") or left it
_THAT_CREATURE_EVENTS = EVENTS | {"another_enters", "permanent_enters"}
# the permanent's power against the source's ("if that creature's power is greater than
# ~'s", Pelt Collector), or its power and toughness ("if that creature is 1/1", Sigil Captain)
_THAT_CREATURE = {"that creature's power is greater than ~'s": {"kind": "it_more_power"},
                  # (the creature that died: "if it had power greater than ~'s power",
                  # Drizzt Do'Urden; as it last existed, 608.2h)
                  "it had power greater than ~'s power": {"kind": "it_more_power"},
                  "that creature is 1/1": {"kind": "it_was", "filter": {
                      "power_ge": 1, "power_le": 1, "toughness_ge": 1, "toughness_le": 1}}}


def lower(text: str, events: list[str]) -> dict[str, Any] | None:
    """The DSL condition of the intervening "if" `text` (without "if") of a trigger of
    `events`, or None when it isn't one of these or "it" isn't the object that left."""
    said = text.strip().rstrip(".")
    that = _THAT_CREATURE.get(said)
    took = EVENTS if said.startswith("it had ") else _THAT_CREATURE_EVENTS  # (one that left)
    if that is not None and events and all(e in took for e in events):
        return {k: (dict(v) if isinstance(v, dict) else v) for k, v in that.items()}
    if not events or any(e not in EVENTS for e in events):
        return None
    low = text.strip().rstrip(".")
    m = _HAD_ONE.match(low)
    if m is not None and _kind_ok(m.group("kind")):
        return {"kind": "it_had_counters", "count": 1, "name": m.group("kind")}
    m = _HAD_N.match(low)
    if m is not None and _kind_ok(m.group("kind")):
        return {"kind": "it_had_counters", "count": _WORDS.index(m.group("n")),
                "name": m.group("kind") or ""}
    if _HAD_ANY.match(low):
        return {"kind": "it_had_counters", "count": 1, "name": ""}
    m = _HAD_NO.match(low)
    if m is not None and _kind_ok(m.group("kind")):
        return {"kind": "it_had_no_counters", "name": m.group("kind") or ""}
    m = _POWER.match(low)
    if m is not None:
        return {"kind": "it_was", "filter": {"power_ge": int(m.group("a") or m.group("b"))}}
    m = _DAMAGE.match(low)
    if m is not None and int(m.group("n")) > 0:
        return {"kind": "it_dealt_damage_at_least", "count": int(m.group("n"))}
    if low in _FACTS:
        return dict(_FACTS[low])
    m = _DIDNT_HAVE.match(low)
    if m is not None:
        return {"kind": "it_was", "filter": {"not_keywords": [m.group("kw")]}}
    if low == "it was historic":  # 700.6: legendary, an artifact or a Saga, as it left
        return {"kind": "it_was", "filter": {"historic": True}}
    m = _WAS.match(text.strip().rstrip("."))
    if m is not None:
        f = _type_filter(m.group("what"))
        if f is not None:
            return {"kind": "it_was", "filter": f}
    return None


# "it has three or more +1/+1 counters on it" right after "put a +1/+1 counter on it" in a
# trigger whose "it" is the object the event involved (counters_self_it.py sets this while
# it reads such a text): that object as it is now, 122.1 (Ordeal of Heliod)
IT_REMEMBERED: ContextVar[bool] = ContextVar("IT_REMEMBERED", default=False)
_HAS_N = re.compile(rf"^it has (?P<n>{'|'.join(_WORDS[1:])}) or more {_COUNTER} counters on it$")


def lower_remembered(text: str) -> dict[str, Any] | None:
    """The condition "it has N or more <kind> counters on it" about the trigger's object,
    read only where counters_self_it.py says "it" is that object (None elsewhere)."""
    m = _HAS_N.match(text.strip().rstrip(".")) if IT_REMEMBERED.get() else None
    if m is None or not _kind_ok(m.group("kind")):
        return None
    return {"kind": "it_had_counters", "count": _WORDS.index(m.group("n")),
            "name": m.group("kind")}


def _kind_ok(kind: str | None) -> bool:
    """A counter's kind (122.1), not a word of the sentence read as one."""
    return kind is None or kind not in ("counters", "counter", "more", "or")


def _type_filter(word: str) -> dict[str, Any] | None:
    """"creature" -> a card type (205.2a); "Human" -> a creature type (205.3m)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if word in _CARD_TYPES:
        return {"types": [word.capitalize()]}
    if word in CREATURE_TYPES:
        return {"subtypes": [word]}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    that = [text for text, c in {**_THAT_CREATURE, **_FACTS}.items() if c == d]
    if that:
        return that
    kind, name, n = d.get("kind"), d.get("name", ""), d.get("count", 1)
    if kind == "it_dealt_damage_at_least" and set(d) == {"kind", "count"}:
        return [f"{n} or more damage was dealt to it this turn"]
    if kind == "it_had_counters" and set(d) <= {"kind", "count", "name"} \
            and 1 <= n < len(_WORDS):
        if not name:
            return ["it had counters on it", f"it had {_WORDS[n]} or more counters on it"] \
                if n == 1 else [f"it had {_WORDS[n]} or more counters on it"]
        if n == 1:
            art = "an" if name[0] in "aeiou" else "a"
            return [f"it had {art} {name} counter on it", f"it had one or more {name} counters "
                    "on it"]
        return [f"it had {_WORDS[n]} or more {name} counters on it",
                f"it has {_WORDS[n]} or more {name} counters on it"]  # (lower_remembered)
    if kind == "it_had_no_counters" and set(d) <= {"kind", "name"}:
        return [f"it had no {name + ' ' if name else ''}counters on it"]
    if kind == "it_was" and set(d) == {"kind", "filter"}:
        f = d["filter"]
        if set(f) == {"not_keywords"} and len(f["not_keywords"]) == 1:
            return [f"it didn't have {f['not_keywords'][0]}"]
        if f == {"historic": True}:
            return ["it was historic"]
        if set(f) == {"power_ge"}:
            return [f"its power was {f['power_ge']} or greater",
                    f"it had power {f['power_ge']} or greater"]
        what = f.get("subtypes", f.get("types", [""]))
        if set(f) in ({"types"}, {"subtypes"}) and len(what) == 1:
            word = what[0] if "subtypes" in f else what[0].lower()
            art = "an" if word[0].lower() in "aeiou" else "a"
            return [f"it was {art} {word}"]
    return []
