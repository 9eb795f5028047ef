""""~ can't have counters put on it." (Melira's Keepers), "Creatures you control can't have -1/-1
counters put on them." (Melira, Sylvok Outcast), "Counters can't be put on artifacts,
creatures, enchantments, or lands." and "Players can't get counters." (Solemnity), "You can't
get poison counters." (Melira): static abilities of kinds `cant_have_counters` (a permanent:
`affects` self, or the permanents its `filter` names from its controller's side) and
`cant_get_counters` (a player: `whose`), each of one `counter_kind` or, with none, of every
kind.

101.2: a "can't" beats an instruction to put counters: none are put (replacement effects that
would change how many don't matter then, 614.16), whether an effect, a cost (a loyalty
ability's +N, 606.4) or its entering (a planeswalker enters with no loyalty counters and is
put into its owner's graveyard, 122.6, 704.5i). 122.5: a counter can't be moved onto such a
permanent, so none is removed from the first one either."""

from __future__ import annotations

from mtg_engine.rules.filters import matches
from mtg_engine.rules.restrictions import _static_kinds, statics_for
from mtg_engine.state.game_state import GameState

ON_PERMANENT = "cant_have_counters"
ON_PLAYER = "cant_get_counters"


def permanent_forbidden(state: GameState, oid: int, kind: str) -> bool:
    """Can't counters of `kind` be put on permanent `oid` (101.2)?"""
    if ON_PERMANENT not in _static_kinds(state) or oid not in state.objects:
        return False
    for src, controller, st in statics_for(state, -1, ON_PERMANENT):
        if st.counter_kind and st.counter_kind != kind:
            continue
        if oid == src if st.affects == "self" else matches(state, oid, st.filter, controller,
                                                             src):
            return True
    return False


def player_forbidden(state: GameState, player: int, kind: str) -> bool:
    """Can't `player` get counters of `kind` (101.2)?"""
    if ON_PLAYER not in _static_kinds(state):
        return False
    return any(not st.counter_kind or st.counter_kind == kind
               for _, _, st in statics_for(state, player, ON_PLAYER))
