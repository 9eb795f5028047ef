"""Intervening "if" clauses (603.4) about how the permanent a trigger's event put onto the
battlefield got there, when that permanent is another object than the source (603.2: "Whenever
a creature enters the battlefield, if you cast it from your hand, ..." — Wild Pair; "Whenever
a nontoken creature enters the battlefield under your control, if you didn't cast it from your
hand, ..." — Chainer, Nightmare Adept):

  it_cast_from_hand       the trigger's controller cast it as a spell from their hand
  it_not_cast_from_hand   the opposite: put onto the battlefield without being cast, cast
                          from another zone, or cast by another player

601.2a: a spell is cast from the zone it was moved to the stack from; 707.12: a copy of a
spell isn't cast. The event log says both (rules/conditions.cast_as: the move that put the
permanent onto the battlefield from the stack, the move that put that spell on the stack) and
who cast it (the "cast" event, 601.2i). Checked as the ability triggers and again as it
resolves (603.4), of the same permanent (the trigger's remembered object, 603.10a)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

KINDS = ("it_cast_from_hand", "it_not_cast_from_hand")


def cast_by_from_hand(state: GameState, you: int, permanent: int) -> bool:
    """Did `you` cast `permanent` as a spell from your hand (601.2a, 601.2i)?"""
    from mtg_engine.rules.conditions import cast_as

    found = cast_as(state, permanent)
    if found is None or found[1] != "hand":
        return False
    return any(ev[0] == "cast" and ev[2] == found[0] and ev[1] == you
               for ev in reversed(state.log))


def holds(state: GameState, kind: str, you: int, permanent: int) -> bool:
    """Does the condition `kind` (one of KINDS) hold of `permanent` for the trigger's
    controller `you`?"""
    return cast_by_from_hand(state, you, permanent) == (kind == "it_cast_from_hand")
