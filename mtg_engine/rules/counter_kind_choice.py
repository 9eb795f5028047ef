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


_DONE = "up_to_done"  # (frame.vars: how many kinds were answered, how many counters removed)
_TAKEN = "up_to_taken"


def remove_up_to(state: GameState, frame: Frame, oid: int, n: int) -> bool:
    """Remove up to `n` counters of any kinds from `oid`, the player choosing how many of each
    kind in turn; False while a choice is asked (the answers so far kept in `frame.vars`)."""
    from dataclasses import replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask

    done, taken = dict(frame.vars).get(_DONE, 0), dict(frame.vars).get(_TAKEN, 0)
    kinds = sorted(set(kinds_on(state, oid)))
    if frame.answer is not None and done < len(kinds) and oid in state.objects:
        k = kinds[done]
        want = max(0, min(frame.answer[0] if frame.answer else 0, n - taken,
                          state.objects[oid].counters.get(k, 0)))
        prim.remove_counters(state, oid, k, want)
        done, taken = done + 1, taken + want
        kinds = sorted(set(kinds_on(state, oid)) | set(kinds[:done]))
    rest = tuple((a, b) for a, b in frame.vars if a not in (_DONE, _TAKEN))
    state.frame = frame = replace(frame, answer=None, vars=(*rest, (_DONE, done),
                                                           (_TAKEN, taken)))
    while done < len(kinds) and taken < n and oid in state.objects:
        have = state.objects[oid].counters.get(kinds[done], 0)
        if have <= 0:
            done += 1
            continue
        most = min(have, n - taken)
        state.frame = replace(frame, vars=(*rest, (_DONE, done), (_TAKEN, taken)))
        return _ask(state, ChoiceDecision(frame.controller, f"remove_counters:{kinds[done]}",
                                          tuple(range(most, -1, -1)), 1, 1,
                                          f"how many {kinds[done]} counters to remove from "
                                          f"{state.objects[oid].card.name} (up to {most})"),
                    "effect")
    state.frame = replace(frame, vars=rest)
    return True
