"""A hand given up, then as many cards drawn (701.8a discard, 701.20a shuffle; 608.2c: "that
many" is the number of cards that player gave up this way):

  Each player discards all the cards in their hand, then draws that many cards.
  That player discards all the cards in their hand, then draws that many cards. (Shocker)
  Discard all the cards in your hand, then draw that many cards plus one.
  Shuffle the cards from your hand into your library, then draw that many cards.
  You may discard all the cards in your hand. If you do, draw that many cards.

  Discard up to two cards, then draw that many cards. (701.8a: the cards chosen)
  Put the cards in your hand on the bottom of your library in any order, then draw that many
  cards. (401.4)

-> the verb `redraw_hand` (effects/hand_redraw.py): `how` ("discard" / "shuffle" / "bottom"),
`chosen` (2, 3 or "any": up to that many cards the player chooses to discard), `who` (as
"<who> discards their hand" reads it), `plus` (+1 / -1, "plus one" / "minus one"); the "you
may ... If you do," form is the same instruction made optional (608.2d: with an empty hand
nothing is drawn either way; `if_you_do` when a trigger read the "you may" itself, 603.5). A
sentence of it among other sentences is read here, the others by the compiler around it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_ACTS = {"discard": r"(?P<v1>discards?) all the cards in (?P<h1>their|your) hand",
         # 701.8a: the cards the discarding player chooses
         "chosen": r"(?P<v2>discards?) (?:up to (?P<upto>two|three)|(?P<anyn>any number of)) cards",
         "shuffle": r"(?P<v3>shuffles?) the cards from (?P<h2>their|your) hand into "
                    r"(?P<h3>their|your) library",
         "bottom": r"(?P<v4>puts?) the cards in (?P<h4>their|your) hand on the bottom of "
                   r"(?P<h5>their|your) library in any order"}  # 401.4
_ACT = "|".join(f"(?P<{k}>{v})" for k, v in _ACTS.items())
_NUMBER = {2: "two", 3: "three"}
_PLUS = r"(?: (?P<pm>plus|minus) one)?"
_REDRAW = re.compile(rf"^(?:(?P<who>[a-z]+(?: [a-z]+)?) )?(?:{_ACT}), then "
                     rf"(?P<draw>draws?) that many cards{_PLUS}\.$", re.I)
# (a trigger reads its "you may" itself, 603.5: the rest is "Discard ... If you do, ...")
_MAY = re.compile(rf"^(?P<may>you may )?(?:{_ACT})\. If you do, draw that many cards{_PLUS}\.$",
                  re.I)
_SENTENCE = re.compile(r"(?<=\.) (?=[A-Z])")
# 608.2c: every player draws as many as the one who discarded the most (Windfall)
_GREATEST = re.compile(r"^(?P<who>[a-z]+(?: [a-z]+)?) discards their hand, then draws cards "
                       r"equal to the greatest number of cards a player discarded this way\.$",
                       re.I)


def _who(ctx: Any, who: str | None, compile_effects: Callable[[Any, str], Any]) -> Any:
    """The `who` of "<who> discards their hand" as the compiler reads it ("you": None), or
    False when it is not a player the compiler reads there."""
    if who is None:
        return None
    got = compile_effects(ctx, f"{who} discards their hand.")
    if not got or len(got) != 1 or set(got[0]) != {"discard_hand"}:
        return False
    return got[0]["discard_hand"].get("who", False)


def _one(ctx: Any, sentence: str, compile_effects: Callable[[Any, str], Any]
         ) -> dict[str, Any] | None:
    m = _GREATEST.match(sentence)
    if m is not None:
        who = _who(ctx, m.group("who"), compile_effects)
        if who in (False, None):
            return None
        return {"redraw_hand": {"how": "discard", "who": who, "greatest": True}}
    m = _MAY.match(sentence)
    did = m is not None  # "If you do" (608.2c)
    m = m or _REDRAW.match(sentence)
    if m is None:
        return None
    how = next(k for k in _ACTS if m.group(k))
    you = did or m.group("who") is None
    hands = {m.group(f"h{i}") for i in range(1, 6) if m.group(f"h{i}")}
    act = next(m.group(f"v{i}") for i in range(1, 5) if m.group(f"v{i}")).lower()
    if not hands <= {"your" if you else "their"} or act.endswith("s") == you \
            or (not did and (m.group("draw").lower() == "draw") != you):
        return None
    who = None if you else _who(ctx, m.group("who"), compile_effects)
    if who is False:
        return None
    body: dict[str, Any] = {"how": how}
    if how == "chosen":  # 701.8a: "up to two" / "any number of" cards, chosen
        body["how"], body["chosen"] = "discard", "any" if m.group("anyn") else \
            {"two": 2, "three": 3}[m.group("upto")]
    if who is not None:
        body["who"] = who
    if m.group("pm"):
        body["plus"] = 1 if m.group("pm") == "plus" else -1
    if did and m.group("may"):
        body["may"] = True
    elif did:  # (the trigger's own "you may", 603.5)
        body["if_you_do"] = True
    return {"redraw_hand": body}


def lower_text(ctx: Any, text: str, compile_effects: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text one of whose sentences (or "You may ... If you do, ..." pair)
    gives up a hand and draws that many, or None."""
    parts = _SENTENCE.split(text.strip())
    for i in range(len(parts)):
        for n in (2, 1):
            sentence = " ".join(parts[i:i + n])
            if n > len(parts) - i or ("that many cards" not in sentence
                                      and "a player discarded this way" not in sentence):
                continue
            before = len(ctx.targets)
            head = compile_effects(ctx, " ".join(parts[:i])) if i else []
            mine = None if head is None else _one(ctx, sentence, compile_effects)
            tail = None if mine is None else (
                compile_effects(ctx, " ".join(parts[i + n:])) if i + n < len(parts) else [])
            if tail is not None:
                return [*head, mine, *tail]
            del ctx.targets[before:]
    return None


def render(who: str, verb: Callable[[str, str], str], p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase): "discards all the cards in their hand, then draws that many
    cards"; `verb(who, word)` puts a verb in the form the subject takes."""
    whose = "your" if who == "you" else "their"
    if p.get("greatest"):  # 608.2c (Windfall)
        return who, f"{verb(who, 'discard')} their hand, then {verb(who, 'draw')} cards equal to " \
            "the greatest number of cards a player discarded this way"
    count = p.get("chosen")
    if count is not None:  # 701.8a
        many = "any number of" if count == "any" else f"up to {_NUMBER[count]}"
        act = f"{verb(who, 'discard')} {many} cards"
    elif p["how"] == "discard":
        act = f"{verb(who, 'discard')} all the cards in {whose} hand"
    elif p["how"] == "bottom":
        act = f"{verb(who, 'put')} the cards in {whose} hand on the bottom of {whose} library " \
            "in any order"
    else:
        act = f"{verb(who, 'shuffle')} the cards from {whose} hand into {whose} library"
    more = {1: " plus one", -1: " minus one"}.get(p.get("plus", 0), "")
    if p.get("may") or p.get("if_you_do"):  # 608.2d ("If you do": the same instruction)
        return who, f"{act}. If you do, draw that many cards{more}"
    return who, f"{act}, then {verb(who, 'draw')} that many cards{more}"
