"""Resolving spells and abilities (608) from the top of the stack (405)."""

from __future__ import annotations

from dataclasses import fields, replace
from operator import attrgetter
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import TargetSpec
from mtg_engine.effects.verbs import VERBS
from mtg_engine.rules import ascend, awaken, faces, mutate, splice
from mtg_engine.rules.casting import spell_targets
from mtg_engine.rules.choosers import may_answer
from mtg_engine.rules.instruction_events import instruction_done
from mtg_engine.rules.targets import (
    controlled_by_target_holds,
    is_legal_target,
    same_controller_holds,
)
from mtg_engine.rules.trigger_base import intervening_if_holds
from mtg_engine.rules.x_targets import expand
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState, origin_effects
from mtg_engine.state.objects import GameObject, StackKind, Zone


def object_target_specs(o: GameObject, state: GameState | None = None
                        ) -> tuple[TargetSpec, ...]:
    if o.kind is StackKind.SPELL:
        if o.alt_cost == awaken.KIND:  # 702.113b: and the land
            main = (*spell_targets(o.card, o.modes), awaken.LAND_TARGET)
        elif o.alt_cost == mutate.KIND:  # 702.140a: the creature it mutates onto
            main = (mutate.TARGET,)
        elif o.alt_cost == "cleave" and o.card.cleaved is not None:  # 702.148a
            main = o.card.cleaved.targets
        else:  # 702.96b: overloaded, none
            main = () if o.alt_cost == "overload" else spell_targets(o.card, o.modes)
        spliced = splice.names(o.chosen)  # 702.47d: then the targets the spliced text adds
        return expand(main, o.x, len(o.targets)) + (splice.named_specs(state, spliced)  # 601.2c: X targets
                                    if spliced and state is not None else ())
    return expand(_ability_specs(o), o.x, len(o.targets))


def _ability_specs(o: GameObject) -> tuple[TargetSpec, ...]:
    if o.kind is StackKind.ACTIVATED:
        return o.activated_ability().targets
    from mtg_engine.rules.modal_triggers import trigger_specs

    return trigger_specs(o)  # (its chosen mode's, 700.2)


def begin_resolving(state: GameState) -> None:
    """608.1-608.2b: the top object resolves. If it has targets and every one of them is now
    illegal, it doesn't resolve: it is removed from the stack (a spell goes to its owner's
    graveyard, 608.2b)."""
    sid = state.stack[-1]
    o = state.objects[sid]
    if o.card.bestowed:
        o = _bestowed_target_check(state, sid)
    elif o.alt_cost == mutate.KIND:  # 702.140b: an illegal target: a creature spell
        o = mutate.target_check(state, sid)
    specs = object_target_specs(o, state)
    changes = o.text_changes
    if o.kind is StackKind.SPELL and state.effects:  # 612: a spell's text changed on the stack
        from mtg_engine.rules.text_changes import spell_text_changes

        changes, specs = spell_text_changes(state, o, specs)
    source = sid if o.kind is StackKind.SPELL else o.source
    legal = tuple(t != 0 and is_legal_target(state, spec, t, o.controller, source)
                  and (not spec.controlled_by_target  # 601.2c, 608.2b (rules/targets.py)
                       or controlled_by_target_holds(state, o.targets, i))
                  and (not spec.same_controller or same_controller_holds(state, o.targets, i))
                  for i, (spec, t) in enumerate(zip(specs, o.targets)))
    state.log.append(("resolve", sid, o.card.name))
    chosen = [t for t in o.targets if t != 0]
    if chosen and not any(legal):
        # (a spell whose only targets were "up to one" and not chosen has no target to lose)
        state.log.append(("fizzle", sid, o.card.name))
        move_object(state, sid, Zone.GRAVEYARD)
        return
    if o.kind is StackKind.TRIGGERED and not intervening_if_holds(
            state, o.triggered_ability(), o.controller, o.source, o.remembered):
        # 603.4: the intervening "if" is checked again on resolution
        state.log.append(("trigger_condition_false", sid, o.card.name))
        move_object(state, sid, Zone.GRAVEYARD)
        return
    if o.kind is StackKind.SPELL and o.alt_cost == mutate.KIND:
        mutate.resolve(state, sid)  # 702.140c: it merges with its target (on top or under)
        return
    if o.kind is StackKind.SPELL and o.card.is_permanent_card:
        # (a choice as it enters, 707.5 / 614.12a, is asked by the replacement framework)
        resolve_permanent_spell(state, sid)
        return
    if o.kind is StackKind.SPELL and ascend.KEYWORD in o.card.keywords:
        ascend.spell_ascends(state, o.controller)  # 702.131a: its first instruction
    kind, index = _origin_of(o)
    origin = (o.card.key, o.card.is_token, kind, index)
    if o.kind is not StackKind.SPELL:  # 608.2: it resolves (rules/condition_ability_history.py)
        state.log.append(("ability_resolved", o.source, o.kind.value, o.ability, o.granted))
    state.frame = Frame(
        effects=origin_effects(state.db, origin, o.granted, changes,
                               splice.names(o.chosen) if o.kind is StackKind.SPELL else ()),
        origin=origin, index=0,
        controller=o.controller, source=source, source_card=o.card.key,
        targets=o.targets, legal=legal, x=o.x, stack_id=sid,
        is_spell=o.kind is StackKind.SPELL, remembered=o.remembered, granted=o.granted,
        text_changes=changes)
    if o.kind is StackKind.TRIGGERED and o.triggered_ability().optional:
        state.frame = replace(state.frame, vars=(("may", 1),))


def _origin_of(o: GameObject) -> tuple[str, int]:
    if o.kind is StackKind.SPELL:
        if o.alt_cost == "overload":  # 702.96a: its text changed, "target" to "each"
            return "spell_overload", -1
        if o.alt_cost == awaken.KIND:  # 702.113a: and the awaken instructions
            return "spell_awaken", -1
        if o.alt_cost == "cleave":  # 702.148a: its bracketed text removed (rules/cleave.py)
            return "spell_cleave", -1
        if len(set(o.modes)) != len(o.modes):  # 700.2d: a mode chosen more than once
            return "spell_modes_repeat", sum(8 ** m for m in o.modes)  # (a count per mode)
        if len(o.modes) > 1:  # 700.2, 702.42b: the chosen modes, each bit one mode
            return "spell_modes", sum(1 << m for m in set(o.modes))
        return "spell", (o.modes[0] if o.modes else -1)
    if o.kind is StackKind.ACTIVATED:
        if o.modes:  # 700.2: the mode chosen as it was activated (rules/modal_triggers.py)
            from mtg_engine.rules.modal_triggers import MODE_BASE

            return "ability_mode", o.ability * MODE_BASE + o.modes[0]
        return "ability", o.ability
    if o.modes:  # 700.2: the chosen mode(s) (rules/modal_triggers.py; a granted one too, 707.9a)
        from mtg_engine.rules.modal_triggers import MODE_BASE, MODES_BASE

        if len(o.modes) > 1:
            return "trigger_modes", o.ability * MODES_BASE + sum(1 << m for m in set(o.modes))
        return "trigger_mode", o.ability * MODE_BASE + o.modes[0]
    return "trigger", o.ability


def resolve_permanent_spell(state: GameState, sid: int) -> int | None:
    """608.3: a permanent spell becomes a permanent on the battlefield under its controller's
    control."""
    o = state.objects[sid]
    if o.copy:  # 707.10f: a copy of a permanent spell becomes a token
        from mtg_engine.rules.copy import spell_copy_becomes_token

        spell_copy_becomes_token(state, sid)
        o = state.objects[sid]
    # (an Aura spell enters attached to what it targeted, 303.4f, 608.3a; a flash permanent's
    # cleanup sacrifice, 601.3b: rules/zones.resolved_permanent, also once an "as it enters"
    # choice is answered)
    new = move_object(state, sid, Zone.BATTLEFIELD, controller=o.controller, cause="resolve")
    if new is not None and o.alt_cost in ("dash", "blitz"):  # 702.109a, 702.152a
        _dash_return(state, new, o.alt_cost)
    return new


def _bestowed_target_check(state: GameState, sid: int) -> GameObject:
    """702.103e: as a bestowed Aura spell begins resolving, if its target is illegal, it
    ceases to be bestowed and resolves as a creature spell."""
    o = state.objects[sid]
    spec = o.card.enchant
    if spec is not None and o.targets \
            and is_legal_target(state, spec, o.targets[0], o.controller, sid):
        return o
    o = state.mut(sid)
    o.card = state.db.get(o.card.name)
    o.alt_cost, o.targets = "", ()
    state.characteristics_changed()
    state.log.append(("bestow_ends", sid, o.card.name))
    return o


def _dash_return(state: GameState, new: int, kind: str) -> None:
    """702.109a: "return the permanent this spell becomes to its owner's hand at the beginning
    of the next end step" (702.152a blitz: "sacrifice the permanent ..."): a delayed triggered
    ability (603.7) remembering that permanent."""
    from mtg_engine.cards.keyword_dsl import END_STEP_TRIGGERS
    from mtg_engine.state.game_state import PendingTrigger

    o = state.objects[new]
    trigger = END_STEP_TRIGGERS[kind]
    index = next((i for i, t in enumerate(o.card.triggers) if t == trigger), None)
    if index is None:
        return
    state.delayed = (*state.delayed, PendingTrigger(
        new, o.card.name, index, o.controller, state.new_timestamp(), remembered=(new,),
        delay="end_step"))


# (a resolving frame is changed several times per instruction: dataclasses.replace reads
# and checks every field by name each time; `_with` builds the same Frame from its values)
_FRAME_FIELDS = tuple(f.name for f in fields(Frame))
_FRAME_INDEX = {name: i for i, name in enumerate(_FRAME_FIELDS)}
_frame_values = attrgetter(*_FRAME_FIELDS)


def _with(f: Frame, **changes: Any) -> Frame:
    """`replace(f, **changes)` for a Frame (every field is an __init__ argument, in order, and
    it has no __post_init__)."""
    values = list(_frame_values(f))
    for name, value in changes.items():
        values[_FRAME_INDEX[name]] = value
    return Frame(*values)


def continue_resolving(state: GameState) -> None:
    """Carry out the frame's instructions in order (608.2c) until done or a choice is needed."""
    while state.frame is not None:
        f = state.frame
        if ("may", 1) in f.vars:  # 603.5: "you may" is chosen as the ability resolves
            if f.answer is None and not _first_in_full(state, f):
                # 608.2c, 118.3: "you may sacrifice two Islands. If you do, ..." with one
                # Island: the instruction can't be carried out in full, so it isn't offered
                state.frame = _not_done(_with(f, vars=()))
                continue
            if f.answer is None:
                state.pending = ChoiceDecision(f.controller, "may", (1, 0), 1, 1,
                                               f"use {f.source_card}'s ability?")
                state.asking = "effect"
                return
            yes = f.answer[0] == 1
            state.frame = f = _with(f, vars=(), answer=None)
            if not yes:
                state.frame = _not_done(f)
                continue
        if f.index >= len(f.effects):
            finish_resolving(state)
            return
        effect = f.effects[f.index]
        if not _should_run(state, f, effect):
            state.frame = _with(f, index=_past_group(f, effect), answer=None, vars=(),
                                did=f.did if _about_did(effect) else 0)
            continue
        if effect.optional and ("may", 0) not in f.vars:
            got = may_answer(state, f, effect)  # 608.2d: the player named chooses; 118.3,
            if got is None:  # 118.12a: not offered what can't be done in full
                return  # a player is asked
            yes, chose = got
            state.frame = f = _with(state.frame, answer=None, vars=(("may", 0), *chose),
                                    did=int(yes))
            if not yes:
                from mtg_engine.rules.may_instead import DECLINED, base_of

                back = base_of(f)  # 608.2c: a declined "you may ... instead": the base
                state.frame = _with(f, index=f.index + 1, vars=()) if back is None \
                    else _with(f, index=back, vars=(DECLINED,))
                continue
        if f.log_at < 0:
            state.frame = f = _with(f, log_at=len(state.log))
        done = VERBS[effect.verb](state, f, effect)
        if not done:
            return  # waiting for an answer; the verb runs again with it
        _did_it(state, effect)
        if state.delayed:  # 610.3: exiled "until ~ leaves", back after this instruction's event
            from mtg_engine.effects.keyword_actions import return_due

            return_due(state)
        state.frame = _with(state.frame, index=_after(f, effect), answer=None, vars=(),
                            log_at=-1)
        instruction_done(state, f, effect)  # 603.2c: one event per instruction
        if state.pending is not None:
            return  # an event of that instruction waits for a choice (616.1, 614.12a)


def _not_done(f: Frame) -> Frame:
    """603.5, 608.2c: the optional ability's first instruction was not carried out (declined,
    or not offered: 118.12a); what depends on it doesn't happen, but "If you don't, ..."
    (Lim-Dûl's Paladin) does: resume at the first instruction on that condition."""
    i = next((i for i, e in enumerate(f.effects)
              if e.condition is not None and e.condition.kind == "did_not"), len(f.effects))
    return _with(f, index=i, did=0)


def _first_in_full(state: GameState, f: Frame) -> bool:
    """Can the optional ability's first instruction be carried out in full (its cards or
    permanents to discard, sacrifice or exile all there: rules/conditions.can_do_in_full)?"""
    from mtg_engine.rules.conditions import can_do_in_full

    return not f.effects or can_do_in_full(state, f, f.effects[0])


def _did_it(state: GameState, effect) -> None:  # type: ignore[no-untyped-def]
    """608.2c: "if you do" asks whether the instruction before it was carried out (not only
    chosen): one that changed nothing (no event: no card to discard, no creature to sacrifice,
    a cost not paid) was not done. The instructions that depend on it ("If you do, X and Y")
    leave the answer as it is."""
    f = state.frame
    assert f is not None
    if effect.condition is not None and _about_did(effect):
        return
    if effect.verb == "damage" and effect.get("excess_did"):
        return  # (120.10: "did" is whether it dealt excess damage, set by the verb)
    done = 0 <= f.log_at < len(state.log) and any(ev[0] not in _NOTHING_DONE
                                                   for ev in state.log.since(f.log_at))
    state.frame = _with(f, did=int(done))


def _after(f: Frame, effect) -> int:  # type: ignore[no-untyped-def]
    """The index of the instruction after `effect` (f.index), which was carried out. An
    instruction carried out because its condition didn't hold is the one an "instead" rider
    replaces when it holds ("If <condition>, <rider> instead."): exactly one of them is
    carried out (608.2c), so the rider right after it is skipped rather than judged again
    after the instruction changed the game."""
    c, i = effect.condition, f.index + 1
    if c is None or not (c.negate or c.kind == "not_kicked"):
        return i
    rider = replace(c, negate=False) if c.negate else replace(c, kind="kicked")
    while i < len(f.effects) and f.effects[i].condition == rider:
        i += 1
    return i


# events that say an instruction did nothing: a draw from an empty library draws no card (121.4)
# (the records of who chose, effects/bounce_chosen.py: nothing done by them)
_NOTHING_DONE = frozenset({"draw_empty", "each_chooses", "could_not"})


def _about_did(effect) -> bool:  # type: ignore[no-untyped-def]
    """Is `effect`'s condition about whether an earlier instruction was carried out ("if you
    do", "if you don't", "if you can't")? Skipping such an instruction leaves that answer as it
    is; skipping any other conditional instruction (608.2c: its condition didn't hold) means
    it wasn't carried out, so an "If you do" after it is false ("If that permanent was a
    Chandra planeswalker, you may discard a card. If you do, draw a card.")."""
    return effect.condition.kind in ("did", "did_not", "could_not")


def _past_group(f: Frame, effect) -> int:  # type: ignore[no-untyped-def]
    """The index after `effect` (f.index), whose condition didn't hold, and after the
    instructions right after it with the same condition ("If it was kicked, draw a card and
    you gain 2 life"): the condition is judged once for them all (608.2c)."""
    i = f.index + 1
    while i < len(f.effects) and f.effects[i].condition == effect.condition:
        i += 1
    return i


def _should_run(state: GameState, f: Frame, effect) -> bool:  # type: ignore[no-untyped-def]
    """An instruction with a condition is carried out only if it holds (608.2c). One with
    the same condition as the instruction before it is reached only if that one's held
    (_past_group): it isn't judged again after the first ones changed the game."""
    if effect.condition is None:
        return True
    if f.index and f.effects[f.index - 1].condition == effect.condition:
        return True
    from mtg_engine.rules.may_instead import forced

    if forced(f):  # the base of a declined "you may ... instead" (608.2c)
        return True
    from mtg_engine.rules.conditions import holds

    return holds(state, effect.condition, f.controller, f.source, f.stack_id, f.x, f.did,
                 f.remembered)  # (603.10a: "it", the object the trigger's event involved)


def finish_resolving(state: GameState) -> None:
    """608.2n: an instant or sorcery goes to its owner's graveyard; an ability is removed."""
    f = state.frame
    assert f is not None
    state.frame = None
    if f.stack_id and f.stack_id in state.objects and state.objects[f.stack_id].zone is Zone.STACK:
        o = state.objects[f.stack_id]
        new = move_object(state, f.stack_id, faces.resolved_spell_zone(state, f.stack_id),
                          cause="resolve")  # (buyback's replacement watches this, 702.27a)
        faces.after_resolving_to(state, new, o.card, o.controller)  # 716.3d

