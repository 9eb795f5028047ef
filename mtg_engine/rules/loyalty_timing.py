"""606.3's "only as a sorcery" set aside: "You may activate loyalty abilities of ~ on any
player's turn any time you could cast an instant." (Teferi, Master of Time; the emblem of
Teferi, Temporal Archmage: "... of planeswalkers you control ...", 114.4; The Wandering
Emperor "as long as ~ entered the battlefield this turn", 611.3a). A static ability of kind
`loyalty_instant` (oracle/loyalty_timing.py): its controller may activate the loyalty abilities
of the permanents it covers whenever they have priority (117.1a); each permanent still
activates only one loyalty ability each turn (606.3)."""

from __future__ import annotations

from mtg_engine.rules.conditions import holds
from mtg_engine.rules.filters import matches
from mtg_engine.rules.restrictions import statics_for
from mtg_engine.state.game_state import GameState

LOYALTY_INSTANT = "loyalty_instant"  # the static ability's DSL kind


def at_instant_speed(state: GameState, player: int, oid: int) -> bool:
    """606.3, 117.1a: may `player` activate the loyalty abilities of `oid` any time they could
    cast an instant (a static ability of theirs says so, its condition holding)?"""
    for src, controller, st in statics_for(state, player, LOYALTY_INSTANT):
        if controller != player:
            continue  # ("You may ...": the static's controller only)
        if st.when is not None and not holds(state, st.when, controller, src):
            continue
        if st.affects == "self":
            if src == oid:
                return True
        elif matches(state, oid, st.filter, controller, src):
            return True
    return False
