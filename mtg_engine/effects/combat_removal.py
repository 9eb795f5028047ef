"""Effect verbs of triggered abilities in combat (session 12):

- "remove it from combat" (Gustcloak Runner: "Whenever ~ becomes blocked, you may untap it and
  remove it from combat."): 506.4, the permanent stops being an attacking, blocking, blocked or
  unblocked creature (rules/zones.remove_from_combat); an attacker that was blocked stays
  blocked, so its attacker deals no combat damage (509.1h, 510.1c).
- "detain target creature an opponent controls" (701.35a): until its controller's next turn
  the permanent can't attack or block and its activated abilities can't be activated. The
  attack and block restrictions are granted as the engine grants "can't attack or block"
  for a turn (layer 6, rules/combat.py reads them); the activation restriction is the effect's
  word DETAINED, read by rules/restrictions.activation_forbidden (602.5). The effect ends as
  the detaining player's next turn begins (611.2a, rules/durations.py).
"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.durations import NEXT_TURN
from mtg_engine.rules.restrictions import DETAINED
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_remove_from_combat(state: GameState, frame: Frame, e: Effect) -> bool:
    """506.4: each permanent `what` names leaves combat."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.zones import remove_from_combat

    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD \
                and state.combat is not None:
            remove_from_combat(state, r)
            state.log.append(("removed_from_combat", r))
    return True


def v_detain(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.35a: the permanents `what` names are detained until the controller's next turn."""
    from mtg_engine.effects.permanent_verbs import _until_eot

    return _until_eot(state, frame, e, layer="6", until=NEXT_TURN,
                      keywords=("can't attack", "can't block", DETAINED))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "remove_from_combat": v_remove_from_combat, "detain": v_detain}
