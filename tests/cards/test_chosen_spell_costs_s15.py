"""601.2f, 614.12a: "Creature spells of the chosen type cost {2} less to cast." (Urza's
Incubator: every player's creature spells of the type chosen as it entered;
cards/oracle/chosen_spell_costs.py, rules/costs._spell_costs). Real cards of the shared MTGJSON
file (skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.chosen_spell_costs import lower, render
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_601_2f_reading_the_chosen_type_costs() -> None:
    urza = "Creature spells of the chosen type cost {2} less to cast."
    st = lower(urza)
    assert st == {"spell_cost": {"filter": {"types": ["Creature"], "chosen": "creature_type"},
                                 "amount": -2, "whose": "any"}}
    assert render(st) == urza
    horn = "Creature spells you cast of the chosen type cost {1} less to cast."
    assert render(lower(horn)) == horn  # (Herald's Horn: its other ability is refused)


def _incubator(real_db: CardDatabase, caster: str, creature: str, lands: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Urza's Incubator")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Urza's Incubator")
    s.add_card(Zone.HAND, caster, creature)
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain", lands)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, caster, creature)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_601_2f_urzas_incubator_goblins_cost_less(real_db: CardDatabase) -> None:
    """A casts Urza's Incubator choosing Goblin; then Goblin Piker ({1}{R}) costs {R}: A casts
    it with one Mountain."""
    assert real_db.compiled("Urza's Incubator").supported
    s = _incubator(real_db, "A", "Goblin Piker", 1)
    s.execute()
    s.assert_permanent_count("A", "Goblin Piker", 1)


def test_601_2f_urzas_incubator_not_other_types(real_db: CardDatabase) -> None:
    """Gray Ogre ({2}{R}, not a Goblin) still costs three: with one Mountain it can't be cast;
    Goblin Chieftain ({1}{R}{R}) still needs its {R}{R} (the reduction is generic only): with two
    Mountains it is cast."""
    s = _incubator(real_db, "A", "Gray Ogre", 1)
    with pytest.raises(ScenarioError, match="Gray Ogre"):
        s.execute()
    s = _incubator(real_db, "A", "Goblin Chieftain", 2)
    s.execute()
    s.assert_permanent_count("A", "Goblin Chieftain", 1)
