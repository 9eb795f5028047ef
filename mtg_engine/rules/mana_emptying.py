"""500.4: unspent mana empties from each player's mana pool at the end of each step and phase;
"If you would lose unspent mana, that mana becomes colorless instead." (Kruphix, God of
Horizons) replaces that loss (614.1a): the mana stays in its player's pool as colorless mana
(106.4), still snow if it was (107.4h: it was produced by a snow source), still restricted if
it was (106.6). The effect is a static replacement effect of event `lose_mana`, instead
`colorless`, of a permanent on the battlefield; it applies to its controller's mana."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Player

_COLORLESS = 5  # (effects/primitives.MANA_INDEX["C"])


def keep_as_colorless(state: GameState, player: int) -> bool:
    """Does an effect of a permanent `player` controls make their unspent mana colorless
    instead of emptying?"""
    from mtg_engine.rules.replacement import _static_sources

    return any(spec.event == "lose_mana" and spec.instead == "colorless"
               and spec.affects == "you" and state.objects[oid].controller == player
               for oid, _, spec in _static_sources(state))


def becomes_colorless(p: Player) -> None:
    """The mana in `p`'s pool becomes colorless (the same amount, its snow mark and its
    restrictions kept)."""
    p.mana_pool = [0] * 5 + [sum(p.mana_pool)]
    p.snow_pool = [0] * 5 + [sum(p.snow_pool)]
    p.restricted_mana = [("C", r) for _, r in p.restricted_mana]
