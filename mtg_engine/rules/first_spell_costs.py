"""601.2f: "The first creature spell you cast each turn costs {2} less to cast." (Conduit of
Ruin): a `spell_cost` static with `first_each_turn` applies to a spell only while its caster
has cast no spell of that kind earlier this turn. The costs are determined before the spell
becomes cast (601.2f before 601.2i), so the spell being cast is never among the "cast" events
counted; the spells cast earlier are judged as their cards say (202.2, as
rules/condition_spell_history reads them)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.state.game_state import GameState


def cast_this_turn(state: GameState, player: int, f: Filter) -> bool:
    """Has `player` cast a spell matching `f` this turn (601.2i)?"""
    from mtg_engine.rules.conditions import turn_events
    from mtg_engine.rules.restrictions import _spell_matches

    for ev in turn_events(state):
        if ev[0] != "cast" or ev[1] != player:
            continue
        try:
            if _spell_matches(state.db.get(str(ev[3])), f):
                return True
        except LookupError:
            continue
    return False
