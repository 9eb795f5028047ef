"""Session-19 misplay audit (`qa19`) of the cards the first merge round made playable: scenarios
that played a card whose DSL could hide a deviation from its Oracle text. Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_603_12_ziatora_deals_the_sacrificed_creatures_last_known_power(
    real_db: CardDatabase,
) -> None:
    """Ziatora, the Incinerator (603.12 reflexive trigger, 608.2h last known information): at
    A's end step A sacrifices Hill Giant pumped by Giant Growth (6/6); the reflexive trigger
    deals 6 damage to B (20 -> 14) and A creates three Treasures."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ziatora, the Incinerator")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Hill Giant"])
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Treasure Token", 3)


def test_119_4_blood_clock_player_unable_to_pay_returns_a_permanent(
    real_db: CardDatabase,
) -> None:
    """Blood Clock (119.4: a player can pay life only if their life total is at least the
    payment): A pays 2 life at its own upkeep (20 -> 18) and keeps Blood Clock; at B's upkeep
    B, at 1 life, can't pay 2 life, so returns Grizzly Bears to hand though B would say yes."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Clock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_life("B", 1)
    s.set_choice("A", "yes")
    s.set_choice("B", "yes")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("B", 1, name="Grizzly Bears")


def test_blood_clock_player_who_pays_keeps_the_permanent(real_db: CardDatabase) -> None:
    """Blood Clock: at A's upkeep A, who controls only Blood Clock, pays 2 life (20 -> 18);
    at B's upkeep B pays 2 life (20 -> 18) and keeps Grizzly Bears; at A's next upkeep (turn
    3) A declines and returns Blood Clock to hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Clock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("B", "yes")
    s.set_choice("A", "no")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 18)
    s.assert_hand_count("A", 1, name="Blood Clock")


def test_701_10_devilish_valet_doubles_its_power_each_time(real_db: CardDatabase) -> None:
    """Devilish Valet (701.10d: doubling power gives +X/+0 where X is its power): two Memnites
    enter under A's control: 1 -> 2 -> 4 power, toughness stays 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Devilish Valet")
    s.add_card(Zone.HAND, "A", "Memnite", count=2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Devilish Valet", 4, 3)


def test_614_1a_force_bubble_turns_damage_into_counters_then_is_sacrificed(
    real_db: CardDatabase,
) -> None:
    """Force Bubble (614.1a replacement, 603.8 state trigger): with 2 depletion counters, B's
    Lightning Bolt at A puts 3 more on it instead (A stays at 20); five counters: it is
    sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Force Bubble", counters={"depletion": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Force Bubble", 1)


def test_crackling_doom_each_opponent_sacrifices_its_greatest_power_creature(
    real_db: CardDatabase,
) -> None:
    """Crackling Doom (701.21 sacrifice): 2 damage to B (20 -> 18); B sacrifices Hill Giant
    (power 3), the greatest power among B's creatures, and keeps Grizzly Bears."""
    s = Scenario(cards=real_db)
    for land in ("Plains", "Swamp", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Crackling Doom")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crackling Doom")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_603_12_ancestral_katana_attaches_to_the_lone_attacker(real_db: CardDatabase) -> None:
    """Ancestral Katana (506.5 attacks alone, 603.12 "when you do"): Nessian Courser (a
    Centaur Warrior) attacks alone, A pays {1}, the Katana attaches to it: 5/4, B 20 -> 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ancestral Katana")
    s.add_card(Zone.BATTLEFIELD, "A", "Nessian Courser")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.set_choice("A", "yes")
    s.attack(1, "A", "Nessian Courser")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Nessian Courser", 5, 4)
    s.assert_life("B", 15)


def test_111_7_patron_of_the_nezumi_sees_a_token_put_into_a_graveyard(
    real_db: CardDatabase,
) -> None:
    """Patron of the Nezumi (111.7, 704.5d: a token is put into its owner's graveyard before it
    ceases to exist, so it is "a permanent put into an opponent's graveyard"): B casts Dragon
    Fodder, A's Lightning Bolt kills one Goblin token: B 20 -> 19 (B's life stayed 20: the
    trigger looked for the object in the graveyard and a token has none there)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Patron of the Nezumi")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Dragon Fodder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Dragon Fodder")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Goblin Token"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Goblin Token", 1)
    s.assert_life("B", 19)


def test_608_2h_feed_the_pack_uses_the_pumped_toughness(real_db: CardDatabase) -> None:
    """Feed the Pack (608.2h last known information): Hill Giant pumped by Giant Growth (6/6)
    is sacrificed at A's end step: six Wolves, not three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Feed the Pack")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Hill Giant"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Wolf Token", 6)


def test_111_7_liability_ignores_a_token_but_sees_a_card(real_db: CardDatabase) -> None:
    """Liability (111.7 with the Patron fix: a dying token now reaches the trigger, and its
    "nontoken" filter must reject it): B's Goblin token killed by Lightning Bolt costs B
    nothing; B's Grizzly Bears killed by a second Bolt costs B 1 life (20 -> 19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liability")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Dragon Fodder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Dragon Fodder")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Goblin Token"])
    s.check(2, Step.END_TURN, lambda sc: sc.assert_life("B", 20))
    s.cast_spell(2, Step.END_TURN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("B", "Goblin Token", 1)
    s.assert_life("B", 19)


def test_lim_duls_paladin_with_an_empty_hand_is_sacrificed(real_db: CardDatabase) -> None:
    """Lim-Dûl's Paladin ("you may discard a card. If you don't, ..."): A says yes but has no
    card to discard, so A didn't discard: the Paladin is sacrificed and A draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lim-Dûl's Paladin")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Lim-Dûl's Paladin", 1)
    s.assert_hand_count("A", 1)


def test_lim_duls_paladin_discarding_keeps_it(real_db: CardDatabase) -> None:
    """Lim-Dûl's Paladin: A discards Grizzly Bears, so keeps the Paladin and draws nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lim-Dûl's Paladin")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Lim-Dûl's Paladin", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


def test_205_1b_oni_possession_makes_the_creature_only_a_demon_spirit(
    real_db: CardDatabase,
) -> None:
    """Oni Possession (205.1b: "is a Demon Spirit" replaces the creature types): enchanted
    Grizzly Bears is 5/5 with trample, a Demon Spirit and no longer a Bear."""
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Oni Possession", attached_to="Grizzly Bears")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    bears = next(o for o in s.state.objects.values()
                 if o.card.name == "Grizzly Bears")
    ch = characteristics(s.state, bears.id)
    assert set(ch.subtypes) == {"Demon", "Spirit"}
    assert "trample" in ch.keywords


def test_lim_duls_paladin_declining_sacrifices_it(real_db: CardDatabase) -> None:
    """Lim-Dûl's Paladin (608.2c "If you don't"): A declines to discard Grizzly Bears: the
    Paladin is sacrificed and A draws a card (hand 1 -> 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lim-Dûl's Paladin")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Lim-Dûl's Paladin", 1)
    s.assert_hand_count("A", 2)


def test_613_4b_awakened_awareness_sets_base_then_counters_apply(real_db: CardDatabase) -> None:
    """Awakened Awareness (613.4b base P/T set in layer 7b, 613.4c counters after it): cast with
    X = 2 on Hill Giant (3/3): two +1/+1 counters on a base 1/1: 3/3, base 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Awakened Awareness")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Awakened Awareness", targets=["Hill Giant"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 2)
    s.assert_base_power_toughness("A", "Hill Giant", 1, 1)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


def test_603_7_saprazzan_outrigger_goes_on_top_at_end_of_combat(real_db: CardDatabase) -> None:
    """Saprazzan Outrigger (603.7 delayed trigger): it attacks, deals 5 to B (20 -> 15), and
    at end of combat goes on top of A's library (20 Wastes + 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Saprazzan Outrigger")
    s.attack(1, "A", "Saprazzan Outrigger")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Saprazzan Outrigger", 0)
    s.assert_library_count("A", 21)
    assert s.state.objects[s.state.players[0].library[-1]].card.name == "Saprazzan Outrigger"


def test_510_2_sword_of_feast_and_famine_discard_and_untap(real_db: CardDatabase) -> None:
    """Sword of Feast and Famine (510.2 combat damage to a player; "equipped creature", though
    the rendering says "enchanted"): Grizzly Bears with the Sword (4/4) hits B: B 20 -> 16, B
    discards Hill Giant, A's two tapped Forests untap."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Feast and Famine", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2, tapped=True)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    assert sum(1 for oid in s.state.battlefield
               if s.state.objects[oid].card.name == "Forest"
               and not s.state.objects[oid].tapped) == 2


def test_608_2c_pulse_of_the_forge_returns_when_the_player_has_more_life(
    real_db: CardDatabase,
) -> None:
    """Pulse of the Forge (608.2c "Then if", judged after the damage): A at 10, B 20 -> 16 has
    more life, so Pulse returns to A's hand; cast again, B 16 -> 12 still more: back again."""
    s = Scenario(cards=real_db)
    s.set_life("A", 10)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Pulse of the Forge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pulse of the Forge", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Pulse of the Forge", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 12)
    s.assert_hand_count("A", 1, name="Pulse of the Forge")


def test_608_2c_pulse_of_the_forge_stays_when_the_player_has_less_life(
    real_db: CardDatabase,
) -> None:
    """Pulse of the Forge: A at 17; B 20 -> 16 has less life than A after the damage (though
    more before it), so Pulse goes to the graveyard."""
    s = Scenario(cards=real_db)
    s.set_life("A", 17)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Pulse of the Forge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pulse of the Forge", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Pulse of the Forge", 1)


def test_608_2h_overwhelming_intellect_draws_the_countered_spells_mana_value(
    real_db: CardDatabase,
) -> None:
    """Overwhelming Intellect (608.2h: "that spell's mana value" as it last existed on the
    stack, once countered): B casts Hill Giant (mana value 4: {3}{R}), A counters it and draws
    4 cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Overwhelming Intellect")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Overwhelming Intellect", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 4)


def test_603_7_barbed_sextant_draws_at_the_next_turns_upkeep(real_db: CardDatabase) -> None:
    """Barbed Sextant (603.7 delayed trigger from a mana ability, 605.3a): sacrificed on A's
    turn 1, A draws at the beginning of the next turn's upkeep (B's turn 2): one card in hand by
    B's draw step (A skipped its own draw on turn 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Barbed Sextant")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}, Sacrifice")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_hand_count("A", 0))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Barbed Sextant", 1)
    s.assert_hand_count("A", 1)


def test_608_2c_sage_eye_avengers_returns_only_a_smaller_creature(real_db: CardDatabase) -> None:
    """Sage-Eye Avengers (608.2c: the power comparison on resolution): attacking on turn 1 it
    returns B's Hill Giant (power 3 < 4); on turn 3 B's Craw Wurm (power 6) stays. B takes 4
    each time: 20 -> 12 (no blocks)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sage-Eye Avengers")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(1, "A", "Sage-Eye Avengers")
    s.add_target("A", "Hill Giant")
    s.attack(3, "A", "Sage-Eye Avengers")
    s.add_target("A", "Craw Wurm")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_hand_count("B", 2, name=None)
    s.assert_hand_count("B", 1, name="Hill Giant")
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_life("B", 12)
