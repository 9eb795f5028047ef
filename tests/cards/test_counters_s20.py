"""Counters, tokens, entering and prevention effects read in session 20 (`counters`), played
with real cards from the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------------ 205.1b, 615.1a: Gideon's "prevent ... to him"


def _gideon(db: CardDatabase, block: bool) -> Scenario:
    """Gideon, Ally of Zendikar (4 loyalty) [+1]: "Until end of turn, ~ becomes a 5/5 Human
    Soldier Ally creature with indestructible that's still a planeswalker. Prevent all damage
    that would be dealt to him this turn." A activates it on turn 1 and attacks with Gideon;
    B's Hill Giant (3/3) blocks when `block`."""
    assert_compiled(db, "Gideon, Ally of Zendikar")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon, Ally of Zendikar")  # (4 loyalty)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]")
    s.attack(1, "A", "Gideon, Ally of Zendikar")
    if block:
        s.block(1, "B", "Hill Giant", "Gideon, Ally of Zendikar")

    def animated(sc: Scenario) -> None:  # 205.1b: a creature that's still a planeswalker
        sc.assert_power_toughness("A", "Gideon, Ally of Zendikar", 5, 5)
        sc.assert_type("Gideon, Ally of Zendikar", "Creature")
        sc.assert_type("Gideon, Ally of Zendikar", "Planeswalker")
        sc.assert_subtype("Gideon, Ally of Zendikar", "Soldier")
        sc.assert_subtype("Gideon, Ally of Zendikar", "Gideon")

    s.check(1, Step.BEGIN_COMBAT, animated)
    return s


def test_615_1a_gideon_takes_no_damage_from_the_blocker(real_db: CardDatabase) -> None:
    """The Giant's 3 damage to Gideon is prevented (615.1a): no loyalty is removed (120.3c)
    and no damage is marked; Gideon's 5 kills the Giant. Gideon stays at 5 loyalty (4 + 1)."""
    s = _gideon(real_db, block=True)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Gideon, Ally of Zendikar", "loyalty", 5)
    s.assert_damage("Gideon, Ally of Zendikar", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_615_1a_gideon_unblocked_deals_five(real_db: CardDatabase) -> None:
    """Unblocked, Gideon (a 5/5 creature this turn) deals 5 combat damage to B: 15."""
    s = _gideon(real_db, block=False)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_counter_count("A", "Gideon, Ally of Zendikar", "loyalty", 5)


def test_611_2a_gideon_prevention_ends_with_the_turn(real_db: CardDatabase) -> None:
    """"this turn" (611.2a): on B's turn 2 Gideon is a planeswalker only again (no longer a
    creature), and the Giant's 3 damage is not prevented: 5 -> 2 loyalty (120.3c)."""
    s = _gideon(real_db, block=False)
    s.attack(2, "B", "Hill Giant", "Gideon, Ally of Zendikar")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_type("Gideon, Ally of Zendikar", "Creature", present=False)
    s.assert_counter_count("A", "Gideon, Ally of Zendikar", "loyalty", 2)
    s.assert_life("B", 15)
