""""You may choose new targets for target spell." (Redirect, Insidious Will): the DSL verb
`new_targets` {what}.

115.7d: the player may leave any number of the targets unchanged, even if they would be
illegal; each target changed must be legal, and not make an unchanged one illegal (115.3: one
word "target" names different objects), nor break a relation the text requires among them
(601.2c: "target player" and "target creature that player controls"). Legality is that of
the spell and its controller (115.7a). `target_options` is the one check, used here and by
copies of spells and abilities whose controller may choose new targets (707.10c,
effects/stack_verbs._copy_with_targets). As this resolves, its controller is asked whether to
choose new targets at all, then, target by target, to keep it or take another legal one (the
order copies of spells use, effects/stack_verbs.v_copy_spell). A changed target becomes a
target of that spell (115.7: "becomes the target" triggers and ward see it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, resolve_refs
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import StackKind, Zone


def _var(frame: Frame, key: str, value: int) -> tuple[tuple[str, int], ...]:
    return (*((k, v) for k, v in frame.vars if k != key), (key, value))


def target_options(state: GameState, oid: int, i: int, controller: int,
                   source: int) -> list[int]:
    """115.7d, 707.10c: the choices for the `i`th target of the stack object `oid` when new
    targets may be chosen for it: first its current target (it may be kept even if illegal),
    then every other legal target for that requirement (for `controller` and `source`, 115.7a)
    that isn't an object another of its targets for the same word "target" is (115.3), and
    with which its targets keep the relations the text requires (601.2c; `keeps_relations`: the
    unchanged targets count as they are, a change may not make them illegal)."""
    from mtg_engine.rules.stack import object_target_specs
    from mtg_engine.rules.targets import keeps_relations, legal_targets

    o = state.objects[oid]
    specs = object_target_specs(o, state)
    targets = o.targets
    current = targets[i]
    # 115.3, 115.7d: not an object this word "target" names elsewhere (kept or new)
    taken = {t for j, (spec, t) in enumerate(zip(specs, targets))
             if j != i and specs[i].word and spec.word == specs[i].word and t != 0}
    return [current] + [t for t in legal_targets(state, specs[i], controller, source)
                        if t != current and t not in taken
                        and keeps_relations(state, specs, targets, i, t)]


def v_new_targets(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.stack import object_target_specs

    refs = [r for r in resolve_refs(state, frame, e.get("what"))
            if r in state.objects and state.objects[r].zone is Zone.STACK]
    if not refs or not state.objects[refs[0]].targets:
        return True
    oid = refs[0]
    o = state.objects[oid]
    vars_ = dict(frame.vars)
    if "nt_i" not in vars_:  # "you may": whether to choose new targets at all
        if frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "may", (1, 0), 1, 1,
                                              f"choose new targets for {o.card.name}?"),
                        "effect")
        if not frame.answer[0]:
            state.frame = replace(frame, answer=None)
            return True
        state.frame = frame = replace(frame, answer=None, vars=_var(frame, "nt_i", 0))
    i = dict(frame.vars)["nt_i"]
    if frame.answer is not None:  # the target kept, or the new one
        new, old = frame.answer[0], o.targets[i]
        if new != old:
            state.mut(oid).targets = (*o.targets[:i], new, *o.targets[i + 1:])
            state.log.append(("change_target", frame.controller, oid, old, new))
            state.log.append(("retargeted", frame.controller, oid, new))  # (115.7)
        i += 1
        state.frame = frame = replace(frame, answer=None, vars=_var(frame, "nt_i", i))
    o = state.objects[oid]
    specs = object_target_specs(o, state)
    source = oid if o.kind is StackKind.SPELL else o.source  # (115.5: not itself)
    while i < min(len(specs), len(o.targets)):
        options = target_options(state, oid, i, o.controller, source)  # 115.7d, 601.2c
        if len(options) > 1:
            return _ask(state, ChoiceDecision(frame.controller, "target", tuple(options), 1, 1,
                                              f"choose a new target for {o.card.name} (or "
                                              "keep it)"), "effect")
        i += 1
        state.frame = frame = replace(frame, vars=_var(frame, "nt_i", i))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"new_targets": v_new_targets}
