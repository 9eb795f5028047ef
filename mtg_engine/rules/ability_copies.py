"""Copies of activated and triggered abilities on the stack (707.10): the `copy_ability` verb
("Copy target triggered ability you control. You may choose new targets for the copy.").

- 707.10: the copy copies the ability and every decision made for it (modes, targets, X, the
  objects paid as costs); it isn't activated (no cost is paid again, "activate only once"
  isn't used up); it is controlled by the player who put it on the stack.
- 707.10b: it has the same source as the original: an ability naming its source by name
  ("Destroy Crazed Armodon") means that object, not another of that name.
- 707.10c: with `new_targets`, its controller may change any of its targets (each new one
  legal), as for a copy of a spell (effects/stack_verbs._copy_with_targets).

The `copy_for_each` verb copies a spell or an ability once for each player or object of `each`
(707.10d: "for each other creature that spell could target"; 707.10e: one new target the
effect specifies, "target:1"), each copy targeting that one for every instance of the word
"target"; a candidate that isn't a legal target for each instance gets no copy, nor one the
original already targets ("each other ..."). The copies are put onto the stack in the order
the candidates are listed (their controller's choice of order, 707.10d, is not asked).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import GameObject, StackKind, Zone

_ABILITIES = (StackKind.ACTIVATED, StackKind.TRIGGERED)


def v_copy_ability(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.10: put a copy of the ability `what` onto the stack (then, with `new_targets`,
    its controller may choose new targets, 707.10c)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.effects.stack_verbs import _copy_with_targets

    if dict(frame.vars).get("copy") is None:
        found = [r for r in resolve_refs(state, frame, e.get("what"))
                 if r > 0 and r in state.objects and state.objects[r].zone is Zone.STACK
                 and state.objects[r].kind in _ABILITIES]
        if not found:
            return True  # it has left the stack: nothing is copied
        c = ability_copy(state, state.objects[found[0]], frame.controller)
        state.frame = frame = replace(frame, vars=(*frame.vars, ("copy", c.id)))
        if not e.get("new_targets") or not c.targets:
            _targeted(state, c.id)
            return True
    copy_id = dict(frame.vars)["copy"]
    done = _copy_with_targets(state, frame, e)  # 707.10c
    if done:
        _targeted(state, copy_id)
    return done


def _targeted(state: GameState, copy_id: int) -> None:
    """Once a copy's targets are decided it is on the stack with them (707.10c): what it
    targets "becomes the target" of an ability (ward 702.21a, 603.2), as for a copy of a
    spell (effects/stack_verbs._copy_one_spell)."""
    if copy_id in state.objects and state.objects[copy_id].targets:
        state.log.append(("targeted", state.objects[copy_id].controller, copy_id))
        from mtg_engine.rules.trigger_attachment_history import log_targets

        log_targets(state, copy_id)  # 115.1, 707.10c


def ability_copy(state: GameState, orig: GameObject, controller: int) -> GameObject:
    """707.10, 707.10b: a copy of the ability `orig`, on top of the stack, under
    `controller`'s control, with the same source and every decision made for it."""
    c = GameObject(state.new_id(), orig.card, controller, Zone.STACK, state.new_timestamp())
    c.controller = controller
    c.kind = orig.kind
    c.source, c.ability, c.granted = orig.source, orig.ability, orig.granted  # 707.10b
    c.targets, c.x, c.modes = orig.targets, orig.x, orig.modes
    c.remembered, c.chosen, c.text_changes = orig.remembered, orig.chosen, orig.text_changes
    state.add_object(c)
    state.stack.append(c.id)
    state.log.append(("copy_ability", controller, c.id, orig.card.name))
    return c


def v_copy_for_each(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.10d, 707.10e: a copy of the spell or ability `what` for each legal candidate of
    `each`, targeting it (see above)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.effects.stack_verbs import _copy_with_targets
    from mtg_engine.rules.stack import object_target_specs
    from mtg_engine.rules.targets import legal_targets

    found = [r for r in resolve_refs(state, frame, e.get("what"))
             if r > 0 and r in state.objects and state.objects[r].zone is Zone.STACK
             and state.objects[r].kind is not None]
    if not found:
        return True
    orig = state.objects[found[0]]
    specs = object_target_specs(orig)
    if not specs:
        return True  # nothing to target: no copy (707.10d-e)
    for cand in resolve_refs(state, frame, e.get("each")):
        if cand in orig.targets or not all(
                cand in legal_targets(state, spec, frame.controller, orig.id) for spec in specs):
            continue  # 707.10d-e: not a legal target for each instance of "target"
        if orig.kind is StackKind.SPELL:
            state.frame = replace(frame, vars=tuple(v for v in frame.vars if v[0] != "copy"))
            _copy_with_targets(state, state.frame, Effect("copy_spell", (("what", e.get("what")),)))
            assert state.frame is not None
            copy_id = dict(state.frame.vars)["copy"]
        else:
            copy_id = ability_copy(state, orig, frame.controller).id
        state.mut(copy_id).targets = (cand,) * len(specs)
        _targeted(state, copy_id)
    state.frame = frame
    return True


VERBS = {"copy_ability": v_copy_ability, "copy_for_each": v_copy_for_each}
