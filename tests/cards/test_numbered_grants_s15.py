"""702.70a, 702.68a: poisonous N and frenzy N granted by a static ability (613.1f:
numbered_grant.py): "Enchanted creature has poisonous 3." (Snake Cult Initiation), "All Sliver
creatures have poisonous 1." (Virulent Sliver: 702.70b, each instance triggers separately),
"All Sliver creatures have frenzy 1." (Frenzy Sliver). Real cards of the shared MTGJSON file
(skipped without it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_702_70a_snake_cult_initiation(real_db: CardDatabase) -> None:
    """Grizzly Bears enchanted with Snake Cult Initiation attack: B takes 2 and gets 3 poison
    counters."""
    assert real_db.compiled("Snake Cult Initiation").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Snake Cult Initiation", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_player_counters("B", "poison", 3)
    s.assert_life("B", 18)


def test_702_70b_virulent_slivers_each_instance(real_db: CardDatabase) -> None:
    """Two Virulent Slivers: each Sliver has poisonous 1 twice (one from each Sliver) and each
    instance triggers: both attack, B takes 2 and gets 4 poison counters. One alone: 1."""
    assert real_db.compiled("Virulent Sliver").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Virulent Sliver", 2)
    s.attack(1, "A", "Virulent Sliver")
    s.attack(1, "A", "Virulent Sliver")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_player_counters("B", "poison", 4)
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Virulent Sliver")
    s.attack(1, "A", "Virulent Sliver")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_player_counters("B", "poison", 1)


def test_702_68a_frenzy_slivers(real_db: CardDatabase) -> None:
    """Frenzy Sliver (1/1, "All Sliver creatures have frenzy 1."): unblocked, it gets +1/+0: B
    at 18. Two of them: each has frenzy 1 twice (702.68b): each deals 3, B at 14."""
    assert real_db.compiled("Frenzy Sliver").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frenzy Sliver")
    s.attack(1, "A", "Frenzy Sliver")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frenzy Sliver", 2)
    s.attack(1, "A", "Frenzy Sliver")
    s.attack(1, "A", "Frenzy Sliver")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
