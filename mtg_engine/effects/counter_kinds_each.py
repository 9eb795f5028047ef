"""Another counter of each kind one permanent or player has (122.1; proliferate's way, 701.27a,
for one object or player):

- "for each kind of counter on target permanent or player, give that permanent or player
  another counter of that kind" (Skyship Plunderer): `mode: give`;
- "for each kind of counter on target permanent, put another counter of that kind on it or
  remove one from it" (Quarry Hauler): `mode: give_or_remove`, the choice made for each kind in
  turn as the ability resolves (608.2d);
- "Choose a counter on target permanent or player. Give that permanent or player another
  counter of that kind." (Animation Module): `mode: one`, the kind chosen as it resolves.

A permanent's counters are put through the replacement effects of putting counters (614.16,
primitives.add_counters); a player's are given directly, as proliferate gives them. The
choices are asked through `game.pending`: `choose_word:<kinds>` for the kind (as
rules/counter_kind_choice.py asks it), `put_or_remove:<kind>` (options 1: put, 0: remove).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask, resolve_refs
from mtg_engine.rules.counter_kind_choice import holder_counters, remove_from
from mtg_engine.rules.player_counters import give_counters
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import ref_player

_NOTED = "each_kind:"  # (frame.vars: each kind it had as the instruction began, in order)
_AT = "each_kind_at"  # (frame.vars: the one of those the put-or-remove choice is about)


def _give(state: GameState, r: int, kind: str) -> None:
    p = ref_player(r)
    if p is None:
        prim.add_counters(state, r, kind, 1)  # (614.16)
        return
    give_counters(state, p, kind, 1)  # (614.16)


def v_each_kind_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    """See the module docstring; False while a choice is asked."""
    from mtg_engine.actions import ChoiceDecision

    r = next(iter(resolve_refs(state, frame, e.get("what"))), 0)
    have = holder_counters(state, r) if r else None
    if have is None:
        return True
    kinds = sorted(k for k, n in have.items() if n > 0)
    mode = e.get("mode", "give")
    if mode == "give":
        for kind in kinds:
            _give(state, r, kind)
        return True
    if mode == "one":  # the kind chosen now (608.2d)
        if len(kinds) > 1 and frame.answer is None:
            return _ask(state, ChoiceDecision(
                frame.controller, "choose_word:" + "|".join(kinds), tuple(range(len(kinds))),
                1, 1, "choose the kind of counter to give another of: "
                + "; ".join(f"{i}: {k}" for i, k in enumerate(kinds))), "effect")
        if kinds:
            i = frame.answer[0] if frame.answer and len(kinds) > 1 else 0
            _give(state, r, kinds[i if 0 <= i < len(kinds) else 0])
        state.frame = replace(frame, answer=None)
        return True
    return _give_or_remove(state, frame, r, kinds)


def _give_or_remove(state: GameState, frame: Frame, r: int, kinds: list[str]) -> bool:
    """"put another counter of that kind on it or remove one from it", for each kind in turn:
    the kinds it had as the instruction began (noted in `frame.vars`), the answer for the
    kind asked (`_AT`) carried out before the next is asked."""
    from mtg_engine.actions import ChoiceDecision

    noted = sorted((i, k[len(_NOTED):]) for k, i in frame.vars if k.startswith(_NOTED))
    rest = tuple((k, v) for k, v in frame.vars if not k.startswith((_NOTED, _AT)))
    if noted:
        at = dict(frame.vars).get(_AT, 0)
        if frame.answer and frame.answer[0] == 1:
            _give(state, r, noted[at][1])
        else:
            remove_from(state, r, noted[at][1], 1)  # 122.8
        at += 1
    else:
        noted, at = list(enumerate(kinds)), 0
    if at >= len(noted):
        state.frame = replace(frame, answer=None, vars=rest)
        return True
    kind = noted[at][1]
    state.frame = replace(frame, answer=None, vars=(
        *rest, *((_NOTED + k, i) for i, k in noted), (_AT, at)))
    return _ask(state, ChoiceDecision(frame.controller, f"put_or_remove:{kind}", (1, 0), 1, 1,
                                      f"put another {kind} counter (1) or remove one (0)"),
                "effect")


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "each_kind_counters": v_each_kind_counters}
