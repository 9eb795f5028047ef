"""Auras and Equipment that change what the permanent is (613.1d-f, 613.4b): "enchanted
creature loses all abilities and is a blue Frog creature with base power and toughness 1/1"
(Frogify: 205.1a, the types set replace the old ones, the subtypes of a type it no longer has
go; 105.3 the colour set; 613.1f abilities lost; 613.4b base power and toughness), "loses
flying", "is a Treefolk with base power and toughness 0/4" (Lignify). Real cards from the
shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _enchant(db: CardDatabase, aura: str, creature: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", creature)
    s.add_card(Zone.BATTLEFIELD, "A", aura, attached_to=creature)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_205_1a_frogify_serra_angel(real_db: CardDatabase) -> None:
    """Serra Angel (4/4 white Angel, flying, vigilance) under Frogify: a 1/1 blue Frog with
    no abilities."""
    s = _enchant(real_db, "Frogify", "Serra Angel")
    s.assert_power_toughness("B", "Serra Angel", 1, 1)
    s.assert_color("Serra Angel", ["Blue"])
    s.assert_subtype("Serra Angel", "Frog")
    s.assert_subtype("Serra Angel", "Angel", present=False)
    s.assert_abilities("B", "Serra Angel", ["Flying", "Vigilance"], present=False)


def test_205_1a_frogify_makes_an_artifact_creature_only_a_creature(
        real_db: CardDatabase) -> None:
    """Ornithopter (0/2 artifact creature — Thopter, flying) under Frogify: "a blue Frog
    creature" sets its card type to creature (no longer an artifact, 205.1a), 1/1, blue."""
    s = _enchant(real_db, "Frogify", "Ornithopter")
    s.assert_type("Ornithopter", "Creature")
    s.assert_type("Ornithopter", "Artifact", present=False)
    s.assert_subtype("Ornithopter", "Frog")
    s.assert_subtype("Ornithopter", "Thopter", present=False)
    s.assert_power_toughness("B", "Ornithopter", 1, 1)
    s.assert_abilities("B", "Ornithopter", ["Flying"], present=False)


def test_613_4b_lignify_keeps_the_card_types(real_db: CardDatabase) -> None:
    """Lignify on Ornithopter: "is a Treefolk" sets only the creature type: still an artifact
    creature, colourless, 0/4, no flying."""
    s = _enchant(real_db, "Lignify", "Ornithopter")
    s.assert_type("Ornithopter", "Artifact")
    s.assert_subtype("Ornithopter", "Treefolk")
    s.assert_subtype("Ornithopter", "Thopter", present=False)
    s.assert_color("Ornithopter", [])
    s.assert_power_toughness("B", "Ornithopter", 0, 4)
    s.assert_abilities("B", "Ornithopter", ["Flying"], present=False)


def test_613_1f_sky_tether_loses_flying(real_db: CardDatabase) -> None:
    """Sky Tether on Serra Angel: defender, no flying; still 4/4 with vigilance."""
    s = _enchant(real_db, "Sky Tether", "Serra Angel")
    s.assert_abilities("B", "Serra Angel", ["Flying"], present=False)
    s.assert_abilities("B", "Serra Angel", ["Defender", "Vigilance"])
    s.assert_power_toughness("B", "Serra Angel", 4, 4)
