"""Amounts of what the instructions before did "this way" (608.2c; this_way.py checks where
each may stand, rules/amounts._this_way counts it), and the sacrifices they are used for:

  Exile X target creature cards from your graveyard. For each creature card exiled this way,
  create a 2/2 black Zombie creature token.                  (exiled_cards: Midnight Ritual)
  Mill four cards. You gain 1 life for each creature card put into your graveyard this way.
                                                                (milled: Gorging Vulture)
  Each opponent sacrifices a creature for each card discarded this way.  (701.17a, Malfegor)

"Each player sacrifices a land for each card in your hand": a sacrifice of as many permanents
as the amount counts as the instruction is carried out (the DSL's `sacrifice_chosen` with a
variable count)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle import ir, parse


class ThisWayCardsIR:
    """The transformer methods of grammar.lark's `each_card_moved` / `each_card_milled` (mixed
    into AmountsIR)."""

    def each_card_milled(self, items: list[Any]) -> Any:
        """701.13a, 608.2c: "for each creature card put into your / their graveyard this way"
        after the one mill instruction before it (this_way.check_this_way)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        whose = "you" if "your" in str(items[1]) else ""
        return Quantity(GameAmount("this_way", desc=items[0], who="milled", whose=whose))

    def each_card_moved(self, items: list[Any]) -> Any:
        """608.2c: "for each creature card exiled this way": cards (moved from a graveyard:
        this_way._exiled_cards); "for each card exiled / nonland card discarded this way"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        got = self.each_moved(items)  # type: ignore[attr-defined]
        assert isinstance(got.base, GameAmount) and got.base.desc is not None
        if got.base.who != "exiled" or not (got.base.desc.nouns or got.base.desc.filter):
            return got  # ("for each card exiled this way": this_way._moved_this_way)
        return dataclasses.replace(got, base=dataclasses.replace(got.base, who="exiled_cards"))


class SacrificeEachIR:
    """The transformer method of grammar.lark's `sacrifice_each` (mixed into AmountsIR)."""

    def sacrifice_each(self, items: list[Any]) -> tuple[str, Any, bool, ir.Desc]:
        """"sacrifices a creature for each ..." (one per thing counted: 107.1)."""
        from mtg_engine.cards.oracle.amounts import scaled

        n, desc, count = items
        if n != 1:
            raise parse.NotUnderstood("N permanents for each")
        return ("sacrifice_chosen", scaled(count, 1), False, desc)


def render(who: str, p: dict[str, Any], v: dict[str, Any], form: str,
           obj: Callable[[Any], str]) -> tuple[str, str]:
    """(subject, verb phrase) in the "for_each" form: "each player sacrifices a land for each
    card in your hand" (amount_render.py)."""
    from mtg_engine.cards.oracle.amount_render import _s, each_phrase
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    n, each = each_phrase(v, obj)
    if n != 1 or p.get("half") or form != "for_each":
        raise RenderError("N permanents sacrificed for each")
    what = describe_filter(dict(p["filter"]), plural=False)
    art = "" if what.startswith("another ") else "an " if what[0] in "aeiou" else "a "
    return who, f"{_s(who, 'sacrifice')} {art}{what} for each {each}"
