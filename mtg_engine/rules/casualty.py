"""Casualty (702.153): an optional additional cost and a cast trigger.

702.153a: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a
creature with power N or greater," and "When you cast this spell, if a casualty cost was paid
for it, copy it. If the spell has any targets, you may choose new targets for the copy."

The cost is the card's additional cost (118.8, rules/casting.py `extra_cost`): a sacrifice
chosen with the cast (CastSpell.additional), or nothing at all ("you may": `optional`). The
spell remembers it was paid (`PAID`, 601.2b); the trigger (cards/keyword_dsl.py
`CASUALTY_COPY`, an intervening "if", 603.4) copies it (707.10).
702.153b (several instances, each paid separately) is refused by the compiler.
"""

from __future__ import annotations

import json

from mtg_engine.cards.dsl import CardDef, Cost, Filter
from mtg_engine.state.game_state import GameState

PAID = ("casualty", "1")  # in the spell's `chosen`: its casualty cost was paid


def amount(card: CardDef, state: GameState | None = None, player: int = -1) -> int:
    """N of the casualty `card` has as `player` casts it: its own, else one given ("The first
    instant or sorcery spell you cast each turn has casualty 2.", Anhelo, the Painter:
    rules/spell_keywords.given_casualty). (702.153b: a card with its own keeps it; no card
    gives casualty to one that has it printed today.)"""
    if card.casualty or state is None or player < 0:
        return card.casualty
    from mtg_engine.rules.spell_keywords import given_casualty

    return given_casualty(state, player, card)


def cost(card: CardDef, state: GameState | None = None, player: int = -1) -> Cost | None:
    """The casualty cost of `card`: sacrifice a creature with power N or greater."""
    n = amount(card, state, player)
    if not n:
        return None
    return Cost(sacrifice=Filter(types=("Creature",), power_ge=n))


def optional(card: CardDef, additional: tuple[int, ...], state: GameState | None = None,
             player: int = -1) -> bool:
    """Is `additional` the choice not to pay the casualty cost ("you may", 702.153a)?"""
    return bool(amount(card, state, player)) and not additional


# the copy trigger of a given casualty (702.153a; 613.1f: kept as its DSL, as a granted
# trigger is; the spell's `chosen` holds PAID)
# (put on the stack only when PAID: its intervening "if" holds then and can't change, 603.4)
GRANTED_COPY = json.dumps({
    "event": "cast_self",
    "text": "When you cast this spell, if a casualty cost was paid for it, copy it. If the "
            "spell has any targets, you may choose new targets for the copy.",
    "effects": [{"copy_spell": {"what": "self", "new_targets": True}}]},
    sort_keys=True, separators=(",", ":"))


def granted_trigger(state: GameState, out: list, sid: int, controller: int) -> None:  # type: ignore[type-arg]
    """702.153a: the copy trigger of a casualty given to spell `sid` (none printed) whose
    cost was paid as it became cast."""
    from mtg_engine.state.game_state import PendingTrigger

    o = state.objects.get(sid)
    if o is None or o.card.casualty or PAID not in o.chosen:
        return
    out.append(PendingTrigger(sid, o.card.key, 0, controller, state.new_timestamp(), sid,
                              granted=GRANTED_COPY))
