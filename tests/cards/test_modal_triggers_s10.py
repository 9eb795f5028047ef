"""Modal triggered abilities that choose several modes (700.2, 603.3c, 700.2b): "choose two —"
and "choose one or both —", with cards written for the test (the real ones are refused for
other reasons). The chosen modes' targets are chosen in the order written (601.2c) and their
instructions follow in that order; a mode whose targets can't be chosen can't be chosen, and a
"choose two" ability with fewer than two modes left is removed from the stack (603.3d)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import FIXTURE_CARDS, face, write_atomic

_CARDS = {
    "Test Titan": [face("Test Titan", "Creature — Giant", cost="{2}", power="4",
                        toughness="4", text="When Test Titan enters the battlefield, choose two —"
                        "\n• Destroy target artifact.\n• Target player gains 5 life.\n"
                        "• Create a 1/1 white Soldier creature token.")],
    "Test Hydra": [face("Test Hydra", "Creature — Hydra", cost="{2}", power="3", toughness="3",
                        text="When Test Hydra enters the battlefield, choose one or both —\n"
                        "• Test Hydra deals 3 damage to target creature.\n"
                        "• You gain 3 life.")],
    "Test Relic": [face("Test Relic", "Artifact", cost="{1}")],
    "Test Purge": [face("Test Purge", "Creature — Human", cost="{2}", power="2", toughness="2",
                        text="When Test Purge enters the battlefield, choose two —\n"
                        "• Destroy target artifact.\n• Destroy target enchantment.\n"
                        "• You gain 2 life.")],
}
for _name, _faces in _CARDS.items():
    for _f in _faces:
        _f["name"] = _name


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CardDatabase:
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    return CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json",
                                          {**FIXTURE_CARDS, **_CARDS}))


def _cast(db: CardDatabase, card: str, *modes: int, relic: bool = True) -> Scenario:
    assert db.compiled(card).supported, db.compiled(card).reasons
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", count=2)
    s.add_card(Zone.HAND, "A", card)
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    if relic:
        s.add_card(Zone.BATTLEFIELD, "B", "Test Relic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    for m in modes:
        s.set_mode_choice("A", m)
    s.stop_at(1, Step.END_TURN)
    return s


def test_700_2_choose_two_both_modes_and_their_targets(db: CardDatabase) -> None:
    """Modes 1 and 2: the artifact target first, then the player (601.2c): B's Test Relic is
    destroyed and B gains 5 (25); no Soldier token."""
    s = _cast(db, "Test Titan", 1, 2)
    s.add_target("A", "Test Relic")
    s.add_target("A", "B")
    s.execute()
    s.assert_graveyard_count("B", "Test Relic", 1)
    s.assert_life("B", 25)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Soldier Token", 0)


def test_700_2_choose_two_other_modes(db: CardDatabase) -> None:
    """Modes 2 and 3: A gains 5 (25) and gets one Soldier; the Relic stays."""
    s = _cast(db, "Test Titan", 2, 3)
    s.add_target("A", "A")
    s.execute()
    s.assert_life("A", 25)
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_permanent_count("B", "Test Relic", 1)


def test_700_2b_a_mode_without_targets_cant_be_chosen(db: CardDatabase) -> None:
    """No artifact: mode 1 can't be chosen (700.2b), so the two other modes are: A (the first
    legal player) gains 5 and gets a Soldier although mode 1 was queued."""
    s = _cast(db, "Test Titan", 1, 2, relic=False)
    s.execute()
    s.assert_life("A", 25)
    s.assert_permanent_count("A", "Soldier Token", 1)


def test_700_2_choose_one_or_both(db: CardDatabase) -> None:
    """Both modes: 3 damage to B's Test Bear (it dies) and A gains 3 (23)."""
    s = _cast(db, "Test Hydra", 1, 2)
    s.add_target("A", "Test Bear")
    s.execute()
    s.assert_graveyard_count("B", "Test Bear", 1)
    s.assert_life("A", 23)


def test_700_2_choose_one_or_both_only_one(db: CardDatabase) -> None:
    """Only mode 2 queued: A gains 3; the Bear is not dealt damage."""
    s = _cast(db, "Test Hydra", 2)
    s.execute()
    s.assert_life("A", 23)
    s.assert_permanent_count("B", "Test Bear", 1)
    s.assert_damage("Test Bear", 0)


def test_603_3d_choose_two_with_one_mode_left_is_removed(db: CardDatabase) -> None:
    """Test Purge: no artifact and no enchantment, so only "You gain 2 life" can be chosen:
    two modes can't be, the ability is removed from the stack (700.2b, 603.3d): A stays at
    20. With a Relic, modes 1 and 3: the Relic is destroyed and A gains 2 (22)."""
    s = _cast(db, "Test Purge", 3, relic=False)
    s.execute()
    s.assert_life("A", 20)
    assert any(e[0] == "trigger_removed" for e in s.game.state.log.since(0))
    s = _cast(db, "Test Purge", 1, 3)
    s.execute()
    s.assert_life("A", 22)
    s.assert_graveyard_count("B", "Test Relic", 1)
