"""Punishers: another player's choice to avoid an instruction (118.12, 608.2d, 101.4),
read for the compiler and rendered back for its round trip (effects/punishers.py plays them):

  Each opponent loses 3 life unless that player sacrifices a nonland permanent or discards a
  card. (Torment of Hailfire, after "Repeat the following process X times.")
  When ~ enters the battlefield, each opponent sacrifices a permanent unless they pay {1}.
  Each player loses 2 life unless they discard a card.
  Target opponent loses 5 life unless that player discards two cards or sacrifices a creature
  or planeswalker.

The instruction (the penalty) is "loses N life" or "sacrifices a <permanent>"; each player it
names may instead do one of at most two things ("pay {N}", "sacrifice a <permanent>", "discard
N cards"). The penalty and the alternatives are read by the compiler's own sentence readers
(as "Each player sacrifices a ...", "Each player discards two cards."), so their words are
the ones the rest of the compiler reads and renders."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.other_player_may import _BASE, _THIRD_PERSON

_REPEAT = re.compile(r"^Repeat the following process (X|two|three|\d+) times\. (.+)$")
_PUNISH = re.compile(
    r"^(?P<who>each opponent|each player|target opponent|target player|that player|"
    r"that source's controller) "
    r"(?P<penalty>loses (?:that much|\w+) life|sacrifices an? [^.,]+?) unless (?P<payer>they|that player) "
    r"(?P<options>[^.]+)\.$", re.I)
# "~ deals 2 damage to that player unless they pay {2}." (Soul Barrier; 120.3): the penalty
# damage dealt by the source
_DAMAGE = re.compile(
    r"^~ deals (?P<n>\w+) damage to (?P<who>each opponent|each player|target opponent|"
    r"target player|that player) unless (?P<payer>they|that player) (?P<options>[^.]+)\.$", re.I)
_PAY = re.compile(r"^pays? ((?:\{[0-9WUBRGC]\})+)$")
_NUMBERS = {"three": 3, "four": 4}
_ONCE = " Repeat this process once."


def lower_text(ctx: Any, text: str,
               compile_effects: Callable[[Any, str], Any]) -> list[dict[str, Any]] | None:
    """The `punish` effect for the whole text, or None (see the module's docstring)."""
    times: Any = None
    m = _REPEAT.match(text.strip())
    if m is not None:  # "Repeat the following process X times." (the whole rest, X times)
        times = _NUMBERS.get(m.group(1), m.group(1))
        times = int(times) if isinstance(times, str) and times.isdigit() else times
        text = m.group(2)
    elif text.strip().endswith(_ONCE):  # "... Repeat this process once." (twice in all)
        times, text = 2, text.strip()[:-len(_ONCE)]
    m = _PUNISH.match(text.strip())
    dealt = _DAMAGE.match(text.strip()) if m is None else None
    if dealt is not None and times is None:
        m = dealt
    if m is None:
        return None
    options = _options(ctx, m.group("options"), m.group("payer"), compile_effects)
    if options is None:
        return None
    scratch = list(ctx.targets)
    said = f"~ deals {m.group('n')} damage to {m.group('who')}." if dealt is not None else \
        f"{m.group('who')[:1].upper()}{m.group('who')[1:]} {m.group('penalty')}."
    penalty = compile_effects(ctx, said)
    params = _penalty(penalty)
    if params is None:
        del ctx.targets[len(scratch):]
        return None
    params.update(options)
    params["payer"] = m.group("payer")
    if times is not None:
        params["times"] = times
    return [{"punish": params}]


def _penalty(effects: Any) -> dict[str, Any] | None:
    if not effects or len(effects) != 1:
        return None
    verb, p = next(iter(effects[0].items()))
    if verb == "lose_life" and set(p) == {"amount", "who"} \
            and (isinstance(p["amount"], int) or p["amount"] == "that_much"):  # (608.2h)
        return {"who": p["who"], "penalty": "lose_life", "amount": p["amount"]}
    if verb == "sacrifice_chosen" and set(p) == {"filter", "count", "who"} and p["count"] == 1:
        return {"who": p["who"], "penalty": "sacrifice", "filter": p["filter"]}
    if verb == "damage" and set(p) == {"amount", "to"} and isinstance(p["amount"], int) \
            and isinstance(p["to"], str):  # (120.3: dealt by ~)
        return {"who": p["to"], "penalty": "damage", "amount": p["amount"]}
    return None


def _options(ctx: Any, words: str, payer: str,
             compile_effects: Callable[[Any, str], Any]) -> dict[str, Any] | None:
    """"sacrifices a nonland permanent or discards a card" -> the options in printed order
    with their parameters; the verbs in the form the payer takes ("they pay", "that player
    pays")."""
    parts = words.split(" or ")
    for i in range(1, len(parts) + 1):  # "a creature, artifact, or land": one option
        first, rest = " or ".join(parts[:i]), " or ".join(parts[i:])
        got = _option(ctx, first, payer, compile_effects)
        if got is None:
            continue
        if not rest:
            return {"options": [got[0]], **got[1]}
        second = _option(ctx, rest, payer, compile_effects)
        if second is not None and second[0] != got[0]:
            return {"options": [got[0], second[0]], **got[1], **second[1]}
    return None


def _option(ctx: Any, words: str, payer: str,
            compile_effects: Callable[[Any, str], Any]) -> tuple[str, dict[str, Any]] | None:
    verb, _, rest = words.partition(" ")
    if (verb in _THIRD_PERSON or verb == "pay") != (payer == "they"):
        return None  # "they sacrifice", "that player sacrifices"
    pay = _PAY.match(words)
    if pay is not None:
        return "pay", {"mana": pay.group(1)}
    third = _THIRD_PERSON.get(verb, verb)
    if third not in ("sacrifices", "discards"):
        return None
    targets = len(ctx.targets)
    got = compile_effects(ctx, f"Each player {third} {rest}.")
    del ctx.targets[targets:]
    if not got or len(got) != 1:
        return None
    v, p = next(iter(got[0].items()))
    if v == "sacrifice_chosen" and third == "sacrifices" and set(p) == {"filter", "count", "who"} \
            and (p["count"] == 1 or p["count"] == "that_much"):  # ("that many", 608.2h)
        return "sacrifice", {"unless_filter": p["filter"],
                             **({} if p["count"] == 1 else {"unless_count": p["count"]})}
    if v == "discard" and third == "discards" and set(p) == {"count", "who"} \
            and isinstance(p["count"], int):
        return "discard", {"discard": p["count"]}
    return None


def render(refs: Any, p: dict[str, Any], clause: Callable[[Any, dict[str, Any]], Any]) \
        -> tuple[str, str]:
    """(subject, verb phrase) of a `punish` effect; `clause` is render.py's `_clause`."""
    who = p["who"]
    if p["penalty"] == "lose_life":
        subject, said = clause(refs, {"lose_life": {"amount": p["amount"], "who": who}})
    elif p["penalty"] == "damage":
        subject, said = clause(refs, {"damage": {"amount": p["amount"], "to": who}})
    else:
        subject, said = clause(refs, {"sacrifice_chosen": {"filter": p["filter"], "count": 1,
                                                           "who": who}})
    options = [_option_words(refs, p, o, clause) for o in p["options"]]
    text = f"{said} unless {p['payer']} {' or '.join(options)}"
    if p.get("times") == 2:
        return subject, f"{text}. repeat this process once"
    if "times" in p:  # the subject is then said inside the sentence
        n = p["times"]
        n = {v: k for k, v in _NUMBERS.items()}.get(n, n)
        return "", f"repeat the following process {n} times. {subject} {text}"
    return subject, text


def _option_words(refs: Any, p: dict[str, Any], option: str,
                  clause: Callable[[Any, dict[str, Any]], Any]) -> str:
    if option == "pay":
        said = f"pays {p['mana']}"
    elif option == "sacrifice":
        said = clause(refs, {"sacrifice_chosen": {"filter": p["unless_filter"],
                                                  "count": p.get("unless_count", 1),
                                                  "who": "each_player"}})[1]
    else:
        said = clause(refs, {"discard": {"count": p["discard"], "who": "each_player"}})[1]
    if p["payer"] == "they":
        verb, _, rest = said.partition(" ")
        said = f"{_BASE.get(verb, verb[:-1])} {rest}"
    return str(said)
