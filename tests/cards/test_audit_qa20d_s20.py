"""qa20d's audit of session 20's new cards (activated, xmage2, emblems, targets, rtrip,
audit10): edge cases the authors' tests leave open, each with exact figures and the rule."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError
from tests.cards.conftest import assert_compiled


def test_611_2c_kenrith_haste_only_for_creatures_there_at_resolution(
    real_db: CardDatabase,
) -> None:
    """Kenrith: "{R}: All creatures gain trample and haste until end of turn." The affected
    set is locked in on resolution (611.2c): B's Hill Giant gains both, A's Grizzly Bears cast
    afterwards has neither."""
    assert_compiled(real_db, "Kenrith, the Returned King")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kenrith, the Returned King")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Kenrith, the Returned King", ["Trample", "Haste"])
    s.assert_abilities("B", "Hill Giant", ["Trample", "Haste"])  # "all creatures"
    s.assert_abilities("A", "Grizzly Bears", ["Trample"], present=False)
    s.assert_abilities("A", "Grizzly Bears", ["Haste"], present=False)


def test_611_2c_demon_of_dark_schemes_later_creature_unaffected(real_db: CardDatabase) -> None:
    """Demon of Dark Schemes enters: all other creatures get -2/-2 until end of turn. B's
    Hill Giant (3/3) is 1/1; A's Grizzly Bears cast afterwards stays 2/2 (611.2c); the Demon
    itself stays 5/5."""
    assert_compiled(real_db, "Demon of Dark Schemes")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Demon of Dark Schemes")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Demon of Dark Schemes")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Demon of Dark Schemes", 5, 5)


def test_615_gideon_of_the_trials_prevents_until_your_next_turn(real_db: CardDatabase) -> None:
    """Gideon of the Trials +1 on B's Hill Giant: it deals no damage attacking on B's turn 2
    (A stays 20, Gideon untouched is not attacked); on A's turn 3 the effect has ended."""
    assert_compiled(real_db, "Gideon of the Trials")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon of the Trials")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Hill Giant"])
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Gideon of the Trials", "loyalty", 4)


def test_615_gideon_of_the_trials_effect_ends_at_your_next_turn(real_db: CardDatabase) -> None:
    """Same, but B's Hill Giant attacks again on turn 4 (after A's turn 3): 3 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon of the Trials")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Hill Giant"])
    s.attack(2, "B", "Hill Giant")
    s.attack(4, "B", "Hill Giant")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)


def test_406_3_ilharg_exiled_goes_third_from_top(real_db: CardDatabase) -> None:
    """Swords to Plowshares on Ilharg (A's): "When ~ dies or is put into exile from the
    battlefield, you may put it into its owner's library third from the top." A gains 6;
    Ilharg is the third of A's library (4 Islands before: library 5)."""
    assert_compiled(real_db, "Ilharg, the Raze-Boar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ilharg, the Raze-Boar")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Swords to Plowshares")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Swords to Plowshares",
                 targets=["Ilharg, the Raze-Boar"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 26)
    s.assert_exile_count("Ilharg, the Raze-Boar", 0)
    s.assert_library_count("A", 5)
    s.assert_library_count("A", 1, "Ilharg, the Raze-Boar")


def test_601_2f_torgaar_reduction_never_reduces_black(real_db: CardDatabase) -> None:
    """Torgaar ({6}{B}{B}) with four Grizzly Bears sacrificed: {2} less each reduces only the
    generic part (601.2f, 118.7): it still costs {B}{B}, so with one Swamp it can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Torgaar, Famine Incarnate")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 4)
    s.set_choice("A", "Grizzly Bears, Grizzly Bears, Grizzly Bears, Grizzly Bears")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Torgaar, Famine Incarnate")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_2f_explosive_singularity_ten_creatures_still_costs_rr(real_db: CardDatabase) -> None:
    """Ten Grizzly Bears tapped for Explosive Singularity ({8}{R}{R}): the reduction stops at
    the generic part (118.7): the two Mountains pay {R}{R}; B 20 -> 10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Explosive Singularity")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 8)
    s.set_choice("A", ", ".join(["Grizzly Bears"] * 8))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Explosive Singularity", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 10)
    s.assert_tapped("Mountain", True)


def test_720_1_mass_mutiny_control_ends_at_end_of_turn(real_db: CardDatabase) -> None:
    """Mass Mutiny in a two-player game: A takes B's Hill Giant until end of turn, untaps it,
    it has haste and attacks B (B 17); on turn 2 it is B's again."""
    assert_compiled(real_db, "Mass Mutiny")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Mass Mutiny")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mass Mutiny", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_108_4_nicol_bolas_control_lasts(real_db: CardDatabase) -> None:
    """Nicol Bolas, Planeswalker −2: A gains control of B's Hill Giant for good: still A's on
    turn 3; Bolas at 3 loyalty."""
    assert_compiled(real_db, "Nicol Bolas, Planeswalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nicol Bolas, Planeswalker")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:", targets=["Hill Giant"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_counter_count("A", "Nicol Bolas, Planeswalker", "loyalty", 3)


def test_702_29_dismantling_wave_cycled_destroys_all(real_db: CardDatabase) -> None:
    """Cycling Dismantling Wave ({6}{W}{W}): "When you cycle ~, destroy all artifacts and
    enchantments": A's Ornithopter and B's Glorious Anthem both go; A draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Dismantling Wave")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_graveyard_count("A", "Dismantling Wave", 1)
    s.assert_hand_count("A", 1)


def test_701_8_liliana_of_the_veil_each_player_discards(real_db: CardDatabase) -> None:
    """Liliana of the Veil +1: each player discards a card: B (two cards) keeps one; A, her
    controller, discards its one Island too; Liliana at 4."""
    assert_compiled(real_db, "Liliana of the Veil")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana of the Veil")
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    s.add_card(Zone.HAND, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_counter_count("A", "Liliana of the Veil", "loyalty", 4)


def test_115_lord_windgrace_returns_two_lands_untapped(real_db: CardDatabase) -> None:
    """Lord Windgrace −3: up to two target land cards from A's graveyard to the battlefield:
    Forest and Swamp return (untapped); Windgrace 5 -> 2."""
    assert_compiled(real_db, "Lord Windgrace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord Windgrace")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "A", "Swamp")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-3:", targets=["Forest", "Swamp"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("A", "Swamp", 1)
    s.assert_tapped("Forest", False)
    s.assert_counter_count("A", "Lord Windgrace", "loyalty", 2)


def test_701_brainstorm_jace_the_mind_sculptor_zero(real_db: CardDatabase) -> None:
    """Jace, the Mind Sculptor 0: draw three, then put two from hand on top: hand 1, library
    20 - 3 + 2 = 19; loyalty stays 3."""
    assert_compiled(real_db, "Jace, the Mind Sculptor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, the Mind Sculptor")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "0:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)
    s.assert_counter_count("A", "Jace, the Mind Sculptor", "loyalty", 3)


def test_114_4_wrenn_and_seven_emblem_no_maximum_hand_size(real_db: CardDatabase) -> None:
    """Wrenn and Seven −8 (an emblem card supported before this session): "You get an emblem
    with 'You have no maximum hand size.'" The emblem's player static applies from the command
    zone (114.4, 402.2): A keeps eleven cards through cleanup: nine Islands, the returned Grizzly
    Bears, and Wrenn and Seven itself (3 + 5 = 8 loyalty, 0 once the cost is paid: put into
    the graveyard by 704.5i before the ability resolves, so it's returned too)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wrenn and Seven", counters={"loyalty": 3})
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Island", 9)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 11)
    s.assert_hand_count("A", 1, "Wrenn and Seven")


def _heist(real_db: CardDatabase, chapter: int) -> Scenario:
    assert_compiled(real_db, "The Trickster-God's Heist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Trickster-God's Heist",
               counters={"lore": chapter - 1} if chapter > 1 else None)
    return s


def test_714_2_tricksters_heist_chapter_one_exchanges_creatures(real_db: CardDatabase) -> None:
    """The Trickster-God's Heist cast: chapter I, "You may exchange control of two target
    creatures": A's Grizzly Bears and B's Hill Giant change controllers."""
    assert_compiled(real_db, "The Trickster-God's Heist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "The Trickster-God's Heist")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Hill Giant")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "The Trickster-God's Heist")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("A", "The Trickster-God's Heist", "lore", 1)


def test_714_2_tricksters_heist_chapter_three_drains(real_db: CardDatabase) -> None:
    """Chapter III on A's turn 3 (two lore counters before the draw step): B loses 3, A gains
    3; the Saga is then sacrificed (714.4)."""
    s = _heist(real_db, 3)
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    s.assert_graveyard_count("A", "The Trickster-God's Heist", 1)


def test_406_3_paradigm_shift_library_becomes_the_graveyard(real_db: CardDatabase) -> None:
    """Paradigm Shift: the 20 filler cards are exiled, then A's graveyard (Grizzly Bears, Hill
    Giant) is shuffled in: library 2; Paradigm Shift itself is in the graveyard after (608.2n)."""
    assert_compiled(real_db, "Paradigm Shift")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Paradigm Shift")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Paradigm Shift")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_library_count("A", 2)
    s.assert_graveyard_count("A", "Paradigm Shift", 1)
    s.assert_graveyard_count("A", "Hill Giant", 0)


def test_611_2_avalanche_caller_land_creature_until_end_of_turn(real_db: CardDatabase) -> None:
    """Avalanche Caller: "{2}: Target snow land you control becomes a 4/4 Elemental creature
    with hexproof and haste until end of turn." The Snow-Covered Forest is a 4/4 Elemental with
    hexproof and haste that turn; on turn 2 it is no creature (514.2)."""
    assert_compiled(real_db, "Avalanche Caller")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Avalanche Caller")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:", targets=["Snow-Covered Forest"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_power_toughness(
        "A", "Snow-Covered Forest", 4, 4))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Snow-Covered Forest", ["Hexproof", "Haste"]))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_subtype(
        "Snow-Covered Forest", "Elemental"))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_type("Snow-Covered Forest", "Creature", present=False)
    s.assert_type("Snow-Covered Forest", "Land")


def test_400_3_forcemage_advocate(real_db: CardDatabase) -> None:
    """Forcemage Advocate: B's Hill Giant card goes back to B's hand; A's Grizzly Bears gets a
    +1/+1 counter (3/3)."""
    assert_compiled(real_db, "Forcemage Advocate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forcemage Advocate")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:",
                       targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_615_1_gideon_of_the_trials_zero_creature_takes_no_damage(real_db: CardDatabase) -> None:
    """Gideon of the Trials 0: a 4/4 indestructible creature until end of turn, damage to him
    prevented: he attacks, B's Vastwood Gorger (5/6) blocks: Gideon keeps 3 loyalty (no damage, so
    no loyalty removed, 120.3c), the Gorger takes 4; B stays 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon of the Trials")
    s.add_card(Zone.BATTLEFIELD, "B", "Vastwood Gorger")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "0: Until end of turn")
    s.attack(1, "A", "Gideon of the Trials")
    s.block(1, "B", "Vastwood Gorger", "Gideon of the Trials")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Gideon of the Trials", "loyalty", 3)
    s.assert_damage("Vastwood Gorger", 4)
    s.assert_life("B", 20)


def test_701_21_tamiyo_taps_and_it_stays_tapped(real_db: CardDatabase) -> None:
    """Tamiyo, the Moon Sage +1 on B's Hill Giant: tapped, it doesn't untap in B's turn-2
    untap step; it untaps in B's turn-4 untap step. Tamiyo 4 -> 5."""
    assert_compiled(real_db, "Tamiyo, the Moon Sage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tamiyo, the Moon Sage")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Hill Giant"])
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Hill Giant", True))
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Hill Giant", False)
    s.assert_counter_count("A", "Tamiyo, the Moon Sage", "loyalty", 5)


def test_608_2h_tamiyo_draws_for_each_tapped_creature(real_db: CardDatabase) -> None:
    """Tamiyo −2 targeting B with two tapped Grizzly Bears and an untapped Hill Giant: A draws
    2; a tapped land of B's doesn't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tamiyo, the Moon Sage")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2, tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_counter_count("A", "Tamiyo, the Moon Sage", "loyalty", 2)


def test_608_2c_daretti_no_artifact_to_sacrifice_returns_nothing(real_db: CardDatabase) -> None:
    """Daretti −2 with no artifact on the battlefield: "Sacrifice an artifact. If you do,
    return target artifact card from your graveyard" returns nothing: Ornithopter stays in the
    graveyard; Daretti 3 -> 1."""
    assert_compiled(real_db, "Daretti, Scrap Savant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Daretti, Scrap Savant")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:", targets=["Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Ornithopter", 0)
    s.assert_counter_count("A", "Daretti, Scrap Savant", "loyalty", 1)


def test_608_2c_daretti_sacrifices_and_returns(real_db: CardDatabase) -> None:
    """With Jayemdae Tome on the battlefield: the Tome is sacrificed, Ornithopter returns."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Daretti, Scrap Savant")
    s.add_card(Zone.BATTLEFIELD, "A", "Jayemdae Tome")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:", targets=["Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Jayemdae Tome", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)


def test_601_2f_march_of_wretched_sorrow_exile_one_black_card(real_db: CardDatabase) -> None:
    """March of Wretched Sorrow ({X}{B}) with X=4, exiling one Walking Corpse (black) from the
    hand: {2}{B} paid with three Swamps (a fourth stays untapped); 4 damage kills B's Hill
    Giant and A gains 4 (24)."""
    assert_compiled(real_db, "March of Wretched Sorrow")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "March of Wretched Sorrow")
    s.add_card(Zone.HAND, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Walking Corpse")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "March of Wretched Sorrow",
                 targets=["Hill Giant"], x=4)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 24)
    s.assert_exile_count("Walking Corpse", 1)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Swamp")) == 3


def test_306_5d_sorin_minus_x_returns_a_vampire(real_db: CardDatabase) -> None:
    """Sorin, Vengeful Bloodlord −X with X=2: Grizzly Bears (mana value 2) returns from A's
    graveyard as a Bear Vampire; Sorin 4 -> 2."""
    assert_compiled(real_db, "Sorin, Vengeful Bloodlord")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Vengeful Bloodlord")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-X:", targets=["Grizzly Bears"], x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_subtype("Grizzly Bears", "Vampire")
    s.assert_subtype("Grizzly Bears", "Bear")
    s.assert_counter_count("A", "Sorin, Vengeful Bloodlord", "loyalty", 2)


def test_603_2_jace_emblem_spell_cast_before_it_counts(real_db: CardDatabase) -> None:
    """B casts a Lightning Bolt at A in response to Jace, Unraveler of Secrets' −8 (before the
    emblem exists); B's second Bolt that turn, after the emblem, is not B's first spell this
    turn, so it isn't countered: A 20 - 3 - 3 = 14. On B's turn 2 B's first spell (a third
    Bolt) is countered."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Unraveler of Secrets", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"],
                 responding_to="Jace, Unraveler of Secrets")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 14)
    s.assert_graveyard_count("B", "Lightning Bolt", 3)


def test_608_2h_parting_thoughts_indestructible_still_draws(real_db: CardDatabase) -> None:
    """Parting Thoughts on B's Darksteel Myr (indestructible) with two +1/+1 counters: it
    isn't destroyed, but "You draw X cards and you lose X life" doesn't depend on it (608.2c):
    A draws 2 and loses 2."""
    assert_compiled(real_db, "Parting Thoughts")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Parting Thoughts")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr", counters={"+1/+1": 2})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Parting Thoughts", targets=["Darksteel Myr"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Darksteel Myr", 1)
    s.assert_hand_count("A", 2)
    s.assert_life("A", 18)


def test_702_6_auriok_steelshaper_equip_costs_one_less(real_db: CardDatabase) -> None:
    """Auriok Steelshaper: "Equip costs you pay cost {1} less." Bonesplitter's equip {1} costs
    {0}: A equips it to the Steelshaper (a Soldier) with no land; the Steelshaper, equipped,
    is 1/1 + 2/0 + 1/1 = 4/2 ("each creature you control that's a Soldier or a Knight gets +1/+1")."""
    assert_compiled(real_db, "Auriok Steelshaper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Auriok Steelshaper")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Auriok Steelshaper"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Bonesplitter", "Auriok Steelshaper")
    s.assert_power_toughness("A", "Auriok Steelshaper", 4, 2)


def test_603_10a_demon_of_dark_schemes_energy_for_each_death(real_db: CardDatabase) -> None:
    """Demon of Dark Schemes enters: -2/-2 kills B's two Grizzly Bears and A's Llanowar Elves;
    "Whenever another creature dies, you get {E}" sees all three (leaves-the-battlefield
    triggers look back, 603.10a): A has 3 energy; B gets none; B's Hill Giant survives 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Demon of Dark Schemes")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Demon of Dark Schemes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_player_counters("A", "energy", 3)
    s.assert_player_counters("B", "energy", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_115_1_lord_windgrace_ultimate(real_db: CardDatabase) -> None:
    """Lord Windgrace −11 (5 + 6 = 11 loyalty) at B's Hill Giant and Glorious Anthem: both destroyed
    (B's Forest, a land, can't be targeted), then six 2/2 Cat Warriors with forestwalk; the
    Cat Warriors' forestwalk is kept. Windgrace goes to 0 and to the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord Windgrace", counters={"loyalty": 6})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-11:",
                       targets=["Hill Giant", "Glorious Anthem"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_permanent_count("A", "Cat Warrior Token", 6)
    s.assert_graveyard_count("A", "Lord Windgrace", 1)


def test_115_1_lord_windgrace_ultimate_with_no_target(real_db: CardDatabase) -> None:
    """"Up to six": with no target chosen the ability still resolves (it has no target to be
    illegal, 608.2b): six Cat Warriors."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord Windgrace", counters={"loyalty": 6})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-11:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Cat Warrior Token", 6)


def _inferno_damaged(real_db: CardDatabase, shock_first: bool) -> Scenario:
    """A (Shock, then) Unleash the Inferno at B's Siege Mastodon (3/5); the reflexive trigger
    aims at B's Jayemdae Tome (mana value 4) when it can."""
    s = Scenario(cards=real_db)
    for land in ("Plains", "Swamp", "Mountain", "Forest", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Unleash the Inferno")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Siege Mastodon")
    s.add_card(Zone.BATTLEFIELD, "B", "Jayemdae Tome")
    if shock_first:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Siege Mastodon"])
    s.add_target("A", "Jayemdae Tome")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unleash the Inferno", targets=["Siege Mastodon"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Siege Mastodon", 1)
    return s


def test_120_4a_unleash_the_inferno_excess_over_damage_already_marked(
    real_db: CardDatabase,
) -> None:
    """Siege Mastodon (3/5) already dealt 2 by Shock: lethal damage is 3 (120.4a), so 7 is 4
    excess (120.10): Jayemdae Tome (mana value 4) is destroyed."""
    s = _inferno_damaged(real_db, True)
    s.assert_graveyard_count("B", "Jayemdae Tome", 1)


def test_120_10_unleash_the_inferno_undamaged_excess_two(real_db: CardDatabase) -> None:
    """Without the Shock: 7 - 5 = 2 excess; Jayemdae Tome (4) is no legal target: it stays."""
    s = _inferno_damaged(real_db, False)
    s.assert_permanent_count("B", "Jayemdae Tome", 1)


def test_702_15b_sorin_planeswalker_lifelink_on_his_own_damage(real_db: CardDatabase) -> None:
    """Sorin, Vengeful Bloodlord +2 on A's turn: Sorin (a planeswalker A controls, so with
    lifelink on A's turn) deals 1 damage to B: B 19, A 21 (702.15b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Vengeful Bloodlord")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 21)
    s.assert_counter_count("A", "Sorin, Vengeful Bloodlord", "loyalty", 6)


def test_120_3_alpha_brawl_three_players_only_that_players_creatures(
    real_db: CardDatabase,
) -> None:
    """Three players: Alpha Brawl at C's Hill Giant (3/3): it deals 3 to C's Grizzly Bears
    (dies) and to no creature of B's (B's Grizzly Bears stays undamaged) nor A's; then C's
    Bears deals 2 to the Giant, which survives with 2 damage."""
    assert_compiled(real_db, "Alpha Brawl")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.HAND, "A", "Alpha Brawl")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "C", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alpha Brawl", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("C", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Savannah Lions", 1)
    s.assert_damage("Hill Giant", 2)


def test_303_4g_calix_ultimate_aura_with_nothing_to_enchant_stays(real_db: CardDatabase) -> None:
    """Calix, Destiny's Hand −7 (3 + 4 = 7 loyalty): Glorious Anthem returns from A's
    graveyard; Pacifism, with no creature on the battlefield to enchant, can't enter and stays
    in the graveyard (303.4g)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Calix, Destiny's Hand", counters={"loyalty": 4})
    s.add_card(Zone.GRAVEYARD, "A", "Glorious Anthem")
    s.add_card(Zone.GRAVEYARD, "A", "Pacifism")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Glorious Anthem", 1)
    s.assert_graveyard_count("A", "Pacifism", 1)
    s.assert_permanent_count("A", "Pacifism", 0)


def test_302_6_explosive_singularity_taps_a_summoning_sick_creature(
    real_db: CardDatabase,
) -> None:
    """Grizzly Bears cast this turn can be tapped for Explosive Singularity's additional cost
    (302.6 restricts only the creature's own {T} abilities): {7}{R}{R}, nine Mountains; B 10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Explosive Singularity")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 9)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Explosive Singularity", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 10)
    s.assert_tapped("Grizzly Bears", True)


def test_508_1_blood_avatar_token_attacks_with_haste(real_db: CardDatabase) -> None:
    """Awaken the Blood Avatar (three Grizzly Bears sacrificed, {B}{R}): the 3/6 Avatar token
    (black and red, haste) attacks at once; its trigger deals 3 to each opponent and its
    combat damage 3 more: B 14."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Extus, Oriq Overlord // Awaken the Blood Avatar")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.set_choice("A", "Grizzly Bears, Grizzly Bears, Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Awaken the Blood Avatar")
    s.attack(1, "A", "Avatar Token")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_power_toughness("A", "Avatar Token", 3, 6)
    s.assert_color("Avatar Token", "BR")
