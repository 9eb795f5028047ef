"""Demonstrate (702.144a, session 14): "When you cast this spell, you may copy it and you may
choose new targets for the copy. If you copy the spell, choose an opponent. That player copies
the spell and may choose new targets for that copy." (rules/demonstrate.py; 707.10: a copy's
controller is the player who copied it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


@pytest.mark.parametrize(("copy", "bears", "giants", "b_graveyard"), [
    ("yes", 2, 1, 5), ("no", 1, 0, 1)])
def test_702_144a_incarnation_technique_demonstrate(
        real_db: CardDatabase, copy: str, bears: int, giants: int, b_graveyard: int) -> None:
    """Incarnation Technique: "Mill five cards, then return a creature card from your graveyard
    to the battlefield." A (empty library, two Grizzly Bears in the graveyard) demonstrates:
    B's copy resolves first (B mills five and returns its Hill Giant), then A's copy and the
    spell each return a Bears. Declined: only the spell resolves, B's graveyard is untouched."""
    assert_compiled(real_db, "Incarnation Technique")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Incarnation Technique")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.set_choice("A", copy)  # demonstrate: copy it (702.144a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Incarnation Technique")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", bears)
    s.assert_permanent_count("B", "Hill Giant", giants)
    s.assert_graveyard_count("B", None, b_graveyard)  # 1 + 5 milled - 1 returned
    s.assert_graveyard_count("A", "Incarnation Technique", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 2 - bears)


def test_702_144a_healing_technique_opponent_chooses_new_target(real_db: CardDatabase) -> None:
    """Healing Technique: "Return target card from your graveyard to your hand. You gain life
    equal to that card's mana value. Exile ~." A targets its Hill Giant (mana value 4) and
    demonstrates, keeping the target for its copy; B, copying it, chooses a new target, the
    Grizzly Bears in B's graveyard (707.10c): B's copy returns it (B gains 2: 22); A's copy
    returns Hill Giant (A gains 4: 24); the spell's target is gone, so it doesn't resolve
    (608.2b) and goes to the graveyard instead of exile."""
    assert_compiled(real_db, "Healing Technique")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Healing Technique")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")  # demonstrate: copy it
    s.set_choice("A", "no")  # no new target for A's copy
    s.set_choice("B", "yes")  # B chooses a new target for B's copy
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Healing Technique", targets=("Hill Giant",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_life("B", 22)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Healing Technique", 1)
    s.assert_exile_count("Healing Technique", 0)
