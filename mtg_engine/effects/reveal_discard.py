""""Target player reveals a number of cards from their hand equal to the number of Swamps you
control. You choose one of them. That player discards that card." (Mire's Toll; 701.16a,
701.8a, 608.2h): the number is counted as the effect resolves; the player chooses which cards
of their hand to reveal (all of them when they hold no more than that); then the effect's
controller chooses one of the revealed cards and that player discards it.

Two choices, in order: the revealing player's ("reveal", that many of the hand) and the
controller's ("discard", one of those revealed). Between them the revealed cards wait in the
frame's `vars` as ("revealed", id) pairs (whole numbers: a saved game holds them exactly)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask, amount_of, players_of
from mtg_engine.state.game_state import Frame, GameState


def v_reveal_choose_discard(state: GameState, frame: Frame, e: Effect) -> bool:
    players = players_of(state, frame, e.get("who"))
    if not players:
        return True
    player = players[0]
    revealed = [v for k, v in frame.vars if k == "revealed"]
    picks = int(e.get("discards", 1))  # ("You choose two of them": Noggin Whack)
    if revealed:  # the controller's choice among them
        return _discard_chosen(state, frame, player, revealed, picks)
    hand = list(state.players[player].hand)
    n = min(max(0, amount_of(state, frame, e.get("count"))), len(hand))
    if n == 0:
        return True
    if n < len(hand) and frame.answer is None:
        return _ask(state, ChoiceDecision(player, "reveal", tuple(hand), n, n,
                                          f"reveal {n} card(s) from your hand"), "effect")
    shown = hand if n == len(hand) else [c for c in dict.fromkeys(frame.answer or ())
                                         if c in hand][:n]
    state.log.append(("reveal", player, tuple(shown)))  # 701.16a
    state.frame = frame = replace(frame, answer=None,
                                  vars=(*frame.vars, *(("revealed", c) for c in shown)))
    return _discard_chosen(state, frame, player, shown, picks)


def _discard_chosen(state: GameState, frame: Frame, player: int, revealed: list[int],
                    picks: int) -> bool:
    """701.8a: the controller chooses `picks` revealed cards still in the hand (all of them
    when there are no more); their owner discards them."""
    still = [c for c in revealed if c in state.players[player].hand]
    if len(still) > picks and frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "discard", tuple(still), picks, picks,
                                          "choose revealed cards to be discarded"), "effect")
    chosen = still if len(still) <= picks else [
        c for c in dict.fromkeys(frame.answer or ()) if c in still][:picks]
    state.frame = replace(frame, answer=None,
                          vars=tuple(kv for kv in frame.vars if kv[0] != "revealed"))
    for c in chosen:
        prim.discard(state, player, c)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "reveal_choose_discard": v_reveal_choose_discard,
}
