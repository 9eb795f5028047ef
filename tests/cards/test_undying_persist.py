"""Undying (702.93) and persist (702.79) with last known information (603.10a), with real
cards from the MTGJSON file (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone


def _bolts(real_db: CardDatabase, creature: str, n: int, *, extra: str = "") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    if extra:
        s.add_card(Zone.BATTLEFIELD, "A", extra)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", n)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", n)
    for _ in range(n):
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[creature])
    s.stop_at(2, Step.END_TURN)
    return s


def test_702_93a_undying_returns_with_a_counter(real_db: CardDatabase) -> None:
    """702.93a: Young Wolf (1/1, undying) dies with no +1/+1 counter: it returns with one,
    2/2."""
    s = _bolts(real_db, "Young Wolf", 1)
    s.execute()
    s.assert_permanent_count("A", "Young Wolf", 1)
    s.assert_power_toughness("A", "Young Wolf", 2, 2)
    s.assert_counter_count("A", "Young Wolf", "+1/+1", 1)
    s.assert_graveyard_count("A", "Young Wolf", 0)


def test_702_93a_603_10a_undying_with_a_counter_stays_dead(real_db: CardDatabase) -> None:
    """603.10a: the second time it dies it had a +1/+1 counter as it last existed on the
    battlefield: it stays in the graveyard."""
    s = _bolts(real_db, "Young Wolf", 2)
    s.execute()
    s.assert_permanent_count("A", "Young Wolf", 0)
    s.assert_graveyard_count("A", "Young Wolf", 1)


def test_702_79a_persist_returns_with_a_minus_counter(real_db: CardDatabase) -> None:
    """702.79a: Kitchen Finks (3/2, persist; "When ~ enters the battlefield, you gain 2
    life") returns with a -1/-1 counter, 2/1, and its enters trigger gains A 2 more life."""
    s = _bolts(real_db, "Kitchen Finks", 1)
    s.execute()
    s.assert_power_toughness("A", "Kitchen Finks", 2, 1)
    s.assert_counter_count("A", "Kitchen Finks", "-1/-1", 1)
    s.assert_life("A", 22)


def test_702_79a_persist_only_once(real_db: CardDatabase) -> None:
    """The 2/1 with a -1/-1 counter dies again: it stays dead (A gained 2 life once)."""
    s = _bolts(real_db, "Kitchen Finks", 2)
    s.execute()
    s.assert_permanent_count("A", "Kitchen Finks", 0)
    s.assert_graveyard_count("A", "Kitchen Finks", 1)
    s.assert_life("A", 22)


def test_603_10a_undying_lost_under_humility_does_not_return(real_db: CardDatabase) -> None:
    """603.10a / 613.1f: under Humility Young Wolf has no abilities as it dies, so undying
    doesn't trigger."""
    s = _bolts(real_db, "Young Wolf", 1, extra="Humility")
    s.execute()
    s.assert_permanent_count("A", "Young Wolf", 0)
    s.assert_graveyard_count("A", "Young Wolf", 1)


def test_undying_state_saved_exactly(real_db: CardDatabase) -> None:
    """The last-known-information events survive to_json()/from_json()."""
    s = _bolts(real_db, "Young Wolf", 1)
    s.execute()
    g = s.game
    assert Game.from_json(g.to_json(), real_db).to_json() == g.to_json()


def test_702_79a_granted_persist_returns_it(real_db: CardDatabase) -> None:
    """613.1f, 702.79a: Rattleblaze Scarecrow ("As long as you control a black creature, ~ has
    persist") with Black Knight dies to Murder: the persist it had as it died (603.10a)
    returns it with a -1/-1 counter (5/3 -> 4/2); its card has no such trigger printed, so
    the triggered ability carries its own text (a granted trigger)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rattleblaze Scarecrow")
    s.add_card(Zone.BATTLEFIELD, "A", "Black Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Rattleblaze Scarecrow"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Rattleblaze Scarecrow", 1)
    s.assert_counter_count("A", "Rattleblaze Scarecrow", "-1/-1", 1)
    s.assert_power_toughness("A", "Rattleblaze Scarecrow", 4, 2)
