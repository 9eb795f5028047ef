"""The enchanted creature and the other creatures sharing a creature type with it (205.3m;
cards/oracle/shares_type.py): the creature the source is attached to (as it was attached when
the source left the battlefield, 608.2h: "Sacrifice ~: Enchanted creature and ..."), and each
other creature on the battlefield with a creature type it has (every type for a changeling,
702.73a), as the instruction applies."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.core.creature_types import CREATURE_TYPES
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_KINDS = frozenset(CREATURE_TYPES)


def sharing_type(state: GameState, frame: Frame, f: Filter, ref: str) -> list[int]:
    """The group (see the module's docstring); none if no creature is (or was) enchanted."""
    from mtg_engine.effects.references import resolve_refs

    named = [o for o in resolve_refs(state, frame, ref) if o > 0]
    one = named[0] if named else None
    if one is None or one not in state.objects or state.objects[one].zone is not Zone.BATTLEFIELD:
        return []
    ch = characteristics(state, one)
    mine = _KINDS if ch.every_creature_type else _KINDS & set(ch.subtypes)
    out = [one]
    for oid in list(state.battlefield):
        if oid == one or not matches(state, oid, f, frame.controller, frame.source):
            continue
        other = characteristics(state, oid)
        if mine and (other.every_creature_type or mine & set(other.subtypes)):
            out.append(oid)
    return out
