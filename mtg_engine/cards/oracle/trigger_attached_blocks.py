"""Block triggers of an Aura's or Equipment's creature with the other creature named (509.1h-i,
303.4, 301.5): "Whenever enchanted creature blocks a creature", "Whenever equipped creature
becomes blocked by a creature", and both joined ("Whenever enchanted creature blocks or
becomes blocked by a non-Wall creature"). Each triggers once for each creature it blocks / that
blocks it that matches the description (509.1i, as for "Whenever ~ blocks a creature"), and the
effect names that other creature "that creature" / "the other creature" (603.2, 608.2c).
Lowered to the events of rules/trigger_attached_blocks.py and rendered back for the round
trip."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir

# the verb read -> the DSL event
_VERBS = {"blocks a": "attached_blocks_creature",  # 509.1i: the attacker it blocks
          "becomes blocked by a": "attached_blocked_by_creature"}  # 509.1h: each blocker
EVENTS = frozenset(_VERBS.values())
# what the other creature may be described by: its state as the block is declared
_KEYS = {"types", "subtypes", "not_subtypes", "keywords", "not_keywords", "colors", "not_colors",
         "colorless", "power_ge", "power_le", "toughness_ge", "toughness_le", "not_types"}
_SUBJECT = "attached_block"


def attached_block_events(word: str, noun: str, vps: list[Any]) -> list[ir.TriggerEvent] | None:
    """The events of "enchanted/equipped <noun> blocks a <desc> [or becomes blocked by a
    <desc>]" (None when no verb names the other creature): "blocks or becomes blocked by a
    creature" is said of the creature it blocks too (509.1i, as triggers.self_events)."""
    by = next((vp[1] for vp in vps if vp[0] == "becomes blocked by"), None)
    named = next((vp[1] for vp in vps if vp[0] == "blocks" and vp[1] is not None), None)
    if by is None and named is None:
        return None
    out = []
    for verb, desc, _detail in vps:
        if verb == "blocks":
            desc = desc if desc is not None else by
        if verb not in ("blocks", "becomes blocked by") or desc is None:
            from mtg_engine.cards.oracle.parse import NotUnderstood

            raise NotUnderstood(f"enchanted creature {verb} ... with a blocks event")
        out.append(ir.TriggerEvent(_SUBJECT, f"{verb} a", desc, detail=f"{word} {noun}"))
    return out


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events ((True, None) when the engine
    can't check the filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _attached_filter, _filter

    if ev.subject != _SUBJECT:
        return False, None
    word, noun = ev.detail.split(" ", 1)
    if _attached_filter(word, noun, self_types) != {} or ev.desc is None:
        return True, None  # (a creature's: "enchanted land" never blocks)
    f = _filter(ev.desc)
    types = f.get("types")
    if set(f) - _KEYS or not (types == ["Creature"] or (types is None and _creature_types(f))):
        return True, None
    return True, (_VERBS[ev.verb], f)


def _creature_types(f: dict[str, Any]) -> bool:
    """"a Vampire": only creatures block and are blocked (509.1a), so a creature type names
    the creature (205.3m)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return bool(f.get("subtypes")) and set(f["subtypes"]) <= set(CREATURE_TYPES)


def _described(f: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    d = describe_filter(dict(f))
    return ("an " if d[0] in "aeiouAEIOU" else "a ") + d


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    if t["event"] not in EVENTS:
        return ""
    verb = "blocks" if t["event"] == "attached_blocks_creature" else "becomes blocked by"
    return f"Whenever enchanted creature {verb} {_described(t.get('filter', {}))}"


def render_pair(items: list[dict[str, Any]], text: str, first: str) -> str | None:
    """"Whenever enchanted creature blocks or becomes blocked by a creature" (the two events
    with one filter), or None for other pairs."""
    if [t["event"] for t in items] != ["attached_blocks_creature", "attached_blocked_by_creature"] \
            or items[0].get("filter") != items[1].get("filter"):
        return None
    return "Whenever enchanted creature blocks or becomes blocked by " \
        + _described(items[0].get("filter", {})) + text[len(first):]


PRODUCTIONS = type("AttachedBlockProductions", (), {})  # (the grammar's own productions serve)


# "the other creature" of a block (509.1h-i): the one blocking or blocked, remembered as "that
# creature" (render._PHRASES says them alike for the round trip)
_BLOCK_EVENTS = EVENTS | {"blocks", "becomes_blocked_by"}
OTHER_CREATURE = re.compile(r"\bthe other creature\b", re.I)
NORMALISE = (r"(\bblocks or becomes blocked by [^,.]+, [^\"]*?)\bthe other creature\b",
             r"\1that creature")


def other_creature_words(body: str, events: list[str]) -> str | None:
    """The effect of a block trigger with "the other creature" said "that creature" (the
    creature remembered, 608.2c); None when an "it" / "its" before that creature is named
    would be the enchanted or equipped creature's, not the one remembered (the engine would
    read it as the remembered one): refused rather than misread."""
    if not events or not all(e in _BLOCK_EVENTS for e in events):
        return body
    body = OTHER_CREATURE.sub("that creature", body)
    if any(e in EVENTS for e in events):
        named = re.search(r"\bthat creature\b", body, re.I)
        it = re.search(r"\b(it|its)\b", body, re.I)
        if it is not None and (named is None or it.start() < named.start()):
            return None
    return body
