"""400.3, 101.4: "that player returns a creature they control to its owner's hand" / "Each
player returns a creature they control to its owner's hand" (Sunken Hope, Mana Breach,
Curfew): each player `who` names chooses, as the effect resolves, one permanent they control
matching `filter` (not a target, 115.10a); the players choose in APNAP order, then all the
permanents chosen return at once. A player who controls none returns nothing. The frame's vars
hold how many players have chosen ("done") and what they chose ("pick"), as for a sacrifice
(effects/verbs.v_sacrifice_chosen)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_bounce_chosen_by(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask, players_of

    n_players = len(state.players)
    players = sorted(players_of(state, frame, e.get("who")),
                     key=lambda p: (p - state.active) % n_players)
    done = dict(frame.vars).get("done", 0)
    f = e.get("filter")
    for i, p in enumerate(players):
        if i < done:
            continue
        options = tuple(oid for oid in state.battlefield if state.objects[oid].controller == p
                        and matches(state, oid, f, frame.controller, frame.source))
        if len(options) <= 1:
            chosen: tuple[int, ...] = options
        elif frame.answer is None:
            return _ask(state, ChoiceDecision(p, "return", options, 1, 1,
                                              "return a permanent you control to its owner's "
                                              "hand"), "effect")
        else:
            chosen = tuple(c for c in frame.answer if c in options)[:1]
        vars_ = (*((k, v) for k, v in frame.vars if k != "done"),
                 *(("pick", oid) for oid in chosen), ("done", i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    for k, oid in frame.vars:
        if k == "pick" and oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            move_object(state, oid, Zone.HAND)
    return True
