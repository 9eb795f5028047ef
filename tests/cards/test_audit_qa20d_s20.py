"""qa20d's audit of session 20's new cards (activated, xmage2, emblems, targets, rtrip,
audit10): edge cases the authors' tests leave open, each with exact figures and the rule."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_611_2c_kenrith_haste_only_for_creatures_there_at_resolution(
    real_db: CardDatabase,
) -> None:
    """Kenrith: "{R}: All creatures gain trample and haste until end of turn." The affected
    set is locked in on resolution (611.2c): Grizzly Bears cast afterwards has neither."""
    assert_compiled(real_db, "Kenrith, the Returned King")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kenrith, the Returned King")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Kenrith, the Returned King", ["Trample", "Haste"])
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


def test_701_13b_deep_spawn_pays_with_two_cards(real_db: CardDatabase) -> None:
    """With three cards in the library A mills two at its turn-1 upkeep and keeps Deep
    Spawn: one card left (turn 1 has no draw)."""
    assert_compiled(real_db, "Deep Spawn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deep Spawn")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.set_choice("A", "yes")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Deep Spawn", 1)
    s.assert_graveyard_count("A", "Island", 2)
    s.assert_library_count("A", 1)


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
