"""The lead's session-23 regression tests."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Step
from tests.cards.test_mutate_s22 import _mutate


def test_723_2_fuzz_counts_every_card_of_a_merged_permanent(real_db: CardDatabase) -> None:
    """723.2: a merged permanent is one object made of every card merged into it. The fuzz
    invariant (`testing.fuzz.check_zones`) counted it as one card, so fuzz seed 23169 (Huntmaster
    Liger mutated onto Centaur Healer) reported "119 cards instead of 120": 3 Plains, Grizzly
    Bears and Huntmaster Liger on top of it are 5 cards in 4 permanents, the 20 + 20 Wastes of the
    libraries beside them."""
    from mtg_engine.testing.fuzz import InvariantError, check_zones

    s = _mutate(real_db, "Huntmaster Liger", {"Plains": 3})
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.game.state
    assert len(st.battlefield) == 4
    check_zones(s.game, 45)
    try:
        check_zones(s.game, 44)
    except InvariantError as e:
        assert "45 cards instead of 44" in str(e)
    else:
        raise AssertionError("a merged permanent's cards must be counted")
