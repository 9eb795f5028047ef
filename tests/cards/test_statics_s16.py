"""Session 16 statics (issue 11): real cards of the shared MTGJSON file (skipped without it),
played in scenarios with exact figures.

- 113.1: "Creatures with no abilities get +2/+2." (Muraganda Petroglyphs; filters.no_abilities):
  judged after layer 6 (613.1f), so a creature that lost all its abilities gets the bonus and
  one that gained an ability doesn't.
- 118.9: "You may cast spells from your hand without paying their mana costs." (Omniscience;
  rules/cast_free_statics.py): an alternative cost the player chooses (a "yes" answer);
  additional costs are still paid (118.9d), X is 0 (107.3b).
- 508.1c, 509.1b: "~ can't attack or block unless a creature died under your control this
  turn." (Bontu the Glorified; the condition judged from this turn's deaths, 700.4).
- 115.1, 305.1: cards in graveyards protected (rules/graveyard_protection.py): Tomik,
  Distinguished Advokist (lands and land cards in graveyards untargetable by its controller's
  opponents; they can't play land cards from graveyards), Ground Seal.
- 601.2c: "You can't choose an untapped creature as this spell's target as you cast it."
  (Enthralling Hold; rules/cast_targets.py): only as it is cast (608.2b doesn't re-apply it).
- 609.4b: "You may spend mana as though it were mana of any color to cast planeswalker
  spells." (Oath of Nissa), "... of any type to cast creature spells." (Vizier of the
  Menagerie; rules/spend_any.static_widening).
- 508.1c, 509.1b: "can only attack alone" (Errantry), "can't attack unless at least two
  other creatures attack" / "can't block unless at least two other creatures block" (Orcish
  Conscripts), "can't be blocked as long as it's attacking alone" (Dream Prowler, 506.5;
  rules/group_attacks.py); "Creatures with power greater than ~'s power can't block it."
  (Silumgar Assassin), "~ can't block creatures with power greater than ~'s power." (Spitfire
  Handler; Filter.power_gt_source).
- 602.5, 611.2a: "Tap target creature or planeswalker. Its activated abilities can't be
  activated this turn." (Deadlock Trap; effects/untargetable_turn.py).
- 122.1, 508.1c: "Creatures your opponents control with counters on them can't attack or
  block." (Kulrath Knight).
- 509.1a: "Tapped creatures you control can block as though they were untapped." (Masako the
  Humorless), "Untapped creatures can't block. Tapped creatures can block." (Siege Elemental;
  rules/tapped_blockers.py).
- 708.2: "Face-down creatures you control get +0/+1." (Secret Plans), "Destroy target face-down
  creature." (Nosy Goblin; Filter.face_down).
- 701.10a: "Exchange control of two target lands." (Shifting Borders: its round trip said "two"
  twice).
- 611.2a: "... can't be the target of spells or abilities your opponents control this turn"
  (Vines of Vastwood, Veilstone Amulet; effects/untargetable_turn.py): the opponents of the
  effect's controller, whoever controls the creature.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _petroglyphs(real_db: CardDatabase) -> Scenario:
    assert real_db.compiled("Muraganda Petroglyphs").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Muraganda Petroglyphs")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    return s


def test_113_1_muraganda_vanilla_creatures_only(real_db: CardDatabase) -> None:
    """Each player's vanilla creatures get +2/+2 (Grizzly Bears 4/4, Hill Giant 5/5); Serra
    Angel (flying, vigilance) stays 4/4."""
    s = _petroglyphs(real_db)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("B", "Hill Giant", 5, 5)
    s.assert_power_toughness("B", "Serra Angel", 4, 4)


def test_113_1_muraganda_lost_and_gained_abilities(real_db: CardDatabase) -> None:
    """613.1f then 613.4c: Turn to Frog on Serra Angel (it loses all abilities, base 1/1) ->
    a 3/3 with no abilities; Jump on the Bears (it gains flying) -> back to 2/2."""
    s = _petroglyphs(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Turn to Frog")
    s.add_card(Zone.HAND, "A", "Jump")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Turn to Frog", targets=["Serra Angel"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jump", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 5, 5)


def _omniscience(real_db: CardDatabase, spell: str, *lands: str) -> Scenario:
    assert real_db.compiled("Omniscience").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Omniscience")
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", spell)
    return s


def test_118_9_omniscience_creature_for_free(real_db: CardDatabase) -> None:
    """Silvercoat Lion cast with "yes" (without paying its mana cost): on the battlefield,
    both Plains untapped."""
    s = _omniscience(real_db, "Silvercoat Lion", "Plains", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_tapped("Plains", False)


def test_118_9_omniscience_split_card(real_db: CardDatabase) -> None:
    """Fire // Ice: Fire (2 damage to B) cast for free: B at 18, the lands untapped, the card
    in A's graveyard."""
    s = _omniscience(real_db, "Fire // Ice", "Island", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fire", targets=["B"])
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Fire // Ice", 1)
    s.assert_tapped("Island", False)
    s.assert_tapped("Mountain", False)


def test_118_9d_omniscience_additional_cost_still_paid(real_db: CardDatabase) -> None:
    """Shrapnel Blast for free still sacrifices an artifact (118.9d): Ornithopter to the
    graveyard, B at 15, the Mountains untapped."""
    s = _omniscience(real_db, "Shrapnel Blast", "Mountain", "Mountain", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shrapnel Blast", targets=["B"])
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_tapped("Mountain", False)


def test_118_9b_omniscience_optional_and_x_is_zero(real_db: CardDatabase) -> None:
    """118.9b: without the "yes" the mana cost is paid (Grizzly Bears taps both Forests);
    107.3b: Blaze (X damage) cast for free has X = 0, so announcing X = 2 is refused."""
    s = _omniscience(real_db, "Grizzly Bears", "Forest", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Forest", True)
    s = _omniscience(real_db, "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=2)
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"X must be .*107\.3"):
        s.execute()
    s.assert_life("B", 20)


def _bontu(real_db: CardDatabase) -> Scenario:
    assert real_db.compiled("Bontu the Glorified").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bontu the Glorified")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 10)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Terror")
    return s


def test_508_1c_bontu_cant_attack_without_a_death(real_db: CardDatabase) -> None:
    """No creature of A's died this turn: Bontu can't attack (the attack stays unperformed),
    B at 20."""
    s = _bontu(real_db)
    s.attack(1, "A", "Bontu the Glorified")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Bontu"):
        s.execute()
    s.assert_life("B", 20)


def test_508_1c_bontu_attacks_after_terror(real_db: CardDatabase) -> None:
    """Terror on A's own Grizzly Bears (a creature died under A's control): Bontu attacks
    for 4, B at 16."""
    s = _bontu(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Terror", targets=["Grizzly Bears"])
    s.attack(1, "A", "Bontu the Glorified")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)


def test_508_1c_bontu_sacrifice_then_attack(real_db: CardDatabase) -> None:
    """Its own ability sacrifices the Bears (B loses 1, A gains 1), then Bontu attacks: B at
    15, A at 21. On A's next turn no creature died yet: it can't attack (B stays at 15)."""
    s = _bontu(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}")
    s.attack(1, "A", "Bontu the Glorified")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 21)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s = _bontu(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}")
    s.attack(1, "A", "Bontu the Glorified")
    s.attack(3, "A", "Bontu the Glorified")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="turn 3"):
        s.execute()
    s.assert_life("B", 15)


def _tomik(real_db: CardDatabase) -> Scenario:
    assert real_db.compiled("Tomik, Distinguished Advokist").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tomik, Distinguished Advokist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    return s


def test_115_1_tomik_own_lands_can_be_targeted(real_db: CardDatabase) -> None:
    """Tomik's controller may target their own land: A's Stone Rain destroys A's Forest."""
    s = _tomik(real_db)
    s.add_card(Zone.HAND, "A", "Stone Rain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stone Rain", targets=["Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)


def test_115_1_tomik_opponent_cant_target_lands(real_db: CardDatabase) -> None:
    """B's Stone Rain can't target A's Forest (nor B's own Mountain): not cast, the lands
    stay."""
    for land in ("Forest", "Mountain@B"):
        s = _tomik(real_db)
        s.add_card(Zone.HAND, "B", "Stone Rain")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Stone Rain", targets=[land])
        s.stop_at(2, Step.BEGIN_COMBAT)
        with pytest.raises(ScenarioError, match="Stone Rain"):
            s.execute()
        s.assert_permanent_count("A", "Forest", 1)
        s.assert_permanent_count("B", "Mountain", 3)


def test_115_1_tomik_land_cards_in_graveyards(real_db: CardDatabase) -> None:
    """B's Life from the Loam can't target the Forest card in B's own graveyard (Tomik's
    controller's opponent); A's can target A's Forest card (to A's hand)."""
    s = _tomik(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Life from the Loam")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Life from the Loam", targets=["Forest@B"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Life from the Loam"):
        s.execute()
    s.assert_graveyard_count("B", "Forest", 1)
    s = _tomik(real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Life from the Loam")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Life from the Loam", targets=["Swamp"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Swamp")


def test_305_1_tomik_no_land_plays_from_graveyards(real_db: CardDatabase) -> None:
    """B's Crucible of Worlds lets B play lands from B's graveyard, but not while A controls
    Tomik: the Forest stays in B's graveyard. Without Tomik B plays it."""
    for tomik in (True, False):
        s = Scenario(cards=real_db)
        if tomik:
            s.add_card(Zone.BATTLEFIELD, "A", "Tomik, Distinguished Advokist")
        s.add_card(Zone.BATTLEFIELD, "B", "Crucible of Worlds")
        s.add_card(Zone.GRAVEYARD, "B", "Forest")
        s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
        s.stop_at(2, Step.BEGIN_COMBAT)
        if tomik:
            with pytest.raises(ScenarioError, match="Forest"):
                s.execute()
            s.assert_graveyard_count("B", "Forest", 1)
        else:
            s.execute()
            s.assert_permanent_count("B", "Forest", 1)


def test_115_1_ground_seal_graveyard_cards_untargetable(real_db: CardDatabase) -> None:
    """Ground Seal: no one may target a card in a graveyard: A's Raise Dead on A's own
    Grizzly Bears card isn't cast."""
    assert real_db.compiled("Ground Seal").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ground Seal")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Raise Dead")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise Dead", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Raise Dead"):
        s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def _hold(real_db: CardDatabase, tapped: bool) -> Scenario:
    assert real_db.compiled("Enthralling Hold").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Traxos, Scourge of Kroog", tapped=tapped)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Enthralling Hold")
    return s


def test_601_2c_enthralling_hold_untapped_target_refused(real_db: CardDatabase) -> None:
    """An untapped Traxos can't be chosen as Enthralling Hold is cast: not cast, B keeps it."""
    s = _hold(real_db, tapped=False)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enthralling Hold",
                 targets=["Traxos, Scourge of Kroog"])
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Enthralling Hold"):
        s.execute()
    s.assert_permanent_count("B", "Traxos, Scourge of Kroog", 1)


def test_601_2c_enthralling_hold_target_untapped_later_still_legal(
        real_db: CardDatabase) -> None:
    """Cast on the tapped Traxos; Twiddle untaps it in response: the Hold still resolves
    (608.2b: the restriction was only as it was cast), A controls Traxos."""
    s = _hold(real_db, tapped=True)
    s.add_card(Zone.HAND, "A", "Twiddle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enthralling Hold",
                 targets=["Traxos, Scourge of Kroog"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twiddle", targets=["Traxos, Scourge of Kroog"],
                 responding_to="Enthralling Hold")
    s.set_choice("A", "untap")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Traxos, Scourge of Kroog", 0)
    s.assert_permanent_count("A", "Traxos, Scourge of Kroog", 1)
    s.assert_permanent_count("A", "Enthralling Hold", 1)
    s.assert_tapped("Traxos, Scourge of Kroog", False)


def test_608_2b_enthralling_hold_fizzles_without_its_target(real_db: CardDatabase) -> None:
    """Doom Blade destroys the tapped Traxos in response: the Hold has no legal target and
    goes to the graveyard with Doom Blade; Traxos in B's graveyard."""
    s = _hold(real_db, tapped=True)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enthralling Hold",
                 targets=["Traxos, Scourge of Kroog"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade",
                 targets=["Traxos, Scourge of Kroog"], responding_to="Enthralling Hold")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Traxos, Scourge of Kroog", 1)
    s.assert_graveyard_count("A", "Enthralling Hold", 1)
    s.assert_graveyard_count("A", "Doom Blade", 1)


def test_609_4b_oath_of_nissa_any_color_for_planeswalkers(real_db: CardDatabase) -> None:
    """Oath of Nissa: four Forests cast Ajani Goldmane ({2}{W}{W}); they can't cast Raise the
    Alarm ({1}{W}, an instant). Four Wastes cast Ajani too (609.4b: colorless mana is spent as
    though it were white; XMage's ChromaticOrreryTest), but not Raise the Alarm."""
    assert real_db.compiled("Oath of Nissa").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oath of Nissa")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Ajani Goldmane")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ajani Goldmane")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Ajani Goldmane", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oath of Nissa")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.HAND, "A", "Ajani Goldmane")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ajani Goldmane")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Ajani Goldmane", 1)
    for lands, spell in ((("Forest", "Forest"), "Raise the Alarm"),
                         (("Wastes", "Wastes"), "Raise the Alarm")):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Oath of Nissa")
        for land in lands:
            s.add_card(Zone.BATTLEFIELD, "A", land)
        s.add_card(Zone.HAND, "A", spell)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
        s.stop_at(1, Step.BEGIN_COMBAT)
        with pytest.raises(ScenarioError, match=spell):
            s.execute()
        s.assert_hand_count("A", 1, spell)


def test_609_4b_vizier_any_type_for_creature_spells(real_db: CardDatabase) -> None:
    """Vizier of the Menagerie: Grizzly Bears ({1}{G}) cast with two Wastes ({C}: any type);
    B's Grizzly Bears can't be cast that way (the Vizier is A's), nor A's Giant Growth."""
    assert real_db.compiled("Vizier of the Menagerie").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vizier of the Menagerie")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vizier of the Menagerie")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Vizier of the Menagerie"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Giant Growth"):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vizier of the Menagerie")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()


def test_508_1c_orcish_conscripts_attacks_with_two_others(real_db: CardDatabase) -> None:
    """Orcish Conscripts can't attack with one other creature (only Grizzly Bears attacks: B
    at 18); with two others (Grizzly Bears, Hill Giant) all three attack: B at 13."""
    assert real_db.compiled("Orcish Conscripts").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Orcish Conscripts")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Orcish Conscripts")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Orcish Conscripts"):
        s.execute()
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Orcish Conscripts")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    for name in ("Orcish Conscripts", "Grizzly Bears", "Hill Giant"):
        s.attack(1, "A", name)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 13)


def test_509_1b_orcish_conscripts_blocks_with_two_others(real_db: CardDatabase) -> None:
    """B's Orcish Conscripts can't block A's Hill Giant with only one other blocker; with
    Grizzly Bears and Llanowar Elves also blocking, the Giant (3 damage, assigned in block
    order) kills the Conscripts and deals the last 1 to the Bears; B stays at 20."""
    assert real_db.compiled("Orcish Conscripts").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Orcish Conscripts")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Orcish Conscripts", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Orcish Conscripts"):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Orcish Conscripts")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Hill Giant")
    for name in ("Orcish Conscripts", "Grizzly Bears", "Llanowar Elves"):
        s.block(1, "B", name, "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Orcish Conscripts", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_508_1c_errantry_only_attacks_alone(real_db: CardDatabase) -> None:
    """Errantry on Grizzly Bears (5/2): it can't attack with Hill Giant (only the Giant
    attacks: B at 17); alone it deals 5 (B at 15)."""
    assert real_db.compiled("Errantry").supported
    for others in (("Hill Giant",), ()):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Errantry", attached_to="Grizzly Bears")
        for name in others:
            s.add_card(Zone.BATTLEFIELD, "A", name)
            s.attack(1, "A", name)
        s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        if others:
            with pytest.raises(ScenarioError, match="Grizzly Bears"):
                s.execute()
            s.assert_life("B", 17)
        else:
            s.execute()
            s.assert_life("B", 15)


def _vines(real_db: CardDatabase, target: str, kicked: bool = False) -> Scenario:
    assert real_db.compiled("Vines of Vastwood").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Vines of Vastwood")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vines of Vastwood", targets=[target])
    if kicked:
        s.set_choice("A", "yes")
    return s


def test_611_2a_vines_of_vastwood_kicked(real_db: CardDatabase) -> None:
    """Kicked Vines on A's Grizzly Bears: 6/6 this turn; B's Shock can't target it (B still
    has Shock), A's own Giant Growth can (9/9)."""
    s = _vines(real_db, "Grizzly Bears", kicked=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"],
                 responding_to="Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"Shock.*not a legal target"):
        s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 9, 9)
    s.assert_hand_count("B", 1, "Shock")


def test_611_2a_vines_on_an_opponents_creature(real_db: CardDatabase) -> None:
    """Vines on B's Hill Giant: B (A's opponent) can't target their own Giant with Giant
    Growth this turn; A's Giant Growth can (6/6). Next turn B's can."""
    s = _vines(real_db, "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Hill Giant"],
                 responding_to="Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"Giant Growth.*not a legal target"):
        s.execute()
    s.assert_power_toughness("B", "Hill Giant", 6, 6)
    s = _vines(real_db, "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Hill Giant"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 6, 6)


def test_611_2c_veilstone_amulet_creatures_you_control(real_db: CardDatabase) -> None:
    """Veilstone Amulet: A casts Grizzly Bears; the trigger makes A's creatures (the Bears
    too, and those coming later this turn) untargetable by B: B's Shock at the Bears fails."""
    assert real_db.compiled("Veilstone Amulet").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Veilstone Amulet")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"Shock.*not a legal target"):
        s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_506_5_dream_prowler_unblockable_attacking_alone(real_db: CardDatabase) -> None:
    """Dream Prowler attacking alone can't be blocked by B's Wall of Wood (B at 19); attacking
    with Grizzly Bears it can be (the Wall blocks it: B takes 2 from the Bears, at 18)."""
    assert real_db.compiled("Dream Prowler").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dream Prowler")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Dream Prowler")
    s.block(1, "B", "Wall of Wood", "Dream Prowler")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Wall of Wood"):
        s.execute()
    s.assert_life("B", 19)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dream Prowler")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Dream Prowler")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood", "Dream Prowler")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)


def test_509_1b_silumgar_assassin_bigger_creatures_cant_block(real_db: CardDatabase) -> None:
    """Silumgar Assassin (2/1) attacks: B's Hill Giant (power 3) can't block it (B at 18);
    B's Grizzly Bears (power 2) can (the Assassin dies, B at 20)."""
    assert real_db.compiled("Silumgar Assassin").supported
    for blocker, life, error in (("Hill Giant", 18, True), ("Grizzly Bears", 20, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Silumgar Assassin")
        s.add_card(Zone.BATTLEFIELD, "B", blocker)
        s.attack(1, "A", "Silumgar Assassin")
        s.block(1, "B", blocker, "Silumgar Assassin")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        if error:
            with pytest.raises(ScenarioError, match=blocker):
                s.execute()
        else:
            s.execute()
            s.assert_graveyard_count("A", "Silumgar Assassin", 1)
        s.assert_life("B", life)


def test_509_1b_spitfire_handler_cant_block_bigger(real_db: CardDatabase) -> None:
    """Spitfire Handler (1/1) can't block A's Grizzly Bears (power 2: B at 18); after {R}
    (2/1) it can (B stays at 20)."""
    assert real_db.compiled("Spitfire Handler").supported
    for pumped in (False, True):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Spitfire Handler")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        if pumped:
            s.activate_ability(1, Step.DECLARE_ATTACKERS, "B", "{R}:")
        s.attack(1, "A", "Grizzly Bears")
        s.block(1, "B", "Spitfire Handler", "Grizzly Bears")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        if pumped:
            s.execute()
            s.assert_life("B", 20)
        else:
            with pytest.raises(ScenarioError, match="Spitfire Handler"):
                s.execute()
            s.assert_life("B", 18)


def test_701_10a_shifting_borders_exchanges_two_lands(real_db: CardDatabase) -> None:
    """Shifting Borders on A's Forest and B's Swamp: A controls the Swamp, B the Forest."""
    assert real_db.compiled("Shifting Borders").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "A", "Shifting Borders")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shifting Borders", targets=["Forest", "Swamp"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Swamp", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_permanent_count("A", "Forest", 0)


def test_602_5_deadlock_trap_no_activation_this_turn(real_db: CardDatabase) -> None:
    """Deadlock Trap (cast turn 1: it enters tapped, A gets {E}{E}) on turn 3 taps B's Shivan
    Dragon: B can't activate its {R} ability that turn (still 5/5); on B's turn 4 B can
    (6/5)."""
    assert real_db.compiled("Deadlock Trap").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Deadlock Trap")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deadlock Trap")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}, Pay {E}:", targets=["Shivan Dragon"])
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "B", "{R}:")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"its activated abilities can.t be activated"):
        s.execute()
    s.assert_tapped("Shivan Dragon", True)
    s.assert_power_toughness("B", "Shivan Dragon", 5, 5)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Deadlock Trap")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deadlock Trap")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}, Pay {E}:", targets=["Shivan Dragon"])
    s.activate_ability(4, Step.PRECOMBAT_MAIN, "B", "{R}:")
    s.stop_at(4, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Shivan Dragon", 6, 5)


def test_708_2_secret_plans_face_down_creatures(real_db: CardDatabase) -> None:
    """Secret Plans: A's face-down Exalted Angel (cast for {3}) is a 2/3; A's Grizzly Bears
    (face up) stays 2/2."""
    assert real_db.compiled("Secret Plans").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Plans")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Exalted Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Exalted Angel", face_down=True)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    bf = [o for o in s.state.objects.values() if o.zone.value == "battlefield"
          and o.face_down is not None]
    assert len(bf) == 1
    ch = characteristics(s.state, bf[0].id)
    assert (ch.power, ch.toughness) == (2, 3)


def test_508_1c_kulrath_knight_creatures_with_counters(real_db: CardDatabase) -> None:
    """A's Kulrath Knight: B's Grizzly Bears with a +1/+1 counter can't attack (A stays at 20);
    B's Hill Giant without counters attacks (A at 17)."""
    assert real_db.compiled("Kulrath Knight").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kulrath Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()
    s.assert_life("A", 17)


def test_708_2_nosy_goblin_targets_only_face_down(real_db: CardDatabase) -> None:
    """Nosy Goblin can't target B's face-up Grizzly Bears; its target filter matches B's
    face-down Exalted Angel (cast face down on turn 2; a face-down permanent has no name to
    schedule a target by, 708.2a)."""
    assert real_db.compiled("Nosy Goblin").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nosy Goblin")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Grizzly Bears is not a legal target"):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nosy Goblin")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.HAND, "B", "Exalted Angel")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Exalted Angel", face_down=True)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    down = next(o for o in s.state.objects.values()
                if o.zone.value == "battlefield" and o.face_down is not None)
    spec = real_db.get("Nosy Goblin").abilities[0].targets[0]
    assert matches(s.state, down.id, spec.filter, 0)
    assert not matches(s.state, down.id, replace(spec.filter, face_down=False, power_ge=3), 0)


def test_602_5_koma_tapped_elves_no_mana_this_turn(real_db: CardDatabase) -> None:
    """Koma (sacrificing the Koma's Coil made in A's upkeep; first mode) taps B's Llanowar
    Elves; B's Twiddle untaps them, but their mana ability can't be activated this turn
    (602.5: mana abilities too): B can't cast Giant Growth with it."""
    assert real_db.compiled("Koma, Cosmos Serpent").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Koma, Cosmos Serpent")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Twiddle")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.set_mode_choice("A", 1)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice another Serpent:",
                       targets=["Llanowar Elves"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Twiddle", targets=["Llanowar Elves"])
    s.set_choice("B", "untap")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Giant Growth", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Giant Growth"):
        s.execute()
    s.assert_tapped("Llanowar Elves", False)
    s.assert_power_toughness("B", "Llanowar Elves", 1, 1)


def test_509_1a_masako_tapped_creatures_block(real_db: CardDatabase) -> None:
    """B controls Masako the Humorless: B's tapped Grizzly Bears block A's Hill Giant (B
    stays at 20, the Bears die); without Masako they can't (B at 17)."""
    assert real_db.compiled("Masako the Humorless").supported
    for masako, life in ((True, 20), (False, 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
        if masako:
            s.add_card(Zone.BATTLEFIELD, "B", "Masako the Humorless")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
        s.attack(1, "A", "Hill Giant")
        s.block(1, "B", "Grizzly Bears", "Hill Giant")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        if masako:
            s.execute()
            s.assert_graveyard_count("B", "Grizzly Bears", 1)
        else:
            with pytest.raises(ScenarioError, match="tapped"):
                s.execute()
        s.assert_life("B", life)


def test_509_1a_siege_elemental_only_tapped_creatures_block(real_db: CardDatabase) -> None:
    """Siege Elemental (B's): B's untapped Llanowar Elves can't block A's Grizzly Bears; B's
    tapped Wall of Wood can (B stays at 20)."""
    assert real_db.compiled("Siege Elemental").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Siege Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Llanowar Elves", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Llanowar Elves"):
        s.execute()
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Siege Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood", tapped=True)
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
