"""704.3, 608.2c, 614.1a: permanents that leave the battlefield in one event (one batch of
state-based actions; "destroy all creatures") leave simultaneously, so each one's replacement
effects apply to the others' moves even once the engine has moved it (two players' Ravenous
Slimes dying at once each exile the other; a Slime destroyed by Wrath of God beside an
opponent's creatures exiles them). The effects are read before any object moves and kept in
`GameState.leaving_sources` while the moves are performed (rules/replacement.applicable).
608.2h: their characteristics as they last existed on the battlefield are those they had
together, before the first of them moved (`GameState.leaving_chars`, `last_known`: a Merfolk
destroyed beside its Lord of Atlantis had the Lord's +1/+1, for Ravenous Slime's count).

The state-based actions also perform the moves of the permanents whose replacement effects
watch others leaving last (`sources_last`: Kalitas, Traitor of Ghet's ruling, "If Kalitas leaves
the battlefield at the same time as a nontoken creature an opponent controls ..., Kalitas's
ability applies to that creature")."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

Leaving = tuple[tuple[int, int, Any, int, str], ...]


def _sources(state: GameState, oids: Iterable[int]) -> Leaving:
    """(object, index, spec, controller, name) of the replacement effects of the permanents
    among `oids`."""
    from mtg_engine.rules.replacement import _static_sources

    leaving = {o for o in oids if o in state.objects
               and state.objects[o].zone is Zone.BATTLEFIELD}
    if len(leaving) < 2:
        return ()
    return tuple((oid, i, spec, state.objects[oid].controller, state.objects[oid].card.name)
                 for oid, i, spec in _static_sources(state) if oid in leaving)


def _chars(state: GameState, oids: list[int]) -> tuple[tuple[int, Any], ...]:
    """(Read only when a replacement effect could use them: one exists on the battlefield.)"""
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.replacement import _static_sources

    if not _static_sources(state):
        return ()
    on = [o for o in oids if o in state.objects and state.objects[o].zone is Zone.BATTLEFIELD]
    return tuple((o, characteristics(state, o)) for o in on) if len(on) > 1 else ()


def last_known(state: GameState, oid: int) -> Any:
    """608.2h: the characteristics of the permanent `oid` as it last existed on the battlefield
    beside the others leaving with it (None when it isn't one of a batch)."""
    return next((ch for o, ch in state.leaving_chars if o == oid), None)


@contextmanager
def leaving_together(state: GameState, oids: Iterable[int]) -> Iterator[None]:
    """While the block moves `oids`, their replacement effects keep applying (704.3), and
    their characteristics are read as they were together (608.2h)."""
    oids = list(oids)
    before, chars_before = state.leaving_sources, state.leaving_chars
    state.leaving_sources = before + _sources(state, oids)
    state.leaving_chars = chars_before + _chars(state, oids)
    try:
        yield
    finally:
        state.leaving_sources, state.leaving_chars = before, chars_before


# The replacement events that watch a permanent leaving the battlefield (rules/
# replacement_watch.watches)
LEAVING_EVENTS = frozenset({"destroy", "to_graveyard", "die", "leave_battlefield", "move"})


def _watches_others_leaving(state: GameState, oid: int) -> bool:
    from mtg_engine.rules.replacement import card_replacements
    from mtg_engine.rules.text_changes import text_card

    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    return any(spec.event in LEAVING_EVENTS and spec.affects != "self"
               for spec in card_replacements(text_card(state, oid)))


def sources_last(state: GameState, oids: list[int]) -> list[int]:
    """`oids` (leaving the battlefield at once) in the order their moves are performed: the
    permanents with a replacement effect watching other permanents leave come last (614.1)."""
    if len(oids) < 2:
        return list(oids)
    return sorted(oids, key=lambda oid: _watches_others_leaving(state, oid))  # (stable)
