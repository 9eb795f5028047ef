"""603.2d: "If a creature dying / an artifact or creature entering the battlefield causes a
triggered ability of a permanent you control to trigger, that ability triggers an additional
time." (Teysa Karlov, Panharmonicon, Yarok, Ancient Greenwarden): the static kinds
`triggers_twice_on_death` and `triggers_twice_on_enter`, their `filter` the permanent dying or
entering. Rather than simply determining that such an ability has triggered, the game
determines how many times: once, plus one for each such static ability of that player (two
Panharmonicons: three times); it doesn't apply to delayed triggered abilities (603.2e) nor to
abilities of objects that aren't permanents (a card in a graveyard, an emblem).

rules/triggers.py calls `additional_triggers` with the abilities one event made trigger. A
permanent dying is a creature put into a graveyard from the battlefield (700.4), matched as it
last existed (603.10a: its "left_as" record); a doubler leaving the battlefield in the same
event still looks back at it (Teysa dying with other creatures, its printed static). A
permanent entering is matched as it is on the battlefield (603.6a)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.trigger_base import Batch

ON_DEATH = "triggers_twice_on_death"
ON_ENTER = "triggers_twice_on_enter"


def _doublers(state: GameState, kind: str, batch: Batch) -> list[tuple[int, int, Filter]]:
    """(source, controller, filter) of each static ability `kind` on the battlefield, and for
    deaths of those that left it in this batch (603.10a)."""
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import _static_kinds

    out: list[tuple[int, int, Filter]] = []
    if kind in _static_kinds(state):
        for src in state.battlefield:
            ch = characteristics(state, src)
            out += [(src, ch.controller, st.filter) for st in ch.statics if st.kind == kind]
    if kind == ON_DEATH:
        out += [(oid, ctrl, st.filter) for oid, card, ctrl in batch.left
                for st in card.statics if st.kind == kind]
    return out


def _causes(state: GameState, ev: tuple, kind: str, f: Filter, controller: int,  # type: ignore[type-arg]
            source: int, batch: Batch) -> bool:
    """Is the move event `ev` a permanent matching `f` dying / entering (700.4, 603.6a)?"""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.last_known import matches_as_it_left

    if kind == ON_ENTER:
        return ev[5] == "battlefield" and ev[2] in state.battlefield \
            and matches(state, ev[2], f, controller, source)
    rec = batch.lki.get(ev[1])
    return ev[4] == "battlefield" and ev[5] == "graveyard" and rec is not None \
        and matches_as_it_left(state, rec, f, controller, source)


def _of_a_permanent(state: GameState, t: PendingTrigger, batch: Batch) -> bool:
    """A triggered ability of a permanent (603.2d: on the battlefield, or one that left it in
    this batch and looks back, 603.10a), not a delayed one (603.2e)."""
    if t.delay:
        return False
    o = state.objects.get(t.source)
    return (o is not None and o.zone is Zone.BATTLEFIELD) or any(
        w[0] == t.source for w in batch.left)


def additional_triggers(state: GameState, ev: tuple, caused: list[PendingTrigger],  # type: ignore[type-arg]
                        batch: Batch) -> list[PendingTrigger]:
    """The additional times the abilities `caused` by the move event `ev` trigger (603.2d)."""
    if not caused or ev[0] != "move":
        return []
    out: list[PendingTrigger] = []
    for kind in (ON_DEATH, ON_ENTER):
        for src, controller, f in _doublers(state, kind, batch):
            if not _causes(state, ev, kind, f, controller, src, batch):
                continue
            out += [replace(t, timestamp=state.new_timestamp()) for t in caused
                    if t.controller == controller and _of_a_permanent(state, t, batch)]
    return out
