"""Copying objects (707): copy effects are layer-1 continuous effects (613.2a) recorded in
`GameState.effects` with the copiable values they give (`ContinuousEffect.copy_card`).

- 707.2: the copiable values of an object are its printed values as modified by other copy
  effects and their "except" clauses (707.9b): `copy_spec` finds them.
- 707.5: "You may have ~ enter the battlefield as a copy of ..." (Clone): the choice is made as
  the permanent enters, whether it was cast or put onto the battlefield (a 614.12a choice of
  the replacement framework, rules/replacement.py), and it enters already a copy.
- 707.9e-f: an "enter as a copy" ability's exceptions that are additional effects (counters
  it enters with, `StaticAbility.copy_counters`) or that apply only if the copy is of a card
  type (`copy_if`); a copied "enter as a copy" ability applies too, and a copy effect it makes
  cancels the first ability's additional effects (`entered_as_copy`, after it is on the
  battlefield; 306.5b: a copy of a planeswalker enters with the copied loyalty).
- 707.10: copies of spells on the stack are made by the `copy_spell` verb (effects/verbs.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import CardDef, LayerEffect, StaticAbility
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


def copy_options(state: GameState, entering: int, controller: int,
                 chosen: tuple[tuple[str, str], ...] = ()) -> tuple[int, ...]:
    """707.5: the permanents the entering object may enter as a copy of (its ability's
    filter, for its controller-to-be); once it has chosen one, by the ability it gets by
    copying it (707.9e: a copied Clone's "any creature")."""
    o = state.objects.get(entering)
    if o is None:
        return ()
    current = current_copy(state, chosen)
    card = o.card if current is None else copied_values(state, current)
    st = None if card is None else enter_as_copy_ability(card)
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
    for kind, value in o.chosen:
        if kind == "copy" and value != "0" and int(value) in state.objects \
                and state.objects[int(value)].zone is Zone.BATTLEFIELD:
            exceptions = (st.effect,) if st is not None and st.effect != LayerEffect() else ()
            # 707.9e: a later choice comes from the "enter as a copy" ability the object got
            # by copying this one (its exceptions are that ability's)
            copied = copied_values(state, int(value))
            add_copy_effect(state, new, int(value), new, exceptions)  # 707.9b
            st = None if copied is None else enter_as_copy_ability(copied)


def entered_as_copy(state: GameState, new: int, x: int) -> tuple[CardDef,
                                                                 tuple[tuple[str, int], ...]]:
    """The permanent `new` is on the battlefield, having entered as a copy (707.5): its
    conditional exceptions (707.9f), then its copiable values (306.5b: a copy of a planeswalker
    enters with the copied loyalty) and the counters its exception adds (707.9e)."""
    st = enter_as_copy_ability(state.objects[new].card)
    if st is not None and st.copy_if:
        _conditional_exceptions(state, new, st.copy_if)
    if st is not None and st.copy_linked:
        _linked_trigger(state, new, st.copy_linked)
    return entering_values(state, new), entering_counters(state, new, x)


def _linked_trigger(state: GameState, new: int, trigger: str) -> None:
    """707.9g, 603.11: "When you do, tap the copied creature": the triggered ability linked to
    the copy triggers as the object enters as a copy by its own ability, acting on the copied
    permanent; if another copy effect was applied after (a copied Clone's choice), it doesn't
    trigger."""
    from mtg_engine.state.game_state import PendingTrigger

    eff = _own_copy_effect(state, new)
    copied = current_copy(state, state.objects[new].chosen)
    if eff is None or copied is None:
        return
    o = state.objects[new]
    state.pending_triggers = (*state.pending_triggers, PendingTrigger(
        new, o.card.name, 0, o.controller, state.new_timestamp(), remembered=(copied,),
        granted=trigger))
    state.log.append(("linked_trigger", o.controller, o.card.name))


def _own_copy_effect(state: GameState, new: int) -> ContinuousEffect | None:
    """The copy effect its own "enter as a copy" ability made on `new`, if no other copy
    effect was applied after it (707.9e: then its exception's additional effect doesn't
    happen)."""
    effs = [e for e in state.effects if e.copy_card and new in e.affected]
    return effs[0] if len(effs) == 1 and effs[0].source == new else None


def _conditional_exceptions(state: GameState, new: int,
                            copy_if: tuple[tuple[str, LayerEffect], ...]) -> None:
    """707.9f: exceptions that apply only if the copy is of a card type ("if it's a creature,
    ... it has changeling"): judged on the permanent as it is with the copy effect and its
    other exceptions applied (Moritte of the Frost copying a land animated until end of turn
    isn't a creature: the copy effect doesn't copy the animation, 707.2)."""
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    eff = _own_copy_effect(state, new)
    types = characteristics(state, new).types
    extra = tuple(x for t, x in copy_if if CardType.parse(t) in types)
    if eff is not None and extra:
        state.effects = tuple(replace(e, copy_except=e.copy_except + extra) if e is eff else e
                              for e in state.effects)
        state.characteristics_changed()


def entering_counters(state: GameState, new: int, x: int) -> tuple[tuple[str, int], ...]:
    """707.9e: the counters an object that just entered as a copy of a permanent enters with by
    its copy ability's exception ("except it enters with X additional +1/+1 counters on it",
    X as it was cast), with 707.9f's type conditions judged on the copy ("an additional loyalty
    counter if it's a planeswalker"). The exception belongs to the copy effect its own ability
    made: a later copy effect (707.9e's example: Altered Ego copying a Clone, whose copied
    ability then copies another creature) cancels it."""
    o = state.objects[new]
    st = enter_as_copy_ability(o.card)
    if st is None or not st.copy_counters or _own_copy_effect(state, new) is None:
        return ()
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    types = characteristics(state, new).types
    out = []
    for kind, n, if_type in st.copy_counters:
        if if_type == YOURS:  # "... if you control that creature" (Undercover Operative)
            if not _copied_yours(state, new):
                continue
        elif if_type and CardType.parse(if_type) not in types:
            continue
        n = x if n < 0 else n
        if n > 0:
            out.append((kind, n))
    return tuple(out)


YOURS = "yours"  # a copy_counters condition: the permanent copied is yours (707.9e)


def _copied_yours(state: GameState, new: int) -> bool:
    """707.9e, 707.5: does the entering object's controller control the permanent it copies,
    as the copy effect began (the "copy" event; 608.2h: as it last existed if it has left)?"""
    from mtg_engine.effects.references import _last_controller

    original = next((int(ev[2]) for ev in reversed(state.log.since(0))
                     if ev[0] == "copy" and ev[1] == new), None)
    if original is None:
        return False
    o = state.objects.get(original)
    who = o.controller if o is not None and o.zone.value == "battlefield" \
        else _last_controller(state, original)
    return who == state.objects[new].controller


def entering_values(state: GameState, new: int) -> CardDef:
    """707.2, 306.5b: the copiable values of a permanent that just entered as a copy (its
    loyalty, its subtypes: a copy of a planeswalker enters with the copied loyalty)."""
    from mtg_engine.rules.layers import copied_card

    o = state.objects[new]
    eff = next((e for e in reversed(state.effects) if e.copy_card and new in e.affected), None)
    return o.card if eff is None or o.face_down is not None else copied_card(state, eff)


def entering_as_copy(chosen: tuple[tuple[str, str], ...]) -> bool:
    """Is an object entering with these choices entering as a copy of another (707.5: the
    copy chosen, or given by an effect's source)? Its own abilities are then gone (616.1f:
    Rusted Sentinel entering as a copy of Essence of the Wild doesn't enter tapped)."""
    return any(k == "copy" and v != "0" for k, v in chosen)


def copied_entering_effects(state: GameState, ev: Any) -> list[tuple[str, Any]]:
    """707.5, 614.12: an object entering as a copy (its choice made, `ev.chosen`) enters with
    the copied text's "enters ..." and "as ~ enters" replacement effects (Skyshroud Behemoth's
    "enters tapped", Adaptive Automaton's "choose a creature type"; 707.6: the choice is made
    anew), keyed "c<copied id>:<i>"; none when it isn't entering as a copy. A copied "enter as
    a copy" ability (Altered Ego copying a Clone) is among them: applied, the object copies
    what its controller chooses then (707.9e), and that object's effects are offered next."""
    from mtg_engine.rules.replacement import card_replacements

    value = current_copy(state, ev.chosen)
    card = None if value is None else copied_values(state, value)
    if value is None or card is None:
        return []
    return [(f"c{value}:{i}", s) for i, s in enumerate(card_replacements(card))
            if s.event == "enters" and s.affects == "self"]


def current_copy(state: GameState, chosen: tuple[tuple[str, str], ...]) -> int | None:
    """The permanent an entering object is to be a copy of: its latest "copy" choice naming
    one (a later choice of nothing, "0", leaves it the copy it was, 707.9e)."""
    for k, v in reversed(chosen):
        if k == "copy" and v != "0" and int(v) in state.objects:
            return int(v)
    return None


def copied_values(state: GameState, oid: int) -> CardDef | None:
    """The card of the copiable values of `oid` (707.2; its exceptions aside), or None."""
    name, token, _ = copy_spec(state, oid)
    return state.db.token(name) if token and state.db.has_token(name) else \
        state.db.get(name) if name in state.db else None
