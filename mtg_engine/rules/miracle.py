"""Miracle (702.94).

702.94a: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's
the first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost."

- the draw: `on_draw` (an entry of rules/triggers.py's EVENT_HANDLERS for "draw", registered by
  rules/trigger_events_batch.py) sees a card with a miracle cost drawn as its owner's first card
  this turn (counted in the log since the turn began, 121.1) and the linked trigger triggers
  (603.11, MIRACLE_TRIGGER in cards/keyword_dsl.py) from the hand;
- the reveal: the player chooses whether to reveal it before that trigger is put on the stack
  (`choose_reveal`, called by triggers._choose_targets: a `game.pending` decision, purpose
  "may"); not revealed, the trigger is removed (no ability was ever triggered, 702.94a). The
  choice is made as the trigger is put on the stack, the first moment a decision can be asked
  after the draw, rather than in the middle of the draw;
- the cast: the trigger resolving (the verb `miracle_cast`) lets the player cast the card from
  their hand for its miracle cost (an alternative cost, 118.9, 601.2b-h: cost changes and
  additional costs apply), at once whatever its card type (608.2g), through
  `madness.cast_for_alt_cost`; if they don't, or it left the hand (400.7), it stays where it is.
702.94b: the card stays revealed until it leaves the hand or the ability leaves the stack (the
engine logs the reveal, 701.16a).
"""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.rules import trigger_base as _b
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import Zone

EVENT = "miracle_revealed"
ASKING = "miracle_reveal"


def has_miracle(state: GameState, oid: int) -> bool:
    o = state.objects.get(oid)
    return o is not None and any(a.kind == "miracle" for a in o.card.alt_costs)


def on_draw(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
            batch: _b.Batch) -> None:
    """702.94a: ("draw", player, card) of a card with miracle, the player's first draw this
    turn: the miracle trigger of the card in hand."""
    from mtg_engine.rules.trigger_events import _nth_this_turn

    player, new = ev[1], ev[2]
    if not has_miracle(state, new) or state.objects[new].zone is not Zone.HAND:
        return
    if _nth_this_turn(state, ev, batch, lambda e: e[1] == player) != 1:
        return
    _b._fire(state, found, new, state.objects[new].card, player, EVENT)


def is_miracle_trigger(event: str) -> bool:
    return event == EVENT


def choose_reveal(state: GameState, sid: int) -> str:
    """702.94a: "ok" (revealed, or not a miracle trigger), "asked" (a decision is pending) or
    "removed" (not revealed: the trigger is removed from the stack)."""
    o = state.objects[sid]
    if o.triggered_ability().event != EVENT:
        return "ok"
    card = state.objects.get(o.source)
    if card is None or card.zone is not Zone.HAND:
        reveal = False  # (it left the hand before it could be revealed)
    elif state.asking == ASKING and state.answer is not None:
        reveal = state.answer[0] == 1
        state.answer, state.asking = None, ""
    else:
        state.pending = ChoiceDecision(o.controller, "may", (1, 0), 1, 1,
                                       f"reveal {o.card.name} (miracle)?")
        state.asking = ASKING
        return "asked"
    if not reveal:
        state.log.append(("trigger_removed", sid, o.card.name))
        state.stack.remove(sid)
        state.remove_object(sid)
        return "removed"
    state.log.append(("reveal", o.controller, o.source, card.card.name))  # 701.16a, 702.94b
    return "ok"


def cast(state: GameState, frame: Frame) -> bool:
    """The miracle trigger resolving (702.94a): may cast it from the hand for its miracle
    cost; if not, the card stays in the hand. False while waiting."""
    from mtg_engine.rules.madness import cast_for_alt_cost

    return cast_for_alt_cost(state, frame, "miracle", Zone.HAND, lambda st, oid: None)


__all__ = ["ASKING", "EVENT", "cast", "choose_reveal", "on_draw"]
