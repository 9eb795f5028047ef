"""A trigger condition naming "a non-<creature type> creature" (205.3m): the filter's
`not_subtypes`, read from the object as it was when the event happened (603.10a for one that
died). Real cards from the shared MTGJSON file (skipped when it is absent)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_205_3m_requiem_angel_non_spirit_dies(real_db: CardDatabase) -> None:
    """Requiem Angel ("Whenever another non-Spirit creature you control dies, create a 1/1
    white Spirit creature token with flying"): Pyroclasm kills A's Grizzly Bears (a Bear) and
    Kami of Ancient Law (a Spirit): one token, for the Bears only."""
    _compiled(real_db, "Requiem Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Requiem Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Ancient Law")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", count=2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Kami of Ancient Law", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_permanent_count("A", "Requiem Angel", 1)


def _basilisk(db: CardDatabase, blocker: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thicket Basilisk")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Thicket Basilisk")
    s.block(1, "B", blocker, "Thicket Basilisk")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_205_3m_thicket_basilisk_blocked_by_a_non_wall(real_db: CardDatabase) -> None:
    """Thicket Basilisk (2/4) blocked by Hill Giant (3/3, not a Wall): 2 combat damage doesn't
    kill the Giant, the Basilisk's ability destroys it at end of combat (603.7)."""
    _compiled(real_db, "Thicket Basilisk")
    s = _basilisk(real_db, "Hill Giant")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Thicket Basilisk", 1)


def test_205_3m_thicket_basilisk_not_for_a_wall(real_db: CardDatabase) -> None:
    """Blocked by Wall of Wood (0/3, a Wall): 2 damage doesn't kill it and the Basilisk's
    ability doesn't trigger: the Wall survives the end of combat."""
    s = _basilisk(real_db, "Wall of Wood")
    s.execute()
    s.assert_permanent_count("B", "Wall of Wood", 1)
    s.assert_damage("Wall of Wood", 2)
