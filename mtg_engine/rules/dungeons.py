"""Dungeons (309) and venturing into the dungeon (701.46).

- Ownership (309.2, 309.2a): dungeon cards begin outside the game. The engine models every
  player as owning, outside the game, one of each dungeon card the card database plays
  (`DUNGEONS`: the three of Adventures in the Forgotten Realms). A dungeon removed from the
  game after it is completed goes back there (309.7: it can be chosen again), so a player can
  always choose any of them. 309.2d / 108.5: nothing else brings a dungeon into the game.
- 309.2b, 309.3: a dungeon brought in is a `GameObject` in `state.command`, owned and
  controlled by the player who ventured; each player has at most one there.
- 309.4, 309.4a: the venture marker is kept on the dungeon object, in its `chosen` record
  (`("venture_marker", "<room index>")`), rooms numbered top first as printed. The rooms and
  their arrows ("(Leads to: ...)") are read from the card's Oracle text (`rooms`).
- 309.4c: each room has a room ability, "When you move your venture marker into this room,
  [effect]." (the card's triggered abilities of event `room`, one per room, in room order:
  cards/oracle/dungeons.py), controlled by the dungeon's owner. The move is logged as
  ("venture_room", player, dungeon id, room index, room name) and triggers that room's
  ability only.
- 701.46a-c, 309.5a-b: `venture` is the keyword action, in steps that may ask the player a
  choice (which dungeon, 309.2a; which arrow to follow, 309.5a): a `ChoiceDecision` of purpose
  "venture_dungeon" (options: indices into `DUNGEONS`) or "venture_room" (options: room
  indices). Each venture logs ("venture", player) ("whenever you venture into the dungeon").
- 309.6, 704.5t: a venture marker on a bottommost room whose dungeon is not the source of a
  room ability that has triggered but not yet left the stack: the dungeon's owner removes it
  from the game (`state_based_actions`). 309.7: they complete it as it is removed: the name is
  added to `Player.dungeons_completed` and ("dungeon_completed", player, id, name) is logged
  ("whenever you complete a dungeon").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import CardDef, Condition
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import GameObject

# 309.2a: the dungeon cards every player owns outside the game (see the module's docstring)
DUNGEONS = ("Dungeon of the Mad Mage", "Lost Mine of Phandelver", "Tomb of Annihilation")
_ASKED = ("venture_asked", 1)  # (in a resolving frame's vars while its choice is asked)
MARKER = "venture_marker"  # the key of the venture marker in the dungeon's `chosen` (309.4)
VENTURE_LIMIT = "venture_limit"  # 101.2: the static limiting ventures each turn
ROOM_EVENT = "room"  # 309.4c: the room abilities' trigger event (one per room, in order)
_ROOM_LINE = re.compile(r"(?P<name>[^—\n]+?) — (?P<effect>.+?)(?: \(Leads to: (?P<to>[^)]+)\))?")


@dataclass(frozen=True, slots=True)
class Room:
    """309.4: a room of a dungeon card: its name (flavour, 309.4b), its effect's printed text
    and the rooms its arrows point to (indices, top first)."""

    name: str
    effect: str
    leads_to: tuple[int, ...]


def parse_rooms(text: str) -> tuple[Room, ...] | None:
    """The rooms of a dungeon card's Oracle text, one a line ("Name — Effect. (Leads to: A,
    B)"), or None when the text isn't in that form (an arrow to no room, a room below which
    none leads...)."""
    found = [_ROOM_LINE.fullmatch(line.strip()) for line in text.split("\n") if line.strip()]
    if not found or any(m is None for m in found):
        return None
    names = [m.group("name") for m in found if m is not None]
    if len(set(names)) != len(names):
        return None
    out = []
    for i, m in enumerate(found):
        assert m is not None
        to = [t.strip() for t in m.group("to").split(",")] if m.group("to") else []
        if any(t not in names or names.index(t) <= i for t in to):
            return None  # (an arrow points down, to a room printed below: 309.4)
        out.append(Room(m.group("name"), m.group("effect"), tuple(names.index(t) for t in to)))
    if any(not r.leads_to for r in out[:-1]) or out[-1].leads_to:
        return None  # 309.5b: the bottommost room is the last, and the only one without arrows
    return tuple(out)


@lru_cache(maxsize=64)
def _rooms_of_text(text: str) -> tuple[Room, ...]:
    got = parse_rooms(text)
    if got is None:
        raise ValueError("not a dungeon card's text")
    return got


def rooms(card: CardDef) -> tuple[Room, ...]:
    """309.4: the rooms of a dungeon card."""
    return _rooms_of_text(card.text or "")


def is_dungeon(o: GameObject) -> bool:
    return CardType.DUNGEON in o.card.types


def dungeon_of(state: GameState, player: int) -> GameObject | None:
    """309.3: the dungeon card `player` owns in the command zone, if any."""
    for oid in state.command:
        o = state.objects[oid]
        if o.owner == player and is_dungeon(o):
            return o
    return None


def marker(o: GameObject) -> int:
    """309.4: the room the venture marker is in (an index, top first)."""
    return next(int(v) for k, v in o.chosen if k == MARKER)


def room_name(state: GameState, o: GameObject) -> str:
    return rooms(o.card)[marker(o)].name


def available(state: GameState) -> tuple[str, ...]:
    """309.2a: the dungeon cards a player can choose from outside the game (the ones the
    card database plays)."""
    out = []
    for name in DUNGEONS:
        try:
            state.db.get(name)
        except (KeyError, ValueError, LookupError):
            continue
        out.append(name)
    return tuple(out)


# ------------------------------------------------------------------ 701.46: venturing


def venture(state: GameState, frame: Frame, player: int) -> bool:
    """701.46: `player` ventures into the dungeon. False while a choice is asked (the
    resolving frame's `answer` holds the reply when it is carried out again); True when done.
    Each step leaves the state so that carrying it out again goes on where it stopped."""
    if venture_forbidden(state, player):  # 101.2: the venture doesn't happen
        return True
    asked = _ASKED in frame.vars  # (an answer is this venture's only if it asked)
    o = dungeon_of(state, player)
    if o is not None:
        here = rooms(o.card)[marker(o)]
        if here.leads_to:  # 701.46b, 309.5a: to an adjacent room, following an arrow
            to = here.leads_to
            if len(to) > 1 and not asked:
                return _ask(state, frame, player, "venture_room", to,
                            "Venture into the dungeon: choose the next room (" + ", ".join(
                                f"{i} {rooms(o.card)[i].name}" for i in to) + ")")
            nxt = to[0] if len(to) == 1 else _answered(state, frame, to)
            _move_marker(state, o.id, nxt)
            return True
        complete(state, o)  # 701.46c, 309.5b: remove it (the player completes it), then 701.46a
    names = available(state)
    if not names:
        raise ValueError("no dungeon card is available to venture into (309.2a)")
    if not asked and len(names) > 1:
        return _ask(state, frame, player, "venture_dungeon", tuple(range(len(names))),
                    "Venture into the dungeon: choose a dungeon (" + ", ".join(
                        f"{i} {n}" for i, n in enumerate(names)) + ")")
    chosen = names[0] if len(names) == 1 else names[_answered(state, frame, range(len(names)))]
    bring_in(state, player, chosen)
    return True


def venture_forbidden(state: GameState, player: int) -> bool:
    """101.2: "Each opponent can't venture into the dungeon more than once each turn." (a
    static of kind `venture_limit`): `player` has ventured that many times this turn (before
    the permanent arrived too: the ventures of the whole turn)."""
    from mtg_engine.rules.restrictions import _static_kinds, statics_for

    if VENTURE_LIMIT not in _static_kinds(state):
        return False
    limits = [st.max_count for _, _, st in statics_for(state, player, VENTURE_LIMIT)]
    if not limits:
        return False
    from mtg_engine.rules.conditions import turn_events

    done = sum(1 for ev in turn_events(state) if ev[0] == "venture" and ev[1] == player)
    return done >= min(limits)


def _ask(state: GameState, frame: Frame, player: int, purpose: str,
         options: tuple[int, ...], prompt: str) -> bool:
    """Ask the venture's choice, the frame marked as asking it (`_ASKED`)."""
    from mtg_engine.effects.references import _ask as ask

    state.frame = replace(frame, answer=None, vars=(*frame.vars, _ASKED))
    return ask(state, ChoiceDecision(player, purpose, tuple(options), 1, 1, prompt), "effect")


def _answered(state: GameState, frame: Frame, options: object) -> int:
    """The option the player chose (the frame's answer and mark, used up)."""
    assert frame.answer is not None
    choice = int(frame.answer[0])
    if choice not in options:  # type: ignore[operator]
        raise ValueError(f"{choice} is not one of the options")
    state.frame = replace(frame, answer=None, vars=tuple(v for v in frame.vars if v != _ASKED))
    return choice


def bring_in(state: GameState, player: int, name: str) -> GameObject:
    """701.46a, 309.2a-b, 309.4a: the player puts the dungeon card `name` they own from outside
    the game into the command zone, their venture marker on its topmost room (which triggers
    that room's ability, 309.4c)."""
    if dungeon_of(state, player) is not None:  # 309.3
        raise ValueError("a player can own only one dungeon card in the command zone (309.3)")
    from mtg_engine.rules.command_zone import turned_face_up

    o = turned_face_up(state, name, player, player)
    state.log.append(("dungeon", player, o.id, name))
    _move_marker(state, o.id, 0)
    return o


def _move_marker(state: GameState, oid: int, room: int) -> None:
    """309.4, 309.5a: the venture marker moves into `room` (309.4c: its ability triggers)."""
    o = state.mut(oid)
    o.chosen = (*((k, v) for k, v in o.chosen if k != MARKER), (MARKER, str(room)))
    state.log.append(("venture", o.owner))
    state.log.append(("venture_room", o.owner, oid, room, rooms(o.card)[room].name))


def complete(state: GameState, o: GameObject) -> None:
    """309.7, 309.5b, 701.46c, 704.5t: the dungeon's owner removes it from the game and
    completes it."""
    player, name = o.owner, o.card.name
    state.command.remove(o.id)
    state.remove_object(o.id)
    p = state.players[player]
    p.dungeons_completed = (*p.dungeons_completed, name)
    state.characteristics_changed()  # ("as long as you've completed a dungeon", 611.3a)
    state.log.append(("dungeon_completed", player, o.id, name))


# ------------------------------------------------------------------ 704.5t


def state_based_actions(state: GameState) -> bool:
    """704.5t, 309.6: each dungeon whose venture marker is on its bottommost room and that
    isn't the source of a room ability that has triggered but not yet left the stack is
    removed from the game by its owner (who completes it, 309.7). An ability triggers as its
    event happens (603.2): the events not yet looked at are looked at first."""
    done = [o for oid in state.command
            if is_dungeon(o := state.objects[oid]) and not rooms(o.card)[marker(o)].leads_to]
    if not done:
        return False
    from mtg_engine.rules.triggers import collect_triggers

    if state.frame is None:
        state.scanned = collect_triggers(state, state.scanned)
    waiting = {t.source for t in state.pending_triggers}
    waiting |= {state.objects[s].source for s in state.stack
                if state.objects[s].source and state.objects[s].kind is not None
                and state.objects[s].kind.value == "triggered"}
    acted = False
    for o in done:
        if o.id not in waiting:
            complete(state, o)
            acted = True
    return acted


# ------------------------------------------------------------------ what players completed


def completed(state: GameState, player: int, name: str = "") -> int:
    """309.7: how many dungeons `player` has completed (named `name`, if given)."""
    done = state.players[player].dungeons_completed
    return sum(1 for n in done if n == name) if name else len(done)


def differently_named_completed(state: GameState, player: int) -> int:
    """"for each differently named dungeon you've completed" (201.2)."""
    return len(set(state.players[player].dungeons_completed))


# ------------------------------------------------------------------ conditions (309.7)


def _completed_judge(state: GameState, c: Condition, you: int, source: int) -> bool:
    """"if you've completed a dungeon" / "... Tomb of Annihilation" (`name`)."""
    return completed(state, you, c.name) >= c.count


JUDGES: dict[str, Callable[[GameState, Condition, int, int], bool]] = {
    "dungeon_completed": _completed_judge,
    "dungeon_not_completed": lambda state, c, you, source: not completed(state, you, c.name),
}


# ------------------------------------------------------------------ naming the options


def option_names(state: GameState, d: ChoiceDecision) -> dict[int, str]:
    """The names of a venture choice's options: dungeons (309.2a) or rooms (309.5a)."""
    if d.purpose == "venture_dungeon":
        names = available(state)
        return {i: names[i] for i in d.options if i < len(names)}
    o = dungeon_of(state, d.player)
    if d.purpose != "venture_room" or o is None:
        return {}
    return {i: rooms(o.card)[i].name for i in d.options}


def option_named(state: GameState, d: ChoiceDecision, answer: str) -> tuple[int, ...] | None:
    """The option a player's answer names (a dungeon's or room's name, or its number)."""
    names = option_names(state, d)
    if answer.strip().isdigit() and int(answer) in names:
        return (int(answer),)
    got = [i for i, n in names.items() if n.lower() == answer.strip().lower()]
    return (got[0],) if got else None
