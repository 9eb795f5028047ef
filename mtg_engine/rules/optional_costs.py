"""Optional additional costs (118.8, 601.2b, 601.2h): "As an additional cost to cast this
spell, you may reveal a Dragon card from your hand." / "... you may sacrifice an artifact."

The card's `additional_cost` with `additional_optional`: as the spell is cast its controller
chooses whether to pay it (601.2b); the choices of the cost (rules/casting.additional_choices)
include "nothing" (an empty CastSpell.additional). The spell remembers it was paid (`PAID` in
its `chosen`, 601.2b, kept by the permanent it becomes, 400.7), and, for a reveal cost naming a
creature type, whether its caster controlled a permanent of that type as they cast it
(`CONTROLLED`: "If you revealed a Dragon card or controlled a Dragon as you cast this
spell", Dragons of Tarkir's cycle). The conditions are judged here (condition kinds
"additional_paid" and "revealed_or_controlled", registered in rules/condition_families.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell
    from mtg_engine.cards.dsl import CardDef, Condition
    from mtg_engine.state.game_state import GameState

PAID = ("additional_paid", "1")  # in the spell's `chosen`: its optional cost was paid
CONTROLLED = ("controlled_as_cast", "1")  # its caster controlled one of the revealed kind


def optional(card: CardDef) -> bool:
    """Is the card's additional cost one its caster may choose not to pay ("you may")?"""
    return card.additional_optional and card.additional_cost is not None


def paid(card: CardDef, a: CastSpell) -> tuple[tuple[str, str], ...]:
    """What the spell remembers of the cast (601.2b): PAID when the optional cost was paid
    (something chosen to pay it: CastSpell.additional)."""
    return (PAID,) if optional(card) and a.additional else ()


def controlled(state: GameState, player: int, card: CardDef) -> tuple[tuple[str, str], ...]:
    """CONTROLLED when the card's optional cost reveals a card of a creature type and `player`
    controls a permanent of that type as they cast it (judged as the spell is cast, before its
    costs are paid)."""
    cost = card.additional_cost
    if not optional(card) or cost is None or cost.reveal_filter is None:
        return ()
    from mtg_engine.rules.filters import matches

    f = cost.reveal_filter
    if any(state.objects[oid].controller == player and matches(state, oid, f, player, oid)
           for oid in state.battlefield):
        return (CONTROLLED,)
    return ()


def _additional_paid(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """"If this spell's additional cost was paid" (118.8): the spell's, or the permanent's it
    became."""
    from mtg_engine.rules.conditions import cast_info

    return PAID in cast_info(state, source)


def _revealed_or_controlled(state: GameState, c: Condition, controller: int,
                            source: int) -> bool:
    """"If you revealed a Dragon card or controlled a Dragon as you cast this spell"."""
    from mtg_engine.rules.conditions import cast_info

    info = cast_info(state, source)
    return PAID in info or CONTROLLED in info


JUDGES = {"additional_paid": _additional_paid,
          "revealed_or_controlled": _revealed_or_controlled}
