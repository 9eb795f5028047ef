"""Session-15 misplay audit (issue 11's hand check, `qa15`) of the cards session 14's later
merge rounds made supported (`s14_late_gains.txt`): first the 45 drawn with
`random.Random(20261127 + 15)`, then the rest. Each card whose DSL could hide a deviation is
played here with exact figures, naming the rule.

First finding (the lead's): Dissipation Field ("Whenever a permanent deals damage to you")
triggered on a spell's damage. 109.2: a description with "permanent" or a card type or
subtype, without "card", "spell" or "source", means a permanent on the battlefield
(rules/trigger_combat._is_permanent). Teysa, Envoy of Ghosts checks the look-back side: a
creature that dies of the combat damage it dealt still triggers (603.10a).

No other misplay was found among the 132 cards; the rest of this file plays the ones whose DSL
could hide one (last known information, intervening "if", "this way" payments, counts over
zones and turns, durations) with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_dissipation_field_ignores_a_spells_damage(real_db: CardDatabase) -> None:
    """109.2: B's Shock deals 2 to A: Shock is a spell, not a permanent, so Dissipation
    Field doesn't trigger; Shock goes to B's graveyard (608.2n), A is at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dissipation Field")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_hand_count("B", 1)  # (B's turn-2 draw only)
    assert not any(e[0] == "trigger" for e in s.game.state.log), s.log


def test_dissipation_field_returns_a_pinging_creature(real_db: CardDatabase) -> None:
    """109.2, 603.2: B's Prodigal Pyromancer (a permanent) deals 1 to A with its ability:
    Dissipation Field returns it to B's hand. A is at 19."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dissipation Field")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_permanent_count("B", "Prodigal Pyromancer", 0)
    s.assert_hand_count("B", 1, "Prodigal Pyromancer")


def test_teysa_sees_a_creature_that_dies_of_its_combat_damage(real_db: CardDatabase) -> None:
    """603.10a, 510.2: B's Colossal Dreadmaw (6/6 trample) is blocked by A's Typhoid Rats
    (deathtouch): 1 to the Rats, 5 tramples over to A, and the Rats' damage destroys it
    (704.5h) at once. Teysa, Envoy of Ghosts still triggers on the damage the creature dealt
    to A: its exile finds nothing (400.7), but A gets the 1/1 Spirit. A is at 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teysa, Envoy of Ghosts")
    s.add_card(Zone.BATTLEFIELD, "A", "Typhoid Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.attack(2, "B", "Colossal Dreadmaw")
    s.block(2, "A", "Typhoid Rats", "Colossal Dreadmaw")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 15)
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)


def test_fiendlash_uses_the_dead_creatures_last_power(real_db: CardDatabase) -> None:
    """603.10a, 608.2h: A's Grizzly Bears wears Fiendlash (4/2). B's Lightning Bolt deals 3 to
    it: it dies, and Fiendlash's trigger has it deal damage equal to its power as it last
    existed (4, Fiendlash's +2 included) to B: B is at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Fiendlash", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 16)
    s.assert_life("A", 20)


def test_healing_technique_gains_the_returned_cards_mana_value(real_db: CardDatabase) -> None:
    """608.2h: Healing Technique returns A's Craw Wurm (mana value 6) to A's hand, then A gains
    life equal to its mana value as it last existed in the graveyard: 6 (A at 16 goes to 22).
    No one copies it (demonstrate, 702.144a, is declined); it is exiled, not put in the
    graveyard."""
    s = Scenario(cards=real_db)
    s.set_life("A", 16)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Healing Technique")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Healing Technique", targets=("Craw Wurm",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Craw Wurm")
    s.assert_life("A", 22)
    s.assert_exile_count("Healing Technique", 1)
    s.assert_graveyard_count("A", None, 0)


def test_kari_zevs_expertise_steals_then_casts_a_free_spell(real_db: CardDatabase) -> None:
    """611.2a, 702.10b, 601.2b: A takes B's tapped Craw Wurm until end of turn, untapped and
    hasty, then casts Shock (mana value 1) from hand without paying its mana cost (A has
    only the Expertise's four lands): Shock hits B for 2, the Wurm for 6. B is at 12; on
    turn 2 the Wurm is B's again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Kari Zev's Expertise")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.set_choice("A", "Shock")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kari Zev's Expertise", targets=("Craw Wurm",))
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 12)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Shock", 1)


def test_excavation_technique_gives_treasures_to_the_destroyed_permanents_controller(
        real_db: CardDatabase) -> None:
    """608.2h: "Its controller" is read as the destroyed permanent last existed: B, who
    controlled Grizzly Bears, creates two Treasures; A none (demonstrate declined)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Excavation Technique")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Excavation Technique",
                 targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Treasure Token", 2)
    s.assert_permanent_count("A", "Treasure Token", 0)


def test_vonas_hunger_ascends_as_it_resolves(real_db: CardDatabase) -> None:
    """702.131a: A controls ten permanents as Vona's Hunger resolves: A gets the city's
    blessing at once, so B sacrifices half its three creatures, rounded up: two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 10)
    s.add_card(Zone.HAND, "A", "Vona's Hunger")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vona's Hunger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_vonas_hunger_without_blessing_takes_one(real_db: CardDatabase) -> None:
    """702.131a: with nine permanents A has no city's blessing: B sacrifices one creature."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 9)
    s.add_card(Zone.HAND, "A", "Vona's Hunger")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vona's Hunger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 2)


def test_nikara_draws_for_a_creature_that_left_with_counters(real_db: CardDatabase) -> None:
    """603.10a, 603.4: A's Grizzly Bears with a +1/+1 counter dies to B's Lightning Bolt:
    Nikara sees the counter it had as it left: A draws one card and loses 1 life. A's
    counterless Runeclaw Bear dying to a second Bolt triggers nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nikara, Lair Scavenger")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Grizzly Bears",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Runeclaw Bear",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 2)
    s.assert_hand_count("A", 1)
    s.assert_life("A", 19)


def test_whirlwind_denial_taxes_spells_and_abilities(real_db: CardDatabase) -> None:
    """118.12, 701.6a: B's Lightning Bolt (at A) and B's Prodigal Pyromancer's ability (at A)
    are on the stack; A's Whirlwind Denial counters each unless B pays {4}: B, with no
    mana left, can't; A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Whirlwind Denial")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", source="Prodigal Pyromancer",
                       targets=("A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",),
                 responding_to="Prodigal Pyromancer")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Whirlwind Denial", responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_balancing_act_counts_permanents_then_hands(real_db: CardDatabase) -> None:
    """701.17a, 701.8a, 101.4: after A's Balancing Act A controls four permanents (its tapped
    Plains), B six (two Grizzly Bears, four Forests): B keeps four and sacrifices two. A's hand
    is then empty: B discards its three cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Balancing Act")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Shock", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Balancing Act")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("A", 4)
    s.assert_battlefield_count("B", 4)
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Shock", 3)


def test_electropotence_paid_creature_deals_its_power(real_db: CardDatabase) -> None:
    """603.5, 608.2d: Grizzly Bears enters under A's control; A pays {2}{R} for
    Electropotence's trigger, and the Bears deal 2 damage to B: B is at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Electropotence")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_target("A", "B")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_soulcipher_board_transforms_on_its_third_creature_card(
        real_db: CardDatabase) -> None:
    """122.1, 712.3: Soulcipher Board enters with three omen counters; A's Wrath of God puts
    three creature cards into A's graveyard: each trigger removes one, and the last one
    transforms it into Cipherbound Spirit (3/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Soulcipher Board")
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soulcipher Board")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_counter_count(
        "A", "Soulcipher Board", "omen", 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Wrath of God")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 3)
    s.assert_power_toughness("A", "Cipherbound Spirit", 3, 2)


def test_mesmeric_orb_mills_per_permanent_untapping(real_db: CardDatabase) -> None:
    """502.3, 603.2: A's tapped Mesmeric Orb untaps in A's turn-1 untap step and sees itself
    untap: A mills one card. In B's untap step B's two tapped Forests untap: B mills two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mesmeric Orb", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2, tapped=True)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_library_count("B", 17)  # 20 - 2 milled - 1 drawn
    s.assert_library_count("A", 19)
    s.assert_graveyard_count("A", "Wastes", 1)
    s.assert_graveyard_count("B", "Wastes", 2)


def test_asmira_counts_tokens_and_only_your_graveyard(real_db: CardDatabase) -> None:
    """700.4, 111.7, 404.2: A's Pyroclasm kills A's two Soldier tokens and A's Grizzly Bears
    (all put into A's graveyard from the battlefield: tokens too, for a moment) and B's
    Grizzly Bears (B's graveyard). At the end step Asmira (2/3, survives) gets three +1/+1
    counters: 5/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Asmira, Holy Avenger")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_battlefield_count("B", 0)
    s.assert_counter_count("A", "Asmira, Holy Avenger", "+1/+1", 3)
    s.assert_power_toughness("A", "Asmira, Holy Avenger", 5, 6)


def test_burgeoning_answers_a_land_played_not_one_put_onto_the_battlefield(
        real_db: CardDatabase) -> None:
    """305.1, 603.2: B plays a Mountain on turn 2: A's Burgeoning puts A's Forest from hand
    onto the battlefield. A's Forest entering (put, not played) triggers nothing for B's
    Burgeoning."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burgeoning")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Burgeoning")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Island")
    s.set_choice("A", "Forest")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Mountain")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_permanent_count("B", "Island", 0)
    s.assert_permanent_count("B", "Mountain", 1)


def test_mage_slayer_hits_the_attacked_player_with_its_power(real_db: CardDatabase) -> None:
    """508.1, 506.2: A's Grizzly Bears equipped with Mage Slayer attacks B: the trigger has
    the Bears deal damage equal to their power (2) to B, then 2 combat damage: B is at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mage Slayer", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)


def test_dragon_tempest_hastes_and_counts_dragons(real_db: CardDatabase) -> None:
    """603.2, 702.10b: A's Shivan Dragon enters: it gains haste until end of turn and deals
    X = 1 (the Dragons A controls) damage to B; it attacks for 5. B is at 14."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Tempest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Dragon")
    s.attack(1, "A", "Shivan Dragon")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)


def test_forethought_amulet_caps_instant_and_sorcery_damage(real_db: CardDatabase) -> None:
    """614.1a: B's Lava Axe (a sorcery, 5 damage) deals 2 to A instead; B's Shock (2) is
    left as it is; B's Craw Wurm's 6 combat damage (not an instant or sorcery) too: A is at
    20 - 2 - 2 - 6 = 10. (A pays {3} to keep it in its turn-1 upkeep.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forethought Amulet")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.set_choice("A", "yes")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 6)
    s.add_card(Zone.HAND, "B", "Lava Axe")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lava Axe", targets=("A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.attack(2, "B", "Craw Wurm")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forethought Amulet", 1)
    s.assert_life("A", 10)


def test_wound_reflection_doubles_the_life_lost_this_turn(real_db: CardDatabase) -> None:
    """119.3, 120.3a: B loses 3 (A's Lightning Bolt) on turn 1: at that end step Wound
    Reflection makes B lose 3 more (B at 14); A, who lost none, loses nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wound Reflection")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 20)


def test_bellowing_mauler_each_player_sacrifices_or_loses_4(real_db: CardDatabase) -> None:
    """101.4, 608.2d: at A's end step A declines to sacrifice its Mauler ("no") and loses 4;
    B sacrifices its nontoken Grizzly Bears ("yes") and loses nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bellowing Mauler")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "no")
    s.set_choice("B", "yes")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("A", 16)
    s.assert_permanent_count("A", "Bellowing Mauler", 1)
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_historians_wisdom_counts_its_own_bonus(real_db: CardDatabase) -> None:
    """603.4, 611.3a: Historian's Wisdom enters on A's Grizzly Bears: they are 4/3 at once
    (the static ability applies as it enters), greater than B's Hill Giant (3): A draws one
    card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Historian's Wisdom")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Historian's Wisdom", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_hand_count("A", 1)


def test_historians_wisdom_no_draw_under_a_bigger_creature(real_db: CardDatabase) -> None:
    """603.4: with B's Craw Wurm (6) on the battlefield the enchanted Bears (4) don't have the
    greatest power: no card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Historian's Wisdom")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Historian's Wisdom", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)


def test_neheb_adds_red_for_the_life_opponents_lost(real_db: CardDatabase) -> None:
    """702.130a, 106.4: A's Neheb is blocked by B's Grizzly Bears: afflict makes B lose 3.
    In A's postcombat main phase Neheb adds {R}{R}{R}, which pays for Blaze ({X}{R}) with X = 2 (A
    has no land): B is at 20 - 3 - 2 = 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Neheb, the Eternal")
    s.add_card(Zone.HAND, "A", "Blaze")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Neheb, the Eternal")
    s.block(1, "B", "Grizzly Bears", "Neheb, the Eternal")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Blaze", targets=("B",), x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Blaze", 1)


def _hunting_grounds(real_db: CardDatabase, graveyard: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hunting Grounds")
    s.add_card(Zone.GRAVEYARD, "A", "Wastes", graveyard)
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Craw Wurm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_hunting_grounds_with_threshold_puts_a_creature(real_db: CardDatabase) -> None:
    """207.2c (threshold is an ability word), 611.3a: seven cards in A's graveyard: Hunting
    Grounds has the ability, and B's Shock lets A put Craw Wurm from hand onto the
    battlefield."""
    s = _hunting_grounds(real_db, 7)
    s.assert_permanent_count("A", "Craw Wurm", 1)


def test_hunting_grounds_without_threshold_does_nothing(real_db: CardDatabase) -> None:
    """604.2: with six cards in A's graveyard it doesn't have the ability: the Wurm stays in
    A's hand."""
    s = _hunting_grounds(real_db, 6)
    s.assert_permanent_count("A", "Craw Wurm", 0)
    s.assert_hand_count("A", 1, "Craw Wurm")


def test_knollspine_dragon_draws_the_damage_dealt_this_turn(real_db: CardDatabase) -> None:
    """120.3a, 608.2h: A's Lightning Bolt dealt 3 damage to B this turn; Knollspine Dragon
    enters, A discards its hand (two Shocks) and draws three cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Knollspine Dragon")
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_target("A", "B")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Knollspine Dragon")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Shock", 2)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 3, "Wastes")


def test_consulate_crackdown_exiles_opponents_artifacts_until_it_leaves(
        real_db: CardDatabase) -> None:
    """610.3: Consulate Crackdown exiles B's Ornithopter (not A's); once A's Disenchant
    destroys the Crackdown, B's Ornithopter returns to the battlefield under B's control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.HAND, "A", "Consulate Crackdown")
    s.add_card(Zone.HAND, "A", "Disenchant")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consulate Crackdown")

    def exiled(sc: Scenario) -> None:
        sc.assert_permanent_count("B", "Ornithopter", 0)
        sc.assert_permanent_count("A", "Ornithopter", 1)
        sc.assert_exile_count("Ornithopter", 1, "B")

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Disenchant", targets=("Consulate Crackdown",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_exile_count("Ornithopter", 0)


def test_touch_the_spirit_realm_channel_returns_at_the_next_end_step(
        real_db: CardDatabase) -> None:
    """603.7, 610.3c: A channels Touch the Spirit Realm (discarding it) on B's Craw Wurm: the
    Wurm is exiled, and returns under its owner B's control at the beginning of the next end
    step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Touch the Spirit Realm")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Channel", targets=("Craw Wurm",))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_exile_count("Craw Wurm", 1))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Touch the Spirit Realm", 1)


def test_cold_storage_returns_under_its_controller(real_db: CardDatabase) -> None:
    """607.2a: Cold Storage exiles A's Grizzly Bears ({3}); sacrificing it returns each
    creature card exiled with it to the battlefield under A's control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cold Storage")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}:", targets=("Grizzly Bears",))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Cold Storage", 0)


def test_specimen_collector_copies_a_token_as_it_dies(real_db: CardDatabase) -> None:
    """111.4, 707.2: A's Specimen Collector enters: a 1/1 Squirrel and a 0/3 Crab. B's Shock
    kills it: A copies the Crab (a 0/3 Crab token)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Specimen Collector")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Specimen Collector")
    s.add_target("A", "Crab Token")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Specimen Collector",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Specimen Collector", 1)
    s.assert_permanent_count("A", "Crab Token", 2)
    s.assert_power_toughness("A", "Crab Token", 0, 3)
    s.assert_permanent_count("A", "Squirrel Token", 1)


def test_aligned_hedron_network_exiles_power_five_or_more(real_db: CardDatabase) -> None:
    """610.3: Aligned Hedron Network exiles B's Craw Wurm (6), not B's Hill Giant (3); A's
    Shatter on the Network returns the Wurm."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Aligned Hedron Network")
    s.add_card(Zone.HAND, "A", "Shatter")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aligned Hedron Network")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_battlefield_count("B", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shatter", targets=("Aligned Hedron Network",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_warren_instigator_triggers_on_each_combat_damage_step(real_db: CardDatabase) -> None:
    """702.4b, 510.4: A's Warren Instigator (double strike) deals damage to B twice: A puts a
    Raging Goblin from hand onto the battlefield after each (its Mountain stays in hand).
    B is at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warren Instigator")
    s.add_card(Zone.HAND, "A", "Raging Goblin", 2)
    s.add_card(Zone.HAND, "A", "Mountain")
    s.set_choice("A", "Raging Goblin")
    s.set_choice("A", "Raging Goblin")
    s.attack(1, "A", "Warren Instigator")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Raging Goblin", 2)
    s.assert_hand_count("A", 1, "Mountain")


def test_rishadan_footpad_opponent_without_mana_sacrifices(real_db: CardDatabase) -> None:
    """118.12, 701.17a: Rishadan Footpad enters; B can't pay {2} (its only permanent is
    Grizzly Bears): B sacrifices it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Rishadan Footpad")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rishadan Footpad")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("B", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_battlefield_count("A", 5)


def test_thundering_djinn_counts_the_cards_drawn_this_turn(real_db: CardDatabase) -> None:
    """121.1, 504.1: on turn 3 A has drawn one card (its draw step) when Thundering Djinn
    attacks: it deals 1 damage to B, then 3 combat damage: B is at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thundering Djinn")
    s.add_target("A", "B")
    s.attack(3, "A", "Thundering Djinn")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)


def test_flumph_both_players_draw_when_it_is_dealt_damage(real_db: CardDatabase) -> None:
    """120.3e, 603.2: B's Shock deals 2 damage to A's Flumph (0/4, survives): A and B (the
    target opponent) each draw a card; B also drew for its turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flumph")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Flumph",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_damage("Flumph", 2)
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 2)


def test_elvish_pioneer_takes_only_a_basic_land(real_db: CardDatabase) -> None:
    """205.4c: Elvish Pioneer enters: A's Tranquil Thicket (nonbasic) can't be put; its Forest
    is put onto the battlefield tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Elvish Pioneer")
    s.add_card(Zone.HAND, "A", "Tranquil Thicket")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Pioneer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_hand_count("A", 1, "Tranquil Thicket")
    s.assert_tapped("Forest#2")


def test_elvish_pioneer_offers_no_nonbasic_land(real_db: CardDatabase) -> None:
    """205.4c: with only Tranquil Thicket in hand, nothing is put onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Elvish Pioneer")
    s.add_card(Zone.HAND, "A", "Tranquil Thicket")
    s.set_choice("A", "Tranquil Thicket")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Pioneer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("A", 2)
    s.assert_hand_count("A", 1, "Tranquil Thicket")
