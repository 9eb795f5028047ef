"""The trigger events of dungeons (309, 701.46; rules/dungeons.py), registered into
rules/triggers.py's EVENT_HANDLERS:

- ("venture_room", player, dungeon id, room, its name): 309.4c, the room ability of that room ("When you
  move your venture marker into this room, ..."), and only that room's, of the dungeon card
  (controlled by its owner);
- ("venture", player): "Whenever you venture into the dungeon" (701.46; event `you_venture`)
  of that player's permanents;
- ("dungeon_completed", player, id, name): "Whenever you complete a dungeon" (309.7; event
  `you_complete_dungeon`) of that player's permanents.
"""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.dungeons import ROOM_EVENT
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

VENTURE_EVENT = "you_venture"
COMPLETE_EVENT = "you_complete_dungeon"


def _on_room(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    o = state.objects.get(ev[2])
    if o is None:
        return
    rooms = [t for t in o.card.triggers if t.event == ROOM_EVENT]
    if ev[3] < len(rooms):
        want = rooms[ev[3]]
        _b._fire(state, found, o.id, o.card, o.owner, ROOM_EVENT,
                 check=lambda tr: tr is want)  # 309.4c: its owner controls it


def _yours(event: str):  # type: ignore[no-untyped-def]
    def handler(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: _b.Batch) -> None:
        for o in _b._battlefield_with(state, event):
            if o.controller == ev[1]:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, event)
    handler.__name__ = f"_on_{event}"
    return handler


_b.register("venture_room", _on_room)
_b.register("venture", _yours(VENTURE_EVENT))
_b.register("dungeon_completed", _yours(COMPLETE_EVENT))
