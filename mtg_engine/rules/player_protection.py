"""702.16b-c, 702.16e: a player with protection ("You have protection from the chosen card
name.": Runed Halo, the name chosen as it entered, 614.12a, kept on it as ("name", <name>);
DSL static `player_protection`, `whose`, `choice: name`). Such a player can't be the target
of spells with that name or of abilities from sources with that name (rules/targets.py),
can't be enchanted by Auras with that name (704.5m, rules/sba.py), and damage that would be
dealt to them by sources with that name is prevented (effects/primitives.py; 201.2, 709.4a:
either name of a split card).

A player may also gain protection from a quality for a time ("you gain protection from the
color of your choice until end of turn": Seht's Tiger, Faith's Shield): a continuous effect of
the pseudo-layer "player" on the player's ref with the keyword "protection from <quality>"
(rules/protection.py reads the quality). That player can't be the target of spells with the
quality or of abilities from sources with it (702.16b), can't be enchanted by Auras with it
(702.16c), and damage from sources with it is prevented (702.16e)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.state.game_state import ContinuousEffect, GameState
from mtg_engine.state.objects import player_ref

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef

KIND = "player_protection"
PLAYER_LAYER = "player"  # (effects/player_restrictions.py)
PREFIX = "protection from "


def protected_names(state: GameState, player: int) -> list[str]:
    """The names `player` has protection from now."""
    from mtg_engine.rules.restrictions import _static_kinds, statics_for

    if KIND not in _static_kinds(state):
        return []
    return [v for src, _, st in statics_for(state, player, KIND) if st.choice == "name"
            for k, v in state.objects[src].chosen if k == "name"]


def protected_from_name(state: GameState, player: int, source_name: str) -> bool:
    """Has `player` protection from a source (or spell) named `source_name`?"""
    from mtg_engine.rules.card_names import has_name

    return any(has_name(source_name, n) for n in protected_names(state, player))


def source_name(state: GameState, source: int, fallback: str = "") -> str:
    """The name of the source as it is now (its last known name when it is gone: 608.2h)."""
    from mtg_engine.rules.layers import characteristics

    if source in state.objects:
        return characteristics(state, source).name
    return fallback


def grant(state: GameState, player: int, keyword: str, source: int,
          until: str = "end_of_turn") -> None:
    """611.2a: `player` has protection (`keyword`) until `until` ("end_of_turn", 514.2, or
    "your_next_turn": `player`'s next turn, rules/durations.py)."""
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=(player_ref(player),),
                           timestamp=state.new_timestamp(), keywords=(keyword,),
                           controller=player, source=source, until=until)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))


def protections(state: GameState, player: int) -> frozenset[str]:
    """The "protection from <quality>" keywords `player` has now from resolved effects."""
    if not state.effects:
        return frozenset()
    ref = player_ref(player)
    return frozenset(k for e in state.effects if e.layer == PLAYER_LAYER and ref in e.affected
                     for k in e.keywords if k.startswith(PREFIX))


def protected_from_object(state: GameState, player: int, source: int,
                          last_known: CardDef | None = None, controller: int = -1) -> bool:
    """702.16b/c/e: has `player` protection from the object `source` (a spell, an ability's
    source, an Aura, a source of damage)? `last_known`: its card as it last existed when it
    has left (608.2h), and `controller` its controller then (702.16k)."""
    kws = protections(state, player)
    if not kws:
        return False
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.protection import SourceFacts, protected

    if source in state.objects:
        from mtg_engine.rules.targets import source_facts

        ch = characteristics(state, source)
        return protected(kws, (), ch.colors, ch.types, ch.subtypes, ch.every_creature_type,
                         ch.controller, source_facts(state, source))
    if last_known is None:
        return False
    facts = SourceFacts(frozenset(t.value for t in last_known.supertypes), last_known.mana_value)
    return protected(kws, (), last_known.colors, last_known.types, last_known.subtypes,
                     False, controller, facts)
