"""More cards XMage tests one by one, made to play in session 20 (the `xmage2` engineer): each
played the way its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ See the Truth
# 601.2a: "If this spell was cast from anywhere other than your hand" (a copy of a spell was
# not cast, 707.12); 608.2c: the "instead" rider replaces what the base takes (401.5)

_LIBRARY = ("Taiga", "Bayou", "Plateau", "Savannah", "Scrubland", "Tundra")


def _truth(real_db: CardDatabase, *, from_graveyard: bool) -> Scenario:
    _compiled(real_db, "See the Truth")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for name in _LIBRARY:
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", 8)
    if from_graveyard:
        s.add_card(Zone.HAND, "A", "Past in Flames")
        s.add_card(Zone.GRAVEYARD, "A", "See the Truth")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Past in Flames")
    else:
        s.add_card(Zone.HAND, "A", "See the Truth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "See the Truth")
    return s


def test_601_2a_see_the_truth_from_hand_takes_one(real_db: CardDatabase) -> None:
    """Cast from the hand: one of the top three (Tundra, Scrubland, Savannah) into the hand,
    the other two on the bottom: hand 1, library 5; See the Truth in the graveyard."""
    s = _truth(real_db, from_graveyard=False)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 5)
    s.assert_graveyard_count("A", "See the Truth", 1)
    top3 = {"Tundra", "Scrubland", "Savannah"}
    hand = [s.game.state.objects[c].card.name for c in s.game.state.players[0].hand]
    assert set(hand) <= top3
    library = [s.game.state.objects[c].card.name for c in s.game.state.players[0].library]
    assert library[2:] == ["Taiga", "Bayou", "Plateau"]  # (index 0: the bottom card)
    assert set(library[:2]) == top3 - set(hand)  # (the bottom two: the rest, 401.4)


def test_601_2a_see_the_truth_flashback_takes_all_three(real_db: CardDatabase) -> None:
    """Past in Flames gives it flashback: cast from the graveyard, every card looked at goes
    into the hand instead (Tundra, Scrubland, Savannah): hand 3, library 3 (Taiga, Bayou,
    Plateau), See the Truth exiled (702.34a)."""
    s = _truth(real_db, from_graveyard=True)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)
    for name in ("Tundra", "Scrubland", "Savannah"):
        s.assert_hand_count("A", 1, name)
    s.assert_library_count("A", 3)
    s.assert_exile_count("See the Truth", 1)


def test_707_12_see_the_truth_copy_was_not_cast_takes_one(real_db: CardDatabase) -> None:
    """Reverberate copies the See the Truth cast from the graveyard: the copy wasn't cast
    (707.12), so it takes one card of three (the other two to the bottom); the spell itself
    then takes all of the next top three: hand 1 + 3 = 4, library 2."""
    s = _truth(real_db, from_graveyard=True)
    s.add_card(Zone.HAND, "A", "Reverberate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reverberate", targets=["See the Truth"],
                 responding_to="See the Truth")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 4)
    s.assert_library_count("A", 2)
    s.assert_graveyard_count("A", "Reverberate", 1)
    s.assert_exile_count("See the Truth", 1)


# ------------------------------------------------------------------ Ilharg, the Raze-Boar
# 508.4: put onto the battlefield tapped and attacking; 603.7c: a delayed trigger returns the
# permanent put this way at the next end step (400.7: not a new object after it left)


def _ilharg(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Ilharg, the Raze-Boar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ilharg, the Raze-Boar")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.attack(1, "A", "Ilharg, the Raze-Boar")
    return s


def test_508_4_ilharg_puts_a_creature_attacking_and_returns_it(real_db: CardDatabase) -> None:
    """Ilharg attacks: Hill Giant (3/3) from A's hand enters tapped and attacking; both deal
    combat damage (B 20 -> 11). At the end step Hill Giant returns to A's hand."""
    s = _ilharg(real_db)

    def after_combat(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Hill Giant", 1)
        sc.assert_tapped("Hill Giant")
        sc.assert_hand_count("A", 0)

    s.check(1, Step.POSTCOMBAT_MAIN, after_combat)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 11)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_permanent_count("A", "Ilharg, the Raze-Boar", 1)


def test_400_7_ilharg_creature_that_died_stays_in_the_graveyard(real_db: CardDatabase) -> None:
    """B blocks the Hill Giant with Vastwood Gorger (5/6): the Giant dies; the delayed
    trigger finds no permanent (400.7: the card in the graveyard is a new object) and the
    Giant stays there. Ilharg's 6 reaches B (14)."""
    s = _ilharg(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Vastwood Gorger")
    s.block(1, "B", "Vastwood Gorger", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 0)


def test_508_4_ilharg_may_put_nothing(real_db: CardDatabase) -> None:
    """A declines ("no" to the card): Ilharg alone deals 6 (B 14); Hill Giant stays in hand
    and nothing returns at the end step."""
    s = _ilharg(real_db)
    s.set_choice("A", "no")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_permanent_count("A", "Hill Giant", 0)


# ------------------------------------------------------------------ Alpha Brawl
# 120.3, 208.1: a creature deals damage equal to its power to each other creature its
# controller controls, then each of those deals damage equal to its power back to it; no
# state-based action in between (704.3), so a creature dealt lethal damage still hits back


def _brawl(real_db: CardDatabase, target: str) -> Scenario:
    _compiled(real_db, "Alpha Brawl")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Alpha Brawl")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alpha Brawl", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_120_3_alpha_brawl_big_creature_kills_the_rest_and_dies(real_db: CardDatabase) -> None:
    """Craw Wurm (6/4) deals 6 to Hill Giant (3/3) and B's Grizzly Bears (2/2); both, though
    dealt lethal damage, deal 3 + 2 = 5 back (704.3: no SBA mid-resolution): all three die.
    A's own Grizzly Bears is not B's: untouched."""
    s = _brawl(real_db, "Craw Wurm")
    s.execute()
    s.assert_permanent_count("B", None, 0)
    for name in ("Craw Wurm", "Hill Giant", "Grizzly Bears"):
        s.assert_graveyard_count("B", name, 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Alpha Brawl", 1)


def test_120_3_alpha_brawl_small_creature_survivors_keep_damage(real_db: CardDatabase) -> None:
    """Hill Giant (3/3) deals 3 to Craw Wurm (6/4, survives with 3 damage) and to Grizzly Bears
    (dies); 6 + 2 = 8 back kills the Giant. B keeps only Craw Wurm."""
    s = _brawl(real_db, "Hill Giant")
    s.execute()
    s.assert_permanent_count("B", None, 1)
    s.assert_damage("Craw Wurm", 3)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Discontinuity
# 601.2f, 118.7b-c: a spell's own cost reduced by coloured mana while a condition holds


def _discontinuity(real_db: CardDatabase, islands: int) -> Scenario:
    _compiled(real_db, "Discontinuity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.HAND, "A", "Discontinuity")
    return s


def test_601_2f_discontinuity_costs_one_u_on_your_turn(real_db: CardDatabase) -> None:
    """On A's turn Discontinuity ({3}{U}{U}{U}) costs {1}{U}: cast with two Islands, it ends
    the turn (723.1: exiled from the stack with everything on it). On B's turn, with the same
    two Islands, it can't be cast (the reduction applies only on A's turn)."""
    s = _discontinuity(real_db, 2)

    def a_turn(sc: Scenario) -> None:
        sc.assert_playable("A", "Discontinuity", True)

    def b_turn(sc: Scenario) -> None:
        sc.assert_playable("A", "Discontinuity", False)

    s.check(1, Step.UPKEEP, a_turn)
    s.check(2, Step.UPKEEP, b_turn)  # (A keeps it for B's turn: not cast on turn 1)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", 1, "Discontinuity")

    s = _discontinuity(real_db, 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Discontinuity")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_exile_count("Discontinuity", 1)
    s.assert_hand_count("A", 0)


def test_601_2f_discontinuity_full_cost_on_opponents_turn(real_db: CardDatabase) -> None:
    """With six Islands A casts it on B's turn for its full {3}{U}{U}{U}: all six tapped."""
    s = _discontinuity(real_db, 6)
    s.cast_spell(2, Step.UPKEEP, "A", "Discontinuity")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Discontinuity", 1)
    assert sum(1 for o in s.game.state.battlefield if s.game.state.objects[o].tapped) == 6


def test_118_7_stormwing_entity_costs_one_u_after_an_instant(real_db: CardDatabase) -> None:
    """Stormwing Entity ({3}{U}{U}) costs {2}{U} less once A has cast an instant: with three
    Islands, not castable before; Opt ({U}) then Stormwing Entity for {1}{U}."""
    _compiled(real_db, "Stormwing Entity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Stormwing Entity")
    s.add_card(Zone.HAND, "A", "Opt")

    def before(sc: Scenario) -> None:
        sc.assert_playable("A", "Stormwing Entity", False)

    s.check(1, Step.PRECOMBAT_MAIN, before)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Stormwing Entity")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Stormwing Entity", 1)
    s.assert_graveyard_count("A", "Opt", 1)


def test_118_7c_even_the_score_free_but_x_after_four_draws(real_db: CardDatabase) -> None:
    """Even the Score ({X}{U}{U}{U}) costs {U}{U}{U} less once an opponent has drawn four cards
    this turn: on B's turn B draws one (draw step) and three (Ancestral Recall); then A, with
    one Island, casts it for X=1 (its cost {1}) and draws a card. Before B's Ancestral Recall
    (one card drawn) it can't be cast with that one Island."""
    _compiled(real_db, "Even the Score")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Even the Score")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Ancestral Recall")

    def before(sc: Scenario) -> None:
        sc.assert_playable("A", "Even the Score", False)

    s.check(2, Step.PRECOMBAT_MAIN, before)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Ancestral Recall", targets=["B"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Even the Score", x=1)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 4)
    s.assert_graveyard_count("A", "Even the Score", 1)


# ------------------------------------------------------------------ Unleash the Inferno
# 120.10: excess damage dealt (beyond lethal damage); 603.12: the reflexive trigger's target
# with mana value up to that amount, chosen as it is put on the stack (603.3d)


def _inferno(real_db: CardDatabase, target: str) -> Scenario:
    _compiled(real_db, "Unleash the Inferno")
    s = Scenario(cards=real_db)
    for land in ("Plains", "Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Unleash the Inferno")
    s.add_card(Zone.BATTLEFIELD, "B", target)
    s.add_card(Zone.BATTLEFIELD, "B", "Jayemdae Tome")  # (an artifact, mana value 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unleash the Inferno", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_120_10_unleash_the_inferno_excess_four_destroys_mana_value_four(
        real_db: CardDatabase) -> None:
    """7 damage to Hill Giant (3/3): 4 excess, so Jayemdae Tome (mana value 4) is destroyed;
    the Giant dies."""
    s = _inferno(real_db, "Hill Giant")
    s.add_target("A", "Jayemdae Tome")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Jayemdae Tome", 1)


def test_120_10_unleash_the_inferno_excess_three_too_small(real_db: CardDatabase) -> None:
    """7 damage to Craw Wurm (6/4): 3 excess; Jayemdae Tome (4) is no legal target: it stays."""
    s = _inferno(real_db, "Craw Wurm")
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("B", "Jayemdae Tome", 1)


def test_120_10_unleash_the_inferno_no_excess_no_trigger(real_db: CardDatabase) -> None:
    """7 damage to Wall of Stone (0/8): no excess damage, no trigger; B's Ornithopter (mana
    value 0) stays too."""
    s = _inferno(real_db, "Wall of Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.execute()
    s.assert_damage("Wall of Stone", 7)
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Jayemdae Tome", 1)
    assert not any(ev[0] == "reflexive_trigger" for ev in s.game.state.log)


def test_120_10_unleash_the_inferno_excess_over_a_planeswalkers_loyalty(
        real_db: CardDatabase) -> None:
    """7 damage to Jace Beleren (loyalty 3): 4 excess beyond its loyalty, so Jayemdae Tome
    (mana value 4) is destroyed; Jace is put into the graveyard (704.5i)."""
    s = _inferno(real_db, "Jace Beleren")
    s.execute()
    s.assert_graveyard_count("B", "Jace Beleren", 1)
    s.assert_graveyard_count("B", "Jayemdae Tome", 1)
