"""Hideaway (702.75) and the ability linked to it (607.2a).

`hideaway` {count: N}: the controller looks at the top N cards of their library (401.5), exiles
one of them face down and puts the rest on the bottom of their library in a random order
(702.75a). The exiled card is remembered as exiled with the permanent (effects/linked.py), so
its other abilities' "the exiled card" is that card (607.2a); it is marked ("hideaway", the
permanent's id) in `GameObject.chosen`: the player who controls that permanent may look at it
(702.75a), no one else (observe.py; logged without its name, 406.3).

`play_exiled` {free: true}: "You may play the exiled card without paying its mana cost."
(`cast`: "cast the exiled card ...", a land stays exiled, 305.1; `must`: played if able, its
"you may" asked before, "... If you do, ..."). As the
ability resolves, its controller may play the card the permanent exiled (still in exile: one
that left is a new object, 400.7): a land is played (305.1: only during their own turn with a
land play left, 305.2-305.3; it counts as their land play), any other card is cast at once
without paying its mana cost (608.2g, 118.9; timing ignored, 601.3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.core.types import CardType
from mtg_engine.effects.linked import EXILED_WITH, remember_exiled
from mtg_engine.effects.references import _ask
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

HIDDEN = "hideaway"  # `GameObject.chosen`: (HIDDEN, the id of the permanent that exiled it)


def v_hideaway(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.75a: look at the top N cards, exile one face down, the rest on the bottom at
    random."""
    from mtg_engine.effects.ordering import put_on_bottom
    from mtg_engine.rules.random import rng

    player = frame.controller
    lib = state.players[player].library
    n = min(int(e.get("count", 4)), len(lib))
    top = tuple(reversed(lib[-n:])) if n else ()
    if not top:
        return True
    if frame.answer is None:
        state.log.append(("look_at_top", player, n))
        return _ask(state, ChoiceDecision(player, "hideaway", top, 1, 1,
                                          f"hideaway: choose one of the top {n} cards to "
                                          "exile face down"), "effect")
    chosen = frame.answer[0] if frame.answer and frame.answer[0] in top else top[0]
    new = move_object(state, chosen, Zone.EXILE, cause=HIDDEN)
    if new is not None and new in state.objects and state.objects[new].zone is Zone.EXILE:
        o = state.mut(new)
        o.chosen = (*o.chosen, (HIDDEN, str(frame.source)))
        remember_exiled(state, frame, [new])  # 607.2a
    rest = [c for c in top if c != chosen and c in lib]
    rng(state).shuffle(rest)
    put_on_bottom(state, player, tuple(rest))
    return True


def v_play_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    """607.2a, 608.2g: the controller may play the card the source exiled, without paying its
    mana cost."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    mine = [t for t in state.delayed if t.delay == EXILED_WITH and t.source == frame.source]
    cards = [c for t in mine for c in t.remembered
             if c in state.objects and state.objects[c].zone is Zone.EXILE]
    if not cards:
        return True
    card = cards[0]
    o = state.objects[card]
    may = not e.get("must")  # (`must`: played if able, its "you may" asked before)
    if CardType.LAND in o.card.types and not o.card.faces:
        return True if e.get("cast") else _play_land(state, frame, card, may)  # (305.1)
    return _cast_exiled_free(state, frame, card, must=not may)  # (False: waiting for answers)


def _play_land(state: GameState, frame: Frame, card: int, may: bool) -> bool:
    """305.1-305.3: the land is played only during its player's own turn with a land play
    left (it counts as one); else it stays exiled."""
    from mtg_engine.rules.restrictions import land_drops, land_play_forbidden

    player = frame.controller
    p = state.players[player]
    if state.active != player or p.lands_played >= land_drops(state, player) \
            or land_play_forbidden(state, player):
        return True
    if frame.answer is None and may:
        name = state.objects[card].card.name
        return _ask(state, ChoiceDecision(player, "may", (1, 0), 1, 1,
                                          f"play {name} without paying its mana cost?"),
                    "effect")
    play = not may or (frame.answer is not None and frame.answer[0] == 1)
    state.frame = replace(frame, answer=None)
    if play:
        p.lands_played += 1
        new = move_object(state, card, Zone.BATTLEFIELD, controller=player)
        state.log.append(("play_land", player, card if new is None else new))
    return True


def can_look(state: GameState, o_chosen: tuple[tuple[str, str], ...], viewer: int | None) -> bool:
    """702.75a: may `viewer` look at this face-down exiled card (the controller of the
    permanent that exiled it, while it is on the battlefield)?"""
    src = next((int(v) for k, v in o_chosen if k == HIDDEN), 0)
    s = state.objects.get(src)
    return viewer is not None and s is not None and s.zone is Zone.BATTLEFIELD \
        and s.controller == viewer


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "hideaway": v_hideaway, "play_exiled": v_play_exiled,
}
