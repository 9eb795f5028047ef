"""Keyword variants added in session 16 (issues 10 and 11), compiled from the Oracle text and
played with exact figures: "Enchant creature with another Aura attached to it" (702.5a,
303.4; Daybreak Coronet, checked again as a state-based action, 704.5m); echo with a cost
other than mana (702.30a: "Echo—Discard a card", "Echo—Sacrifice two lands"); eternalize with
a discard in its cost (702.129a: "Eternalize—{2}{W}{W}, Discard a card"); landwalk of a
nonbasic land type (702.14, 205.3i: Desert Nomads' desertwalk); reinforce X (702.77a, 107.3:
"Reinforce X—{X}{W}{W}"); gravestorm (702.69a);
two instances of cascade (702.85c: Maelstrom Wanderer)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_702_5a_daybreak_coronet_needs_another_aura(real_db: CardDatabase) -> None:
    """With only an unenchanted Grizzly Bears, Daybreak Coronet has no legal target (601.2c,
    702.5a): it can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Daybreak Coronet")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Daybreak Coronet", False)


def test_704_5m_daybreak_coronet_falls_off_without_the_other_aura(
        real_db: CardDatabase) -> None:
    """Grizzly Bears with Holy Strength (+1/+2) is 3/4; Daybreak Coronet on it makes it 6/7
    with first strike, vigilance and lifelink. B's Disenchant destroys Holy Strength: the
    Coronet is now attached to a creature with no other Aura, an illegal object, and goes to
    the graveyard (303.4d, 704.5m): the bear is 2/2 again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Daybreak Coronet")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Daybreak Coronet", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Grizzly Bears", 6, 7))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities(
        "A", "Grizzly Bears", ["First strike", "Vigilance", "Lifelink"]))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_attached(
        "Daybreak Coronet", "Grizzly Bears"))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Disenchant", targets=["Holy Strength"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Holy Strength", 1)
    s.assert_graveyard_count("A", "Daybreak Coronet", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def _echo_scenario(real_db: CardDatabase, card: str, lands: str, n: int,
                   hand: tuple[str, ...]) -> Scenario:
    """A casts `card` in turn 1 with `n` `lands`, holding `hand` besides."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", lands, n)
    s.add_card(Zone.HAND, "A", card)
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    return s


def test_702_30a_echo_discard_a_card_paid_once(real_db: CardDatabase) -> None:
    """Deepcavern Imp cast in turn 1: in A's next upkeep (turn 3) its echo triggers and A
    pays it by discarding the Forest in hand (the only card: turn 1 drew none, 103.8a); in
    turn 5 it came under A's control before their last upkeep: no echo, nothing discarded."""
    s = _echo_scenario(real_db, "Deepcavern Imp", "Swamp", 3, ("Forest",))
    s.check(3, Step.DRAW, lambda sc: sc.assert_graveyard_count("A", "Forest", 1))
    s.check(3, Step.DRAW, lambda sc: sc.assert_permanent_count("A", "Deepcavern Imp", 1))
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Deepcavern Imp", 1)
    s.assert_graveyard_count("A", None, 1)
    s.assert_hand_count("A", 1)  # (turn 3's card, kept: turn 5's draw step hasn't drawn yet)


def test_702_30a_echo_not_paid_sacrifices(real_db: CardDatabase) -> None:
    """Rakdos Headliner: A chooses not to discard in turn 3's upkeep: it is sacrificed and
    the Forest stays in hand."""
    s = _echo_scenario(real_db, "Rakdos Headliner", "Badlands", 2, ("Forest",))
    s.set_choice("A", "no")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Rakdos Headliner", 1)
    s.assert_hand_count("A", 1, "Forest")


def test_118_3_echo_discard_with_an_empty_hand_sacrifices(real_db: CardDatabase) -> None:
    """Deepcavern Imp with no card in A's hand at turn 3's upkeep: the echo cost can't be
    paid (118.3), so the Imp is sacrificed."""
    s = _echo_scenario(real_db, "Deepcavern Imp", "Swamp", 3, ())
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Deepcavern Imp", 1)
    s.assert_permanent_count("A", "Deepcavern Imp", 0)


def test_702_30a_echo_sacrifice_two_lands(real_db: CardDatabase) -> None:
    """Skizzik Surger (6/4 haste) cast with six Mountains: in turn 3's upkeep A pays its echo
    by sacrificing two of them: four Mountains left, the Surger stays."""
    s = _echo_scenario(real_db, "Skizzik Surger", "Mountain", 6, ())
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Skizzik Surger", 1)
    s.assert_permanent_count("A", "Mountain", 4)
    s.assert_graveyard_count("A", "Mountain", 2)


def test_702_129a_eternalize_with_a_discard(real_db: CardDatabase) -> None:
    """Sunscourge Champion (2/3) in A's graveyard: {2}{W}{W}, discarding the Forest in hand
    and exiling the card make a 4/4 black Zombie token copy, whose enters trigger gains A life
    equal to its power: 24. The card is in exile, the Forest in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Sunscourge Champion")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Eternalize")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Sunscourge Champion", 4, 4)
    s.assert_color("Sunscourge Champion", ["Black"])
    s.assert_life("A", 24)
    s.assert_exile_count("Sunscourge Champion", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_hand_count("A", 0)


def test_118_3_eternalize_needs_a_card_to_discard(real_db: CardDatabase) -> None:
    """Sinuous Striker in A's graveyard with five Islands and an empty hand: the discard in
    its eternalize cost can't be paid (118.3), so the ability can't be activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Sinuous Striker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Eternalize", False)


def _nomads(real_db: CardDatabase, land: str) -> Scenario:
    """A's Desert Nomads (2/2, desertwalk) attacks in turn 3; B, controlling `land`, blocks
    with Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Desert Nomads")
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Desert Nomads")
    s.block(3, "B", "Grizzly Bears", "Desert Nomads")
    s.stop_at(3, Step.END_TURN)
    return s


def test_702_14_desert_nomads_desertwalk_unblockable(real_db: CardDatabase) -> None:
    """B controls Desert (a Desert, 205.3i): the Nomads can't be blocked (702.14c), the block
    is never made, and B takes 2."""
    s = _nomads(real_db, "Desert")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 18)


def test_702_14_desert_nomads_blocked_without_a_desert(real_db: CardDatabase) -> None:
    """B controls only a Mountain: the Bears block; both 2/2s die, B stays at 20."""
    s = _nomads(real_db, "Mountain")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Desert Nomads", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_77a_reinforce_x_puts_x_counters(real_db: CardDatabase) -> None:
    """Swell of Courage in A's hand: reinforce with X=3 ({3}{W}{W}, discarding it) puts three
    +1/+1 counters on Grizzly Bears: 5/5; the card is in the graveyard, five Plains tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Swell of Courage")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Reinforce", targets=["Grizzly Bears"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_graveyard_count("A", "Swell of Courage", 1)
    s.assert_hand_count("A", 0)


def test_702_77a_wrens_run_hydra_reinforce_x(real_db: CardDatabase) -> None:
    """Wren's Run Hydra's reinforce with X=1 ({1}{G}{G}) on Grizzly Bears: one counter, 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Wren's Run Hydra")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Reinforce", targets=["Grizzly Bears"], x=1)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_graveyard_count("A", "Wren's Run Hydra", 1)


def test_702_69a_bitter_ordeal_gravestorm_copies(real_db: CardDatabase) -> None:
    """A's Wrath of God destroys B's two Grizzly Bears; then Bitter Ordeal (gravestorm):
    two permanents were put into a graveyard from the battlefield this turn, so two copies:
    three searches of B's library, three of B's five Islands exiled, two left."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.add_card(Zone.HAND, "A", "Bitter Ordeal")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Bitter Ordeal", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_exile_count("Island", 3, "B")
    s.assert_library_count("B", 2)


def test_702_69a_gravestorm_with_nothing_dead_makes_no_copy(real_db: CardDatabase) -> None:
    """No permanent went to a graveyard this turn: Bitter Ordeal alone exiles one Island."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Bitter Ordeal")
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bitter Ordeal", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Island", 1, "B")
    s.assert_library_count("B", 4)


def test_702_85c_maelstrom_wanderer_cascades_twice(real_db: CardDatabase) -> None:
    """Maelstrom Wanderer (mana value 8) has cascade twice: each instance triggers (702.85c):
    A's library holds two Mountains, Grizzly Bears and Hill Giant; the two cascades cast both
    creatures without paying (the lands go to the bottom), and the Wanderer gives them haste:
    three creatures, and only the two Mountains are left in the library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Maelstrom Wanderer")
    s.remove_all_from_library("A")
    for name in ("Mountain", "Grizzly Bears", "Mountain", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maelstrom Wanderer")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Maelstrom Wanderer", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_abilities("A", "Hill Giant", ["Haste"])
    s.assert_library_count("A", 2, "Mountain")
    s.assert_library_count("A", 2)
