"""711.2b: a static ability in a level box applies only while the leveler has that box's
number of level counters (cards/oracle/level_boxes.py: the static's `as_long_as`). Kabira
Vindicator (LEVEL 2-4: other creatures you control get +1/+1; LEVEL 5+: +2/+2) and Coralhelm
Commander (LEVEL 4+: other Merfolk creatures you control get +1/+1). Real cards of the shared
MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_711_2b_level_box_statics_compile(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Kabira Vindicator", "Coralhelm Commander")


@pytest.mark.parametrize(("levels", "bears", "own"), [
    (0, (2, 2), (2, 4)), (1, (2, 2), (2, 4)), (2, (3, 3), (3, 6)), (4, (3, 3), (3, 6)),
    (5, (4, 4), (4, 8)), (9, (4, 4), (4, 8))])
def test_711_2b_kabira_vindicator_by_level(real_db: CardDatabase, levels: int,
                                           bears: tuple[int, int], own: tuple[int, int]) -> None:
    """Its own box power/toughness (711.2a) and the box's anthem (711.2b), each box only for
    its range of level counters; with fewer than 2 the printed 2/4 and no anthem (711.5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kabira Vindicator",
               counters={"level": levels} if levels else None)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", *bears)
    s.assert_power_toughness("A", "Kabira Vindicator", *own)  # (not "other")
    s.assert_power_toughness("B", "Hill Giant", 3, 3)  # (only creatures you control)


def test_711_2b_levelling_up_turns_the_box_on(real_db: CardDatabase) -> None:
    """Coralhelm Commander with 3 level counters levels up to 4 ({1}): the other Merfolk gets
    +1/+1 from then on; a non-Merfolk doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Coralhelm Commander", counters={"level": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Merfolk of the Pearl Trident")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness(
        "A", "Merfolk of the Pearl Trident", 1, 1))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Level up")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Coralhelm Commander", "level", 4)
    s.assert_power_toughness("A", "Merfolk of the Pearl Trident", 2, 2)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
