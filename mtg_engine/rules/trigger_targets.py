"""Filters bound to the player a triggered ability's event involved (603.2, 115.1): "destroy
target artifact that player controls", "exile target card from that player's graveyard",
"each creature that player controls". The card's DSL says `controller: that_player`; the
player is the one the trigger remembers (PendingTrigger.remembered, kept on its stack object
and resolving frame), so the filter is bound to that player's index (`Filter.controlled_by`)
where its targets are chosen (603.3d), checked again (608.2b) and its groups found (608.2c).
An unbound filter matches nothing (rules/filters.py)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Filter, TargetSpec
from mtg_engine.state.objects import ref_player

THAT_PLAYER = "that_player"


def remembered_player(remembered: tuple[int, ...]) -> int:
    """The player the event involved (the first player ref remembered), or -1."""
    for r in remembered:
        p = ref_player(r)
        if p is not None:
            return p
    return -1


def bind_filter(f: Filter, remembered: tuple[int, ...]) -> Filter:
    if f.controller != THAT_PLAYER:
        return f
    p = remembered_player(remembered)
    return f if p < 0 else replace(f, controller=None, controlled_by=p)


def bind_specs(specs: tuple[TargetSpec, ...], remembered: tuple[int, ...]
               ) -> tuple[TargetSpec, ...]:
    """The target requirements with "that player" bound (603.2, 603.3d)."""
    if not any(s.filter.controller == THAT_PLAYER for s in specs):
        return specs
    return tuple(replace(s, filter=bind_filter(s.filter, remembered)) for s in specs)
