"""Amounts in other words (compiled from the real Oracle texts): "twice the number of times it
was kicked" (702.33d: Deathforge Shaman's multikicker), "for each basic Island / Swamp you
control" (205.4a: Tempest Djinn, Cabal Stronghold's mana), "for each tapped artifact, creature,
and land you control" (any of them: Toil to Renown; plural: Maraxus of Keld)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_702_33d_deathforge_shaman_twice_the_times_kicked(real_db: CardDatabase) -> None:
    """Deathforge Shaman ({4}{R}, multikicker {R}) kicked twice: 4 damage to B (16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Deathforge Shaman")
    s.set_choice("A", "2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deathforge Shaman")
    s.add_target("A", "B")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)


def test_205_4a_tempest_djinn_counts_basic_islands(real_db: CardDatabase) -> None:
    """Tempest Djinn (0/4) with three Islands and a Snow-Covered Island (basic too) and a
    Halimar Depths (not basic, not an Island): 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tempest Djinn")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Halimar Depths")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Tempest Djinn", 4, 4)


def test_205_2a_toil_to_renown_counts_each_tapped_artifact_creature_and_land(
        real_db: CardDatabase) -> None:
    """A attacks with Ornithopter (an artifact creature: one permanent, counted once) and
    Grizzly Bears (both tapped), then casts Toil to Renown after combat with two of its three
    Forests: tapped are the Ornithopter, the Bears and two Forests: A gains 4 (24)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Toil to Renown")
    s.attack(1, "A", "Ornithopter")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Toil to Renown")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_life("B", 18)


def test_604_3_maraxus_counts_untapped_artifacts_creatures_and_lands(
        real_db: CardDatabase) -> None:
    """Maraxus of Keld (*/*) with two Forests and Ornithopter, all untapped, itself too: 4/4.
    Ornithopter attacks (tapped): 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maraxus of Keld")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Maraxus of Keld", 4, 4))
    s.attack(1, "A", "Ornithopter")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Maraxus of Keld", 3, 3)
