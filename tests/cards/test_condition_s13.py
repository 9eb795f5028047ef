"""Conditions added in session 13 (rules/condition_board.py, rules/condition_turn_facts.py,
conditional alternative costs 118.9): scenario tests with exact figures, each family with a
case where the condition doesn't hold."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


@pytest.mark.parametrize(("blue", "pt"), [(1, (3, 3)), (2, (5, 5))])
def test_105_1_ruham_djinn_most_common_color(real_db: CardDatabase, blue: int,
                                             pt: tuple[int, int]) -> None:
    """Ruham Djinn (5/5, white): "gets -2/-2 as long as white is the most common color among
    all permanents or is tied for most common." One blue permanent beside it: white is tied
    (3/3); two blue ones: blue is more common (5/5). Lands are colourless (105.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ruham Djinn")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake", blue)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Ruham Djinn", *pt)


@pytest.mark.parametrize(("bears", "tokens"), [(0, 0), (1, 1)])
def test_508_1_pack_tactics_total_power_as_declared(real_db: CardDatabase, bears: int,
                                                    tokens: int) -> None:
    """Battle Cry Goblin (2/2): "Whenever ~ attacks, if you attacked with creatures with total
    power 6 or greater this combat, create a 1/1 red Goblin creature token that's tapped and
    attacking." With Hill Giant (3): 5, no token; with Grizzly Bears too: 7, one token, which
    deals combat damage too (2 + 3 + 2 + 1 = 8)."""
    s = Scenario(cards=real_db)
    for name in ("Battle Cry Goblin", "Hill Giant", *["Grizzly Bears"] * bears):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Token", tokens)
    s.assert_life("B", 20 - (5 + 2 * bears + tokens))


def test_508_1_pack_tactics_reads_the_power_as_declared(real_db: CardDatabase) -> None:
    """The total is read as the attackers were declared (7: Battle Cry Goblin 2, Hill Giant 3,
    Grizzly Bears 2): B's Lightning Bolt kills the Bears with the trigger on the stack, and the
    intervening "if" (603.4) still holds as the ability resolves: a token. B takes 2 + 3 + 1."""
    s = Scenario(cards=real_db)
    for name in ("Battle Cry Goblin", "Hill Giant", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Lightning Bolt", targets=("Grizzly Bears",),
                 responding_to="Battle Cry Goblin")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Goblin Token", 1)
    s.assert_life("B", 14)


@pytest.mark.parametrize(("lands", "left"), [(6, 6), (7, 0)])
def test_110_1_impending_disaster_lands_on_the_battlefield(real_db: CardDatabase, lands: int,
                                                          left: int) -> None:
    """Impending Disaster: "At the beginning of your upkeep, if there are seven or more lands
    on the battlefield, sacrifice ~ and destroy all lands." Counted across both players: A 4
    and B 2 or 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Impending Disaster")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", lands - 4)
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Impending Disaster", 1 if left else 0)
    s.assert_permanent_count("A", "Mountain", 4 if left else 0)
    s.assert_permanent_count("B", "Island", lands - 4 if left else 0)


@pytest.mark.parametrize(("cards", "flying"), [(2, True), (3, False)])
def test_506_2_reaper_of_night_defending_players_hand(real_db: CardDatabase, cards: int,
                                                      flying: bool) -> None:
    """Reaper of Night: "Whenever ~ attacks, if defending player has two or fewer cards in
    hand, it gains flying until end of turn." B holds two cards: flying; three: not."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reaper of Night // Harvest Fear")
    s.add_card(Zone.HAND, "B", "Island", cards)
    s.attack(1, "A", "Reaper of Night")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_abilities("A", "Reaper of Night", ["Flying"], present=flying))
    s.stop_at(1, Step.END_TURN)
    s.execute()


@pytest.mark.parametrize(("attackers", "playable"), [(1, True), (2, False)])
def test_118_9_pitfall_trap_alternative_cost_condition(real_db: CardDatabase, attackers: int,
                                                       playable: bool) -> None:
    """Pitfall Trap ({2}{W}): "If exactly one creature is attacking, you may pay {W} rather
    than pay this spell's mana cost." With one Plains, B can cast it only while exactly one
    creature attacks."""
    s = Scenario(cards=real_db)
    for name in ("Grizzly Bears", "Hill Giant")[:attackers]:
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Pitfall Trap")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_playable("B", "Pitfall Trap", playable))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_118_9_pitfall_trap_cast_for_its_alternative_cost(real_db: CardDatabase) -> None:
    """The Trap cast for {W} destroys the one attacker (no damage dealt to B)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Pitfall Trap")
    s.set_choice("B", "yes")  # the alternative cost (601.2b)
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Pitfall Trap", targets=("Hill Giant",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("B", 20)


@pytest.mark.parametrize(("gains", "life"), [(True, (18, 25)), (False, (20, 20))])
def test_118_9_needlebite_trap_an_opponent_gained_life(real_db: CardDatabase, gains: bool,
                                                       life: tuple[int, int]) -> None:
    """Needlebite Trap ({5}{B}{B}): "If an opponent gained life this turn, you may pay {B}
    rather than pay this spell's mana cost. Target player loses 5 life and you gain 5 life."
    A casts Revitalize (gains 3: 23); B, with one Swamp, casts the Trap for {B}: A 18, B 25.
    Without A's gain, B can't cast it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Revitalize")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "B", "Needlebite Trap")
    if gains:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Revitalize")
        s.set_choice("B", "yes")  # the alternative cost (601.2b)
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Needlebite Trap", targets=("A",))
    else:
        s.check(1, Step.POSTCOMBAT_MAIN,
                lambda sc: sc.assert_playable("B", "Needlebite Trap", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", life[0])
    s.assert_life("B", life[1])


@pytest.mark.parametrize(("other", "pt"), [("Grizzly Bears", (3, 2)), ("Raging Goblin", (3, 2)),
                                           ("Goblin Piker", (4, 3))])
def test_102_4_your_team_is_you(real_db: CardDatabase, other: str, pt: tuple[int, int]) -> None:
    """Sickle Dancer (3/2 Human Warrior): "Whenever ~ attacks, if your team controls another
    Warrior, ~ gets +1/+1 until end of turn." 102.4: in a game without teams "your team" is
    "you". Beside Goblin Piker (a Goblin Warrior): 4/3; beside non-Warriors: 3/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sickle Dancer")
    s.add_card(Zone.BATTLEFIELD, "A", other)
    s.attack(1, "A", "Sickle Dancer")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Sickle Dancer", *pt))
    s.stop_at(1, Step.END_TURN)
    s.execute()


@pytest.mark.parametrize(("cast", "pt"), [(True, (4, 3)), (False, (2, 3))])
def test_111_1_briarbridge_tracker_as_long_as_you_control_a_token(
        real_db: CardDatabase, cast: bool, pt: tuple[int, int]) -> None:
    """Briarbridge Tracker (2/3): investigates as it enters; "As long as you control a token,
    ~ gets +2/+0." Cast: a Clue, 4/3; put onto the battlefield without it: 2/3."""
    s = Scenario(cards=real_db)
    if cast:
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.HAND, "A", "Briarbridge Tracker")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Briarbridge Tracker")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Briarbridge Tracker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Briarbridge Tracker", *pt)


@pytest.mark.parametrize(("bolt", "life"), [(False, 16), (True, 20)])
def test_700_4_titan_hunter_no_creatures_died(real_db: CardDatabase, bolt: bool,
                                              life: int) -> None:
    """Titan Hunter: "At the beginning of each player's end step, if no creatures died this
    turn, ~ deals 4 damage to that player." A's turn: 4 damage to A, unless a creature died
    (Lightning Bolt kills B's Grizzly Bears)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Titan Hunter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    if bolt:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("Grizzly Bears",))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("A", life)


@pytest.mark.parametrize(("land", "hand"), [(False, 1), (True, 0)])
def test_305_1_mercadian_atlas_no_land_played(real_db: CardDatabase, land: bool,
                                              hand: int) -> None:
    """Mercadian Atlas: "At the beginning of your end step, if you didn't play a land this
    turn, you may draw a card." (yes by default)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mercadian Atlas")
    s.add_card(Zone.HAND, "A", "Forest")
    if land:
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("A", hand + (0 if land else 1))


def test_122_1f_septic_rats_defending_player_poisoned(real_db: CardDatabase) -> None:
    """Septic Rats (2/2, infect): "Whenever ~ attacks, if defending player is poisoned, it gets
    +1/+1 until end of turn." Turn 1: B has no poison counter, 2 poison; turn 3: B is
    poisoned, the Rats are 3/3: 5 in all."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Septic Rats")
    s.attack(1, "A", "Septic Rats")
    s.attack(3, "A", "Septic Rats")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_player_counters("B", "poison", 2))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_player_counters("B", "poison", 5)
    s.assert_life("B", 20)


@pytest.mark.parametrize(("creatures", "demons"), [(1, 1), (2, 0)])
def test_demonic_rising_exactly_one_creature(real_db: CardDatabase, creatures: int,
                                             demons: int) -> None:
    """Demonic Rising: "At the beginning of your end step, if you control exactly one
    creature, create a 5/5 black Demon creature token with flying." One Grizzly Bears: a
    Demon; two: none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Demonic Rising")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", creatures)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Demon Token", demons)


@pytest.mark.parametrize(("forest", "playable"), [(False, True), (True, False)])
def test_601_2f_hagra_mauling_an_opponent_controls_no_basic_lands(
        real_db: CardDatabase, forest: bool, playable: bool) -> None:
    """Hagra Mauling ({2}{B}{B}): "This spell costs {1} less to cast if an opponent controls
    no basic lands." With three Swamps A can cast it only while B controls no basic land."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Hagra Mauling // Hagra Broodpit")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if forest:
        s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Hagra Mauling", playable))
    s.stop_at(1, Step.END_TURN)
    s.execute()


@pytest.mark.parametrize(("token", "hand"), [(False, 0), (True, 1)])
def test_111_1_idol_of_oblivion_token_created_this_turn(real_db: CardDatabase, token: bool,
                                                        hand: int) -> None:
    """Idol of Oblivion: "{T}: Draw a card. Activate only if you created a token this turn."
    After Raise the Alarm (two Soldier tokens) A may draw; without it, not."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Idol of Oblivion")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    if token:
        s.add_card(Zone.HAND, "A", "Raise the Alarm")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
        s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}: Draw a card")
    else:
        s.check(1, Step.POSTCOMBAT_MAIN,
                lambda sc: sc.assert_playable("A", "{T}: Draw a card", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", hand)


def test_701_19_archive_trap_after_an_opponent_searched(real_db: CardDatabase) -> None:
    """Archive Trap: "If an opponent searched their library this turn, you may pay {0} rather
    than pay this spell's mana cost. Target opponent mills thirteen cards." On B's turn B
    casts Rampant Growth (a Wastes from B's library: 20 - 1 drawn - 1 = 18); A, with no land,
    casts the Trap for {0}: 5 cards left."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Rampant Growth")
    s.add_card(Zone.HAND, "A", "Archive Trap")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Archive Trap", False))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Rampant Growth")
    s.set_choice("A", "yes")  # the alternative cost (601.2b)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Archive Trap", targets=("B",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 5)
    s.assert_graveyard_count("B", "Wastes", 13)


def test_119_3_luminarch_ascension(real_db: CardDatabase) -> None:
    """Luminarch Ascension: "At the beginning of each opponent's end step, if you didn't lose
    life this turn, you may put a quest counter on ~." and "{1}{W}: Create a 4/4 white Angel
    ... Activate only if ~ has four or more quest counters on it." With three counters, turn
    2 (B's Lightning Bolt hits A: no counter) and turn 4 (a fourth counter); the Angel only
    on turn 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Luminarch Ascension", counters={"quest": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_counter_count("A", "Luminarch Ascension", "quest", 3),
        sc.assert_playable("A", "{1}{W}:", False)))
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "{1}{W}:")
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Luminarch Ascension", "quest", 4)
    s.assert_permanent_count("A", "Angel Token", 1)


@pytest.mark.parametrize(("bolts", "returned"), [(2, False), (3, True)])
def test_601_2i_arclight_phoenix_three_instants_and_sorceries(real_db: CardDatabase, bolts: int,
                                                              returned: bool) -> None:
    """Arclight Phoenix: "At the beginning of combat on your turn, if you've cast three or more
    instant and sorcery spells this turn, return ~ from your graveyard to the battlefield."
    Two Lightning Bolts: it stays; three: it returns (B at 20 - 3 * 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Arclight Phoenix")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", bolts)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", bolts)
    for _ in range(bolts):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_permanent_count("A", "Arclight Phoenix", 1 if returned else 0)
    s.assert_life("B", 20 - 3 * bolts)


@pytest.mark.parametrize(("cast", "wolves"), [(False, 1), (True, 0)])
def test_601_2i_nightpack_ambusher_no_spell_cast(real_db: CardDatabase, cast: bool,
                                                 wolves: int) -> None:
    """Nightpack Ambusher: "At the beginning of your end step, if you didn't cast a spell this
    turn, create a 2/2 green Wolf creature token." A casts Giant Growth: no Wolf."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nightpack Ambusher")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    if cast:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=("Nightpack Ambusher",))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Wolf Token", wolves)


def test_103_1_patient_turtle_you_didnt_go_first(real_db: CardDatabase) -> None:
    """Patient Turtle: "~ enters the battlefield with two +1/+1 counters on it if you didn't go
    first this game." A took turn 1: A's Turtle has none; B's, cast on turn 2, has two."""
    s = Scenario(cards=real_db)
    for p, turn in (("A", 1), ("B", 2)):
        s.add_card(Zone.BATTLEFIELD, p, "Forest", 4)
        s.add_card(Zone.HAND, p, "Patient Turtle")
        s.cast_spell(turn, Step.PRECOMBAT_MAIN, p, "Patient Turtle")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Patient Turtle", "+1/+1", 0)
    s.assert_counter_count("B", "Patient Turtle", "+1/+1", 2)


@pytest.mark.parametrize(("destroyed", "hand"), [(False, 0), (True, 1)])
def test_404_1_kami_of_transience_enchantment_to_your_graveyard(
        real_db: CardDatabase, destroyed: bool, hand: int) -> None:
    """Kami of Transience: "At the beginning of each end step, if an enchantment was put into
    your graveyard from the battlefield this turn, you may return ~ from your graveyard to
    your hand." B's Disenchant destroys A's Pacifism (on B's Grizzly Bears): the Kami in A's
    graveyard returns at that end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Kami of Transience")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Pacifism", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    if destroyed:
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=("Pacifism",))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("A", hand, "Kami of Transience")
    s.assert_graveyard_count("A", "Kami of Transience", 1 - hand)


@pytest.mark.parametrize(("islands", "life"), [(4, 20), (5, 15)])
def test_508_1c_harbor_serpent_islands_on_the_battlefield(real_db: CardDatabase, islands: int,
                                                          life: int) -> None:
    """Harbor Serpent (5/5): "~ can't attack unless there are five or more Islands on the
    battlefield." A's 2 and B's 2 or 3 Islands: with 4 the attack is illegal (the scheduled
    attack is refused), with 5 B takes 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harbor Serpent")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", islands - 2)
    s.attack(1, "A", "Harbor Serpent")
    s.stop_at(1, Step.END_TURN)
    if islands < 5:
        with pytest.raises(ScenarioError, match="can't attack"):
            s.execute()
    else:
        s.execute()
    s.assert_life("B", life)


@pytest.mark.parametrize(("b_lands", "pt"), [(0, (7, 7)), (2, (3, 3))])
def test_118_12a_wild_might_unless_any_player_pays(real_db: CardDatabase, b_lands: int,
                                                   pt: tuple[int, int]) -> None:
    """Wild Might ({1}{G}): "Target creature gets +1/+1 until end of turn. That creature gets
    an additional +4/+4 until end of turn unless any player pays {2}." A taps out for it; B
    with no land can't pay (7/7 Grizzly Bears), with two Islands pays (3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Wild Might")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", b_lands)
    s.set_choice("B", "yes")  # B pays when asked (A, tapped out, can't: 118.3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wild Might", targets=("Grizzly Bears",))
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", *pt))
    s.stop_at(1, Step.END_TURN)
    s.execute()


@pytest.mark.parametrize("foretold", [False, True])
def test_702_143a_poison_the_cup_if_this_spell_was_foretold(real_db: CardDatabase,
                                                            foretold: bool) -> None:
    """Poison the Cup: "Destroy target creature. If this spell was foretold, scry 2." Cast
    from the hand on turn 3: no scry; foretold on turn 1 and cast for its foretell cost {1}{B}
    on turn 3: a scry 2 (the "alt_cost" condition, the spell's alternative cost, 601.2b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Poison the Cup")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if foretold:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Foretell")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Poison the Cup", targets=("Grizzly Bears",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    scries = [ev for ev in s.game.state.log if ev[0] == "scry" and ev[1] == 0]
    assert len(scries) == (1 if foretold else 0), scries


@pytest.mark.parametrize(("spectacle", "hand", "forests_discarded"), [(False, 2, 1), (True, 3, 2)])
def test_702_137a_rix_maadi_reveler_spectacle_cost_paid(real_db: CardDatabase, spectacle: bool,
                                                        hand: int, forests_discarded: int
                                                        ) -> None:
    """Rix Maadi Reveler: "When ~ enters the battlefield, discard a card, then draw a card. If
    ~'s spectacle cost was paid, instead discard your hand, then draw three cards." After
    Lightning Bolt hits B, A casts it for spectacle {2}{B}{R} (two Forests in hand: both
    discarded, three drawn) or for {1}{R} (one discarded, one drawn). The permanent keeps the
    alternative cost its spell was cast for (601.2b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Rix Maadi Reveler")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.set_choice("A", "yes" if spectacle else "no")  # the spectacle cost (601.2b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rix Maadi Reveler")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", hand)
    s.assert_graveyard_count("A", "Forest", forests_discarded)


@pytest.mark.parametrize(("escape", "stays"), [(False, 0), (True, 1)])
def test_702_138a_uro_sacrificed_unless_it_escaped(real_db: CardDatabase, escape: bool,
                                                   stays: int) -> None:
    """Uro, Titan of Nature's Wrath: "When ~ enters the battlefield, sacrifice it unless it
    escaped." Cast from the hand ({1}{G}{U}): sacrificed; escaped from the graveyard
    ({G}{G}{U}{U}, exiling five other cards): it stays. Either way its other trigger gains 3
    life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD if escape else Zone.HAND, "A", "Uro, Titan of Nature's Wrath")
    s.add_card(Zone.GRAVEYARD, "A", "Wastes", 5)
    s.set_choice("A", "no")  # no land put from the hand
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Uro, Titan of Nature's Wrath")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Uro, Titan of Nature's Wrath", stays)
    s.assert_life("A", 23)
