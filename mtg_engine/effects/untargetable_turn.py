"""611.2a: restrictions on a permanent for the turn that change no characteristic (613.1: in
no layer; the layers skip these effects, layer "targets").

"Target creature can't be the target of spells or abilities your opponents control
this turn." (Vines of Vastwood), "Creatures you control can't be the targets of spells or
abilities your opponents control this turn." (Veilstone Amulet): the effect `untargetable_turn`
(cards/oracle/turn_restrictions.py).

A continuous effect of layer "targets" (it changes no characteristic, 613.1: in no layer) with
the word UNTARGETABLE, controlled by the resolving ability's controller: "your opponents" are
that player's (not the creature's controller's, as hexproof's would be, 702.11b). On a target
it affects that object (611.2c); on a group, whatever the group's filter matches while it
lasts, objects that come later too (611.2c: it modifies no characteristics). It ends in the
cleanup step (514.2). rules/targets.py asks `turn_untargetable`.

"Tap target creature or planeswalker. Its activated abilities can't be activated this turn."
(Deadlock Trap): the effect `no_activation_turn`, the word NO_ACTIVATION on the object (602.5;
rules/restrictions.activation_forbidden asks `activation_forbidden_this_turn`).
"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import Zone

UNTARGETABLE = "untargetable_by_opponents"
NO_ACTIVATION = "no_activation_this_turn"
LAYER = "targets"


def _begin(state: GameState, frame: Frame, word: str, what: object) -> None:
    """The effect with `word` on what `what` names: a group's filter (611.2c: whatever it
    matches while it lasts), else the permanents its references name now (none: no effect)."""
    from mtg_engine.effects.references import resolve_refs

    f: Filter | None = None
    affected: tuple[int, ...] = ()
    if isinstance(what, tuple) and len(what) == 2 and what[0] == "all" \
            and isinstance(what[1], Filter):
        f = what[1]
    else:
        affected = tuple(r for r in resolve_refs(state, frame, what)
                         if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD)
        if not affected:
            return
    eff = ContinuousEffect(layer=LAYER, affected=affected, timestamp=state.new_timestamp(),
                           keywords=(word,), controller=frame.controller, source=frame.source,
                           filter=f)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", LAYER, eff.affected, 0, 0, eff.keywords))


def v_untargetable_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    if e.get("by_colors"):  # "... of blue or black spells this turn" (rules/color_shields.py)
        from mtg_engine.rules.color_shields import UNTARGETABLE_BY, word

        _begin(state, frame, word(UNTARGETABLE_BY, str(e.get("by_colors")),
                                  bool(e.get("by_opponents"))), e.get("what"))
        return True
    _begin(state, frame, UNTARGETABLE, e.get("what"))
    return True


def turn_untargetable(state: GameState, oid: int, controller: int) -> bool:
    """Does such an effect forbid a spell or ability `controller` controls to target the
    permanent `oid` (its controller's opponent's, 102.2)?"""
    from mtg_engine.rules.filters import matches

    for e in state.effects:
        if e.layer != LAYER or UNTARGETABLE not in e.keywords or controller == e.controller \
                or controller not in state.opponents(e.controller):
            continue
        if oid in e.affected or (e.filter is not None and matches(
                state, oid, e.filter, e.controller, e.source)):
            return True
    return False


def v_no_activation_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    _begin(state, frame, NO_ACTIVATION, e.get("what"))
    return True


def activation_forbidden_this_turn(state: GameState, oid: int) -> bool:
    """602.5: can't the activated abilities of `oid` be activated this turn (such an effect)?"""
    return any(e.layer == LAYER and NO_ACTIVATION in e.keywords and oid in e.affected
               for e in state.effects)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "untargetable_turn": v_untargetable_turn, "no_activation_turn": v_no_activation_turn}
