""""Target unblocked attacking creature becomes blocked." (Curtain of Light), "Attacking
creatures become blocked." (Fog Patch): the DSL verb `become_blocked` {what}.

509.1h: an attacking creature stays blocked or unblocked until it is removed from combat, an
effect says that it becomes blocked or unblocked, or the combat phase ends. An unblocked
attacker this effect names becomes a blocked creature with no creature blocking it, so it
assigns no combat damage unless it has trample (510.1c, rules/combat_damage.py: `combat.blocked`
holds it with no blockers). 509.5c: "Whenever [a creature] becomes blocked" triggers for it
(only if it was unblocked then); 509.5d: "becomes blocked by a creature" doesn't. 702.22i: if
one member of a band would become blocked, the entire band does. A creature not attacking, or
already blocked, is left as it is."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_become_blocked(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.layers import turn_or_combat_changed

    combat = state.combat
    if combat is None:
        return True
    named = [r for r in resolve_refs(state, frame, e.get("what"))
             if r > 0 and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD
             and r in combat.attackers]
    newly: list[int] = []
    for attacker in named:
        band = next((b for b in combat.bands if attacker in b), [attacker])  # 702.22i
        for a in band:
            if a in combat.attackers and a not in combat.blocked and a not in newly:
                newly.append(a)
    if not newly:
        return True
    for a in newly:
        combat.blocked[a] = []  # 509.1h: blocked, by no creature
    turn_or_combat_changed(state, combat=True)  # ("blocked creature" filters, 506.4)
    for a in newly:
        state.log.append(("becomes_blocked", a))  # 509.5c
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "become_blocked": v_become_blocked}
