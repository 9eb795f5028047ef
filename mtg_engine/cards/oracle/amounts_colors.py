"""Amounts about colors (105.2), names (201.4b) and creature types (205.3m) in the Oracle
compiler (mixed into amounts.AmountsIR):

  Draw a card for each color among permanents you control.      (105.2: colors_among)
  Target creature gets +2/+2 until end of turn for each of its colors.   (colors_of)
  Each other multicolored creature you control gets +1/+1 for each of its colors.
                                     (a static's "its": each object it applies to, 613.4c)
  ~ gets +1/+1 for each other creature on the battlefield named ~.      (201.4b)
  Whenever a player casts a spell, that player gains X life, where X is the number of cards in
  all graveyards with the same name as that spell.               (201.2: cards_named_as)
  ~'s power and toughness are each equal to half the highest life total among your opponents,
  rounded up.                                         (119.1: a life total, not a color or name)
  ~ deals damage equal to the number of Wolves and Werewolves you control to target creature.
                                                (205.3m: each creature of either type, once)

The number of "red mana symbols in the mana costs of permanents you control" is devotion in
700.5's own words (amounts.q_devotion). Colorless is no color (105.2c): none is counted."""

from __future__ import annotations

import dataclasses
from typing import Any

from mtg_engine.cards.oracle import ir

# a static ability's "its": the object its effect applies to (the DSL's `colors_of: affected`)
AFFECTED = ir.Obj("affected")


@dataclasses.dataclass(frozen=True, slots=True)
class SameNameCards:
    """The cards matching `desc` in every graveyard with the name of the object `of` (201.2:
    "the number of cards in all graveyards with the same name as that spell")."""

    desc: ir.Desc
    of: ir.Obj


class ColorsIR:
    """The transformer methods of grammar.lark's color and name counts."""

    def each_its_color(self, _: list[Any]) -> Any:
        """105.2: "for each of its colors" (the colors of the object "its" names)."""
        from mtg_engine.cards.oracle.amounts import Quantity, Stat

        return Quantity(Stat("colors", ir.Obj("it")))

    def q_powers_among(self, items: list[Any]) -> Any:
        """208.1: "for each different power among creatures you control" (Golden Ratio)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("powers", desc=items[-1])

    def q_names_among(self, items: list[Any]) -> Any:
        """201.2: "the number of differently named lands you control" (a face-down permanent
        has no name, 708.2: rules/amounts._names)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("names", desc=items[-1])

    def q_colors_among(self, items: list[Any]) -> Any:
        """105.2: "colors among permanents you control"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("colors_among", desc=items[-1])

    def q_same_name_cards(self, items: list[Any]) -> SameNameCards:
        """201.2: "the number of cards in all graveyards with the same name as that spell"."""
        from mtg_engine.cards.oracle import parse

        desc, (zone, whose) = items[0], items[1]
        if (zone, whose) != ("graveyard", "all"):
            raise parse.NotUnderstood("cards of that name in another zone")
        return SameNameCards(desc, ir.Obj("it", ir.Desc(("spell",))))

    def q_highest_life(self, items: list[Any]) -> Any:
        """119.1: "the highest life total among your opponents / among players" (the DSL's
        life_total: highest_opponent / highest)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        who = "highest_opponent" if str(items[0]).endswith("your opponents") else "highest"
        return GameAmount("life_total", who=who)

    def ctype_pair(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        """205.3m: "Wolves and Werewolves", "Merfolk and/or Faeries" (capitalised as printed,
        each a creature type): the subtypes, an object of any of them counted once."""
        from mtg_engine.cards.oracle import parse
        from mtg_engine.cards.oracle.amounts import singular_type
        from mtg_engine.core.creature_types import CREATURE_TYPES

        words = parse._printed_word(items[0]).split(" ")
        types = tuple(singular_type(w) for w in (words[0], words[-1]))
        if not words[-1][:1].isupper() or any(t not in CREATURE_TYPES for t in types):
            raise parse.NotUnderstood("not two creature types")
        return ("ctypes", types)

    def for_each_named_last(self, items: list[Any]) -> ir.Count:
        """"for each other creature on the battlefield named ~" (201.4b: the card's own
        name, said after where the permanents are)."""
        from mtg_engine.cards.oracle import parse
        from mtg_engine.cards.oracle.amounts import own_name

        desc = items[0]
        if not isinstance(desc, ir.Desc) or any(k == "name" for k, _ in desc.filter):
            raise parse.NotUnderstood("a count named twice")
        return ir.Count(ir.Desc(desc.nouns, (*desc.filter, ("name", own_name()))))


def affected_colors(v: Any) -> Any:
    """"Each other multicolored creature you control gets +1/+1 for each of its colors": in a
    static ability "its" is each object the effect applies to (105.2, 613.4c)."""
    from mtg_engine.cards.oracle.amounts import Quantity, Stat

    if isinstance(v, Quantity) and v.base == Stat("colors", ir.Obj("it")):
        return dataclasses.replace(v, base=Stat("colors", AFFECTED))
    return v


def lower_same_name(base: SameNameCards, ref: Any) -> dict[str, Any]:
    """The DSL amount of a SameNameCards (cards/amounts.py `cards_named_as`)."""
    from mtg_engine.cards.oracle import parse
    from mtg_engine.cards.oracle.lower import filter_of

    of = ref(base.of)
    if of != "event_object":  # (the spell a cast trigger names, event_referents.py)
        raise parse.NotUnderstood("cards named as another object")
    return {"cards_named_as": of, "among": filter_of(base.desc), "zone": "graveyard"}
