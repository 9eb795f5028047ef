"""An optional "instead" rider declined (608.2c, 608.2d): "Put target creature on top of its
owner's library. If that creature is red, you may put it on the bottom of its owner's library
instead." (Ether Well), "... If you have the city's blessing, you may put that permanent on
top of its owner's library instead." (Expel from Orazca).

The DSL pair is the base instruction with the negated condition and the rider, optional,
with the condition (cards/oracle/conditional_effects._instead_pair). When the condition
holds and the player declines the rider, nothing replaces the base instruction: it is carried
out as written (one of the two always is). `base_of` finds the base run before the rider;
rules/stack.py goes back to it with the var `DECLINED`, which lets it run (`forced`) though
its negated condition doesn't hold; stack._after then skips the rider after it."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.state.game_state import Frame

DECLINED = ("instead_declined", 0)


def base_of(f: Frame) -> int | None:
    """The index of the first instruction of the base run the optional rider at f.index
    replaces, or None when that instruction is no such rider."""
    rider = f.effects[f.index]
    c = rider.condition
    if c is None or c.negate or not rider.optional:
        return None
    base = replace(c, negate=True)
    i = f.index
    while i > 0 and f.effects[i - 1].condition == base:
        i -= 1
    return i if i < f.index else None


def forced(f: Frame) -> bool:
    """Is the instruction at f.index the base of a declined rider, run as written?"""
    return DECLINED in f.vars
