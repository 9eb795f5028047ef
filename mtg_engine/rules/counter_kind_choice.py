""""Remove a counter from target permanent" (Thrull Parasite), "Move a counter from target
creature onto a second target creature" (Leech Bonder): a counter of any kind (122.1), the
kind chosen by the player carrying out the instruction as it is carried out (608.2d), among
the kinds the object has. With one kind there is nothing to choose; with none, nothing
happens. The DSL writes such an instruction's kind `any` (ANY_KIND).

"Remove up to X counters from target permanent" (Hex Parasite): for each kind it has, in
order, the player chooses how many of that kind to remove (as many as are left of X, offered
from the most down to none), and they are removed as chosen (608.2d).

The choice is asked through `game.pending`: a `ChoiceDecision` whose purpose names the kinds
offered, in order (`choose_word:+1/+1|charge`, as rules/chosen_words.py's words; the scenario
API answers with the kind's name).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import Frame, GameState

ANY_KIND = "any"  # the DSL's kind for "a counter" of a kind chosen as it resolves (608.2d)
ASKED = "?"  # the choice is being asked (`state.pending` is set)


def count_of(counters: dict[str, int], kind: str) -> int:
    """How many counters of `kind` (ANY_KIND: of every kind together, "the number of
    counters on it", 122.1) are in `counters`."""
    return sum(n for n in counters.values() if n > 0) if kind == ANY_KIND \
        else counters.get(kind, 0)


def kinds_on(state: GameState, oid: int) -> list[str]:
    """The kinds of counters the object has (122.1), in a fixed order."""
    o = state.objects.get(oid)
    return [] if o is None else sorted(k for k, n in o.counters.items() if n > 0)


def chosen_kind(state: GameState, frame: Frame, oid: int, verb: str) -> str | None:
    """The kind of counter the resolving instruction's controller chooses on `oid` (608.2d):
    the kind, None if it has no counters, or ASKED while the choice waits for an answer."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask

    kinds = kinds_on(state, oid)
    if len(kinds) <= 1:
        return kinds[0] if kinds else None
    if frame.answer is None:
        name = state.objects[oid].card.name
        _ask(state, ChoiceDecision(frame.controller, "choose_word:" + "|".join(kinds),
                                   tuple(range(len(kinds))), 1, 1,
                                   f"choose the kind of counter to {verb} {name}: "
                                   + "; ".join(f"{i}: {k}" for i, k in enumerate(kinds))),
             "effect")
        return ASKED
    i = frame.answer[0] if frame.answer else 0
    return kinds[i] if 0 <= i < len(kinds) else kinds[0]


_DONE = "up_to_done:"  # (frame.vars: each kind answered, with how many were removed)
_ASKING = "up_to_asking:"  # (frame.vars: the kind asked about)


def remove_up_to(state: GameState, frame: Frame, oid: int, n: int, only: str = ANY_KIND) -> bool:
    """Remove up to `n` counters of any kinds (or of kind `only`) from `oid`, the player
    choosing how many of each kind in turn; False while a choice is asked (the answers so far
    kept in `frame.vars`)."""
    from dataclasses import replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask

    done = {k[len(_DONE):]: v for k, v in frame.vars if k.startswith(_DONE)}
    asking = next((k[len(_ASKING):] for k, _ in frame.vars if k.startswith(_ASKING)), None)
    rest = tuple((k, v) for k, v in frame.vars if not k.startswith((_DONE, _ASKING)))
    counters = holder_counters(state, oid)  # (a player's too: "... or opponent", 122.1)
    if asking is not None and frame.answer is not None and counters is not None:
        want = max(0, min(frame.answer[0] if frame.answer else 0, n - sum(done.values()),
                          counters.get(asking, 0)))
        remove_from(state, oid, asking, want)
        done[asking] = want
    state.frame = frame = replace(frame, answer=None, vars=(
        *rest, *((_DONE + k, v) for k, v in done.items())))
    counters = holder_counters(state, oid) or {}
    kinds = sorted(k for k, m in counters.items() if m > 0) if only == ANY_KIND else [only]
    for kind in kinds:
        most = min(counters.get(kind, 0), n - sum(done.values()))
        if kind in done or most <= 0:
            continue
        state.frame = replace(frame, vars=(*frame.vars, (_ASKING + kind, 1)))
        return _ask(state, ChoiceDecision(frame.controller, f"remove_counters:{kind}",
                                          tuple(range(most, -1, -1)), 1, 1,
                                          f"how many {kind} counters to remove from "
                                          f"{holder_name(state, oid)} (up to {most})"),
                    "effect")
    state.frame = replace(frame, vars=rest)
    return True


def holder_counters(state: GameState, ref: int) -> dict[str, int] | None:
    """The counters of the permanent, or player (a player ref), `ref` names (122.1); None
    when it is gone or not on the battlefield."""
    from mtg_engine.state.objects import Zone, ref_player

    p = ref_player(ref)
    if p is not None:
        return state.players[p].counters if p < len(state.players) else None
    o = state.objects.get(ref)
    return o.counters if o is not None and o.zone is Zone.BATTLEFIELD else None


def holder_name(state: GameState, ref: int) -> str:
    """The name of the permanent or player `ref` names (for the question asked)."""
    from mtg_engine.state.objects import ref_player

    p = ref_player(ref)
    return state.players[p].name if p is not None else state.objects[ref].card.name


def remove_from(state: GameState, ref: int, kind: str, n: int) -> None:
    """122.8: remove up to `n` counters of `kind` from a permanent or a player."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.state.objects import ref_player

    p = ref_player(ref)
    if p is None:
        prim.remove_counters(state, ref, kind, n)
        return
    pl = state.players[p]
    n = min(n, pl.counters.get(kind, 0))
    if n <= 0:
        return
    pl.counters[kind] -= n
    if not pl.counters[kind]:
        del pl.counters[kind]
    state.log.append(("player_counters", p, kind, -n))
    state.characteristics_changed()  # (a static may count them: 122.1, 613)
