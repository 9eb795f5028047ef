"""508.1c: "can't attack you" / "can't attack you or planeswalkers you control", "you" being
the static ability's controller (dsl.ATTACK_RESTRICTION_KINDS, rules/restrictions.py
attack_forbidden), read from real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import _static
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_508_1c_reading_the_restrictions() -> None:
    assert _static("Creatures with power 2 or less can't attack you.") == {"anthem": {
        "filter": {"types": ["Creature"], "power_le": 2},
        "restrictions": [{"cant_attack_you": {}}]}}
    assert _static("Enchanted creature gets +2/+2, has flying, and can't attack you or "
                   "planeswalkers you control.") == {"anthem": {
                       "affects": "enchanted", "power": 2, "toughness": 2,
                       "keywords": ["flying"],
                       "restrictions": [{"cant_attack_you_or_planeswalkers": {}}]}}


def _reverence(real_db: CardDatabase, attacker: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Reverence")
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.attack(1, "A", attacker)
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_508_1c_reverence_stops_small_creatures(real_db: CardDatabase) -> None:
    """Reverence (B): "Creatures with power 2 or less can't attack you." A's Grizzly Bears
    (2/2) can't attack B; A's Hill Giant (3/3) can: B goes to 17."""
    s = _reverence(real_db, "Grizzly Bears")
    with pytest.raises(ScenarioError, match=r"508\.1c"):
        s.execute()
    s = _reverence(real_db, "Hill Giant")
    s.execute()
    s.assert_life("B", 17)


def test_508_1c_vow_of_flight_spares_only_its_controller(real_db: CardDatabase) -> None:
    """Vow of Flight, controlled by B, on A's Grizzly Bears: the Bears are 4/4 with flying and
    can't attack B (nor B's planeswalkers); a Vow controlled by A on A's own Bears restricts
    attacks on A only, so the Bears attack B for 4 (B at 16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Vow of Flight", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Garruk Wildspeaker")
    s.attack(1, "A", "Grizzly Bears", "Garruk Wildspeaker")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1c"):
        s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    s.assert_counter_count("B", "Garruk Wildspeaker", "loyalty", 3)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Vow of Flight", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)


def test_508_1c_blazing_archon_leaves_planeswalkers_open(real_db: CardDatabase) -> None:
    """Blazing Archon (B): "Creatures can't attack you." -- not B's planeswalkers: A's Grizzly
    Bears attack Garruk Wildspeaker (3 loyalty -> 1), B stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Blazing Archon")
    s.add_card(Zone.BATTLEFIELD, "B", "Garruk Wildspeaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears", "Garruk Wildspeaker")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_counter_count("B", "Garruk Wildspeaker", "loyalty", 1)


def _prison(real_db: CardDatabase, wastes: int, attackers: list[str]) -> Scenario:
    """B controls Ghostly Prison: "Creatures can't attack you unless their controller pays {2}
    for each creature they control that's attacking you." A has `wastes` Wastes."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Ghostly Prison")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", wastes)
    for a in attackers:
        s.add_card(Zone.BATTLEFIELD, "A", a)
    return s


def test_508_1h_ghostly_prison_costs_two_per_attacker(real_db: CardDatabase) -> None:
    """Two Grizzly Bears attack B through Ghostly Prison: A pays {4} (all four Wastes tap)
    and B goes to 16. With two Wastes, attacking with both can't be paid (508.1j: no partial
    payment): refused; one Bears attacks for {2}: B at 18, both Wastes tapped."""
    s = _prison(real_db, 4, ["Grizzly Bears", "Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    assert all(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Wastes")

    s = _prison(real_db, 2, ["Grizzly Bears", "Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1h"):
        s.execute()

    s = _prison(real_db, 2, ["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Wastes", True)


def test_508_1d_a_requirement_does_not_make_a_player_pay(real_db: CardDatabase) -> None:
    """Bloodrock Cyclops (3/3) "attacks each combat if able". Through Ghostly Prison it could
    attack only by paying {2}, which A isn't required to do (508.1d): it doesn't attack, B
    stays at 20 and the Wastes stay untapped. Without the Prison it attacks: B at 17."""
    from mtg_engine.actions import DeclareAttackers
    from mtg_engine.rules.combat import check_attack

    s = _prison(real_db, 2, ["Bloodrock Cyclops"])
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_tapped("Wastes", False)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodrock Cyclops")
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    assert check_attack(s.state, DeclareAttackers(())) is not None  # 508.1d: it must attack


def test_508_1h_archon_of_absolution_taxes_attacks_on_planeswalkers(real_db: CardDatabase
                                                                     ) -> None:
    """Archon of Absolution (B): "Creatures can't attack you or planeswalkers you control
    unless their controller pays {1} for each of those creatures." A's Grizzly Bears attack
    B's Garruk Wildspeaker, paying {1} (the one Wastes taps): Garruk 3 -> 1 loyalty."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Archon of Absolution")
    s.add_card(Zone.BATTLEFIELD, "B", "Garruk Wildspeaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears", "Garruk Wildspeaker")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Garruk Wildspeaker", "loyalty", 1)
    s.assert_tapped("Wastes", True)
