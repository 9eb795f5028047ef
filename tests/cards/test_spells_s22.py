"""Spell effects read in session 22, played with real cards from the shared MTGJSON file
(skipped when it is absent). Each test has exact figures, and a case where the effect must not
do anything where there is one."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------ 603.7b-c, 505.1: Mana Drain's delayed mana


def _drained(db: CardDatabase, counter: str, lands: str = "Island", n_lands: int = 2
             ) -> Scenario:
    """B casts Hill Giant (mana value 4) in B's turn 2; A counters it with `counter`."""
    assert_compiled(db, counter)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", lands, n_lands)
    s.add_card(Zone.HAND, "A", counter)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", counter, targets=["Hill Giant"],
                 responding_to="Hill Giant")
    return s


def test_603_7c_mana_drain_gives_four_colorless_in_your_next_main_phase(
        real_db: CardDatabase) -> None:
    """Hill Giant is countered; in A's turn 3 precombat main phase A gets {C}{C}{C}{C} and,
    with A's two Islands, casts Juggernaut ({4}) and Sol Ring ({1}) and has {U} left."""
    s = _drained(real_db, "Mana Drain")
    s.add_card(Zone.HAND, "A", "Juggernaut")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Juggernaut")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Sol Ring")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Juggernaut", 1)
    s.assert_permanent_count("A", "Sol Ring", 1)


def test_603_7d_mana_drain_waits_for_its_controllers_main_phase(real_db: CardDatabase) -> None:
    """B's own postcombat main phase (turn 2) is not A's: the delayed ability still waits at
    B's end step, and A's pool is empty then."""
    s = _drained(real_db, "Mana Drain")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert len(s.state.delayed) == 1
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 0, 0]


def test_505_1_mana_drain_in_your_precombat_main_phase_pays_in_the_postcombat_one(
        real_db: CardDatabase) -> None:
    """A counters B's Lightning Bolt (mana value 1) in A's own precombat main phase (turn 1):
    the next main phase of A's is the postcombat one of the same turn, where the {C} pays for
    Sol Ring (A's Islands are tapped); A stays at 20."""
    assert_compiled(real_db, "Mana Drain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Mana Drain")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mana Drain", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Sol Ring")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Sol Ring", 1)


def test_603_7c_plasm_capture_adds_that_many_mana_of_chosen_colors(real_db: CardDatabase
                                                                    ) -> None:
    """Plasm Capture counters Hill Giant; at A's next precombat main phase (turn 3) A chooses
    four colors of mana, {G}{G}{G}{G}: with A's four Tropical Islands that is eight mana, Craw
    Wurm ({4}{G}{G}) and Grizzly Bears ({1}{G})."""
    s = _drained(real_db, "Plasm Capture", lands="Tropical Island", n_lands=4)
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    for _ in range(4):
        s.set_choice("A", "G")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Craw Wurm")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_603_7d_plasm_capture_waits_for_a_precombat_main_phase(real_db: CardDatabase) -> None:
    """Plasm Capture cast in A's own precombat main phase: A's postcombat main phase of that
    turn is not a precombat one, so the delayed ability still waits at A's end step."""
    assert_compiled(real_db, "Plasm Capture")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island", 4)
    s.add_card(Zone.HAND, "A", "Plasm Capture")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plasm Capture", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    assert len(s.state.delayed) == 1


# ------------------------------ 608.2h: the countered spell's power or mana value, after it


def _answered(db: CardDatabase, counter: str, creature: str, lands: int) -> Scenario:
    """B casts `creature` in B's turn 2; A answers with `counter` (A has `lands` Volcanic
    Islands)."""
    assert_compiled(db, counter)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", lands)
    s.add_card(Zone.HAND, "A", counter)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 6)
    s.add_card(Zone.HAND, "B", creature)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", creature)
    if db.get(counter).is_permanent_card:  # (its "enters" trigger targets the spell)
        s.add_target("A", creature)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", counter, responding_to=creature)
    else:
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", counter, targets=[creature],
                     responding_to=creature)
    s.stop_at(2, Step.END_TURN)
    return s


def test_208_1_essence_backlash_deals_the_spells_power_to_its_controller(
        real_db: CardDatabase) -> None:
    """Craw Wurm (6/4) countered: B takes 6 (B 14), A untouched."""
    s = _answered(real_db, "Essence Backlash", "Craw Wurm", 4)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_life("B", 14)
    s.assert_life("A", 20)


def test_208_1_essence_backlash_a_zero_power_spell_deals_nothing(real_db: CardDatabase) -> None:
    """Ornithopter (0/2) countered: no damage, B stays at 20."""
    s = _answered(real_db, "Essence Backlash", "Ornithopter", 4)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_life("B", 20)


def test_202_3_draining_whelk_grows_by_the_countered_spells_mana_value(
        real_db: CardDatabase) -> None:
    """Draining Whelk (flash, 1/1) counters Craw Wurm (mana value 6): six +1/+1 counters, 7/7."""
    s = _answered(real_db, "Draining Whelk", "Craw Wurm", 6)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_counter_count("A", "Draining Whelk", "+1/+1", 6)
    s.assert_power_toughness("A", "Draining Whelk", 7, 7)


def test_202_3_draining_whelk_a_zero_mana_value_spell_gives_no_counters(
        real_db: CardDatabase) -> None:
    """Ornithopter (mana value 0) countered: Draining Whelk stays 1/1, no counter."""
    s = _answered(real_db, "Draining Whelk", "Ornithopter", 6)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_counter_count("A", "Draining Whelk", "+1/+1", 0)
    s.assert_power_toughness("A", "Draining Whelk", 1, 1)


# ----------------- 608.2h, 608.2b: "with mana value X or less, where X is the number of ..."


def _stuttered(db: CardDatabase, spell: str, faeries: int) -> Scenario:
    """B casts `spell` in B's turn 2; A, with `faeries` Zephyr Sprites, flashes in
    Spellstutter Sprite, whose trigger targets it."""
    assert_compiled(db, "Spellstutter Sprite")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    if faeries:
        s.add_card(Zone.BATTLEFIELD, "A", "Zephyr Sprite", faeries)
    s.add_card(Zone.HAND, "A", "Spellstutter Sprite")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell)
    s.add_target("A", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Spellstutter Sprite", responding_to=spell)
    s.stop_at(2, Step.END_TURN)
    return s


def test_608_2h_spellstutter_sprite_counts_itself_and_the_other_faeries(
        real_db: CardDatabase) -> None:
    """Two Faeries (Spellstutter Sprite and a Zephyr Sprite): Grizzly Bears (mana value 2) is
    countered."""
    s = _stuttered(real_db, "Grizzly Bears", 1)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_608_2h_spellstutter_sprite_alone_cant_counter_a_two(real_db: CardDatabase) -> None:
    """Spellstutter Sprite the only Faerie: X is 1, Grizzly Bears (2) is no legal target, and
    it resolves."""
    s = _stuttered(real_db, "Grizzly Bears", 0)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Spellstutter Sprite", 1)


def test_608_2h_spellstutter_sprite_counters_a_one_alone(real_db: CardDatabase) -> None:
    """Spellstutter Sprite alone (X = 1) counters Llanowar Elves (mana value 1)."""
    s = _stuttered(real_db, "Llanowar Elves", 0)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


# ------------------------- 603.7c, 608.2d: Arcane Denial's draws at the next turn's upkeep


def _denied(db: CardDatabase, b_draws: str) -> Scenario:
    """B casts Hill Giant in B's turn 2; A counters it with Arcane Denial; B answers
    `b_draws` to "draw up to two"; the game stops in A's turn 3 precombat main phase."""
    assert_compiled(db, "Arcane Denial")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Arcane Denial")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.set_choice("B", b_draws)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Arcane Denial", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    return s


def test_608_2d_arcane_denial_its_controller_draws_two_you_draw_one(
        real_db: CardDatabase) -> None:
    """At turn 3's upkeep B draws the two B chose and A one (then A's draw step): B 3 cards
    (with the one of B's turn 2 draw step), A 2 cards."""
    s = _denied(real_db, "2")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 3)
    s.assert_hand_count("A", 2)


def test_608_2d_arcane_denial_its_controller_may_draw_none(real_db: CardDatabase) -> None:
    """B chooses to draw none: B keeps only the card of B's draw step; A still draws one at
    the upkeep."""
    s = _denied(real_db, "0")
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 2)


def test_608_2d_arcane_denial_the_number_is_its_controllers_choice(real_db: CardDatabase
                                                                   ) -> None:
    """B chooses one: B has 2 cards (the draw step's and one)."""
    s = _denied(real_db, "1")
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 2)


# ------------------------- 601.2c, 601.2f: "This spell costs {2} less ... if it targets a
# blue spell." (a target on the stack)


def _disputed(db: CardDatabase, spell: str, lands: str) -> Scenario:
    """B taps out (three `lands`) for `spell` in B's turn 2; A answers with Mystical Dispute
    (A has three Islands)."""
    assert_compiled(db, "Mystical Dispute")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Mystical Dispute")
    s.add_card(Zone.BATTLEFIELD, "B", lands, 3)
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell,
                 targets=["A"] if spell == "Lava Spike" else [])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Mystical Dispute", targets=[spell],
                 responding_to=spell)
    s.stop_at(2, Step.END_TURN)
    return s


def _tapped_islands(s: Scenario) -> int:
    st = s.state
    return sum(1 for oid in st.battlefield if st.objects[oid].card.name == "Island"
               and st.objects[oid].tapped)


def test_601_2f_mystical_dispute_costs_u_at_a_blue_spell(real_db: CardDatabase) -> None:
    """Divination (blue) is the target: Mystical Dispute costs {U}, one Island tapped; B,
    tapped out, can't pay {3}: Divination is countered (B draws nothing)."""
    s = _disputed(real_db, "Divination", "Island")
    s.execute()
    assert _tapped_islands(s) == 1 + 3  # (A's one and B's three)
    s.assert_graveyard_count("B", "Divination", 1)
    s.assert_hand_count("B", 1)  # (the card of B's draw step)


def test_601_2f_mystical_dispute_costs_full_at_another_spell(real_db: CardDatabase) -> None:
    """Lava Spike (red) is the target: no reduction, all three of A's Islands are tapped."""
    s = _disputed(real_db, "Lava Spike", "Mountain")
    s.execute()
    assert _tapped_islands(s) == 3
    s.assert_graveyard_count("B", "Lava Spike", 1)
    s.assert_life("A", 20)


# ------------------------------ 701.5a, 110.2: "counter target ... ability you don't control"


def _obstructed(db: CardDatabase, pyromancer: str) -> Scenario:
    """`pyromancer`'s Prodigal Pyromancer pings the other player in B's turn 2; A cycles
    Nimble Obstructionist in response, its trigger aimed at the Pyromancer's ability."""
    assert_compiled(db, "Nimble Obstructionist")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Nimble Obstructionist")
    s.add_card(Zone.BATTLEFIELD, pyromancer, "Prodigal Pyromancer")
    other = "A" if pyromancer == "B" else "B"
    s.activate_ability(2, Step.PRECOMBAT_MAIN, pyromancer, "{T}: Prodigal Pyromancer",
                       targets=[other])
    s.add_target("A", "Prodigal Pyromancer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Cycling",
                       responding_to="Prodigal Pyromancer")
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_701_5a_nimble_obstructionist_counters_an_opponents_ability(
        real_db: CardDatabase) -> None:
    """B's Pyromancer's ping at A is countered: A stays at 20, the Obstructionist cycled."""
    s = _obstructed(real_db, "B")
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Nimble Obstructionist", 1)


def test_110_2_nimble_obstructionist_cant_counter_your_own_ability(
        real_db: CardDatabase) -> None:
    """A's own Pyromancer's ping at B is no legal target: it resolves, B at 19."""
    s = _obstructed(real_db, "A")
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Nimble Obstructionist", 1)


# --------------- 701.5a, 608.2c: a cast trigger's "counter that spell and <more>" in order


def _decreed(db: CardDatabase, counters: int) -> Scenario:
    """A's Decree of Silence with `counters` depletion counters; B casts Grizzly Bears in
    B's turn 2."""
    assert_compiled(db, "Decree of Silence")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Decree of Silence",
               counters={"depletion": counters} if counters else {})
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    return s


def test_701_5a_decree_of_silence_counters_and_counts(real_db: CardDatabase) -> None:
    """No counter before: the Bears are countered and the Decree has one depletion counter."""
    s = _decreed(real_db, 0)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Decree of Silence", "depletion", 1)


def test_608_2c_decree_of_silence_sacrificed_at_its_third_counter(real_db: CardDatabase) -> None:
    """Two counters before: the Bears are countered, the third counter is put on, and the
    Decree is sacrificed."""
    s = _decreed(real_db, 2)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Decree of Silence", 1)


def test_701_5a_decree_of_silence_leaves_your_own_spells(real_db: CardDatabase) -> None:
    """A's own Grizzly Bears (turn 1) resolves; no counter is put on the Decree."""
    assert_compiled(real_db, "Decree of Silence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Decree of Silence")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Decree of Silence", "depletion", 0)


# ------------------------- 613.1b: "Target player gains control of target permanent ..."


def _donated(db: CardDatabase, spell: str, giant: str, to: str = "B") -> Scenario:
    """A casts `spell` in turn 1 at `to` and `giant`'s Hill Giant; the game stops at B's
    turn 2 end step."""
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", 3)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, giant, "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=[to, "Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    return s


def test_613_1b_donate_gives_your_permanent_for_good(real_db: CardDatabase) -> None:
    """A's Hill Giant is B's, still in B's turn 2 (no duration, 611.2a)."""
    s = _donated(real_db, "Donate", "A")
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_613_1b_harmless_offering_gives_it_to_an_opponent(real_db: CardDatabase) -> None:
    s = _donated(real_db, "Harmless Offering", "A")
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_115_1_donate_cant_take_a_permanent_you_dont_control(real_db: CardDatabase) -> None:
    """B's Hill Giant is no legal target ("target permanent you control"): the cast is never
    made, the Giant stays B's."""
    s = _donated(real_db, "Donate", "B", to="A")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_115_1_harmless_offering_cant_give_to_yourself(real_db: CardDatabase) -> None:
    """"Target opponent": A isn't one: the cast is never made."""
    s = _donated(real_db, "Harmless Offering", "A", to="A")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_613_1b_bazaar_trader_gives_a_creature_you_control(real_db: CardDatabase) -> None:
    """"{T}: Target player gains control of target artifact, creature, or land you control.":
    A gives Grizzly Bears to B; the Trader is tapped and stays A's."""
    assert_compiled(real_db, "Bazaar Trader")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bazaar Trader")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target player",
                       targets=["B", "Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Bazaar Trader", 1)
    s.assert_tapped("Bazaar Trader")


def test_613_1b_avarice_amulet_goes_to_an_opponent_when_the_creature_dies(
        real_db: CardDatabase) -> None:
    """A's Grizzly Bears, equipped with Avarice Amulet, dies to B's Lightning Bolt (turn 2):
    the Amulet's trigger gives it to B."""
    assert_compiled(real_db, "Avarice Amulet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Avarice Amulet", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Avarice Amulet", 1)
    s.assert_permanent_count("A", "Avarice Amulet", 0)


# ------------------------------ 702.11c, 702.18a, 611.2a: "You gain hexproof until ..."


def _shielded(db: CardDatabase, spell: str, *, again_turn: int = 0) -> Scenario:
    """B shocks A in B's turn 2; A answers with `spell`. `again_turn`: B shocks A again in
    that turn's precombat main phase (B holds a second Shock)."""
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2 if again_turn else 1)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", spell, responding_to="Shock")
    if again_turn:
        s.cast_spell(again_turn, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(max(again_turn, 2), Step.END_TURN)
    return s


def test_702_11c_blossoming_calm_the_shock_loses_its_target(real_db: CardDatabase) -> None:
    """A gains hexproof: B's Shock at A is countered on resolution (608.2b); A gains 2: 22."""
    s = _shielded(real_db, "Blossoming Calm")
    s.execute()
    s.assert_life("A", 22)
    s.assert_graveyard_count("B", "Shock", 1)


def test_702_88a_blossoming_calm_rebound_gives_hexproof_again(real_db: CardDatabase) -> None:
    """Rebound: in A's turn 3 upkeep A casts it again from exile (A 24), and A has hexproof
    again: B's second Shock can't target A then."""
    s = _shielded(real_db, "Blossoming Calm", again_turn=3)
    with pytest.raises(ScenarioError, match="not a legal target"):
        s.execute()
    s.assert_life("A", 24)


def test_702_18a_gilded_light_shroud_until_end_of_turn(real_db: CardDatabase) -> None:
    """A gains shroud: the Shock is countered on resolution; A stays at 20."""
    s = _shielded(real_db, "Gilded Light")
    s.execute()
    s.assert_life("A", 20)


def test_514_2_gilded_light_ends_at_the_cleanup(real_db: CardDatabase) -> None:
    """In A's turn 3 the shroud is over: B's second Shock hits, A 18."""
    s = _shielded(real_db, "Gilded Light", again_turn=3)
    s.execute()
    s.assert_life("A", 18)


# ------------------------------ 701.20a, 108.3: shuffled into its owner's library


def test_701_20a_deglamer_shuffles_it_into_its_owners_library(real_db: CardDatabase) -> None:
    """B's Sol Ring goes into B's library (20 + 1 cards), none of A's."""
    assert_compiled(real_db, "Deglamer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Deglamer")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deglamer", targets=["Sol Ring"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Sol Ring", 0)
    s.assert_library_count("B", 21)
    s.assert_library_count("B", 1, "Sol Ring")
    s.assert_library_count("A", 20)


def test_108_3_oblation_the_owner_shuffles_and_draws(real_db: CardDatabase) -> None:
    """A Donates A's Hill Giant to B, then Oblates it: it goes into A's library (its owner's)
    and A, not its controller B, draws two: A's hand 2, library 20 + 1 - 2 = 19; B's hand
    stays empty."""
    assert_compiled(real_db, "Oblation", "Donate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra", 6)
    s.add_card(Zone.HAND, "A", "Donate")
    s.add_card(Zone.HAND, "A", "Oblation")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Donate", targets=["B", "Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Oblation", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_library_count("A", 1, "Hill Giant")
    s.assert_library_count("A", 19)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 0)
    s.assert_library_count("B", 20)


def test_701_20a_rishadan_pawnshop_only_your_nontoken_permanents(real_db: CardDatabase
                                                                 ) -> None:
    """A shuffles A's Hill Giant away (A's library 21); B's Grizzly Bears is no legal target."""
    assert_compiled(real_db, "Rishadan Pawnshop")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rishadan Pawnshop")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Shuffle",
                       targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 21)
    s.assert_library_count("A", 1, "Hill Giant")
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Rishadan Pawnshop")
    s2.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s2.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Shuffle",
                        targets=["Grizzly Bears"])
    s2.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s2.execute()
    s2.assert_permanent_count("B", "Grizzly Bears", 1)


# ------------------------------ 608.2c: "Destroy all <group> and all <group>." at once


def test_608_2c_in_garruks_wake_destroys_only_what_you_dont_control(real_db: CardDatabase
                                                                    ) -> None:
    """B's Hill Giant and Jace Beleren are destroyed; A's Grizzly Bears and Ajani Goldmane
    stay."""
    assert_compiled(real_db, "In Garruk's Wake")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 9)
    s.add_card(Zone.HAND, "A", "In Garruk's Wake")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani Goldmane")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "In Garruk's Wake")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Jace Beleren", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Ajani Goldmane", 1)


def test_608_2c_fight_to_the_death_blockers_and_blocked_only(real_db: CardDatabase) -> None:
    """A's Grizzly Bears is blocked by B's Hill Giant; A's Savannah Lions is unblocked and
    B's Llanowar Elves doesn't block: Fight to the Death destroys the Bears and the Giant
    only (B takes 2 from the Lions: 18)."""
    assert_compiled(real_db, "Fight to the Death")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 2)
    s.add_card(Zone.HAND, "A", "Fight to the Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(3, "A", "Grizzly Bears")
    s.attack(3, "A", "Savannah Lions")
    s.block(3, "B", "Hill Giant", "Grizzly Bears")
    s.cast_spell(3, Step.DECLARE_BLOCKERS, "A", "Fight to the Death")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Savannah Lions", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)
    s.assert_life("B", 18)


# ------------------------------ 401.4, 608.2c: "put a card from your hand on the bottom ..."


def _prophecy(db: CardDatabase, extra: bool) -> Scenario:
    """A's Fire Prophecy at B's Grizzly Bears (turn 1), A answering yes to "you may put a
    card ..."; `extra`: A also holds an Island, the card A puts on the bottom."""
    assert_compiled(db, "Fire Prophecy")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Fire Prophecy")
    if extra:
        s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fire Prophecy", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_401_4_fire_prophecy_bottoms_a_card_then_draws(real_db: CardDatabase) -> None:
    """The Bears die; the Island goes to the bottom of A's library and A draws a card: hand 1,
    library 20 + 1 - 1."""
    s = _prophecy(real_db, extra=True)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 20)
    st = s.state
    assert st.objects[st.players[0].library[0]].card.name == "Island"  # (index 0: the bottom)


def test_608_2c_fire_prophecy_no_card_to_put_no_draw(real_db: CardDatabase) -> None:
    """A's hand is empty once it is cast: nothing is put on the bottom, so A doesn't draw."""
    s = _prophecy(real_db, extra=False)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)


def test_401_4_amass_the_components_draws_three_bottoms_one(real_db: CardDatabase) -> None:
    """Draw three, then one of them to the bottom: hand 2, library 20 - 3 + 1 = 18."""
    assert_compiled(real_db, "Amass the Components")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Amass the Components")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Amass the Components")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 18)


# ------------------------------ 601.2c, 702.33d: "If this spell was kicked, instead <the same
# instruction> target ..." (a target of its own)


def _thirst(db: CardDatabase, victim: str, kick: bool) -> Scenario:
    assert_compiled(db, "Bloodchief's Thirst")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Bloodchief's Thirst")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    if kick:
        s.set_choice("A", "yes")  # 702.33a: A pays the kicker {2}{B}
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodchief's Thirst", targets=[victim])
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_33d_bloodchiefs_thirst_unkicked_kills_a_two_drop(real_db: CardDatabase) -> None:
    s = _thirst(real_db, "Grizzly Bears", kick=False)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_601_2c_bloodchiefs_thirst_unkicked_cant_target_a_four_drop(real_db: CardDatabase
                                                                    ) -> None:
    """Hill Giant (mana value 4) is no legal target of the spell not kicked."""
    s = _thirst(real_db, "Hill Giant", kick=False)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_601_2c_bloodchiefs_thirst_kicked_kills_any_creature(real_db: CardDatabase) -> None:
    """Kicked, its target is the rider's: any creature or planeswalker, Hill Giant destroyed;
    all four Swamps paid."""
    s = _thirst(real_db, "Hill Giant", kick=True)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    assert sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped) == 4


# ------------------------------ 604.3a, 105.2c: "~ is colorless." on a spell (its cost red)


def _at_knight(db: CardDatabase, spell: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Silver Knight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["Silver Knight"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_105_2c_ghostfire_is_colorless_past_protection_from_red(real_db: CardDatabase) -> None:
    """Silver Knight (protection from red) can be targeted and dealt damage by the colorless
    Ghostfire: it dies."""
    assert_compiled(real_db, "Ghostfire")
    s = _at_knight(real_db, "Ghostfire")
    s.execute()
    s.assert_graveyard_count("B", "Silver Knight", 1)


def test_702_16b_a_red_spell_cant_target_the_knight(real_db: CardDatabase) -> None:
    """Lightning Bolt, red, can't target Silver Knight (the case Ghostfire differs from)."""
    s = _at_knight(real_db, "Lightning Bolt")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Silver Knight", 1)


# ------------------------------ 608.2d, 115.3: "You may A, then you may B another target."


def _strings(db: CardDatabase, answers: list[str]) -> Scenario:
    """A's Hidden Strings (turn 1) at B's tapped Hill Giant and B's untapped Grizzly Bears."""
    assert_compiled(db, "Hidden Strings")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hidden Strings")
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hidden Strings",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_608_2d_hidden_strings_untaps_one_taps_the_other(real_db: CardDatabase) -> None:
    s = _strings(real_db, ["yes", "untap", "yes", "tap"])
    s.execute()
    s.assert_tapped("Hill Giant", False)
    s.assert_tapped("Grizzly Bears")


def test_608_2d_hidden_strings_each_choice_its_own(real_db: CardDatabase) -> None:
    """The first declined, the second taps the Bears: the Giant stays tapped."""
    s = _strings(real_db, ["no", "yes", "tap"])
    s.execute()
    s.assert_tapped("Hill Giant")
    s.assert_tapped("Grizzly Bears")


def test_115_3_hidden_strings_needs_another_target(real_db: CardDatabase) -> None:
    """"another target permanent": the Hill Giant can't be both targets."""
    assert_compiled(real_db, "Hidden Strings")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_card(Zone.HAND, "A", "Hidden Strings")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hidden Strings",
                 targets=["Hill Giant", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------ 608.2g, 107.3a: "You may cast a spell with mana value X or
# less from your hand without paying its mana cost."


def _electro(db: CardDatabase, x: int) -> Scenario:
    """A's Electrodominance with X = `x` at B (A has exactly X + 2 Mountains); A picks
    Grizzly Bears (mana value 2) to cast free if it may."""
    assert_compiled(db, "Electrodominance")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", x + 2)
    s.add_card(Zone.HAND, "A", "Electrodominance")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Electrodominance", targets=["B"], x=x)
    s.stop_at(1, Step.END_TURN)
    return s


def test_608_2g_electrodominance_casts_a_spell_of_mana_value_x_free(real_db: CardDatabase
                                                                    ) -> None:
    """X = 2: B takes 2 (18) and A casts Grizzly Bears with no mana left."""
    s = _electro(real_db, 2)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_107_3a_electrodominance_x_bounds_the_free_spell(real_db: CardDatabase) -> None:
    """X = 1: Grizzly Bears (2) can't be cast this way; it stays in A's hand; B at 19."""
    s = _electro(real_db, 1)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_hand_count("A", 1, "Grizzly Bears")


# ------------------------------ 608.2c, 107.3: "~ deals X plus 2 damage instead if ..."


def _claws(db: CardDatabase, creature: str) -> Scenario:
    """A controls `creature` and casts Crater's Claws with X = 2 at B."""
    assert_compiled(db, "Crater's Claws")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    s.add_card(Zone.HAND, "A", "Crater's Claws")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crater's Claws", targets=["B"], x=2)
    s.stop_at(1, Step.END_TURN)
    return s


def test_608_2c_craters_claws_ferocious_adds_two(real_db: CardDatabase) -> None:
    """Craw Wurm (power 6): X plus 2 = 4 damage, B 16."""
    s = _claws(real_db, "Craw Wurm")
    s.execute()
    s.assert_life("B", 16)


def test_608_2c_craters_claws_without_ferocious_deals_x(real_db: CardDatabase) -> None:
    """Hill Giant (power 3): X = 2 damage only, B 18."""
    s = _claws(real_db, "Hill Giant")
    s.execute()
    s.assert_life("B", 18)


# ------------------------------ 603.7c, 108.4: "When that creature dies this turn, ... the
# creature's controller / its controller's ..."


def _seared(db: CardDatabase, spell: str, creature: str, lands: int) -> Scenario:
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", creature)
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=[creature])
    s.stop_at(1, Step.END_TURN)
    return s


def test_603_7c_searing_blood_burns_the_dead_creatures_controller(real_db: CardDatabase
                                                                  ) -> None:
    """Llanowar Elves (1/1) dies: its controller B takes 3 (17)."""
    s = _seared(real_db, "Searing Blood", "Llanowar Elves", 2)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_603_7c_searing_blood_no_death_no_damage(real_db: CardDatabase) -> None:
    """Hill Giant (3/3) survives 2 damage: no trigger, B stays at 20."""
    s = _seared(real_db, "Searing Blood", "Hill Giant", 2)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_603_7c_burn_away_exiles_the_dead_creatures_controllers_graveyard(
        real_db: CardDatabase) -> None:
    """Hill Giant dies to 6 damage: B's graveyard (the Giant and a Grizzly Bears) is exiled;
    A's is untouched (Burn Away itself stays there)."""
    s = _seared(real_db, "Burn Away", "Hill Giant", 5)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Burn Away", 1)


def test_613_1b_jinxed_idol_given_away_for_a_sacrifice(real_db: CardDatabase) -> None:
    """"Sacrifice a creature: Target opponent gains control of ~.": A sacrifices Grizzly Bears,
    B controls the Idol."""
    assert_compiled(real_db, "Jinxed Idol")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jinxed Idol")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Jinxed Idol", 1)


def _custody(db: CardDatabase, answer: str) -> Scenario:
    """A's Grizzly Bears enchanted with Custody Battle; at A's turn 1 upkeep A answers
    `answer` to sacrificing a land (A has a Mountain)."""
    assert_compiled(db, "Custody Battle")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Custody Battle", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.set_choice("A", answer)
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    return s


def test_118_12_custody_battle_no_land_sacrificed_the_creature_goes(real_db: CardDatabase
                                                                    ) -> None:
    s = _custody(real_db, "no")
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Mountain", 1)


def test_118_12_custody_battle_a_land_sacrificed_keeps_it(real_db: CardDatabase) -> None:
    s = _custody(real_db, "yes")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Mountain", 1)
