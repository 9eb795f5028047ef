"""Session 12 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------------------------------------ populate (701.30)


def test_701_30a_eyes_in_the_skies_populates_the_bird_it_made(real_db: CardDatabase) -> None:
    """Eyes in the Skies: "Create a 1/1 white Bird creature token with flying, then populate."
    With no other token, populate copies the new Bird: A has two 1/1 flying Birds."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Eyes in the Skies")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eyes in the Skies")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Bird Token", 2)
    s.assert_power_toughness("A", "Bird Token#2", 1, 1)
    s.assert_abilities("A", "Bird Token#2", ["Flying"])


def test_701_30b_populate_without_a_creature_token_creates_nothing(
        real_db: CardDatabase) -> None:
    """701.30b: Wake the Reflections ("Populate.") with only a nontoken creature (Grizzly
    Bears) and B's Soldier token (not A's): no token is created."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Wake the Reflections")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wake the Reflections")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_battlefield_count("A", 2)  # Plains, Grizzly Bears
    s.assert_permanent_count("B", "Soldier Token", 2)


def test_701_30a_populate_copies_the_token_chosen(real_db: CardDatabase) -> None:
    """A has two Soldiers (Raise the Alarm); Horncaller's Chant makes a 4/4 Rhino, then
    populates: A chooses a Soldier (a third one, not a second Rhino); Wake the Reflections,
    the Rhino: three 1/1 Soldiers and two 4/4 Rhinos."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    for card in ("Raise the Alarm", "Horncaller's Chant", "Wake the Reflections"):
        s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.set_choice("A", "Soldier Token")  # (Horncaller's Chant: which token it populates)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Horncaller's Chant")
    s.set_choice("A", "Rhino Token")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wake the Reflections")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 3)
    s.assert_permanent_count("A", "Rhino Token", 2)
    s.assert_power_toughness("A", "Rhino Token#2", 4, 4)
    s.assert_abilities("A", "Rhino Token#2", ["Trample"])
    s.assert_power_toughness("A", "Soldier Token#3", 1, 1)
