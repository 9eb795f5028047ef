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
