"""606.3's timing set aside: loyalty abilities activated any time their controller could cast
an instant (117.1a), Oracle text -> the static `loyalty_instant` (rules/loyalty_timing.py), and
back:

  You may activate loyalty abilities of ~ on any player's turn any time you could cast an
  instant.                                                          (Teferi, Master of Time)
  You may activate loyalty abilities of planeswalkers you control on any player's turn any
  time you could cast an instant.             (Teferi, Temporal Archmage's emblem, 114.4)
  As long as ~ entered the battlefield this turn, you may activate her loyalty abilities any
  time you could cast an instant.                               (The Wandering Emperor)

`affects` self (the permanent's own abilities) or the `filter` of the planeswalkers; the "once
each turn" of 606.3 still holds."""

from __future__ import annotations

import re
from typing import Any

_TAIL = " any time you could cast an instant."
_ANY_TURN = " on any player's turn"
_MINE = {"~": {"affects": "self"},
         "planeswalkers you control": {"filter": {"types": ["Planeswalker"],
                                                  "controller": "you"}}}
_TEXT = re.compile(r"(?:As long as (?P<cond>[^,]+), y|Y)ou may activate (?:loyalty abilities of "
                   r"(?P<whose>~|planeswalkers you control)|(?P<her>her|his) loyalty abilities)"
                   r"(?P<any_turn> on any player's turn)? any time you could cast an instant\.")


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    m = _TEXT.fullmatch(para)
    if m is None or bool(m.group("her")) != bool(m.group("cond")) \
            or bool(m.group("any_turn")) == bool(m.group("cond")):
        return None  # (as printed: "on any player's turn" unless a condition limits it)
    body: dict[str, Any] = dict(_MINE[m.group("whose") or "~"])
    if m.group("cond"):  # 611.3a
        from mtg_engine.cards.oracle.conditions import lower_condition

        cond = lower_condition(m.group("cond"))
        if cond is None:
            return None
        body["as_long_as"] = cond
    return {"loyalty_instant": body}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None."""
    rest = {k: v for k, v in p.items() if k != "as_long_as"}
    whose = next((w for w, b in _MINE.items() if b == rest), None)
    if whose is None:
        return None
    if "as_long_as" not in p:
        return f"You may activate loyalty abilities of {whose}{_ANY_TURN}{_TAIL}"
    from mtg_engine.cards.oracle.conditional_effects import PRINTED
    from mtg_engine.cards.oracle.conditions import condition_wording

    if whose != "~":
        return None
    # the card's own pronoun (201.5), as printed: the DSL says ~ (self_pronouns.py)
    pronoun = "his" if "his loyalty abilities" in PRINTED.get() else "her"
    return (f"As long as {condition_wording(p['as_long_as'])}, you may activate {pronoun} "
            f"loyalty abilities{_TAIL}")
