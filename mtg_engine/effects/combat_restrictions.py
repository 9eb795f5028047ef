"""Effect verbs that restrict blocks for the turn (509.1b): "Target creature can't block ~ this
turn." (between two objects), "~ can't be blocked this turn except by Walls." (an attacker and
the blockers a filter names). A restriction is no characteristic (613): a `ContinuousEffect`
of the pseudo-layer "combat" naming the blocker (`affected`) and the attacker (`partner`) with
the words "can't block", or the attackers (`affected`) with the restriction's kind and the
blockers' `filter`; read by rules/combat.py and ended in the cleanup step (514.2)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import Zone

CANT_BLOCK = "can't block"


def v_cant_block_pair(state: GameState, frame: Frame, e: Effect) -> bool:
    """509.1b: each creature `blocker` names can't block the one `attacker` names this turn
    (611.2c: both locked in as it resolves)."""
    from mtg_engine.effects.references import resolve_refs

    def on_battlefield(key: str) -> list[int]:
        return [r for r in resolve_refs(state, frame, e.get(key))
                if r > 0 and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD]

    attackers = on_battlefield("attacker")
    if not attackers:
        return True
    for b in on_battlefield("blocker"):
        eff = ContinuousEffect(layer="combat", affected=(b,), timestamp=state.new_timestamp(),
                               partner=attackers[0], keywords=(CANT_BLOCK,))
        state.effects = (*state.effects, eff)
        state.log.append(("effect", "combat", eff.affected, 0, 0, (CANT_BLOCK,)))
    return True


def v_block_restriction(state: GameState, frame: Frame, e: Effect) -> bool:
    """509.1b: the creatures `what` names can't be blocked this turn by (or except by) the
    creatures `filter` names, judged as blocks are declared."""
    from mtg_engine.effects.references import resolve_refs

    what = e.get("what")
    if isinstance(what, tuple) and len(what) == 2 and what[0] == "all" \
            and isinstance(what[1], Filter):
        # 611.2c: a group's restriction changes no characteristics: it binds whichever
        # creatures match while it lasts, those that come later too (rules/combat.py)
        eff = ContinuousEffect(layer="combat", affected=(), timestamp=state.new_timestamp(),
                               keywords=(e.get("kind"),), controller=frame.controller,
                               source=frame.source, filter=e.get("filter"), group=what[1])
        state.effects = (*state.effects, eff)
        state.log.append(("effect", "combat", (), 0, 0, eff.keywords))
        return True
    affected = tuple(r for r in resolve_refs(state, frame, what)
                     if r > 0 and r in state.objects
                     and state.objects[r].zone is Zone.BATTLEFIELD)
    if affected:
        eff = ContinuousEffect(layer="combat", affected=affected,
                               timestamp=state.new_timestamp(), keywords=(e.get("kind"),),
                               controller=frame.controller, source=frame.source,
                               filter=e.get("filter"))
        state.effects = (*state.effects, eff)
        state.log.append(("effect", "combat", affected, 0, 0, eff.keywords))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "cant_block_pair": v_cant_block_pair, "block_restriction": v_block_restriction}
