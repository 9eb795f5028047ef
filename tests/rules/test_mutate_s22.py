"""Mutate (702.140) and merged permanents (723), session 22: scenario tests with exact
figures, each citing the rule it checks, with the cases where a rule must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import SHARED_ATOMIC


@pytest.fixture(scope="module")
def real_db() -> CardDatabase:
    """The built-in cards plus the shared AtomicCards file (tests/cards/conftest.real_db)."""
    if not SHARED_ATOMIC.exists():
        pytest.skip(f"{SHARED_ATOMIC} is not present")
    return CardDatabase.load(SHARED_ATOMIC)


def _mutate(real_db: CardDatabase, under: bool, target: str = "Grizzly Bears",
            card: str = "Vulpikeet") -> Scenario:
    """A casts `card` for its mutate cost onto `target` (A's), on top or under it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", target)
    s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", f"{card} using mutate", targets=[target])
    s.set_choice("A", "yes" if under else "no")
    return s


def test_702_140c_723_2a_on_top_characteristics_of_the_top_card(real_db: CardDatabase) -> None:
    """702.140c, 723.2a, 702.140e: Vulpikeet (2/3 flier) put on top of Grizzly Bears: one
    permanent named Vulpikeet, 2/3, flying; its mutate trigger (702.140d) puts a +1/+1
    counter on it: 3/4. No Grizzly Bears on the battlefield, nothing in the graveyard."""
    s = _mutate(real_db, under=False)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Vulpikeet", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_power_toughness("A", "Vulpikeet", 3, 4)
    s.assert_counter_count("A", "Vulpikeet", "+1/+1", 1)
    s.assert_abilities("A", "Vulpikeet", ["Flying"])
    s.assert_subtype("Vulpikeet", "Fox")
    s.assert_subtype("Vulpikeet", "Bear", present=False)
    s.assert_graveyard_count("A", None, 0)
    s.assert_hand_count("A", 0)
    s.assert_battlefield_count("A", 4)


def test_702_140c_723_2a_under_keeps_the_creature_and_gains_abilities(
        real_db: CardDatabase) -> None:
    """702.140c, 702.140e: Vulpikeet put under Grizzly Bears: Grizzly Bears 2/2 with flying
    (Vulpikeet's ability) and Vulpikeet's trigger: a +1/+1 counter, 3/3."""
    s = _mutate(real_db, under=True)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Vulpikeet", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    s.assert_color("Grizzly Bears", ["Green"])


def test_702_140b_illegal_target_resolves_as_a_creature_spell(real_db: CardDatabase) -> None:
    """702.140b, 608.3c: the target is destroyed in response: Vulpikeet isn't countered, it
    enters as a creature (2/3), and it hasn't mutated (702.140d: no counter)."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Grizzly Bears"],
                 responding_to="Vulpikeet")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Vulpikeet", 1)
    s.assert_power_toughness("A", "Vulpikeet", 2, 3)
    s.assert_counter_count("A", "Vulpikeet", "+1/+1", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_723_3_merged_permanent_dies_every_card_goes(real_db: CardDatabase) -> None:
    """723.3: the merged permanent is destroyed: one permanent leaves, and both cards are
    put into the graveyard."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Vulpikeet"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Vulpikeet", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_battlefield_count("A", 3)


def test_702_140a_target_must_be_non_human(real_db: CardDatabase) -> None:
    """702.140a: "target non-Human creature": Elite Vanguard (a Human Soldier) can't be the
    target; the cast is refused."""
    s = _mutate(real_db, under=False, target="Elite Vanguard")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
