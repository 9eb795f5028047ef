""""... and you scry X, where X is <amount>" after a player's or a source's instruction (701.18a;
The Scarab God: "each opponent loses X life and you scry X, where X is the number of Zombies
you control"; Alibou: "~ deals X damage to any target and you scry X, where ..."): the
grammar's `and_you_scry` ("and you scry N", lexed as one word), the same DSL `scry` as the
imperative "Scry N" (its controller scries)."""

from __future__ import annotations

from typing import Any


class YouScryIR:
    """The transformer method of `and_you_scry` (mixed into parse._ToIR through
    amounts.AmountsIR): a player verb phrase (verb, amount, random)."""

    def scry_vp(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("scry", items[0], False)
