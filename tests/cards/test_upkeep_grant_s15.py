"""702.24a, 613.1f: cumulative upkeep granted in quotes ('Enchanted creature has "Cumulative
upkeep {1}."': Mana Chains; 'Green creatures have ...': Breath of Dreams; '... "Cumulative
upkeep—Pay 1 life."': Decomposition; cards/upkeep_grant.py): the creature's controller puts
an age counter on it each upkeep, then pays for each or sacrifices it. Real cards of the
shared MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _chains(real_db: CardDatabase, answer: str, forests: int, turn: int = 1) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mana Chains", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.set_choice("A", answer)
    s.set_choice("A", answer)
    s.stop_at(turn, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_702_24a_mana_chains_paid_then_too_dear(real_db: CardDatabase) -> None:
    """A's Grizzly Bears with Mana Chains: on A's first upkeep one age counter, A pays {1}
    (the Forest tapped), the Bears stay; on A's next upkeep two age counters cost {2}, and with
    one Forest A can't pay: the Bears are sacrificed."""
    assert real_db.compiled("Mana Chains").supported
    s = _chains(real_db, "yes", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "age", 1)
    s.assert_tapped("Forest")
    s = _chains(real_db, "yes", 1, turn=3)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_702_24a_mana_chains_declined(real_db: CardDatabase) -> None:
    """A declines to pay: the Bears are sacrificed on the first upkeep."""
    s = _chains(real_db, "no", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_702_24a_decomposition_pays_life(real_db: CardDatabase) -> None:
    """Decomposition on A's black creature (Walking Corpse): A pays 1 life on the first upkeep
    (19), 2 on the next (17): the Corpse has two age counters."""
    assert real_db.compiled("Decomposition").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Decomposition", attached_to="Walking Corpse")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_counter_count("A", "Walking Corpse", "age", 2)
