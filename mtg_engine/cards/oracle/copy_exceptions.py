"""The exceptions of an "enter as a copy" ability beside those copy_control._exception reads
(707.9b): counters it enters with (707.9e), exceptions that apply only if the copy is of a card
type (707.9f), and supertypes (205.4) -> the `enter_as_copy` DSL keys, and back.

- "except it enters with X additional +1/+1 counters on it" (Altered Ego): `counters`
  [{kind: +1/+1, count: X}] (X as it was cast; rules/copy.entering_counters);
- "except it enters with an additional +1/+1 counter on it if it's a creature, it enters with
  an additional loyalty counter on it if it's a planeswalker, and it isn't legendary if that
  permanent is legendary" (Spark Double): `counters` with `if_type`, `except:
  {remove_supertypes: [Legendary]}` (a permanent that isn't legendary loses nothing);
- "except it's legendary and snow in addition to its other types and, if it's a creature, it
  enters with two additional +1/+1 counters on it and has changeling" (Moritte of the Frost):
  `except: {add_supertypes: ...}`, `counters` with `if_type`, `except_if: {Creature:
  {all_creature_types: true}}` (707.9f: judged on the copy with its other exceptions).
"""

from __future__ import annotations

import re
from typing import Any

_COUNTS = {"an": 1, "a": 1, "two": 2, "three": 3, "x": "X"}
_COUNT_WORDS = {1: "an", 2: "two", 3: "three", "X": "X"}
_KINDS = ("+1/+1", "loyalty", "shield")
_ENTERS = re.compile(r"it enters with (an|two|three|x) additional (\+1/\+1|loyalty|shield) "
                     r"counters? on it(?: if it's an? (creature|planeswalker))?")
_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}
_SUPER_HEAD = re.compile(r"it's (legendary|snow)(?: and (legendary|snow))? in addition to its "
                         r"other types")
_NOT_LEGENDARY = "it isn't legendary if that permanent is legendary"
# 707.9e: "except it enters with a shield counter on it if you control that creature"
# (Undercover Operative: `if_type` yours, rules/copy.entering_counters)
_IF_YOURS = re.compile(r"it enters with a (\+1/\+1|shield) counter on it if you control that "
                       r"creature")
_IF_TYPE = re.compile(r"(.+?) and, if it's an? (creature|planeswalker), (.+)")
# 707.9g, 603.11: "When you do, ..." linked to the copy; "the copied creature" is the permanent
# copied (remembered by the trigger, rules/copy._linked_trigger)
_WHEN_YOU_DO = re.compile(r"(.+)\. when you do, (.+)")
_TAP_COPIED = ("tap the copied creature and it doesn't untap during its controller's untap "
               "step for as long as you control ~")
_LINKED = {"text": f"When you do, {_TAP_COPIED}.",
           "effects": [{"tap": {"what": "remembered"}},  # 701.21, 502.3, 611.2b
                       {"skip_untap": {"what": "remembered", "until": "you_control_source"}}]}


def lower(text: str) -> dict[str, Any] | None:
    """The exception text (lower case, after "except ") -> {except, counters, except_if,
    when_you_do} (each only when present), or None."""
    m = _WHEN_YOU_DO.fullmatch(text)
    if m:  # 707.9g, 603.11 (Wall of Stolen Identity)
        head = re.fullmatch(r"it's an? ([a-z]+) in addition to its other types and has "
                            r"([a-z ,]+)", m.group(1))
        if head is None or m.group(2) != _TAP_COPIED:
            return None
        from mtg_engine.cards.oracle.copy_control import _keywords
        from mtg_engine.rules.protection import creature_type_of_plural

        sub, kws = creature_type_of_plural(head.group(1) + "s"), _keywords(head.group(2))
        if not sub or not kws:
            return None
        return {"except": {"add_subtypes": [sub], "add_keywords": kws},
                "when_you_do": dict(_LINKED)}
    m = _IF_TYPE.fullmatch(text)
    if m:  # 707.9f (Moritte of the Frost)
        head = _clause(m.group(1))
        kind = m.group(2).capitalize()
        tail = re.fullmatch(r"(it enters with .+? on it) and has changeling", m.group(3))
        if head is None or "counters" in head or tail is None:
            return None
        counters = _clause(tail.group(1))
        if counters is None or any(c.get("if_type") for c in counters["counters"]):
            return None
        # "has changeling": 702.73a, a CDA giving every creature type (rules/layers.except_card)
        return {**head, "counters": [{**c, "if_type": kind} for c in counters["counters"]],
                "except_if": {kind: {"all_creature_types": True}}}
    out: dict[str, Any] = {}
    for part in re.split(r", and |, ", text):
        got = _clause(part)
        if got is None:
            return None
        for k, v in got.items():
            if k in out and k != "counters":
                return None
            out[k] = out.get(k, []) + v if k == "counters" else v
    return out or None


def _clause(part: str) -> dict[str, Any] | None:
    m = _IF_YOURS.fullmatch(part)
    if m:
        return {"counters": [{"kind": m.group(1), "count": 1, "if_type": "yours"}]}
    m = _ENTERS.fullmatch(part)
    if m:  # 707.9e
        n = _COUNTS[m.group(1)]
        if (n == 1) == m.group(0).split(" on it")[0].endswith("counters"):
            return None  # "an additional ... counter", "two additional ... counters"
        c: dict[str, Any] = {"kind": m.group(2), "count": n}
        if m.group(3):
            c["if_type"] = m.group(3).capitalize()
        return {"counters": [c]}
    if part == _NOT_LEGENDARY:  # 205.4
        return {"except": {"remove_supertypes": ["Legendary"]}}
    m = _SUPER_HEAD.fullmatch(part)
    if m and m.group(1) != m.group(2):
        return {"except": {"add_supertypes": [_SUPERTYPES[w] for w in m.groups() if w]}}
    return None


def handles(p: dict[str, Any]) -> bool:
    """Whether an `enter_as_copy`'s exceptions are this module's to render."""
    return bool(p.get("counters") or p.get("except_if") or p.get("when_you_do")) or bool(
        set(p.get("except") or {}) & {"add_supertypes", "remove_supertypes"})


def render(p: dict[str, Any]) -> str:
    """The English of `lower`'s DSL (p: the `enter_as_copy` mapping)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    exc = dict(p.get("except") or {})
    if p.get("when_you_do"):  # 707.9g (Wall of Stolen Identity)
        linked = {k: v for k, v in p["when_you_do"].items() if k != "text"}
        if set(p) - {"filter", "except", "when_you_do"} or set(exc) != {
                "add_subtypes", "add_keywords"} or len(exc["add_subtypes"]) != 1 \
                or linked != {k: v for k, v in _LINKED.items() if k != "text"}:
            raise RenderError("a triggered ability linked to a copy (707.9g)")
        from mtg_engine.cards.oracle.render_phrases import _join

        sub = exc["add_subtypes"][0]
        return (f"it's {'an' if sub[0] in 'AEIOU' else 'a'} {sub} in addition to its other types and "
                f"has {_join(list(exc['add_keywords']))}. When you do, {_TAP_COPIED}")
    counters = list(p.get("counters") or [])
    conditional = dict(p.get("except_if") or {})
    if conditional:  # 707.9f (Moritte of the Frost)
        (kind, extra), = conditional.items()
        if set(exc) != {"add_supertypes"} or extra != {"all_creature_types": True} \
                or len(counters) != 1 or counters[0].get("if_type") != kind:
            raise RenderError("a conditional exception to a copy (707.9f)")
        plain = {k: v for k, v in counters[0].items() if k != "if_type"}
        return (f"{_supertypes(exc['add_supertypes'])} and, if it's {_article(kind)}, "
                f"{_counters(plain)} and has changeling")
    parts = [_counters(c) for c in counters]
    if exc == {"remove_supertypes": ["Legendary"]}:
        parts.append(_NOT_LEGENDARY)
    elif set(exc) == {"add_supertypes"}:
        parts.insert(0, _supertypes(exc["add_supertypes"]))
    elif exc:
        raise RenderError("an exception to a copy (707.9)")
    if len(parts) > 2:
        return ", ".join(parts[:-1]) + ", and " + parts[-1]
    return ", ".join(parts)


def _article(kind: str) -> str:
    return f"a {kind.lower()}" if kind[0] not in "AEIOU" else f"an {kind.lower()}"


def _supertypes(names: list[str]) -> str:
    return f"it's {' and '.join(n.lower() for n in names)} in addition to its other types"


def _counters(c: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    n, kind = c.get("count", 1), c["kind"]
    if kind not in _KINDS or n not in _COUNT_WORDS:
        raise RenderError("counters a copy enters with (707.9e)")
    if c.get("if_type") == "yours":  # (Undercover Operative)
        if n != 1:
            raise RenderError("counters a copy enters with if you control the copied one")
        return f"it enters with a {kind} counter on it if you control that creature"
    word = "counter" if n == 1 else "counters"
    tail = f" if it's {_article(c['if_type'])}" if c.get("if_type") else ""
    return f"it enters with {_COUNT_WORDS[n]} additional {kind} {word} on it{tail}"
