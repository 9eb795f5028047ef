"""A card that lets itself be cast as though it had flash (601.3b, 702.8a): "You may cast ~ as
though it had flash." -- a static ability of the card that works from wherever it is cast
(the hand), read by rules/casting._instant_speed.

Mirage's flash permanents add: "If you cast it any time a sorcery couldn't have been cast, the
controller of the permanent it becomes sacrifices it at the beginning of the next cleanup
step." Whether a sorcery could have been cast (307.1: its controller's main phase, the stack
empty) is judged as the spell is cast (601.2a, before it is on the stack) and remembered on
the spell (`chosen`, saved with it); when the spell resolves into a permanent (608.3), a
delayed triggered ability (603.7) waits for the next cleanup step (514.3a: triggered
abilities there give the players priority, then another cleanup step follows).

"You may cast ~ as though it had flash if you pay {2} more to cast it." (`amount` 2 on the
static): the permission comes with a cost increase (601.2f). A player casting it when a sorcery
could be cast (307.1), or whom another permission lets cast it at instant speed (an instant,
flash, "You may cast creature spells as though they had flash.", 601.3b), needn't use this one
and pays no more; otherwise the total cost includes the {2} (`flash_increase`)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from mtg_engine.core.types import CardType

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

FLASH_SELF = "flash_self"  # the static ability's DSL kind
CLEANUP_SACRIFICE = "flashed_cleanup_sacrifice"  # the second sentence's
FLASHED = ("flashed", "1")  # on the spell: cast any time a sorcery couldn't have been
NEXT_CLEANUP = "next_cleanup"  # the delayed trigger's `delay` (rules/trigger_events.py)

# the delayed triggered ability (kept as its DSL, as a granted trigger is: 613.1f, 113.7a)
SACRIFICE_TRIGGER = json.dumps({
    "event": "delayed",
    "text": "At the beginning of the next cleanup step, the controller of the permanent it "
            "became sacrifices it.",
    "effects": [{"sacrifice": {"what": "remembered"}}]},
    sort_keys=True, separators=(",", ":"))


def has_flash_self(card: CardDef) -> bool:
    """601.3b: may `card` be cast as though it had flash by its own static ability?"""
    return any(st.kind == FLASH_SELF for st in card.statics)


def costs_more(card: CardDef) -> bool:
    """Does `card` let itself be cast as though it had flash for a cost increase?"""
    return any(st.kind == FLASH_SELF and st.amount for st in card.statics)


def flash_increase(state: GameState, player: int, card: CardDef) -> int:
    """601.2f, 601.3b: the generic mana `player` pays more to cast `card` now by its own
    "as though it had flash if you pay {N} more" (0 when it needn't use that permission)."""
    from mtg_engine.rules.casting import sorcery_timing
    from mtg_engine.rules.restrictions import cast_as_though_flash

    more = max((st.amount for st in card.statics if st.kind == FLASH_SELF), default=0)
    if not more or sorcery_timing(state, player) or "flash" in card.keywords \
            or CardType.INSTANT in card.types or cast_as_though_flash(state, player, card):
        return 0
    return more


def flashed(state: GameState, player: int, card: CardDef) -> bool:
    """Is `player` casting `card`, whose text sacrifices it then, any time a sorcery
    couldn't have been cast (307.1)? Asked before the spell moves to the stack."""
    from mtg_engine.rules.casting import sorcery_timing

    return any(st.kind == CLEANUP_SACRIFICE for st in card.statics) \
        and not sorcery_timing(state, player)


def sacrifice_at_cleanup(state: GameState, spell: GameObject, new: int) -> None:
    """As the spell `spell`, cast so, resolves into the permanent `new` (608.3): the delayed
    trigger "at the beginning of the next cleanup step" (603.7) that sacrifices it."""
    from mtg_engine.state.game_state import PendingTrigger

    if FLASHED not in spell.chosen:
        return
    o = state.objects[new]
    state.delayed = (*state.delayed, PendingTrigger(
        new, o.card.name, 0, o.controller, state.new_timestamp(), remembered=(new,),
        delay=NEXT_CLEANUP, granted=SACRIFICE_TRIGGER))
