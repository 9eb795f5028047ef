"""The examples of 707 (copying objects) not tested elsewhere, played with real cards (or, for
a card the engine refuses, the closest supported one, said in each test)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_707_3_a_clone_copying_a_clone_copies_what_it_copied(real_db: CardDatabase) -> None:
    """707.3 (the Vesuvan Doppelganger example, with two Clones: the Doppelganger isn't
    supported): a Clone that entered as a copy of Runeclaw Bear has Runeclaw Bear's copiable
    values; a second Clone copying it is a 2/2 green Bear named Runeclaw Bear."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 8)
    s.add_card(Zone.HAND, "A", "Clone", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Runeclaw Bear")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Runeclaw Bear@A")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Runeclaw Bear", 2)
    s.assert_permanent_count("A", "Clone", 0)
    s.assert_power_toughness("A", "Runeclaw Bear", 2, 2)
    s.assert_subtype("Runeclaw Bear@A", "Bear")
    s.assert_color("Runeclaw Bear@A", ["Green"])


def test_707_6_a_clone_of_adaptive_automaton_makes_its_own_choice(
        real_db: CardDatabase) -> None:
    """707.6 (its example): Adaptive Automaton entered choosing Elf; a Clone copying it doesn't
    copy the choice: its controller chooses Goblin. The Clone (named Adaptive Automaton) is a
    Goblin and pumps the other Goblins (Raging Goblin 2/2); A's Llanowar Elves get +1/+1 from
    the Automaton only (2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Adaptive Automaton")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Adaptive Automaton")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Adaptive Automaton")
    s.set_choice("A", "Goblin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Adaptive Automaton", 2)
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_power_toughness("A", "Raging Goblin", 2, 2)


def test_707_9b_copy_artifact_copying_juggernaut_is_also_an_enchantment(
        real_db: CardDatabase) -> None:
    """707.9b (its example): Copy Artifact enters as a copy of Juggernaut "except it's an
    enchantment in addition to its other types": an artifact creature enchantment named
    Juggernaut, 5/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Copy Artifact")
    s.add_card(Zone.BATTLEFIELD, "B", "Juggernaut")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Copy Artifact")
    s.set_choice("A", "Juggernaut")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Juggernaut", 1)
    for t in ("Artifact", "Creature", "Enchantment"):
        s.assert_type("Juggernaut@A", t)
    s.assert_power_toughness("A", "Juggernaut", 5, 3)


def test_707_9d_quicksilver_gargantuan_doesnt_copy_a_pt_cda(real_db: CardDatabase) -> None:
    """707.9d (its first example, with Nightmare, "power and toughness are each equal to the
    number of Swamps you control", for Tarmogoyf, which isn't supported): Quicksilver
    Gargantuan copying Nightmare "except it's 7/7" doesn't have the CDA: 7/7 although B has
    three Swamps (B's Nightmare is 3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Quicksilver Gargantuan")
    s.add_card(Zone.BATTLEFIELD, "B", "Nightmare")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Quicksilver Gargantuan")
    s.set_choice("A", "Nightmare")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Nightmare", 7, 7)
    s.assert_power_toughness("B", "Nightmare", 3, 3)


def test_707_9d_glasspool_mimic_copies_changeling(real_db: CardDatabase) -> None:
    """707.9d (its second example): Glasspool Mimic copying Changeling Outcast "except it's a
    Shapeshifter Rogue in addition to its other types" keeps changeling: it has every creature
    type (an Elf and a Goblin as well as a Rogue)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Glasspool Mimic")
    s.add_card(Zone.BATTLEFIELD, "A", "Changeling Outcast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glasspool Mimic")
    s.set_choice("A", "Changeling Outcast")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Changeling Outcast", 2)
    for t in ("Elf", "Goblin", "Rogue", "Shapeshifter"):
        s.assert_subtype("Changeling Outcast#2", t)


def test_707_5_a_clone_of_skyshroud_behemoth_enters_tapped_with_fade_counters(
        real_db: CardDatabase) -> None:
    """707.5 (its first example): a Clone entering as a copy of Skyshroud Behemoth ("Fading 2",
    "enters the battlefield tapped") enters tapped with two fade counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Skyshroud Behemoth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Skyshroud Behemoth")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Skyshroud Behemoth", 1)
    s.assert_tapped("Skyshroud Behemoth@A")
    s.assert_counter_count("A", "Skyshroud Behemoth", "fade", 2)


def test_707_5_a_clone_of_wall_of_omens_draws_a_card(real_db: CardDatabase) -> None:
    """707.5 (its second example): the Clone has Wall of Omens's enters-the-battlefield
    trigger: A draws a card (hand 0 -> 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Omens")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Wall of Omens")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Wall of Omens", 1)
    s.assert_hand_count("A", 1)
