"""An Aura whose protection grant doesn't remove it (702.16c, 704.5m): "Enchanted creature has
protection from black. This effect doesn't remove ~." The Aura stays attached although the
creature has protection from it, unless the creature would have that protection without this
effect too (another source: then it is illegal as usual). Judged on a scratch copy of the
game where the Aura's marked ability (`StaticAbility.keeps_self`) is gone."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.targets import protected_from, source_facts
from mtg_engine.state.game_state import GameState


def protection_removes(state: GameState, aura: int, target: int) -> bool:
    """The creature `target` has protection from the Aura `aura` (702.16c): does it make the
    Aura illegal, once its own "This effect doesn't remove ~" grant is set aside?"""
    card = state.objects[aura].card
    if not any(st.keeps_self for st in card.statics):
        return True
    s = characteristics(state, aura)  # (its qualities as they are now)
    scratch = state.copy()
    o = scratch.mut(aura)
    o.card = replace(card, statics=tuple(st for st in card.statics if not st.keeps_self))
    scratch.characteristics_changed()
    return protected_from(scratch, target, s.colors, s.types, s.subtypes, s.every_creature_type,
                          s.controller, source_facts(scratch, aura))
