"""Transform effects (701.28, 712, session 14): "can't transform" (101.2; rules/cant_transform.py)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


@pytest.mark.parametrize(("immerwolf", "face", "pt"), [
    (True, "Gatstaf Howler", (4, 4)), (False, "Gatstaf Shepherd", (2, 2))])
def test_101_2_immerwolf_non_human_werewolves_cant_transform(
        real_db: CardDatabase, immerwolf: bool, face: str, pt: tuple[int, int]) -> None:
    """Immerwolf: "Each other creature you control that's a Wolf or a Werewolf gets +1/+1.
    Non-Human Werewolves you control can't transform." Gatstaf Shepherd (a 2/2 Human
    Werewolf) may still transform: no spell cast on turn 1, so in turn 2's upkeep it becomes
    Gatstaf Howler (3/3 Werewolf, 4/4 with Immerwolf). B casts two Lightning Bolts on turn 2;
    in turn 3's upkeep the Howler would transform back (701.28a) but can't (101.2): it stays
    a 4/4 Howler. Without Immerwolf it is a 2/2 Shepherd again."""
    assert_compiled(real_db, "Immerwolf", "Gatstaf Shepherd")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gatstaf Shepherd")
    if immerwolf:
        s.add_card(Zone.BATTLEFIELD, "A", "Immerwolf")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.check(2, Step.DRAW, lambda sc: sc.assert_power_toughness(
        "A", "Gatstaf Howler", 4 if immerwolf else 3, 4 if immerwolf else 3))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 14)
    s.assert_permanent_count("A", face, 1)
    s.assert_power_toughness("A", face, *pt)
