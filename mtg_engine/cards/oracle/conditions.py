"""Condition phrases in Oracle text -> DSL conditions, and back to English.

One reading of the phrase that follows "if", "unless", "as long as" or "only if" wherever it
occurs: an intervening "if" clause of a triggered ability (603.4), an instruction carried out
only if a condition holds ("If you control a Wizard, draw a card.", 608.2c), "if you do"
after an optional instruction (608.2c), the condition of a static ability (611.3a) and an
activation restriction ("Activate only if ...", 602.5b). The grammar is grammar.lark's
`cond_phrase` (the static section's `condition` alternatives and the `cp_extra` ones); the
transformer below turns it into an `ir.StaticCondition`, lowered to the DSL condition that
rules/conditions.py evaluates (`dsl.Condition`). `render_condition` gives every English
wording of a DSL condition, the usual first: the round trip compares them with the card.

Conditional instructions (608.2c, 614.15) are read by conditional_effects.py, conditions on
objects and "as long as" statics (611.3a) by conditional_statics.py.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NUMBERS, NotUnderstood, counter_kind, read

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                 "seventeen", "eighteen", "nineteen", "twenty")


def _number(tok: Any) -> int:
    w = str(tok)
    return int(w) if w.isdigit() else NUMBERS[w]


def _article(tok: Any) -> None:
    if str(tok) not in ("a", "an"):
        raise NotUnderstood(f"{tok!s} where 'a' or 'an' is meant")


@lru_cache(maxsize=1)
def _transformer() -> Any:
    """The static section's transformer (statics.static_transformer: object descriptions and
    the `condition` alternatives) with the `cp_extra` alternatives."""
    from mtg_engine.cards.oracle.static_grammar import static_transformer

    base = type(static_transformer())
    C = ir.StaticCondition

    class ConditionIR(base):  # type: ignore[misc, valid-type]
        def cond_phrase(self, items: list[Any]) -> ir.StaticCondition:
            return items[0]  # type: ignore[no-any-return]

        def cp_hand_at_least(self, items: list[Any]) -> ir.StaticCondition:
            return C("hand_at_least", _number(items[1]))

        def cp_hand_at_most(self, items: list[Any]) -> ir.StaticCondition:
            return C("hand_at_most", _number(items[1]))

        def cp_life_at_most(self, items: list[Any]) -> ir.StaticCondition:
            return C("life_at_most", int(items[1]))

        def cp_graveyard_you_have(self, items: list[Any]) -> ir.StaticCondition:
            # "you have four or more creature cards in your graveyard"
            n, nouns = _number(items[1]), [str(t) for t in items[2:-1]]
            if len(nouns) > 1:
                raise NotUnderstood("two card types")
            desc = ir.Desc((nouns[0],)) if nouns else None
            return C("graveyard_at_least", n, desc)

        def cp_graveyard_typed(self, items: list[Any]) -> ir.StaticCondition:
            return C("graveyard_at_least", _number(items[0]), ir.Desc((str(items[1]),)))

        def cp_spell_mastery(self, items: list[Any]) -> ir.StaticCondition:
            # "two or more instant and/or sorcery cards" (spell mastery)
            if {str(items[1]), str(items[2])} != {"instant", "sorcery"}:
                raise NotUnderstood("and/or between other types")
            return C("graveyard_at_least", _number(items[0]), ir.Desc(("instant", "sorcery")))

        def cp_card_types(self, items: list[Any]) -> ir.StaticCondition:
            return C("card_types_in_graveyard", _number(items[0]))  # delirium

        def cp_creature_died(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            if str(items[1]) != "creature":
                raise NotUnderstood("only a creature dies (700.4)")
            return C("creature_died_this_turn")  # morbid

        def cp_gained_life(self, _: list[Any]) -> ir.StaticCondition:
            return C("gained_life_this_turn")

        def cp_gained_life_n(self, items: list[Any]) -> ir.StaticCondition:
            return C("gained_life_this_turn", int(items[0]))

        def cp_opponent_lost_life(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("opponent_lost_life_this_turn")

        def cp_left_battlefield(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            if str(items[1]) != "permanent":
                raise NotUnderstood("revolt names a permanent")
            return C("permanent_left_this_turn")  # revolt

        def cp_attacked(self, _: list[Any]) -> ir.StaticCondition:
            return C("attacked_this_turn")  # raid

        def cp_monarch(self, _: list[Any]) -> ir.StaticCondition:
            return C("monarch")  # 720

        def cp_city_blessing(self, _: list[Any]) -> ir.StaticCondition:
            return C("city_blessing")  # 702.131c

        def cp_opponent_more(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            noun = str(items[1])
            if noun not in ("lands", "creatures"):
                raise NotUnderstood(f"an opponent controls more {noun}")
            return C("opponent_controls_more", 1, ir.Desc((noun[:-1],)))

        def cp_opponent_controls(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            _article(items[1])
            return self._controls("opponent_controls", 1, items[2])

        def cp_any_controls(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return self._controls("any_controls", 1, items[1])

        # "that player": the player whose step it is (conditions.lower_condition's caller
        # says when "that player" means them)
        def cp_active_hand_at_most(self, items: list[Any]) -> ir.StaticCondition:
            return C("active_hand_at_most", _number(items[1]))

        def cp_active_hand_at_least(self, items: list[Any]) -> ir.StaticCondition:
            return C("active_hand_at_least", _number(items[1]))

        def cp_active_hand_empty(self, _: list[Any]) -> ir.StaticCondition:
            return C("active_hand_at_most", 0)

        # 122.1: counters of one kind on the source ("two or more ki counters on ~")
        def cp_n(self, items: list[Any]) -> int:
            return _number(items[0])

        def _counters(self, kind: str, items: list[Any]) -> ir.StaticCondition:
            n = next((i if isinstance(i, int) else _number(i) for i in items
                      if isinstance(i, int) or getattr(i, "type", "") in ("NUMWORD", "INT")), 0)
            counter = next(str(i) for i in items if getattr(i, "type", "") == "COUNTER")
            return C(f"{kind}:{counter_kind(counter)}", n)

        def cp_counters_at_least(self, items: list[Any]) -> ir.StaticCondition:
            return self._counters("self_counters_at_least", items)

        def cp_counters_at_most(self, items: list[Any]) -> ir.StaticCondition:
            return self._counters("self_counters_at_most", items)

        def cp_no_counters(self, items: list[Any]) -> ir.StaticCondition:
            return self._counters("self_counters_at_most", items)

        def cp_any_counters(self, _: list[Any]) -> ir.StaticCondition:
            """"~ has counters on it" (122.1): one or more of any kind."""
            return C("self_counters_at_least:", 1)

        def cp_opponent_life_at_most(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("opponent_life_at_most", int(items[2]))

        def cp_total_power(self, items: list[Any]) -> ir.StaticCondition:
            if str(items[0]) != "creatures":
                raise NotUnderstood("total power of other things than creatures")
            return C("total_power_at_least", int(items[2]))  # formidable

        def cp_kicked(self, items: list[Any]) -> ir.StaticCondition:
            return C("kicked")  # 702.33d

        def cp_different_powers(self, items: list[Any]) -> ir.StaticCondition:
            if str(items[1]) != "creatures":
                raise NotUnderstood("powers of other things than creatures")
            return C("different_powers_at_least", _number(items[0]))  # coven

        def cp_opponent_graveyard(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("opponent_graveyard_at_least", _number(items[2]))

        def cp_more_cards_than_each_opponent(self, _: list[Any]) -> ir.StaticCondition:
            return C("hand_more_than_each_opponent")

        def cp_cast_from_hand(self, _: list[Any]) -> ir.StaticCondition:
            return C("cast_from_hand")  # the permanent was a spell cast from the hand (601.2)

        def cp_cast_from_graveyard(self, _: list[Any]) -> ir.StaticCondition:
            return C("cast_from_graveyard")  # 601.2a: moved from a graveyard to the stack

        def cp_was_cast(self, _: list[Any]) -> ir.StaticCondition:
            return C("was_cast")

        def cp_cast_in_main_phase(self, _: list[Any]) -> ir.StaticCondition:
            return C("cast_in_main_phase")  # addendum (505.1)

        def cp_self_attacking(self, _: list[Any]) -> ir.StaticCondition:
            return C("self_attacking")

        def cp_self_in_combat(self, _: list[Any]) -> ir.StaticCondition:
            return C("self_in_combat")  # 506.4: an attacking or a blocking creature

        def cp_no_spells_last_turn(self, _: list[Any]) -> ir.StaticCondition:
            return C("spells_last_turn_at_most", 0)  # 726.3a's reckoning of last turn

        def cp_spells_last_turn(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("player_spells_last_turn_at_least", _number(items[1]))

        def cp_dont_control(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return self._controls("not_controls", 1, items[1])

        def cp_won_flip(self, _: list[Any]) -> ir.StaticCondition:
            return C("won_flip")  # 705

        def cp_lost_flip(self, _: list[Any]) -> ir.StaticCondition:
            return C("lost_flip")

        def cp_x_at_least(self, items: list[Any]) -> ir.StaticCondition:
            return C("x_at_least", int(items[0]))  # 107.3

        def cp_entered_this_turn(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            if str(items[1]) != "land":
                raise NotUnderstood("only a land entering is read")
            return C("land_entered_this_turn")

        def cp_opponent_controls_n(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])  # one opponent with that many (not all of them together)
            return self._controls("opponent_controls", _number(items[1]), items[2])

        def cp_no_opponent_controls(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return self._controls("no_opponent_controls", 1, items[1])

        def cp_creatures_died_n(self, items: list[Any]) -> ir.StaticCondition:
            if str(items[1]) != "creatures":
                raise NotUnderstood("only creatures die (700.4)")
            return C("creature_died_this_turn", _number(items[0]))

        def cp_opponent_lost_life_n(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("opponent_lost_life_this_turn", int(items[1]))

        def cp_more_life_than_opponent(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[1])
            return C("more_life_than_an_opponent")  # 119.1

        def cp_opponent_more_life(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("opponent_more_life")

        def cp_opponent_more_cards(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("opponent_more_cards_in_hand")

        def cp_spell(self, items: list[Any]) -> str:
            """The spell's kind as a word of the condition's name: "" (any), "instant or
            sorcery", "noncreature", "blue", "creature"."""
            words = [str(i) for i in items]
            if len(words) > 1 and sorted(words) != ["instant", "sorcery"]:
                raise NotUnderstood("these kinds of spells")
            return " or ".join(words)

        def cp_cast_this_turn(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[1])
            who = "you" if str(items[0]) == "you've" else "opponent"
            return C(f"cast_this_turn:{who}/{items[2]}", 1)

        def cp_cast_another(self, items: list[Any]) -> ir.StaticCondition:
            if str(items[0]) != "you've":
                raise NotUnderstood("another player's other spell")
            return C(f"cast_this_turn:another/{items[1]}", 1)

        def cp_self_entered(self, items: list[Any]) -> ir.StaticCondition:
            if str(items[0]) == "it":
                raise NotUnderstood("whose 'it'")  # (the static ability's: conditional_static)
            return C("self_entered_this_turn")

        # 601.2h: the mana spent to cast it, of each colour named (rules/conditions.py)
        def cp_mana_spent(self, items: list[Any]) -> ir.StaticCondition:
            letters = "".join(re.findall(r"\{([wubrg])\}", str(items[0]))).upper()
            if len(set(letters)) != len(letters):
                raise NotUnderstood("one colour named twice")
            return C(f"mana_spent:{letters}", 1)

        def cp_mana_spent_n(self, items: list[Any]) -> ir.StaticCondition:
            from mtg_engine.cards.oracle.conditional_statics import _COLOR_CODE

            return C(f"mana_spent:{_COLOR_CODE[str(items[1])]}", _number(items[0]))

        def cp_drawn_at_least(self, items: list[Any]) -> ir.StaticCondition:
            return C("drawn_this_turn_at_least", _number(items[0]))  # 121.1

    return ConditionIR()


def parse_condition(text: str) -> ir.StaticCondition | None:
    """The IR of a condition phrase ("you control two or more Gates", "a creature died this
    turn"), or None if the grammar can't read it."""
    from mtg_engine.cards.oracle.static_words import mark_subtypes

    src = mark_subtypes(text.strip().rstrip(".")).lower().replace("−", "-")
    got = read("cond_phrase", src, _transformer())
    if got is None or got.pronoun:
        return None  # "it's attacking": whose "it" only the static ability knows
    return got  # type: ignore[no-any-return]


def lower_condition(text: str, that_player_is_active: bool = False) -> Any:
    """The DSL condition (dsl.parse_condition's form) of a condition phrase, or None.
    `that_player_is_active`: "that player" is the player whose turn it is (an ability that
    triggers at the beginning of each player's or each opponent's upkeep)."""
    got = _lower_one(text, that_player_is_active)
    if got is None and that_player_is_active:  # "that player controls a Plains" (603.4)
        from mtg_engine.cards.oracle.conditions_active import lower as active

        got = active(text)
    return got if got is not None else _compound(text, that_player_is_active)


# The words a second condition after "and" / "or" may leave out, said by the first ("you
# control a blue permanent and a black permanent")
_SHARED_SUBJECTS = ("you control ", "an opponent controls ", "you have ",
                    "~ is ", "it's ")  # "~ is enchanted or equipped" (301.5, 303.4)


_OR = r" or (?!more\b|less\b|fewer\b|greater\b)"  # (not "30 or more life")


def _compound(text: str, active: bool) -> Any:
    """"<condition> and <condition>" / "<condition> or <condition>": both (all_of) or either
    (any_of), the second perhaps without the first's subject and verb; one "and" or one "or"
    (a mix of them would need an order nobody wrote down). None if not both read."""
    text = text.strip().rstrip(".")
    ands = text.count(" and ")
    ors = len(re.findall(_OR, text))
    if ands + ors != 1 or "and/or" in text:
        return None
    left, right = re.split(" and " if ands else _OR, text)
    first = _lower_one(left, active)
    if first is None:
        return None
    second = _lower_one(right, active)
    if second is None:
        shared = next((w for w in _SHARED_SUBJECTS if left.startswith(w)), None)
        if shared is None or right.startswith(shared):
            return None
        second = _lower_one(shared + right, active)
        if second is None:
            return None
    if not ands and "self_in_graveyard" in (_plain(first)["kind"], _plain(second)["kind"]):
        return None  # "if ~ is in your graveyard or on the battlefield": an ability working
        # from either zone (113.6b), which one condition doesn't say
    return {"kind": "all_of" if ands else "any_of", "parts": [first, second]}


def _lower_one(text: str, that_player_is_active: bool) -> Any:
    from mtg_engine.cards.oracle.conditional_statics import attached_condition
    from mtg_engine.cards.oracle.static_lowering import _lower_condition

    attached = attached_condition(text.strip().rstrip("."))
    if attached is not None:
        return attached
    from mtg_engine.cards.oracle import conditions_more

    own = conditions_more.lower(text)  # the families read in their own modules
    if own is not None:
        return own
    c = parse_condition(text)
    if c is None or (c.kind.startswith("active_") and not that_player_is_active):
        return None
    if ":" in c.kind:  # a counter's kind in the condition's name (122.1)
        kind, _, name = c.kind.partition(":")
        return {"kind": kind, "count": c.count, "name": name}
    if c.desc is not None and c.desc.nouns and set(c.desc.nouns) <= {"instant", "sorcery"}:
        types = [n.capitalize() for n in c.desc.nouns]
        return {"kind": c.kind, "count": c.count, "filter": {"types": types}}
    try:
        return _lower_condition(c)
    except (NotUnderstood, KeyError):
        return None


def split_condition(text: str) -> tuple[Any, str] | None:
    """"<condition>, <rest>" -> (the DSL condition, rest): the first comma after which the
    words before it read as a condition."""
    for m in re.finditer(r", ", text):
        cond = lower_condition(text[: m.start()])
        if cond is not None:
            return cond, text[m.end():]
    return None


def _plain(c: Any) -> dict[str, Any]:
    return {"kind": c} if isinstance(c, str) else dict(c)


def render_condition(c: Any) -> list[str]:
    """Every wording of DSL condition `c`, the usual first (the phrase after "if" / "as long
    as"). RenderError for a condition with no English here."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.render_statics import static_condition

    if _plain(c).get("negate"):  # said only by the "instead" rider it pairs with
        raise RenderError("a negated condition on its own")
    from mtg_engine.cards.oracle.conditions_aliases import alias_wordings
    from mtg_engine.cards.oracle.conditions_board import team_wordings

    got = extra_wordings(c) or static_condition(c)
    got = [*got, *(w for w in alias_wordings(_plain(c)) if w not in got)]  # (other wordings)
    got = [*got, *(w for w in team_wordings(got) if w not in got)]
    from mtg_engine.cards.oracle.conditions_counts import other_wordings

    return [*got, *other_wordings(_plain(c), got)]  # ("fewer than three", "and/or")


def extra_wordings(c: Any) -> list[str]:
    """The wordings of the conditions render.static_condition doesn't know ([] for others)."""
    from mtg_engine.cards.oracle.conditional_statics import (
        _COLOR_WORD,
        attached_wordings,
        target_wording,
    )
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    d = _plain(c)
    kind, n, f = d["kind"], d.get("count", 1), d.get("filter", {})
    words = _WORDS.get(kind)
    if words is not None and n == 1 and not f:
        return list(words)
    if kind == "attached_is":
        return attached_wordings(d)
    from mtg_engine.cards.oracle.conditions_more import wordings

    more = wordings(d)
    if more:
        return more
    if kind in ("all_of", "any_of"):
        return _compound_wordings(d)
    if kind == "not_controls" and n == 1:
        from mtg_engine.cards.oracle.render_statics import _article as article

        return [f"you control no {describe_filter(f, plural=True)}",
                f"you don't control {article(describe_filter(f))}"]
    if kind == "x_at_least":
        return [f"X is {n} or more"]
    if kind == "drawn_this_turn_at_least":
        return [f"you've drawn {_n(n)} or more cards this turn"]
    if kind == "cast_this_turn":  # 601.2i
        who, _, spell = d["name"].partition("/")
        what = f"{spell} spell" if spell else "spell"
        if who == "another":
            return [f"you've cast another {what} this turn"]
        from mtg_engine.cards.oracle.render_statics import _article as article

        return [f"{'you' if who == 'you' else 'an opponent'}{chr(39) + 've' if who == 'you' else ''}"
                f" cast {article(what)} this turn"]
    if kind == "mana_spent" and n == 1:  # 601.2h
        syms = "".join("{" + ch + "}" for ch in d["name"])
        return [f"{syms} was spent to cast this spell", f"{syms} was spent to cast it"]
    if kind == "mana_spent" and len(d["name"]) == 1:
        color = _COLOR_WORD[d["name"]]
        return [f"at least {_n(n)} {color} mana was spent to cast this spell",
                f"at least {_n(n)} {color} mana was spent to cast it"]
    if kind == "target_is":
        return [target_wording(d)]
    if kind == "target_stat_at_most":
        from mtg_engine.cards.oracle.conditions_target import at_most_wordings

        return at_most_wordings(d)
    if kind == "hand_at_least":
        return [f"you have {_n(n)} or more cards in hand"]
    if kind == "hand_at_most":
        return [f"you have {_n(n)} or fewer cards in hand"]
    if kind == "life_at_most":
        return [f"you have {n} or less life"]
    if kind == "graveyard_at_least" and f.get("types") == ["Instant", "Sorcery"] and len(f) == 1:
        return [f"there are {_n(n)} or more instant and/or sorcery cards in your graveyard"]
    if kind == "graveyard_at_least" and f:
        what = describe_filter(f, "card", plural=True)
        return [f"there are {_n(n)} or more {what} in your graveyard",
                f"you have {_n(n)} or more {what} in your graveyard"]
    if kind == "card_types_in_graveyard":
        return [f"there are {_n(n)} or more card types among cards in your graveyard"]
    if kind == "gained_life_this_turn":
        return [f"you gained {n} or more life this turn"]
    if kind == "opponent_controls_more":
        return [f"an opponent controls more {describe_filter(f, plural=True)} than you"]
    if kind == "opponent_life_at_most":
        return [f"an opponent has {n} or less life"]
    if kind == "total_power_at_least":
        return [f"creatures you control have total power {n} or greater"]
    if kind == "spells_last_turn_at_most" and n == 0:
        return ["no spells were cast last turn"]
    if kind == "player_spells_last_turn_at_least":
        return [f"a player cast {_n(n)} or more spells last turn"]
    if kind == "opponent_controls" and n > 1:
        return [f"an opponent controls {_n(n)} or more {describe_filter(f, plural=True)}"]
    if kind == "no_opponent_controls" and n == 1:
        from mtg_engine.cards.oracle.render_statics import _article as article

        return [f"no opponent controls {article(describe_filter(f))}"]
    if kind == "creature_died_this_turn" and n > 1:
        return [f"{_n(n)} or more creatures died this turn"]
    if kind == "opponent_lost_life_this_turn" and n > 1:
        return [f"an opponent lost {n} or more life this turn"]
    if kind in ("opponent_controls", "any_controls") and n == 1:
        from mtg_engine.cards.oracle.render_statics import _article as article

        who = "an opponent" if kind == "opponent_controls" else "any player"
        return [f"{who} controls {article(describe_filter(f))}"]
    if kind == "active_hand_at_most" and n == 0:
        return ["that player has no cards in hand"]
    if kind in ("active_hand_at_most", "active_hand_at_least"):
        more = "fewer" if kind == "active_hand_at_most" else "more"
        return [f"that player has {_n(n)} or {more} cards in hand"]
    if kind == "self_counters_at_least" and not d.get("name") and n == 1:  # (any kind)
        return ["~ has counters on it", "~ has one or more counters on it"]
    if kind in ("self_counters_at_least", "self_counters_at_most") and d.get("name"):
        name, more = d["name"], "more" if kind == "self_counters_at_least" else "fewer"
        noun = "counter" if n == 1 else "counters"
        if n == 0 and kind == "self_counters_at_most":
            return [f"there are no {name} counters on ~", f"~ has no {name} counters on it"]
        out = [f"there are {_n(n)} or {more} {name} {noun} on ~",
               f"~ has {_n(n)} or {more} {name} {noun} on it"]
        if n == 1 and more == "more":  # (conditions_designations: "it" after "~ has ...")
            art = "an" if name[0] in "aeiou" else "a"
            out += [f"~ has {art} {name} counter on it", f"it has {art} {name} counter on it"]
        return out
    if kind == "different_powers_at_least":
        return [f"you control {_n(n)} or more creatures with different powers"]
    if kind == "opponent_graveyard_at_least":
        return [f"an opponent has {_n(n)} or more cards in their graveyard"]
    return []


def _compound_wordings(d: dict[str, Any]) -> list[str]:
    """"A and B" / "A or B" (_compound): each part in each of its wordings, the second also
    without the subject the two share."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if len(d.get("parts", [])) != 2:
        raise RenderError("a compound condition of other than two parts")
    sep = " and " if d["kind"] == "all_of" else " or "
    out = []
    for a in render_condition(d["parts"][0]):
        for b in render_condition(d["parts"][1]):
            out.append(a + sep + b)
            shared = next((w for w in _SHARED_SUBJECTS if a.startswith(w) and b.startswith(w)),
                          None)
            if shared is not None:
                out.append(a + sep + b[len(shared):])
    return out


def _n(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


# conditions with one fixed wording
_WORDS: dict[str, tuple[str, ...]] = {
    "creature_died_this_turn": ("a creature died this turn",),
    "gained_life_this_turn": ("you gained life this turn",),
    "opponent_lost_life_this_turn": ("an opponent lost life this turn",),
    "permanent_left_this_turn": ("a permanent you controlled left the battlefield this turn",),
    "attacked_this_turn": ("you attacked this turn",),
    "monarch": ("you're the monarch",),
    "city_blessing": ("you have the city's blessing",),
    "kicked": ("this spell was kicked", "it was kicked", "~ was kicked"),
    "hand_more_than_each_opponent": ("you have more cards in hand than each opponent",),
    "cast_from_hand": ("you cast it from your hand", "this spell was cast from your hand"),
    "cast_from_graveyard": ("this spell was cast from a graveyard",),
    "was_cast": ("you cast it", "it was cast"),  # (601.2; The Tarrasque)
    "cast_in_main_phase": ("you cast this spell during your main phase",),
    "self_attacking": ("~ is attacking", "it's attacking"),
    "self_in_combat": ("~ is attacking or blocking",),  # 506.4
    "won_flip": ("you win the flip",),
    "lost_flip": ("you lose the flip",),
    "won_clash": ("you win",),  # after "Clash with an opponent." (701.23d)
    "more_life_than_an_opponent": ("you have more life than an opponent",),
    "opponent_more_life": ("an opponent has more life than you",),
    "opponent_more_cards_in_hand": ("an opponent has more cards in hand than you",),
    "self_entered_this_turn": ("~ entered the battlefield this turn",
                               "it entered the battlefield this turn"),
    "land_entered_this_turn": ("you had a land enter the battlefield under your control this "
                               "turn",),
}


def condition_wording(c: Any, printed: str = "") -> str:
    """The wording of DSL condition `c` that the printed text uses, if it uses one of them,
    else the usual one: every wording says the same condition (render_condition)."""
    from mtg_engine.cards.oracle.conditional_effects import PRINTED

    words = render_condition(c)
    low = (printed or PRINTED.get()).lower()
    return next((w for w in words if w.lower() in low), None) or next(
        (w for w in words if "~" in w  # (a text that prints the card's name for "~")
         and re.search(".+".join(map(re.escape, w.lower().split("~"))), low)), words[0])
