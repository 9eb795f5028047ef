"""Session 14 effects (issue 11): spell, activated, loyalty and enter-trigger effects read by
the Oracle compiler, played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# ------------------------------- the owner puts it on the top or bottom of their library


def _library_top_first(s: Scenario, player: int) -> list[str]:
    return [s.state.objects[c].card.name for c in reversed(s.state.players[player].library)]


def _run_out_of_town(real_db: CardDatabase, answer: str) -> Scenario:
    """Run Out of Town on B's Hill Giant, B's library holding Forest and Mountain (top
    first); B answers `answer`."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.add_card(Zone.LIBRARY, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Run Out of Town")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("B", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Run Out of Town", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2d_run_out_of_town_owner_chooses_top(real_db: CardDatabase) -> None:
    """Run Out of Town: "The owner of target nonland permanent puts it on the top or bottom
    of their library." B (the owner) chooses the top: Hill Giant is B's top card of three."""
    s = _run_out_of_town(real_db, "top")
    s.assert_permanent_count("B", "Hill Giant", 0)
    got = _library_top_first(s, 1)
    assert len(got) == 3 and got[0] == "Hill Giant"


def test_401_1_run_out_of_town_owner_chooses_bottom(real_db: CardDatabase) -> None:
    """The same, B choosing the bottom: Hill Giant is the last of B's three cards."""
    s = _run_out_of_town(real_db, "bottom")
    s.assert_permanent_count("B", "Hill Giant", 0)
    got = _library_top_first(s, 1)
    assert len(got) == 3 and got[-1] == "Hill Giant"


def test_608_2d_aether_gust_puts_a_red_spell_on_the_bottom(real_db: CardDatabase) -> None:
    """Aether Gust (XMage's test): "Choose target spell or permanent that's red or green. Its
    owner puts it on the top or bottom of their library." B casts Lightning Bolt at A; A
    responds with Aether Gust on the Bolt, B chooses the bottom: A stays at 20, the Bolt is
    B's bottom card and not in B's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Aether Gust")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Aether Gust", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("B", "bottom")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    assert _library_top_first(s, 1)[-1] == "Lightning Bolt"


def _gust_at(real_db: CardDatabase, target: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Aether Gust")
    s.add_card(Zone.BATTLEFIELD, "B", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "top")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aether Gust", targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_115_1_aether_gust_targets_only_red_or_green(real_db: CardDatabase) -> None:
    """Aether Gust's target must be red or green (115.1): B's Grizzly Bears (green) goes on
    top of B's library; B's Air Elemental (blue) can't be targeted, so the spell can't be
    cast at it."""
    s = _gust_at(real_db, "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Air Elemental", 1)
    assert _library_top_first(s, 1)[0] == "Grizzly Bears"
    with pytest.raises(ScenarioError):
        _gust_at(real_db, "Air Elemental").execute()
