"""Session 21, cards the round trip refused (their DSL said something else than their Oracle
text), with real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
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
