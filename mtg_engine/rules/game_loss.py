""""You can't lose the game and your opponents can't win the game." (Platinum Angel), "You can't
win the game and your opponents can't lose the game." (Abyssal Persecutor): static abilities
(kinds `cant_lose`, `cant_win`; `whose` from their controller's side). 104.3, 101.2: a player
who can't lose doesn't, whatever says so (a state-based action, 704.5a-c, or an effect, 104.3e;
effects/primitives.lose_game, rules/sba.py); a player who can't win doesn't (104.2b: "you win
the game" does nothing, effects/game_result.py, rules/draw_replacements.py). Once the ability
is gone, a state-based action that still applies (life 0 or less) makes the player lose."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

CANT_LOSE = "cant_lose"
CANT_WIN = "cant_win"
# 104.3b, 704.5a: "You don't lose the game for having 0 or less life." (Lich): the state-based
# action for a life total of 0 or less doesn't apply to the player; the others do (704.5b-c),
# and once the ability is gone a life total still 0 or less makes the player lose
ZERO_LIFE_OFF = "zero_life_rule_off"


def cant_lose(state: GameState, player: int) -> bool:
    """104.3, 101.2: can `player` not lose the game now?"""
    return _applies(state, player, CANT_LOSE)


def cant_win(state: GameState, player: int) -> bool:
    """104.2, 101.2: can `player` not win the game now?"""
    return _applies(state, player, CANT_WIN)


def _applies(state: GameState, player: int, kind: str) -> bool:
    """611.3a: a static of `kind` for `player` whose "as long as" condition (`when`) holds
    ("As long as you control a Gideon planeswalker, you can't lose the game ...", Gideon of
    the Trials' emblem, 114.4: judged for the emblem's controller)."""
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.restrictions import _static_kinds, statics_for

    if kind not in _static_kinds(state):
        return False
    return any(st.when is None or holds(state, st.when, controller, src)
               for src, controller, st in statics_for(state, player, kind))


def zero_life_ignored(state: GameState, player: int) -> bool:
    """104.3b, 704.5a: doesn't a life total of 0 or less make `player` lose now?"""
    return _applies(state, player, ZERO_LIFE_OFF)
