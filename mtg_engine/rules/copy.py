"""Copying objects (707): copy effects are layer-1 continuous effects (613.2a) recorded in
`GameState.effects` with the copiable values they give (`ContinuousEffect.copy_card`).

- 707.2: the copiable values of an object are its printed values as modified by other copy
  effects and their "except" clauses (707.9b): `copy_spec` finds them.
- 707.5: "You may have ~ enter the battlefield as a copy of ..." (Clone): the choice is made as
  the permanent enters, whether it was cast or put onto the battlefield (a 614.12a choice of
  the replacement framework, rules/replacement.py), and it enters already a copy.
- 707.10: copies of spells on the stack are made by the `copy_spell` verb (effects/verbs.py).
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.dsl import LayerEffect, StaticAbility
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import ContinuousEffect, GameState
from mtg_engine.state.objects import Zone


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
    return o.card.key, o.card.is_token, ()


def add_copy_effect(state: GameState, oid: int, original: int, source: int,
                    exceptions: tuple[LayerEffect, ...] = (), until: str = "") -> ContinuousEffect:
    """Make `oid` a copy of `original` (707.2), with "except" clauses (707.9), indefinitely
    or `until` end of turn."""
    name, token, excepts = copy_spec(state, original)
    eff = ContinuousEffect("1", (oid,), state.new_timestamp(), until=until, source=source,
                           copy_card=name, copy_token=token, copy_except=excepts + exceptions)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("copy", oid, original, name))
    return eff


def spell_copy_becomes_token(state: GameState, sid: int) -> None:
    """707.10f, 608.3b: as a copy of a permanent spell resolves, it ceases being a copy of a
    spell and becomes a token permanent (its copiable values: those of the spell it copied).
    It isn't "created" (111.1): effects that watch token creation don't see it."""
    o = state.mut(sid)
    o.card = state.db.token_copy(o.card)
    o.copy = False


def enter_as_copy_ability(card) -> StaticAbility | None:  # type: ignore[no-untyped-def]
    return next((st for st in card.statics if st.kind == "enter_as_copy"), None)


def copy_options(state: GameState, entering: int, controller: int) -> tuple[int, ...]:
    """707.5: the permanents the entering object may enter as a copy of (its ability's
    filter, for its controller-to-be)."""
    o = state.objects.get(entering)
    st = None if o is None else enter_as_copy_ability(o.card)
    if st is None:
        return ()
    return tuple(oid for oid in state.battlefield
                 if matches(state, oid, st.filter, controller, entering))


def enter_as_chosen_copy(state: GameState, new: int) -> None:
    """707.5, 614.1c: the permanent that just entered, having chosen (as it entered, however
    it got there: cast, put onto the battlefield) to enter as a copy of an object, is that
    copy from the moment it is on the battlefield (its enters abilities see the copy)."""
    o = state.objects[new]
    st = enter_as_copy_ability(o.card)
    exceptions = (st.effect,) if st is not None and st.effect != LayerEffect() else ()
    for kind, value in o.chosen:
        if kind == "copy" and value != "0" and int(value) in state.objects \
                and state.objects[int(value)].zone is Zone.BATTLEFIELD:
            add_copy_effect(state, new, int(value), new, exceptions)  # 707.9b


def entering_as_copy(chosen: tuple[tuple[str, str], ...]) -> bool:
    """Is an object entering with these choices entering as a copy of another (707.5: the
    copy chosen, or given by an effect's source)? Its own abilities are then gone (616.1f:
    Rusted Sentinel entering as a copy of Essence of the Wild doesn't enter tapped)."""
    return any(k == "copy" and v != "0" for k, v in chosen)


def copied_entering_effects(state: GameState, ev: Any) -> list[tuple[str, Any]]:
    """707.5, 614.12: an object entering as a copy (its choice made, `ev.chosen`) enters with
    the copied text's "enters ..." and "as ~ enters" replacement effects (Skyshroud Behemoth's
    "enters tapped", Adaptive Automaton's "choose a creature type"; 707.6: the choice is made
    anew), keyed "c<i>"; none when it isn't entering as a copy. (A copied "enter as a copy"
    isn't offered again: 707.9e's case isn't supported.)"""
    from mtg_engine.rules.replacement import card_replacements

    value = next((v for k, v in ev.chosen if k == "copy"), "0")
    if value == "0" or int(value) not in state.objects:
        return []
    name, token, _ = copy_spec(state, int(value))
    card = state.db.token(name) if token and state.db.has_token(name) else \
        state.db.get(name) if name in state.db else None
    if card is None:
        return []
    return [(f"c{i}", s) for i, s in enumerate(card_replacements(card))
            if s.event == "enters" and s.affects == "self" and s.choice != "copy"]
