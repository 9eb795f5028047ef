"""Mana spent "as though it were mana of any color" / "of any type" (609.4b): "You may cast
that card for as long as it remains exiled, and you may spend mana as though it were mana of
any color to cast that spell." (Hostage Taker, Hurl Through Hell, Daxos of Meletis).

609.4b: this affects only how the player may pay the cost: the cost doesn't change, nor what
mana was spent (a spell paid with {G} for its {R} had green mana spent to cast it). So the
payment (rules/mana.find_payment) reads the cost's coloured requirements more widely: with
"any color" each coloured (or hybrid) symbol may be paid with any mana, colorless mana too
(the mana is spent as though it were of that color: Chromatic Orrery's {C}{C}{C}{C}{C} casts a
{W}{U}{B}{R}{G} spell), but colored mana doesn't become colorless ({C} still needs colorless);
with "any type" every symbol but {S} may be paid with any mana. The permission is a flag of
the card's mark in exile (rules/play_from_exile.py: ":anycolor", ":anytype") for the player who
may cast it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import Filter
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.rules.spend import Spending

ANY_COLOR, ANY_TYPE = "anycolor", "anytype"
# 609.4b: the DSL's one spelling of "spend mana as though it were mana of any color / type"
# (`spend` of allow_play, cast_one_exiled_with, exile_top_castable and the
# cast_from_exile_counters static, rules/exile_permissions.py) -> the permission's flag
DSL_SPEND = {"any_color": ANY_COLOR, "any_type": ANY_TYPE}
# "you may spend mana from snow sources as though it were mana of any color" (Draugr
# Necromancer): a coloured symbol may be paid with its own color or with any snow mana (107.4h)
SNOW_COLOR = "snowcolor"
_COLORS, _TYPES = "WUBRG", "WUBRGC"


def widening(state: GameState, player: int, oid: int) -> str:
    """ANY_TYPE, ANY_COLOR, SNOW_COLOR or "": how `player` may spend mana to cast the card
    `oid` (609.4b)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.EXILE:
        return ""
    from mtg_engine.rules.play_from_exile import _permissions

    flags = {f for fs in _permissions(state, player, o) for f in fs} if o.chosen else set()
    got = ANY_TYPE if ANY_TYPE in flags else ANY_COLOR if ANY_COLOR in flags else ""
    if not got and o.counters:  # (a static ability's permission: rules/exile_permissions.py)
        from mtg_engine.rules.exile_permissions import (
            spends_as_any_color,
            spends_snow_as_any_color,
        )

        got = ANY_COLOR if spends_as_any_color(state, player, oid) else \
            SNOW_COLOR if spends_snow_as_any_color(state, player, oid) else ""
    return got


def widen(req: list[str], how: str) -> list[str]:
    """The requirements of a cost reading (one entry per mana, the letters that may pay it),
    as mana spent as though it were of any color / type may pay them."""
    if how == ANY_TYPE:
        return [r if r == "S" else _TYPES for r in req]  # (107.4h: {S} needs a snow source)
    if how == SNOW_COLOR:  # (the units of snow mana carry the mark "S", rules/mana.py)
        return [r + "S" if r != "C" and r != "S" and set(r) <= set(_COLORS) else r for r in req]
    return [_TYPES if r != "C" and r != "S" and set(r) <= set(_COLORS) else r for r in req]


# 609.4b by a static ability: "You may spend mana as though it were mana of any color."
# (Chromatic Orrery: every payment of its controller's), "... of any type to cast creature
# spells." (Vizier of the Menagerie: the spells its `filter` matches, as they are cast), "Players
# may ..." (`whose`); cards/oracle/spend_any_statics.py
STATIC_KINDS = {"spend_any_color": ANY_COLOR, "spend_any_type": ANY_TYPE}


def static_widening(state: GameState, player: int, spending: Spending | None) -> str:
    """ANY_TYPE, ANY_COLOR or "": how a static ability lets `player` spend mana on this
    payment (`spending`: a rules/spend.Spending, or None for a cost an effect asks for)."""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.restrictions import _player_statics

    out = ""
    for kind, how in STATIC_KINDS.items():
        for st in _player_statics(state, player, kind):
            if st.filter != Filter() and (
                    spending is None or spending.kind != "cast"
                    or not matches(state, spending.oid, st.filter, player)):
                continue  # (only the spells it names, as they are cast)
            if how == ANY_TYPE:
                return ANY_TYPE
            out = ANY_COLOR
    return out
