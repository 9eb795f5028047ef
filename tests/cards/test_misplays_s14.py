"""Session-14 misplay audit (issue 11's hand check, `qa14`) of the cards the first merge round
gained: 45 drawn with `random.Random(20261127 + 14)` from `gained_r1.txt`, read against their
Oracle text and the Comprehensive Rules; the doubts are played here with exact figures, then
cards of the same round that no test had played.

One misplay found: Eldrazi Obligator (sampled) stole the creature whether or not {1}{C} was
paid. Cause: `dsl_abilities.parse_effect` built a `continuous` instruction without its `if`
and `you may` (608.2c, 608.2d). The same flaw made Exert Influence take any creature (its
converge check ignored), Sentry Oak grow without winning its clash, and Thalakos Deceiver
steal even when it could not be sacrificed; all four are played here."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_mob_rule_control_ends_with_the_turn(real_db: CardDatabase) -> None:
    """611.2a, 611.2c, 514.2: Mob Rule's second mode takes B's 2/2 (power 3 or less) until
    end of turn, untapped and hasty: it attacks B for 2; on turn 2 B controls it again. B's
    6/4 Craw Wurm (power 4 or greater) stays B's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Mob Rule")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mob Rule")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_eldrazi_obligator_paid_steals_until_end_of_turn(real_db: CardDatabase) -> None:
    """603.3c, 611.2a: A pays {1}{C} on Obligator's cast trigger: B's tapped Craw Wurm is A's,
    untapped and hasty, for the turn: Wurm (6) and Obligator (3) hit B for 9; on turn 2 the
    Wurm is B's again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.HAND, "A", "Eldrazi Obligator")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.set_choice("A", "yes")
    s.add_target("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eldrazi Obligator")
    s.attack(1, "A", "Craw Wurm")
    s.attack(1, "A", "Eldrazi Obligator")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 11)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_leyline_of_combustion_hits_the_opponent_who_targets(real_db: CardDatabase) -> None:
    """603.2, 115.1: B's Lightning Bolt targets A's Grizzly Bears: Leyline of Combustion (A's)
    deals 2 to B, the player who controls that spell; A is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leyline of Combustion")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_roar_of_the_crowd_counts_permanents_of_the_type(real_db: CardDatabase) -> None:
    """608.2h: A names Goblin: A's Raging Goblin and Goblin Piker count, A's Grizzly Bears and
    B's Raging Goblin don't: 2 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Roar of the Crowd")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Roar of the Crowd", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_terraformer_lands_lose_their_old_type(real_db: CardDatabase) -> None:
    """305.7: Terraformer naming Island: A's Forest and Mountain are Islands until end of
    turn and no longer Forest or Mountain; on turn 2 the Forest is a Forest again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Terraformer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.set_choice("A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:")

    def islands(sc: Scenario) -> None:
        sc.assert_subtype("Forest", "Island")
        sc.assert_subtype("Forest", "Forest", present=False)
        sc.assert_subtype("Mountain", "Island")

    s.check(1, Step.END_TURN, islands)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_subtype("Forest", "Forest")
    s.assert_subtype("Forest", "Island", present=False)


def test_wall_of_nets_exiles_what_it_blocked_and_returns_it(real_db: CardDatabase) -> None:
    """506.4, 607.2a, 610.3: Wall of Nets blocks B's Grizzly Bears: at end of combat the Bears
    are exiled with it (B takes no damage, the Wall has 2 marked); B's Doom Blade destroys the
    Wall after combat and the Bears return under B's control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Nets")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Wall of Nets", "Grizzly Bears")
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Wall of Nets"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Wall of Nets", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_life("A", 20)


def test_stolen_goods_casts_only_the_nonland_card(real_db: CardDatabase) -> None:
    """608.2c, 118.9: B's library is Forest on top of Lava Axe: both are exiled, and A casts
    the Lava Axe without paying its mana cost (A's four Islands couldn't pay {4}{R}): B at 15;
    the Forest stays in exile."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Stolen Goods")
    s.add_card(Zone.LIBRARY, "B", "Lava Axe")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stolen Goods", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_exile_count("Forest", 1)
    s.assert_graveyard_count("B", "Lava Axe", 1)


def test_pyromancers_gauntlet_adds_two_to_red_spell_damage(real_db: CardDatabase) -> None:
    """614.1a: A's Lightning Bolt (a red instant) deals 3 + 2 = 5 to B; a red creature's
    combat damage isn't changed: Raging Goblin deals 1. B at 20 - 5 - 1 = 14."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pyromancer's Gauntlet")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.attack(1, "A", "Raging Goblin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)


def test_gerrard_returns_only_what_died_this_turn(real_db: CardDatabase) -> None:
    """603.10a, 400.7: B's two Lightning Bolts kill A's Grizzly Bears, then Gerrard: Gerrard is
    exiled and the Bears return; Savannah Lions, in A's graveyard from before, stays there."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gerrard, Weatherlight Hero")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Gerrard, Weatherlight Hero"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Gerrard, Weatherlight Hero", 1)
    s.assert_graveyard_count("A", "Savannah Lions", 1)


def test_galvanoth_casts_the_top_instant_or_sorcery_free(real_db: CardDatabase) -> None:
    """603.3, 118.9: at A's upkeep Galvanoth looks at Divination on top of A's library and A
    casts it without paying its mana cost (A has no lands): A draws two cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Galvanoth")
    s.add_card(Zone.LIBRARY, "A", "Divination")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Divination", 1)


def test_galvanoth_leaves_a_creature_on_top(real_db: CardDatabase) -> None:
    """Galvanoth: "if it's an instant or sorcery spell": Grizzly Bears on top stays there."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Galvanoth")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_library_count("A", 1, "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_zagras_destroys_a_planeswalker_its_creature_damaged(real_db: CardDatabase) -> None:
    """510.2, 603.2: A's Raging Goblin deals 1 combat damage to B's Jace Beleren (3
    loyalty, left with 2): Zagras's trigger destroys him."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zagras, Thief of Heartbeats")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.attack(1, "A", "Raging Goblin", "Jace Beleren")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Jace Beleren", 1)
    s.assert_life("B", 20)


def test_ring_of_xathrid_counter_only_on_a_black_creature(real_db: CardDatabase) -> None:
    """603.4-like resolution check (608.2b "if it's black"): at A's upkeep the Ring on Walking
    Corpse (black) gives it a +1/+1 counter; the Ring on Grizzly Bears (green) gives none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Ring of Xathrid", attached_to="Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ring of Xathrid", attached_to="Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Walking Corpse", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)


def test_opaline_sliver_draws_for_its_controller(real_db: CardDatabase) -> None:
    """603.2, 113.8: B's Lightning Bolt targets A's Opaline Sliver: A (its controller) may draw
    and does: A's hand 1; B, who drew for turn 2, has no other card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Opaline Sliver")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Opaline Sliver"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("A", "Opaline Sliver", 1)


def test_endrek_sahr_makes_thrulls_equal_to_mana_value(real_db: CardDatabase) -> None:
    """603.2, 202.3: A casts Grizzly Bears (mana value 2): two 1/1 Thrull tokens."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endrek Sahr, Master Breeder")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Thrull Token", 2)
    s.assert_power_toughness("A", "Thrull Token", 1, 1)


def test_memory_plunder_casts_from_the_opponents_graveyard(real_db: CardDatabase) -> None:
    """608.2g, 118.9: Memory Plunder targets Divination in B's graveyard: A casts it free and
    draws two; Divination then goes to its owner's (B's) graveyard (400.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Underground Sea", 4)
    s.add_card(Zone.HAND, "A", "Memory Plunder")
    s.add_card(Zone.GRAVEYARD, "B", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memory Plunder", targets=["Divination"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("B", "Divination", 1)


def test_parallax_wave_returns_exiled_creature_when_it_leaves(real_db: CardDatabase) -> None:
    """607.2a, 610.3: fading takes one at A's upkeep (702.32a: 5 -> 4), A removes another
    (-> 3) to exile B's Grizzly Bears; B's Disenchant destroys the Wave on turn 2 and the
    Bears return under B's control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Parallax Wave", counters={"fade": 5})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Remove a fade counter",
                       targets=["Grizzly Bears"])

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_counter_count("A", "Parallax Wave", "fade", 3)

    s.check(1, Step.END_TURN, exiled)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["Parallax Wave"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Parallax Wave", 1)


def test_ghostway_returns_creatures_at_the_next_end_step(real_db: CardDatabase) -> None:
    """603.7, 610.3: Ghostway exiles A's Grizzly Bears (not B's Hill Giant); they come back at
    the beginning of the end step, untapped and new objects (400.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.HAND, "A", "Ghostway")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghostway")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_minds_desire_land_uses_the_land_drop(real_db: CardDatabase) -> None:
    """305.2, 305.3: Mind's Desire exiles A's only library card, a Forest; A already played a
    land this turn, so "you may play that card" can't put the Forest onto the battlefield."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Mind's Desire")
    s.add_card(Zone.HAND, "A", "Island")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind's Desire")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Forest", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Forest", 1)
    s.assert_permanent_count("A", "Forest", 0)


def test_minds_desire_land_played_free(real_db: CardDatabase) -> None:
    """305.2: with its land drop unused, A plays the exiled Forest."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Mind's Desire")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind's Desire")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)


def test_skyclave_relic_kicked_makes_two_tapped_copies(real_db: CardDatabase) -> None:
    """603.4, 707.2, 111.10: Skyclave Relic cast kicked ({3} + {3}): two tapped token copies;
    the copies weren't kicked, so they make none (three Relics in all, two tapped)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.HAND, "A", "Skyclave Relic")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skyclave Relic")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Skyclave Relic", 3)
    state = s.game.state
    relics = [state.objects[i] for i in state.battlefield
              if state.objects[i].name == "Skyclave Relic"]
    assert sorted(o.tapped for o in relics) == [False, True, True]


def test_prismatic_ending_counts_colors_spent(real_db: CardDatabase) -> None:
    """Converge (207.2c, 601.2h, 608.2b): X=1 paid with two Plains is one color: B's Grizzly
    Bears (mana value 2) stays; paid with Plains and Mountain it is two colors: exiled."""
    for lands, exiled in ((("Plains", "Plains"), 0), (("Plains", "Mountain"), 1)):
        s = Scenario(cards=real_db)
        for land in lands:
            s.add_card(Zone.BATTLEFIELD, "A", land)
        s.add_card(Zone.HAND, "A", "Prismatic Ending")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prismatic Ending",
                     targets=["Grizzly Bears"], x=1)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_exile_count("Grizzly Bears", exiled)
        s.assert_permanent_count("B", "Grizzly Bears", 1 - exiled)


def test_belligerent_brontodon_deals_toughness(real_db: CardDatabase) -> None:
    """510.1a: Belligerent Brontodon (4/6) attacks and assigns 6; B at 14."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Belligerent Brontodon")
    s.attack(1, "A", "Belligerent Brontodon")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)


def test_aether_mutation_counts_the_returned_creatures_mana_value(real_db: CardDatabase) -> None:
    """608.2h, 400.7: Aether Mutation returns B's Craw Wurm (mana value 6) to B's hand, then A
    creates six 1/1 Saprolings (the mana value of the creature it returned)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island", 5)
    s.add_card(Zone.HAND, "A", "Aether Mutation")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aether Mutation", targets=["Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1, "Craw Wurm")
    s.assert_permanent_count("A", "Saproling Token", 6)


def test_death_mutation_counts_the_destroyed_creatures_mana_value(real_db: CardDatabase) -> None:
    """608.2h: Death Mutation destroys B's Hill Giant (mana value 4): four Saprolings."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bayou", 8)
    s.add_card(Zone.HAND, "A", "Death Mutation")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death Mutation", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Saproling Token", 4)


def test_seance_copies_the_exiled_card_until_the_end_step(real_db: CardDatabase) -> None:
    """707.9b, 603.7: at A's upkeep Séance exiles Hill Giant from A's graveyard: A gets a 3/3
    Hill Giant token that is also a Spirit; it is exiled at the beginning of the end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Séance")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_target("A", "Hill Giant")

    def token(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Hill Giant", 3, 3)
        sc.assert_subtype("Hill Giant", "Spirit")
        sc.assert_subtype("Hill Giant", "Giant")
        sc.assert_exile_count("Hill Giant", 1)

    s.check(1, Step.PRECOMBAT_MAIN, token)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_chasm_skulker_counts_its_counters_as_it_last_existed(real_db: CardDatabase) -> None:
    """603.10a, 608.2h (last known information): Chasm Skulker with three +1/+1 counters dies
    to B's Doom Blade: A creates three 1/1 Squids."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chasm Skulker", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Chasm Skulker"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Chasm Skulker", 1)
    s.assert_permanent_count("A", "Squid Token", 3)
    s.assert_abilities("A", "Squid Token", ["Islandwalk"])


def test_pelt_collector_compares_the_dead_creatures_last_power(real_db: CardDatabase) -> None:
    """603.4, 603.10a: A's Hill Giant (3 power) dies to B's Lightning Bolt: its last known
    power 3 is greater than Pelt Collector's 1: one +1/+1 counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pelt Collector")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Pelt Collector", "+1/+1", 1)


def test_unholy_indenture_returns_the_creature_under_its_controller(real_db: CardDatabase) -> None:
    """603.10a, 110.2: A's Unholy Indenture enchants B's Grizzly Bears; A's Lightning Bolt
    kills them: the Bears return under A's control with a +1/+1 counter (3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Unholy Indenture", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_graveyard_count("A", "Unholy Indenture", 1)


def test_hidden_spider_stops_being_an_enchantment(real_db: CardDatabase) -> None:
    """205.1b, 603.4: B casts Birds of Paradise (a creature spell with flying): A's Hidden
    Spider becomes a 3/5 Spider creature with reach, no longer an enchantment."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hidden Spider")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Birds of Paradise")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Birds of Paradise")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Hidden Spider", 3, 5)
    s.assert_type("Hidden Spider", "Creature")
    s.assert_type("Hidden Spider", "Enchantment", present=False)
    s.assert_subtype("Hidden Spider", "Spider")
    s.assert_abilities("A", "Hidden Spider", ["Reach"])


def test_daredevil_dragster_second_counter_sacrifices_and_draws(real_db: CardDatabase) -> None:
    """603.4, 608.2c: crewed Daredevil Dragster (one velocity counter) attacks for 4; at end of
    combat it gets a second counter, so it is sacrificed and A draws two cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Daredevil Dragster", counters={"velocity": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.BEGIN_COMBAT, "A", "Crew 2")
    s.attack(1, "A", "Daredevil Dragster")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Daredevil Dragster", 1)
    s.assert_hand_count("A", 2)


def test_archangel_avacyn_transforms_at_the_next_upkeep(real_db: CardDatabase) -> None:
    """603.7, 701.28, 603.6: B's Lightning Bolt kills A's Grizzly Bears (a non-Angel) on turn 2;
    at the next upkeep (A's, turn 3) Avacyn transforms and deals 3 to each other creature (B's
    Hill Giant dies) and to B (17); A is not an opponent and stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel Avacyn")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.check(2, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Archangel Avacyn", 1))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Avacyn, the Purifier", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_ordeal_of_heliod_third_counter_sacrifices_it_for_ten_life(real_db: CardDatabase) -> None:
    """603.2, 608.2c: Grizzly Bears with two +1/+1 counters attacks enchanted by Ordeal of
    Heliod: a third counter (5/5, 5 damage to B), the Ordeal is sacrificed and A gains 10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Ordeal of Heliod", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_graveyard_count("A", "Ordeal of Heliod", 1)
    s.assert_life("A", 30)
    s.assert_life("B", 15)


def test_ordeal_of_heliod_stays_below_three_counters(real_db: CardDatabase) -> None:
    """Ordeal of Heliod: with no counters before, the attack leaves one: the Ordeal stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ordeal of Heliod", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ordeal of Heliod", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 17)


def test_ghostly_castigator_shuffles_up_to_three_and_is_exiled(real_db: CardDatabase) -> None:
    """702.146, 115.1d, 614.1a, 712.8: A casts Ghostly Castigator from its graveyard for its
    disturb cost; it shuffles Hill Giant and Lava Axe (two targets of up to three) from A's
    graveyard into A's library (20 + 2); B's Doom Blade then puts it into exile, not into A's
    graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Covetous Castaway // Ghostly Castigator")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Lava Axe")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_target("A", "Hill Giant")
    s.add_target("A", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghostly Castigator")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_library_count("A", 22))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Ghostly Castigator"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 0)
    s.assert_exile_count("Covetous Castaway", 1)


def test_endrek_sahr_sacrificed_at_seven_thrulls(real_db: CardDatabase) -> None:
    """603.8 (state trigger): Hill Giant (mana value 4) makes four Thrulls, Grizzly Bears two
    more (six: Endrek stays), Raging Goblin one more: seven, and Endrek is sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endrek Sahr, Master Breeder")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_permanent_count("A", "Endrek Sahr, Master Breeder", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Raging Goblin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Thrull Token", 7)
    s.assert_graveyard_count("A", "Endrek Sahr, Master Breeder", 1)


def test_lava_tubes_skips_one_untap_after_use(real_db: CardDatabase) -> None:
    """502.3, 106.12: A taps Lava Tubes for {R} (Lightning Bolt at B): a depletion counter; at
    A's next untap step (turn 3) it stays tapped, then the upkeep removes the counter; it
    untaps on turn 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lava Tubes")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_counter_count("A", "Lava Tubes", "depletion", 1))

    def still_tapped(sc: Scenario) -> None:
        sc.assert_tapped("Lava Tubes")
        sc.assert_counter_count("A", "Lava Tubes", "depletion", 0)

    s.check(3, Step.PRECOMBAT_MAIN, still_tapped)
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_tapped("Lava Tubes", False)


def test_roc_hatchling_hatches_after_four_upkeeps(real_db: CardDatabase) -> None:
    """614.1c, 611.3a: cast on turn 1, Roc Hatchling enters with four shell counters (0/1); A's
    upkeeps on turns 3, 5, 7 and 9 remove them: on turn 9 it is a 3/3 flier."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Roc Hatchling")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Roc Hatchling")

    def egg(sc: Scenario) -> None:
        sc.assert_counter_count("A", "Roc Hatchling", "shell", 1)
        sc.assert_power_toughness("A", "Roc Hatchling", 0, 1)
        sc.assert_abilities("A", "Roc Hatchling", ["Flying"], present=False)

    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_counter_count("A", "Roc Hatchling", "shell", 4))
    s.check(7, Step.DRAW, egg)
    s.stop_at(9, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Roc Hatchling", 3, 3)
    s.assert_abilities("A", "Roc Hatchling", ["Flying"])


def test_deadly_wanderings_only_with_exactly_one_creature(real_db: CardDatabase) -> None:
    """611.3a: alone, A's Grizzly Bears is 4/2 with deathtouch and lifelink and attacks for 4
    (A 24, B 16); with a second creature (Raging Goblin) the Bears are a plain 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deadly Wanderings")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Deathtouch", "Lifelink"])
    s.assert_life("A", 24)
    s.assert_life("B", 16)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deadly Wanderings")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Lifelink"], present=False)


def test_giant_caterpillar_butterfly_at_the_next_end_step(real_db: CardDatabase) -> None:
    """603.7: sacrificed in the main phase, Giant Caterpillar's 1/1 flying Butterfly is created
    only at the beginning of the end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giant Caterpillar")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}, Sacrifice")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_permanent_count("A", "Butterfly", 0))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Giant Caterpillar", 1)
    s.assert_permanent_count("A", "Butterfly", 1)
    s.assert_power_toughness("A", "Butterfly", 1, 1)
    s.assert_abilities("A", "Butterfly", ["Flying"])


def test_pyroblast_counters_only_a_blue_spell(real_db: CardDatabase) -> None:
    """608.2b: Pyroblast may target any spell but counters it only if it's blue: B's Lightning
    Bolt at A resolves (A 17); on turn 3 A's Pyroblast counters B's Ancestral Recall."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroblast", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Volcanic Island", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Ancestral Recall")
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 1)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Pyroblast", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Ancestral Recall", targets=["B"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Pyroblast", targets=["Ancestral Recall"],
                 responding_to="Ancestral Recall")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Ancestral Recall", 1)


def test_twilight_shepherd_returns_cards_that_died_this_turn(real_db: CardDatabase) -> None:
    """400.7: B's Lightning Bolt kills A's Grizzly Bears; A then casts Twilight Shepherd: the
    Bears return to A's hand; Savannah Lions, in the graveyard from before, stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Twilight Shepherd")
    s.add_card(Zone.GRAVEYARD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Twilight Shepherd")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Savannah Lions", 1)


def test_treefolk_umbra_assigns_toughness(real_db: CardDatabase) -> None:
    """510.1a: Grizzly Bears with Treefolk Umbra is 2/4 and assigns 4: B at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Treefolk Umbra", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 4)
    s.assert_life("B", 16)


def test_roalesk_dies_and_proliferates_twice(real_db: CardDatabase) -> None:
    """701.27a: B's Doom Blade kills Roalesk; A chooses its Grizzly Bears (one +1/+1 counter)
    for each of the two proliferates: three counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Roalesk, Apex Hybrid")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Roalesk, Apex Hybrid"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)


def test_tuktuk_dies_into_tuktuk_the_returned(real_db: CardDatabase) -> None:
    """111.4: Tuktuk dies to B's Lightning Bolt: A creates Tuktuk the Returned, a legendary
    5/5 colorless Goblin Golem artifact creature token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tuktuk the Explorer")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Tuktuk the Explorer"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Tuktuk the Returned", 5, 5)
    s.assert_color("Tuktuk the Returned", [])
    s.assert_type("Tuktuk the Returned", "Artifact")
    s.assert_subtype("Tuktuk the Returned", "Golem")


def test_torens_token_for_each_creature_spell(real_db: CardDatabase) -> None:
    """603.2: A casts Grizzly Bears: Torens makes a 1/1 green and white Human Soldier with
    training; casting Lightning Bolt (not a creature spell) makes none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Torens, Fist of the Angels")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Human Soldier Token", 1)
    s.assert_color("Human Soldier Token", ["Green", "White"])
    s.assert_abilities("A", "Human Soldier Token", ["Training"])


def test_zagras_costs_one_less_per_party_member(real_db: CardDatabase) -> None:
    """700.8, 601.2f: A's party is a Wizard (one of its two Prodigal Sorcerers counts) and a
    Warrior (Goblin Piker): Zagras costs {2}{B}{R}, paid with four Badlands."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "A", "Badlands", 4)
    s.add_card(Zone.HAND, "A", "Zagras, Thief of Heartbeats")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zagras, Thief of Heartbeats")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Zagras, Thief of Heartbeats", 1)
    s.assert_abilities("A", "Goblin Piker", ["Deathtouch"])


def test_zagras_party_counts_one_wizard(real_db: CardDatabase) -> None:
    """700.8: with two Prodigal Sorcerers only (a party of one), Zagras costs {3}{B}{R}: four
    Badlands can't pay it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Badlands", 4)
    s.add_card(Zone.HAND, "A", "Zagras, Thief of Heartbeats")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Zagras, Thief of Heartbeats", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_wake_thrasher_grows_per_permanent_untapped(real_db: CardDatabase) -> None:
    """502.3, 603.2, 514.2: in A's untap step on turn 1 two tapped Forests untap: Wake
    Thrasher gets +1/+1 twice (3/3 for the turn); the untapped Thrasher itself doesn't "become
    untapped"; on turn 2 it is 1/1 again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wake Thrasher")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2, tapped=True)
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Wake Thrasher", 3, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Wake Thrasher", 1, 1)


def test_rite_of_replication_kicked_makes_five_copies(real_db: CardDatabase) -> None:
    """702.33d, 707.2: kicked, Rite of Replication copies B's Craw Wurm five times (A's)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Rite of Replication")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rite of Replication", targets=["Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 5)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_kindred_dominance_spares_the_chosen_type(real_db: CardDatabase) -> None:
    """608.2d: A names Goblin: Raging Goblin (A's) and Goblin Piker (B's) survive; Grizzly
    Bears and Hill Giant are destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Kindred Dominance")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kindred Dominance")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Raging Goblin", 1)
    s.assert_permanent_count("B", "Goblin Piker", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_planar_guide_flickers_every_creature_but_itself(real_db: CardDatabase) -> None:
    """603.7, 610.3c: Planar Guide (exiled as a cost, 602.2) exiles A's Grizzly Bears and B's
    Hill Giant; at the end step each returns under its owner's control; the Guide stays in
    exile."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Guide")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{W}, Exile")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_battlefield_count("B", 0))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_exile_count("Planar Guide", 1)


def test_riptide_chronologist_untaps_the_chosen_type(real_db: CardDatabase) -> None:
    """608.2d: A names Goblin: B's tapped Goblin Piker untaps ("all creatures", not only
    A's); B's tapped Grizzly Bears doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Riptide Chronologist")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.set_choice("A", "Goblin")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, Sacrifice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Goblin Piker", False)
    s.assert_tapped("Grizzly Bears", True)
    s.assert_graveyard_count("A", "Riptide Chronologist", 1)


def test_renewing_touch_shuffles_the_chosen_creature_cards(real_db: CardDatabase) -> None:
    """115.1d, 601.2c: Renewing Touch targets Hill Giant and Grizzly Bears (not Savannah
    Lions) in A's graveyard: A's library is 20 + 2, the Lions stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Renewing Touch")
    for name in ("Hill Giant", "Grizzly Bears", "Savannah Lions"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Renewing Touch",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 22)
    s.assert_graveyard_count("A", "Savannah Lions", 1)
    s.assert_graveyard_count("A", "Renewing Touch", 1)


# ---- beyond the sample: cards the first round gained that no test played


def test_ancient_animus_fights_even_without_the_counter(real_db: CardDatabase) -> None:
    """608.2c, 701.14a: Grizzly Bears (not legendary) gets no counter but still fights B's
    Raging Goblin: the Goblin dies, the Bears take 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Ancient Animus")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ancient Animus",
                 targets=["Grizzly Bears", "Raging Goblin"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Raging Goblin", 1)


def test_arachnus_web_falls_off_a_big_creature(real_db: CardDatabase) -> None:
    """603.4: at the end step, Arachnus Web on B's Craw Wurm (power 6) is destroyed; on B's
    Grizzly Bears it stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Arachnus Web", attached_to="Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Arachnus Web", attached_to="Grizzly Bears")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Arachnus Web", 1)
    s.assert_attached("Arachnus Web", "Grizzly Bears")


def test_dark_depths_last_counter_makes_marit_lage(real_db: CardDatabase) -> None:
    """603.8, 111.4: A removes Dark Depths's last ice counter ({3}): it is sacrificed and A
    creates Marit Lage, a 20/20 flying indestructible legendary Avatar."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Depths", counters={"ice": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Dark Depths", 1)
    s.assert_power_toughness("A", "Marit Lage", 20, 20)
    s.assert_abilities("A", "Marit Lage", ["Flying", "Indestructible"])


def test_amulet_of_safekeeping_shrinks_every_creature_token(real_db: CardDatabase) -> None:
    """613.4c: Creature tokens get -1/-0: B's Saproling from its own Sprout is 0/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Amulet of Safekeeping")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Sprout")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Sprout")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("B", "Saproling Token", 0, 1)


def test_pack_s_disdain_counts_the_chosen_type(real_db: CardDatabase) -> None:
    """608.2h: A names Goblin and controls two Goblins: B's Hill Giant gets -2/-2 (1/1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin", 2)
    s.add_card(Zone.HAND, "A", "Pack's Disdain")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pack's Disdain", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_exert_influence_steals_within_the_colors_spent(real_db: CardDatabase) -> None:
    """Converge (601.2h, 608.2b): paid with Islands only (one color), Exert Influence takes
    B's Raging Goblin (power 1) for good (A still controls it on turn 2); it can't take B's
    Grizzly Bears (power 2)."""
    for target, mine in (("Raging Goblin", 1), ("Grizzly Bears", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
        s.add_card(Zone.HAND, "A", "Exert Influence")
        s.add_card(Zone.BATTLEFIELD, "B", target)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Exert Influence", targets=[target])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", target, mine)
        s.assert_permanent_count("B", target, 1 - mine)


def test_helvault_returns_its_exiles_when_put_into_a_graveyard(real_db: CardDatabase) -> None:
    """607.2a, 603.10a: A exiles its own Grizzly Bears with Helvault ({1}, {T}); B's Shatter
    puts Helvault into A's graveyard and the Bears return."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Helvault")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shatter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:", targets=["Grizzly Bears"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shatter", targets=["Helvault"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Helvault", 1)


def test_rukh_egg_bird_at_the_next_end_step(real_db: CardDatabase) -> None:
    """603.7: Rukh Egg dies to B's Lightning Bolt in B's main phase: the 4/4 flying Bird comes
    at the beginning of that turn's end step, under A's control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rukh Egg")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Rukh Egg"])
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_battlefield_count("A", 0))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_power_toughness("A", "Bird Token", 4, 4)
    s.assert_abilities("A", "Bird Token", ["Flying"])


def test_mana_bloom_enters_with_x_charge_counters(real_db: CardDatabase) -> None:
    """107.3m, 614.1c: Mana Bloom cast with X=2 enters with two charge counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Mana Bloom")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mana Bloom", x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Mana Bloom", "charge", 2)


def test_eldrazi_obligator_unpaid_steals_nothing(real_db: CardDatabase) -> None:
    """608.2c ("If you do"): A declines to pay {1}{C} for Obligator's cast trigger: B keeps its
    tapped Craw Wurm. (The `continuous` instruction used to drop its `if`, so the Wurm was
    taken anyway: dsl_abilities.parse_effect.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.HAND, "A", "Eldrazi Obligator")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.set_choice("A", "no")
    s.add_target("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eldrazi Obligator")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Craw Wurm", 0)
    s.assert_tapped("Craw Wurm", True)


def test_eldrazi_obligator_without_colorless_mana_steals_nothing(real_db: CardDatabase) -> None:
    """608.2c, 106.1b: A has only Mountains, so it can't pay {1}{C} ({C} needs colorless
    mana) and "if you do" fails: B keeps its Craw Wurm."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Eldrazi Obligator")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.set_choice("A", "yes")
    s.add_target("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eldrazi Obligator")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)


def _sentry_oak(db: CardDatabase, top: str) -> Scenario:
    """A's Sentry Oak clashes at the beginning of A's combat; A's top card is `top`, B's is the
    filler Wastes (mana value 0)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sentry Oak")
    s.add_card(Zone.LIBRARY, "A", top)
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    return s


def test_sentry_oak_grows_only_if_it_wins_the_clash(real_db: CardDatabase) -> None:
    """701.30, 608.2c: with Craw Wurm (6) against Wastes (0) A wins the clash: Sentry Oak (3/5)
    is 5/5 without defender; with Wastes against Wastes nobody wins: it stays a 3/5 defender.
    (The `continuous` instruction used to drop its "If you win", so it always grew.)"""
    s = _sentry_oak(real_db, "Craw Wurm")
    s.assert_power_toughness("A", "Sentry Oak", 5, 5)
    s.assert_abilities("A", "Sentry Oak", ["Defender"], present=False)
    s = _sentry_oak(real_db, "Wastes")
    s.assert_power_toughness("A", "Sentry Oak", 3, 5)
    s.assert_abilities("A", "Sentry Oak", ["Defender"])


def _thalakos(db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thalakos Deceiver")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.set_choice("A", answer)
    s.attack(1, "A", "Thalakos Deceiver")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_thalakos_deceiver_steals_only_if_sacrificed(real_db: CardDatabase) -> None:
    """608.2c ("If you do"): unblocked, A sacrifices Thalakos Deceiver and gains control of
    B's Hill Giant; when A declines, the Deceiver deals its 1 and B keeps the Giant."""
    s = _thalakos(real_db, "yes")
    s.assert_graveyard_count("A", "Thalakos Deceiver", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s = _thalakos(real_db, "no")
    s.assert_permanent_count("A", "Thalakos Deceiver", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("B", 19)


def test_thalakos_deceiver_gone_before_its_trigger_steals_nothing(real_db: CardDatabase) -> None:
    """608.2c, 701.21a: B's Lightning Bolt kills Thalakos Deceiver in response to its trigger:
    A can't sacrifice it, so "If you do" fails and B keeps its Hill Giant (before the fix the
    Giant was taken anyway)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thalakos Deceiver")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "Hill Giant")
    s.set_choice("A", "yes")
    s.attack(1, "A", "Thalakos Deceiver")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "B", "Lightning Bolt", targets=["Thalakos Deceiver"],
                 responding_to="Thalakos Deceiver")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Thalakos Deceiver", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
