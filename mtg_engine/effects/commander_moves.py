"""Instructions that move a commander (903.3) between the command zone and other zones:

- "you may cast your commander from the command zone without paying its mana cost." (Geode
  Golem; 608.2g, 118.9: its additional costs, the commander tax of 903.8 among them, are still
  paid) -> `cast_commander` {free: true, may: true};
- "Put your commander into your hand from the command zone." (Command Beacon, Road of Return;
  903.9b may then put it back, its owner's choice) -> `commander_to_hand`;
- "Target player returns each commander they control from the battlefield to the command
  zone." (Leadership Vacuum) -> `commanders_to_command_zone` {who: target}.

A player with two commanders (partners, 702.124) chooses one ("your commander": either is).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.commanders import castable, commander_ids
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone, ref_player

_PICKED = "commander_pick"


def _pick(state: GameState, frame: Frame, options: list[int], why: str) -> int | None:
    """The commander chosen among `options` (0: none there), or None while asked."""
    got = dict(frame.vars).get(_PICKED)
    if got is not None:
        return int(got)
    if len(options) > 1 and frame.answer is None:
        from mtg_engine.effects.references import _ask

        _ask(state, ChoiceDecision(frame.controller, "choose_commander", tuple(options), 1, 1,
                                   why), "effect")
        return None
    pick = frame.answer[0] if len(options) > 1 and frame.answer is not None else \
        (options[0] if options else 0)
    state.frame = replace(frame, vars=(*frame.vars, (_PICKED, pick)), answer=None)
    return pick


def v_cast_commander(state: GameState, frame: Frame, e: Effect) -> bool:
    """608.2g, 118.9, 903.8: cast a commander the controller owns from the command zone
    without paying its mana cost (its tax still paid)."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    pick = _pick(state, frame, castable(state, frame.controller),
                 "choose the commander to cast")
    if pick is None:
        return False
    if not pick:
        return True  # (no commander in the command zone: nothing to cast)
    return _cast_exiled_free(state, state.frame or frame, pick, must=not e.get("may"),
                             zone=Zone.COMMAND)


def v_commander_to_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    """Put a commander the controller owns from the command zone into their hand."""
    pick = _pick(state, frame, castable(state, frame.controller),
                 "choose the commander to put into your hand")
    if pick is None:
        return False
    if pick:
        move_object(state, pick, Zone.HAND)  # (903.9b: its owner may choose the command zone)
    return True


def v_commanders_to_command_zone(state: GameState, frame: Frame, e: Effect) -> bool:
    """Each commander the target player controls on the battlefield goes to the command zone
    (its owner's, 408.1)."""
    from mtg_engine.effects.references import resolve_refs

    players = [ref_player(r) for r in resolve_refs(state, frame, e.get("who"))
               if ref_player(r) is not None]
    for p in players:
        for oid in commander_ids(state):
            o = state.objects.get(oid)
            if o is not None and o.zone is Zone.BATTLEFIELD and o.controller == p:
                move_object(state, oid, Zone.COMMAND)
    return True


def v_commander_to_battlefield(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Put ~ onto the battlefield from the command zone." (an ability of a commander
    activated from the command zone, 113.6): the source, if it is still there (400.7)."""
    o = state.objects.get(frame.source)
    if o is not None and o.zone is Zone.COMMAND:
        move_object(state, frame.source, Zone.BATTLEFIELD, controller=frame.controller)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "commander_to_battlefield": v_commander_to_battlefield,
    "cast_commander": v_cast_commander, "commander_to_hand": v_commander_to_hand,
    "commanders_to_command_zone": v_commanders_to_command_zone}
