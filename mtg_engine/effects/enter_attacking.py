"""Creatures put onto the battlefield attacking (508.4): as each enters, its controller chooses
which defending player, or which planeswalker a defending player controls, it attacks (the
effect doesn't say: "create a token that's tapped and attacking"). They are attacking but never
"attacked" (no "whenever ~ attacks" trigger); outside combat, under a player who isn't the
attacking player, or not a creature, they are never attacking (506.3a-b).

The choice is asked one creature at a time (a `ChoiceDecision` "enter_attacking" among the
players and planeswalkers that may be attacked, listed with what the effect's source attacks
first when it is attacking, else the next opponent in turn order); only when there is more than
one option. The creatures waiting for a choice are in the frame's vars ("enter_attacking"), and
each choice is recorded at once in the combat's attackers, so a paused game saves exactly.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState

_KEY = "enter_attacking"


def start(state: GameState, frame: Frame, made: list[int]) -> Frame:
    """Note the creatures to put into combat (`made`) in the frame; returns the new frame."""
    eligible = [oid for oid in made if _can_attack(state, oid)]
    state.frame = frame = replace(frame, vars=(*frame.vars, *((_KEY, oid) for oid in eligible)))
    return frame


def waiting(frame: Frame) -> bool:
    return any(k == _KEY for k, _ in frame.vars)


def choose_defenders(state: GameState, frame: Frame) -> bool:
    """Put each noted creature into combat attacking what its controller chooses (508.4);
    False while a choice is asked."""
    from mtg_engine.rules.combat import attack_targets

    combat = state.combat
    todo = [oid for k, oid in frame.vars if k == _KEY]
    if frame.answer is not None and todo:
        oid = todo[0]
        if combat is not None and frame.answer and frame.answer[0] in _options(state, frame,
                                                                              attack_targets):
            combat.attackers[oid] = frame.answer[0]
            state.characteristics_changed()
        todo = todo[1:]
        state.frame = frame = replace(frame, answer=None, vars=tuple(
            v for v in frame.vars if v != (_KEY, oid)))
    while todo:
        oid = todo[0]
        options = _options(state, frame, attack_targets) if _can_attack(state, oid) else ()
        if len(options) > 1:
            state.pending = ChoiceDecision(
                state.objects[oid].controller, "enter_attacking", options, 1, 1,
                f"choose the player or planeswalker {characteristics(state, oid).name} is "
                "attacking (508.4)")
            state.asking = "effect"
            return False
        if options and state.combat is not None:
            state.combat.attackers[oid] = options[0]
            state.characteristics_changed()
        todo = todo[1:]
        state.frame = frame = replace(frame, vars=tuple(
            v for v in frame.vars if v != (_KEY, oid)))
    return True


def _can_attack(state: GameState, oid: int) -> bool:
    """506.3a-b: in combat, controlled by the attacking player, a creature."""
    o = state.objects.get(oid)
    return state.combat is not None and o is not None and o.controller == state.active \
        and characteristics(state, oid).is_creature


def _options(state: GameState, frame: Frame, attack_targets) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    """The players and planeswalkers that may be attacked (508.1b), what the source attacks
    first."""
    out = list(attack_targets(state))
    combat = state.combat
    first = combat.attackers.get(frame.source) if combat is not None else None
    if first in out:
        out.remove(first)
        out.insert(0, first)
    return tuple(out)


def move_attacking(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Return target creature card from your graveyard to the battlefield tapped and
    attacking" (508.4): the cards the effect names move, tapped, then each attacks what its
    controller chooses (the choice may be asked: the move is made once, before it)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    if waiting(frame):  # (moved already; a defender was being asked)
        return choose_defenders(state, frame)
    made = []
    under = frame.controller if e.get("control") == "you" else None  # (else 110.2)
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.objects:
            new = move_object(state, r, Zone.BATTLEFIELD, tapped=True, controller=under)
            if new is not None and new in state.battlefield:
                made.append(new)
    frame = start(state, frame, made)
    return choose_defenders(state, frame)

