"""702.21a: ward with a cost that isn't mana: "Ward—Pay 3 life" (119.4) and "Ward—Discard a
card" (701.8): the targeting spell is countered unless its controller pays (keyword_dsl.
ward_trigger, effects/stack_verbs.v_counter). Real cards of the shared MTGJSON file (skipped
without it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _shock(real_db: CardDatabase, warded: str, answer: str, hand: tuple[str, ...] = (),
           life: int = 20) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", warded)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.set_life("A", life)
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=[warded])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_702_21a_ward_pay_life_paid(real_db: CardDatabase) -> None:
    """Owlin Shieldmage (B, 3/3, "Ward—Pay 3 life"): A Shocks it and pays 3 life (20 -> 17);
    Shock resolves: the Shieldmage has 2 damage marked and survives (3 toughness)."""
    assert real_db.compiled("Owlin Shieldmage").supported
    s = _shock(real_db, "Owlin Shieldmage", "yes")
    s.assert_life("A", 17)
    s.assert_permanent_count("B", "Owlin Shieldmage", 1)
    s.assert_damage("Owlin Shieldmage", 2)
    s.assert_graveyard_count("A", "Shock", 1)


def test_702_21a_ward_pay_life_declined_or_unpayable(real_db: CardDatabase) -> None:
    """Declining to pay: Shock is countered (A stays at 20, no damage). With 2 life A can't pay
    3 life (119.4): Shock is countered without asking, A stays at 2."""
    s = _shock(real_db, "Sedgemoor Witch", "no")
    s.assert_life("A", 20)
    s.assert_damage("Sedgemoor Witch", 0)
    s.assert_graveyard_count("A", "Shock", 1)
    s = _shock(real_db, "Sedgemoor Witch", "yes", life=2)
    s.assert_life("A", 2)
    s.assert_damage("Sedgemoor Witch", 0)


def test_702_21a_ward_discard_a_card(real_db: CardDatabase) -> None:
    """Westgate Regent (B, 4/4, "Ward—Discard a card"): A discards its Grizzly Bears to keep
    Shock (hand 0, the Regent has 2 damage); with an empty hand A can't discard (118.3) and
    Shock is countered."""
    assert real_db.compiled("Westgate Regent").supported
    s = _shock(real_db, "Westgate Regent", "yes", hand=("Grizzly Bears",))
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_damage("Westgate Regent", 2)
    s = _shock(real_db, "Westgate Regent", "yes")
    s.assert_damage("Westgate Regent", 0)
    s.assert_graveyard_count("A", "Shock", 1)
