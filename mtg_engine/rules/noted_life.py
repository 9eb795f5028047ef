"""614.12, 608.2h: "As ~ enters the battlefield, note your life total." and "At the
beginning of your upkeep, draw a card if your life total is greater than or equal to the last
noted life total for ~. Then note your life total." (Sigarda's Splendor).

The number noted is kept on the permanent (`GameObject.chosen`, key NOTED): the entering
replacement `note_life` notes the life total of the player it enters under the control of; the
verb `note_life` notes its controller's life total again as the ability resolves; the
condition `life_ge_noted` compares that player's life total with the last number noted (none
noted, or the permanent gone: nothing to compare, false). A new object (400.7) notes anew."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event

NOTED = "noted_life"


def entering(state: GameState, ev: Event) -> Event:
    """614.12: the entering permanent notes the life total of the player it enters under the
    control of."""
    who = ev.controller if ev.controller >= 0 else state.objects[ev.obj].owner
    return replace(ev, chosen=(*ev.chosen, (NOTED, str(state.players[who].life))))


def v_note_life(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Note your life total.": the source notes its controller's life total (the last number
    noted is the one read)."""
    if frame.source not in state.objects:
        return True
    o = state.mut(frame.source)
    life = str(state.players[frame.controller].life)
    o.chosen = (*((k, v) for k, v in o.chosen if k != NOTED), (NOTED, life))
    return True


def life_ge_noted(state: GameState, controller: int, source: int) -> bool:
    """"your life total is greater than or equal to the last noted life total for ~"."""
    o = state.objects.get(source)
    noted = dict(o.chosen).get(NOTED) if o is not None else None
    return noted is not None and state.players[controller].life >= int(noted)


VERBS = {"note_life": v_note_life}
