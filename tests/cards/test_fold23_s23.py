"""Session 23's fold of "you control your commander" onto the generic "controls" condition
(903.3d; oracle/conditions_commander.py): a phased-out commander is treated as though it
doesn't exist (702.26b), so it isn't a commander you control. Real cards (skipped when the
shared MTGJSON file is absent)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.phasing import phase_out
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

ISAMARU = "Isamaru, Hound of Konda"  # {W} legendary 2/2
DEMON = "Demon of Wailing Agonies"  # 4/4: "As long as you control your commander, ~ gets +2/+2"


def _demon_with_commander_out(db: CardDatabase) -> tuple[Scenario, int]:
    assert_compiled(db, DEMON)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", DEMON)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    isamaru = next(o for o in s.state.battlefield if s.state.objects[o].card.name == ISAMARU)
    return s, isamaru


def test_903_3d_demon_with_its_commander_on_the_battlefield(real_db: CardDatabase) -> None:
    s, _ = _demon_with_commander_out(real_db)
    s.assert_power_toughness("A", DEMON, 6, 6)


def test_702_26b_a_phased_out_commander_is_not_controlled(real_db: CardDatabase) -> None:
    """A's commander phases out: the Demon is 4/4 until it phases in."""
    s, isamaru = _demon_with_commander_out(real_db)
    phase_out(s.state, isamaru)
    s.assert_power_toughness("A", DEMON, 4, 4)


def test_508_1_a_layer_count_of_attacks_names_its_own_error() -> None:
    """The loader's error for "for each time it has attacked this turn" counted `of: self`
    names that count (only `of: affected` is read); the card isn't loaded."""
    import re

    import pytest

    from mtg_engine.cards.dsl import CardFileError

    db = CardDatabase.builtin()
    with pytest.raises(CardFileError, match=re.escape("times it has attacked this turn (508.1)")):
        db.load_file("bad.yaml", text="- name: Bad Raider\n  type: Creature\n  power: 1\n"
                                      "  toughness: 1\n  statics:\n"
                                      "  - continuous: {affects: self, power_per: 1, per: "
                                      "{this_turn: attacked, of: self}}\n")
    assert "Bad Raider" not in db
