"""Tribute (702.104): "Tribute N (As this creature enters the battlefield, an opponent of your
choice may put N +1/+1 counters on it.)" and "if tribute wasn't paid" (702.104b).

702.104a: a static ability that functions as the creature enters (614.12a): the choice
`tribute:N` is asked of the player it enters under the control of (an opponent, 102.3; with
one opponent only that one is offered), then `tribute_pay:N:<player ref>` of that opponent:
put N +1/+1 counters on it (1) or not (0). 702.104b: the answer is kept on the permanent as
("tribute", "paid" / "not_paid"), which the condition `tribute_not_paid` reads ("When ~ enters
the battlefield, if tribute wasn't paid, ..."), checked as the ability triggers and as it
resolves (603.4)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.state.objects import player_ref, ref_player

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState

PREFIX = "tribute:"  # the controller chooses an opponent
PAY = "tribute_pay:"  # that opponent chooses whether to put the counters
KEY = "tribute"


def is_tribute(what: str) -> bool:
    return what.startswith((PREFIX, PAY))


def chooser(state: GameState, ev: Event, what: str, default: int) -> int:
    """Who answers: the controller names the opponent, the opponent pays or not."""
    if what.startswith(PAY):
        who = ref_player(int(what.rsplit(":", 1)[1]))
        return default if who is None else who
    return default


def options(state: GameState, ev: Event, what: str, name: str, controller: int
            ) -> tuple[tuple[int, ...], str]:
    n = what.split(":")[1]
    if what.startswith(PAY):
        return (1, 0), f"tribute {n}: put {n} +1/+1 counters on {name}? (1 yes, 0 no)"
    refs = tuple(player_ref(p) for p in state.opponents(controller))
    return refs, f"as {name} enters, choose an opponent for its tribute {n}"


def answer(state: GameState, ev: Event, what: str, picked: int) -> Event:
    """The event with the next step of the tribute (the opponent's choice) or its result."""
    n = int(what.split(":")[1])
    if what.startswith(PREFIX):
        return replace(ev, choose=(f"{PAY}{n}:{picked}", *ev.choose[1:]))
    paid = picked == 1
    state.log.append(("tribute", ev.obj, int(what.rsplit(":", 1)[1]), paid))
    counters = (*ev.counters, ("+1/+1", n)) if paid else ev.counters
    return replace(ev, choose=ev.choose[1:], counters=counters,
                   chosen=(*ev.chosen, (KEY, "paid" if paid else "not_paid")))


def tribute_not_paid(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """702.104b: the source entered and its tribute wasn't paid (the opponent put no
    counters). A permanent with no tribute record (it didn't enter with its tribute asked) is
    not said to have an unpaid tribute."""
    o = state.objects.get(source)
    return o is not None and (KEY, "not_paid") in o.chosen


JUDGES = {"tribute_not_paid": tribute_not_paid}
