"""Amounts counted from this turn's history (500.1: since the turn began; 608.2h: counted
once, as the effect is carried out): "the damage already dealt to that player this turn"
(120.1, 120.3: every damage event to that player or object), "the life you've lost this
turn" / "the life they lost this turn" / "the total life lost by all players this turn" /
"for each 1 life your opponents have lost this turn" (119.3: life lost, damage to a player
included, 120.3a), "the number of cards you've drawn this turn" / "... they've drawn ..." /
"... that player has drawn ..." (121.1), "for each spell you've cast this turn" / "the number
of spells you've cast this turn" (601.2i), "for each card you've discarded this turn" / "the
number of cards target opponent discarded this turn" (701.8a), "the number of permanents
you've sacrificed this turn" (701.17a), "the number of times this ability has resolved this
turn" (608.2: this resolution among them), "the number of Goblins that entered the battlefield
under your control this turn" (603.6a).

The IR is a `TurnAmount` (an amounts.Quantity's base); its player or object is a phrase that
resolve.py binds ("that player": the target; "they" in "each opponent loses life equal to
the life they lost this turn": each opponent in turn, `of: their`). The DSL is `{this_turn:
damage_to | life_lost | drawn | cast, of: <whose>}` (cards/amounts.py; no `of`: you), counted by
rules/turn_amounts.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir

# whose life, damage or draws: "you", a player phrase, or every opponent / every player
_WHO = {"you": "you", "you've": "you", "that player": ir.Player("that"),
        "that player has": ir.Player("that"), "they": ir.Player("they"),
        "they've": ir.Player("they"), "target player": ir.Player("target_player"),
        "target opponent": ir.Player("target_opponent"), "it": ir.Obj("it"),
        "your opponents have": "opponents", "your opponents": "opponents"}
# "for each creature ... this turn" (700.4, 404.2)
_DIED_YOURS = {"into_your_graveyard": "put into your graveyard from the battlefield",
               "died_under_you": "that died under your control"}
# the DSL's `of` values that are no reference (rules/turn_amounts.py)
GROUPS = ("opponents", "all")


@dataclass(frozen=True, slots=True)
class TurnAmount:
    """What happened this turn to one player or object (or to a group of players)."""

    what: str  # damage_to (120.1) | life_lost (119.3) | drawn (121.1) | cast (601.2i)
    of: Any  # "you" | "opponents" | "all" | an ir.Player or ir.Obj phrase


def phrase_of(t: TurnAmount) -> list[Any]:
    """The phrase resolve.py binds, if any."""
    return [t.of] if isinstance(t.of, ir.Player | ir.Obj) else []


class TurnAmountsIR:
    """Transformer methods of the grammar's TURN_* terminals."""

    def q_turn_damage(self, items: list[Any]) -> Any:
        """120.1: "the damage (already) dealt to <you / that player / it> this turn"."""
        words = str(items[0]).removeprefix("the damage ").removeprefix("already ")
        who = words.removeprefix("dealt to ").removesuffix(" this turn")
        return TurnAmount("damage_to", _WHO[who])

    def q_turn_noncombat(self, _: list[Any]) -> Any:
        """120.1, 510.2: "the total amount of noncombat damage dealt to your opponents this
        turn" (Chandra's Incinerator): each damage event to an opponent that isn't combat
        damage."""
        return TurnAmount("noncombat_damage_to", "opponents")

    def q_turn_life_lost(self, items: list[Any]) -> Any:
        """119.3: "the life you've lost this turn", "the life they lost this turn", "the total
        life lost by all players this turn"."""
        text = str(items[0])
        if text.startswith("the total life lost by your opponents"):  # (their total, 119.3)
            return TurnAmount("life_lost", "opponents")
        if text.startswith("the total "):
            return TurnAmount("life_lost", "all")
        who = text.removeprefix("the life ").removesuffix(" lost this turn")
        return TurnAmount("life_lost", _WHO[who])

    def q_turn_drawn(self, items: list[Any]) -> Any:
        """121.1: "the number of cards you've drawn this turn" (each draw)."""
        who = str(items[0]).removeprefix("the number of cards ").removesuffix(
            " drawn this turn")
        return TurnAmount("drawn", _WHO[who])

    def each_opponent_who(self, items: list[Any]) -> Any:
        """"for each opponent who drew two or more cards this turn" / "... who had two or more
        lands enter the battlefield under their control this turn" (rules/opponents_who.py)."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        words = str(items[0])
        if "fewer creatures" in words:  # 108.4: "who controls fewer creatures than you"
            return Quantity(GameAmount("opponents_who", who="fewer_creatures:1"))
        if "controls more lands" in words:  # 108.4: "who controls more lands than you" (now)
            return Quantity(GameAmount("opponents_who", who="more_lands:1"))
        fact = "drew" if "drew" in words else "lands_entered"
        return Quantity(GameAmount("opponents_who", who=f"{fact}:2"))

    def q_opponents_who(self, items: list[Any]) -> Any:
        """"the number of opponents who control more lands than you", "... of your opponents
        with four or more cards in hand" (108.4, 402.1; opponents_who.py)."""
        from mtg_engine.cards.oracle.amounts import GameAmount
        from mtg_engine.cards.oracle.opponents_who import who_of

        return GameAmount("opponents_who", who=who_of(str(items[0])))

    def each_spell_cast(self, _: list[Any]) -> Any:
        """601.2i: "for each spell you've cast this turn"."""
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(TurnAmount("cast", "you"))

    def q_turn_cast(self, _: list[Any]) -> Any:
        """601.2i: "the number of spells you've cast this turn"."""
        return TurnAmount("cast", "you")

    def each_died_yours(self, items: list[Any]) -> Any:
        """700.4: "for each creature put into your graveyard from the battlefield this turn"
        (404.2: the creatures you owned), "... that died under your control this turn"."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        mine = "died_under_you" if "under your control" in str(items[0]) \
            else "into_your_graveyard"
        return Quantity(GameAmount("this_turn", who=mine))

    def q_died_yours(self, items: list[Any]) -> Any:
        """700.4: "the number of creatures that died under your control this turn", "... put
        into your graveyard from the battlefield this turn" (404.2)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        mine = "died_under_you" if "under your control" in str(items[0]) \
            else "into_your_graveyard"
        return GameAmount("this_turn", who=mine)

    def q_turn_entered(self, items: list[Any]) -> Any:
        """603.6a: "the number of Goblins that entered the battlefield under your control this
        turn" (each entry this turn, the permanent as it is or as it last existed)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("this_turn", who="entered_yours", desc=items[0])

    def q_turn_sacrificed(self, _: list[Any]) -> Any:
        """701.17a: "the number of permanents you've sacrificed this turn"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("this_turn", who="sacrificed")

    def q_turn_resolved(self, _: list[Any]) -> Any:
        """608.2: "the number of times this ability has resolved this turn" (this resolution
        among them)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("this_turn", who="ability_resolved")

    def q_turn_discarded(self, items: list[Any]) -> Any:
        """701.8a: "the number of cards you've / target opponent discarded this turn"."""
        who = str(items[0]).removeprefix("the number of cards ").removesuffix(
            " discarded this turn")
        return TurnAmount("discarded", _WHO[who])

    def each_discarded(self, _: list[Any]) -> Any:
        """701.8a: "for each card you've discarded this turn"."""
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(TurnAmount("discarded", "you"))

    def each_life_lost(self, items: list[Any]) -> Any:
        """119.3: "for each 1 life your opponents have lost this turn"."""
        from mtg_engine.cards.oracle.amounts import Quantity

        who = str(items[0]).removeprefix("1 life ").removesuffix(" lost this turn")
        return Quantity(TurnAmount("life_lost", _WHO[who]))


def lower(t: TurnAmount, ref: Any) -> dict[str, Any]:
    """The DSL of a TurnAmount; `ref` lowers a player or object phrase."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    out: dict[str, Any] = {"this_turn": t.what}
    if t.of == "you":
        return out
    of = t.of if isinstance(t.of, str) else ref(t.of)
    if not isinstance(of, str) or not (of in (*GROUPS, "their")
                                       or of.startswith("target")) \
            or of.startswith("target_controller") or (t.what == "damage_to" and of == "all"):
        raise NotUnderstood("this turn's history of this player")
    out["of"] = of
    return out


def _whose(v: dict[str, Any], obj: Any) -> str:
    """"you", "that player", "target opponent", "it" ... of the amount's `of`."""
    from mtg_engine.cards.oracle.amount_render import _error, wording

    of = v.get("of", "")
    if not of:
        return "you"
    if of in GROUPS:
        raise _error("a group of players' history")
    # "their": each player the instruction is for (cards/amounts.THEIR)
    who = "that player" if of == "their" else obj(of)
    if who not in ("that player", "target player", "target opponent", "it"):
        raise _error("this turn's history of this object")
    return "they" if who == "that player" and wording("turn_they") else who


_OWN_HISTORY = ("entered_yours", "sacrificed", "ability_resolved")


def _own_history(v: dict[str, Any], plural: bool) -> str:
    """"Goblins that entered the battlefield under your control this turn" (603.6a),
    "permanents you've sacrificed this turn" (701.17a), "times this ability has resolved this
    turn" (608.2); one of them after "for each" (not `plural`)."""
    what = v["this_turn"]
    if what == "entered_yours":
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        return (f"{describe_filter(v.get('among', {}), plural=plural)} that entered the "
                "battlefield under your control this turn")
    if what == "sacrificed":
        return f"permanent{'s' if plural else ''} you've sacrificed this turn"
    return f"time{'s' if plural else ''} this ability has resolved this turn"


def noun(v: dict[str, Any], obj: Any) -> str | None:
    """The English of a TurnAmount's DSL after "equal to" / "where X is" (None for another
    amount)."""
    from mtg_engine.cards.oracle.amount_render import _error, wording

    what = v.get("this_turn")
    if what in _OWN_HISTORY and "of" not in v:  # 603.6a, 701.17a, 608.2
        return "the number of " + _own_history(v, plural=True)
    if what in _DIED_YOURS:  # 700.4
        return f"the number of creatures {_DIED_YOURS[what]} this turn"
    if what == "discarded":  # 701.8a
        who = _whose(v, obj)
        if who == "it":
            raise _error("the cards an object discarded")
        return "the number of cards " + {"you": "you've", "they": "they've"}.get(who, who) \
            + " discarded this turn"
    if what == "cast":  # 601.2i
        if "of" in v:
            raise _error("the number of spells another player has cast")
        return "the number of spells you've cast this turn"
    if what == "noncombat_damage_to":  # 120.1, 510.2
        if v.get("of") != "opponents":
            raise _error("the noncombat damage dealt to another player")
        return "the total amount of noncombat damage dealt to your opponents this turn"
    if what not in ("damage_to", "life_lost", "drawn"):
        return None
    if what == "life_lost" and v.get("of") == "all":
        return "the total life lost by all players this turn"
    if what == "life_lost" and v.get("of") == "opponents":  # 119.3: their total
        return "the total life lost by your opponents this turn"
    if what == "damage_to" and v.get("of") == "opponents":  # 120.1, 102.3 (Notorious Throng)
        return "the damage dealt to your opponents this turn"
    who = _whose(v, obj)
    if what == "damage_to":
        already = "already " if wording("damage_already") else ""
        return f"the damage {already}dealt to {who} this turn"
    if who == "it":
        raise _error("the life or cards of an object")
    if what == "life_lost":
        return f"the life {_have(who, '')}lost this turn"
    return f"the number of cards {_have(who, 'drawn')} this turn"


def _have(who: str, verb: str) -> str:
    """"you've drawn", "they've drawn", "that player has drawn"; "you've lost", "they lost",
    "that player lost" (as printed: Children of Korlis, Wound Reflection, Archfiend of
    Despair)."""
    if not verb:  # life lost
        return {"you": "you've ", "they": "they ", "that player": "that player "}.get(
            who, f"{who} ")
    return {"you": "you've", "they": "they've"}.get(who, f"{who} has") + f" {verb}"


_FEWER = "fewer_creatures:1"  # "for each opponent who controls fewer creatures than you"
_OPPONENT_WHO = {_FEWER: "", "more_lands:1": "",
                 "drew:2": "drew two or more cards",
                 "lands_entered:2": "had two or more lands enter the battlefield under their "
                                    "control"}


def each(v: dict[str, Any]) -> str | None:
    """What "for each" names of a TurnAmount's DSL (None for another amount)."""
    from mtg_engine.cards.oracle.amount_render import _error

    if "opponents_who" in v:  # (rules/opponents_who.py)
        if v["opponents_who"] not in _OPPONENT_WHO:
            raise _error("opponents of whom another fact is true")
        if v["opponents_who"] == _FEWER:  # (not this turn's: now)
            return "opponent who controls fewer creatures than you"
        if v["opponents_who"] == "more_lands:1":  # (now: 108.4)
            return "opponent who controls more lands than you"
        return f"opponent who {_OPPONENT_WHO[v['opponents_who']]} this turn"
    what = v.get("this_turn")
    if what in _OWN_HISTORY and "of" not in v:  # 603.6a, 701.17a, 608.2: "for each ..."
        return _own_history(v, plural=False)
    if what in _DIED_YOURS:  # 700.4
        return f"creature {_DIED_YOURS[what]} this turn"
    if what == "drawn" and "of" in v:
        raise _error("for each card another player has drawn")
    if what == "discarded":  # 701.8a
        if "of" in v:
            raise _error("for each card another player has discarded")
        return "card you've discarded this turn"
    if what == "cast":  # 601.2i
        if "of" in v:
            raise _error("for each spell another player has cast")
        return "spell you've cast this turn"
    if what not in ("damage_to", "life_lost"):
        return None
    if what == "life_lost" and v.get("of") == "opponents":
        return "1 life your opponents have lost this turn"
    raise _error("not a 'for each' amount")
