"""Trigger conditions added for issue 11 (cards/oracle/triggers.py, rules/triggers.py), played
with real cards from the shared MTGJSON file (skipped when it is absent), with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_700_4_skullclamp_equipped_creature_dies(real_db: CardDatabase) -> None:
    """"Whenever equipped creature dies, draw two cards": the 1/1 gets +1/-1 and dies to the
    state-based action (704.5f); the Equipment stays, unattached, and sees it die."""
    _compiled(real_db, "Skullclamp")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Skullclamp", attached_to="Llanowar Elves")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Skullclamp", 1)
    s.assert_hand_count("A", 2)


def test_603_10a_elephant_guide_sees_its_creature_die_with_it(real_db: CardDatabase) -> None:
    """Planar Cleansing destroys the creature and its Aura at once: "When enchanted creature
    dies" looks back in time (603.10a), so the Aura that left with it still triggers."""
    _compiled(real_db, "Elephant Guide", "Planar Cleansing")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Elephant Guide", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 6)
    s.add_card(Zone.HAND, "B", "Planar Cleansing")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Planar Cleansing")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Elephant Guide", 1)
    s.assert_permanent_count("A", "Elephant Token", 1)


def test_700_4_elephant_guide_creature_destroyed_alone(real_db: CardDatabase) -> None:
    """The creature dies first; the Aura follows by state-based action (704.5m) after it
    triggered."""
    _compiled(real_db, "Elephant Guide")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Elephant Guide", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Elephant Guide", 1)
    s.assert_permanent_count("A", "Elephant Token", 1)
    s.assert_power_toughness("A", "Elephant Token", 3, 3)


def test_503_1_wanderlust_upkeep_of_enchanted_creatures_controller(real_db: CardDatabase) -> None:
    """"At the beginning of the upkeep of enchanted creature's controller, ~ deals 1 damage
    to that player": B's upkeeps only (turns 2 and 4), not A's (the Aura's controller)."""
    _compiled(real_db, "Wanderlust")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wanderlust", attached_to="Grizzly Bears")
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_510_2_dripping_dead_combat_damage_to_a_creature(real_db: CardDatabase) -> None:
    """"Whenever ~ deals combat damage to a creature, destroy that creature": the 6/6 blocker
    survives the 4 damage but the trigger destroys it (the remembered creature, 603.2)."""
    _compiled(real_db, "Dripping Dead")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dripping Dead")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.attack(1, "A", "Dripping Dead")
    s.block(1, "B", "Colossal Dreadmaw", "Dripping Dead")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)
    s.assert_graveyard_count("A", "Dripping Dead", 1)
    s.assert_life("B", 20)


def test_508_1_boros_elite_battalion(real_db: CardDatabase) -> None:
    """Battalion: "Whenever ~ and at least two other creatures attack, ~ gets +2/+2": with two
    others it deals 3 (+2 +2 from the Bears), with one other only 1 (+2)."""
    _compiled(real_db, "Boros Elite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Elite")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    for _ in range(2):
        s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Boros Elite")
    s.attack(3, "A", "Grizzly Bears")
    s.attack(3, "A", "Boros Elite")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 - 7 - 3)


def test_603_6_aven_riftwatcher_enters_or_leaves(real_db: CardDatabase) -> None:
    """"When ~ enters or leaves the battlefield, you gain 2 life": both events (603.6a,
    603.6c)."""
    _compiled(real_db, "Aven Riftwatcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Aven Riftwatcher")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aven Riftwatcher")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Aven Riftwatcher"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Aven Riftwatcher", 1)
    s.assert_life("A", 24)


def test_115_1_tethered_skirge_becomes_the_target(real_db: CardDatabase) -> None:
    """"Whenever ~ becomes the target of a spell or ability, you lose 1 life": its own
    controller's spell targets it too."""
    _compiled(real_db, "Tethered Skirge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tethered Skirge")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Tethered Skirge"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 19)
    s.assert_power_toughness("A", "Tethered Skirge", 5, 5)


def test_701_21a_betrayal_enchanted_creature_becomes_tapped(real_db: CardDatabase) -> None:
    """"Whenever enchanted creature becomes tapped, you draw a card": B's creature attacks
    (508.1f taps it); the Aura's controller A draws."""
    _compiled(real_db, "Betrayal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Betrayal", attached_to="Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_life("A", 18)


def test_508_1m_isperia_a_creature_attacks_you(real_db: CardDatabase) -> None:
    """"Whenever a creature attacks you or a planeswalker you control, you may draw a card":
    once per attacking creature."""
    _compiled(real_db, "Isperia, Supreme Judge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Isperia, Supreme Judge")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_life("A", 16)


def test_601_2i_eidolon_of_the_great_revel_that_player_is_the_caster(
        real_db: CardDatabase) -> None:
    """"Whenever a player casts a spell with mana value 3 or less, ~ deals 2 damage to that
    player": the caster is remembered (603.2); a 6-mana spell doesn't trigger it."""
    _compiled(real_db, "Eidolon of the Great Revel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Eidolon of the Great Revel")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Colossal Dreadmaw")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Colossal Dreadmaw", 1)


def test_700_6_jhoira_historic_spell(real_db: CardDatabase) -> None:
    """"Whenever you cast a historic spell, draw a card": an artifact spell is historic
    (700.6), Grizzly Bears isn't."""
    _compiled(real_db, "Jhoira, Weatherlight Captain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jhoira, Weatherlight Captain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Wastes")


def test_105_4_rewards_of_diversity_an_opponent_casts_a_multicolored_spell(
        real_db: CardDatabase) -> None:
    _compiled(real_db, "Rewards of Diversity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rewards of Diversity")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Jhoira, Weatherlight Captain")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Jhoira, Weatherlight Captain")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Jhoira, Weatherlight Captain", 1)
    s.assert_life("A", 24)


def test_121_1_irencrag_pyromancer_second_card_each_turn(real_db: CardDatabase) -> None:
    """Turn 3: the draw step's card is A's first, Divination's two the second and third: the
    ability triggers once (3 damage to B). B's own draws don't count; A draws no card in
    turn 1 (103.8a)."""
    _compiled(real_db, "Irencrag Pyromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Irencrag Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.add_target("A", "B")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 3, "Wastes")


def test_506_2_defending_player_falkenrath_perforator_and_abyssal_nightstalker(
        real_db: CardDatabase) -> None:
    """"Whenever ~ attacks, it deals 1 damage to defending player" (the player it attacks,
    506.2) and "Whenever ~ attacks and isn't blocked, defending player discards a card": B is
    dealt 1 + 2 + 2 and discards one of two cards."""
    _compiled(real_db, "Falkenrath Perforator", "Abyssal Nightstalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Falkenrath Perforator")
    s.add_card(Zone.BATTLEFIELD, "A", "Abyssal Nightstalker")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Falkenrath Perforator")
    s.attack(1, "A", "Abyssal Nightstalker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_503_1_braids_each_players_upkeep_that_player(real_db: CardDatabase) -> None:
    """"At the beginning of each player's upkeep, that player sacrifices an artifact,
    creature, or land of their choice": B's Braids, A's upkeep: "that player" is the active
    player A, not the ability's controller."""
    _compiled(real_db, "Braids, Cabal Minion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Braids, Cabal Minion")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Braids, Cabal Minion", 1)
    s.assert_permanent_count("B", "Forest", 1)


def test_603_2_caltrops_it_is_the_attacking_creature_and_hissing_miasma_its_controller(
        real_db: CardDatabase) -> None:
    """"Whenever a creature attacks, Caltrops deals 1 damage to it": each attacker (the 2/2s
    survive with 1 damage, the 1/1 dies); "Whenever a creature attacks you, its controller
    loses 1 life": the attacker's controller A, once per attacker."""
    _compiled(real_db, "Caltrops", "Hissing Miasma")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Caltrops")
    s.add_card(Zone.BATTLEFIELD, "B", "Hissing Miasma")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Llanowar Elves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_life("A", 18)
    s.assert_life("B", 18)


def test_608_2h_kavu_lair_its_controller_after_the_creature_left(real_db: CardDatabase) -> None:
    """"Whenever a creature with power 4 or greater enters the battlefield, its controller
    draws a card": killed in response, the creature's controller as it last existed draws."""
    _compiled(real_db, "Kavu Lair")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kavu Lair")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Colossal Dreadmaw")
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Colossal Dreadmaw")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Colossal Dreadmaw"],
                 responding_to="Kavu Lair")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)
    s.assert_hand_count("B", 2, "Wastes")  # the draw step's card and Kavu Lair's
    s.assert_hand_count("A", 0)


def test_burning_cloak_that_creature_is_the_target(real_db: CardDatabase) -> None:
    """"Target creature gets +2/+0 until end of turn. ~ deals 2 damage to that creature.\""""
    _compiled(real_db, "Burning Cloak")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Burning Cloak")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burning Cloak", targets=["Colossal Dreadmaw"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Colossal Dreadmaw", 2)
    s.assert_power_toughness("A", "Colossal Dreadmaw", 8, 6)


def test_it_after_naming_self_is_self(real_db: CardDatabase) -> None:
    """"put a +1/+1 counter on ~. It gains flying": "it" is ~ there (the object the sentence
    before named), never the land the event involved (read since session 18: the grant is to
    ~ itself, played in test_counters_move_s18.py). "When ~ blocks, return it
    to its owner's hand" is read since session 12 (triggers._it_is_self: the event names no
    other object, so "it" is ~, 201.5): its DSL returns ~ itself, never the blocked attacker
    (played in test_trigger_effects_s12.py)."""
    fledgling = real_db.compiled("Fearless Fledgling")
    assert fledgling.supported and fledgling.dsl is not None
    assert "'self'" in repr(fledgling.dsl["triggers"][0]["effects"][-1])
    assert "land" not in repr(fledgling.dsl["triggers"][0]["effects"])
    zephyr = real_db.compiled("Zephyr Spirit")
    assert zephyr.supported and zephyr.dsl is not None
    assert zephyr.dsl["triggers"][0]["effects"] == [{"bounce": {"what": "self"}}]


def test_701_21a_gideons_avenger_and_509_1i_battle_strain_and_508_1m_blood_reckoning(
        real_db: CardDatabase) -> None:
    """B attacks with two creatures (both tap, 508.1f): A's Gideon's Avenger gets two +1/+1
    counters; Blood Reckoning ("Whenever a creature attacks you ..., that creature's
    controller loses 1 life") costs B 2; A's Avenger blocks one: Battle Strain ("Whenever a
    creature blocks, ~ deals 1 damage to that creature's controller") deals 1 to A."""
    _compiled(real_db, "Gideon's Avenger", "Battle Strain", "Blood Reckoning")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon's Avenger")
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Reckoning")
    s.add_card(Zone.BATTLEFIELD, "B", "Battle Strain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Gideon's Avenger", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Gideon's Avenger", "+1/+1", 2)
    s.assert_life("B", 18)
    s.assert_life("A", 20 - 1 - 2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_701_17a_sacrifice_triggers(real_db: CardDatabase) -> None:
    """A sacrifices Mogg Fanatic (a cost, 118.3): "Whenever you sacrifice another permanent"
    (Bloodbriar), "Whenever a player sacrifices a creature" (both players' Mortician Beetles)
    each put a +1/+1 counter; Blood Aspirant (A's) sees "you sacrifice a permanent"."""
    _compiled(real_db, "Bloodbriar", "Mortician Beetle", "Blood Aspirant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Fanatic")
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodbriar")
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Aspirant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mortician Beetle")
    s.add_card(Zone.BATTLEFIELD, "B", "Mortician Beetle")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Mogg Fanatic", 1)
    s.assert_counter_count("A", "Bloodbriar", "+1/+1", 1)
    s.assert_counter_count("A", "Blood Aspirant", "+1/+1", 1)
    s.assert_counter_count("A", "Mortician Beetle", "+1/+1", 1)
    s.assert_counter_count("B", "Mortician Beetle", "+1/+1", 1)


def test_702_29_700_4_bant_sojourners_cycle_or_dies(real_db: CardDatabase) -> None:
    """"When you cycle ~ or it dies, create a 1/1 white Soldier creature token": one token for
    the copy A cycles (turn 1), one for the copy B destroys (turn 2)."""
    _compiled(real_db, "Bant Sojourners")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Bant Sojourners")
    s.add_card(Zone.BATTLEFIELD, "A", "Bant Sojourners")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Bant Sojourners"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Bant Sojourners", 2)
    s.assert_permanent_count("A", "Soldier Token", 2)
