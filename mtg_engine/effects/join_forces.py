""""Starting with you, each player may pay any amount of mana." (join forces, 207.2c: an
ability word, the instructions are the whole of it): in turn order starting with the spell's
controller (101.4), each player chooses an amount of mana they can pay in full (118.3: none
they can't; 0 is paying nothing) knowing the earlier players' amounts, and pays it (generic
mana, any type, from their own sources, 601.2g-h as a resolving instruction, 608.2d). Each
payment is logged as ("paid_any", player, amount); "the total amount of mana paid this way"
(608.2c; rules/amounts._this_way, `mana_paid`) adds them up."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

_NEXT = "join_next"  # the frame's variable: the index of the player being asked (turn order)


def turn_order_from(state: GameState, player: int) -> list[int]:
    """The players still in the game in turn order, starting with `player` (101.4)."""
    order = state.apnap()
    if player not in order:
        return order
    i = order.index(player)
    return order[i:] + order[:i]


def v_each_pay_any_mana(state: GameState, frame: Frame, e: Effect) -> bool:
    """Ask each player in turn how much to pay, and take the payment."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.effects.pay_x import PURPOSE, affordable
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.casting import pay_cost
    from mtg_engine.rules.mana import find_payment

    order = turn_order_from(state, frame.controller)
    i = dict(frame.vars).get(_NEXT, 0)
    while i < len(order):
        who = order[i]
        options = affordable(state, who, "{X}")
        if frame.answer is None and len(options) > 1:
            vars_ = (*(v for v in frame.vars if v[0] != _NEXT), (_NEXT, i))
            state.frame = replace(frame, vars=vars_)
            return _ask(state, ChoiceDecision(who, PURPOSE, options, 1, 1,
                                              "pay any amount of mana"), "effect")
        amount = frame.answer[0] if frame.answer is not None else 0
        payment = find_payment(state, who, ManaCost.parse("{1}" * amount)) if amount else None
        if payment is not None:  # (its sources changed while asked: nothing paid, 118.3)
            pay_cost(state, who, payment)
        state.log.append(("paid_any", who, amount if payment is not None else 0))
        i += 1
        frame = replace(frame, answer=None)
    state.frame = replace(frame, answer=None,
                          vars=tuple(v for v in frame.vars if v[0] != _NEXT))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "each_pay_any_mana": v_each_pay_any_mana}
