"""Static abilities letting a player play cards from the top of their library or from their
graveyard (601.3, 305.1), Oracle text -> DSL static, and back (rules/play_permissions.py):

  You may play lands from the top of your library.            {play_from_top: {filter: lands}}
  You may cast creature spells from the top of your library.  {... filter: {types: [Creature]}}
  You may cast spells from the top of your library.           {... filter: {not_types: [Land]}}
  You may play lands and cast spells from the top of your library.    {play_from_top: {}}
  You may play lands from your graveyard.                     {play_from_graveyard: ...}

Spells from a graveyard are read only as a once-each-turn permission of your turns (601.3):

  During each of your turns, you may cast a creature spell from your graveyard.
      {play_from_graveyard: {filter: {types: [Creature]}, max_count: 1, as_long_as: your_turn}}
  (Karador, Ghost Chieftain; "a Zombie creature spell": Gisa and Geralf; "one permanent spell
  with mana value 2 or less": Lurrus of the Dream-Den)
  During each of your turns, you may play a land and cast a permanent spell of each permanent
  type from your graveyard.          (Muldrotha, the Gravetide: `each_type`, one use per type)

Other spell permissions from a graveyard are not read (rules/play_permissions.py: a card with
its own way to be cast from there, flashback or escape, is cast that way only)."""

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


# 601.3, 607.2a: once each turn, a spell from the top of the library sharing a card type with
# a card exiled with ~ (Cemetery Illuminator; rules/top_permissions.py)
TOP_SHARING = ("Once each turn, you may cast a spell from the top of your library if it shares "
               "a card type with a card exiled with ~.")
_TOP_SHARING_DSL = {"whose": "you", "max_count": 1, "condition": "shares_exiled_type"}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    if para == TOP_SHARING:
        return {"play_from_top": dict(_TOP_SHARING_DSL)}
    each_turn = graveyard_each_turn(para)
    if each_turn is not None:
        return each_turn
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

    if kind == "play_from_top" and p == _TOP_SHARING_DSL:  # 601.3 (top_permissions.py)
        return TOP_SHARING
    if "max_count" in p:  # 601.3: once each turn (graveyard_each_turn)
        forms = each_turn_forms(p) if kind == "play_from_graveyard" else None
        return forms[0] if forms else None
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


# 601.3: "During each of your turns, you may cast a[n] / one <spell> from your graveyard."
_EACH_TURN = re.compile(r"^During each of your turns, you may cast (?P<art>a|an|one) "
                        r"(?P<sub>[A-Z][a-z]+ )?(?P<type>creature|permanent) spell"
                        r"(?: with mana value (?P<mv>\d+) or less)? from your graveyard\.$")
_PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]  # 110.4


# 601.3, 305.1: one land and one permanent spell of each permanent type (Muldrotha)
EACH_TYPE = ("During each of your turns, you may play a land and cast a permanent spell of "
             "each permanent type from your graveyard.")
_EACH_TYPE_DSL = {"whose": "you", "each_type": True, "max_count": 1, "as_long_as": "your_turn"}


# 601.3, 614.1a: "Once during each of your turns, you may cast an instant or sorcery spell from
# your graveyard. If a spell cast this way would be put into your graveyard, exile it instead."
# (Kess, Dissident Mage: `exile_instead`, the spell remembers it: effects/cast_card.py)
ONCE_SPELLS = ("Once during each of your turns, you may cast an instant or sorcery spell from "
               "your graveyard. If a spell cast this way would be put into your graveyard, exile "
               "it instead.")
_ONCE_DSL = {"whose": "you", "filter": {"types": ["Instant", "Sorcery"]}, "max_count": 1,
             "as_long_as": "your_turn", "exile_instead": True}


def graveyard_each_turn(para: str) -> dict[str, Any] | None:
    """The `play_from_graveyard` static of a once-each-turn permission of the controller's
    turns (601.3), or None."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if para == ONCE_SPELLS:
        return {"play_from_graveyard": {**_ONCE_DSL, "filter": dict(_ONCE_DSL["filter"])}}
    if para == EACH_TYPE:
        return {"play_from_graveyard": dict(_EACH_TYPE_DSL)}
    m = _EACH_TURN.match(para)
    if m is None:
        return None
    sub = (m.group("sub") or "").strip()
    if sub and (sub not in CREATURE_TYPES or m.group("type") != "creature"):
        return None
    f: dict[str, Any] = {"types": ["Creature"] if m.group("type") == "creature"
                         else list(_PERMANENT_TYPES)}
    if sub:
        f["subtypes"] = [sub]
    if m.group("mv"):
        f["mana_value_le"] = int(m.group("mv"))
    return {"play_from_graveyard": {"whose": "you", "filter": f, "max_count": 1,
                                    "as_long_as": "your_turn"}}


def each_turn_forms(p: dict[str, Any]) -> list[str] | None:
    """The wordings of `graveyard_each_turn`'s static ("a" or "one" spell), or None."""
    if p == _ONCE_DSL:
        return [ONCE_SPELLS]
    if p == _EACH_TYPE_DSL:
        return [EACH_TYPE]
    if set(p) != {"whose", "filter", "max_count", "as_long_as"} or p["whose"] != "you" \
            or p["max_count"] != 1 or p["as_long_as"] != "your_turn":
        return None
    f = dict(p["filter"])
    types = f.pop("types", None)
    kind = "creature" if types == ["Creature"] else \
        "permanent" if types == _PERMANENT_TYPES else None
    sub = f.pop("subtypes", [""])
    mv = f.pop("mana_value_le", None)
    if kind is None or f or len(sub) != 1 or (sub[0] and kind != "creature"):
        return None
    spell = " ".join(w for w in (sub[0], kind, "spell") if w)
    if mv is not None:
        spell += f" with mana value {mv} or less"
    art = "an" if spell[0] in "AEIOU" else "a"
    return [f"During each of your turns, you may cast {a} {spell} from your graveyard."
            for a in (art, "one")]
