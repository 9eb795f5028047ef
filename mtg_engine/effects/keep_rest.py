"""The verb `keep_rest` (cards/oracle/keep_rest.py): "Each player chooses three permanents
they control, then sacrifices the rest." / "... Destroy the rest."

Each player `who` names, in APNAP order (101.4), chooses among the permanents they control
that match `filter`: `count` of them (all of them with no more; `up_to`: any number up to
it), or for each of `filters` in turn one permanent matching it that wasn't chosen yet (none
for a slot nothing matches). Then every unchosen permanent of those pools is sacrificed by
its controller (701.17a) or destroyed (701.7a), all at once. The frame's vars keep the place:
"kr_i" (the players done), "kr_s" (the slot), "kr_keep" (each permanent chosen).

`who` may be a target player ("Target opponent chooses a creature they control."); `then:
cant_block`: "Other creatures they control can't block this turn." (509.1b): a rule for the
turn on the creatures that player controls but the one chosen (611.2c: those that come later
too, as it changes no characteristic); `then: gain_control`: "You gain control of those
creatures." (613.1b: the permanents chosen, for the rest of the game, 611.2a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def _choosers(state: GameState, frame: Frame, who: Any) -> list[int]:
    if who not in ("each_player", "each_opponent"):  # the target player (608.2b: if legal)
        from mtg_engine.effects.references import resolve_refs
        from mtg_engine.state.objects import ref_player

        return [ref_player(r) for r in resolve_refs(state, frame, who) if r < 0]
    players = state.apnap()
    return [p for p in players if who == "each_player" or p != frame.controller]


def _pool(state: GameState, frame: Frame, player: int, f: Filter) -> tuple[int, ...]:
    return tuple(oid for oid in state.battlefield if state.objects[oid].controller == player
                 and matches(state, oid, f, frame.controller, frame.source))


def _kept(frame: Frame) -> set[int]:
    return {v for k, v in frame.vars if k == "kr_keep"}


def _choose(state: GameState, frame: Frame, e: Effect, player: int) -> bool:
    """The player's choices, asked one at a time; True once all are made."""
    pool = _pool(state, frame, player, e.get("filter"))
    slots: tuple[Filter, ...] = tuple(e.get("filters") or ())
    while (s := dict(frame.vars).get("kr_s", 0)) < max(1, len(slots)):
        kept = _kept(frame)
        if slots:
            options = tuple(o for o in pool if o not in kept
                            and matches(state, o, slots[s], frame.controller, frame.source))
            lo = hi = min(1, len(options))
        else:
            options = pool
            hi = min(int(e.get("count", 1)), len(pool))
            lo = 0 if e.get("up_to") else hi
        if hi == len(options) and lo == hi:
            chosen: tuple[int, ...] = options
        elif frame.answer is None:
            if e.get("then") == "gain_control":  # (the ones another player gains)
                return _ask(state, ChoiceDecision(player, "give", options, lo, hi,
                                                  "choose the permanents to give"), "effect")
            return _ask(state, ChoiceDecision(player, "keep", options, lo, hi,
                                              "choose the permanents to keep"), "effect")
        else:
            chosen = tuple(o for o in frame.answer if o in options)[:hi]
        state.frame = frame = replace(frame, answer=None, vars=(
            *(v for v in frame.vars if v[0] != "kr_s"), *(("kr_keep", o) for o in chosen),
            ("kr_s", s + 1)))
    return True


def v_keep_rest(state: GameState, frame: Frame, e: Effect) -> bool:
    players = _choosers(state, frame, e.get("who"))
    while (i := dict(frame.vars).get("kr_i", 0)) < len(players):
        if not _choose(state, frame, e, players[i]):
            return False
        frame = state.frame  # type: ignore[assignment]
        state.frame = frame = replace(frame, answer=None, vars=(
            *(v for v in frame.vars if v[0] not in ("kr_i", "kr_s")), ("kr_i", i + 1)))
    kept = _kept(frame)
    if e.get("then") == "cant_block":  # 509.1b, 611.2c: the others, those to come too
        from mtg_engine.effects.permanent_verbs import _rule_effect

        for p in players:
            _rule_effect(state, frame, ("can't block",),
                         replace(e.get("filter"), controlled_by=p), excepted=tuple(kept))
        state.frame = replace(frame, vars=())
        return True
    if e.get("then") == "gain_control":  # 613.1b, 611.2a: the chosen ones, for good
        from mtg_engine.effects.control_chosen import gain_control_of

        gain_control_of(state, frame, kept)
        state.frame = replace(frame, vars=())
        return True
    rest = [o for p in players for o in _pool(state, frame, p, e.get("filter"))
            if o not in kept]
    for oid in rest:  # (all at once: nothing is chosen or checked between them)
        if oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            if e.get("then") == "destroy":
                prim.destroy(state, oid)
            else:
                prim.sacrifice(state, oid)
    state.frame = replace(frame, vars=())
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"keep_rest": v_keep_rest}
