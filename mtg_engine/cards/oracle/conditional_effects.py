"""Conditional instructions in Oracle text -> DSL, and back to English: "If <condition>,
<instruction>" (608.2c), "if you do" / "if you don't" after an optional instruction
(608.2c), "unless <player> pays ..." (118.12), another player's choice (608.2d) and "instead"
riders (614.15: a self-replacement inside the effect).

The condition phrases themselves are read by cards/oracle/conditions.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle.conditional_statics import names_the_target, target_condition
from mtg_engine.cards.oracle.conditions import (
    _plain,
    condition_wording,
    lower_condition,
    split_condition,
)
from mtg_engine.cards.oracle.other_player_may import (
    any_may,
    any_may_words,
    chooser_effect,
    did_head,
    did_other,
    follows_other,
    may_words,
    other_may,
    other_pays,
    other_pays_words,
    unless_action,
    unless_effects,
    unless_words,
)

# ------------------------------------------------------------------ conditional instructions

NOT_MINE = object()  # compile_conditional: the text has no conditional sentence
_PAY = re.compile(r"^(?:You may pay|Pay) (?:((?:\{(?:[0-9WUBRGCX]|[WUBRG2]/[WUBRG])\})+)|(\d+) life|"
                  r"((?:\{E\})+))( and discard a card)?\.$")  # {E}: energy (107.14)
_KICKED = ("kicked", "kicked_with", "not_kicked")
_THIS_SPELL_KICKED: ContextVar[bool] = ContextVar("_THIS_SPELL_KICKED", default=False)
_ON_TARGET = ("target_is", "target_stat_at_most")  # conditions on the one target (608.2h)
# conditions on the one target player named before ("that player [or that planeswalker's
# controller]"), and the target kinds it may be
_ON_PLAYER_TARGET = {"target_player_more_life": ("player", "opponent", "player_or_planeswalker")}


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
    if text.count('"') % 2:
        return NOT_MINE
    sentences = _sentences(text)
    if not any(s.startswith(("If ", "Then if ")) or _trailing(s) or _UNLESS_PAY.match(s)
               or _instead(s) or _unless(s) or (s.startswith("Then ") and _unless(s[5:]))
               or other_may(s)  # 608.2d: "defending player may draw a card." alone
               for s in sentences):
        return NOT_MINE
    items = _items(sentences)
    # 601.2c: "If this spell was kicked, ... target ...": targets only if kicked (not "...
    # if it was kicked", whose "it" may be the target spell: Ertai's Trickery)
    token = _THIS_SPELL_KICKED.set(
        any(s.startswith("If this spell was kicked, ") for s in sentences)
        and not re.search(r"\bif it was kicked\b", text, re.I))
    try:
        got = _read_items(ctx, items, plain) if items is not None else None
    finally:
        _THIS_SPELL_KICKED.reset(token)
    if isinstance(got, list) and "this way" in text:  # 608.2c (conditions_this_way.py)
        from mtg_engine.cards.oracle.conditions_this_way import check_this_way

        if not check_this_way(got):
            return NOT_MINE
    return NOT_MINE if got is None else got


def _sentences(text: str) -> list[str]:
    """The sentences of `text`; a quoted ability (a token's, 111.1: 'create a ... token with
    "When this creature dies, ..."') stays inside the sentence that quotes it."""
    out: list[str] = []
    for part in re.split(r'("[^"]*")', text.strip()):
        if part.startswith('"') and out:
            out[-1] += part
            continue
        pieces = re.split(r"(?<=\.)\s+(?=[A-Z~])", part)
        ended = out and (out[-1].endswith(".") or (
            out[-1].endswith('."') and re.match(r"\s+[A-Z~]", part)))
        if out and not ended:  # (the sentence the quote was in goes on)
            out[-1] += pieces.pop(0)
        out += pieces
    from mtg_engine.cards.oracle.token_stats import join_stats

    # 111.3: "Its power is equal to ..." with the sentence that creates the token
    return join_stats([s.strip() for s in out if s.strip()])


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
        elif other_pays(s) is not None:  # 608.2d: "That player may pay {3}."
            words, pay = other_pays(s)  # type: ignore[misc]
            items.append(("may_other", words, pay))
        elif other_may(s) is not None:  # 608.2d: "<player> may <verb> ..."
            items.append(("may_other", other_may(s), ""))
        elif any_may(s) is not None:  # "Any player may ..." (101.4, rules/choosers.py)
            chooser, words = any_may(s)  # type: ignore[misc]
            items.append(("may_other", words, chooser))
        elif after.startswith(("If you do, ", "If you don't, ", "If you can't, ")) \
                or follows_other(after):
            items.append(_optional_item(s))
        elif items and items[-1][0] == "plain" and _LOOK_HEAD.match(items[-1][1] or "") \
                and s.startswith("Put "):  # 401.5: the look and what is taken, one passage
            items[-1] = ("plain", f"{items[-1][1]} {s}", None)
        else:
            items.append(("plain", s, None))
    return items


# "Look at the top three cards of your library.": read with the sentence after it (look_top.py)
_LOOK_HEAD = re.compile(r"^(?:Look at|Reveal) the top \w+ cards of your library\.$")


_UNLESS = re.compile(r"^([^.]+?) unless ([^,.]+)(?:, where X is (?P<x>[^.]+))?\.$")


def _unless(s: str) -> list[_Item] | None:
    """"<instruction> unless <condition>." -> the instruction if the condition doesn't hold;
    "<instruction> unless you <action>." -> 118.12a: "You may <action>. If you don't,
    <instruction>." (the action one `_optional_item` reads). None for other sentences."""
    m = _UNLESS.match(s)
    if m is None or m.group(1).startswith(("If ", "Then ", "You may ")):
        return None
    what, rest = m.group(1) + ".", m.group(2)
    if m.group("x") is not None:  # "... unless that player pays {X}, where X is ~'s power"
        return _unless_pays_x(what, rest, m.group("x"))
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
    other_action = unless_action(rest)  # 118.12a, 608.2d: another player's action
    if other_action is not None:
        return [("unless_may", what, other_action)]
    if not rest.startswith("you ") or rest.startswith("you may "):
        return None
    action = _optional_item(f"You may {rest[4:]}.")
    if action[0] not in ("may", "pay"):
        return None
    return [action, ("if", what, "did_not")]


def _unless_pays_x(what: str, rest: str, x: str) -> list[_Item] | None:
    """"<X> unless that player pays {X}, where X is <amount>." (118.12a, 107.3a: X counted
    as the payment is asked, 608.2h): the payment's `x`, the DSL amount the words read
    ("You gain X life, where X is ..." reads it, amounts.py)."""
    other = _OTHER_PAYS.match(rest)
    if other is None or other.group(2) != "{X}" or re.match(r"(?i)counter\b", what):
        return None
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    got = compile_effects(Ctx(on_permanent=True), f"You gain X life, where X is {x}.")
    if not got or len(got) != 1 or set(got[0]) != {"gain_life"} \
            or set(got[0]["gain_life"]) != {"amount"} \
            or not isinstance(got[0]["gain_life"]["amount"], dict):
        return None
    return [("unless_other", what, (other.group(1), {"mana": "{X}",
                                                    "x": got[0]["gain_life"]["amount"]}))]


def _split_target_condition(text: str) -> tuple[Any, str] | None:
    """"<condition on the target>, <rest>" (target_condition)."""
    for m in re.finditer(r", ", text):
        cond = target_condition(text[: m.start()])
        if cond is not None:
            return cond, text[m.end():]
    return None


def _split_attached_condition(text: str) -> tuple[Any, str] | None:
    """"it's blue, put a +1/+1 counter on equipped creature" (from "... if it's blue."): "it"
    is the enchanted or equipped creature the instruction names (303.4, 301.5)."""
    from mtg_engine.cards.oracle.conditional_statics import attached_condition

    cond, _, rest = text.partition(", ")
    m = re.search(r"\b(?:enchanted|equipped) creature\b", rest)
    if m is None or not re.match(r"it(?:'s| isn't) ", cond):
        return None
    got = attached_condition(cond, m.group(0))
    return (got, rest) if got is not None else None


_OTHER_PAYS = re.compile(r"^(they|that player|any player|its controller|"
                         r"that (?:creature|permanent|spell)'s "
                         r"controller) pays? ((?:\{[0-9WUBRGCX]\})+|\d+ life)$")


def _payer(words: str, effect: dict[str, Any]) -> str | None:
    """The player reference of the payer of "unless <words> pays" (118.12a), named by the
    instruction it may prevent: its player ("that player sacrifices a permanent unless they
    pay") or the controller of the object it acts on ("destroy that creature unless its
    controller pays {2}")."""
    p = _params(effect)
    who, what = p.get("who"), p.get("what")
    if words == "any player":  # 118.12a, 101.4: each player in turn may pay
        return "any_player"
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
    if ref == "any_player":
        return "any player"
    if ref.endswith("_controller"):
        return ("its controller", "they", "that creature's controller")[form]
    return ("they", "that player", "that player")[form]


def _if_item(s: str, before: list[_Item]) -> _Item | None:
    other = did_other(s)  # "If that player does, ..." (608.2d; said back by the render)
    if other is not None:
        if not before or before[-1][0] not in ("may_other", "one") \
                or other[2] != (before[-1][0] == "may_other"
                                and before[-1][2] in ("any_player", "any_opponent")):
            return None  # ("If a player does" only after "Any player may")
        return ("if", other[1][:1].upper() + other[1][1:], other[0])
    m = re.match(r"If you (do|don't|can't), (.+)$", s)
    if m and m.group(1) == "don't" and _after_if_you_do(before):
        before = before[:-1]  # "If you do, X. If you don't, Y." (608.2c: the same choice)
    if m:  # 608.2c, 118.12: whether the instruction just before it was carried out
        if not before or before[-1][0] not in ("may", "one", "pay") \
                or (m.group(1) == "can't" and (before[-1][0] == "may" or (
                    before[-1][0] == "pay" and _params(before[-1][2]).get("may")))):
            return None  # ("can't": a mandatory instruction that couldn't be)
        cond: Any = {"do": "did", "don't": "did_not", "can't": "could_not"}[m.group(1)]
        rest = m.group(2)
    else:
        got = split_condition(s[3:]) or _split_attached_condition(s[3:]) \
            or _split_target_condition(s[3:])
        if got is None:
            return None
        cond, rest = got
    if rest.endswith(" instead."):
        return None  # an instruction replacing another (614.1a): not this reading
    if before and cond not in ("did", "did_not", "could_not"):
        rest = _ALSO.sub(r"\1 ", rest, count=1)  # 608.2c: "If C, that creature also gains ..."
    return ("if", rest[:1].upper() + rest[1:], cond)


def _after_if_you_do(before: list[_Item]) -> bool:
    """Is the sentence before "If you don't, ..." an "If you do, ..." (608.2c) after the
    optional instruction? Its instructions leave the answer as it is (rules/stack._did_it),
    unless one of them is a choice or a payment of its own ("If you do, you may ...", "...
    pay ..."): not read then."""
    return len(before) >= 2 and before[-1][0] == "if" and before[-1][2] == "did" \
        and before[-2][0] in ("may", "one", "pay") \
        and not re.search(r"\bmay\b|\bunless\b|\bpays?\b", before[-1][1] or "")


# "also" after the subject of an instruction carried out only if a condition holds, in addition
# to the instructions before it ("If this spell was kicked, that creature also gains hexproof
# until end of turn."): the word says nothing the order of the instructions doesn't (608.2c);
# render_conditional says it again where the card prints it (_with_also)
_ALSO = re.compile(r"^((?:~|it|they|each opponent|each player|(?:that|those) [a-z]+)) also ")


def _with_also(head: str, text: str) -> str:
    """"<head>, <text>" (or without a head, `text` alone) with "also" after the instruction's
    subject if the printed text says it there (PRINTED), else as it is."""
    plain = f"{head}, {text[:1].lower()}{text[1:]}" if head else text
    start = len(head) + 2 if head else 0
    m = re.match(r"^((?:~|it|they|each opponent|each player|(?:that|those) [a-z]+)) ",
                 plain[start:], re.I)
    if m is None:
        return plain
    also = f"{plain[: start + m.end(1)]} also{plain[start + m.end(1):]}"
    return also if also[:-1].lower() in PRINTED.get().lower() else plain


def _optional_item(s: str) -> _Item:
    """The sentence an "If you do" follows: "You may pay {1}." / "Pay 2 life." (the
    instruction `pay`), "You may <one instruction>." (608.2d) or one instruction ("Sacrifice a
    creature."): "if you do" asks whether it changed anything (rules/stack._did_it)."""
    m = _PAY.match(s)
    if m and m.group(1) and "X" in m.group(1):  # 107.3: X chosen as it is paid (pay_x.py)
        from mtg_engine.cards.oracle.pay_x import PAY_X

        m = m if PAY_X.get() else None
    if m:
        p: dict[str, Any] = {"mana": m.group(1)} if m.group(1) else \
            {"energy": m.group(3).count("{E}")} if m.group(3) else {"life": int(m.group(2))}
        if m.group(4):  # "pay {1}{R} and discard a card" (118.3: both or neither)
            if not m.group(1) or "X" in m.group(1):
                return ("one", s, None)
            p["discard"] = 1
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
    prior: tuple[str, Any] = ("", None)  # the kind and detail of the item before
    for kind, text, detail in items:
        if kind == "pay":
            out.append(detail)
            if (detail.get("pay") or {}).get("discard"):  # "the discarded card" after it (608.2h): read
                words = ["Discard a card."]  # with the discard the payment made
                read = plain(replace(start, targets=list(start.targets)), words[0]) or []
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
        allowed = _ON_PLAYER_TARGET.get(_plain(detail).get("kind", "")) if kind == "if" \
            else None
        if allowed is not None and (len(before) != 1 or before[0].get("kind") not in allowed
                                    or ("planeswalker" in _plain(detail).get("name", ""))
                                    != ("planeswalker" in before[0].get("kind", ""))):
            return None  # (608.2c: "that player" is the one target player named before)
        own_target = False  # "Destroy target creature if it has mana value 2 or less."
        if kind == "if" and _plain(detail)["kind"] in _ON_TARGET \
                and not names_the_target(detail, before):
            if before:
                return None  # 608.2h: the one target named before
            own_target = True  # (or the one its own sentence names)
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
        if own_target and not names_the_target(detail, now.targets):
            return None
        if kind == "if" and _plain(detail)["kind"] in _ON_TARGET \
                and any("delayed" in e for e in new):
            return None  # (a delayed instruction's "if" is checked when it resolves, 608.2c)
        if kind == "unless_may":  # "X unless that player sacrifices a creature" (118.12a)
            action = plain(replace(start, targets=[]), detail[1])
            new = unless_effects(detail[0], action or [], new)
        else:
            new_targets = len(last.targets) != len(before)
            if new_targets and kind == "if" and detail == "kicked" and not ctx.on_permanent \
                    and _THIS_SPELL_KICKED.get():
                # 601.2c, 702.33d: "If this spell was kicked, destroy another target land":
                # targets chosen only if kicked (rules/kicker_targets.py)
                last.targets[len(before):] = [{**t, "kicked_only": True}
                                              for t in last.targets[len(before):]]
                new_targets = False
            new = _fix(kind, detail, new, new_targets)
        if new is None:
            return None
        if kind == "plain" and text.startswith("Those ") and out and prior[0] == "if":
            new = _group_again(out[-1], new, prior[1])
        if kind == "plain":
            base = (text, len(out), before)
        out.extend(new)
        prior = (kind, detail)
    for f in ("targets", "subject", "countered", "after_counter"):
        setattr(ctx, f, getattr(last, f))
    return out


def _group_again(last: dict[str, Any], new: list[dict[str, Any]], cond: Any
                 ) -> list[dict[str, Any]]:
    """"If you have 5 or less life, tap all attacking creatures. Those creatures don't untap
    during their controller's next untap step.": the creatures the conditional instruction
    named are "those creatures" only if it was carried out (608.2c), so the sentence naming
    them again carries its condition (and is said within it: render_conditional's run)."""
    import copy

    what = _params(last).get("what")
    if not isinstance(what, dict) or "all" not in what or _params(last).get("if") != cond \
            or not all(_params(e).get("what") == what and "if" not in _params(e) for e in new):
        return new
    return [with_condition(e, copy.deepcopy(cond)) for e in new]


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
        if detail == "its mana cost":  # 202.1, 118.6 (effects/verbs.v_sacrifice)
            return [{"sacrifice": {"what": "self", "unless_pays_mana_cost": True}}]
        return [{"sacrifice": {"what": "self", "unless_pays": detail}}]
    if kind == "may_other":  # 608.2d: the player the instruction names chooses
        return chooser_effect(new, detail)
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
            rider = got[1][len("instead "):-1]  # ("instead only Y": Y, not the base)
            return got[0], rider.removeprefix("only ")
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

    from mtg_engine.cards.oracle.look_top_instead import rider_effects

    cond, words = rider
    text, _, before = base
    full = _expand_rider(text, words)
    if not first:
        return None
    rctx = replace(start, targets=list(before))
    looked = rider_effects(first, words)  # "put each of those cards into your hand" (401.5)
    if looked is not None:
        second = looked
    elif full is not None:
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
                     r"x plus \d+|[+-](?:\d+|x)/[+-](?:\d+|x))$")
_PRONOUN_SUBJECT = {"it": 1, "that": 2, "those": 2}


def _expand_rider(base: str, rider: str) -> str | None:
    """The rider of an "instead" as the whole instruction: the base sentence with the rider's
    numbers ("~ deals 4 damage" after "~ deals 2 damage to any target." -> "~ deals 4 damage
    to any target."); None unless the rider is the base with only numbers changed."""
    from mtg_engine.cards.oracle.token_instead import expand

    tokens = expand(base, rider)  # "create twelve of those tokens" (111.1)
    if tokens is not None:
        return tokens
    bw, rw = _x_plus(base.rstrip(".").split()), _x_plus(rider.rstrip(".").split())
    n = _PRONOUN_SUBJECT.get(rw[0].lower(), 0) if rw else 0
    if n:  # "it deals ..." / "that creature gets ...": the base's subject (~ or a target)
        if len(rw) <= n:
            return None
        verb = rw[n].lower()
        j = next((i for i, w in enumerate(bw) if w.lower() == verb), 0)
        subject = bw[:j]
        group = rw[0].lower() == "those"  # "those creatures" after "Creatures you control"
        if not subject or (group and subject[0].lower() != rw[1].lower()) or (
                not group and not (subject[0] == "~" or subject[0].lower() == "target")) or \
                (n == 2 and not group and (len(subject) < 2
                                           or subject[1].lower() != rw[1].lower())):
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


def _x_plus(words: list[str]) -> list[str]:
    """The words with "X plus 2" one number (107.3: "~ deals X plus 2 damage instead",
    Crater's Claws), so a rider changing X into X plus 2 changes one word."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i] == "X" and i + 2 < len(words) and words[i + 1] == "plus" \
                and re.fullmatch(r"\d+", words[i + 2]):
            out.append(f"X plus {words[i + 2]}")
            i += 3
            continue
        out.append(words[i])
        i += 1
    return out


# (202.1, 118.6: "unless you pay its mana cost", the permanent's own: Pendrell Flux's grant)
_UNLESS_PAY = re.compile(r"^(.+) unless you pay ((?:\{[0-9WUBRGC]\})+|its mana cost)\.$")


def _trailing(s: str) -> tuple[str, str] | None:
    """"<instructions> if <condition>." -> (instructions, condition), when the words after
    the last "if" read as a condition (not "if able", 701.? requirements)."""
    m = re.match(r"^(.+) if ([^,.]+)\.$", s)
    if m is None or m.group(1).endswith(" instead") or (
            lower_condition(m.group(2)) is None and target_condition(m.group(2)) is None
            and _split_attached_condition(f"{m.group(2)}, {m.group(1)}") is None):
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
    from mtg_engine.cards.oracle.named_again import those_first
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import Refs

    if not any("if" in _params(e) or _optional_done(e) for e in effects):
        return None
    from mtg_engine.cards.oracle.return_instead import render as return_instead

    said = return_instead(effects, targets)  # (608.2c: "... to the battlefield instead")
    if said is None:  # 615.12 (unpreventable_damage.py)
        from mtg_engine.cards.oracle.unpreventable_damage import render as unpreventable

        said = unpreventable(effects, targets)
    if said is None:  # 702.33d (kicked_bound.py)
        from mtg_engine.cards.oracle.kicked_bound import render as kicked_bound

        said = kicked_bound(effects, targets)
    if said is not None:
        return said
    refs = Refs(targets)  # one for all the sentences: a target named again is "it"
    runs: list[tuple[Any, list[dict[str, Any]]]] = []
    for e in effects:
        key: Any = ("may", id(e)) if _optional_done(e) or "flip_coin" in e or "clash" in e \
            else _params(e).get("if")
        if _params(e).get("may") is True and "if" in _params(e) and runs \
                and runs[-1][0] == negated(_params(e)["if"]):  # "you may ... instead"
            key = _params(e)["if"]  # (608.2c: a declined rider leaves the base, may_instead)
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
        another_pays = "pay" in run[0] and _params(run[0]).get("who") \
            and " may pay " in PRINTED.get()  # "That player may pay {3}." (608.2d)
        if "pay" in run[0] and _params(run[0]).get("who") and i + 1 < len(runs) \
                and not another_pays and _params(runs[i + 1][1][0]).get("if") == "did_not" \
                and len(runs[i + 1][1]) == 1:  # "X unless that player pays {1}" (118.12a;
            # "you may X unless ...": the may is X's, asked after the payer's choice)
            p = _params(run[0])
            cost = p["mana"] if p.get("mana") else f"{p['life']} life"
            if p.get("x") is not None:  # "{X}, where X is ~'s power" (_unless_pays_x)
                from mtg_engine.cards.oracle.render import render_effects as said
                from mtg_engine.cards.oracle.render_phrases import RenderError

                gained = said([{"gain_life": {"amount": p["x"]}}], targets, tokens,
                              _copy_refs(refs))
                where = re.match(r"(?:You g|G)ain X life(, where X is .+)\.$", gained)
                if where is None:
                    raise RenderError("{X} paid, where X is ...")
                cost += where.group(1)
            payer = _payer_words(p["who"])
            rest = render_effects([_without(runs[i + 1][1][0], "if")], targets, tokens, refs)
            out.append(f"{rest[:-1]} unless {payer} {'pay' if payer == 'they' else 'pays'} "
                       f"{cost}.")
            skip = True
            continue
        other = _unless_other(run, runs[i + 1] if i + 1 < len(runs) else None, targets,
                              tokens, refs)
        if other is not None:  # "X unless that player sacrifices a creature." (118.12a)
            out.append(other)
            skip = True
            continue
        if "flip_coin" in run[0]:
            text = "Flip a coin."  # 705.1
        elif "clash" in run[0]:
            text = "Clash with an opponent."  # 701.23
        elif another_pays:
            text = other_pays_words(run[0], lambda e: render_effects([e], targets, tokens,
                                                                      _copy_refs(refs))) or "?"
        elif "pay" in run[0]:
            p = _params(run[0])
            text = f"Pay {p['mana'] if p.get('mana') else str(p['life']) + ' life'}." \
                if not p.get("energy") else "Pay " + "{E}" * p["energy"] + "."  # 107.14
            if p.get("discard"):  # (118.3: both or neither, effects/stack_verbs.py)
                text = text[:-1] + " and discard a card."
        elif _params(run[0]).get("may") in ("any_player", "any_opponent"):  # (101.4)
            text = any_may_words(run[0], lambda e: render_effects(
                [e], targets, tokens, refs)) or "?"
        else:  # ("those creatures": the group named before, named_again.py)
            text = those_first(render_effects(bare, targets, tokens, refs),
                               runs[i - 1][1] if i else [], bare, refs)
        unless_you = f" unless you {text[:1].lower()}{text[1:-1]}"
        if isinstance(key, tuple) and after == "did_not" \
                and (FORM.get()[0] or " unless you " in PRINTED.get()) \
                and _params(run[0]).get("may") and len(runs[i + 1][1]) == 1:
            # 118.12a: "X unless you Y" is "You may Y. If you don't, X." (said so as printed
            # whatever the form of the conditions after it: "If ~ deals damage to you this
            # way, tap it.")
            rest = render_effects([_without(runs[i + 1][1][0], "if")], targets, tokens, refs)
            out.append(f"{rest[:-1]}{unless_you}.")
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
            if _params(run[0]).get("may") in ("any_player", "any_opponent"):
                pass  # (said above)
            elif isinstance(_params(run[0]).get("may"), str):  # 608.2d: another player's
                text = may_words(text) or "?"
            elif _params(run[0]).get("may"):
                from mtg_engine.cards.oracle.shuffle_choice import may_words as shuffle_words

                text = shuffle_words(text) or "You may " + text[:1].lower() + text[1:]
            cond = _params(run[0]).get("if")
            did = _did_head(cond, runs[i - 1][1][-1] if i else None) if cond is not None \
                else None
            if cond is not None and did is None and FORM.get()[0]:  # "You may draw an
                text = f"{text[:-1]} if {condition_wording(cond)}."  # additional card if ..."
            elif cond is not None:  # "If you do, you may draw a card." (608.2c)
                head = did or "If " + condition_wording(cond)
                text = f"{head}, {text[:1].lower()}{text[1:]}"
        elif key is not None:
            head = _did_head(key, runs[i - 1][1][-1] if i else None)
            if head is None and FORM.get()[0]:  # "Draw a card if you have no cards in hand."
                text = f"{text[:-1]} if {condition_wording(key)}."
                text = _with_also("", text) if i > 0 else text
            else:
                also = head is None and i > 0
                head = head or "If " + condition_wording(key)
                text = _with_also(head, text) if also else f"{head}, {text[:1].lower()}{text[1:]}"
        out.append(text)
    return " ".join(out)


def _unless_other(run: list[dict[str, Any]], after: tuple[Any, list[dict[str, Any]]] | None,
                  targets: list[dict[str, Any]], tokens: Any, refs: Any) -> str | None:
    """"<instruction> unless <player> <action>." for another player's action and the
    instruction done if they didn't, when the printed text says it so (else None)."""
    from mtg_engine.cards.oracle.render import render_effects

    may = _params(run[0]).get("may")
    if not isinstance(may, str) or may in ("any_player", "any_opponent") or after is None \
            or after[0] != "did_not" or len(after[1]) != 1 or len(run) != 1:
        return None
    rest = render_effects([_without(after[1][0], "if")], targets, tokens, refs)
    return unless_words(run[0], rest, PRINTED.get(),
                        lambda e: render_effects([e], targets, tokens, _copy_refs(refs)))


def _copy_refs(refs: Any) -> Any:
    """A copy of the references said so far (a rendering that must not change them)."""
    import copy

    return copy.deepcopy(refs)


def _did_head(key: Any, before: dict[str, Any] | None) -> str | None:
    """"If you do" / "If you don't" / "If you can't" (608.2c) for condition `key` about the
    instruction `before`; "If that player does" ... when another player carried it out or
    chose to (608.2d); None for other conditions."""
    if not isinstance(key, str) or key not in ("did", "did_not", "could_not"):
        return None
    other = did_head(key, before, PRINTED.get()) if before is not None else None
    if other is not None:
        return other
    return {"did": "If you do", "did_not": "If you don't", "could_not": "If you can't"}[key]


def _render_instead(base: list[dict[str, Any]], rider: list[dict[str, Any]], cond: Any,
                    targets: list[dict[str, Any]], tokens: dict[str, dict[str, Any]] | None,
                    refs: Any) -> str:
    """"<base>. If <condition>, <rider> instead." in the wording FORM asks for: the rider's
    words in full or up to the word after its first or last changed number; its subject as
    is, "it" or "that <noun>"; the condition first or last."""
    import copy

    from mtg_engine.cards.oracle.look_top_instead import rider_words as looked
    from mtg_engine.cards.oracle.render import render_effects

    may = bool(rider) and all(_params(e).get("may") is True for e in rider)
    if may:  # "If <condition>, you may <rider> instead." (608.2c; rules/may_instead.py)
        rider = [_without(e, "may") for e in rider]
    each = looked(base, rider)  # "put each of those cards into your hand" (401.5)
    if each is not None:
        first = render_effects(base, targets, tokens, refs)
        return f"{first} If {condition_wording(cond)}, {'you may ' if may else ''}{each} " \
            "instead."
    alone = copy.deepcopy(refs)  # the rider's words as the base's, to compare them
    first = render_effects(base, targets, tokens, refs)
    second = render_effects(rider, targets, tokens, alone)
    bw, rw = first.rstrip(".").split(), second.rstrip(".").split()
    last, cut, subject = FORM.get()
    changed = [i for i, (a, b) in enumerate(zip(rw, bw, strict=False)) if a != b]
    if cut == 3:  # its words after the base's, naming the objects again ("it", 608.2c)
        rw = render_effects(rider, targets, tokens, copy.deepcopy(refs)).rstrip(".").split()
    elif cut == 4 and changed and len(rw) == len(bw):  # "That creature gets -4/-4 instead"
        rw = rw[: changed[-1] + 1]  # (the words after its last change are the base's)
    elif cut and changed and len(rw) == len(bw):
        rw = rw[: (changed[0] if cut == 1 else changed[-1]) + 2]
    j = next((i for i, w in enumerate(rw) if w.lower() in _VERBS), 0)
    if subject and j and (rw[0] == "~" or rw[0].lower() == "target"):
        if subject == 1:
            rw = ["it", *rw[j:]]
        elif rw[0].lower() == "target" and j >= 2:
            rw = ["that", rw[1], *rw[j:]]
    elif subject == 2 and j >= 2 and rw[0] == "Creatures":  # a group named again (608.2c)
        rw = ["those", "creatures", *rw[j:]]
    if cut == 3 and subject == 2 and "it" in rw[1:] and len(targets) == 1 \
            and str(targets[0].get("kind", "")).isalpha():  # "put that permanent on top"
        k = rw.index("it", 1)  # (the target named again, 608.2c)
        rw = [*rw[:k], "that", str(targets[0]["kind"]), *rw[k + 1:]]
    words = " ".join(rw)
    from mtg_engine.cards.oracle.token_instead import rider_words

    words = rider_words(base, rider) or words  # "create two of those tokens" (111.1)
    if may:
        words = f"you may {words[:1].lower()}{words[1:]}"
    if cut == 3 and subject == 1 and not last:  # "If <condition>, instead <rider>."
        only = "only " if ", instead only " in PRINTED.get() else ""  # (608.2c: the same)
        if only and rw and rw[0].lower() in _VERBS:  # an imperative: "instead only you draw"
            words = f"you {words[:1].lower()}{words[1:]}"
        return f"{first} If {condition_wording(cond)}, instead {only}" \
            f"{words[:1].lower()}{words[1:]}."
    if last:
        return f"{first} {words[:1].upper()}{words[1:]} instead if {condition_wording(cond)}."
    return f"{first} If {condition_wording(cond)}, {words[:1].lower()}{words[1:]} instead."


_VERBS = frozenset({"gets", "get", "deals", "gains", "gain", "draws", "draw", "discards",
                    "loses", "lose", "mills", "sacrifices", "creates", "has"})

# How render_conditional words a condition, for the round trip's other readings: (the
# condition after its instructions, an instead rider cut short 0-2 or 4 (after its last
# change) or 3: said after its base,
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

    from mtg_engine.cards.oracle.copy_control import saying_that
    from mtg_engine.cards.oracle.render_phrases import TARGET_THEY, RenderError

    out = []
    said = PRINTED.set(printed)
    they = [False, True] if re.search(r"\bthey\b", printed) else [False]
    try:
        for form, they_said in product(product((False, True), (0, 1, 2, 3, 4), (0, 1, 2)), they):
            if form == (False, 0, 0) and not printed and not they_said:
                continue
            token = FORM.set(form)
            they_token = TARGET_THEY.set(they_said)  # a target player again: "they"
            try:
                out.append(render())
                if printed and form[1:] in ((0, 0), (3, 0)) \
                        and re.search(r"\bthat (creature|permanent)\b", printed, re.I):
                    for n in (1, 2):  # a target named again: "that creature" (608.2c),
                        with saying_that(n):  # the first time or the second
                            out.append(render())
            except RenderError:
                pass
            finally:
                FORM.reset(token)
                TARGET_THEY.reset(they_token)
    finally:
        PRINTED.reset(said)
    return out


def _without(e: dict[str, Any], *keys: str) -> dict[str, Any]:
    verb, params = next(iter(e.items()))
    return {verb: {k: v for k, v in (params or {}).items() if k not in keys}}


