"""Delayed triggered abilities with a stated duration (603.7b): "Whenever a creature attacks
this turn, put a +1/+1 counter on it." (Basri, Devoted Paladin), "Whenever you cast a creature
spell this turn, draw a card." (Glimpse of Nature). The instruction creates a triggered ability
that triggers every time its event happens for the rest of the turn (603.7b: "this turn" is
its duration; without one it would trigger once).

The ability is read as a triggered ability of its own ("Whenever <event>, <effect>",
triggers.py) and kept as a definition registered like a token's, named "<card> Turn Trigger"
(the engine's handle for saved games); the effect is `turn_trigger: {name}`
(rules/turn_triggers.py). Refused, so that the ability can't mean something else than it
says: an ability that names its source (~: 603.7d-e, the source of the ability that created
it), that has a target or an intervening condition, or whose event is about one object named
before ("Whenever that creature deals combat damage this turn": 603.7c, not read here).
"""

from __future__ import annotations

import json
import re
from typing import Any

_SENTENCE = re.compile(r"^(?P<cond>Whenever (?P<event>[^,]+?)) this turn, (?P<effect>.+)$",
                       re.IGNORECASE)
# (an event about an object the instruction names: 603.7c, remembered, not read here)
_NAMED_OBJECT = re.compile(r"\b(that|target|~|it|its|those|this|the (creature|permanent|card))\b",
                           re.IGNORECASE)


# 603.7b: "When you cast your next instant or sorcery spell this turn, copy that spell. You may
# choose new targets for the copy." (Doublecast): no stated duration, so it triggers once, the
# next time; every sentence after its condition is its effect. It ceases to exist, unused, as
# the turn ends (the words "this turn").
_NEXT = re.compile(r"^When you cast your next (?P<what>[^,]*?spell[^,]*?) this turn, "
                   r"(?P<effect>.+)$")


# 603.7b, 611.2a: the duration said first: "Until end of turn, whenever a player taps an
# Island for mana, ..." (High Tide), "This turn, whenever an attacking creature deals combat
# damage to you, ..." (Harsh Justice), "Until your next turn, whenever a creature an opponent
# controls attacks, ..." (Jace, Architect of Thought: the ability lasts until its controller's
# next turn begins, rules/turn_triggers.py)
_FIRST = re.compile(r"^(?P<dur>until end of turn|this turn|until your next turn), "
                    r"(?P<cond>whenever (?P<event>[^,]+?)), (?P<effect>.+)$", re.IGNORECASE)
# the DSL's `said` of a duration said first (only its words: the duration is the turn's)
_SAID = {"until end of turn": "until_end_of_turn", "this turn": "this_turn_first"}
SAID_WORDS = {v: k for k, v in _SAID.items()}


def is_sentence(text: str) -> bool:
    """Whether a paragraph is a "Whenever ... this turn, ...", "Until end of turn, whenever
    ...", "Until your next turn, whenever ..." or "When you cast your next ... this turn, ..."
    instruction (603.7b)."""
    t = text.strip()
    return _SENTENCE.match(t) is not None or _NEXT.match(t) is not None \
        or _FIRST.match(t) is not None


def lower_passage(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The `turn_trigger` (`once`) of a whole "When you cast your next ... this turn, ..."
    passage, or None."""
    m = _NEXT.match(text.strip())
    if m is None or "." not in m.group("effect"):
        return None
    what = m.group("what")
    article = "an" if what[:1].lower() in "aeiou" else "a"
    return _made(ctx, f"Whenever you cast {article} {what}, {m.group('effect')}", once=True)


def lower_sentence(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The `turn_trigger` effect of one sentence (without or with its period), or None."""
    first = _FIRST.match(text.strip().rstrip("."))
    if first is not None:
        if _NAMED_OBJECT.search(first.group("event").removesuffix(_TO_SOURCE)):
            return None
        dur = first.group("dur").lower()
        extra = {"until": "your_next_turn"} if dur == "until your next turn" \
            else {"said": _SAID[dur]}
        cond = "W" + first.group("cond")[1:]
        return _made(ctx, f"{cond}, {first.group('effect')}.", extra=extra)
    m = _SENTENCE.match(text.strip().rstrip("."))
    if m is None or _NAMED_OBJECT.search(m.group("event")):
        return None
    return _made(ctx, f"{m.group('cond')}, {m.group('effect')}.")


def _made(ctx: Any, text: str, once: bool = False, extra: dict[str, Any] | None = None
          ) -> list[dict[str, Any]] | None:
    """The effect making the triggered ability `text` ("Whenever <event>, <effect>.") for the
    turn, its definition put with the card's tokens; None if it isn't read."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK
    from mtg_engine.cards.oracle.emblems import CARD_NAME, register

    sink = _TOKEN_SINK.get()
    card = CARD_NAME.get()
    trigger = _ability(text) if sink is not None and card else None
    if trigger is None:
        return None
    assert sink is not None
    name = register(sink, f"{card} Turn Trigger", {"triggers": [trigger]})
    return [{"turn_trigger": {"name": name, **({"once": True} if once else {}), **(extra or {})}}]


def _ability(text: str) -> dict[str, Any] | None:
    """The one triggered ability of "Whenever <event>, <effect>." (triggers.py), or None if it
    names its source, has a target, a condition, or isn't one ability."""
    from mtg_engine.cards.oracle.triggers import _trigger

    got, _ = _trigger(text, text, ())
    if got is None or len(got) != 1:
        return None
    t = got[0]
    if "~" in text and not (_counters_on_source(t) or _damage_to_source(t, text)):
        return None
    said = json.dumps({k: v for k, v in t.items() if k != "effects"}) if "~" in text \
        else json.dumps(t)
    if t.get("targets") or set(t) & {"if", "condition", "if_you_control", "once_each_turn",
                                     "zone", "state", "nth"} \
            or re.search(r'"self[^"]*"', said):
        return None
    return t


# 603.7d-e: "Until your next turn, whenever a creature deals combat damage to ~, destroy that
# creature." (Vraska the Unseen): "~" in the event is the source of the ability that created
# it (rules/trigger_damage_to_self.py reads it so), said only there
_TO_SOURCE = " deals combat damage to ~"


def _damage_to_source(t: dict[str, Any], text: str) -> bool:
    head, _, effect = text.partition(", ")
    return t.get("event") == "combat_damage_to_self_by" and head.endswith(_TO_SOURCE) \
        and "~" not in effect


def _counters_on_source(t: dict[str, Any]) -> bool:
    """603.7d-e: "~" in the ability is the source of the spell or ability that created it
    (Mountain Titan: "..., put a +1/+1 counter on ~"): read only as the one object counters
    are put on (rules/turn_triggers.stands_for), not in the event nor elsewhere."""
    effects = t.get("effects", ())
    if len(effects) != 1 or set(effects[0]) != {"put_counters"}:
        return False
    return effects[0]["put_counters"].get("what") == "self" and "self" not in json.dumps(
        {k: v for k, v in t.items() if k != "effects"})


def render(p: dict[str, Any], tokens: dict[str, dict[str, Any]]) -> str:
    """"whenever <event> this turn, <effect>" from the definition (render.py)."""
    from mtg_engine.cards.oracle.render_abilities import render_trigger
    from mtg_engine.cards.oracle.render_phrases import RenderError

    t = tokens.get(p.get("name", ""))
    if t is None or set(p) - {"once", "said", "until"} != {"name"} or t.get("statics") \
            or len(t.get("triggers", ())) != 1:
        raise RenderError("a delayed triggered ability for the turn")
    said = render_trigger(t["triggers"][0], (), tokens)
    head, sep, rest = said.partition(", ")
    if not sep or not head.startswith("Whenever "):
        raise RenderError("a delayed triggered ability for the turn")
    if p.get("once"):  # "When you cast your next ... this turn, " (603.7b)
        cast = re.match(r"Whenever you cast an? (.+)$", head)
        if cast is None:
            raise RenderError("a delayed triggered ability for the next spell")
        return f"when you cast your next {cast.group(1)} this turn, {rest.rstrip('.')}"
    if p.get("until") == "your_next_turn" or p.get("said") in SAID_WORDS:  # (said first)
        if p.get("once") or (p.get("until") and p.get("said")) \
                or p.get("until", "your_next_turn") != "your_next_turn":
            raise RenderError("a delayed triggered ability's duration")
        words = SAID_WORDS.get(p.get("said", ""), "until your next turn")
        return f"{words}, whenever {head[len('Whenever '):]}, {_it(head, rest.rstrip('.'))}"
    if p.get("said") or p.get("until"):
        raise RenderError("a delayed triggered ability's duration")
    return f"whenever {head[len('Whenever '):]} this turn, {_it(head, rest.rstrip('.'))}"


def _it(head: str, rest: str) -> str:
    """A wording (608.2c): "Whenever a creature blocks this turn, it gets +0/+1 ..." and "its
    controller" for "that creature", when the event names that one creature and no other
    object (as emblems._it_for_the_creature)."""
    from mtg_engine.cards.oracle.amount_render import wording

    if head.count("creature") != 1 or "that creature" not in rest \
            or re.search(r"\b(target|another|each|permanent|card|spell)\b", head) \
            or not wording("turn_it"):
        return rest
    rest = re.sub(r"\b([Tt])hat creature's ", lambda m: "Its " if m.group(1) == "T" else "its ",
                  rest)
    return re.sub(r"\b([Tt])hat creature\b", lambda m: "It" if m.group(1) == "T" else "it",
                  rest)
