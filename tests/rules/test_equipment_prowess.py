"""Equipment (301.5, 702.6) and prowess (702.108)."""

from __future__ import annotations

import pytest

from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_702_6a_equip_attaches_and_the_creature_gets_the_bonus() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Bonesplitter", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_life("B", 16)


def test_702_6a_equip_only_as_a_sorcery_and_only_your_creatures() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.UPKEEP, "A", "Equip {1}", targets=["Savannah Lions"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Grizzly Bears"])
    with pytest.raises(ScenarioError) as err:
        s.execute()
    assert "only as a sorcery (602.5d)" in str(err.value)
    assert "Grizzly Bears is not a legal target" in str(err.value)
    s.assert_power_toughness("A", "Savannah Lions", 2, 1)


def test_704_5n_equipment_stays_when_the_creature_dies() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Scimitar", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 3))
    s.cast_spell(1, Step.UPKEEP, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Leonin Scimitar", 1)
    assert s.game.state.objects[s._one_permanent("Leonin Scimitar")].attached_to is None


def test_702_108a_prowess_pumps_until_end_of_turn() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Monastery Swiftspear")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")  # a creature spell: no trigger
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Monastery Swiftspear", 2, 3))
    s.attack(1, "A", "Monastery Swiftspear")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)  # Bolt 3 + Swiftspear 2
    s.assert_power_toughness("A", "Monastery Swiftspear", 1, 2)  # 514.2: the effect ended
