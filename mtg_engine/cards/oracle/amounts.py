"""Variable amounts in the Oracle compiler (107.1, 608.2h): the IR of "for each ...", "equal
to ...", ", where X is ...", their lowering to the DSL's amounts (cards/amounts.py) and their
English for the round trip.

Grammar (grammar.lark, "variable amounts"): a count is the number of permanents matching a
description (on the battlefield), of cards in a hand or graveyard (400.1), of counters of one
kind on an object (122.1), or an object's power or toughness (608.2h: last known information
once it has left); "twice" (times 2), "half ..., rounded up/down" (107.1a) and "N plus" modify
it. ", where X is <count>" at the end of a sentence gives each X of that sentence that value
(107.3: X is then not chosen as the spell is cast).

The same amount is printed three ways ("draw a card for each creature you control", "draw
cards equal to the number of creatures you control", "draw X cards, where X is the number of
creatures you control"); the DSL says what is counted, not how it was worded, so the round
trip renders each of the three forms (`FORMS`, `amount_form`) and accepts the one that reads
as printed.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import amounts_sharing, amounts_stats, ir
from mtg_engine.cards.oracle.amounts_colors import (
    AFFECTED,
    ColorsIR,
    SameNameCards,
    affected_colors,
    lower_same_name,
)
from mtg_engine.cards.oracle.amounts_exile import ExileAmountsIR
from mtg_engine.cards.oracle.amounts_recipients import RecipientsIR
from mtg_engine.cards.oracle.amounts_this_way import SacrificeEachIR, ThisWayCardsIR
from mtg_engine.cards.oracle.card_types_amount import CardTypesIR
from mtg_engine.cards.oracle.cards_this_way import CARD_REFS, CardsThisWayIR
from mtg_engine.cards.oracle.cda_amounts import CdaQuantityIR
from mtg_engine.cards.oracle.count_phrases import CountPhrasesIR
from mtg_engine.cards.oracle.counter_kinds import CounterKindsIR, RemoveUpTo
from mtg_engine.cards.oracle.counters_chosen import CountersChosenIR, PutCountersChosen
from mtg_engine.cards.oracle.counters_move import CountersMoveIR, MoveCountersMany
from mtg_engine.cards.oracle.counters_removed import CountersRemoved, CountersRemovedIR
from mtg_engine.cards.oracle.mana_costs_amount import ManaCostsIR
from mtg_engine.cards.oracle.moved_by_controller import MovedByControllerIR
from mtg_engine.cards.oracle.player_counters import PlayerCountersIR
from mtg_engine.cards.oracle.return_any_number import ReturnAnyNumber, ReturnAnyNumberIR
from mtg_engine.cards.oracle.subtype_marks import NonSubtypeIR
from mtg_engine.cards.oracle.tap_chosen import TapChosen, TapChosenIR
from mtg_engine.cards.oracle.this_way import EFFECTS_BEFORE, check_this_way  # noqa: F401
from mtg_engine.cards.oracle.token_artifacts import ArtifactTokenIR
from mtg_engine.cards.oracle.token_cda import TokenCdaIR
from mtg_engine.cards.oracle.token_stats import TokenStatsIR
from mtg_engine.cards.oracle.turn_amounts import TurnAmount, TurnAmountsIR
from mtg_engine.cards.oracle.you_scry import YouScryIR

# ------------------------------------------------------------------ IR


@dataclass(frozen=True, slots=True)
class CardCount:
    """The number of cards matching `desc` in a hand or graveyard (400.1): `whose` "you"
    ("in your graveyard") or "all" ("in all graveyards")."""

    desc: ir.Desc
    zone: str  # hand | graveyard
    whose: Any  # you | all | the ir.Player whose hand ("that player's hand")
    named: bool = False  # "cards named ~": the card's own name (201.4b's name, not 201.5)


@dataclass(frozen=True, slots=True)
class CounterCount:
    """The number of `kind` counters on an object (122.1)."""

    kind: str
    on: ir.Obj


# 701.9e: "double the number of +1/+1 counters on each creature you control": each object
# gets as many as it has (the DSL's put_counters `double`, lower.py)
DOUBLE_EACH = "double_each"
# 122.1: "remove all counters from ...", "double the number of each kind of counter on ...":
# every kind of counter the object has (the DSL's counter kind "each", effects/permanent_verbs)
EACH_KIND = "each"


@dataclass(frozen=True, slots=True)
class Stat:
    """An object's power or toughness (208.1), its last known value once it has left the
    battlefield (608.2h)."""

    stat: str  # power | toughness | mana value (202.3)
    of: ir.Obj


@dataclass(frozen=True, slots=True)
class Blockers:
    """The number of creatures blocking an object (509.1h): "for each creature blocking it"."""

    of: ir.Obj


@dataclass(frozen=True, slots=True)
class GameAmount:
    """An amount read from the game rather than from one object (608.2h), the DSL's
    `amounts.GAME_KINDS`: "your devotion to black" (700.5, `colors`), "the greatest power
    among creatures you control" (`stat`, `desc`, cards in `zone` of `whose`), "the number of
    basic land types among lands you control" (305.6), "the number of creatures in your party"
    (700.8), "for each opponent" (`who`)."""

    kind: str  # devotion | greatest | basic_land_types | party | players | card_types
    colors: tuple[str, ...] = ()
    stat: str = ""
    desc: ir.Desc | None = None
    zone: str = "battlefield"
    whose: str = ""  # cards in a zone: you | all
    who: str = ""  # players: opponent | all; player_counters: you | opponents | their
    counter_kind: str = ""  # player_counters (122.1: player_counters.py)
    # basic land types among lands "they control" (305.6, 108.4): that player's permanents
    player: ir.Player | None = None


@dataclass(frozen=True, slots=True)
class Quantity:
    """A count (107.1) times `times`, halved if `half` ("up"/"down", 107.1a), plus `plus`;
    `negate` for "-X/-X" (the X is what is counted, the effect subtracts it)."""

    base: ir.Count | CardCount | CounterCount | Stat | GameAmount | Blockers | CountersRemoved \
        | TurnAmount
    times: int = 1
    plus: int = 0
    half: str = ""
    negate: bool = False
    minus_from: int = 0  # "N minus <count>"
    also: Quantity | None = None  # "... plus the number of ..." (107.1: a sum of counts)
    also_minus: bool = False  # "... minus the number of ...": `also` subtracted (107.1b)


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """"remove N <kind> counters from <object>" / "remove all <kind> counters from ..."
    (122.1; `count` "all")."""

    kind: str
    count: Any
    what: ir.Obj


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """122.5: "move a +1/+1 counter from <object> onto <object>"."""

    kind: str
    count: int
    frm: ir.Obj
    to: ir.Obj


@dataclass(frozen=True, slots=True)
class PlayerCounters:
    """122.1: "[player] get(s) N <kind> counters" (poison: 704.5c; experience...)."""

    who: Any
    kind: str
    count: Any


@dataclass(frozen=True, slots=True)
class CopyToken:
    """707.2, 111.1: "create a token that's a copy of target <object>" (its copiable values
    as the effect resolves; an illegal target, gone, gives none: 608.2b)."""

    who: Any
    what: ir.Obj
    excepts: str = ""  # 707.9b: the words after ", except" (token_copy_except.py)
    count: int = 1  # "create two tokens that are copies of ..." (111.1)
    tapped: bool = False  # "create two tapped tokens that are copies of ~" (they enter tapped)


# "the sacrificed creature" (118.3: the permanent the cost sacrificed; the DSL's
# `sacrificed`, which dsl.py allows only with such a cost): no phrase for resolve.py
SACRIFICED = ir.Obj("sacrificed")


def scaled(count: Any, n: int) -> Any:
    """"N for each ...": the count times N (a positive whole number)."""
    if not isinstance(n, int) or n < 1:
        raise parse.NotUnderstood("X for each")
    if isinstance(count, ir.Count):
        return ir.Count(count.desc, n)
    if isinstance(count, Quantity):  # (N times "beyond the first": N less, 107.1b)
        return dataclasses.replace(count, times=count.times * n, plus=count.plus * n)
    raise parse.NotUnderstood("for each")


def own_amount(source: ir.Obj, amount: Any) -> Any:
    """In "[source] deals damage equal to its power", "its" is the source's: the same phrase,
    so that resolve.py binds both alike."""
    if isinstance(amount, Quantity) and isinstance(amount.base, Stat) \
            and amount.base.of == ir.Obj("it"):
        return dataclasses.replace(amount, base=Stat(amount.base.stat, source))
    if isinstance(amount, Quantity) and isinstance(amount.base, Blockers) \
            and amount.base.of == ir.Obj("it"):  # "~ gets +1/+1 for each creature blocking it"
        return dataclasses.replace(amount, base=Blockers(source))
    return amount


def phrases(amount: Any) -> list[ir.Obj]:
    """The object phrases inside an amount ("its power", "counters on it"), for resolve.py."""
    if isinstance(amount, Quantity) and amount.also is not None:  # (107.1: a sum)
        return [*phrases(dataclasses.replace(amount, also=None)), *phrases(amount.also)]
    if isinstance(amount, Quantity):
        if isinstance(amount.base, Stat):
            return [] if amount.base.of == SACRIFICED else [amount.base.of]
        if isinstance(amount.base, CounterCount):
            return [amount.base.on]
        if isinstance(amount.base, Blockers):
            return [amount.base.of]
        if isinstance(amount.base, CardCount) and isinstance(amount.base.whose, ir.Player):
            return [amount.base.whose]
        if isinstance(amount.base, SameNameCards):  # (amounts_colors.py)
            return [amount.base.of]
        if isinstance(amount.base, GameAmount) and amount.base.player is not None:
            return [amount.base.player]
        if isinstance(amount.base, TurnAmount):  # (turn_amounts.py)
            from mtg_engine.cards.oracle.turn_amounts import phrase_of

            return phrase_of(amount.base)
    return []


def stat_phrases(ins: Any) -> set[int]:
    """The ids of the object phrases whose power, toughness or mana value an amount of `ins`
    reads ("that creature's toughness"), or its counters ("for each fungus counter on that
    creature", 122.1): read as the object last existed once it has left its zone (608.2h), so
    such a phrase may name an object that is gone (resolve.py)."""
    out: set[int] = set()
    for f in dataclasses.fields(ins):
        v = getattr(ins, f.name)
        if isinstance(v, Quantity) and isinstance(v.base, Stat) and v.base.of != SACRIFICED:
            out.add(id(v.base.of))
        elif isinstance(v, Quantity) and isinstance(v.base, CounterCount) \
                and isinstance(v.base.on, ir.Obj):
            out.add(id(v.base.on))  # (rules/amounts.py: "left_with_counters")
    return out


def instruction_phrases(ins: Any) -> list[Any]:
    """The phrases of this module's instructions, then those in the amounts of any one."""
    own: list[Any] = [ins.what] if isinstance(ins, (RemoveCounters, RemoveUpTo)) else \
        [ins.frm, ins.to] if isinstance(ins, MoveCounters | MoveCountersMany) else \
        [ins.who] if isinstance(ins, PlayerCounters) else \
        [ins.who, ins.what] if isinstance(ins, CopyToken) else []
    return own + [p for f in dataclasses.fields(ins) for p in phrases(getattr(ins, f.name))]


# ------------------------------------------------------------------ grammar -> IR


class AmountsIR(CountPhrasesIR, TokenCdaIR, TokenStatsIR, NonSubtypeIR, TapChosenIR,
                CountersRemovedIR, TurnAmountsIR, CardsThisWayIR, CardTypesIR, ManaCostsIR,
                MovedByControllerIR, CdaQuantityIR, YouScryIR,
                CounterKindsIR, PlayerCountersIR, CountersChosenIR, CountersMoveIR,  # (122.1)
                SacrificeEachIR, ThisWayCardsIR, ColorsIR, ReturnAnyNumberIR, ExileAmountsIR,
                amounts_sharing.SharingIR, RecipientsIR, ArtifactTokenIR):
    """The transformer methods of the "variable amounts" productions (mixed into parse._ToIR)."""

    def ctype(self, items: list[Any]) -> tuple[str, str]:
        """A creature type (205.3m), plural or singular, as printed (capitalised)."""
        from mtg_engine.cards.oracle.parse import _printed_word

        if str(items[0]).lower() in ("commander", "commanders"):  # 903.3: not a subtype
            return ("commander_noun", True)
        return ("land_type", singular_type(_printed_word(items[0])).lower())

    def noun_ctype(self, items: list[Any]) -> tuple[str, str]:
        return items[0]  # type: ignore[no-any-return]

    def source_clause_count_first(self, items: list[Any]) -> ir.Clause:
        """"~ deals damage equal to its power to target creature" (120.1)."""
        from mtg_engine.cards.oracle.parse import _own

        source, _deals, count, to = items
        if isinstance(count, Quantity) and isinstance(count.base, CounterCount) \
                and count.base.on == ir.Obj("it"):
            # "~ deals damage equal to the number of +1/+1 counters on it to target creature":
            # "it", before the recipient is named, is the source (the only object named yet)
            count = dataclasses.replace(count, base=CounterCount(count.base.kind, source))
        return ir.Clause(source, (ir.Damage(source, _own(source, count), (to,)),))

    def damage_to_itself(self, items: list[Any]) -> ir.Clause:
        """"Target creature deals damage to itself equal to its power" (120.1): "itself" is
        the source ("it", bound to the phrase before it by resolve.py)."""
        from mtg_engine.cards.oracle.parse import _own

        source, _deals, count = items
        return ir.Clause(source, (ir.Damage(source, _own(source, count), (ir.Obj("it"),)),))

    def put_counters_each(self, items: list[Any]) -> ir.PutCounters:
        """"put a +1/+1 counter on ~ for each ..." (122.1, 608.2h)."""
        return ir.PutCounters(parse.counter_kind(str(items[1])), scaled(items[4], items[0]), items[3])

    def create_tokens_list(self, items: list[Any]) -> Any:
        """"create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink": one
        creation per token (111.1), in order (tokens_x.py)."""
        from mtg_engine.cards.oracle.tokens_x import several_creations

        return several_creations([self.create_token([i]) for i in items])  # type: ignore[attr-defined]

    def create_token_each(self, items: list[Any]) -> tuple[str, Any, bool, Any, bool]:
        """"create a 1/1 ... token for each ..." (111.1, 608.2h)."""
        count, tapped, token = items[0]
        return ("create_token", scaled(items[1], count), tapped, token, False)

    def create_token_equal(self, items: list[Any]) -> tuple[str, Any, bool, Any, bool]:
        """"create a number of 1/1 ... tokens equal to ..." (111.1, 608.2h)."""
        count, tapped, token = items[0]
        if getattr(count, "type", "") != "A_NUMBER_OF":
            raise parse.NotUnderstood("N tokens equal to")
        return ("create_token", items[1], tapped, token, False)

    def st_pump_where_x(self, items: list[Any]) -> tuple[str, Any]:
        """A static "gets +X/+X, where X is the number of cards in your hand" (107.3: X is
        that count; 613.4c, 608.2h): "for each" by another wording (render_per_static)."""
        from mtg_engine.cards.oracle.parse import per_each

        q = items[2][1]

        def part(w: str) -> Any:
            if w in ("+x", "-x"):
                return per_each(q, 1 if w == "+x" else -1)
            if int(w) != 0:
                raise parse.NotUnderstood("+X/+N")
            return 0
        p, t = str(items[1]).split("/")
        if "x" not in p + t:
            raise parse.NotUnderstood("', where X is' with no X")
        return ("pump", (part(p), part(t)))

    def st_pump_each(self, items: list[Any]) -> tuple[str, Any]:
        """A static "gets +1/+0 for each artifact you control" (613.4c, 608.2h)."""
        from mtg_engine.cards.oracle.parse import per_each

        p, t = str(items[1]).split("/")
        if "x" in p or "x" in t:
            raise parse.NotUnderstood("+X/+X for each")
        return ("pump", (per_each(items[2], int(p)), per_each(items[2], int(t))))

    def creature_token_quoted(self, items: list[Any]) -> ir.TokenDef:
        """111.1: "a 1/1 ... creature token with [flying and] "<ability>"" (tokens.py)."""
        from mtg_engine.cards.oracle.tokens import quoted_ability

        base = self.creature_token(items[:-1])  # type: ignore[attr-defined]
        return dataclasses.replace(base, abilities=(quoted_ability(items[-1]),))

    def token_has(self, items: list[Any]) -> ir.Clause:
        """"It has "<ability>"." after a token creation (tokens.fold_token_abilities)."""
        from mtg_engine.cards.oracle.tokens import TokenHas, quoted_ability

        kws = items[1] if isinstance(items[1], tuple) else ()  # ("It has flying and "..."")
        return ir.Clause(None, (TokenHas(items[0].type == "THEY_HAVE",  # type: ignore[arg-type]
                                         quoted_ability(items[-1]), kws),))

    def cda_count_power(self, items: list[Any]) -> Any:
        """604.3: "~'s power is equal to the number of ..." (its toughness is printed)."""
        return dataclasses.replace(items[0], stat="power")

    def cda_count_toughness(self, items: list[Any]) -> Any:
        """604.3: "~'s toughness is equal to the number of ..." (its power is printed)."""
        return dataclasses.replace(items[0], stat="toughness")

    def counted_types(self, items: list[Any]) -> ir.CountedPT:
        """604.3: "~'s power and toughness are each equal to the number of Elves you control"
        (permanents of a creature type, 205.3m; "other": not ~ itself)."""
        from mtg_engine.cards.oracle.static_words import _MARKED_PLURAL

        where, word, adjs = items[-1], str(items[-2]), items[:-2]
        if where[0] != "battlefield":
            raise parse.NotUnderstood("cards of a creature type in a zone")
        return ir.CountedPT(self.desc(adjs), (_MARKED_PLURAL[word],),  # type: ignore[attr-defined]
                            where[0], where[1])

    def in_your_hand(self, _: list[Any]) -> tuple[str, str]:
        return ("hand", "you")  # (a CDA's count: statics.py's `where`)

    def with_counter(self, items: list[Any]) -> tuple[str, str]:
        """"creature with a +1/+1 counter on it" (122.1): a filter's has_counter."""
        if str(items[0]) not in ("a", "an", "one"):
            raise parse.NotUnderstood("with N counters on it")
        return ("has_counter", parse.counter_kind(str(items[1])))

    def without_counter(self, items: list[Any]) -> tuple[str, str]:
        """"permanent without a fate counter on it" (122.1): a filter's no_counter."""
        if str(items[0]) not in ("a", "an"):
            raise parse.NotUnderstood("without N counters on it")
        return ("no_counter", parse.counter_kind(str(items[1])))

    def create_copy_token(self, items: list[Any]) -> tuple[str, Any]:
        if str(items[0]) not in ("a", "one"):
            raise parse.NotUnderstood("N token copies")
        return ("copy_token", items[1])

    def create_copy_tokens(self, items: list[Any]) -> tuple[str, Any, str, int]:
        """111.1, 707.2: "create two tokens that are copies of target creature"."""
        n = parse.NUMBERS.get(str(items[0]), 0)
        if n < 2:
            raise parse.NotUnderstood("N token copies")
        if len(items) > 2:  # 707.9b: "..., except they're not legendary"
            from mtg_engine.cards.oracle.token_copy_except import exception_text, lower_exception

            lower_exception(exception_text(items[2]))  # (NotUnderstood for another)
            return ("copy_token", items[1], exception_text(items[2]), n)
        return ("copy_token", items[1], "", n)

    def create_tapped_copy_tokens(self, items: list[Any]) -> tuple[str, Any, str, int, bool]:
        """111.1: "create two tapped tokens that are copies of ~" (they enter tapped)."""
        if not isinstance(items[0], int) or items[0] < 2:
            raise parse.NotUnderstood("N tapped token copies")
        return ("copy_token", items[-1], "", items[0], True)

    def create_copy_token_except(self, items: list[Any]) -> tuple[str, Any, str]:
        """707.9b: "create a token that's a copy of target creature, except it has haste"."""
        from mtg_engine.cards.oracle.token_copy_except import exception_text, lower_exception

        kind, what = self.create_copy_token(items[:2])
        text = exception_text(items[2])
        lower_exception(text)  # (NotUnderstood for an exception the engine can't make)
        return (kind, what, text)

    def desc_token(self, items: list[Any]) -> ir.Desc:
        """"creature token you control": a description of tokens (111.1)."""
        rest = [i for i in items if getattr(i, "type", "") != "TOKENWORD"]
        return self.desc([*rest, ("token", True)])  # type: ignore[attr-defined]

    def copy_each(self, items: list[Any]) -> ir.Clause:
        """707.2: "For each creature target player controls, create a token that's a copy of
        that creature" (token_copy_except.py)."""
        from mtg_engine.cards.oracle.token_copy_except import copy_each

        return copy_each(items)

    def get_counters(self, items: list[Any]) -> tuple[str, Any, bool, str]:
        """"gets a poison counter" (122.1: counters on a player)."""
        kind = str(items[1])
        if "/" in kind:
            raise parse.NotUnderstood("+1/+1 counters on a player")
        return ("get_counters", items[0], False, kind)

    def double_counters(self, items: list[Any]) -> ir.PutCounters:
        """701.9e: "double the number of +1/+1 counters on ~": put as many of those counters
        on it as it already has (counted as the effect is applied, 608.2h)."""
        kind, what = parse.counter_kind(str(items[0])), items[2]
        if what.kind == "group" or (what.kind == "target" and what.count != 1):
            # "on each creature you control", "on each of any number of target creatures":
            # each its own (Kalonian Hydra, Solidarity of Heroes)
            return ir.PutCounters(kind, DOUBLE_EACH, what)
        on = what if what.kind in ("self", "attached") else ir.Obj("it")  # (just named)
        return ir.PutCounters(kind, Quantity(CounterCount(kind, on)), what)

    def move_counters(self, items: list[Any]) -> MoveCounters:
        """122.5: "move a +1/+1 counter from ~ onto target creature"."""
        if str(items[0]) not in ("a", "one"):
            raise parse.NotUnderstood("moving several counters")
        return MoveCounters(parse.counter_kind(str(items[1])), 1, items[3], items[4])

    def move_all_counters(self, items: list[Any]) -> MoveCounters:
        """122.5: "move all counters from ~ onto target creature": each of each kind."""
        return MoveCounters(EACH_KIND, 0, items[1], items[2])

    def remove_counters(self, items: list[Any]) -> RemoveCounters:
        return RemoveCounters(parse.counter_kind(str(items[1])), items[0], items[3])

    def remove_counters_each(self, items: list[Any]) -> RemoveCounters:
        """"remove a +1/+1 counter from ~ for each card in target opponent's hand" (122.1,
        608.2h: counted as it is carried out; fewer there, all of them are removed)."""
        return RemoveCounters(parse.counter_kind(str(items[1])), scaled(items[4], items[0]),
                              items[3])

    def remove_all_counters(self, items: list[Any]) -> RemoveCounters:
        return RemoveCounters(parse.counter_kind(str(items[0])), "all", items[2])

    def where_x(self, items: list[Any]) -> tuple[str, Any]:
        return ("where_x", items[0])

    def for_each_card(self, items: list[Any]) -> Quantity:
        zone, whose = items[-1]
        return Quantity(CardCount(items[0], zone, whose, len(items) == 3))

    def for_each_marked(self, items: list[Any]) -> ir.Count:
        """"for each other Giant you control" in a static ability (the type marked by
        statics.mark_subtypes)."""
        from mtg_engine.cards.oracle.static_words import _SUBTYPE_NAMES

        word = next(str(i) for i in items if getattr(i, "type", "") == "MARKED_TYPE")
        rest = [i for i in items if getattr(i, "type", "") != "MARKED_TYPE"]
        return ir.Count(self.desc([*rest, ("land_type", _SUBTYPE_NAMES[word].lower())]))  # type: ignore[attr-defined]

    def q_devotion(self, items: list[Any]) -> GameAmount:
        """700.5: "your devotion to black" / "to black and red"; "the number of red mana
        symbols in the mana costs of permanents you control" (700.5's own definition)."""
        from mtg_engine.cards.oracle.parse import COLORS

        return GameAmount("devotion", colors=tuple(COLORS[str(c)] for c in items
                                                   if str(c) in COLORS))

    def q_greatest(self, items: list[Any]) -> GameAmount:
        """"the greatest power among creatures you control", "the highest mana value among
        permanents you control" (0 with none, 107.1b)."""
        word, stat = str(items[0]).split()[-1], str(items[1])
        if (word == "highest") != (stat == "mana value"):
            raise parse.NotUnderstood("this wording of the greatest")
        return GameAmount("greatest", stat=stat.replace(" ", "_"), desc=items[2])

    def q_greatest_cards(self, items: list[Any]) -> GameAmount:
        """"the greatest power among creature cards in your graveyard"."""
        g = self.q_greatest(items[:3])
        zone, whose = items[3]
        return dataclasses.replace(g, zone=zone, whose=whose)

    def q_domain(self, items: list[Any]) -> GameAmount:
        """305.6: "basic land types among lands you control" (domain); "... among lands they
        control" (108.4: that player's)."""
        from mtg_engine.cards.oracle.amounts_players import player_of

        if len(items) == 3:
            return GameAmount("basic_land_types", desc=items[1], player=player_of(items[2]))
        return GameAmount("basic_land_types", desc=items[-1])

    def q_party(self, items: list[Any]) -> GameAmount:
        """700.8: "the number of creatures in your party"."""
        if str(items[0]) not in ("creatures", "creature"):
            raise parse.NotUnderstood("a party of other permanents")
        return GameAmount("party")

    def q_dungeons(self, items: list[Any]) -> GameAmount:
        """309.7: "for each dungeon you've completed", "... differently named dungeon ..."
        (201.2: the names counted once each)."""
        return GameAmount("dungeons_completed",
                          who="different" if str(items[0]).startswith("differently") else "all")

    def q_hand_most(self, _: list[Any]) -> GameAmount:
        """402.1: "the number of cards in the hand of the opponent with the most cards in
        hand" (the most among your opponents' hands)."""
        return GameAmount("hand_most", who="opponent")

    def q_opponents(self, _: list[Any]) -> GameAmount:
        """"the number of opponents you have" (102.1)."""
        return GameAmount("players", who="opponent")

    def q_this_way(self, items: list[Any]) -> GameAmount:
        """608.2c: "the life lost this way", "the damage dealt this way" (check_this_way)."""
        words = str(items[0])
        return GameAmount("this_way", who="life_lost" if "life" in words
                          else "mana_paid" if "mana" in words else "damage_dealt")

    def each_moved(self, items: list[Any]) -> Quantity:
        """608.2c: "for each creature destroyed this way", "for each card exiled this way"
        (check_this_way: only right after the instruction that moved them)."""
        return Quantity(GameAmount("this_way", desc=items[0], who=str(items[1]).split()[0]))

    def each_game(self, items: list[Any]) -> Quantity:
        """"for each basic land type among ...", "for each creature in your party"."""
        return Quantity(items[0])

    def each_blocking(self, items: list[Any]) -> Quantity:
        """"for each creature blocking it" (509.1h)."""
        if str(items[0]) != "creature":
            raise parse.NotUnderstood("for each non-creature blocking")
        return Quantity(Blockers(items[1]))

    def each_blocking_beyond(self, items: list[Any]) -> Quantity:
        """"for each creature blocking it beyond the first" (509.1h): one less than the
        blockers, never below 0 (107.1b)."""
        return dataclasses.replace(self.each_blocking(items[:2]), plus=-1)

    def each_player_count(self, items: list[Any]) -> Quantity:
        """"for each opponent" / "for each player" at a sentence's end (102.1)."""
        return Quantity(GameAmount("players", who="opponent" if str(items[0]) == "opponent"
                                   else "all"))

    def named_self(self, _: list[Any]) -> tuple[str, str]:
        """201.4b: "creatures named ~": the card's own name (a filter's `name`)."""
        return ("name", own_name())

    def lose_life_each(self, items: list[Any]) -> tuple[str, Any, bool]:
        """"loses 1 life for each artifact they control" (119.3, 608.2h)."""
        from mtg_engine.cards.oracle.parse import _times

        return ("lose_life", _times(items[0], items[1]), False)

    def for_each_theirs(self, items: list[Any]) -> Quantity:
        """"for each creature target player controls" (108.4, amounts_players.py)."""
        from mtg_engine.cards.oracle.amounts_players import player_of

        return Quantity(CardCount(items[0], "battlefield", player_of(items[1])))

    def q_theirs(self, items: list[Any]) -> CardCount:
        """"the number of lands that player controls" (108.4, amounts_players.py)."""
        from mtg_engine.cards.oracle.amounts_players import player_of

        return CardCount(items[0], "battlefield", player_of(items[1]))

    def for_each_counter(self, items: list[Any]) -> Quantity:
        return Quantity(CounterCount(parse.counter_kind(str(items[0])), items[2]))

    def equal_to(self, items: list[Any]) -> Any:
        q = items[0]
        if q == Quantity(q.base) and isinstance(q.base, ir.Count):
            return q.base  # the number of permanents: {count: filter} as before
        return q

    def quantity(self, items: list[Any]) -> Quantity:
        return items[0] if isinstance(items[0], Quantity) else Quantity(items[0])

    def q_minus(self, items: list[Any]) -> Quantity:
        """"the number of cards in their hand minus 4" (107.1b: never below 0)."""
        w = str(items[1])
        return Quantity(items[0], plus=-(int(w) if w.isdigit() else parse.NUMBERS[w]))

    def q_minus_from(self, items: list[Any]) -> Quantity:
        """"3 minus the number of cards in their hand" (107.1b: never below 0)."""
        w = str(items[0])
        if isinstance(items[1], Quantity):
            raise parse.NotUnderstood("N minus a modified count")
        return Quantity(items[1], minus_from=int(w) if w.isdigit() else parse.NUMBERS[w])

    def q_twice(self, items: list[Any]) -> Quantity:
        return Quantity(items[0], times=2)

    def q_thrice(self, items: list[Any]) -> Quantity:
        return Quantity(items[-1], times=3)  # "three times the number of ..." (107.1)

    def q_half(self, items: list[Any]) -> Quantity:
        return Quantity(items[0], half=str(items[1]))  # 107.1a

    def q_sum(self, items: list[Any]) -> Quantity:
        """"the number of Forests you control plus the number of Treefolk you control" (107.1:
        a sum of two counts)."""
        return Quantity(items[0], also=Quantity(items[1]))

    def q_difference(self, items: list[Any]) -> Quantity:
        """"the number of cards in your hand minus the number of cards in that player's hand"
        (107.1b: never below 0)."""
        return Quantity(items[0], also=Quantity(items[1]), also_minus=True)

    def q_plus(self, items: list[Any]) -> Quantity:
        w = str(items[0])
        return Quantity(items[1], plus=int(w) if w.isdigit() else parse.NUMBERS[w])

    def q_stat(self, items: list[Any]) -> Stat:
        who = str(items[0])[:-2]
        if who.endswith(" card") and who not in ("that card", "the revealed card", "the card",
                                                 "the exiled card") \
                and str(items[1]) != "mana value":
            # 608.2h: a card revealed or discarded has no last known power and toughness the
            # engine keeps (rules/amounts.py; a target card's: amounts_stats.card_stat; the
            # card a spell's cost revealed stays in the hand, rules/cost_revealed.py; a card
            # an instruction revealed is refused by lower_amount)
            raise parse.NotUnderstood("that card's power or toughness")
        of = ir.Obj("self") if who == "~" else ir.Obj("attached") if who.startswith(
            ("enchanted", "equipped")) else SACRIFICED if who.startswith("the sacrificed ") \
            else ir.Obj("it", ir.Desc((who.split()[-1] if who.startswith("that ")
                                       or who.count(" ") == 1 else who[4:],)))
        return Stat(str(items[1]), of)  # (202.3: a spell's mana value, 608.2h)

    def q_its_stat(self, items: list[Any]) -> Stat:
        return Stat(str(items[0]), ir.Obj("it"))

    def q_permanents(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts_players import theirs

        count = theirs(items[0])  # 108.4: "the number of lands that player controls"
        return ir.Count(items[0]) if count is None else count

    def q_cards(self, items: list[Any]) -> CardCount:
        zone, whose = items[-1]
        return CardCount(items[0], zone, whose, len(items) == 3)  # ("named ~")

    def q_counters(self, items: list[Any]) -> CounterCount:
        return CounterCount(parse.counter_kind(str(items[0])), items[2])

    def zone_your_hand(self, _: list[Any]) -> tuple[str, str]:
        return ("hand", "you")

    def zone_your_graveyard(self, _: list[Any]) -> tuple[str, str]:
        return ("graveyard", "you")

    def zone_opponents_graveyards(self, _: list[Any]) -> tuple[str, str]:
        return ("graveyard", "opponent")

    def zone_opponents_hands(self, _: list[Any]) -> tuple[str, str]:
        return ("hand", "opponent")

    def zone_all_hands(self, _: list[Any]) -> tuple[str, str]:
        return ("hand", "all")

    def zone_all_graveyards(self, _: list[Any]) -> tuple[str, str]:
        return ("graveyard", "all")

    def zone_player_hand(self, items: list[Any]) -> tuple[str, ir.Player]:
        """"in that player's hand" / "in their hand" (resolve.py binds the player), "in target
        opponent's hand" (a target, 115.1)."""
        from mtg_engine.cards.oracle.amounts_players import possessive

        return ("hand", possessive(str(items[0])))  # (614.12a; 108.4, 506.2)

    def zone_player_graveyard(self, items: list[Any]) -> tuple[str, ir.Player]:
        """"in their graveyard", "in target player's graveyard" (404.2: each player's own)."""
        return ("graveyard", self.zone_player_hand(items)[1])

    def zone_your_library(self, _: list[Any]) -> tuple[str, str]:
        return ("library", "you")  # 401.1: "the number of cards in your library"

    def zone_player_library(self, items: list[Any]) -> tuple[str, ir.Player]:
        """"in their library", "in target player's library" (401.1: each player's own)."""
        return ("library", self.zone_player_hand(items)[1])

    def draw_equal(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("draw", items[1], False)

    def mill_equal(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("mill", items[1], False)

    def gain_life_equal(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("gain_life", items[0], False)

    def lose_life_equal(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("lose_life", items[0], False)


def with_x(clauses: list[ir.Clause], items: list[Any]) -> list[ir.Clause]:
    """A sentence's clauses with the value its ", where X is ..." gives X (if it has one)."""
    where = [i for i in items if isinstance(i, tuple) and i and i[0] == "where_x"]
    return bind_x(clauses, where[0][1]) if where else clauses


_IRREGULAR = {"elves": "Elf", "dwarves": "Dwarf", "wolves": "Wolf", "werewolves": "Werewolf",
              "merfolk": "Merfolk", "kithkin": "Kithkin", "sphinxes": "Sphinx",
              "foxes": "Fox", "homunculi": "Homunculus", "octopi": "Octopus",
              "thopters": "Thopter"}


def singular_type(word: str) -> str:
    """"Zombies" -> "Zombie", "Elves" -> "Elf", "Allies" -> "Ally" (205.3m's creature types,
    as render._plural writes their plurals)."""
    low = word.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if low.endswith("ies"):
        from mtg_engine.core.creature_types import CREATURE_TYPES

        # 205.3m: "Zombies", "Faeries" are Zombie, Faerie ("Allies" is Ally)
        if word[:-1].capitalize() in CREATURE_TYPES:
            return word[:-1]
        return word[:-3] + "y"
    if low.endswith("s") and not low.endswith(("ss", "us")):  # "Locus" (205.3i), "Fungus"
        return word[:-1]
    return word


def bind_x(clauses: list[ir.Clause], q: Any) -> list[ir.Clause]:
    """", where X is <count>": each X of the sentence's instructions is that count ("-X" its
    negation, in "-X/-X"). A sentence with no X to give a value to is not understood."""
    if not isinstance(q, Quantity):
        q = Quantity(q)
    found = False

    def value(v: Any) -> Any:
        nonlocal found
        if v == "X":
            found = True
            return q
        if v == "-X":
            found = True
            return dataclasses.replace(q, negate=True)
        return v

    from mtg_engine.cards.oracle import tokens_x

    def bound(i: Any) -> Any:
        nonlocal found
        token = tokens_x.bind(i, q)  # "an X/X ... token" (111.3)
        found = found or token is not None
        return token or dataclasses.replace(i, **{f.name: value(getattr(i, f.name))
                                                  for f in dataclasses.fields(i)})

    out = []
    for c in clauses:
        ins = tuple(bound(i) for i in c.instructions)
        out.append(ir.Clause(c.subject, ins, c.then))
    if not found:
        raise parse.NotUnderstood("', where X is' with no X")
    return out


# ------------------------------------------------------------------ IR -> DSL


def lower_instruction(low: Any, ins: Any) -> list[dict[str, Any]] | None:
    """This module's instructions in the DSL (`low`: lower._Lowering); None for another."""
    if isinstance(ins, RemoveCounters):  # 122.1
        body: dict[str, Any] = {"kind": ins.kind, "what": low.object(ins.what)}
        if ins.count == "all":
            body["all"] = True
        else:
            body["count"] = low.amount(ins.count)
        return [{"remove_counters": body}]
    if isinstance(ins, MoveCounters):  # 122.5
        frm = low.object(ins.frm, self_ok=True)
        to = low.object(ins.to, self_ok=True)
        if not all(isinstance(r, str) and (r == "self" or re.fullmatch(r"target(?::\d+)?", r))
                   for r in (frm, to)) or frm == to:
            raise parse.NotUnderstood("moving counters between these objects")
        if frm != "self" and dict(ins.to.desc.filter if ins.to.desc else ()).get("other") \
                and not low.res.of(ins.to).another:  # (115.3: "another target" is resolve's)
            raise parse.NotUnderstood("'another target' after a target (not the source)")
        if ins.kind == EACH_KIND:  # "move all counters from ~ onto ..." (122.5)
            return [{"move_counters": {"kind": EACH_KIND, "from": frm, "to": to, "all": True}}]
        return [{"move_counters": {"kind": ins.kind, "from": frm, "to": to,
                                   "count": ins.count}}]
    if isinstance(ins, CopyToken):  # 707.2: of a target, of ~, of what the trigger event
        # involved (rules/token_copies.py: as it last existed once it has left, 608.2h)
        if low.player(ins.who):
            raise parse.NotUnderstood("another player creates a copy")
        bound = low.res.of(ins.what)  # ~, or "it" naming ~ ("When ~ dies, ... copies of it")
        card = bound.player in ("card", "card_any")  # 707.2: a card copied
        what = low.object(ins.what, self_ok=bound.kind == "self" or card)
        if card and not (isinstance(what, str) and what.startswith("target")):
            raise parse.NotUnderstood("a copy of a card other than a target")
        if ins.what.kind == "group" and isinstance(what, dict) and set(what) - {"controlled_by"} == {"all"}:
            body: dict[str, Any] = {"copy_of": what}  # "For each ..., create a copy" (707.2)
            if ins.excepts:
                from mtg_engine.cards.oracle.token_copy_except import lower_exception

                body["except"] = lower_exception(ins.excepts)
            return [{"create_token": body}]
        if not isinstance(what, str) or not (what.startswith("target")
                                             or what in ("self", "remembered", "attached")):
            # ("attached": "a copy of enchanted creature", 303.4, 301.5)
            raise parse.NotUnderstood("a copy of something other than a target")
        if ins.excepts:  # 707.9b (token_copy_except.py)
            from mtg_engine.cards.oracle.token_copy_except import lower_exception

            return [{"create_token": {"copy_of": what, "except": lower_exception(ins.excepts),
                                      **({"count": ins.count} if ins.count != 1 else {})}}]
        if ins.count != 1:  # "two tokens that are copies of ..." (111.1)
            return [{"create_token": {"copy_of": what, "count": ins.count,
                                      **({"tapped": True} if ins.tapped else {})}}]
        return [{"create_token": {"copy_of": what}}]
    if isinstance(ins, RemoveUpTo):  # 122.1, 608.2d (counter_kinds.py)
        from mtg_engine.cards.oracle.counter_kinds import lower as lower_up_to

        return lower_up_to(low, ins)
    if isinstance(ins, MoveCountersMany):  # 122.5, 608.2d (counters_move.py)
        from mtg_engine.cards.oracle.counters_move import lower as lower_move

        return lower_move(low, ins)
    if isinstance(ins, PutCountersChosen):  # 122.1, 608.2d (counters_chosen.py)
        from mtg_engine.cards.oracle.counters_chosen import lower as lower_chosen

        return lower_chosen(low, ins)
    if isinstance(ins, TapChosen):  # 701.26a (tap_chosen.py)
        from mtg_engine.cards.oracle.tap_chosen import lower as lower_tap

        return lower_tap(ins)
    if isinstance(ins, ReturnAnyNumber):  # 400.3 (return_any_number.py)
        from mtg_engine.cards.oracle.return_any_number import lower as lower_returned

        return lower_returned(ins)
    if isinstance(ins, PlayerCounters):  # 122.1
        who = low.player(ins.who).get("who", "you")
        return [{"put_counters": {"kind": ins.kind, "what": who,
                                  "count": low.amount(ins.count)}}]
    return None


def damage_source(low: Any, source: ir.Obj) -> dict[str, Any]:
    """The DSL's `source` of a damage effect (120.1): none for the ability's own source, a
    target's reference ("target", "target:1") for a target that deals it, or the object a
    trigger's event involved ("that creature", `remembered`); NotUnderstood for another."""
    if low.res.of(source).kind == "self":
        return {}
    ref = low.object(source, self_ok=False)
    if not isinstance(ref, str) or re.fullmatch(r"target(?::\d+)?|remembered", ref) is None:
        raise parse.NotUnderstood("damage from another source")
    return {"source": ref}


def lower_quantity(q: Quantity, ref: Callable[[ir.Obj], Any]) -> dict[str, Any]:
    """The DSL amount (cards/amounts.py) of a Quantity; `ref` lowers an object phrase."""
    from mtg_engine.cards.oracle.counters_removed import lower as lower_removed
    from mtg_engine.cards.oracle.lower import filter_of

    base = q.base
    if isinstance(base, ir.Count):
        out: dict[str, Any] = {"count": filter_of(base.desc)}
        times = q.times * base.times
    elif isinstance(base, GameAmount):
        out = lower_game(base)
        if base.player is not None:  # "among lands they control" (108.4)
            of = ref(base.player)
            if not isinstance(of, str) or not (of.startswith("target") or of == "remembered"):
                raise parse.NotUnderstood("basic land types among this player's lands")
            out["of"] = of
        times = q.times
    elif isinstance(base, CardCount):
        f = filter_of(base.desc)
        if "controller" in f:
            raise parse.NotUnderstood("a controller of cards in a zone")
        if base.whose in ("you", "opponent"):  # (cards/amounts.py: whose zones they are)
            f["controller"] = base.whose
        if base.named:
            f["name"] = own_name()
        out = {"count": f, "zone": base.zone}
        if isinstance(base.whose, ir.Player):  # "in that player's hand"
            of = ref(base.whose)
            if not isinstance(of, str) or not (of.startswith("target") or of in (
                    "remembered", "defending_player", "their", "chosen_player")):
                raise parse.NotUnderstood("cards in this player's hand")
            out["of"] = of
        times = q.times
    elif isinstance(base, TurnAmount):  # 119.3, 120.1, 121.1 (turn_amounts.py)
        from mtg_engine.cards.oracle.turn_amounts import lower as lower_turn

        out, times = lower_turn(base, ref), q.times
    elif isinstance(base, SameNameCards):  # 201.2 (amounts_colors.py)
        out, times = lower_same_name(base, ref), q.times
    elif isinstance(base, CountersRemoved):  # 118.3, 608.2c (counters_removed.py)
        out, times = lower_removed(base), q.times
    elif isinstance(base, Blockers):  # 509.1h
        what = ref(base.of)
        if not isinstance(what, str) or (what not in ("self", "remembered") \
                and not what.startswith("target")):
            raise parse.NotUnderstood("the creatures blocking this object")
        out = {"blockers_of": what}
        times = q.times
    else:
        what = "sacrificed" if base == Stat(getattr(base, "stat", ""), SACRIFICED) else \
            ref(base.on if isinstance(base, CounterCount) else base.of)
        if not isinstance(what, str) or what.startswith("target_controller") or (what not in (
                "self", "attached", "remembered", "sacrificed", "sacrificed_this_way",
                "event_object", "affected", "discarded", "revealed", "exiled")
                and what not in CARD_REFS and not what.startswith("target")) \
                or (what == "sacrificed_this_way" and isinstance(base, CounterCount)) \
                or ((what in CARD_REFS or what == "discarded")  # (118.3: the cost's card)
                    and getattr(base, "stat", "") != "mana value") \
                or not amounts_stats.card_stat(base, what) \
                or (what == "affected" and getattr(base, "stat", "") != "colors"):  # 202.3
            raise parse.NotUnderstood("an amount about this object")
        out = {"counters_on": what, "kind": base.kind} if isinstance(base, CounterCount) \
            else {f"{base.stat.replace(' ', '_')}_of": what}
        times = q.times
    if times != 1:
        out["times"] = times
    if q.plus:
        out["plus"] = q.plus
    if q.half:
        out["half"] = q.half
    if q.negate:
        out["negate"] = True
    if q.minus_from:
        out["minus_from"] = q.minus_from
    if q.also is not None:  # 107.1: a sum of two counts
        also = lower_quantity(q.also, ref)
        # (208.1: "its power plus its toughness", one object's: amounts_stats.py)
        if not amounts_stats.stat_sum(out, also, q.also_minus) and (
                "count" not in out or "count" not in also
                or set(also) - {"count", "zone", "of"} or q.times != 1 or q.half):
            raise parse.NotUnderstood("a sum of amounts other than two counts")
        out["minus_count" if q.also_minus else "plus_count"] = also
    if set(out) == {"count"}:
        out["zone"] = "battlefield"  # (not the older {count: filter} form)
    return out


def own_name() -> str:
    """The name of the card being compiled, for "cards named ~" (a card with one name only:
    a two-faced card's "~" names one face)."""
    from mtg_engine.cards.oracle.emblems import CARD_NAME

    name = CARD_NAME.get()
    if not name or "//" in name:
        raise parse.NotUnderstood("cards named ~ on this card")
    return name


def lower_game(g: GameAmount) -> dict[str, Any]:
    """The DSL of a GameAmount (cards/amounts.py GAME_KINDS)."""
    from mtg_engine.cards.oracle.card_types_amount import lower as lower_card_types
    from mtg_engine.cards.oracle.lower import filter_of

    if g.kind == "devotion":  # 700.5
        return {"devotion": list(g.colors)}
    if g.kind == "party":  # 700.8
        return {"party": "you"}
    if g.kind == "dungeons_completed":  # 309.7 (rules/dungeons.py)
        return {"dungeons_completed": g.who}
    if g.kind == "player_counters":  # 122.1 (player_counters.py)
        return {"player_counters": g.who, "kind": g.counter_kind}
    if g.kind in ("this_way", "this_turn") and g.desc is not None:
        # 608.2c: "each creature destroyed this way"; 700.4: "each Zubera that died this turn"
        from mtg_engine.cards.oracle.any_number_costs import COST_WAY

        paid = COST_WAY.get()  # 118.8: the objects the spell's cost used (any_number_costs)
        if g.kind == "this_way" and not g.whose and paid is not None and g.who == paid[0]:
            return {"this_way": f"cost_{g.who}", "among": filter_of(g.desc)}
        of = {"of": g.whose} if g.whose else {}  # 608.2c: "you / they controlled"
        return {g.kind: g.who, "among": filter_of(g.desc), **of}
    if g.kind == "this_turn" and g.who == "attacked":  # 508.1: "it" (the static's affected
        return {"this_turn": "attacked", "of": "it"}  # object, or ~: lower_static_pump)
    if g.kind in ("players", "this_way", "life_total", "this_turn", "kicked", "colors_spent",
                  "mutated", "commander_casts",
                  "devoured", "exiled_with", "opponents_who", "snow_spent", "hand_most"):
        return {g.kind: g.who}
    if g.kind == "card_types":  # 205.2a (card_types_amount.py)
        return lower_card_types(g.whose, g.zone)
    if g.kind in ("mana_costs", "mana_values"):  # 202.1, 202.3 (mana_costs_amount.py)
        from mtg_engine.cards.oracle.mana_costs_amount import lower as lower_mana_costs

        return lower_mana_costs(g.kind == "mana_costs" or bool(g.desc and g.desc.filter), g.kind)
    assert g.desc is not None
    f = filter_of(g.desc)
    if g.kind in ("basic_land_types", "colors_among", "powers", "names"):  # (201.2)
        return {g.kind: f}
    if g.kind == "total":  # 107.1b
        return {"total": g.stat, "among": f}
    if g.zone != "battlefield":
        if "controller" in f:
            raise parse.NotUnderstood("a controller of cards in a zone")
        if g.whose == "you":
            f["controller"] = "you"
        return {"greatest": g.stat, "among": f, "zone": g.zone}
    return {"greatest": g.stat, "among": f}


# ------------------------------------------------------------------ static "for each" (7c)


def lower_per_static(out: dict[str, Any]) -> dict[str, Any] | None:
    """An anthem whose +N/+M is "for each ..." (statics.lower_static's `out`, power and
    toughness still IR amounts) -> a "continuous" static: layer 7c, power_per and
    toughness_per times the count `per` (LayerEffect, 613.4c, 608.2h); None if the DSL can't
    say it."""
    if "as_long_as" in out:
        return None
    other = out.get("affects") != "self" and any(
        _drop_other(v) is not v for v in (out["power"], out["toughness"]))
    if other:  # "each other creature ...": other than which (amounts_sharing.py)
        out = {**out, "power": _drop_other(out["power"]),
               "toughness": _drop_other(out["toughness"])}
    out = {**out, "power": affected_colors(out["power"]),  # 105.2 (amounts_colors.py)
           "toughness": affected_colors(out["toughness"])}
    counts = [v for v in (out["power"], out["toughness"]) if v != 0]
    holder = _static_holder(out.get("affects"))
    per = [lower_quantity(v if isinstance(v, Quantity) else Quantity(v), holder)
           for v in counts]
    base = [{k: x for k, x in d.items() if k not in ("times", "negate")} for d in per]
    if any(b != base[0] for b in base):
        return None  # two different counts
    cont: dict[str, Any] = {k: out[k] for k in ("affects", "filter") if k in out}
    for key, v in (("power_per", out["power"]), ("toughness_per", out["toughness"])):
        if v != 0:
            d = lower_quantity(v if isinstance(v, Quantity) else Quantity(v), holder)
            cont[key] = -d.get("times", 1) if d.get("negate") else d.get("times", 1)
    what = dict(base[0])
    if what.get("count", {}).get("attached_to_it"):  # "attached to it": the subject's
        # (a group's: each its own, 613.4c: "Each creature you control gets +2/+0 for each
        # Equipment attached to it", rules/layer_dependency._per)
        key = "attached_to_source" if out.get("affects") == "self" else \
            "attached_with_source" if out.get("affects") in ("enchanted", "equipped") else \
            "attached_to_affected"
        what["count"] = {**{k: v for k, v in what["count"].items() if k != "attached_to_it"},
                         key: True}
    if what.get("this_turn") == "attacked" and what.get("of") == "it":  # 508.1: the object
        # the effect applies to ("Each creature you control gets +1/+0 for each time it has
        # attacked this turn": each its own, layer 7c)
        what["of"] = "self" if out.get("affects") == "self" else "affected"
    what = amounts_sharing.lower(what, out.get("affects"))  # 205.3m
    if what is None:
        return None
    if other:
        what = amounts_sharing.other_than_affected(what, out.get("affects", "filter"))
        if what is None:
            return None
    if set(what) == {"count"}:
        what["zone"] = "battlefield"
    cont["per"] = what
    if out.get("keywords"):
        cont["add_keywords"] = list(out["keywords"])
    return {"continuous": cont}


def _drop_other(v: Any) -> Any:
    """An IR count of "other ..." without its "other" (the same object when it has none)."""
    q = v if isinstance(v, Quantity) else None
    base = q.base if q is not None else v
    if not isinstance(base, ir.Count) or ("other", True) not in base.desc.filter:
        return v
    desc = ir.Desc(base.desc.nouns, tuple(kv for kv in base.desc.filter if kv != ("other", True)))
    new = dataclasses.replace(base, desc=desc)
    return dataclasses.replace(q, base=new) if q is not None else new


def _other_in_words(per: dict[str, Any]) -> dict[str, Any]:
    """A count `besides: affected` as its words say it: "each other creature ..."."""
    per = amounts_sharing.in_words(per)  # 205.3m
    if per.get("besides") != "affected":
        return per
    return {**{k: v for k, v in per.items() if k != "besides"},
            "count": {**per["count"], "other": True}}


def _static_holder(affects: Any) -> Callable[[ir.Obj], str]:
    """`_static_object`, with "it" ~ itself when the static ability affects ~: "~ gets +1/+1
    for each age counter on it" (122.1)."""
    def holder(o: ir.Obj) -> str:
        if o.kind == "it" and o.desc is None and affects == "self":
            return "self"
        return _static_object(o)
    return holder


def _static_object(o: ir.Obj) -> str:
    """Whose counters a static ability counts: its own ("on ~") or its object's; whose cards
    or permanents: the player it chose as it entered (614.12a)."""
    if isinstance(o, ir.Player) and o.kind == "chosen_player":
        return "chosen_player"
    if o == AFFECTED:  # (amounts_colors.affected_colors)
        return "affected"
    if o.kind == "self":
        return "self"
    if o.kind == "attached":
        return "attached"
    raise parse.NotUnderstood("counters on another object")


def render_per_static(p: dict[str, Any]) -> str | None:
    """English of lower_per_static's DSL: "Enchanted creature gets +1/+1 for each Forest you
    control and has flying."; None when it is not one."""
    from mtg_engine.cards.oracle.amount_render import _error, each_phrase, wording
    from mtg_engine.cards.oracle.render import pt
    from mtg_engine.cards.oracle.render_phrases import _join, describe_filter

    if "per" not in p or set(p) - {"affects", "filter", "per", "power_per", "toughness_per",
                                    "add_keywords"}:
        return None
    affects = p.get("affects", "filter")
    if affects in ("enchanted", "equipped"):
        subject, sing = f"{affects} creature", True
    elif affects == "self":
        subject, sing = "~", True
    elif affects == "filter":
        subject, sing = describe_filter(p.get("filter", {}), plural=True), False
    else:
        raise _error(f"affects {affects}")

    def obj(ref: Any) -> str:
        return {"self": "~", "attached": "enchanted creature"}.get(ref) or str(ref)
    power, toughness = p.get("power_per", 0), p.get("toughness_per", 0)
    per = _other_in_words(dict(p["per"]))
    if wording("where_x_static") and {power, toughness} <= {0, 1, -1}:  # 107.3
        from mtg_engine.cards.oracle.amount_render import noun_phrase

        xs = pt({1: "X", -1: "-X"}.get(power, 0), {1: "X", -1: "-X"}.get(toughness, 0))
        preds = [f"{'gets' if sing else 'get'} {xs}"]
        tail = f", where X is {noun_phrase(per, obj)}"
    else:
        _, each = each_phrase(per, obj)
        preds = [f"{'gets' if sing else 'get'} {pt(power, toughness)} for each {each}"]
        tail = ""
    if p.get("add_keywords"):
        if tail:
            raise _error("keywords after ', where X is'")
        preds.append(f"{'has' if sing else 'have'} {_join(list(p['add_keywords']))}")
    return f"{subject} {_join(preds)}{tail}."


# Last: parse.py's transformer mixes in AmountsIR (above) when it is imported, so whichever of
# the two modules is imported first, the other finds what it needs.
from mtg_engine.cards.oracle import parse  # noqa: E402
