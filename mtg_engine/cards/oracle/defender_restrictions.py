"""508.1c, 509.1b: "~ can't attack unless defending player is poisoned / is the monarch.",
"~ can't attack unless you control more creatures than defending player.", "~ can't block
unless you control more lands than attacking player." -> an anthem's restriction of
rules/defender_restrictions.py, and back."""

from __future__ import annotations

import re
from typing import Any

_STATES = {"is poisoned": "cant_attack_unless_defender_poisoned",
           "is the monarch": "cant_attack_unless_defender_monarch"}
_COUNTED = {"creatures": {"types": ["Creature"]}, "lands": {"types": ["Land"]}}
_FORM = re.compile(r"~ can't (?:attack unless defending player (?P<state>is poisoned|is the "
                   r"monarch)|(?P<verb>attack|block) unless you control more (?P<what>creatures|"
                   r"lands) than (?P<who>defending|attacking) player)\.")


# 506.2: conditions the defending player must meet, said of that player and read as "you"
# would be (a restriction's `condition`, rules/defender_restrictions.defender_meets): the
# words after "defending player" -> (the words after "you", the condition's kind)
_MEETS = re.compile(r"~ (can't attack|can't be blocked) unless defending player (.+)\.")
_MEETS_KINDS = {"can't attack": "cant_attack_unless_defender_is",
                "can't be blocked": "cant_be_blocked_unless_defender_is"}
# the conditions said only of the defending player, read directly
_MOST_TIED = "controls the most creatures or is tied for the most"
_MOST_TIED_COND = {"kind": "controls_most", "name": "or_tied", "filter": {"types": ["Creature"]}}
_THEIRS = ((re.compile(r"has ([a-z]+) or more cards in their graveyard"),
            "have {} or more cards in your graveyard", "graveyard_at_least",
            "has {} or more cards in their graveyard"),
           (re.compile(r"controls ([a-z]+) or more creatures that share a creature type"),
            "control {} or more creatures that share a creature type", "controls_sharing_type",
            "controls {} or more creatures that share a creature type"))


def _meets(para: str) -> dict[str, Any] | None:
    """"~ can't attack unless defending player has seven or more cards in their graveyard."
    (Vantress Gargoyle), "~ can't be blocked unless defending player controls three or more
    creatures that share a creature type." (Graxiplon)."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    m = _MEETS.fullmatch(para)
    if m is None:
        return None
    if m.group(2) == _MOST_TIED:  # 506.2 (Hooded Horror: "can't be blocked as long as ...")
        return None
    for theirs, yours, kind, _ in _THEIRS:
        t = theirs.fullmatch(m.group(2))
        if t is None:
            continue
        cond = lower_condition("you " + yours.format(t.group(1)))
        if not isinstance(cond, dict) or cond.get("kind") != kind:
            return None
        return {"anthem": {"affects": "self", "restrictions": [
            {_MEETS_KINDS[m.group(1)]: {"condition": cond}}]}}
    return None


def _meets_words(kind: str, other: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.render_phrases import _num

    verb = next((v for v, k in _MEETS_KINDS.items() if k == kind), None)
    cond = other.get("condition")
    if verb is None or not isinstance(cond, dict) or set(other) != {"condition"}:
        return None
    if cond == _MOST_TIED_COND and kind == "cant_be_blocked_unless_defender_is":
        return None  # (said "can't be blocked as long as ...": _most_tied)
    said = next((words for _, _, k, words in _THEIRS if k == cond.get("kind")), None)
    if said is None:
        return None
    return f"{verb} unless defending player {said.format(_num(cond.get('count', 1)))}"


# "~ can't be blocked as long as defending player controls the most creatures or is tied for
# the most." (Hooded Horror): blocked only while the defending player controls fewer creatures
# than another player
_MOST_TIED_PARA = f"~ can't be blocked as long as defending player {_MOST_TIED}."


def _most_tied(para: str) -> dict[str, Any] | None:
    if para != _MOST_TIED_PARA:
        return None
    return {"anthem": {"affects": "self", "restrictions": [
        {"cant_be_blocked_unless_defender_is": {"condition": {**_MOST_TIED_COND,
                                                              "negate": True}}}]}}


def most_tied_words(other: dict[str, Any]) -> str | None:
    """The words of `_most_tied`'s restriction after "~", or None."""
    if other == {"condition": {**_MOST_TIED_COND, "negate": True}}:
        return f"can't be blocked as long as defending player {_MOST_TIED}"
    return None


def lower(para: str) -> dict[str, Any] | None:
    got = _meets(para) or _most_tied(para)
    if got is not None:
        return got
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    if m.group("state"):
        r: dict[str, Any] = {_STATES[m.group("state")]: {}}
    else:
        if (m.group("verb") == "attack") != (m.group("who") == "defending"):
            return None  # (the player attacked when attacking, the attacker when blocking)
        kind = "cant_attack_unless_more_than_defender" if m.group("verb") == "attack" \
            else "cant_block_unless_more_than_attacker"
        r = {kind: dict(_COUNTED[m.group("what")])}
    return {"anthem": {"affects": "self", "restrictions": [r]}}


def render(kind: str, other: dict[str, Any]) -> str | None:
    """The words of such a restriction after "~" ("can't attack unless ..."), or None."""
    if kind in _MEETS_KINDS.values():
        return _meets_words(kind, other) or most_tied_words(other)
    state = next((w for w, k in _STATES.items() if k == kind), None)
    if state is not None:
        return None if other else f"can't attack unless defending player {state}"
    what = next((w for w, f in _COUNTED.items() if f == other), None)
    if what is None:
        return None
    if kind == "cant_attack_unless_more_than_defender":
        return f"can't attack unless you control more {what} than defending player"
    if kind == "cant_block_unless_more_than_attacker":
        return f"can't block unless you control more {what} than attacking player"
    return None
