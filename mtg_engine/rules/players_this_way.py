"""What each player did "this way" as a spell or ability resolves (608.2c; a record per
player read from the events since the resolution began, rules/amounts.since_resolution):
"each opponent who didn't discard a nonland card this way" (Kroxa, Titan of Death's Hunger;
cards/oracle/players_this_way.py)."""

from __future__ import annotations

from typing import Any

from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import player_ref


def discarded_kind(state: GameState, frame: Frame, f: Any) -> set[int]:
    """The players who discarded (701.8a) a card matching `f` as this resolution went on:
    each card as it is where the discard put it (400.7: its types don't change on the way)."""
    from mtg_engine.rules.amounts import since_resolution
    from mtg_engine.rules.filters import matches

    by: dict[int, int] = {}  # the card discarded -> its player
    who: set[int] = set()
    for ev in since_resolution(state, frame):  # (newest first: a card's "discard" event is
        # logged after its move, primitives.discard)
        if ev[0] == "discard":
            by[ev[2]] = ev[1]
        elif ev[0] == "move" and ev[1] in by:
            new = ev[2]
            if isinstance(new, int) and new in state.objects \
                    and matches(state, new, f, frame.controller):
                who.add(by[ev[1]])
    return who


def put_kind(state: GameState, frame: Frame, f: Any) -> set[int]:
    """The players who put a card matching `f` from their hand onto the battlefield as this
    resolution went on (each_player_puts: under its owner's control, 110.2)."""
    from mtg_engine.rules.amounts import since_resolution
    from mtg_engine.rules.filters import matches

    return {ev[6] for ev in since_resolution(state, frame)
            if ev[0] == "move" and (ev[4], ev[5]) == ("hand", "battlefield")
            and isinstance(ev[2], int) and ev[2] in state.objects
            and matches(state, ev[2], f, frame.controller)}


def didnt(state: GameState, frame: Frame, what: str, f: Any, of: Any) -> list[int]:
    """608.2c: the players `of` names (APNAP order) who discarded (`didnt_discard`) or put
    onto the battlefield (`didnt_put`) no card matching `f` this way (one who had no card to
    discard did not, 701.8a)."""
    from mtg_engine.effects.references import players_of

    did = discarded_kind(state, frame, f) if what == "didnt_discard" else put_kind(state, frame, f)
    return [player_ref(p) for p in players_of(state, frame, of) if p not in did]
