""""non-Human", "non-Wall" in an effect's object phrase (205.3m; a Filter's `not_subtypes`):
"put a flying counter on target non-Human creature you control", "destroy target non-Wall
creature". parse.mark_types writes the subtype's first letter "§" (as for "target Goblin"),
the grammar's NON_CTYPE reads it, and the printed word is read back in its case."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NotUnderstood

_NON = re.compile(r"\bnon-([A-Z][a-z'-]+)\b")


def mark(printed: str) -> str:
    """Each "non-<Subtype>" of a creature type (or Equipment, Vehicle, Aura) marked
    "non-§<ubtype>" (same length)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    names = {*CREATURE_TYPES, "Equipment", "Vehicle", "Aura"}
    return _NON.sub(lambda m: "non-§" + m.group(1)[1:] if m.group(1) in names else m.group(0),
                    printed)


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
