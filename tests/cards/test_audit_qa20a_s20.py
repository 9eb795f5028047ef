"""Session 20 audit (qa20a): cards made to play this session, played again from their Oracle
text with exact figures, each with the rule it follows. Cards found to play right."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ----------------------- 608.2c: "If ..., instead counter that spell, then scry 2" (Anticognition)


def _anticognition(db: CardDatabase, in_graveyard: int, pays: str) -> Scenario:
    """B casts Grizzly Bears with {2} spare; A answers with Anticognition."""
    _compiled(db, "Anticognition")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Anticognition")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    if in_graveyard:
        s.add_card(Zone.GRAVEYARD, "B", "Hill Giant", in_graveyard)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Anticognition", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.set_choice("B", pays)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def _scried(s: Scenario) -> bool:
    return any(ev[0] == "scry" for ev in s.state.log)


def test_608_2c_anticognition_seven_cards_unpaid_no_scry(real_db: CardDatabase) -> None:
    """B has seven cards in the graveyard and doesn't pay {2}: the Bears are countered (eight
    cards now), but the "instead" condition was judged once, before: no scry."""
    s = _anticognition(real_db, 7, "no")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    assert not _scried(s)


def test_118_12_anticognition_seven_cards_paid(real_db: CardDatabase) -> None:
    """Seven cards: B pays {2}, the Bears resolve; no scry."""
    s = _anticognition(real_db, 7, "yes")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    assert not _scried(s)


def test_608_2c_anticognition_eight_cards_counters_outright(real_db: CardDatabase) -> None:
    """Eight cards: the Bears are countered though B would pay (B's Forests: two stay
    untapped), and A scries 2."""
    s = _anticognition(real_db, 8, "yes")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    assert _scried(s)


# ---------------------------------- 611.2c, 500.7: Chance for Glory (no duration: the game's)


def test_611_2c_chance_for_glory_indestructible_lasts_only_for_those(real_db: CardDatabase
                                                                     ) -> None:
    """Chance for Glory in A's first main phase: Grizzly Bears gains indestructible with no
    end (it still has it in the extra turn); Hill Giant, cast after, doesn't (611.2c). A
    takes turn 2 and loses at its end step."""
    _compiled(real_db, "Chance for Glory")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Chance for Glory")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chance for Glory")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hill Giant")

    def extra_turn(sc: Scenario) -> None:
        assert sc.names[sc.state.active] == "A"
        sc.assert_abilities("A", "Grizzly Bears", ["Indestructible"])
        sc.assert_abilities("A", "Hill Giant", ["Indestructible"], present=False)
        sc.assert_not_lost("A")

    s.check(2, Step.PRECOMBAT_MAIN, extra_turn)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_lost("A")


# --------------------------------------- 608.2h: "+X/+0, where X is its power" (Wine, Frenzy)


def test_608_2h_wine_of_blood_and_iron_x_is_the_power_then(real_db: CardDatabase) -> None:
    """Wine of Blood and Iron twice on Grizzly Bears: 2/2 -> 4/2 -> 8/2 (X read as each
    resolves); at the end step Wine is sacrificed; turn 2 the Bears are 2/2."""
    _compiled(real_db, "Wine of Blood and Iron")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wine of Blood and Iron")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}:", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}:", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 8, 2))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Wine of Blood and Iron", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_608_2h_fatal_frenzy_doubles_then_sacrificed(real_db: CardDatabase) -> None:
    """Fatal Frenzy on Hill Giant (3/3): 6/3 with trample; it attacks for 6; sacrificed at
    the end step."""
    _compiled(real_db, "Fatal Frenzy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Fatal Frenzy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fatal Frenzy", targets=["Hill Giant"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Hill Giant", 6, 3),
        sc.assert_abilities("A", "Hill Giant", ["Trample"])))
    s.attack(1, "A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_graveyard_count("A", "Hill Giant", 1)


# ------------------------------------------- 603.4: Second Chance's intervening "if"


def _second_chance(db: CardDatabase, life: int) -> Scenario:
    _compiled(db, "Second Chance")
    s = Scenario(cards=db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Second Chance")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_603_4_second_chance_at_five_life_extra_turn(real_db: CardDatabase) -> None:
    """A at 5 life: at A's upkeep Second Chance is sacrificed and turn 2 is A's."""
    s = _second_chance(real_db, 5)
    s.assert_graveyard_count("A", "Second Chance", 1)
    assert s.names[s.state.active] == "A"


def test_603_4_second_chance_at_six_life_nothing(real_db: CardDatabase) -> None:
    """A at 6 life: it stays, turn 2 is B's."""
    s = _second_chance(real_db, 6)
    s.assert_permanent_count("A", "Second Chance", 1)
    assert s.names[s.state.active] == "B"


# ------------------------------------------- 302.6, 611.2b: Somnophore

def test_611_2b_somnophore_keeps_the_creature_tapped(real_db: CardDatabase) -> None:
    """Somnophore hits B: B's Grizzly Bears is tapped and doesn't untap in B's untap step
    (turn 2); B's Hill Giant, not targeted, untaps as usual."""
    _compiled(real_db, "Somnophore")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Somnophore")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Somnophore")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Grizzly Bears", True)
    s.assert_tapped("Hill Giant", False)


# ------------------------------ 608.2h: "the highest mana value among permanents you control"


def test_608_2h_cabal_conditioning_discards_the_highest_mana_value(real_db: CardDatabase
                                                                   ) -> None:
    """A controls Hill Giant (mana value 4) and seven Swamps: Cabal Conditioning targeting B
    only: B discards four of five cards; A (not targeted) keeps its hand."""
    _compiled(real_db, "Cabal Conditioning")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Cabal Conditioning")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "B", "Forest", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cabal Conditioning", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Forest", 4)
    s.assert_hand_count("A", 1)


def test_608_2h_reward_the_faithful_each_target_player(real_db: CardDatabase) -> None:
    """A controls Serra Angel (mana value 5): Reward the Faithful targeting A and B: each
    gains 5."""
    _compiled(real_db, "Reward the Faithful")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Reward the Faithful")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reward the Faithful", targets=["A", "B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 25)
    s.assert_life("B", 25)


# --------------------- 120.3, 701.47a: Enter the God-Eternals (damage dealt, mill, amass)


def test_120_3_enter_the_god_eternals_gains_the_damage_dealt(real_db: CardDatabase) -> None:
    """4 damage to Hill Giant (3/3): all 4 is dealt, A gains 4; B mills four; amass 4: a 4/4
    Zombie Army."""
    _compiled(real_db, "Enter the God-Eternals")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Enter the God-Eternals")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enter the God-Eternals",
                 targets=["Hill Giant", "B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", None, 5)
    s.assert_power_toughness("A", "Zombie Army Token", 4, 4)


# ------------------------------------- 701.10e: Evolution Vat's granted "double the counters"


def test_701_10e_evolution_vat_then_double(real_db: CardDatabase) -> None:
    """Evolution Vat on Grizzly Bears: tapped, one +1/+1 counter (3/3); its granted ability
    doubles the counters: two (4/4)."""
    _compiled(real_db, "Evolution Vat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Evolution Vat")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}{U}:", source="Grizzly Bears")
    s.check(3, Step.PRECOMBAT_MAIN,  # 611.2a: the granted ability ended with turn 1
            lambda sc: sc.assert_playable("A", "{2}{G}{U}:", False))
    s.check(1, Step.END_TURN, lambda sc: sc.assert_tapped("Grizzly Bears", True))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


# --------------------------- 603.7c, 709.4: Initiate of Blood flips when that creature dies


def test_603_7c_initiate_of_blood_flips(real_db: CardDatabase) -> None:
    """Shock on B's Hill Giant (2 damage), then Initiate deals 1 to it: it dies, Initiate
    flips into Goka the Unjust."""
    _compiled(real_db, "Initiate of Blood")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Initiate of Blood")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Initiate", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Goka the Unjust", 1)


# ------------------------------------------------------ Jace, Memory Adept; Patron of the Moon


def test_606_jace_memory_adept_plus_one(real_db: CardDatabase) -> None:
    """Jace's +1: A draws a card, B mills one; Jace at 5 loyalty."""
    _compiled(real_db, "Jace, Memory Adept")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Memory Adept")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("B", None, 1)
    s.assert_graveyard_count("A", None, 0)
    s.assert_counter_count("A", "Jace, Memory Adept", "loyalty", 5)


def test_305_4_patron_of_the_moon_two_lands_tapped(real_db: CardDatabase) -> None:
    """Patron of the Moon's {1}: Forest and Mountain from A's hand enter tapped (not a land
    play); Hill Giant stays in hand."""
    _compiled(real_db, "Patron of the Moon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Patron of the Moon")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.set_choice("A", "Forest^Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Forest", True)
    s.assert_tapped("Mountain", True)
    s.assert_hand_count("A", 1, "Hill Giant")


# ---------------------------------------------------------------- 305.1: Lurrus casts, never plays


def test_305_1_lurrus_doesnt_play_a_land_from_the_graveyard(real_db: CardDatabase) -> None:
    """Lurrus: "cast one permanent spell with mana value 2 or less": a land (mana value 0) is
    played, never cast, so A can't play Forest from the graveyard."""
    _compiled(real_db, "Lurrus of the Dream-Den")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")

    def no_land(sc: Scenario) -> None:
        sc.assert_playable("A", "Forest", playable=False)

    s.check(1, Step.PRECOMBAT_MAIN, no_land)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)


# ------------------------- 608.2c, 305.1: "you may cast the exiled card ... If you do" (Buggy)


def _buggy(db: CardDatabase, hidden: str, answer: str) -> Scenario:
    """Smuggler's Buggy hides `hidden`; crewed by Grizzly Bears it hits B on turn 3."""
    _compiled(db, "Smuggler's Buggy")
    s = Scenario(cards=db)
    for name in ("Shock", "Ornithopter", hidden, "Memnite"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.HAND, "A", "Smuggler's Buggy")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Smuggler's Buggy")
    s.set_choice("A", hidden)
    s.set_choice("A", answer)
    s.activate_ability(3, Step.BEGIN_COMBAT, "A", "Crew 2")
    s.attack(3, "A", "Smuggler's Buggy")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_305_1_smugglers_buggy_a_hidden_land_is_not_cast(real_db: CardDatabase) -> None:
    """The hidden card is a Forest: a land can't be cast (305.1, 608.2c), so the Buggy
    stays on the battlefield and the Forest in exile."""
    s = _buggy(real_db, "Forest", "yes")
    s.assert_life("B", 15)
    s.assert_exile_count("Forest", 1)
    s.assert_permanent_count("A", "Smuggler's Buggy", 1)


def test_603_5_smugglers_buggy_declined_stays(real_db: CardDatabase) -> None:
    """A declines to cast the hidden Hill Giant: the Buggy stays, the Giant stays exiled."""
    s = _buggy(real_db, "Hill Giant", "no")
    s.assert_life("B", 15)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_permanent_count("A", "Smuggler's Buggy", 1)


# --------------------------- 611.2b: "for as long as Somnophore remains on the battlefield"


def test_611_2b_somnophore_gone_the_creature_untaps(real_db: CardDatabase) -> None:
    """Somnophore taps B's Grizzly Bears, then A Shocks Somnophore (2/2) after combat: on
    turn 2 the Bears untap as usual."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Somnophore")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Somnophore")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Somnophore"])
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Somnophore", 1)
    s.assert_tapped("Grizzly Bears", False)


# ----------------------------------- 601.3: "Until the end of your next turn" cast on B's turn


def test_611_2a_commune_with_lava_on_the_opponents_turn(real_db: CardDatabase) -> None:
    """Commune with Lava (X=1) at B's end step (turn 2): A's next turn is turn 3; Hill Giant
    is playable then, no longer on turn 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Commune with Lava")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(2, Step.END_TURN, "A", "Commune with Lava", x=1)
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Hill Giant", True))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_playable("A", "Hill Giant", False)


# ------------------------------------------------ 601.2b: Abandon Hope, discard X as it's cast


def test_601_2f_abandon_hope_x_two(real_db: CardDatabase) -> None:
    """Abandon Hope with X=2: A discards Forest and Plains as it is cast; A looks at B's hand
    and chooses Lightning Bolt and Hill Giant: B keeps Shock."""
    _compiled(real_db, "Abandon Hope")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Abandon Hope")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Plains")
    for name in ("Lightning Bolt", "Hill Giant", "Shock"):
        s.add_card(Zone.HAND, "B", name)
    s.set_choice("A", "Forest, Plains")
    s.set_choice("A", "Lightning Bolt, Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Abandon Hope", targets=["B"], x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", None, 3)
    s.assert_hand_count("B", 1, "Shock")
    s.assert_graveyard_count("B", None, 2)


# -------------------------------------- 115.3: Baral's Expertise, up to three, then a free spell


def test_601_2c_barals_expertise_two_targets_then_a_free_spell(real_db: CardDatabase) -> None:
    """Baral's Expertise with two of its three targets (B's Grizzly Bears and A's own
    Ornithopter): both return to their owners' hands; A casts Hill Giant (mana value 4)
    free; Craw Wurm (6) stays in hand."""
    _compiled(real_db, "Baral's Expertise")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Baral's Expertise")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Baral's Expertise",
                 targets=["Grizzly Bears", "Ornithopter"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Ornithopter")
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 1, "Craw Wurm")


# ------------------------- 118.12, rulings: "unless its controller exiles / discards" with none


def _unless_action(db: CardDatabase, counter: str, answer: str) -> Scenario:
    """A's Lightning Bolt at B, A with an empty hand and graveyard; B answers with
    `counter`; A answers `answer`."""
    _compiled(db, counter)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "B", counter)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", counter, targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", answer)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_12_grip_of_amnesia_an_empty_graveyard_can_be_exiled(real_db: CardDatabase
                                                                  ) -> None:
    """Grip of Amnesia ruling: A may "exile all cards from their graveyard" with none there;
    the Bolt resolves (B at 17), B draws a card."""
    s = _unless_action(real_db, "Grip of Amnesia", "yes")
    s.assert_life("B", 17)
    s.assert_hand_count("B", 1)


def test_118_12_grip_of_amnesia_declined_counters(real_db: CardDatabase) -> None:
    """A declines: the Bolt is countered (B at 20), B still draws."""
    s = _unless_action(real_db, "Grip of Amnesia", "no")
    s.assert_life("B", 20)
    s.assert_hand_count("B", 1)


def test_118_12_perplex_an_empty_hand_can_be_discarded(real_db: CardDatabase) -> None:
    """Perplex ruling: A may discard an empty hand; the Bolt resolves: B at 17."""
    s = _unless_action(real_db, "Perplex", "yes")
    s.assert_life("B", 17)


# ------------------------------------------ Time Spiral ruling: "up to six lands", anyone's


def test_701_21_time_spiral_may_untap_an_opponents_land(real_db: CardDatabase) -> None:
    """Time Spiral's lands aren't targeted and needn't be A's: A untaps only B's tapped
    Forest; A's six Islands stay tapped."""
    _compiled(real_db, "Time Spiral")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Time Spiral")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Time Spiral")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Forest", False)
    untapped = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Island"
                and not s.state.objects[o].tapped]
    assert len(untapped) == 0
    s.assert_exile_count("Time Spiral", 1)
    s.assert_hand_count("A", 7)
    s.assert_hand_count("B", 7)


# --------------------- Fatal Frenzy ruling: not sacrificed if you don't control it (701.21a)


def test_701_21a_fatal_frenzy_not_sacrificed_under_anothers_control(real_db: CardDatabase
                                                                    ) -> None:
    """Fatal Frenzy on A's Hill Giant, then B takes it with Word of Seizing until end of
    turn: at the end step A doesn't control it, so it isn't sacrificed; it returns to A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Fatal Frenzy")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Word of Seizing")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fatal Frenzy", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Word of Seizing", targets=["Hill Giant"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("B", "Hill Giant", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_abilities("A", "Hill Giant", ["Trample"], present=False)  # until end of turn


# ------------------------------ 607.2a: Mosswort Bridge, "total power 10 or greater" (208.1)


def _mosswort(db: CardDatabase, creatures: list[str]) -> Scenario:
    """A plays Mosswort Bridge on turn 1, hiding Ornithopter; on turn 3 A activates it."""
    _compiled(db, "Mosswort Bridge")
    s = Scenario(cards=db)
    for name in ("Shock", "Ornithopter", "Hill Giant", "Memnite"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.HAND, "A", "Mosswort Bridge")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    for name in creatures:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mosswort Bridge")
    s.set_choice("A", "Ornithopter")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{G}, {T}: You may play the exiled card")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_607_2a_mosswort_bridge_total_power_ten(real_db: CardDatabase) -> None:
    """Craw Wurm (6) and Serra Angel (4): total power 10: A plays Ornithopter free."""
    s = _mosswort(real_db, ["Craw Wurm", "Serra Angel"])
    s.assert_permanent_count("A", "Ornithopter", 1)


def test_607_2a_mosswort_bridge_total_power_nine(real_db: CardDatabase) -> None:
    """Craw Wurm (6) and Hill Giant (3): total power 9: nothing; Ornithopter stays exiled."""
    s = _mosswort(real_db, ["Craw Wurm", "Hill Giant"])
    s.assert_permanent_count("A", "Ornithopter", 0)
    s.assert_exile_count("Ornithopter", 1)


def _second_chance_answered(db: CardDatabase, answer: str, target: list[str]) -> Scenario:
    """A at 5 life answers Second Chance's upkeep trigger with `answer`."""
    s = Scenario(cards=db)
    s.set_life("A", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Second Chance")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", answer)
    s.cast_spell(1, Step.UPKEEP, "A", answer, targets=target, responding_to="Second Chance")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_603_4_second_chance_rechecked_as_it_resolves(real_db: CardDatabase) -> None:
    """In response A casts Revitalize (8 life): the "if" is checked again as the trigger
    resolves: nothing happens; Second Chance stays, turn 2 is B's."""
    s = _second_chance_answered(real_db, "Revitalize", [])
    s.assert_life("A", 8)
    s.assert_permanent_count("A", "Second Chance", 1)
    assert s.names[s.state.active] == "B"


def test_608_2c_second_chance_gone_still_an_extra_turn(real_db: CardDatabase) -> None:
    """Ruling: A Disenchants Second Chance in response: it can't be sacrificed, but A still
    takes the extra turn."""
    s = _second_chance_answered(real_db, "Disenchant", ["Second Chance"])
    s.assert_graveyard_count("A", "Second Chance", 1)
    assert s.names[s.state.active] == "A"


# ----------------------------------------------- 601.2f: Karador's cost reduction


def test_601_2f_karador_costs_one_less_per_creature_card(real_db: CardDatabase) -> None:
    """Five creature cards in A's graveyard (and a Forest, not counted): Karador costs
    {W}{B}{G}; A casts it with exactly Plains, Swamp, Forest."""
    _compiled(real_db, "Karador, Ghost Chieftain")
    s = Scenario(cards=real_db)
    for land in ("Plains", "Swamp", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Karador, Ghost Chieftain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karador, Ghost Chieftain")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Karador, Ghost Chieftain", 1)


def test_601_2f_karador_four_creature_cards_not_enough(real_db: CardDatabase) -> None:
    """Four creature cards: Karador costs {1}{W}{B}{G}; with three lands A can't cast it."""
    s = Scenario(cards=real_db)
    for land in ("Plains", "Swamp", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 4)
    s.add_card(Zone.HAND, "A", "Karador, Ghost Chieftain")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Karador, Ghost Chieftain", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


# ---------------------------- 702.96a, 701.15c: Damn overloaded, "each", none regenerated


def test_702_96a_damn_overloaded_none_regenerated(real_db: CardDatabase) -> None:
    """Damn for its overload cost {2}{W}{W}: each creature is destroyed (A's Hill Giant and
    B's Grizzly Bears); B's regeneration shield (Mending Touch) doesn't save the Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Damn")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Mending Touch")
    s.set_choice("A", "yes")  # its overload cost (601.2b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Damn")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Mending Touch", targets=["Grizzly Bears"],
                 responding_to="Damn")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ---------------------- 702.37e, 614.1a: Kheru Spellsnatcher turned face up, the spell stolen


def test_702_37e_kheru_spellsnatcher_counters_exiles_casts_free(real_db: CardDatabase
                                                                 ) -> None:
    """A casts Kheru Spellsnatcher face down (turn 1); on B's turn A turns it face up in
    response to B's Hill Giant: the Giant is countered and exiled; on turn 3 A (Islands
    only, no red mana) casts it without paying its mana cost."""
    _compiled(real_db, "Kheru Spellsnatcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Kheru Spellsnatcher")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kheru Spellsnatcher using Morph")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A",
                       "{4}{U}{U}: Turn this face-down permanent face up.",
                       responding_to="Hill Giant")
    s.add_target("A", "Hill Giant")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_exile_count("Hill Giant", 1))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Kheru Spellsnatcher", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


# ------------------ 608.2c, 118.12: Lofty Denial, "{4} instead" with a flyer (ruling: one {4})


def _lofty(db: CardDatabase, flyers: list[str], mountains: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    for name in flyers:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.add_card(Zone.HAND, "B", "Lofty Denial")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lofty Denial", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_12_lofty_denial_two_flyers_four_is_paid(real_db: CardDatabase) -> None:
    """B controls two flyers (Serra Angel, Ornithopter): A must pay {4} (once, not per
    flyer); A with five Mountains pays it: B at 17."""
    s = _lofty(real_db, ["Serra Angel", "Ornithopter"], 5)
    s.assert_life("B", 17)


def test_118_12_lofty_denial_flyer_one_is_not_enough(real_db: CardDatabase) -> None:
    """B controls Serra Angel; A has only {1} spare: A can't pay {4}: countered, B at 20."""
    s = _lofty(real_db, ["Serra Angel"], 2)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_118_12_lofty_denial_no_flyer_one(real_db: CardDatabase) -> None:
    """B controls no flyer (Grizzly Bears): A pays {1}: B at 17."""
    s = _lofty(real_db, ["Grizzly Bears"], 2)
    s.assert_life("B", 17)


# ---------------------------------------------- 707.10c: Chain of Acid, Chain of Smog


def test_707_10c_chain_of_acid_copied_by_the_destroyed_permanents_controller(
        real_db: CardDatabase) -> None:
    """Chain of Acid destroys B's Icy Manipulator; B (its controller, as it last existed) copies
    it at A's Sol Ring, which is destroyed too; A declines to copy."""
    _compiled(real_db, "Chain of Acid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.add_card(Zone.HAND, "A", "Chain of Acid")
    s.add_card(Zone.BATTLEFIELD, "B", "Icy Manipulator")
    for a in ("yes", "yes", "Sol Ring"):
        s.set_choice("B", a)
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chain of Acid", targets=["Icy Manipulator"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Icy Manipulator", 1)
    s.assert_graveyard_count("A", "Sol Ring", 1)


def test_707_10c_chain_of_smog_the_target_copies_back(real_db: CardDatabase) -> None:
    """Chain of Smog at B: B discards two (of three) and copies it at A: A discards two of
    its two; A declines to copy. B keeps one card."""
    _compiled(real_db, "Chain of Smog")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Chain of Smog")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Island", 3)
    for a in ("yes", "yes", "A"):
        s.set_choice("B", a)
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chain of Smog", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Island", 2)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Forest", 2)


# -------------------- 702.47a, 603.7: Through the Breach spliced onto Arcane (Glacial Ray)


def test_702_47a_through_the_breach_spliced_onto_glacial_ray(real_db: CardDatabase) -> None:
    """Glacial Ray at B with Through the Breach spliced ({1}{R} + {2}{R}{R}): B takes 2 (18),
    A puts Craw Wurm (6/4) from hand onto the battlefield with haste; it attacks (B at 12)
    and is sacrificed at the end step; Through the Breach stays in A's hand."""
    _compiled(real_db, "Through the Breach", "Glacial Ray")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Glacial Ray")
    s.add_card(Zone.HAND, "A", "Through the Breach")
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.set_choice("A", "Through the Breach")
    s.set_choice("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glacial Ray", targets=["B"])
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 12)
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_hand_count("A", 1, "Through the Breach")
    s.assert_graveyard_count("A", "Glacial Ray", 1)


# ------------------------------------------- 401.4: Rebuking Ceremony, two owners' libraries


def test_401_4_rebuking_ceremony_each_on_its_owners_library(real_db: CardDatabase) -> None:
    """Rebuking Ceremony on A's Sol Ring and B's Icy Manipulator: each goes on top of its
    owner's library."""
    _compiled(real_db, "Rebuking Ceremony")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.add_card(Zone.HAND, "A", "Rebuking Ceremony")
    s.add_card(Zone.BATTLEFIELD, "B", "Icy Manipulator")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rebuking Ceremony",
                 targets=["Sol Ring", "Icy Manipulator"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 1, "Sol Ring")
    s.assert_library_count("B", 1, "Icy Manipulator")
    assert s.state.objects[s.state.players[1].library[-1]].card.name == "Icy Manipulator"


# ------------------------------------------------ 105.3: Touch of Darkness, until end of turn


def test_105_3_touch_of_darkness_black_until_end_of_turn(real_db: CardDatabase) -> None:
    """Touch of Darkness on Grizzly Bears and Hill Giant: both black this turn; green and
    red again on turn 2."""
    _compiled(real_db, "Touch of Darkness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Touch of Darkness")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Touch of Darkness",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.check(1, Step.END_TURN, lambda sc: (sc.assert_color("Grizzly Bears", ["Black"]),
                                          sc.assert_color("Hill Giant", ["Black"])))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_color("Grizzly Bears", ["Green"])
    s.assert_color("Hill Giant", ["Red"])


# --------------------------------------- 707.10c, 118.12a: Chain of Plasma, a discard to copy


def test_707_10c_chain_of_plasma_discard_to_copy(real_db: CardDatabase) -> None:
    """Chain of Plasma at B (17): B discards Island to copy it at A (17); A, with an empty
    hand, can't discard, so the chain ends. B keeps Forest."""
    _compiled(real_db, "Chain of Plasma")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Chain of Plasma")
    s.add_card(Zone.HAND, "B", "Island")
    s.add_card(Zone.HAND, "B", "Forest")
    for a in ("Island", "yes", "yes", "A"):
        s.set_choice("B", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chain of Plasma", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 17)
    s.assert_hand_count("B", 1, "Forest")
    s.assert_graveyard_count("B", "Island", 1)


def test_707_10c_string_of_disappearances_unpaid_ends(real_db: CardDatabase) -> None:
    """String of Disappearances on B's Grizzly Bears; B, with only one Island, can't pay
    {U}{U}: no copy; A's Hill Giant stays."""
    _compiled(real_db, "String of Disappearances")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "String of Disappearances")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "String of Disappearances",
                 targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("A", "Hill Giant", 1)
