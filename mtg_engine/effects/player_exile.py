"""A player exiling cards of their own (406.3; cards/oracle/player_exile.py): chosen from their
hand or graveyard by that player as the effect resolves (608.2d), or the top cards of their
library (401.1)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.exiled_face_down import exile_face_down
from mtg_engine.effects.references import _ask, amount_of, players_of, resolve_refs
from mtg_engine.rules.exile_counters import arrive_with
from mtg_engine.rules.exiled_by import mark as mark_exiled_by
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def _exile_chosen(state: GameState, frame: Frame, e: Effect, zone: Zone) -> bool:
    """Each player named (in APNAP order, 101.4) chooses `count` cards of their hand or
    graveyard (all of them if they have no more) and exiles them. `done` in the frame counts
    the players already finished, so each answer is used for its player only."""
    players = players_of(state, frame, e.get("who", "you"))
    done = dict(frame.vars).get("done", 0)
    for i, p in enumerate(players):
        if i < done:
            continue
        pool = exilable(state, frame, e, p, zone)
        n = min(amount_of(state, frame, e.get("count", 1)), len(pool))
        chosen: list[int] = []
        if n == len(pool):
            chosen = pool
        elif n > 0:
            if frame.answer is None:
                where = "hand" if zone is Zone.HAND else "graveyard"
                return _ask(state, ChoiceDecision(p, "exile", tuple(pool), n, n,
                                                  f"exile {n} card(s) from your {where}"),
                            "effect")
            chosen = list(frame.answer)
        exiled: list[int] = []
        for c in chosen:
            if c in state.objects and state.objects[c].zone is zone:
                new = move_object(state, c, Zone.EXILE)
                if new is not None and new in state.objects \
                        and state.objects[new].zone is Zone.EXILE:
                    exiled.append(new)
        if e.get("linked") and exiled:  # 607.2a: imprint's "the exiled card" (linked.py)
            from mtg_engine.effects.linked import remember_exiled

            remember_exiled(state, frame, exiled)
        vars_ = (*((k, v) for k, v in frame.vars if k != "done"), ("done", i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    return True


def exilable(state: GameState, frame: Frame, e: Effect, player: int, zone: Zone) -> list[int]:
    """The cards of `player`'s hand or graveyard that may be chosen: those matching `filter`
    ("Exile a creature card from your graveyard", 109.2), or all."""
    cards = state.players[player].hand if zone is Zone.HAND else state.players[player].graveyard
    f = e.get("filter")
    if not f:
        return list(cards)
    from mtg_engine.rules.filters import matches

    return [c for c in cards if matches(state, c, f, player, frame.source)]


def v_exile_from_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    """406.3: "Target opponent exiles two cards from their hand.\""""
    return _exile_chosen(state, frame, e, Zone.HAND)


def v_exile_from_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    """406.3: "Target player exiles a card from their graveyard.\""""
    return _exile_chosen(state, frame, e, Zone.GRAVEYARD)


def v_exile_top_cards(state: GameState, frame: Frame, e: Effect) -> bool:
    """401.1, 406.3: each player named exiles the top `count` cards (one by default: ingest's
    "that player exiles the top card of their library", 702.115a) of their library, one at a
    time from the top (as many as there are). `counters`: "and put a fetch counter on each of
    them" (122.1: one of that kind on each card exiled, which is marked as exiled by the
    effect's controller, rules/exiled_by.py)."""
    exiled: list[int] = []
    kind = e.get("counters")  # 122.1: "and put a fetch counter on each of them" (Pako)
    counters = ((str(kind), 1),) if kind else ()
    for p in players_of(state, frame, e.get("who", "you")):
        for _ in range(min(amount_of(state, frame, e.get("count", 1)),
                           len(state.players[p].library))):
            if e.get("face_down"):  # 406.3 (effects/exiled_face_down.py)
                exiled.extend(exile_face_down(state, state.players[p].library[-1]))
                continue
            new = move_object(state, state.players[p].library[-1], Zone.EXILE)
            if new is not None and new in state.objects \
                    and state.objects[new].zone is Zone.EXILE:
                exiled.append(new)
                if counters:  # (406.3: "cards you exiled", rules/exiled_by.py)
                    mark_exiled_by(state, new, frame.controller)
                    arrive_with(state, new, counters)
    if e.get("linked"):  # 607.2a: "all cards exiled with ~" (effects/linked.py)
        from mtg_engine.effects.linked import remember_exiled

        remember_exiled(state, frame, exiled)
    return True


def v_look_at_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Look at target player's hand": the hand, hidden (402.3), is seen by the effect's
    controller alone; nothing else changes. Logged as "Look at target player's hand and
    choose ..." logs it (effects/keyword_actions.py)."""
    for p in players_of(state, frame, e.get("who")):
        state.log.append(("look_at_hand", frame.controller, p, len(state.players[p].hand)))
    return True


def v_reveal_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Target player reveals their hand" (701.16a): every card of that hand is shown to all
    players (logged); nothing moves."""
    for p in players_of(state, frame, e.get("who")):
        state.log.append(("reveal", p, tuple(state.players[p].hand)))
    return True


def v_look_at_face_down(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Look at target face-down creature" (708.5: otherwise only its controller may): the
    effect's controller sees it; nothing else changes."""
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.objects:
            state.log.append(("look_at_face_down", frame.controller, r))
    return True


def v_look_at_library(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Look at the top card of target player's library" (401.5): the controller sees the top
    `count` cards of that library (hidden, 400.2); nothing moves."""
    for p in players_of(state, frame, e.get("who", "you")):
        n = min(amount_of(state, frame, e.get("count")), len(state.players[p].library))
        if p == frame.controller:
            state.log.append(("look_at_top", p, n))  # (as effects/library.py logs it)
        else:
            state.log.append(("look_at_library_top", frame.controller, p, n))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "look_at_library": v_look_at_library,
    "look_at_hand": v_look_at_hand,
    "reveal_hand": v_reveal_hand,  # 701.16a
    "look_at_face_down": v_look_at_face_down,  # 708.5
    "exile_from_hand": v_exile_from_hand,
    "exile_from_graveyard": v_exile_from_graveyard,
    "exile_top_cards": v_exile_top_cards,
}
