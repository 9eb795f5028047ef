"""Changing the target of a spell or ability (115.7a): "Change the target of target spell
with a single target." (Deflection, Shunt, Swerve); "Change a target of target spell or
ability to ~." (Spellskite, 115.7b: `to: self`).

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


def single_target_alternatives(state: GameState, oid: int) -> tuple[int, ...]:
    """The other legal targets the single target of the stack object `oid` may change to."""
    from mtg_engine.rules.stack import object_target_specs

    o = state.objects[oid]
    specs = object_target_specs(o, state)
    if len(specs) != 1 or len(o.targets) != 1:
        return ()
    source = oid if o.kind is StackKind.SPELL else o.source  # (115.5: not itself)
    return tuple(t for t in legal_targets(state, specs[0], o.controller, source)
                 if t != o.targets[0])


def to_source_options(state: GameState, oid: int, new: int) -> tuple[int, ...]:
    """115.7b: the indices of the targets of the stack object `oid` that may change to `new`:
    `new` is a legal target for that requirement (for that spell or ability and its
    controller, 115.7a), and the final set of targets is legal (115.7e): not `new` twice for
    one word "target" (115.3)."""
    from mtg_engine.rules.stack import object_target_specs
    from mtg_engine.rules.targets import keeps_relations, repeats_a_target

    o = state.objects[oid]
    specs = object_target_specs(o, state)
    source = oid if o.kind is StackKind.SPELL else o.source  # (115.5: not itself)
    out = []
    for i, (spec, t) in enumerate(zip(specs, o.targets)):
        if t == new or t == 0 or new not in legal_targets(state, spec, o.controller, source):
            continue
        after = (*o.targets[:i], new, *o.targets[i + 1:])
        if repeats_a_target(specs, after):
            continue  # (115.3: the same object once for each instance of the word)
        if not keeps_relations(state, specs, o.targets, i, new):
            continue  # (115.7e, 601.2c: "from a single graveyard", "that player controls")
        out.append(i)
    return tuple(out)


def _change_to_source(state: GameState, frame: Frame, oid: int) -> bool:
    """"Change a target of target spell or ability to ~" (115.7b): one target, chosen by the
    ability's controller among those that may change (the first by default), becomes ~."""
    new = frame.source
    if new not in state.battlefield:
        return True  # (~ gone: it is no legal target; nothing changes, 115.7a)
    options = to_source_options(state, oid, new)
    if not options:
        return True
    o = state.objects[oid]
    if len(options) > 1 and frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "target",
                                          tuple(o.targets[i] for i in options), 1, 1,
                                          f"change a target of {o.card.name} to "
                                          f"{frame.source_card}"), "effect")
    i = options[0]
    if frame.answer is not None:
        picked = [j for j in options if o.targets[j] == frame.answer[0]]
        i = picked[0] if picked else i
        state.frame = replace(frame, answer=None)
    old = o.targets[i]
    state.mut(oid).targets = (*o.targets[:i], new, *o.targets[i + 1:])
    state.log.append(("change_target", frame.controller, oid, old, new))
    # 115.7: ~ becomes a target of that spell or ability ("Whenever a creature you control
    # becomes the target of ...", ward: rules/trigger_events._on_retargeting)
    state.log.append(("retargeted", frame.controller, oid, new))
    return True


def v_change_target(state: GameState, frame: Frame, e: Effect) -> bool:
    refs = [r for r in resolve_refs(state, frame, e.get("what"))
            if r in state.objects and state.objects[r].zone is Zone.STACK]
    if not refs:
        return True
    oid = refs[0]
    if e.get("to") == "self":
        return _change_to_source(state, frame, oid)
    options = single_target_alternatives(state, oid)
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
        state.log.append(("retargeted", frame.controller, oid, new))  # (115.7: its new target)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"change_target": v_change_target}
