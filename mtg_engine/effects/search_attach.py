"""What a search does with the card it found, beside putting it somewhere (701.19):

"Search your library for an Equipment card, put it onto the battlefield, attach it to a
creature you control, then shuffle." (Stonehewer Giant, Quest for the Holy Relic; 701.19,
701.3a): the search's `attach_to_yours`. Once the Equipment found is on the battlefield, its
controller chooses a creature they control as the instruction resolves (608.2d: not a target)
and attaches it (701.3a); with no creature, or one the Equipment can't be attached to
(701.3b), it stays unattached. The Equipment waiting for that choice is kept in the frame's
vars ("attach_found").

"Search your library for a card, put that card into your hand, discard a card at random,
then shuffle." (Gamble; 701.8a): the search's `discard_random`."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.rules.attach_limits import can_attach
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

KEY = "attach_found"


def note(state: GameState, entered: list[int]) -> None:
    """The permanents the search put onto the battlefield, to attach (in the frame's vars)."""
    assert state.frame is not None
    state.frame = replace(state.frame, vars=(*state.frame.vars, *((KEY, oid) for oid in entered)))


def attach_found(state: GameState, frame: Frame) -> bool:
    """Attach each noted Equipment to a creature its controller chooses; False while asked."""
    todo = [oid for k, oid in frame.vars if k == KEY]
    if todo and frame.answer is not None:
        _attach(state, todo[0], frame.answer[0] if frame.answer else 0)
        todo = todo[1:]
    while todo:
        one = todo[0]
        options = _creatures(state, one)
        if len(options) > 1:
            state.frame = replace(frame, answer=None, vars=tuple(
                v for v in frame.vars if v[0] != KEY) + tuple((KEY, oid) for oid in todo))
            state.pending = ChoiceDecision(state.objects[one].controller, "attach", options, 1,
                                           1, f"attach {characteristics(state, one).name} to a "
                                           "creature you control (701.3a)")
            state.asking = "effect"
            return False
        if options:
            _attach(state, one, options[0])
        todo = todo[1:]
    state.frame = replace(state.frame or frame, answer=None,
                          vars=tuple(v for v in (state.frame or frame).vars if v[0] != KEY))
    return True


def discard_at_random(state: GameState, player: int) -> None:
    """701.8a: "..., put that card into your hand, discard a card at random" (Gamble): one
    card of the hand, the card found among them."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.random import rng

    hand = list(state.players[player].hand)
    for oid in rng(state).sample(hand, min(1, len(hand))):
        prim.discard(state, player, oid)


def _creatures(state: GameState, equipment: int) -> tuple[int, ...]:
    if equipment not in state.objects or state.objects[equipment].zone is not Zone.BATTLEFIELD:
        return ()
    me = state.objects[equipment].controller
    return tuple(oid for oid in state.battlefield if oid != equipment
                 and characteristics(state, oid).is_creature
                 and characteristics(state, oid).controller == me
                 and can_attach(state, equipment, oid))


def _attach(state: GameState, equipment: int, creature: int) -> None:
    if creature not in _creatures(state, equipment):
        return
    o = state.mut(equipment)
    o.attached_to = creature
    o.timestamp = state.new_timestamp()  # 613.7e
    state.characteristics_changed()
    state.log.append(("attach", equipment, creature))
