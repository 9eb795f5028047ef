"""615.1a, 615.3: prevention effects on groups for the rest of the turn, in wordings read this
session (oracle/prevention.py): "Prevent all combat damage blue creatures and black creatures
would deal this turn." (the "that" template without "that", Radiant Kavu) and "prevent all
damage that would be dealt to artifact creatures this turn" (Ethersworn Shieldmage), with
real cards of the MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_615_1a_radiant_kavu_prevents_blue_and_black_combat_damage(
        real_db: CardDatabase) -> None:
    """B attacks A with Coral Merfolk (blue 2/1), Walking Corpse (black 2/2) and Grizzly
    Bears (green 2/2); A activates Radiant Kavu in the declare attackers step: only the Bears'
    2 combat damage is dealt (A at 18)."""
    assert real_db.compiled("Radiant Kavu").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Radiant Kavu")
    for land in ("Mountain", "Forest", "Plains"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in ("Coral Merfolk", "Walking Corpse", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.attack(2, "B", name)
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{R}{G}{W}:")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)


def test_615_1a_radiant_kavu_without_activation(real_db: CardDatabase) -> None:
    """The same attack without the activation: 2 + 2 + 2 = 6 (A at 14)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Radiant Kavu")
    for name in ("Coral Merfolk", "Walking Corpse", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.attack(2, "B", name)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 14)


def test_615_1a_ethersworn_shieldmage_saves_artifact_creatures(real_db: CardDatabase) -> None:
    """A casts Ethersworn Shieldmage (an artifact creature, 2/2), its trigger resolves, then
    A casts Pyroclasm (2 damage to each creature): the damage to Ornithopter (0/2) and to the
    Shieldmage is prevented, Grizzly Bears dies."""
    assert real_db.compiled("Ethersworn Shieldmage").supported
    s = Scenario(cards=real_db)
    for land, n in (("Plains", 1), ("Island", 1), ("Mountain", 3)):
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Ethersworn Shieldmage")
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ethersworn Shieldmage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Ethersworn Shieldmage", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
