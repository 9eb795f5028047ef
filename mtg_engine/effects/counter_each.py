""""For each spell and ability your opponents control, counter it unless its controller pays
{4}." (Whirlwind Denial; 701.5a, 118.12, 608.2d): the verb `counter_each_unless`.

As it resolves, the controller of each such spell and ability chooses whether to pay for it
(offered only when they can, 118.12; stack_verbs._unless_pays), the players in APNAP order
(101.4), each one's objects from the top of the stack down; then everything not paid for is
countered at once (v_counter, with them remembered). The frame's vars keep the place: "ce_i"
(the objects asked so far) and "ce_unpaid" (those not paid for)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

_COUNTER = Effect("counter", (("what", "remembered"),))


def _objects(state: GameState, frame: Frame) -> list[int]:
    """The spells and abilities on the stack the controller's opponents control (other than
    the resolving one), in the order their controllers are asked."""
    n = len(state.players)
    rivals = set(state.opponents(frame.controller))
    mine = [oid for oid in reversed(state.stack) if oid != frame.stack_id
            and oid in state.objects and state.objects[oid].controller in rivals]
    return sorted(mine, key=lambda oid: (state.objects[oid].controller - state.active) % n)


def v_counter_each_unless(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.stack_verbs import _unless_pays, v_counter

    got = dict(frame.vars)
    if "exiled" in got or "ce_done" in got:  # countering (a 614.1a replacement may be asking)
        return v_counter(state, replace(frame, vars=tuple(
            v for v in frame.vars if v[0] != "ce_done")), _COUNTER)
    objects = _objects(state, frame)
    i = got.get("ce_i", 0)
    while i < len(objects):
        oid = objects[i]
        paid = _unless_pays(state, frame, state.objects[oid].controller, e.get("unless_pays"))
        if paid is None:
            state.frame = replace(frame, vars=(*(v for v in frame.vars if v[0] != "ce_i"),
                                               ("ce_i", i)))
            return False  # waiting for that player's choice
        i += 1
        unpaid = () if paid else (("ce_unpaid", oid),)
        state.frame = frame = replace(frame, answer=None, vars=(
            *(v for v in frame.vars if v[0] != "ce_i"), *unpaid, ("ce_i", i)))
    unpaid_ids = tuple(v for k, v in frame.vars if k == "ce_unpaid")
    state.frame = frame = replace(frame, answer=None, vars=(), remembered=unpaid_ids)
    return v_counter(state, frame, _COUNTER)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "counter_each_unless": v_counter_each_unless}
