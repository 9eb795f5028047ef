"""701.9b for a group: "double the power [and toughness] of each creature you control until
end of turn" (cards/oracle/double_groups.py). Each creature the group names as the
instruction is carried out (611.2c: locked in then) gets +X/+0 (+X/+Y) until end of turn, X
its own power (Y its toughness) at that moment; 701.9c: a negative power gives -X."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_double_each(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.state.game_state import ContinuousEffect
    from mtg_engine.state.objects import Zone

    found = [r for r in resolve_refs(state, frame, e.get("what"))
             if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD]
    stats = {r: characteristics(state, r) for r in found}  # (all as it resolves: 608.2h)
    for r in found:
        ch = stats[r]
        power, toughness = ch.power, ch.toughness if e.get("with_toughness") else 0
        eff = ContinuousEffect(timestamp=state.new_timestamp(), affected=(r,),
                               controller=frame.controller, layer="7c", power=power,
                               toughness=toughness, until="end_of_turn")
        state.effects = (*state.effects, eff)
        state.log.append(("effect", eff.layer, (r,), power, toughness, ()))
    if found:
        state.characteristics_changed()
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"double_each": v_double_each}
