"""Static abilities read from Oracle text this session (cards/oracle/): each played with a
real card (skipped without the shared MTGJSON file), with the rule it follows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_502_3_endbringer_untaps_during_each_other_players_untap_step(
        real_db: CardDatabase) -> None:
    """A taps Endbringer on turn 1 to deal 1 damage to B (19); in B's untap step on turn 2 it
    untaps too (502.3), and A taps it again in B's upkeep: B at 18."""
    _compiled(real_db, "Endbringer")
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
    _compiled(real_db, "Aether Storm")
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
    _compiled(real_db, "Basandra, Battle Seraph")
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

    _compiled(real_db, "Territorial Dispute")
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

    _compiled(real_db, "Jetmir, Nexus of Revels")
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
    _compiled(real_db, "Thryx, the Sudden Storm")
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
    _compiled(real_db, "Derelor")
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
    _compiled(real_db, "Cavalry Master", "Benalish Cavalry")
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
    _compiled(real_db, "Plague Engineer")
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
    _compiled(real_db, "One-Eyed Scarecrow")
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
    _compiled(real_db, "Merfolk Assassin")
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
