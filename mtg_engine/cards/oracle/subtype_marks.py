"""Creature types (205.3m) the effect grammar reads by their printed capital, marked by
parse.mark_types (the subtype's first letter written "§", as for "target Goblin"; same length,
so the printed word is read back in its case):

- "non-Human", "non-Wall" in an object phrase (a Filter's `not_subtypes`): "put a flying
  counter on target non-Human creature you control", "destroy target non-Wall creature" (the
  grammar's NON_CTYPE);
- a type before "card(s)" in a count: "the number of Elf cards in your graveyard", "plus the
  number of Zombie cards in all graveyards" (the grammar's desc_card reads CTYPE), and before
  "that died this turn" ("for each Zubera that died this turn", 700.4)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NotUnderstood

_NON = re.compile(r"\b([Nn]on)-([A-Z][a-z'-]+)\b")  # (a sentence's first word: "Non-Elf")
_CARDS = re.compile(r"\b(number of |for each )([A-Z][a-z'-]+)(?= cards?\b| that died\b)")


def mark(printed: str) -> str:
    """Each "non-<Subtype>" and "<Subtype> card(s)" of a creature type (or Equipment,
    Vehicle, Aura) marked "non-§<ubtype>" / "§<ubtype> card(s)" (same length)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    # (Lair: 205.3i; Arcane, Trap: spell types, 205.3k: "the number of Arcane cards")
    names = {*CREATURE_TYPES, "Equipment", "Vehicle", "Aura", "Lair", "Arcane", "Trap"}
    printed = _CARDS.sub(lambda m: m.group(1) + "§" + m.group(2)[1:]
                         if m.group(2) in names else m.group(0), printed)
    return _NON.sub(lambda m: f"{m.group(1)}-§{m.group(2)[1:]}" if m.group(2) in names
                    else m.group(0), printed)


# 205.3m: "destroy all Humans", "exile all Djinns and Efreets": a creature type in the plural
# naming every permanent of that type (Zombie Apocalypse, Tivadar's Crusade). Only after an
# instruction's "all" and at the end of its object (not "all Dragons you control", which the
# grammar reads by COUNTED_TYPE, nor "all Zombie cards").
_ALL_PLURAL: Any = None


# 205.3m: "Cowards can't block this turn." (Pyrophobia): a plural creature type as the subject
# of a restriction for the turn
_SUBJECT_PLURAL: Any = None


def mark_all_plural(printed: str) -> str:
    """Each such plural creature type marked "§<lural>" (same length; singular_marked reads
    it back)."""
    global _ALL_PLURAL, _SUBJECT_PLURAL
    if _ALL_PLURAL is None:
        from mtg_engine.cards.oracle.static_words import _PLURAL_NAMES

        words = "|".join(sorted(_PLURAL_NAMES, key=len, reverse=True))
        _ALL_PLURAL = re.compile(rf"(\b(?:[Dd]estroy|[Ee]xile|[Tt]ap|[Uu]ntap|[Gg]ain control of) "
                                 rf"all )({words})"
                                 rf"(?:( and )({words}))?(?=[.,])")
        _SUBJECT_PLURAL = re.compile(rf"(^|\. )({words})(?= can't block this turn\.)|"
                                     # "All Zombies gain menace until end of turn." (205.3m)
                                     rf"(?<=^All )({words})(?= (?:gain|get) )")

    def sub(m: re.Match[str]) -> str:
        out = m.group(1) + "§" + m.group(2)[1:]
        return out + (m.group(3) + "§" + m.group(4)[1:] if m.group(4) else "")
    printed = _ALL_PLURAL.sub(sub, printed)
    return _SUBJECT_PLURAL.sub(lambda m: (m.group(1) or "") + "§" + (m.group(2) or m.group(3))[1:],
                               printed)


def singular_marked(word: str) -> str:
    """A marked creature type as its type: "Humans" -> "Human" (205.3m); a singular as is."""
    from mtg_engine.cards.oracle.static_words import _PLURAL_NAMES

    return _PLURAL_NAMES.get(word, word)


class NonSubtypeIR:
    """The transformer method of the grammar's `non_ctype` adjective (mixed into parse._ToIR)."""

    def non_ctype(self, items: list[Any]) -> tuple[str, Any]:
        from mtg_engine.cards.oracle.parse import _PRINTED

        tok = items[0]
        printed = _PRINTED.get()
        if not printed:
            raise NotUnderstood("the printed text is not at hand")
        word = printed[tok.start_pos + len("non-"):tok.end_pos]
        if not word[:1].isupper():
            raise NotUnderstood(f"non-{word}: not a subtype")
        return ("not_subtypes", [word])
