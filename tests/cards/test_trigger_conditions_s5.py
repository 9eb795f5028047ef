"""Trigger conditions added in session 5 (cards/oracle/triggers.py, rules/triggers.py,
rules/last_known.py), played with real cards from the shared MTGJSON file (skipped when it is
absent), with exact figures and a case where each must not trigger."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_707_10_magecraft_cast_or_copy(real_db: CardDatabase) -> None:
    """Magecraft (207.2c): "Whenever you cast or copy an instant or sorcery spell, draw a
    card". Casting Lightning Bolt draws 1, casting Twincast draws 1, and Twincast's copy of the
    Bolt (put on the stack, not cast: 707.10) draws 1: 3 cards; B takes 3 + 3."""
    _compiled(real_db, "Archmage Emeritus", "Twincast")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archmage Emeritus")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=("Lightning Bolt",),
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_hand_count("A", 3)


def test_magecraft_not_a_creature_spell_nor_an_opponents(real_db: CardDatabase) -> None:
    """Magecraft must not trigger on a creature spell, nor on an opponent's instant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archmage Emeritus")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_hand_count("A", 0)


def test_120_1_sengir_vampire_creature_it_damaged_dies(real_db: CardDatabase) -> None:
    """"Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~": the
    Bears it blocked die of its combat damage: 4/4 -> 5/5."""
    _compiled(real_db, "Sengir Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sengir Vampire")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Sengir Vampire", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Sengir Vampire", "+1/+1", 1)
    s.assert_power_toughness("A", "Sengir Vampire", 5, 5)


def test_120_1_sengir_vampire_not_a_creature_another_source_killed(
        real_db: CardDatabase) -> None:
    """Must not trigger: the Bears killed by Lightning Bolt were never dealt damage by the
    Vampire: no counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sengir Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Sengir Vampire", "+1/+1", 0)


def test_702_21a_mossdog_targeted_by_an_opponent_only(real_db: CardDatabase) -> None:
    """"Whenever ~ becomes the target of a spell or ability an opponent controls, put a +1/+1
    counter on ~": B's Giant Growth gives one counter (1/1 -> 5/5 this turn); A's own Giant
    Growth on turn 3 gives none (still one counter: 2/2 + 3/3 = 5/5)."""
    _compiled(real_db, "Mossdog")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mossdog")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=("Mossdog",))
    s.check(2, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Mossdog", 5, 5))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=("Mossdog",))
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Mossdog", "+1/+1", 1)
    s.assert_power_toughness("A", "Mossdog", 5, 5)


def test_603_6a_bishop_of_wings_angel_enters_and_dies(real_db: CardDatabase) -> None:
    """"Whenever an Angel enters the battlefield under your control, you gain 4 life" (a
    subtype, no card type); "Whenever an Angel you control dies, create a 1/1 Spirit": A's
    Serra Angel enters (24) and dies to Murder (one Spirit); B's Serra Angel entering gives A
    nothing."""
    _compiled(real_db, "Bishop of Wings")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bishop of Wings")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Serra Angel")
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serra Angel")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Serra Angel")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=("Serra Angel",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_graveyard_count("A", "Serra Angel", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_permanent_count("B", "Serra Angel", 1)


def test_603_10a_diregraf_captain_another_zombie_you_control(real_db: CardDatabase) -> None:
    """"Whenever another Zombie you control dies, target opponent loses 1 life": A's Walking
    Corpse dying costs B 1; A's Grizzly Bears (not a Zombie) and then the Captain itself (not
    "another") cost nothing: B at 19."""
    _compiled(real_db, "Diregraf Captain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Diregraf Captain")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 9)
    s.add_card(Zone.HAND, "B", "Murder", 3)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=("Walking Corpse",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=("Grizzly Bears",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=("Diregraf Captain",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 3)
    s.assert_life("B", 19)


def test_603_10a_soulcatcher_a_creature_with_flying_dies(real_db: CardDatabase) -> None:
    """"Whenever a creature with flying dies, put a +1/+1 counter on ~": matched as the
    creature last existed (603.10a). Serra Angel dying gives a counter; Grizzly Bears none."""
    _compiled(real_db, "Soulcatcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soulcatcher")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Murder", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=("Serra Angel",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", None, 2)
    s.assert_counter_count("A", "Soulcatcher", "+1/+1", 1)


def test_603_10a_kithkin_mourncaller_attacking_elf(real_db: CardDatabase) -> None:
    """"Whenever an attacking Kithkin or Elf is put into your graveyard from the battlefield,
    you may draw a card": the Elves blocked and killed while attacking draw A a card; Llanowar
    Elves shocked in the second main phase (not attacking) draw none."""
    _compiled(real_db, "Kithkin Mourncaller")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kithkin Mourncaller")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "yes")
    s.attack(3, "A", "Llanowar Elves")
    s.block(3, "B", "Grizzly Bears", "Llanowar Elves")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("Llanowar Elves",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 2)
    s.assert_hand_count("A", 2)  # the turn-3 draw and the trigger's


def test_404_2_field_of_souls_your_graveyard_only(real_db: CardDatabase) -> None:
    """"Whenever a nontoken creature is put into your graveyard from the battlefield, create a
    1/1 white Spirit": A's Bears give a Spirit; B's Walking Corpse (into B's graveyard) gives
    none."""
    _compiled(real_db, "Field of Souls")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Field of Souls")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Murder", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=("Grizzly Bears",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=("Walking Corpse",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Walking Corpse", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)


def test_110_5_dwarven_mine_enters_untapped(real_db: CardDatabase) -> None:
    """"When ~ enters the battlefield untapped, create a 1/1 red Dwarf": with three other
    Mountains it enters untapped (614.12) and makes a Dwarf; B's, with none, enters tapped
    and makes none."""
    _compiled(real_db, "Dwarven Mine")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Dwarven Mine")
    s.add_card(Zone.HAND, "B", "Dwarven Mine")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Dwarven Mine")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Dwarven Mine")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Dwarf Token", 1)
    s.assert_permanent_count("B", "Dwarf Token", 0)
    s.assert_permanent_count("B", "Dwarven Mine", 1)


def test_305_1_dirtcowl_wurm_an_opponent_plays_a_land(real_db: CardDatabase) -> None:
    """"Whenever an opponent plays a land, put a +1/+1 counter on ~": B's land on turn 2
    gives one; A's own lands on turns 1 and 3 give none."""
    _compiled(real_db, "Dirtcowl Wurm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dirtcowl Wurm")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Swamp")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Swamp")
    s.play_land(3, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_permanent_count("B", "Swamp", 1)
    s.assert_counter_count("A", "Dirtcowl Wurm", "+1/+1", 1)


def test_601_2i_brineborn_cutthroat_spell_during_an_opponents_turn(
        real_db: CardDatabase) -> None:
    """"Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on ~": the
    Shock A casts on B's turn 2 gives one; the one A casts on its own turn 3 gives none."""
    _compiled(real_db, "Brineborn Cutthroat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brineborn Cutthroat")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_counter_count("A", "Brineborn Cutthroat", "+1/+1", 1)


def test_510_2_banshees_blade_equipped_creature_deals_combat_damage(
        real_db: CardDatabase) -> None:
    """"Whenever equipped creature deals combat damage, put a charge counter on ~": the
    equipped Bears deal combat damage to B on turn 3: one counter, a 3/3 after; the unequipped
    Elves attacking beside it add nothing (B at 20 - 2 - 1)."""
    _compiled(real_db, "Banshee's Blade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Banshee's Blade", attached_to="Grizzly Bears")
    s.attack(3, "A", "Grizzly Bears")
    s.attack(3, "A", "Llanowar Elves")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20 - 2 - 1)
    s.assert_counter_count("A", "Banshee's Blade", "charge", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_702_29_drannith_healer_cycle_another_card(real_db: CardDatabase) -> None:
    """"Whenever you cycle another card, you gain 1 life": A cycles the Healer in its hand
    while another is on the battlefield: 21. B cycling gives A nothing."""
    _compiled(real_db, "Drannith Healer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Drannith Healer")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Drannith Healer")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Drannith Healer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "Cycling")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Drannith Healer", 1)
    s.assert_graveyard_count("B", "Drannith Healer", 1)
    s.assert_life("A", 21)


def test_603_2_sanguine_bond_that_much_life(real_db: CardDatabase) -> None:
    """"Whenever you gain life, target opponent loses that much life": the lifelink
    Nighthawk's 2 combat damage gains A 2 (22), and B loses 2 more (20 - 2 - 2 = 16)."""
    _compiled(real_db, "Sanguine Bond", "Vampire Nighthawk")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sanguine Bond")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.attack(3, "A", "Vampire Nighthawk")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 16)


def test_603_2_exquisite_blood_an_opponent_loses_life(real_db: CardDatabase) -> None:
    """"Whenever an opponent loses life, you gain that much life": B's Shock costs A 2 and
    gains B 2 (22); A's Shock costs B 2 and gives B nothing (20)."""
    _compiled(real_db, "Exquisite Blood")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Exquisite Blood")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 20)


def test_510_2_wall_of_essence_combat_damage_only(real_db: CardDatabase) -> None:
    """"Whenever ~ is dealt combat damage, you gain that much life": blocking the Bears it is
    dealt 2 (A 22); B's Shock on it on turn 4, noncombat damage, gives nothing."""
    _compiled(real_db, "Wall of Essence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Essence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Wall of Essence", "Grizzly Bears")
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Wall of Essence",))
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Wall of Essence", 1)
    s.assert_life("A", 22)


def test_603_2_boros_reckoner_deals_that_much_damage(real_db: CardDatabase) -> None:
    """"Whenever ~ is dealt damage, it deals that much damage to any target": Shock on the
    3/3 Reckoner makes it deal 2 to B (18)."""
    _compiled(real_db, "Boros Reckoner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Reckoner")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Boros Reckoner",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_damage("Boros Reckoner", 2)


def test_510_2_spirit_link_once_for_combat_damage_to_two_recipients(
        real_db: CardDatabase) -> None:
    """"Whenever enchanted creature deals damage, you gain that much life": the trampling
    Dreadmaw blocked by the Bears deals 2 to it and 4 to B at once (510.2): one trigger,
    one life gain of 6 (A at 26)."""
    _compiled(real_db, "Spirit Link", "Colossal Dreadmaw")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "A", "Spirit Link", attached_to="Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Colossal Dreadmaw")
    s.block(3, "B", "Grizzly Bears", "Colossal Dreadmaw")
    s.assign_damage(3, "A", "Colossal Dreadmaw", {"Grizzly Bears": 2, "B": 4})
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 26)
    gains = [e for e in s.state.log.since(0) if e[0] == "gain_life"]
    assert [e[2] for e in gains] == [6]


def test_400_7d_cyclopean_mummy_exile_it(real_db: CardDatabase) -> None:
    """"When ~ dies, exile it": "it" is the card put into the graveyard (400.7d), exiled."""
    _compiled(real_db, "Cyclopean Mummy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cyclopean Mummy")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=("Cyclopean Mummy",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Cyclopean Mummy", 0)
    s.assert_exile_count("Cyclopean Mummy", 1)


def test_603_8_dandan_state_trigger(real_db: CardDatabase) -> None:
    """A state trigger (603.8): "When you control no Islands, sacrifice ~". Stone Rain on A's
    second Island leaves one (the Dandân stays); on the last one (turn 4) it is sacrificed."""
    _compiled(real_db, "Dandân")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dandân")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Stone Rain", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Stone Rain", targets=("Island",))
    s.check(2, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Dandân", 1))
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Stone Rain", targets=("Island",))
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Island", 2)
    s.assert_graveyard_count("A", "Dandân", 1)


def test_122_6_fathom_mage_once_per_counter(real_db: CardDatabase) -> None:
    """"Whenever a +1/+1 counter is put on ~, you may draw a card": Dragonscale Boon puts two
    counters on it: two triggers, two cards (A's hand: the Boon cast, 2 drawn)."""
    _compiled(real_db, "Fathom Mage", "Dragonscale Boon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fathom Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Dragonscale Boon")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dragonscale Boon", targets=("Fathom Mage",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Fathom Mage", "+1/+1", 2)
    s.assert_hand_count("A", 2)


def test_702_26_teferis_imp_phases_out_and_in(real_db: CardDatabase) -> None:
    """"Whenever ~ phases out, discard a card" (looks back in time, 603.10b) and "Whenever ~
    phases in, draw a card" (702.26c): out in A's turn-1 untap step (discard 1), in on turn 3
    (draw 1). A's hand: 2 - 1 + 1 + 1 (turn 3's draw) = 3; one card discarded."""
    _compiled(real_db, "Teferi's Imp")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi's Imp")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_hand_count("A", 1))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Teferi's Imp", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_hand_count("A", 3)


def test_603_6c_ninth_bridge_patrol_another_creature_leaves(real_db: CardDatabase) -> None:
    """"Whenever another creature you control leaves the battlefield, put a +1/+1 counter on
    ~": A's Bears returned to hand (Unsummon) give one; B's Bears dying give none."""
    _compiled(real_db, "Ninth Bridge Patrol")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ninth Bridge Patrol")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsummon", targets=("Grizzly Bears",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=("Walking Corpse",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("B", "Walking Corpse", 1)
    s.assert_counter_count("A", "Ninth Bridge Patrol", "+1/+1", 1)


def test_601_2a_burning_vengeance_cast_from_your_graveyard(real_db: CardDatabase) -> None:
    """"Whenever you cast a spell from your graveyard, ~ deals 2 damage to any target": Think
    Twice cast from the hand gives nothing; its flashback from the graveyard deals 2 to B."""
    _compiled(real_db, "Burning Vengeance", "Think Twice")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burning Vengeance")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Think Twice")  # from the graveyard (702.34a)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Think Twice", 1)
    s.assert_life("B", 18)


def test_701_28_demon_possessed_witch_transforms_into(real_db: CardDatabase) -> None:
    """"When this creature transforms into ~, you may destroy target creature": A's Kindly
    Stranger (delirium: land, creature, instant, sorcery in the graveyard) transforms and the
    Witch destroys B's Walking Corpse; B's Grizzly Bears stay."""
    name = "Kindly Stranger // Demon-Possessed Witch"
    _compiled(real_db, name)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kindly Stranger")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    for card in ("Forest", "Grizzly Bears", "Lightning Bolt", "Divination"):
        s.add_card(Zone.GRAVEYARD, "A", card)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.add_target("A", "Walking Corpse")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Delirium")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Demon-Possessed Witch", 1)
    s.assert_graveyard_count("B", "Walking Corpse", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_508_1_orims_prayer_one_or_more_creatures_attack_you(real_db: CardDatabase) -> None:
    """"Whenever one or more creatures attack you, you gain 1 life for each attacking
    creature": B's two Bears attack A (one trigger, +2, then 4 damage: 18); A's own attack on
    turn 3 gives nothing (still 18)."""
    _compiled(real_db, "Orim's Prayer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Orim's Prayer")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(3, "A", "Llanowar Elves")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 19)
