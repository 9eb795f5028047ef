"""Session 9 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_208_1_collar_the_culprit_needs_toughness_4_or_greater(real_db: CardDatabase) -> None:
    """Collar the Culprit: "Destroy target creature with toughness 4 or greater." Hill Giant
    (3/3) is not a legal target (208.1, 115.1); a 4/4 (Giant Growth on Grizzly Bears, 2/2 -> 5/5)
    judged as it is now is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Collar the Culprit")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collar the Culprit", targets=["Hill Giant"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "not a legal target" in str(e.value)
    s.assert_permanent_count("B", "Hill Giant", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Collar the Culprit")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collar the Culprit", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_701_8_akromas_vengeance_destroys_each_artifact_creature_and_enchantment(
        real_db: CardDatabase) -> None:
    """Akroma's Vengeance: "Destroy all artifacts, creatures, and enchantments." Each object
    of any of the three types is destroyed (701.8a): Sol Ring, Grizzly Bears, Glorious Anthem,
    Ornithopter (artifact and creature, destroyed once); the lands and Garruk Wildspeaker (a
    planeswalker) stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Akroma's Vengeance")
    for name in ("Sol Ring", "Grizzly Bears", "Glorious Anthem", "Ornithopter",
                 "Garruk Wildspeaker", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Akroma's Vengeance")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    for name in ("Sol Ring", "Grizzly Bears", "Glorious Anthem", "Ornithopter"):
        s.assert_graveyard_count("B", name, 1)
    s.assert_permanent_count("B", "Garruk Wildspeaker", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_permanent_count("A", "Plains", 6)
    assert len(s.state.players[1].graveyard) == 4


def test_608_2c_fracturing_gust_counts_each_permanent_it_destroyed(
        real_db: CardDatabase) -> None:
    """Fracturing Gust: "Destroy all artifacts and enchantments. You gain 2 life for each
    permanent destroyed this way." Three destroyed (Sol Ring, Ornithopter, Glorious Anthem;
    not Grizzly Bears): 20 + 6 = 26 life (608.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Fracturing Gust")
    for name in ("Sol Ring", "Ornithopter", "Glorious Anthem", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fracturing Gust")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 26)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    assert len(s.state.players[1].graveyard) == 3
