""""Each player chooses a number of lands they control equal to the number of lands
controlled by the player who controls the fewest, then sacrifices the rest. Players discard
cards and sacrifice creatures the same way." (Balance, Balancing Act, Restore Balance): the
verb `balance` (cards/oracle/balance.py reads it).

For each kind in `kinds` in turn ("lands", "permanents", "creatures": permanents sacrificed,
701.17a; "hand": cards discarded, 701.8a): the smallest number any player has is counted,
each player in APNAP order (101.4, 608.2d) chooses that many of theirs to keep (no choice
when they have no more), then all the others are sacrificed or discarded at once; the next
kind is counted after that. The frame's vars keep the place: "bal_k" (the kind), "bal_i"
(the players who chose) and "bal_out" (what goes)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

KINDS = ("lands", "permanents", "creatures", "hand")
_TYPES = {"lands": "Land", "creatures": "Creature"}


def _theirs(state: GameState, player: int, kind: str) -> tuple[int, ...]:
    if kind == "hand":
        return tuple(state.players[player].hand)
    return tuple(oid for oid in state.battlefield if state.objects[oid].controller == player
                 and (kind == "permanents" or _TYPES[kind] in characteristics(state, oid).types))


def _go(state: GameState, frame: Frame, kind: str) -> None:
    """The chosen-away objects sacrificed or discarded at once (101.4)."""
    for k, oid in frame.vars:
        if k != "bal_out" or oid not in state.objects:
            continue
        o = state.objects[oid]
        if kind == "hand" and o.zone is Zone.HAND:
            prim.discard(state, o.owner, oid)
        elif kind != "hand" and o.zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, oid)


def v_balance(state: GameState, frame: Frame, e: Effect) -> bool:
    kinds = e.get("kinds")
    while (k := dict(frame.vars).get("bal_k", 0)) < len(kinds):
        kind = kinds[k]
        players = state.apnap()
        fewest = min(len(_theirs(state, p, kind)) for p in players)
        while (i := dict(frame.vars).get("bal_i", 0)) < len(players):
            p = players[i]
            theirs = _theirs(state, p, kind)
            keep: tuple[int, ...] = theirs
            if len(theirs) > fewest:
                if frame.answer is None:
                    return _ask(state, ChoiceDecision(p, "keep", theirs, fewest, fewest,
                                                      f"keep {fewest} ({kind})"), "effect")
                keep = tuple(frame.answer)
            out = tuple(("bal_out", oid) for oid in theirs if oid not in keep)
            state.frame = frame = replace(frame, answer=None, vars=(
                *(v for v in frame.vars if v[0] != "bal_i"), *out, ("bal_i", i + 1)))
        _go(state, frame, kind)
        state.frame = frame = replace(frame, answer=None, vars=(("bal_k", k + 1),))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"balance": v_balance}
