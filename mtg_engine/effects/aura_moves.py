"""Auras moved from one permanent to another (701.3a-c, 303.4): "attach all Auras enchanting
target permanent to another permanent with the same controller" (Glamer Spinners).

As the effect resolves (608.2d) its controller chooses another permanent controlled by the
target's controller (none: nothing happens); each Aura enchanting the target that could
legally enchant the chosen permanent (its enchant ability and protection, 303.4a, 303.4d,
702.16c; its own "can be attached only to" limits, 701.3b) becomes attached to it, the others
stay where they are (701.3b). The verb `move_auras`, `from` the target.

One Aura moved (`move_aura`: "Attach target Aura attached to a creature to another creature",
Crown of the Ages; "... to target creature", Aura Finesse): to the target `to`, or to a
permanent its controller chooses as it resolves among those matching `filter` other than the
one the Aura is attached to (with `same_controller`, controlled by that one's controller). It
moves only if it could legally enchant the new permanent (701.3b); onto the permanent it is
already attached to, nothing happens (701.3c). The Aura's controller doesn't change."""

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
        _move(state, aura, to)  # (701.3b: one that can't enchant it stays)
    return True


def _move(state: GameState, aura: int, to: int) -> None:
    """701.3a-c: attach `aura` to `to` if it could legally enchant it."""
    from mtg_engine.effects.aura_return import can_enchant
    from mtg_engine.rules.attach_limits import can_attach
    from mtg_engine.rules.trigger_attachment_history import log_unattached

    o = state.objects[aura]
    if o.attached_to == to or not can_enchant(state, aura, to, o.controller) \
            or not can_attach(state, aura, to):
        return  # 701.3c: already there; 701.3b: it doesn't move
    o = state.mut(aura)
    log_unattached(state, aura, o.attached_to)
    o.attached_to = to
    o.timestamp = state.new_timestamp()  # 613.7e
    state.characteristics_changed()
    state.log.append(("attach", aura, to))


def v_move_aura(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.filters import matches

    auras = [r for r in resolve_refs(state, frame, e.get("aura")) if r > 0
             and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD]
    if not auras:
        return True  # 608.2b
    aura = auras[0]
    if e.get("to") is not None:
        to = [r for r in resolve_refs(state, frame, e.get("to")) if r > 0
              and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD]
        if to:
            _move(state, aura, to[0])
        return True
    host = state.objects[aura].attached_to
    owner = state.objects[host].controller if host in state.objects else None
    others = tuple(p for p in state.battlefield if p not in (host, aura)
                   and matches(state, p, e.get("filter"), frame.controller, frame.source)
                   and (not e.get("same_controller") or state.objects[p].controller == owner))
    if not others:
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, PURPOSE, others, 1, 1,
                                          "choose the permanent the Aura moves to"), "effect")
    to_one = frame.answer[0]
    if to_one in state.objects and state.objects[to_one].zone is Zone.BATTLEFIELD:
        _move(state, aura, to_one)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"move_auras": v_move_auras,
                                                                "move_aura": v_move_aura}
