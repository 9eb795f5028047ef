"""509.1a: "The defending player chooses which creatures they control, if any, will block. The
chosen creatures must be untapped." A static ability may relax that: "Tapped creatures can
block." (Siege Elemental), "Tapped creatures you control can block as though they were
untapped." (Masako the Humorless): the static `tapped_can_block`, its `filter` the creatures
(from its controller's point of view; cards/oracle/tapped_blockers.py). Blocking doesn't tap
the creature (it was tapped already); other restrictions still apply.
"""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

KIND = "tapped_can_block"


def may_block_tapped(state: GameState, blocker: int) -> bool:
    """May the tapped creature `blocker` block (such a static ability applies to it)?"""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.restrictions import statics_for

    return any(matches(state, blocker, st.filter, ctrl, src)
               for src, ctrl, st in statics_for(state, -1, KIND))
