"""118.9, 601.2b: "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (the
Bringers): an alternative cost read as the card's `alt_costs` entry of kind "alternative"
(oracle/alt_costs.py); the scenario answers "yes" to use it. Real cards of the shared MTGJSON
file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.alt_costs import lower, render
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

_TEXT = "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost."


def test_reading() -> None:
    assert lower(_TEXT) == {"kind": "alternative", "mana": "{W}{U}{B}{R}{G}"}
    assert render(lower(_TEXT) or {}) == _TEXT
    # (its other parts: tests/cards/test_alternative_costs_printed.py; a restriction on the
    # mana spent is not read)
    assert lower("You may pay {R}{G} rather than pay this spell's mana cost. Spend only mana "
                 "produced by Treasures to cast it this way.") is None


def _bringer(db: CardDatabase, *answers: str) -> Scenario:
    s = Scenario(cards=db)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Bringer of the Black Dawn")
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bringer of the Black Dawn")
    s.stop_at(1, Step.END_TURN)
    return s


def test_118_9_bringer_cast_for_its_alternative_cost(real_db: CardDatabase) -> None:
    """Bringer of the Black Dawn ({7}{B}{B}, mana value 9) cast for {W}{U}{B}{R}{G} with one
    of each basic land: a 5/5 on the battlefield, all five lands tapped; its mana value is
    still 9 (118.9c: an alternative cost doesn't change the mana cost)."""
    assert real_db.compiled("Bringer of the Black Dawn").supported
    s = _bringer(real_db, "yes")
    s.execute()
    s.assert_permanent_count("A", "Bringer of the Black Dawn", 1)
    s.assert_power_toughness("A", "Bringer of the Black Dawn", 5, 5)
    s.assert_mana_value("Bringer of the Black Dawn", 9)
    assert all(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name != "Bringer of the Black Dawn")


def test_118_9_without_the_alternative_cost_five_lands_dont_pay_nine(
        real_db: CardDatabase) -> None:
    with pytest.raises(ScenarioError, match="not enough mana"):
        _bringer(real_db, "no").execute()


def test_118_9_alternative_cost_from_the_top_of_the_library(real_db: CardDatabase) -> None:
    """With Future Sight, Bringer of the Black Dawn on top of the library is cast for its
    alternative cost {W}{U}{B}{R}{G} too (118.9: wherever it is cast from)."""
    s = Scenario(cards=real_db)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.BATTLEFIELD, "A", "Future Sight")
    s.add_card(Zone.LIBRARY, "A", "Bringer of the Black Dawn")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bringer of the Black Dawn")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bringer of the Black Dawn", 1)
    s.assert_library_count("A", 20)
