"""The heuristic agent crews Vehicles (702.122a) when the Vehicle is worth more than the
creatures it taps, and not otherwise. Real cards from the MTGJSON file (skipped without
../shared)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import ActivateAbility, PriorityDecision
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import SHARED_ATOMIC


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    if not SHARED_ATOMIC.exists():
        pytest.skip(f"{SHARED_ATOMIC} is not present")
    return CardDatabase.load(SHARED_ATOMIC)


def _at_combat(db: CardDatabase, *, cast_bears: bool) -> Scenario:
    """A controls Sky Skiff (2/3 flying, Crew 1) and Grizzly Bears (2/2), cast this turn
    (summoning sick, 302.6) or there from the start; stop at A's beginning of combat."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sky Skiff")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    if cast_bears:
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def _choice(s: Scenario) -> object:
    g = s.game
    g.resume()  # paused at the stop: the step's first decision comes next
    assert isinstance(g.pending, PriorityDecision) and g.pending.player == 0
    return HeuristicAgent(0).choose(g, 0)


def test_702_122a_a_summoning_sick_creature_crews_the_vehicle_to_attack(db: CardDatabase) -> None:
    s = _at_combat(db, cast_bears=True)
    a = _choice(s)
    [bears] = [o for o in s.state.battlefield if s.state.objects[o].name == "Grizzly Bears"]
    assert isinstance(a, ActivateAbility) and a.crew == (bears,)


def test_702_122a_no_crew_when_the_crew_could_attack_for_as_much(db: CardDatabase) -> None:
    s = _at_combat(db, cast_bears=False)
    assert not isinstance(_choice(s), ActivateAbility)
