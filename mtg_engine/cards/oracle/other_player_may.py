"""Another player's choice in Oracle text (608.2d): "Target opponent may exile a card from
their graveyard. If that player doesn't, you may draw a card." (Gravestorm), "that player
may sacrifice a creature. If that player doesn't, ..." (Pillar Tombs of Aku), and "if that
player does" / "if they can't" after an instruction another player carries out ("Target
opponent sacrifices a green or white creature. If that player does, they lose 2 life.").

The sentence "<player> may <verb> ..." is read as "<player> <verbs> ..." (the instruction
that player carries out, its `who`), and that player makes the choice: the DSL's `may` is the
player reference (rules/choosers.py). conditional_effects.py reads the sentences around it;
this module holds the words."""

from __future__ import annotations

import re
from typing import Any

# The verbs another player may be offered, in the base form "may" takes and in the third
# person the instruction reads with ("Target opponent may exile" / "Target opponent exiles")
_THIRD_PERSON = {"exile": "exiles", "sacrifice": "sacrifices", "discard": "discards",
                 "draw": "draws", "mill": "mills", "return": "returns", "put": "puts",
                 "reveal": "reveals", "shuffle": "shuffles", "search": "searches",
                 "create": "creates", "untap": "untaps", "tap": "taps", "gain": "gains"}
_BASE = {v: k for k, v in _THIRD_PERSON.items()}

# The subjects that name one player (608.2d): a target, the player an event involved (603.2)
_SUBJECT = (r"(Target opponent|Target player|That player|that player|Defending player|"
            r"defending player|Its controller|its controller|That creature's controller|"
            r"that creature's controller|That spell's controller|that spell's controller|"
            r"Enchanted creature's controller|"
            r"enchanted creature's controller)")
_MAY = re.compile(rf"^{_SUBJECT} may (\w+) (.+)$", re.I)  # (lower case after a trigger)

# "Any player may ..." / "any opponent may ...": each in turn, the first who does (101.4);
# "... may have ~ deal N damage to them" is damage to that player
_ANY = re.compile(r"^any (player|opponent) may (\w+) (.+)$", re.I)
_HAVE_DAMAGE = re.compile(r"^(~|it) deal (\w+) damage to them\.$")
_EACH_DAMAGE = re.compile(r"^(~|It|it) deals (\w+) damage to each (player|opponent)\.$")
_EACH = re.compile(r"^Each (player|opponent) (\w+) (.+)$")

# "If that player does" and its other wordings, after an instruction another player carries
# out; their conditions as the DSL says them (608.2c)
_DID = re.compile(r"^If (that player|the player|they|a player|no one) "
                  r"(does|do|doesn't|don't|can't), (.+)$")
_DID_KIND = {"does": "did", "do": "did", "doesn't": "did_not", "don't": "did_not",
             "can't": "could_not"}
_ANY_WORDS = {"did": "If a player does", "did_not": "If no one does"}
# Instructions a player can carry out having changed nothing, so that "if they do" would read
# the wrong answer from the events: "discard your hand" with an empty hand is done (as the
# cost of Lion's Eye Diamond is paid, 118.3), yet nothing is discarded
_NOT_OFFERED = frozenset({"discard_hand"})
_WORDS = {"did": ("If that player does", "If the player does", "If they do"),
          "did_not": ("If that player doesn't", "If the player doesn't", "If they don't"),
          "could_not": ("If that player can't", "If the player can't", "If they can't")}


_PAYS = re.compile(rf"^{_SUBJECT} may pay ((?:\{{[0-9WUBRGC]\}})+|\d+ life)\.$", re.I)


def other_pays(sentence: str) -> tuple[str, dict[str, Any]] | None:
    """"That player may pay {3}." -> ("That player draws a card.", {"pay": {"mana": "{3}"}}):
    words `plain` reads to find the player (their `who`), and the payment that player may
    make (the instruction `pay` with that `who` asks them, 118.12a, 608.2d)."""
    m = _PAYS.match(sentence)
    if m is None:
        return None
    cost = m.group(2)
    pay: dict[str, Any] = {"mana": cost} if cost.startswith("{") else \
        {"life": int(cost.split()[0])}
    return f"{m.group(1)} draws a card.", {"pay": pay}


def other_pays_words(effect: dict[str, Any], render: Any) -> str | None:
    """"<player> may pay <cost>." for a `pay` another player makes (`render` says the player
    by rendering a draw of theirs)."""
    p = next(iter(effect.values()))
    text = render({"draw": {"count": 1, "who": p["who"]}})
    if " draws a card" not in text or p.get("energy"):
        return None
    cost = p["mana"] if p.get("mana") else f"{p['life']} life"
    return f"{text[:text.index(' draws a card')]} may pay {cost}."


def any_may(sentence: str) -> tuple[str, str] | None:
    """"Any player may sacrifice a land." -> ("any_player", "Each player sacrifices a land."),
    the chooser and the instruction `plain` reads, its player to become the one who says yes
    (`chooser_effect`); "Any opponent may have it deal 4 damage to them." -> ("any_opponent",
    "It deals 4 damage to each opponent."). None for other sentences."""
    m = _ANY.match(sentence)
    if m is None:
        return None
    who, verb, rest = m.group(1).lower(), m.group(2), m.group(3)
    if verb == "have":
        d = _HAVE_DAMAGE.match(rest)
        if d is None:
            return None
        subject = "~" if d.group(1) == "~" else "It"
        return f"any_{who}", f"{subject} deals {d.group(2)} damage to each {who}."
    if verb not in _THIRD_PERSON:
        return None
    return f"any_{who}", f"Each {who} {_THIRD_PERSON[verb]} {rest}"


def other_may(sentence: str) -> str | None:
    """"<player> may <verb> ..." -> "<player> <verbs> ...", the instruction `plain` reads;
    None for other sentences ("You may ..." is conditional_effects' own)."""
    m = _MAY.match(sentence)
    if m is not None and m.group(2) == "have":  # "... may have ~ deal 4 damage to them."
        d = _HAVE_DAMAGE.match(m.group(3))
        if d is None or d.group(1) != "~" or not m.group(1).lower().startswith("target"):
            return None
        return f"~ deals {d.group(2)} damage to {m.group(1).lower()}."
    if m is None or m.group(2) not in _THIRD_PERSON:
        return None
    return f"{m.group(1)} {_THIRD_PERSON[m.group(2)]} {m.group(3)}"


def follows_other(after: str) -> bool:
    """Does the sentence `after` ask whether another player did the instruction before it?"""
    m = _DID.match(after)
    if m is None:
        return False
    if m.group(1) == "they":
        return m.group(2) in ("do", "don't", "can't")
    if m.group(1) == "a player":
        return m.group(2) == "does"
    if m.group(1) == "no one":
        return m.group(2) == "does"
    return m.group(2) in ("does", "doesn't", "can't")


def did_other(sentence: str) -> tuple[str, str, bool] | None:
    """"If that player does, <rest>" -> ("did", rest, False) (did_not, could_not likewise);
    "If a player does" / "If no one does" after "any player may" -> (..., True)."""
    m = _DID.match(sentence)
    if m is None or not follows_other(sentence):
        return None
    if m.group(1) == "no one":
        return "did_not", m.group(3), True
    return _DID_KIND[m.group(2)], m.group(3), m.group(1) == "a player"


def chooser_effect(new: list[dict[str, Any]], chooser: Any = "") -> list[dict[str, Any]] | None:
    """The instruction of "<player> may <verb> ..." with that player as the chooser (608.2d):
    one instruction whose `who` names one player. With `chooser` any_player / any_opponent:
    the instruction read for each player (each opponent), carried out by the one who says yes
    (its `who` or the damage's `to` becomes `chooser`, rules/choosers.py)."""
    from mtg_engine.rules.choosers import CHOOSERS

    if len(new) != 1:
        return None
    verb, params = next(iter(new[0].items()))
    params = params or {}
    if "may" in params or "if" in params or verb in _NOT_OFFERED:
        return None
    if isinstance(chooser, dict):  # "That player may pay {3}.": the pay instruction, its
        who = params.get("who")  # payer the player the words name (read as "draws a card")
        if verb != "draw" or who not in CHOOSERS:
            return None
        return [{"pay": {**chooser["pay"], "who": who}}]
    if chooser:
        each = "each_" + chooser.removeprefix("any_")
        key = "to" if verb == "damage" else "who"
        if params.get(key) != each:
            return None
        return [{verb: {**params, key: "chooser", "may": chooser}}]
    who = params.get("to" if verb == "damage" else "who")  # (the player dealt damage)
    if not isinstance(who, str) or who not in CHOOSERS:
        return None
    return [{verb: {**params, "may": who}}]


def any_may_words(effect: dict[str, Any], render: Any) -> str | None:
    """The English of an instruction any player (any opponent) may carry out: `render` of the
    same instruction for each of them, said back as "Any player may ..."."""
    verb, params = next(iter(effect.items()))
    chooser = params["may"]
    each = "each_" + chooser.removeprefix("any_")
    key = "to" if verb == "damage" else "who"
    text = render({verb: {k: (each if k == key else v) for k, v in params.items()
                          if k not in ("may", "if")}})
    who = chooser.removeprefix("any_")
    d = _EACH_DAMAGE.match(text)
    if d is not None and verb == "damage":
        return f"Any {who} may have {d.group(1).lower() if d.group(1) != '~' else '~'} " \
            f"deal {d.group(2)} damage to them."
    m = _EACH.match(text)
    if m is None or m.group(2) not in _BASE or verb == "damage":
        return None
    return f"Any {who} may {_BASE[m.group(2)]} {m.group(3)}"


def did_head(kind: str, effect: dict[str, Any], printed: str) -> str | None:
    """"If that player does" (or another of its wordings) for condition `kind` about
    `effect`, when another player chose to carry it out (608.2d), or carried it out and the
    printed text says so ("that player discards a card at random. If the player does");
    None when "If you do" says it ("you may have target player lose 3 life. If you do")."""
    from mtg_engine.rules.choosers import CHOOSERS

    params = next(iter(effect.values())) or {}
    may = params.get("may")
    if may in ("any_player", "any_opponent"):
        return _ANY_WORDS.get(kind, "?")  # "If a player does" / "If no one does"
    if isinstance(may, str):
        return did_words(kind, printed) or _WORDS[kind][0]
    if may or params.get("who") not in CHOOSERS:
        return None
    return did_words(kind, printed)


def did_words(kind: str, printed: str) -> str | None:
    """How "if that player does" (kind did / did_not / could_not) is said: the wording the
    printed text uses, of the ones that say it; None when it uses none of them."""
    return next((w for w in _WORDS[kind] if w + "," in printed), None)


def may_words(text: str) -> str | None:
    """"Target opponent exiles a card ..." (an instruction rendered) -> "Target opponent may
    exile a card ..."; None when its verb isn't one another player may be offered."""
    d = re.match(r"^~ deals (\w+) damage to (target opponent|target player)\.$", text)
    if d is not None:  # "Target opponent may have ~ deal 4 damage to them."
        return f"{d.group(2)[:1].upper()}{d.group(2)[1:]} may have ~ deal {d.group(1)} " \
            "damage to them."
    m = re.match(rf"^{_SUBJECT} (\w+) (.+)$", text, re.I)
    if m is None or m.group(2) not in _BASE:
        return None
    return f"{m.group(1)} may {_BASE[m.group(2)]} {m.group(3)}"


# ------------------------------------------------------------------ "X unless <player> <Y>"
# 118.12a: "[Do something] unless [a player does something else]" means "[that player] may
# [do something else]. If they don't, [do something]." ("Target player discards two cards
# unless they discard an artifact card.", "Destroy target land unless its controller has ~
# deal 2 damage to them."): the player the instruction names chooses (608.2d).
_UNLESS_WHO = r"(they|that player|its controller|that creature's controller)"
_UNLESS_DO = re.compile(rf"^{_UNLESS_WHO} (\w+) (.+)$")
_UNLESS_WORDS = {"player": ("they", "that player"),
                 "controller": ("its controller", "that creature's controller")}


def unless_action(rest: str) -> tuple[str, str] | None:
    """The words after "unless" -> (the player's words, the action read for each player:
    "Each player sacrifices a creature." or "~ deals 2 damage to each player."); None for
    other words."""
    m = _UNLESS_DO.match(rest)
    if m is None:
        return None
    who, verb, what = m.groups()
    if verb in ("has", "have"):
        d = _HAVE_DAMAGE.match(what + ".")
        if d is None or d.group(1) != "~":
            return None
        return who, f"~ deals {d.group(2)} damage to each player."
    base = verb if who == "they" else _BASE.get(verb)
    if base not in _THIRD_PERSON or (who == "they") != (verb == base):
        return None
    return who, f"Each player {_THIRD_PERSON[base]} {what}."


def unless_effects(words: str, action: list[dict[str, Any]], instruction: list[dict[str, Any]]
                   ) -> list[dict[str, Any]] | None:
    """The DSL of "<instruction> unless <words> <action>": the action, chosen by the player
    the words name (608.2d), then the instruction if they didn't (118.12a)."""
    if len(action) != 1 or len(instruction) != 1:
        return None
    verb, params = next(iter(instruction[0].items()))
    params = params or {}
    if "if" in params or "may" in params:
        return None
    named = params.get("to" if verb == "damage" else "who") \
        if words in _UNLESS_WORDS["player"] else params.get("to" if verb == "damage" else "what")
    if named not in ("target", "remembered"):
        return None
    chooser = named if words in _UNLESS_WORDS["player"] else f"{named}_controller"
    a_verb, a_params = next(iter(action[0].items()))
    if a_verb in _NOT_OFFERED:
        return None
    key = "to" if a_verb == "damage" else "who"
    if (a_params or {}).get(key) != "each_player":
        return None
    return [{a_verb: {**a_params, key: chooser, "may": chooser}},
            {verb: {**params, "if": "did_not"}}]


def unless_words(action: dict[str, Any], instruction_text: str, printed: str,
                 render: Any) -> str | None:
    """"<instruction> unless <player> <action>." as the printed text says it (`render` says
    one instruction), or None when the printed text says it otherwise."""
    verb, params = next(iter(action.items()))
    chooser = params["may"]
    kind = "controller" if chooser.endswith("_controller") else "player"
    who = next((w for w in _UNLESS_WORDS[kind] if f" unless {w} " in printed), None)
    if who is None:
        return None
    if verb == "damage":
        if not isinstance(params.get("amount"), int):
            return None
        what = f"{'have' if who == 'they' else 'has'} ~ deal {params['amount']} damage to them"
    else:
        text = render({verb: {k: ("each_player" if k == "who" else v)
                              for k, v in params.items() if k not in ("may", "if")}})
        m = _EACH.match(text)
        if m is None or m.group(1) != "player" or m.group(2) not in _BASE:
            return None
        what = f"{_BASE[m.group(2)] if who == 'they' else m.group(2)} {m.group(3).rstrip('.')}"
    return f"{instruction_text.rstrip('.')} unless {who} {what}."
