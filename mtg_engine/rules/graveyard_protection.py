"""Static abilities protecting cards in graveyards (cards/oracle/graveyard_protection.py):

- `untargetable_cards`: "Cards in graveyards can't be the targets of spells or abilities."
  (Ground Seal), "... land cards in graveyards can't be the targets of spells or abilities
  your opponents control" (Tomik): a card in a graveyard matching the ability's `filter` (from
  its controller's point of view) isn't a legal target (115.1, 115.4) of the spells and/or
  abilities it names (`untargetable.by`), only those its controller's opponents control with
  `untargetable.opponents`;
- `cant_play_graveyard_lands`: "Your opponents can't play land cards from graveyards." (305.1:
  a permission to play a land from a graveyard, rules/play_permissions.py, gives none to the
  players it applies to, `whose`).
"""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

UNTARGETABLE = "untargetable_cards"
NO_LAND_PLAYS = "cant_play_graveyard_lands"


def card_untargetable(state: GameState, oid: int, controller: int, source: int) -> bool:
    """Can't the card `oid` in a graveyard be the target of this spell or ability (`source`:
    the spell itself or the ability's source; `controller` controls it)?"""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.restrictions import _is_spell_source, statics_for

    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.GRAVEYARD:
        return False
    found = statics_for(state, -1, UNTARGETABLE)
    if not found:
        return False
    is_spell = _is_spell_source(state, source)
    for src, ctrl, st in found:
        u = st.untargetable
        if u is None or (u.by == "spells" and not is_spell) or (u.by == "abilities" and is_spell):
            continue
        if u.opponents and controller == ctrl:
            continue
        if matches(state, oid, st.filter, ctrl, src):
            return True
    return False


def land_plays_forbidden(state: GameState, player: int) -> bool:
    """305.1: may `player` not play land cards from graveyards?"""
    from mtg_engine.rules.restrictions import _player_statics

    return bool(_player_statics(state, player, NO_LAND_PLAYS))
