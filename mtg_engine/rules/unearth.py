"""Unearth (702.84): an activated ability that works from the graveyard.

702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave
the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."

The ability (cards/keyword_dsl.py `unearth`) resolves in two instructions: `unearth` returns
the card (through replacement effects, 614.1c, which may ask a question first: 616.1), then
`unearthed` finds the permanent it became (400.7) and applies the rest to that object only:
haste for as long as it exists (611.2c), the delayed trigger (603.7), and the "exile it
instead" replacement effect, recorded as the designation ("unearthed", "1") of the permanent
(rules/replacement.py offers it for that object while it exists, 614.1a).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect, ReplacementSpec
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState, PendingTrigger
from mtg_engine.state.objects import Zone

UNEARTHED = ("unearthed", "1")

# 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else."
UNEARTH_EXILE = ReplacementSpec(event="leave_battlefield", instead="exile",
                                text="unearth: exile it instead")


def v_unearth(state: GameState, frame: Frame, e: Effect) -> bool:
    """Return this card from your graveyard to the battlefield (under the control of the
    ability's controller, its owner: it was in their graveyard). A card that left the
    graveyard is a new object the ability can't find (400.7): nothing happens."""
    from mtg_engine.rules.zones import move_object

    o = state.objects.get(frame.source)
    if o is None or o.zone is not Zone.GRAVEYARD:
        return True
    move_object(state, frame.source, Zone.BATTLEFIELD, controller=frame.controller)
    return True


def returned_permanent(state: GameState, old: int) -> int:
    """The permanent the card `old` became as it was put onto the battlefield (400.7), if it
    is still there; else 0."""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "move" and ev[1] == old:
            new = ev[2]
            o = state.objects.get(new)
            return new if ev[5] == "battlefield" and o is not None \
                and o.zone is Zone.BATTLEFIELD else 0
    return 0


def v_unearthed(state: GameState, frame: Frame, e: Effect) -> bool:
    """"It gains haste. Exile it at the beginning of the next end step. If it would leave the
    battlefield, exile it instead of putting it anywhere else." (all about the returned
    permanent; nothing if it didn't arrive)"""
    from mtg_engine.cards.keyword_dsl import UNEARTH_END_STEP

    new = returned_permanent(state, frame.source)
    if not new:
        return True
    o = state.mut(new)
    o.chosen = (*o.chosen, UNEARTHED)
    eff = ContinuousEffect(layer="6", affected=(new,), timestamp=state.new_timestamp(),
                           keywords=("haste",), until="", controller=frame.controller,
                           source=new)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("effect", eff.layer, eff.affected, 0, 0, eff.keywords))
    index = next((i for i, t in enumerate(o.card.triggers) if t == UNEARTH_END_STEP), None)
    if index is not None:  # 603.7: "at the beginning of the next end step"
        state.delayed = (*state.delayed, PendingTrigger(
            new, o.card.name, index, frame.controller, state.new_timestamp(),
            remembered=(new,), delay="end_step"))
    return True


def is_unearthed(state: GameState, oid: int) -> bool:
    o = state.objects.get(oid)
    return o is not None and o.zone is Zone.BATTLEFIELD and UNEARTHED in o.chosen
