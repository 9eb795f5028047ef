"""Combat damage assigned by toughness (510.1a; rules/toughness_damage.py), Oracle text -> DSL
static, and back:

  Each creature assigns combat damage equal to its toughness rather than its power.
                                      (combat_damage_by_toughness, filter: every creature)
  Each creature you control assigns combat damage equal to its toughness rather than its
  power.                              (... filter: creatures you control)
  Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather than
  its power.                          (an anthem, and the static with affects: enchanted)"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.rules.toughness_damage import BY_TOUGHNESS

_REST = "assigns combat damage equal to its toughness rather than its power."
_FORMS: dict[str, dict[str, Any]] = {
    f"Each creature {_REST}": {BY_TOUGHNESS: {"filter": {"types": ["Creature"]}}},
    f"Each creature you control {_REST}": {
        BY_TOUGHNESS: {"filter": {"types": ["Creature"], "controller": "you"}}},
}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    got = _FORMS.get(para)
    return {k: dict(v) for k, v in got.items()} if got is not None else None


_AURA = re.compile(r"Enchanted creature gets (\+\d+/\+\d+) and " + re.escape(_REST))
ENCHANTED = {BY_TOUGHNESS: {"affects": "enchanted"}}


def lower_aura(para: str, read: Callable[[str], dict[str, Any] | None]
               ) -> list[dict[str, Any]] | None:
    """"Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather
    than its power." (303.4): the Aura's anthem and this static, or None. `read` reads one
    static paragraph."""
    m = _AURA.fullmatch(para)
    if m is None:
        return None
    anthem = read(f"Enchanted creature gets {m.group(1)}.")
    if anthem is None or set(anthem) != {"anthem"}:
        return None
    return [anthem, {k: dict(v) for k, v in ENCHANTED.items()}]


def render(st: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one (the Aura's is said with its
    anthem, `render_aura`)."""
    if st == ENCHANTED:
        return "Enchanted creature " + _REST
    return next((text for text, dsl in _FORMS.items() if dsl == st), None)


def render_aura(items: list[dict[str, Any]]) -> str | None:
    """The one sentence of `lower_aura`'s two statics, or None if they aren't such a pair."""
    from mtg_engine.cards.oracle.render_statics import render_static

    if len(items) != 2 or items[1] != ENCHANTED or set(items[0]) != {"anthem"}:
        return None
    anthem = render_static(items[0])
    if not (anthem.lower().startswith("enchanted creature gets ") and anthem.endswith(".")):
        return None
    return f"{anthem[:1].upper()}{anthem[1:-1]} and {_REST}"
