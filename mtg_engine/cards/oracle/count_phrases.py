"""More counted phrases for the variable amounts (608.2h, 107.1; amounts.py): the transformer
methods of their grammar productions, mixed into amounts.AmountsIR.

- "for each instant and sorcery card in your graveyard", "the number of instant and sorcery
  cards in your graveyard": cards that are instants or sorceries (the "and" joins the two
  groups counted; 205.2a card types), in a graveyard or hand (400.1).
- "for each creature that died this turn", "the number of creatures that died this turn"
  (700.4: put into a graveyard from the battlefield); "the amount of life you gained this
  turn" (119.9).
- "for each time it was kicked" / "... ~ was kicked" (702.33c-d: multikicker); "the number
  of times that spell was kicked" (the spell a trigger remembers, 603.2).
- "lose half your life, rounded up", "loses half their life, rounded down" (119.1, 107.1a:
  the losing player's own life total; render_half_life).
- "your life total" (119.1): "You gain life equal to your life total", "where X is your life
  total".
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

INSTANT_AND_SORCERY = ("instant", "sorcery")


def _nontoken(said: Any) -> ir.Desc | None:
    """700.4, 111.1: "nontoken creatures that died this turn": only cards count (each as it
    last existed on the battlefield: rules/amounts._this_turn)."""
    if not str(said).startswith("nontoken "):
        return None
    return ir.Desc(("creature",), (("token", False),))


def _whose_commander(token: Any) -> str:
    """903.8: "your commander" (you) or "a commander" (a_commander: the same count, the
    commanders the player owns being the only ones they cast from the command zone)."""
    return "a_commander" if " cast a commander " in str(token) else "you"


class CountPhrasesIR:
    """Transformer methods (see the module docstring)."""

    def for_each_attached(self, items: list[Any]) -> ir.Count:
        """"for each Aura attached to it", "for each Aura and Equipment attached to ~" (301.5,
        303.4: the Auras and Equipment attached to a permanent): "~" is the source; "it"
        is the subject of the static ability, which amounts.lower_per_static accepts only
        when that is ~ (`attached_to_it`)."""
        kinds = tuple(w.capitalize() for w in str(items[0]).split(" and "))
        key = "attached_to_source" if str(items[-1]).endswith("~") else "attached_to_it"
        return ir.Count(ir.Desc((), (("subtypes", kinds), (key, True))))

    def q_spell_cards(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import CardCount

        zone, whose = items[-1]
        return CardCount(ir.Desc(INSTANT_AND_SORCERY), zone, whose)

    def q_life_total(self, _: list[Any]) -> Any:
        """119.1: "your life total" (as the effect applies, 608.2h)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("life_total", who="you")

    def q_their_life_total(self, _: list[Any]) -> Any:
        """119.1: "that player's life total", each player's own as the instruction is carried
        out for them ("~ deals damage to each player equal to half that player's life total,
        rounded down": effects/verbs._their_amount)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("life_total", who="their")

    def q_their_starting_life(self, _: list[Any]) -> Any:
        """103.3: "their starting life total": the life total the player the instruction is
        carried out for began the game with (rules/starting_life.py)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("life_total", who="their_starting")

    def q_your_starting_life(self, _: list[Any]) -> Any:
        """103.3: "your starting life total": the life total the ability's controller began
        the game with (rules/starting_life.py)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("life_total", who="your_starting")

    def q_died(self, items: list[Any]) -> Any:
        """700.4: "the number of creatures that died this turn"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        if not str(items[0]).removeprefix("nontoken ").startswith("creatures "):
            raise self._not_understood("'the number of creature that died'")
        return GameAmount("this_turn", desc=_nontoken(items[0]), who="died")

    def each_died(self, items: list[Any]) -> Any:
        """700.4: "for each creature that died this turn"."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        if str(items[0]).removeprefix("nontoken ").startswith("creatures "):
            raise self._not_understood("'for each creatures'")
        return Quantity(GameAmount("this_turn", desc=_nontoken(items[0]), who="died"))

    def each_type_died(self, items: list[Any]) -> Any:
        """700.4: "for each Zubera that died this turn" (a creature type, 205.3m, of each
        creature as it last existed)."""
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_type_died(items))

    def q_type_died(self, items: list[Any]) -> Any:
        """700.4: "the number of Zubera that died this turn"."""
        from mtg_engine.cards.oracle.amounts import GameAmount
        from mtg_engine.cards.oracle.parse import _printed_word

        kind = _printed_word(items[0])
        return GameAmount("this_turn", desc=ir.Desc(("creature",), (("subtypes", (kind,)),)),
                          who="died")

    def discard_each(self, items: list[Any]) -> tuple[str, Any, bool]:
        """"Target player discards a card for each Swamp you control" (701.8, 608.2h)."""
        from mtg_engine.cards.oracle.parse import _times

        return ("discard", _times(items[0], items[1]), False)

    def discard_equal(self, items: list[Any]) -> tuple[str, Any, bool]:
        """"Target player discards a number of cards equal to the sacrificed creature's power"
        (701.8, 608.2h)."""
        return ("discard", items[-1], False)

    def with_any_counter(self, items: list[Any]) -> tuple[str, str]:
        """122.1: "target creature with a counter on it" (of any kind)."""
        if str(items[0]) not in ("a", "an", "one"):
            raise self._not_understood("with N counters on it")
        return ("has_counter", "any")

    def with_no_counters(self, _: list[Any]) -> tuple[str, bool]:
        """122.1: "all creatures with no counters on them"."""
        return ("no_counters", True)

    def q_life_gained(self, _: list[Any]) -> Any:
        """119.9: "the amount of life you gained this turn" (each gain's amount, added up)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("this_turn", who="life_gained")

    @staticmethod
    def _not_understood(what: str) -> Exception:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        return NotUnderstood(what)

    def each_attacked(self, _: list[Any]) -> Any:
        """508.1: "for each time it has attacked this turn" (each time it was declared as an
        attacker; "it": the object a static ability's effect applies to, amounts.py)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("this_turn", who="attacked"))

    def each_kick(self, _: list[Any]) -> Any:
        """702.33d: "for each time it was kicked" (multikicker, 702.33c)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("kicked", who="times"))

    def q_times_kicked(self, items: list[Any]) -> Any:
        """702.33d: "the number of times it was kicked" (the same amount); "... that spell
        was kicked": the spell a "Whenever you cast a kicked spell" trigger remembers (603.2:
        `that_spell`, rules/amounts._kicked)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        that = str(items[0]).startswith("times that spell ")
        return GameAmount("kicked", who="that_spell" if that else "times")

    def each_commander_cast(self, _: list[Any]) -> Any:
        """903.8: "for each time you've cast your commander from the command zone this game"
        (rules/commanders.total_casts)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("commander_casts", who=_whose_commander(_[0])))

    def q_commander_casts(self, _: list[Any]) -> Any:
        """903.8: "the number of times you've cast your commander from the command zone this
        game"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("commander_casts", who=_whose_commander(_[0]))

    def q_times_mutated(self, _: list[Any]) -> Any:
        """702.140d: "the number of times ~ has mutated" (the mutating creature spells that
        merged with it, rules/amounts._mutated)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("mutated", who="self")

    def q_colors_spent(self, _: list[Any]) -> Any:
        """601.2h, 702.119a (converge): "the number of colors of mana spent to cast this
        spell" (or "... to cast it": the permanent it became; the same object either way,
        rules/amounts.py; the render's `spent_it` wording)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("colors_spent", who="this")

    def q_snow_spent(self, _: list[Any]) -> Any:
        """601.2h, 107.4h: "the amount of {S} spent to cast this spell" (mana from snow
        sources; rules/amounts.py)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("snow_spent", who="this")

    def remove_every_counter(self, items: list[Any]) -> Any:
        """122.1: "remove all counters from target permanent": every counter of each kind."""
        from mtg_engine.cards.oracle.amounts import EACH_KIND, RemoveCounters

        return RemoveCounters(EACH_KIND, "all", items[1])

    def double_each_kind(self, items: list[Any]) -> ir.PutCounters:
        """122.1: "double the number of each kind of counter on target permanent": as many
        of each kind as it has (the DSL's put_counters `double` of kind EACH_KIND)."""
        from mtg_engine.cards.oracle.amounts import DOUBLE_EACH, EACH_KIND

        return ir.PutCounters(EACH_KIND, DOUBLE_EACH, items[1])

    def q_total(self, items: list[Any]) -> Any:
        """"the total power of creatures you control" (107.1b: the sum of their powers)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        # (202.3: "the total mana value of other creatures you control", Ancient Ooze)
        stat = str(items[0]).removeprefix("the total ").replace(" ", "_")
        return GameAmount("total", stat=stat, desc=items[1])

    def q_total_moved(self, items: list[Any]) -> Any:
        """608.2c, 608.2h: "the total power of the creatures sacrificed this way" (each as it
        last existed on the battlefield: sacrificed_this_way.py)."""
        from mtg_engine.cards.oracle.sacrificed_this_way import total_sacrificed

        return total_sacrificed(str(items[0]), items[1], str(items[2]))

    def q_moved(self, items: list[Any]) -> Any:
        """608.2c: "the number of cards revealed this way" (this_way.check_this_way)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        if str(items[1]).split()[0] != "revealed":
            raise self._not_understood("the number of cards moved this way")
        return GameAmount("this_way", desc=items[0], who="revealed")

    def q_stat_of(self, items: list[Any]) -> Any:
        """208.1: "the power of target creature you control" (a target of its own)."""
        from mtg_engine.cards.oracle.amounts import Stat

        return Stat(str(items[0]).split()[0], items[1])

    def q_target_stat(self, items: list[Any]) -> Any:
        """208.1: "target creature's power" (a target of its own)."""
        from mtg_engine.cards.oracle.amounts import Stat

        return Stat(str(items[1]), ir.Obj("target", ir.Desc(("creature",))))

    def each_drawn(self, _: list[Any]) -> Any:
        """121.1: "for each card you've drawn this turn" (each draw event of yours)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("this_turn", who="drawn"))

    def each_devoured(self, _: list[Any]) -> Any:
        """702.82b: "for each creature it devoured" (the source's devour as it entered)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("devoured", who="it"))

    def each_color_spent(self, items: list[Any]) -> Any:
        """"for each color of mana spent to cast this spell" (601.2h)."""
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_colors_spent(items))

    def lose_half_life(self, items: list[Any]) -> tuple[str, Any, bool]:
        """"lose half your life, rounded up" / "loses half their life, rounded down" (119.1,
        107.1a): the life total of the player losing it (their_frame in rules/amounts.py)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        words = str(items[0]).split()
        whose = "you" if words[1] == "your" else "their"
        return ("lose_life", Quantity(GameAmount("life_total", who=whose), half=words[-1]), False)

    def for_each_spell_cards(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_spell_cards(items))


def render_half_life(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of "loses half their life, rounded up", or None for another
    lose_life."""
    from mtg_engine.cards.oracle.amount_render import _s

    v = p.get("amount")
    if not isinstance(v, dict) or "life_total" not in v:
        return None
    from mtg_engine.cards.oracle.render_phrases import RenderError

    who = refs.obj(p.get("who", "you"))
    whose = "your" if who == "you" else "their"
    if set(v) != {"life_total", "half"} or v["life_total"] != ("you" if who == "you"
                                                               else "their"):
        raise RenderError("this amount of life lost")
    return who, f"{_s(who, 'lose')} half {whose} life, rounded {v['half']}"
