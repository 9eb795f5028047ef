"""118.9, 702.6a: "You may pay {0} rather than pay the equip cost of the first equip ability you
activate each turn." (Bruenor Battlehammer: an `ability_cost` static with `free` and
`first_each_turn`).

An alternative cost the player chooses as they activate (602.2b, 601.2b): the action's `free`.
It replaces the whole equip cost, mana and anything else ("Equip—Sacrifice a creature"), with
{0}, and is offered only for the player's first equip ability activated this turn (paid either
way: an equip ability activated first, paid for, uses up the turn's chance). Each equip ability
activated leaves an ("equip_activated", player) event (rules/activation.py)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import ActivatedAbility, Cost
from mtg_engine.rules.activation_cost_changes import _applies, is_equip, sources
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState

EVENT = "equip_activated"


def _first_each_turn(st) -> bool:  # type: ignore[no-untyped-def]
    return st.kind == "ability_cost" and st.activation_cost is not None \
        and st.activation_cost.first_each_turn


def possible(state: GameState) -> bool:
    """Is such a static ability on the battlefield at all (the quick test before the turn's
    log is read)?"""
    return any(_first_each_turn(st) for pid in sources(state) for st in card_of(state, pid).statics)


def activated_this_turn(state: GameState, player: int) -> bool:
    """Has `player` activated an equip ability this turn?"""
    for ev in reversed(state.log):
        if ev[0] == "turn":
            return False
        if ev[0] == EVENT and ev[1] == player:
            return True
    return False


def offered(state: GameState, player: int, oid: int, ab: ActivatedAbility) -> bool:
    """May `player` pay {0} rather than the cost of `oid`'s equip ability `ab` now?"""
    if not is_equip(ab):
        return False
    found = any(_first_each_turn(st) and _applies(state, st, pid, player, oid, ab)
                for pid in sources(state) for st in card_of(state, pid).statics)
    return found and not activated_this_turn(state, player)


def paid_free(ab: ActivatedAbility) -> ActivatedAbility:
    """The ability with {0} as its cost (118.9: the alternative cost replaces all of it)."""
    return replace(ab, cost=Cost(), cost_less=None)
