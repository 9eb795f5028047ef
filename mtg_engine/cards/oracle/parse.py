"""Oracle instructions -> IR, with the declarative grammar in grammar.lark (DESIGN 8).

`parse_effect("Target player draws two cards, then discards two cards.")` returns an
`ir.Effect` whose references are not yet bound (see resolve.py), or None when the grammar
does not cover the text (an unknown word or construction): the caller then refuses the text
or tries another reading. Lark is imported on first use only (start-up stays cheap).
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import replace
from functools import lru_cache
from importlib import resources
from typing import Any

from mtg_engine.cards.oracle import ir

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
           "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
           "eighteen": 18, "nineteen": 19, "twenty": 20}  # (107.1: numbers above ten)
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_LISTS = ("colors", "not_colors", "not_types", "keywords", "not_keywords")
# qualities written after the noun ("with flying", "with power 2 or less")
# (a mana value is every kind's: "each artifact, creature, and enchantment with mana value X or
# less", Pernicious Deed; as phrases.describe reads it)
_NOUN_QUALIFIERS = frozenset({"keywords", "not_keywords", "power_le", "power_ge",
                              "toughness_le", "toughness_ge"})


class NotUnderstood(ValueError):
    """The grammar read the text but it says something the IR can't hold."""


_ITSELF = ir.Obj("itself")  # "and 3 damage to itself": the source, once source_clause knows it


# Counters with a rules meaning the engine does not give them on a permanent. (+X/+Y
# counters, 122.1a, modify power and toughness in layer 7c: rules/layers.py; keyword and
# shield counters, 122.1b-c: rules/keyword_counters.py.)
_MEANINGFUL_COUNTERS = frozenset({
    "first", "strike", "double", "poison",
    "manabond"})  # Wrath of Sod's reminder text gives its counters a meaning


def counter_kind(word: str) -> str:
    """The kind of counter "put a <word> counter" names (122.1), or NotUnderstood for one
    whose rules meaning the engine lacks."""
    if "/" in word:
        if re.fullmatch(r"[+-]\d+/[+-]\d+", word) is None:
            raise NotUnderstood(f"{word} counters (122.1a)")
        return word
    if word in _MEANINGFUL_COUNTERS:
        raise NotUnderstood(f"{word} counters (122.1b-c)")
    return word


# The start symbols of grammar.lark, in two parsers as they were built and tested: instructions
# (608.2c) and static abilities (604, parse_static); trigger conditions and intervening "if"
# clauses (603.1, 603.4, triggers.py); condition phrases (conditions.py). (One parser for
# all of them lexes some static texts differently: the contextual lexer's states are shared.)
_PARSERS = (("start", "static"), ("trigger", "if_condition"), ("cond_phrase",),
            ("look_passage",), ("hand_passage",),  # (look_top.py, hand.py)
            ("search_other_passage",), ("same_name_passage",),  # (search_other.py)
            ("cda_quantity",))  # (cda_amounts.py)


@lru_cache(maxsize=len(_PARSERS))
def grammar_parser(starts: tuple[str, ...]) -> Any:
    """The parser of grammar.lark for these start symbols. Built outside the callers' `try`:
    a grammar that doesn't build is a bug to raise, not a reason to refuse every card."""
    from mtg_engine.cards.oracle.grammar_cache import lalr_parser

    text = resources.files("mtg_engine.cards.oracle").joinpath("grammar.lark").read_text("utf-8")
    return lalr_parser(text, starts)  # (built once, then kept on disk: grammar_cache.py)


def read(start: str, src: str, transformer: Any) -> Any:
    """`src` parsed from the start symbol `start` and transformed, or None when the grammar
    can't read it (a parse error, or a NotUnderstood raised by the transformer)."""
    from lark.exceptions import LarkError, VisitError

    parser = grammar_parser(next(g for g in _PARSERS if start in g))
    try:
        return transformer.transform(parser.parse(src, start=start))
    except VisitError as e:
        if isinstance(e.orig_exc, NotUnderstood):
            return None
        raise
    except LarkError:
        return None


# The text being parsed as printed (same length as the lower-cased text the grammar reads):
# creature types are read back from it in their printed case ("Elf Warrior", 205.3m).
_PRINTED: ContextVar[str] = ContextVar("printed", default="")


def parse_effect(text: str) -> ir.Effect | None:
    """The IR of an effect's text (lower-cased here), or None if the grammar can't read it."""

    # a quoted ability's final period after its closing quote (same length: the printed
    # text is still read back by position): the sentence around it ends there (tokens.py)
    printed = text.strip().replace("−", "-").replace('."', '".')
    # 608.2h: "For each counter removed this way, ~ gets +1/+0 until end of turn." is
    # "~ gets +1/+0 until end of turn for each counter removed this way." (the count said first)
    # (122.8: "For each counter removed, ..." after a cost removing them: those removed this
    # way, Blademane Baku)
    printed = re.sub(r"(^|\. )For each counter removed, ", r"\1For each counter removed this way, ",
                     printed)
    printed = re.sub(r"(^|\. )For each ([^,.]+), ~ gets ([+-]\d+/[+-]\d+) until end of turn\.",
                     r"\1~ gets \3 until end of turn for each \2.", printed)
    # 111.1, 608.2h: "For each creature card exiled this way, create a 1/1 ... token." is
    # "Create a 1/1 ... token for each creature card exiled this way." (the count said first;
    # render.py reads both alike)
    printed = re.sub(r"(^|\. |, )([Ff])or each ([^,.\"]+), create ([^,.\"]+? tokens?)\.",
                     lambda m: f"{m[1]}{'C' if m[2] == 'F' else 'c'}reate {m[4]} for each {m[3]}.",
                     printed)
    # "... on each of up to two target creatures you control. They gain vigilance until end of
    # turn.": the creatures just named ("those creatures", resolve.py)
    # (not after "... them.": "Untap them. They gain haste" is the templates', copy_control.py)
    # ("They each get" / "Each of them gets": the same creatures, each one, 608.2c)
    printed = re.sub(r"(^|\. )(?<!\bthem\. )(?:They(?: each)?|Each of them) (gain|get)s? "
                     r"(?!\d|life\b|x\b)(?=[^.]* until end of turn\.)", r"\1Those creatures \2 ",
                     printed)
    # 111.3: "... creature token with power equal to A and toughness equal to B." is "...
    # creature token. Its power is equal to A and its toughness is equal to B." (token_stats.py)
    from mtg_engine.cards.oracle import color_groups, counted_bounds
    from mtg_engine.cards.oracle.token_stats import INLINE, INLINE_AS

    printed = re.sub(INLINE, INLINE_AS, printed)
    # 115.1: "target player and each creature and planeswalker they control": "they" is that
    # player, the only player named (Chandra, Bold Pyromancer)
    printed = re.sub(r"\b(target (?:player|opponent) and each [a-z ]+?) they control\b",
                     r"\1 that player controls", printed)
    printed = counted_bounds.as_bound(printed)  # 608.2h: "with toughness X or less, where X is"
    printed = color_groups.rewrite(printed)  # 105.2: "Green creatures and white creatures"
    src = mark_types(printed).lower()
    if not src.endswith("."):
        src += "."
        printed += "."
    token = _PRINTED.set(printed if len(printed) == len(src) else "")
    try:
        return read("start", src, _ToIR())  # type: ignore[no-any-return]
    finally:
        _PRINTED.reset(token)


# The subtypes an object description may name by themselves (205.3m creature types; 301.5,
# 303.4 Equipment, Vehicle, Aura): their printed capital letter is what tells "target Wall"
# from a word the grammar doesn't know.
_DESC_SUBTYPES: tuple[str, ...] = ()
_CTYPE_WORD: Any = None


def mark_types(printed: str) -> str:
    """Each capitalised subtype after "target" (or after another one and "or"), its first
    letter written "§" (the grammar's CTYPE; same length, so the printed word can be read
    back). Not in a sentence that creates a token: a token's creature types are the token
    grammar's."""
    global _CTYPE_WORD
    if _CTYPE_WORD is None:
        from mtg_engine.cards.oracle.conditions_planeswalker import PLANESWALKER_TYPES
        from mtg_engine.core.creature_types import CREATURE_TYPES

        # (205.3j: a planeswalker type, "target Gideon planeswalker")
        names = sorted((*CREATURE_TYPES, *PLANESWALKER_TYPES, "Equipment", "Vehicle", "Aura"),
                       key=len, reverse=True)
        adj = r"(?:(?:another|other|tapped|untapped|attacking|blocking|nontoken|white|blue|" \
              r"black|red|green|non[a-z]+) )*"
        _CTYPE_WORD = re.compile(rf"(\b[Tt]arget {adj}|\b[Ee]ach {adj}|\bor |\b[Rr]eturn all |"
                                 rf"\b[Ss]acrifices? an? )"
                                 rf"({'|'.join(names)})\b")  # "return all Zombie cards"
    from mtg_engine.cards.oracle.subtype_marks import mark, mark_all_plural

    if "§" in printed or re.search(r"\btokens?\b", printed):  # ("nontoken": no token made)
        return printed if "§" in printed else mark(printed)
    return mark_all_plural(mark(_CTYPE_WORD.sub(lambda m: m.group(1) + "§" + m.group(2)[1:],
                                                printed)))


def _printed_word(tok: Any) -> str:
    """A creature type as printed; NotUnderstood unless it is capitalised there (205.3m)."""
    printed = _PRINTED.get()
    if not printed:
        raise NotUnderstood("the printed text is not at hand")
    word = printed[tok.start_pos:tok.end_pos]
    if not word[:1].isupper():
        raise NotUnderstood(f"{word!r} is not a creature type")
    return word


def parse_static(text: str) -> ir.StaticEffect | ir.EntersTapped | ir.CountedPT | None:
    """The IR of a static ability's text (statics.py reads the tree), or None if the grammar
    can't read it."""

    from mtg_engine.cards.oracle.static_grammar import static_transformer

    printed = text.strip().replace("−", "-")
    printed += "" if printed.endswith(".") else "."
    # (the printed case read back: "for each Aura on the battlefield", 205.3m)
    token = _PRINTED.set(printed)
    try:
        return read("static", printed.lower(), static_transformer())  # type: ignore[no-any-return]
    finally:
        _PRINTED.reset(token)


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") else word


def _transformer_base() -> type:
    from lark import Transformer

    return Transformer


def _quantity() -> type:
    from mtg_engine.cards.oracle.amounts import Quantity

    return Quantity


def _amounts_ir() -> type:
    from mtg_engine.cards.oracle.amounts import AmountsIR

    return AmountsIR


class _ForTheTurn(list):  # type: ignore[type-arg]
    """The verbs after "until end of turn and" ("can't be blocked this turn", 611.2a)."""


def _target_card_to(card: Any, kind: str, to: str, desc: Any = None) -> ir.MoveCard:
    """A target card (a graveyard's, 400.3) put somewhere: kind "card_target" is one of your
    graveyard's cards, "card_target_any" any graveyard's."""
    return ir.MoveCard(ir.Obj(kind, desc or card.desc, card.optional, card.count), to)


def _trigger_targets_ir() -> type:
    from mtg_engine.cards.oracle.trigger_targets import TriggerTargetsIR

    return TriggerTargetsIR


def _words_ir() -> type:
    from mtg_engine.cards.oracle.parse_words import WordsIR

    return WordsIR


class _ToIR(_amounts_ir(), _trigger_targets_ir(), _words_ir(),  # type: ignore[misc]
            _transformer_base()):
    """Grammar tree -> IR nodes (one method per production)."""

    # sentences and clauses
    def start(self, items: list[Any]) -> ir.Effect:
        from mtg_engine.cards.oracle.tokens import fold_token_abilities

        return ir.Effect(fold_token_abilities([c for sentence in items for c in sentence]))

    def sentence(self, items: list[Any]) -> list[ir.Clause]:
        from mtg_engine.cards.oracle.amounts import with_x

        clauses = [c for c in items if isinstance(c, ir.Clause)]
        return with_x([ir.Clause(c.subject, c.instructions, then=i > 0)
                       for i, c in enumerate(clauses)], items)  # ", where X is ..." (107.3)


    def die_exile(self, items: list[Any]) -> ir.Clause:
        what = ir.Obj("it", ir.Desc(tuple(str(t) for t in items)))
        return ir.Clause(None, (ir.ExileIfDies(what),))

    def life_clause(self, items: list[Any]) -> ir.Clause:  # 119.5
        from mtg_engine.cards.oracle.life_total import life_clause

        return life_clause(items)

    def life_double(self, items: list[Any]) -> ir.Clause:  # 701.10d
        from mtg_engine.cards.oracle.life_total import life_double

        return life_double(items)

    def player_clause(self, items: list[Any]) -> ir.Clause:
        who, vps = items
        return ir.Clause(who, tuple(_player_action(who, vp) for vp in vps))

    def continuation(self, items: list[Any]) -> ir.Clause:
        who = ir.Carried()
        return ir.Clause(who, tuple(_player_action(who, vp) for vp in items[0]))

    def player_vps(self, items: list[Any]) -> list[Any]:
        return items

    player_vps3 = player_vps

    def imperative_clause(self, items: list[Any]) -> ir.Clause:
        you = ir.Player("you")
        flat = [x for i in items for x in (i if isinstance(i, _Several) else (i,))]
        return ir.Clause(None, tuple(_player_action(you, i) if isinstance(i, tuple)
                                     and not isinstance(i, _Several) else i for i in flat))

    def object_clause_each_and(self, items: list[Any]) -> ir.Clause:
        """"gets +1/+1 until end of turn for each ... and gains trample" (608.2h)."""
        what, vps, count, more = items[0], items[1], items[3], items[4]
        if any(vp[0] != "grant" for vp in more):
            raise NotUnderstood("after 'for each ... and', a verb other than gains")
        return ir.Clause(what, (*_pump_each(what, vps, count),
                                *(ir.Grant(what, vp[1], "end_of_turn") for vp in more)))

    def object_clause_damage(self, items: list[Any]) -> ir.Clause:
        """"~ gets +2/+0 until end of turn and deals 1 damage to you" (120.3: ~ deals it)."""
        what, amount, to = items[0], items[-2], items[-1]
        if what != ir.Obj("self"):  # (another object that deals damage: not read)
            raise NotUnderstood("another object gets ... and deals damage")
        pumped = self.object_clause(items[:3])
        return ir.Clause(what, (*pumped.instructions, ir.Damage(what, amount, tuple(to))))

    def object_clause(self, items: list[Any]) -> ir.Clause:
        what, vps = items[0], items[1]
        eot = len(items) > 2
        until = "your_next_turn" if getattr(items[-1], "type", "") == "NEXT_TURN" \
            else "end_of_turn"  # 611.2a
        if until != "end_of_turn" and any(vp[0] not in ("pump", "grant") and vp != _EACH_COMBAT
                                          for vp in vps):
            raise NotUnderstood("until your next turn with another verb")
        if isinstance(items[-1], _ForTheTurn):  # "... until end of turn and can't ... this turn"
            if any(vp[0] != "cant" for vp in items[-1]):
                raise NotUnderstood("after 'until end of turn and', a verb that isn't for the turn")
            vps = [*vps, *items[-1]]
        if isinstance(items[-1], (ir.Count, _quantity())):  # "gets +1/+1 ... for each ..."
            return ir.Clause(what, _pump_each(what, vps, items[-1]))
        out: list[ir.Instruction] = []
        for vp in vps:
            if vp[0] == "pump":
                if not eot:
                    raise NotUnderstood("a lasting +N/+N is a static ability")
                out.append(ir.Pump(what, vp[1], vp[2], until))
            elif vp[0] == "grant":
                # 611.2a: "It gains flying." from a resolving spell or ability, with no
                # duration stated, lasts for the rest of the game (`until` "")
                out.append(ir.Grant(what, vp[1], until if eot else ""))
            elif vp[0] == "set_colors":  # 613.1e, 611.2a (color_change.py)
                from mtg_engine.cards.oracle.color_change import SetColors

                if not eot:
                    raise NotUnderstood("a lasting colour is a static ability")
                out.append(SetColors(what, vp[1]))  # type: ignore[arg-type]
            elif vp[0] == "creature_types":  # 205.3m, 613.1d (creature_types_change.py)
                from mtg_engine.cards.oracle.creature_types_change import CreatureTypes

                if not eot or until != "end_of_turn":
                    raise NotUnderstood("creature types changed but not until end of turn")
                out.append(CreatureTypes(what, vp[1]))
            elif vp[0] == "becomes_blocked":  # 509.1h (become_blocked.py)
                from mtg_engine.cards.oracle.become_blocked import BecomeBlocked

                if eot or len(vps) > 1:
                    raise NotUnderstood("becomes blocked and another verb")
                out.append(BecomeBlocked(what))
            elif vp[0] == "becomes_word":  # 608.2d, 305.7 (chosen_words.py)
                from mtg_engine.cards.oracle.chosen_words import instruction

                out.append(instruction(what, vp, eot, len(vps) == 1))
            elif vp[0] == "fight":  # 701.12
                if eot or len(vps) > 1:
                    raise NotUnderstood("fights and another verb")
                out.append(ir.Fight(what, vp[1]))
            elif vp[0] in ("explore", "connive"):  # 701.40a, 701.47a
                if eot or len(vps) > 1:
                    raise NotUnderstood(f"{vp[0]} and another verb")
                out.append(ir.KeywordAction(vp[0], what=what))
            elif vp[0] == "skip_untap":  # 502.3
                if eot or len(vps) > 1:
                    raise NotUnderstood("doesn't untap and another verb")
                out.append(ir.SkipUntap(what, yours=len(vp) > 1 and vp[1] == "yours"))
            elif vp[0] == "no_regeneration":  # "It can't be regenerated." (701.15c)
                if what.kind not in ("it", "them") or eot or len(vps) > 1:
                    raise NotUnderstood("can't be regenerated")
                return ir.Clause(None, (ir.NoRegeneration(what.kind == "them"),))
            elif vp == _EACH_COMBAT:  # 508.1d, 611.2a: "until your next turn" only (with
                if until != "your_next_turn":  # no duration it is a static ability)
                    raise NotUnderstood("'attacks each combat if able' of a resolving effect")
                out.append(ir.Grant(what, vp[1], until))
            else:  # "can't block this turn"
                out.append(ir.Grant(what, vp[1]))
        return ir.Clause(what, tuple(out))

    def source_clause(self, items: list[Any]) -> ir.Clause:
        source, _deals, amount, to = items[:4]
        amount = _own(source, amount)
        out: list[ir.Instruction] = [ir.Damage(source, amount, tuple(to))]
        for more in items[4:]:
            if isinstance(more, ir.Damage):  # "... and 2 damage to target player"
                to = tuple(source if r is _ITSELF else r for r in more.to)  # "to itself"
                out.append(ir.Damage(source, more.amount, to))
            else:  # "... and you gain 3 life"
                out.append(_player_action(ir.Player("you"), more))
        return ir.Clause(source, tuple(out))

    def source_damage_itself(self, items: list[Any]) -> ir.Clause:
        """"~ deals 1 damage to itself" (Stuffy Doll, Vrondiss): the source is dealt it."""
        source, _deals, amount = items[:3]
        return ir.Clause(source, (ir.Damage(source, _own(source, amount), (source,)),))

    def more_damage(self, items: list[Any]) -> ir.Damage:
        return ir.Damage(ir.Obj("self"), items[0], tuple(items[1]))

    def more_damage_itself(self, items: list[Any]) -> ir.Damage:
        """"... and 3 damage to itself": the source that deals it (source_clause)."""
        return ir.Damage(ir.Obj("self"), items[0], (_ITSELF,))

    # players
    def you(self, _: list[Any]) -> ir.Player:
        return ir.Player("you")

    def target_player(self, _: list[Any]) -> ir.Player:
        return ir.Player("target_player")

    def target_opponent(self, _: list[Any]) -> ir.Player:
        return ir.Player("target_opponent")

    def target_player_or_planeswalker(self, _: list[Any]) -> ir.Player:
        return ir.Player("target_player_or_planeswalker")  # 115.1

    def target_opponent_or_planeswalker(self, _: list[Any]) -> ir.Player:
        return ir.Player("target_opponent_or_planeswalker")

    def its_controller(self, _: list[Any]) -> ir.Player:
        return ir.Player("its_controller")  # 108.4: the controller of the object targeted

    def its_owner(self, _: list[Any]) -> ir.Player:
        return ir.Player("its_owner")  # 108.3: the owner of the object targeted

    def each_player(self, _: list[Any]) -> ir.Player:
        return ir.Player("each_player")

    def each_opponent(self, _: list[Any]) -> ir.Player:
        return ir.Player("each_opponent")

    def each_other_player(self, _: list[Any]) -> ir.Player:
        return ir.Player("each_other_player")  # every player but you (102.1)

    def each_other_opponent(self, _: list[Any]) -> ir.Player:
        return ir.Player("each_other_opponent")  # but the one the event involved (603.2)

    def that_controller(self, items: list[Any]) -> ir.Player:
        return ir.Player(f"that_controller:{items[0]}")  # 108.4 (bound by resolve.py)

    def defending_player(self, _: list[Any]) -> ir.Player:
        return ir.Player("defending_player")  # 506.2 (bound by resolve.py)

    def that_player(self, _: list[Any]) -> ir.Player:
        return ir.Player("that")

    def they(self, _: list[Any]) -> ir.Player:
        return ir.Player("they")

    # player verb phrases: (verb, amount, random)
    def draw(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("draw", items[0], False)

    def discard(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("discard", items[0], len(items) > 1)

    def mill(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("mill", items[0], False)

    def exile_hand(self, items: list[Any]) -> tuple[str, Any, bool]:  # 406.3
        return ("exile_from_hand", items[0], False)

    def exile_graveyard_cards(self, items: list[Any]) -> tuple[str, Any, bool]:  # 406.3
        return ("exile_from_graveyard", items[0], False)

    def exile_top(self, items: list[Any]) -> tuple[str, Any, bool]:  # 401.1, 406.3
        word = str(items[0])
        if word == "x cards":  # 107.3a: "the top X cards"
            return ("exile_top_cards", "X", False)
        return ("exile_top_cards", 1 if word == "card" else NUMBERS[word.split()[0]], False)

    def discard_hand(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("discard_hand", 0, False)  # 701.8: every card in that hand

    def reveal_hand(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("reveal_hand", 0, False)  # 701.16a: every card in that hand shown to all

    def shuffle_graveyard(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("shuffle_graveyard", 0, False)  # 701.20: the graveyard into the library

    def shuffle_hand_graveyard(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("shuffle_hand_graveyard", 0, False)  # 701.20: hand and graveyard into library

    def untap_lands(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("untap_chosen", NUMBERS[str(items[0])], False)  # 701.21: chosen as it resolves

    def extra_turn(self, items: list[Any]) -> tuple[str, Any, bool]:
        word = str(items[0]).split()[0]  # 500.7: "an extra turn", "two extra turns"
        return ("extra_turn", 1 if word == "an" else NUMBERS[word], False)

    def draw_additional(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("draw", 1, False)  # 121.1: "draw an additional card" (one card more)

    def shuffle_self_graveyard(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("shuffle_self_graveyard", 0, False)  # 701.20: ~ and the graveyard

    def shuffle_hand(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("shuffle_hand", 0, False)  # 701.20: the hand into the library

    def exile_library(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("exile_library", 0, False)  # 406.3: every card of the library

    def shuffle_player(self, _: list[Any]) -> tuple[str, Any, bool]:
        return ("shuffle", 0, False)  # 701.20a: "target player shuffles their library"

    def gain_life(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("gain_life", items[0], False)

    def lose_life(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("lose_life", items[0], False)

    def create_token(self, items: list[Any]) -> tuple[str, Any, bool, ir.TokenDef, bool]:
        count, tapped, token = items[0]
        if getattr(count, "type", "") == "A_NUMBER_OF":  # (only before "equal to")
            raise NotUnderstood("a number of tokens")
        return ("create_token", count, tapped, token, False)

    def sacrifice_chosen(self, items: list[Any]) -> tuple[str, Any, bool, ir.Desc]:
        return ("sacrifice_chosen", items[0], False, items[1])

    def sacrifice_that_many(self, items: list[Any]) -> tuple[str, Any, bool, ir.Desc]:
        return ("sacrifice_chosen", "that_much", False, items[1])  # 608.2h: "that many"

    def returns_chosen(self, items: list[Any]) -> tuple[str, ir.Desc]:
        if str(items[0]) not in ("a", "an"):  # (one permanent: its owner's hand)
            raise NotUnderstood("several permanents returned by another player")
        return ("returns_chosen", items[1])

    def sacrifice_another(self, items: list[Any]) -> tuple[str, Any, bool, ir.Desc]:
        d = items[0]  # "sacrifice another creature": one, other than ~ (109.1)
        return ("sacrifice_chosen", 1, False, ir.Desc(d.nouns, (("other", True), *d.filter)))

    def token_spec(self, items: list[Any]) -> tuple[Any, bool | str, ir.TokenDef]:
        marks = {getattr(i, "type", "") for i in items}
        if "LEGENDARY_TOKEN" in marks:  # 111.4, 205.4d: "Ragavan, a legendary ..." (tokens.py)
            from mtg_engine.cards.oracle.tokens import legendary_token

            return (1, False, legendary_token(items[0], items[1], _PRINTED.get()))
        if marks & {"TOKEN_TAPPED_ATTACKING", "TOKEN_ATTACKING"}:  # 508.4 (tokens.py)
            tapped: bool | str = "attacking"
        elif "TOKEN_ATTACKING_UNTAPPED" in marks:  # 508.4: "... token that's attacking"
            tapped = "attacking_untapped"
        elif "TOKEN_BLOCKING" in marks:  # 506.3d: "... token that's blocking that creature"
            tapped = "blocking"
        else:
            tapped = "TOKEN_TAPPED" in marks
        return (items[0], tapped, next(i for i in items if isinstance(i, ir.TokenDef)))

    def creature_token(self, items: list[Any]) -> ir.TokenDef:
        named = [w for w in items if getattr(w, "type", "") == "TOKEN_NAMED"]
        if named:  # 111.4: "named Cloud Sprite" (tokens.py)
            from mtg_engine.cards.oracle.tokens import token_name

            base = self.creature_token([w for w in items if w is not named[0]])
            return replace(base, name=token_name(named[0], _PRINTED.get()))
        if str(items[0]) == "x/x":  # 111.3: X set by the effect (tokens_x.py)
            p, t = ir.X_PT, ir.X_PT
        else:
            p, t = (int(v) for v in str(items[0]).split("/"))
        colors = items[1]
        subtypes = tuple(_printed_word(w) for w in items[2:]
                         if getattr(w, "type", "") == "SUBTYPE")
        artifact = any(getattr(w, "type", "") == "TOKEN_ARTIFACT" for w in items)
        if getattr(items[-1], "type", "") == "TOKEN_KWS":  # 702 (tokens.token_keywords)
            from mtg_engine.cards.oracle.tokens import token_keywords

            items = [*items[:-1], token_keywords(str(items[-1]))]
        kws = items[-1] if isinstance(items[-1], tuple) else \
            (str(items[-1]),) if getattr(items[-1], "type", "") in ("DECAYED", "CHANGELING",
                                                                     "TOKEN_PROWESS") \
            else ()  # 702.147a decayed, 702.73a changeling (tokens.py)
        enchantment = any(getattr(w, "type", "") == "TOKEN_ENCHANTMENT" for w in items)
        return ir.TokenDef(p, t, colors, subtypes, artifact, kws, enchantment=enchantment)

    def creature_token_colors_after(self, items: list[Any]) -> ir.TokenDef:
        """"an 8/8 Beast creature token that's red, green, and white" (105.2; tokens.py)."""
        words = re.findall(r"white|blue|black|red|green", str(items[-1]))
        return self.creature_token([items[0], tuple(COLORS[w] for w in words), *items[1:-1]])

    def predefined_token(self, items: list[Any]) -> ir.TokenDef:
        return ir.TokenDef(predefined=str(items[0]).capitalize())

    def token_colors(self, items: list[Any]) -> tuple[str, ...]:
        return tuple(COLORS[str(c)] for c in items)

    def colorless_token(self, _: list[Any]) -> tuple[str, ...]:
        return ()

    # variable amounts (608.2h)
    def for_each(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity
        from mtg_engine.cards.oracle.amounts_players import theirs

        count = theirs(items[0])  # 108.4: "for each creature target player controls"
        return ir.Count(items[0]) if count is None else Quantity(count)


    def draw_each(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("draw", _times(items[0], items[1]), False)

    def mill_each(self, items: list[Any]) -> tuple[str, Any, bool]:  # 701.13a, 608.2h
        return ("mill", _times(items[0], items[1]), False)

    def gain_life_each(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("gain_life", _times(items[0], items[1]), False)

    def source_clause_count(self, items: list[Any]) -> ir.Clause:
        source, _deals, to, count = items[:4]
        out: list[ir.Instruction] = [ir.Damage(source, _own(source, count), (to,))]
        out += [_player_action(ir.Player("you"), more) for more in items[4:]]  # "and you gain"
        return ir.Clause(source, tuple(out))

    def source_clause_each(self, items: list[Any]) -> ir.Clause:
        """"~ deals 2 damage to you for each Treasure you control": N times the count."""
        source, _deals, n, to, count = items
        if not isinstance(n, int):
            raise NotUnderstood("X damage for each")
        return ir.Clause(source, (ir.Damage(source, _own(source, _times(n, count)), (to,)),))

    def land_type(self, items: list[Any]) -> tuple[str, Any]:
        word = str(items[0])
        return ("land_type", word if word == "plains" else _singular(word))

    def land_types(self, items: list[Any]) -> tuple[str, Any]:
        """"Plains or Island": a land of either type (205.3i)."""
        return ("land_types", tuple(str(w).capitalize() for w in items))

    def you_again(self, items: list[Any]) -> tuple[str, Any, bool, str]:
        return (*items[0], "you")

    def cards(self, items: list[Any]) -> Any:
        return items[0]

    def amount(self, items: list[Any]) -> Any:
        return items[0]

    def number(self, items: list[Any]) -> int:
        w = str(items[0])
        return int(w) if w.isdigit() else NUMBERS[w]

    def x(self, _: list[Any]) -> str:
        return "X"

    def that_much(self, _: list[Any]) -> str:  # the triggering event's amount (triggers.py)
        return "that_much"

    # objects
    def object_vps(self, items: list[Any]) -> list[Any]:
        return items

    def object_vps_turn(self, items: list[Any]) -> _ForTheTurn:
        return _ForTheTurn(items)

    def pump(self, items: list[Any]) -> tuple[str, Any, Any]:
        p, t = str(items[1]).split("/")
        # "+X/+X", "-X/-X": X from the spell's cost (107.3) or ", where X is ..." (amounts.py)
        return ("pump", _pt_value(p), _pt_value(t))

    def grant(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("grant", items[1])

    def gain_all_types(self, _: list[Any]) -> tuple[str, bool]:  # 205.3m, 613.1d
        from mtg_engine.cards.oracle.creature_types_change import vp

        return vp(True)

    def lose_all_types(self, _: list[Any]) -> tuple[str, bool]:  # 205.3m, 613.1d
        from mtg_engine.cards.oracle.creature_types_change import vp

        return vp(False)

    def becomes_blocked(self, _: list[Any]) -> tuple[str]:  # 509.1h (become_blocked.py)
        return ("becomes_blocked",)

    def becomes_color(self, items: list[Any]) -> tuple[str, str]:  # 613.1e
        from mtg_engine.cards.oracle.color_change import vp

        return vp(str(items[0]))

    def cant_block(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("can't block",))

    def cant_attack(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:  # 508.1c
        return ("cant", ("can't attack",))

    def cant_attack_block(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("can't attack", "can't block"))

    def cant_be_regenerated_turn(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        from mtg_engine.cards.dsl_abilities import CANT_BE_REGENERATED

        return ("cant", (CANT_BE_REGENERATED,))  # 701.15c, for the turn (611.2a)

    def cant_be_blocked(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("can't be blocked",))

    def must_be_blocked_turn(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("must be blocked if able",))  # 509.1c

    def block_additional_turn(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("can block an additional creature each combat",))  # 509.1a

    def block_any_number_turn(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("can block any number of creatures",))  # 509.1a, for the turn

    def attacks_turn(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("attacks each combat if able",))  # 508.1d, for the turn (611.2a)

    def attacks_each_combat(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return _EACH_COMBAT  # 508.1d: only "until your next turn" (object_clause)

    def blocks_turn(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("cant", ("blocks each combat if able",))  # 509.1c, for the turn (611.2a)

    def fight(self, items: list[Any]) -> tuple[str, ir.Obj]:
        return ("fight", items[0])

    def cant_be_regenerated(self, _: list[Any]) -> tuple[str]:
        return ("no_regeneration",)

    def they_objects(self, _: list[Any]) -> ir.Obj:
        return ir.Obj("them")

    def keywords(self, items: list[Any]) -> tuple[str, ...]:
        return tuple(str(k) for k in items)

    def subject_object(self, items: list[Any]) -> ir.Obj:
        return items[0]

    def recipients(self, items: list[Any]) -> list[Any]:
        return items

    def any_target(self, _: list[Any]) -> ir.Obj:
        return ir.Obj("any_target")

    def any_targets(self, items: list[Any]) -> ir.Obj:
        """"each of [up to] two targets" (115.3, 115.4)."""
        count, optional = _many(items[0])
        return ir.Obj("any_target", None, optional, count)

    def target_object(self, items: list[Any]) -> ir.Obj:
        return ir.Obj("target", items[-1], optional=len(items) > 1)

    def group(self, items: list[Any]) -> ir.Obj:
        return ir.Obj("group", items[0])

    def same_name_group(self, items: list[Any]) -> ir.Obj:
        from mtg_engine.cards.oracle.same_name import same_name_group

        return same_name_group(items)

    def same_name_group_theirs(self, items: list[Any]) -> ir.Obj:
        from mtg_engine.cards.oracle.same_name import same_name_group_theirs

        return same_name_group_theirs(items)

    def shares_color_group(self, items: list[Any]) -> ir.Obj:
        from mtg_engine.cards.oracle.shares_color import shares_color_group

        return shares_color_group(items)

    def self(self, _: list[Any]) -> ir.Obj:
        return ir.Obj("self")

    def attached(self, items: list[Any]) -> ir.Obj:
        return ir.Obj("attached")

    def in_combat(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_combat", True)

    def target_card(self, items: list[Any]) -> ir.Obj:
        count, optional = _many(items[0]) if len(items) > 1 else (1, False)
        return ir.Obj("card_target", items[-1], optional, count)

    def another_target(self, items: list[Any]) -> ir.Obj:
        """"another target creature": other than the object itself (resolve.py refuses it
        after another target: "another" would then mean other than that one, 115.3)."""
        d = items[-1]
        if d.get("other"):
            raise NotUnderstood("another twice")
        return ir.Obj("target", ir.Desc(d.nouns, (*d.filter, ("other", True))))

    def second_target(self, items: list[Any]) -> ir.Obj:
        """"a second target creature" after "target creature": a different object than the
        first (115.3), which may be the source itself (resolve.py)."""
        d = items[-1]
        if d.get("other"):
            raise NotUnderstood("a second other target")
        return ir.Obj("target", ir.Desc(d.nouns, (*d.filter, ("second", True))))

    def third_target(self, items: list[Any]) -> ir.Obj:
        """"a third target creature" after two (115.3: resolve.py)."""
        d = items[-1]
        if d.get("other"):
            raise NotUnderstood("a third other target")
        return ir.Obj("target", ir.Desc(d.nouns, (*d.filter, ("third", True))))

    def put_counters_three(self, items: list[Any]) -> _Several:
        """122.1: "put <counters> on A, <counters> on B, and <counters> on C" (one verb)."""
        return _Several((self.put_counters(items[:4]), self.put_counters(items[4:8]),
                         self.put_counters(items[8:])))

    def upto_other_target(self, items: list[Any]) -> ir.Obj:
        """"up to one other target creature": other than the object itself, or after another
        target other than that one (resolve.py, 115.3); the target may be left unchosen
        (601.2c)."""
        return replace(self.another_target(items), optional=True)

    def targets_many(self, items: list[Any]) -> ir.Obj:
        count, optional = _many(items[0])
        return ir.Obj("target", items[-1], optional, count)

    def targets_many_other(self, items: list[Any]) -> ir.Obj:
        """"up to two other target creatures": other than the object itself (115.3: one
        word "target", each a different object)."""
        d = items[-1]
        if d.get("other"):
            raise NotUnderstood("other twice")
        return self.targets_many([items[0], ir.Desc(d.nouns, (*d.filter, ("other", True)))])

    def desc_card(self, items: list[Any]) -> ir.Desc:
        nouns = tuple(w for t in items if hasattr(t, "type")  # ("instant or sorcery": either)
                      and t.type in ("NOUN", "CARD_SPELLTYPE") for w in str(t).split(" or "))
        rest = [i for i in items if not hasattr(i, "type")]
        d = self.desc(rest)
        both = next((str(t).split()[0] for t in items if getattr(t, "type", "") ==
                     "TYPE_CREATURE"), None)
        if both is not None:  # 205.2a: "an artifact creature card" (both types)
            if nouns or any(k == "all_types" for k, _ in d.filter):
                raise NotUnderstood("a card of two types and another noun")
            return ir.Desc(("creature",), (*d.filter, ("all_types",
                                                       [both.capitalize(), "Creature"])))
        return ir.Desc(nouns, d.filter)

    def return_card(self, items: list[Any]) -> ir.MoveCard:
        return ir.MoveCard(items[0], "hand" if str(items[1]) == "your hand" else "battlefield")

    def return_self_graveyard(self, items: list[Any]) -> ir.MoveCard:
        """"Return ~ from your graveyard to your hand / the battlefield [tapped]" (113.6m)."""
        to = "hand" if str(items[0]) == "your hand" else "battlefield"
        return ir.MoveCard(ir.Obj("self"), to, "graveyard", len(items) > 1)

    def library_top(self, items: list[Any]) -> ir.MoveCard:
        return ir.MoveCard(items[0], "library")

    def card_library_bottom_any(self, items: list[Any]) -> ir.MoveCard:
        """"Put target card from a graveyard on the bottom of its owner's library" (401.1)."""
        card = items[0]
        return _target_card_to(card, "card_target_any", "library_bottom")

    def card_library_bottom_own(self, items: list[Any]) -> ir.MoveCard:
        """"Put target card from your graveyard on the bottom of your library" (401.1)."""
        card = items[0]
        return _target_card_to(card, "card_target", "library_bottom")

    def reanimate_any(self, items: list[Any]) -> ir.MoveCard:
        """"Put target creature card from a graveyard onto the battlefield under your control"
        (110.2: the effect's controller controls it; 400.3: any player's graveyard)."""
        card = items[0]
        if card.count > 1:
            raise NotUnderstood("several cards onto the battlefield")
        moved = _target_card_to(card, "card_target_any", "battlefield_yours")
        return replace(moved, tapped=True) if len(items) > 1 else moved  # ("... tapped")

    def reanimate_owner(self, items: list[Any]) -> ir.MoveCard:
        """"Put target creature card from a graveyard onto the battlefield under its owner's
        control" (110.2: its owner controls it)."""
        card = items[0]
        if card.count > 1:
            raise NotUnderstood("several cards onto the battlefield")
        return _target_card_to(card, "card_target_any", "battlefield_owner")

    def reanimate_opponent(self, items: list[Any]) -> ir.MoveCard:
        """"... from an opponent's graveyard onto the battlefield under your control"."""
        card = items[0]
        if card.count > 1:
            raise NotUnderstood("several cards onto the battlefield")
        desc = ir.Desc(card.desc.nouns, (*card.desc.filter, ("controller", "opponent")))
        return _target_card_to(card, "card_target_any", "battlefield_yours", desc)

    def card_shuffle_own(self, items: list[Any]) -> ir.MoveCard:
        """"Shuffle up to five target cards from your graveyard into your library" (701.20a,
        400.3)."""
        return _target_card_to(items[0], "card_target", "library_shuffle")

    def card_library_top(self, items: list[Any]) -> ir.MoveCard:
        """"Put target card from your graveyard on top of your library" (401.1, 400.3)."""
        card = items[0]
        return _target_card_to(card, "card_target", "library_own")

    def it(self, _: list[Any]) -> ir.Obj:
        return ir.Obj("it")

    def target_token(self, items: list[Any]) -> ir.Obj:
        """"target token you control" (111.1: a permanent that's a token)."""
        noun = [("noun", ("creature",))] if " creature " in str(items[0]) else []
        return ir.Obj("target", self.desc([*noun, ("token", True), ("controller", "you")]))

    def that_card(self, _: list[Any]) -> ir.Obj:
        """"that card": the card named before, as "it" (a copy of it, 707.2)."""
        return ir.Obj("it")

    def that_object(self, items: list[Any]) -> ir.Obj:
        return ir.Obj("it", ir.Desc((str(items[0]),)))

    def them(self, _: list[Any]) -> ir.Obj:
        return ir.Obj("them")

    def those(self, items: list[Any]) -> ir.Obj:
        return ir.Obj("those", ir.Desc((_singular(str(items[0])),)))

    def skip_untap(self, _: list[Any]) -> tuple[str]:
        return ("skip_untap",)

    def skip_untap_yours(self, _: list[Any]) -> tuple[str, str]:
        return ("skip_untap", "yours")

    def desc(self, items: list[Any]) -> ir.Desc:
        nouns: tuple[str, ...] = ()
        f: dict[str, Any] = {}
        for it in items:
            if hasattr(it, "type") and it.type in ("LANDTYPE", "LANDTYPES"):  # 205.3i
                word = str(it)
                f["subtypes"] = [(word if word == "plains" else _singular(word)).capitalize()]
                continue
            if hasattr(it, "type"):  # desc_plural: the plural noun token ("creatures")
                nouns = (_singular(str(it)),)
                continue
            if isinstance(it, tuple) and it and it[0] in ("noun", "noun_other_second"):
                nouns = it[1]
                if it[0] == "noun_other_second":
                    f["other_second"] = True
                continue
            if it == ("commander_noun", True):  # 903.3: "Commanders you control"
                nouns, f["commander"] = ("permanent",), True
                continue
            if isinstance(it, tuple) and it and it[0] == "land_type":  # 205.3i
                f["subtypes"] = [it[1].capitalize()]
                continue
            if isinstance(it, tuple) and it and it[0] == "land_types":  # 205.3i: either
                f["subtypes"] = list(it[1])
                continue
            if isinstance(it, tuple) and it and it[0] == "ctypes":  # 205.3m
                f["subtypes"] = list(it[1])
                continue
            if isinstance(it, tuple) and it and it[0] == "noun_both":  # 205.2a (parse_words)
                nouns, f["all_types"] = ("creature",), [it[1].capitalize(), "Creature"]
                continue
            if it == ("owned_by_you", "and_control"):  # 108.3: "you both own and control"
                it = ("owned_by_you", True)
                f["controller"] = "you"
            if isinstance(it, tuple) and it and it[0] == "mv_exact":  # 202.3: exactly N
                if "mana_value_le" in f or "mana_value_ge" in f:
                    raise NotUnderstood("mana value twice")
                f["mana_value_le"] = f["mana_value_ge"] = it[1]
                continue
            key, val = it
            if key in _LISTS:
                f[key] = [*f.get(key, []), *val]
            elif key in f:
                raise NotUnderstood(f"{key} twice")
            else:
                f[key] = val
        if len(nouns) > 1 and set(f) & _NOUN_QUALIFIERS:
            # "artifact, enchantment, or creature with flying": the quality is the last
            # noun's only; a filter would ask it of all
            raise NotUnderstood("a quality after nouns joined by 'or'")
        return ir.Desc(nouns, tuple((k, tuple(v) if isinstance(v, list) else v)
                                    for k, v in f.items()))

    desc_plural = desc

    def ctypes(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        """"Goblin or Elf": subtypes as printed (205.3m), any of them; "all Djinns and
        Efreets": the plurals subtype_marks.mark_all_plural marked, each of either type."""
        from mtg_engine.cards.oracle.subtype_marks import singular_marked

        return ("ctypes", tuple(singular_marked(_printed_word(t)) for t in items))

    def noun(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("noun", tuple(_singular(str(t)) for t in items))

    def noun_other_second(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        """"creatures and/or other planeswalkers": the second kind other than the source (lower
        reads it: `lower.OTHER_PLANESWALKERS`)."""
        return ("noun_other_second", tuple(_singular(str(t)) for t in items))

    def another(self, _: list[Any]) -> tuple[str, Any]:
        return ("other", True)

    other = another

    def tapped(self, items: list[Any]) -> tuple[str, Any]:
        return ("tapped", str(items[0]) == "tapped")

    def attacking(self, _: list[Any]) -> tuple[str, Any]:
        return ("attacking", True)

    def nonattacking(self, _: list[Any]) -> tuple[str, Any]:
        return ("attacking", False)  # 506.4

    def blocking(self, _: list[Any]) -> tuple[str, Any]:
        return ("blocking", True)

    def unblocked(self, _: list[Any]) -> tuple[str, Any]:
        return ("blocked", False)  # 506.4

    def nontoken(self, _: list[Any]) -> tuple[str, Any]:
        return ("token", False)

    def commander_adj(self, _: list[Any]) -> tuple[str, Any]:
        return ("commander", True)  # 903.3 (rules/commanders.py)

    def colors(self, items: list[Any]) -> tuple[str, Any]:
        return ("colors", [COLORS[str(c)] for c in items])

    def noncolor(self, items: list[Any]) -> tuple[str, Any]:
        return ("not_colors", [COLORS[str(items[0])[3:]]])

    def nontype(self, items: list[Any]) -> tuple[str, Any]:
        return ("not_types", [str(items[0])[3:].capitalize()])

    def colorless(self, _: list[Any]) -> tuple[str, Any]:
        return ("colorless", True)

    def multicolored(self, _: list[Any]) -> tuple[str, Any]:
        return ("multicolored", True)  # 105.4

    def monocolored(self, _: list[Any]) -> tuple[str, Any]:
        return ("monocolored", True)  # 105.4

    def historic(self, _: list[Any]) -> tuple[str, Any]:
        return ("historic", True)  # 700.6

    def modified_adjective(self, _: list[Any]) -> tuple[str, Any]:
        return ("modified", True)  # 700.9

    def supertype_adj(self, items: list[Any]) -> tuple[str, Any]:
        return ("supertypes", [str(items[0]).capitalize()])  # 205.4d legendary, 205.4g snow

    def basic(self, _: list[Any]) -> tuple[str, Any]:
        return ("supertypes", ["Basic"])  # 205.4a

    def nonbasic(self, _: list[Any]) -> tuple[str, Any]:
        return ("not_supertypes", ["Basic"])  # 205.4a

    def nonlegendary(self, _: list[Any]) -> tuple[str, Any]:
        return ("not_supertypes", ["Legendary"])  # 205.4d

    def nonsnow(self, _: list[Any]) -> tuple[str, Any]:
        return ("not_supertypes", ["Snow"])  # 205.4g

    def you_control(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "you")

    def opponent_controls(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "opponent")

    def target_player_controls(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "target_player")  # (resolve.py: a target player, 115.1)

    def target_opponent_controls(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "target_opponent")

    def that_player_controls(self, items: list[Any]) -> tuple[str, Any]:
        from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

        seed = EVENT_REFERENT.get()
        if seed is not None and seed.player == "event":  # 603.2: the event's player
            return super().that_player_controls(items)  # type: ignore[no-any-return]
        return ("controller", "that_player")  # (the player target named before: resolve.py)

    def that_player_or_controller_controls(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "that_player_or_controller")  # (a player or planeswalker target)

    def with_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return ("keywords", [str(items[0])])

    def without_keyword(self, items: list[Any]) -> tuple[str, Any]:
        return ("not_keywords", [str(i) for i in items])  # "without flying or islandwalk"

    def power(self, items: list[Any]) -> tuple[str, Any]:
        return ("power_le" if str(items[1]) == "less" else "power_ge", int(items[0]))

    def base_pt(self, items: list[Any]) -> tuple[str, Any]:
        """208.1, 613.4b: "with base power and toughness 1/1" (after layer 7b)."""
        return ("base_pt", str(items[0]))

    def power_vs_self(self, _: list[Any]) -> tuple[str, Any]:
        """208.1: "with power less than ~'s power" (compared with the source's power)."""
        return ("power_lt_source", True)

    def toughness(self, items: list[Any]) -> tuple[str, Any]:  # 208.1
        return ("toughness_le" if str(items[1]) == "less" else "toughness_ge", int(items[0]))

    def of_chosen(self, items: list[Any]) -> tuple[str, Any]:
        """"of the chosen color / [creature] type" (614.12a)."""
        return ("chosen", "color" if str(items[0]) == "color" else "creature_type")

    def not_of_chosen(self, items: list[Any]) -> tuple[str, Any]:
        """"that aren't of the chosen type" (608.2d: a type chosen as it resolves)."""
        return ("not_chosen", "color" if str(items[0]) == "color" else "creature_type")

    def mana_value_exact(self, items: list[Any]) -> tuple[str, Any]:
        from mtg_engine.cards.oracle.x_filters import x_word

        n = x_word(str(items[0]).upper())  # 202.3: "with mana value 1"; X only where it has a
        if n is None:  # value (107.3a)
            raise NotUnderstood("X in a mana value with no X")
        return ("mv_exact", n)

    def mana_value(self, items: list[Any]) -> tuple[str, Any]:
        from mtg_engine.cards.oracle.x_filters import x_word

        n = x_word(str(items[0]).upper())  # 107.3a: X only where X has a value
        if n is None:
            raise NotUnderstood("X in a mana value with no X")
        return ("mana_value_le" if str(items[1]) == "less" else "mana_value_ge", n)

    def total_mana_value(self, items: list[Any]) -> tuple[str, Any]:
        """601.2c: "target ... with total mana value 6 or less" (lower.py: of the word)."""
        return ("total_mana_value_le", int(str(items[0])))

    # imperatives
    def destroy(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("destroy", items[0])

    def target_list(self, items: list[Any]) -> tuple[Any, ...]:
        if any(not isinstance(o, ir.Obj) or o.kind != "target"
               or (o.count != 1 and not o.optional) for o in items) \
                or len({o.optional for o in items}) > 1:
            # ("up to one target creature and up to one target land": each optional, 115.1)
            raise NotUnderstood("several targets that aren't one each")
        return tuple(items)

    def self_and_target(self, items: list[Any]) -> tuple[Any, ...]:
        """"~ and target creature": the source, then one target (602)."""
        if items[0].kind != "self" or not isinstance(items[1], ir.Obj) \
                or items[1].kind != "target" or items[1].count != 1 or items[1].optional:
            raise NotUnderstood("the source and not one target")
        return tuple(items)

    def destroy_each(self, items: list[Any]) -> _Several:
        return _Several(ir.ObjectAction("destroy", o) for o in items[0])

    def untap_each(self, items: list[Any]) -> _Several:
        return _Several(ir.ObjectAction("untap", o) for o in items[0])

    def exile_each(self, items: list[Any]) -> _Several:
        return _Several(ir.ObjectAction("exile", o) for o in items[0])

    def bounce_each(self, items: list[Any]) -> _Several:
        # "to their owners' hands" ("their owner's hand" after ~: Wizard Mentor's wording)
        if "owners'" not in str(items[1]) and not (
                str(items[1]) == "their owner's hand" and items[0][0].kind == "self"):
            raise NotUnderstood("one owner's hand for several objects")
        return _Several(ir.ObjectAction("bounce", o) for o in items[0])

    def exile(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("exile", items[0])

    def tap(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("tap", items[0])

    def tap_or_untap(self, items: list[Any]) -> ir.ObjectAction:  # 701.21
        return ir.ObjectAction("tap_or_untap", items[0])

    def untap(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("untap", items[0])

    def gain_control(self, items: list[Any]) -> ir.ObjectAction:
        """613.1b: until end of turn (611.2a), else for the rest of the game."""
        return ir.ObjectAction("gain_control_eot" if len(items) > 1 else "gain_control",
                               items[0])

    def exile_card(self, items: list[Any]) -> ir.ObjectAction:
        """"Exile target card from a graveyard" (any player's graveyard, 115.1, 406.1)."""
        card = items[0]
        return ir.ObjectAction("exile", ir.Obj("card_target_any", card.desc, card.optional,
                                               card.count))

    def exile_card_yours(self, items: list[Any]) -> ir.ObjectAction:
        """"Exile target creature card from your graveyard" (406.1, 115.1)."""
        return ir.ObjectAction("exile", items[0])

    def exile_card_single(self, items: list[Any]) -> ir.ObjectAction:
        """"Exile up to three target cards from a single graveyard" (601.2c: one owner)."""
        card = items[0]
        if card.count < 2:
            raise NotUnderstood("one target card from a single graveyard")
        desc = ir.Desc(card.desc.nouns, (*card.desc.filter, ("single_graveyard", True)))
        return ir.ObjectAction("exile", ir.Obj("card_target_any", desc, card.optional,
                                               card.count))

    def exile_card_graveyards(self, items: list[Any]) -> ir.ObjectAction:
        """"Exile up to two target cards from graveyards" (115.1: each from any graveyard)."""
        if items[0].count < 2:
            raise NotUnderstood("one target card from graveyards")
        return self.exile_card(items)

    def exile_card_opponent(self, items: list[Any]) -> ir.ObjectAction:
        """"Exile target card from an opponent's graveyard" (115.1, 406.1)."""
        card = items[0]
        single = (("single_graveyard", True),) if card.count > 1 else ()  # (601.2c: one
        # opponent's graveyard for them all, render_phrases.describe_target)
        desc = ir.Desc(card.desc.nouns, (*card.desc.filter, ("controller", "opponent"), *single))
        return ir.ObjectAction("exile", ir.Obj("card_target_any", desc, card.optional,
                                               card.count))

    def exile_graveyard(self, items: list[Any]) -> ir.ExileGraveyard:  # 406.1
        who = {"target player's": "target_player", "target opponent's": "target_opponent",
               "each opponent's": "each_opponent", "that player's": "that",
               "all opponents' graveyards": "each_opponent"}[str(items[0])]
        return ir.ExileGraveyard(ir.Player(who))

    def mass_cards(self, items: list[Any]) -> ir.Desc:
        return items[0]  # type: ignore[no-any-return]

    def desc_card_and(self, items: list[Any]) -> ir.Desc:
        """"artifact and enchantment cards": each card of either kind (the same set as "or")."""
        d = self.desc_card(items)
        return ir.Desc(d.nouns, (*d.filter, ("joined", True)))

    def return_all_cards(self, items: list[Any]) -> ir.ReturnAllCards:  # 400.3
        from mtg_engine.cards.oracle.graveyard_mass import return_all

        return return_all(items[0], str(items[1]), len(items) > 2, False)

    def return_all_cards_any(self, items: list[Any]) -> ir.ReturnAllCards:  # 400.3, 110.2
        from mtg_engine.cards.oracle.graveyard_mass import return_all

        return return_all(items[0], "the battlefield", len(items) > 1, True)

    def return_all_cards_any_hand(self, items: list[Any]) -> ir.ReturnAllCards:  # 400.3
        from mtg_engine.cards.oracle.graveyard_mass import return_all

        if str(items[1]) != "their owners' hands":
            raise NotUnderstood("cards of all graveyards to one hand")
        return return_all(items[0], "your hand", False, True)

    def look_at_hand(self, items: list[Any]) -> ir.PlayerAction:
        """"Look at target player's hand" (402.3: a hand is hidden; its owner's opponent sees
        it): `who` is whose hand."""
        word = str(items[0])
        if word == "that player's":  # the player named before, or the trigger event's (603.2)
            return ir.PlayerAction("look_at_hand", ir.Player("that"), 0)
        if word not in ("target player's", "target opponent's"):
            raise NotUnderstood("look at a hand of no target player")
        who = "target_player" if word == "target player's" else "target_opponent"
        return ir.PlayerAction("look_at_hand", ir.Player(who), 0)

    def look_at_library(self, items: list[Any]) -> ir.PlayerAction:
        """"Look at the top card of your / target player's library" (401.5): `who` is whose
        library; nothing else is done."""
        word = str(items[0])
        if word == "x cards":  # (TOP_CARDS reads X for "exile the top X cards" only)
            raise NotUnderstood("the top X cards looked at")
        n = 1 if word == "card" else NUMBERS[word.split()[0]]
        owner = str(items[1]) if len(items) > 1 else "your"
        who = {"your": "you", "target player's": "target_player",
               "target opponent's": "target_opponent"}[owner]
        return ir.PlayerAction("look_at_library", ir.Player(who), n)

    def exile_library_of(self, items: list[Any]) -> ir.PlayerAction:
        """"Exile all cards from target player's library" (406.3)."""
        who = {"target player's": "target_player",
               "target opponent's": "target_opponent"}[str(items[0])]
        return ir.PlayerAction("exile_library", ir.Player(who), 0)

    def exile_all_graveyards(self, _: list[Any]) -> ir.ExileGraveyard:
        return ir.ExileGraveyard(ir.Player("each_player"))

    def bounce(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("bounce", items[0])

    def regenerate(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("regenerate", items[0])

    def sacrifice(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("sacrifice", items[0])

    def transform_self(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("transform", items[0])  # 701.28

    def scry(self, items: list[Any]) -> ir.Scry:
        # 701.18a, 107.3: "Scry X, where X is ..." (the sentence's where_x gives X its value)
        return ir.Scry(items[0])

    def put_counters(self, items: list[Any]) -> ir.PutCounters:
        return ir.PutCounters(counter_kind(str(items[1])), items[0], items[3])

    def put_counters_two(self, items: list[Any]) -> _Several:
        """122.1: "put <counters> on <objects> and <counters> on <objects>" (one verb)."""
        return _Several((self.put_counters(items[:4]), self.put_counters(items[4:])))

    def put_counters_pair(self, items: list[Any]) -> _Several:
        """122.1: "put <counters> and <counters> on <objects>": both on the same objects."""
        return _Several((self.put_counters([*items[:3], items[6]]),
                         self.put_counters([*items[3:6], items[6]])))

    def shuffle(self, _: list[Any]) -> ir.Shuffle:
        return ir.Shuffle()

    def surveil(self, items: list[Any]) -> ir.KeywordAction:  # 701.42a
        if not isinstance(items[0], int):
            raise NotUnderstood("surveil X")
        return ir.KeywordAction("surveil", items[0])

    def bolster(self, items: list[Any]) -> ir.KeywordAction:  # 701.33a
        if not isinstance(items[0], int) and items[0] != "X":  # (107.3: X, or ", where X is")
            raise NotUnderstood("bolster X")
        return ir.KeywordAction("bolster", items[0])

    def explore(self, _: list[Any]) -> tuple[str]:  # 701.40a
        return ("explore",)

    def connive(self, _: list[Any]) -> tuple[str]:  # 701.47a
        return ("connive",)

    def bounce_chosen(self, items: list[Any]) -> ir.BounceChosen:  # 400.3
        desc = items[1]
        if str(items[0]).endswith("another"):
            if desc.get("other"):
                raise NotUnderstood("another twice")
            desc = ir.Desc(desc.nouns, (*desc.filter, ("other", True)))
        return ir.BounceChosen(1, desc)

    def bounce_chosen_n(self, items: list[Any]) -> ir.BounceChosen:  # 400.3
        """"Return two Forests you control to their owner's hand": that many, chosen."""
        return ir.BounceChosen({"two": 2, "three": 3}[str(items[0]).split()[1]], items[1])


# 508.1d: "attack each combat if able", also said for a duration ("until your next turn")
_EACH_COMBAT = ("each_combat", ("attacks each combat if able",))


def _pt_value(s: str) -> int | str:
    """"+2" -> 2; "+X" -> "X", "-X" -> "-X" (107.3: X is the value chosen as it was cast or
    activated; lower.py refuses it where X has none)."""
    if "x" in s:
        return "-X" if s[0] == "-" else "X"
    return int(s)


def _pump_each(what: ir.Obj, vps: list[Any], count: Any) -> tuple[ir.Instruction, ...]:
    """608.2h: +N/+M (or -N/-M) for each of something, after the keywords it gains until end
    of turn too ("gain trample and get +1/+1 until end of turn for each ...")."""
    *grants, pump = vps
    if pump[0] != "pump" or not all(isinstance(v, int) for v in pump[1:]) \
            or any(vp[0] != "grant" for vp in grants):
        raise NotUnderstood("+X/+X for each")

    from mtg_engine.cards.oracle.amounts import own_amount

    count = own_amount(what, count)  # "... for each creature blocking it": its own (509.1h)
    return (*(ir.Grant(what, vp[1], "end_of_turn") for vp in grants),
            ir.Pump(what, per_each(count, pump[1]), per_each(count, pump[2])))


def per_each(count: Any, n: int) -> Any:
    """"+N for each ..." as an amount: the count times N (0: none; -N: subtracted)."""
    from mtg_engine.cards.oracle.amounts import Quantity, scaled

    if n >= 0:
        return scaled(count, n) if n else 0
    q = count if isinstance(count, Quantity) else Quantity(count)
    return replace(scaled(q, -n), negate=True)


def _own(source: ir.Obj, amount: Any) -> Any:
    """"~ deals damage equal to its power": "its" is the source's (amounts.py)."""
    from mtg_engine.cards.oracle.amounts import own_amount

    return own_amount(source, amount)


class _Several(tuple):  # type: ignore[type-arg]
    """One verb's instructions on each of several targets ("Destroy target creature and
    target land", 115.1): one instruction per target, in order."""


def _many(tok: Any) -> tuple[int, bool]:
    """"up to two" -> (2, optional), "three" -> (3, required)."""
    words = str(tok).split()
    if words[-1] == "x":  # 601.2c: "x target creatures"
        return ir.X_TARGETS, words[0] == "up"
    if words[-1] == "of":  # 601.2c: "any number of target creatures"
        return ir.ANY_TARGETS, True
    if words[0] == "one":  # 601.2c: "one or two target creatures": the first one required
        return NUMBERS[words[-1]], ONE_OR_MORE  # type: ignore[return-value]
    return NUMBERS[words[-1]], words[0] == "up"


# "one or two target creatures" (601.2c): the first target required, the others optional
ONE_OR_MORE = "one_or_more"


def _times(n: Any, count: Any) -> Any:
    """"N for each ...": the count times N (a number, not X)."""
    from mtg_engine.cards.oracle.amounts import scaled

    return scaled(count, n)


def _player_action(who: ir.Subject, vp: tuple[Any, ...]
                   ) -> ir.PlayerAction | ir.CreateToken | ir.SacrificeChosen:
    """A player verb phrase (verb, amount, random, ...[, "you"]) with its subject."""
    if isinstance(vp, _Several):  # "you create A and B" (tokens_x.several_creations)
        raise NotUnderstood("several token creations after a subject")
    if isinstance(vp[-1], str) and vp[-1] == "you":  # "... and you gain 3 life" (you_again)
        who, vp = ir.Player("you"), vp[:-1]
    if vp[0] == "sacrifice_chosen":
        return ir.SacrificeChosen(who, vp[1], vp[3])
    if vp[0] == "returns_chosen":  # 400.3: the player chooses among their own permanents
        return ir.BounceChosen(1, vp[1], who)  # type: ignore[return-value]
    if vp[0] == "put_counters_chosen":  # 608.2d: the player chooses (counters_chosen.py)
        from dataclasses import replace

        return replace(vp[1], who=who)  # type: ignore[return-value]
    if vp[0] == "create_token":  # (tapped "attacking": 508.4, tokens.py)
        return ir.CreateToken(who, vp[1], vp[3], vp[2] in (True, "attacking"),
                              vp[2] in ("attacking", "attacking_untapped"),
                              blocking=vp[2] == "blocking")
    if vp[0] == "copy_token":  # 707.2 (amounts.py)
        from mtg_engine.cards.oracle.amounts import CopyToken

        return CopyToken(who, *vp[1:])  # type: ignore[return-value]
    if vp[0] == "get_counters":  # 122.1: counters on a player (amounts.py)
        from mtg_engine.cards.oracle.amounts import PlayerCounters

        return PlayerCounters(who, vp[3], vp[1])  # type: ignore[return-value]
    return ir.PlayerAction(vp[0], who, vp[1], vp[2])
