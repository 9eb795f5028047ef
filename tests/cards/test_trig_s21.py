"""Session 21, triggered abilities' effects, with real cards of the shared MTGJSON file (skipped
without it).

Objects exiled "until ~ leaves the battlefield" (610.3) by a trigger: the creature the event
names (603.2: "that creature"), "up to one other target", "any number of ... you control"
chosen as the ability resolves (608.2d), "until this creature / it leaves", and "for each card
exiled with it" (607.2a) counting them."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_610_3_grasping_giant_exiles_its_blocker_until_it_leaves(real_db: CardDatabase) -> None:
    """Grasping Giant attacks, B's Gray Ogre blocks: the Ogre is exiled (603.2: "that
    creature"), the Giant stays blocked (B at 20); Unsummon on the Giant returns the Ogre to
    B's battlefield (610.3c: under its owner's control)."""
    assert_compiled(real_db, "Grasping Giant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grasping Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(1, "A", "Grasping Giant")
    s.block(1, "B", "Gray Ogre", "Grasping Giant")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Gray Ogre", 1)
        sc.assert_permanent_count("B", "Gray Ogre", 0)
        sc.assert_life("B", 20)

    s.check(1, Step.POSTCOMBAT_MAIN, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=["Grasping Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Gray Ogre", 1)
    s.assert_exile_count("Gray Ogre", 0)
    s.assert_hand_count("A", 1, "Grasping Giant")


def test_610_3_hixus_exiles_attacker_only_the_turn_it_entered(real_db: CardDatabase) -> None:
    """Hixus flashed in during B's declare attackers step: B's unblocked Gray Ogre deals 2
    (A at 18) and is exiled; in turn 4 (Hixus didn't enter that turn, 603.4) B's Hill Giant
    deals 3 (A at 15) and stays."""
    assert_compiled(real_db, "Hixus, Prison Warden")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Hixus, Prison Warden")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Gray Ogre")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Hixus, Prison Warden")
    s.attack(4, "B", "Hill Giant")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("A", 15)
    s.assert_exile_count("Gray Ogre", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_610_3_constable_exiles_up_to_one_other_target(real_db: CardDatabase) -> None:
    """Constable of the Realm (3/3, renown 2) deals 3 to B (B at 17), becomes 5/5 and its
    counters trigger: B's Gray Ogre is exiled; Unsummon on the Constable brings the Ogre
    back."""
    assert_compiled(real_db, "Constable of the Realm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Constable of the Realm")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(1, "A", "Constable of the Realm")
    s.add_target("A", "Gray Ogre")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Gray Ogre", 1)
        sc.assert_power_toughness("A", "Constable of the Realm", 5, 5)
        sc.assert_life("B", 17)

    s.check(1, Step.POSTCOMBAT_MAIN, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=["Constable of the Realm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Gray Ogre", 1)


def test_607_2a_lumbering_battlement_counts_the_creatures_it_exiled(
        real_db: CardDatabase) -> None:
    """Lumbering Battlement exiles the two creatures A chooses (608.2d: no target) and is 8/9
    (+2/+2 each, 607.2a); A's Soldier token can't be chosen (nontoken). Unsummon on it: both
    return to A's battlefield."""
    assert_compiled(real_db, "Lumbering Battlement")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Lumbering Battlement")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.set_choice("A", "Grizzly Bears, Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lumbering Battlement")

    def exiled(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Lumbering Battlement", 8, 9)
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_exile_count("Hill Giant", 1)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=["Lumbering Battlement"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_exile_count("Hill Giant", 0)


def test_608_2d_lumbering_battlement_none_chosen(real_db: CardDatabase) -> None:
    """Choosing none: nothing is exiled and Lumbering Battlement stays 4/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lumbering Battlement")
    s.set_choice("A", "none")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lumbering Battlement")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Lumbering Battlement", 4, 5)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_610_3_glorious_protector_no_angel_chosen(real_db: CardDatabase) -> None:
    """Glorious Protector: A's Grizzly Bears is exiled, Serra Angel is not among the choices
    (non-Angel); Unsummon on the Protector returns the Bears."""
    assert_compiled(real_db, "Glorious Protector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Glorious Protector")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glorious Protector")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_permanent_count("A", "Serra Angel", 1)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=["Glorious Protector"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_610_3_brutal_cathar_until_this_creature_leaves(real_db: CardDatabase) -> None:
    """Brutal Cathar exiles B's Gray Ogre; B's Shock on the Cathar (2/2) in turn 2 returns
    the Ogre to B's battlefield."""
    assert_compiled(real_db, "Brutal Cathar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Brutal Cathar")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brutal Cathar", )
    s.check(1, Step.END_TURN, lambda sc: sc.assert_exile_count("Gray Ogre", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Brutal Cathar"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Brutal Cathar", 1)
    s.assert_permanent_count("B", "Gray Ogre", 1)


def test_610_3_deputy_of_detention_exiles_same_name_that_player_controls(
        real_db: CardDatabase) -> None:
    """Deputy of Detention targets one of B's two Grizzly Bears: both are exiled (201.2), A's
    own Grizzly Bears and B's Hill Giant stay (108.4: "that player" the target's controller);
    B's Lightning Bolt on the Deputy in turn 2 returns both Bears to B."""
    assert_compiled(real_db, "Deputy of Detention")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Deputy of Detention")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "Grizzly Bears@B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deputy of Detention")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Grizzly Bears", 2, player="B")
        sc.assert_permanent_count("A", "Grizzly Bears", 1)
        sc.assert_permanent_count("B", "Hill Giant", 1)

    s.check(1, Step.END_TURN, exiled)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Deputy of Detention"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 2)
    s.assert_exile_count("Grizzly Bears", 0)


def test_701_9b_god_eternal_rhonas_doubles_each_other_creature(real_db: CardDatabase) -> None:
    """God-Eternal Rhonas enters: A's Grizzly Bears 4/2 and Hill Giant 6/3 with vigilance
    (701.9b: +X/+0, X its own power); Rhonas stays 5/5 ("other"), B's Gray Ogre 2/2; turn 3
    the Bears are 2/2 again (514.2)."""
    assert_compiled(real_db, "God-Eternal Rhonas")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "God-Eternal Rhonas")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "God-Eternal Rhonas")

    def doubled(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 2)
        sc.assert_power_toughness("A", "Hill Giant", 6, 3)
        sc.assert_power_toughness("A", "God-Eternal Rhonas", 5, 5)
        sc.assert_power_toughness("B", "Gray Ogre", 2, 2)
        sc.assert_abilities("A", "Grizzly Bears", ["Vigilance"])
        sc.assert_abilities("A", "God-Eternal Rhonas", ["Vigilance"], present=False)

    s.check(1, Step.BEGIN_COMBAT, doubled)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_701_9b_unnatural_growth_doubles_power_and_toughness_each_combat(
        real_db: CardDatabase) -> None:
    """Unnatural Growth: at A's beginning of combat Grizzly Bears 2/2 becomes 4/4 and attacks
    for 4 (B at 16); at B's beginning of combat (turn 2) it is doubled again from 2/2 (the
    first doubling ended in cleanup, 514.2): 4/4."""
    assert_compiled(real_db, "Unnatural Growth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unnatural Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.check(2, Step.DECLARE_ATTACKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 4))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)


def test_701_9b_grunn_doubles_its_power_attacking_alone(real_db: CardDatabase) -> None:
    """Grunn, the Lonely King (5/5) attacks alone: 10/10, B at 10; attacking beside Grizzly
    Bears in turn 3 it stays 5/5: B at 3."""
    assert_compiled(real_db, "Grunn, the Lonely King")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grunn, the Lonely King")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grunn, the Lonely King")
    s.attack(3, "A", "Grunn, the Lonely King")
    s.attack(3, "A", "Grizzly Bears")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_life("B", 10))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 3)


def test_603_2_rivalry_deals_damage_to_them_the_player_with_more_lands(
        real_db: CardDatabase) -> None:
    """Rivalry (A's): B controls 3 lands to A's 1, so at B's upkeep Rivalry deals 2 damage to
    them (B at 18); at A's upkeep A controls fewer: no damage (A at 20)."""
    assert_compiled(real_db, "Rivalry")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rivalry")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_603_2_davriel_damage_to_them_only_with_one_or_fewer_cards(
        real_db: CardDatabase) -> None:
    """Davriel, Rogue Shadowmage: B with no card in hand at their upkeep takes 2 (B at 18);
    the same with two cards in hand takes none."""
    assert_compiled(real_db, "Davriel, Rogue Shadowmage")
    for cards, life in ((0, 18), (2, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Davriel, Rogue Shadowmage")
        if cards:
            s.add_card(Zone.HAND, "B", "Forest", cards)
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_life("B", life)


def test_701_17a_yukora_leaves_sacrifice_all_non_ogre_creatures(real_db: CardDatabase) -> None:
    """Unsummon on Yukora, the Prisoner: A sacrifices Grizzly Bears, not Gray Ogre (an Ogre);
    B's Hill Giant stays."""
    assert_compiled(real_db, "Yukora, the Prisoner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yukora, the Prisoner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsummon", targets=["Yukora, the Prisoner"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Gray Ogre", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 1, "Yukora, the Prisoner")


def test_404_2_narcomoeba_milled_may_be_put_onto_the_battlefield(real_db: CardDatabase) -> None:
    """B's Thought Scour mills A's Narcomoeba (A's graveyard, from A's library): A puts it
    onto the battlefield; declined, it stays in the graveyard."""
    assert_compiled(real_db, "Narcomoeba")
    for answer, on_battlefield in (("yes", 1), ("no", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.LIBRARY, "A", "Narcomoeba")
        s.add_card(Zone.BATTLEFIELD, "B", "Island")
        s.add_card(Zone.HAND, "B", "Thought Scour")
        s.set_choice("A", answer)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Thought Scour", targets=["A"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Narcomoeba", on_battlefield)
        s.assert_graveyard_count("A", "Narcomoeba", 1 - on_battlefield)


def test_113_6m_master_of_death_returns_it_from_the_graveyard_for_1_life(
        real_db: CardDatabase) -> None:
    """Master of Death in A's graveyard: at A's upkeep A pays 1 life (A at 19) and it returns
    to A's hand (608.2c: "If you do"); declined, A stays at 20 and it stays."""
    assert_compiled(real_db, "Master of Death")
    for answer, life, in_hand in (("yes", 19, 1), ("no", 20, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.GRAVEYARD, "A", "Master of Death")
        s.set_choice("A", answer)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_life("A", life)
        s.assert_hand_count("A", in_hand, "Master of Death")
        s.assert_graveyard_count("A", "Master of Death", 1 - in_hand)


def test_113_6m_gate_colossus_goes_on_top_when_a_gate_enters(real_db: CardDatabase) -> None:
    """Gate Colossus in A's graveyard; A plays Azorius Guildgate: A puts it on top of the
    library and draws it in turn 3; declined, it stays in the graveyard."""
    assert_compiled(real_db, "Gate Colossus")
    for answer, drawn in (("yes", 1), ("no", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.GRAVEYARD, "A", "Gate Colossus")
        s.add_card(Zone.HAND, "A", "Azorius Guildgate")
        s.set_choice("A", answer)
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Azorius Guildgate")
        s.stop_at(3, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_hand_count("A", drawn, "Gate Colossus")
        s.assert_graveyard_count("A", "Gate Colossus", 1 - drawn)


def test_113_6m_moss_pit_skeleton_on_top_when_counters_are_put(real_db: CardDatabase) -> None:
    """Moss-Pit Skeleton in A's graveyard; Battlegrowth puts a +1/+1 counter on A's Grizzly
    Bears: the Skeleton goes on top of A's library (A draws it in turn 3); a counter on B's
    creature ("a creature you control") does nothing."""
    assert_compiled(real_db, "Moss-Pit Skeleton")
    for target, drawn in (("Grizzly Bears", 1), ("Gray Ogre", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.GRAVEYARD, "A", "Moss-Pit Skeleton")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.HAND, "A", "Battlegrowth")
        s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Battlegrowth", targets=[target])
        s.stop_at(3, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_hand_count("A", drawn, "Moss-Pit Skeleton")
        s.assert_graveyard_count("A", "Moss-Pit Skeleton", 1 - drawn)


def test_701_16a_goblin_guide_defending_player_reveals_land_to_hand(
        real_db: CardDatabase) -> None:
    """Goblin Guide attacks twice: B's top card Forest goes to B's hand (B at 18 after the
    first attack); the next top card, Grizzly Bears, is revealed and stays on top."""
    assert_compiled(real_db, "Goblin Guide")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Guide")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.attack(1, "A", "Goblin Guide")

    def first(sc: Scenario) -> None:
        sc.assert_hand_count("B", 1, "Forest")
        sc.assert_life("B", 18)

    s.check(1, Step.END_TURN, first)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("B", 0, "Grizzly Bears")
    s.assert_library_count("B", 1, "Grizzly Bears")


def test_701_16a_gate_to_the_aether_each_upkeep_that_player_may_put_it(
        real_db: CardDatabase) -> None:
    """Gate to the Aether: at A's upkeep A's top card Grizzly Bears goes onto the battlefield
    under A's control; at B's upkeep B's top card Lightning Bolt (an instant) stays, and B
    draws it."""
    assert_compiled(real_db, "Gate to the Aether")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gate to the Aether")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_701_3a_hammer_of_nazahn_attaches_each_entering_equipment(
        real_db: CardDatabase) -> None:
    """Hammer of Nazahn enters and attaches itself to Grizzly Bears (603.2: "that Equipment":
    ~); Bonesplitter then enters and is attached too: the Bears are 6/2 (+2/+0 each) with
    indestructible. B's Bonesplitter entering later doesn't trigger it ("under your control")."""
    assert_compiled(real_db, "Hammer of Nazahn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Hammer of Nazahn")
    s.add_card(Zone.HAND, "A", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hammer of Nazahn")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Bonesplitter")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Bonesplitter")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 6, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Indestructible"])
    s.assert_attached("Hammer of Nazahn", "Grizzly Bears")
    s.assert_power_toughness("B", "Gray Ogre", 2, 2)


def test_603_2_ghastlord_of_fugue_that_player_exiles_the_card_chosen(
        real_db: CardDatabase) -> None:
    """Ghastlord of Fugue deals 4 to B (B at 16): B reveals their hand, A chooses Lightning
    Bolt, B exiles it (Forest stays in B's hand)."""
    assert_compiled(real_db, "Ghastlord of Fugue")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghastlord of Fugue")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("A", "Lightning Bolt")
    s.attack(1, "A", "Ghastlord of Fugue")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_exile_count("Lightning Bolt", 1, player="B")
    s.assert_hand_count("B", 1, "Forest")
    s.assert_graveyard_count("B", "Lightning Bolt", 0)


def test_603_2_doomsday_specter_the_player_discards_the_card_chosen(
        real_db: CardDatabase) -> None:
    """Doomsday Specter deals 2 to B (B at 18): A looks at B's hand and chooses Forest; B
    discards it (Lightning Bolt stays)."""
    assert_compiled(real_db, "Doomsday Specter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Doomsday Specter")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("A", "Forest")
    s.attack(1, "A", "Doomsday Specter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_108_4_retromancer_damages_that_spell_or_abilitys_controller(
        real_db: CardDatabase) -> None:
    """B's Shock targets Retromancer: it deals 3 damage to B (B at 17) and survives 2 damage;
    A's own Giant Growth on it: 3 damage to A, its controller (A at 17)."""
    assert_compiled(real_db, "Retromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Retromancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Retromancer"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Retromancer"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Retromancer", 1)


def test_108_4_lava_runner_that_spell_or_abilitys_controller_sacrifices_a_land(
        real_db: CardDatabase) -> None:
    """B's Shock targets Lava Runner: B sacrifices one of their two Mountains; A's lands stay."""
    assert_compiled(real_db, "Lava Runner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lava Runner")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Lava Runner"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Mountain", 1)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", "Lava Runner", 1)


def test_603_12_biting_palm_ninja_reflexive_that_player_reveals(real_db: CardDatabase) -> None:
    """Biting-Palm Ninja (a menace counter) deals 3 to B (B at 17); A removes the counter, and
    when A does B reveals their hand and A exiles the Lightning Bolt chosen (Forest stays); the
    Ninja no longer has menace (122.1b)."""
    assert_compiled(real_db, "Biting-Palm Ninja")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Biting-Palm Ninja", counters={"menace": 1})
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("A", "yes")
    s.set_choice("A", "Lightning Bolt")
    s.attack(1, "A", "Biting-Palm Ninja")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1, player="B")
    s.assert_hand_count("B", 1, "Forest")
    s.assert_counter_count("A", "Biting-Palm Ninja", "menace", 0)
    s.assert_abilities("A", "Biting-Palm Ninja", ["Menace"], present=False)


def test_608_2h_varina_that_many_zombies_attacking(real_db: CardDatabase) -> None:
    """Varina, Lich Queen attacks with Walking Corpse and Grizzly Bears: two Zombies attack,
    so A draws two cards, discards two and gains 2 life (A at 22, two cards in A's graveyard,
    none in hand); B at 12. In turn 3 the Bears attack alone: no trigger (B at 10)."""
    assert_compiled(real_db, "Varina, Lich Queen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Varina, Lich Queen")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for name in ("Varina, Lich Queen", "Walking Corpse", "Grizzly Bears"):
        s.attack(1, "A", name)
    s.attack(3, "A", "Grizzly Bears")

    def first(sc: Scenario) -> None:
        sc.assert_life("A", 22)
        sc.assert_life("B", 12)
        sc.assert_graveyard_count("A", None, 2)
        sc.assert_hand_count("A", 0)

    s.check(1, Step.END_TURN, first)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 10)
    s.assert_graveyard_count("A", None, 2)


def test_106_4_sakiko_adds_that_much_green_kept_until_end_of_turn(
        real_db: CardDatabase) -> None:
    """Sakiko (3/3) and Grizzly Bears deal 5 combat damage to B (B at 15): {G}{G}{G} and
    {G}{G} are added (603.2: that much) and kept through the end of combat (106.4); in the
    second main phase A, with no land, casts Leatherback Baloth and a second Grizzly Bears."""
    assert_compiled(real_db, "Sakiko, Mother of Summer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sakiko, Mother of Summer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Leatherback Baloth")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.attack(1, "A", "Sakiko, Mother of Summer")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Leatherback Baloth")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Leatherback Baloth", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 2)


def test_603_2_chandra_fire_artisan_that_much_damage_as_loyalty_is_removed(
        real_db: CardDatabase) -> None:
    """B's Hill Giant deals 3 combat damage to Chandra, Fire Artisan (4 loyalty): 3 loyalty
    counters are removed and she deals 3 damage to target opponent B (B at 17); her +1 in
    turn 3 adds a counter and deals nothing."""
    assert_compiled(real_db, "Chandra, Fire Artisan")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Fire Artisan")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant", "Chandra, Fire Artisan")
    s.add_target("A", "B")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Chandra, Fire Artisan", "loyalty", 2)


def test_201_5_blanka_he_gets_bigger_when_targeted_by_a_spell(real_db: CardDatabase) -> None:
    """A's Giant Growth targets Blanka: he (5/5) gets +2/+2 ("he": ~) and +3/+3: 10/10; he deals 2 damage
    to B (B at 18)."""
    assert_compiled(real_db, "Blanka, Ferocious Friend")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blanka, Ferocious Friend")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Blanka, Ferocious Friend"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_power_toughness("A", "Blanka, Ferocious Friend", 10, 10)


def test_700_2_demonic_pact_modes_not_chosen_again(real_db: CardDatabase) -> None:
    """Demonic Pact: turn 1 upkeep, 4 damage to B and 4 life (B 16, A 24); turn 3, draw two;
    turn 5 the first mode is asked for again but can't be chosen (it has been): the first mode
    left, B discards two cards (B still at 16); turn 7 only "You lose the game" is left."""
    assert_compiled(real_db, "Demonic Pact")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Demonic Pact")
    s.add_card(Zone.HAND, "B", "Forest", 2)
    s.set_mode_choice("A", 1)
    s.add_target("A", "B")
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_life("B", 16), sc.assert_life("A", 24)))
    s.check(3, Step.DRAW, lambda sc: sc.assert_hand_count("A", 2))
    s.check(5, Step.DRAW, lambda sc: (sc.assert_life("B", 16),
                                      sc.assert_graveyard_count("B", None, 2)))

    def queue(turn: int, mode: int) -> None:
        def at(sc: Scenario) -> None:
            sc.set_mode_choice("A", mode)
            sc.add_target("A", "B")
        s.check(turn, Step.UNTAP, at)

    queue(3, 3)
    queue(5, 1)
    s.stop_at(8, Step.UPKEEP)
    s.execute()
    s.assert_lost("A")


def test_700_2_gala_greeters_one_mode_per_turn(real_db: CardDatabase) -> None:
    """Gala Greeters: three creatures enter under A's control in one turn: each mode once (a
    +1/+1 counter, a tapped Treasure, 2 life: A at 22); a fourth creature that turn triggers
    with no mode left (700.2b: removed). Next turn the modes are there again."""
    assert_compiled(real_db, "Gala Greeters")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gala Greeters")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 5)
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 2)  # (the third trigger: one mode left, no choice to make)
    for _ in range(4):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.set_mode_choice("A", 1)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: (
        sc.assert_counter_count("A", "Gala Greeters", "+1/+1", 1),
        sc.assert_permanent_count("A", "Treasure Token", 1), sc.assert_life("A", 22)))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Gala Greeters", "+1/+1", 2)


def test_608_2c_gamekeeper_exile_it_if_you_do_reveal_until_a_creature(
        real_db: CardDatabase) -> None:
    """B's Lightning Bolt kills Gamekeeper: A exiles it from the graveyard and, because A did,
    reveals Forest then Grizzly Bears: the Bears enter, the Forest goes to A's graveyard.
    Declined: Gamekeeper stays in the graveyard and nothing is revealed."""
    assert_compiled(real_db, "Gamekeeper")
    for answer in ("yes", "no"):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Gamekeeper")
        s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
        s.add_card(Zone.LIBRARY, "A", "Forest")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.set_choice("A", answer)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Gamekeeper"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        done = answer == "yes"
        s.assert_permanent_count("A", "Grizzly Bears", int(done))
        s.assert_graveyard_count("A", "Forest", int(done))
        s.assert_exile_count("Gamekeeper", int(done))
        s.assert_graveyard_count("A", "Gamekeeper", int(not done))


def test_603_5_avenging_druid_may_reveal_until_a_land(real_db: CardDatabase) -> None:
    """Avenging Druid deals 1 damage to B (B at 19): A reveals Grizzly Bears then Forest; the
    Forest enters under A's control, the Bears go to A's graveyard."""
    assert_compiled(real_db, "Avenging Druid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Avenging Druid")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.attack(1, "A", "Avenging Druid")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_603_4_thicket_elemental_only_if_kicked(real_db: CardDatabase) -> None:
    """Thicket Elemental cast with kicker: A reveals Forest then Grizzly Bears, the Bears enter
    and the Forest is shuffled into A's library; cast without kicker nothing is revealed."""
    assert_compiled(real_db, "Thicket Elemental")
    for kicked in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
        s.add_card(Zone.HAND, "A", "Thicket Elemental")
        s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
        s.add_card(Zone.LIBRARY, "A", "Forest")
        s.set_choice("A", "yes" if kicked else "no")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thicket Elemental")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Grizzly Bears", int(kicked))
        s.assert_library_count("A", 1, "Forest")
        s.assert_permanent_count("A", "Forest", 7)


def test_401_7_enigma_sphinx_goes_third_from_the_top_of_your_library(
        real_db: CardDatabase) -> None:
    """B's Murder on Enigma Sphinx: it goes from A's graveyard into A's library third from the
    top (400.7: the card it became); Swords to Plowshares exiles it instead: no trigger, it
    stays in exile (A at 25)."""
    assert_compiled(real_db, "Enigma Sphinx")
    for spell in ("Murder", "Swords to Plowshares"):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Enigma Sphinx")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
        s.add_card(Zone.BATTLEFIELD, "B", "Plains")
        s.add_card(Zone.HAND, "B", spell)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell, targets=["Enigma Sphinx"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        library = s.state.players[0].library
        if spell == "Murder":
            assert s.state.objects[library[-3]].name == "Enigma Sphinx"
            s.assert_graveyard_count("A", "Enigma Sphinx", 0)
        else:
            s.assert_exile_count("Enigma Sphinx", 1)
            s.assert_life("A", 25)
            assert all(s.state.objects[c].name != "Enigma Sphinx" for c in library)


def test_608_2h_rabble_rousing_that_many_citizens(real_db: CardDatabase) -> None:
    """Rabble Rousing: A attacks with two Grizzly Bears: two 1/1 Citizen tokens are created
    (603.2: that many, the creatures A attacked with)."""
    assert_compiled(real_db, "Rabble Rousing")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rabble Rousing")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Citizen Token", 2)
    s.assert_life("B", 16)


def test_106_4_mark_of_sakiko_granted_that_much_green(real_db: CardDatabase) -> None:
    """Grizzly Bears enchanted by Mark of Sakiko deals 2 combat damage to B (B at 18): {G}{G}
    is added and kept; A, with no untapped land, casts a second Grizzly Bears after combat."""
    assert_compiled(real_db, "Mark of Sakiko")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mark of Sakiko", attached_to="Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 2)


def test_701_17a_lingering_death_that_player_sacrifices_that_creature(
        real_db: CardDatabase) -> None:
    """Lingering Death on B's Hill Giant: at the end step of A's turn nothing happens (A is not
    its controller); at B's end step B sacrifices it."""
    assert_compiled(real_db, "Lingering Death")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Lingering Death", attached_to="Hill Giant")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("B", "Hill Giant", 1))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Lingering Death", 1)


def test_118_12_slow_motion_sacrifice_unless_that_player_pays(real_db: CardDatabase) -> None:
    """Slow Motion on B's Hill Giant: at B's upkeep B pays {2} and keeps it (B's two Islands
    tapped); declined, B sacrifices it and Slow Motion returns to A's hand."""
    assert_compiled(real_db, "Slow Motion")
    for answer, kept in (("yes", 1), ("no", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Slow Motion", attached_to="Hill Giant")
        s.set_choice("B", answer)
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_permanent_count("B", "Hill Giant", kept)
        s.assert_hand_count("A", 1 - kept, "Slow Motion")
        s.assert_tapped("Island", bool(kept))


def test_101_4_hunted_wumpus_each_other_player_may_put_a_creature(
        real_db: CardDatabase) -> None:
    """Hunted Wumpus enters: B puts Craw Wurm from their hand onto the battlefield; A (not an
    "other" player) puts nothing: A's Grizzly Bears stays in hand."""
    assert_compiled(real_db, "Hunted Wumpus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Hunted Wumpus")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.set_choice("B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunted Wumpus")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")


def test_603_2_braids_that_player_may_put_at_their_upkeep(real_db: CardDatabase) -> None:
    """Braids, Conjurer Adept: at B's upkeep B puts Hill Giant from their hand onto the
    battlefield under their control; Lightning Bolt (an instant) can't be put."""
    assert_compiled(real_db, "Braids, Conjurer Adept")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Braids, Conjurer Adept")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("B", "yes")
    s.set_choice("B", "Hill Giant")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_101_4_enslaved_horror_each_other_player_may_return_a_creature(
        real_db: CardDatabase) -> None:
    """Enslaved Horror enters: B returns Craw Wurm from their graveyard to the battlefield;
    A's Grizzly Bears stays in A's graveyard."""
    assert_compiled(real_db, "Enslaved Horror")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Enslaved Horror")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.set_choice("B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enslaved Horror")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_607_2a_wormfang_newt_exiles_a_land_you_control_until_it_leaves(
        real_db: CardDatabase) -> None:
    """Wormfang Newt enters: A chooses and exiles one of A's lands (Island; no target); when
    Unsummon returns the Newt, the exiled card comes back to the battlefield under its owner's
    control. B's lands are not among the choices."""
    assert_compiled(real_db, "Wormfang Newt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Wormfang Newt")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("A", "Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wormfang Newt")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Swamp", 1)
        sc.assert_permanent_count("A", "Swamp", 1)
        sc.assert_permanent_count("B", "Forest", 1)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=["Wormfang Newt"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Swamp", 2)
    s.assert_exile_count("Swamp", 0)


def test_506_2_tormentors_helm_blocked_deals_1_to_defending_player(
        real_db: CardDatabase) -> None:
    """Grizzly Bears equipped with Tormentor's Helm (3/3) is blocked by Craw Wurm: it deals 1
    damage to B, the defending player (B at 19), and no combat damage to B."""
    assert_compiled(real_db, "Tormentor's Helm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Tormentor's Helm", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Craw Wurm", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 19)


def test_506_2_pretenders_claim_taps_defending_players_lands(real_db: CardDatabase) -> None:
    """Grizzly Bears enchanted with Pretender's Claim is blocked: B's two Forests are tapped,
    A's Mountain isn't."""
    assert_compiled(real_db, "Pretender's Claim")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Pretender's Claim", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Craw Wurm", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_tapped("Forest#1")
    s.assert_tapped("Forest#2")
    s.assert_tapped("Mountain", False)


def test_118_12a_esper_sentinel_unless_that_player_pays_x_its_power(
        real_db: CardDatabase) -> None:
    """Esper Sentinel (power 1): B's first noncreature spell of the turn (Shock on A) triggers
    it; B pays {1} (X: its power, 107.3a) and A draws nothing, or declines and A draws a card.
    B's second Shock that turn doesn't trigger it."""
    assert_compiled(real_db, "Esper Sentinel")
    for answer, drawn in (("yes", 0), ("no", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Esper Sentinel")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
        s.add_card(Zone.HAND, "B", "Shock", 2)
        s.set_choice("B", answer)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_hand_count("A", drawn)
        s.assert_life("A", 16)
        untapped = sum(1 for o in s.state.battlefield if s.state.objects[o].name == "Mountain"
                       and not s.state.objects[o].tapped)
        assert untapped == (2 if answer == "yes" else 3)  # (two Shocks, and {1} if paid)


def test_101_4_plaguecrafter_each_player_who_cant_discards(real_db: CardDatabase) -> None:
    """Plaguecrafter enters: A sacrifices Grizzly Bears; B, with no creature or planeswalker,
    can't and discards a card (one of two); A, who could, keeps the Forest in hand."""
    assert_compiled(real_db, "Plaguecrafter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Plaguecrafter")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plaguecrafter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Plaguecrafter", 1)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", None, 1)


def test_406_3_ulamog_defending_player_exiles_top_twenty(real_db: CardDatabase) -> None:
    """Ulamog, the Ceaseless Hunger attacks: B, the defending player, exiles the top twenty of
    their 25 cards (five left); B takes 10 (B at 10)."""
    assert_compiled(real_db, "Ulamog, the Ceaseless Hunger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ulamog, the Ceaseless Hunger")
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Forest", 25)
    s.attack(1, "A", "Ulamog, the Ceaseless Hunger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 5)
    s.assert_exile_count("Forest", 20, player="B")
    s.assert_life("B", 10)
