"""Issue 10's leftovers of session 12, with real cards from the MTGJSON file (skipped without
../shared): 614.1e (Hooded Hydra's "As ~ is turned face up"), 614.17a-b, 614.17d."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN
HYDRA_UP = "{3}{G}{G}: Turn this face-down permanent face up."


def _hydra_face_down(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Hooded Hydra")
    s.cast_spell(1, M, "A", "Hooded Hydra using Morph")
    return s


def test_614_1e_hooded_hydra_turned_face_up_with_five_counters(real_db: CardDatabase) -> None:
    """614.1e: "As Hooded Hydra is turned face up, put five +1/+1 counters on it." is a
    replacement effect: the 0/0 Hydra is turned face up with five +1/+1 counters (5/5) and
    never is a 0/0 on the battlefield (704.5f would put it into the graveyard). Its "enters
    with X counters" didn't apply: it entered face down, without abilities (708.2a)."""
    assert_compiled(real_db, "Hooded Hydra")
    s = _hydra_face_down(real_db)
    s.activate_ability(3, M, "A", HYDRA_UP)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hooded Hydra", 1)
    s.assert_counter_count("A", "Hooded Hydra", "+1/+1", 5)
    s.assert_power_toughness("A", "Hooded Hydra", 5, 5)
    s.assert_permanent_count("A", "Snake Token", 0)


def test_614_1e_turned_face_up_in_response_survives_the_bolt(real_db: CardDatabase) -> None:
    """614.1e, 116.2b: B bolts the face-down 2/2; in response A turns it face up (no stack):
    it is a 5/5 at once, and the Bolt's 3 damage doesn't kill it."""
    s = _hydra_face_down(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)  # A's lands tapped on turn 1 stay tapped
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, M, "B", "Lightning Bolt", targets=[""])
    s.activate_ability(2, M, "A", HYDRA_UP, responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hooded Hydra", 1)
    s.assert_damage("Hooded Hydra", 3)
    s.assert_power_toughness("A", "Hooded Hydra", 5, 5)
