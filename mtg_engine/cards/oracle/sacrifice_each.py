""""Sacrifice a creature, an artifact, and a land." (701.17a; effects/sacrifice_each.py): one
permanent of each card type named, in the order printed (three or more nouns, each a card
type that permanents have)."""

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
