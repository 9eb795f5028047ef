"""Flipping a coin (705): "Flip a coin. If you win the flip, ... If you lose the flip, ..."

705.1: the player flips the coin and calls it; winning the flip is an even chance, drawn from
the game's random number generator (rules/random.py: a seed and a counter, so a replay flips
the same). The result is logged ("coin_flip", player, 1 won / 0 lost), and the conditions
"if you win the flip" / "if you lose the flip" (rules/conditions.py) read the last flip the
player made.

"If you would flip a coin, instead flip two coins and ignore one." (Krark's Thumb, a
replacement effect of event `flip_coin`, 614.1a): each one the flipper controls doubles the
coins flipped (616.1f: each applies once, to the flips the others made); the flipper keeps
one result and ignores the rest (a decision when they differ: keep a won flip or a lost
one); the ignored flips never happened (only the kept one is logged, and only it triggers)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.random import rng
from mtg_engine.state.game_state import Frame, GameState

_FLIPS = "coin_flips"  # (the results flipped, kept in the frame while the choice is asked)


def v_flip_coin(state: GameState, frame: Frame, e: Effect) -> bool:
    """705.1: the controller of the spell or ability flips a coin (or two or more, keeping
    one: Krark's Thumb)."""
    from dataclasses import replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask

    flips = [v for k, v in frame.vars if k == _FLIPS]
    if not flips:
        n = 2 ** _thumbs(state, frame.controller)
        flips = [int(rng(state).random() < 0.5) for _ in range(n)]
        if len(set(flips)) > 1:  # (a won flip and a lost one: the flipper keeps one)
            state.frame = replace(frame, answer=None,
                                  vars=(*frame.vars, *((_FLIPS, f) for f in flips)))
            return _ask(state, ChoiceDecision(
                frame.controller, "keep_flip", (1, 0), 1, 1,
                f"Krark's Thumb: {flips.count(1)} won and {flips.count(0)} lost of {n} "
                "flips: keep a won flip (1) or a lost one (0)"), "effect")
        won = flips[0]
    else:
        won = int(bool(frame.answer and frame.answer[0] == 1))
        state.frame = replace(frame, answer=None,
                              vars=tuple(v for v in frame.vars if v[0] != _FLIPS))
    state.log.append(("coin_flip", frame.controller, won))
    return True


def _thumbs(state: GameState, player: int) -> int:
    """How many "flip two coins and ignore one" effects `player`'s permanents have."""
    from mtg_engine.rules.replacement import _static_sources

    return sum(1 for oid, _, spec in _static_sources(state)
               if spec.event == "flip_coin" and spec.instead == "two_coins_keep_one"
               and spec.affects == "you" and state.objects[oid].controller == player)


def last_flip_won(state: GameState, player: int) -> bool | None:
    """Did `player` win the last coin flip they made (None if they made none)?"""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "coin_flip" and ev[1] == player:
            return bool(ev[2])
    return None
