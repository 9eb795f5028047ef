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
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NUMBERS, NotUnderstood, counter_kind, read

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten")


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
    from mtg_engine.cards.oracle.statics import static_transformer

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

        def cp_was_cast(self, _: list[Any]) -> ir.StaticCondition:
            return C("was_cast")

        def cp_cast_in_main_phase(self, _: list[Any]) -> ir.StaticCondition:
            return C("cast_in_main_phase")  # addendum (505.1)

        def cp_self_attacking(self, _: list[Any]) -> ir.StaticCondition:
            return C("self_attacking")

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
            return C(f"mana_spent:{_COLOR_CODE[str(items[1])]}", _number(items[0]))

        def cp_drawn_at_least(self, items: list[Any]) -> ir.StaticCondition:
            return C("drawn_this_turn_at_least", _number(items[0]))  # 121.1

    return ConditionIR()


def parse_condition(text: str) -> ir.StaticCondition | None:
    """The IR of a condition phrase ("you control two or more Gates", "a creature died this
    turn"), or None if the grammar can't read it."""
    from mtg_engine.cards.oracle.statics import mark_subtypes

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
    return got if got is not None else _compound(text, that_player_is_active)


# The words a second condition after "and" / "or" may leave out, said by the first ("you
# control a blue permanent and a black permanent")
_SHARED_SUBJECTS = ("you control ", "an opponent controls ", "you have ")


def _compound(text: str, active: bool) -> Any:
    """"<condition> and <condition>" / "<condition> or <condition>": both (all_of) or either
    (any_of), the second perhaps without the first's subject and verb; one "and" or one "or"
    (a mix of them would need an order nobody wrote down). None if not both read."""
    text = text.strip().rstrip(".")
    ands, ors = text.count(" and "), text.count(" or ")
    if ands + ors != 1 or "and/or" in text:
        return None
    sep = " and " if ands else " or "
    left, right = text.split(sep)
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
    return {"kind": "all_of" if ands else "any_of", "parts": [first, second]}


def _lower_one(text: str, that_player_is_active: bool) -> Any:
    from mtg_engine.cards.oracle.statics import _lower_condition

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
    from mtg_engine.cards.oracle.render import RenderError
    from mtg_engine.cards.oracle.render_statics import static_condition

    if _plain(c).get("negate"):  # said only by the "instead" rider it pairs with
        raise RenderError("a negated condition on its own")
    got = extra_wordings(c)
    if got:
        return got
    return static_condition(c)


def extra_wordings(c: Any) -> list[str]:
    """The wordings of the conditions render.static_condition doesn't know ([] for others)."""
    from mtg_engine.cards.oracle.render import describe_filter

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
    if kind in ("self_counters_at_least", "self_counters_at_most") and d.get("name"):
        name, more = d["name"], "more" if kind == "self_counters_at_least" else "fewer"
        noun = "counter" if n == 1 else "counters"
        if n == 0 and kind == "self_counters_at_most":
            return [f"there are no {name} counters on ~", f"~ has no {name} counters on it"]
        return [f"there are {_n(n)} or {more} {name} {noun} on ~",
                f"~ has {_n(n)} or {more} {name} {noun} on it"]
    if kind == "different_powers_at_least":
        return [f"you control {_n(n)} or more creatures with different powers"]
    if kind == "opponent_graveyard_at_least":
        return [f"an opponent has {_n(n)} or more cards in their graveyard"]
    return []


def _compound_wordings(d: dict[str, Any]) -> list[str]:
    """"A and B" / "A or B" (_compound): each part in each of its wordings, the second also
    without the subject the two share."""
    from mtg_engine.cards.oracle.render import RenderError

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
    "kicked": ("this spell was kicked", "it was kicked", "~ was kicked"),
    "hand_more_than_each_opponent": ("you have more cards in hand than each opponent",),
    "cast_from_hand": ("you cast it from your hand",),
    "was_cast": ("you cast it",),
    "cast_in_main_phase": ("you cast this spell during your main phase",),
    "self_attacking": ("~ is attacking", "it's attacking"),
    "won_flip": ("you win the flip",),
    "lost_flip": ("you lose the flip",),
    "won_clash": ("you win",),  # after "Clash with an opponent." (701.23d)
    "more_life_than_an_opponent": ("you have more life than an opponent",),
    "opponent_more_life": ("an opponent has more life than you",),
    "opponent_more_cards_in_hand": ("an opponent has more cards in hand than you",),
    "self_entered_this_turn": ("~ entered the battlefield this turn",),
    "land_entered_this_turn": ("you had a land enter the battlefield under your control this "
                               "turn",),
}


def condition_wording(c: Any, printed: str = "") -> str:
    """The wording of DSL condition `c` that the printed text uses, if it uses one of them,
    else the usual one: every wording says the same condition (render_condition)."""
    words = render_condition(c)
    low = (printed or PRINTED.get()).lower()
    return next((w for w in words if w.lower() in low), words[0])


# ------------------------------------------------------------------ conditional instructions

NOT_MINE = object()  # compile_conditional: the text has no conditional sentence
_PAY = re.compile(r"^(?:You may pay|Pay) (?:((?:\{(?:[0-9WUBRGC]|[WUBRG2]/[WUBRG])\})+)|(\d+) life|"
                  r"((?:\{E\})+))\.$")  # {E}: energy (107.14)
_KICKED = ("kicked", "kicked_with", "not_kicked")


def compile_conditional(ctx: Any, text: str,
                        plain: Callable[[Any, str], list[dict[str, Any]] | None]) -> Any:
    """Instructions some of which happen only if a condition holds (608.2c): "If <condition>,
    <instructions>." (the condition as it is when that sentence is carried out), "If you do,
    ..." / "If you don't, ..." after an instruction ("You may draw a card.", "You may pay
    {1}."), "... instead if <condition>." riders, "sacrifice ~ unless you pay {M}" (118.12).
    The sentences without their conditions are read by `plain` (the compiler of conditionless
    text) together, so that "it" and "that creature" refer as they do in the whole text; each
    sentence's instructions are those the longer reading adds. NOT_MINE when no sentence has
    a condition, or when this reading fails (`ctx` is then as it was)."""
    if '"' in text:
        return NOT_MINE
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+(?=[A-Z~])", text.strip()) if s.strip()]
    if not any(s.startswith(("If ", "Then if ")) or _trailing(s) or _UNLESS_PAY.match(s)
               or _instead(s) or _unless(s) or (s.startswith("Then ") and _unless(s[5:]))
               for s in sentences):
        return NOT_MINE
    items = _items(sentences)
    got = _read_items(ctx, items, plain) if items is not None else None
    return NOT_MINE if got is None else got


# One sentence of a conditional text: (kind, the words `plain` reads or None, the detail):
# plain | if (detail: the DSL condition) | may ("You may X.") | one (the instruction an "If
# you do" follows) | pay (detail: the `pay` effect) | unless (detail: the mana) | instead
# (detail: (condition, the rider's words), about the sentence before it)
_Item = tuple[str, str | None, Any]


def _items(sentences: list[str]) -> list[_Item] | None:
    items: list[_Item] = []
    for i, s in enumerate(sentences):
        after = sentences[i + 1] if i + 1 < len(sentences) else ""
        if s.startswith("Then if ") or (s.startswith("Then ") and _unless(s[5:]) is not None):
            s = s[5:6].upper() + s[6:]  # "Then" orders nothing more than the sentences do
        trailing = _trailing(s)
        if trailing is not None:  # "Draw a card if you have no cards in hand."
            s = f"If {trailing[1]}, {trailing[0][:1].lower()}{trailing[0][1:]}."
        rider = _instead(s)
        m = _UNLESS_PAY.match(s)
        if m is not None and not re.match(r"(?i)^sacrifice (?:~|it|this \w+)$", m.group(1)):
            m = None  # other instructions: "You may pay {M}. If you don't, ..." (_unless)
        if rider is not None:
            if not items or items[-1][0] != "plain":
                return None
            items.append(("instead", None, rider))
        elif m is not None:
            items.append(("unless", m.group(1) + ".", m.group(2)))
        elif _unless(s) is not None:
            items += _unless(s)  # type: ignore[operator]
        elif s.lower() == "flip a coin.":  # 705.1 (rules/coin.py)
            items.append(("pay", None, {"flip_coin": {}}))
        elif s.lower() == "clash with an opponent.":  # 701.23 (rules/clash.py)
            items.append(("pay", None, {"clash": {}}))
        elif s.startswith("If you win, ") and any(i[2] == {"clash": {}} for i in items):
            rest = s[len("If you win, "):]  # 701.23d: the clash before it
            if rest.endswith(" instead."):
                return None
            items.append(("if", rest[:1].upper() + rest[1:], "won_clash"))
        elif s.startswith("Otherwise, "):  # the instruction if the one before it wasn't
            if not items or items[-1][0] != "if" or (len(items) > 1 and items[-2][0] == "if"):
                return None  # after two conditions it means neither held: not read here
            rest = s[len("Otherwise, "):]
            items.append(("if", rest[:1].upper() + rest[1:], _otherwise(items[-1][2])))
        elif s.startswith("If "):
            item = _if_item(s, items)
            if item is None:
                return None
            items.append(item)
        elif after.startswith(("If you do, ", "If you don't, ", "If you can't, ")):
            items.append(_optional_item(s))
        else:
            items.append(("plain", s, None))
    return items


_UNLESS = re.compile(r"^([^.]+?) unless ([^,.]+)\.$")


def _unless(s: str) -> list[_Item] | None:
    """"<instruction> unless <condition>." -> the instruction if the condition doesn't hold;
    "<instruction> unless you <action>." -> 118.12a: "You may <action>. If you don't,
    <instruction>." (the action one `_optional_item` reads). None for other sentences."""
    m = _UNLESS.match(s)
    if m is None or m.group(1).startswith(("If ", "Then ", "You may ")):
        return None
    what, rest = m.group(1) + ".", m.group(2)
    cond = lower_condition(rest)
    if cond is not None:
        if _plain(cond)["kind"] in ("did", "did_not", "could_not") or _plain(cond).get("negate"):
            return None
        return [("if", what, negated(cond))]
    other = _OTHER_PAYS.match(rest)
    if other is not None and not re.match(r"(?i)counter\b", what):  # (the counter's own
        # `unless_pays`, 701.5)  # "... unless that player pays {1}": read with the instruction
        cost = other.group(2)
        pay = {"mana": cost} if cost.startswith("{") else {"life": int(cost.split()[0])}
        return [("unless_other", what, (other.group(1), pay))]
    if not rest.startswith("you ") or rest.startswith("you may "):
        return None
    action = _optional_item(f"You may {rest[4:]}.")
    if action[0] not in ("may", "pay"):
        return None
    return [action, ("if", what, "did_not")]


def _split_target_condition(text: str) -> tuple[Any, str] | None:
    """"<condition on the target>, <rest>" (target_condition)."""
    for m in re.finditer(r", ", text):
        cond = target_condition(text[: m.start()])
        if cond is not None:
            return cond, text[m.end():]
    return None


_OTHER_PAYS = re.compile(r"^(they|that player|its controller|that (?:creature|permanent|spell)'s "
                         r"controller) pays? ((?:\{[0-9WUBRGC]\})+|\d+ life)$")


def _payer(words: str, effect: dict[str, Any]) -> str | None:
    """The player reference of the payer of "unless <words> pays" (118.12a), named by the
    instruction it may prevent: its player ("that player sacrifices a permanent unless they
    pay") or the controller of the object it acts on ("destroy that creature unless its
    controller pays {2}")."""
    p = _params(effect)
    who, what = p.get("who"), p.get("what")
    if words in ("they", "that player") and isinstance(who, str) \
            and who not in ("you", "each_opponent", "each_player"):
        return who
    if words != "that player" and what in ("target", "remembered") and who is None:
        return f"{what}_controller"
    if words == "that player" and who is None and what is None:
        from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

        seed = EVENT_REFERENT.get()  # the player the trigger event involved (603.2)
        if seed is not None and seed.player == "event":
            return "remembered"
    return None


def _payer_words(ref: str) -> str:
    """How render_conditional names the payer of a `pay` with `who` (FORM's third part)."""
    form = FORM.get()[2]
    if ref.endswith("_controller"):
        return ("its controller", "they", "that creature's controller")[form]
    return ("they", "that player", "that player")[form]


def _if_item(s: str, before: list[_Item]) -> _Item | None:
    m = re.match(r"If you (do|don't|can't), (.+)$", s)
    if m:  # 608.2c, 118.12: whether the instruction just before it was carried out
        if not before or before[-1][0] not in ("may", "one", "pay") \
                or (m.group(1) == "can't" and (before[-1][0] == "may" or (
                    before[-1][0] == "pay" and _params(before[-1][2]).get("may")))):
            return None  # ("can't": a mandatory instruction that couldn't be)
        cond: Any = {"do": "did", "don't": "did_not", "can't": "could_not"}[m.group(1)]
        rest = m.group(2)
    else:
        got = split_condition(s[3:]) or _split_target_condition(s[3:])
        if got is None:
            return None
        cond, rest = got
    if rest.endswith(" instead."):
        return None  # an instruction replacing another (614.1a): not this reading
    return ("if", rest[:1].upper() + rest[1:], cond)


def _optional_item(s: str) -> _Item:
    """The sentence an "If you do" follows: "You may pay {1}." / "Pay 2 life." (the
    instruction `pay`), "You may <one instruction>." (608.2d) or one instruction ("Sacrifice a
    creature."): "if you do" asks whether it changed anything (rules/stack._did_it)."""
    m = _PAY.match(s)
    if m:
        p: dict[str, Any] = {"mana": m.group(1)} if m.group(1) else \
            {"energy": m.group(3).count("{E}")} if m.group(3) else {"life": int(m.group(2))}
        if s.startswith("You may "):
            p["may"] = True
        return ("pay", None, {"pay": p})
    if s.startswith("You may "):
        return ("may", s[8:9].upper() + s[9:], None)
    return ("one", s, None)


def _read_items(ctx: Any, items: list[_Item],
                plain: Callable[[Any, str], list[dict[str, Any]] | None]
                ) -> list[dict[str, Any]] | None:
    from dataclasses import replace

    start = replace(ctx, targets=list(ctx.targets))
    words: list[str] = []
    read: list[dict[str, Any]] = []  # what `plain` made of `words`
    out: list[dict[str, Any]] = []
    last = chain = start
    base: tuple[str, int, list[dict[str, Any]]] = ("", 0, [])  # the last plain sentence
    for kind, text, detail in items:
        if kind == "pay":
            out.append(detail)
            continue
        if kind == "instead":
            if _plain(detail[0])["kind"] == "target_is" \
                    and not names_the_target(detail[0], last.targets):
                return None  # 608.2h: the one target named before
            pair = _instead_pair(start, base, out[base[1]:], detail, last.targets, plain)
            if pair is None:
                return None
            out[base[1]:] = pair
            continue
        assert text is not None
        before = list(last.targets)
        if kind == "if" and _plain(detail)["kind"] == "target_is" \
                and not names_the_target(detail, before):
            return None  # 608.2h: the one target named before
        now = replace(chain, targets=list(chain.targets))
        got = plain(now, " ".join([*words, text]))
        if got and got[: len(read)] == read:
            new, read, last = got[len(read):], got, now
            words.append(text)
        elif words and not _refers_back(text):
            # the sentences don't read as one text ("Sacrifice a land. Search ..."): this one
            # is read on its own, after what was read (it names nothing said before it)
            chain = replace(start, targets=list(before))
            now = replace(chain, targets=list(before))
            new = plain(now, text) or []
            if not new:
                return None
            words, read, last = [text], new, now
        else:
            return None
        new = _fix(kind, detail, new, len(last.targets) != len(before))
        if new is None:
            return None
        if kind == "plain":
            base = (text, len(out), before)
        out.extend(new)
    for f in ("targets", "subject", "countered", "after_counter"):
        setattr(ctx, f, getattr(last, f))
    return out


def _refers_back(text: str) -> bool:
    """Does `text` hold a word referring to something named before it? Phrases whose pronoun
    refers inside them ("its owner's hand"; a search's "reveal them, put them into your
    hand") don't count."""
    return bool(_BACK_REFERENCE.search(_SELF_CONTAINED.sub("", text)))


_SELF_CONTAINED = re.compile(r"\b(?:its|their) owners?'?s?'? \w+|\breveal (?:it|them)\b"
                             r"|\bput (?:it|them|that card|those cards) (?:into|onto)\b")
# Words that refer to something named before: a sentence read apart from the ones before it
# must not hold them, or they would be bound to something else
_BACK_REFERENCE = re.compile(r"\b(?:it|its|it's|they|them|their|those|that|he|she|her|his)\b",
                             re.I)


def _fix(kind: str, detail: Any, new: list[dict[str, Any]], new_targets: bool
         ) -> list[dict[str, Any]] | None:
    """A sentence's instructions as its kind makes them (see _Item)."""
    if kind == "plain":
        return new
    if kind == "unless_other":  # 118.12a: "<X> unless <a player> pays <cost>"
        payer = _payer(detail[0], new[0]) if len(new) == 1 else None
        if payer is None or "if" in _params(new[0]):
            return None
        return [{"pay": {**detail[1], "who": payer}}, with_condition(new[0], "did_not")]
    if kind == "unless":  # "sacrifice ~ unless you pay {M}": the DSL's only such field
        if new != [{"sacrifice": {"what": "self"}}]:
            return None
        return [{"sacrifice": {"what": "self", "unless_pays": detail}}]
    if kind in ("may", "one"):
        if len(new) != 1 or _params(new[0]).get("may") or "if" in _params(new[0]):
            return None
        if kind == "one":
            return new
        verb, params = next(iter(new[0].items()))
        return [{verb: {**(params or {}), "may": True}}]
    # "if": every instruction of the sentence carries the condition
    if any("if" in _params(e) for e in new):
        return None
    if new_targets and _plain(detail)["kind"] in _KICKED:
        return None  # 702.33g: a target chosen only if kicked (spell_costs.kicked_spell)
    return [with_condition(e, detail) for e in new]


def _instead(s: str) -> tuple[Any, str] | None:
    """"If <condition>, <instruction> instead." / "<instruction> instead if <condition>." ->
    (the DSL condition, the instruction), else None."""
    if s.startswith("If ") and s.endswith(" instead."):
        got = split_condition(s[3:]) or _split_target_condition(s[3:])
        if got is not None:
            return got[0], got[1][: -len(" instead.")]
    if s.startswith("If ") and ", instead " in s and s.endswith("."):
        got = split_condition(s[3:]) or _split_target_condition(s[3:])
        if got is not None and got[1].startswith("instead "):  # "If X, instead Y."
            return got[0], got[1][len("instead "):-1]
    m = re.match(r"^(.+) instead if ([^,]+)\.$", s)
    if m is not None:
        cond = lower_condition(m.group(2))
        if cond is not None:
            return cond, m.group(1)
    return None


def _instead_pair(start: Any, base: tuple[str, int, list[dict[str, Any]]],
                  first: list[dict[str, Any]], rider: tuple[Any, str],
                  targets: list[dict[str, Any]],
                  plain: Callable[[Any, str], list[dict[str, Any]] | None]
                  ) -> list[dict[str, Any]] | None:
    """An instruction and the one that replaces it when the condition holds ("~ deals 2
    damage to any target. ~ deals 4 damage instead if ..."): the rider is the same
    instruction with other numbers (its words may stop after the last change, and its
    subject may be "it" / "that creature"), read with the targets there were before the
    base. The first carries the negated condition, the rider the condition: exactly one of
    them is carried out (608.2c). `base`: (its words, where its instructions begin in the
    output, the targets before it); `first`: its instructions; `targets`: the targets
    after it."""
    from dataclasses import replace

    cond, words = rider
    text, _, before = base
    full = _expand_rider(text, words)
    if not first:
        return None
    rctx = replace(start, targets=list(before))
    if full is not None:
        second = plain(rctx, full)
    else:  # another instruction ("If that permanent is red, put it on top of its owner's
        # library instead."): read after the base, whose objects it names again
        both = plain(rctx, f"{text} {words[:1].upper()}{words[1:]}.")
        if not both or both[: len(first)] != first:
            return None
        second = both[len(first):]
    if not second or rctx.targets != targets or first == second \
            or any("if" in _params(e) for e in first + second):
        return None
    if full is not None and (len(second) != len(first)
                             or [next(iter(e)) for e in first] != [next(iter(e)) for e in second]):
        return None
    return [with_condition(e, negated(cond)) for e in first] + \
        [with_condition(e, cond) for e in second]


def _otherwise(c: Any) -> Any:
    """The condition of "Otherwise, ..." after an instruction with condition `c` (608.2c)."""
    return {"did": "did_not", "did_not": "did"}.get(c) if isinstance(c, str) \
        and c in ("did", "did_not") else negated(c)


def negated(c: Any) -> Any:
    """The DSL condition that holds when `c` doesn't ("not_kicked" for "kicked", 702.33d)."""
    if c == "kicked":
        return "not_kicked"
    return {**_plain(c), "negate": True}


_NUMBER = re.compile(r"^(?:\d+|x|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
                     r"[+-](?:\d+|x)/[+-](?:\d+|x))$")
_PRONOUN_SUBJECT = {"it": 1, "that": 2}


def _expand_rider(base: str, rider: str) -> str | None:
    """The rider of an "instead" as the whole instruction: the base sentence with the rider's
    numbers ("~ deals 4 damage" after "~ deals 2 damage to any target." -> "~ deals 4 damage
    to any target."); None unless the rider is the base with only numbers changed."""
    bw, rw = base.rstrip(".").split(), rider.rstrip(".").split()
    n = _PRONOUN_SUBJECT.get(rw[0].lower(), 0) if rw else 0
    if n:  # "it deals ..." / "that creature gets ...": the base's subject (~ or a target)
        if len(rw) <= n:
            return None
        verb = rw[n].lower()
        j = next((i for i, w in enumerate(bw) if w.lower() == verb), 0)
        subject = bw[:j]
        if not subject or not (subject[0] == "~" or subject[0].lower() == "target") or \
                (n == 2 and (len(subject) < 2 or subject[1].lower() != rw[1].lower())):
            return None
        rw = subject + rw[n:]
    if len(rw) > len(bw):
        return None
    changed = 0
    for a, b in zip(rw, bw, strict=False):
        if a.lower() == b.lower():
            continue
        if not (_NUMBER.match(a.lower()) and _NUMBER.match(b.lower())):
            return None
        changed += 1
    return " ".join(rw + bw[len(rw):]) + "." if changed else None


_UNLESS_PAY = re.compile(r"^(.+) unless you pay ((?:\{[0-9WUBRGC]\})+)\.$")


def _trailing(s: str) -> tuple[str, str] | None:
    """"<instructions> if <condition>." -> (instructions, condition), when the words after
    the last "if" read as a condition (not "if able", 701.? requirements)."""
    m = re.match(r"^(.+) if ([^,.]+)\.$", s)
    if m is None or m.group(1).endswith(" instead") or lower_condition(m.group(2)) is None:
        return None
    return m.group(1), m.group(2)


def _params(e: dict[str, Any]) -> dict[str, Any]:
    return next(iter(e.values())) or {}


def _optional_done(e: dict[str, Any]) -> bool:
    return "pay" in e or bool(_params(e).get("may"))


def with_condition(e: dict[str, Any], cond: Any) -> dict[str, Any]:
    verb, params = next(iter(e.items()))
    return {verb: {**(params or {}), "if": cond}}


def render_conditional(effects: list[dict[str, Any]], targets: list[dict[str, Any]],
                       tokens: dict[str, dict[str, Any]] | None) -> str | None:
    """The English of instructions with conditions or optional ones (compile_conditional's
    shapes), or None when there are none (render.render_effects renders them)."""
    from mtg_engine.cards.oracle.render import Refs, render_effects

    if not any("if" in _params(e) or _optional_done(e) for e in effects):
        return None
    refs = Refs(targets)  # one for all the sentences: a target named again is "it"
    runs: list[tuple[Any, list[dict[str, Any]]]] = []
    for e in effects:
        key: Any = ("may", id(e)) if _optional_done(e) or "flip_coin" in e or "clash" in e \
            else _params(e).get("if")
        if runs and runs[-1][0] == key and not isinstance(key, tuple):
            runs[-1][1].append(e)
        else:
            runs.append((key, [e]))
    out: list[str] = []
    skip = False
    for i, (key, run) in enumerate(runs):
        if skip:
            skip = False
            continue
        bare = [_without(e, "if", "may") for e in run]
        after = runs[i + 1][0] if i + 1 < len(runs) else None
        if isinstance(key, (str, dict)) and isinstance(after, (str, dict)) \
                and negated(after) == key:
            rider = [_without(e, "if") for e in runs[i + 1][1]]
            out.append(_render_instead(bare, rider, runs[i + 1][0], targets, tokens, refs))
            skip = True
            continue
        if "pay" in run[0] and _params(run[0]).get("who") and i + 1 < len(runs) \
                and _params(runs[i + 1][1][0]).get("if") == "did_not" \
                and len(runs[i + 1][1]) == 1:  # "X unless that player pays {1}" (118.12a;
            # "you may X unless ...": the may is X's, asked after the payer's choice)
            p = _params(run[0])
            cost = p["mana"] if p.get("mana") else f"{p['life']} life"
            payer = _payer_words(p["who"])
            rest = render_effects([_without(runs[i + 1][1][0], "if")], targets, tokens, refs)
            out.append(f"{rest[:-1]} unless {payer} {'pay' if payer == 'they' else 'pays'} "
                       f"{cost}.")
            skip = True
            continue
        if "flip_coin" in run[0]:
            text = "Flip a coin."  # 705.1
        elif "clash" in run[0]:
            text = "Clash with an opponent."  # 701.23
        elif "pay" in run[0]:
            p = _params(run[0])
            text = f"Pay {p['mana'] if p.get('mana') else str(p['life']) + ' life'}." \
                if not p.get("energy") else "Pay " + "{E}" * p["energy"] + "."  # 107.14
        else:
            text = render_effects(bare, targets, tokens, refs)
        if isinstance(key, tuple) and after == "did_not" and FORM.get()[0] \
                and _params(run[0]).get("may") and len(runs[i + 1][1]) == 1:
            # 118.12a: "X unless you Y" is "You may Y. If you don't, X."
            rest = render_effects([_without(runs[i + 1][1][0], "if")], targets, tokens, refs)
            out.append(f"{rest[:-1]} unless you {text[:1].lower()}{text[1:]}")
            skip = True
            continue
        before = runs[i - 1][0] if i else None
        if key is not None and not isinstance(key, tuple) and before is not None \
                and not isinstance(before, tuple) and key == _otherwise(before) \
                and (not isinstance(key, str) or FORM.get()[0]):
            out.append(f"Otherwise, {text[:1].lower()}{text[1:]}")  # 608.2c
            continue
        if isinstance(key, dict) and key.get("negate"):  # "X unless <condition>."
            plain_key = {k: v for k, v in key.items() if k != "negate"}
            if set(plain_key) == {"kind"}:
                plain_key = plain_key["kind"]
            out.append(f"{text[:-1]} unless {condition_wording(plain_key)}.")
            continue
        if isinstance(key, tuple):
            if _params(run[0]).get("may"):
                text = "You may " + text[:1].lower() + text[1:]
        elif key is not None:
            head = {"did": "If you do", "did_not": "If you don't",
                    "could_not": "If you can't"}.get(key) \
                if isinstance(key, str) else None
            if head is None and FORM.get()[0]:  # "Draw a card if you have no cards in hand."
                text = f"{text[:-1]} if {condition_wording(key)}."
            else:
                head = head or "If " + condition_wording(key)
                text = f"{head}, {text[:1].lower()}{text[1:]}"
        out.append(text)
    return " ".join(out)


def _render_instead(base: list[dict[str, Any]], rider: list[dict[str, Any]], cond: Any,
                    targets: list[dict[str, Any]], tokens: dict[str, dict[str, Any]] | None,
                    refs: Any) -> str:
    """"<base>. If <condition>, <rider> instead." in the wording FORM asks for: the rider's
    words in full or up to the word after its first or last changed number; its subject as
    is, "it" or "that <noun>"; the condition first or last."""
    import copy

    from mtg_engine.cards.oracle.render import render_effects

    alone = copy.deepcopy(refs)  # the rider's words as the base's, to compare them
    first = render_effects(base, targets, tokens, refs)
    second = render_effects(rider, targets, tokens, alone)
    bw, rw = first.rstrip(".").split(), second.rstrip(".").split()
    last, cut, subject = FORM.get()
    changed = [i for i, (a, b) in enumerate(zip(rw, bw, strict=False)) if a != b]
    if cut == 3:  # its words after the base's, naming the objects again ("it", 608.2c)
        rw = render_effects(rider, targets, tokens, copy.deepcopy(refs)).rstrip(".").split()
    elif cut and changed and len(rw) == len(bw):
        rw = rw[: (changed[0] if cut == 1 else changed[-1]) + 2]
    j = next((i for i, w in enumerate(rw) if w.lower() in _VERBS), 0)
    if subject and j and (rw[0] == "~" or rw[0].lower() == "target"):
        if subject == 1:
            rw = ["it", *rw[j:]]
        elif rw[0].lower() == "target" and j >= 2:
            rw = ["that", rw[1], *rw[j:]]
    words = " ".join(rw)
    if cut == 3 and subject == 1 and not last:  # "If <condition>, instead <rider>."
        return f"{first} If {condition_wording(cond)}, instead {words[:1].lower()}{words[1:]}."
    if last:
        return f"{first} {words[:1].upper()}{words[1:]} instead if {condition_wording(cond)}."
    return f"{first} If {condition_wording(cond)}, {words[:1].lower()}{words[1:]} instead."


_VERBS = frozenset({"gets", "get", "deals", "gains", "gain", "draws", "draw", "discards",
                    "loses", "lose", "mills", "sacrifices", "creates", "has"})

# How render_conditional words a condition, for the round trip's other readings: (the
# condition after its instructions, an instead rider cut short 0-2 or 3: said after its base,
# its subject 0-2). Every
# form says what the DSL does; the card's text decides which one it prints.
FORM: ContextVar[tuple[bool, int, int]] = ContextVar("form", default=(False, 0, 0))
# The paragraph's printed text while the round trip renders it (condition_renderings): a
# condition is said in the wording the card prints, of the wordings that say it
PRINTED: ContextVar[str] = ContextVar("printed", default="")


def condition_renderings(render: Callable[[], str], printed: str = "") -> list[str]:
    """`render()` in each other wording of its conditions (FORM), for the round trip; with
    the `printed` text, each condition in the wording it uses (condition_wording)."""
    from itertools import product

    from mtg_engine.cards.oracle.render import RenderError

    out = []
    said = PRINTED.set(printed)
    try:
        for form in product((False, True), (0, 1, 2, 3), (0, 1, 2)):
            if form == (False, 0, 0) and not printed:
                continue
            token = FORM.set(form)
            try:
                out.append(render())
            except RenderError:
                pass
            finally:
                FORM.reset(token)
    finally:
        PRINTED.reset(said)
    return out


def _without(e: dict[str, Any], *keys: str) -> dict[str, Any]:
    verb, params = next(iter(e.items()))
    return {verb: {k: v for k, v in (params or {}).items() if k not in keys}}


# ------------------------------------------------------------------ conditional statics (611.3a)

_STATIC_WITH_CONDITION = ("anthem", "continuous")  # the statics whose DSL has `as_long_as`
# conditions judged by the characteristics of permanents other than by "you control": the
# layers would compute them again while computing them (rules/layers._when_holds, 613.6)
_CHARACTERISTIC_CONDITIONS = ("opponent_controls_more", "total_power_at_least",
                              "different_powers_at_least", "controls_at_most")


def _attached_static(para: str) -> tuple[dict[str, Any], str] | None:
    """"As long as enchanted creature is red, it gets +1/+1." / "Enchanted creature gets +2/+2
    as long as it's a Vampire." -> (the `attached_is` condition, the static ability with the
    attached permanent named: "Enchanted creature gets +1/+1.")."""
    m = re.match(r"^As long as ((?:enchanted|equipped) \w+) (is|isn't) ([^,]+), it (.+)$", para)
    if m is not None:
        cond = attached_condition(f"{m.group(1)} {m.group(2)} {m.group(3)}")
        body = f"{m.group(1).capitalize()} {m.group(4)}"
    else:
        m = re.match(r"^((?:Enchanted|Equipped) \w+) (.+) as long as (it(?:'s| isn't) [^,]+)\.$",
                     para)
        if m is None:
            return None
        cond = attached_condition(m.group(3), m.group(1).lower())
        body = f"{m.group(1)} {m.group(2)}."
    return (cond, body) if cond is not None else None


def conditional_static(para: str, read_static: Callable[[str], dict[str, Any] | None]
                       ) -> dict[str, Any] | None:
    """"As long as <condition>, <static>." / "<static> as long as <condition>." (611.3a): a
    static ability the statics compiler reads (`read_static`), on only while the condition
    holds; None when either part isn't read."""
    attached = _attached_static(para)
    m = re.match(r"^As long as (.+)$", para)
    if attached is not None:
        cond, body = attached
    elif m:
        got = split_condition(m.group(1))
        if got is None:
            return None
        cond, body = got
        body = body[:1].upper() + body[1:]
    else:
        m = re.match(r"^(.+) as long as ([^,]+)\.$", para)
        if m is None:
            return None
        cond, body = lower_condition(m.group(2)), m.group(1) + "."
        if cond is None:
            return None
    parts = _plain(cond).get("parts", [])
    if _plain(cond)["kind"] in _CHARACTERISTIC_CONDITIONS or any(
            _plain(c)["kind"] in (*_CHARACTERISTIC_CONDITIONS, "attached_is") for c in parts):
        return None
    if _plain(cond)["kind"].startswith("self_") and re.match(r"^It (?:gets|has)\b", body):
        body = "~" + body[2:]  # "As long as ~ is attacking, it gets +2/+0." (~ itself)
    if re.search(r"\b(?:it|its|it's)\b", body, re.I):
        return None  # whose "it": the condition's subject or the ability's? (statics.py)
    st = read_static(body)
    if st is None or len(st) != 1:
        return None
    kind, p = next(iter(st.items()))
    if kind not in _STATIC_WITH_CONDITION or "as_long_as" in (p or {}):
        return None
    if attached is not None and (p or {}).get("affects") != cond["name"].split()[0]:
        return None  # "it" must be the attached permanent the static ability affects
    return {kind: {**p, "as_long_as": cond}}


# ------------------------------------------------------------------ the attached object (611.3a)
# "As long as enchanted creature is red, it gets +1/+1." / "Enchanted creature gets +2/+2 as
# long as it's a Vampire." (303.4, 301.5): a condition on the permanent the source is attached
# to, DSL kind `attached_is` (its `filter`; `name`: the words naming it), judged with the
# characteristics the layers have computed so far (rules/layers._when_holds, 613.6).

_COLOR_CODE = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_WORD = {v: k for k, v in _COLOR_CODE.items()}
_CARD_TYPE_WORDS = ("creature", "land", "artifact", "enchantment", "planeswalker")
_ATTACHED = re.compile(r"^(enchanted (?:creature|permanent|artifact|land)|equipped creature) "
                       r"(is|isn't) (.+)$")


def _quality(q: str, negative: bool) -> dict[str, Any] | None:
    """What "is <q>" / "isn't <q>" says of one permanent, as a filter: colours ("red or
    green"), card types and subtypes ("a creature", "a Human or an Angel", "a basic Mountain"),
    "legendary", "tapped", "untapped", "attacking", "blocking"; None for other words."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    special = {"nonbasic": {"not_supertypes": ["Basic"]},
               "a snow land": {"supertypes": ["Snow"], "types": ["Land"]},
               "an artifact creature": {"all_types": ["Artifact", "Creature"]}}
    if q in special and not negative:
        return special[q]
    parts = q.split(" or ")
    if all(p in _COLOR_CODE for p in parts):
        return {("not_colors" if negative else "colors"): [_COLOR_CODE[p] for p in parts]}
    types: list[str] = []
    subtypes: list[str] = []
    basic = False
    for p in parts:
        m = re.fullmatch(r"an? (basic )?([A-Za-z'-]+)", p)
        if m is None:
            break
        basic = basic or bool(m.group(1))
        if m.group(2) in _CARD_TYPE_WORDS:
            types.append(m.group(2).capitalize())
        elif m.group(2) in CREATURE_TYPES or m.group(2) in NONCREATURE_SUBTYPES:
            subtypes.append(m.group(2))
        else:
            break
    else:
        if negative:
            return {"not_types": types} if types and not subtypes and not basic else None
        if (types and subtypes) or (basic and (len(parts) > 1 or types)):
            return None
        f: dict[str, Any] = {"types": types} if types else {"subtypes": subtypes}
        if basic:
            f["supertypes"] = ["Basic"]
        return f
    if negative or len(parts) > 1:
        return None
    return {"legendary": {"supertypes": ["Legendary"]}, "tapped": {"tapped": True},
            "untapped": {"tapped": False}, "attacking": {"attacking": True},
            "blocking": {"blocking": True}}.get(q)


def attached_condition(text: str, subject: str = "") -> dict[str, Any] | None:
    """"enchanted creature is red" (or "it's red" when `subject`, the static ability's
    "enchanted creature" / "equipped creature", is what "it" names) -> the DSL condition."""
    m = _ATTACHED.match(text)
    if m is not None:
        noun, neg, q = m.group(1), m.group(2) == "isn't", m.group(3)
    else:
        m = re.match(r"^it(?:'s| isn't) (.+)$", text)
        if m is None or not subject:
            return None
        noun, neg, q = subject, text.startswith("it isn't"), m.group(1)
    f = _quality(q, neg)
    if f is None:
        return None
    return {"kind": "attached_is", "name": noun, "filter": f}


def _describe_quality(f: dict[str, Any]) -> str:
    """The words `_quality` reads back from its filter ("a Human or an Angel", "red")."""
    from mtg_engine.cards.oracle.render_statics import _article

    for words, sf in (("nonbasic", {"not_supertypes": ["Basic"]}),
                      ("a snow land", {"supertypes": ["Snow"], "types": ["Land"]}),
                      ("an artifact creature", {"all_types": ["Artifact", "Creature"]})):
        if f == sf:
            return words
    if "mana_value_le" in f or "mana_value_ge" in f:
        n = f.get("mana_value_le", f.get("mana_value_ge"))
        return f"{n} or {'less' if 'mana_value_le' in f else 'greater'}"
    if "colors" in f or "not_colors" in f:
        return " or ".join(_COLOR_WORD[c] for c in f.get("colors", f.get("not_colors", [])))
    if f.get("supertypes") == ["Legendary"]:
        return "legendary"
    if "tapped" in f:
        return "tapped" if f["tapped"] else "untapped"
    if f.get("attacking"):
        return "attacking"
    if f.get("blocking"):
        return "blocking"
    basic = "basic " if f.get("supertypes") == ["Basic"] else ""
    words = [t.lower() for t in f.get("types", f.get("not_types", []))] + f.get("subtypes", [])
    return " or ".join(_article(basic + w) for w in words)


def attached_wordings(c: dict[str, Any]) -> list[str]:
    """The wordings of an `attached_is` condition: "enchanted creature is red", "it's red"."""
    f = c.get("filter", {})
    neg = "not_colors" in f or "not_types" in f
    q = _describe_quality(f)
    verb, short = ("isn't", "it isn't") if neg else ("is", "it's")
    return [f"{c['name']} {verb} {q}", f"{short} {q}"]


def attached_static_forms(body: str, c: dict[str, Any]) -> list[str]:
    """The English forms of a static ability `body` ("Enchanted creature gets +1/+1") on only
    while the attached permanent is something: the condition first, its subject "it" ("As
    long as enchanted creature is red, it gets +1/+1."), or last ("Enchanted creature gets
    +2/+2 as long as it's a Vampire.")."""
    first, short = attached_wordings(c)
    out = [f"{body} as long as {short}.", f"{body} as long as {first}."]
    low = body[:1].lower() + body[1:]
    m = re.match(r"^(?:enchanted|equipped) \w+ ", low)
    if m is not None:
        out.append(f"As long as {first}, it {low[m.end():]}.")
    out.append(f"As long as {first}, {low}.")
    return out


# ------------------------------------------------------------------ the target (608.2h)
# "Destroy target land. If that land was nonbasic, ~ deals 2 damage to the land's controller."
# "Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a
# card." A condition on the spell's or ability's one target, DSL kind `target_is` (its
# `filter`; `name`: "<subject> <verb>[/card]", the words naming it), judged by
# rules/conditions.target_is: the object as it is, or as it last existed (608.2h).

_TARGET_SUBJECT = re.compile(
    r"^(it's|it is|it was|it isn't|it wasn't|that (?:creature|land|permanent|card|artifact|"
    r"enchantment) (?:is|was|isn't|wasn't)|its mana value (?:is|was)) (.+)$")


def target_condition(text: str) -> dict[str, Any] | None:
    """"that land was nonbasic" / "it's a Zombie card" / "its mana value was 3 or less" ->
    the `target_is` condition, or None."""
    m = _TARGET_SUBJECT.match(text.strip().rstrip("."))
    if m is None:
        return None
    subject, q = m.group(1), m.group(2)
    if subject.startswith("its mana value"):
        n = re.fullmatch(r"(\d+) or (less|greater)", q)
        if n is None:
            return None
        key = "mana_value_le" if n.group(2) == "less" else "mana_value_ge"
        return {"kind": "target_is", "name": subject, "filter": {key: int(n.group(1))}}
    card = q.endswith(" card")
    f = _quality(q[: -len(" card")] if card else q, subject.endswith("n't"))
    if f is None or (subject.endswith(("was", "wasn't")) and set(f) - _LKI_FIELDS):
        return None  # what it was as it last existed: its types, colours, mana value (608.2h)
    return {"kind": "target_is", "name": subject + ("/card" if card else ""), "filter": f}


_LKI_FIELDS = {"types", "all_types", "not_types", "subtypes", "not_subtypes", "supertypes",
               "not_supertypes", "colors", "not_colors", "mana_value_le", "mana_value_ge"}


def target_wording(c: dict[str, Any]) -> str:
    subject, _, card = c["name"].partition("/")
    return f"{subject} {_describe_quality(c.get('filter', {}))}{' card' if card else ''}"


def names_the_target(c: Any, targets: list[dict[str, Any]]) -> bool:
    """Does a `target_is` condition's subject name the one target there is ("that land" for
    "target land"; "it", "that permanent", "that card", "its mana value" for any)?"""
    if len(targets) != 1:
        return False
    m = re.match(r"^that (\w+) ", _plain(c)["name"])
    if m is None or m.group(1) in ("permanent", "card"):
        return True
    spec = targets[0]
    return m.group(1) == spec.get("kind") or \
        m.group(1).capitalize() in spec.get("filter", {}).get("types", [])
