"""602.2b, 601.2f: static abilities that change what activated abilities cost ("Activated
abilities of creatures cost {1} less to activate.", "Equip costs you pay cost {1} less.",
"Loyalty abilities of planeswalkers your opponents control cost {1} more to activate.").

602.2b: announcing and paying an activated ability follows 601.2b-i, so its total cost is its
cost plus the increases and minus the reductions that apply (601.2f): an increase adds generic
mana, a reduction lowers only the generic part, never below zero. "This effect can't reduce
the mana in that cost to less than one mana." (Heartstone, `min_one`) stops such a reduction
at a total of one mana; a cost with no mana isn't changed by it. The total is locked in as it
is paid (601.2f-h: rules/activation.py uses `total_mana` for the payment and for deciding
which abilities are offered).

Increases apply only to abilities that aren't mana abilities (cards/dsl_activation_costs.py
refuses any other): a mana ability is activated as mana is needed and its cost isn't changed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mtg_engine.core.mana import ManaCost
from mtg_engine.rules.conditions import holds
from mtg_engine.rules.costs import _with_generic_change
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.restrictions import _static_kinds
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ActivatedAbility, StaticAbility

_KEY = ("ability_cost",)
_ZONES = {"battlefield": Zone.BATTLEFIELD, "graveyard": Zone.GRAVEYARD}


def sources(state: GameState) -> list[int]:
    """Permanents with an `ability_cost` static ability (613.1f: the abilities they have
    now), in battlefield order; cached with the characteristics."""
    cached = state._chars.get(_KEY)  # type: ignore[call-overload]
    if cached is None:
        # (the kinds of the permanents' statics, one cached pass, say first whether any is one)
        cached = [oid for oid in state.battlefield
                  if any(st.kind == "ability_cost" for st in card_of(state, oid).statics)] \
            if "ability_cost" in _static_kinds(state) else []
        state._chars[_KEY] = cached  # type: ignore[index]
    return cached  # type: ignore[no-any-return]


def is_equip(ab: ActivatedAbility) -> bool:
    """702.6a: an equip ability ("Equip {2}", "Equip Knight {1}", "Equip—Pay 3 life")."""
    return ab.text.startswith("Equip")


def _in_group(ab: ActivatedAbility, group: str) -> bool:
    if group == "all":
        return True
    if group == "nonmana":  # 605.1a
        return not ab.is_mana_ability
    if group == "loyalty":  # 606.3
        return ab.loyalty is not None
    if group == "equip":
        return is_equip(ab)
    if group == "cycling":  # 702.29a, 702.29e: cycling and typecycling (from the hand)
        return ab.cost.discard_self and re.match(r"(?:[A-Za-z ]+)?cycling\b", ab.text,
                                                 re.IGNORECASE) is not None
    # 702.49a, 702.49d: ninjutsu and commander ninjutsu
    return ab.cost.return_unblocked and ab.text.startswith(("Ninjutsu", "Commander ninjutsu"))


def _applies(state: GameState, st: StaticAbility, pid: int, player: int, oid: int,
             ab: ActivatedAbility) -> bool:
    """Does `pid`'s static ability `st` change the cost of `player` activating `oid`'s `ab`?"""
    change = st.activation_cost
    assert change is not None
    controller = state.objects[pid].controller
    if (st.whose == "you" and player != controller) \
            or (st.whose == "opponent" and player == controller):
        return False
    if not _in_group(ab, change.abilities):
        return False
    o = state.objects[oid]
    if change.zone != "any" and o.zone is not _ZONES[change.zone]:
        return False
    if st.when is not None and not holds(state, st.when, controller, pid):
        return False  # 611.3a
    if st.affects == "enchanted":  # 303.4: the permanent the Aura is attached to
        return o.zone is Zone.BATTLEFIELD and state.objects[pid].attached_to == oid
    return matches(state, oid, st.filter, controller, pid)


def total_mana(state: GameState, player: int, oid: int, ab: ActivatedAbility,
               x: int = 0, targets: tuple[int, ...] = ()) -> ManaCost:
    """The mana `player` pays to activate `oid`'s `ab` with X = `x` and `targets` chosen
    (601.2f, 602.2b): its own "costs {1} less to activate" (costs.activation_mana), then the
    static abilities'."""
    from mtg_engine.rules.costs import activation_mana

    mana = ab.cost.mana.with_x(x) if ab.cost.mana.has_x \
        else activation_mana(state, player, oid, ab, targets)
    changers = sources(state)
    if not changers:
        return mana
    change, floor = 0, False
    for pid in changers:
        for st in card_of(state, pid).statics:
            if st.kind == "ability_cost" and _applies(state, st, pid, player, oid, ab):
                if st.activation_cost is not None and st.activation_cost.first_each_turn:
                    continue  # (the player's choice: ActivateAbility.free, free_equip.py)
                if st.activation_cost is not None and st.activation_cost.free:
                    return ManaCost.parse("{0}")  # 118.9: {0} rather than its mana cost
                change += st.amount
                floor = floor or (st.activation_cost is not None and st.activation_cost.min_one)
    if change == 0:
        return mana
    if change < 0 and floor:  # "can't reduce the mana in that cost to less than one mana"
        change = max(change, min(0, 1 - mana.mana_value))
    return _with_generic_change(mana, change)


def changes_costs(state: GameState) -> bool:
    """Is there any such static ability on the battlefield now?"""
    return bool(sources(state))
