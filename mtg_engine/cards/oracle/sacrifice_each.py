""""Sacrifice a creature, an artifact, and a land." (701.17a; effects/sacrifice_each.py): one
permanent of each card type named, in the order printed (three or more nouns, each a card
type that permanents have). With a subject, two or more nouns, each a described permanent:

  Target player sacrifices an artifact and a land.                 (Structural Collapse)
  Each opponent sacrifices an artifact creature and a nonartifact creature.
                                                                   (Perilous Predicament)
  Each player sacrifices an artifact, a creature, an enchantment, a land, and a planeswalker.
                                                                   (Release)"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
_NOUN = r"an? (" + "|".join(_TYPES) + ")"
_SENTENCE = re.compile(rf"sacrifice {_NOUN}((?:, {_NOUN})+), and {_NOUN}")


def lower_sentence(low: str, compile_part: Callable[[str], Any] = lambda s: None
                   ) -> list[dict[str, Any]] | None:
    """The effect, or None for another sentence. "<instruction> and sacrifice ...": the
    instruction first, read by `compile_part` (Oubliette's "Discard a card and ...")."""
    low = low.strip().rstrip(".")
    head, sep, rest = low.partition(" and sacrifice a")
    if sep and head and not head.startswith("sacrifice"):
        first = compile_part(head)
        second = lower_sentence("sacrifice a" + rest)
        return None if first is None or second is None else [*first, *second]
    m = _SENTENCE.fullmatch(low)
    if m is None:
        return None
    nouns = re.findall(_NOUN, low)
    words = re.findall(r"\ban? (\w+)", low)
    if any(w not in _TYPES for w in words) or len(nouns) != len(words):
        return None
    return [{"sacrifice_each_kind": {"filters": [{"types": [n.capitalize()]} for n in nouns]}}]


_WHO = {"target player": "player", "target opponent": "opponent", "each player": "each_player",
        "each opponent": "each_opponent"}
_THEIRS = re.compile(r"^(?P<who>target player|target opponent|each player|each opponent) "
                     r"sacrifices (?P<nouns>.+)$")


def _noun_filter(words: str) -> dict[str, Any] | None:
    """"an artifact creature" -> its filter (a permanent's), or None."""
    from mtg_engine.cards.oracle.phrases import describe

    m = re.fullmatch(r"(an?) ([a-z ]+)", words)
    d = describe(m.group(2)) if m else None
    if m is None or d is None or (m.group(1) == "an") != (m.group(2)[0] in "aeiou"):
        return None
    kind, f = d
    if kind in ("creature", "planeswalker"):
        return {"types": [kind.capitalize()], **f}
    return dict(f) if kind == "permanent" and f else None


def lower_theirs(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The effect of "<player(s)> sacrifices A and B" / "A, B, and C", or None."""
    m = _THEIRS.fullmatch(low.strip().rstrip(".").lower())
    if m is None:
        return None
    nouns = m.group("nouns")
    head, sep, last = nouns.rpartition(", and " if ", " in nouns else " and ")
    parts = (head.split(", ") if ", " in nouns else [head]) + [last] if sep else []
    filters = [_noun_filter(p) for p in parts]
    if len(filters) < 2 or any(f is None for f in filters):
        return None
    who = _WHO[m.group("who")]
    ref = ctx.add_target({"kind": who}) if who in ("player", "opponent") else who
    return [{"sacrifice_each_kind": {"filters": filters, "who": ref}}]


def render_theirs(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `lower_theirs`'s effect."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    names = []
    for f in p["filters"]:
        noun = describe_filter(f)
        names.append(("an " if noun[0] in "aeiou" else "a ") + noun)
    said = f"{names[0]} and {names[1]}" if len(names) == 2 else \
        ", ".join(names[:-1]) + ", and " + names[-1]
    who = {"each_player": "each player", "each_opponent": "each opponent"}.get(
        p["who"]) or refs.obj(p["who"])
    return who, f"sacrifices {said}"


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    filters = p.get("filters", [])
    names = []
    for f in filters:
        if set(f) != {"types"} or len(f["types"]) != 1 or f["types"][0].lower() not in _TYPES:
            raise RenderError("sacrifice one of each kind")
        n = f["types"][0].lower()
        names.append(("an " if n[0] in "aeiou" else "a ") + n)
    if len(names) < 3:
        raise RenderError("sacrifice one of each kind")
    return "sacrifice " + ", ".join(names[:-1]) + ", and " + names[-1]
