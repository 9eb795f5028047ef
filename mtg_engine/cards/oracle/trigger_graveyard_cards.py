"""Cards of a type moving into or out of a graveyard (603.2, 603.6, 603.10a, 404.2):

  Whenever a creature card is put into a graveyard from anywhere other than the battlefield
  Whenever a creature card leaves your graveyard
  Whenever a creature card leaves an opponent's graveyard                  (Erebos's Titan)
  Whenever another creature dies, or a creature card is put into a graveyard from anywhere
  other than the battlefield, or a creature card leaves your graveyard, ...   (Syr Konrad)

The events `card_to_graveyard_not_from_battlefield` (a card, never a token, 111.7, put into
its owner's graveyard from the hand, library, stack or exile), `card_leaves_your_graveyard` (a
card leaving its owner's graveyard, which the trigger's controller owns; 603.10a: the card as
it was there) and `card_leaves_opponent_graveyard` (owned by an opponent), each with the
card's type as filter (rules/trigger_zones.py fires them). A condition listing three events
with ", or" triggers on each (603.2) and is said back so."""

from __future__ import annotations

import re
from typing import Any

_TYPES = "artifact|creature|enchantment|instant|land|planeswalker|sorcery"
_NOT_FROM_BATTLEFIELD = re.compile(rf"^Whenever an? ({_TYPES}) card is put into a graveyard "
                                   r"from anywhere other than the battlefield$")
_LEAVES_YOURS = re.compile(rf"^Whenever an? ({_TYPES}) card leaves your graveyard$")
_LEAVES_OPPONENTS = re.compile(rf"^Whenever an? ({_TYPES}) card leaves an opponent's graveyard$")
TO_GRAVEYARD = "card_to_graveyard_not_from_battlefield"
LEAVES_YOURS = "card_leaves_your_graveyard"
LEAVES_OPPONENTS = "card_leaves_opponent_graveyard"  # (its owner an opponent, 102.2)
EVENTS = frozenset({TO_GRAVEYARD, LEAVES_YOURS, LEAVES_OPPONENTS})


def _typed(m: re.Match[str] | None, cond: str) -> dict[str, Any] | None:
    if m is None or (m.group(1)[0] in "aeiou") != cond.startswith("Whenever an "):
        return None
    return {"types": [m.group(1).capitalize()]}


def condition(cond: str) -> list[tuple[str, dict[str, Any]]] | None:
    """The event of one such condition, or None."""
    for pattern, event in ((_NOT_FROM_BATTLEFIELD, TO_GRAVEYARD), (_LEAVES_YOURS, LEAVES_YOURS),
                           (_LEAVES_OPPONENTS, LEAVES_OPPONENTS)):
        f = _typed(pattern.match(cond), cond)
        if f is not None:
            return [(event, f)]
    return None


def list_condition(cond: str, self_types: tuple[str, ...]
                   ) -> list[tuple[str, dict[str, Any]]] | None:
    """"Whenever A, or B, or C" (603.2: each of the three events): each part read on its own
    (with "Whenever" before it); None unless all are read, one event each, one of them this
    module's."""
    from mtg_engine.cards.oracle.triggers import _conditions

    parts = cond.split(", or ")
    if len(parts) < 3 or not parts[0].startswith("Whenever "):
        return None
    out: list[tuple[str, dict[str, Any]]] = []
    for i, part in enumerate(parts):
        text = part if i == 0 else f"Whenever {part}"
        got = condition(text) or _conditions(text, self_types)
        if not got or len(got) != 1:
            return None
        out += got
    return out if any(e in EVENTS for e, _ in out) else None


def render(t: dict[str, Any]) -> str:
    """The condition of one of this module's events ("" for another)."""
    f = t.get("filter", {})
    if t["event"] not in EVENTS or set(f) != {"types"} or len(f["types"]) != 1:
        return ""
    word = f["types"][0].lower()
    what = f"{'an' if word[0] in 'aeiou' else 'a'} {word} card"
    if t["event"] == TO_GRAVEYARD:
        return f"Whenever {what} is put into a graveyard from anywhere other than the battlefield"
    if t["event"] == LEAVES_OPPONENTS:
        return f"Whenever {what} leaves an opponent's graveyard"
    return f"Whenever {what} leaves your graveyard"


def render_list(conditions: list[str]) -> str:
    """"Whenever A, or B, or C" of three or more conditions each said "Whenever ..."."""
    rest = [c.removeprefix("Whenever ") for c in conditions[1:]]
    return ", or ".join([conditions[0], *rest])
