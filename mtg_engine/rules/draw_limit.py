""""Each player can't draw more than one card each turn." (Spirit of the Labyrinth), "Each
opponent can't draw more than one card each turn." (Narset, Parter of Veils): a static ability
(kind `draw_limit`, `whose`, `max_count`). 101.2: a draw beyond the limit doesn't happen, and
no replacement effect can replace it (the cards' rulings); the draws counted are those of the
whole turn, before the permanent arrived too. A draw that was replaced didn't happen (614.6)
and isn't counted (no "draw" event). Read by effects/primitives.draw_card."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

DRAW_LIMIT = "draw_limit"  # the static ability's DSL kind


def draw_forbidden(state: GameState, player: int) -> bool:
    """101.2: may `player` draw no more cards this turn?"""
    from mtg_engine.rules.restrictions import _static_kinds, statics_for

    if DRAW_LIMIT not in _static_kinds(state):
        return False  # (the quick test first: asked for every draw)
    limits = [st.max_count for _, _, st in statics_for(state, player, DRAW_LIMIT)]
    if not limits:
        return False
    from mtg_engine.rules.conditions import turn_events

    drawn = sum(1 for ev in turn_events(state) if ev[0] == "draw" and ev[1] == player)
    return drawn >= min(limits)
