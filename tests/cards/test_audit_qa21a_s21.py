"""Session 21 audit (qa21a): new cards of this session played against their Oracle text, with
real cards of the shared MTGJSON file (skipped without it). Each test names the rule it checks."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_replicating_ring_eighth_night_counter_makes_eight_rings(real_db: CardDatabase) -> None:
    """Replicating Ring with 7 night counters: the upkeep trigger puts the 8th, then (608.2c, the
    condition read after the counter is put) removes all 8 and creates eight Replicated Rings."""
    assert_compiled(real_db, "Replicating Ring")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Replicating Ring", counters={"night": 7})
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Replicating Ring", "night", 0)
    s.assert_permanent_count("A", "Replicated Ring", 8)


def test_replicating_ring_sixth_counter_makes_nothing(real_db: CardDatabase) -> None:
    """With 5 night counters the upkeep trigger leaves 6 and creates no token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Replicating Ring", counters={"night": 5})
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Replicating Ring", "night", 6)
    s.assert_permanent_count("A", "Replicated Ring", 0)


def test_crovax_declined_sacrifice_removes_a_counter(real_db: CardDatabase) -> None:
    """Crovax the Cursed (4 counters): "you may sacrifice a creature ... If you don't, remove a
    +1/+1 counter": A declines, Crovax has 3 counters (3/3), the Grizzly Bears stay."""
    assert_compiled(real_db, "Crovax the Cursed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crovax the Cursed", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Crovax the Cursed", "+1/+1", 3)
    s.assert_power_toughness("A", "Crovax the Cursed", 3, 3)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_crovax_sacrifice_adds_a_counter(real_db: CardDatabase) -> None:
    """Crovax: A sacrifices Grizzly Bears: 5 counters (5/5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crovax the Cursed", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Crovax the Cursed", "+1/+1", 5)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_ravenous_vampire_declined_sacrifice_taps_it(real_db: CardDatabase) -> None:
    """Ravenous Vampire: A declines to sacrifice: it is tapped, no counter."""
    assert_compiled(real_db, "Ravenous Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_tapped("Ravenous Vampire", True)
    s.assert_counter_count("A", "Ravenous Vampire", "+1/+1", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_ravenous_vampire_no_nonartifact_creature_but_itself(real_db: CardDatabase) -> None:
    """Ravenous Vampire alone with an artifact creature: it may sacrifice itself (a nonartifact
    creature); A answers no: tapped; the Ornithopter cannot be sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_tapped("Ravenous Vampire", True)
    s.assert_permanent_count("A", "Ornithopter", 1)


def test_inkfathom_witch_only_unblocked_attackers(real_db: CardDatabase) -> None:
    """Inkfathom Witch's ability (509.1h: an unblocked creature is an attacking creature no
    creature blocks): A's unblocked attacking Grizzly Bears becomes 4/1; A's non-attacking Hill
    Giant and B's untapped Gray Ogre stay as they are."""
    assert_compiled(real_db, "Inkfathom Witch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Inkfathom Witch")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(1, "A", "Grizzly Bears")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{2}{U}{B}:")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_power_toughness("B", "Gray Ogre", 2, 2)
    s.assert_power_toughness("A", "Inkfathom Witch", 1, 1)
