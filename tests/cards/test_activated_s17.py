"""Session 17's activated and loyalty abilities (602, 606) and the effect phrases they needed:
"Attach target Equipment you control to target creature you control / to ~" (701.3a-c).
Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled


def test_701_3a_brass_squire_moves_an_equipment_at_instant_speed(real_db: CardDatabase) -> None:
    """Brass Squire's {T} (an instant-speed ability, unlike Equip 702.6a) moves Bonesplitter
    (+2/+0) from Grizzly Bears (back to 2/2) to Hill Giant (5/3) in A's upkeep."""
    assert_compiled(real_db, "Brass Squire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brass Squire")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}: Attach",
                       targets=["Bonesplitter", "Hill Giant"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_attached("Bonesplitter", "Hill Giant")
    s.assert_power_toughness("A", "Hill Giant", 5, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_tapped("Brass Squire")


def test_701_3a_brass_squire_targets_only_your_equipment(real_db: CardDatabase) -> None:
    """"target Equipment you control" (115.1): B's Bonesplitter is not a legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brass Squire")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Attach",
                       targets=["Bonesplitter", "Hill Giant"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


def test_701_3a_kazuuls_toll_collector_attaches_to_itself(real_db: CardDatabase) -> None:
    """Kazuul's Toll Collector (3/2) takes Leonin Scimitar (+1/+1) from Grizzly Bears for {0}
    (602.5d: only as a sorcery, so the upkeep activation is refused and waits)."""
    assert_compiled(real_db, "Kazuul's Toll Collector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kazuul's Toll Collector")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Scimitar", attached_to="Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}: Attach",
                       targets=["Leonin Scimitar"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("Leonin Scimitar", "Kazuul's Toll Collector")
    s.assert_power_toughness("A", "Kazuul's Toll Collector", 4, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_701_3a_magnetic_theft_keeps_control_of_the_equipment(real_db: CardDatabase) -> None:
    """Magnetic Theft attaches B's Bonesplitter to A's Grizzly Bears (4/2); B still controls
    the Equipment (701.3a: control doesn't change)."""
    assert_compiled(real_db, "Magnetic Theft")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Magnetic Theft")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Magnetic Theft",
                 targets=["Bonesplitter", "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("Bonesplitter", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_permanent_count("B", "Bonesplitter", 1)


def test_701_10g_tree_of_perdition_exchanges_a_life_total_with_its_toughness(
        real_db: CardDatabase) -> None:
    """Tree of Perdition (0/13): B at 20 life goes to 13, the Tree becomes 0/20 (701.10g: a
    layer-7b effect, 613.4b); the effect lasts past the turn."""
    assert_compiled(real_db, "Tree of Perdition")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tree of Perdition")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Exchange", targets=["B"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 13)
    s.assert_life("A", 20)
    s.assert_power_toughness("A", "Tree of Perdition", 0, 20)


def test_701_10g_tree_of_redemption_raises_your_life_total(real_db: CardDatabase) -> None:
    """Tree of Redemption (0/13) with A at 3 life: A gains 10 (to 13, 119.3), the Tree is 0/3;
    3 damage then kills it (704.5g)."""
    assert_compiled(real_db, "Tree of Redemption")
    s = Scenario(cards=real_db)
    s.set_life("A", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Tree of Redemption")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}: Exchange")
    s.check(1, Step.DRAW, lambda sc: sc.assert_power_toughness("A", "Tree of Redemption", 0, 3))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Tree of Redemption"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 13)
    s.assert_graveyard_count("A", "Tree of Redemption", 1)


def test_701_10c_mirror_universe_exchanges_life_totals_in_your_upkeep(
        real_db: CardDatabase) -> None:
    """Mirror Universe at 5 life against 20: A goes to 20, B to 5 (701.10c); it's sacrificed
    as a cost (118.3). Activate only during your upkeep (602.5b)."""
    assert_compiled(real_db, "Mirror Universe")
    s = Scenario(cards=real_db)
    s.set_life("A", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mirror Universe")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}, Sacrifice", targets=["B"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 5)
    s.assert_graveyard_count("A", "Mirror Universe", 1)


def test_602_5b_magus_of_the_mirror_only_during_your_upkeep(real_db: CardDatabase) -> None:
    """Magus of the Mirror can't be activated in the main phase: life totals stay."""
    assert_compiled(real_db, "Magus of the Mirror")
    s = Scenario(cards=real_db)
    s.set_life("A", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Magus of the Mirror")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["B"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 5)
    s.assert_life("B", 20)


def test_701_10g_evra_exchanges_your_life_total_with_its_power(real_db: CardDatabase) -> None:
    """Evra, Halcyon Witness (4/4): A at 20 goes to 4; Evra becomes 20/4."""
    assert_compiled(real_db, "Evra, Halcyon Witness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Evra, Halcyon Witness")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}: Exchange")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 4)
    s.assert_power_toughness("A", "Evra, Halcyon Witness", 20, 4)


def test_602_2b_mobilized_district_costs_less_for_each_legend(real_db: CardDatabase) -> None:
    """Mobilized District (XMage MobilizedDistrictTest): with Isamaru and Rhys (two legendary
    creatures) its {4} costs {2} (601.2f): three Plains and its own {C} pay for it twice; it is
    a 3/3 creature (and still a land) until end of turn."""
    assert_compiled(real_db, "Mobilized District")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mobilized District")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Rhys the Redeemed")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Mobilized District", 3, 3)
    s.assert_type("Mobilized District", "Land")
    s.assert_tapped("Mobilized District")
    for i in (1, 2, 3):
        s.assert_tapped(f"Plains#{i}")


def test_602_2b_mobilized_district_without_legends_costs_four(real_db: CardDatabase) -> None:
    """With one legend ({3}) and three Plains only, it can be activated once: the second
    activation finds no mana (601.2g)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mobilized District", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"not enough mana to pay \{3\}"):
        s.execute()
    s.assert_power_toughness("A", "Mobilized District", 3, 3)


def test_701_28a_civilized_scholar_transforms_after_discarding_a_creature(
        real_db: CardDatabase) -> None:
    """Civilized Scholar: A draws Lightning Bolt and discards Grizzly Bears, a creature card:
    the Scholar untaps and transforms into Homicidal Brute (5/1, 701.28a); "it" is the
    Scholar, the object named just before."""
    assert_compiled(real_db, "Civilized Scholar // Homicidal Brute")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Civilized Scholar")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_permanent_count("A", "Homicidal Brute", 1)
    s.assert_power_toughness("A", "Homicidal Brute", 5, 1)
    s.assert_tapped("Homicidal Brute", False)


def test_701_28a_civilized_scholar_stays_after_discarding_a_noncreature(
        real_db: CardDatabase) -> None:
    """Discarding Lightning Bolt (not a creature card): the Scholar stays tapped, unchanged."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Civilized Scholar")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Civilized Scholar", 1)
    s.assert_tapped("Civilized Scholar")


def test_205_1b_oko_turns_an_artifact_into_a_green_elk(real_db: CardDatabase) -> None:
    """Oko's [+1] on B's Bonesplitter: a green Elk creature with base power and toughness 3/3,
    no longer an artifact (205.1b: its card types replaced) and without its abilities
    (613.1f); it lasts past the turn (611.2a). Oko goes from 4 loyalty to 5."""
    assert_compiled(real_db, "Oko, Thief of Crowns")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oko, Thief of Crowns")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Bonesplitter"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("B", "Bonesplitter", 3, 3)
    s.assert_type("Bonesplitter", "Creature")
    s.assert_type("Bonesplitter", "Artifact", present=False)
    s.assert_subtype("Bonesplitter", "Elk")
    s.assert_subtype("Bonesplitter", "Equipment", present=False)
    s.assert_color("Bonesplitter", ["Green"])
    s.assert_counter_count("A", "Oko, Thief of Crowns", "loyalty", 5)


def test_613_1f_oko_elk_loses_flying(real_db: CardDatabase) -> None:
    """Serra Angel (4/4 flying, vigilance) becomes a 3/3 green Elk with no abilities."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oko, Thief of Crowns")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Serra Angel"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 3, 3)
    s.assert_abilities("B", "Serra Angel", ["Flying", "Vigilance"], present=False)
    s.assert_subtype("Serra Angel", "Angel", present=False)


def test_115_1_nicol_bolas_god_pharaoh_minus_four_hits_an_opponent(real_db: CardDatabase) -> None:
    """Nicol Bolas, God-Pharaoh's [−4] (606.3): 7 damage to target opponent: B goes to 13;
    Bolas from 7 loyalty to 3."""
    assert_compiled(real_db, "Nicol Bolas, God-Pharaoh")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nicol Bolas, God-Pharaoh")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-4:", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 13)
    s.assert_counter_count("A", "Nicol Bolas, God-Pharaoh", "loyalty", 3)


def test_115_1_nicol_bolas_god_pharaoh_targets_only_an_opponents_permanents(
        real_db: CardDatabase) -> None:
    """The creature must be an opponent's: B's Serra Angel dies, A's Hill Giant can't be
    chosen."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nicol Bolas, God-Pharaoh")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-4:", targets=["Serra Angel"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Nicol Bolas, God-Pharaoh")
    s2.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-4:", targets=["Hill Giant"])
    with pytest.raises(ScenarioError):
        s2.execute()
    s2.assert_permanent_count("A", "Hill Giant", 1)


def test_205_1b_liquimetal_coating_makes_a_land_an_artifact_for_the_turn(
        real_db: CardDatabase) -> None:
    """Liquimetal Coating on B's Forest: an artifact land until end of turn (613.1d: layer 4;
    514.2: the effect ends in the cleanup step); Shatter then destroys it."""
    assert_compiled(real_db, "Liquimetal Coating")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liquimetal Coating")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shatter")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target", targets=["Forest#1"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_type("Forest#1", "Artifact"))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shatter", targets=["Forest#1"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_type("Forest", "Artifact", present=False)


def test_611_2a_memnarch_makes_a_permanent_an_artifact_for_good(real_db: CardDatabase) -> None:
    """Memnarch's first ability has no duration: B's Grizzly Bears is still an artifact on
    turn 2 (611.2a)."""
    assert_compiled(real_db, "Memnarch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Memnarch")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}{U}:", targets=["Grizzly Bears"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Grizzly Bears", "Artifact")
    s.assert_type("Grizzly Bears", "Creature")


def test_613_4c_thran_forge_pumps_and_adds_the_artifact_type(real_db: CardDatabase) -> None:
    """Thran Forge: Grizzly Bears gets +1/+0 (3/2) and is an artifact until end of turn."""
    assert_compiled(real_db, "Thran Forge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thran Forge")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 2)
    s.assert_type("Grizzly Bears", "Artifact")


def test_205_1a_neurok_transmuter_takes_the_artifact_type_away(real_db: CardDatabase) -> None:
    """Neurok Transmuter's {U}: Ornithopter becomes blue and isn't an artifact (layers 4 and 5)
    until end of turn."""
    assert_compiled(real_db, "Neurok Transmuter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Neurok Transmuter")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}: Until", targets=["Ornithopter"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Ornithopter", "Artifact", present=False)
    s.assert_type("Ornithopter", "Creature")
    s.assert_color("Ornithopter", ["Blue"])


def test_506_2_giant_trap_door_spider_exiles_an_attacker_without_flying(
        real_db: CardDatabase) -> None:
    """B attacks A with Grizzly Bears; in the declare attackers step A's Giant Trap Door Spider
    exiles itself and the Bears ("target creature without flying that's attacking you");
    A takes no damage."""
    assert_compiled(real_db, "Giant Trap Door Spider")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giant Trap Door Spider")
    s.add_card(Zone.BATTLEFIELD, "A", "Taiga", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{1}{R}{G}", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Giant Trap Door Spider", 1)
    s.assert_life("A", 20)


def test_506_2_snow_fortress_cant_target_a_flier_or_a_creature_not_attacking(
        real_db: CardDatabase) -> None:
    """Snow Fortress's {3} (1 damage to target creature without flying that's attacking you):
    B's Serra Angel (flying) attacking and B's Grizzly Bears not attacking can't be chosen."""
    assert_compiled(real_db, "Snow Fortress")
    for target in ("Serra Angel", "Grizzly Bears"):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Snow Fortress")
        s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
        s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.attack(2, "B", "Serra Angel")
        s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{3}: ~ deals", targets=[target])
        s.stop_at(2, Step.END_COMBAT)
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_damage(target, 0)


def test_506_2_soul_snare_exiles_a_creature_attacking_your_planeswalker(
        real_db: CardDatabase) -> None:
    """Soul Snare: Grizzly Bears attacking A's Jace Beleren ("attacking you or a planeswalker
    you control") is exiled; Jace keeps his 3 loyalty."""
    assert_compiled(real_db, "Soul Snare")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Snare")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears", "Jace Beleren")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{W}, Sacrifice", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Soul Snare", 1)
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 3)


def test_208_1_pendelhaven_targets_only_a_1_1_creature(real_db: CardDatabase) -> None:
    """Pendelhaven's {T}: Llanowar Elves (1/1) gets +1/+2 (2/3); Grizzly Bears (2/2) is not a
    "1/1 creature" and can't be chosen (115.1)."""
    assert_compiled(real_db, "Pendelhaven")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pendelhaven")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target", targets=["Llanowar Elves"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 2, 3)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Pendelhaven")
    s2.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target", targets=["Grizzly Bears"])
    s2.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s2.execute()
    s2.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_614_10_chronatog_skips_your_next_turn(real_db: CardDatabase) -> None:
    """Chronatog's {0} (+3/+3 until end of turn, 4/5): A skips their next turn (614.10), so
    B takes turns 2 and 3 (500.10: a skipped turn doesn't happen); A's turn is turn 4."""
    assert_compiled(real_db, "Chronatog")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chronatog")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}:")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Chronatog", 4, 5))
    s.check(3, Step.UPKEEP, lambda sc: _active_is(sc, "B"))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    assert s.game.state.active == 0  # A's turn again
    s.assert_power_toughness("A", "Chronatog", 1, 2)


def _active_is(sc: Scenario, player: str) -> None:
    assert sc.game.state.active == "AB".index(player), sc.game.state.active


def test_614_10a_avizoa_skips_your_next_untap_step(real_db: CardDatabase) -> None:
    """Avizoa attacks (tapped) and A activates its {0}: A's next untap step (turn 3) is skipped,
    Avizoa stays tapped; the one after (turn 5) untaps it."""
    assert_compiled(real_db, "Avizoa")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Avizoa")
    s.attack(1, "A", "Avizoa")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{0}:")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Avizoa"))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Avizoa", False)
    s.assert_life("B", 18)


def test_702_14_wormwood_dryad_gains_forestwalk_and_hurts_you(real_db: CardDatabase) -> None:
    """Wormwood Dryad's {G}: forestwalk until end of turn and 1 damage to A (19); it attacks B,
    who controls a Forest, unblocked by B's Grizzly Bears (702.14c): B goes to 17."""
    assert_compiled(real_db, "Wormwood Dryad")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wormwood Dryad")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}: Wormwood Dryad gains forestwalk")
    s.attack(1, "A", "Wormwood Dryad")
    s.block(1, "B", "Grizzly Bears", "Wormwood Dryad")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError):  # the block can't be declared (702.14c)
        s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 17)


def test_201_5a_surestrike_trident_unattaches_and_the_creature_deals_its_power(
        real_db: CardDatabase) -> None:
    """Hill Giant (3/3) equipped with Surestrike Trident has "{T}, Unattach ~: This creature
    deals damage equal to its power to target player or planeswalker." (113.7: "this
    creature" is the Giant, ~ the Trident): B takes 3, the Trident is unattached (701.3d)."""
    assert_compiled(real_db, "Surestrike Trident")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Surestrike Trident", attached_to="Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Unattach", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_tapped("Hill Giant")
    assert s.game.state.objects[s._one_permanent("Surestrike Trident")].attached_to is None
    s.assert_abilities("A", "Hill Giant", ["First strike"], present=False)


def test_615_blinding_powder_unattach_prevents_combat_damage_to_the_creature(
        real_db: CardDatabase) -> None:
    """Grizzly Bears with Blinding Powder blocks Hill Giant (3/3) and activates "Unattach ~:
    Prevent all combat damage that would be dealt to this creature this turn.": the Bears
    survive, the Giant takes 2."""
    assert_compiled(real_db, "Blinding Powder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Blinding Powder", attached_to="Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "Unattach")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_damage("Hill Giant", 2)


def _library_has(sc: Scenario, player: str, name: str) -> bool:
    p = sc.game.state.players["AB".index(player)]
    return any(sc.game.state.objects[c].card.name == name for c in p.library)


def test_701_20_gomazoa_tucks_itself_and_the_creature_it_blocks(real_db: CardDatabase) -> None:
    """XMage GomazoaTest.testSimple: Gomazoa blocks Fortress Crab; its {T} puts both on top
    of their owners' libraries, then those players shuffle."""
    assert_compiled(real_db, "Gomazoa")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fortress Crab")
    s.add_card(Zone.BATTLEFIELD, "B", "Gomazoa")
    s.attack(1, "A", "Fortress Crab")
    s.block(1, "B", "Gomazoa", "Fortress Crab")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "{T}: Put")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 21)
    s.assert_library_count("A", 21)
    assert _library_has(s, "A", "Fortress Crab") and _library_has(s, "B", "Gomazoa")
    s.assert_permanent_count("A", "Fortress Crab", 0)


def test_608_2h_gomazoa_sacrificed_in_response_still_tucks_what_it_blocked(
        real_db: CardDatabase) -> None:
    """XMage GomazoaTest.testRemoveGomazoaInResponse: Gomazoa is sacrificed to Blood Bairn
    with its ability on the stack: it stays in the graveyard (400.7), but the Crab it was
    blocking as it left (608.2h) is still put into A's library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fortress Crab")
    s.add_card(Zone.BATTLEFIELD, "B", "Gomazoa")
    s.add_card(Zone.BATTLEFIELD, "B", "Blood Bairn")
    s.attack(1, "A", "Fortress Crab")
    s.block(1, "B", "Gomazoa", "Fortress Crab")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "{T}: Put")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "Sacrifice", responding_to="Gomazoa")
    s.set_choice("B", "Gomazoa")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Gomazoa", 1)
    assert _library_has(s, "A", "Fortress Crab")


def test_506_4_gomazoa_removed_from_combat_tucks_only_itself(real_db: CardDatabase) -> None:
    """XMage GomazoaTest.testRemoveGomazoaFromCombat: Labyrinth of Skophos removes Gomazoa
    from combat first: it blocks nothing (506.4), so only it goes to the library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fortress Crab")
    s.add_card(Zone.BATTLEFIELD, "A", "Labyrinth of Skophos")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Gomazoa")
    s.attack(1, "A", "Fortress Crab")
    s.block(1, "B", "Gomazoa", "Fortress Crab")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{4}, {T}: Remove", targets=["Gomazoa"])
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "{T}: Put")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert _library_has(s, "B", "Gomazoa")
    s.assert_permanent_count("A", "Fortress Crab", 1)


def test_701_20_void_stalker_tucks_itself_and_a_target_creature(real_db: CardDatabase) -> None:
    """Void Stalker puts itself and B's Grizzly Bears into their owners' libraries."""
    assert_compiled(real_db, "Void Stalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Void Stalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{U}, {T}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _library_has(s, "A", "Void Stalker") and _library_has(s, "B", "Grizzly Bears")
    s.assert_library_count("B", 21)


def test_601_2c_deadeye_tracker_exiles_two_cards_from_one_opponents_graveyard(
        real_db: CardDatabase) -> None:
    """Deadeye Tracker exiles Grizzly Bears and Lightning Bolt from B's graveyard (601.2c: one
    opponent's graveyard), then explores (701.40a): A's top card, a Wastes, goes to A's hand."""
    assert_compiled(real_db, "Deadeye Tracker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deadeye Tracker")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, {T}",
                       targets=["Grizzly Bears", "Lightning Bolt"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_hand_count("A", 1, "Wastes")


def test_601_2c_deadeye_tracker_cant_target_your_own_graveyard(real_db: CardDatabase) -> None:
    """A card in A's own graveyard is not in an opponent's graveyard (115.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deadeye Tracker")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, {T}",
                       targets=["Grizzly Bears", "Lightning Bolt"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_115_1_serendib_sorcerer_other_than_itself(real_db: CardDatabase) -> None:
    """Serendib Sorcerer: B's Hill Giant has base power and toughness 0/2 until end of turn
    (613.4b); "target creature other than ~" can't be the Sorcerer itself."""
    assert_compiled(real_db, "Serendib Sorcerer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serendib Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Hill Giant"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("B", "Hill Giant", 0, 2))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Serendib Sorcerer")
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Serendib Sorcerer"])
    s2.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s2.execute()


def test_115_1_faceless_butcher_exiles_another_creature_until_it_leaves(
        real_db: CardDatabase) -> None:
    """Faceless Butcher exiles B's Grizzly Bears ("target creature other than ~"); when B's
    Lightning Bolt kills the Butcher, the Bears return (the exiled card, 607.2a)."""
    assert_compiled(real_db, "Faceless Butcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Faceless Butcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Faceless Butcher")
    s.add_target("A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Faceless Butcher"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Faceless Butcher", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_613_4b_island_of_wak_wak_sets_a_fliers_base_power(real_db: CardDatabase) -> None:
    """Island of Wak-Wak: B's Serra Angel (4/4 flying) has base power 0 until end of turn
    (0/4, toughness unchanged); Hill Giant (no flying) can't be chosen."""
    assert_compiled(real_db, "Island of Wak-Wak")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island of Wak-Wak")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target", targets=["Serra Angel"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("B", "Serra Angel", 0, 4))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 4, 4)


def test_608_2h_tinder_wall_sacrificed_still_deals_damage_to_the_creature_it_blocked(
        real_db: CardDatabase) -> None:
    """Tinder Wall blocks Hill Giant; "{R}, Sacrifice ~: It deals 2 damage to target creature
    it's blocking": the Wall is gone as the ability resolves, but the Giant is still the
    creature it was blocking as it left (608.2h): the Giant has 2 damage."""
    assert_compiled(real_db, "Tinder Wall")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Tinder Wall")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Tinder Wall", "Hill Giant")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "{R}, Sacrifice", targets=["Hill Giant"])
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_graveyard_count("B", "Tinder Wall", 1)
    s.assert_damage("Hill Giant", 2)


def test_509_1g_flowstone_salamander_pings_a_creature_blocking_it(real_db: CardDatabase) -> None:
    """Flowstone Salamander's {R}: 1 damage to "target creature blocking it" (it: ~); Grizzly
    Bears blocking it takes 1; a creature not blocking it can't be chosen."""
    assert_compiled(real_db, "Flowstone Salamander")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flowstone Salamander")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Flowstone Salamander")
    s.block(1, "B", "Grizzly Bears", "Flowstone Salamander")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{R}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)


def test_205_3m_crown_of_vigor_pumps_the_enchanted_creature_and_its_kin(
        real_db: CardDatabase) -> None:
    """Crown of Vigor on Grizzly Bears (a Bear; 3/3 with the Crown's +1/+1): sacrificed, the
    creature it enchanted as it left (608.2h) and the other creatures sharing a creature type
    with it (205.3m) get +1/+1 until end of turn: A's Bears 3/3 (the static gone), B's Bears
    3/3; Hill Giant (a Giant) stays 3/3."""
    assert_compiled(real_db, "Crown of Vigor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Crown of Vigor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 3))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Crown of Vigor", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


def test_608_2h_briar_shield_sacrificed_pumps_the_creature_it_enchanted(
        real_db: CardDatabase) -> None:
    """Briar Shield (enchanted creature gets +1/+1; "Sacrifice ~: Enchanted creature gets +3/+3
    until end of turn."): the creature it enchanted as it left (608.2h) gets +3/+3: Grizzly
    Bears 5/5 (it did nothing before: "enchanted creature" found no Aura left to ask)."""
    assert_compiled(real_db, "Briar Shield")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Briar Shield", attached_to="Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
