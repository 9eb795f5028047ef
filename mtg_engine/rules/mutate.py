"""Mutate (702.140).

702.140a: "Mutate [cost]" means "You may pay [cost] rather than pay this spell's mana cost. If
you do, it becomes a mutating creature spell and targets a non-Human creature with the same
owner as this spell." An alternative cost (118.9; AltCost kind "mutate"): a spell cast for it
has the stack object's `alt_cost` "mutate" and one target (`TARGET`, chosen as it is cast,
601.2c; "with the same owner": Filter.same_owner, the spell's owner).

608.3c, 702.140b: as a mutating creature spell begins resolving, if its target is illegal, it
ceases to be a mutating creature spell and resolves as a creature spell (`target_check`:
it isn't countered for its illegal target, 608.2b doesn't apply to it).

702.140c: if the target is legal, the spell doesn't enter the battlefield: it merges with
the target creature (723, rules/merging.py), its controller choosing whether it goes on top or
under (a choice asked through `game.pending`, a `ChoiceDecision` "choose_mutate_under",
options 0: on top, 1: under; the event waits in `state.replacing` as an entering choice
does, 614.12a). The permanent stays the same object (723.2b-c): no enters-the-battlefield
ability triggers, it keeps its counters, damage, status, attachments and the turn it came
under its controller's control (302.6).

702.140d: "Whenever this creature mutates": the ("mutated", permanent, spell) event logged as
the spell merges (rules/trigger_mutates.py). 702.140f: effects that modified the mutating
spell modify the merged permanent (zones._carried_to_permanent).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import CardDef, Filter, TargetSpec
from mtg_engine.rules import merging
from mtg_engine.state.objects import GameObject, Zone

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState

KIND = "mutate"
EVENT = "merge"  # the replacement framework's event of the merge (its over/under choice)
UNDER = "mutate_under"  # the choice: 1 under the creature, 0 on top of it
MUTATED = "mutated"  # the log event: ("mutated", permanent, spell id, spell's card name)
# 702.140a: "target non-Human creature with the same owner as this spell"
TARGET = TargetSpec("creature", Filter(not_subtypes=("Human",), same_owner=True))


def is_mutate_cost(card: CardDef, alt: int) -> bool:
    return 0 <= alt < len(card.alt_costs) and card.alt_costs[alt].kind == KIND


def extra_targets(card: CardDef, alt: int) -> tuple[TargetSpec, ...]:
    """702.140a: the target, only when the mutate cost is paid (601.2c)."""
    return (TARGET,) if is_mutate_cost(card, alt) else ()


def target_check(state: GameState, sid: int) -> GameObject:
    """702.140b, 608.3c: a mutating creature spell whose target is illegal as it begins
    resolving ceases to be a mutating creature spell and resolves as a creature spell."""
    from mtg_engine.rules.targets import is_legal_target

    o = state.objects[sid]
    if o.targets and is_legal_target(state, TARGET, o.targets[0], o.controller, sid):
        return o
    o = state.mut(sid)
    o.alt_cost, o.targets = "", ()
    state.characteristics_changed()
    state.log.append(("mutate_ends", sid, o.card.name))
    return o


def resolve(state: GameState, sid: int) -> None:
    """702.140c: the spell merges with its target; its controller chooses on top or under."""
    from mtg_engine.rules.replacement import Event, perform_all, replace_event

    o = state.objects[sid]
    ev = Event(EVENT, obj=sid, source=o.targets[0], controller=o.controller, choose=(UNDER,))
    events = replace_event(state, ev)
    if events is not None:
        perform_all(state, events)


def options(state: GameState, ev: Event) -> tuple[tuple[int, ...], str]:
    spell = state.objects.get(ev.obj)
    target = state.objects.get(ev.source)
    what = spell.card.name if spell is not None else "the mutating spell"
    onto = target.card.name if target is not None else "the creature"
    return (0, 1), f"put {what} on top of {onto} (0) or under it (1)? (702.140c)"


def value(v: int) -> str:
    return "under" if v == 1 else "over"


def perform_merge(state: GameState, ev: Event) -> None:
    """702.140c, 723.2: the spell leaves the stack and becomes part of its target (if both
    are still there: else it resolves as a creature spell, 702.140b)."""
    sid, target = ev.obj, ev.source
    spell = state.objects.get(sid)
    if spell is None or spell.zone is not Zone.STACK:
        return
    t = state.objects.get(target)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        from mtg_engine.rules.stack import resolve_permanent_spell

        state.mut(sid).alt_cost = ""
        resolve_permanent_spell(state, sid)
        return
    under = any(k == UNDER and v == "under" for k, v in ev.chosen)
    state.stack.remove(sid)
    state.remove_object(sid)
    stamp = state.new_timestamp()
    t = state.mut(target)
    parts = t.merged or (merging.part_of(t.face_down or t.card),)
    # (a copy of a permanent spell is a token, 707.10f, 723.2d)
    card = spell.card if not spell.copy else state.db.token_copy(spell.card)
    parts = (*parts, merging.part_of(card, stamp, under))
    if t.face_down is not None and under:  # 723.2e: still face down (708.2), the merged
        t.face_down = merging.card_for(state.db, parts)  # card once turned face up (723.2f)
    elif t.face_down is not None:  # 723.2e: face up, the face-down card under it (708.2:
        # no abilities); not "turned face up" (no ability triggers)
        first = parts[0]
        parts = (first._replace(key=merging.FACE_DOWN_MARK + first.key), *parts[1:])
        t.face_down = None
        t.card = merging.card_for(state.db, parts)
    else:
        t.card = merging.card_for(state.db, parts)
    t.merged = parts
    state.characteristics_changed()
    state.log.append((MUTATED, target, sid, spell.card.name))
    from mtg_engine.rules.zones import _carried_to_permanent

    _carried_to_permanent(state, sid, target)  # 702.140f


__all__ = ["EVENT", "KIND", "MUTATED", "TARGET", "UNDER", "extra_targets", "is_mutate_cost",
           "options", "perform_merge", "resolve", "target_check", "value"]
