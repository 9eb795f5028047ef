"""Trigger conditions read by the grammar (cards/oracle/triggers.py), played with real cards
from the shared MTGJSON file (skipped when it is absent): each engine event the grammar added
(rules/triggers.py), with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_701_21a_city_of_brass_becomes_tapped(real_db: CardDatabase) -> None:
    """City of Brass: "Whenever ~ becomes tapped, it deals 1 damage to you" (tapped for mana)."""
    _compiled(real_db, "City of Brass")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "City of Brass")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 19)


def test_701_21b_oreskos_sun_guide_becomes_untapped(real_db: CardDatabase) -> None:
    """Inspired: the untap step untaps it (502.3); the trigger waits for the upkeep (503.1a)."""
    _compiled(real_db, "Oreskos Sun Guide")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oreskos Sun Guide", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_tapped("Oreskos Sun Guide", False)


def test_120_3_hypnotic_specter_damage_to_an_opponent_that_player_discards(
        real_db: CardDatabase) -> None:
    """"Whenever ~ deals damage to an opponent, that player discards a card at random": the
    player dealt damage is remembered (603.2, 608.2c)."""
    _compiled(real_db, "Hypnotic Specter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hypnotic Specter")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Giant Growth", 2)
    s.attack(1, "A", "Hypnotic Specter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 2)  # the opponent discards, not the controller


def test_510_3a_blazing_specter_combat_damage_that_player_discards(real_db: CardDatabase) -> None:
    _compiled(real_db, "Blazing Specter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blazing Specter")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.attack(1, "A", "Blazing Specter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("B", 2)


def test_121_1_underworld_dreams_sees_only_an_opponents_draws(real_db: CardDatabase) -> None:
    _compiled(real_db, "Underworld Dreams")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Underworld Dreams")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)  # B's draw on turn 2
    s.assert_life("A", 20)  # A's draw on turn 3 is not an opponent's


def test_701_8_fell_specter_an_opponent_discards_that_player_loses_2(
        real_db: CardDatabase) -> None:
    """Fell Specter enters: target opponent discards a card; its second ability sees that
    discard and makes that player lose 2 life."""
    _compiled(real_db, "Fell Specter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Fell Specter")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fell Specter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_701_8_mystic_redaction_you_discard(real_db: CardDatabase) -> None:
    """Each card A discards (Mind Rot targeting A) makes each opponent mill two cards."""
    _compiled(real_db, "Mystic Redaction")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mystic Redaction")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_library_count("B", 16)
    s.assert_graveyard_count("B", None, 4)


def test_508_1m_sanctum_seeker_a_vampire_you_control_attacks(real_db: CardDatabase) -> None:
    """Two attackers, one a Vampire: one trigger."""
    _compiled(real_db, "Sanctum Seeker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sanctum Seeker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Sanctum Seeker")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20 - 1 - 3 - 2)
    s.assert_life("A", 21)


def test_603_2_ogre_battledriver_that_creature_gets_haste(real_db: CardDatabase) -> None:
    """"that creature" is the creature that entered: Grizzly Bears attacks the turn it is
    cast, as a 4/2."""
    _compiled(real_db, "Ogre Battledriver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ogre Battledriver")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 2))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Ogre Battledriver", 3, 3)


def test_heroic_akroan_skyguard_only_its_controllers_spells(real_db: CardDatabase) -> None:
    """"Whenever you cast a spell that targets ~": A's Giant Growth triggers it, B's does not."""
    _compiled(real_db, "Akroan Skyguard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akroan Skyguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Akroan Skyguard"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Akroan Skyguard"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Akroan Skyguard", "+1/+1", 1)
    s.assert_power_toughness("A", "Akroan Skyguard", 5, 5)  # 1/1, a counter, +3/+3


def test_ishai_an_opponent_casts_a_spell(real_db: CardDatabase) -> None:
    _compiled(real_db, "Ishai, Ojutai Dragonspeaker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ishai, Ojutai Dragonspeaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth",
                 targets=["Ishai, Ojutai Dragonspeaker"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Ishai, Ojutai Dragonspeaker", "+1/+1", 1)


def test_111_1_open_the_graves_nontoken_creatures_only(real_db: CardDatabase) -> None:
    """Grizzly Bears dies: a Zombie token; the Zombie token dies: nothing."""
    _compiled(real_db, "Open the Graves")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Open the Graves")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Zombie Token", 1))
    s.attack(3, "A", "Zombie Token")
    s.block(3, "B", "Hill Giant", "Zombie Token")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Zombie Token", 0)
    s.assert_battlefield_count("A", 1)


def test_603_10a_blood_artist_and_another_creature_die_together(real_db: CardDatabase) -> None:
    """"Whenever ~ or another creature dies": two creatures die at once, two triggers."""
    _compiled(real_db, "Blood Artist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Artist")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 2)
    s.attack(1, "A", "Blood Artist")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant#1", "Blood Artist")
    s.block(1, "B", "Hill Giant#2", "Grizzly Bears")
    s.add_target("A", "B")
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", None, 2)
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_507_1_stampede_rider_each_combat_with_an_intervening_if(real_db: CardDatabase) -> None:
    """"At the beginning of each combat, if you control a creature with power 4 or greater":
    on the opponent's turn too (603.4: checked as it triggers)."""
    _compiled(real_db, "Stampede Rider")
    seen: list[int] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stampede Rider")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.check(2, Step.DECLARE_ATTACKERS, lambda sc: seen.append(1) or sc.assert_power_toughness(
        "A", "Stampede Rider", 3, 4))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert seen == [1]


def test_507_1_stampede_rider_without_a_big_creature(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stampede Rider")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.check(1, Step.DECLARE_ATTACKERS,
            lambda sc: sc.assert_power_toughness("A", "Stampede Rider", 2, 3))
    s.stop_at(1, Step.END_TURN)
    s.execute()


# ------------------------------------------------------------------ intervening "if" (603.4)


def test_603_4_raid_mardu_heart_piercer_after_an_attack(real_db: CardDatabase) -> None:
    _compiled(real_db, "Mardu Heart-Piercer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Mardu Heart-Piercer")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Mardu Heart-Piercer")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)


def test_603_4_raid_mardu_heart_piercer_without_an_attack(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Mardu Heart-Piercer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mardu Heart-Piercer")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Mardu Heart-Piercer", 1)


def test_603_4_saruli_gatekeepers_two_or_more_gates(real_db: CardDatabase) -> None:
    """"if you control two or more Gates": with one Gate, nothing; with two, 7 life."""
    _compiled(real_db, "Saruli Gatekeepers")
    for gates, life in ((1, 20), (2, 27)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Selesnya Guildgate", gates)
        s.add_card(Zone.HAND, "A", "Saruli Gatekeepers")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Saruli Gatekeepers")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Saruli Gatekeepers", 1)
        s.assert_life("A", life)


def test_603_4_glimmervoid_no_artifacts_at_the_end_step(real_db: CardDatabase) -> None:
    """"At the beginning of the end step, if you control no artifacts, sacrifice ~"."""
    _compiled(real_db, "Glimmervoid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glimmervoid")
    s.add_card(Zone.BATTLEFIELD, "B", "Glimmervoid")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Glimmervoid", 0)
    s.assert_graveyard_count("A", "Glimmervoid", 1)
    s.assert_permanent_count("B", "Glimmervoid", 1)  # B controls an artifact


def test_603_4_foundry_hornet_a_creature_with_a_counter(real_db: CardDatabase) -> None:
    """"if you control a creature with a +1/+1 counter on it": B's 2/1 dies to -1/-1 only
    when A controls such a creature."""
    _compiled(real_db, "Foundry Hornet")
    for counters, bears in ((None, 1), ({"+1/+1": 1}, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters=counters)
        s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
        s.add_card(Zone.HAND, "A", "Foundry Hornet")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Foundry Hornet")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("B", "Savannah Lions", bears)


# ------------------------------------------------------------------ attached and any creature


def test_301_5_shard_of_broken_glass_equipped_creature_attacks(real_db: CardDatabase) -> None:
    """"Whenever equipped creature attacks, you may mill two cards" (the default answers yes)."""
    _compiled(real_db, "Shard of Broken Glass")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Shard of Broken Glass", attached_to="Grizzly Bears")
    s.attack(1, "A", "Hill Giant")  # not equipped: no trigger
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Wastes", 2)
    s.assert_life("B", 20 - 3 - 3)  # Hill Giant; the Bears with +1/+0


def test_510_3a_specters_shroud_equipped_creature_that_player_discards(
        real_db: CardDatabase) -> None:
    _compiled(real_db, "Specter's Shroud")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Specter's Shroud", attached_to="Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    s.add_card(Zone.HAND, "A", "Hill Giant", 2)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)  # 2/2 with +1/+0
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 2)


def test_510_3a_larceny_each_creature_you_control(real_db: CardDatabase) -> None:
    """Two of A's creatures deal combat damage to B: B discards two cards; B's creature
    dealing damage to A does not trigger A's Larceny."""
    _compiled(real_db, "Larceny")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Larceny")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Savannah Lions", 3)
    s.add_card(Zone.HAND, "A", "Savannah Lions", 3)
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Savannah Lions", 2)
    s.assert_hand_count("A", 3)  # A skips the draw of turn 1 and discards nothing


def test_509_1i_sylvan_basilisk_each_blocker_destroyed(real_db: CardDatabase) -> None:
    """"Whenever ~ becomes blocked by a creature, destroy that creature": two blockers, two
    triggers, each destroying its blocker before damage."""
    _compiled(real_db, "Sylvan Basilisk")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sylvan Basilisk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Sylvan Basilisk")
    s.block(1, "B", "Hill Giant", "Sylvan Basilisk")
    s.block(1, "B", "Grizzly Bears", "Sylvan Basilisk")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", None, 2)
    s.assert_damage("Sylvan Basilisk", 0)
    s.assert_life("B", 20)  # blocked: no damage to the player


def test_509_1i_flailing_drake_blocks_that_creature_gets_plus_one(real_db: CardDatabase) -> None:
    """When it blocks, "that creature" is the attacker it blocks: Hill Giant becomes 4/4 and
    deals 4 damage to the 2/3 Drake."""
    _compiled(real_db, "Flailing Drake")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Flailing Drake")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Flailing Drake", "Hill Giant")
    s.check(1, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("A", "Hill Giant", 4, 4))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Flailing Drake", 1)
    s.assert_damage("Hill Giant", 2)
