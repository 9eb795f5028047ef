""""Sacrifice a creature, an artifact, and a land." (701.17a; Tomb of Annihilation's
Oubliette): the player chooses one permanent they control for each noun, in the order
printed, a permanent chosen for one noun not chosen again for another; then all the chosen
ones are sacrificed at once. A noun nothing left matches gets nothing (701.17a: a player can
sacrifice only what they control). The verb `sacrifice_each_kind` (`filters`, one a noun;
`who`: the players who sacrifice, "Target player sacrifices an artifact and a land."
(Structural Collapse), "Each opponent sacrifices an artifact creature and a nonartifact
creature." (Perilous Predicament); absent, the controller). Several players choose in APNAP
order (101.4), each among their own permanents, and every chosen permanent is sacrificed at
once. 609.3: a player does as much as possible, so they sacrifice as many permanents as they
can (Release's ruling: with an artifact creature, an artifact and no other creature, the
artifact creature must be the creature): a permanent is offered for a noun only when some way
to choose for the nouns left still reaches that most (a maximum matching of nouns and
permanents)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_PICK, _DONE = "pick", "kinds_done"


def v_sacrifice_each_kind(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask, players_of

    filters = e.get("filters", ())
    named = set(players_of(state, frame, e.get("who"))) if e.get("who") is not None else set()
    who = [frame.controller] if e.get("who") is None else \
        [p for p in state.apnap() if p in named]  # 101.4
    done = dict(frame.vars).get(_DONE, 0)
    for i, me in enumerate(p for p in who for _ in filters):
        if i < done:
            continue
        picked = {v for k, v in frame.vars if k == _PICK}
        options = _as_many_as_possible(state, frame, filters[i % len(filters):], me, picked)
        if len(options) <= 1:
            chosen = options
        elif frame.answer is None:
            return _ask(state, ChoiceDecision(me, "sacrifice", options, 1, 1,
                                              f"sacrifice one permanent ({i % len(filters) + 1}"
                                              f" of {len(filters)})"), "effect")
        else:
            chosen = tuple(frame.answer)
        vars_ = (*((k, v) for k, v in frame.vars if k != _DONE),
                 *((_PICK, oid) for oid in chosen), (_DONE, i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    for k, oid in frame.vars:  # 701.17a: all at once
        if k == _PICK and oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, oid)
    return True


def _as_many_as_possible(state: GameState, frame: Frame, nouns: tuple[dict, ...], me: int,
                         picked: set[int]) -> tuple[int, ...]:
    """The permanents `me` may choose for the first of `nouns` (609.3): those after which the
    nouns left can still be matched to as many permanents as at best (none if even the best
    leaves this noun without one)."""
    mine = [oid for oid in state.battlefield if state.objects[oid].controller == me
            and oid not in picked]
    fits = [{oid for oid in mine if matches(state, oid, f, me, frame.source)} for f in nouns]
    best = _matching(fits)
    return tuple(oid for oid in mine if oid in fits[0]
                 and 1 + _matching([c - {oid} for c in fits[1:]]) == best)


def _matching(fits: list[set[int]]) -> int:
    """The size of a maximum matching of the nouns (each a set of the permanents it fits) to
    distinct permanents (augmenting paths)."""
    owner: dict[int, int] = {}

    def augment(n: int, seen: set[int]) -> bool:
        for oid in fits[n]:
            if oid not in seen:
                seen.add(oid)
                if oid not in owner or augment(owner[oid], seen):
                    owner[oid] = n
                    return True
        return False

    return sum(augment(n, set()) for n in range(len(fits)))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "sacrifice_each_kind": v_sacrifice_each_kind}
