"""Spell effects read in session 20, played with real cards from the shared MTGJSON file
(skipped when it is absent). Each test has exact figures, and a case where the effect must not
do anything where there is one."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _active(expected: str) -> Any:
    def fn(sc: Scenario) -> None:
        assert sc.names[sc.state.active] == expected, (sc.state.turn, sc.state.active)
        assert not sc.state.players[0].lost
    return fn


# ------------------------------------- 500.7, 603.7: "At the beginning of that turn's end step"


def test_500_7_final_fortune_loses_at_the_extra_turns_end_step(real_db: CardDatabase) -> None:
    """Final Fortune on turn 1: turn 2 is A's extra turn; A hasn't lost at turn 1's end step
    (not that turn) nor in turn 2's main phase, and loses at the beginning of turn 2's end
    step (603.7a, 104.3a): B wins."""
    _compiled(real_db, "Final Fortune")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Final Fortune")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Final Fortune")
    s.check(1, Step.CLEANUP, _active("A"))
    s.check(2, Step.POSTCOMBAT_MAIN, _active("A"))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_lost("A")
    s.assert_winner("B")
    s.assert_turn(2)


def test_500_7_the_trigger_waits_for_its_own_extra_turn(real_db: CardDatabase) -> None:
    """Final Fortune, then Time Walk, both on turn 1: Time Walk's extra turn (the later one)
    is taken first (500.7), turn 2, and A doesn't lose at its end step; Final Fortune's is
    turn 3, and A loses at turn 3's end step."""
    _compiled(real_db, "Final Fortune", "Time Walk")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Final Fortune")
    s.add_card(Zone.HAND, "A", "Time Walk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Final Fortune")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Time Walk")
    s.check(2, Step.CLEANUP, _active("A"))
    s.check(3, Step.POSTCOMBAT_MAIN, _active("A"))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_lost("A")
    s.assert_turn(3)


def test_500_7_time_stretch_two_extra_turns(real_db: CardDatabase) -> None:
    """Time Stretch targeting A on turn 1: turns 2 and 3 are A's, turn 4 is B's; nobody
    loses."""
    _compiled(real_db, "Time Stretch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Time Stretch")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Time Stretch", targets=["A"])
    s.check(2, Step.UPKEEP, _active("A"))
    s.check(3, Step.UPKEEP, _active("A"))
    s.check(4, Step.UPKEEP, _active("B"))
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_not_lost("A")
    s.assert_turn(4)


def test_500_7_karns_temporal_sundering_player_then_permanent(real_db: CardDatabase) -> None:
    """Karn's Temporal Sundering (A controls a legendary creature): B takes the extra turn
    (turn 2 and turn 3 are B's), B's Grizzly Bears returns to B's hand, and the sorcery is
    exiled."""
    _compiled(real_db, "Karn's Temporal Sundering")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.HAND, "A", "Karn's Temporal Sundering")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karn's Temporal Sundering",
                 targets=["B", "Grizzly Bears"])
    s.check(2, Step.UPKEEP, _active("B"))
    s.check(3, Step.UPKEEP, _active("B"))
    s.check(4, Step.UPKEEP, _active("A"))
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_exile_count("Karn's Temporal Sundering", 1)


# -------------------------------------------------- 701.16a, 701.8: a hand revealed, cards chosen


def _hand_b(s: Scenario) -> None:
    for name in ("Lightning Bolt", "Hill Giant", "Forest"):
        s.add_card(Zone.HAND, "B", name)


def test_107_3a_mind_warp_discards_x_chosen_cards(real_db: CardDatabase) -> None:
    """Mind Warp with X=2: A looks at B's hand (Lightning Bolt, Hill Giant, Forest) and
    chooses Bolt and Forest: B discards those two and keeps Hill Giant."""
    _compiled(real_db, "Mind Warp")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Mind Warp")
    _hand_b(s)
    s.set_choice("A", "Lightning Bolt, Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Warp", targets=["B"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_hand_count("B", 1, "Hill Giant")


def test_107_3a_mind_warp_with_x_0_discards_nothing(real_db: CardDatabase) -> None:
    """Mind Warp with X=0: B keeps all three cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Mind Warp")
    _hand_b(s)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Warp", targets=["B"], x=0)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 3)
    s.assert_graveyard_count("B", None, 0)


def test_406_3_memory_leak_exiles_a_card_from_the_graveyard(real_db: CardDatabase) -> None:
    """Memory Leak: B reveals Lightning Bolt and Forest; A chooses Serra Angel from B's
    graveyard instead (a nonland card of either zone) and exiles it; B's hand is untouched."""
    _compiled(real_db, "Memory Leak", "Never Happened")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Memory Leak")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Serra Angel")
    s.add_card(Zone.GRAVEYARD, "B", "Mountain")
    s.set_choice("A", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memory Leak", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Serra Angel", 1)
    s.assert_hand_count("B", 2)
    s.assert_graveyard_count("B", "Mountain", 1)


def test_406_3_never_happened_exiles_a_card_from_the_hand(real_db: CardDatabase) -> None:
    """Never Happened: A chooses Lightning Bolt from B's hand; it is exiled (not discarded:
    B's graveyard stays empty)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Never Happened")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Never Happened", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_hand_count("B", 1, "Forest")
    s.assert_graveyard_count("B", None, 0)


def test_401_7_lost_hours_puts_the_card_third_from_the_top(real_db: CardDatabase) -> None:
    """Lost Hours: B's Hill Giant goes into B's library third from the top (two cards above
    it), not into the graveyard; B keeps the other two cards."""
    _compiled(real_db, "Lost Hours")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Lost Hours")
    _hand_b(s)
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lost Hours", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    lib = s.state.players[1].library
    assert s.state.objects[lib[-3]].card.name == "Hill Giant"
    assert all(s.state.objects[c].card.name != "Hill Giant" for c in lib[-2:])
    s.assert_hand_count("B", 2)
    s.assert_graveyard_count("B", None, 0)


def test_401_1_painful_memories_puts_the_card_on_top(real_db: CardDatabase) -> None:
    """Painful Memories: A chooses B's Lightning Bolt; it goes on top of B's library, and B
    draws it on turn 2."""
    _compiled(real_db, "Painful Memories")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Painful Memories")
    _hand_b(s)
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Painful Memories", targets=["B"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_hand_count("B", 0, "Lightning Bolt"))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Lightning Bolt")
    s.assert_hand_count("B", 3)


def test_608_2d_extract_the_truth_may_choose_nothing(real_db: CardDatabase) -> None:
    """Extract the Truth, first mode: "You may choose": A chooses nothing, B keeps Hill Giant
    (the choice is optional, 608.2d)."""
    _compiled(real_db, "Extract the Truth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Extract the Truth")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.set_mode_choice("A", 1)
    s.set_choice("A", "")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Extract the Truth", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")


# ------------------------------------------------- 401.4: "on top of their owners' libraries"


def test_401_4_plow_under_puts_two_target_lands_on_top(real_db: CardDatabase) -> None:
    """Plow Under on B's Forest and Island: both go on top of B's library (B arranges them,
    401.4) and B draws one of them on turn 2; B's Plains stays on the battlefield."""
    _compiled(real_db, "Plow Under")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Plow Under")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plow Under", targets=["Island", "Mountain"])

    def top_two(sc: Scenario) -> None:
        lib = sc.state.players[1].library
        assert sorted(sc.state.objects[c].card.name for c in lib[-2:]) == ["Island", "Mountain"]

    s.check(1, Step.END_TURN, top_two)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("B", 1)
    s.assert_permanent_count("B", "Plains", 1)
    s.assert_permanent_count("A", "Forest", 5)


# ------------------------- 608.2c, 118.12: "If ..., counter that spell instead" (Stubborn Denial)


def _denial(db: CardDatabase, big: bool) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm" if big else "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Stubborn Denial")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Stubborn Denial", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", "yes")  # 118.12: A pays {1} when asked
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_12_stubborn_denial_without_a_big_creature_may_be_paid(real_db: CardDatabase
                                                                   ) -> None:
    """Stubborn Denial, B controlling only Grizzly Bears (2/2): A pays {1}, the Bolt
    resolves: B at 17."""
    _compiled(real_db, "Stubborn Denial", "Lofty Denial")
    s = _denial(real_db, big=False)
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_608_2c_stubborn_denial_with_a_big_creature_counters_outright(real_db: CardDatabase
                                                                      ) -> None:
    """Stubborn Denial, B controlling Craw Wurm (6/4, power 4 or greater): the Bolt is
    countered with no chance to pay (A's second Mountain stays untapped): B at 20."""
    s = _denial(real_db, big=True)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    untapped = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Mountain"
                and not s.state.objects[o].tapped]
    assert len(untapped) == 1


# ------------------ 608.2h: "Counter target spell unless its controller pays {1}. That player ..."


def _delusion(db: CardDatabase, lands: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Frightful Delusion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Frightful Delusion", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_608_2h_frightful_delusion_paid_and_that_player_still_discards(real_db: CardDatabase
                                                                       ) -> None:
    """Frightful Delusion on A's Bolt, A with a second Mountain: A pays {1}, the Bolt
    resolves (B at 17), and A (the Bolt's controller) still discards Hill Giant."""
    _compiled(real_db, "Frightful Delusion")
    s = _delusion(real_db, 2)
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 0)


def test_608_2h_frightful_delusion_unpaid_counters_and_discards(real_db: CardDatabase) -> None:
    """Frightful Delusion, A with no mana left: the Bolt is countered (B at 20) and A
    discards Hill Giant; B (who cast the counterspell) discards nothing."""
    s = _delusion(real_db, 1)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Frightful Delusion", 1)


# ---------------------------------- 701.20, 701.21: Time Spiral's "You untap up to six lands."


def test_701_21_time_spiral_refills_hands_and_untaps_six_lands(real_db: CardDatabase) -> None:
    """Time Spiral: it exiles itself, each player shuffles hand and graveyard into their
    library and draws seven; A untaps the six Islands tapped to cast it (608.2d: A chooses
    them)."""
    _compiled(real_db, "Time Spiral")
    s = Scenario(cards=real_db)
    lands = ["Island", "Snow-Covered Island", "Plains", "Swamp", "Mountain", "Forest"]
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Time Spiral")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.set_choice("A", "^".join(lands))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Time Spiral")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Time Spiral", 1)
    s.assert_hand_count("A", 7)
    s.assert_hand_count("B", 7)
    s.assert_graveyard_count("A", None, 0)
    assert all(not s.state.objects[o].tapped for o in s.state.battlefield)


# ------------------------------------ 101.4: each player chooses, then the cards enter at once


def test_101_4_show_and_tell_each_player_may_put_a_card(real_db: CardDatabase) -> None:
    """Show and Tell: A puts Serra Angel, B puts Craw Wurm, each under its owner's control;
    A's Lightning Bolt (an instant) can't be chosen and stays in hand."""
    _compiled(real_db, "Show and Tell")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Show and Tell")
    s.add_card(Zone.HAND, "A", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.set_choice("A", "Serra Angel")
    s.set_choice("B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Show and Tell")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_hand_count("B", 0)


def test_608_2d_show_and_tell_a_player_may_choose_nothing(real_db: CardDatabase) -> None:
    """Show and Tell: B declines ("may"): B's Craw Wurm stays in B's hand; A's Angel enters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Show and Tell")
    s.add_card(Zone.HAND, "A", "Serra Angel")
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.set_choice("A", "Serra Angel")
    s.set_choice("B", "")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Show and Tell")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_hand_count("B", 1, "Craw Wurm")
    s.assert_battlefield_count("B", 0)


def test_101_4_exhume_each_player_returns_a_creature_card(real_db: CardDatabase) -> None:
    """Exhume: A returns Serra Angel (A's choice over Grizzly Bears), B returns its only
    creature card, Hill Giant (mandatory); B's Lightning Bolt stays in the graveyard."""
    _compiled(real_db, "Exhume")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Exhume")
    s.add_card(Zone.GRAVEYARD, "A", "Serra Angel")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.set_choice("A", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Exhume")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


# ------------------------------------------- 707.10c: the Chain spells copied by another player


def _chain(db: CardDatabase, b_mountains: int, answers: list[str]) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Chain Lightning")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", b_mountains)
    for a in answers:
        s.set_choice("B", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chain Lightning", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_707_10c_chain_lightning_copied_back_at_its_caster(real_db: CardDatabase) -> None:
    """Chain Lightning at B: B (3 damage, 17) pays {R}{R}, copies it and chooses A as the
    copy's new target: A takes 3 (17); the copy is B's, so A is then asked, and A (no
    untapped Mountain) can't pay: the chain ends."""
    _compiled(real_db, "Chain Lightning", "Chain of Vapor", "Chain of Acid", "Chain of Smog",
              "Chain of Plasma", "Chain Stasis", "String of Disappearances")
    s = _chain(real_db, 2, ["yes", "yes", "yes", "A"])
    s.assert_life("B", 17)
    s.assert_life("A", 17)
    s.assert_graveyard_count("A", "Chain Lightning", 1)


def test_118_12a_chain_lightning_without_the_mana_no_copy(real_db: CardDatabase) -> None:
    """Chain Lightning at B, B with one Mountain: B can't pay {R}{R} (118.3), so isn't even
    asked; A stays at 20."""
    s = _chain(real_db, 1, [])
    s.assert_life("B", 17)
    s.assert_life("A", 20)


# ------------------------------ 601.3, 609.4b: exiled this way, then castable by the exiler


def test_609_4b_psychic_intrusion_casts_the_exiled_card_with_any_mana(real_db: CardDatabase
                                                                      ) -> None:
    """Psychic Intrusion: A exiles B's Lightning Bolt from B's hand and casts it with a
    Swamp (mana spent as though it were any color, 609.4b) at B: B at 17; B's Forest stays
    in hand."""
    _compiled(real_db, "Psychic Intrusion", "Covetous Urge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Psychic Intrusion")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Intrusion", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_hand_count("B", 1, "Forest")


def test_614_1a_spelljack_exiles_and_the_card_is_castable_free(real_db: CardDatabase) -> None:
    """Spelljack counters A's Hill Giant, exiling it instead of putting it into A's
    graveyard; on turn 2 B casts it without paying its mana cost (B has only Islands: {R}
    couldn't be paid): B controls Hill Giant."""
    _compiled(real_db, "Spelljack")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 6)
    s.add_card(Zone.HAND, "B", "Spelljack")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Spelljack", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_exile_count("Hill Giant", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Hill Giant", 0)


# ------------------------------------- 614.1a, 608.2d: Hinder's "on the top or bottom" choice


def _hinder(db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Hinder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Hinder", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.set_choice("B", answer)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 0)
    s.assert_battlefield_count("A", 4)
    return s


def test_614_1a_hinder_puts_the_countered_card_on_top(real_db: CardDatabase) -> None:
    """Hinder, B choosing the top: A's Hill Giant is A's top library card, not in A's
    graveyard."""
    _compiled(real_db, "Hinder")
    s = _hinder(real_db, "yes")
    lib = s.state.players[0].library
    assert s.state.objects[lib[-1]].card.name == "Hill Giant"


def test_614_1a_hinder_puts_the_countered_card_on_the_bottom(real_db: CardDatabase) -> None:
    """Hinder, B choosing the bottom: A's Hill Giant is A's bottom library card."""
    s = _hinder(real_db, "no")
    lib = s.state.players[0].library
    assert s.state.objects[lib[0]].card.name == "Hill Giant"
    assert s.state.objects[lib[-1]].card.name != "Hill Giant"


# -------------------------------------------------- 401.5, 608.2d: one looked-at card per place


def _top3(s: Scenario) -> None:
    for name in ("Mountain", "Hill Giant", "Lightning Bolt"):  # (Lightning Bolt on top)
        s.add_card(Zone.LIBRARY, "A", name)


def test_401_5_telling_time_one_card_to_each_place(real_db: CardDatabase) -> None:
    """Telling Time: of Lightning Bolt, Hill Giant, Mountain (top first), A takes Hill Giant,
    puts Mountain on top and Lightning Bolt on the bottom."""
    _compiled(real_db, "Telling Time")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Telling Time")
    _top3(s)
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Telling Time")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    lib = s.state.players[0].library
    assert s.state.objects[lib[-1]].card.name == "Mountain"
    assert s.state.objects[lib[0]].card.name == "Lightning Bolt"
    assert s.state.objects[lib[-2]].card.name not in ("Lightning Bolt", "Hill Giant")


def test_601_3_expressive_iteration_plays_the_exiled_card_this_turn(real_db: CardDatabase
                                                                    ) -> None:
    """Expressive Iteration: A takes Hill Giant, puts Mountain on the bottom, exiles Lightning
    Bolt and casts it from exile at B this turn (B at 17)."""
    _compiled(real_db, "Expressive Iteration")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Expressive Iteration")
    _top3(s)
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Expressive Iteration")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_life("B", 17)
    lib = s.state.players[0].library
    assert s.state.objects[lib[0]].card.name == "Mountain"


def test_601_3_expressive_iteration_permission_ends_with_the_turn(real_db: CardDatabase
                                                                  ) -> None:
    """Expressive Iteration's exiled Lightning Bolt can't be cast on turn 3 (only "this
    turn", 611.2a): it stays in exile and B stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Expressive Iteration")
    _top3(s)
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Expressive Iteration")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Lightning Bolt", False)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_life("B", 20)


# ------------------------------------- 608.2c: "..., then you <verb>" after another subject


def test_608_2c_witherbloom_command_then_you_return_a_land(real_db: CardDatabase) -> None:
    """Witherbloom Command, modes one and four: B mills three cards, then A (not B) returns
    Forest from A's graveyard to A's hand; B loses 2 life and A gains 2."""
    _compiled(real_db, "Witherbloom Command")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Witherbloom Command")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Mountain")
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Witherbloom Command", targets=["B", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("A", "Forest", 0)
    s.assert_graveyard_count("B", None, 4)
    s.assert_graveyard_count("B", "Mountain", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 22)


# ------------------------------- 118.12, 608.2c: "pays {1} for each card revealed this way"


def _brine(db: CardDatabase, reveal: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Scent of Brine")
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.add_card(Zone.HAND, "B", "Opt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Scent of Brine", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.set_choice("B", reveal)
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_118_12_scent_of_brine_two_revealed_costs_two(real_db: CardDatabase) -> None:
    """Scent of Brine, B revealing Counterspell and Opt: A would have to pay {2} with one
    untapped Mountain: Hill Giant is countered."""
    _compiled(real_db, "Scent of Brine", "Brine Seer")
    s = _brine(real_db, "Counterspell^Opt")
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_118_12_scent_of_brine_one_revealed_is_paid(real_db: CardDatabase) -> None:
    """Scent of Brine, B revealing only Opt: A pays {1} with the fifth Mountain and Hill Giant
    resolves."""
    s = _brine(real_db, "Opt")
    s.assert_permanent_count("A", "Hill Giant", 1)


# -------------------------------------- 118.12: "unless its controller discards their hand"


def _perplex(db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "B", "Perplex")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Perplex", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", answer)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_118_12_perplex_paid_by_discarding_the_hand(real_db: CardDatabase) -> None:
    """Perplex on A's Bolt: A discards their hand (Hill Giant, Forest) and the Bolt resolves:
    B at 17."""
    _compiled(real_db, "Perplex", "Grip of Amnesia")
    s = _perplex(real_db, "yes")
    s.assert_life("B", 17)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_118_12_perplex_declined_counters(real_db: CardDatabase) -> None:
    """Perplex, A declining: the Bolt is countered (B at 20), A keeps both cards."""
    s = _perplex(real_db, "no")
    s.assert_life("B", 20)
    s.assert_hand_count("A", 2)


# ----------------------------------------- 107.1a, 608.2b: "divided evenly, rounded down"


def test_107_1a_fireball_divides_evenly_rounded_down(real_db: CardDatabase) -> None:
    """Fireball with X=5 at B and Hill Giant (cost {5}{R} + {1} for the second target): 5/2
    rounded down = 2 each: B at 18, Hill Giant (3/3) survives with 2 damage."""
    _compiled(real_db, "Fireball")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Fireball")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fireball", targets=["B", "Hill Giant"], x=5)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_damage("Hill Giant", 2)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_107_1a_fireball_one_target_gets_all_of_x(real_db: CardDatabase) -> None:
    """Fireball with X=3 at Hill Giant alone ({3}{R}, no extra cost): 3 damage, it dies; B
    stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Fireball")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fireball", targets=["Hill Giant"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


# ------------------------------- 701.19: another player's library searched (", then search")


def test_701_19_lifes_finale_destroys_then_mills_three_creature_cards(real_db: CardDatabase
                                                                      ) -> None:
    """Life's Finale: Grizzly Bears (A's) and Hill Giant (B's) are destroyed, then A finds
    Serra Angel and Craw Wurm in B's library and puts them into B's graveyard (up to three:
    B's Lightning Bolt, not a creature card, can't be chosen)."""
    _compiled(real_db, "Life's Finale", "Denying Wind")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Life's Finale")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    for name in ("Serra Angel", "Craw Wurm", "Lightning Bolt"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.set_choice("A", "Serra Angel^Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Life's Finale", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_library_count("B", 1, "Lightning Bolt")


def test_701_19_denying_wind_exiles_up_to_seven(real_db: CardDatabase) -> None:
    """Denying Wind: A exiles two chosen cards of B's library (up to seven: fewer may be
    chosen, 701.19b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Denying Wind")
    for name in ("Serra Angel", "Craw Wurm"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.set_choice("A", "Serra Angel^Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Denying Wind", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Serra Angel", 1)
    s.assert_exile_count("Craw Wurm", 1)


# --------------------------- 701.16a, 701.8a: "reveals three cards from their hand ... choose"


def test_701_16a_noggin_whack_b_reveals_three_a_chooses_two(real_db: CardDatabase) -> None:
    """Noggin Whack: B (four cards) reveals Lightning Bolt, Hill Giant and Forest (B's choice;
    Serra Angel stays hidden), A chooses Bolt and Giant: B discards those two and keeps
    Forest and Serra Angel."""
    _compiled(real_db, "Noggin Whack", "Blackmail")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Noggin Whack")
    _hand_b(s)
    s.add_card(Zone.HAND, "B", "Serra Angel")
    s.set_choice("B", "Lightning Bolt^Hill Giant^Forest")
    s.set_choice("A", "Lightning Bolt^Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Noggin Whack", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 2)
    s.assert_hand_count("B", 1, "Serra Angel")


def test_701_16a_blackmail_with_three_cards_reveals_all(real_db: CardDatabase) -> None:
    """Blackmail: B holds exactly three cards, so reveals them all; A chooses Hill Giant: B
    discards only it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Blackmail")
    _hand_b(s)
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blackmail", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 2)


def test_406_3_agonizing_remorse_exiles_a_graveyard_land(real_db: CardDatabase) -> None:
    """Agonizing Remorse: a nonland card from B's hand OR any card from B's graveyard: A
    exiles the Mountain in B's graveyard (a land: allowed there) and loses 1 life; B's Forest
    in hand couldn't have been chosen, and stays."""
    _compiled(real_db, "Agonizing Remorse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Agonizing Remorse")
    s.add_card(Zone.HAND, "B", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Mountain")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Agonizing Remorse", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Mountain", 1)
    s.assert_hand_count("B", 1, "Forest")
    s.assert_life("A", 19)


# ------------------------------------------------ 601.2c: "one or more target creatures"


def test_601_2c_dwarven_song_turns_two_creatures_red(real_db: CardDatabase) -> None:
    """Dwarven Song targeting Grizzly Bears and Serra Angel: both are red until end of turn
    (105.3, layer 5); Llanowar Elves, not targeted, stays green; the Bears are green again
    on turn 2 (611.2a)."""
    _compiled(real_db, "Dwarven Song")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Dwarven Song")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dwarven Song",
                 targets=["Grizzly Bears", "Serra Angel"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_color("Grizzly Bears", ["R"]))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_color("Serra Angel", ["R"]))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_color("Llanowar Elves", ["G"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_color("Grizzly Bears", ["G"])  # (611.2a: until end of turn)


def test_601_2c_one_or_more_targets_cannot_be_none(real_db: CardDatabase) -> None:
    """Dwarven Song can't be cast with no creature on the battlefield (601.2c: one or more
    targets)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Dwarven Song")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Dwarven Song", False)


def test_601_2c_hunters_feast_each_target_player_gains(real_db: CardDatabase) -> None:
    """Hunters' Feast targeting A and B: each gains 6 life (26 and 26)."""
    _compiled(real_db, "Hunters' Feast")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Hunters' Feast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunters' Feast", targets=["A", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 26)
    s.assert_life("B", 26)


def test_601_2c_hunters_feast_only_the_chosen_player(real_db: CardDatabase) -> None:
    """Hunters' Feast targeting only A: A at 26, B (not a target) stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Hunters' Feast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunters' Feast", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 26)
    s.assert_life("B", 20)


def _tapped_islands(sc: Scenario) -> int:
    return sum(1 for o in sc.state.battlefield if sc.state.objects[o].card.name == "Island"
               and sc.state.objects[o].tapped)


def test_500_11_savor_the_moment_skips_the_extra_turns_untap_step(real_db: CardDatabase
                                                                  ) -> None:
    """Savor the Moment: turn 2 is A's extra turn with no untap step (A's three Islands stay
    tapped); turn 4, A's next normal turn, untaps them."""
    _compiled(real_db, "Savor the Moment")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Savor the Moment")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savor the Moment")

    def islands(n: int) -> Any:
        def fn(sc: Scenario) -> None:
            assert _tapped_islands(sc) == n, (sc.state.turn, _tapped_islands(sc))
        return fn

    s.check(2, Step.UPKEEP, _active("A"))
    s.check(2, Step.UPKEEP, islands(3))
    s.check(3, Step.UPKEEP, _active("B"))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    assert _tapped_islands(s) == 0


def test_500_7_time_walks_extra_turn_untaps(real_db: CardDatabase) -> None:
    """Time Walk (no rider): A's extra turn 2 has its untap step: the Islands untap."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Time Walk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Time Walk")
    s.check(2, Step.UPKEEP, _active("A"))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    assert _tapped_islands(s) == 0


# ------------------------- 400.7, 603.7: put from a hand, haste, sacrificed at the end step


def _breach(db: CardDatabase, card: str, activate: bool) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    if activate:
        s.add_card(Zone.BATTLEFIELD, "A", "Sneak Attack")
    else:
        s.add_card(Zone.HAND, "A", "Through the Breach")
    s.add_card(Zone.HAND, "A", card)
    s.set_choice("A", card)
    if activate:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
    else:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Through the Breach")
    s.attack(1, "A", card)
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("A", card, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    return s


def test_603_7_through_the_breach_hasty_attack_then_sacrificed(real_db: CardDatabase) -> None:
    """Through the Breach puts Craw Wurm (6/4) onto the battlefield with haste: it attacks
    at once (B at 14) and is sacrificed at the beginning of the end step."""
    _compiled(real_db, "Through the Breach", "Sneak Attack")
    s = _breach(real_db, "Craw Wurm", activate=False)
    s.assert_life("B", 14)
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Craw Wurm", 0)


def test_603_7_sneak_attack_hasty_attack_then_sacrificed(real_db: CardDatabase) -> None:
    """Sneak Attack's ability: the same with Serra Angel (4/4): B at 16, the Angel in A's
    graveyard by turn 2; Sneak Attack stays."""
    s = _breach(real_db, "Serra Angel", activate=True)
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Serra Angel", 1)
    s.assert_permanent_count("A", "Sneak Attack", 1)


# ----------------------- 701.15c: "A creature destroyed this way can't be regenerated."


def _damn(db: CardDatabase, spell: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Mending Touch")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Mending Touch", targets=["Grizzly Bears"],
                 responding_to=spell)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_701_15c_damn_destroys_through_a_regeneration_shield(real_db: CardDatabase) -> None:
    """Damn on Grizzly Bears, B regenerating it in response (Mending Touch): it can't be
    regenerated, so it dies."""
    _compiled(real_db, "Damn")
    s = _damn(real_db, "Damn")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_701_15c_a_plain_destroy_is_regenerated(real_db: CardDatabase) -> None:
    """The same with Murder (no rider): the shield regenerates the Bears (701.15a), which
    stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Mending Touch")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Mending Touch", targets=["Grizzly Bears"],
                 responding_to="Murder")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_714_2b_fall_of_the_thran_chapter_two_each_player_returns_two_lands(
        real_db: CardDatabase) -> None:
    """Fall of the Thran reaching chapter II (lore 1 -> 2 as the main phase begins): A
    returns Forest and Island (of three land cards), B returns its only land card, Mountain;
    A's Plains stays in the graveyard."""
    _compiled(real_db, "Fall of the Thran")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fall of the Thran", counters={"lore": 1})
    for land in ("Forest", "Island", "Plains"):
        s.add_card(Zone.GRAVEYARD, "A", land)
    s.add_card(Zone.GRAVEYARD, "B", "Mountain")
    s.set_choice("A", "Forest^Island")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_permanent_count("B", "Mountain", 1)


# ---------------------------------------- 107.3a, 601.3: "Exile the top X cards of your library"


def test_601_3_commune_with_lava_plays_the_exiled_cards(real_db: CardDatabase) -> None:
    """Commune with Lava with X=2 exiles Lightning Bolt and Hill Giant from the top of A's
    library; A casts the Bolt from exile at B this turn (B at 17); the Giant may be played
    until the end of A's next turn (turn 3), no longer on turn 5."""
    _compiled(real_db, "Commune with Lava")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Commune with Lava")
    for name in ("Hill Giant", "Lightning Bolt"):  # (Lightning Bolt on top)
        s.add_card(Zone.LIBRARY, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Commune with Lava", x=2)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Hill Giant", True))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_playable("A", "Hill Giant", False)


# ---------------------------------- 608.2d: "Target opponent chooses a creature they control."


def test_608_2d_imperial_edict_the_opponent_chooses(real_db: CardDatabase) -> None:
    """Imperial Edict: B chooses Grizzly Bears among B's creatures; it is destroyed, Serra
    Angel stays (B's choice, not A's; not a target)."""
    _compiled(real_db, "Imperial Edict", "Wei Assassins")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Imperial Edict")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Imperial Edict", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Serra Angel", 1)


# ----------------------------------------------------------- 506.4: "target nonattacking creature"


def test_506_4_alarum_untaps_a_nonattacking_creature(real_db: CardDatabase) -> None:
    """Alarum on A's tapped Hill Giant (not attacking): untapped, 4/6 until end of turn."""
    _compiled(real_db, "Alarum", "Ruthless Instincts")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Alarum")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alarum", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Hill Giant", False)
    s.assert_power_toughness("A", "Hill Giant", 4, 6)


def test_506_4_an_attacking_creature_is_not_a_legal_target(real_db: CardDatabase) -> None:
    """B's Grizzly Bears attacking on turn 2, the only creature: Alarum has no legal target
    then (not castable)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Alarum")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.check(2, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_playable("A", "Alarum", False))
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)


def test_401_5_dimir_charm_puts_one_back_and_mills_the_rest(real_db: CardDatabase) -> None:
    """Dimir Charm, third mode, on B: of Serra Angel, Craw Wurm, Lightning Bolt (B's top three,
    Bolt on top), A puts Craw Wurm back on top; the other two go to B's graveyard."""
    _compiled(real_db, "Dimir Charm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Dimir Charm")
    for name in ("Serra Angel", "Craw Wurm", "Lightning Bolt"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.set_mode_choice("A", 3)
    s.set_choice("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dimir Charm", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    lib = s.state.players[1].library
    assert s.state.objects[lib[-1]].card.name == "Craw Wurm"
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_608_2d_tooth_and_nail_puts_up_to_two_creatures(real_db: CardDatabase) -> None:
    """Tooth and Nail, second mode: A puts Craw Wurm and Serra Angel from hand onto the
    battlefield; the third creature card, Hill Giant, stays (up to two)."""
    _compiled(real_db, "Tooth and Nail")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 9)
    s.add_card(Zone.HAND, "A", "Tooth and Nail")
    for name in ("Craw Wurm", "Serra Angel", "Hill Giant"):
        s.add_card(Zone.HAND, "A", name)
    s.set_mode_choice("A", 2)
    s.set_choice("A", "Craw Wurm^Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tooth and Nail")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_hand_count("A", 1, "Hill Giant")
