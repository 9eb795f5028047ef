""""~ gets +1/+1 for each experience counter you have" (Kalemne), "for each poison counter
your opponents have" (Mycosynth Fiend), "where X is the number of experience counters you
have" (Ezuri): the counters of a kind a player has (122.1), the DSL's `player_counters` amount
(rules/amounts.py: counted as the effect applies, 608.2h, and by a static ability in the
layers, 613.4c). Energy (107.14) is left to rules/energy.py. "... for each poison counter
they have" (each player's own, `their`) is not read yet: "that player discards a card for each
poison counter they have" (Whispering Specter) would need the discard to count for its player
(rules/amounts.their_frame)."""

from __future__ import annotations

from typing import Any

_WHO = {"you have": "you", "your opponents have": "opponents"}


class PlayerCountersIR:
    """Parse-tree -> IR methods (mixed into amounts.AmountsIR)."""

    def q_player_counters(self, items: list[Any]) -> Any:
        """"the number of experience counters you have"."""
        from mtg_engine.cards.oracle import parse
        from mtg_engine.cards.oracle.amounts import GameAmount

        word = str(items[0])  # (poison: a player's, 122.1f, 704.5c)
        kind = word if word == "poison" else parse.counter_kind(word)
        if kind == "energy" or str(items[2]) not in _WHO:
            raise parse.NotUnderstood(f"{kind} counters {items[2]} (rules/energy.py, their_frame)")
        return GameAmount("player_counters", who=_WHO[str(items[2])], counter_kind=kind)

    def each_player_counter(self, items: list[Any]) -> Any:
        """"for each poison counter your opponents have"."""
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_player_counters(items))


def words(v: dict[str, Any], plural: bool) -> str:
    """"experience counter(s) you have" of a `player_counters` amount."""
    who = {"you": "you have", "opponents": "your opponents have", "their": "they have"}
    return f"{v['kind']} counter{'s' if plural else ''} {who[v['player_counters']]}"
