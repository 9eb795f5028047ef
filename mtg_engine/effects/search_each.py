"""A library search for one card of each of several kinds (701.19): "Search your library for a
basic Forest card and a basic Plains card, reveal those cards, put them into your hand, then
shuffle." (Yasharn, Implacable Earth; cards/oracle/search_each.py).

The controller looks for one card matching each filter in turn, a card found for one kind not
offered again; searching a hidden zone for cards with a quality, they may find fewer than
asked (701.19b). The cards found go to the hand or onto the battlefield together, then the
library is shuffled. "You may search ..." (`may`, 608.2d): declined, nothing happens and the
library isn't shuffled. The step reached is kept in the frame's vars ("searching": 1 once the
controller chose to search; "found": the cards found, one var per kind answered).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.search_forbidden import cant_search
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_search_each(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.random import shuffle_library

    p = frame.controller
    if e.get("may") and dict(frame.vars).get("searching") is None:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(p, "may", (1, 0), 1, 1, "search your library?"),
                        "effect")
        if frame.answer[0] == 0:
            return True
        state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, ("searching", 1)))
    filters = e.get("filters")
    found = [v for k, v in frame.vars if k == "found"]
    while len(found) < len(filters):
        if frame.answer is not None:  # the card found for the next kind (0: none)
            pick = frame.answer[0] if frame.answer else 0
            found.append(pick)
            state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, ("found", pick)))
            continue
        f = filters[len(found)]
        options = () if cant_search(state, p) else tuple(  # 101.2
            c for c in reversed(state.players[p].library)
            if c not in found and matches(state, c, f, p, frame.source))
        if not options:
            state.frame = frame = replace(frame, vars=(*frame.vars, ("found", 0)))
            found.append(0)
            continue
        return _ask(state, ChoiceDecision(p, "search", options, 0, 1,
                                          f"search your library for card {len(found) + 1} of "
                                          f"{len(filters)}"), "effect")
    to = Zone(e.get("to"))
    for c in found:
        if c and c in state.objects and state.objects[c].zone is Zone.LIBRARY:
            if to is Zone.BATTLEFIELD:
                move_object(state, c, to, controller=p, tapped=bool(e.get("tapped")))
            else:
                move_object(state, c, to)
    state.log.append(("search", p, sum(1 for c in found if c)))
    shuffle_library(state, p)  # 701.19, 701.20a
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"search_each": v_search_each}
