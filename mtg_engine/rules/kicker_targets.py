"""Targets a spell has only if it was kicked (601.2c: "the player announces their choice of an
appropriate player, object, or zone for each target the spell requires. A spell may require
some targets only if an alternative or additional cost (such as a buyback or kicker cost) ...
was paid for it"; 702.33d): "Destroy target land. If this spell was kicked, destroy another
target land." (Dwarven Landslide). The requirement (`TargetSpec.kicked_only`) is chosen like
any other when the spell is kicked; when it isn't, nothing may be chosen for it (its place in
the targets is 0, as for an "up to one" target left unchosen), and the instructions that use
it carry `if: kicked`. A target the kicked spell chooses instead of one ("If this spell was
kicked, instead destroy target creature or planeswalker.", Bloodchief's Thirst) is the other
way round for the one it replaces (`TargetSpec.unkicked_only`)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import TargetSpec

NONE = "none"  # the kind of a requirement nothing may be chosen for (rules/targets.py)


def as_cast(specs: tuple[TargetSpec, ...], kicked: bool) -> tuple[TargetSpec, ...]:
    """The requirements of a spell cast kicked or not (`unkicked_only`: the ones the kicked
    spell replaces, "If this spell was kicked, instead destroy target ...")."""
    gone = "unkicked_only" if kicked else "kicked_only"
    if not any(getattr(s, gone) for s in specs):
        return specs
    return tuple(replace(s, kind=NONE, optional=True) if getattr(s, gone) else s for s in specs)
