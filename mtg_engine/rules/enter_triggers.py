"""Static abilities that keep permanents entering the battlefield from triggering abilities:
"Creatures entering the battlefield don't cause abilities to trigger." (Torpor Orb, Hushwing
Gryff; the static kind `no_enter_triggers`, its `filter` the entering permanents it applies
to). 603.2: an ability triggers when its trigger event occurs; 603.6a: enters-the-battlefield
abilities trigger when a permanent enters; such a static ability (604.1) stops every ability
that would trigger on the entering itself: the permanent's own "When ~ enters", "Whenever
another creature enters", "one or more creatures enter" (counting only the others), evolve.
It is read as the permanent is on the battlefield (603.6a: the game looks at it then), so a
Torpor Orb entering with the creatures applies to them too."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

KIND = "no_enter_triggers"


def entering_triggers_nothing(state: GameState, new: int) -> bool:
    """Does a static ability keep the permanent `new`, which just entered the battlefield,
    from causing abilities to trigger (603.2, 603.6a)?"""
    from mtg_engine.rules.restrictions import _static_kinds

    if KIND not in _static_kinds(state) or new not in state.objects:
        return False
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.layers import characteristics

    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind == KIND and matches(state, new, st.filter, ch.controller, src):
                return True
    return False
