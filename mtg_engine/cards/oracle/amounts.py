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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.count_phrases import CountPhrasesIR

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

    kind: str  # devotion | greatest | basic_land_types | party | players
    colors: tuple[str, ...] = ()
    stat: str = ""
    desc: ir.Desc | None = None
    zone: str = "battlefield"
    whose: str = ""  # cards in a zone: you | all
    who: str = ""  # players: opponent | all


@dataclass(frozen=True, slots=True)
class Quantity:
    """A count (107.1) times `times`, halved if `half` ("up"/"down", 107.1a), plus `plus`;
    `negate` for "-X/-X" (the X is what is counted, the effect subtracts it)."""

    base: ir.Count | CardCount | CounterCount | Stat | GameAmount | Blockers
    times: int = 1
    plus: int = 0
    half: str = ""
    negate: bool = False
    minus_from: int = 0  # "N minus <count>"


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


# "the sacrificed creature" (118.3: the permanent the cost sacrificed; the DSL's
# `sacrificed`, which dsl.py allows only with such a cost): no phrase for resolve.py
SACRIFICED = ir.Obj("sacrificed")


def scaled(count: Any, n: int) -> Any:
    """"N for each ...": the count times N (a positive whole number)."""
    if not isinstance(n, int) or n < 1:
        raise parse.NotUnderstood("X for each")
    if isinstance(count, ir.Count):
        return ir.Count(count.desc, n)
    if isinstance(count, Quantity):
        return dataclasses.replace(count, times=count.times * n)
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
    if isinstance(amount, Quantity):
        if isinstance(amount.base, Stat):
            return [] if amount.base.of == SACRIFICED else [amount.base.of]
        if isinstance(amount.base, CounterCount):
            return [amount.base.on]
        if isinstance(amount.base, Blockers):
            return [amount.base.of]
        if isinstance(amount.base, CardCount) and isinstance(amount.base.whose, ir.Player):
            return [amount.base.whose]
    return []


def instruction_phrases(ins: Any) -> list[Any]:
    """The phrases of this module's instructions, then those in the amounts of any one."""
    own: list[Any] = [ins.what] if isinstance(ins, RemoveCounters) else \
        [ins.frm, ins.to] if isinstance(ins, MoveCounters) else \
        [ins.who] if isinstance(ins, PlayerCounters) else \
        [ins.who, ins.what] if isinstance(ins, CopyToken) else []
    return own + [p for f in dataclasses.fields(ins) for p in phrases(getattr(ins, f.name))]


# ------------------------------------------------------------------ grammar -> IR


class AmountsIR(CountPhrasesIR):
    """The transformer methods of the "variable amounts" productions (mixed into parse._ToIR)."""

    def ctype(self, items: list[Any]) -> tuple[str, str]:
        """A creature type (205.3m), plural or singular, as printed (capitalised)."""
        from mtg_engine.cards.oracle.parse import _printed_word

        return ("land_type", singular_type(_printed_word(items[0])).lower())

    def noun_ctype(self, items: list[Any]) -> tuple[str, str]:
        return items[0]  # type: ignore[no-any-return]

    def source_clause_count_first(self, items: list[Any]) -> ir.Clause:
        """"~ deals damage equal to its power to target creature" (120.1)."""
        from mtg_engine.cards.oracle.parse import _own

        source, _deals, count, to = items
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

        return ir.Clause(None, (TokenHas(items[0].type == "THEY_HAVE",  # type: ignore[arg-type]
                                         quoted_ability(items[1])),))

    def cda_count_power(self, items: list[Any]) -> Any:
        """604.3: "~'s power is equal to the number of ..." (its toughness is printed)."""
        return dataclasses.replace(items[0], stat="power")

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

    def create_copy_token(self, items: list[Any]) -> tuple[str, Any]:
        if str(items[0]) not in ("a", "one"):
            raise parse.NotUnderstood("N token copies")
        return ("copy_token", items[1])

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
        on = what if what.kind in ("self", "attached") else ir.Obj("it")  # (just named)
        return ir.PutCounters(kind, Quantity(CounterCount(kind, on)), what)

    def move_counters(self, items: list[Any]) -> MoveCounters:
        """122.5: "move a +1/+1 counter from ~ onto target creature"."""
        if str(items[0]) not in ("a", "one"):
            raise parse.NotUnderstood("moving several counters")
        return MoveCounters(parse.counter_kind(str(items[1])), 1, items[3], items[4])

    def remove_counters(self, items: list[Any]) -> RemoveCounters:
        return RemoveCounters(parse.counter_kind(str(items[1])), items[0], items[3])

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
        """700.5: "your devotion to black" / "to black and red"."""
        from mtg_engine.cards.oracle.parse import COLORS

        return GameAmount("devotion", colors=tuple(COLORS[str(c)] for c in items))

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
        """305.6: "basic land types among lands you control" (domain)."""
        return GameAmount("basic_land_types", desc=items[-1])

    def q_party(self, items: list[Any]) -> GameAmount:
        """700.8: "the number of creatures in your party"."""
        if str(items[0]) not in ("creatures", "creature"):
            raise parse.NotUnderstood("a party of other permanents")
        return GameAmount("party")

    def q_opponents(self, _: list[Any]) -> GameAmount:
        """"the number of opponents you have" (102.1)."""
        return GameAmount("players", who="opponent")

    def q_this_way(self, items: list[Any]) -> GameAmount:
        """608.2c: "the life lost this way", "the damage dealt this way" (check_this_way)."""
        return GameAmount("this_way", who="life_lost" if "life" in str(items[0])
                          else "damage_dealt")

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

    def each_player_count(self, items: list[Any]) -> Quantity:
        """"for each opponent" / "for each player" at a sentence's end (102.1)."""
        return Quantity(GameAmount("players", who="opponent" if str(items[0]) == "opponent"
                                   else "all"))

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

    def q_half(self, items: list[Any]) -> Quantity:
        return Quantity(items[0], half=str(items[1]))  # 107.1a

    def q_plus(self, items: list[Any]) -> Quantity:
        w = str(items[0])
        return Quantity(items[1], plus=int(w) if w.isdigit() else parse.NUMBERS[w])

    def q_stat(self, items: list[Any]) -> Stat:
        who = str(items[0])[:-2]
        of = ir.Obj("self") if who == "~" else ir.Obj("attached") if who.startswith(
            ("enchanted", "equipped")) else SACRIFICED if who == "the sacrificed creature" \
            else ir.Obj("it", ir.Desc(("spell" if who == "that spell" else "creature",)))
        return Stat(str(items[1]), of)  # (202.3: a spell's mana value, 608.2h)

    def q_its_stat(self, items: list[Any]) -> Stat:
        return Stat(str(items[0]), ir.Obj("it"))

    def q_permanents(self, items: list[Any]) -> ir.Count:
        return ir.Count(items[0])

    def q_cards(self, items: list[Any]) -> CardCount:
        zone, whose = items[-1]
        return CardCount(items[0], zone, whose, len(items) == 3)  # ("named ~")

    def q_counters(self, items: list[Any]) -> CounterCount:
        return CounterCount(parse.counter_kind(str(items[0])), items[2])

    def zone_your_hand(self, _: list[Any]) -> tuple[str, str]:
        return ("hand", "you")

    def zone_your_graveyard(self, _: list[Any]) -> tuple[str, str]:
        return ("graveyard", "you")

    def zone_all_graveyards(self, _: list[Any]) -> tuple[str, str]:
        return ("graveyard", "all")

    def zone_player_hand(self, items: list[Any]) -> tuple[str, ir.Player]:
        """"in that player's hand" / "in their hand" (resolve.py binds the player), "in target
        opponent's hand" (a target, 115.1)."""
        w = str(items[0])
        kind = {"that player's": "that", "their": "they", "target player's": "target_player",
                "target opponent's": "target_opponent"}[w]
        return ("hand", ir.Player(kind))

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
        return word[:-3] + "y"
    if low.endswith("s") and not low.endswith("ss"):
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
        if frm != "self" and dict(ins.to.desc.filter if ins.to.desc else ()).get("other"):
            raise parse.NotUnderstood("'another target' after a target (not the source)")
        return [{"move_counters": {"kind": ins.kind, "from": frm, "to": to,
                                   "count": ins.count}}]
    if isinstance(ins, CopyToken):  # 707.2: of a target, of ~, of what the trigger event
        # involved (rules/token_copies.py: as it last existed once it has left, 608.2h)
        if low.player(ins.who):
            raise parse.NotUnderstood("another player creates a copy")
        what = low.object(ins.what, self_ok=ins.what.kind == "self")
        if not isinstance(what, str) or not (what.startswith("target")
                                             or what in ("self", "remembered")):
            raise parse.NotUnderstood("a copy of something other than a target")
        return [{"create_token": {"copy_of": what}}]
    if isinstance(ins, PlayerCounters):  # 122.1
        who = low.player(ins.who).get("who", "you")
        return [{"put_counters": {"kind": ins.kind, "what": who,
                                  "count": low.amount(ins.count)}}]
    return None


# The instructions of the text before the sentence being lowered on its own (effects.py reads
# a text sentence by sentence when the grammar doesn't read it whole): "this way" may refer to
# them (608.2c)
EFFECTS_BEFORE: ContextVar[tuple[dict[str, Any], ...]] = ContextVar("effects_before",
                                                                    default=())


def check_this_way(effects: list[dict[str, Any]]) -> None:
    """608.2c: "the life lost this way" only right after an instruction that makes players
    lose life; "the damage dealt this way" only after damage dealt by the ability's own source
    (rules/amounts.py counts those events since the resolution began)."""
    before_text = list(EFFECTS_BEFORE.get())
    effects = [*before_text, *effects]
    for i, e in enumerate(effects):
        if i < len(before_text):
            continue
        body = next(iter(e.values()))
        if not isinstance(body, dict):
            continue
        for v in body.values():
            if not (isinstance(v, dict) and "this_way" in v):
                continue
            before = [next(iter(x)) for x in effects[:i]]
            if v["this_way"] in ("destroyed", "exiled"):
                ok = _moved_this_way(effects[:i], v)
            elif v["this_way"] == "life_lost":
                ok = before[-1:] == ["lose_life"] and before.count("lose_life") == 1 \
                    and "damage" not in before
            else:
                ok = bool(before) and all(b == "damage" for b in before) and not any(
                    "source" in x["damage"] for x in effects[:i])
            if not ok:
                raise parse.NotUnderstood("'this way' after another instruction")


def _moved_this_way(before: list[dict[str, Any]], v: dict[str, Any]) -> bool:
    """608.2c: "for each <among> destroyed / exiled this way" right after one unconditional
    "destroy all <group>" / "exile all <group>" instruction, every object of which is
    <among>: then each object that instruction moved is counted (rules/amounts._this_way)."""
    verb = "destroy" if v["this_way"] == "destroyed" else "exile"
    if len(before) != 1 or verb not in before[0]:
        return False
    body = before[0][verb]
    what = body.get("what")
    if not {"what"} <= set(body) <= {"what", "no_regeneration"} or not isinstance(what, dict) \
            or set(what) != {"all"}:
        return False
    group, among = what["all"], v.get("among", {})
    for k, val in among.items():
        if k == "types":  # (any of them: every object of the group has one of these)
            if not set(group.get("types", ())) or not set(group["types"]) <= set(val):
                return False
        elif group.get(k) != val:
            return False
    return True


def damage_source(low: Any, source: ir.Obj) -> dict[str, Any]:
    """The DSL's `source` of a damage effect (120.1): none for the ability's own source, a
    target's reference ("target", "target:1") for a target that deals it; NotUnderstood for
    another object."""
    if low.res.of(source).kind == "self":
        return {}
    ref = low.object(source, self_ok=False)
    if not isinstance(ref, str) or re.fullmatch(r"target(?::\d+)?", ref) is None:
        raise parse.NotUnderstood("damage from another source")
    return {"source": ref}


def lower_quantity(q: Quantity, ref: Callable[[ir.Obj], Any]) -> dict[str, Any]:
    """The DSL amount (cards/amounts.py) of a Quantity; `ref` lowers an object phrase."""
    from mtg_engine.cards.oracle.lower import filter_of

    base = q.base
    if isinstance(base, ir.Count):
        out: dict[str, Any] = {"count": filter_of(base.desc)}
        times = q.times * base.times
    elif isinstance(base, GameAmount):
        out = lower_game(base)
        times = q.times
    elif isinstance(base, CardCount):
        f = filter_of(base.desc)
        if "controller" in f:
            raise parse.NotUnderstood("a controller of cards in a zone")
        if base.whose == "you":
            f["controller"] = "you"
        if base.named:
            f["name"] = own_name()
        out = {"count": f, "zone": base.zone}
        if isinstance(base.whose, ir.Player):  # "in that player's hand"
            of = ref(base.whose)
            if not isinstance(of, str) or not (of.startswith("target") or of in (
                    "remembered", "defending_player")):
                raise parse.NotUnderstood("cards in this player's hand")
            out["of"] = of
        times = q.times
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
                "self", "attached", "remembered", "sacrificed") and not what.startswith("target")):
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
    from mtg_engine.cards.oracle.lower import filter_of

    if g.kind == "devotion":  # 700.5
        return {"devotion": list(g.colors)}
    if g.kind == "party":  # 700.8
        return {"party": "you"}
    if g.kind == "this_way" and g.desc is not None:  # 608.2c: "each creature destroyed ..."
        return {"this_way": g.who, "among": filter_of(g.desc)}
    if g.kind in ("players", "this_way", "life_total", "this_turn", "kicked"):
        return {g.kind: g.who}
    assert g.desc is not None
    f = filter_of(g.desc)
    if g.kind == "basic_land_types":  # 305.6
        return {"basic_land_types": f}
    if g.zone != "battlefield":
        if "controller" in f:
            raise parse.NotUnderstood("a controller of cards in a zone")
        if g.whose == "you":
            f["controller"] = "you"
        return {"greatest": g.stat, "among": f, "zone": g.zone}
    return {"greatest": g.stat, "among": f}


# ------------------------------------------------------------------ DSL -> English

# "equal_first": "deals damage equal to ... to <recipient>" (equal_to: "deals damage to
# <recipient> equal to ...")
FORMS = ("for_each", "equal_to", "equal_first", "where_x")
AMOUNT_FORM: ContextVar[str] = ContextVar("AMOUNT_FORM", default="")
_WHERE = ("\x01", "\x02")  # marks ", where X is ..." until the sentence's end is known


@contextmanager
def amount_form(form: str) -> Iterator[None]:
    """Render variable amounts in one of FORMS ("" : as the older renderer does)."""
    token = AMOUNT_FORM.set(form)
    try:
        yield
    finally:
        AMOUNT_FORM.reset(token)


_USED: ContextVar[list[bool] | None] = ContextVar("AMOUNTS_USED", default=None)


def renderings(render: Callable[[], str]) -> list[tuple[str, str]]:
    """(form, text) for each form of the paragraph's variable amounts ("" first: the older
    renderer's); a form with no English for it is left out, and if none has, the first
    form's error is raised. A paragraph without variable amounts has one rendering."""
    used: list[bool] = [False]
    switches: set[str] = set()
    token = _USED.set(used)
    token2 = _SWITCH_USED.set(switches)
    try:
        out: list[tuple[str, str]] = []
        error: Exception | None = None
        for form in ("", *FORMS):
            done: list[frozenset[str]] = []
            todo: list[frozenset[str]] = [frozenset()]
            while todo:  # each combination of the other wordings the rendering offered
                on = todo.pop(0)
                done.append(on)
                with amount_form(form), _wordings(on):
                    try:
                        text = render()
                    except ValueError as e:  # RenderError: no English in this form
                        error = error or e
                        text = ""
                if text and text not in (t for _, t in out):
                    out.append((form, text))
                todo += [c for c in _combinations(switches) if c not in done and c not in todo]
            if not used[0]:
                break
    finally:
        _USED.reset(token)
        _SWITCH_USED.reset(token2)
    if not out:
        assert error is not None
        raise error
    return out


# Other wordings of one DSL, each a switch a renderer asks `wording(name)` about: the
# round trip renders every combination of the switches used and keeps the one that reads as
# printed. "each_of": "each of two target creatures" for "two target creatures" (115.3);
# "it_has": a token's quoted ability in a next sentence "It has "..."" (111.1);
# "attacking_after": "... tokens that are tapped and attacking" (508.4).
_ON: ContextVar[frozenset[str]] = ContextVar("WORDINGS_ON", default=frozenset())
_SWITCH_USED: ContextVar[set[str] | None] = ContextVar("WORDINGS_USED", default=None)


def wording(name: str) -> bool:
    """Whether this rendering says `name`'s other wording (and note that it has one)."""
    used = _SWITCH_USED.get()
    if used is not None:
        used.add(name)
    return name in _ON.get()


@contextmanager
def _wordings(on: frozenset[str]) -> Iterator[None]:
    token = _ON.set(on)
    try:
        yield
    finally:
        _ON.reset(token)


def _combinations(names: set[str]) -> list[frozenset[str]]:
    """Every subset of the switches (at most a few), the empty one first."""
    out: list[frozenset[str]] = [frozenset()]
    for n in sorted(names):
        out += [c | {n} for c in out]
    return out


def each_of(phrase: str) -> str:
    """"up to two target creatures", or "each of up to two target creatures" in the
    renderings that say so (115.3: one word "target", the same requirements)."""
    return "each of " + phrase if wording("each_of") else phrase


def _error(msg: str) -> Exception:
    from mtg_engine.cards.oracle.render import RenderError

    return RenderError(msg)


def is_variable(v: Any) -> bool:
    from mtg_engine.cards.amounts import GAME_KINDS

    return isinstance(v, dict) and ("count" in v or any(k in v for k in (
        "power_of", "toughness_of", "mana_value_of", "counters_on", "blockers_of",
        *GAME_KINDS)))


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _game_noun(v: dict[str, Any]) -> str | None:
    """The English of a GAME_KINDS amount after "equal to" / "where X is" (None for
    another amount)."""
    if "devotion" in v:  # 700.5
        return "your devotion to " + " and ".join(_COLOR_WORDS[c] for c in v["devotion"])
    if "greatest" in v:
        stat = v["greatest"].replace("_", " ")
        word = "highest" if stat == "mana value" else "greatest"
        among = _counted({"count": v["among"], "zone": v.get("zone", "battlefield")},
                         lambda r: str(r), True)
        return f"the {word} {stat} among {among}"
    if "basic_land_types" in v:  # 305.6
        return "the number of basic land types among " + _describe(v["basic_land_types"], True)
    if "party" in v:  # 700.8
        return "the number of creatures in your party"
    if "players" in v:
        if v["players"] != "opponent":
            raise _error("the number of players")
        return "the number of opponents you have"
    if "this_way" in v:  # 608.2c
        return "the life lost this way" if v["this_way"] == "life_lost" \
            else "the damage dealt this way"
    if "life_total" in v:  # 119.1 (count_phrases.py)
        return "your life total"
    if "kicked" in v:  # 702.33d: only "for each time it was kicked"
        raise _error("the number of times it was kicked")
    if "this_turn" in v:  # 700.4, 119.9 (count_phrases.py)
        return "the number of creatures that died this turn" if v["this_turn"] == "died" \
            else "the amount of life you gained this turn"
    return None


def _game_each(v: dict[str, Any]) -> str | None:
    """What "for each" names of a GAME_KINDS amount (None for another amount)."""
    if "basic_land_types" in v:
        return "basic land type among " + _describe(v["basic_land_types"], True)
    if "party" in v:
        return "creature in your party"
    if "players" in v:
        return "opponent" if v["players"] == "opponent" else "player"
    if v.get("this_turn") == "died":  # 700.4
        return "creature that died this turn"
    if v.get("this_way") in ("destroyed", "exiled"):  # 608.2c
        noun = "card" if v["this_way"] == "exiled" and not v.get("among", {}).get("types") \
            else ""
        return f"{describe_filter_of(v.get('among', {}), noun)} {v['this_way']} this way"
    if "kicked" in v:  # 702.33d (count_phrases.py)
        return f"time {'~' if wording('kicked_self') else 'it'} was kicked"
    if "devotion" in v or "greatest" in v or "this_way" in v or "life_total" in v \
            or "this_turn" in v or "kicked" in v:
        raise _error("not a 'for each' amount")
    return None


def describe_filter_of(f: dict[str, Any], noun: str) -> str:
    from mtg_engine.cards.oracle.render import describe_filter

    return describe_filter(dict(f), noun)


def _legacy(v: Any) -> bool:
    return isinstance(v, dict) and set(v) in ({"count"}, {"count", "times"})


def _describe(f: dict[str, Any], plural: bool) -> str:
    from mtg_engine.cards.oracle.render import describe_filter

    return describe_filter(f, plural=plural)


def _counted(v: dict[str, Any], obj: Callable[[Any], str], plural: bool) -> str:
    """What is counted: "creatures you control", "cards in your hand", "charge counters on
    ~" (plural for "the number of", singular for "for each")."""
    if "counters_on" in v:
        noun = "counters" if plural else "counter"
        return f"{v['kind']} {noun} on {obj(v['counters_on'])}"
    f = dict(v["count"])
    zone = v.get("zone", "battlefield")
    # 400.1: "on the battlefield": the same count as without it (every player's permanents)
    where = " on the battlefield" if "controller" not in f and wording("on_battlefield") else ""
    if zone == "battlefield" and f.get("other") and not plural:  # "for each other creature"
        return "other " + _describe({k: x for k, x in f.items() if k != "other"}, False) + where
    if zone == "battlefield":
        return _describe(f, plural) + where
    whose = f.pop("controller", None)
    if v.get("of"):  # "in that player's hand" (a player reference)
        who = obj(v["of"])
        if who == "that player" and wording("their_hand"):
            who = "their"
        elif who in ("that player", "target player", "target opponent"):
            who += "'s"
        else:
            raise _error("cards in this player's hand")
        if zone != "hand" or whose is not None:
            raise _error("cards in this player's zone")
        whose = "of"
    named = ""
    if "name" in f:  # "cards named ~": only the card's own name has English here
        if f.pop("name") != own_name():
            raise _error("cards of another name")
        named = " named ~"
    where = {("hand", "you"): "in your hand", ("graveyard", "you"): "in your graveyard",
             ("graveyard", None): "in all graveyards"}.get((zone, whose)) \
        or (f"in {who} hand" if whose == "of" else None)
    if where is None:
        raise _error("cards in this zone")
    types = [t.lower() for t in f.pop("types", [])]
    if f:
        raise _error("a quality of cards counted")
    noun = "card" if not plural else "cards"
    if types == ["instant", "sorcery"]:  # (count_phrases.py)
        types = ["instant and sorcery"]
    if len(types) > 1:
        raise _error("cards of several types")
    head = f"{types[0]} {noun}" if types else noun
    return f"{head}{named} {where}"


# an object's characteristic an amount reads (208.1, 202.3) and its English
_STATS = {"power_of": "power", "toughness_of": "toughness", "mana_value_of": "mana value"}


def noun_phrase(v: dict[str, Any], obj: Callable[[Any], str]) -> str:
    """"the number of creatures you control", "~'s power", "twice ...", "half ..., rounded
    up", "3 plus ..." (107.1a)."""
    stats = [k for k in _STATS if k in v]
    game = _game_noun(v)
    if game is not None:
        base = game
    elif "blockers_of" in v:  # 509.1h
        base = f"the number of creatures blocking {_blocked(v, obj)}"
    elif stats:
        stat = _STATS[stats[0]]
        ref = v[stats[0]]
        # "~ deals damage equal to its power"; "~ gets +X/+X ..., where X is its power" (the
        # "its_self" wording: ~ is the only object the clause names, resolve.py)
        who = "it" if ref == "its" or (ref == "self" and wording("its_self")) \
            else "the sacrificed creature" if ref == "sacrificed" else obj(ref)
        base = f"{'its' if who == 'it' else who + chr(39) + 's'} {stat}"
    else:
        base = "the number of " + _counted(v, obj, True)
    times = v.get("times", 1)
    if times == 2:
        base = "twice " + base
    elif times != 1:
        raise _error("N times a count")
    if v.get("half"):
        base = f"half {base}, rounded {v['half']}"
    if v.get("minus_from"):
        base = f"{v['minus_from']} minus {base}"
    if v.get("plus", 0) > 0:
        base = f"{v['plus']} plus {base}"
    elif v.get("plus"):
        base = f"{base} minus {-v['plus']}"
    return base


def each_phrase(v: dict[str, Any], obj: Callable[[Any], str]) -> tuple[int, str]:
    """(N, "creature you control") for "N ... for each creature you control"."""
    if any(k in v for k in _STATS) or v.get("plus") or v.get("half") or v.get("minus_from"):
        raise _error("not a 'for each' amount")
    if "blockers_of" in v:  # 509.1h
        return v.get("times", 1), f"creature blocking {_blocked(v, obj)}"
    game = _game_each(v)
    return v.get("times", 1), game if game is not None else _counted(v, obj, False)


def _blocked(v: dict[str, Any], obj: Callable[[Any], str]) -> str:
    who = obj(v["blockers_of"])
    return "it" if who in ("it", "~") and v["blockers_of"] != "self" else who


def _s(subject: str, verb: str) -> str:
    return verb if subject == "you" else verb + "s"


def _counters_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """"remove a -1/-1 counter from ~", "remove all +1/+1 counters from it", "target player
    gets a poison counter" (122.1); None for another effect."""
    from mtg_engine.cards.oracle.render import _num

    if verb == "remove_counters" and not set(p) - {"kind", "what", "count", "all"} \
            and not is_variable(p.get("count")):
        what = refs.obj(p["what"])
        if p.get("all"):
            return "", f"remove all {p['kind']} counters from {what}"
        n = p.get("count", 1)
        return "", f"remove {_num(n)} {p['kind']} counter{'' if n == 1 else 's'} from {what}"
    if verb == "move_counters" and set(p) == {"kind", "from", "to", "count"} \
            and p["count"] == 1:  # 122.5
        frm, to = refs.obj(p["from"]), refs.obj(p["to"])
        return "", f"move a {p['kind']} counter from {frm} onto {to}"
    if verb == "put_counters" and _is_player(refs, p["what"]) \
            and not is_variable(p.get("count")):
        who = refs.obj(p["what"])
        n = p.get("count", 1)
        return who, f"{_s(who, 'get')} {_num(n)} {p['kind']} counter{'' if n == 1 else 's'}"
    return None


def _is_player(refs: Any, what: Any) -> bool:
    if what in ("you", "each_opponent", "each_player"):
        return True
    if isinstance(what, str) and what.startswith("target") and ":" in what + ":":
        _, _, n = what.partition(":")
        i = int(n) if n else 0
        return i < len(refs.targets) and refs.targets[i]["kind"] in ("player", "opponent")
    return False


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of an effect with a variable amount in the current form, or
    of counters (122.1), or None to leave it to the older renderer (render._clause)."""
    counters = _counters_clause(refs, verb, p)
    if counters is not None:
        return counters
    obj = refs.obj
    keys = [k for k in ("amount", "count", "power", "toughness") if is_variable(p.get(k))]
    if verb == "damage" and p.get("source") and not keys:
        raise _error("damage from a target, not by its power")
    used = _USED.get()
    if keys and used is not None:
        used[0] = True
    form = AMOUNT_FORM.get()
    if keys and all(p[k].get("this_way") in ("life_lost", "damage_dealt") for k in keys):
        form = "equal_to"  # 608.2c: always "equal to the life lost this way" (one wording)
    if not keys or (not form and all(_legacy(p[k]) for k in keys)):
        return None
    if not form:
        raise _error("a variable amount")
    v = p[keys[0]]
    if verb in ("draw", "mill", "discard", "gain_life", "lose_life"):
        who = obj(p.get("who", "you"))
        word = {"gain_life": "gain", "lose_life": "lose"}.get(verb, verb)
        thing = "life" if verb.endswith("_life") else "card"
        if form == "for_each":
            n, each = each_phrase(v, obj)
            what = f"{n} life" if thing == "life" else ("a card" if n == 1 else f"{n} cards")
            return who, f"{_s(who, word)} {what} for each {each}"
        if form in ("equal_to", "equal_first"):
            return who, f"{_s(who, word)} {thing}{'s' if thing == 'card' else ''} equal to " \
                f"{noun_phrase(v, obj)}"
        x = f"X {thing}{'s' if thing == 'card' else ''}"
        return who, f"{_s(who, word)} {x}{_where(v, obj)}"
    if verb == "damage" and not isinstance(p["to"], list):
        source = p.get("source", "self")  # 120.1: the ability's source, or a target
        subject = "~" if source == "self" else obj(source)
        to = "itself" if source != "self" and p["to"] == source else obj(p["to"])
        if source in (p["amount"].get(k) for k in _STATS):
            v = {**v, **{k: "its" for k in _STATS if k in v}}
        if form == "for_each":
            n, each = each_phrase(v, obj)
            return subject, f"deals {n} damage to {to} for each {each}"
        if form == "equal_to":
            return subject, f"deals damage to {to} equal to {noun_phrase(v, obj)}"
        if form == "equal_first":
            return subject, f"deals damage equal to {noun_phrase(v, obj)} to {to}"
        return subject, f"deals X damage to {to}{_where(v, obj)}"
    if verb == "put_counters":
        what = obj(p["what"])
        if v == {"counters_on": p["what"], "kind": p["kind"]} and isinstance(p["what"], str):
            return "", f"double the number of {p['kind']} counters on {what}"  # 701.9e
        if form == "for_each":
            n, each = each_phrase(v, obj)
            noun = "counter" if n == 1 else "counters"
            from mtg_engine.cards.oracle.render import _num

            return "", f"put {_num(n)} {p['kind']} {noun} on {what} for each {each}"
        if form in ("equal_to", "equal_first"):
            return "", f"put a number of {p['kind']} counters on {what} equal to " \
                f"{noun_phrase(v, obj)}"
        return "", f"put X {p['kind']} counters on {what}{_where(v, obj)}"
    if verb == "pump":
        return _pump(obj, p, form)
    raise _error(f"a variable amount in {verb}")


def token_count(n: Any) -> tuple[Any, str]:
    """111.1: how many tokens "create ..." names, and what follows the token: (2, "") for
    "two ... tokens", (1, " for each creature you control"), ("a number of", " equal to
    ..."), ("X", ", where X is ...")."""
    if not is_variable(n):
        return n, ""
    used = _USED.get()
    if used is not None:
        used[0] = True
    form = AMOUNT_FORM.get()
    if form == "for_each":
        times, each = each_phrase(n, _no_object)
        return times, f" for each {each}"
    if form in ("equal_to", "equal_first"):
        return "a number of", f" equal to {noun_phrase(n, _no_object)}"
    if form == "where_x":
        return "X", _where(n, _no_object)
    raise _error("a variable number of tokens")


def _no_object(ref: Any) -> str:
    if ref == "self":
        return "~"
    raise _error("an amount about an object, in a token count")


def _pump(obj: Callable[[Any], str], p: dict[str, Any], form: str) -> tuple[str, str]:
    """"gets +X/+X until end of turn, where X is ..." / "gets +1/+0 until end of turn for
    each ..." (layer 7c, 613.4c)."""
    from mtg_engine.cards.oracle.render import pt

    what = obj(p["what"])
    get = "get" if isinstance(p["what"], dict) else _s(what, "get")
    parts = [p.get("power", 0), p.get("toughness", 0)]
    variable = [v for v in parts if is_variable(v)]
    if any(v != variable[0] for v in variable):
        raise _error("a pump by two different amounts")
    v = variable[0]
    if form == "for_each":
        _, each = each_phrase({k: x for k, x in v.items() if k not in ("times", "negate")}, obj)
        signs = [(-1 if x.get("negate") else 1) * x.get("times", 1) if is_variable(x) else x
                 for x in parts]
        return what, f"{get} {pt(*signs)} until end of turn for each {each}"
    if form in ("equal_to", "equal_first"):
        raise _error("'+N/+N equal to'")

    def one(x: Any) -> str:
        if is_variable(x):
            return "-X" if x.get("negate") else "+X"
        return "-0" if x == 0 and any(
            is_variable(y) and y.get("negate") for y in parts) else f"{x:+d}"
    base = {k: x for k, x in v.items() if k != "negate"}
    # (render_effects closes the clause with "until end of turn"; place_where puts the
    # ", where X is ..." after it)
    return what, f"{get} {one(parts[0])}/{one(parts[1])}{_where(base, obj)}"


def _where(v: dict[str, Any], obj: Callable[[Any], str]) -> str:
    """The ", where X is ..." of a sentence, marked: `place_where` puts it at the sentence's
    end."""
    return f"{_WHERE[0]}{noun_phrase(v, obj)}{_WHERE[1]}"


def place_where(text: str) -> str:
    """Each sentence's marked ", where X is ..." moved to the end of the sentence (one
    value of X per sentence)."""
    if _WHERE[0] not in text:
        return text
    import re

    out = []
    for sentence in re.split(r"(?<=\.) ", text):
        found = re.findall(f"{_WHERE[0]}(.*?){_WHERE[1]}", sentence)
        if len(set(found)) > 1:
            raise _error("two values of X in one sentence")
        sentence = re.sub(f"{_WHERE[0]}.*?{_WHERE[1]}", "", sentence)
        if found:
            sentence = sentence[:-1] + f", where X is {found[0]}."
        out.append(sentence)
    return " ".join(out)


# ------------------------------------------------------------------ static "for each" (7c)


def lower_per_static(out: dict[str, Any]) -> dict[str, Any] | None:
    """An anthem whose +N/+M is "for each ..." (statics.lower_static's `out`, power and
    toughness still IR amounts) -> a "continuous" static: layer 7c, power_per and
    toughness_per times the count `per` (LayerEffect, 613.4c, 608.2h); None if the DSL can't
    say it."""
    if "as_long_as" in out:
        return None
    counts = [v for v in (out["power"], out["toughness"]) if v != 0]
    per = [lower_quantity(v if isinstance(v, Quantity) else Quantity(v), _static_object)
           for v in counts]
    base = [{k: x for k, x in d.items() if k not in ("times", "negate")} for d in per]
    if any(b != base[0] for b in base):
        return None  # two different counts
    cont: dict[str, Any] = {k: out[k] for k in ("affects", "filter") if k in out}
    for key, v in (("power_per", out["power"]), ("toughness_per", out["toughness"])):
        if v != 0:
            d = lower_quantity(v if isinstance(v, Quantity) else Quantity(v), _static_object)
            cont[key] = -d.get("times", 1) if d.get("negate") else d.get("times", 1)
    what = dict(base[0])
    if what.get("count", {}).get("other") and out.get("affects") != "self":
        return None  # "other" than the enchanted creature / each affected one: not the source
    if set(what) == {"count"}:
        what["zone"] = "battlefield"
    cont["per"] = what
    if out.get("keywords"):
        cont["add_keywords"] = list(out["keywords"])
    return {"continuous": cont}


def _static_object(o: ir.Obj) -> str:
    """Whose counters a static ability counts: its own ("on ~") or its object's."""
    if o.kind == "self":
        return "self"
    if o.kind == "attached":
        return "attached"
    raise parse.NotUnderstood("counters on another object")


def render_per_static(p: dict[str, Any]) -> str | None:
    """English of lower_per_static's DSL: "Enchanted creature gets +1/+1 for each Forest you
    control and has flying."; None when it is not one."""
    from mtg_engine.cards.oracle.render import _join, describe_filter, pt

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
    _, each = each_phrase(p["per"], obj)
    preds = [f"{'gets' if sing else 'get'} {pt(p.get('power_per', 0), p.get('toughness_per', 0))}"
             f" for each {each}"]
    if p.get("add_keywords"):
        preds.append(f"{'has' if sing else 'have'} {_join(list(p['add_keywords']))}")
    return f"{subject} {_join(preds)}."


# Last: parse.py's transformer mixes in AmountsIR (above) when it is imported, so whichever of
# the two modules is imported first, the other finds what it needs.
from mtg_engine.cards.oracle import parse  # noqa: E402
