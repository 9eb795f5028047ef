"""Extra turns (500.7) and a delayed trigger tied to one of them: "Take an extra turn after this
one. At the beginning of that turn's end step, you lose the game." (Final Fortune, Last Chance,
Warrior's Oath, Chance for Glory); "Skip the untap step of that turn." (Savor the Moment) waits
the same way, as a mark that is never put on the stack.

An extra turn waits in `state.extra_turns`, the most recent last (500.7: taken first). A
delayed triggered ability about "that turn" (603.7) waits with the delay `extra_turn:<index>`,
the index its extra turn has in that stack: every extra turn created later sits above it and is
taken before it, so the turn is the one `next_turn_player` takes when the stack is down to that
index again. Then the trigger waits for that turn to begin (`BEGUN`: a turn chosen may still be
skipped, 614.10, 500.10: it doesn't happen, and a trigger about it never triggers), and once it
has begun, for that turn's end step (`THIS_END_STEP`, 513.1); a turn with no end step (719.1:
the turn ended) ends the trigger at cleanup (514.2). An extra turn of a player who has left
the game isn't taken (800.4a): its trigger ceases to exist."""

from __future__ import annotations

import json
from dataclasses import replace

from mtg_engine.state.game_state import Frame, GameState, PendingTrigger

PREFIX = "extra_turn:"
BEGUN = "extra_turn_begun"
# "Skip the untap step of that turn." (Savor the Moment, 614.10): a mark waiting the same way
# (no trigger: it is never put on the stack), used up as that turn begins
SKIP_PREFIX = "extra_turn_skip_untap:"
SKIP_BEGUN = "extra_turn_skip_untap_begun"
THIS_END_STEP = "this_turn_end_step"
# 104.3a: "you lose the game", the delayed trigger's effect (effects/game_result.py)
LOSE_TEXT = "At the beginning of that turn's end step, you lose the game."
_LOSE = json.dumps({"event": "delayed", "text": LOSE_TEXT,
                    "effects": [{"game_result": {"result": "lose"}}]},
                   sort_keys=True, separators=(",", ":"))


def add_extra_turn(state: GameState, frame: Frame, player: int, lose_at_end: bool,
                   skip_untap: bool = False) -> None:
    """500.7: `player` takes an extra turn after this one; with `lose_at_end`, the resolving
    spell's controller loses the game at the beginning of that turn's end step (603.7a: a
    delayed trigger, controlled by them, 603.7d); with `skip_untap`, that turn has no untap
    step (614.10)."""
    index = len(state.extra_turns)
    state.extra_turns = (*state.extra_turns, player)
    state.log.append(("extra_turn", player))
    if lose_at_end:
        state.delayed = (*state.delayed, PendingTrigger(
            frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
            delay=f"{PREFIX}{index}", granted=_LOSE))
    if skip_untap:
        state.delayed = (*state.delayed, PendingTrigger(
            frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
            delay=f"{SKIP_PREFIX}{index}"))


def turn_chosen(state: GameState, index: int, taken: bool) -> None:
    """The extra turn at `index` is popped: it is the turn that begins next (`taken`), or it
    isn't taken (800.4a). A turn chosen before and skipped since (500.10) is over too."""
    if not state.delayed:
        return
    keys = {f"{PREFIX}{index}": BEGUN, f"{SKIP_PREFIX}{index}": SKIP_BEGUN}
    out = []
    for t in state.delayed:
        if t.delay in (BEGUN, SKIP_BEGUN):
            continue  # (the turn chosen before this one was skipped: 500.10)
        if t.delay in keys:
            if not taken:
                continue
            t = replace(t, delay=keys[t.delay])
        out.append(t)
    state.delayed = tuple(out)


def no_turn_chosen(state: GameState) -> None:
    """The next turn is not an extra turn: one chosen before and skipped (500.10) is over."""
    if state.delayed and any(t.delay in (BEGUN, SKIP_BEGUN) for t in state.delayed):
        state.delayed = tuple(t for t in state.delayed if t.delay not in (BEGUN, SKIP_BEGUN))


def turn_began(state: GameState) -> bool:
    """The turn chosen has begun: its triggers wait for its end step (513.1). True if its
    untap step is skipped (the mark used up)."""
    if not state.delayed or not any(t.delay in (BEGUN, SKIP_BEGUN) for t in state.delayed):
        return False
    skip = any(t.delay == SKIP_BEGUN for t in state.delayed)
    state.delayed = tuple(replace(t, delay=THIS_END_STEP) if t.delay == BEGUN else t
                          for t in state.delayed if t.delay != SKIP_BEGUN)
    return skip


def expire(state: GameState) -> None:
    """514.2: at cleanup, a trigger of this turn's end step that didn't trigger (no end step:
    719.1) ceases to exist."""
    if any(t.delay == THIS_END_STEP for t in state.delayed):
        state.delayed = tuple(t for t in state.delayed if t.delay != THIS_END_STEP)
