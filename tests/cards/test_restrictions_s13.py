"""508.1c, 509.1b, 611.3a: restrictions on a creature's own attacking and blocking with a
condition in the wordings cards/oracle/restriction_conditions.py reads ("unless there is a
Mountain on the battlefield", "if an enchantment is on the battlefield", "unless there are five
or more Islands on the battlefield", "unless you control at least three other creatures",
"unless it's equipped", "unless it has five or more +1/+1 counters on it"). Played with real
cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled


def _attack(real_db: CardDatabase, attacker: str, life: int | None,
            a_cards: tuple[str, ...] = (), b_cards: tuple[str, ...] = (),
            counters: dict[str, int] | None = None) -> None:
    """A's `attacker` attacks on turn 1 beside A's `a_cards` (B controls `b_cards`): refused
    (508.1c) when `life` is None, else B ends at `life`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", attacker, counters=counters)
    for c in a_cards:
        s.add_card(Zone.BATTLEFIELD, "A", c)
    for c in b_cards:
        s.add_card(Zone.BATTLEFIELD, "B", c)
    s.attack(1, "A", attacker)
    s.stop_at(1, Step.END_COMBAT)
    if life is None:
        with pytest.raises(ScenarioError, match=r"can.t attack"):
            s.execute()
        return
    s.execute()
    s.assert_life("B", life)


def test_508_1c_glacial_crasher_needs_a_mountain(real_db: CardDatabase) -> None:
    """Glacial Crasher (5/5) can't attack with no Mountain on the battlefield; B's Mountain is
    enough (any player's): B goes to 15."""
    assert_compiled(real_db, "Glacial Crasher")
    _attack(real_db, "Glacial Crasher", None, b_cards=("Island",))
    _attack(real_db, "Glacial Crasher", 15, b_cards=("Mountain",))


def test_508_1c_harbor_serpent_five_islands_in_all(real_db: CardDatabase) -> None:
    """Harbor Serpent (5/5): four Islands on the battlefield aren't enough; three of A's and
    two of B's are (B goes to 15: islandwalk, B has no blocker anyway)."""
    assert_compiled(real_db, "Harbor Serpent")
    _attack(real_db, "Harbor Serpent", None, ("Island",) * 2, ("Island",) * 2)
    _attack(real_db, "Harbor Serpent", 15, ("Island",) * 3, ("Island",) * 2)


def test_508_1c_wirecat_not_while_an_enchantment_exists(real_db: CardDatabase) -> None:
    """Wirecat (4/3) can't attack while B controls an enchantment (Bad
    Moon, any player's); with none it attacks: B at 16."""
    assert_compiled(real_db, "Wirecat")
    _attack(real_db, "Wirecat", None, b_cards=("Bad Moon",))
    _attack(real_db, "Wirecat", 16)


def test_508_1c_oketra_needs_three_other_creatures(real_db: CardDatabase) -> None:
    """Oketra the True (3/6 double strike) can't attack beside two other creatures A
    controls; with three it can (only Oketra attacks: 6 damage, B at 14)."""
    assert_compiled(real_db, "Oketra the True")
    _attack(real_db, "Oketra the True", None, ("Grizzly Bears",) * 2)
    _attack(real_db, "Oketra the True", 14, ("Grizzly Bears",) * 3)


def test_508_1c_slumbering_dragon_five_counters(real_db: CardDatabase) -> None:
    """Slumbering Dragon (3/3) with four +1/+1 counters can't attack; with five it attacks as
    an 8/8: B at 12."""
    assert_compiled(real_db, "Slumbering Dragon")
    _attack(real_db, "Slumbering Dragon", None, counters={"+1/+1": 4})
    _attack(real_db, "Slumbering Dragon", 12, counters={"+1/+1": 5})


def test_508_1c_training_drone_unless_equipped(real_db: CardDatabase) -> None:
    """Training Drone (4/4) can't attack unequipped; with Bonesplitter attached it attacks as
    a 6/4: B at 14."""
    assert_compiled(real_db, "Training Drone")
    _attack(real_db, "Training Drone", None)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Training Drone")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Training Drone")
    s.attack(1, "A", "Training Drone")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
