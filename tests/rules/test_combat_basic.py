"""Basic combat (506-511): attacking (508.1, summoning sickness 302.6, haste 702.10, vigilance
702.20, defender 702.3), blocking (509.1, flying 702.9, reach 702.17), combat damage (510),
lifelink (702.15), deathtouch (702.2), first strike (702.7, 510.4), and a game won in combat."""

from __future__ import annotations

import pytest

from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def steps_of(s: Scenario, turn: int) -> list[str]:
    return [ev[2] for ev in s.state.log if ev[0] == "step" and ev[1] == turn]


def test_510_1_unblocked_attacker_damages_the_defending_player() -> None:
    """508.1 / 510.1: an unblocked Grizzly Bears deals 2 to B; 508.1f: it becomes tapped."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_tapped("Grizzly Bears"))
    s.execute()
    s.assert_life("B", 18)
    assert steps_of(s, 1)[3:9] == ["BEGIN_COMBAT", "DECLARE_ATTACKERS", "DECLARE_BLOCKERS",
                                   "COMBAT_DAMAGE", "END_COMBAT", "POSTCOMBAT_MAIN"]


def test_302_6_summoning_sick_creature_cannot_attack() -> None:
    """302.6 / 508.1a: Grizzly Bears cast this turn can't attack; two turns later it can."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value) == ("A could not attack with Grizzly Bears on turn 1: "
                            "Grizzly Bears can't attack (508.1a)")
    s.assert_life("B", 18)


def test_302_6_creature_that_came_under_control_on_opponents_turn() -> None:
    """302.6: a creature B casts on turn 2 can't attack that turn; it can on B's next turn
    (turn 4)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(4, "B", "Grizzly Bears")
    s.stop_at(5, Step.UNTAP)
    with pytest.raises(ScenarioError, match="B could not attack with Grizzly Bears on turn 2"):
        s.execute()
    s.assert_life("A", 18)


def test_702_10_haste_attacks_the_turn_it_arrives() -> None:
    """702.10b: Raging Goblin (haste) attacks the turn it is cast."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.attack(1, "A", "Raging Goblin")
    s.execute()
    s.assert_life("B", 19)


def test_702_20_vigilance_does_not_tap() -> None:
    """702.20b: Serra Angel attacks without tapping; B takes 4."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.attack(1, "A", "Serra Angel")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_tapped("Serra Angel", False))
    s.execute()
    s.assert_life("B", 16)


def test_508_1a_tapped_creature_cannot_attack() -> None:
    """508.1a: only untapped creatures attack. B's tapped Bears stay tapped through A's turn
    and can't block either (509.1a)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    with pytest.raises(ScenarioError, match="B could not block Grizzly Bears with Hill Giant on turn 1"):
        s.execute()
    s.assert_life("B", 18)


def test_702_3_defender_cannot_attack() -> None:
    """702.3b: Wall of Stone can't attack, but it blocks."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Stone")
    s.attack(1, "A", "Wall of Stone")
    with pytest.raises(ScenarioError, match="A could not attack with Wall of Stone on turn 1: "
                                            r"Wall of Stone can't attack \(508.1a\)"):
        s.execute()
    s.assert_life("B", 20)


def test_702_3_defender_blocks() -> None:
    """702.3b / 510.1: Wall of Stone (0/8) blocks Hill Giant: 3 damage on the Wall, none to A."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Stone")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Wall of Stone", "Hill Giant")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_damage("Wall of Stone", 3)
    s.assert_damage("Hill Giant", 0)
    s.assert_life("A", 20)


def test_702_9_flying_cannot_be_blocked_by_ground_creatures() -> None:
    """702.9b: Grizzly Bears can't block Storm Crow (flying)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Storm Crow")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Storm Crow")
    s.block(1, "B", "Grizzly Bears", "Storm Crow")
    with pytest.raises(ScenarioError, match="B could not block Storm Crow with Grizzly Bears on turn 1: "
                                            r"Grizzly Bears can't block Storm Crow \(509.1a-b\)"):
        s.execute()
    s.assert_life("B", 19)


def test_702_17_reach_blocks_flying() -> None:
    """702.17b: Giant Spider (reach, 2/4) blocks Air Elemental (4/4 flying): the Spider dies,
    the Elemental has 2 damage, B takes nothing."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Air Elemental")
    s.block(1, "B", "Giant Spider", "Air Elemental")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Giant Spider", 1)
    s.assert_damage("Air Elemental", 2)
    s.assert_life("B", 20)


def test_702_9_flying_blocks_flying() -> None:
    """702.9b: a creature with flying (Wind Drake, 2/2) can block a flyer (Storm Crow, 1/2): the
    Crow dies, the Drake has 1 damage."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Storm Crow")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.attack(1, "A", "Storm Crow")
    s.block(1, "B", "Wind Drake", "Storm Crow")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Storm Crow", 1)
    s.assert_damage("Wind Drake", 1)
    s.assert_life("B", 20)


def test_702_9_flyer_can_block_a_ground_creature() -> None:
    """702.9b restricts only what can block a flyer: Serra Angel blocks Grizzly Bears."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Serra Angel", "Grizzly Bears")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_510_2_combat_damage_is_simultaneous() -> None:
    """510.2: blocked and blocking Grizzly Bears deal damage at once: both die."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears@A")
    s.block(1, "B", "Grizzly Bears@B", "Grizzly Bears@A")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_510_1c_two_blockers_share_the_damage() -> None:
    """510.1c-d: Craw Wurm (6/4) blocked by two Grizzly Bears: lethal damage (2) to the first
    blocker, the rest (4) to the last; the Bears deal 4 to the Wurm: all three die."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Craw Wurm")
    s.block(1, "B", "Grizzly Bears#1", "Craw Wurm")
    s.block(1, "B", "Grizzly Bears#2", "Craw Wurm")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_life("B", 20)


def test_702_15_lifelink_in_combat() -> None:
    """702.15b: Vault Skirge (1/1 flying, lifelink) deals 1 to B: A gains 1."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Vault Skirge")
    s.attack(1, "A", "Vault Skirge")
    s.execute()
    s.assert_life("A", 21)
    s.assert_life("B", 19)


def test_702_15_lifelink_on_a_blocker() -> None:
    """702.15b: lifelink works for damage dealt to creatures too: Child of Night (2/1) blocks
    Grizzly Bears; B gains 2, both die."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Child of Night")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Child of Night", "Grizzly Bears")
    s.execute()
    s.assert_life("B", 22)
    s.assert_graveyard_count("B", "Child of Night", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_702_2_deathtouch_attacker_blocked_by_a_big_creature() -> None:
    """702.2b / 704.5h: Vampire Nighthawk (2/3 flying, deathtouch, lifelink) blocked by Giant
    Spider (2/4, reach): the Spider dies to 2 deathtouch damage; the Nighthawk survives with 2;
    A gains 2."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Vampire Nighthawk")
    s.block(1, "B", "Giant Spider", "Vampire Nighthawk")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Giant Spider", 1)
    s.assert_damage("Vampire Nighthawk", 2)
    s.assert_life("A", 22)


def test_702_2_deathtouch_blocker() -> None:
    """702.2b: Typhoid Rats blocking Craw Wurm: both die."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Typhoid Rats")
    s.attack(1, "A", "Craw Wurm")
    s.block(1, "B", "Typhoid Rats", "Craw Wurm")
    s.execute()
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_graveyard_count("B", "Typhoid Rats", 1)


def test_510_4_first_strike_kills_before_regular_damage() -> None:
    """702.7b / 510.4: Boros Recruit (1/1 first strike) blocks Llanowar Elves (1/1): the Elves
    die in the first-strike damage step and deal no damage; the Recruit survives."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Boros Recruit")
    s.attack(1, "A", "Llanowar Elves")
    s.block(1, "B", "Boros Recruit", "Llanowar Elves")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: sc.assert_graveyard_count("A", "Llanowar Elves", 1))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    assert "FIRST_STRIKE_DAMAGE" in steps_of(s, 1)
    s.assert_permanent_count("B", "Boros Recruit", 1)
    s.assert_damage("Boros Recruit", 0)


def test_510_4_first_striker_attacking_deals_damage_once() -> None:
    """510.4: an unblocked first striker deals its damage in the first-strike step only (1, not
    2)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Recruit")
    s.attack(1, "A", "Boros Recruit")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: sc.assert_life("B", 19))
    s.execute()
    s.assert_life("B", 19)


def test_510_4_no_first_strike_step_without_first_strikers() -> None:
    """510.4: without first or double strike in combat, there is one combat damage step."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.execute()
    assert "FIRST_STRIKE_DAMAGE" not in steps_of(s, 1)
    assert steps_of(s, 1).count("COMBAT_DAMAGE") == 1


def test_509_1h_blocked_creature_deals_no_damage_to_the_player() -> None:
    """509.1h / 510.1c: a blocked creature without trample deals no damage to the player, even
    if its blocker is removed before damage (Shock on the blocker)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Shock", targets=["Grizzly Bears"])
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_104_3a_combat_damage_ends_the_game() -> None:
    """104.3a / 704.5a: B at 2 life takes 2 from Grizzly Bears and loses at once; the game is
    over on turn 1 (before the scenario's stop), with A the winner."""
    s = Scenario()
    s.set_life("B", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.execute()
    s.assert_life("B", 0)
    s.assert_lost("B")
    s.assert_winner("A")
    s.assert_turn(1)
    assert s.game.is_over
    assert s.state.step is Step.COMBAT_DAMAGE


def test_506_4_multiple_attackers_and_blocks() -> None:
    """508.1 / 509.1: three attackers; one blocked: the two unblocked deal 2 + 4 = 6."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Serra Angel")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Stone", "Hill Giant")
    s.execute()
    s.assert_life("B", 14)


def test_508_1a_a_creature_attacks_only_once() -> None:
    """508.1a: naming the same lone attacker twice: the second declaration is refused."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value) == ("A could not attack with Hill Giant on turn 1: "
                            "a creature can attack only once (508.1a)")
    s.assert_life("B", 17)


def test_509_1a_a_creature_blocks_only_one_attacker() -> None:
    """509.1a: Wall of Stone blocks Hill Giant; it can't also block Grizzly Bears, which deals
    its 2 to B."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone", "Hill Giant")
    s.block(1, "B", "Wall of Stone", "Grizzly Bears")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value) == ("B could not block Grizzly Bears with Wall of Stone on turn 1: "
                            "Wall of Stone can block only one creature (509.1a)")
    s.assert_life("B", 18)


def test_509_1_two_creatures_named_alike_both_attack_and_block() -> None:
    """Harness + 508.1: naming "Grizzly Bears" twice declares both Bears; B blocks one with its
    Wall: B takes 2."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone", "Grizzly Bears")
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Grizzly Bears#1")
    s.assert_tapped("Grizzly Bears#2")


def test_302_6_token_created_on_the_opponents_turn_can_attack_on_its_controllers_turn() -> None:
    """302.6: B's Spirit (from B's Doomed Traveler, killed on A's turn 1) has been under B's
    control continuously since B's turn 2 began: it attacks on turn 2."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Doomed Traveler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Doomed Traveler"])
    s.attack(2, "B", "Spirit Token")
    s.stop_at(3, Step.UNTAP)
    s.execute()
    s.assert_life("A", 19)


def test_302_6_token_created_this_turn_cannot_attack() -> None:
    """302.6: Raise the Alarm's Soldiers, created in A's main phase, can't attack that turn."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.attack(1, "A", "Soldier Token")
    with pytest.raises(ScenarioError, match="A could not attack with Soldier Token on turn 1: "
                                            r"Soldier Token can't attack \(508.1a\)"):
        s.execute()
    s.assert_life("B", 20)


def test_506_4_attacker_removed_from_combat_deals_no_damage() -> None:
    """506.4: an attacker returned to hand after blockers are declared deals no damage."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "B", "Unsummon", targets=["Hill Giant"])
    s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("A", 1, "Hill Giant")


def test_510_1_blocker_of_an_attacker_at_a_planeswalker() -> None:
    """506.2 / 509.1a: the planeswalker's controller may block a creature attacking it; the
    blocked Bears deal no damage to the planeswalker."""
    from mtg_engine.cards.database import CardDatabase

    db = CardDatabase.builtin()
    db.load_file("pw.yaml", text="""
- {name: Test Walker, cost: "{2}{W}", type: Legendary Planeswalker — Test, loyalty: 3}
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears", "Test Walker")
    s.attack(1, "A", "Savannah Lions", "Test Walker")
    s.block(1, "B", "Wall of Stone", "Grizzly Bears")
    s.execute()
    s.assert_counter_count("B", "Test Walker", "loyalty", 1)
    s.assert_life("B", 20)


def test_702_2c_deathtouch_attacker_splits_one_damage_per_blocker() -> None:
    """702.2c / 510.1c: with deathtouch, 1 damage is lethal: Vampire Nighthawk (2 power, flying)
    blocked by Giant Spider (reach) and Wind Drake (flying) assigns 1 to each by default: both
    die; A gains 2 (lifelink); the Nighthawk (2/3) takes 4 and dies too."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.attack(1, "A", "Vampire Nighthawk")
    s.block(1, "B", "Giant Spider", "Vampire Nighthawk")
    s.block(1, "B", "Wind Drake", "Vampire Nighthawk")
    s.execute()
    s.assert_graveyard_count("B", "Giant Spider", 1)
    s.assert_graveyard_count("B", "Wind Drake", 1)
    s.assert_graveyard_count("A", "Vampire Nighthawk", 1)
    s.assert_life("A", 22)


def test_510_4_first_strike_kills_a_deathtouch_blocker_first() -> None:
    """510.4 / 702.7b: Boros Recruit (first strike) attacks and Typhoid Rats (deathtouch)
    blocks: the Rats die in the first-strike step and never deal damage."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Recruit")
    s.add_card(Zone.BATTLEFIELD, "B", "Typhoid Rats")
    s.attack(1, "A", "Boros Recruit")
    s.block(1, "B", "Typhoid Rats", "Boros Recruit")
    s.execute()
    s.assert_graveyard_count("B", "Typhoid Rats", 1)
    s.assert_permanent_count("A", "Boros Recruit", 1)
    s.assert_life("B", 20)
