"""A library search whose found cards an opponent divides (701.19, 608.2d):

  Search your library for three cards and reveal them. Target opponent chooses one. Put that
  card into your hand and the rest into your graveyard. Then shuffle.            (Intuition)
  Search your library for up to four cards with different names and reveal them. Target
  opponent chooses two of those cards. Put the chosen cards into your graveyard and the rest
  into your hand. Then shuffle.                                              (Gifts Ungiven)

The `search_opponent_chooses` effect, in steps kept in the frame's vars:
1. the controller finds the cards one at a time (each with a name none found before has when
   `different_names`, 201.2), up to `count`; they may stop early when the search says "up to"
   or states a quality (701.19b), else they must find `count` cards or as many as the library
   has (701.19d: "three cards");
2. the cards found are revealed (701.16a);
3. the opponent (`chooser`: "target", the target opponent; "opponent", the one the controller
   chooses, 608.2d) chooses `chosen` of them (all of them when fewer were found);
4. the chosen cards are put into `chosen_to`, the rest into `rest_to`, at the same time, then
   the controller shuffles their library (701.20). The cards stay in the library until then.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.rules.filters import matches
from mtg_engine.rules.search_forbidden import cant_search
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_FOUND, _DONE, _FOE = "oc_found", "oc_done", "oc_foe"


def v_search_opponent_chooses(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask

    me = frame.controller
    if not dict(frame.vars).get(_DONE):
        got = _find(state, frame, e, me)
        if got is None:
            return False  # (a card asked for)
        frame = state.frame = replace(state.frame, answer=None, vars=(
            *state.frame.vars, *((_FOUND, c) for c in got), (_DONE, 1)))
        if got:
            state.log.append(("reveal", me, got))  # 701.16a
    found = tuple(c for k, c in frame.vars if k == _FOUND and c in state.objects
                  and state.objects[c].zone is Zone.LIBRARY)
    if not found:
        return _finish(state, me, ())
    foe = _chooser(state, frame, e)
    if foe is None:
        return False
    frame = state.frame
    if foe < 0:  # (no opponent to choose: none are chosen)
        return _finish(state, me, found, (), Zone(e.get("rest_to")))
    k = min(int(e.get("chosen", 1)), len(found))
    if frame.answer is None:
        return _ask(state, ChoiceDecision(foe, "opponent_chooses", found, k, k,
                                          f"choose {k} of the cards found"), "effect")
    chosen = tuple(c for c in frame.answer if c in found)
    state.frame = replace(frame, answer=None)
    return _finish(state, me, found, chosen, Zone(e.get("chosen_to")), Zone(e.get("rest_to")))


def _find(state: GameState, frame: Frame, e: Effect, me: int) -> tuple[int, ...] | None:
    """The cards the controller found (701.19), or None while a card is asked for."""
    from mtg_engine.effects.references import _ask, amount_of

    f = e.get("filter") or Filter()
    options = () if cant_search(state, me) else tuple(  # 101.2 (rules/search_forbidden.py)
        c for c in reversed(state.players[me].library) if matches(state, c, f, me, frame.source))
    count = amount_of(state, frame, e.get("count", 1))
    found = [int(v) for k, v in frame.vars if k == "oc_pick"]
    if frame.answer is not None:
        picked = [c for c in frame.answer if c in options and c not in found]
        state.frame = frame = replace(frame, answer=None, vars=(
            *frame.vars, *(("oc_pick", c) for c in picked),
            *(() if picked else (("oc_stop", 1),))))
        found += picked
    left = tuple(c for c in options if c not in found and not (
        e.get("different_names") and state.objects[c].card.name in
        {state.objects[x].card.name for x in found}))
    # 701.19d: "three cards" must be found if there; 701.19b: "up to", a stated quality
    must = not e.get("up_to") and f == Filter() and not e.get("different_names")
    if len(found) >= count or not left or dict(frame.vars).get("oc_stop"):
        return tuple(found)
    _ask(state, ChoiceDecision(me, "search", left, 1 if must else 0, 1,
                               "search your library for one more card"), "effect")
    return None


def _chooser(state: GameState, frame: Frame, e: Effect) -> int | None:
    """The opponent who chooses: the target opponent, or the one the controller chooses
    (608.2d); -1 if there is none (an illegal target: 608.2b), None while asked."""
    from mtg_engine.effects.references import chosen_opponent, players_of

    if e.get("chooser") == "target":
        foes = players_of(state, frame, "target")
        return foes[0] if foes else -1
    got = dict(frame.vars).get(_FOE)
    if got is not None:
        return int(got)
    foe = chosen_opponent(state, frame, "choose the opponent who chooses")
    if foe is None:
        return None
    state.frame = replace(state.frame, answer=None, vars=(*state.frame.vars, (_FOE, foe)))
    return foe


def _finish(state: GameState, me: int, found: tuple[int, ...], chosen: tuple[int, ...] = (),
            chosen_to: Zone = Zone.HAND, rest_to: Zone = Zone.GRAVEYARD) -> bool:
    """The chosen cards and the rest put where they go at once, then the shuffle (701.20)."""
    from mtg_engine.rules.random import shuffle_library

    state.log.append(("search", me, len(found)))
    for c in found:
        if c in state.objects and state.objects[c].zone is Zone.LIBRARY:
            move_object(state, c, chosen_to if c in chosen else rest_to)
    shuffle_library(state, me)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "search_opponent_chooses": v_search_opponent_chooses}
