"""Trigger conditions of damage dealt to a creature (cards/oracle/trigger_creature_damage.py,
rules/trigger_creature_damage.py; 120.3e, 510.2), played with real cards from the shared
MTGJSON file (skipped when it is absent). The creature dealt damage is remembered ("that
creature"). Each has exact figures and a case where it must not trigger."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_120_3e_equipped_creature_deals_damage_to_a_creature(real_db: CardDatabase) -> None:
    """Sword of Kaldra (+5/+5): "Whenever equipped creature deals damage to a creature, exile
    that creature." Turn 1 the equipped Bears (7/7) is blocked by a Wall of Stone (0/8), which
    survives the 7 damage and is exiled by the trigger. Turn 3 the unequipped Hill Giant is
    blocked by the other Wall: nothing; that Wall stays."""
    _compiled(real_db, "Sword of Kaldra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Kaldra", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone", 2)
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone#1", "Grizzly Bears")
    s.attack(3, "A", "Hill Giant")
    s.block(3, "B", "Wall of Stone", "Hill Giant")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Wall of Stone", 1, "B")
    s.assert_permanent_count("B", "Wall of Stone", 1)
    s.assert_life("B", 20)


def test_510_2_a_sliver_deals_combat_damage_to_a_creature(real_db: CardDatabase) -> None:
    """Toxin Sliver: "Whenever a Sliver deals combat damage to a creature, destroy that
    creature." The Sliver and a Grizzly Bears attack; each is blocked by a Wall of Stone: the
    Sliver's Wall is destroyed, the Bears' survives (the Bears is no Sliver)."""
    _compiled(real_db, "Toxin Sliver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Toxin Sliver")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone", 2)
    s.attack(1, "A", "Toxin Sliver")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone#1", "Toxin Sliver")
    s.block(1, "B", "Wall of Stone#2", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Wall of Stone", 1)
    s.assert_permanent_count("B", "Wall of Stone", 1)


def test_120_3e_damage_to_a_creature_of_a_subtype(real_db: CardDatabase) -> None:
    """Dinosaur Hunter (2/2): "Whenever ~ deals damage to a Dinosaur, destroy that creature."
    Turn 1 it is blocked by a Territorial Hammerskull (a 2/3 Dinosaur; the Hunter dies of its 2
    damage): 2 damage do not kill the Hammerskull, the trigger does. Nothing else of B's dies."""
    _compiled(real_db, "Dinosaur Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dinosaur Hunter")
    s.add_card(Zone.BATTLEFIELD, "B", "Territorial Hammerskull")
    s.attack(1, "A", "Dinosaur Hunter")
    s.block(1, "B", "Territorial Hammerskull", "Dinosaur Hunter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Territorial Hammerskull", 1)
    s.assert_graveyard_count("A", "Dinosaur Hunter", 1)


def test_120_3e_damage_to_a_creature_of_another_subtype(real_db: CardDatabase) -> None:
    """Dinosaur Hunter blocked by a Wall of Stone (no Dinosaur): the Wall stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dinosaur Hunter")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Dinosaur Hunter")
    s.block(1, "B", "Wall of Stone", "Dinosaur Hunter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Wall of Stone", 1)
    s.assert_permanent_count("A", "Dinosaur Hunter", 1)
