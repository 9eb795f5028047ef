"""Rebound (702.88): a static ability of an instant or sorcery spell on the stack.

702.88a: "If this spell was cast from your hand, instead of putting it into your graveyard as
it resolves, exile it and, at the beginning of your next upkeep, you may cast this card from
exile without paying its mana cost." The replacement (614.1a) is offered by
rules/replacement.py when the resolving spell would go to the graveyard; when the move it
modified happens (rules/zones.py sees its key in the event), the delayed triggered ability
(603.7) is set up for the next upkeep of the spell's controller. 702.88b: the card is cast
without paying its mana cost (an alternative cost, 118.9); 702.88c: several instances are
redundant (one keyword).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect, ReplacementSpec
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, Zone

REBOUND_EXILE = ReplacementSpec(event="to_graveyard", instead="exile",
                                text="rebound: exile it instead")
# the delayed trigger of a rebound given to a spell (613.1f), as a granted trigger's DSL
REBOUND_GRANTED = '{"keyword":"rebound"}'


def cast_from_hand(state: GameState, sid: int) -> bool:
    """Was the spell `sid` cast from its caster's hand (601.2a: moved from the hand to the
    stack)?"""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "move" and ev[2] == sid:
            return ev[4] == "hand" and ev[5] == "stack"
    return False


def applies(state: GameState, o: GameObject, to: str, cause: str) -> bool:
    """Does rebound replace this move of the spell `o`: resolving (608.2n), to the graveyard,
    with rebound, cast from the hand?"""
    return o.zone is Zone.STACK and cause == "resolve" and to == "graveyard" \
        and not o.copy and has_rebound(state, o) and cast_from_hand(state, o.id)


def has_rebound(state: GameState, o: GameObject) -> bool:
    """702.88a: has the spell `o` rebound: printed, or given by a static ability of a
    permanent its controller controls ("Instant and sorcery spells you control have
    rebound.", 613.1f: rules/spell_keywords.py)?"""
    if "rebound" in o.card.keywords:
        return True
    if o.zone is not Zone.STACK or o.copy:
        return False
    from mtg_engine.rules.spell_keywords import granted

    return granted(state, o.controller, o.card, "rebound", o.id) > 0


def exiled(state: GameState, card: int, controller: int) -> None:
    """The spell was exiled by its rebound: "at the beginning of your next upkeep, you may cast
    this card from exile without paying its mana cost" (a delayed trigger of the spell's
    controller, remembering the card in exile)."""
    from mtg_engine.cards.keyword_dsl import REBOUND_UPKEEP

    o = state.objects.get(card)
    if o is None:
        return
    index = next((i for i, t in enumerate(o.card.triggers) if t == REBOUND_UPKEEP), None)
    # a rebound the spell was given (has_rebound) isn't on the card: the delayed trigger is
    # then the keyword's own (a granted trigger, dsl_abilities.granted_ability)
    granted = "" if index is not None else REBOUND_GRANTED
    state.delayed = (*state.delayed, PendingTrigger(
        card, o.card.name, index if index is not None else 0, controller,
        state.new_timestamp(), remembered=(card,), delay="upkeep", granted=granted))
    state.log.append(("rebound", controller, card))


def v_rebound_cast(state: GameState, frame: Frame, e: Effect) -> bool:
    """"you may cast this card from exile without paying its mana cost" (the card still in
    exile: a new object otherwise, 400.7)."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    card = next((r for r in frame.remembered if r > 0), 0)
    return _cast_exiled_free(state, frame, card, alt_cost="rebound")
