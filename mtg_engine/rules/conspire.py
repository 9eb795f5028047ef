"""Conspire (702.78): an optional additional cost and a cast trigger.

702.78a: conspire means "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if its
conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for
the copy." Paying it follows the rules for additional costs (601.2b, 601.2f-h).

The cost is the card's additional cost (118.8, rules/casting.py `extra_cost`): the two
creatures tapped are chosen with the cast (CastSpell.additional; tapping isn't a {T} cost, so
summoning sickness doesn't stop it, 302.6), or none ("you may": `optional`). The spell
remembers how many were paid (`paid`, 601.2b); the trigger (cards/keyword_dsl.py
`CONSPIRE_COPY`, an intervening "if", 603.4) copies it (707.10).

702.78b: a spell may have several instances (printed, and given by Wort, the Raidmother's
"Each red or green instant or sorcery spell you cast has conspire", rules/spell_keywords.py);
each is paid separately (two more creatures each: the additional cost's choices are 0, 2, 4
... creatures) and triggers on its own payment: with N paid, N of the spell's conspire
triggers copy it (the printed one, then one for each given instance paid, `granted_triggers`).
"""

from __future__ import annotations

import json

from mtg_engine.cards.dsl import CardDef, Cost, Filter
from mtg_engine.state.game_state import GameState, PendingTrigger

KEY = "conspired"  # in the spell's `chosen`: (KEY, how many of its conspire costs were paid)
PAID = (KEY, "1")  # one paid


def has(card: CardDef) -> bool:
    """Does the card have conspire printed (or as a DSL keyword)?"""
    return "conspire" in card.keywords


def instances(state: GameState | None, player: int, card: CardDef) -> int:
    """702.78b: how many instances of conspire `card` has as `player` casts it: its own and
    those static abilities give it (rules/spell_keywords.py)."""
    from mtg_engine.rules.spell_keywords import granted

    own = 1 if has(card) else 0
    return own + (granted(state, player, card, "conspire") if state is not None else 0)


def cost(card: CardDef, state: GameState | None = None, player: int = -1) -> Cost | None:
    """The conspire cost of `card`: tap two untapped creatures you control that each share a
    color with it (one of its colors, 105.1), two more for each other instance paid (702.78b;
    `tap_count` is the most that can be tapped): none for a colorless spell, which shares no
    color with anything (105.2c), so its conspire cost can't be paid."""
    n = instances(state, player, card)
    if not n or not card.colors:
        return None
    return Cost(tap_filter=Filter(types=("Creature",), colors=tuple(card.colors)),
                tap_count=2 * n)


def optional(card: CardDef, additional: tuple[int, ...], state: GameState | None = None,
             player: int = -1) -> bool:
    """Is `additional` the choice not to pay the conspire cost ("you may", 702.78a)?"""
    return not additional and instances(state, player, card) > 0


def paid(additional: tuple[int, ...]) -> tuple[str, str]:
    """The spell's record of the conspire costs paid with the creatures `additional`."""
    return (KEY, str(len(additional) // 2))


def times_paid(chosen: tuple[tuple[str, str], ...]) -> int:
    return next((int(v) for k, v in chosen if k == KEY), 0)


def granted_triggers(state: GameState, out: list[PendingTrigger], sid: int,
                     controller: int) -> None:
    """702.78b: the conspire triggers of the given instances paid for spell `sid` as it
    became cast: as many as were paid beyond its printed instance (which triggers from its
    card)."""

    o = state.objects.get(sid)
    if o is None:
        return
    extra = times_paid(o.chosen) - (1 if has(o.card) else 0)
    for _ in range(max(0, extra)):
        out.append(PendingTrigger(sid, o.card.key, 0, controller, state.new_timestamp(), sid,
                                  granted=GRANTED_COPY))


# the trigger of a given instance (613.1f: kept as its DSL, as a granted trigger is)
GRANTED_COPY = json.dumps({
    "event": "cast_self", "if": KEY,
    "text": "When you cast this spell, if its conspire cost was paid, copy it. If the spell "
            "has any targets, you may choose new targets for the copy.",
    "effects": [{"copy_spell": {"what": "self", "new_targets": True}}]},
    sort_keys=True, separators=(",", ":"))


def tap_counts(c: Cost) -> range:
    """702.78b: the numbers of creatures that may be tapped: two for each instance paid."""
    return range(2, c.tap_count + 1, 2)


__all__ = ["GRANTED_COPY", "KEY", "PAID", "cost", "granted_triggers", "has", "instances",
           "optional", "paid", "tap_counts", "times_paid"]
