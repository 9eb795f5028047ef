"""Auras moved from one permanent to another (701.3a-c, 303.4): "attach all Auras enchanting
target permanent to another permanent with the same controller" (Glamer Spinners).

As the effect resolves (608.2d) its controller chooses another permanent controlled by the
target's controller (none: nothing happens); each Aura enchanting the target that could
legally enchant the chosen permanent (its enchant ability and protection, 303.4a, 303.4d,
702.16c; its own "can be attached only to" limits, 701.3b) becomes attached to it, the others
stay where they are (701.3b). The verb `move_auras`, `from` the target."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, resolve_refs
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

PURPOSE = "move_auras"


def _auras_on(state: GameState, host: int) -> list[int]:
    return [a for a in state.battlefield if state.objects[a].attached_to == host
            and "Aura" in characteristics(state, a).subtypes]


def v_move_auras(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.aura_return import can_enchant
    from mtg_engine.rules.attach_limits import can_attach
    from mtg_engine.rules.trigger_attachment_history import log_unattached

    hosts = [r for r in resolve_refs(state, frame, e.get("from")) if r > 0
             and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD]
    if not hosts:
        return True  # 608.2b
    host = hosts[0]
    others = tuple(p for p in state.battlefield if p != host
                   and state.objects[p].controller == state.objects[host].controller)
    if not others:
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, PURPOSE, others, 1, 1,
                                          "choose the permanent the Auras move to"), "effect")
    to = frame.answer[0]
    if to not in state.objects or state.objects[to].zone is not Zone.BATTLEFIELD:
        return True
    for aura in _auras_on(state, host):
        controller = state.objects[aura].controller
        if not can_enchant(state, aura, to, controller) or not can_attach(state, aura, to):
            continue  # 701.3b: it doesn't move
        o = state.mut(aura)
        log_unattached(state, aura, o.attached_to)
        o.attached_to = to
        o.timestamp = state.new_timestamp()  # 613.7e
        state.characteristics_changed()
        state.log.append(("attach", aura, to))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"move_auras": v_move_auras}
