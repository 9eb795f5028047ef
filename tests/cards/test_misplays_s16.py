"""Session-16 misplay audit (issue 11's hand check, `qa16`) of the cards the first merge round
gained (`gained_r1.txt`): the 50 drawn with `random.Random(20261127 + 161)` and the 32
XMage-tested ones, then 85 more drawn from the list, read against their Oracle text and the
Comprehensive Rules; the doubts are played here with exact figures.

Three misplays found and fixed:
- Chromatic Orrery (XMage-tested): "You may spend mana as though it were mana of any color" didn't
  let colorless mana pay colored symbols, so its own {C}{C}{C}{C}{C} cast nothing colored
  (609.4b; rules/spend_any.widen).
- Bontu's Last Reckoning (XMage-tested), Kefnet's Last Word, Rhonas's Last Stand: "Lands you
  control don't untap during your next untap step" locked in the lands of the moment; it is a
  rule-modifying effect on the group (611.2c and the cards' rulings): a land that enters later
  stays tapped too (rules/untap_effects.skip_your_next_untap).
- Koma, Cosmos Serpent: its token was named "Koma, Cosmos Serpent's Coil": the short name inside
  another name ("named Koma's Coil") is no longer read as the card's own (111.4, 201.5;
  oracle/compiler.name_to_tilde)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_kalitas_token_uses_the_destroyed_creatures_last_known_power(
        real_db: CardDatabase) -> None:
    """608.2h (last known information): Kalitas destroys B's Grizzly Bears with two +1/+1
    counters (4/4 on the battlefield, a 2/2 card in the graveyard): the Vampire is 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Bloodchief of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}{B}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Vampire Token", 4, 4)


def test_koma_coil_token_is_named_komas_coil(real_db: CardDatabase) -> None:
    """111.4, 201.5: "create a 3/3 blue Serpent creature token named Koma's Coil" names the
    token with the card's short name as printed, not "Koma, Cosmos Serpent's Coil"."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Koma, Cosmos Serpent")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Koma's Coil", 1)


def test_mind_raker_without_an_opponents_exiled_card_makes_no_one_discard(
        real_db: CardDatabase) -> None:
    """603.12, 608.2c ("If you do"): A says yes to Mind Raker's "you may put a card an opponent
    owns from exile into that player's graveyard", but B owns no exiled card: nothing was put,
    so B doesn't discard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Mind Raker")
    s.add_card(Zone.EXILE, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Raker")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_exile_count("Grizzly Bears", 1, "A")


def test_mind_raker_processes_an_opponents_card_and_each_opponent_discards(
        real_db: CardDatabase) -> None:
    """608.2c: with B's Lightning Bolt in exile, A puts it into B's graveyard; B discards its
    Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Mind Raker")
    s.add_card(Zone.EXILE, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Raker")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_chromatic_orrery_colorless_mana_casts_a_five_color_spell(real_db: CardDatabase) -> None:
    """609.4b (XMage's ChromaticOrreryTest): "You may spend mana as though it were mana of any
    color": the Orrery's {C}{C}{C}{C}{C} pays Sliver Overlord's {W}{U}{B}{R}{G}. It was refused:
    colorless mana couldn't be spent as though it were colored."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chromatic Orrery")
    s.add_card(Zone.HAND, "A", "Sliver Overlord")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sliver Overlord")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Sliver Overlord", 1)


def test_chromatic_orrery_colored_mana_still_cant_pay_colorless(real_db: CardDatabase) -> None:
    """609.4b, 107.4c: "any color" doesn't make colored mana colorless: four Forests can't pay
    Thought-Knot Seer's {3}{C} beside the Orrery (tapped for its mana in the beginning of
    combat step, which empties, 500.4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chromatic Orrery")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Thought-Knot Seer")
    s.activate_ability(1, Step.BEGIN_COMBAT, "A", "{T}: Add")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Thought-Knot Seer")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Thought-Knot Seer"):
        s.execute()
    s.assert_hand_count("A", 1, "Thought-Knot Seer")


def test_brightflame_hits_the_target_and_creatures_sharing_its_color(
        real_db: CardDatabase) -> None:
    """105.2, 120.3: Brightflame with X=2 at B's Grizzly Bears (green): A's Llanowar Elves
    (green) are dealt 2 too, B's Hill Giant (red) isn't; A gains 4 (all the damage dealt,
    not capped by toughness, 120.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Brightflame")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brightflame", targets=["Grizzly Bears"], x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("A", 24)


def test_aether_shockwave_taps_non_spirit_creatures_only(real_db: CardDatabase) -> None:
    """700.2: Aether Shockwave's second mode taps B's Grizzly Bears, not A's Spirit (Kami of
    Ancient Law) nor B's Island."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Ancient Law")
    s.add_card(Zone.HAND, "A", "Aether Shockwave")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aether Shockwave")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Grizzly Bears", True)
    s.assert_tapped("Kami of Ancient Law", False)
    s.assert_tapped("Island", False)


def test_sandals_of_abdallah_is_destroyed_when_that_creature_dies(real_db: CardDatabase) -> None:
    """603.7c: Sandals' delayed "When that creature dies this turn, destroy ~" fires when B's
    Lightning Bolt kills A's Grizzly Bears, which had islandwalk from it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sandals of Abdallah")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Sandals of Abdallah", 1)


def test_goblin_pyromancer_pumps_goblins_then_destroys_them_at_the_end_step(
        real_db: CardDatabase) -> None:
    """611.2c: "Goblin creatures get +3/+0 until end of turn" (A's Raging Goblin 4/1, B's Goblin
    Piker 5/1, not Grizzly Bears); "At the beginning of the end step, destroy all Goblins": all
    three Goblins, the Pyromancer too, die in turn 1's end step; the Bears live."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Goblin Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Pyromancer")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Raging Goblin", 4, 1),
        sc.assert_power_toughness("B", "Goblin Piker", 5, 1),
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 2)))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Goblin Pyromancer", 1)
    s.assert_graveyard_count("A", "Raging Goblin", 1)
    s.assert_graveyard_count("B", "Goblin Piker", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_civic_saber_counts_the_equipped_creatures_colors(real_db: CardDatabase) -> None:
    """105.2, 613.4c: Civic Saber on Watchwolf (green and white, 3/3): 5/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Civic Saber")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Watchwolf")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Watchwolf"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Watchwolf", 5, 3)


def test_kefnets_last_word_lands_skip_only_the_next_untap_step(real_db: CardDatabase) -> None:
    """502.3, 611.2b: A takes B's Craw Wurm for good; A's four Islands, tapped to cast it,
    don't untap in A's turn-3 untap step, and do in turn 5's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Kefnet's Last Word")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kefnet's Last Word", targets=["Craw Wurm"])
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Island", True))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_tapped("Island", False)


def test_bontus_last_reckoning_keeps_a_land_played_later_tapped(real_db: CardDatabase) -> None:
    """611.2c (and the card's ruling): "Lands you control don't untap during your next untap
    step" modifies no characteristics, so it is a rule on the lands A controls in that untap
    step, a land that entered after it resolved too: Dismal Backwater, played tapped after
    the spell, stays tapped on turn 3 with the Swamps; all untap on turn 5. It untapped: the
    set of lands was locked in as the spell resolved."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Bontu's Last Reckoning")
    s.add_card(Zone.HAND, "A", "Dismal Backwater")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bontu's Last Reckoning")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Dismal Backwater")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (sc.assert_tapped("Dismal Backwater", True),
                                               sc.assert_tapped("Swamp", True)))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_tapped("Dismal Backwater", False)
    s.assert_tapped("Swamp", False)


def test_ayli_gains_the_sacrificed_creatures_last_known_toughness(
        real_db: CardDatabase) -> None:
    """608.2h, 118.3: Ayli sacrifices A's Grizzly Bears with two +1/+1 counters (4/4 as it
    last existed): A gains 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ayli, Eternal Pilgrim")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Sacrifice another creature")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 24)


def test_creature_bond_deals_the_dead_creatures_toughness_to_its_controller(
        real_db: CardDatabase) -> None:
    """603.10a, 608.2h: A's Creature Bond on B's Hill Giant (3/3); A's Lightning Bolt kills
    it: the Bond deals 3 damage to B (the Giant's controller), not A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Creature Bond")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Creature Bond", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_citizens_crowbar_equips_the_citizen_it_makes(real_db: CardDatabase) -> None:
    """111.1, 701.3: Citizen's Crowbar's enters trigger makes a 1/1 Citizen and attaches the
    Crowbar to it: a 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Citizen's Crowbar")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Citizen's Crowbar")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Citizen's Crowbar", "Citizen Token")
    s.assert_power_toughness("A", "Citizen Token", 2, 2)


def test_slayers_plate_spirit_only_for_a_human(real_db: CardDatabase) -> None:
    """603.10a, 608.2h ("if it was a Human"): the Plate on A's Elite Vanguard (a Human, 6/3
    with it); B's Murder kills it on turn 2: A gets a 1/1 flying Spirit."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Slayer's Plate")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Elite Vanguard"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Elite Vanguard", 6, 3))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Elite Vanguard"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Elite Vanguard", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)
