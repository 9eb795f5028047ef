"""Control-changing effects (layer 2, 613.1b; 302.6; 506.4; 701.10) and copies (707)."""

from __future__ import annotations

import pytest

from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_613_6_act_of_treason_control_untap_haste_until_end_of_turn() -> None:
    """613.6 (Act of Treason example): control in layer 2, haste in layer 6; A attacks B with
    B's own Hill Giant; it returns to B in the cleanup step (514.2)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_abilities("A", "Hill Giant", ["Haste"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_302_6_summoning_sickness_follows_control() -> None:
    """302.6: without haste, a creature whose control just changed can't attack (Switcheroo
    gives A the Hill Giant and B the Grizzly Bears)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Switcheroo")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Switcheroo", targets=["Grizzly Bears", "Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError) as err:
        s.execute()
    assert "Hill Giant can't attack (508.1a)" in str(err.value)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_701_10b_switcheroo_exchange_lasts() -> None:
    """701.10b: the exchange has no duration; next turn the new controllers still control."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Switcheroo")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Switcheroo", targets=["Grizzly Bears", "Hill Giant"])
    s.attack(3, "A", "Hill Giant")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 17)


def test_701_10b_exchange_between_one_players_creatures_does_nothing() -> None:
    """701.10b: both permanents controlled by the same player: nothing happens."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Switcheroo")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Switcheroo", targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_613_1b_mind_control_while_attached() -> None:
    """613.1b, 303.4: "You control enchanted creature" lasts while Mind Control is attached;
    when the Aura leaves, control goes back."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Mind Control")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Naturalize")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Control", targets=["Hill Giant"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Naturalize", targets=["Mind Control"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_613_1b_threaten_untaps_then_gains_control() -> None:
    """Threaten: untap, gain control until end of turn, haste: A attacks with B's creature."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Threaten")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Threaten", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_707_5_clone_enters_as_a_copy() -> None:
    """707.2, 707.5: Clone enters as a copy of Serra Angel: named Serra Angel, 4/4 flying,
    vigilance; a copy's copiable values don't include the anthem (613.2c)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Serra Angel")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_power_toughness("A", "Serra Angel", 4, 4)
    s.assert_power_toughness("B", "Serra Angel", 5, 5)
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"])
    s.assert_color("Serra Angel@A", ["White"])
    s.assert_mana_value("Serra Angel@A", 5)


def test_707_5_clone_may_copy_nothing() -> None:
    """707.5 "you may": answering no, Clone enters as a 0/0 and dies (704.5f)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Clone", 1)


def test_707_2_copy_of_a_clone_copies_what_it_copied() -> None:
    """707.2 / 613.2c: the copiable values of a Clone that copied Hill Giant are Hill
    Giant's: a second Clone copying it is a Hill Giant too."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 8)
    s.add_card(Zone.HAND, "A", "Clone", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Hill Giant@A")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 2)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


def test_707_5_clone_copies_etb_trigger() -> None:
    """707.5: a Clone copying a creature with an enters-the-battlefield trigger has it, and it
    triggers as the Clone enters (Elvish Visionary: draw a card)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Elvish Visionary")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)


def test_707_10_twincast_copies_with_new_target() -> None:
    """707.10, 707.10c: Twincast copies Lightning Bolt; the copy's controller chooses a new
    target. The copy isn't cast and ceases to exist after resolving (707.10a)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Twincast")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Twincast", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("B", "yes")
    s.add_target("B", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 0)


def test_707_10c_twincast_keeping_the_targets() -> None:
    """707.10c: answering no, the copy keeps its targets: B takes 6."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Twincast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)


def test_603_10a_a_clone_dies_as_what_it_copied() -> None:
    """603.10a with 707.2: a Clone copying Doomed Traveler has its "when this creature dies"
    ability, and it triggers when the Clone dies; the card in the graveyard is a Clone."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Doomed Traveler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Doomed Traveler")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Doomed Traveler@A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Clone", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_permanent_count("B", "Doomed Traveler", 1)
