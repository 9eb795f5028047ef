"""Loyalty abilities with an X cost (606.4, 107.3, 606.6): "[−X]: ..." removes X loyalty
counters as it is activated, X chosen then (at most the loyalty the planeswalker has); the
effect reads the same X. Compiled from Oracle text (costs._loyalty_x_ability) and played."""

from __future__ import annotations

import yaml

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import face

_TEXT = "[+1]: You gain 1 life.\n[−X]: Test Walker deals X damage to target creature."


def _db() -> CardDatabase:
    atomic = parse_atomic({"Test Walker": [face("Test Walker", "Legendary Planeswalker — Chandra",
                                                cost="{3}{R}", text=_TEXT, loyalty="4")]})
    done = compile_card(atomic["Test Walker"])
    assert done.supported, [str(r) for r in done.reasons]
    db = CardDatabase.builtin()
    db.load_file("walker.yaml", text=yaml.safe_dump([done.dsl]))
    return db


def test_606_4_107_3_minus_x_compiled() -> None:
    atomic = parse_atomic({"Test Walker": [face("Test Walker", "Legendary Planeswalker — Chandra",
                                                cost="{3}{R}", text=_TEXT, loyalty="4")]})
    dsl = compile_card(atomic["Test Walker"]).dsl
    assert dsl is not None
    minus = dsl["abilities"][1]
    assert minus["loyalty"] == 0
    assert minus["cost"] == {"remove_counters": {"kind": "loyalty", "count": "X"}}
    assert minus["effects"] == [{"damage": {"amount": "X", "to": "target"}}]


def test_606_4_minus_x_removes_x_loyalty_and_deals_x_damage() -> None:
    """Test Walker (loyalty 4) activates [−X] with X=3 at B's Hill Giant (3/3): it dies, the
    walker has 1 loyalty counter left."""
    s = Scenario(cards=_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Walker")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-X:", targets=["Hill Giant"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_counter_count("A", "Test Walker", "loyalty", 1)


def test_606_6_x_can_be_no_more_than_the_loyalty() -> None:
    """606.6 (107.3): with 4 loyalty, X=5 is refused; X=4 removes all four, the walker is put
    into its owner's graveyard (704.5i) and the 2/2 Grizzly Bears takes 4 damage."""
    from mtg_engine.actions import ActivateAbility
    from mtg_engine.rules.activation import check_activate

    s = Scenario(cards=_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Walker")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    seen: list[str | None] = []

    def probe(sc: Scenario) -> None:
        walker = sc._one_permanent("Test Walker", "A")
        bears = sc._one_permanent("Grizzly Bears", "B")
        seen.append(check_activate(sc.state, 0, ActivateAbility(walker, 1, (bears,), 5))[0])
        seen.append(check_activate(sc.state, 0, ActivateAbility(walker, 1, (bears,), 4))[0])

    s.check(1, Step.PRECOMBAT_MAIN, probe)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-X:", targets=["Grizzly Bears"], x=4)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert seen[0] is not None and seen[1] is None
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Test Walker", 1)
