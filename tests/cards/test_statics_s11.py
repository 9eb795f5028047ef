"""Static abilities read from Oracle text this session (cards/oracle/): each played with a
real card (skipped without the shared MTGJSON file), with the rule it follows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_502_3_endbringer_untaps_during_each_other_players_untap_step(
        real_db: CardDatabase) -> None:
    """A taps Endbringer on turn 1 to deal 1 damage to B (19); in B's untap step on turn 2 it
    untaps too (502.3), and A taps it again in B's upkeep: B at 18."""
    assert_compiled(real_db, "Endbringer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endbringer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Endbringer deals", targets=["B"])
    s.activate_ability(2, Step.UPKEEP, "A", "{T}: Endbringer deals", targets=["B"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Endbringer", True)


def test_101_2_aether_storm_creature_spells_cant_be_cast(real_db: CardDatabase) -> None:
    """With Aether Storm on the battlefield no player can cast a creature spell (101.2), A's
    Grizzly Bears included; a noncreature spell still can be (Shock)."""
    assert_compiled(real_db, "Aether Storm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Aether Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shock")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Grizzly Bears", False)
    s.assert_playable("A", "Shock", True)


def test_101_2_basandra_no_spells_during_combat(real_db: CardDatabase) -> None:
    """Basandra, Battle Seraph: "Players can't cast spells during combat." A's Shock can be
    cast in the main phase, not in the beginning of combat step (506.1)."""
    assert_compiled(real_db, "Basandra, Battle Seraph")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Basandra, Battle Seraph")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_playable("A", "Shock", False)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "B", "Basandra, Battle Seraph")
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s2.add_card(Zone.HAND, "A", "Shock")
    s2.stop_at(1, Step.PRECOMBAT_MAIN)
    s2.execute()
    s2.assert_playable("A", "Shock", True)


def test_305_1_territorial_dispute_no_land_plays(real_db: CardDatabase) -> None:
    """With B's Territorial Dispute on the battlefield, A may play no land (305.1, 101.2):
    no land action is offered and A's Forest stays in hand."""
    from mtg_engine.rules.casting import land_actions

    assert_compiled(real_db, "Territorial Dispute")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Territorial Dispute")
    s.add_card(Zone.HAND, "A", "Forest")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    assert land_actions(s.state, 0) == []
    s.assert_hand_count("A", 1)


def test_613_4c_jetmir_also_get(real_db: CardDatabase) -> None:
    """Jetmir with five Grizzly Bears (six creatures): +1/+0 and vigilance (three or more),
    also +1/+0 and trample (six or more), not double strike (nine): the Bears are 4/2 and
    Jetmir 7/4 (613.4c)."""
    from mtg_engine.rules.layers import characteristics

    assert_compiled(real_db, "Jetmir, Nexus of Revels")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jetmir, Nexus of Revels")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 5)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Jetmir, Nexus of Revels", 7, 4)
    jetmir = next(o for o in s.state.battlefield
                  if s.state.objects[o].card.name == "Jetmir, Nexus of Revels")
    kws = characteristics(s.state, jetmir).keywords
    assert "vigilance" in kws and "trample" in kws and "double strike" not in kws


def test_101_2_thryx_cost_less_and_cant_be_countered(real_db: CardDatabase) -> None:
    """With Thryx, A's Shivan Dragon (mana value 6) costs {1} less (601.2f: five Mountains pay
    it) and can't be countered (101.2): B's Counterspell does nothing to it, the Dragon
    resolves. A's Shock (mana value 1) gets neither."""
    assert_compiled(real_db, "Thryx, the Sudden Storm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thryx, the Sudden Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Dragon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Shivan Dragon"],
                 responding_to="Shivan Dragon")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Shivan Dragon", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)


def test_101_2_thryx_a_small_spell_is_countered(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thryx, the Sudden Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Shock"],
                 responding_to="Shock")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Shock", 1)


def _derelor(real_db: CardDatabase, swamps: int, owner: str = "A") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, owner, "Derelor")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.HAND, "A", "Dark Ritual")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_601_2f_derelor_black_spells_cost_b_more(real_db: CardDatabase) -> None:
    """Derelor: "Black spells you cast cost {B} more to cast." A's Dark Ritual costs {B}{B}:
    not castable with one Swamp, castable with two; B's Derelor doesn't tax A (601.2f)."""
    assert_compiled(real_db, "Derelor")
    _derelor(real_db, 1).assert_playable("A", "Dark Ritual", False)
    _derelor(real_db, 2).assert_playable("A", "Dark Ritual", True)
    _derelor(real_db, 1, owner="B").assert_playable("A", "Dark Ritual", True)


def test_601_2f_derelor_the_increase_is_paid(real_db: CardDatabase) -> None:
    """A casts Dark Ritual with Derelor out: both Swamps are tapped to pay {B}{B}."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Derelor")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Dark Ritual")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dark Ritual")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Dark Ritual", 1)
    assert sum(1 for o in s.state.battlefield if s.state.objects[o].tapped) == 2


def test_702_25b_cavalry_master_a_second_flanking(real_db: CardDatabase) -> None:
    """Cavalry Master gives A's Benalish Cavalry (2/2, flanking) another flanking: blocked by
    B's Grizzly Bears, both instances trigger (702.25b): the Bears get -2/-2 and die before
    damage, the Cavalry takes none (with one instance the 1/1 Bears would deal it 1)."""
    assert_compiled(real_db, "Cavalry Master", "Benalish Cavalry")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cavalry Master")
    s.add_card(Zone.BATTLEFIELD, "A", "Benalish Cavalry")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Benalish Cavalry")
    s.block(3, "B", "Grizzly Bears", "Benalish Cavalry")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Benalish Cavalry", 0)


def test_613_4c_plague_engineer_the_chosen_type_your_opponents_control(
        real_db: CardDatabase) -> None:
    """A casts Plague Engineer choosing Bear (614.12a): B's Grizzly Bears are 1/1, A's own
    Grizzly Bears stay 2/2 ("of the chosen type your opponents control")."""
    assert_compiled(real_db, "Plague Engineer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Plague Engineer")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plague Engineer")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 1, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_613_4c_one_eyed_scarecrow_with_flying_your_opponents_control(
        real_db: CardDatabase) -> None:
    """One-Eyed Scarecrow: "Creatures with flying your opponents control get -1/-0." B's Wind
    Drake is 1/2; A's own Wind Drake stays 2/2."""
    assert_compiled(real_db, "One-Eyed Scarecrow")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "One-Eyed Scarecrow")
    s.add_card(Zone.BATTLEFIELD, "A", "Wind Drake")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Wind Drake", 1, 2)
    s.assert_power_toughness("A", "Wind Drake", 2, 2)


def test_115_merfolk_assassin_targets_a_creature_with_islandwalk(real_db: CardDatabase) -> None:
    """"Destroy target creature with islandwalk." (a keyword only some abilities name, read in
    a target's filter): B's Segovian Leviathan (islandwalk) is destroyed."""
    assert_compiled(real_db, "Merfolk Assassin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Merfolk Assassin")
    s.add_card(Zone.BATTLEFIELD, "B", "Segovian Leviathan")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Destroy",
                       targets=["Segovian Leviathan"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Segovian Leviathan", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_702_18_whispersilk_cloak_cant_be_blocked_and_shroud(real_db: CardDatabase) -> None:
    """Whispersilk Cloak on A's Grizzly Bears: they have both abilities, "can't be blocked"
    (509.1b) and shroud (702.18), and deal their 2 to B: 18."""
    from mtg_engine.rules.layers import characteristics

    assert_compiled(real_db, "Whispersilk Cloak")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Whispersilk Cloak", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    bears = next(o for o in s.state.battlefield
                 if s.state.objects[o].card.name == "Grizzly Bears")
    ch = characteristics(s.state, bears)
    assert "shroud" in ch.keywords and "can't be blocked" in ch.keywords


def test_613_1f_spiteful_sliver_granted_trigger_it_deals(real_db: CardDatabase) -> None:
    """Spiteful Sliver gives Slivers "Whenever this creature is dealt damage, it deals that
    much damage to target player or planeswalker.": B's Shock deals 2 to A's Spiteful Sliver
    (2/2, it dies), which deals 2 to B (608.2g: that much): B at 18."""
    assert_compiled(real_db, "Spiteful Sliver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spiteful Sliver")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Spiteful Sliver"])
    s.add_target("A", "B")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Spiteful Sliver", 1)
    s.assert_life("B", 18)


def test_613_4b_godhead_of_awe_other_creatures_base_1_1(real_db: CardDatabase) -> None:
    """Godhead of Awe: "Other creatures have base power and toughness 1/1." (613.4b, layer
    7b): B's Hill Giant and A's Grizzly Bears are 1/1; the Godhead stays 4/4; Giant Growth
    on the Hill Giant (layer 7c) makes it 4/4."""
    assert_compiled(real_db, "Godhead of Awe")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Godhead of Awe")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Hill Giant"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Godhead of Awe", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 1, 1)
    s.assert_power_toughness("B", "Hill Giant", 4, 4)


def test_303_4_curse_of_deaths_hold_what_the_enchanted_player_controls(
        real_db: CardDatabase) -> None:
    """A casts Curse of Death's Hold on B: B's Grizzly Bears are 1/1 and B's Llanowar Elves
    (1/1) die (704.5f); A's own Grizzly Bears stay 2/2."""
    assert_compiled(real_db, "Curse of Death's Hold")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Curse of Death's Hold")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Death's Hold", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 1, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


def test_303_4a_bartel_runeaxe_cant_be_the_target_of_aura_spells(real_db: CardDatabase) -> None:
    """Bartel Runeaxe can't be the target of Aura spells: with Bartel the only creature, B's
    Pacifism has no legal target and can't be cast (601.2c); B's Lightning Bolt can target
    Bartel."""
    assert_compiled(real_db, "Bartel Runeaxe")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bartel Runeaxe")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Pacifism")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("B", "Pacifism", False)
    s.assert_playable("B", "Lightning Bolt", True)


def test_303_4_curse_of_the_nightly_hunt(real_db: CardDatabase) -> None:
    """A's Curse of the Nightly Hunt on B: B's Grizzly Bears attack on B's turn though nothing
    plans it (508.1d): A at 18."""
    assert_compiled(real_db, "Curse of the Nightly Hunt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Curse of the Nightly Hunt")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of the Nightly Hunt", targets=["B"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)


def test_614_12a_roots_of_life_refused(real_db: CardDatabase) -> None:
    """Roots of Life chooses Island or Swamp as it enters, but its trigger's "land of the
    chosen type" would read a chosen creature type that is never made: the card would never
    trigger, so it is refused rather than misplayed."""
    done = real_db.compiled("Roots of Life")
    assert not done.supported
    # refused first by the anchor-word reader (614.12b: two words with no anchored abilities,
    # test_misplays_s11), else by the layers' check of "of the chosen type" (evaluable.py)
    assert any("of the chosen type" in str(r) or "614.12b" in r.category for r in done.reasons)
