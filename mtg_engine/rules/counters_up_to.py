""""Put up to X +1/+0 counters on ~. This ability can't cause the total number of +1/+0
counters on ~ to be greater than four." (Clockwork Beast and its kin; 122.1, 608.2d): as the
instruction is carried out, its controller chooses how many counters to put, from none up to
X, and no more than would bring the object past the ceiling (`cap`; 0: none).

The choice is asked through `game.pending`: a `ChoiceDecision` with purpose
`counters_up_to:<kind>`, its options how many (the most first; the scenario API answers with
the number).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import Frame, GameState

_ASKED = "counters_up_to"  # (frame.vars: the choice was asked; `frame.answer` is its answer)


def put_up_to(state: GameState, frame: Frame, refs: list[int], kind: str, n: int,
              cap: int) -> bool:
    """Put up to `n` counters of `kind` on the one object `refs` names (on the battlefield),
    keeping its total at most `cap`; False while the choice is asked."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask
    from mtg_engine.state.objects import Zone

    oid = next((r for r in refs if r > 0), 0)
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return True
    have = o.counters.get(kind, 0)
    most = max(0, min(n, cap - have) if cap else n)
    asked = any(k == _ASKED for k, _ in frame.vars)
    if not asked:
        if most <= 0:
            return True
        state.frame = replace(frame, vars=(*frame.vars, (_ASKED, 1)))
        return _ask(state, ChoiceDecision(frame.controller, f"counters_up_to:{kind}",
                                          tuple(range(most, -1, -1)), 1, 1,
                                          f"how many {kind} counters to put on {o.card.name} "
                                          f"(up to {most})"), "effect")
    want = frame.answer[0] if frame.answer else 0
    state.frame = replace(frame, answer=None,
                          vars=tuple((k, v) for k, v in frame.vars if k != _ASKED))
    if 0 < want <= most:
        prim.add_counters(state, oid, kind, want)
    return True
