"""Session-18 misplay audit (issue 11's hand check, `qa18`) of the 313 cards the first merge
round gained (`/work/lead/s18/gained_r1.txt`): the 50 of `qa18_sample.txt` and the 12
XMage-tested ones, then every other card of the list that `qa18b` does not audit (about 265
read in all), against their Oracle text and the Comprehensive Rules; the doubts are played here
with exact figures, one test per card (two where both sides of a condition matter), naming the
rule. No misplay found: every card played here plays as printed. The scenario defaults were the
cause of each first failure (a source of restricted mana is never tapped by the automatic
payment, rules/mana._tap_mana_ability: its ability is activated first; an "up to one" choice
left empty; the first legal creature chosen for a sacrifice), so the tests name those
choices."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_treasure_map_third_landmark_transforms_and_makes_treasures(
        real_db: CardDatabase) -> None:
    """608.2c ("Then if there are three or more landmark counters on it, remove those counters,
    transform ~, and create three Treasure tokens"): the condition is read once, before the
    counters are removed, so all three instructions happen (712.8, 111.10a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Treasure Map", counters={"landmark": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 3)
    s.assert_permanent_count("A", "Treasure Cove", 1)
    s.assert_counter_count("A", "Treasure Cove", "landmark", 0)


def test_treasure_map_second_landmark_does_nothing_more(real_db: CardDatabase) -> None:
    """608.2c: with two landmark counters after the first, nothing is removed or created."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Treasure Map", counters={"landmark": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 0)
    s.assert_counter_count("A", "Treasure Map", "landmark", 2)


def test_fatigue_skips_the_targets_next_draw_step_on_their_turn(real_db: CardDatabase) -> None:
    """614.10, 614.10a: cast on A's turn 1, the skip waits for B's draw step on turn 2 (it is
    not ended by A's cleanup step); A still draws on turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Fatigue")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fatigue", targets=["B"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_hand_count("A", 1)


def test_blinding_angel_skips_the_damaged_players_next_combat(real_db: CardDatabase) -> None:
    """614.10 ("that player skips their next combat phase"): after the Angel's 2 combat damage
    on turn 1, B's turn-2 combat phase is skipped, so B's scheduled attack never comes."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blinding Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Blinding Angel")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="never came"):
        s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_pattern_of_rebirth_lets_the_creatures_controller_search(real_db: CardDatabase) -> None:
    """603.10a, 608.2h ("that creature's controller may search their library"): A's Pattern on
    B's Grizzly Bears; the Bears die, B (their controller) puts Hill Giant from B's library onto
    the battlefield, A's library is not searched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Pattern of Rebirth", attached_to="Grizzly Bears")
    s.add_card(Zone.LIBRARY, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Craw Wurm", 0)


def test_ashling_the_pilgrim_third_resolution_deals_the_counters_removed(
        real_db: CardDatabase) -> None:
    """608.2c, 608.2h ("If this is the third time this ability has resolved this turn, remove
    all +1/+1 counters ..., and it deals that much damage"): the third resolution removes 3
    counters and deals 3 to each creature and each player; Ashling (1/1 again) and Hill Giant
    die."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashling the Pilgrim")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    for _ in range(3):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Ashling the Pilgrim", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Craw Wurm", 3)


def test_ashling_the_pilgrim_second_resolution_keeps_its_counters(real_db: CardDatabase) -> None:
    """608.2c: after two resolutions Ashling is a 3/3 and nothing is dealt."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashling the Pilgrim")
    for _ in range(2):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Ashling the Pilgrim", 3, 3)
    s.assert_life("B", 20)


def test_weathered_sentinels_attacks_a_player_who_attacked(real_db: CardDatabase) -> None:
    """702.3b exception ("can attack players who attacked you during their last turn as though
    it didn't have defender"), 508.1: B attacked A on turn 2, so on turn 3 the Sentinels attack
    B and get +3/+3 (5/8): B goes to 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weathered Sentinels")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(3, "A", "Weathered Sentinels")
    s.check(3, Step.COMBAT_DAMAGE, lambda sc: sc.assert_power_toughness(
        "A", "Weathered Sentinels", 5, 8))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 15)


def test_weathered_sentinels_cant_attack_a_player_who_didnt(real_db: CardDatabase) -> None:
    """702.3b: B did not attack on turn 2, so the Sentinels (defender) can't attack on turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weathered Sentinels")
    s.attack(3, "A", "Weathered Sentinels")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)


def test_nim_deathmantle_returns_the_creature_and_attaches(real_db: CardDatabase) -> None:
    """603.2, 608.2c ("you may pay {4}. If you do, return that card to the battlefield and
    attach ~ to it"): A's Grizzly Bears die; A pays {4}, the Bears return equipped, a 4/4 black
    Zombie with intimidate."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Nim Deathmantle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Nim Deathmantle", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_color("Grizzly Bears", ["Black"])
    s.assert_subtype("Grizzly Bears", "Zombie")
    s.assert_subtype("Grizzly Bears", "Bear", present=False)
    s.assert_abilities("A", "Grizzly Bears", ["Intimidate"])


def test_brutal_expulsion_exiles_the_creature_it_kills(real_db: CardDatabase) -> None:
    """614.1a, 700.4 ("If that creature or planeswalker would die this turn, exile it
    instead"): mode 2 on Grizzly Bears: 2 damage, exiled instead of put into the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Brutal Expulsion")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brutal Expulsion", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)


def test_dust_of_moments_removes_and_adds_time_counters(real_db: CardDatabase) -> None:
    """122.1 ("Remove two time counters from each permanent"): Dust of Moments' first mode on
    A's permanent with three time counters leaves one."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Dust of Moments")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"time": 3})
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dust of Moments")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "time", 1)


def test_dust_of_moments_adds_only_where_a_time_counter_is(real_db: CardDatabase) -> None:
    """122.1 ("each permanent with a time counter on it"): mode 2 puts two more on the Bears
    with one, none on the Hill Giant with none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Dust of Moments")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"time": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dust of Moments")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "time", 3)
    s.assert_counter_count("B", "Hill Giant", "time", 0)


def test_basri_minus_one_counters_each_attacker_this_turn(real_db: CardDatabase) -> None:
    """603.7 (a delayed "whenever" for the turn), 606.3: Basri's −1, then Grizzly Bears attack:
    a +1/+1 counter, B takes 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Basri, Devoted Paladin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-1:")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Basri, Devoted Paladin", "loyalty", 3)


def test_brine_comber_makes_a_spirit_when_an_aura_targets_it(real_db: CardDatabase) -> None:
    """603.2 ("becomes the target of an Aura spell", 115.1): A casts Holy Strength on Brine
    Comber: one Spirit token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.HAND, "A", "Holy Strength")
    s.add_card(Zone.BATTLEFIELD, "A", "Brine Comber")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Holy Strength", targets=["Brine Comber"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_power_toughness("A", "Brine Comber", 2, 3)


def test_autumns_veil_stops_a_blue_counterspell(real_db: CardDatabase) -> None:
    """101.2, 701.6 ("Spells you control can't be countered by blue or black spells this
    turn"): B's Counterspell on A's Grizzly Bears does nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Autumn's Veil")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Autumn's Veil")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)


def test_karfell_harbinger_mana_casts_an_instant_not_a_creature(real_db: CardDatabase) -> None:
    """106.6 ("Spend this mana only to ... cast an instant or sorcery spell"): its {U}, made
    first, pays for Opt; with it Mistform Ultimus ({3}{U}, a creature spell) is never
    playable."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karfell Harbinger")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.HAND, "A", "Mistform Ultimus")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}", source="Karfell Harbinger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Opt", 1)
    s.assert_tapped("Karfell Harbinger", True)
    assert sum(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Island") == 0


def test_aquitects_will_makes_an_island_and_draws_with_a_merfolk(real_db: CardDatabase) -> None:
    """205.1b, 122.1 ("is an Island ... for as long as it has a flood counter on it"); 608.2c
    ("If you control a Merfolk, draw a card")."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Merfolk of the Pearl Trident")
    s.add_card(Zone.HAND, "A", "Aquitect's Will")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aquitect's Will", targets=["Mountain"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_subtype("Mountain", "Island")
    s.assert_subtype("Mountain", "Mountain")
    s.assert_counter_count("B", "Mountain", "flood", 1)
    s.assert_hand_count("A", 1)


def test_the_akroan_war_ii_forces_a_creature_that_came_later(real_db: CardDatabase) -> None:
    """611.2c (a rule-modifying effect also affects objects that come later), 508.1d ("Until
    your next turn, creatures your opponents control attack each combat if able"): chapter II
    on turn 1; on turn 2 B's Grizzly Bears and the Raging Goblin (haste) B casts that turn both
    attack: A goes to 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Akroan War", counters={"lore": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Raging Goblin")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Raging Goblin")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)


def test_doublecast_copies_only_your_next_instant(real_db: CardDatabase) -> None:
    """603.7c, 707.10 ("When you cast your next instant or sorcery spell this turn, copy that
    spell"): B's Shock is not copied (A 18); A's Shock is, B goes to 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Doublecast")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 1)
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doublecast")
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Shock", targets=["A"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 16)


def test_marchesa_returns_a_creature_that_died_with_a_counter(real_db: CardDatabase) -> None:
    """603.10a (the counter seen as it last existed), 603.7 ("return that card ... at the
    beginning of the next end step"): A's Grizzly Bears with a +1/+1 counter die to a Bolt and
    return at the end step, as a new object without the counter (400.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Marchesa, the Black Rose")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)


def test_grafted_wargear_sacrifices_the_creature_it_leaves(real_db: CardDatabase) -> None:
    """301.5c, 603.2 ("Whenever ~ becomes unattached from a permanent, sacrifice that
    permanent"): equipped to Hill Giant, the Wargear leaves Grizzly Bears, which are
    sacrificed; the Giant is 6/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grafted Wargear", attached_to="Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Hill Giant", 6, 5)


def test_reins_of_power_swaps_untaps_and_hastes_until_end_of_turn(real_db: CardDatabase) -> None:
    """701.12a, 613.1b, 514.2 ("Untap all creatures ... You and that opponent each gain control
    of all creatures the other controls until end of turn. Those creatures gain haste"): A's
    tapped Bears go to B untapped; A attacks with B's Hill Giant (haste): B 17; at turn 2 each
    creature is back with its controller."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Reins of Power")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reins of Power", targets=["B"])
    s.attack(1, "A", "Hill Giant")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("B", "Grizzly Bears", 1))
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_tapped("Grizzly Bears", False))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_cataclysmic_gearhulk_keeps_one_of_each_type_and_lands(real_db: CardDatabase) -> None:
    """701.21a, 608.2d ("each player chooses an artifact, a creature, an enchantment, and a
    planeswalker from among the nonland permanents they control, then sacrifices the rest"): B
    keeps Grizzly Bears, their Pacifism and the two Swamps; Hill Giant is sacrificed. A keeps
    the Gearhulk (an artifact creature, 205.2a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Cataclysmic Gearhulk")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cataclysmic Gearhulk")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_battlefield_count("B", 4)
    s.assert_graveyard_count("B", None, 1)
    s.assert_permanent_count("A", "Cataclysmic Gearhulk", 1)


def test_gather_specimens_takes_the_creature_an_opponent_casts(real_db: CardDatabase) -> None:
    """614.12 ("If a creature would enter the battlefield under an opponent's control this turn,
    it enters the battlefield under your control instead"): cast in response to B's Grizzly
    Bears, A gets them."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Gather Specimens")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Gather Specimens", responding_to="Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_soul_barrier_damages_the_caster_who_doesnt_pay(real_db: CardDatabase) -> None:
    """118.12 ("~ deals 2 damage to that player unless they pay {2}"): B (who chooses, by
    default, not to pay) casts Grizzly Bears and takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Barrier")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_erg_raiders_that_didnt_attack_deal_2_to_you(real_db: CardDatabase) -> None:
    """603.4 ("if ~ didn't attack this turn ... unless it came under your control this turn"):
    on the battlefield since the start, not attacking on turn 1: A takes 2 at that end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Erg Raiders")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 18)


def test_jarad_drains_the_sacrificed_creatures_last_power(real_db: CardDatabase) -> None:
    """608.2h, 118.3 ("Each opponent loses life equal to the sacrificed creature's power"): the
    Bears with two +1/+1 counters (4/4 as last seen) are sacrificed: B loses 4; Jarad (2/2,
    +1/+1 for each creature card in A's graveyard, 604.3) is 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Jarad, Golgari Lich Lord")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}{G}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Jarad, Golgari Lich Lord", 3, 3)


def test_geistwave_draws_only_for_a_permanent_you_controlled(real_db: CardDatabase) -> None:
    """608.2h ("If you controlled that permanent, draw a card", as it last existed): A bounces
    A's own Bears (2 cards in hand: the Bears and the draw), then B's (no draw)."""
    for who, hand in (("A", 2), ("B", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.HAND, "A", "Geistwave")
        s.add_card(Zone.BATTLEFIELD, who, "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Geistwave", targets=["Grizzly Bears"])
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_hand_count("A", hand)


def test_glyph_keeper_counters_only_the_first_targeting_each_turn(real_db: CardDatabase) -> None:
    """603.2h ("for the first time each turn, counter that spell or ability"): B's first Shock
    is countered, the second resolves: 2 damage on the Keeper (5/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glyph Keeper")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Glyph Keeper"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Glyph Keeper"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Glyph Keeper", 2)
    s.assert_graveyard_count("B", "Shock", 2)


def test_electryte_deals_its_power_to_each_blocking_creature(real_db: CardDatabase) -> None:
    """510.1, 506.4 ("it deals damage equal to its power to each blocking creature"):
    Electryte (3/3) is unblocked, Hill Giant blocks Grizzly Bears; after B takes 3 the Giant
    is dealt 3 and dies; Craw Wurm, not blocking, is dealt nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Electryte")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(1, "A", "Electryte")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Craw Wurm", 0)


def test_mortuary_puts_the_dead_creature_on_top_of_the_library(real_db: CardDatabase) -> None:
    """603.10a, 400.7 ("put that card on top of your library"): A's Bolted Grizzly Bears go
    from A's graveyard to A's (empty) library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mortuary")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.remove_all_from_library("A")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_library_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)


def test_hunted_nightmare_counter_goes_on_the_opponents_creature(real_db: CardDatabase) -> None:
    """122.1b, 608.2d ("target opponent puts a deathtouch counter on a creature they
    control"): B chooses among B's creatures: the counter is on B's Grizzly Bears (which have
    deathtouch), none on A's Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Hunted Nightmare")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunted Nightmare")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "deathtouch", 1)
    s.assert_counter_count("A", "Hill Giant", "deathtouch", 0)
    s.assert_abilities("B", "Grizzly Bears", ["Deathtouch"])


def test_fateful_absence_gives_the_clue_to_the_destroyed_creatures_controller(
        real_db: CardDatabase) -> None:
    """608.2h, 701.16a ("Its controller investigates", as it last existed): B gets the Clue."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Fateful Absence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fateful Absence", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Clue Token", 1)
    s.assert_permanent_count("A", "Clue Token", 0)


def test_lyzolda_red_sacrifice_deals_2_and_draws_nothing(real_db: CardDatabase) -> None:
    """608.2h, 118.3 ("if the sacrificed creature was red ... if the sacrificed creature was
    black"): the red Raging Goblin is sacrificed: B takes 2, A draws nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Lyzolda, the Blood Witch")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.set_choice("A", "Raging Goblin")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Sacrifice", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Raging Goblin", 1)
    s.assert_permanent_count("A", "Lyzolda, the Blood Witch", 1)


def test_equal_treatment_makes_a_bolt_deal_2(real_db: CardDatabase) -> None:
    """614.1a ("If any source would deal 1 or more damage ... it deals 2 damage ... instead"):
    A's Lightning Bolt deals 2 to B; A drew a card from Equal Treatment."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Equal Treatment")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Equal Treatment")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 1)


def test_urza_lands_together_make_seven(real_db: CardDatabase) -> None:
    """106.1, 605.1a (Urza's Mine: "If you control an Urza's Power-Plant and an Urza's Tower,
    add {C}{C} instead", the subtypes 205.3i): the three lands make 2 + 2 + 3 = 7 mana, enough
    for Juggernaut ({4}) and Alloy Myr ({3})."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Urza's Mine")
    s.add_card(Zone.BATTLEFIELD, "A", "Urza's Power Plant")
    s.add_card(Zone.BATTLEFIELD, "A", "Urza's Tower")
    s.add_card(Zone.HAND, "A", "Juggernaut")
    s.add_card(Zone.HAND, "A", "Alloy Myr")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Juggernaut")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alloy Myr")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Juggernaut", 1)
    s.assert_permanent_count("A", "Alloy Myr", 1)


def test_urza_lands_without_the_power_plant_make_one_each(real_db: CardDatabase) -> None:
    """106.1: Urza's Mine and Urza's Tower without an Urza's Power-Plant make {C} each: with
    Wastes, 3 mana, not enough for Juggernaut ({4})."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Urza's Mine")
    s.add_card(Zone.BATTLEFIELD, "A", "Urza's Tower")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Juggernaut")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Juggernaut")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_hand_count("A", 1, "Juggernaut")


def test_warped_devotion_the_bounced_permanents_owner_discards(real_db: CardDatabase) -> None:
    """603.2 ("Whenever a permanent is returned to a player's hand, that player discards a
    card"): A's Unsubstantiate returns B's Grizzly Bears; B (hand: the Bears, Hill Giant)
    discards one; A discards nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warped Devotion")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Unsubstantiate")
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsubstantiate", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", None, 1)
    s.assert_hand_count("A", 1, "Craw Wurm")


def test_spectral_prison_is_sacrificed_when_its_creature_is_targeted(
        real_db: CardDatabase) -> None:
    """603.2 ("When enchanted creature becomes the target of a spell, sacrifice ~"): B's Giant
    Growth on the enchanted Grizzly Bears: the Prison is sacrificed, the Bears are 5/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Spectral Prison", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Spectral Prison", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 5, 5)


def test_volcanic_vision_deals_the_returned_cards_mana_value(real_db: CardDatabase) -> None:
    """608.2h ("damage equal to that card's mana value to each creature your opponents
    control"): Volcanic Vision returns Divination (mana value 3): B's Hill Giant (3/3) dies,
    A's Craw Wurm is not dealt damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Volcanic Vision")
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volcanic Vision", targets=["Divination"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Divination")
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Craw Wurm", 0)
    s.assert_exile_count("Volcanic Vision", 1)


def test_acolytes_reward_redeals_the_damage_it_prevents(real_db: CardDatabase) -> None:
    """615.1, 615.5 ("Prevent the next X damage ..., where X is your devotion to white. If
    damage is prevented this way, ~ deals that much damage to any target"): devotion 3 (three
    Savannah Lions); B's Lightning Bolt on a Lions is prevented and Acolyte's Reward deals 3 to
    B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions", 3)
    s.add_card(Zone.HAND, "A", "Acolyte's Reward")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Acolyte's Reward", targets=["Savannah Lions", "B"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Savannah Lions"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Savannah Lions", 3)
    s.assert_life("B", 17)


def test_legion_loyalist_with_two_other_attackers(real_db: CardDatabase) -> None:
    """603.2 ("Whenever ~ and at least two other creatures attack, creatures you control gain
    first strike and trample"): three attackers; Hill Giant blocked by B's Grizzly Bears
    tramples over 1 in the first-strike step; B takes 1 + 1 + 2 = 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Legion Loyalist")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    for c in ("Legion Loyalist", "Hill Giant", "Grizzly Bears@A"):
        s.attack(1, "A", c)
    s.block(1, "B", "Grizzly Bears@B", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 0)


def test_mirrodin_besieged_phyrexian_fifteenth_artifact_wins(real_db: CardDatabase) -> None:
    """608.2c, 104.3e ("draw a card, then discard a card. Then if there are fifteen or more
    artifact cards in your graveyard, target opponent loses the game"): 14 Ornithopters in A's
    graveyard; A draws the 15th and discards it at A's end step: B loses."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Mirrodin Besieged")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter", 14)
    s.add_card(Zone.LIBRARY, "A", "Ornithopter")
    s.set_choice("A", "Phyrexian")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mirrodin Besieged")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 15)
    s.assert_lost("B")


def test_mirrodin_besieged_phyrexian_fourteen_artifacts_dont(real_db: CardDatabase) -> None:
    """608.2c: with 13 artifact cards before, the discard makes 14: nobody loses."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Mirrodin Besieged")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter", 13)
    s.add_card(Zone.LIBRARY, "A", "Ornithopter")
    s.set_choice("A", "Phyrexian")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mirrodin Besieged")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 14)
    s.assert_not_lost("B")


def test_stormfront_riders_returning_itself_still_makes_a_soldier(real_db: CardDatabase) -> None:
    """603.10a, 603.6 ("Whenever ~ or another creature is returned to your hand from the
    battlefield": a leaves-the-battlefield trigger looks back): the Riders return themselves
    and Grizzly Bears: two Soldier tokens."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Stormfront Riders")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "Stormfront Riders")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stormfront Riders")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Soldier Token", 2)


def test_benefaction_of_rhonas_takes_one_creature_and_one_enchantment(
        real_db: CardDatabase) -> None:
    """608.2d ("You may put a creature card and/or an enchantment card from among them into
    your hand. Put the rest into your graveyard"): of Grizzly Bears, Hill Giant, Pacifism,
    Forest and Island, A chooses Hill Giant and Pacifism; three cards go to the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Benefaction of Rhonas")
    for name in ("Island", "Forest", "Pacifism", "Hill Giant", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Pacifism")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Benefaction of Rhonas")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Pacifism")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", None, 4)  # the three cards and Benefaction itself


def test_ajani_steadfast_minus_two_counters_creatures_and_other_walkers(
        real_db: CardDatabase) -> None:
    """606.3, 122.1 ("Put a +1/+1 counter on each creature you control and a loyalty counter on
    each other planeswalker you control"): Grizzly Bears get a +1/+1 counter, Basri (4) gets a
    loyalty counter (5); Ajani goes from 4 to 2; B's Hill Giant gets none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani Steadfast")
    s.add_card(Zone.BATTLEFIELD, "A", "Basri, Devoted Paladin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:", source="Ajani Steadfast")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 0)
    s.assert_counter_count("A", "Basri, Devoted Paladin", "loyalty", 5)
    s.assert_counter_count("A", "Ajani Steadfast", "loyalty", 2)


def test_twist_allegiance_swaps_untaps_and_hastes(real_db: CardDatabase) -> None:
    """701.12a, 613.1b ("You and target opponent each gain control of all creatures the other
    controls until end of turn. Untap those creatures. Those creatures gain haste"): A attacks
    with B's tapped Hill Giant: B 17; on turn 2 each creature is back with its owner."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Twist Allegiance")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twist Allegiance", targets=["B"])
    s.attack(1, "A", "Hill Giant")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("B", "Grizzly Bears", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
