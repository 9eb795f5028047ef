"""Types and colours set or added by static abilities said with "is"/"are" (layers 4 and 5,
613.1d-e; oracle/type_color.py), played from real cards of the shared MTGJSON file (skipped
without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import _static
from mtg_engine.testing import Scenario, Step, Zone


def test_613_1d_e_readings() -> None:
    assert _static("All creatures are black.") == {"continuous": {
        "filter": {"types": ["Creature"]}, "set_colors": "B"}}
    assert _static("~ is all colors.") == {"continuous": {
        "affects": "self", "set_colors": "WUBRG", "cda": True}}  # 604.3a
    assert _static("Each land is a Swamp in addition to its other land types.") == {
        "continuous": {"filter": {"types": ["Land"]}, "add_subtypes": ["Swamp"]}}
    assert _static("Enchanted permanent is an enchantment and loses all other card types.") \
        == {"continuous": {"affects": "enchanted", "set_types": ["Enchantment"], "filter": {
            "types": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]}}}
    # only what the DSL can say: a second predicate after "and are" is refused
    assert _static("All Goblins are black and are Zombies in addition to their other "
                   "creature types.") is None


def _board(real_db: CardDatabase, *cards: tuple[str, str]) -> Scenario:
    s = Scenario(cards=real_db)
    for player, name in cards:
        s.add_card(Zone.BATTLEFIELD, player, name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    return s


def test_613_1e_darkest_hour_and_thran_lens(real_db: CardDatabase) -> None:
    """Darkest Hour: "All creatures are black." -> Grizzly Bears are black. Thran Lens: "All
    permanents are colorless." -> Darkest Hour is colourless; the Bears take the colour of
    the later of the two effects (613.7)."""
    s = _board(real_db, ("A", "Darkest Hour"), ("B", "Grizzly Bears"))
    s.execute()
    s.assert_color("Grizzly Bears", ["Black"])
    # 613.7: in layer 5 the effect with the later timestamp wins
    s = _board(real_db, ("A", "Darkest Hour"), ("B", "Grizzly Bears"), ("A", "Thran Lens"))
    s.execute()
    s.assert_color("Grizzly Bears", [])
    s.assert_color("Darkest Hour", [])
    s = _board(real_db, ("A", "Thran Lens"), ("B", "Grizzly Bears"), ("A", "Darkest Hour"))
    s.execute()
    s.assert_color("Grizzly Bears", ["Black"])
    s.assert_color("Darkest Hour", [])


def test_604_3a_613_3_transguild_courier_is_all_colors_first(real_db: CardDatabase) -> None:
    """Transguild Courier: "~ is all colors." (a characteristic-defining ability): all five
    colours; with Thran Lens the CDA applies first in layer 5 (613.3) and the Lens makes it
    colourless."""
    s = _board(real_db, ("A", "Transguild Courier"))
    s.execute()
    s.assert_color("Transguild Courier", ["White", "Blue", "Black", "Red", "Green"])
    s = _board(real_db, ("B", "Thran Lens"), ("A", "Transguild Courier"))
    s.execute()
    s.assert_color("Transguild Courier", [])


def test_613_1d_one_with_the_stars_and_enchanted_evening(real_db: CardDatabase) -> None:
    """One with the Stars on Grizzly Bears: an enchantment that lost its other card types,
    and with them its creature type Bear (205.1b). Enchanted Evening: "All permanents are
    enchantments in addition to their other types." -> the Bears are a creature and an
    enchantment, still a Bear."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "One with the Stars", attached_to="Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_type("Grizzly Bears", "Enchantment")
    s.assert_type("Grizzly Bears", "Creature", present=False)
    s.assert_subtype("Grizzly Bears", "Bear", present=False)
    s = _board(real_db, ("A", "Enchanted Evening"), ("B", "Grizzly Bears"))
    s.execute()
    s.assert_type("Grizzly Bears", "Enchantment")
    s.assert_type("Grizzly Bears", "Creature")
    s.assert_subtype("Grizzly Bears", "Bear")


def test_613_1d_613_4b_ensoul_artifact(real_db: CardDatabase) -> None:
    """Ensoul Artifact on Mind Stone: "Enchanted artifact is a creature with base power and
    toughness 5/5 in addition to its other types." -> a 5/5 artifact creature."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Ensoul Artifact", attached_to="Mind Stone")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_type("Mind Stone", "Creature")
    s.assert_type("Mind Stone", "Artifact")
    s.assert_power_toughness("A", "Mind Stone", 5, 5)


def test_305_6_yavimaya_gives_every_land_the_forest_mana_ability(real_db: CardDatabase
                                                                 ) -> None:
    """Yavimaya, Cradle of Growth (A): "Each land is a Forest in addition to its other land
    types." B's two Islands are Forests too and tap for {G} (305.6): B casts Grizzly Bears
    ({1}{G}) on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yavimaya, Cradle of Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_subtype("Island", "Forest")
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_613_1d_e_hivestone_sinister_strength_mistform(real_db: CardDatabase) -> None:
    """Hivestone: A's Grizzly Bears are Slivers as well as Bears (B's are not). Sinister
    Strength: the enchanted Bears are 5/3 and black. Mistform Ultimus is every creature type
    (a CDA)."""
    s = _board(real_db, ("A", "Hivestone"), ("A", "Grizzly Bears"), ("B", "Mistform Ultimus"))
    s.execute()
    s.assert_subtype("Grizzly Bears", "Sliver")
    s.assert_subtype("Grizzly Bears", "Bear")
    s.assert_subtype("Mistform Ultimus", "Goblin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sinister Strength", attached_to="Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 3)
    s.assert_color("Grizzly Bears", ["Black"])
