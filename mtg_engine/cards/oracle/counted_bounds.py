"""A quality whose bound is a count (208.1, 202.3, 608.2h: rules/x_filters.bind_in): "all
creatures with toughness less than or equal to the number of Islands you control" (Engulf the
Shore; grammar.lark's STAT_LE_COUNT), also printed with X: "Return each creature your
opponents control with toughness X or less to its owner's hand, where X is the number of
Islands you control." (Scourge of Fleets, Spectral Deluge), "counter target spell with mana
value X or less, where X is the number of Faeries you control" (Spellstutter Sprite). A
sentence whose only X is that bound says the same as the first wording: `as_bound` reads it
so, and render_phrases.py writes it back either way (the wording "counted_x")."""

from __future__ import annotations

import re

_X_BOUND = re.compile(r"(^|\. )([^.X]*)with (power|toughness|mana value) X or less([^.X]*), "
                      r"where X is the number of ([A-Z][a-z]+s|creatures) you control\.")


def as_bound(printed: str) -> str:
    """"... with toughness X or less ..., where X is the number of Islands you control." ->
    "... with toughness less than or equal to the number of Islands you control ..."."""
    return _X_BOUND.sub(lambda m: f"{m[1]}{m[2]}with {m[3]} less than or equal to the number "
                                  f"of {m[5]} you control{m[4]}.", printed)


def render(stat: str, counted: str) -> str:
    """The rendered quality (counted: "Islands"); with the wording "counted_x", its X form
    and the ", where X is ..." marked for amount_render.place_where."""
    from mtg_engine.cards.oracle.amount_render import _WHERE, wording

    if wording("counted_x"):
        return f"with {stat} X or less{_WHERE[0]}the number of {counted} you control{_WHERE[1]}"
    return f"with {stat} less than or equal to the number of {counted} you control"
