"""702.16b-c, 702.16e: a player with protection ("You have protection from the chosen card
name.": Runed Halo, the name chosen as it entered, 614.12a, kept on it as ("name", <name>);
DSL static `player_protection`, `whose`, `choice: name`). Such a player can't be the target
of spells with that name or of abilities from sources with that name (rules/targets.py),
can't be enchanted by Auras with that name (704.5m, rules/sba.py), and damage that would be
dealt to them by sources with that name is prevented (effects/primitives.py; 201.2, 709.4a:
either name of a split card)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

KIND = "player_protection"


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
