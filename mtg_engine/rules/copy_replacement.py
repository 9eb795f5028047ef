"""614.1a, 707.10: "If you would copy a spell one or more times, instead copy it that many
times plus an additional time. You may choose new targets for the additional copy." (Twinning
Staff): the card's replacement `{event: copy_spell, instead: add, amount: 1, affects: you}`,
read where a spell is copied (effects/stack_verbs.v_copy_spell: one instruction copying it
once, or `count` times as storm does, 702.40a; replicate's copies are one instruction,
702.56a). Each such effect of a permanent the copier controls adds its copies once (614.5);
the additional copies may be given new targets (707.10c) even when the others may not."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

EVENT = "copy_spell"


def extra_copies(state: GameState, player: int) -> int:
    """How many more copies `player` makes of a spell they would copy (0 without such an
    effect)."""
    from mtg_engine.rules.replacement import _static_sources

    return sum(spec.amount for oid, _, spec in _static_sources(state)
               if spec.event == EVENT and spec.instead == "add" and spec.affects == "you"
               and state.objects[oid].controller == player)
