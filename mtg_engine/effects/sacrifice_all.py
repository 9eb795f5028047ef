"""Every permanent of a kind sacrificed at once (701.17a), and Living Death's exchange of
graveyard and battlefield (cards/oracle/sacrifice_all.py).

`sacrifice_all`: each player `who` names sacrifices every permanent they control matching
`filter`; there is nothing to choose, and all of them go at once (101.4 has no order to keep).

`graveyard_swap` ("Each player exiles all creature cards from their graveyard, then
sacrifices all creatures they control, then puts all cards they exiled this way onto the
battlefield."): three instructions in order (608.2c). Each player exiles the cards of their
graveyard with the filter's card type (406.3); the cards in exile are new objects (400.7),
remembered as they arrive there. Then each player sacrifices the permanents they control of
that type (701.17a), the cards just sacrificed staying in the graveyard. Then the cards
exiled this way (those still in exile) are put onto the battlefield at once under their
owners' control (110.2; 614.13a: each knows the others entering with it). An Aura card
among them would need an object to enchant chosen (303.4f): no card these texts name is
one (the filter's card type is Creature or Artifact), and such a card is left in exile."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def _players(state: GameState, frame: Frame, who: str) -> list[int]:
    """101.4: the players in APNAP order ("you": the controller only)."""
    if who == "you":
        return [frame.controller]
    return [p for p in state.apnap() if who == "each_player" or p != frame.controller]


def _sacrifice(state: GameState, frame: Frame, players: list[int], f: Filter | None) -> None:
    doomed = [oid for p in players for oid in state.battlefield
              if state.objects[oid].controller == p
              and matches(state, oid, f, frame.controller, frame.source)]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, oid)


def v_sacrifice_all(state: GameState, frame: Frame, e: Effect) -> bool:
    _sacrifice(state, frame, _players(state, frame, e.get("who", "you")), e.get("filter"))
    return True


def v_graveyard_swap(state: GameState, frame: Frame, e: Effect) -> bool:
    f = e.get("filter")
    players = state.apnap()
    exiled: list[int] = []
    for p in players:  # 406.3: each player's matching graveyard cards
        for c in [c for c in state.players[p].graveyard
                  if matches(state, c, f, frame.controller, frame.source)]:
            new = move_object(state, c, Zone.EXILE)
            if new is not None and new in state.objects \
                    and state.objects[new].zone is Zone.EXILE:
                exiled.append(new)
    _sacrifice(state, frame, players, f)  # 701.17a
    back = tuple(c for c in exiled if c in state.objects
                 and state.objects[c].zone is Zone.EXILE
                 and "Aura" not in state.objects[c].card.subtypes)  # (303.4f: see above)
    together = back if len(back) > 1 else ()
    for c in back:  # 110.2: under their owners' control
        move_object(state, c, Zone.BATTLEFIELD, together=together)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "sacrifice_all": v_sacrifice_all, "graveyard_swap": v_graveyard_swap}
