"""Cards refused only by the round trip (session 17, issue 11) whose DSL was right and whose
English lacked a wording, played with real cards and exact figures: damage another object deals
by a fixed amount, "it deals 2 damage to any target" (120.1: the object the trigger event
involved is the source)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------ 120.1: a fixed amount dealt by another object


def test_120_1_extra_arms_enchanted_creature_deals_the_damage(real_db: CardDatabase) -> None:
    """Extra Arms on Grizzly Bears: "Whenever enchanted creature attacks, it deals 2 damage to
    any target." The Bears deal 2 to Hill Giant (3/3: 2 damage marked) and 2 combat damage to
    B (18)."""
    _compiled(real_db, "Extra Arms", "Aether Charge", "Rage Forger", "Spiteful Shadows")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Extra Arms", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_damage("Hill Giant", 2)
    s.assert_life("B", 18)


def test_120_1_spiteful_shadows_the_creature_deals_that_much_to_its_controller(
        real_db: CardDatabase) -> None:
    """Spiteful Shadows on B's Hill Giant; A's Shock deals 2 to it: "it deals that much damage
    to its controller": B is at 18, and the Giant (not the Aura) is the source, so its
    lifelink-free damage changes nobody else's life (A stays at 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Spiteful Shadows", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_damage("Hill Giant", 2)


def test_120_1_aether_charge_the_beast_deals_4(real_db: CardDatabase) -> None:
    """Aether Charge: a Beast enters under A's control; "you may have it deal 4 damage to
    target opponent or planeswalker": B at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aether Charge")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Ravenous Baloth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ravenous Baloth")
    s.add_target("A", "B")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Ravenous Baloth", 1)


def test_120_1_rage_forger_the_attacker_with_a_counter_deals_1(real_db: CardDatabase) -> None:
    """Rage Forger: a creature A controls with a +1/+1 counter attacks: "you may have that
    creature deal 1 damage to target player or planeswalker". Grizzly Bears with a counter
    (3/3) attack: 1 from the trigger, 3 combat damage: B at 16; the Bears without a counter
    add nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rage Forger")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Runeclaw Bear")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20 - 1 - 3 - 2)
