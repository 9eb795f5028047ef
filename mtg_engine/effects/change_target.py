"""Changing the target of a spell or ability (115.7a): "Change the target of target spell
with a single target." (Deflection, Shunt, Swerve).

The spell or ability targeted had one target chosen as it was put on the stack (115.9a: the
target requirement's `single_target`). As this resolves, its controller chooses another legal
target for it (legal for that spell or ability and its controller, 115.7a); if there is none,
the original target is unchanged, even if it is illegal by then."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, resolve_refs
from mtg_engine.rules.targets import legal_targets
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import StackKind, Zone


def new_targets(state: GameState, oid: int) -> tuple[int, ...]:
    """The other legal targets the single target of the stack object `oid` may change to."""
    from mtg_engine.rules.stack import object_target_specs

    o = state.objects[oid]
    specs = object_target_specs(o, state)
    if len(specs) != 1 or len(o.targets) != 1:
        return ()
    source = oid if o.kind is StackKind.SPELL else o.source  # (115.5: not itself)
    return tuple(t for t in legal_targets(state, specs[0], o.controller, source)
                 if t != o.targets[0])


def v_change_target(state: GameState, frame: Frame, e: Effect) -> bool:
    refs = [r for r in resolve_refs(state, frame, e.get("what"))
            if r in state.objects and state.objects[r].zone is Zone.STACK]
    if not refs:
        return True
    oid = refs[0]
    options = new_targets(state, oid)
    if not options:
        return True  # 115.7a: the original target is unchanged
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "target", options, 1, 1,
                                          f"change the target of {state.objects[oid].card.name}"),
                    "effect")
    new = frame.answer[0]
    state.frame = replace(frame, answer=None)
    if new in options:
        old = state.objects[oid].targets[0]
        state.mut(oid).targets = (new,)
        state.log.append(("change_target", frame.controller, oid, old, new))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"change_target": v_change_target}
