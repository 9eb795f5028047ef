""""~ deals X damage divided evenly, rounded down, among any number of targets." (Fireball):
as it resolves, the damage is divided among the targets still legal (608.2b): each is dealt
X divided by their number, rounded down (107.1a), all at once (120.3: one damage event); with
no legal target, nothing happens (and with more than X, none is dealt any: 0 each)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import amount_of, resolve_refs
from mtg_engine.state.game_state import Frame, GameState


def v_damage_evenly(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.verbs import v_damage

    legal = resolve_refs(state, frame, e.get("to"))
    if not legal:
        return True
    each = amount_of(state, frame, e.get("amount")) // len(legal)  # 107.1a: rounded down
    if each <= 0:
        return True
    return v_damage(state, frame, Effect("damage", (("amount", each), ("to", e.get("to")))))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "damage_evenly": v_damage_evenly}
