"""Replacement effects on drawing a card (121.6, 614.11) that watch only some draws or make
the draw into another event (614.1a):

- "If you would draw a card except the first one you draw in each of your draw steps, draw two
  cards instead." (Teferi's Ageless Insight): the event `draw_except_first` is every draw but
  the player's first one during their own draw step (504.1: the turn-based draw is that one
  when nothing replaced it);
- "If you would draw a card while your library has no cards in it, you win the game instead."
  (Laboratory Maniac): the event `draw_from_empty_library`, and `win_game` instead (104.2a:
  each opponent of that player loses);
- "If an opponent would draw a card except the first one they draw in each of their draw
  steps, instead that player skips that draw and you draw a card." (Notion Thief):
  `steal_draw`, a draw by the effect's controller instead;
- "If you would draw a card while you have no cards in hand, instead you draw two cards and you
  lose 1 life." (Blood Scrivener): the event `draw_empty_hand` (judged as the draw would
  happen), `draw_n_lose_1` instead (rules/replacement_results.py);
- "If you would draw a card, you may skip that draw instead." (Obstinate Familiar): `may_skip`,
  an optional replacement (614.1a: the affected player chooses whether to apply it).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.core.steps import Step

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Candidate, Event
    from mtg_engine.state.game_state import GameState

EVENTS = frozenset({"draw_except_first", "draw_from_empty_library", "draw_empty_hand"})
BECOMES = frozenset({"steal_draw", "win_game"})


def kind(event: str) -> str:
    """The kind of event (rules/replacement.Event) the DSL's `event` watches."""
    return "draw" if event in EVENTS else event


def watches(state: GameState, event: str, ev: Event) -> bool:
    """Is `ev` one the DSL's `event` watches (any draw or life gain for "draw" and
    "gain_life")?"""
    if event == "draw_from_empty_library":
        return not state.players[ev.player].library
    if event == "draw_empty_hand":  # "while you have no cards in hand" (Blood Scrivener)
        return not state.players[ev.player].hand
    return event != "draw_except_first" or not _first_in_own_draw_step(state, ev.player)


def _first_in_own_draw_step(state: GameState, player: int) -> bool:
    """Would this draw be `player`'s first one during their own draw step?"""
    if state.step is not Step.DRAW or state.active != player:
        return False
    for e in reversed(state.log.since(0)):
        if e[0] == "step":
            return True
        if e[0] in ("draw", "draw_empty") and e[1] == player:
            return False
    return True


def becomes(c: Candidate, ev: Event) -> tuple[Event, ...]:
    """What the draw `ev` becomes under `c` (one of BECOMES)."""
    if c.spec.instead == "steal_draw":  # "that player skips that draw and you draw a card"
        return (replace(ev, player=c.controller),)
    return (replace(ev, kind="win_game"),)  # "you win the game instead"


def win_game(state: GameState, player: int) -> None:
    """104.2a: each opponent of `player` loses, and `player` wins (not one who can't win,
    101.2: rules/game_loss.py)."""
    from mtg_engine.effects.primitives import lose_game
    from mtg_engine.rules.game_loss import cant_win

    if cant_win(state, player):
        return

    for p in range(len(state.players)):
        if p != player and not state.players[p].lost:
            lose_game(state, p, "an opponent won by a replacement effect (104.2b)")
