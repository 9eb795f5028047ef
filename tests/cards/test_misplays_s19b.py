"""Misplay audit of session 19's first merge round (qa19b, issue 11's hand check): a sample of
the cards the round made supported, each played with exact figures and the rule it follows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_disciple_of_bolas_uses_the_sacrificed_creatures_last_power(real_db: CardDatabase) -> None:
    """608.2h: X is the power the sacrificed Hill Giant last had on the battlefield (3 + two
    +1/+1 counters = 5): A gains 5 life and draws 5 cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Disciple of Bolas")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disciple of Bolas")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("A", 25)
    s.assert_hand_count("A", 5)


def test_heart_piercer_manticore_reflexive_damage_from_sacrificed_power(
        real_db: CardDatabase) -> None:
    """603.12 reflexive trigger, 608.2h: A sacrifices Hill Giant (3 power); the 'when you do'
    trigger deals 3 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Heart-Piercer Manticore")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heart-Piercer Manticore")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("B", 17)


def test_heart_piercer_manticore_declined_deals_nothing(real_db: CardDatabase) -> None:
    """603.12: no sacrifice, so the reflexive trigger never triggers."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Heart-Piercer Manticore")
    s.set_choice("A", "no")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heart-Piercer Manticore")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_apathy_lets_the_creatures_controller_choose(real_db: CardDatabase) -> None:
    """The enchanted creature's controller (B) chooses whether to discard at random (608.2d):
    B says no, so the tapped Hill Giant stays tapped (302.6, 502.3) and B keeps its card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Apathy", attached_to="Hill Giant")
    s.add_card(Zone.HAND, "B", "Island")
    s.set_choice("B", "no")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_tapped("Hill Giant", True)
    s.assert_hand_count("B", 1)


def test_apathy_discard_untaps(real_db: CardDatabase) -> None:
    """'If the player does' (608.2c): B discards its only card at random; Hill Giant untaps."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Apathy", attached_to="Hill Giant")
    s.add_card(Zone.HAND, "B", "Island")
    s.set_choice("B", "yes")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_tapped("Hill Giant", False)
    s.assert_graveyard_count("B", "Island", 1)


def test_lichenthrope_turns_damage_into_counters(real_db: CardDatabase) -> None:
    """614.1a replacement: Shock's 2 damage becomes two -1/-1 counters (3/3, no damage marked);
    at A's next upkeep one counter is removed (4/4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lichenthrope")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Lichenthrope"])

    def after_shock(sc: Scenario) -> None:
        sc.assert_counter_count("A", "Lichenthrope", "-1/-1", 2)
        sc.assert_damage("Lichenthrope", 0)
        sc.assert_power_toughness("A", "Lichenthrope", 3, 3)

    s.check(2, Step.POSTCOMBAT_MAIN, after_shock)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Lichenthrope", "-1/-1", 1)
    s.assert_power_toughness("A", "Lichenthrope", 4, 4)


def test_fleet_swallower_mills_half_rounded_up(real_db: CardDatabase) -> None:
    """Half of 21 cards rounded up is 11 (107.1a): B mills 11 cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fleet Swallower")
    s.add_card(Zone.LIBRARY, "B", "Island")
    s.add_target("A", "B")
    s.attack(1, "A", "Fleet Swallower")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", None, 11)
    s.assert_library_count("B", 10)
    s.assert_life("B", 14)


def test_diviner_spirit_both_players_draw_the_damage(real_db: CardDatabase) -> None:
    """510.2/603.2: Diviner Spirit deals 2 combat damage to B; A and B each draw 2 cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Diviner Spirit")
    s.attack(1, "A", "Diviner Spirit")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 2)


def test_enigmatic_incarnation_fetches_one_more_mana_value(real_db: CardDatabase) -> None:
    """608.2h: the sacrificed Glorious Anthem had mana value 3; A searches for a creature card
    with mana value 4 (Hill Giant), not Grizzly Bears (2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Enigmatic Incarnation")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Glorious Anthem")
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Glorious Anthem", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_cloud_key_reduces_spells_of_the_chosen_card_type(real_db: CardDatabase) -> None:
    """601.2f: Cloud Key names Creature; Grizzly Bears ({1}{G}) costs {G}, so A casts it with
    one Forest: five Forests pay for Cloud Key ({3}) and two Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cloud Key")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.set_choice("A", "Creature")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cloud Key")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)


def test_cloud_key_leaves_other_types_at_full_cost(real_db: CardDatabase) -> None:
    """Cloud Key names Instant: Grizzly Bears still costs {1}{G}; one Forest is not enough."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cloud Key")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Instant")

    def one_forest_left(sc: Scenario) -> None:
        sc.assert_playable("A", "Grizzly Bears", False)

    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cloud Key")
    s.check(1, Step.BEGIN_COMBAT, one_forest_left)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


def test_astral_drift_triggers_when_it_is_cycled_itself(real_db: CardDatabase) -> None:
    """702.29d/603.6: cycling Astral Drift from hand triggers it; B's Hill Giant is exiled and
    returns at the beginning of the next end step (603.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Astral Drift")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Hill Giant", 1)
        sc.assert_hand_count("A", 1)

    s.check(1, Step.POSTCOMBAT_MAIN, exiled)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Astral Drift", 1)


def test_jolrael_animates_only_the_lands_there_on_resolution(real_db: CardDatabase) -> None:
    """611.2c: the lands B controls when the ability resolves become 3/3 creatures; a land B
    plays afterwards does not."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolrael, Empress of Beasts")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Swamp")
    s.activate_ability(2, Step.UPKEEP, "A", "{2}{G}", targets=["B"])
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Swamp")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Mountain", 3, 3)
    s.assert_type("Mountain", "Land")
    s.assert_type("Swamp", "Creature", False)
    s.assert_graveyard_count("A", "Island", 2)


def test_bouncers_beatdown_exiles_a_planeswalker_that_would_die(real_db: CardDatabase) -> None:
    """X = 3 (Hill Giant, the greatest power A controls); Jace Beleren (loyalty 3) loses 3
    loyalty, goes to the graveyard as a state-based action (704.5i), which is dying (700.4):
    the replacement (614.1a) exiles it instead."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Bouncer's Beatdown")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bouncer's Beatdown", targets=["Jace Beleren"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Jace Beleren", 1)
    s.assert_graveyard_count("B", "Jace Beleren", 0)


def test_code_of_constraint_outside_the_main_phase_does_not_tap(real_db: CardDatabase) -> None:
    """Addendum (702.-, 'if you cast this spell during your main phase', 505.1): cast in A's
    beginning of combat step, Hill Giant (3/3) gets -4/-0 (-1/3) and A draws, but it is not tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Code of Constraint")
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Code of Constraint", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Hill Giant", False)
    s.assert_power_toughness("B", "Hill Giant", -1, 3)
    s.assert_hand_count("A", 1)


def test_code_of_constraint_in_the_main_phase_taps_and_skips_untap(real_db: CardDatabase) -> None:
    """Cast in A's main phase: Hill Giant is tapped and doesn't untap in B's next untap step
    (502.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Code of Constraint")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Code of Constraint", targets=["Hill Giant"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Hill Giant", True)


def test_keeper_of_tresserhorn_unblocked_deals_no_damage(real_db: CardDatabase) -> None:
    """510.1 as modified: Keeper of Tresserhorn (6/6) unblocked assigns no combat damage;
    B loses 2 life only."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Keeper of Tresserhorn")
    s.attack(1, "A", "Keeper of Tresserhorn")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)


def test_scorching_dragonfire_exiles_a_planeswalker_that_would_die(real_db: CardDatabase) -> None:
    """The same shield (614.1a, 700.4: a planeswalker dies too): Scorching Dragonfire's 3
    damage takes Jace Beleren's 3 loyalty; it is exiled instead of put into the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Scorching Dragonfire")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scorching Dragonfire", targets=["Jace Beleren"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Jace Beleren", 1)
    s.assert_graveyard_count("B", "Jace Beleren", 0)


def test_crimson_hellkite_spends_only_red_mana_on_x(real_db: CardDatabase) -> None:
    """106.6/107.3: X=2 paid with two Mountains: 2 damage to Hill Giant; the Forest stays
    untapped (it can't pay for X)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crimson Hellkite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}, {T}:", targets=["Hill Giant"], x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Hill Giant", 2)
    s.assert_tapped("Forest", False)


def test_crimson_hellkite_cannot_pay_x_with_green(real_db: CardDatabase) -> None:
    """106.6: X=3 needs three red mana; two Mountains and a Forest can't pay it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crimson Hellkite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}, {T}:", targets=["Hill Giant"], x=3)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_damage("Hill Giant", 0)


def test_kalamax_copies_the_first_instant_while_tapped(real_db: CardDatabase) -> None:
    """603.4 intervening if (Kalamax tapped), 707.10: Shock is copied: B takes 4; copying an
    instant triggers Kalamax's second ability (+1/+1 counter). Kalamax attacks on turn 1 (4
    damage, it taps) and stays tapped in B's turn 2, when A casts two Shocks: the first is
    copied (4), the second (not the first instant) is not (2): B at 20 - 4 - 4 - 2 = 10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalamax, the Stormsire")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.set_choice("A", "no")
    s.attack(1, "A", "Kalamax, the Stormsire")
    s.cast_spell(2, Step.UPKEEP, "A", "Shock", targets=["B"])
    s.cast_spell(2, Step.DRAW, "A", "Shock", targets=["B"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 10)
    s.assert_counter_count("A", "Kalamax, the Stormsire", "+1/+1", 1)


def test_kalamax_untapped_copies_nothing(real_db: CardDatabase) -> None:
    """603.4: Kalamax untapped when the first instant is cast: no trigger, B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalamax, the Stormsire")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Kalamax, the Stormsire", "+1/+1", 0)


def test_lush_growth_replaces_the_land_types(real_db: CardDatabase) -> None:
    """305.7: the enchanted Island is a Mountain Forest Plains and no longer an Island."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Lush Growth", attached_to="Island")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    for t in ("Mountain", "Forest", "Plains"):
        s.assert_subtype("Island", t)
    s.assert_subtype("Island", "Island", present=False)


def test_might_makes_right_steals_until_end_of_turn(real_db: CardDatabase) -> None:
    """603.4: A controls the only greatest-power creature (Hill Giant 3 vs Grizzly Bears 2):
    A gains control of the Bears until end of turn (613.1b), untaps it, it gains haste and
    attacks B (2 damage); it returns to B at the cleanup step (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Might Makes Right")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_might_makes_right_needs_every_greatest_creature(real_db: CardDatabase) -> None:
    """603.4: B's Hill Giant ties A's Hill Giant for the greatest power: A doesn't control
    each such creature, so the ability doesn't trigger; B keeps its Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Might Makes Right")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_lurking_jackals_becomes_a_jackal_creature(real_db: CardDatabase) -> None:
    """603.8 state trigger with an intervening if (603.4): B is at 10 life; Lurking Jackals
    becomes a 3/2 Jackal creature for good and is no longer an enchantment (205.1b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lurking Jackals")
    s.set_life("B", 10)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_type("Lurking Jackals", "Creature")
    s.assert_type("Lurking Jackals", "Enchantment", present=False)
    s.assert_subtype("Lurking Jackals", "Jackal")
    s.assert_power_toughness("A", "Lurking Jackals", 3, 2)


def test_lurking_jackals_waits_above_ten_life(real_db: CardDatabase) -> None:
    """603.8: B at 11 life: no trigger, Lurking Jackals stays an enchantment."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lurking Jackals")
    s.set_life("B", 11)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_type("Lurking Jackals", "Creature", present=False)
    s.assert_type("Lurking Jackals", "Enchantment")


def test_maddening_cacophony_kicked_mills_half_rounded_up(real_db: CardDatabase) -> None:
    """702.33 kicker, 107.1a: kicked, B mills half of 21 cards rounded up (11), not eight."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Maddening Cacophony")
    s.add_card(Zone.LIBRARY, "B", "Island")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maddening Cacophony")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", None, 11)
    s.assert_library_count("A", 20)


def test_maddening_cacophony_unkicked_mills_eight(real_db: CardDatabase) -> None:
    """Not kicked: each opponent mills eight cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Maddening Cacophony")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maddening Cacophony")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", None, 8)


def test_living_death_returns_only_the_exiled_cards(real_db: CardDatabase) -> None:
    """608.2c 'this way': A's Hill Giant card returns from the graveyard; A's Grizzly Bears,
    sacrificed after the exile, stays in the graveyard; B's Elvish Warrior card returns."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Living Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Elvish Warrior")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Living Death")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Elvish Warrior", 1)


def test_meddling_mage_stops_the_named_spell_for_everyone(real_db: CardDatabase) -> None:
    """101.2 'can't': Meddling Mage names Shock; neither B nor A can cast it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Meddling Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Meddling Mage")

    def nobody_shocks(sc: Scenario) -> None:
        sc.assert_playable("A", "Shock", False)

    s.check(1, Step.POSTCOMBAT_MAIN, nobody_shocks)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 20)


def test_flame_spill_excess_damage_goes_to_the_controller(real_db: CardDatabase) -> None:
    """120.4a excess damage: 4 damage to Hill Giant (lethal is 3): 3 to it, 1 to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Flame Spill")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flame Spill", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 19)


def test_overwhelming_intellect_draws_the_countered_spells_mana_value(
        real_db: CardDatabase) -> None:
    """608.2h: B's Hill Giant spell (mana value 4) is countered; A draws 4 cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Overwhelming Intellect")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Overwhelming Intellect", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 4)


def test_pulse_of_the_forge_returns_when_the_player_has_more_life(real_db: CardDatabase) -> None:
    """608.2c 'then if', checked after the damage: B 20 -> 16, more than A's 10: Pulse of the
    Forge returns to A's hand (instead of the graveyard, 608.2n)."""
    s = Scenario(cards=real_db)
    s.set_life("A", 10)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Pulse of the Forge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pulse of the Forge", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_hand_count("A", 1, "Pulse of the Forge")


def test_pulse_of_the_forge_stays_when_the_damage_evens_it(real_db: CardDatabase) -> None:
    """The condition reads life after the damage: A at 17, B 20 -> 16: no return."""
    s = Scenario(cards=real_db)
    s.set_life("A", 17)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Pulse of the Forge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pulse of the Forge", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Pulse of the Forge", 1)



def test_brutal_expulsion_exiles_a_planeswalker_that_would_die(real_db: CardDatabase) -> None:
    """614.1a, 700.4 (XMage-tested card): B's Jace Beleren goes to 2 loyalty (-1); A's Brutal
    Expulsion mode 2 deals 2 damage to it: at 0 loyalty (704.5i) it dies, so it is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Brutal Expulsion")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "-1:", targets=["B"])
    s.set_mode_choice("A", 2)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Brutal Expulsion", targets=["Jace Beleren"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Jace Beleren", 1)
    s.assert_graveyard_count("B", "Jace Beleren", 0)


def test_curse_of_exhaustion_allows_one_spell_a_turn(real_db: CardDatabase) -> None:
    """101.2: B, the enchanted player, casts one Shock; the second can't be cast that turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Curse of Exhaustion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Exhaustion", targets=["B"])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 18)



def test_hex_destroys_six_targets(real_db: CardDatabase) -> None:
    """601.2c: Hex needs exactly six targets (here A's Hill Giant among them)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Hex")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 5)
    bears = [f"Grizzly Bears#{i}" for i in range(1, 6)]
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hex", targets=[*bears, "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 5)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_hex_cannot_be_cast_with_five_creatures(real_db: CardDatabase) -> None:
    """601.2c, 115.3: with five creatures on the battlefield Hex has no legal set of targets."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Hex")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 5)

    def no_hex(sc: Scenario) -> None:
        sc.assert_playable("A", "Hex", False)

    s.check(1, Step.PRECOMBAT_MAIN, no_hex)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


def test_essence_flare_shrinks_at_its_controllers_upkeep(real_db: CardDatabase) -> None:
    """122.1: Essence Flare on B's Hill Giant (5/3): at B's upkeep a -0/-1 counter (5/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Essence Flare", attached_to="Hill Giant")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-0/-1", 1)
    s.assert_power_toughness("B", "Hill Giant", 5, 2)


def test_psychic_possession_skips_your_draw_and_draws_with_the_opponent(
        real_db: CardDatabase) -> None:
    """614.1b 'skip your draw step' is the Aura's controller's (A); whenever B, the enchanted
    opponent, draws (turn 2), A may draw: at turn 3's main phase A holds 1 card, not 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Psychic Possession")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Possession", targets=["B"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 1)


def test_mana_breach_makes_the_caster_return_a_land(real_db: CardDatabase) -> None:
    """603.2: B casts Shock; B (that player) returns a land it controls to its hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mana Breach")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Mountain")
    s.assert_permanent_count("A", "Island", 1)
    s.assert_life("A", 18)


def test_adventure_awaits_draws_when_no_creature_was_taken(real_db: CardDatabase) -> None:
    """608.2c 'this way': the top five are all Wastes; none goes to A's hand, so A draws a card
    (hand 1, library 19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Adventure Awaits")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Adventure Awaits")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_adventure_awaits_takes_a_creature_and_draws_nothing(real_db: CardDatabase) -> None:
    """Hill Giant among the top five goes to A's hand; no draw (library 20 + 1 - 1 = 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Adventure Awaits")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Adventure Awaits")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 20)


def test_feast_of_dreams_needs_an_enchanted_or_enchantment_creature(
        real_db: CardDatabase) -> None:
    """115.1, 601.2c: a plain Grizzly Bears is no legal target; B's Hill Giant wearing
    Essence Flare is, and is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Feast of Dreams")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Essence Flare", attached_to="Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Feast of Dreams", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Feast of Dreams", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()  # the first cast (the Bears) is never performed
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_jilt_kicked_bounces_and_deals_two_to_another(real_db: CardDatabase) -> None:
    """702.33d, 601.2c: kicked, Jilt returns Hill Giant and deals 2 damage to another target
    creature (Grizzly Bears, which dies)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Jilt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jilt", targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_give_no_ground_blocks_any_number(real_db: CardDatabase) -> None:
    """509.1a: Hill Giant (3/3 +2/+6 = 5/9) blocks all three of A's Grizzly Bears: it takes 6
    damage and survives; B takes none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Give No Ground")
    for i in (1, 2, 3):
        s.attack(1, "A", f"Grizzly Bears#{i}")
        s.block(1, "B", "Hill Giant", f"Grizzly Bears#{i}")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Give No Ground", targets=["Hill Giant"])
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_damage("Hill Giant", 6)
    s.assert_power_toughness("B", "Hill Giant", 5, 9)
