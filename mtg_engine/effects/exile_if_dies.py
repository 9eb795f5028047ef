""""If a creature dealt damage this way would die this turn, exile it instead." (Anger of the
Gods, Annihilating Fire): a replacement effect (614.1a, 614.3) set up as the spell or ability
resolves, on each creature its source dealt damage to earlier in the same resolution (608.2c:
"this way"), until the end of the turn (514.2). A creature dealt no damage by it (all of it
prevented, 615) isn't affected. The verb `exile_if_dies_this_way`."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, ReplacementSpec
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

EXILE_IF_DIES = ReplacementSpec(event="die", instead="exile", affects="shield")
# 614.1a: "If it would leave the battlefield, exile it instead of putting it anywhere else.": a
# shield on the permanent until it leaves (`once`: it doesn't end with the turn, 514.2)
EXILE_IF_LEAVES = ReplacementSpec(event="leave_battlefield", instead="exile", affects="shield",
                                  once=True, text="exile it instead of putting it anywhere else")
# 700.4: a permanent dies when put into a graveyard from the battlefield (a planeswalker too)
EXILE_IF_PERMANENT_DIES = ReplacementSpec(event="to_graveyard", zone_from="battlefield",
                                          instead="exile", affects="shield")


def damage_dealt_this_way(state: GameState, frame: Frame) -> list[int] | None:
    """608.2c: what the resolving spell's or ability's source dealt damage to since it began
    to resolve (the log after its "resolve" event), the latest first; None when it isn't
    resolving from the stack (nothing was dealt "this way")."""
    out: list[int] = []
    for ev in reversed(state.log):
        if ev[0] == "resolve" and ev[1] == frame.stack_id:
            return out
        if ev[0] == "damage" and ev[1] == frame.source and ev[3] > 0 and isinstance(ev[2], int):
            out.append(ev[2])
    return None


def damaged_this_way(state: GameState, frame: Frame, permanents: bool = False) -> list[int]:
    """The creatures (`permanents`: the permanents, 120.3: planeswalkers and battles too) on
    the battlefield that the resolving spell's or ability's source dealt damage to since it
    began to resolve."""
    from mtg_engine.rules.layers import characteristics

    out: list[int] = []
    for t in damage_dealt_this_way(state, frame) or ():
        if t in state.objects and t not in out and state.objects[t].zone is Zone.BATTLEFIELD \
                and (permanents or characteristics(state, t).is_creature):
            out.append(t)
    return out


def v_exile_if_dies_this_way(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.replacement import add_shield

    spec = EXILE_IF_PERMANENT_DIES if e.get("permanent") else EXILE_IF_DIES
    for c in damaged_this_way(state, frame, permanents=bool(e.get("permanent"))):
        add_shield(state, spec, c, frame.controller)
    return True


def v_exile_if_leaves(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.replacement import add_shield

    for c in resolve_refs(state, frame, e.get("what")):
        if c in state.objects and state.objects[c].zone is Zone.BATTLEFIELD:
            add_shield(state, EXILE_IF_LEAVES, c, frame.controller)
    return True


def _verbs() -> dict[str, Callable[[GameState, Frame, Effect], bool]]:
    from mtg_engine.effects.replacement_this_turn import VERBS as THIS_TURN

    return {"exile_if_dies_this_way": v_exile_if_dies_this_way, "exile_if_leaves": v_exile_if_leaves,
            **THIS_TURN}  # 614.1a: other replacements for the rest of the turn


VERBS = _verbs()
