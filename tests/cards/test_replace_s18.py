"""Session 18, prevention (615) and replacement effects (614) of real cards (the shared MTGJSON
file; skipped without it): exact figures per template.

- "If damage is prevented this way, ~ deals that much damage to any target." after "Prevent
  the next X damage that would be dealt to target creature this turn, where X is your devotion
  to white." (615.5, 700.5; oracle/prevention_reflect.py): Acolyte's Reward.
- "Prevent all combat damage that would be dealt to and dealt by those creatures this turn."
  after "Untap any number of target creatures." (615.1a, 608.2c; Energy Arc) and "... to and
  dealt by it this turn" in a trigger of ~'s own (Goblin Snowman)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_615_5_acolytes_reward_prevents_its_devotion_and_deals_that_much(
        real_db: CardDatabase) -> None:
    """B Bolts A's Grizzly Bears; in response A casts Acolyte's Reward on the Bears and at B,
    A's devotion to white 2 (Serra Angel's {W}{W}, 700.5): 2 of the Bolt's 3 damage prevented,
    the Bears live with 1 damage, and the Reward deals those 2 to B (20 - 2 = 18)."""
    assert_compiled(real_db, "Acolyte's Reward")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Acolyte's Reward")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Acolyte's Reward",
                 targets=["Grizzly Bears", "B"], responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_615_5_acolytes_reward_deals_nothing_when_nothing_is_prevented(
        real_db: CardDatabase) -> None:
    """A casts Acolyte's Reward (devotion 2) on the Bears at B and no damage follows: the
    shield is unused, B stays at 20 (615.5: only damage prevented is dealt)."""
    assert_compiled(real_db, "Acolyte's Reward")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Acolyte's Reward")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Acolyte's Reward", targets=["Grizzly Bears", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Acolyte's Reward", 1)


def test_615_1a_energy_arc_prevents_combat_damage_to_and_by_the_untapped_creatures(
        real_db: CardDatabase) -> None:
    """A's Hill Giant (3/3) attacks; B blocks with Grizzly Bears (2/2). After blocks, A casts
    Energy Arc on the Giant and the Bears: no combat damage is dealt to or by either (both
    undamaged, both alive); the Giant is untapped."""
    assert_compiled(real_db, "Energy Arc")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Energy Arc")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Energy Arc",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_damage("Hill Giant", 0)
    s.assert_tapped("Hill Giant", False)


def test_615_1a_goblin_snowman_blocking_takes_and_deals_no_combat_damage(
        real_db: CardDatabase) -> None:
    """B's Goblin Snowman (1/1) blocks A's Grizzly Bears (2/2): its trigger prevents the combat
    damage dealt to it and by it this turn: the Snowman lives undamaged, the Bears undamaged;
    a Shock after combat still kills the Snowman (only combat damage is prevented)."""
    assert_compiled(real_db, "Goblin Snowman")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Snowman")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Goblin Snowman", "Grizzly Bears")
    s.check(1, Step.END_COMBAT, lambda sc: (sc.assert_damage("Goblin Snowman", 0),
                                                sc.assert_damage("Grizzly Bears", 0)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Goblin Snowman"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Goblin Snowman", 0)
    s.assert_graveyard_count("B", "Goblin Snowman", 1)
