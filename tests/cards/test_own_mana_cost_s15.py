"""202.1, 118.12: "sacrifice this creature unless you pay its mana cost", an upkeep ability
granted by an Aura (613.1f: Pendrell Flux, Disruption Aura, Essence Leak): the permanent's
own mana cost, paid by its controller; no mana cost is an unpayable cost (118.6). Real cards of
the shared MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _flux(real_db: CardDatabase, answer: str, mountains: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Pendrell Flux", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.set_choice("A", answer)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_202_1_pendrell_flux_paid(real_db: CardDatabase) -> None:
    """A's Hill Giant ({3}{R}) has "At the beginning of your upkeep, sacrifice this creature
    unless you pay its mana cost.": A pays {3}{R} with four Mountains (all tapped), the Giant
    stays."""
    assert real_db.compiled("Pendrell Flux").supported
    s = _flux(real_db, "yes", 4)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_tapped("Mountain")


def test_202_1_pendrell_flux_not_paid(real_db: CardDatabase) -> None:
    """A declines: the Giant is sacrificed (A's graveyard), the Flux goes to B's graveyard
    (704.5m). With three Mountains A can't pay {3}{R} (118.3): sacrificed too."""
    s = _flux(real_db, "no", 4)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Pendrell Flux", 1)
    s = _flux(real_db, "yes", 3)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_118_6_no_mana_cost_is_unpayable(real_db: CardDatabase) -> None:
    """A makes two red Goblin tokens (Krenko's Command) and puts Essence Leak on one: on A's
    next upkeep the token's mana cost can't be paid (no mana cost, 202.1b: 118.6) though A says
    yes with lands open: that token is sacrificed, the other stays."""
    assert real_db.compiled("Essence Leak").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Krenko's Command")
    s.add_card(Zone.HAND, "A", "Essence Leak")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Krenko's Command")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Essence Leak", targets=["Goblin Token"])
    s.set_choice("A", "yes")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Goblin Token", 1)
    s.assert_graveyard_count("A", "Essence Leak", 1)
