"""Conditions, trigger conditions and variable amounts read in session 21 (the `cond` pool),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each test
has exact figures, and a case where the rule must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 608.2h: "the difference"


def _damia(db: CardDatabase, in_hand: int) -> Scenario:
    """A's Damia, Sage of Stone with `in_hand` cards in A's hand; turn 3 is A's: "At the
    beginning of your upkeep, if you have fewer than seven cards in hand, draw cards equal to
    the difference." (Damia also skips A's draw step.)"""
    _compiled(db, "Damia, Sage of Stone")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Damia, Sage of Stone")
    if in_hand:
        s.add_card(Zone.HAND, "A", "Island", in_hand)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_damia_draws_the_difference_up_to_seven(real_db: CardDatabase) -> None:
    """Two cards in hand: Damia draws five on turn 3 (seven in hand; no draw step)."""
    s = _damia(real_db, 2)
    s.assert_hand_count("A", 7)
    s.assert_library_count("A", 15)


def test_603_4_damia_with_seven_cards_draws_nothing(real_db: CardDatabase) -> None:
    """Seven cards in hand: the intervening "if" is false, nothing is drawn (and the draw
    step is skipped)."""
    s = _damia(real_db, 7)
    s.assert_hand_count("A", 7)
    s.assert_library_count("A", 20)


def _iymrith(db: CardDatabase, in_hand: int) -> Scenario:
    """A's Iymrith, Desert Doom (5/5 flier) attacks on turn 1 with `in_hand` cards in A's
    hand: "draw a card. Then if you have fewer than three cards in hand, draw cards equal to
    the difference." """
    _compiled(db, "Iymrith, Desert Doom")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Iymrith, Desert Doom")
    if in_hand:
        s.add_card(Zone.HAND, "A", "Island", in_hand)
    s.attack(1, "A", "Iymrith, Desert Doom")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_iymrith_counts_after_the_first_draw(real_db: CardDatabase) -> None:
    """No card in hand: one drawn, then 3 - 1 = 2 more (three in hand); B at 15."""
    s = _iymrith(real_db, 0)
    s.assert_life("B", 15)
    s.assert_hand_count("A", 3)
    s.assert_library_count("A", 17)


def test_608_2c_iymrith_with_two_cards_draws_one(real_db: CardDatabase) -> None:
    """Two cards in hand: the first draw makes three, so the "Then if" is false."""
    s = _iymrith(real_db, 2)
    s.assert_hand_count("A", 3)
    s.assert_library_count("A", 19)


def _drizzt(db: CardDatabase, victim: str) -> Scenario:
    """A's Drizzt Do'Urden (3/3; its Guenhwyvar token is not made: Drizzt starts on the
    battlefield); A casts Murder on B's `victim`: "Whenever a creature dies, if it had power
    greater than ~'s power, put a number of +1/+1 counters on ~ equal to the difference." """
    _compiled(db, "Drizzt Do'Urden", "Murder")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Drizzt Do'Urden")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=(victim,))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2h_drizzt_gets_the_difference_in_counters(real_db: CardDatabase) -> None:
    """Craw Wurm (6/4) dies: 6 - 3 = three +1/+1 counters, Drizzt 6/6."""
    s = _drizzt(real_db, "Craw Wurm")
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_counter_count("A", "Drizzt Do'Urden", "+1/+1", 3)
    s.assert_power_toughness("A", "Drizzt Do'Urden", 6, 6)


def test_603_10a_drizzt_a_smaller_creature_gives_nothing(real_db: CardDatabase) -> None:
    """Hill Giant (3/3) has power equal to Drizzt's, not greater: no counters."""
    s = _drizzt(real_db, "Hill Giant")
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_counter_count("A", "Drizzt Do'Urden", "+1/+1", 0)
    s.assert_power_toughness("A", "Drizzt Do'Urden", 3, 3)


def test_208_1_loader_checks_a_power_difference() -> None:
    """The DSL loader accepts "its power minus ~'s power" (another object's power less the
    source's, 107.1b) and refuses the source's own power taken from itself or a toughness
    taken from a power."""
    import pytest

    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_abilities import _Ctx, parse_effect

    ctx = _Ctx("test")
    ok = parse_effect(ctx, "e", {"gain_life": {"amount": {
        "power_of": "remembered", "minus_count": {"power_of": "self"}}}})
    assert ok.verb == "gain_life"
    for bad in ({"power_of": "self", "minus_count": {"power_of": "self"}},
                {"power_of": "remembered", "minus_count": {"toughness_of": "self"}},
                {"toughness_of": "remembered", "minus_count": {"power_of": "self"}}):
        with pytest.raises(CardFileError):
            parse_effect(ctx, "e", {"gain_life": {"amount": bad}})


# ------------------------------------------------------------------ 608.2c, 120.1: "and that
# creature deals damage equal to its power to ..."


def _dinosaur(db: CardDatabase, victim: str) -> Scenario:
    """A's Form of the Dinosaur (on the battlefield from the start: its life-total trigger
    doesn't happen); on A's upkeep of turn 3: "~ deals 15 damage to target creature an
    opponent controls and that creature deals damage equal to its power to you." """
    _compiled(db, "Form of the Dinosaur")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Form of the Dinosaur")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.add_target("A", victim)
    s.stop_at(3, Step.DRAW)
    s.execute()
    return s


def test_608_2c_form_of_the_dinosaur_the_creature_hits_back(real_db: CardDatabase) -> None:
    """Craw Wurm (6/4) takes 15 (dies as state-based actions are checked after the ability,
    704.3) and deals 6 to A first: A at 14."""
    s = _dinosaur(real_db, "Craw Wurm")
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_life("A", 14)
    s.assert_life("B", 20)


def test_120_1_form_of_the_dinosaur_a_zero_power_creature_deals_nothing(
        real_db: CardDatabase) -> None:
    """Wall of Stone (0/8) deals no damage (power 0): A stays at 20."""
    s = _dinosaur(real_db, "Wall of Stone")
    s.assert_graveyard_count("B", "Wall of Stone", 1)
    s.assert_life("A", 20)


def _battlemage(db: CardDatabase, kicked: bool) -> Scenario:
    """A casts Ana Battlemage with its {1}{B} kicker (or none): "When ~ enters the battlefield,
    if it was kicked with its {1}{B} kicker, tap target untapped creature and that creature
    deals damage equal to its power to its controller." B's Hill Giant (3/3) is the target."""
    _compiled(db, "Ana Battlemage")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Ana Battlemage")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "no")  # {2}{U}
    s.set_choice("A", "yes" if kicked else "no")  # {1}{B}
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ana Battlemage")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_ana_battlemage_kicked_taps_and_the_giant_hits_its_controller(
        real_db: CardDatabase) -> None:
    s = _battlemage(real_db, True)
    s.assert_tapped("Hill Giant")
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_603_4_ana_battlemage_unkicked_does_nothing(real_db: CardDatabase) -> None:
    s = _battlemage(real_db, False)
    s.assert_tapped("Hill Giant", False)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 601.2a, 603.4: "if you didn't
# cast it from your hand"


def test_601_2a_phage_reanimated_loses_the_game(real_db: CardDatabase) -> None:
    """Zombify returns Phage the Untouchable from A's graveyard: it wasn't cast, so "When ~
    enters the battlefield, if you didn't cast it from your hand, you lose the game." """
    _compiled(real_db, "Phage the Untouchable", "Zombify")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Phage the Untouchable")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=("Phage the Untouchable",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_lost("A")


def test_601_2a_phage_cast_from_hand_stays_and_wins_by_combat(real_db: CardDatabase) -> None:
    """Phage cast from A's hand: A doesn't lose; on turn 3 it deals combat damage to B, who
    loses the game."""
    _compiled(real_db, "Phage the Untouchable")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Phage the Untouchable")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phage the Untouchable")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_not_lost("A"))
    s.attack(3, "A", "Phage the Untouchable")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_not_lost("A")
    s.assert_lost("B")


# ------------------------------------------------------------------ 107.1, 608.2h: amounts said
# in other words (amount_synonyms.py)


def _curiosity(db: CardDatabase, card: str) -> Scenario:
    """A casts Morbid Curiosity, sacrificing `card` (A's only artifact or creature): "Draw
    cards equal to the mana value of the sacrificed permanent." """
    _compiled(db, "Morbid Curiosity")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.add_card(Zone.HAND, "A", "Morbid Curiosity")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Morbid Curiosity")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2h_morbid_curiosity_draws_the_sacrificed_mana_value(real_db: CardDatabase) -> None:
    """Craw Wurm (mana value 6) sacrificed: six cards drawn."""
    s = _curiosity(real_db, "Craw Wurm")
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_hand_count("A", 6)


def test_608_2h_morbid_curiosity_a_zero_mana_value_draws_nothing(real_db: CardDatabase) -> None:
    """Ornithopter (mana value 0) sacrificed: no card drawn."""
    s = _curiosity(real_db, "Ornithopter")
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_hand_count("A", 0)


def test_608_2h_momentous_fall_reads_the_sacrificed_power_and_toughness(
        real_db: CardDatabase) -> None:
    """Craw Wurm (6/4) sacrificed to Momentous Fall: six cards drawn, 4 life gained ("its
    toughness" is the sacrificed creature's)."""
    _compiled(real_db, "Momentous Fall")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Momentous Fall")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Momentous Fall")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_hand_count("A", 6)
    s.assert_life("A", 24)


def _tomb(db: CardDatabase, target: str) -> Scenario:
    """A's Lich's Tomb and four Islands; B's Lightning Bolt at `target` on turn 2: "Whenever
    you lose life, sacrifice a permanent for each 1 life you lost." """
    _compiled(db, "Lich's Tomb")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lich's Tomb")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=(target,))
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_119_3_lichs_tomb_sacrifices_one_permanent_per_life_lost(real_db: CardDatabase) -> None:
    """3 damage to A: A loses 3 life and sacrifices three of its five permanents."""
    s = _tomb(real_db, "A")
    s.assert_life("A", 17)
    s.assert_battlefield_count("A", 2)


def test_119_3_lichs_tomb_no_life_lost_no_sacrifice(real_db: CardDatabase) -> None:
    """The Bolt hits B: A loses no life and keeps its five permanents."""
    s = _tomb(real_db, "B")
    s.assert_life("B", 17)
    s.assert_battlefield_count("A", 5)


# ------------------------------------------------------------------ 700.6, 603.10a: "if it was
# historic" (as it last existed)


def _ward(db: CardDatabase, creature: str) -> Scenario:
    """Curator's Ward on A's `creature`; A's own Murder destroys it (hexproof only stops B):
    "When enchanted permanent leaves the battlefield, if it was historic, draw two cards." """
    _compiled(db, "Curator's Ward", "Murder")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    s.add_card(Zone.BATTLEFIELD, "A", "Curator's Ward", attached_to=creature)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=(creature,))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_700_6_curators_ward_a_legendary_creature_leaving_draws_two(real_db: CardDatabase) -> None:
    s = _ward(real_db, "Isamaru, Hound of Konda")
    s.assert_graveyard_count("A", "Isamaru, Hound of Konda", 1)
    s.assert_graveyard_count("A", "Curator's Ward", 1)
    s.assert_hand_count("A", 2)


def test_700_6_curators_ward_a_nonhistoric_creature_draws_nothing(real_db: CardDatabase) -> None:
    s = _ward(real_db, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


def test_603_6c_curators_ward_on_an_artifact_triggers_too(real_db: CardDatabase) -> None:
    """"When enchanted permanent leaves the battlefield": any permanent (the trigger's filter
    lists every permanent type, any of them; it required all of them before). Jayemdae Tome
    (an artifact, historic) destroyed by A's Shatter: two cards drawn."""
    _compiled(real_db, "Curator's Ward", "Shatter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jayemdae Tome")
    s.add_card(Zone.BATTLEFIELD, "A", "Curator's Ward", attached_to="Jayemdae Tome")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shatter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shatter", targets=("Jayemdae Tome",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Jayemdae Tome", 1)
    s.assert_hand_count("A", 2)


# ------------------------------------------------------------------ 506.1: "if it's the first
# combat phase of the turn"


def test_506_1_finest_hour_gives_one_more_combat_only_after_the_first(
        real_db: CardDatabase) -> None:
    """A's Grizzly Bears attacks alone with Finest Hour: exalted makes it 3/3 (3 to B); the
    first-combat trigger untaps it and adds a combat phase; it attacks alone again (exalted
    again: 4/4, 4 to B), but that second trigger's condition is false: no third combat, the
    Bears stays tapped. B at 20 - 3 - 4 = 13."""
    _compiled(real_db, "Finest Hour")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Finest Hour")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 13)
    s.assert_tapped("Grizzly Bears")


# ------------------------------------------------------------------ 508.1f, 603.4: "if it isn't
# being declared as an attacker"


def test_508_1f_verity_circle_an_attack_tap_draws_nothing(real_db: CardDatabase) -> None:
    """B's Grizzly Bears taps as it attacks A on turn 2: Verity Circle doesn't trigger; A
    takes 2 and draws no card."""
    _compiled(real_db, "Verity Circle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Verity Circle")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_tapped("Grizzly Bears")
    s.assert_hand_count("A", 0)


def test_508_1f_verity_circle_tapped_by_its_ability_draws(real_db: CardDatabase) -> None:
    """A taps B's Grizzly Bears with Verity Circle's own "{4}{U}: Tap target creature without
    flying.": the creature became tapped otherwise, A draws a card."""
    _compiled(real_db, "Verity Circle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Verity Circle")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{U}:", targets=("Grizzly Bears",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Grizzly Bears")
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------------ 602.2, 605.3a: "on the
# battlefield, if it isn't a mana ability"


def test_602_2_harsh_mentor_punishes_a_creature_ability(real_db: CardDatabase) -> None:
    """B activates Prodigal Sorcerer's "{T}: ~ deals 1 damage to any target." at A on turn 2:
    A's Harsh Mentor deals 2 damage to B."""
    _compiled(real_db, "Harsh Mentor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harsh Mentor")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=("A",))
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 18)


def test_605_3a_harsh_mentor_ignores_mana_abilities(real_db: CardDatabase) -> None:
    """B taps a Mountain for mana (a mana ability) and casts Lightning Bolt at A: no damage
    to B."""
    _compiled(real_db, "Harsh Mentor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harsh Mentor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 102.2, 510.2: "deals combat
# damage to one of your opponents"


def _edric(db: CardDatabase, defender: str) -> Scenario:
    """Three players; A controls Edric, Spymaster of Trest; B's Grizzly Bears attacks
    `defender` on turn 2 (B draws a card in its draw step): "Whenever a creature deals combat
    damage to one of your opponents, its controller may draw a card." """
    _compiled(db, "Edric, Spymaster of Trest")
    s = Scenario(players=3, cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Edric, Spymaster of Trest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears", defender)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_102_2_edric_an_opponent_hit_by_another_opponent_draws_its_controller_a_card(
        real_db: CardDatabase) -> None:
    """C is A's opponent: B (the Bears' controller) draws a card (two in hand); A has only the
    card of its own draw step (103.8a: in a game of three, the first player draws)."""
    s = _edric(real_db, "C")
    s.assert_life("C", 18)
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 1)


def test_102_2_edric_damage_to_you_draws_nothing(real_db: CardDatabase) -> None:
    """A isn't one of A's opponents: no trigger (B has only its drawn card)."""
    s = _edric(real_db, "A")
    s.assert_life("A", 18)
    s.assert_hand_count("B", 1)


def _numbers(db: CardDatabase, mine: int, theirs: int) -> Scenario:
    """A controls `mine` Grizzly Bears, B controls Craw Wurm (6/4) and `theirs` - 1 Bears; A
    casts Superior Numbers at the Wurm, B the target opponent: "~ deals damage to target
    creature equal to the number of creatures you control in excess of the number of
    creatures target opponent controls." """
    _compiled(db, "Superior Numbers")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", mine)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    if theirs > 1:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", theirs - 1)
    s.add_card(Zone.HAND, "A", "Superior Numbers")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Superior Numbers", targets=("Craw Wurm", "B"))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_107_1b_superior_numbers_deals_the_excess(real_db: CardDatabase) -> None:
    """Five creatures against one: 4 damage, the Wurm (toughness 4) dies."""
    s = _numbers(real_db, 5, 1)
    s.assert_graveyard_count("B", "Craw Wurm", 1)


def test_107_1b_superior_numbers_no_excess_no_damage(real_db: CardDatabase) -> None:
    """Two creatures against three: no excess, no damage (not a negative amount)."""
    s = _numbers(real_db, 2, 3)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_damage("Craw Wurm", 0)


def test_107_1b_superior_numbers_partial_excess(real_db: CardDatabase) -> None:
    """Three creatures against one: 2 damage marked on the Wurm."""
    s = _numbers(real_db, 3, 1)
    s.assert_damage("Craw Wurm", 2)


# ------------------------------------------------------------------ 702.33c-d, 603.2: "the number
# of times that spell was kicked"


def _aftershocks(db: CardDatabase, kicks: int) -> Scenario:
    """A's Rumbling Aftershocks; A casts Everflowing Chalice (multikicker {2}) kicked `kicks`
    times: "Whenever you cast a kicked spell, you may have ~ deal damage to any target equal
    to the number of times that spell was kicked." (B the target)."""
    _compiled(db, "Rumbling Aftershocks", "Everflowing Chalice")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumbling Aftershocks")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.HAND, "A", "Everflowing Chalice")
    s.set_choice("A", str(kicks))
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Everflowing Chalice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_702_33c_rumbling_aftershocks_deals_one_per_kick(real_db: CardDatabase) -> None:
    """Kicked three times: 3 damage to B; the Chalice enters with three charge counters."""
    s = _aftershocks(real_db, 3)
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Everflowing Chalice", "charge", 3)


def test_702_33d_rumbling_aftershocks_an_unkicked_spell_does_nothing(
        real_db: CardDatabase) -> None:
    s = _aftershocks(real_db, 0)
    s.assert_life("B", 20)
    s.assert_counter_count("A", "Everflowing Chalice", "charge", 0)


# ------------------------------------------------------------------ 701.17a, 608.2: this turn's
# own history


def _arsonist(db: CardDatabase, sacrifices: int) -> Scenario:
    """A sacrifices `sacrifices` Mogg Fanatics (each: 1 damage to B), then activates Pyre-Sledge
    Arsonist at B: "deals X damage to any target, where X is the number of permanents you've
    sacrificed this turn." """
    _compiled(db, "Pyre-Sledge Arsonist", "Mogg Fanatic")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pyre-Sledge Arsonist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    for _ in range(sacrifices):
        s.add_card(Zone.BATTLEFIELD, "A", "Mogg Fanatic")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", source="Mogg Fanatic",
                           targets=("B",))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:", targets=("B",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_701_17a_pyre_sledge_arsonist_counts_the_sacrifices(real_db: CardDatabase) -> None:
    """Two Fanatics sacrificed: 1 + 1 + 2 damage, B at 16."""
    s = _arsonist(real_db, 2)
    s.assert_graveyard_count("A", "Mogg Fanatic", 2)
    s.assert_life("B", 16)


def test_701_17a_pyre_sledge_arsonist_without_sacrifice_deals_nothing(
        real_db: CardDatabase) -> None:
    s = _arsonist(real_db, 0)
    s.assert_tapped("Pyre-Sledge Arsonist")
    s.assert_life("B", 20)


def _cudgels(db: CardDatabase, times: int) -> Scenario:
    """Bronze Cudgels on A's Grizzly Bears (2/2); A activates "{2}: Until end of turn,
    equipped creature gets +X/+0, where X is the number of times this ability has resolved
    this turn." `times` times on turn 1."""
    _compiled(db, "Bronze Cudgels")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bronze Cudgels", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2 * times)
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2_bronze_cudgels_grows_with_each_resolution(real_db: CardDatabase) -> None:
    """Three resolutions: +1, +2 and +3 (each X fixed as it resolves, 608.2h): 8/2."""
    s = _cudgels(real_db, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 8, 2)


def test_608_2_bronze_cudgels_once_gives_one(real_db: CardDatabase) -> None:
    s = _cudgels(real_db, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 2)


def _bandit_lord(db: CardDatabase, goblins: int) -> Scenario:
    """A casts a Llanowar Elves and `goblins` Raging Goblins, then activates Hobgoblin Bandit
    Lord at B: "{R}, {T}: ~ deals damage equal to the number of Goblins that entered the
    battlefield under your control this turn to any target." (603.6a; the Elves isn't a
    Goblin)."""
    _compiled(db, "Hobgoblin Bandit Lord")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hobgoblin Bandit Lord")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", goblins + 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    for _ in range(goblins):
        s.add_card(Zone.HAND, "A", "Raging Goblin")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}:", targets=("B",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_603_6a_hobgoblin_bandit_lord_counts_goblins_entered_this_turn(
        real_db: CardDatabase) -> None:
    s = _bandit_lord(real_db, 2)
    s.assert_permanent_count("A", "Raging Goblin", 2)
    s.assert_life("B", 18)


def test_603_6a_hobgoblin_bandit_lord_no_goblin_entered_no_damage(real_db: CardDatabase) -> None:
    s = _bandit_lord(real_db, 0)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_tapped("Hobgoblin Bandit Lord")
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 701.13a, 608.2h: "the milled
# card's mana value"


def _mists(db: CardDatabase, top: str) -> Scenario:
    """A casts Heed the Mists with `top` on top of its library: "Mill a card, then draw cards
    equal to the milled card's mana value." """
    _compiled(db, "Heed the Mists")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "A", top)
    s.add_card(Zone.HAND, "A", "Heed the Mists")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heed the Mists")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_701_13a_heed_the_mists_draws_the_milled_mana_value(real_db: CardDatabase) -> None:
    """Craw Wurm (mana value 6) milled: six cards drawn."""
    s = _mists(real_db, "Craw Wurm")
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_hand_count("A", 6)


def test_701_13a_heed_the_mists_a_land_milled_draws_nothing(real_db: CardDatabase) -> None:
    s = _mists(real_db, "Island")
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_hand_count("A", 0)


def test_701_13a_mindshrieker_grows_by_the_milled_card(real_db: CardDatabase) -> None:
    """A's Mindshrieker (1/1): "{2}: Target player mills a card. ~ gets +X/+X until end of
    turn, where X is the milled card's mana value." B mills Craw Wurm: 7/7."""
    _compiled(real_db, "Mindshrieker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mindshrieker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:", targets=("B",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_power_toughness("A", "Mindshrieker", 7, 7)


# ------------------------------------------------------------------ 201.2: "if another permanent
# with the same name is on the battlefield"


def _winnow(db: CardDatabase, other: str) -> Scenario:
    """B controls Grizzly Bears and `other`; A casts Winnow at the Bears: "Destroy target
    nonland permanent if another permanent with the same name is on the battlefield. Draw a
    card." """
    _compiled(db, "Winnow")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Winnow")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", other)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Winnow", targets=("Grizzly Bears#1",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_201_2_winnow_destroys_a_permanent_with_a_namesake(real_db: CardDatabase) -> None:
    s = _winnow(real_db, "Grizzly Bears")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


def test_201_2_winnow_a_unique_name_stays_and_a_card_is_drawn(real_db: CardDatabase) -> None:
    s = _winnow(real_db, "Hill Giant")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------------ 604.3, 201.2: "the number of
# differently named lands you control"


def _amalgam(db: CardDatabase, *lands: str) -> Scenario:
    _compiled(db, "Awakened Amalgam")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Awakened Amalgam")
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_604_3_awakened_amalgam_counts_different_land_names(real_db: CardDatabase) -> None:
    """Two Forests, an Island and a Wastes (B's Mountain not counted): three names, 3/3."""
    s = _amalgam(real_db, "Forest", "Forest", "Island", "Wastes")
    s.assert_power_toughness("A", "Awakened Amalgam", 3, 3)


def test_201_2_awakened_amalgam_lands_of_one_name_count_once(real_db: CardDatabase) -> None:
    s = _amalgam(real_db, "Forest", "Forest", "Forest")
    s.assert_power_toughness("A", "Awakened Amalgam", 1, 1)


# ------------------------------------------------------------------ 509.1a, 603.2c: "blocks two
# or more creatures"


def test_509_1a_lairwatch_giant_blocking_two_gains_first_strike(real_db: CardDatabase) -> None:
    """A's Lairwatch Giant (5/3, can block an additional creature) blocks B's two Grizzly
    Bears: it gains first strike, kills both (2 + 3 damage) and takes none."""
    _compiled(real_db, "Lairwatch Giant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lairwatch Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(2, "B", "Grizzly Bears#1")
    s.attack(2, "B", "Grizzly Bears#2")
    s.block(2, "A", "Lairwatch Giant", "Grizzly Bears#1")
    s.block(2, "A", "Lairwatch Giant", "Grizzly Bears#2")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_permanent_count("A", "Lairwatch Giant", 1)
    s.assert_damage("Lairwatch Giant", 0)


def test_509_1a_lairwatch_giant_blocking_one_has_no_first_strike(real_db: CardDatabase) -> None:
    """Blocking B's Hill Giant (3/3) alone: no trigger; both deal damage at once and both
    die."""
    _compiled(real_db, "Lairwatch Giant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lairwatch Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Lairwatch Giant", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Lairwatch Giant", 1)


# ------------------------------------------------------------------ 603.6, 113.6m: "Whenever a
# creature card leaves an opponent's graveyard"


def _titan(db: CardDatabase, caster: str) -> Scenario:
    """Erebos's Titan in A's graveyard, an Island in A's hand; `caster` casts Raise Dead on
    its own Grizzly Bears (turn 2 for B, turn 1 for A): "Whenever a creature card leaves an
    opponent's graveyard, you may discard a card. If you do, return ~ from your graveyard to
    your hand." """
    _compiled(db, "Erebos's Titan", "Raise Dead")
    s = Scenario(cards=db)
    s.add_card(Zone.GRAVEYARD, "A", "Erebos's Titan")
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.GRAVEYARD, caster, "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, caster, "Swamp")
    s.add_card(Zone.HAND, caster, "Raise Dead")
    turn = 2 if caster == "B" else 1
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Raise Dead", targets=("Grizzly Bears",))
    s.stop_at(turn, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_603_6_erebos_titan_returns_when_an_opponents_creature_card_leaves(
        real_db: CardDatabase) -> None:
    """B's Bears leaves B's graveyard: A discards the Island and the Titan returns to A's
    hand."""
    s = _titan(real_db, "B")
    s.assert_hand_count("B", 2)  # (B's draw of turn 2 and the Bears)
    s.assert_hand_count("A", 1, "Erebos's Titan")
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Erebos's Titan", 0)


def test_603_6_erebos_titan_ignores_your_own_graveyard(real_db: CardDatabase) -> None:
    """A's own Bears leaves A's graveyard: no trigger; the Titan stays there."""
    s = _titan(real_db, "A")
    s.assert_graveyard_count("A", "Erebos's Titan", 1)
    s.assert_hand_count("A", 1, "Island")


# ------------------------------------------------------------------ 404.2, 102.3: "a permanent
# owned by another player is put into a graveyard from the battlefield"


def _kothophed(db: CardDatabase, owner: str) -> Scenario:
    """A's Kothophed, Soul Hoarder; A casts Murder at `owner`'s Grizzly Bears."""
    _compiled(db, "Kothophed, Soul Hoarder", "Murder")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kothophed, Soul Hoarder")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.BATTLEFIELD, owner, "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=("Grizzly Bears",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_404_2_kothophed_another_players_permanent_draws_and_costs_a_life(
        real_db: CardDatabase) -> None:
    s = _kothophed(real_db, "B")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)
    s.assert_life("A", 19)


def test_404_2_kothophed_your_own_permanent_does_nothing(real_db: CardDatabase) -> None:
    s = _kothophed(real_db, "A")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)
    s.assert_life("A", 20)


# ------------------------------------------------------------------ 603.10a, 700.4: "Whenever a
# creature with flying dealt damage by ~ this turn dies"


def test_603_10a_trophy_hunter_a_flier_it_damaged_dies(real_db: CardDatabase) -> None:
    """Trophy Hunter's "{1}{G}: ~ deals 1 damage to target creature with flying." kills B's
    Suntail Hawk (1/1 flier): a +1/+1 counter."""
    _compiled(real_db, "Trophy Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Trophy Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Suntail Hawk")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}:", targets=("Suntail Hawk",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Suntail Hawk", 1)
    s.assert_counter_count("A", "Trophy Hunter", "+1/+1", 1)


def test_603_10a_trophy_hunter_a_creature_without_flying_gives_nothing(
        real_db: CardDatabase) -> None:
    """Trophy Hunter (2/3) blocks and kills B's Grizzly Bears (no flying): no counter."""
    _compiled(real_db, "Trophy Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Trophy Hunter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Trophy Hunter", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Trophy Hunter", "+1/+1", 0)


# ------------------------------------------------------------------ 303.4, 205.2a: "If it's an
# enchanted creature or enchantment creature"


def _blessing(db: CardDatabase, creature: str, aura: bool = False) -> Scenario:
    _compiled(db, "Karametra's Blessing")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    if aura:
        s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to=creature)
    s.add_card(Zone.HAND, "A", "Karametra's Blessing")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karametra's Blessing", targets=(creature,))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_303_4_karametras_blessing_an_enchanted_creature_gains_both(real_db: CardDatabase) -> None:
    """Grizzly Bears with Holy Strength (+1/+2): 5/6, hexproof and indestructible."""
    s = _blessing(real_db, "Grizzly Bears", aura=True)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 6)
    s.assert_abilities("A", "Grizzly Bears", ["Hexproof", "Indestructible"])


def test_205_2a_karametras_blessing_an_enchantment_creature_gains_both(
        real_db: CardDatabase) -> None:
    s = _blessing(real_db, "Nyx-Fleece Ram")
    s.assert_power_toughness("A", "Nyx-Fleece Ram", 2, 7)
    s.assert_abilities("A", "Nyx-Fleece Ram", ["Hexproof", "Indestructible"])


def test_303_4_karametras_blessing_a_plain_creature_only_gets_the_pump(
        real_db: CardDatabase) -> None:
    s = _blessing(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_abilities("A", "Grizzly Bears", ["Hexproof", "Indestructible"], present=False)


# ------------------------------------------------------------------ 603.2, 603.4: "during your
# turn"


def _infestation(db: CardDatabase, turn: int, caster: str) -> Scenario:
    """A's Crawling Infestation; `caster` casts Murder at A's Grizzly Bears, then a second
    Murder at A's Hill Giant, on `turn`: "Whenever one or more creature cards are put into
    your graveyard from anywhere during your turn, create a 1/1 green Insect creature token.
    This ability triggers only once each turn." (Its upkeep mill mills two Wastes.)"""
    _compiled(db, "Crawling Infestation", "Murder")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crawling Infestation")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, caster, "Swamp", 6)
    s.add_card(Zone.HAND, caster, "Murder", 2)
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Murder", targets=("Grizzly Bears",))
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Murder", targets=("Hill Giant",))
    s.stop_at(turn, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_603_2_crawling_infestation_one_insect_on_your_turn(real_db: CardDatabase) -> None:
    """Turn 1 (A's): two creature cards put into A's graveyard, one Insect (once each turn)."""
    s = _infestation(real_db, 1, "A")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Insect Token", 1)


def test_603_2_crawling_infestation_nothing_on_an_opponents_turn(real_db: CardDatabase) -> None:
    """Turn 2 (B's): B kills both; not during A's turn, no Insect."""
    s = _infestation(real_db, 2, "B")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Insect Token", 0)


# ------------------------------------------------------------------ 303.4, 509.1h: "a creature you
# control that's enchanted becomes blocked"


def _magemark(db: CardDatabase, attacker: str) -> Scenario:
    """Beastmaster's Magemark on A's Grizzly Bears (3/3 with it); A's `attacker` attacks on
    turn 1 and B blocks it with two Walls of Stone (0/8): "Whenever a creature you control
    that's enchanted becomes blocked, it gets +1/+1 until end of turn for each creature
    blocking it." """
    _compiled(db, "Beastmaster's Magemark")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Beastmaster's Magemark", attached_to="Grizzly Bears")
    if attacker != "Grizzly Bears":
        s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone", 2)
    s.attack(1, "A", attacker)
    s.block(1, "B", "Wall of Stone#1", attacker)
    s.block(1, "B", "Wall of Stone#2", attacker)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    return s


def test_509_1h_beastmasters_magemark_the_enchanted_blocked_creature_grows(
        real_db: CardDatabase) -> None:
    """Two blockers: the Bears is 3/3 + 2/2 = 5/5 until end of turn."""
    s = _magemark(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


def test_509_1h_beastmasters_magemark_an_unenchanted_creature_doesnt(
        real_db: CardDatabase) -> None:
    """A's Hill Giant (not enchanted) blocked by the two Walls: no trigger, still 3/3."""
    s = _magemark(real_db, "Hill Giant")
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def _weave(db: CardDatabase, named: str) -> Scenario:
    """A casts Lammastide Weave naming `named`; B (the target) mills Craw Wurm: "If a card with
    the chosen name was milled this way, you gain life equal to its mana value. Draw a
    card." """
    _compiled(db, "Lammastide Weave")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Lammastide Weave")
    s.add_card(Zone.LIBRARY, "B", "Craw Wurm")
    s.set_choice("A", named)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lammastide Weave", targets=("B",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_701_13a_lammastide_weave_the_named_card_milled_gains_its_mana_value(
        real_db: CardDatabase) -> None:
    s = _weave(real_db, "Craw Wurm")
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_life("A", 26)
    s.assert_hand_count("A", 1)


def test_701_13a_lammastide_weave_another_name_gains_nothing(real_db: CardDatabase) -> None:
    s = _weave(real_db, "Island")
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_life("A", 20)
    s.assert_hand_count("A", 1)


def test_608_2h_the_difference_is_said_only_after_a_condition_it_knows() -> None:
    """difference.explicit: each form names its own condition's two amounts; a condition it
    doesn't know leaves "the difference" as printed (the card stays refused)."""
    from mtg_engine.cards.oracle.difference import explicit

    assert explicit("If that player has more cards in hand than you, draw cards equal to the "
                    "difference.") == ("If that player has more cards in hand than you, draw "
                                       "cards equal to the number of cards in that player's "
                                       "hand minus the number of cards in your hand.")
    assert explicit("At the beginning of your upkeep, if you have fewer than seven cards in "
                    "hand, draw cards equal to the difference.").endswith(
        "equal to seven minus the number of cards in your hand.")
    unknown = "If an opponent controls more lands than you, create a token equal to the difference."
    assert explicit(unknown) == unknown


# ------------------------------------------------------------------ 604.3, 402.1: "the number of
# cards in the hand of the opponent with the most cards in hand"


def test_604_3_adamaro_follows_the_biggest_opponent_hand(real_db: CardDatabase) -> None:
    """Three players: B holds two cards, C five: Adamaro is 5/5; C draws on turn 3: 6/6."""
    _compiled(real_db, "Adamaro, First to Desire")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Adamaro, First to Desire")
    s.add_card(Zone.HAND, "B", "Island", 2)
    s.add_card(Zone.HAND, "C", "Island", 5)
    seen: list[tuple[int, int]] = []

    def pt(sc: Scenario) -> None:
        from mtg_engine.rules.layers import characteristics

        st = sc.game.state
        oid = next(o for o in st.battlefield
                   if st.objects[o].card.name == "Adamaro, First to Desire")
        ch = characteristics(st, oid)
        seen.append((ch.power, ch.toughness))

    s.check(1, Step.PRECOMBAT_MAIN, pt)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(5, 5)]
    s.assert_power_toughness("A", "Adamaro, First to Desire", 6, 6)


def test_402_1_adamaro_your_own_hand_does_not_count(real_db: CardDatabase) -> None:
    """A holds seven cards, B none: Adamaro is 0/0 and dies (704.5f)."""
    _compiled(real_db, "Adamaro, First to Desire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Adamaro, First to Desire")
    s.add_card(Zone.HAND, "A", "Island", 7)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Adamaro, First to Desire", 1)
