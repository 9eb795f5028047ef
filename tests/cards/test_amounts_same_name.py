"""201.2: "the number of cards in all graveyards with the same name as that spell" (the
shrines of Legends, compiled from the real Oracle texts): counted as the triggered ability
resolves (608.2h), the spell itself still on the stack."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_201_2_aven_shrine_gains_for_each_card_of_that_name(real_db: CardDatabase) -> None:
    """Lightning Bolts in A's graveyard (one) and B's (two), a Shock in B's: A casts Lightning
    Bolt at B: Aven Shrine's ability resolves first, A gains 3 (the Bolt on the stack isn't in
    a graveyard yet): A at 23, B at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aven Shrine")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)
    s.assert_life("B", 17)


def test_201_2_dwarven_shrine_twice_the_number_to_the_caster(real_db: CardDatabase) -> None:
    """Dwarven Shrine (A's): B casts Grizzly Bears with two Grizzly Bears in A's graveyard:
    4 damage to B. A's own Shock with none in graveyards: no damage to A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dwarven Shrine")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 14)
