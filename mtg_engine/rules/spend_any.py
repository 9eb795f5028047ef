"""Mana spent "as though it were mana of any color" / "of any type" (609.4b): "You may cast
that card for as long as it remains exiled, and you may spend mana as though it were mana of
any color to cast that spell." (Hostage Taker, Hurl Through Hell, Daxos of Meletis).

609.4b: this affects only how the player may pay the cost: the cost doesn't change, nor what
mana was spent (a spell paid with {G} for its {R} had green mana spent to cast it). So the
payment (rules/mana.find_payment) reads the cost's coloured requirements more widely: with
"any color" each coloured (or hybrid) symbol may be paid with mana of any colour, never with
colorless mana ({C} still needs colorless); with "any type" every symbol but {S} may be paid
with any mana. The permission is a flag of the card's mark in exile (rules/play_from_exile.py:
":anycolor", ":anytype") for the player who may cast it."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

ANY_COLOR, ANY_TYPE = "anycolor", "anytype"
_COLORS, _TYPES = "WUBRG", "WUBRGC"


def widening(state: GameState, player: int, oid: int) -> str:
    """ANY_TYPE, ANY_COLOR or "": how `player` may spend mana to cast the card `oid` (609.4b)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.EXILE or not o.chosen:
        return ""
    from mtg_engine.rules.play_from_exile import _permissions

    flags = {f for fs in _permissions(state, player, o) for f in fs}
    return ANY_TYPE if ANY_TYPE in flags else ANY_COLOR if ANY_COLOR in flags else ""


def widen(req: list[str], how: str) -> list[str]:
    """The requirements of a cost reading (one entry per mana, the letters that may pay it),
    as mana spent as though it were of any color / type may pay them."""
    if how == ANY_TYPE:
        return [r if r == "S" else _TYPES for r in req]  # (107.4h: {S} needs a snow source)
    return [_COLORS if r != "C" and r != "S" and set(r) <= set(_COLORS) else r for r in req]
