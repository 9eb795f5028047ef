"""A card name chosen as a permanent enters (614.12a, 201.2) and the static abilities that read
it, Oracle text -> DSL, and back:

  As ~ enters the battlefield, choose a nonland card name.   (the entering choice
                                                              "card_name:nonland", kept on the
                                                              permanent as ("name", <name>))
  Spells with the chosen name can't be cast.                 (Meddling Mage: `cant_cast`
                                                              whose filter is `chosen: name`)
  Activated abilities of sources with the chosen name can't be activated [unless they're mana
  abilities].                                                (Phyrexian Revoker, Pithing
                                                              Needle: an anthem with
                                                              `no_activation`, 602.5)
  You have protection from the chosen card name.             (Runed Halo: `player_protection`,
                                                              702.16b-e)

The name is offered as rules/card_names.name_options offers it (every card name the database
knows, of the quality said: "nonland"); an object has the chosen name as 201.2 and 709.4a
say (rules/card_names.has_name, read by rules/filters `chosen: name`). A source's activated
abilities are forbidden wherever the source is (a card in a hand too: rules/restrictions
.activation_forbidden)."""

from __future__ import annotations

import re
from typing import Any

# 614.12a: the entering choice's words -> its DSL choice (rules/entering_choices.py reads it)
CHOICE_PREFIX = "card_name:"
_ENTERING = re.compile(r"As ~ enters the battlefield, choose a (nonland |nonbasic land )?card "
                       r"name\.")
_WITH_NAME = " with the chosen name"
_SOURCES = re.compile(r"Activated abilities of sources with the chosen name can't be activated"
                      r"( unless they're mana abilities)?\.")
_NAMED = {"chosen": "name"}


def enters_choice(para: str) -> dict[str, Any] | None:
    """"As ~ enters the battlefield, choose a nonland card name." -> the replacement effect
    (614.12a), or None."""
    m = _ENTERING.fullmatch(para)
    if m is None:
        return None
    quality = (m.group(1) or "").strip()
    return {"event": "enters", "instead": "choose", "choice": CHOICE_PREFIX + quality,
            "text": f"choose a {m.group(1) or ''}card name"}


def render_enters_choice(choice: str) -> str | None:
    """The English of `enters_choice`'s choice, or None for another."""
    if not choice.startswith(CHOICE_PREFIX):
        return None
    quality = choice[len(CHOICE_PREFIX):]
    return f"As ~ enters the battlefield, choose a {quality + ' ' if quality else ''}card name."


def lower(para: str) -> dict[str, Any] | None:
    """The static ability of such a sentence, or None."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    m = _SOURCES.fullmatch(para)
    if m is not None:  # 602.5, 605.1a
        return {"anthem": {"filter": dict(_NAMED),
                           "no_activation": "nonmana" if m.group(1) else "all"}}
    if para.count(_WITH_NAME) != 1 or "spells" + _WITH_NAME not in para.lower():
        return None
    st = grammar_static(para.replace(_WITH_NAME, "", 1))  # 101.2: "can't cast spells"
    p = (st or {}).get("cant_cast")
    if p is None or set(p) != {"whose"}:
        return None
    return {"cant_cast": {**p, "filter": dict(_NAMED)}}


def render(kind: str, p: dict[str, Any]) -> str | None:
    """The English of `lower`'s anthem, or None (the `cant_cast` static is said by
    render_statics.cant_cast_forms, whose filter says "with the chosen name")."""
    if kind != "anthem" or p.get("filter") != _NAMED or set(p) != {"filter", "no_activation"} \
            or p["no_activation"] not in ("all", "nonmana"):
        return None
    tail = " unless they're mana abilities" if p["no_activation"] == "nonmana" else ""
    return f"Activated abilities of sources with the chosen name can't be activated{tail}."


# 702.16b-e: "You have protection from the chosen card name." (Runed Halo:
# rules/player_protection.py)
PLAYER_PROTECTION = "You have protection from the chosen card name."


def lower_player_protection(para: str) -> dict[str, Any] | None:
    """The `player_protection` static of that paragraph, or None."""
    if para != PLAYER_PROTECTION:
        return None
    return {"player_protection": {"whose": "you", "choice": "name"}}
