"""Keyword mechanics of session 11 with real cards of the MTGJSON database (skipped without
../shared): undaunted (702.125), conspire given by Wort, the Raidmother (702.78b),
reconfigure (702.151)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _curtains_call(real_db: CardDatabase, swamps: int) -> Scenario:
    assert real_db.compiled("Curtains' Call").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Curtains' Call")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curtains' Call",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_125a_undaunted_costs_1_less_for_each_opponent(real_db: CardDatabase) -> None:
    """702.125a: Curtains' Call ({5}{B}, undaunted, "Destroy two target creatures.") costs
    {1} less for the one opponent: five Swamps cast it."""
    s = _curtains_call(real_db, 5)
    s.execute()
    s.assert_graveyard_count("B", None, 2)
    s.assert_graveyard_count("A", "Curtains' Call", 1)


def test_702_125a_undaunted_four_swamps_are_not_enough(real_db: CardDatabase) -> None:
    s = _curtains_call(real_db, 4)
    with pytest.raises(ScenarioError):
        s.execute()


def test_702_78b_wort_gives_conspire_to_burn_trail_twice(real_db: CardDatabase) -> None:
    """Wort, the Raidmother: "Each red or green instant or sorcery spell you cast has
    conspire." Burn Trail (its own conspire too) with both paid: four red Goblins tapped, two
    copies: 9 damage to B; Lightning Bolt with Wort's conspire paid: 6."""
    assert real_db.compiled("Wort, the Raidmother").supported
    for spell, lands, tap, life in (("Burn Trail", 4, "Raging Goblin, Goblin Roughrider, "
                                     "Goblin Piker, Mons's Goblin Raiders", 11),
                                    ("Lightning Bolt", 1, "Raging Goblin, Goblin Piker", 14)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
        for c in ("Wort, the Raidmother", "Raging Goblin", "Goblin Roughrider", "Goblin Piker",
                  "Mons's Goblin Raiders"):
            s.add_card(Zone.BATTLEFIELD, "A", c)
        s.add_card(Zone.HAND, "A", spell)
        s.set_choice("A", "yes")
        s.set_choice("A", tap)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)


def _blades(real_db: CardDatabase) -> Scenario:
    assert real_db.compiled("Lizard Blades").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Lizard Blades")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Reconfigure {2}", source="Lizard Blades",
                       targets=["Grizzly Bears"])
    return s


def test_702_151_reconfigure_attaches_and_it_stops_being_a_creature(
        real_db: CardDatabase) -> None:
    """702.151a-b: Lizard Blades ({1}{R} 1/1 double strike, "Equipped creature has double
    strike", reconfigure {2}) attached to Grizzly Bears: it isn't a creature (no creature
    type either, 205.1a: still an Equipment artifact) and the Bears attack with double
    strike: B at 16."""
    s = _blades(real_db)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Lizard Blades", "Grizzly Bears")
    s.assert_type("Lizard Blades", "Creature", False)
    s.assert_subtype("Lizard Blades", "Equipment")
    s.assert_subtype("Lizard Blades", "Lizard", False)
    s.assert_life("B", 16)


def test_702_151a_reconfigure_unattaches_only_as_a_sorcery_and_it_is_a_creature_again(
        real_db: CardDatabase) -> None:
    """702.151a: "Unattach this permanent. Activate only if it is attached to a creature and
    only as a sorcery": in the second main phase it unattaches and is a 1/1 creature again;
    unattached, that ability can't be activated."""
    s = _blades(real_db)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Reconfigure {2}: Unattach",
                       source="Lizard Blades")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_type("Lizard Blades", "Creature", True)
    s.assert_power_toughness("A", "Lizard Blades", 1, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    st = s.state
    blades = next(o for o in st.battlefield if st.objects[o].card.name == "Lizard Blades")
    assert st.objects[blades].attached_to is None


def test_702_151b_when_the_creature_dies_it_is_a_creature_again(real_db: CardDatabase) -> None:
    """704.5n: the Bears die; Lizard Blades becomes unattached and is a creature again."""
    s = _blades(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_type("Lizard Blades", "Creature", True)


def _surging_flame(real_db: CardDatabase, *choices: str) -> Scenario:
    """A casts Surging Flame ({1}{R}: 2 damage to any target, ripple 4) at B; the top of A's
    library: Surging Flame, then three Mountains (the last card added is the top, 401.1)."""
    assert real_db.compiled("Surging Flame").supported
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)  # the bottom two
    s.add_card(Zone.LIBRARY, "A", "Mountain", 3)
    s.add_card(Zone.LIBRARY, "A", "Surging Flame")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Surging Flame")
    for c in choices:
        s.set_choice("A", c)
    s.add_target("A", "B")  # the rippled Flame's target (601.2c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Surging Flame", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_60a_ripple_casts_the_revealed_card_with_the_same_name(
        real_db: CardDatabase) -> None:
    """702.60a: A reveals the top four cards (yes), casts the Surging Flame among them without
    paying its mana cost (yes; its own ripple: no) at B: 2 + 2 (B at 16); the three Mountains
    go to the bottom of the library, under the two Islands no more: the library is Mountain
    x3 at the bottom, then the Islands."""
    s = _surging_flame(real_db, "yes", "yes", "no")
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Surging Flame", 2)
    st = s.state
    lib = [st.objects[c].card.name for c in st.players[0].library]  # bottom first
    assert lib == ["Mountain", "Mountain", "Mountain", "Island", "Island"]
    assert sum(1 for o in st.battlefield if st.objects[o].tapped) == 2  # the rippled was free


def test_702_60a_ripple_declined(real_db: CardDatabase) -> None:
    """Not revealed ("no"): one Flame (B at 18), the library as it was."""
    s = _surging_flame(real_db, "no")
    s.execute()
    s.assert_life("B", 18)
    st = s.state
    lib = [st.objects[c].card.name for c in st.players[0].library]
    assert lib == ["Island", "Island", "Mountain", "Mountain", "Mountain", "Surging Flame"]
    s = _surging_flame(real_db, "yes", "no")  # revealed, the Flame not cast: all four below
    s.execute()
    s.assert_life("B", 18)
    lib = [s.state.objects[c].card.name for c in s.state.players[0].library]
    assert lib[-2:] == ["Island", "Island"] and sorted(lib[:4]) == [
        "Mountain", "Mountain", "Mountain", "Surging Flame"]


def _walker(real_db: CardDatabase, walker: str, land: str) -> Scenario:
    assert real_db.compiled(walker).supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", walker)
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", walker)
    s.block(1, "B", "Hill Giant", walker)
    s.stop_at(1, Step.END_TURN)
    return s


@pytest.mark.parametrize(("walker", "land", "power"), [
    ("Dryad Sophisticate", "Tundra", 2), ("Ayumi, the Last Visitor", "Urborg, Tomb of Yawgmoth", 7)])
def test_702_14c_nonbasic_and_legendary_landwalk(real_db: CardDatabase, walker: str, land: str,
                                                 power: int) -> None:
    """702.14c: nonbasic landwalk (Dryad Sophisticate) can't be blocked while the defending
    player controls a nonbasic land (Tundra); legendary landwalk (Ayumi) while they control a
    legendary land (Urborg): Hill Giant can't block it. A basic land doesn't stop blocks."""
    s = _walker(real_db, walker, land)
    with pytest.raises(ScenarioError, match="block"):
        s.execute()
    s = _walker(real_db, walker, "Forest")
    s.execute()
    s.assert_life("B", 20)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", walker)
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.attack(1, "A", walker)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 - power)
