"""Creatures put onto the battlefield blocking (506.3d, 509.5a): "create a 1/1 white Cat
Soldier creature token with vigilance that's blocking that creature" (Brimaz, King of Oreskos).
Each token blocks the attacking creature the effect names, if that creature is attacking the
token's controller or a planeswalker that player controls (506.3d; else it enters but is
never a blocking creature), and the token is a creature. It is blocking but never "blocked"
(509.5a: no "whenever ~ blocks" trigger); the attacker is blocked (509.1h)."""

from __future__ import annotations

from typing import Any

from mtg_engine.effects.references import resolve_refs
from mtg_engine.rules.keyword_abilities import defending_player_of
from mtg_engine.rules.layers import characteristics, turn_or_combat_changed
from mtg_engine.state.game_state import Frame, GameState


def put_blocking(state: GameState, frame: Frame, made: list[int], attacker_ref: Any) -> None:
    """Each of `made` blocks the attacker `attacker_ref` names, when 506.3d allows it."""
    combat = state.combat
    attackers = [r for r in resolve_refs(state, frame, attacker_ref) if r > 0]
    if combat is None or len(attackers) != 1 or attackers[0] not in combat.attackers:
        return
    attacker = attackers[0]
    for oid in made:
        o = state.objects.get(oid)
        if o is None or not characteristics(state, oid).is_creature \
                or defending_player_of(state, attacker) != o.controller:
            continue
        combat.blockers[oid] = [attacker]
        combat.blocked.setdefault(attacker, []).append(oid)
        if combat.bands:  # 702.22h: it blocks every creature of the attacker's band
            from mtg_engine.rules.banding import spread_block

            spread_block(state, oid, attacker)
        turn_or_combat_changed(state, combat=True)
        # (no "block" event: it never blocked, 509.5a)
