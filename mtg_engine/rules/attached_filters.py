"""Filters on what is attached to a permanent: "enchanted creatures you control" (303.4: a
creature with an Aura attached to it), "equipped creatures you control" (301.5: with an
Equipment attached), "creatures you control that are enchanted or equipped"
(`Filter.enchanted` / `Filter.equipped`; both set: either); "modified creatures you control"
(700.9, `Filter.modified`); "with another Aura attached to it" (303.4, `Filter.other_aura`);
creatures in combat with the source (`blocking_source`, `blocked_by_source`, 509.1g-h). The
attachment's subtype is its card's (an Aura stays an Aura, 303.4), read without computing the
layers again."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone


def _attached_kinds(state: GameState, oid: int) -> set[str]:
    """"Aura" and/or "Equipment": what is attached to `oid` now."""
    kinds: set[str] = set()
    for a in state.battlefield:
        o = state.objects[a]
        if o.attached_to == oid:
            kinds |= {"Aura", "Equipment"} & set(o.card.subtypes)
    return kinds


def _other_aura_attached(state: GameState, oid: int, source_id: int) -> bool:
    """303.4: an Aura other than the source attached to `oid` ("with another Aura attached to
    it"; Daybreak Coronet's 702.5a, checked again as a state-based action, 704.5m)."""
    return any(state.objects[a].attached_to == oid and a != source_id
               and "Aura" in state.objects[a].card.subtypes for a in state.battlefield)


def is_modified(state: GameState, oid: int) -> bool:
    """700.9: a permanent with one or more counters on it, equipped, or enchanted by an Aura
    controlled by its controller."""
    o = state.objects[oid]
    if any(n > 0 for n in o.counters.values()):
        return True
    for a in state.battlefield:
        att = state.objects[a]
        if att.attached_to == oid and ("Equipment" in att.card.subtypes or (
                "Aura" in att.card.subtypes and att.controller == o.controller)):
            return True
    return False


def in_combat_with(state: GameState, oid: int, f: Filter, source_id: int) -> bool:
    """509.1g-h: `oid` blocks the source ("creatures blocking it") or is blocked by it
    ("creatures it's blocking"); with both asked, either."""
    combat = state.combat
    if combat is None:
        return False
    blocking = source_id in combat.blockers.get(oid, ())
    blocked = oid in combat.blockers.get(source_id, ())
    if f.blocked_by_source and not blocked and source_id not in combat.blockers:
        # 608.2h: a source that has left the battlefield ("{R}, Sacrifice ~: It deals 2
        # damage to target creature it's blocking"): what it was blocking as it left
        from mtg_engine.effects.library_with import blocked_as_it_left

        src = state.objects.get(source_id)
        blocked = (src is None or src.zone is not Zone.BATTLEFIELD) \
            and oid in blocked_as_it_left(state, source_id)
    return (f.blocking_source and blocking) or (f.blocked_by_source and blocked)


def attached_ok(state: GameState, oid: int, f: Filter, source_id: int) -> bool:
    if (f.blocking_source or f.blocked_by_source) \
            and not in_combat_with(state, oid, f, source_id):
        return False
    if f.modified and not is_modified(state, oid):
        return False
    if f.other_aura and not _other_aura_attached(state, oid, source_id):
        return False
    if f.enchanted is None and f.equipped is None:
        return True
    kinds = _attached_kinds(state, oid)
    wanted = [(f.enchanted, "Aura"), (f.equipped, "Equipment")]
    asked = [(want, kind) for want, kind in wanted if want is not None]
    if all(want for want, _ in asked):  # "enchanted or equipped": either
        return any(kind in kinds for _, kind in asked)
    return all((kind in kinds) == want for want, kind in asked)
