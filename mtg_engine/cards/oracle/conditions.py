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
from functools import lru_cache
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NUMBERS, NotUnderstood, read

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

        def cp_opponent_life_at_most(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("opponent_life_at_most", int(items[2]))

        def cp_total_power(self, items: list[Any]) -> ir.StaticCondition:
            if str(items[0]) != "creatures":
                raise NotUnderstood("total power of other things than creatures")
            return C("total_power_at_least", int(items[2]))  # formidable

        def cp_kicked(self, items: list[Any]) -> ir.StaticCondition:
            return C("kicked")  # 702.33d

        def cp_no_spells_last_turn(self, _: list[Any]) -> ir.StaticCondition:
            return C("spells_last_turn_at_most", 0)  # 726.3a's reckoning of last turn

        def cp_spells_last_turn(self, items: list[Any]) -> ir.StaticCondition:
            _article(items[0])
            return C("player_spells_last_turn_at_least", _number(items[1]))

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


def lower_condition(text: str) -> Any:
    """The DSL condition (dsl.parse_condition's form) of a condition phrase, or None."""
    from mtg_engine.cards.oracle.statics import _lower_condition

    c = parse_condition(text)
    if c is None:
        return None
    if c.desc is not None and set(c.desc.nouns) <= {"instant", "sorcery"}:
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
    from mtg_engine.cards.oracle.render import static_condition

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
    return []


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
}


def condition_wording(c: Any, printed: str = "") -> str:
    """The wording of DSL condition `c` that the printed text uses, if it uses one of them,
    else the usual one: every wording says the same condition (render_condition)."""
    words = render_condition(c)
    low = printed.lower()
    return next((w for w in words if w.lower() in low), words[0])


# ------------------------------------------------------------------ conditional instructions

NOT_MINE = object()  # compile_conditional: the text has no conditional sentence
_PAY = re.compile(r"^(?:You may pay|Pay) (?:((?:\{[0-9WUBRGC]\})+)|(\d+) life)\.$")
_KICKED = ("kicked", "kicked_with", "not_kicked")
def _refers_back(text: str) -> bool:
    """Does `text` hold a word referring to something named before it? Phrases whose pronoun
    refers inside them ("its owner's hand"; a search's "reveal them, put them into your
    hand") don't count."""
    return bool(_BACK_REFERENCE.search(_SELF_CONTAINED.sub("", text)))


_SELF_CONTAINED = re.compile(r"\b(?:its|their) owners?'?s?'? \w+|\breveal (?:it|them)\b"
                             r"|\bput (?:it|them|that card|those cards) (?:into|onto)\b")
# Words that refer to something named before: a sentence read apart from the ones before it
# (compile_conditional) must not hold them, or they would be bound to something else
_BACK_REFERENCE = re.compile(r"\b(?:it|its|it's|they|them|their|those|that|he|she|her|his)\b",
                             re.I)


def compile_conditional(ctx: Any, text: str,
                        plain: Callable[[Any, str], list[dict[str, Any]] | None]) -> Any:
    """Instructions some of which happen only if a condition holds (608.2c): "If <condition>,
    <instructions>." (the condition as it is when that sentence is carried out), and "If you
    do, ..." / "If you don't, ..." after an optional instruction ("You may draw a card.") or
    a payment ("You may pay {1}."). The other sentences are read by `plain` (the compiler of
    conditionless text), in runs. NOT_MINE when no sentence starts with "If", or when this
    reading fails (`ctx` is then as it was: the other readings try the text)."""
    if '"' in text:
        return NOT_MINE
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+(?=[A-Z])", text.strip()) if s.strip()]
    if not any(s.startswith("If ") for s in sentences):
        return NOT_MINE
    saved = (list(ctx.targets), ctx.subject, ctx.countered, ctx.after_counter)
    got = _conditional(ctx, sentences, plain)
    if got is None:
        ctx.targets[:] = saved[0]
        ctx.subject, ctx.countered, ctx.after_counter = saved[1:]
        return NOT_MINE
    return got


def _conditional(ctx: Any, sentences: list[str],
                 plain: Callable[[Any, str], list[dict[str, Any]] | None]
                 ) -> list[dict[str, Any]] | None:
    out: list[dict[str, Any]] = []
    run: list[str] = []

    def flush() -> bool:
        if run:
            if out and _refers_back(" ".join(run)):
                return False
            got = plain(ctx, " ".join(run))
            run.clear()
            if not got:
                return False
            out.extend(got)
        return True

    for i, s in enumerate(sentences):
        after = sentences[i + 1] if i + 1 < len(sentences) else ""
        if s.startswith("If "):
            if not flush():
                return None
            got = _if_sentence(ctx, s, out, plain)
        elif after.startswith(("If you do, ", "If you don't, ")):
            if not flush() or (out and _refers_back(s)):
                return None
            got = _optional(ctx, s, plain)
        else:
            run.append(s)
            continue
        if got is None:
            return None
        out.extend(got)
    return out if flush() else None


def _if_sentence(ctx: Any, s: str, before: list[dict[str, Any]],
                 plain: Callable[[Any, str], list[dict[str, Any]] | None]
                 ) -> list[dict[str, Any]] | None:
    m = re.match(r"If you (do|don't), (.+)$", s)
    if m:  # 608.2c: whether the optional instruction just before was carried out
        if not before or not _optional_done(before[-1]):
            return None
        cond: Any = "did" if m.group(1) == "do" else "did_not"
        rest = m.group(2)
    else:
        got = split_condition(s[3:])
        if got is None:
            return None
        cond, rest = got
    if rest.endswith(" instead."):
        return None  # an instruction replacing another (614.1a): not this reading
    if _refers_back(rest):
        return None  # read on its own, "it" would lose what it refers to
    n = len(ctx.targets)
    effects = plain(ctx, rest[:1].upper() + rest[1:])
    if not effects:
        return None
    if len(ctx.targets) != n and _plain(cond)["kind"] in _KICKED:
        return None  # 702.33g: a target chosen only if kicked (spell_costs.kicked_spell)
    return [with_condition(e, cond) for e in effects] if all(
        "if" not in _params(e) for e in effects) else None


def _optional(ctx: Any, s: str, plain: Callable[[Any, str], list[dict[str, Any]] | None]
              ) -> list[dict[str, Any]] | None:
    """The instruction an "If you do" follows: "You may pay {1}." / "Pay 2 life." (the
    instruction `pay`) or "You may <one instruction>." (608.2d)."""
    m = _PAY.match(s)
    if m:
        p: dict[str, Any] = {"mana": m.group(1)} if m.group(1) else {"life": int(m.group(2))}
        if s.startswith("You may "):
            p["may"] = True
        return [{"pay": p}]
    if not s.startswith("You may "):
        return None
    effects = plain(ctx, s[8:9].upper() + s[9:])
    if not effects or len(effects) != 1 or _params(effects[0]).get("may"):
        return None
    verb, params = next(iter(effects[0].items()))
    return [{verb: {**(params or {}), "may": True}}]


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
    from mtg_engine.cards.oracle.render import render_effects

    if not any("if" in _params(e) or _optional_done(e) for e in effects):
        return None
    runs: list[tuple[Any, list[dict[str, Any]]]] = []
    for e in effects:
        key: Any = ("may", id(e)) if _optional_done(e) else _params(e).get("if")
        if runs and runs[-1][0] == key and not isinstance(key, tuple):
            runs[-1][1].append(e)
        else:
            runs.append((key, [e]))
    out: list[str] = []
    for key, run in runs:
        bare = [_without(e, "if", "may") for e in run]
        if "pay" in run[0]:
            p = _params(run[0])
            text = f"Pay {p['mana'] if p.get('mana') else str(p['life']) + ' life'}."
        else:
            text = render_effects(bare, targets, tokens)
        if isinstance(key, tuple):
            if _params(run[0]).get("may"):
                text = "You may " + text[:1].lower() + text[1:]
        elif key is not None:
            head = {"did": "If you do", "did_not": "If you don't"}.get(key) \
                if isinstance(key, str) else None
            if head is None:
                head = "If " + condition_wording(key)
            text = f"{head}, {text[:1].lower()}{text[1:]}"
        out.append(text)
    return " ".join(out)


def _without(e: dict[str, Any], *keys: str) -> dict[str, Any]:
    verb, params = next(iter(e.items()))
    return {verb: {k: v for k, v in (params or {}).items() if k not in keys}}


# ------------------------------------------------------------------ conditional statics (611.3a)

_STATIC_WITH_CONDITION = ("anthem",)  # the statics whose DSL has `as_long_as`
# conditions judged by the characteristics of permanents other than by "you control": the
# layers would compute them again while computing them (rules/layers._when_holds, 613.6)
_CHARACTERISTIC_CONDITIONS = ("opponent_controls_more", "total_power_at_least")


def conditional_static(para: str, read_static: Callable[[str], dict[str, Any] | None]
                       ) -> dict[str, Any] | None:
    """"As long as <condition>, <static>." / "<static> as long as <condition>." (611.3a): a
    static ability the statics compiler reads (`read_static`), on only while the condition
    holds; None when either part isn't read."""
    m = re.match(r"^As long as (.+)$", para)
    if m:
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
    if _plain(cond)["kind"] in _CHARACTERISTIC_CONDITIONS:
        return None
    if re.search(r"\b(?:it|its|it's)\b", body, re.I):
        return None  # whose "it": the condition's subject or the ability's? (statics.py)
    st = read_static(body)
    if st is None or len(st) != 1:
        return None
    kind, p = next(iter(st.items()))
    if kind not in _STATIC_WITH_CONDITION or "as_long_as" in (p or {}):
        return None
    return {kind: {**p, "as_long_as": cond}}
