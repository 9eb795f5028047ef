"""Audit of the banding cards made playable in session 22 (qa22d): the rules machinery's
suspects (702.22h-k against 509.1b-c, 510.1c-d, 702.19b, 702.4) played with exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _thorn(real_db: CardDatabase, blocker: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thorn Elemental")
    s.attack(1, "A", "Thorn Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.block(1, "B", blocker, "Thorn Elemental")
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_22j_thorn_elemental_blocked_by_banding_defender_decides(
        real_db: CardDatabase) -> None:
    """702.22j and Thorn Elemental's ruling: blocked by Benalish Hero (banding), B (not A)
    decides whether its 7 is assigned as though it weren't blocked: B puts all 7 on the Hero
    (B at 20, the Hero dies)."""
    s = _thorn(real_db, "Benalish Hero")
    s.assign_damage(1, "B", "Thorn Elemental", {"Benalish Hero": 7})
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Benalish Hero", 1)


def test_510_1c_thorn_elemental_blocked_without_banding_controller_decides(
        real_db: CardDatabase) -> None:
    """Not banding: Squire blocks; A has the 7 assigned as though unblocked: B at 13, Squire
    lives."""
    s = _thorn(real_db, "Squire")
    s.assign_damage(1, "A", "Thorn Elemental", {"B": 7})
    s.execute()
    s.assert_life("B", 13)
    s.assert_permanent_count("B", "Squire", 1)


def _band_with(real_db: CardDatabase, other: str, blocks_hero: bool) -> Scenario:
    """A's Benalish Hero (1/1, banding) and `other` attack as a band; B's Hill Giant (3/3)
    blocks the Hero (or `other`)."""
    s = Scenario(cards=real_db)
    for name in ("Benalish Hero", other):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Benalish Hero", other])
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.block(1, "B", "Hill Giant", "Benalish Hero" if blocks_hero else other)
    s.stop_at(1, Step.END_TURN)
    return s


def test_509_1b_702_22h_menace_band_member_blocked_through_its_mate(
        real_db: CardDatabase) -> None:
    """509.1b judges the declared pair: the Hill Giant alone may block the Hero, and Boggart
    Brute (3/2, menace) becomes blocked with it (702.22h): B takes nothing (20). A puts the
    Giant's 3 on the Hero (702.22k); the Brute's 3 and the Hero's 1 kill the Giant."""
    s = _band_with(real_db, "Boggart Brute", blocks_hero=True)
    s.assign_damage(1, "A", "Hill Giant", {"Benalish Hero": 3})
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Boggart Brute", 1)
    s.assert_graveyard_count("A", "Benalish Hero", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_509_1b_menace_band_member_not_blocked_by_one_directly(real_db: CardDatabase) -> None:
    """The declared pair Hill Giant - Boggart Brute breaks menace: refused."""
    s = _band_with(real_db, "Boggart Brute", blocks_hero=False)
    with pytest.raises(ScenarioError, match=r"2 or more \(min_blockers\)"):
        s.execute()


def test_509_1c_lure_band_mate_must_be_blocked_as_declared(real_db: CardDatabase) -> None:
    """509.1c judges the declared pairs: Prized Unicorn ("All creatures able to block it do
    so") bands with the Hero; the Giant declared on the Hero doesn't obey the requirement
    (it could block the Unicorn): refused."""
    s = _band_with(real_db, "Prized Unicorn", blocks_hero=True)
    with pytest.raises(ScenarioError, match=r"509\.1c"):
        s.execute()


def test_509_1c_lure_band_blocked_through_the_unicorn(real_db: CardDatabase) -> None:
    """The Giant declared on Prized Unicorn blocks the Hero too (702.22h): B at 20. A divides
    the Giant's 3: 2 to the Unicorn, 1 to the Hero: both die; the Giant takes 3 and dies."""
    s = _band_with(real_db, "Prized Unicorn", blocks_hero=False)
    s.assign_damage(1, "A", "Hill Giant", {"Prized Unicorn": 2, "Benalish Hero": 1})
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Prized Unicorn", 1)
    s.assert_graveyard_count("A", "Benalish Hero", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_702_4_702_22k_double_strike_in_a_band(real_db: CardDatabase) -> None:
    """Fencing Ace (1/1, double strike) bands with the Hero; the Giant blocks the Hero, so
    both. First strike: the Ace deals 1 to the Giant. Regular step: the Ace 1 and the Hero 1
    (3 in all, the Giant dies); the Giant's 3, divided by A (702.22k), all to the Hero."""
    s = _band_with(real_db, "Fencing Ace", blocks_hero=True)
    s.assign_damage(1, "A", "Hill Giant", {"Benalish Hero": 3})
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Fencing Ace", 1)
    s.assert_graveyard_count("A", "Benalish Hero", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


@pytest.mark.parametrize(("times", "dragons"), [(4, 0), (3, 1)])
def test_nalathni_dragon_activated_four_or_more_times(real_db: CardDatabase, times: int,
                                                      dragons: int) -> None:
    """Nalathni Dragon (1/1): four {R} activations: 5/1, sacrificed at the end step; three:
    4/1, still there on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", times)
    s.add_card(Zone.BATTLEFIELD, "A", "Nalathni Dragon")
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
    s.check(1, Step.END_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Nalathni Dragon", 1 + times, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Nalathni Dragon", dragons)
    s.assert_graveyard_count("A", "Nalathni Dragon", 1 - dragons)


def test_702_22j_banding_sliver_gives_an_opponents_sliver_banding(real_db: CardDatabase) -> None:
    """Banding Sliver: "All Slivers have banding": B's Metallic Sliver too. A's Hill Giant
    (3/3) is blocked by B's Metallic Sliver and Squire: B divides the Giant's 3 (702.22j), all
    to the Sliver; Squire lives, the Giant takes 2 and lives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Banding Sliver")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    for name in ("Metallic Sliver", "Squire"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Hill Giant")
    s.assign_damage(1, "B", "Hill Giant", {"Metallic Sliver": 3})
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_abilities("B", "Metallic Sliver", ["banding"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Squire", 1)
    s.assert_graveyard_count("B", "Metallic Sliver", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_damage("Hill Giant", 2)


def test_702_22d_band_attacking_a_planeswalker_blocked_together(real_db: CardDatabase) -> None:
    """A's Benalish Hero and Squire attack B's Ajani Goldmane (4 loyalty) as a band; Grizzly
    Bears blocks the Hero, so Squire is blocked too (702.22h): Ajani keeps 4. A puts the
    Bears' 2 on Squire (702.22k): Squire dies, the Hero lives; the Bears take 2 and die."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Ajani Goldmane")
    for name in ("Benalish Hero", "Squire"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name, "Ajani Goldmane")
    s.band(1, "A", ["Benalish Hero", "Squire"])
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.block(1, "B", "Grizzly Bears", "Benalish Hero")
    s.assign_damage(1, "A", "Grizzly Bears", {"Squire": 2})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Ajani Goldmane", "loyalty", 4)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Squire", 1)
    s.assert_permanent_count("A", "Benalish Hero", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_22d_unblocked_band_damages_the_planeswalker(real_db: CardDatabase) -> None:
    """Unblocked, the same band deals 2 to Ajani Goldmane (4 -> 2); B stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Ajani Goldmane")
    for name in ("Benalish Hero", "Squire"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name, "Ajani Goldmane")
    s.band(1, "A", ["Benalish Hero", "Squire"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Ajani Goldmane", "loyalty", 2)
    s.assert_life("B", 20)


def test_formation_grants_banding_and_draws_next_upkeep(real_db: CardDatabase) -> None:
    """Formation on Squire: it bands with Eager Cadet; B's Grizzly Bears blocks the Cadet, so
    Squire is blocked too (B at 20). A draws a card at the beginning of turn 2's upkeep (B's
    turn): one card in hand then, none before."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Formation")
    s.add_card(Zone.LIBRARY, "A", "Plains", 3)
    for name in ("Squire", "Eager Cadet"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Formation", targets=["Squire"])
    s.band(1, "A", ["Squire", "Eager Cadet"])
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.block(1, "B", "Grizzly Bears", "Eager Cadet")
    s.assign_damage(1, "A", "Grizzly Bears", {"Squire": 2})
    s.check(1, Step.END_TURN, lambda sc: sc.assert_hand_count("A", 0))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("A", "Eager Cadet", 1)
    s.assert_graveyard_count("A", "Squire", 1)


def test_702_22k_kjeldoran_skyknight_first_strike_kills_before_the_band_is_hit(
        real_db: CardDatabase) -> None:
    """Kjeldoran Skyknight (1/1 flying, first strike, banding) bands with Squire; B's Llanowar
    Elves (1/1) blocks Squire: the Skyknight's first strike kills the Elves before they deal
    damage: both attackers live, B at 20."""
    s = Scenario(cards=real_db)
    for name in ("Kjeldoran Skyknight", "Squire"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Kjeldoran Skyknight", "Squire"])
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.block(1, "B", "Llanowar Elves", "Squire")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Kjeldoran Skyknight", 1)
    s.assert_permanent_count("A", "Squire", 1)
    s.assert_damage("Squire", 0)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


@pytest.mark.parametrize("bander", [
    "Benalish Infantry", "Icatian Phalanx", "Kjeldoran Escort", "Kjeldoran Knight",
    "Kjeldoran Phalanx", "Kjeldoran Skycaptain", "Kjeldoran Warrior", "Knights of Thorn",
    "Mesa Pegasus", "Noble Elephant", "Pikemen", "Shield Bearer", "Teremko Griffin",
    "Timber Wolves", "War Elephant"])
def test_702_22h_k_printed_banding_bands_with_squire(real_db: CardDatabase, bander: str) -> None:
    """Each printed-banding creature bands with Squire (1/2); B's Hill Giant (3/3) blocks
    Squire, so the bander is blocked too (702.22h; a flier as well, its example): B stays at
    20. A puts the Giant's 3 on Squire (702.22k): Squire dies, the bander takes no damage.
    (No bander's first strike kills the Giant first: at most 2.)"""
    s = Scenario(cards=real_db)
    for name in (bander, "Squire"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", [bander, "Squire"])
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.block(1, "B", "Hill Giant", "Squire")
    s.assign_damage(1, "A", "Hill Giant", {"Squire": 3})
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Squire", 1)
    s.assert_permanent_count("A", bander, 1)
    s.assert_damage(bander, 0)


def test_702_24_volunteer_reserves_cumulative_upkeep_unpaid(real_db: CardDatabase) -> None:
    """Volunteer Reserves, cumulative upkeep {1}, with no mana: at A's first upkeep it gets an
    age counter and is sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Volunteer Reserves")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Volunteer Reserves", 1)


def test_702_22j_wall_of_shields_blocking_b_divides(real_db: CardDatabase) -> None:
    """Wall of Shields (0/4, defender, banding) and Squire block A's Hill Giant (3/3): B
    divides its 3 (702.22j), all to the Wall: Squire lives, the Wall has 3 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    for name in ("Wall of Shields", "Squire"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Hill Giant")
    s.assign_damage(1, "B", "Hill Giant", {"Wall of Shields": 3})
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Squire", 1)
    s.assert_damage("Wall of Shields", 3)
    s.assert_damage("Squire", 0)


@pytest.mark.parametrize(("source", "ability", "lands", "targeted"), [
    ("Helm of Chatzuk", "{1}, {T}:", 1, True),
    ("Baton of Morale", "{2}:", 2, True),
    ("Icatian Infantry", "{1}: Icatian Infantry gains banding", 1, False),
])
def test_613_1f_granted_banding_forms_a_band(real_db: CardDatabase, source: str, ability: str,
                                             lands: int, targeted: bool) -> None:
    """Banding granted until end of turn (Helm of Chatzuk, Baton of Morale on Squire; Icatian
    Infantry on itself) lets Eager Cadet band with it: the Bears blocking the Cadet block
    both (B at 20); A puts the Bears' 2 on the Cadet."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", lands)
    s.add_card(Zone.BATTLEFIELD, "A", source)
    bander = "Squire" if targeted else source
    for name in ({bander, "Eager Cadet"} if targeted else ("Eager Cadet",)):
        if name != source:
            s.add_card(Zone.BATTLEFIELD, "A", name)
    for name in (bander, "Eager Cadet"):
        s.attack(1, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", ability,
                       targets=["Squire"] if targeted else ())
    s.band(1, "A", [bander, "Eager Cadet"])
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.block(1, "B", "Grizzly Bears", "Eager Cadet")
    s.assign_damage(1, "A", "Grizzly Bears", {"Eager Cadet": 2})
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Eager Cadet", 1)
    s.assert_damage(bander, 0)


def test_soraya_birds_get_plus_one_and_a_bird_gains_banding(real_db: CardDatabase) -> None:
    """Soraya the Falconer: Suntail Hawk (Bird, 1/1) is 2/2, B's Grizzly Bears isn't pumped;
    {1}{W}: the Hawk gains banding until end of turn (and no longer on turn 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Soraya the Falconer")
    s.add_card(Zone.BATTLEFIELD, "A", "Suntail Hawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}:", targets=["Suntail Hawk"])

    def pumped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Suntail Hawk", 2, 2)
        sc.assert_power_toughness("B", "Grizzly Bears", 2, 2)
        sc.assert_abilities("A", "Suntail Hawk", ["banding"])

    s.check(1, Step.END_COMBAT, pumped)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("A", "Suntail Hawk", ["banding"], present=False)


def test_fortified_area_only_the_controllers_walls(real_db: CardDatabase) -> None:
    """Fortified Area: "Wall creatures you control get +1/+0 and have banding": A's Wall of
    Wood is 1/3 with banding; B's Wall of Wood stays 0/3 without; A's Grizzly Bears (not a
    Wall) gets neither."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fortified Area")
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Wall of Wood", 1, 3)
    s.assert_abilities("A", "Wall of Wood", ["banding"])
    s.assert_power_toughness("B", "Wall of Wood", 0, 3)
    s.assert_abilities("B", "Wall of Wood", ["banding"], present=False)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["banding"], present=False)


def test_beast_walkers_gains_banding_until_end_of_turn(real_db: CardDatabase) -> None:
    """Beast Walkers {G}: it gains banding until end of turn: it has banding in combat, not on
    turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Beast Walkers")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}:")
    s.check(1, Step.END_COMBAT,
            lambda sc: sc.assert_abilities("A", "Beast Walkers", ["banding"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("A", "Beast Walkers", ["banding"], present=False)


def test_702_22h_thorn_elemental_in_a_band_assigns_as_though_unblocked(
        real_db: CardDatabase) -> None:
    """Thorn Elemental (7/7) bands with Benalish Hero; B's Squire (no banding) blocks the Hero,
    so the Elemental is blocked too (702.22h); A has its 7 assigned as though it weren't
    blocked: B at 13; A puts nothing of the Squire's 1 on the Elemental: the Hero takes it."""
    s = Scenario(cards=real_db)
    for name in ("Thorn Elemental", "Benalish Hero"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Thorn Elemental", "Benalish Hero"])
    s.add_card(Zone.BATTLEFIELD, "B", "Squire")
    s.block(1, "B", "Squire", "Benalish Hero")
    s.assign_damage(1, "A", "Thorn Elemental", {"B": 7})
    s.assign_damage(1, "A", "Squire", {"Benalish Hero": 1})
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 13)
    s.assert_graveyard_count("A", "Benalish Hero", 1)
    s.assert_damage("Thorn Elemental", 0)
