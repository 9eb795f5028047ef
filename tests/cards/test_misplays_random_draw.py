"""Session-10 misplay audit (`qa`): 150 supported cards drawn at random (seed 20261127) plus
30 of the cards gained this session, each Oracle text compared with its DSL. These scenarios
settle the audit's doubts with exact figures (the card did what its text says)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_goblin_diplomats_every_creature_must_attack_this_turn(real_db: CardDatabase) -> None:
    """Goblin Diplomats, "{T}: Each creature attacks this turn if able." (508.1d, a rule for
    the turn, 611.2c): A's Grizzly Bears, not scheduled to attack, must attack: B 20 -> 18.
    Next turn the requirement is gone: B's Hill Giant is not made to attack (A stays at 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Diplomats")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Each creature")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_asylum_visitor_triggers_on_each_players_empty_handed_upkeep(
        real_db: CardDatabase) -> None:
    """Asylum Visitor: "At the beginning of each player's upkeep, if that player has no cards in
    hand, you draw a card and you lose 1 life." (603.4) A holds a card on its own upkeep: no
    trigger. B's hand is empty on B's upkeep: A (not B) draws and loses 1: A 19, A's hand 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Asylum Visitor")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 20)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 0)


def test_storm_sculptor_returns_itself_when_it_is_the_only_creature(
        real_db: CardDatabase) -> None:
    """Storm Sculptor: "return a creature you control to its owner's hand" is not targeted
    (115.10): with no other creature, it returns itself. B's Grizzly Bears is not a choice."""
    s = Scenario(cards=real_db)
    for _ in range(4):
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Storm Sculptor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Storm Sculptor")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Storm Sculptor", 0)
    s.assert_hand_count("A", 1, name="Storm Sculptor")
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_smoke_untaps_at_most_one_creature(real_db: CardDatabase) -> None:
    """Smoke: "Players can't untap more than one creature during their untap steps." (502.3)
    A's two tapped creatures: one untaps in A's turn-1 untap step, the other stays tapped; A's
    tapped land untaps. In A's turn-3 untap step the other one untaps."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Smoke")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", tapped=True)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Forest", False)
    st = s.state
    tapped = [st.objects[o].name for o in st.battlefield
              if st.objects[o].controller == 0 and st.objects[o].tapped]
    assert len(tapped) == 1, tapped
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "B", "Smoke")
    s2.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s2.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", tapped=True)
    s2.stop_at(3, Step.UPKEEP)
    s2.execute()
    s2.assert_tapped("Grizzly Bears", False)
    s2.assert_tapped("Hill Giant", False)


def test_primal_order_damages_the_upkeep_player_per_nonbasic_land(
        real_db: CardDatabase) -> None:
    """Primal Order: "At the beginning of each player's upkeep, ~ deals damage to that player
    equal to the number of nonbasic lands they control." A controls Primal Order and Mossfire
    Valley (nonbasic) and a Forest; B controls two Smoldering Craters. Turn 1: A takes 1;
    turn 2: B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Primal Order")
    s.add_card(Zone.BATTLEFIELD, "A", "Mossfire Valley")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Smoldering Crater")
    s.add_card(Zone.BATTLEFIELD, "B", "Smoldering Crater")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 18)


def test_archfiend_of_sorrows_shrinks_only_opponents_creatures(real_db: CardDatabase) -> None:
    """Archfiend of Sorrows: "creatures your opponents control get -2/-2 until end of turn":
    B's Grizzly Bears dies (704.5f), B's Hill Giant is 1/1 until end of turn and 3/3 after;
    A's own Grizzly Bears stays 2/2."""
    s = Scenario(cards=real_db)
    for _ in range(7):
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Archfiend of Sorrows")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Archfiend of Sorrows")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("B", "Hill Giant", 1, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)



def test_thalakos_dreamsower_holds_the_creature_while_it_stays_tapped(
        real_db: CardDatabase) -> None:
    """Thalakos Dreamsower: its combat damage to B taps B's Hill Giant, which doesn't untap in
    B's untap step (turn 2) while the Dreamsower remains tapped (611.2b). A untaps the
    Dreamsower on turn 3 (502.3: A may choose not to, and does not so choose), so the Giant
    untaps on turn 4. B 20 -> 19."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thalakos Dreamsower")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Thalakos Dreamsower")
    s.add_target("A", "Hill Giant")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Hill Giant", True))
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Thalakos Dreamsower", False))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 19)
    s.assert_tapped("Hill Giant", False)


def test_soltari_visionary_destroys_an_enchantment_of_the_damaged_player(
        real_db: CardDatabase) -> None:
    """Soltari Visionary: "Whenever ~ deals damage to a player, destroy target enchantment that
    player controls." A's own Smoke is not a legal target; B's Smoke is destroyed. B 20 -> 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soltari Visionary")
    s.add_card(Zone.BATTLEFIELD, "A", "Smoke")
    s.add_card(Zone.BATTLEFIELD, "B", "Smoke")
    s.attack(1, "A", "Soltari Visionary")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Smoke", 1)
    s.assert_permanent_count("B", "Smoke", 0)
    s.assert_graveyard_count("B", "Smoke", 1)


def test_wall_of_essence_gains_only_from_combat_damage(real_db: CardDatabase) -> None:
    """Wall of Essence: "Whenever ~ is dealt combat damage, you gain that much life." Blocking
    A's Llanowar Elves (1 damage): B 20 -> 21. A's Shock on it (noncombat) later gains
    nothing: B stays at 21, 3 damage on the 0/4 Wall."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Essence")
    s.attack(1, "A", "Llanowar Elves")
    s.block(1, "B", "Wall of Essence", "Llanowar Elves")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Wall of Essence"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 21)
    s.assert_damage("Wall of Essence", 3)


def test_crackdown_keeps_only_big_nonwhite_creatures_tapped(real_db: CardDatabase) -> None:
    """Crackdown: "Nonwhite creatures with power 3 or greater don't untap during their
    controllers' untap steps." (502.3) In A's untap step Hill Giant (3/3, red) stays tapped;
    Grizzly Bears (2/2) and Serra Angel (white 4/4) untap."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Crackdown")
    for name in ("Hill Giant", "Grizzly Bears", "Serra Angel"):
        s.add_card(Zone.BATTLEFIELD, "A", name, tapped=True)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Hill Giant", True)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Serra Angel", False)


def test_seismic_wave_one_damage_to_each_nonartifact_creature_of_the_target_opponent(
        real_db: CardDatabase) -> None:
    """Seismic Wave: 2 damage to any target (B) and 1 damage to each nonartifact creature B
    controls: B's Llanowar Elves dies, B's Ornithopter (artifact) lives, A's Llanowar Elves
    lives. B 20 -> 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Seismic Wave")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Seismic Wave", targets=["B", "B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Llanowar Elves", 0)
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_dapper_shieldmate_shield_counter_stops_one_damage_event(real_db: CardDatabase) -> None:
    """Dapper Shieldmate enters with a shield counter (122.1c: damage that would be dealt to it
    is prevented and a shield counter removed instead). The first Shock is prevented and
    removes the counter; the second deals 2 damage and the 2/2 dies (704.5g). Before that it
    is 4/2 on A's turn (+2/+0)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Dapper Shieldmate")
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dapper Shieldmate")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Dapper Shieldmate"])

    def after_first(sc: Scenario) -> None:
        sc.assert_counter_count("A", "Dapper Shieldmate", "shield", 0)
        sc.assert_damage("Dapper Shieldmate", 0)
        sc.assert_power_toughness("A", "Dapper Shieldmate", 4, 2)

    s.check(1, Step.END_TURN, after_first)
    s.cast_spell(1, Step.END_TURN, "A", "Shock", targets=["Dapper Shieldmate"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Dapper Shieldmate", 1)


def test_thundering_sparkmage_counts_a_party_not_every_wizard(real_db: CardDatabase) -> None:
    """Thundering Sparkmage: X is the number of creatures in your party (700.8: up to one each
    of Cleric, Rogue, Warrior and Wizard). The Sparkmage and Prodigal Sorcerer (two Wizards)
    and Ajani's Sunstriker (a Cleric): X = 2, so 2 damage to B's Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Sunstriker")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Thundering Sparkmage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thundering Sparkmage")
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Hill Giant", 2)


def test_priest_of_titania_counts_every_elf_on_the_battlefield(real_db: CardDatabase) -> None:
    """Priest of Titania: "{T}: Add {G} for each Elf on the battlefield." Itself, A's Llanowar
    Elves and B's Llanowar Elves: GGG, which alone pays for Centaur Courser ({2}{G})."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Priest of Titania")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Centaur Courser", 1)


def test_compulsory_rest_granted_ability_gains_life_for_the_creatures_controller(
        real_db: CardDatabase) -> None:
    """Compulsory Rest: A's Aura on B's Hill Giant, which has "{2}, Sacrifice this creature:
    You gain 2 life." "You" is the ability's controller (109.5), B: B 20 -> 22, A stays 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Compulsory Rest", attached_to="Hill Giant")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{2}, Sacrifice")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 22)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_energy_field_prevents_only_others_damage_and_goes_on_a_card_to_graveyard(
        real_db: CardDatabase) -> None:
    """Energy Field: damage to A from sources A doesn't control is prevented (615.1): B's Shock
    deals nothing. A's own Shock at A deals 2 (A 20 -> 18), and that card put into A's
    graveyard triggers the sacrifice of Energy Field (B's Shock went to B's graveyard: no
    trigger before)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Energy Field")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"], responding_to="Shock")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_permanent_count("A", "Energy Field", 0)
    s.assert_graveyard_count("A", "Energy Field", 1)


def test_aven_heartstabber_counts_distinct_mana_values(real_db: CardDatabase) -> None:
    """Aven Heartstabber: +2/+2 and deathtouch with five or more mana values among cards in
    A's graveyard. Island (0), Shock (1), two Grizzly Bears (2, counted once), Hill Giant (4):
    four values, 1/1. Serra Angel (5) makes five: 3/3 with deathtouch."""
    def setup(extra: tuple[str, ...]) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Aven Heartstabber")
        for name in ("Island", "Shock", "Grizzly Bears", "Grizzly Bears", "Hill Giant", *extra):
            s.add_card(Zone.GRAVEYARD, "A", name)
        s.stop_at(1, Step.UPKEEP)
        s.execute()
        return s

    four = setup(())
    four.assert_power_toughness("A", "Aven Heartstabber", 1, 1)
    four.assert_abilities("A", "Aven Heartstabber", ["Deathtouch"], present=False)
    five = setup(("Serra Angel",))
    five.assert_power_toughness("A", "Aven Heartstabber", 3, 3)
    five.assert_abilities("A", "Aven Heartstabber", ["Deathtouch"])


def test_ignition_team_counts_every_tapped_land(real_db: CardDatabase) -> None:
    """Ignition Team enters with X +1/+1 counters, X = the tapped lands on the battlefield as it
    enters (614.1c): A's seven Mountains tapped to cast it, and B's two tapped Forests; A's
    eighth Mountain is untapped: X = 9."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2, tapped=True)
    s.add_card(Zone.HAND, "A", "Ignition Team")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ignition Team")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Ignition Team", "+1/+1", 9)
    s.assert_power_toughness("A", "Ignition Team", 9, 9)


def test_divine_congregation_counts_the_target_players_creatures(real_db: CardDatabase) -> None:
    """Divine Congregation: "You gain 2 life for each creature target player controls." B has
    three creatures, A one: targeting B, A gains 6 (20 -> 26)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Divine Congregation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divine Congregation", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 26)
    s.assert_life("B", 20)


def test_nissas_chosen_goes_to_the_bottom_of_the_library_instead_of_dying(
        real_db: CardDatabase) -> None:
    """Nissa's Chosen: "If ~ would die, put it on the bottom of its owner's library instead."
    (614.1a) Lightning Bolt on it: not in the graveyard; A's library grows by one, the card at
    its bottom."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Nissa's Chosen")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Nissa's Chosen"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Nissa's Chosen", 0)
    s.assert_graveyard_count("A", "Nissa's Chosen", 0)
    s.assert_library_count("A", 4)
    s.assert_library_count("A", 1, name="Nissa's Chosen")
    names = [s.state.objects[o].name for o in s.state.players[0].library]  # top is the last
    assert names == ["Nissa's Chosen", "Forest", "Forest", "Forest"], names


def test_scion_of_darkness_takes_a_creature_card_from_the_damaged_players_graveyard(
        real_db: CardDatabase) -> None:
    """Scion of Darkness: its combat damage to B (6 trample: B 20 -> 14) lets A put B's Hill
    Giant card from B's graveyard onto the battlefield under A's control (A's own Grizzly
    Bears card, in A's graveyard, is not a legal target)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scion of Darkness")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.attack(1, "A", "Scion of Darkness")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_chandras_fury_hits_only_the_target_players_creatures(real_db: CardDatabase) -> None:
    """Chandra's Fury: 4 damage to B and 1 damage to each creature B controls: B's Llanowar
    Elves dies, A's Llanowar Elves lives. B 20 -> 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Chandra's Fury")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chandra's Fury", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("B", "Llanowar Elves", 0)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_damage("Hill Giant", 1)


def test_alms_beast_gives_lifelink_to_its_blocker(real_db: CardDatabase) -> None:
    """Alms Beast: "Creatures blocking or blocked by ~ have lifelink." B's Grizzly Bears blocks
    it: the Bears' 2 damage gains B 2 life (702.15b): B 20 -> 22; A's Alms Beast itself has
    no lifelink (A stays 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Alms Beast")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Alms Beast")
    s.block(1, "B", "Grizzly Bears", "Alms Beast")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 22)
    s.assert_life("A", 20)
    s.assert_damage("Alms Beast", 2)


def test_xenagos_gives_another_creature_plus_its_power(real_db: CardDatabase) -> None:
    """Xenagos, God of Revels: at the beginning of combat on A's turn, another target creature
    A controls gains haste and gets +X/+X, X its power (3): Hill Giant 6/6 this turn, and
    3/3 again on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Xenagos, God of Revels")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.check(1, Step.DECLARE_ATTACKERS,
            lambda sc: sc.assert_power_toughness("A", "Hill Giant", 6, 6))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


def test_bishop_of_the_bloodstained_counts_vampires_including_itself(
        real_db: CardDatabase) -> None:
    """Bishop of the Bloodstained: target opponent loses 1 life for each Vampire A controls:
    itself and Vampire Nighthawk (B's Vampire Nighthawk not counted): B 20 -> 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Vampire Nighthawk")
    s.add_card(Zone.HAND, "A", "Bishop of the Bloodstained")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bishop of the Bloodstained")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_masumaro_is_twice_its_controllers_hand(real_db: CardDatabase) -> None:
    """Masumaro, First to Live: P/T each twice the cards in A's hand (604.3): three cards in
    A's hand, four in B's: 6/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Masumaro, First to Live")
    s.add_card(Zone.HAND, "A", "Forest", 3)
    s.add_card(Zone.HAND, "B", "Forest", 4)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Masumaro, First to Live", 6, 6)


def test_rimescale_dragon_ice_counter_keeps_a_creature_tapped(real_db: CardDatabase) -> None:
    """Rimescale Dragon: {2}{S} taps B's Hill Giant and puts an ice counter on it; creatures
    with ice counters don't untap during their controllers' untap steps (502.3): still tapped
    after B's untap step on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rimescale Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{S}", targets=["Hill Giant"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "ice", 1)
    s.assert_tapped("Hill Giant", True)


def _sangrophage(real_db: CardDatabase, life: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Sangrophage")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_sangrophage_pays_two_life_or_taps(real_db: CardDatabase) -> None:
    """Sangrophage: "At the beginning of your upkeep, tap ~ unless you pay 2 life." Paying:
    A 20 -> 18, untapped. At 1 life A can't pay 2 life (119.4): it is tapped, A stays at 1."""
    paid = _sangrophage(real_db, 20)
    paid.assert_life("A", 18)
    paid.assert_tapped("Sangrophage", False)
    poor = _sangrophage(real_db, 1)
    poor.assert_life("A", 1)
    poor.assert_tapped("Sangrophage", True)


def test_glint_sleeve_siphoner_needs_two_energy_to_draw(real_db: CardDatabase) -> None:
    """Glint-Sleeve Siphoner: entering gives A {E}. At A's turn-3 upkeep A has one energy and
    can't pay {E}{E} (107.14): no draw, A at 20. It attacks on turn 3 ({E}: two; 2 damage, B 20 -> 18);
    at A's turn-5 upkeep A pays both, draws a card and loses 1 life: A 19, energy 0, A's hand
    2 (turn 3's draw and this one; turn 5's draw step not reached)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Glint-Sleeve Siphoner")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glint-Sleeve Siphoner")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")

    def turn3(sc: Scenario) -> None:
        sc.assert_life("A", 20)
        sc.assert_hand_count("A", 0)
        sc.assert_player_counters("A", "energy", 1)

    s.check(3, Step.DRAW, turn3)
    s.attack(3, "A", "Glint-Sleeve Siphoner")
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 19)
    s.assert_hand_count("A", 2)
    s.assert_player_counters("A", "energy", 0)


def test_mirror_image_copies_only_a_creature_you_control(real_db: CardDatabase) -> None:
    """Mirror Image: "You may have ~ enter the battlefield as a copy of a creature you
    control." (707.10) With only B's Hill Giant on the battlefield there is nothing to copy:
    asked for the Hill Giant, it enters as a 0/0 and dies (704.5f); B's Giant stays B's. With
    A's Grizzly Bears it enters as a Grizzly Bears (A controls two)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Mirror Image")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mirror Image")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Mirror Image", 1)
    mine = Scenario(cards=real_db)
    mine.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    mine.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    mine.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    mine.add_card(Zone.HAND, "A", "Mirror Image")
    mine.set_choice("A", "Grizzly Bears")
    mine.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mirror Image")
    mine.stop_at(1, Step.END_TURN)
    mine.execute()
    mine.assert_permanent_count("A", "Grizzly Bears", 2)


def test_bonds_of_faith_pumps_a_human_and_pins_anything_else(real_db: CardDatabase) -> None:
    """Bonds of Faith: on a Human (Elite Vanguard, 2/1) +2/+2: 4/3, and it can attack (B 20 ->
    16). On Grizzly Bears (not a Human): 2/2, and it can't attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonds of Faith", attached_to="Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonds of Faith", attached_to="Grizzly Bears")
    s.attack(1, "A", "Elite Vanguard")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Elite Vanguard", 4, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_life("B", 16)
    pinned = Scenario(cards=real_db)
    pinned.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    pinned.add_card(Zone.BATTLEFIELD, "B", "Bonds of Faith", attached_to="Grizzly Bears")
    pinned.attack(1, "A", "Grizzly Bears")
    pinned.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        pinned.execute()
    pinned.assert_life("B", 20)


def test_611_2c_creatures_target_player_controls_attack_includes_later_creatures(
        real_db: CardDatabase) -> None:
    """611.2c: "Creatures target player controls attack this turn if able" (Incite War's first
    mode) changes no characteristics, so it also binds a creature that comes under that
    player's control later in the turn (it was applied only to the creatures A controlled as
    it resolved). A targets itself, then casts Raging Goblin (haste): both it and Grizzly
    Bears must attack: B 20 -> 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Incite War")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Incite War", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_611_2c_requirement_binds_the_target_player_only(real_db: CardDatabase) -> None:
    """Instigator's "Creatures target player controls attack this turn if able", activated by B
    on A's turn targeting A: A's Grizzly Bears attacks (B 20 -> 18); next turn nothing binds
    B's Hill Giant (A stays at 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Instigator")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.BEGIN_COMBAT, "B", "{1}{B}{B}", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
