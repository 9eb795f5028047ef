"""Amplify (702.38).

702.38a: "Amplify N" means "As this object enters the battlefield, reveal any number of cards
from your hand that share a creature type with it. This permanent enters the battlefield with N
+1/+1 counters on it for each card revealed this way. You can't reveal this card or any other
cards that are entering the battlefield at the same time as this card." 702.38b: each instance
works separately.

An entering choice (614.12a, 614.1c) like devour's (rules/replacement.py asks it through
`game.pending`, purpose "choose_amplify"): the options are the cards in the hand of the player
it enters under the control of that share a creature type with it as it would exist (614.12:
its characteristics now, with changeling's every creature type, 702.73a); the entering object
itself is never in the hand (it is moving from it, 614.13a, or from elsewhere).

The same choice with a kind instead of the shared creature type, "amplify:N:artifact": "As ~
enters the battlefield, you may reveal any number of other artifact cards from your hand. ~
enters the battlefield with a +1/+1 counter on it for each card revealed this way." (Arsenal
Thresher, 614.12a, 614.1c: oracle/entering_reveal_each.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.shared_types import creature_types as _creature_types
from mtg_engine.rules.shared_types import types_shared as _share
from mtg_engine.state.game_state import GameState

PREFIX = "amplify:"


KINDS = ("artifact",)  # the kinds of cards "amplify:N:<kind>" reveals


def options(state: GameState, ev: Any) -> tuple[int, ...]:
    """702.38a: the cards in hand that could be revealed."""
    who = ev.controller if ev.controller >= 0 else state.objects[ev.obj].owner
    # (an event asked no choice yet is plain amplify: its kind is the shared creature type)
    parts = ev.choose[0][len(PREFIX):].split(":") if ev.choose else []
    if len(parts) > 1:  # "other artifact cards" (the entering card is never in the hand)
        from mtg_engine.core.types import CardType

        return tuple(cid for cid in state.players[who].hand if cid != ev.obj
                     and CardType.ARTIFACT in characteristics(state, cid).types)
    mine = _creature_types(characteristics(state, ev.obj))
    return tuple(cid for cid in state.players[who].hand if cid != ev.obj
                 and _share(mine, _creature_types(characteristics(state, cid))))


def amplify(state: GameState, ev: Any, chosen: tuple[int, ...]) -> Any:
    """Reveal the chosen cards (701.16a); N +1/+1 counters for each (702.38a)."""
    n = int(ev.choose[0][len(PREFIX):].split(":")[0])
    allowed = options(state, ev)
    shown = tuple(c for c in dict.fromkeys(chosen) if c in allowed)
    who = ev.controller if ev.controller >= 0 else state.objects[ev.obj].owner
    if shown:
        state.log.append(("reveal", who, shown))  # 701.16a
    counters = (("+1/+1", n * len(shown)),) if shown else ()
    return replace(ev, choose=ev.choose[1:], counters=(*ev.counters, *counters))


def valid(choice: str) -> bool:
    """A replacement's "amplify:N:<kind>" choice (cards/dsl_abilities.py)."""
    parts = choice[len(PREFIX):].split(":")
    return len(parts) == 2 and parts[0].isdigit() and 1 <= int(parts[0]) <= 9 \
        and parts[1] in KINDS


__all__ = ["KINDS", "PREFIX", "amplify", "options", "valid"]
