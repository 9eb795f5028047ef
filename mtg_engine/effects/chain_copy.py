"""The Chain spells' last instruction (Chain Lightning, Chain of Vapor, Chain of Acid, Chain of
Smog, Chain of Plasma, Chain Stasis): the player it names (the target player, or the
controller of the target permanent, 108.4; as it last existed if it has left, 608.2h) may pay a
cost (118.12a: offered only when they can, 118.3), and if they do, may copy the resolving spell
(707.10): the copy is theirs (707.10: controlled by the player who copied it), and they may
choose new targets for it (707.10c). The copy is put onto the stack as this instruction is
carried out, above nothing (the spell is still resolving, 608.2n), and resolves next.

Stages wait in the frame's vars: ("chain", stage), ("chain_p", the player), ("chain_me",
the spell's controller, who controls the frame again once the copy is made)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask, players_of
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState

_COPY = Effect("copy_spell", (("what", "self"), ("new_targets", True), ("one", True)))


def _stage(state: GameState, frame: Frame, stage: int) -> Frame:
    state.frame = frame = replace(frame, answer=None, vars=(
        *((k, v) for k, v in frame.vars if k != "chain"), ("chain", stage)))
    return frame


def v_chain_copy(state: GameState, frame: Frame, e: Effect) -> bool:
    vars_ = dict(frame.vars)
    if "chain" not in vars_:
        players = players_of(state, frame, e.get("who"))
        if not players or state.players[players[0]].lost:
            return True
        state.frame = frame = replace(frame, vars=(*frame.vars, ("chain", 1),
                                                   ("chain_p", players[0]),
                                                   ("chain_me", frame.controller)))
        vars_ = dict(frame.vars)
    p = vars_["chain_p"]
    if vars_["chain"] == 1:  # the cost (118.12a)
        paid = _pay(state, frame, p, e)
        if paid is None:
            return False
        if not paid:
            return True
        frame = _stage(state, state.frame or frame, 2)
        vars_ = dict(frame.vars)
    if vars_["chain"] == 2:  # "they may copy this spell" (608.2d)
        if frame.answer is None:
            return _ask(state, ChoiceDecision(p, "may", (1, 0), 1, 1, "copy this spell?"),
                        "effect")
        if frame.answer[0] != 1:
            return True
        frame = _stage(state, frame, 3)
        state.frame = frame = replace(frame, controller=p)  # (the copy's controller, 707.10)
    from mtg_engine.effects.stack_verbs import v_copy_spell

    if not v_copy_spell(state, state.frame or frame, _COPY):
        return False  # (new targets being chosen by that player, 707.10c)
    done = state.frame or frame
    state.frame = replace(done, controller=dict(done.vars)["chain_me"])
    return True


def _pay(state: GameState, frame: Frame, p: int, e: Effect) -> bool | None:
    """True if `p` paid the cost (or there is none), False if not, None while asking."""
    from mtg_engine.effects.stack_verbs import _unless_pays

    if e.get("pay"):
        return _unless_pays(state, frame, p, str(e.get("pay")))
    if e.get("sacrifice") is not None:
        options = tuple(o for o in state.battlefield if state.objects[o].controller == p
                        and matches(state, o, e.get("sacrifice"), p, frame.source))
        verb = "sacrifice"
    elif e.get("discard"):
        options = tuple(state.players[p].hand)
        verb = "discard"
    else:
        return True
    if not options:
        return False  # 118.3: nothing to pay with
    if frame.answer is None:
        _ask(state, ChoiceDecision(p, verb, options, 0, 1, f"you may {verb} one to copy this "
                                   "spell"), "effect")
        return None
    chosen = [c for c in frame.answer if c in options]
    if not chosen:
        return False
    if verb == "sacrifice":
        prim.sacrifice(state, chosen[0])
    else:
        prim.discard(state, p, chosen[0])
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"chain_copy": v_chain_copy}
