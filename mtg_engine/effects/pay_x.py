""""You may pay {X}{R}. If you do, ~ deals X damage to any target." (107.3, 107.3a, 601.2f
as a resolving instruction, 608.2c): the instruction `pay` whose mana has X. Its controller
chooses X among the values they can pay in full (118.3: none they can't), pays, and X is that
number for the rest of the ability (the frame's `x`, read by every later "X"). Choosing to pay
nothing at all is "no" to its "you may" (608.2d: asked before, rules/stack.py)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

PURPOSE = "pay_x"  # the decision's purpose: an option is the value of X
_MOST = 99  # (no cost asks more; 107.3: X is any number the player can pay)


def _cost(mana: str, x: int) -> str:
    return mana.replace("{X}", "".join("{1}" for _ in range(x)))


def affordable(state: GameState, player: int, mana: str) -> tuple[int, ...]:
    """The values of X for which `player` can pay `mana` now (0 first)."""
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.rules.mana import find_payment

    out: list[int] = []
    for x in range(_MOST + 1):
        if find_payment(state, player, ManaCost.parse(_cost(mana, x))) is None:
            break
        out.append(x)
    return tuple(out)


def v_pay_x(state: GameState, frame: Frame, e: Effect) -> bool:
    """Ask X, then pay; `did` says whether it was paid (608.2c)."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.casting import pay_cost
    from mtg_engine.rules.mana import find_payment

    who, mana = frame.controller, str(e.get("mana"))
    options = affordable(state, who, mana)
    if not options:  # 118.3: not even X = 0 can be paid
        state.frame = replace(frame, did=0)
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(who, PURPOSE, options, 1, 1, f"choose X for {mana}"),
                    "effect")
    x = frame.answer[0]
    payment = find_payment(state, who, ManaCost.parse(_cost(mana, x)))
    if payment is None:  # (its sources changed while asked: nothing paid)
        state.frame = replace(frame, answer=None, did=0)
        return True
    pay_cost(state, who, payment)
    state.log.append(("paid", who, _cost(mana, x)))
    state.frame = replace(frame, answer=None, x=x, did=1)
    return True
