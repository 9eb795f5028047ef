"""Tokens of the chosen color and creature type (111.4, 614.12a, 105.1, 205.3m):

  As ~ enters the battlefield, choose a color and a creature type.
  {5}, {T}: Create a 2/2 creature token of the chosen color and type.  (Volrath's Laboratory)

The card's DSL names a base token with neither (its `create_token` marked `chosen_kind`).
As the ability resolves, the source's choices (kept on the permanent, rules/filters.
chosen_value) make the token created: that color, that creature type, named for it ("Soldier
Token", 111.4). Its definition is found again by its key ("<base key> (chosen: W Soldier)"),
also in a saved game (`derived_token`). With no choice made (a source that entered without
one), the base token is created: colorless, with no creature type."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.database import CardDatabase
    from mtg_engine.cards.dsl import CardDef
    from mtg_engine.state.game_state import Frame, GameState

_KEY = re.compile(r"^(?P<base>.+) \(chosen: (?P<color>[WUBRG]) (?P<type>[A-Z][A-Za-z'-]+)\)$")


def chosen_token(state: GameState, frame: Frame, base: CardDef) -> CardDef:
    """The token `base` of the color and creature type the source chose (registered), or
    `base` when it chose none."""
    from mtg_engine.rules.filters import chosen_value

    color = chosen_value(state, frame.source, "color")
    kind = chosen_value(state, frame.source, "creature_type")
    if not color or not kind:
        return base
    key = f"{base.key} (chosen: {color} {kind})"
    token = derived_token(state.db, key)
    if token is None:  # (a colour or creature type no token can have: 105.1, 205.3m)
        raise ValueError(f"{base.name}: no token of the chosen color {color!r} and creature "
                         f"type {kind!r} (not one color and one creature type, or the base "
                         "token isn't known)")
    state.db.register_token(token)
    return token


def derived_token(db: CardDatabase, key: str) -> CardDef | None:
    """The definition a chosen token's key names, or None when `key` isn't one."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _KEY.match(key)
    if m is None or m["type"] not in CREATURE_TYPES or not db.has_token(m["base"]):
        return None
    base = db.token(m["base"])
    return replace(base, name=f"{m['type']} Token", colors=m["color"], subtypes=(m["type"],),
                   type_line=f"{base.type_line} — {m['type']}", token_key=key)
