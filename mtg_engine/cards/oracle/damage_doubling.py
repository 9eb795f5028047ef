"""Replacement effects that change how much damage is dealt or life gained (614.1a, 614.5:
"twice that much"): "If a source would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead." (Dictate of the Twin Gods), "If a source you
control would deal ...", "If a red source you control would deal ...", "If ~ would deal
damage ...", "... it deals that much damage plus 1 to that permanent or player instead."
(Torbran-like `add`), "If you would gain life, you gain twice that much life instead."
(Boon Reflection). The DSL is the built-in Furnace of Rath's and Gratuitous Violence's
(rules/replacement.py: `double`, `add`; the damage's source by `source` / `source_filter`).

Not read: damage to players only ("to a player"), combat damage only, "minus", damage
"to enchanted player", and sources described by more than a colour or subtype.
"""

from __future__ import annotations

import re
from typing import Any

_SOURCE = re.compile(r"^If (?P<src>~|a source|a source you control|another source you control|"
                     r"a creature you control|"
                     r"an? (?P<q>[A-Za-z]+) source you control|another (?P<q2>[A-Za-z]+) "
                     r"source you control) would deal damage to a permanent or player, "
                     r"(?P<it>it|that source) deals (?P<how>double that damage|that much damage "
                     r"plus (?P<n>[1-9])) to that permanent or player instead\.$")
_LIFE = "If you would gain life, you gain twice that much life instead."
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    if para == _LIFE:  # 614.5: "twice that much life"
        return {"event": "gain_life", "instead": "double", "affects": "you",
                "text": "you gain twice that much life instead"}
    m = _SOURCE.match(para)
    if m is None:
        return None
    rep: dict[str, Any] = {"event": "damage", "affects": "any",
                           "text": para[para.index(", ") + 2:].rstrip(".")}
    if m.group("n"):
        rep.update(instead="add", amount=int(m.group("n")))
    else:
        rep["instead"] = "double"
    src, q = m.group("src"), m.group("q") or m.group("q2")
    if src == "~":
        rep["source"] = "self"
    elif src != "a source":
        f: dict[str, Any] = {"controller": "you"}
        if src == "a creature you control":
            f["types"] = ["Creature"]
        if src.startswith("another"):
            f["other"] = True
        if q is not None:
            quality = _quality(q)
            if quality is None:
                return None
            f.update(quality)
        rep.update(source="filter", source_filter=f)
    return rep


def _quality(q: str) -> dict[str, Any] | None:
    """"red" -> {colors: [R]}; "Giant" -> {subtypes: [Giant]} (a creature type, 205.3m)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if q in _COLORS:
        return {"colors": [_COLORS[q]]}
    if q in CREATURE_TYPES:
        return {"subtypes": [q]}
    return None


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if rep.get("event") == "gain_life":
        if rep.get("instead") != "double" or rep.get("affects") != "you" \
                or set(rep) - {"event", "instead", "affects", "text"}:
            raise RenderError("a life-gain replacement other than twice that much")
        return _LIFE
    if rep.get("event") != "damage" or rep.get("affects") != "any" \
            or set(rep) - {"event", "instead", "affects", "text", "amount", "source",
                           "source_filter"}:
        raise RenderError("a damage replacement of another kind")
    src = _source_words(rep)
    if rep.get("instead") == "double" and "amount" not in rep:
        how = "double that damage"
    elif rep.get("instead") == "add" and 1 <= rep.get("amount", 0) <= 9:
        how = f"that much damage plus {rep['amount']}"
    else:
        raise RenderError("a damage replacement's amount")
    it = "that source" if "that source deals" in rep.get("text", "") else "it"
    return f"If {src} would deal damage to a permanent or player, {it} deals {how} to that " \
        "permanent or player instead."


def _source_words(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    source = rep.get("source", "any")
    if source == "any" and "source_filter" not in rep:
        return "a source"
    if source == "self" and "source_filter" not in rep:
        return "~"
    f = dict(rep.get("source_filter") or {})
    if source != "filter" or f.pop("controller", None) != "you":
        raise RenderError("a damage source")
    other = f.pop("other", False)
    if f == {"types": ["Creature"]} and not other:
        return "a creature you control"
    words = ""
    if set(f) == {"colors"} and len(f["colors"]) == 1:
        words = {v: k for k, v in _COLORS.items()}[f["colors"][0]] + " "
    elif set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
        words = f["subtypes"][0] + " "
    elif f:
        raise RenderError("a damage source's quality")
    head = "another" if other else ("an" if words[:1].lower() in "aeiou" and words else "a")
    return f"{head} {words}source you control"
