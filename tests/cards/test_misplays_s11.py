"""Deviations from the Oracle text found by the session-11 misplay audit (`qa`: 80 cards drawn
with `random.Random(20261127)` from the round-1 gains, /work/lead/s11/gained_r1.txt), fixed as
the Comprehensive Rules state them (each such test failed before its fix), and scenarios that
settled an audit doubt (the card did what its text says). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------------------------------ 122.6 (misplay, fixed)


def test_122_6_nest_of_scarabs_counts_only_minus_counters_put(real_db: CardDatabase) -> None:
    """Nest of Scarabs: "Whenever you put one or more -1/-1 counters on a creature". A puts a
    +1/+1 counter (Battlegrowth) on a Hill Giant that already has a -1/-1 counter: no -1/-1
    counter was put, so no Insect (the trigger checked that the creature *had* a -1/-1 counter,
    not the kind put, and made one Insect)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nest of Scarabs")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"-1/-1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Battlegrowth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Battlegrowth", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Insect Token", 0)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


# ------------------------------------------------------------------ 614.12b (misplay, refused)


def test_614_12b_roots_of_life_choice_without_anchors_refused(real_db: CardDatabase) -> None:
    """Roots of Life: "As ~ enters the battlefield, choose Island or Swamp." was compiled as an
    anchor-word choice (614.12b, kept as ("anchor", word)) while "a land of the chosen type"
    read the chosen *creature type*, never set: the card never gained life (B tapping an
    Island and two Swamps, Swamp chosen, left A at 20, not 22). A two-word choice with no
    anchored bullets is now refused; the Sieges (real anchor words) still compile."""
    refused = real_db.compiled("Roots of Life")
    assert not refused.supported
    assert any("614.12b" in r.category for r in refused.reasons), refused.reasons
    for siege in ("Citadel Siege", "Palace Siege"):
        assert real_db.compiled(siege).supported, siege


# ------------------------------------------------------------------ audit doubts (played right)


def test_toxin_sliver_destroys_the_creature_dealt_damage(real_db: CardDatabase) -> None:
    """Toxin Sliver: "Whenever a Sliver deals combat damage to a creature, destroy that
    creature." Blocked by a Wall of Stone (0/8): the Wall is destroyed (3 damage would not kill
    it), the Sliver lives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Toxin Sliver")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Toxin Sliver")
    s.block(1, "B", "Wall of Stone", "Toxin Sliver")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Wall of Stone", 1)
    s.assert_power_toughness("A", "Toxin Sliver", 3, 3)


def test_sword_of_kaldra_exiles_the_creature_dealt_damage(real_db: CardDatabase) -> None:
    """Sword of Kaldra: equipped Grizzly Bears (7/7) blocked by a Wall of Stone (0/8): 7 damage
    does not kill it, the trigger exiles it; the Bears stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Kaldra", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Wall of Stone", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 7, 7)


def test_quest_for_the_gemblades_counter_on_combat_damage(real_db: CardDatabase) -> None:
    """Quest for the Gemblades: A's Grizzly Bears deals combat damage to a blocking Wall of
    Stone: one quest counter; B's Wall dealing none to the Bears adds none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Quest for the Gemblades")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Quest for the Gemblades", "quest", 1)


def test_morbid_opportunist_draws_once_each_turn(real_db: CardDatabase) -> None:
    """Morbid Opportunist: two Shocks kill two of B's Grizzly Bears one after the other: A
    draws one card (once each turn), hand 2 -> 0 -> 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Morbid Opportunist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_hand_count("A", 1)


def test_burning_tree_shaman_hits_the_activating_player(real_db: CardDatabase) -> None:
    """Burning-Tree Shaman (A's): B activates Prodigal Sorcerer at A: the Shaman deals 1 to B
    (that player), the Sorcerer 1 to A; B's mana abilities deal nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burning-Tree Shaman")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 19)


def test_saddled_rimestag_only_your_creatures_entering(real_db: CardDatabase) -> None:
    """Saddled Rimestag: on turn 1 A's Grizzly Bears enters: 4/4; on turn 2 only B's Bears
    enters: 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Saddled Rimestag")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Saddled Rimestag", 4, 4))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Saddled Rimestag", 2, 2)


def test_satyr_firedancer_redirects_that_much_to_that_players_creature(
        real_db: CardDatabase) -> None:
    """Satyr Firedancer: A's Lightning Bolt deals 3 to B: the Firedancer deals 3 to B's Hill
    Giant (3/3), which dies; B at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Satyr Firedancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_serra_inquisitors_blocked_by_two_black_creatures_once(real_db: CardDatabase) -> None:
    """Serra Inquisitors blocked by two Scathe Zombies (black): +2/+0 once, 5/3 at combat
    damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Inquisitors")
    s.add_card(Zone.BATTLEFIELD, "B", "Scathe Zombies", 2)
    s.attack(1, "A", "Serra Inquisitors")
    s.block(1, "B", "Scathe Zombies#1", "Serra Inquisitors")
    s.block(1, "B", "Scathe Zombies#2", "Serra Inquisitors")
    s.check(1, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("A", "Serra Inquisitors", 5, 3))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()


def test_cyclops_gladiator_trades_damage_with_the_target(real_db: CardDatabase) -> None:
    """Cyclops Gladiator attacks, targets B's Hill Giant: 4 damage kills it, the Giant deals 3
    back (the Gladiator 4/4 survives with 3 damage); unblocked, B at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cyclops Gladiator")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Cyclops Gladiator")
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Cyclops Gladiator", 3)
    s.assert_life("B", 16)


def test_kragma_warcaller_pumps_the_attacking_minotaur(real_db: CardDatabase) -> None:
    """Kragma Warcaller (a Minotaur) attacks: it gets +2/+0: B at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kragma Warcaller")
    s.attack(1, "A", "Kragma Warcaller")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)


def test_anthroplasm_enters_with_two_counters(real_db: CardDatabase) -> None:
    """Anthroplasm enters with two +1/+1 counters: 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Anthroplasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Anthroplasm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Anthroplasm", 2, 2)


def test_elvish_warmaster_one_token_each_turn(real_db: CardDatabase) -> None:
    """Elvish Warmaster: two Llanowar Elves enter one after the other (and the Elf Warrior
    token, another Elf): one token only, once each turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Warmaster")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Llanowar Elves", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 2)
    s.assert_permanent_count("A", "Elf Warrior Token", 1)


def test_blossoming_bogbeast_pumps_by_life_gained_this_turn(real_db: CardDatabase) -> None:
    """Blossoming Bogbeast attacks: A gains 2, then its creatures get +2/+2 and trample: the
    Bogbeast deals 5 (B at 15), A at 22."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blossoming Bogbeast")
    s.attack(1, "A", "Blossoming Bogbeast")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 15)
    s.assert_abilities("A", "Blossoming Bogbeast", ["Trample"])


def test_cromat_destroys_its_blocker(real_db: CardDatabase) -> None:
    """Cromat attacks, B's Hill Giant blocks; {W}{B}: destroy target creature blocking Cromat:
    the Giant dies, Cromat (no trample) deals no damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cromat")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Cromat")
    s.block(1, "B", "Hill Giant", "Cromat")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{W}{B}:", targets=["Hill Giant"])
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_gontis_machinations_energy_on_first_life_loss_only(real_db: CardDatabase) -> None:
    """Gonti's Machinations (A's): B Shocks A twice on turn 2: A gets one energy (the first
    loss of the turn only)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gonti's Machinations")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 16)
    s.assert_player_counters("A", "energy", 1)


def test_notion_thief_steals_draws_outside_the_draw_step(real_db: CardDatabase) -> None:
    """Notion Thief (B's): A's Counsel of the Soratami draws two in a main phase: A skips both
    draws and B draws two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Counsel of the Soratami")
    s.add_card(Zone.BATTLEFIELD, "B", "Notion Thief")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Counsel of the Soratami")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 2)


def test_feast_on_the_fallen_each_upkeep_after_a_loss(real_db: CardDatabase) -> None:
    """Feast on the Fallen: A Shocks B on turn 1: in turn 2's upkeep (each upkeep) A's Grizzly
    Bears gets a +1/+1 counter; B lost no life on turn 2, so none in turn 3's upkeep."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Feast on the Fallen")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(2, Step.DRAW,
            lambda sc: sc.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)


def test_conclaves_blessing_counts_other_creatures_you_control(real_db: CardDatabase) -> None:
    """Conclave's Blessing on A's Grizzly Bears with two other A creatures (and one of B's, not
    counted): +0/+4, a 2/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Conclave's Blessing", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 6)


def test_squirrel_mob_counts_each_other_squirrel(real_db: CardDatabase) -> None:
    """Squirrel Mob with another Squirrel Mob (A's) and a Squirrel Mob of B's: each is 4/4
    (two other Squirrels on the battlefield, either player's)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Squirrel Mob", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Squirrel Mob")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Squirrel Mob", 4, 4)
    s.assert_power_toughness("B", "Squirrel Mob", 4, 4)


def test_fiery_emancipation_triples_damage_from_your_sources(real_db: CardDatabase) -> None:
    """Fiery Emancipation (A's): A's Shock deals 6 to B (B at 14); B's Shock deals 2 to A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fiery Emancipation")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 18)


def test_goblin_goliath_doubles_damage_to_opponents_only(real_db: CardDatabase) -> None:
    """Goblin Goliath's {3}{R}, {T}: this turn A's Shock deals 4 to B (B at 16); A's other
    Shock deals 2, not 4, to B's Wall of Stone (a permanent, not an opponent)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Goliath")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{R}, {T}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Wall of Stone"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_damage("Wall of Stone", 2)


def test_undercity_uprising_deathtouch_then_fight(real_db: CardDatabase) -> None:
    """Undercity Uprising: A's Grizzly Bears gains deathtouch and fights B's Craw Wurm (6/4):
    2 deathtouch damage destroys the Wurm, 6 kills the Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Undercity Uprising")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Undercity Uprising",
                 targets=["Grizzly Bears", "Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
