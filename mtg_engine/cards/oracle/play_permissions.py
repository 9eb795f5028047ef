"""Static abilities letting a player play cards from the top of their library or from their
graveyard (601.3, 305.1), Oracle text -> DSL static, and back (rules/play_permissions.py):

  You may play lands from the top of your library.            {play_from_top: {filter: lands}}
  You may cast creature spells from the top of your library.  {... filter: {types: [Creature]}}
  You may cast spells from the top of your library.           {... filter: {not_types: [Land]}}
  You may play lands and cast spells from the top of your library.    {play_from_top: {}}
  You may play lands from your graveyard.                     {play_from_graveyard: ...}

Spells from a graveyard are not read: such a permission meets flashback and escape there
(rules/costs.py), which this reading doesn't settle."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^You may (?:(?P<lands>play lands)(?: and cast (?P<all>spells))?|"
                       r"cast (?P<what>[A-Za-z ]+?)?spells) from (?P<zone>the top of your "
                       r"library|your graveyard)\.$")
_ZONES = {"the top of your library": "play_from_top", "your graveyard": "play_from_graveyard"}
_LANDS = {"types": ["Land"]}
_SPELLS = {"not_types": ["Land"]}


# 601.3b: "If you cast a spell this way, you may cast it as though it had flash." after the
# permission (Elsha of the Infinite): `top_flash`
_FLASH = " If you cast a spell this way, you may cast it as though it had flash."
# 118.9: "If you cast a spell this way, pay life equal to its mana value rather than pay its
# mana cost." (Bolas's Citadel): `top_life`
_LIFE = (" If you cast a spell this way, pay life equal to its mana value rather than pay its "
         "mana cost.")
_RIDERS = {_FLASH: "top_flash", _LIFE: "top_life"}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    for rider, key in _RIDERS.items():
        if not para.endswith(rider):
            continue
        got = lower(para[: -len(rider)])
        if got is None or "play_from_top" not in got \
                or got["play_from_top"].get("filter") == _LANDS:
            return None  # (spells: a land is played, never cast, 305.1)
        if key == "top_flash" and got["play_from_top"].get("filter") is None:
            return None
        got["play_from_top"][key] = True
        return got
    from mtg_engine.cards.oracle.spell_costs import _spell_filter

    m = _SENTENCE.match(para)
    if m is None:
        return None
    kind = _ZONES[m.group("zone")]
    if m.group("lands"):
        f: dict[str, Any] | None = {} if m.group("all") else dict(_LANDS)
    elif kind == "play_from_graveyard":
        return None  # (spells from a graveyard: see the module's note)
    elif m.group("what") is None:
        f = dict(_SPELLS)
    else:
        f = _spell_filter(m.group("what").strip())
        if not f or "colorless" in f or "historic" in f:
            return None
    body: dict[str, Any] = {"whose": "you"}
    if f:
        body["filter"] = f
    return {kind: body}


def render(kind: str, p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import _spells

    for rider, key in _RIDERS.items():
        if p.get(key) and kind == "play_from_top":  # 601.3b, 118.9
            plain = render(kind, {k: v for k, v in p.items() if k != key})
            return None if plain is None else plain + rider
    if set(p) - {"whose", "filter"} or p.get("whose") != "you":
        return None
    zone = next(z for z, k in _ZONES.items() if k == kind)
    f = p.get("filter", {})
    if f == {}:
        what = "play lands and cast spells"
    elif f == _LANDS:
        what = "play lands"
    elif f == _SPELLS:
        what = "cast spells"
    else:
        what = f"cast {_spells(f)}"
    return f"You may {what} from {zone}."
