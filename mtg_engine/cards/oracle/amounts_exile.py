"""Counts of exiled cards (406, 607.2a).

- "the number of cards exiled with it" (Unlicensed Hearse's CDA, 604.3), "for each card
  exiled with it": the cards the object's own linked ability exiled and that are still in
  exile (one that left exile is a new object, 400.7). The DSL is `{exiled_with: it}`
  (cards/amounts.py); rules/exiled_with.py counts them. The card's one ability that exiles is
  marked `linked` by linked.link_exiles, as it is for an ability returning "the exiled card".
- "the power of the card returned this way" (Morgue Burst): the target card's, as it last
  existed in the graveyard (608.2h; the render's wording "returned_this_way").
- "the number of Blood tokens you control", "for each Blood token defending player controls"
  (111.10: the predefined tokens' subtypes, Bloodtithe Harvester, Bloodvial Purveyor).
- "the total number of instant and sorcery cards you own in exile and in your graveyard"
  (Crackling Drake, Beacon Bolt): a count of cards in the zone `exile_and_graveyard` (406.1:
  exile is one zone, each card there counted for its owner; zone_characteristics.owned_cards).
"""

from __future__ import annotations

from typing import Any


class ExileAmountsIR:
    """Transformer methods of the exile counts (mixed into amounts.AmountsIR)."""

    def q_exiled_with(self, _: list[Any]) -> Any:
        """607.2a: "the number of cards exiled with it"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("exiled_with", who="it")

    def each_exiled_with(self, _: list[Any]) -> Any:
        """607.2a: "for each card exiled with it"."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("exiled_with", who="it"))

    def zone_exile_and_graveyard(self, _: list[Any]) -> tuple[str, str]:
        """406.1: "you own in exile and in your graveyard" (a card_zone)."""
        return ("exile_and_graveyard", "you")

    def q_stat_returned(self, items: list[Any]) -> Any:
        """608.2h: "the power of the card returned this way" (Morgue Burst): the target card
        the instruction before returned, as it last existed in the graveyard
        (rules/last_known.log_card_pt)."""
        from mtg_engine.cards.oracle import ir
        from mtg_engine.cards.oracle.amounts import Stat

        stat = str(items[0]).removesuffix(" of the card returned this way")
        return Stat(stat, ir.Obj("it", ir.Desc(("card",))))

    def q_stat_discarded(self, _: list[Any]) -> Any:
        """118.3, 608.2h: "the mana value of the discarded card" (Pyromancy): the card the
        cost discarded (resolve.py; rules/cost_discarded.py), or one discarded this way."""
        from mtg_engine.cards.oracle import ir
        from mtg_engine.cards.oracle.amounts import Stat

        return Stat("mana value", ir.Obj("it", ir.Desc(("discarded card",))))

    def q_subtype_tokens(self, items: list[Any]) -> Any:
        """111.10: "the number of Blood tokens you control": the tokens of that subtype."""
        from mtg_engine.cards.oracle import ir

        rest = [i for i in items[2:] if isinstance(i, tuple)]
        kind = str(items[0])
        desc = self.desc([("land_type", kind), *rest, ("token", True)])  # type: ignore[attr-defined]
        from mtg_engine.cards.oracle.amounts_players import theirs

        count = theirs(desc)  # (108.4: "Blood token defending player controls")
        return ir.Count(desc) if count is None else count

    def each_subtype_token(self, items: list[Any]) -> Any:
        """111.10: "for each Blood token defending player controls"."""
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_subtype_tokens(items))
