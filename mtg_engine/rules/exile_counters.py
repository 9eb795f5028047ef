"""Cards exiled with counters on them (122.1: counters may be on an object in any zone), and a
dying creature exiled with counters put on the effect's source instead (614.1a):

- a replacement's "instead exile it with a void counter on it" (Dauthi Voidwalker, Draugr
  Necromancer): the move's `counters` are put on the card as it arrives in exile
  (`arrive_with`, called by rules/zones.perform_move);
- "If a creature an opponent controls would die, instead exile it and put a number of +1/+1
  counters equal to that creature's power on ~." (Ravenous Slime): the creature is exiled
  instead of dying (700.4: it doesn't die), then the counters are put on the source, as many
  as the creature's power as it would have died (its last look on the battlefield).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Candidate, Event
    from mtg_engine.state.game_state import GameState


def arrive_with(state: GameState, oid: int, counters: tuple[tuple[str, int], ...]) -> None:
    """122.1: the card `oid`, just put into exile, has these counters on it as it arrives."""
    from mtg_engine.effects.primitives import perform_add_counters

    for kind, n in counters:
        perform_add_counters(state, oid, kind, n)


def exiled_with_power_counters(state: GameState, c: Candidate, ev: Event) -> tuple[Event, ...]:
    """614.1a: the dying creature goes to exile instead; then `c.source` gets as many counters
    of the effect's kind as the creature's power (none for 0 or less)."""
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.leaving_together import last_known
    from mtg_engine.rules.replacement import Event

    power = 0
    if ev.obj in state.objects:  # (608.2h: as it last existed, beside those leaving with it)
        power = int((last_known(state, ev.obj) or characteristics(state, ev.obj)).power or 0)
    kind = {"destroy": "move", "counter": "move"}.get(ev.kind, ev.kind)
    cause = ev.kind if ev.kind != kind else ev.cause
    moved = replace(ev, kind=kind, to="exile", top=True, cause=cause, counters=())
    if power <= 0:
        return (moved,)
    return (moved, Event("counters", obj=c.source, counter_kind=c.spec.counter_kind,
                         amount=power, source_controller=c.controller, applied=ev.applied))
