"""Moving counters in numbers the player chooses, or from several permanents (122.5, 608.2d).

- "Move any number of +1/+1 counters from ~ onto another target creature" (Scrounging
  Bandar): for each permanent counters are moved from, and each kind of counter named (or each
  kind it has, "any number of counters"), the player carrying out the instruction chooses how
  many to move (608.2d), offered from the most down to none; those are removed from it and put
  onto the other permanent (122.5).
- "Move all +1/+1 counters from all creatures onto it" (Spike Cannibal): every counter of that
  kind on each of those permanents (other than the one they are moved onto) is moved.

122.5: if the counters can't be put onto the permanent (it has left the battlefield, or can't
have counters of that kind), none is removed either. The choices are asked through
`game.pending` as a `ChoiceDecision` whose purpose is `move_counters:<kind>` (the scenario API
answers with the number); the answers given so far are kept in the resolving frame's `vars`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.rules.counter_kind_choice import ANY_KIND

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Effect
    from mtg_engine.state.game_state import Frame, GameState

EACH_KIND = "each"  # (permanent_verbs.EACH_KIND: every kind the object has)
_DONE = "move_done:"  # (frame.vars: "<source>:<kind>" answered)
_ASKING = "move_asking:"  # (frame.vars: the "<source>:<kind>" asked about)


def moves_many(e: Effect) -> bool:
    """Is this `move_counters` one this module carries out (a chosen number, or a group of
    permanents moved from)?"""
    frm = e.get("from")
    return bool(e.get("any_number")) or not isinstance(frm, str)


def move_many(state: GameState, frame: Frame, e: Effect) -> bool:
    """Carry out the instruction; False while a choice is asked (`state.pending` set)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.objects import Zone

    to = [r for r in resolve_refs(state, frame, e.get("to")) if r > 0]
    if len(to) != 1 or state.objects[to[0]].zone is not Zone.BATTLEFIELD:
        return True  # 122.5: nowhere to put them, so none is moved
    dest = to[0]
    sources = [r for r in resolve_refs(state, frame, e.get("from"))
               if r > 0 and r != dest and state.objects[r].zone is Zone.BATTLEFIELD]
    if not e.get("any_number"):  # "move all <kind> counters from <group> onto ..."
        for src in sources:
            for kind in _kinds(state, src, str(e.get("kind"))):
                _move(state, src, dest, kind, state.objects[src].counters.get(kind, 0))
        return True
    return _chosen(state, frame, sources, dest, str(e.get("kind")))


def _kinds(state: GameState, src: int, kind: str) -> list[str]:
    """The kinds of counters moved from `src`: the one named, or each it has (122.1)."""
    if kind in (ANY_KIND, EACH_KIND):
        return sorted(k for k, n in state.objects[src].counters.items() if n > 0)
    return [kind]


def _move(state: GameState, src: int, dest: int, kind: str, n: int) -> None:
    """122.5: remove `n` counters of `kind` from `src` and put them onto `dest`."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.cant_have_counters import permanent_forbidden

    n = min(n, state.objects[src].counters.get(kind, 0))
    if n <= 0 or permanent_forbidden(state, dest, kind):
        return
    prim.remove_counters(state, src, kind, n)
    prim.add_counters(state, dest, kind, n)


def _chosen(state: GameState, frame: Frame, sources: list[int], dest: int, kind: str) -> bool:
    """Ask, source by source and kind by kind, how many counters to move (608.2d)."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask

    done = {k[len(_DONE):] for k, _ in frame.vars if k.startswith(_DONE)}
    asking = next((k[len(_ASKING):] for k, _ in frame.vars if k.startswith(_ASKING)), None)
    rest = tuple((k, v) for k, v in frame.vars if not k.startswith((_DONE, _ASKING)))
    if asking is not None and frame.answer is not None:
        src_s, _, asked_kind = asking.partition(":")
        src = int(src_s)
        if src in sources:
            _move(state, src, dest, asked_kind, frame.answer[0] if frame.answer else 0)
        done.add(asking)
    state.frame = frame = replace(frame, answer=None, vars=(*rest, *((_DONE + k, 1)
                                                                     for k in sorted(done))))
    for src in sources:
        for k in _kinds(state, src, kind):
            key, most = f"{src}:{k}", state.objects[src].counters.get(k, 0)
            if key in done or most <= 0:
                continue
            state.frame = replace(frame, vars=(*frame.vars, (_ASKING + key, 1)))
            name, onto = state.objects[src].card.name, state.objects[dest].card.name
            return _ask(state, ChoiceDecision(frame.controller, f"move_counters:{k}",
                                              tuple(range(most, -1, -1)), 1, 1,
                                              f"how many {k} counters to move from {name} "
                                              f"onto {onto} (up to {most})"), "effect")
    state.frame = replace(frame, vars=rest)
    return True
