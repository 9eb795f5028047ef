"""402.2: a player's maximum hand size, normally seven (the player's own figure), as the
static abilities on the battlefield or of emblems (114.4) change it: "You have no maximum hand size." (none),
"Your maximum hand size is reduced by one." (a change), "Your maximum hand size is two." and
"The chosen player's maximum hand size is four." (a number, `hand_size_set`; `whose: chosen`,
the player chosen as the permanent entered, 614.12a). 613.11: these effects change a game
rule; they are applied in timestamp order (613.7a: each its permanent's), so "is two" then
"increased by one" is three, and a later "is two" replaces an earlier "no maximum". Checked at
cleanup (514.1)."""

from __future__ import annotations

from mtg_engine.cards.dsl import StaticAbility
from mtg_engine.state.game_state import GameState

NONE, CHANGE, SET = "no_maximum_hand_size", "hand_size", "hand_size_set"
_KINDS = (NONE, CHANGE, SET)


def _applies(state: GameState, src: int, controller: int, st: StaticAbility,
             player: int) -> bool:
    """Does the static of `src` (controlled by `controller`) change `player`'s hand size?"""
    if st.whose == "chosen":  # 614.12a: the player (or opponent) chosen as it entered
        chosen = state.objects[src].chosen
        return ("opponent", str(player)) in chosen or ("player", str(player)) in chosen
    return st.whose == "any" or (st.whose == "you") == (controller == player)


def max_hand_size(state: GameState, player: int) -> int | None:
    """402.2, 613.11: `player`'s maximum hand size (None: no maximum)."""
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import _static_kinds, static_sources

    size: int | None = state.players[player].max_hand_size
    kinds = _static_kinds(state)
    if not any(k in kinds for k in _KINDS):
        return size
    found: list[tuple[int, int, StaticAbility]] = []
    for n, src in enumerate(static_sources(state)):  # (114.4: emblems too)
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind in _KINDS and _applies(state, src, ch.controller, st, player):
                found.append((state.objects[src].timestamp, n, st))
    for _, _, st in sorted(found, key=lambda f: (f[0], f[1])):  # 613.7a: timestamp order
        if st.kind == NONE:
            size = None
        elif st.kind == SET:
            size = st.amount
        elif size is not None:
            size = max(0, size + st.amount)
    return size
