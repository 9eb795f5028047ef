"""Copying objects (707): copy effects are layer-1 continuous effects (613.2a) recorded in
`GameState.effects` with the copiable values they give (`ContinuousEffect.copy_card`).

- 707.2: the copiable values of an object are its printed values as modified by other copy
  effects and their "except" clauses (707.9b): `copy_spec` finds them.
- 707.5: "You may have ~ enter the battlefield as a copy of ..." (Clone): the choice is made as
  the permanent spell resolves and the object becomes a copy as it enters.
- 707.10: copies of spells on the stack are made by the `copy_spell` verb (effects/verbs.py).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, LayerEffect, StaticAbility
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import Zone

# The instruction a permanent spell with an "enter as a copy" ability carries out as it
# resolves (608.3 with 707.5); `origin_effects` returns it for the origin kind "enter".
ENTER_EFFECTS = (Effect("enter_as_copy"),)


def copy_spec(state: GameState, oid: int) -> tuple[str, bool, tuple[LayerEffect, ...]]:
    """707.2: the copiable values of an object, as (card name, is a token, exceptions): those
    of the latest copy effect on it, else its own card."""
    o = state.objects[oid]
    for e in reversed(state.effects):
        if e.copy_card and oid in e.affected and o.face_down is None:
            return e.copy_card, e.copy_token, e.copy_except
    if o.face_down is not None:
        from mtg_engine.rules.face_down import FACE_DOWN_COPY

        return FACE_DOWN_COPY, False, ()  # 708.10: a face-down permanent's copiable values
    return o.card.name, o.card.is_token, ()


def add_copy_effect(state: GameState, oid: int, original: int, source: int,
                    exceptions: tuple[LayerEffect, ...] = ()) -> ContinuousEffect:
    """Make `oid` a copy of `original` (707.2), with "except" clauses (707.9)."""
    name, token, excepts = copy_spec(state, original)
    eff = ContinuousEffect("1", (oid,), state.new_timestamp(), until="", source=source,
                           copy_card=name, copy_token=token, copy_except=excepts + exceptions)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("copy", oid, original, name))
    return eff


def enter_as_copy_ability(card) -> StaticAbility | None:  # type: ignore[no-untyped-def]
    return next((st for st in card.statics if st.kind == "enter_as_copy"), None)


def has_enter_choice(card) -> bool:  # type: ignore[no-untyped-def]
    """Does the permanent spell make a choice as it enters (707.5, 614.12)?"""
    return any(st.kind in ("enter_as_copy", "as_enters_choose") for st in card.statics)


def _choose_on_entering(state: GameState, frame: Frame) -> bool | str:
    """614.12: "As ~ enters the battlefield, choose a creature type": the chosen type, "" if
    nothing to choose, False while the choice is pending."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    spell = state.objects[frame.stack_id]
    st = next((st for st in spell.card.statics if st.kind == "as_enters_choose"), None)
    if st is None:
        return ""
    chosen = dict(frame.vars).get("chosen")
    if chosen is not None:
        return CREATURE_TYPES[chosen]
    if frame.answer is None:
        state.pending = ChoiceDecision(frame.controller, "creature_type",
                                       tuple(range(len(CREATURE_TYPES))), 1, 1,
                                       f"choose a creature type for {spell.card.name}")
        state.asking = "effect"
        return False
    state.frame = replace(frame, answer=None, vars=(*frame.vars, ("chosen", frame.answer[0])))
    return CREATURE_TYPES[frame.answer[0]]


def v_enter_as_copy(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.5 / 614.1c: as the permanent spell resolves its controller chooses an object to copy
    (or none, "you may"); it enters the battlefield already a copy of it."""
    from mtg_engine.rules.stack import resolve_permanent_spell

    sid = frame.stack_id
    if sid not in state.objects or state.objects[sid].zone is not Zone.STACK:
        return True
    spell = state.objects[sid]
    chosen_type = _choose_on_entering(state, frame)
    if chosen_type is False:
        return False
    frame = state.frame  # type: ignore[assignment]
    st = enter_as_copy_ability(spell.card)
    options = () if st is None else tuple(
        oid for oid in state.battlefield if matches(state, oid, st.filter, frame.controller, sid))
    if frame.answer is None and options:
        state.pending = ChoiceDecision(frame.controller, "copy", (*options, 0), 1, 1,
                                       f"choose what {spell.card.name} enters as a copy of"
                                       " (0: nothing)")
        state.asking = "effect"
        return False
    chosen = frame.answer[0] if frame.answer else 0
    new = resolve_permanent_spell(state, sid)
    if new is not None and chosen_type:
        o = state.mut(new)
        o.chosen = (*o.chosen, ("creature_type", str(chosen_type)))
        state.log.append(("chosen", new, chosen_type))
    if new is not None and chosen and chosen in state.objects:
        add_copy_effect(state, new, chosen, new)
    return True
