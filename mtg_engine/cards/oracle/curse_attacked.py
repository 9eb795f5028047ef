"""A Curse's "Whenever enchanted player is attacked, <instructions>. Each opponent attacking
that player does the same." (508.3b: it triggers once when one or more creatures are declared
attacking the enchanted player, 303.4; rules/curse_attacked.py). The ability's controller
carries out the instructions, then each of their opponents attacking that player does, in turn
order (101.4): the DSL verb `same_for_attackers` keeps those instructions as canonical JSON, as
a delayed trigger's are (dsl_abilities._delayed_effect).

Only instructions that ask nothing as they resolve are read for "does the same" (they are
carried out for each of those players at once): draw, gain or lose life, create tokens, untap
or tap a group. Anything else, or a target, is refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

EVENT = "enchanted_player_attacked"
_CONDITION = "Whenever enchanted player is attacked"
_SAME = "Each opponent attacking that player does the same."
_ASKS_NOTHING = frozenset({"draw", "gain_life", "lose_life", "create_token", "untap", "tap"})


def condition(cond: str, self_types: tuple[str, ...]) -> list[tuple[str, dict[str, Any]]] | None:
    """The event of "Whenever enchanted player is attacked" on an Aura (303.4)."""
    if cond != _CONDITION or "Enchantment" not in self_types:
        return None
    return [(EVENT, {})]


def render_condition(t: dict[str, Any]) -> str:
    return _CONDITION if t["event"] == EVENT and not t.get("filter") else ""


def effects(conds: list[tuple[str, dict[str, Any]]], body: str,
            read: Callable[[str], tuple[list[dict[str, Any]], list[Any]] | None]
            ) -> list[dict[str, Any]] | None:
    """"<instructions>. Each opponent attacking that player does the same." after this
    module's event: the instructions, then `same_for_attackers` with them; None otherwise.
    `read` compiles instructions with a context of their own: (effects, targets)."""
    if [e for e, _ in conds] != [EVENT] or not body.endswith(" " + _SAME):
        return None
    got = read(body[:-len(_SAME) - 1])
    if got is None or got[1] or not all(next(iter(e)) in _ASKS_NOTHING for e in got[0]):
        return None
    text = json.dumps(got[0])
    if '"remembered' in text or '"target' in text or '"self' in text:
        return None  # (said of the ability's controller only)
    trigger = {"event": "delayed", "text": _SAME, "effects": got[0]}
    return [*got[0], {"same_for_attackers": {
        "effects": json.dumps(trigger, sort_keys=True, separators=(",", ":"))}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    return "", _SAME.rstrip(".")


# ------------------------------------------------------------------ 508.3e: "a player attacks
# enchanted player with one or more creatures, that attacking player may ..."

ATTACKS_EVENT = "player_attacks_enchanted_player"
_ATTACKS = "Whenever a player attacks enchanted player with one or more creatures"
# 508.3e: "Whenever a player attacks one or more of your opponents" (Jolene, the Plunder
# Queen): once per attacking player whose creatures attack one or more of your opponents
OPPONENTS_EVENT = "player_attacks_your_opponents"
_ATTACKS_OPPONENTS = "Whenever a player attacks one or more of your opponents"
_BY = "that attacking player may "
_DOES = ". If the player does, they "
# "that attacking player creates a Treasure token": the attacking player's instruction
_BY_VERBS = {"creates": "create", "draws": "draw"}


def attacks_condition(cond: str, self_types: tuple[str, ...]
                      ) -> list[tuple[str, dict[str, Any]]] | None:
    """508.3e on an Aura (303.4): once per attacking player; that player remembered."""
    if cond == _ATTACKS_OPPONENTS:
        return [(OPPONENTS_EVENT, {})]
    if cond != _ATTACKS or "Enchantment" not in self_types:
        return None
    return [(ATTACKS_EVENT, {})]


def render_attacks_condition(t: dict[str, Any]) -> str:
    if t.get("filter"):
        return ""
    return {ATTACKS_EVENT: _ATTACKS, OPPONENTS_EVENT: _ATTACKS_OPPONENTS}.get(t["event"], "")


def attacker_effects(conds: list[tuple[str, dict[str, Any]]], body: str,
                     read: Callable[[str], tuple[list[dict[str, Any]], list[Any]] | None]
                     ) -> list[dict[str, Any]] | None:
    """"that attacking player may <X>[. If the player does, they <Y>]." after 508.3e's event:
    the attacking player carries out the instructions as if they controlled the ability (they
    choose, 608.2d): `as_remembered_player`, then "You may <X>[. If you do, <Y>]." read as
    usual. No target (it would be chosen by the ability's controller as it is put on the
    stack, 603.3d, not by that player)."""
    if [e for e, _ in conds] not in ([ATTACKS_EVENT], [OPPONENTS_EVENT]):
        return None
    verb = body.split(" ")[3] if body.startswith("that attacking player ") else ""
    if body.startswith(_BY):
        text = "You may " + body[len(_BY):].replace(_DOES, ". If you do, ")
    elif verb in _BY_VERBS and ". " not in body:  # "that attacking player creates ..."
        text = f"You {_BY_VERBS[verb]} " + body.split(" ", 4)[4]
    else:
        return None
    got = read(text)
    if got is None or got[1]:
        return None
    if any(w in json.dumps(got[0]) for w in ('"remembered', '"target', '"self')):
        return None
    return [{"as_remembered_player": {}}, *got[0]]


def render_attacker_body(body: str) -> str:
    """The English of `attacker_effects`' instructions rendered with "you" back as printed."""
    for said, base in _BY_VERBS.items():  # ("Create a Treasure token": the controller's)
        for head in (f"you {base} ", f"{base} "):
            if body.lower().startswith(head):
                return f"that attacking player {said} " + body[len(head):]
    if not body.lower().startswith("you may "):
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("that attacking player's instructions")
    return _BY + body[len("you may "):].replace(". If you do, ", _DOES)
