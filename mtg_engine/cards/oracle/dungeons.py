"""Dungeon cards (309) read from Oracle text: one room a line, "Room Name — Effect. (Leads to:
A, B)" (309.4: the room's name, 309.4b flavour; the arrows leaving it). Each room's effect is
the effect of its room ability, "When you move your venture marker into this room, [effect]."
(309.4c), read as any trigger's effect is (triggers._trigger, after a stand-in condition of
the same shape) and kept as a triggered ability of event `room`, one per room in room order;
the rooms and arrows are read again from the card's text by rules/dungeons.rooms. A room whose
effect is not understood refuses the dungeon, and a player can't venture into it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.mtgjson import AtomicCard

ROOM_EVENT = "room"
WORDS = "When you move your venture marker into this room"
_STANDIN = "At the beginning of your upkeep"  # (no "~": a room ability names no object)


def is_dungeon(card: AtomicCard) -> bool:
    return len(card.faces) == 1 and list(card.front.types) == ["Dungeon"]


def dungeon_dsl(card: AtomicCard, rendered: list[tuple[str, str]], face_dsl: Any,
                round_trip: Any, reason: Any) -> tuple[dict[str, Any], list[Any]]:
    """The dungeon's DSL (its room abilities) and the reasons it can't be compiled."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK
    from mtg_engine.cards.oracle.triggers import _trigger
    from mtg_engine.rules.dungeons import parse_rooms

    face = card.front
    rooms = parse_rooms(face.text)
    if rooms is None:
        return {}, [reason("a dungeon card whose rooms and arrows are not read (309.4)")]
    dsl, reasons = face_dsl(card, replace(face, text=""), card.name, rendered)
    own: list[dict[str, Any]] = []
    trace: list[tuple[str, str, list[Any]]] = []
    for room in rooms:
        effect = room.effect[0].lower() + room.effect[1:]
        para = f"{WORDS}, {effect}"
        got, why = _trigger(f"{_STANDIN}, {effect}", para)
        if got is None or len(got) != 1 or \
                set(got[0]) - {"event", "text", "effects", "targets", "optional"}:
            why = (why or "effect not understood").replace(_STANDIN, WORDS)
            reasons.append(reason(f"room ability (309.4c) of {room.name}: {why}",
                                  room.effect))
            continue
        t = {**got[0], "event": ROOM_EVENT, "text": f"{room.name} — {room.effect}"}
        own.append(t)
        trace.append((para, "trigger", [t]))
    if not reasons:
        reasons += round_trip(trace, face.types, _TOKEN_SINK.get() or [], rendered)
    dsl["type"] = face.type_line
    dsl["text"] = face.text
    dsl["triggers"] = own
    return dsl, reasons


def render_condition(t: dict[str, Any]) -> str:
    """309.4c: the room abilities' trigger condition ("" for other events)."""
    return WORDS if t["event"] == ROOM_EVENT and not t.get("filter") else ""


# 101.2: "Each opponent can't venture into the dungeon more than once each turn." (Keen-Eared
# Sentry; rules/dungeons.venture_forbidden)
_LIMITS = {"Each opponent can't venture into the dungeon more than once each turn.": "opponent",
           "Each player can't venture into the dungeon more than once each turn.": "any"}


def lower_static(para: str) -> dict[str, Any] | None:
    """The `venture_limit` static of such a paragraph, or None."""
    whose = _LIMITS.get(para)
    return None if whose is None else {"venture_limit": {"whose": whose, "max_count": 1}}


def render_static(p: dict[str, Any]) -> str | None:
    return next((text for text, whose in _LIMITS.items()
                 if p == {"whose": whose, "max_count": 1}), None)
