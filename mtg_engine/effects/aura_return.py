"""An Aura returned from its owner's graveyard to the battlefield attached to the creature a
trigger remembers: "When a creature with mana value 6 or greater enters the battlefield, you
may return ~ from your graveyard to the battlefield attached to that creature" (the Dragon
Auras, Smoke Shroud). 303.4f: the effect says what the Aura enchants; 303.4g: with no legal
object for it to enchant (the creature has left the battlefield, or can't be enchanted by it),
the Aura remains in the graveyard. 113.6m: the ability functions in the graveyard; 400.7: the
card that left it is a new object on the battlefield."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.targets import protected_from_source
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def can_enchant(state: GameState, aura: int, target: int, controller: int) -> bool:
    """303.4a, 303.4d, 702.16c: could the Aura card `aura` legally enchant the permanent
    `target` (its enchant ability and protection)?"""
    spec = state.objects[aura].card.enchant
    t = state.objects.get(target)
    if spec is None or t is None or t.zone is not Zone.BATTLEFIELD \
            or spec.kind in ("player", "opponent"):
        return False
    ch = characteristics(state, target)
    if spec.kind == "creature" and not ch.is_creature:
        return False
    if spec.filter != Filter():
        from mtg_engine.rules.filters import matches

        if not matches(state, target, spec.filter, controller, aura):
            return False
    return not protected_from_source(state, target, aura)


def v_return_attached(state: GameState, frame: Frame, e: Effect) -> bool:
    aura = frame.source
    o = state.objects.get(aura)
    if o is None or o.zone is not Zone.GRAVEYARD:  # (400.7: it left the graveyard)
        return True
    to = [r for r in frame.remembered if r > 0 and r in state.objects]
    if not to or not can_enchant(state, aura, to[0], frame.controller):
        state.log.append(("aura_stays", aura, o.card.name))  # 303.4g
        return True
    new = move_object(state, aura, Zone.BATTLEFIELD, controller=frame.controller)
    if new is not None:
        state.mut(new).attached_to = to[0]  # 303.4f: as it enters
        state.characteristics_changed()
        state.log.append(("attach", new, to[0]))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_attached": v_return_attached}
