"""Conditions about what the instruction before did "this way" (608.2c: an instruction that
refers to an earlier part of the effect), read for the compiler and rendered back:

  Mill a card. If a land card was milled this way, you gain 1 life.
  Target player discards a card. If a land card is discarded this way, ...
  Discard a card at random. If you discard a creature card this way, ...
  Exile up to one target card from a graveyard. If a creature card was exiled this way, ...
  Target player sacrifices a creature. If a Goblin is sacrificed this way, ...
  Destroy target creature. If a white creature dies this way, ...
  You may destroy another target creature. If a creature is destroyed this way, ...
  ~ deals 2 damage to any target. If a player is dealt damage this way, scry 1.
  ~ deals 3 damage to you unless you discard a card. If ~ deals damage to you this way, tap it.
  Destroy ~ unless you pay {3}{B}{B}{B}. If ~ is destroyed this way, it deals 7 damage to you.

  Look at the top five cards ... If you didn't put a card into your hand this way, ...

-> {kind: this_way, name: <milled | discarded | exiled | sacrificed | dies | put into your
hand | none put into your hand>, filter: F}: one
or more of the objects the instruction moved this way match F (rules/condition_this_way.py
judges it from the events of this resolution: a card as it is in its new zone, a permanent
as it last existed on the battlefield, 608.2h). `check_this_way` (conditional_effects.py
asks it) keeps the condition only right after an instruction that does that: "milled" after
`mill`, "discarded" after `discard` (the same player: "you discard" after your own discard,
"that player discards" after a target player's), "exiled" after `exile` of a target card,
"sacrificed" after `sacrifice_chosen`, "dies", "destroyed" and "put into a graveyard" ("if
that artifact is put into a graveyard this way") after `destroy`, "dealt damage" (a
permanent: "If a creature is dealt damage this way") after `damage`, "player dealt damage"
("If a player / an opponent is dealt damage this way", 120.3) after `damage`, "self dealt
damage to you" ("If ~ deals damage to you this way", 120.3: none if it was prevented, 615)
after `damage`, "self destroyed" ("If ~ is destroyed this way", 701.7a: not if it was
regenerated or is indestructible) after `destroy`.
"""

from __future__ import annotations

import re
from typing import Any

_PASSIVE = re.compile(r"^(?:an?|at least one) (?P<what>.+?) (?:is|was) "
                      r"(?P<verb>milled|discarded|exiled|put into exile|sacrificed|destroyed|"
                      r"dealt damage) this way$")
_DIES = re.compile(r"^(?:an?|that) (?P<what>.+?) dies this way$")
_TO_GRAVEYARD = re.compile(r"^that (?P<what>artifact|creature|enchantment|land|permanent) is "
                           r"put into a graveyard this way$")
# 120.3: "a player is dealt damage this way" (filter {} or {controller: opponent})
_PLAYER_DAMAGED = re.compile(r"^an? (?P<who>player|opponent) (?:is|was) dealt damage this way$")
PLAYER_DAMAGED = "player dealt damage"
SELF_WORDS = {"~ deals damage to you this way": "self dealt damage to you",  # 120.3
              "~ is destroyed this way": "self destroyed"}  # 701.7a
_SACRIFICES = re.compile(r"^you sacrifice(?:d)? an? (?P<what>.+?) this way$")
_DISCARDS = re.compile(r"^(?P<who>you|that player) discards? an? (?P<what>.+? card) this way$")
_MILLS = re.compile(r"^the player mills at least one (?P<what>.+? card) this way$")
# "If you put an artifact card into your hand this way" / "If you didn't put a card into your
# hand this way" (after looking at the top cards: `look_at_top`)
_TO_HAND = re.compile(r"^you (?P<neg>didn't )?put an? (?P<what>.+?) into your hand this way$")
_TO_HAND_VERBS = {"": "put into your hand", "didn't ": "none put into your hand"}
_CARD_VERBS = ("milled", "discarded", "exiled")  # (cards in their new zone)
# the instructions after which each may be said (the DSL verbs)
AFTER = {"milled": ("mill",), "discarded": ("discard",), "exiled": ("exile",),
         "sacrificed": ("sacrifice_chosen",), "dies": ("destroy",), "destroyed": ("destroy",),
         "dealt damage": ("damage",), "put into a graveyard": ("destroy",),
         PLAYER_DAMAGED: ("damage",),  # 120.3
         "self dealt damage to you": ("damage",), "self destroyed": ("destroy",),
         # (reveal_top_then.py: "If it's a land card, ..."; card_name_reveal.py: "If that
         # card has the chosen name, ...", after a card revealed at random from a hand too)
         "revealed": ("reveal_top_if", "reveal_random"),
         **{v: ("look_at_top",) for v in _TO_HAND_VERBS.values()}}
KIND = "this_way"
CHOSEN_NAME = {"chosen": "name"}  # 201.2: the name chosen as it resolves (card_name_reveal.py)
_HAS_NAME = "that card has the chosen name"


def _card_filter(what: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.search import card_filter

    if what == "card":
        return {}  # ("if a card is put into exile this way": any card)
    if what == "card with the chosen name":  # 201.2 (card_name_reveal.py)
        return dict(CHOSEN_NAME)
    if not what.endswith(" card"):
        return None
    f = card_filter(what, plural=False)
    return f if f else None


def _permanent_filter(what: str) -> dict[str, Any] | None:
    """"white creature", "Goblin", "nonland permanent": what "you control a <what>" says,
    with no controller and no "other"."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    art = "an" if what[:1].lower() in "aeiou" else "a"
    got = lower_condition(f"you control {art} {what}")
    if not isinstance(got, dict) or got.get("kind") != "controls" or got.get("count", 1) != 1:
        return None
    f = got.get("filter", {})
    return None if not f or {"other", "another", "controller"} & set(f) else f


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    low = low[0].lower() + low[1:] if low else low
    if low == _HAS_NAME:  # 201.2: the card revealed just before (card_name_reveal.py)
        return {"kind": KIND, "name": "revealed", "filter": dict(CHOSEN_NAME)}
    if low in SELF_WORDS:  # (the source itself: 120.3, 701.7a)
        return {"kind": KIND, "name": SELF_WORDS[low], "filter": {}}
    m = _PLAYER_DAMAGED.match(low)
    if m is not None:  # 120.3: a player (an opponent of yours) dealt damage by the instruction
        f = {"controller": "opponent"} if m.group("who") == "opponent" else {}
        return {"kind": KIND, "name": PLAYER_DAMAGED, "filter": f}
    m = _PASSIVE.match(low)
    if m is not None:
        verb = "exiled" if m.group("verb") == "put into exile" else m.group("verb")
        f = _card_filter(m.group("what")) if verb in _CARD_VERBS \
            else _permanent_filter(m.group("what"))
        return None if f is None else {"kind": KIND, "name": verb, "filter": f}
    m = _DIES.match(low)
    if m is not None:
        f = _permanent_filter(m.group("what"))
        if f is None or f.get("types") != ["Creature"] \
                or (low.startswith("that ") and m.group("what") != "creature"):
            return None  # (700.4: only a creature dies)
        return {"kind": KIND, "name": "dies", "filter": f}
    m = _TO_GRAVEYARD.match(low)
    if m is not None:  # (the one target the destroy before named: "that artifact")
        what = m.group("what")
        f = {} if what == "permanent" else {"types": [what.capitalize()]}
        return {"kind": KIND, "name": "put into a graveyard", "filter": f}
    m = _SACRIFICES.match(low)
    if m is not None:
        f = _permanent_filter(m.group("what"))
        return None if f is None else {"kind": KIND, "name": "sacrificed", "filter": f}
    m = _TO_HAND.match(low)
    if m is not None:  # (cards moved to your hand during this resolution)
        f = _card_filter(m.group("what"))
        verb = _TO_HAND_VERBS[m.group("neg") or ""]
        return None if f is None else {"kind": KIND, "name": verb, "filter": f}
    m = _DISCARDS.match(low) or _MILLS.match(low)
    if m is not None:
        f = _card_filter(m.group("what"))
        verb = "milled" if "mills" in low else "discarded"
        return None if f is None else {"kind": KIND, "name": verb, "filter": f}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    if d.get("kind") != KIND or set(d) != {"kind", "name", "filter"} \
            or d["name"] not in AFTER:
        return []
    from mtg_engine.cards.oracle.conditions import render_condition
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    verb, f = d["name"], d["filter"]
    if verb in SELF_WORDS.values():  # (the source itself)
        return [w for w, name in SELF_WORDS.items() if name == verb] if not f else []
    if verb == PLAYER_DAMAGED:  # 120.3
        who = {(): "a player", ("controller",): "an opponent"}.get(tuple(f))
        if who is None or f.get("controller", "opponent") != "opponent":
            return []
        return [f"{who} is dealt damage this way", f"{who} was dealt damage this way"]
    if verb == "revealed" and f == CHOSEN_NAME:  # (card_name_reveal.py)
        return [_HAS_NAME]
    if verb in _CARD_VERBS and f == CHOSEN_NAME:
        return [f"a card with the chosen name {tense} {verb} this way" for tense in ("was", "is")]
    if verb == "revealed":  # the top card revealed just before (reveal_top_then.py)
        what = describe_filter(dict(f), "card")
        art = "an" if what[:1].lower() in "aeiou" else "a"
        return [f"it's {art} {what}", f"{art} {what} is revealed this way"]
    if verb in _TO_HAND_VERBS.values():
        what = describe_filter(dict(f), "card")
        art = "an" if what[:1].lower() in "aeiou" else "a"
        neg = "didn't " if verb.startswith("none ") else ""
        return [f"you {neg}put {art} {what} into your hand this way"]
    if verb in _CARD_VERBS:
        what = describe_filter(dict(f), "card")
        art = "an" if what[:1].lower() in "aeiou" else "a"
        out = [f"{art} {what} {tense} {verb} this way" for tense in ("was", "is")]
        if verb == "exiled":
            out += [f"{art} {what} {tense} put into exile this way" for tense in ("was", "is")]
        if verb == "discarded":
            out += [f"you discard {art} {what} this way",
                    f"that player discards {art} {what} this way"]
        if verb == "milled":
            out += [f"at least one {what} is milled this way",
                    f"the player mills at least one {what} this way"]
        return out
    if verb == "put into a graveyard":
        what = f["types"][0].lower() if f else "permanent"
        return [f"that {what} is put into a graveyard this way"] \
            if set(f) <= {"types"} and len(f.get("types", [""])) == 1 else []
    said = [w.removeprefix("you control ") for w in render_condition(
        {"kind": "controls", "count": 1, "filter": f}) if w.startswith("you control ")]
    if verb == "sacrificed":  # (the active wordings apart: not "... was sacrificed" again)
        return [f"{w} {tense} {verb} this way" for w in said for tense in ("was", "is")] + [
            w for s in said for w in (f"you sacrifice {s} this way",
                                      f"you sacrificed {s} this way")]
    if verb == "dies":  # (after a destroy of one target: "that creature" is the one)
        return [f"{w} dies this way" for w in said] + (
            ["that creature dies this way"] if f == {"types": ["Creature"]} else [])
    return [f"{w} {tense} {verb} this way" for w in said for tense in ("was", "is")]


def check_this_way(effects: list[dict[str, Any]]) -> bool:
    """608.2c: is each "this way" condition among `effects` (an ability's or a spell's
    instructions, in order) right after an instruction that does what it says (AFTER), with
    no other such instruction before it in the same effect?"""
    from mtg_engine.cards.oracle.this_way import EFFECTS_BEFORE

    # (the instructions of the sentences before, when this text is read on its own: the
    # look at the top cards before "If you didn't put a card into your hand this way")
    before = list(EFFECTS_BEFORE.get())
    effects = [*before, *effects]
    conds = [_condition(e) for e in effects]
    for i, c in enumerate(conds):
        if i < len(before) or not isinstance(c, dict) or c.get("kind") != KIND:
            continue
        first = i  # (608.2c: "If ..., draw a card and you gain 2 life": one condition)
        while first > 0 and conds[first - 1] == c:
            first -= 1
        doers = [j for j, e in enumerate(effects[:first])
                 if next(iter(e)) in AFTER.get(c.get("name", ""), ())]
        # ("Discard a card, then draw a card. If a land card is discarded this way, ...": a
        # draw between them moves nothing the condition reads: rules/condition_this_way
        # reads the whole resolution's events)
        between = [next(iter(e)) for e in effects[doers[0] + 1:first]] if doers else []
        if len(doers) != 1 or (between and not (c.get("name") == "discarded"
                                                 and set(between) == {"draw"})):
            return False
    return True


def _condition(e: dict[str, Any]) -> Any:
    body = next(iter(e.values()))
    return body.get("if") if isinstance(body, dict) else None
