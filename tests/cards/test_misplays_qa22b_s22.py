"""Misplays found by the session 22 audit (qa22b) of the cards `cond` and `counters` made play,
each test failing before its fix. Real cards from the shared MTGJSON file (skipped when it is
absent), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ---------------- 614.1, 616.1, 704.3: a replacement effect of a permanent leaving at the same
# time as the others still applies to them (rules/leaving_together.py). Kalitas, Traitor
# of Ghet's ruling: destroyed along with an opponent's creature, that creature is still exiled.


def _kalitas_and_bears(db: CardDatabase, spell: str, lands: str, x: int | None = None
                       ) -> Scenario:
    assert_compiled(db, "Kalitas, Traitor of Ghet")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Traitor of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", lands, 5)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, x=x)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def _assert_exiled_with_a_zombie(s: Scenario) -> None:
    s.assert_graveyard_count("A", "Kalitas, Traitor of Ghet", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_power_toughness("A", "Zombie Token", 2, 2)
    # A's own Savannah Lions isn't an opponent's creature: it dies as usual
    s.assert_graveyard_count("A", "Savannah Lions", 1)
    s.assert_exile_count("Savannah Lions", 0)


def test_614_1_kalitas_destroyed_with_an_opponents_creature_still_exiles_it(
        real_db: CardDatabase) -> None:
    """Day of Judgment destroys Kalitas, A's Savannah Lions and B's Grizzly Bears at once: the
    Bears is exiled and A creates a 2/2 Zombie (which survives: it is created after the
    destruction); Kalitas and the Lions go to A's graveyard."""
    _assert_exiled_with_a_zombie(_kalitas_and_bears(real_db, "Day of Judgment", "Plains"))


def test_704_3_kalitas_dying_to_state_based_actions_with_an_opponents_creature(
        real_db: CardDatabase) -> None:
    """Earthquake (X = 4) deals 4 damage to each creature without flying and each player:
    Kalitas (3/4), the Lions and the Bears die at once (704.3, 704.5g); the Bears is exiled, A
    creates a Zombie. Each player at 16 (Kalitas's lifelink is on combat and other damage it
    deals, not Earthquake's)."""
    s = _kalitas_and_bears(real_db, "Earthquake", "Mountain", x=4)
    _assert_exiled_with_a_zombie(s)
    s.assert_life("A", 16)
    s.assert_life("B", 16)
