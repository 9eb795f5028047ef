"""Audit (session 22, qa22b) of cards `cond` and `counters` made play this session: each card
played against its Oracle text with exact figures, real cards from the shared MTGJSON file
(skipped when it is absent). These cards play right; misplays found are in
test_misplays_qa22b_s22.py."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _run(s: Scenario, turn: int, step: Step) -> Scenario:
    s.stop_at(turn, step)
    s.execute()
    return s


# --------------------------------------- 503.1a, 504.1, 103.8a: Armageddon Clock's doom counters


def test_armageddon_clock_damage_equal_to_doom_counters_in_draw_step(real_db: CardDatabase) -> None:
    """A's Clock starts with 1 doom counter. Turn 1 upkeep: 2 counters; A skips turn 1's draw
    step (103.8a): no damage. Turn 3 upkeep: 3 counters; turn 3 draw step: 3 damage to each
    player (17 and 17)."""
    assert_compiled(real_db, "Armageddon Clock")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Armageddon Clock", counters={"doom": 1})
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_counter_count("A", "Armageddon Clock", "doom", 2), sc.assert_life("A", 20)))
    _run(s, 3, Step.PRECOMBAT_MAIN)
    s.assert_counter_count("A", "Armageddon Clock", "doom", 3)
    s.assert_life("A", 17)
    s.assert_life("B", 17)


# ------------------------------------------ 613.4c: Infinite Hourglass, +1/+0 per time counter


def test_infinite_hourglass_all_creatures_per_time_counter(real_db: CardDatabase) -> None:
    """Hourglass with 2 time counters; turn 1 upkeep adds a third: A's and B's Grizzly Bears
    are each 5/2."""
    assert_compiled(real_db, "Infinite Hourglass")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Infinite Hourglass", counters={"time": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    _run(s, 1, Step.PRECOMBAT_MAIN)
    s.assert_counter_count("A", "Infinite Hourglass", "time", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 2)
    s.assert_power_toughness("B", "Grizzly Bears", 5, 2)


# ----------------------------------------------- 608.2h: Tibalt's −4 counts the hand on resolution


def test_tibalt_minus_four_damage_equal_to_cards_in_that_players_hand(
        real_db: CardDatabase) -> None:
    """Tibalt with 4 loyalty (2 + 2); −4 at B, who holds 3 cards: B at 17; Tibalt, at 0
    loyalty, is put into the graveyard (704.5i)."""
    assert_compiled(real_db, "Tibalt, the Fiend-Blooded")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tibalt, the Fiend-Blooded", counters={"loyalty": 2})
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-4:", targets=["B"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Tibalt, the Fiend-Blooded", 1)


# --------------------------------------------- 510.3a, 608.2h: Glenn draws cards equal to his power


def test_glenn_draws_cards_equal_to_his_power(real_db: CardDatabase) -> None:
    """Glenn (1/3) pumped by Giant Growth (4/6) deals 4 combat damage to B: A draws 4."""
    assert_compiled(real_db, "Glenn, the Voice of Calm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glenn, the Voice of Calm")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.attack(1, "A", "Glenn, the Voice of Calm")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Giant Growth",
                 targets=["Glenn, the Voice of Calm"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_life("B", 16)
    s.assert_hand_count("A", 4)


# ----------------------------------------- 608.2h, 113.7a: Lifeblood Hydra's power as it last was


def test_lifeblood_hydra_dies_gain_and_draw_its_last_power(real_db: CardDatabase) -> None:
    """Lifeblood Hydra (0/0 with three +1/+1 counters) is Murdered: its last known power is 3,
    so A gains 3 life and draws 3 cards."""
    assert_compiled(real_db, "Lifeblood Hydra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lifeblood Hydra", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Lifeblood Hydra"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_graveyard_count("A", "Lifeblood Hydra", 1)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 3)


# ------------------------------------------------------ 608.2h: "for each other attacking Aurochs"


def _aurochs(db: CardDatabase, *others: str) -> Scenario:
    assert_compiled(db, "Aurochs")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aurochs")
    s.attack(1, "A", "Aurochs")
    for name in others:
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    return _run(s, 1, Step.DECLARE_BLOCKERS)


def test_aurochs_plus_one_for_each_other_attacking_aurochs(real_db: CardDatabase) -> None:
    """Two Aurochs attack: each counts the other one, each is 3/3."""
    assert_compiled(real_db, "Aurochs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aurochs", 2)
    s.attack(1, "A", "Aurochs#1")
    s.attack(1, "A", "Aurochs#2")
    _run(s, 1, Step.DECLARE_BLOCKERS)
    st = s.state
    from mtg_engine.rules.layers import characteristics
    pts = sorted((characteristics(st, o).power, characteristics(st, o).toughness)
                 for o in st.battlefield if st.objects[o].card.name == "Aurochs")
    assert pts == [(3, 3), (3, 3)]


def test_aurochs_not_itself_nor_other_creatures(real_db: CardDatabase) -> None:
    """Aurochs attacks with Grizzly Bears: no other attacking Aurochs, it stays 2/3."""
    s = _aurochs(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Aurochs", 2, 3)


# ------------------------------------------------ 119.3: Debt to the Deathless, "life lost this way"


def test_debt_to_the_deathless_two_times_x(real_db: CardDatabase) -> None:
    """X = 3: B loses 6 (14) and A gains the 6 lost (26)."""
    assert_compiled(real_db, "Debt to the Deathless")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Debt to the Deathless")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Debt to the Deathless", x=3)
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_life("B", 14)
    s.assert_life("A", 26)


# --------------------------------------- 608.2c, 701.47a: amass X counted after the two draws


def test_commence_the_endgame_amass_counts_the_hand_after_drawing(real_db: CardDatabase) -> None:
    """A holds Commence the Endgame and 2 other cards; after it draws two, A holds 4 cards:
    a 0/0 Zombie Army with four +1/+1 counters (4/4)."""
    assert_compiled(real_db, "Commence the Endgame")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Commence the Endgame")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Commence the Endgame")
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_hand_count("A", 4)
    s.assert_counter_count("A", "Zombie Army Token", "+1/+1", 4)
    s.assert_power_toughness("A", "Zombie Army Token", 4, 4)


# ---------------------------------------- 714.2b: Tymaret Calls the Dead, chapter III's X Zombies


def test_tymaret_chapter_three_x_is_zombies_you_control(real_db: CardDatabase) -> None:
    """The Saga with 2 lore counters gets its third in turn 1's precombat main: A controls two
    Zombies (Walking Corpse) and B one: A gains 2 life (22)."""
    assert_compiled(real_db, "Tymaret Calls the Dead")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tymaret Calls the Dead", counters={"lore": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    _run(s, 1, Step.BEGIN_COMBAT)
    s.assert_life("A", 22)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Tymaret Calls the Dead", 1)


# ------------------------------------- 611.3a: the Auras' "as long as" conditions, checked always


def _aura(db: CardDatabase, aura: str, creature: str, *others: str) -> Scenario:
    assert_compiled(db, aura)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    s.add_card(Zone.BATTLEFIELD, "A", aura, attached_to=creature)
    for o in others:
        s.add_card(Zone.BATTLEFIELD, "A", o)
    return _run(s, 1, Step.PRECOMBAT_MAIN)


def test_favorable_destiny_white_creature_alone(real_db: CardDatabase) -> None:
    """On Savannah Lions (white 2/1), alone: 3/3, no shroud (no other creature)."""
    s = _aura(real_db, "Favorable Destiny", "Savannah Lions")
    s.assert_power_toughness("A", "Savannah Lions", 3, 3)
    s.assert_abilities("A", "Savannah Lions", ["Shroud"], present=False)


def test_favorable_destiny_nonwhite_with_another_creature(real_db: CardDatabase) -> None:
    """On Grizzly Bears (green), with Savannah Lions beside it: no bonus (2/2), shroud."""
    s = _aura(real_db, "Favorable Destiny", "Grizzly Bears", "Savannah Lions")
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Shroud"])


def test_predators_gambit_intimidate_only_alone(real_db: CardDatabase) -> None:
    """On Grizzly Bears alone: 4/3 with intimidate."""
    s = _aura(real_db, "Predator's Gambit", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Intimidate"])


def test_predators_gambit_no_intimidate_with_another_creature(real_db: CardDatabase) -> None:
    """With Savannah Lions beside it: 4/3, no intimidate."""
    s = _aura(real_db, "Predator's Gambit", "Grizzly Bears", "Savannah Lions")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Intimidate"], present=False)


# ----------------------------------------------------- 608.2c: "for each card exiled this way"


def test_crypt_incursion_three_life_per_creature_card_of_that_player(
        real_db: CardDatabase) -> None:
    """B's graveyard: 2 Grizzly Bears and a Forest; A's: a Grizzly Bears. Crypt Incursion at
    B: B's 2 Bears are exiled (the Forest stays, A's Bears stays), A gains 6 (26)."""
    assert_compiled(real_db, "Crypt Incursion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Crypt Incursion")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Forest")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crypt Incursion", targets=["B"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_life("A", 26)
    s.assert_exile_count("Grizzly Bears", 2, player="B")
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_honor_the_fallen_all_graveyards(real_db: CardDatabase) -> None:
    """A's graveyard: a Grizzly Bears; B's: 2 Grizzly Bears and a Forest: 3 exiled, A at 23."""
    assert_compiled(real_db, "Honor the Fallen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Honor the Fallen")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Forest")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Honor the Fallen")
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_life("A", 23)
    s.assert_exile_count("Grizzly Bears", 3)
    s.assert_graveyard_count("B", "Forest", 1)


# ------------------------------------------ 601.2f: Stone Idol Trap, {1} less per attacking creature


def test_stone_idol_trap_cheaper_for_each_attacker_and_exiled_at_your_end_step(
        real_db: CardDatabase) -> None:
    """A attacks with 3 Grizzly Bears; B, with 3 Mountains only, casts Stone Idol Trap
    ({5}{R} less 3) and blocks nothing. The 6/12 Construct is B's; it is still there in A's
    end step and exiled at B's next end step (turn 2)."""
    assert_compiled(real_db, "Stone Idol Trap")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Stone Idol Trap")
    for i in (1, 2, 3):
        s.attack(1, "A", f"Grizzly Bears#{i}")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Stone Idol Trap")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("B", "Construct Token", 1))
    s.check(2, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_permanent_count("B", "Construct Token", 1))
    _run(s, 3, Step.UPKEEP)
    s.assert_permanent_count("B", "Construct Token", 0)


# ----------------------------------------- 604.3: Sound the Call's Wolf counts every graveyard


def test_sound_the_call_wolf_counts_each_graveyard(real_db: CardDatabase) -> None:
    """B's graveyard holds a Sound the Call; A's resolves and goes to A's graveyard: the Wolf
    is 1/1 + 2 = 3/3."""
    assert_compiled(real_db, "Sound the Call")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Sound the Call")
    s.add_card(Zone.GRAVEYARD, "B", "Sound the Call")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sound the Call")
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_power_toughness("A", "Wolf Token", 3, 3)


# ---------------------------------------- 702.? heroic: only A's own spell (Favored Hoplite)


def test_favored_hoplite_heroic_counter_and_prevention(real_db: CardDatabase) -> None:
    """A's Giant Growth on Favored Hoplite: a +1/+1 counter (1/2 → 5/6 this turn) and all
    damage to it this turn is prevented: B's Lightning Bolt afterwards deals none."""
    assert_compiled(real_db, "Favored Hoplite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Favored Hoplite")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Favored Hoplite"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Favored Hoplite"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_counter_count("A", "Favored Hoplite", "+1/+1", 1)
    s.assert_power_toughness("A", "Favored Hoplite", 5, 6)
    s.assert_damage("Favored Hoplite", 0)


def test_favored_hoplite_not_an_opponents_spell(real_db: CardDatabase) -> None:
    """B's Shock on Favored Hoplite: no counter, no prevention; the 1/2 Hoplite dies."""
    assert_compiled(real_db, "Favored Hoplite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Favored Hoplite")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Favored Hoplite"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_graveyard_count("A", "Favored Hoplite", 1)


# ------------------------------------------------------- 122.5: Simic Guildmage moves one counter


def test_simic_guildmage_moves_one_counter_between_a_players_creatures(
        real_db: CardDatabase) -> None:
    """A's Grizzly Bears with two +1/+1 counters; {1}{G} moves one onto A's Savannah Lions:
    Bears 3/3 with 1, Lions 3/2 with 1."""
    assert_compiled(real_db, "Simic Guildmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Simic Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}:",
                       targets=["Grizzly Bears", "Savannah Lions"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Savannah Lions", "+1/+1", 1)
    s.assert_power_toughness("A", "Savannah Lions", 3, 2)


# ---------------------------------------------------------------- 702.? Jiang Yanggu's static


def test_jiang_yanggu_minus_one_then_the_creature_taps_for_mana(real_db: CardDatabase) -> None:
    """Jiang's −1 on Grizzly Bears (a +1/+1 counter: 3/3); the Bears then has "{T}: Add one
    mana of any color" and pays for Giant Growth on itself (6/6); B's Bears has nothing."""
    assert_compiled(real_db, "Jiang Yanggu, Wildcrafter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jiang Yanggu, Wildcrafter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-1:", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Giant Growth", targets=["Grizzly Bears"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_counter_count("A", "Jiang Yanggu, Wildcrafter", "loyalty", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
    s.assert_tapped("Grizzly Bears")


# --------------------------------- 603.2h-style limit: Anje's "triggers only once each turn"


def test_anje_blood_only_once_each_turn(real_db: CardDatabase) -> None:
    """A's Anje; A casts two Child of Night (Vampires) in turn 1: one Blood token; another in
    turn 3: a second. B's Child of Night (turn 2) makes none for A."""
    assert_compiled(real_db, "Anje, Maid of Dishonor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Anje, Maid of Dishonor")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Child of Night", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Child of Night")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Child of Night")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Child of Night")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Blood Token", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Child of Night")
    s.check(2, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Blood Token", 1))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Child of Night")
    _run(s, 3, Step.POSTCOMBAT_MAIN)
    s.assert_permanent_count("A", "Child of Night", 3)
    s.assert_permanent_count("A", "Blood Token", 2)
    s.assert_permanent_count("B", "Blood Token", 0)


# -------------------------------------------- 614.1a: Kaya's −2, twice that many tokens this turn


def test_kaya_minus_two_doubles_tokens_this_turn_only(real_db: CardDatabase) -> None:
    """Kaya −2, then Raise the Alarm: four Soldiers; Raise the Alarm in turn 3: two more."""
    assert_compiled(real_db, "Kaya, Geist Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kaya, Geist Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Raise the Alarm")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Soldier Token", 4))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    _run(s, 3, Step.POSTCOMBAT_MAIN)
    s.assert_permanent_count("A", "Soldier Token", 6)
    s.assert_counter_count("A", "Kaya, Geist Hunter", "loyalty", 1)


# ---------------------------------- 603.6, 611.2: Rekindling Phoenix's Elemental brings it back


def test_rekindling_phoenix_returns_with_haste_at_your_upkeep(real_db: CardDatabase) -> None:
    """The Phoenix is Murdered in turn 1: a 0/1 Elemental. A's turn 3 upkeep: the Elemental
    is sacrificed and the Phoenix returns (4/3) with haste."""
    assert_compiled(real_db, "Rekindling Phoenix")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rekindling Phoenix")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Rekindling Phoenix"])
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_permanent_count("A", "Elemental Token", 1),
        sc.assert_power_toughness("A", "Elemental Token", 0, 1),
        sc.assert_graveyard_count("A", "Rekindling Phoenix", 1)))
    _run(s, 3, Step.PRECOMBAT_MAIN)
    s.assert_permanent_count("A", "Elemental Token", 0)
    s.assert_permanent_count("A", "Rekindling Phoenix", 1)
    s.assert_power_toughness("A", "Rekindling Phoenix", 4, 3)
    s.assert_abilities("A", "Rekindling Phoenix", ["Haste"])


# ---------------------------------------- 107.3, 118.3: Blademane Baku removes X ki counters


def test_blademane_baku_plus_two_per_counter_removed(real_db: CardDatabase) -> None:
    """Baku with 3 ki counters; {1}, remove 2: 1/1 + 4/0 = 5/1, one ki counter left."""
    assert_compiled(real_db, "Blademane Baku")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blademane Baku", counters={"ki": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Remove X", x=2)
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_counter_count("A", "Blademane Baku", "ki", 1)
    s.assert_power_toughness("A", "Blademane Baku", 5, 1)


# ------------------------------------------- 603.7: Hornet Cannon's Hornet destroyed at end step


def test_hornet_cannon_hornet_destroyed_at_the_next_end_step(real_db: CardDatabase) -> None:
    """{3}, {T}: a 1/1 colorless Insect artifact creature named Hornet with flying and haste;
    it is destroyed at the beginning of that turn's end step."""
    assert_compiled(real_db, "Hornet Cannon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hornet Cannon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Hornet", 1, 1),
        sc.assert_abilities("A", "Hornet", ["Flying", "Haste"]),
        sc.assert_type("Hornet", "Artifact")))
    _run(s, 2, Step.UPKEEP)
    s.assert_permanent_count("A", "Hornet", 0)


# --------------------------------------------- 122.5: Bioshift moves the number A chooses


def test_bioshift_moves_the_chosen_number_of_counters(real_db: CardDatabase) -> None:
    """A's Grizzly Bears with three +1/+1 counters; Bioshift moves 2 onto A's Savannah Lions:
    Bears 3/3 (1 counter), Lions 4/3 (2)."""
    assert_compiled(real_db, "Bioshift")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Bioshift")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.set_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bioshift",
                 targets=["Grizzly Bears", "Savannah Lions"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Savannah Lions", "+1/+1", 2)
    s.assert_power_toughness("A", "Savannah Lions", 4, 3)


def test_simic_guildmage_same_controller_rechecked_on_resolution(real_db: CardDatabase) -> None:
    """608.2b: A's {1}{G} aims at A's Bears (two counters) and A's Lions; B answers with Ray
    of Command on the Lions (B controls them now): the Lions are no longer controlled by the
    first target's controller, an illegal target, and no counter moves (Bears keeps 2)."""
    assert_compiled(real_db, "Simic Guildmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Simic Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Act of Aggression")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}:",
                       targets=["Grizzly Bears", "Savannah Lions"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Act of Aggression", targets=["Savannah Lions"],
                 responding_to="Simic Guildmage")
    _run(s, 1, Step.BEGIN_COMBAT)
    s.assert_permanent_count("B", "Savannah Lions", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("B", "Savannah Lions", "+1/+1", 0)


# ------------------------------------- 613.1b, 611.2a: Tibalt's −6, control until end of turn


def _tibalt_ultimate(db: CardDatabase, turn: int, step: Step) -> Scenario:
    """Tibalt with 6 loyalty (2 + 4); B's Grizzly Bears is tapped. −6 in A's turn 1."""
    assert_compiled(db, "Tibalt, the Fiend-Blooded")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tibalt, the Fiend-Blooded", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:")
    return _run(s, turn, step)


def test_tibalt_minus_six_gains_control_untaps_and_gives_haste(real_db: CardDatabase) -> None:
    """A controls the Bears (untapped, with haste) and keeps its own Lions, which gain haste."""
    s = _tibalt_ultimate(real_db, 1, Step.BEGIN_COMBAT)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_abilities("A", "Grizzly Bears", ["Haste"])
    s.assert_abilities("A", "Savannah Lions", ["Haste"])


def test_tibalt_minus_six_control_ends_with_the_turn(real_db: CardDatabase) -> None:
    """In B's turn 2 the Bears is B's again, without haste."""
    s = _tibalt_ultimate(real_db, 2, Step.PRECOMBAT_MAIN)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_abilities("B", "Grizzly Bears", ["Haste"], present=False)


# ---------------------------------------------------- 509.1h, 115.1: Groffskithur's trigger


def test_groffskithur_returns_a_card_of_its_name_when_blocked(real_db: CardDatabase) -> None:
    """A's Groffskithur attacks and B's Wall of Wood blocks it: A returns the Groffskithur in
    A's graveyard to A's hand (the Grizzly Bears there stays)."""
    assert_compiled(real_db, "Groffskithur")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Groffskithur")
    s.add_card(Zone.GRAVEYARD, "A", "Groffskithur")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Groffskithur")
    s.block(1, "B", "Wall of Wood", "Groffskithur")
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_hand_count("A", 1, "Groffskithur")
    s.assert_graveyard_count("A", "Groffskithur", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


# --------------------------------------------- 701.22a, 603.5: Unblinking Bleb's optional scry


def _bleb(db: CardDatabase, *answers: str) -> Scenario:
    """A casts Unblinking Bleb face down and turns it face up in turn 1; A's library has
    Grizzly Bears under Savannah Lions on top (of the filler). Turn 3's draw shows the top."""
    assert_compiled(db, "Unblinking Bleb")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Unblinking Bleb")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Savannah Lions")
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unblinking Bleb", face_down=True)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A",
                       "{2}{U}: Turn this face-down permanent face up.")
    return _run(s, 3, Step.PRECOMBAT_MAIN)


def test_unblinking_bleb_may_decline_the_scry(real_db: CardDatabase) -> None:
    """A declines: the Lions stay on top and are drawn in turn 3."""
    s = _bleb(real_db, "no")
    s.assert_power_toughness("A", "Unblinking Bleb", 1, 3)
    s.assert_hand_count("A", 1, "Savannah Lions")


def test_unblinking_bleb_scry_two_lions_to_the_bottom(real_db: CardDatabase) -> None:
    """A scries 2 and puts the Lions on the bottom: the Bears is drawn in turn 3."""
    s = _bleb(real_db, "yes", "Savannah Lions")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 0, "Savannah Lions")


# ------------------------------------- 601.2f, 602.2b: Boseiju's channel, {1} less per legend


def test_boseiju_channel_costs_one_less_for_each_legendary_creature(
        real_db: CardDatabase) -> None:
    """A controls Kalitas (a legendary creature) and one Forest: channel costs {G}; B's
    Howling Mine is destroyed; B declines the search."""
    assert_compiled(real_db, "Boseiju, Who Endures")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Traitor of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Boseiju, Who Endures")
    s.add_card(Zone.BATTLEFIELD, "B", "Howling Mine")
    s.set_choice("B", "no")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Channel", targets=["Howling Mine"])
    _run(s, 1, Step.POSTCOMBAT_MAIN)
    s.assert_graveyard_count("B", "Howling Mine", 1)
    s.assert_graveyard_count("A", "Boseiju, Who Endures", 1)
    s.assert_tapped("Forest")
