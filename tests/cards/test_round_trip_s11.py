"""Cards refused only by the round trip (issue 11) whose DSL was right and whose English said
~ or "that player" where the card says "it" / "they" (oracle/self_it.py, render_phrases.Refs):
compiled, and played with exact figures; a card whose "it" means another object and whose DSL
says ~ (a misread) stays refused."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

_ROUND_TRIP = "round trip: the DSL says something else"


@pytest.mark.parametrize("name", ["Frost Walker", "Clockwork Hydra", "Greenwarden of Murasa",
                                  "Bloodcrazed Hoplite", "Deadly Designs", "Havoc",
                                  "Hollowborn Barghest", "Shrieking Affliction"])
def test_round_trip_it_and_they_read_as_printed(real_db: CardDatabase, name: str) -> None:
    assert real_db.compiled(name).supported, real_db.compiled(name).reasons


def test_round_trip_it_for_a_target_named_before_stays_a_difference(
        real_db: CardDatabase) -> None:
    """Elder Cathar: "put two +1/+1 counters on it instead" means the target creature; a DSL
    putting them on ~ is a misread the round trip must still refuse."""
    res = real_db.compiled("Elder Cathar")
    assert not res.supported
    assert any(r.category == _ROUND_TRIP and "'it' vs DSL '~'" in r.detail for r in res.reasons)


def test_603_2_frost_walker_is_sacrificed_when_targeted(real_db: CardDatabase) -> None:
    """Frost Walker becomes the target of A's Giant Growth: its trigger resolves first and
    sacrifices it (the "it" is Frost Walker); Giant Growth then has no legal target (608.2b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frost Walker")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Frost Walker"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Frost Walker", 0)
    s.assert_graveyard_count("A", "Frost Walker", 1)
    s.assert_graveyard_count("A", "Giant Growth", 1)


def test_603_2_havoc_opponent_who_casts_white_loses_two(real_db: CardDatabase) -> None:
    """A controls Havoc; B casts Savannah Lions (white) on turn 2: B ("they") loses 2 life,
    A none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Havoc")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Savannah Lions")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Savannah Lions")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
