"""Session 16, replacement effects (614) and entering replacements (614.1c) of real cards
(the shared MTGJSON file; skipped without it): exact figures per template.

- "~ enters the battlefield with a +1/+1 counter on it for each different mana cost among
  nonland cards in your graveyard." (Embodiment of Agonies: 614.1c, 202.1, 709.4;
  oracle/mana_costs_amount.py)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled


def test_614_1c_embodiment_of_agonies_counts_different_mana_costs(
        real_db: CardDatabase) -> None:
    """A's graveyard: Lightning Bolt and Burst Lightning ({R} twice: one cost), Grizzly Bears
    ({1}{G}), Fire // Ice ({1}{R} // {1}{U}: {2}{U}{R}, 709.4) and Ral's Outburst ({2}{U}{R}:
    the same), Memnite ({0}: counted), Ancestral Vision (no mana cost: not counted), a Forest
    (a land), and B's Giant Growth (another graveyard). 4 different costs: a 4/4."""
    assert_compiled(real_db, "Embodiment of Agonies")
    s = Scenario(cards=real_db)
    for name in ("Lightning Bolt", "Burst Lightning", "Grizzly Bears", "Fire // Ice",
                 "Ral's Outburst", "Memnite", "Ancestral Vision", "Forest"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.add_card(Zone.GRAVEYARD, "B", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Embodiment of Agonies")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Embodiment of Agonies")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Embodiment of Agonies", "+1/+1", 4)
    s.assert_power_toughness("A", "Embodiment of Agonies", 4, 4)


def test_614_1c_embodiment_of_agonies_with_an_empty_graveyard_dies(
        real_db: CardDatabase) -> None:
    """No nonland card in A's graveyard (only a Forest): it enters with no counter, a 0/0,
    and is put into the graveyard (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Embodiment of Agonies")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Embodiment of Agonies")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Embodiment of Agonies", 1)


def test_614_1b_possessed_portal_every_draw_is_skipped(real_db: CardDatabase) -> None:
    """Possessed Portal: A's Divination draws nothing (A's library stays at 5); B skips the
    draw of their draw step on turn 2 (B's library stays at 4)."""
    assert_compiled(real_db, "Possessed Portal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)  # (one is sacrificed at the end step)
    s.add_card(Zone.BATTLEFIELD, "A", "Possessed Portal")
    s.add_card(Zone.HAND, "A", "Divination")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Forest", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (sc.assert_library_count("A", 5),
                                                  sc.assert_hand_count("A", 0)))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Possessed Portal", 1)
    s.assert_library_count("B", 4)


def test_120_3_crumbling_sanctuary_damage_to_a_player_becomes_cards_exiled(
        real_db: CardDatabase) -> None:
    """Crumbling Sanctuary: B's Lightning Bolt at A: A stays at 20 and exiles the top 3 of
    their 6 library cards; B's Grizzly Bears attack: 2 more exiled (1 left). Damage to a
    creature is dealt as usual: B's Shock kills A's Llanowar Elves."""
    assert_compiled(real_db, "Crumbling Sanctuary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crumbling Sanctuary")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Llanowar Elves"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: (sc.assert_library_count("A", 3),
                                               sc.assert_life("A", 20)))
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_library_count("A", 1)
    s.assert_exile_count("Island", 5, "A")
    s.assert_graveyard_count("A", "Llanowar Elves", 1)


def test_614_1a_necromancers_magemark_returns_an_enchanted_creature(
        real_db: CardDatabase) -> None:
    """Necromancer's Magemark on A's Grizzly Bears: B's Lightning Bolt kills the Bears (3/3
    with the Magemark's +1/+1): returned to A's hand instead; A's unenchanted Llanowar Elves,
    Shocked, go to the graveyard."""
    assert_compiled(real_db, "Necromancer's Magemark")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Necromancer's Magemark", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Llanowar Elves"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Necromancer's Magemark", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)


def test_614_1a_tok_tok_adds_1_to_red_sources_damage_to_players(real_db: CardDatabase) -> None:
    """Akki Lavarunner (haste) attacks B: 1 damage, it flips into Tok-Tok, Volcano Born (B at
    19). A's Lightning Bolt at B deals 4 (a red source: 15); B's Shock at A on turn 2 deals 3
    (anyone's red source: 17); B's other Shock at A's Hill Giant deals 2 (only damage to a
    player grows)."""
    assert_compiled(real_db, "Akki Lavarunner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akki Lavarunner")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.attack(1, "A", "Akki Lavarunner")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Hill Giant"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 17)
    s.assert_damage("Hill Giant", 2)


def _clinging_mists(real_db: CardDatabase, life: int) -> Scenario:
    """B's Serra Angel (vigilance) and Grizzly Bears attack A on turn 2; A casts Clinging Mists
    in the declare attackers step, at `life` life."""
    assert_compiled(real_db, "Clinging Mists")
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Clinging Mists")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Serra Angel")
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Clinging Mists")
    return s


def test_608_2c_clinging_mists_fateful_hour_taps_and_freezes_the_attackers(
        real_db: CardDatabase) -> None:
    """At 5 life: no combat damage (A stays at 5); both attackers are tapped (the Angel too,
    despite vigilance) and don't untap in B's next untap step (turn 4)."""
    s = _clinging_mists(real_db, 5)
    s.check(2, Step.END_COMBAT, lambda sc: (sc.assert_life("A", 5),
                                            sc.assert_tapped("Serra Angel")))
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Serra Angel")
    s.assert_tapped("Grizzly Bears")


def test_615_1a_clinging_mists_above_5_life_only_prevents(real_db: CardDatabase) -> None:
    """At 6 life: the combat damage is prevented (A stays at 6) but nothing is tapped: the
    Angel stays untapped (vigilance), the Bears untap in B's next untap step."""
    s = _clinging_mists(real_db, 6)
    s.check(2, Step.END_COMBAT, lambda sc: (sc.assert_life("A", 6),
                                            sc.assert_tapped("Serra Angel", False)))
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Grizzly Bears", False)


def test_608_2c_breaching_leviathan_those_creatures_stay_tapped(real_db: CardDatabase) -> None:
    """A casts Breaching Leviathan from hand: B's Grizzly Bears and A's own Llanowar Elves
    (nonblue creatures) are tapped, not the Leviathan (blue);
    the Bears don't untap in B's untap step on turn 2, and the Elves not on turn 3."""
    assert_compiled(real_db, "Breaching Leviathan")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Breaching Leviathan")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Breaching Leviathan")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Grizzly Bears"))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Llanowar Elves")
    s.assert_tapped("Breaching Leviathan", False)


def test_707_10_twinning_staff_one_more_copy_of_a_copied_spell(real_db: CardDatabase) -> None:
    """Twinning Staff: A's Reverberate copies A's Lightning Bolt (at B): two copies instead of
    one, so three Bolts resolve: B at 11."""
    assert_compiled(real_db, "Twinning Staff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Twinning Staff")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Reverberate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reverberate", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 11)


def test_707_10_twinning_staff_adds_one_to_storm_and_only_for_its_controller(
        real_db: CardDatabase) -> None:
    """A's Shock (B at 18), then Grapeshot (storm 1): 1 + 1 copies, 3 damage (B at 15). B's
    own Twinning Staff doesn't add to A's copies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Twinning Staff")
    s.add_card(Zone.BATTLEFIELD, "B", "Twinning Staff")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Grapeshot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grapeshot", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)


def test_614_12a_convincing_mirage_enchanted_land_is_the_chosen_basic_type(
        real_db: CardDatabase) -> None:
    """Convincing Mirage on B's Forest, Swamp chosen as it enters (614.12a): the Forest is a
    Swamp (305.7: it taps for {B}, not {G}): B can't cast Giant Growth with it."""
    assert_compiled(real_db, "Convincing Mirage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Convincing Mirage")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Convincing Mirage", targets=["Forest"])
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_subtype("Forest", "Swamp"), sc.assert_subtype("Forest", "Forest", False),
        sc.assert_playable("B", "Giant Growth", False)))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Convincing Mirage", "Forest")


def test_614_12a_realmwright_lands_are_the_chosen_type_too(real_db: CardDatabase) -> None:
    """Realmwright, Mountain chosen: A's Island is also a Mountain (it taps for {R}: A casts
    Lightning Bolt with it); B's Forest isn't."""
    assert_compiled(real_db, "Realmwright")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Realmwright")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Realmwright")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_subtype("Island", "Mountain"), sc.assert_subtype("Island", "Island"),
        sc.assert_subtype("Forest", "Mountain", False)))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)


def test_614_12a_shimmer_lands_of_the_chosen_land_type_phase_out(real_db: CardDatabase) -> None:
    """Shimmer, Island chosen (any land type may be, 205.3i): B's Island has phasing and
    phases out in B's untap step (702.26a); B's Forest doesn't."""
    assert_compiled(real_db, "Shimmer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Shimmer")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("A", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shimmer")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Island", 0)
    s.assert_permanent_count("B", "Forest", 1)


def _cloak(real_db: CardDatabase, land: str, b_land: str) -> Scenario:
    """A's Traveler's Cloak on A's Grizzly Bears, `land` chosen as it enters (A draws a card);
    B controls `b_land` and Hill Giant; the Bears attack on turn 3, the Giant blocks them."""
    assert_compiled(real_db, "Traveler's Cloak")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Traveler's Cloak")
    s.add_card(Zone.BATTLEFIELD, "B", b_land)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Traveler's Cloak", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_hand_count("A", 1))
    s.attack(3, "A", "Grizzly Bears")
    s.block(3, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    return s


def test_702_14_travelers_cloak_landwalk_of_a_nonbasic_land_type(real_db: CardDatabase) -> None:
    """Desert chosen (205.3i: any land type): the Bears have desertwalk; B controls Desert (a
    Desert): the Giant can't block them (702.14c), the block is never made."""
    s = _cloak(real_db, "Desert", "Desert")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities("A", "Grizzly Bears",
                                                                    ["Desertwalk"]))
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 18)


def test_702_14_travelers_cloak_blockable_without_a_land_of_that_type(
        real_db: CardDatabase) -> None:
    """Island chosen, but B controls only a Mountain: the Giant blocks and kills the Bears."""
    s = _cloak(real_db, "Island", "Mountain")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def _venturer(real_db: CardDatabase, parity: str, spell: str) -> Scenario:
    assert_compiled(real_db, "Lavabrink Venturer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Lavabrink Venturer")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", spell)
    s.set_choice("A", parity)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lavabrink Venturer")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell, targets=["Lavabrink Venturer"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    return s


def test_702_16a_lavabrink_venturer_odd_chosen_an_odd_spell_cant_target_it(
        real_db: CardDatabase) -> None:
    """Odd chosen as it enters: B's Lightning Bolt (mana value 1) can't target it (702.16b):
    the cast is never made and the Venturer is undamaged."""
    s = _venturer(real_db, "odd", "Lightning Bolt")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_damage("Lavabrink Venturer", 0)
    s.assert_hand_count("B", 2)  # (the Bolt and B's draw)


def test_702_16a_lavabrink_venturer_odd_chosen_an_even_spell_kills_it(
        real_db: CardDatabase) -> None:
    """Odd chosen: B's Searing Spear (mana value 2, even) deals 3 damage to the 3/3: it dies."""
    s = _venturer(real_db, "odd", "Searing Spear")
    s.execute()
    s.assert_graveyard_count("A", "Lavabrink Venturer", 1)


def test_702_16a_lavabrink_venturer_even_chosen(real_db: CardDatabase) -> None:
    """Even chosen: Searing Spear (2) can't target it; Lightning Bolt (1) would."""
    s = _venturer(real_db, "even", "Searing Spear")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Lavabrink Venturer", 1)
    s = _venturer(real_db, "even", "Lightning Bolt")
    s.execute()
    s.assert_graveyard_count("A", "Lavabrink Venturer", 1)


def test_614_12a_archon_of_valors_reach_players_cant_cast_the_chosen_card_type(
        real_db: CardDatabase) -> None:
    """Archon of Valor's Reach enters with "instant" chosen (205.2a): B can't cast Lightning
    Bolt but casts the sorcery Lava Spike (3 to A: 17); A's own Giant Growth (an instant)
    can't be cast either."""
    assert_compiled(real_db, "Archon of Valor's Reach")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Archon of Valor's Reach")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Lava Spike")
    s.set_choice("A", "instant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Archon of Valor's Reach")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("B", "Lightning Bolt", False))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lava Spike", targets=["A"])
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Giant Growth", False))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)


def test_702_33d_ravaging_riftwurm_kicked_enters_with_three_more_time_counters(
        real_db: CardDatabase) -> None:
    """Ravaging Riftwurm kicked ({4}): vanishing's two time counters and three more (5);
    cast unkicked: two."""
    assert_compiled(real_db, "Ravaging Riftwurm")
    for kicked, counters in ((True, 5), (False, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
        s.add_card(Zone.HAND, "A", "Ravaging Riftwurm")
        s.set_choice("A", "yes" if kicked else "no")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ravaging Riftwurm")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_counter_count("A", "Ravaging Riftwurm", "time", counters)


def test_614_12_sigardas_splendor_notes_life_and_draws_if_not_lower(
        real_db: CardDatabase) -> None:
    """Sigarda's Splendor enters with A at 20 (noted 20). B's Lightning Bolt: A at 17. Turn 3
    upkeep: 17 < 20, no card (A's hand: 1, the draw step's); 17 noted. Turn 5 upkeep: 17 >= 17,
    a card (hand 3)."""
    assert_compiled(real_db, "Sigarda's Splendor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Sigarda's Splendor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sigarda's Splendor")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (sc.assert_life("A", 17),
                                                sc.assert_hand_count("A", 1)))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)


def test_614_12a_sower_of_discord_the_other_chosen_player_loses_that_much(
        real_db: CardDatabase) -> None:
    """Sower of Discord, A and B chosen as it enters: B's Lightning Bolt deals 3 to A (17) and
    B loses 3 (17); A's Shock at B: B 15, A 15; B's Shock at the Sower (a permanent) triggers
    nothing."""
    assert_compiled(real_db, "Sower of Discord")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Sower of Discord")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "A")  # (one answer per player chosen, as XMage's tests give them)
    s.set_choice("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sower of Discord")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Sower of Discord"])
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: (sc.assert_life("A", 17),
                                                 sc.assert_life("B", 17)))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 15)


def test_614_1a_crackling_emergence_sacrificed_instead_of_the_land(
        real_db: CardDatabase) -> None:
    """Crackling Emergence on A's Mountain (a 3/3 creature): B's Lightning Bolt deals it lethal
    damage; instead of being destroyed (704.5g, 701.7) the Emergence is sacrificed and the
    Mountain, indestructible until end of turn and no longer a creature, stays. B's Stone Rain
    the same turn can't destroy it."""
    assert_compiled(real_db, "Crackling Emergence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Crackling Emergence", attached_to="Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Stone Rain")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Mountain@A"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_graveyard_count("A", "Crackling Emergence", 1),
        sc.assert_permanent_count("A", "Mountain", 1),
        sc.assert_type("Mountain@A", "Creature", False)))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Stone Rain", targets=["Mountain@A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_graveyard_count("B", "Stone Rain", 1)
