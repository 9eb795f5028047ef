"""701.3a-b, 704.5n: an Equipment's (or Aura's) own limit on what it can be attached to ("~ can
be attached only to a creature with power 3 or greater.", O-Naginata): the static ability
`attach_only` (its `filter`, judged from its controller's point of view). An effect that tries
to attach it to anything else does nothing (701.3b: it doesn't move), and an Equipment
attached to a permanent that stops matching becomes unattached (704.5n, rules/sba.py)."""

from __future__ import annotations

from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import GameState


def can_attach(state: GameState, what: int, to: int) -> bool:
    """May `what` be attached to `to` as far as its own `attach_only` abilities say?"""
    ch = characteristics(state, what)
    return all(matches(state, to, st.filter, ch.controller, what)
               for st in ch.statics if st.kind == "attach_only")
