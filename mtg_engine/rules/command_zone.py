"""The objects in the command zone whose abilities function there (408.2, 113.6): emblems
(114.4), face-up plane and phenomenon cards (901.7, 310.4) and face-up scheme cards (904.8,
313.4). Cards in a planar or scheme deck are face down and are not objects here (state/
command_decks.py), so every object in `state.command` is one of these. The layers apply their
static abilities (rules/graveyard_statics.off_battlefield_statics) and their triggered
abilities trigger (rules/trigger_base.py); `state_based_actions` adds the variants' own
(704.6e, 704.6f)."""

from __future__ import annotations

from collections.abc import Sequence

from mtg_engine.cards.dsl import StaticAbility
from mtg_engine.state.command_decks import CommandDecks
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone


def functioning(state: GameState) -> list[GameObject]:
    """The objects in the command zone whose abilities function there, oldest first: not a
    commander card (113.6, 903.3; rules/commanders.py)."""
    return [state.objects[oid] for oid in functioning_ids(state)]


def functioning_ids(state: GameState) -> list[int]:
    """Their ids (113.6: a commander card's abilities don't function in the command zone)."""
    if state.commanders is None:
        return state.command
    from mtg_engine.rules.commanders import is_commander

    return [oid for oid in state.command if not is_commander(state, oid)]


def functioning_statics(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """Their static abilities (114.4, 901.7, 904.8)."""
    return [(o, st) for o in functioning(state) for st in o.card.statics]


def state_based_actions(state: GameState) -> bool:
    """704.6e (schemes, rules/archenemy.py) and 704.6f (phenomena, rules/planechase.py). Both
    ask whether an ability has triggered: the events not yet looked at are looked at first
    (603.2: an ability triggers as its event happens; 603.3: it waits to be put on the stack)."""
    if state.variant is None or not state.command:
        return False
    from mtg_engine.rules import archenemy, planechase
    from mtg_engine.rules.triggers import collect_triggers

    if state.frame is None:
        state.scanned = collect_triggers(state, state.scanned)
    acted = archenemy.state_based_actions(state)
    return planechase.state_based_actions(state) or acted


def dealt_decks(state: GameState, decks: Sequence[Sequence[str]],
                shuffle: bool = True) -> tuple[tuple[str, ...], ...]:
    """Planar decks (901.4) or scheme decks (904.4), one per player (none for a player not
    given one), each shuffled (701.20) unless a scenario sets its order. Returns them with
    `state.variant` made if it wasn't."""
    from mtg_engine.rules.random import rng

    out = []
    for deck in decks:
        cards = list(deck)
        if shuffle:
            rng(state).shuffle(cards)
        out.append(tuple(cards))
    out += [()] * (len(state.players) - len(out))
    if state.variant is None:
        state.variant = CommandDecks()
    return tuple(out)


def turned_face_up(state: GameState, name: str, owner: int, controller: int) -> GameObject:
    """A card moved off a planar or scheme deck and turned face up (901.7a, 310.6, 313.2), or
    a dungeon card brought into the game (309.2b, rules/dungeons.py): a new object in the
    command zone."""
    o = GameObject(state.new_id(), state.db.get(name), owner, Zone.COMMAND,
                   state.new_timestamp())
    o.controller = controller
    state.add_object(o)
    state.command.append(o.id)
    state.characteristics_changed()
    return o


def turned_face_down(state: GameState, o: GameObject) -> None:
    """A face-up plane, phenomenon or scheme turned face down: no longer an object (its name
    goes back into its deck, rules/planechase.py, rules/archenemy.py)."""
    state.command.remove(o.id)
    state.remove_object(o.id)
