"""Session 23 audit (qa23a): misplays found among this session's new cards, each test failing
before its fix."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled as _compiled

# ------------------------------------------------------------------ "Whenever ~ trains"
# 702.149c: a creature trains when its resolving training ability puts a +1/+1 counter on it.
# 616.1: with two replacement effects on that event (Hardened Scales, Doubling Season) its
# controller chooses their order: the counters are put once the choice is answered, and the
# creature has trained all the same (it didn't, before: the "trained" event was looked for
# before the answer, so Savior of Ollenbock's "Whenever ~ trains" never triggered).


@pytest.mark.parametrize(("first", "counters"), [("Hardened Scales", 4),
                                                 ("Doubling Season", 3)])
def test_702_149c_savior_trains_through_two_replacements(real_db: CardDatabase, first: str,
                                                         counters: int) -> None:
    """Savior of Ollenbock (1/2) attacks with Hill Giant: Hardened Scales first, 1 + 1 = 2
    counters doubled: 4; Doubling Season first, 2 + 1: 3. Either way it trains: B's Grizzly
    Bears are exiled."""
    _compiled(real_db, "Savior of Ollenbock")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savior of Ollenbock")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Hardened Scales")
    s.add_card(Zone.BATTLEFIELD, "A", "Doubling Season")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Savior of Ollenbock")
    s.attack(1, "A", "Hill Giant")
    s.set_choice("A", first)
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Savior of Ollenbock", "+1/+1", counters)
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_702_149c_counter_prevented_no_training(real_db: CardDatabase) -> None:
    """The rule must not apply when no counter is put: with Solemnity, Savior gets no counter
    and doesn't train: the Bears stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savior of Ollenbock")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Solemnity")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Savior of Ollenbock")
    s.attack(1, "A", "Hill Giant")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Savior of Ollenbock", "+1/+1", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
