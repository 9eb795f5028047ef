"""Session-13 misplay audit (issue 11) of the cards the first merge gained (`qa13`): 40 drawn
with `random.Random(20261127 + 13).sample(sorted(gained_r1), 40)` and read against their
Oracle text and the Comprehensive Rules; the doubts are played here with exact figures. None
of the 40 played differently from its text. Looking through the rest of the 406 for the
lead's family (a condition judged where it can't be: the defending player before attackers
are declared) found Arcum's Sleigh: its "only if defending player controls a snow land" held
only once attackers were declared, too late for the vigilance it gives (506.2: in a
two-player game the nonactive player is the defending player for the whole combat phase;
rules/condition_board.defending_player)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_candles_glow_prevents_three_and_gains_that_much(real_db: CardDatabase) -> None:
    """615.1, 615.7: Candles' Glow on A in response to B's Lava Axe (5 to A): 3 prevented, 2
    dealt; A gains the 3 prevented: 20 - 2 + 3 = 21."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Candles' Glow")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Lava Axe")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lava Axe", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Candles' Glow", targets=["A"],
                 responding_to="Lava Axe")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 21)


def test_heartstone_stoneforge_mystic_costs_one_less(real_db: CardDatabase) -> None:
    """602.2b, 601.2f: Heartstone makes Stoneforge Mystic's "{1}{W}, {T}" cost {W}: with one
    Plains A puts Bonesplitter from its hand onto the battlefield (its choice)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heartstone")
    s.add_card(Zone.BATTLEFIELD, "A", "Stoneforge Mystic")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Bonesplitter")
    s.set_choice("A", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}, {T}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bonesplitter", 1)
    s.assert_hand_count("A", 0)


def test_heartstone_keeps_one_mana(real_db: CardDatabase) -> None:
    """Heartstone: "can't reduce the mana in that cost to less than one mana": Frozen Shade's
    "{B}: +1/+1" still costs {B}; with no untapped Swamp it can't be activated; with one, the
    Shade (0/1) is 1/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heartstone")
    s.add_card(Zone.BATTLEFIELD, "A", "Frozen Shade")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_playable("A", "{B}:", False))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Frozen Shade", 1, 2)


def test_patient_turtle_counters_only_if_you_did_not_go_first(real_db: CardDatabase) -> None:
    """103.1: A goes first: A's Patient Turtle is a 3/3; B's (cast on turn 2) enters with two
    +1/+1 counters: 5/5."""
    s = Scenario(cards=real_db)
    for p in ("A", "B"):
        s.add_card(Zone.BATTLEFIELD, p, "Forest", 4)
        s.add_card(Zone.HAND, p, "Patient Turtle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Patient Turtle")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Patient Turtle")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Patient Turtle", 3, 3)
    s.assert_power_toughness("B", "Patient Turtle", 5, 5)


def test_chill_haunting_x_is_the_cards_exiled(real_db: CardDatabase) -> None:
    """601.2b, 107.3: Chill Haunting with X = 2 exiles two creature cards from A's graveyard
    (of three, and not the Swamp); Hill Giant (3/3) gets -2/-2: 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Chill Haunting")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chill Haunting", targets=["Hill Giant"], x=2)
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("B", "Hill Giant", 1, 1))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_sokenzan_channel_cheaper_per_legendary_creature(real_db: CardDatabase) -> None:
    """Sokenzan's channel ability ({3}{R}) costs {1} less for Isamaru, Hound of Konda (A's one
    legendary creature): three Mountains pay it; the two Spirits have haste and attack: B 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Sokenzan, Crucible of Defiance")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Channel")
    s.attack(1, "A", "Spirit Token#1")
    s.attack(1, "A", "Spirit Token#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Sokenzan, Crucible of Defiance", 1)
    s.assert_permanent_count("A", "Spirit Token", 2)
    s.assert_life("B", 18)


def test_wolverine_riders_each_upkeep_and_elf_toughness(real_db: CardDatabase) -> None:
    """Wolverine Riders: a 1/1 Elf Warrior at the beginning of each upkeep (A's turn 1 and
    B's turn 2), each another Elf entering under A's control: A gains 1 each: 22."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wolverine Riders")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Elf Warrior Token", 2)
    s.assert_permanent_count("B", "Elf Warrior Token", 0)
    s.assert_life("A", 22)


def test_karns_touch_power_and_toughness_its_mana_value(real_db: CardDatabase) -> None:
    """Karn's Touch on A's Millstone (mana value 2): an artifact creature 2/2 until end of
    turn, still an artifact."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    s.add_card(Zone.HAND, "A", "Karn's Touch")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karn's Touch", targets=["Millstone"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: (sc.assert_power_toughness("A", "Millstone", 2, 2),
                        sc.assert_type("Millstone", "Artifact")))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Millstone", "Creature", present=False)


def test_tenacious_dead_returns_tapped_if_paid(real_db: CardDatabase) -> None:
    """Tenacious Dead: B's Shock kills it; A pays {1}{B}: it returns tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tenacious Dead")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Tenacious Dead"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Tenacious Dead", 1)
    s.assert_tapped("Tenacious Dead")
    s.assert_tapped("Swamp#1")


def test_michiko_konda_that_player_sacrifices(real_db: CardDatabase) -> None:
    """Michiko Konda: B's Shock deals 2 damage to A: B (the source's controller) sacrifices a
    permanent, its one Mountain; A keeps its permanents."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Michiko Konda, Truth Seeker")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_battlefield_count("B", 0)
    s.assert_battlefield_count("A", 1)


def test_shauku_cant_attack_beside_another_creature(real_db: CardDatabase) -> None:
    """Shauku, Endbringer "can't attack if there's another creature on the battlefield"
    (either player's): alone it attacks (B 15); beside B's Grizzly Bears it can't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shauku, Endbringer")
    s.attack(1, "A", "Shauku, Endbringer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shauku, Endbringer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Shauku, Endbringer")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_wirecat_cant_block_while_any_enchantment(real_db: CardDatabase) -> None:
    """Wirecat (B's) "can't attack or block if an enchantment is on the battlefield": A's
    Sarcomancy (an enchantment) is out, so Wirecat can't block A's Hill Giant: B 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Sarcomancy")
    s.add_card(Zone.BATTLEFIELD, "B", "Wirecat")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wirecat", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 17)


def test_lavaball_trap_alternative_cost_after_two_lands_entered(real_db: CardDatabase) -> None:
    """Lavaball Trap: B's Explosive Vegetation puts two Wastes onto the battlefield, so A (five
    Mountains) may pay {3}{R}{R}: it destroys two of B's Forests and deals 4 damage to each
    creature (A's Hill Giant dies, B's Craw Wurm 6/4 dies)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Lavaball Trap")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "B", "Explosive Vegetation")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Explosive Vegetation")
    s.set_choice("A", "yes")  # the alternative cost (601.2b)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Lavaball Trap",
                 targets=["Forest#1", "Forest#2"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Forest", 2)
    s.assert_permanent_count("B", "Wastes", 2)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 1)


def test_mind_swords_sacrifice_instead_each_player_exiles_two(real_db: CardDatabase) -> None:
    """Mind Swords for its alternative cost (A controls a Swamp, sacrifices Grizzly Bears; the
    Swamp stays untapped): A exiles its two other cards, B two of its three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Mind Swords")
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.HAND, "B", "Shock", 3)
    s.set_choice("A", "yes")  # the alternative cost (601.2b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Swords")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Swamp", False)
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 1)
    s.assert_exile_count("Shock", 4)


def test_reroute_changes_the_ability_target(real_db: CardDatabase) -> None:
    """115.7a: B's Prodigal Pyromancer targets A; A's Reroute changes the target to B (A's
    choice) and A draws a card: A 20, B 19."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Reroute")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.set_choice("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Reroute", targets=["Prodigal Pyromancer"],
                 responding_to="Prodigal Pyromancer")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 19)
    s.assert_hand_count("A", 1)


def test_infinite_obliteration_exiles_the_named_cards_everywhere(real_db: CardDatabase) -> None:
    """701.19, 201.2: Infinite Obliteration naming Grizzly Bears: B's two (graveyard, hand)
    are exiled, its Hill Giant stays in its hand. (The harness can't name a hidden library
    card among several of one name, so the library holds none here.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Infinite Obliteration")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears#1, Grizzly Bears#2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Infinite Obliteration", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 2, player="B")
    s.assert_hand_count("B", 1, name="Hill Giant")
    s.assert_library_count("B", 20)


@pytest.mark.parametrize(("zombie", "life"), [(False, 19), (True, 20)])
def test_sarcomancy_upkeep_damage_only_without_zombies(real_db: CardDatabase, zombie: bool,
                                                       life: int) -> None:
    """603.4: Sarcomancy's upkeep ability deals 1 damage to A only if no Zombie is on the
    battlefield (B's Scathe Zombies counts too)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sarcomancy")
    if zombie:
        s.add_card(Zone.BATTLEFIELD, "B", "Scathe Zombies")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("A", life)


@pytest.mark.parametrize(("b_creature", "pt"), [(True, (5, 5)), (False, (2, 2))])
def test_evolutionary_escalation_needs_both_targets(real_db: CardDatabase, b_creature: bool,
                                                    pt: tuple[int, int]) -> None:
    """603.3d: Evolutionary Escalation's two targets: with B's Hill Giant, A's Grizzly Bears
    gets three +1/+1 counters (5/5) and the Giant three; with no creature of B's there is no
    legal choice for the second target, the ability is removed: the Bears stays 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Evolutionary Escalation")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if b_creature:
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", *pt)
    if b_creature:
        s.assert_power_toughness("B", "Hill Giant", 6, 6)


@pytest.mark.parametrize(("cast", "wolves"), [(False, 1), (True, 0)])
def test_nightpack_ambusher_wolf_if_no_spell_cast(real_db: CardDatabase, cast: bool,
                                                  wolves: int) -> None:
    """Nightpack Ambusher: at A's end step a 2/2 Wolf (3/3 with the Ambusher's +1/+1) if A cast
    no spell this turn; A's Shock prevents it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nightpack Ambusher")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    if cast:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Wolf Token", wolves)
    if wolves:
        s.assert_power_toughness("A", "Wolf Token", 3, 3)


def test_verdant_suns_avatar_itself_and_another(real_db: CardDatabase) -> None:
    """Verdant Sun's Avatar: it enters (gain 5), then Grizzly Bears enters (gain 2): A 27."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 9)
    s.add_card(Zone.HAND, "A", "Verdant Sun's Avatar")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Verdant Sun's Avatar")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 27)


@pytest.mark.parametrize(("count", "demons"), [(1, 1), (2, 0)])
def test_demonic_rising_exactly_one_creature(real_db: CardDatabase, count: int,
                                             demons: int) -> None:
    """Demonic Rising: a 5/5 flying Demon at A's end step only if A controls exactly one
    creature."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Demonic Rising")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", count)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Demon Token", demons)


def test_thwart_returns_three_islands_instead(real_db: CardDatabase) -> None:
    """Thwart for its alternative cost: A returns its three Islands to its hand and counters
    B's Shock aimed at A: A 20, three Islands in A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Thwart")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.set_choice("A", "yes")  # the alternative cost (601.2b)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Thwart", targets=["Shock"], responding_to="Shock")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_hand_count("A", 3, name="Island")
    s.assert_graveyard_count("B", "Shock", 1)


def test_cave_in_exiles_a_red_card_instead(real_db: CardDatabase) -> None:
    """Cave-In for its alternative cost (A has no land; it exiles Shock, a red card, from its
    hand): 2 damage to each creature and each player: A 18, B 18, Grizzly Bears dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cave-In")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")  # the alternative cost (601.2b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cave-In")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 18)
    s.assert_exile_count("Shock", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_temple_thief_unblockable_by_an_enchanted_creature(real_db: CardDatabase) -> None:
    """Temple Thief can't be blocked by B's Grizzly Bears enchanted with Holy Strength: the
    block is illegal, B 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Temple Thief")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Holy Strength", attached_to="Grizzly Bears")
    s.attack(1, "A", "Temple Thief")
    s.block(1, "B", "Grizzly Bears", "Temple Thief")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 18)


@pytest.mark.parametrize(("gates", "life"), [(2, 23), (1, 20)])
def test_plaza_of_harmony_two_gates(real_db: CardDatabase, gates: int, life: int) -> None:
    """Plaza of Harmony: A gains 3 as it enters only if A controls two or more Gates."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Azorius Guildgate", gates)
    s.add_card(Zone.HAND, "A", "Plaza of Harmony")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Plaza of Harmony")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", life)


def test_stensia_masquerade_vampire_counter_and_first_strike(real_db: CardDatabase) -> None:
    """Stensia Masquerade: attacking Stromkirk Patrol (4/3) has first strike and kills B's
    blocking Hill Giant (3/3) unhurt, with no counter (no damage to a player); Bloodrage
    Vampire (3/1) unblocked deals 3 to B and gets a +1/+1 counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stensia Masquerade")
    s.add_card(Zone.BATTLEFIELD, "A", "Stromkirk Patrol")
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodrage Vampire")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Stromkirk Patrol")
    s.attack(1, "A", "Bloodrage Vampire")
    s.block(1, "B", "Hill Giant", "Stromkirk Patrol")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Stromkirk Patrol", 0)
    s.assert_counter_count("A", "Bloodrage Vampire", "+1/+1", 1)
    s.assert_counter_count("A", "Stromkirk Patrol", "+1/+1", 0)


@pytest.mark.parametrize(("snow", "tapped"), [(True, False), (False, True)])
def test_506_2_arcums_sleigh_defending_player_before_attackers(
        real_db: CardDatabase, snow: bool, tapped: bool) -> None:
    """506.2: "During the combat phase of a two-player game, the nonactive player is the
    defending player" from the beginning of combat, before any attacker is declared. Arcum's
    Sleigh ("Activate only during combat and only if defending player controls a snow land")
    is activated in A's beginning of combat step (B controls a Snow-Covered Forest): Grizzly
    Bears gains vigilance, attacks and stays untapped (B 18). Without B's snow land the
    Sleigh can't be activated (ScenarioError) and the Bears taps to attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arcum's Sleigh")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Snow-Covered Forest" if snow else "Forest")
    s.activate_ability(1, Step.BEGIN_COMBAT, "A", "{2}, {T}:", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_tapped("Grizzly Bears", tapped))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if snow:
        s.execute()
    else:
        with pytest.raises(ScenarioError):
            s.execute()
    s.assert_life("B", 18)


def test_blazing_shoal_x_is_the_exiled_cards_mana_value(real_db: CardDatabase) -> None:
    """107.3, 118.9: Blazing Shoal cast by exiling Lava Axe (a red card, mana value 5) with
    X = 5 and no land: Grizzly Bears gets +5/+0: 7/2 this turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Blazing Shoal")
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.set_choice("A", "yes")  # the alternative cost (601.2b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blazing Shoal", targets=["Grizzly Bears"], x=5)
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 7, 2))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_exile_count("Lava Axe", 1)


def test_titan_hunter_that_player_is_the_active_player(real_db: CardDatabase) -> None:
    """Titan Hunter (A's): at each player's end step with no creature died, 4 damage to that
    player: A at its end step (16), B at its own (16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Titan Hunter")
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_life("A", 16), sc.assert_life("B", 20)))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 16)
    s.assert_life("B", 16)


@pytest.mark.parametrize("snow", [True, False])
def test_506_2_arctic_foxes_defending_player_in_the_layers(real_db: CardDatabase,
                                                           snow: bool) -> None:
    """Arctic Foxes (a static ability judged in the layers, by the player it attacks): B's
    Hill Giant (power 3) can't block it while B controls a Snow-Covered Forest (the block is
    refused, B 19); with a plain Forest it blocks and the Foxes dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arctic Foxes")
    s.add_card(Zone.BATTLEFIELD, "B", "Snow-Covered Forest" if snow else "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Arctic Foxes")
    s.block(1, "B", "Hill Giant", "Arctic Foxes")
    s.stop_at(1, Step.END_TURN)
    if snow:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_life("B", 19)
    else:
        s.execute()
        s.assert_graveyard_count("A", "Arctic Foxes", 1)
