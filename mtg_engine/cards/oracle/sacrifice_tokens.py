"""Sacrificing tokens and artifacts of a predefined kind (701.17a, 111.1, 111.10):

  At the beginning of your upkeep, you may sacrifice a token. If you do, ...   (Chitterspitter)
  Whenever ~ attacks, you may sacrifice a Blood token. If you do, ...        (Wedding Security)
  You may sacrifice a Food. If you do, ...                               (Insatiable Appetite)
  You may sacrifice two Foods. If you do, ...                              (Giant Opportunity)

-> the grammar's `sacrifice_chosen` effect (the player chooses that many permanents they
control matching the filter; rules: effects/verbs): "a token" / "a creature token" / "an
artifact token" / "a <Subtype> token" are tokens (`token: true`); "a Food" / "two Treasures"
name an artifact subtype (205.3g), token or not (a card can be a Food too). Rendered back by
render.py's `sacrifice_chosen` (render.describe_filter)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NUMBERS
from mtg_engine.cards.oracle.tokens import PREDEFINED_TOKENS

# 205.3g: the artifact types of the predefined tokens (111.10), said alone as a noun, and
# Powerstone: an artifact type whose token the cards define in reminder text, not 111.10 (its
# mana's restriction), so not one the compiler creates, but one a player can sacrifice
_ARTIFACT_KINDS = (*PREDEFINED_TOKENS, "Powerstone")
_SACRIFICE = re.compile(r"^[Ss]acrifice (?P<n>an?|two|three) (?:(?P<kind>[a-z]+) )?"
                        r"(?P<noun>tokens?|(?P<sub>[A-Z][a-z]+?)(?: (?P<subtoken>tokens?)|(?P<s>s))?)$")
_TYPES = ("creature", "artifact", "enchantment", "land")


def lower_sentence(sentence: str) -> list[dict[str, Any]] | None:
    """The effect of "Sacrifice <N> <tokens / Foods ...>", or None."""
    m = _SACRIFICE.match(sentence.strip().rstrip("."))
    if m is None:
        return None
    n = NUMBERS.get(m.group("n"))
    noun, sub, kind = m.group("noun"), m.group("sub"), m.group("kind")
    plural = (m.group("subtoken") or "").endswith("s") or bool(m.group("s")) if sub \
        else noun.endswith("s")
    if not isinstance(n, int) or plural != (n > 1):
        return None
    f: dict[str, Any] = {}
    if sub is None or m.group("subtoken"):
        f["token"] = True
    if kind is not None:
        if kind not in _TYPES or sub is not None:
            return None
        f["types"] = [kind.capitalize()]
    if sub is not None:
        from mtg_engine.core.creature_types import CREATURE_TYPES

        if sub not in _ARTIFACT_KINDS and not (m.group("subtoken") and sub in CREATURE_TYPES):
            return None
        f["subtypes"] = [sub]
    return [{"sacrifice_chosen": {"filter": f, "count": n}}]
