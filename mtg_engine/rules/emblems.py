"""Emblems (114): "[Player] gets an emblem with [ability]" puts into the command zone an object
that has that ability and no other characteristics (114.1-114.3: no name, types, mana cost or
colour), owned and controlled by that player (114.2). Its abilities function there (114.4):
its static abilities apply in the layers and its triggered abilities trigger, as those of the
other objects in the command zone do (rules/command_zone.py). It never leaves the command
zone, and it is neither a card nor a permanent (114.5).

The engine keeps an emblem's abilities as a card definition registered like a token's (its
name, "<source> Emblem", is only the engine's handle for saved games: 114.3 gives it none).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone


def create_emblem(state: GameState, player: int, card: CardDef) -> int:
    """114.2: `player` puts an emblem with `card`'s abilities into the command zone."""
    o = ability_holder(state, player, card)
    state.log.append(("emblem", player, o.id, card.name))
    return o.id


def ability_holder(state: GameState, player: int, card: CardDef) -> GameObject:
    """A new object in the command zone, owned and controlled by `player`, with `card`'s
    abilities and no other characteristics: an emblem (114.2), or the holder of a "this turn"
    delayed triggered ability (603.7b, rules/turn_triggers.py)."""
    o = GameObject(state.new_id(), card, player, Zone.COMMAND, state.new_timestamp())
    o.controller = player
    state.add_object(o)
    state.command.append(o.id)
    state.characteristics_changed()
    return o
