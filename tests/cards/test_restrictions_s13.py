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


def _block(real_db: CardDatabase, attacker: str, blocker: str, ok: bool,
           b_extra: tuple[tuple[str, str], ...] = ()) -> None:
    """A's `attacker` attacks on turn 1 and B's `blocker` blocks it: refused (509.1b) unless
    `ok`, when the attacker has taken the blocker's damage (B's life unchanged)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    for name, on in b_extra:
        s.add_card(Zone.BATTLEFIELD, "B", name, attached_to=on)
    s.attack(1, "A", attacker)
    s.block(1, "B", blocker, attacker)
    s.stop_at(1, Step.END_COMBAT)
    if not ok:
        with pytest.raises(ScenarioError, match=r"can.t block .*509\.1a-b"):
            s.execute()
        return
    s.execute()
    s.assert_life("B", 20)


def test_509_1b_sacred_knight_black_and_or_red(real_db: CardDatabase) -> None:
    """Sacred Knight can't be blocked by Gray Ogre (red); Grizzly Bears (green) may block
    it."""
    assert_compiled(real_db, "Sacred Knight")
    _block(real_db, "Sacred Knight", "Gray Ogre", False)
    _block(real_db, "Sacred Knight", "Grizzly Bears", True)


def test_509_1b_amrou_seekers_except_artifact_and_or_white(real_db: CardDatabase) -> None:
    """Amrou Seekers can be blocked only by artifact creatures and/or white creatures:
    Grizzly Bears can't; Elite Vanguard (white) and Dragon Engine (artifact) can."""
    assert_compiled(real_db, "Amrou Seekers")
    _block(real_db, "Amrou Seekers", "Grizzly Bears", False)
    _block(real_db, "Amrou Seekers", "Elite Vanguard", True)
    _block(real_db, "Amrou Seekers", "Dragon Engine", True)


def test_509_1b_temple_thief_enchanted_or_enchantment(real_db: CardDatabase) -> None:
    """Temple Thief can't be blocked by Grizzly Bears wearing Holy Strength (enchanted) nor
    by Eidolon of Obstruction (an enchantment creature); bare Grizzly Bears may block it."""
    assert_compiled(real_db, "Temple Thief")
    _block(real_db, "Temple Thief", "Grizzly Bears", False,
           (("Holy Strength", "Grizzly Bears"),))
    _block(real_db, "Temple Thief", "Eidolon of Obstruction", False)
    _block(real_db, "Temple Thief", "Grizzly Bears", True)
