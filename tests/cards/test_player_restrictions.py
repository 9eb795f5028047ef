"""Restrictions on players from static abilities (101.2): "Players can't gain life." (119.7).
Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl_cards import parse_card
from mtg_engine.cards.oracle.static_lowering import grammar_static
from mtg_engine.testing import Scenario, Step, Zone


def test_119_7_compiled() -> None:
    assert grammar_static("Players can't gain life.") == {"cant_gain_life": {"whose": "any"}}
    assert grammar_static("Your opponents can't gain life.") == \
        {"cant_gain_life": {"whose": "opponent"}}


def test_119_7_rampaging_ferocidon_stops_life_gain(real_db: CardDatabase) -> None:
    """Rampaging Ferocidon ("Players can't gain life."): A's Angel's Mercy (you gain 7 life)
    gains nothing (A 20), nor does Ajani's Pridemate trigger ("Whenever you gain life"): it
    stays 2/2. Without the Ferocidon A goes to 27 and the Pridemate gets a counter (3/3)."""
    assert real_db.compiled("Rampaging Ferocidon").supported
    for ferocidon, life, pt in ((True, 20, 2), (False, 27, 3)):
        s = Scenario(cards=real_db)
        if ferocidon:
            s.add_card(Zone.BATTLEFIELD, "B", "Rampaging Ferocidon")
        s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Pridemate")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
        s.add_card(Zone.HAND, "A", "Angel's Mercy")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Angel's Mercy")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("A", life)
        s.assert_power_toughness("A", "Ajani's Pridemate", pt, pt)


def test_119_7_opponents_only() -> None:
    """"Your opponents can't gain life." (whose: opponent) stops only the opponents' life
    gain: with it on A's side, A's Angel's Mercy gains 7 (A 27) and B's gains nothing (B 20).
    (Built-in cards and a test card written in the DSL.)"""
    db = CardDatabase.builtin()
    db.add(parse_card({"name": "Test Jailer", "type": "Enchantment", "cost": "{1}",
                       "statics": [{"cant_gain_life": {"whose": "opponent"}}]}))
    for caster, life in (("A", 27), ("B", 20)):
        s = Scenario(cards=db)
        s.add_card(Zone.BATTLEFIELD, "A", "Test Jailer")
        s.add_card(Zone.BATTLEFIELD, caster, "Plains", 4)
        s.add_card(Zone.HAND, caster, "Angel's Mercy")
        s.cast_spell(1, Step.PRECOMBAT_MAIN if caster == "A" else Step.UPKEEP, caster,
                     "Angel's Mercy")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life(caster, life)


def test_601_3b_yeva_green_creature_spells_as_though_they_had_flash(
        real_db: CardDatabase) -> None:
    """601.3b: A controls Yeva, Nature's Herald ("You may cast green creature spells as
    though they had flash."): in B's upkeep A casts Grizzly Bears (green); Hill Giant (red)
    can't be cast then (307.1), nor can B cast its own Grizzly Bears in A's upkeep (Yeva's
    "you" is A)."""
    assert real_db.compiled("Yeva, Nature's Herald").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yeva, Nature's Herald")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.cast_spell(2, Step.UPKEEP, "A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_playable("A", "Hill Giant", False)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yeva, Nature's Herald")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_playable("B", "Grizzly Bears", False)


def test_305_2_exploration_and_azusa_additional_lands(real_db: CardDatabase) -> None:
    """305.2: with Exploration A may play two lands this turn (a third is refused); with
    Exploration and Azusa, Lost but Seeking (two additional) four. B, not "you", still one."""
    for extra, lands in ((("Exploration",), 2), (("Exploration", "Azusa, Lost but Seeking"), 4)):
        s = Scenario(cards=real_db)
        for name in extra:
            s.add_card(Zone.BATTLEFIELD, "A", name)
        s.add_card(Zone.HAND, "A", "Forest", 5)
        s.add_card(Zone.HAND, "B", "Forest", 2)
        for _ in range(lands):
            s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("A", "Forest", lands)
        s.assert_playable("A", "Forest", False)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Exploration")
    s.add_card(Zone.HAND, "B", "Forest", 2)
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_playable("B", "Forest", False)
