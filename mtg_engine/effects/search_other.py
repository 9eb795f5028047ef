"""Another player's library searched by the effect's controller (701.19; cards/oracle/
search_other.py): "Search target opponent's library for a creature card and put that card
onto the battlefield under your control. Then that player shuffles." (Bribery)"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, amount_of, players_of
from mtg_engine.rules.filters import matches
from mtg_engine.rules.search_forbidden import cant_search
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_search_player_library(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.19a: the controller looks through the named player's library for `count` cards
    matching `filter`. 701.19b: with a stated quality (a filter) or "up to", they may find
    fewer; "a card" / "three cards" with no quality must be found as far as the library holds
    them. The cards found go onto the battlefield under the controller's control (110.2), into
    their owner's graveyard, or into exile; then that player shuffles their library (701.20)."""
    from mtg_engine.rules.random import shuffle_library

    owners = players_of(state, frame, e.get("who"))
    if not owners:
        return True  # (an illegal target player: 608.2b)
    owner = owners[0]
    lib = state.players[owner].library
    f = e.get("filter")
    options = () if cant_search(state, frame.controller) else tuple(  # 101.2
        c for c in reversed(lib)
        if f is None or matches(state, c, f, frame.controller, frame.source))
    if frame.answer is None and options:
        n = min(amount_of(state, frame, e.get("count", 1)), len(options))
        least = 0 if (f is not None or e.get("up_to")) else n
        return _ask(state, ChoiceDecision(frame.controller, "search", options, least, n,
                                          f"search that library for {n} card(s)"), "effect")
    chosen = [c for c in (frame.answer or ()) if c in options]
    for c in chosen:
        if c in state.objects and state.objects[c].zone is Zone.LIBRARY:
            if e.get("to") == "battlefield":
                move_object(state, c, Zone.BATTLEFIELD, controller=frame.controller)
            elif e.get("to") == "graveyard":  # "put them into their graveyard" (400.3)
                move_object(state, c, Zone.GRAVEYARD)
            else:
                move_object(state, c, Zone.EXILE)
    state.log.append(("search", frame.controller, len(chosen)))
    shuffle_library(state, owner)
    return True


def _last_known(state: GameState, oid: int) -> tuple[str, int] | None:
    """(name, controller) of an object as it last existed (608.2h): from the object if it is
    still there, else from the log's record of its last move (rules/zones.py)."""
    o = state.objects.get(oid)
    if o is not None:
        return o.card.name, o.controller
    for entry in reversed(state.log):
        if entry[0] == "move" and entry[1] == oid:
            return str(entry[3]), int(entry[6])
    return None


def v_exile_same_name(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.19: the controller searches the graveyard, hand and library of the controller of
    the target (as it last existed, 608.2h) for cards with its name and exiles them. "All":
    those in the graveyard (public) must be found; in the hand and library (hidden zones) any
    of them may be left (701.19b). "Any number of": any may be left. Then that player
    shuffles (701.20)."""
    t = frame.targets[0] if frame.targets else 0
    known = _last_known(state, t) if t > 0 else None
    if known is None:
        return True
    name, who = known
    if e.get("owner"):  # "its owner's" (a card in a graveyard, 108.3)
        o = state.objects.get(t)
        if o is None:
            return True
        who = o.owner
    return _exile_named(state, frame, e, who, lambda n: n == name, name)


def v_exile_named(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.19, 201.2: "Search target player's graveyard, hand, and library for any number of
    cards with that name and exile them. Then that player shuffles." — the name the spell's
    controller chose as it resolved (rules/card_names.py); none chosen: nothing is found."""
    from mtg_engine.rules.card_names import chosen_name, has_name

    name = chosen_name(state, frame.source)
    who = players_of(state, frame, e.get("who"))
    if not who:
        return True
    return _exile_named(state, frame, e, who[0], lambda n: has_name(n, name), name)


def _exile_named(state: GameState, frame: Frame, e: Effect, who: int,
                 named_so: Callable[[str], bool], name: str) -> bool:
    from mtg_engine.rules.random import shuffle_library

    p = state.players[who]
    named = [c for c in (*p.graveyard, *p.hand, *reversed(p.library))
             if c in state.objects and named_so(state.objects[c].card.name)]
    must = [] if e.get("any_number") else [c for c in named if c in p.graveyard]
    options = tuple(c for c in named if c not in must)
    if frame.answer is None and options:
        return _ask(state, ChoiceDecision(frame.controller, "search", options, 0, len(options),
                                          f"exile any of the cards named {name}"), "effect")
    chosen = [*must, *(c for c in (frame.answer or ()) if c in options)]
    for c in chosen:
        if c in state.objects:
            move_object(state, c, Zone.EXILE)
    state.log.append(("search", frame.controller, len(chosen)))
    shuffle_library(state, who)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_same_name": v_exile_same_name,
    "exile_named": v_exile_named,
    "search_player_library": v_search_player_library,
}
