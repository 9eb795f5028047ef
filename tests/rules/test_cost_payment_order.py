"""601.2g-h: mana abilities are activated first, then the costs are paid in any order: a
permanent tapped for mana while a spell is cast may also be sacrificed or returned for that
spell's additional cost; a permanent another part of the cost taps can't be tapped for mana."""

from __future__ import annotations

import pytest

from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.rules.cr_cards import card_db

CARDS = card_db({
    "Harrow": ("{2}{G}", "Instant", "As an additional cost to cast this spell, sacrifice a "
               "land.\nSearch your library for up to two basic land cards, put them onto the "
               "battlefield, then shuffle.", None),
})


def _harrow(forests: int) -> Scenario:
    s = Scenario(cards=CARDS)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.add_card(Zone.HAND, "A", "Harrow")
    s.add_card(Zone.LIBRARY, "A", "Mountain", 2)
    s.set_choice("A", "Forest")  # the land sacrificed
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Harrow")
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2h_a_land_tapped_for_mana_is_also_sacrificed() -> None:
    """Harrow ({2}{G}, "As an additional cost to cast this spell, sacrifice a land") with
    exactly three Forests: all three are tapped for mana (601.2g), then one of them is
    sacrificed (601.2h); the two Mountains enter untapped."""
    s = _harrow(3)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Harrow", 1)
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_permanent_count("A", "Mountain", 2)
    st = s.state
    assert all(st.objects[o].tapped for o in st.battlefield
               if st.objects[o].card.name == "Forest")
    assert not any(st.objects[o].tapped for o in st.battlefield
                   if st.objects[o].card.name == "Mountain")


def test_601_2h_two_lands_still_cant_pay_three() -> None:
    s = _harrow(2)
    with pytest.raises(ScenarioError):
        s.execute()
