"""Audit of session 21's new cards from the cond and spells branches: cards that play as their
Oracle text says, each with exact figures and, where there is one, a case where the rule must
not apply. Real cards from the shared MTGJSON file (skipped when absent)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------- 702.148a: cleave, the bracketed words removed


def _at_hill_giant(db: CardDatabase, card: str, land: str, cleave: bool) -> Scenario:
    """A (three `land`s) casts `card` (for its cleave cost or not) at B's Hill Giant (3/3)."""
    _compiled(db, card)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", land, 3)
    s.add_card(Zone.HAND, "A", card)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes" if cleave else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def _retrieval(db: CardDatabase, cleave: bool) -> Scenario:
    """Alchemist's Retrieval ({U}; cleave {1}{U}): "Return target nonland permanent [you
    control] to its owner's hand." """
    return _at_hill_giant(db, "Alchemist's Retrieval", "Island", cleave)


def test_702_148a_alchemists_retrieval_cleaved_returns_an_opponents_permanent(
        real_db: CardDatabase) -> None:
    s = _retrieval(real_db, cleave=True)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_hand_count("B", 1, "Hill Giant")


def test_702_148b_alchemists_retrieval_uncleaved_only_your_permanent(real_db: CardDatabase
                                                                     ) -> None:
    s = _retrieval(real_db, cleave=False)
    with pytest.raises(ScenarioError, match="could not cast Alchemist's Retrieval"):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def _fugue(db: CardDatabase, cleave: bool) -> Scenario:
    """Dread Fugue ({B}; cleave {2}{B}): "Target player reveals their hand. You choose a
    nonland card from it [with mana value 2 or less]. That player discards that card." B holds
    Hill Giant (MV 4) and Forest (and Grizzly Bears, MV 2, when not cleaved)."""
    _compiled(db, "Dread Fugue")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Dread Fugue")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Forest")
    if not cleave:
        s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.set_choice("A", "yes" if cleave else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dread Fugue", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_148b_dread_fugue_uncleaved_only_mana_value_2_or_less(real_db: CardDatabase
                                                                  ) -> None:
    """The Bears are the only card A may choose: discarded; Hill Giant and Forest stay."""
    s = _fugue(real_db, cleave=False)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 2)
    s.assert_hand_count("B", 1, "Hill Giant")


def test_702_148a_dread_fugue_cleaved_any_nonland_card(real_db: CardDatabase) -> None:
    """Cleaved: Hill Giant (MV 4) is discarded; the Forest can't be chosen."""
    s = _fugue(real_db, cleave=True)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 1, "Forest")


def _portent(db: CardDatabase, cleave: bool) -> Scenario:
    """Winged Portent ({1}{U}{U}; cleave {4}{G}{U}): "Draw a card for each creature [with
    flying] you control." A controls two Wind Drakes (flying) and Grizzly Bears; B a Wind
    Drake (not counted)."""
    _compiled(db, "Winged Portent")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Winged Portent")
    s.add_card(Zone.BATTLEFIELD, "A", "Wind Drake", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.set_choice("A", "yes" if cleave else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Winged Portent")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_148b_winged_portent_counts_your_fliers(real_db: CardDatabase) -> None:
    s = _portent(real_db, cleave=False)
    s.execute()
    s.assert_hand_count("A", 2)


def test_702_148a_winged_portent_cleaved_counts_each_creature_you_control(
        real_db: CardDatabase) -> None:
    s = _portent(real_db, cleave=True)
    s.execute()
    s.assert_hand_count("A", 3)


def _grasp(db: CardDatabase, cleave: bool) -> Scenario:
    """Parasitic Grasp ({1}{B}; cleave {1}{B}{B}): "~ deals 3 damage to target [Human]
    creature. You gain 3 life." (Hill Giant is a Giant.)"""
    return _at_hill_giant(db, "Parasitic Grasp", "Swamp", cleave)


def test_702_148a_parasitic_grasp_cleaved_any_creature(real_db: CardDatabase) -> None:
    s = _grasp(real_db, cleave=True)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 23)


def test_702_148b_parasitic_grasp_uncleaved_needs_a_human(real_db: CardDatabase) -> None:
    s = _grasp(real_db, cleave=False)
    with pytest.raises(ScenarioError, match="could not cast Parasitic Grasp"):
        s.execute()
    s.assert_life("A", 20)


def test_702_148a_dig_up_uncleaved_finds_only_a_basic_land(real_db: CardDatabase) -> None:
    """Dig Up ({G}): "Search your library for a [basic land] card, [reveal it,] put it into
    your hand, then shuffle." A's library: Hill Giant and Forest only: the Forest is found."""
    _compiled(real_db, "Dig Up")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Dig Up")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dig Up")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_library_count("A", 1, "Hill Giant")


# ------------------------------------------------------------------------ split cards, 709.3


def test_709_3_crime_puts_an_opponents_creature_card_under_your_control(real_db: CardDatabase
                                                                       ) -> None:
    """Crime: B's Hill Giant card in B's graveyard enters under A's control."""
    _compiled(real_db, "Crime // Punishment")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Crime // Punishment")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crime", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Hill Giant", 0)


def test_709_3_punishment_destroys_each_of_mana_value_x(real_db: CardDatabase) -> None:
    """Punishment X=2: Grizzly Bears (MV 2) of both players die; Hill Giant (MV 4) and the
    lands (MV 0) stay."""
    _compiled(real_db, "Crime // Punishment")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Crime // Punishment")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Punishment", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Swamp", 2)


# ------------------------------------------------ 608.2c: "White creatures you control also gain"


def test_608_2c_sanctified_charge_only_white_creatures_gain_first_strike(
        real_db: CardDatabase) -> None:
    """Savannah Lions (white 2/1) becomes 4/2 with first strike; Grizzly Bears (green 2/2)
    4/3 without it; B's Hill Giant unchanged."""
    _compiled(real_db, "Sanctified Charge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Sanctified Charge")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sanctified Charge")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Savannah Lions", 4, 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    from mtg_engine.rules.layers import characteristics

    def has_fs(name: str) -> bool:
        oid = next(o.id for o in s.state.objects.values()
                   if o.zone is Zone.BATTLEFIELD and o.card.name == name)
        return "first strike" in characteristics(s.state, oid).keywords
    assert has_fs("Savannah Lions") and not has_fs("Grizzly Bears")


# -------------------------------------------------------- 508.1f: "if it isn't being declared
# as an attacker" (Rhoda, Geist Avenger)


def test_508_1f_rhoda_an_attacker_tapping_gives_nothing_a_tapped_blocker_does(
        real_db: CardDatabase) -> None:
    """B's Grizzly Bears attacks on turn 2 (tapped as declared: no counter, A 18). In B's
    second main phase A taps B's Hill Giant with Blinding Beam's first mode (and the Bears,
    already tapped, which doesn't become tapped again): one counter, Rhoda 4/4."""
    _compiled(real_db, "Rhoda, Geist Avenger", "Blinding Beam")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rhoda, Geist Avenger")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Blinding Beam")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")

    def after_attack(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Rhoda, Geist Avenger", 3, 3)
    s.check(2, Step.POSTCOMBAT_MAIN, after_attack)
    s.set_mode_choice("A", 1)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Blinding Beam",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_power_toughness("A", "Rhoda, Geist Avenger", 4, 4)


# ------------------------------------------------------------------- 603.7c: delayed draws


def test_603_7c_portent_draws_at_the_next_turns_upkeep(real_db: CardDatabase) -> None:
    """Portent on turn 1 (A targets B): A draws nothing then, one card in B's turn-2 upkeep
    (the next turn's), none more in turn 3's upkeep (A's turn-3 draw step not reached)."""
    _compiled(real_db, "Portent")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Portent")
    s.set_choice("A", "no")  # no shuffle
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Portent", targets=["B"])

    def none_yet(sc: Scenario) -> None:
        sc.assert_hand_count("A", 0)
    s.check(1, Step.END_TURN, none_yet)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", 1)


# -------------------------------------------------------------------------- 400.7: flicker


def test_400_7_illusionists_stratagem_one_target_returns_and_draws(real_db: CardDatabase
                                                                   ) -> None:
    """Up to two: one target. The Hill Giant (a +1/+1 counter on it, 4/4) returns as a new
    object (no counter, 3/3); A draws a card."""
    _compiled(real_db, "Illusionist's Stratagem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Illusionist's Stratagem")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Illusionist's Stratagem", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_hand_count("A", 1)


# ------------------------------------------------- 506.4: "target attacking creature" (a mode)


def test_700_2_you_hear_something_on_watch_set_off_traps(real_db: CardDatabase) -> None:
    """B's Hill Giant attacks on turn 2; A's "Set Off Traps" mode deals 5 to it: it dies, A
    takes nothing."""
    _compiled(real_db, "You Hear Something on Watch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "You Hear Something on Watch")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.set_mode_choice("A", 2)
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "You Hear Something on Watch",
                 targets=["Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 20)


def test_700_2_you_hear_something_on_watch_rouse_the_party(real_db: CardDatabase) -> None:
    """Mode 1: A's creatures get +1/+1 (Grizzly Bears 3/3); B's don't (Hill Giant 3/3)."""
    _compiled(real_db, "You Hear Something on Watch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "You Hear Something on Watch")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "You Hear Something on Watch")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


# ---------------------------------------------------- rulings checked on the cond branch cards


def test_702_29_harsh_mentor_ignores_cycling_from_a_hand(real_db: CardDatabase) -> None:
    """Ruling: Harsh Mentor doesn't trigger for an ability of a card in hand. B cycles
    Forgotten Cave (a land card, cycling {R}) on turn 2: B stays at 20 and draws for it."""
    _compiled(real_db, "Harsh Mentor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harsh Mentor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Forgotten Cave")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "Cycling", source="Forgotten Cave")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Forgotten Cave", 1)
    s.assert_hand_count("B", 2)  # turn-2 draw and the cycling draw


def test_603_10a_curators_ward_on_an_opponents_artifact_you_draw(real_db: CardDatabase) -> None:
    """Ruling: attached to a historic permanent you don't control, you draw. A's Curator's
    Ward is on B's Ornithopter (an artifact, hexproof from A now: A's Shatterstorm, which
doesn't target, destroys it): A draws two (B none)."""
    _compiled(real_db, "Curator's Ward")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Curator's Ward", attached_to="Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Shatterstorm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shatterstorm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 0)


def test_603_10a_curators_ward_a_nonhistoric_permanent_draws_nothing(real_db: CardDatabase
                                                                    ) -> None:
    """The Ward on B's Grizzly Bears (not historic), killed by A's Pyroclasm: A draws
    nothing."""
    _compiled(real_db, "Curator's Ward")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Curator's Ward", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


def test_603_6a_hobgoblin_bandit_lord_counts_a_goblin_that_left(real_db: CardDatabase) -> None:
    """Ruling: the Goblins that entered this turn count even if gone. A casts Raging Goblin,
    Shocks it (it dies), then activates the Lord at B: 1 damage (B 19)."""
    _compiled(real_db, "Hobgoblin Bandit Lord")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hobgoblin Bandit Lord")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Raging Goblin"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{R}, {T}:", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Raging Goblin", 1)
    s.assert_life("B", 19)


def test_608_2c_detonate_an_indestructible_artifact_still_hurts_its_controller(
        real_db: CardDatabase) -> None:
    """Detonate X=3 at B's Darksteel Ingot (indestructible, MV 3): it survives, B takes 3."""
    _compiled(real_db, "Detonate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Detonate")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Ingot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Detonate", targets=["Darksteel Ingot"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Darksteel Ingot", 1)
    s.assert_life("B", 17)


# ----------------------------- 118.9, 107.3: "exile a blue card with mana value X from your hand
# rather than pay this spell's mana cost" (Disrupting Shoal)


def _shoal(db: CardDatabase, pitched: str, x: int) -> Scenario:
    """A has no land: B's Lightning Bolt at A; A casts Disrupting Shoal for its alternative
    cost with X=`x`, exiling `pitched` from hand."""
    _compiled(db, "Disrupting Shoal")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Disrupting Shoal")
    s.add_card(Zone.HAND, "A", pitched)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.set_choice("A", "yes")  # the alternative cost
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disrupting Shoal", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt", x=x)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_118_9_disrupting_shoal_pitching_a_mana_value_1_card_counters_the_bolt(
        real_db: CardDatabase) -> None:
    """X=1, Brainstorm (blue, MV 1) exiled: the Bolt (MV 1) is countered, A at 20."""
    s = _shoal(real_db, "Brainstorm", 1)
    s.execute()
    s.assert_life("A", 20)
    s.assert_exile_count("Brainstorm", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_118_9_disrupting_shoal_pitching_a_mana_value_2_card_doesnt(real_db: CardDatabase
                                                                    ) -> None:
    """X=2, Counterspell (blue, MV 2) exiled: the Bolt's mana value isn't 2; A at 17."""
    s = _shoal(real_db, "Counterspell", 2)
    s.execute()
    s.assert_life("A", 17)
    s.assert_exile_count("Counterspell", 1)


# --------------------------------- 506.1, 500.8: "if it's the first combat phase of the turn"


def test_500_8_finest_hour_untaps_and_adds_one_combat_only(real_db: CardDatabase) -> None:
    """A's Grizzly Bears attacks alone: exalted (3/3), untapped, one more combat phase; it
    attacks alone again: exalted again (4/4), no third combat (not the first combat phase).
    B takes 3 + 4: 13; the Bears end the turn tapped (the second trigger does nothing)."""
    _compiled(real_db, "Finest Hour")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Finest Hour")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")  # (each combat of the turn)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 13)
    s.assert_tapped("Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_603_7c_telimtors_edict_in_an_upkeep_draws_at_the_next_turns(real_db: CardDatabase
                                                                     ) -> None:
    """Cast in B's turn-2 upkeep (exiling A's own Grizzly Bears): "the next turn's upkeep" is
    turn 3's, not this one: A has no card at turn 2's end, one at turn 3's draw step (before
    A's draw)."""
    _compiled(real_db, "Telim'Tor's Edict")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Telim'Tor's Edict")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(2, Step.UPKEEP, "A", "Telim'Tor's Edict", targets=["Grizzly Bears"])

    def none_yet(sc: Scenario) -> None:
        sc.assert_hand_count("A", 0)
    s.check(2, Step.END_TURN, none_yet)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


# ------------------------------------------------- 115.3: one object for each word "target"


def test_115_3_decimate_an_artifact_land_for_two_targets(real_db: CardDatabase) -> None:
    """Decimate's ruling: the same object can be chosen once for each word "target". B's Tree
    of Tales (an artifact land) is both the artifact and the land; Grizzly Bears and Glorious
    Anthem the others: all three are destroyed."""
    _compiled(real_db, "Decimate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Decimate")
    s.add_card(Zone.BATTLEFIELD, "B", "Tree of Tales")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decimate",
                 targets=["Tree of Tales", "Grizzly Bears", "Glorious Anthem", "Tree of Tales"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Tree of Tales", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Glorious Anthem", 1)


def test_601_2c_illusionists_stratagem_with_no_target_just_draws(real_db: CardDatabase) -> None:
    """Ruling: it may be cast with no target, to draw a card: A draws one; the Bears (a
    +1/+1 counter on them) stay as they are, 3/3."""
    _compiled(real_db, "Illusionist's Stratagem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Illusionist's Stratagem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Illusionist's Stratagem")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_603_2_crawling_infestation_a_creature_dying_while_it_stays(real_db: CardDatabase
                                                                    ) -> None:
    """The same with Pyroclasm (the Infestation survives): one Insect."""
    _compiled(real_db, "Crawling Infestation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "A", "Crawling Infestation")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Insect Token", 1)


# ------------------------------------------------ 108.3: "owned by another player" (Kothophed)


def test_108_3_kothophed_a_stolen_creature_of_another_owner_dying(real_db: CardDatabase) -> None:
    """A takes B's Grizzly Bears with Act of Treason and Shocks it: it goes to B's graveyard
    (its owner's): Kothophed's trigger, A draws 1 and loses 1 (19)."""
    _compiled(real_db, "Kothophed, Soul Hoarder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kothophed, Soul Hoarder")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)
    s.assert_life("A", 19)


# ------------------------------ 115.9b: "target instant or Aura spell that targets a permanent
# you control" (Ring of Immortals)


def _ring(db: CardDatabase, target: str) -> Scenario:
    """B's Lightning Bolt at `target`; A activates Ring of Immortals at the Bolt."""
    _compiled(db, "Ring of Immortals")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ring of Immortals")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[target])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_115_9b_ring_of_immortals_counters_a_bolt_at_your_creature(real_db: CardDatabase
                                                                   ) -> None:
    s = _ring(real_db, "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_115_9b_ring_of_immortals_cant_target_a_bolt_at_you(real_db: CardDatabase) -> None:
    """The Bolt targets a player, not a permanent: no legal target; A takes 3 (17)."""
    s = _ring(real_db, "A")
    with pytest.raises(ScenarioError, match="Lightning Bolt is not a legal target spell"):
        s.execute()
    s.assert_life("A", 17)


# -------------------------------------------- 702.21a, 611.3a: "has ward {4} as long as it's
# untapped" (Iymrith, Desert Doom)


def _bolt_iymrith(db: CardDatabase, attacked: bool) -> Scenario:
    """B (one Mountain) Bolts A's Iymrith in B's turn 2. If `attacked`, Iymrith attacked on
    turn 1 (B 15) and is still tapped."""
    _compiled(db, "Iymrith, Desert Doom")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Iymrith, Desert Doom")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    if attacked:
        s.attack(1, "A", "Iymrith, Desert Doom")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Iymrith, Desert Doom"])
    s.set_choice("B", "yes")  # B would pay the ward cost, but has no mana left
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_702_21a_iymrith_untapped_has_ward(real_db: CardDatabase) -> None:
    """Untapped: ward {4} counters the Bolt (B can't pay): no damage."""
    s = _bolt_iymrith(real_db, attacked=False)
    s.execute()
    s.assert_damage("Iymrith, Desert Doom", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_611_3a_iymrith_tapped_has_no_ward(real_db: CardDatabase) -> None:
    """Tapped (it attacked on turn 1: B 15): no ward, the Bolt deals 3."""
    s = _bolt_iymrith(real_db, attacked=True)
    s.execute()
    s.assert_life("B", 15)
    s.assert_damage("Iymrith, Desert Doom", 3)


def _rejection(db: CardDatabase, target: str, cleave: bool) -> Scenario:
    """Lunar Rejection ({1}{U}; cleave {3}{U}): "Return target [Wolf or Werewolf] creature to
    its owner's hand. Draw a card." A (four Islands) targets B's `target`."""
    _compiled(db, "Lunar Rejection")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Lunar Rejection")
    s.add_card(Zone.BATTLEFIELD, "B", target)
    s.set_choice("A", "yes" if cleave else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lunar Rejection", targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_148b_lunar_rejection_uncleaved_returns_a_wolf(real_db: CardDatabase) -> None:
    """Watchwolf (a Wolf) returns to B's hand; A draws a card."""
    s = _rejection(real_db, "Watchwolf", cleave=False)
    s.execute()
    s.assert_hand_count("B", 1, "Watchwolf")
    s.assert_hand_count("A", 1)


def test_702_148b_lunar_rejection_uncleaved_not_a_giant(real_db: CardDatabase) -> None:
    s = _rejection(real_db, "Hill Giant", cleave=False)
    with pytest.raises(ScenarioError, match="could not cast Lunar Rejection"):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_702_148a_lunar_rejection_cleaved_returns_any_creature(real_db: CardDatabase) -> None:
    s = _rejection(real_db, "Hill Giant", cleave=True)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_hand_count("A", 1)


def test_707_12_wash_away_uncleaved_counters_a_copy(real_db: CardDatabase) -> None:
    """Wash Away's ruling: a copy of a spell is never cast from a hand, so Wash Away for its
    mana cost can counter it. B Bolts A and copies the Bolt with Twincast (same target); A
    counters the copy: A takes 3 (17), not 6."""
    _compiled(real_db, "Wash Away")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Wash Away")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Twincast")
    s.set_choice("B", "no")  # the copy keeps its target
    s.set_choice("A", "no")  # not its cleave cost
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Twincast", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    # (tried while Twincast is on the stack, where only the cast Bolt is there: no legal
    # target; cast once the copy is on the stack)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wash Away", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("A", "Wash Away", 1)


def test_707_10_a_copy_of_a_cleaved_spell_is_cleaved(real_db: CardDatabase) -> None:
    """707.10: a copy copies the choices made casting the spell, the cleave cost among them.
    A casts Fierce Retribution cleaved at B's Hill Giant, then copies it with Twincast, the
    copy's new target B's Grizzly Bears (not attacking: legal only for the cleaved text):
    both die."""
    _compiled(real_db, "Fierce Retribution")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Fierce Retribution")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")  # the cleave cost
    s.set_choice("A", "yes")  # new targets for the copy
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fierce Retribution", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Fierce Retribution"],
                 responding_to="Fierce Retribution")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def _ouphe(db: CardDatabase, source: str) -> Scenario:
    """B activates `source`'s damage ability at A on turn 2; A's Brown Ouphe ("{1}{G}, {T}:
    Counter target activated ability from an artifact source.") answers it."""
    _compiled(db, "Brown Ouphe")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brown Ouphe")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", source)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{3}, {T}:" if source == "Rod of Ruin"
                       else "{T}:", source=source, targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{1}{G}, {T}:", targets=[source],
                       responding_to=source)
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_113_7_brown_ouphe_counters_an_artifacts_ability(real_db: CardDatabase) -> None:
    """Rod of Ruin's "{3}, {T}: ~ deals 1 damage to any target." is countered: A at 20."""
    s = _ouphe(real_db, "Rod of Ruin")
    s.execute()
    s.assert_life("A", 20)
    s.assert_tapped("Brown Ouphe")


def test_113_7_brown_ouphe_not_a_creatures_ability(real_db: CardDatabase) -> None:
    """Prodigal Sorcerer's ability (a creature's) can't be targeted: A takes 1 (19)."""
    s = _ouphe(real_db, "Prodigal Sorcerer")
    with pytest.raises(ScenarioError, match="could not activate"):
        s.execute()
    s.assert_life("A", 19)


def test_702_26_sapphire_charm_phases_out_an_opponents_blocker(real_db: CardDatabase) -> None:
    """Mode 3 on B's Hill Giant in A's turn-1 main phase: it is phased out (not on the
    battlefield) in A's combat; A's Grizzly Bears deal 2 (B 18). It phases in in B's turn-2
    untap step."""
    _compiled(real_db, "Sapphire Charm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sapphire Charm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sapphire Charm", targets=["Hill Giant"])
    s.attack(1, "A", "Grizzly Bears")

    def phased_out(sc: Scenario) -> None:
        sc.assert_permanent_count("B", "Hill Giant", 0)
        assert len(sc.state.phased_out) == 1
    s.check(1, Step.DECLARE_BLOCKERS, phased_out)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Hill Giant", 1)
