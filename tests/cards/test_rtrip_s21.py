"""Session 21, cards the round trip refused (their DSL said something else than their Oracle
text), with real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled


def _valakut(real_db: CardDatabase, mountains: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Valakut, the Molten Pinnacle")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Mountain")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    s.add_target("A", "B")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_603_4_valakut_five_other_mountains_than_the_one_entering(real_db: CardDatabase) -> None:
    """603.4: Valakut, five Mountains on the battlefield, a sixth played: five other Mountains
    than the one that entered, 3 damage to B (20 -> 17)."""
    assert_compiled(real_db, "Valakut, the Molten Pinnacle")
    s = _valakut(real_db, 5)
    s.execute()
    s.assert_life("B", 17)


def test_603_4_valakut_the_entering_mountain_is_not_counted(real_db: CardDatabase) -> None:
    """The rule not applying: four Mountains and a fifth played make five Mountains, but only
    four other than the one that entered: no trigger, B stays at 20."""
    s = _valakut(real_db, 4)
    s.execute()
    s.assert_life("B", 20)


def _tapped(s: Scenario, name: str) -> list[bool]:
    return [s.state.objects[o].tapped for o in s.state.battlefield
            if s.state.objects[o].name == name]


def test_701_26a_civil_servant_taps_one_other_citizen(real_db: CardDatabase) -> None:
    """701.26a, 608.2c: Civil Servant attacks, A taps the other (untapped) Civil Servant, a
    Citizen: 3 lifelink damage, B 20 -> 17, A 20 -> 23; both Civil Servants tapped."""
    assert_compiled(real_db, "Civil Servant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Civil Servant", 2)
    s.attack(1, "A", "Civil Servant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    assert _tapped(s, "Civil Servant") == [True, True]


def test_701_26a_civil_servant_alone_taps_nothing(real_db: CardDatabase) -> None:
    """No other Citizen (only itself, attacking: not "another"): nothing tapped, so "if you
    do" is false: 2 damage without lifelink, B 18, A 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Civil Servant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Civil Servant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    assert _tapped(s, "Grizzly Bears") == [False]


def test_701_26a_redcap_raiders_taps_one_non_human(real_db: CardDatabase) -> None:
    """Redcap Raiders (3/2) attacks with two untapped Grizzly Bears at home: one is tapped
    (exactly one, not all), Raiders 4/3: B 20 -> 16."""
    assert_compiled(real_db, "Redcap Raiders")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Redcap Raiders")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.attack(1, "A", "Redcap Raiders")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Redcap Raiders", 4, 3)
    assert sorted(_tapped(s, "Grizzly Bears")) == [False, True]


def test_701_26a_redcap_raiders_a_human_is_not_tapped(real_db: CardDatabase) -> None:
    """Only a Human at home (Elite Vanguard): no non-Human to tap, Raiders stays 3/2: B 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Redcap Raiders")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.attack(1, "A", "Redcap Raiders")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Redcap Raiders", 3, 2)
    assert _tapped(s, "Elite Vanguard") == [False]


def _sigil(real_db: CardDatabase, others: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sigil of Valor", attached_to="Grizzly Bears")
    if others:
        s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", others)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_608_2h_sigil_of_valor_counts_creatures_other_than_the_equipped(
        real_db: CardDatabase) -> None:
    """608.2h, 109.1: Grizzly Bears equipped with Sigil of Valor attacks alone, two Hill
    Giants at home: +2/+2 (the two others, not the Bears), 4/4: B 20 -> 16."""
    assert_compiled(real_db, "Sigil of Valor")
    s = _sigil(real_db, 2)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_608_2h_sigil_of_valor_the_equipped_creature_is_not_counted(
        real_db: CardDatabase) -> None:
    """The Bears alone: no other creature, +0/+0 (it does not count itself): B 18."""
    s = _sigil(real_db, 0)
    s.execute()
    s.assert_life("B", 18)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def _top(s: Scenario, player: int) -> str:
    return s.state.objects[s.state.players[player].library[-1]].card.name


def _bottom(s: Scenario, player: int) -> str:
    return s.state.objects[s.state.players[player].library[0]].card.name


def _ether_well(real_db: CardDatabase, victim: str, answer: str = "") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Ether Well")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    if answer:
        s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ether Well", targets=[victim])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", victim, 0)
    return s


def test_608_2c_ether_well_red_creature_may_go_to_the_bottom(real_db: CardDatabase) -> None:
    """608.2c: Ether Well on B's red Hill Giant, A chooses the rider: bottom of B's library."""
    assert_compiled(real_db, "Ether Well")
    s = _ether_well(real_db, "Hill Giant")
    assert _bottom(s, 1) == "Hill Giant" and _top(s, 1) != "Hill Giant"


def test_608_2c_ether_well_rider_declined_puts_it_on_top(real_db: CardDatabase) -> None:
    """The rider declined ("no"): the base instruction is carried out, not nothing (one of
    the two always is): the red Hill Giant goes on top of B's library."""
    s = _ether_well(real_db, "Hill Giant", "no")
    assert _top(s, 1) == "Hill Giant"
    s.assert_library_count("B", 1, "Hill Giant")


def test_608_2c_ether_well_nonred_creature_goes_on_top(real_db: CardDatabase) -> None:
    """Not red (Grizzly Bears): no choice, on top of B's library."""
    s = _ether_well(real_db, "Grizzly Bears")
    assert _top(s, 1) == "Grizzly Bears"


def _expel(real_db: CardDatabase, islands: int, answer: str = "") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.HAND, "A", "Expel from Orazca")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if answer:
        s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Expel from Orazca", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    return s


def test_702_131b_expel_from_orazca_with_the_citys_blessing(real_db: CardDatabase) -> None:
    """702.131b: ten permanents, the city's blessing as it resolves: A puts B's Grizzly Bears
    on top of B's library (not in B's hand)."""
    assert_compiled(real_db, "Expel from Orazca")
    s = _expel(real_db, 10)
    assert _top(s, 1) == "Grizzly Bears"
    s.assert_hand_count("B", 0, "Grizzly Bears")


def test_702_131b_expel_from_orazca_declined_or_no_blessing_returns_to_hand(
        real_db: CardDatabase) -> None:
    """The rider declined with the blessing, and nine permanents (no blessing): B's hand."""
    for islands, answer in ((10, "no"), (9, "")):
        s = _expel(real_db, islands, answer)
        s.assert_hand_count("B", 1, "Grizzly Bears")
        s.assert_library_count("B", 0, "Grizzly Bears")


def _sweep_away(real_db: CardDatabase, attacks: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Sweep Away")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if attacks:
        s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Sweep Away", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_life("A", 20)
    return s


def test_608_2c_sweep_away_attacking_creature_on_top(real_db: CardDatabase) -> None:
    """Sweep Away on B's attacking Grizzly Bears: on top of B's library; A takes no damage."""
    assert_compiled(real_db, "Sweep Away")
    s = _sweep_away(real_db, True)
    assert _top(s, 1) == "Grizzly Bears"


def test_608_2c_sweep_away_not_attacking_to_hand(real_db: CardDatabase) -> None:
    """Not attacking: returned to B's hand (no choice)."""
    s = _sweep_away(real_db, False)
    s.assert_hand_count("B", 1, "Grizzly Bears")


def test_506_2_boarded_window_creatures_attacking_you_get_minus_one(
        real_db: CardDatabase) -> None:
    """506.2: B's two Hill Giants (3/3) attack A, who controls Boarded Window: 2/3 each, A
    20 -> 16; 4 damage this turn, so Boarded Window is exiled at the end step."""
    assert_compiled(real_db, "Boarded Window")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Boarded Window")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 2)
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant#2")
    s.check(2, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("B", "Hill Giant", 2, 3))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_life("A", 16)
    s.assert_exile_count("Boarded Window", 1)


def test_506_2_boarded_window_not_on_creatures_attacking_an_opponent(
        real_db: CardDatabase) -> None:
    """A's own Hill Giant attacking B is not attacking A: 3 damage, B 17; Boarded Window
    stays (A was dealt no damage)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Boarded Window")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Boarded Window", 1)


def _watchdog(real_db: CardDatabase, tapped: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Watchdog")
    if tapped:  # (tapped by attacking in turn 1: it stays tapped in B's turn 2)
        s.attack(1, "A", "Watchdog")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_COMBAT)
    return s


def test_506_2_watchdog_untapped_attackers_get_minus_one(real_db: CardDatabase) -> None:
    """Watchdog (1/2) untapped: B's attacking Hill Giant is 2/3; Watchdog must block it
    (509.1c) and takes 2 damage: it dies; A stays at 20."""
    assert_compiled(real_db, "Watchdog")
    s = _watchdog(real_db, False)
    s.check(2, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("B", "Hill Giant", 2, 3))
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Watchdog", 1)


def test_506_2_watchdog_tapped_no_penalty(real_db: CardDatabase) -> None:
    """Watchdog attacked in turn 1 (B 19) and is tapped in turn 2 ("as long as ~ is
    untapped" false): B's Hill Giant is 3/3, unblocked, A 17."""
    s = _watchdog(real_db, True)
    s.check(2, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("B", "Hill Giant", 3, 3))
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 19)


def _shallow_graves(real_db: CardDatabase) -> Scenario:
    """A casts Curse of Shallow Graves ({2}{B}) on B in turn 1, before combat."""
    assert_compiled(real_db, "Curse of Shallow Graves")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Curse of Shallow Graves")
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Shallow Graves", targets=("B",))
    return s


def _zombies(s: Scenario, player: int) -> list[bool]:
    return [s.state.objects[o].tapped for o in s.state.battlefield
            if s.state.objects[o].name == "Zombie Token" and s.state.objects[o].controller == player]


def test_111_1_curse_of_shallow_graves_zombie_enters_tapped(real_db: CardDatabase) -> None:
    """C attacks the enchanted B (turn 3): C, the attacking player, creates a 2/2 Zombie that
    enters tapped (was: untapped, the 'tapped' dropped); B takes 2 (18)."""
    s = _shallow_graves(real_db)
    s.attack(3, "C", "Grizzly Bears", "B")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    assert _zombies(s, 2) == [True]
    s.assert_power_toughness("C", "Zombie Token", 2, 2)
    s.assert_life("B", 18)


def test_111_1_curse_of_shallow_graves_not_when_another_player_is_attacked(
        real_db: CardDatabase) -> None:
    """C attacks A, not the enchanted player: no Zombie; A takes 2 (18)."""
    s = _shallow_graves(real_db)
    s.attack(3, "C", "Grizzly Bears", "A")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    assert _zombies(s, 2) == [] and _zombies(s, 0) == []
    s.assert_life("A", 18)


def test_603_4_phyrexian_totem_dealt_damage_as_a_creature_sacrifices_that_many(
        real_db: CardDatabase) -> None:
    """603.4: Phyrexian Totem animated ({2}{B}: a 5/5 creature) and dealt 2 damage by A's own
    Shock: A sacrifices two permanents (five -> three: the Totem, three Swamps, a Mountain)."""
    assert_compiled(real_db, "Phyrexian Totem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Totem")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Phyrexian Totem"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_battlefield_count("A", 3)


def test_603_4_phyrexian_totem_not_a_creature_no_trigger(real_db: CardDatabase) -> None:
    """Not animated, the Totem isn't dealt damage by Shock aimed at B: nothing sacrificed
    (five permanents stay), B 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Totem")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_battlefield_count("A", 5)
    s.assert_life("B", 18)


def test_400_7_murderous_rider_dies_to_the_bottom_of_its_library(real_db: CardDatabase) -> None:
    """400.7, 700.4: Murderous Rider (2/3) dies to A's Lightning Bolt: the card goes from the
    graveyard to the bottom of A's library."""
    assert_compiled(real_db, "Murderous Rider // Swift End")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Murderous Rider")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Murderous Rider"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Murderous Rider", 0)
    assert _bottom(s, 0) == "Murderous Rider"


def test_715_swift_end_destroys_and_the_card_goes_on_an_adventure(real_db: CardDatabase) -> None:
    """715.4: Swift End destroys B's Grizzly Bears, A loses 2 (18); the card is exiled, not in
    the library (its 'dies' ability is the creature's)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murderous Rider")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Swift End", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 18)
    s.assert_exile_count("Murderous Rider", 1)


def _koskun(real_db: CardDatabase, bears: bool, answer: str = "") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Koskun Falls")
    if bears:
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if answer:
        s.set_choice("A", answer)
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_701_26a_koskun_falls_kept_by_tapping_one_creature(real_db: CardDatabase) -> None:
    """701.26a, 118.12: A's upkeep, A taps the untapped Grizzly Bears: Koskun Falls stays."""
    assert_compiled(real_db, "Koskun Falls")
    s = _koskun(real_db, True)
    s.assert_permanent_count("A", "Koskun Falls", 1)
    assert _tapped(s, "Grizzly Bears") == [True]


def test_701_26a_koskun_falls_sacrificed_without_a_creature_or_when_declined(
        real_db: CardDatabase) -> None:
    """No creature to tap, or A declines: Koskun Falls is sacrificed (the Bears untapped)."""
    s = _koskun(real_db, False)
    s.assert_graveyard_count("A", "Koskun Falls", 1)
    s = _koskun(real_db, True, "no")
    s.assert_graveyard_count("A", "Koskun Falls", 1)
    assert _tapped(s, "Grizzly Bears") == [False]


def _offering(real_db: CardDatabase, card: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")  # (205.4e: legendary)
    s.add_card(Zone.HAND, "A", "Yawgmoth's Vile Offering")
    s.add_card(Zone.GRAVEYARD, "B", card)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Yawgmoth's Vile Offering",
                 targets=[card, "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_115_1_yawgmoths_vile_offering_creature_card_from_a_graveyard(
        real_db: CardDatabase) -> None:
    """115.1, 205.2a: B's Hill Giant card comes back under A's control, B's Grizzly Bears is
    destroyed, the Offering is exiled."""
    assert_compiled(real_db, "Yawgmoth's Vile Offering")
    s = _offering(real_db, "Hill Giant")
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_exile_count("Yawgmoth's Vile Offering", 1)


def test_115_1_yawgmoths_vile_offering_cannot_target_a_land_card(real_db: CardDatabase) -> None:
    """A Forest card is neither a creature nor a planeswalker card: not a legal target (was:
    any card), so the spell can't be cast with it."""
    s = _offering(real_db, "Forest")
    with pytest.raises(ScenarioError):
        s.execute()


def test_608_2d_tribal_forcemage_chosen_type_gets_plus_two(real_db: CardDatabase) -> None:
    """608.2d: Tribal Forcemage (morph) turned face up in turn 3, Bear chosen: A's Grizzly
    Bears 4/4 with trample; the Hill Giant (a Giant) and the Forcemage (Elf Wizard) unchanged."""
    assert_compiled(real_db, "Tribal Forcemage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Tribal Forcemage")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tribal Forcemage", face_down=True)
    s.set_choice("A", "Bear")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A",
                       "{1}{G}: Turn this face-down permanent face up.")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_power_toughness("A", "Tribal Forcemage", 1, 1)
    bears = next(o for o in s.state.battlefield if s.state.objects[o].name == "Grizzly Bears")
    assert "trample" in characteristics(s.state, bears).keywords


def _catacomb(real_db: CardDatabase, blocker: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Catacomb Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Catacomb Dragon")
    s.block(1, "B", blocker, "Catacomb Dragon")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_608_2h_catacomb_dragon_blocker_loses_half_its_power(real_db: CardDatabase) -> None:
    """Giant Spider (2/4, reach) blocks Catacomb Dragon (4/4): -1/-0 (half of 2), it deals 1
    damage to the Dragon and dies."""
    assert_compiled(real_db, "Catacomb Dragon")
    s = _catacomb(real_db, "Giant Spider")
    s.check(1, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("B", "Giant Spider", 1, 4))
    s.execute()
    s.assert_damage("Catacomb Dragon", 1)
    s.assert_graveyard_count("B", "Giant Spider", 1)


def test_608_2h_catacomb_dragon_not_for_a_dragon_blocker(real_db: CardDatabase) -> None:
    """A Dragon blocker (Shivan Dragon, 5/5) is not shrunk: 5 damage, the Catacomb Dragon
    dies."""
    s = _catacomb(real_db, "Shivan Dragon")
    s.execute()
    s.assert_graveyard_count("A", "Catacomb Dragon", 1)


def test_115_1_display_of_dominance_destroys_a_blue_noncreature_permanent(
        real_db: CardDatabase) -> None:
    """Mode 1: B's Telepathy (a blue enchantment) is destroyed."""
    assert_compiled(real_db, "Display of Dominance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Display of Dominance")
    s.add_card(Zone.BATTLEFIELD, "B", "Telepathy")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Display of Dominance", targets=["Telepathy"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Telepathy", 1)


def test_115_1_display_of_dominance_shields_from_blue_spells_only(
        real_db: CardDatabase) -> None:
    """Mode 2, in B's turn 2: B's Unsummon (blue) can't target A's Grizzly Bears; B's Shock
    (red) can: the Bears die."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Display of Dominance")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_mode_choice("A", 2)
    s.cast_spell(2, Step.UPKEEP, "A", "Display of Dominance")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Unsummon"):
        s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def _unifying(real_db: CardDatabase, mountains: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unifying Theory")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", mountains)
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("B", "yes")  # (to pay {2})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    return s


def test_608_2d_unifying_theory_the_caster_pays_and_draws(real_db: CardDatabase) -> None:
    """608.2d: B casts Shock with three Mountains: B (that player, not A) pays {2} and draws a
    card: B's hand 1, A's hand 0; B's Mountains all tapped."""
    assert_compiled(real_db, "Unifying Theory")
    s = _unifying(real_db, 3)
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 0)
    assert _tapped(s, "Mountain") == [True, True, True]


def test_608_2d_unifying_theory_no_draw_without_the_payment(real_db: CardDatabase) -> None:
    """B has only the Mountain Shock needed: B can't pay {2}, draws nothing (hand 0)."""
    s = _unifying(real_db, 1)
    s.assert_hand_count("B", 0)


def test_205_2a_runaway_trash_bot_counts_artifact_and_or_enchantment_cards(
        real_db: CardDatabase) -> None:
    """205.2a: A's graveyard: Ornithopter (artifact), Pacifism (enchantment), Grizzly Bears
    (neither); B's Ornithopter is not in A's graveyard: +2/+0, 2/4."""
    assert_compiled(real_db, "Runaway Trash-Bot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Runaway Trash-Bot")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.add_card(Zone.GRAVEYARD, "A", "Pacifism")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Ornithopter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Runaway Trash-Bot", 2, 4)


def test_604_3_detritivore_counts_nonbasic_lands_in_opponents_graveyards(
        real_db: CardDatabase) -> None:
    """604.3: B's graveyard: two Strip Mines (nonbasic) and a Forest (basic); A's own Strip
    Mine is not an opponent's: Detritivore is 2/2."""
    assert_compiled(real_db, "Detritivore")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Detritivore")
    s.add_card(Zone.GRAVEYARD, "B", "Strip Mine", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Forest")
    s.add_card(Zone.GRAVEYARD, "A", "Strip Mine")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Detritivore", 2, 2)


def _djinn(real_db: CardDatabase, lands: list[str], answer: str = "") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serendib Djinn")
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    if answer:
        s.set_choice("A", answer)
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_608_2c_serendib_djinn_sacrificing_an_island_deals_3(real_db: CardDatabase) -> None:
    """608.2c: A's upkeep, A sacrifices the Island (chosen): 3 damage to A (17); the Forest
    stays, so does the Djinn."""
    assert_compiled(real_db, "Serendib Djinn")
    s = _djinn(real_db, ["Forest", "Island"], "Island")
    s.assert_life("A", 17)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("A", "Serendib Djinn", 1)


def test_608_2c_serendib_djinn_another_land_no_damage(real_db: CardDatabase) -> None:
    """A sacrifices the Forest: no Island this way, no damage (20)."""
    s = _djinn(real_db, ["Forest", "Island"], "Forest")
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Island", 1)


def test_615_arachnogenesis_spiders_per_attacker_and_non_spider_damage_prevented(
        real_db: CardDatabase) -> None:
    """B attacks A with two Grizzly Bears; A casts Arachnogenesis: two 1/2 Spiders (X = the
    creatures attacking A). A Spider blocks a Bear: the Spider's 1 damage is dealt (not a
    non-Spider's), the Bears' damage is prevented (615.1): A 20, the Spider undamaged."""
    assert_compiled(real_db, "Arachnogenesis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Arachnogenesis")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears#2")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Arachnogenesis")
    s.block(2, "A", "Spider Token", "Grizzly Bears")
    s.check(2, Step.COMBAT_DAMAGE, lambda sc: sc.assert_permanent_count("A", "Spider Token", 2))
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_damage("Spider Token", 0)


def _rayne(real_db: CardDatabase, enchanted: bool, answer: str = "") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rayne, Academy Chancellor")
    if enchanted:
        s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength",
                   attached_to="Rayne, Academy Chancellor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    if answer:
        s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    return s


def test_603_5_rayne_enchanted_draws_an_additional_card(real_db: CardDatabase) -> None:
    """B's Shock targets A: Rayne, enchanted (Holy Strength), lets A draw a card and an
    additional one: A's hand 2."""
    assert_compiled(real_db, "Rayne, Academy Chancellor")
    s = _rayne(real_db, True)
    s.assert_hand_count("A", 2)


def test_603_5_rayne_two_choices_and_not_enchanted(real_db: CardDatabase) -> None:
    """Not enchanted: one card (hand 1). Enchanted, A declines the first draw: the second is
    a choice of its own, A still draws one (hand 1; was: the whole ability declined)."""
    s = _rayne(real_db, False)
    s.assert_hand_count("A", 1)
    s = _rayne(real_db, True, "no")
    s.assert_hand_count("A", 1)


def _ludevic(real_db: CardDatabase, shock: bool) -> tuple[Scenario, list[int]]:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ludevic, Necro-Alchemist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    if shock:
        s.add_card(Zone.HAND, "A", "Shock")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    before: list[int] = []
    s.check(1, Step.END_TURN, lambda sc: before.append(len(sc.state.players[0].hand)))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    return s, before


def test_603_2_ludevic_draws_when_a_player_other_than_you_lost_life(
        real_db: CardDatabase) -> None:
    """B lost 2 life to A's Shock in turn 1: at A's end step A (that player) draws a card."""
    assert_compiled(real_db, "Ludevic, Necro-Alchemist")
    s, before = _ludevic(real_db, True)
    s.assert_life("B", 18)
    assert len(s.state.players[0].hand) == before[0] + 1


def test_603_2_ludevic_no_draw_when_no_one_else_lost_life(real_db: CardDatabase) -> None:
    """No player other than A lost life: no draw at the end step."""
    s, before = _ludevic(real_db, False)
    assert len(s.state.players[0].hand) == before[0]


def _counters(s: Scenario, name: str, kind: str) -> int:
    oid = next(o for o in s.state.battlefield if s.state.objects[o].name == name)
    return s.state.objects[oid].counters.get(kind, 0)


def test_601_3_oracles_vault_exiles_the_top_card_playable_this_turn(
        real_db: CardDatabase) -> None:
    """601.3: {2}, {T}: the top card (Grizzly Bears) exiled, A casts it from exile this turn
    with two more Forests; a brick counter on Oracle's Vault."""
    assert_compiled(real_db, "Oracle's Vault")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oracle's Vault")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    assert _counters(s, "Oracle's Vault", "brick") == 1


def test_601_3_oracles_vault_free_play_needs_three_brick_counters(
        real_db: CardDatabase) -> None:
    """Three brick counters: {T} exiles the top card (Hill Giant), cast without paying its
    mana cost (no lands). With two, the ability can't be activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oracle's Vault", counters={"brick": 3})
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oracle's Vault", counters={"brick": 2})
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_exile_count("Hill Giant", 0)


def _newt(real_db: CardDatabase, witch: bool, victim: str = "Craw Wurm") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Festering Newt")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    if witch:
        s.add_card(Zone.BATTLEFIELD, "A", "Bogbrew Witch")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.add_target("A", victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Festering Newt"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Festering Newt", 1)
    return s


def test_608_2c_festering_newt_minus_one(real_db: CardDatabase) -> None:
    """608.2c: Festering Newt dies (A's Shock): B's Craw Wurm (6/4) gets -1/-1: 5/3."""
    assert_compiled(real_db, "Festering Newt")
    s = _newt(real_db, False)
    s.assert_power_toughness("B", "Craw Wurm", 5, 3)


def test_608_2c_festering_newt_minus_four_instead_with_bogbrew_witch(
        real_db: CardDatabase) -> None:
    """With Bogbrew Witch: -4/-4 instead (not both: -5/-5): Colossal Dreadmaw (6/6) 2/2."""
    s = _newt(real_db, True, "Colossal Dreadmaw")
    s.assert_power_toughness("B", "Colossal Dreadmaw", 2, 2)


def _throne(real_db: CardDatabase, artifacts: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Throne of Empires")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    for name in artifacts:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_throne_of_empires_five_soldiers_with_crown_and_scepter(
        real_db: CardDatabase) -> None:
    """608.2c: with Crown of Empires and Scepter of Empires: five Soldiers instead of one."""
    assert_compiled(real_db, "Throne of Empires")
    s = _throne(real_db, ["Crown of Empires", "Scepter of Empires"])
    s.assert_permanent_count("A", "Soldier Token", 5)


def test_608_2c_throne_of_empires_one_soldier_with_the_crown_alone(
        real_db: CardDatabase) -> None:
    """Only Crown of Empires: one Soldier."""
    s = _throne(real_db, ["Crown of Empires"])
    s.assert_permanent_count("A", "Soldier Token", 1)


def _twinstrike(real_db: CardDatabase, keep: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Twinstrike")
    if keep:
        s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twinstrike",
                 targets=["Craw Wurm", "Colossal Dreadmaw"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_twinstrike_two_damage_to_each_target(real_db: CardDatabase) -> None:
    """A keeps a Forest in hand: 2 damage to each of the two targets (Craw Wurm 6/4,
    Colossal Dreadmaw 6/6), both live."""
    assert_compiled(real_db, "Twinstrike")
    s = _twinstrike(real_db, True)
    s.assert_damage("Craw Wurm", 2)
    s.assert_damage("Colossal Dreadmaw", 2)


def test_608_2c_twinstrike_destroys_both_instead_with_no_cards_in_hand(
        real_db: CardDatabase) -> None:
    """No cards in hand as it resolves: both targets destroyed instead of damaged."""
    s = _twinstrike(real_db, False)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)
