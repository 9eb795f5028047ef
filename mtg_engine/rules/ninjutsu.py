"""Ninjutsu (702.49): an activated ability of a card in the hand.

702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking." 702.49c: it may be activated only while a creature is
unblocked (509.1h); the card is put onto the battlefield unblocked, attacking the same player
or planeswalker as the returned creature (remembered by the ability as it is activated,
rules/casting.py). The creature to return is chosen in the action (`ActivateAbility.returned`).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.core.steps import Step
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone, ref_player

# 509.1h: blockers have been declared from the declare blockers step to the end of combat
_AFTER_BLOCKS = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                 Step.END_COMBAT)


def unblocked_attackers(state: GameState, player: int) -> list[int]:
    """509.1h: the attacking creatures `player` controls that are unblocked (no creature was
    declared blocking them; they stay unblocked until removed from combat)."""
    combat = state.combat
    if combat is None or state.step not in _AFTER_BLOCKS:
        return []
    return [a for a in combat.attackers if a in state.objects
            and state.objects[a].controller == player and a not in combat.blocked]


def return_problem(state: GameState, player: int, returned: tuple[int, ...] | None) -> str | None:
    """Can the cost "Return an unblocked attacking creature you control to its owner's hand"
    be paid (with `returned` when given)?"""
    options = unblocked_attackers(state, player)
    if returned is None:
        return None if options else \
            "you control no unblocked attacking creature to return (702.49c)"
    if len(returned) != 1 or returned[0] not in options:
        return "choose one unblocked attacking creature you control to return (702.49a)"
    return None


def v_ninjutsu(state: GameState, frame: Frame, e: Effect) -> bool:
    """Put this card onto the battlefield from your hand tapped and attacking what the
    returned creature attacked (702.49c). 508.4a: if that player has left the game or that
    planeswalker the battlefield, it is put onto the battlefield but isn't attacking. A card
    no longer in the hand is a new object the ability can't find (400.7)."""
    from mtg_engine.rules.zones import move_object

    o = state.objects.get(frame.source)
    if o is None or o.zone is not Zone.HAND:
        return True
    new = move_object(state, frame.source, Zone.BATTLEFIELD, controller=frame.controller,
                      tapped=True)
    if new is None or new not in state.objects or not frame.remembered:
        return True
    defender = frame.remembered[0]
    combat = state.combat
    p = ref_player(defender)
    gone = (state.players[p].lost if p is not None
            else defender not in state.battlefield)
    if combat is not None and not gone and state.objects[new].zone is Zone.BATTLEFIELD:
        combat.attackers[new] = defender  # unblocked: no creature blocks it (702.49c)
        state.characteristics_changed()
        state.log.append(("put_attacking", new, defender))
    return True
