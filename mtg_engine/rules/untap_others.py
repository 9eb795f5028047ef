"""502.3 and static abilities that untap permanents outside their controller's untap step:
"Untap all permanents you control during each other player's untap step." (Seedborn Muse; the
static kind `untap_during_others`, its `filter` judged from the static's controller's side), or
with `affects: self` "Untap ~ during each other player's untap step." (Victory Chimes).
In each untap step, the permanents of every player other than the active player that such a
static ability of theirs names untap together with the active player's (502.3: all at once).
An effect that keeps a permanent tapped "during its controller's untap step" (Choke's
"don't untap during their controllers' untap steps", "doesn't untap during its controller's
next untap step") doesn't apply there: it isn't that permanent's controller's untap step. One
bound to this untap step itself ("Creatures don't untap during target player's next untap
step.", Blinding Beam) does (rules/untap_effects.kept_tapped_in_this_step)."""

from __future__ import annotations

from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.restrictions import _static_kinds, affected_by
from mtg_engine.rules.untap_effects import kept_tapped_in_this_step
from mtg_engine.state.game_state import GameState

KIND = "untap_during_others"


def untapping_others(state: GameState) -> list[int]:
    """The tapped permanents of non-active players that a static ability of their controller
    untaps in this untap step (502.3)."""

    if KIND not in _static_kinds(state):
        return []

    statics = [(st, ch.controller, src) for src in state.battlefield
               for ch in (characteristics(state, src),) for st in ch.statics
               if st.kind == KIND and ch.controller != state.active]
    out: list[int] = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.tapped and o.controller != state.active \
                and not kept_tapped_in_this_step(state, oid) and any(
                o.controller == who and affected_by(state, st, src, who, oid)
                for st, who, src in statics):
            out.append(oid)
    return out
