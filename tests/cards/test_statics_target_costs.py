"""601.2f after 601.2c, 115.9b: "Spells your opponents cast that target ~ cost {2} more to
cast." (Boreal Elemental), "Spells you cast that target ~ cost {2} less to cast." (Elderwood
Scion), "Spells you cast that target a creature cost {2} less to cast." (Killian): the cost
is determined after the targets are chosen, so a change that depends on them applies to the
spell's total cost (rules/costs.cost_change, rules/spell_targets.targets_any). Real cards of
the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.spell_costs import render_spell_cost, spell_cost_static
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_reading_and_render() -> None:
    text = "Spells your opponents cast that target ~ cost {2} more to cast."
    st = spell_cost_static(text)
    assert st == {"spell_cost": {"filter": {"spell_targets": ["self"]}, "amount": 2,
                                 "whose": "opponent"}}
    assert render_spell_cost(st) == text
    text = "Spells you cast that target a creature you control cost {1} less to cast."
    st = spell_cost_static(text)
    assert st is not None and st["spell_cost"]["filter"] == {"spell_targets": ["creature:you"]}
    assert render_spell_cost(st) == text
    # a target the 115.9b reader doesn't know stays refused
    assert spell_cost_static("Spells your opponents cast that target a Merfolk you control "
                             "cost {2} more to cast.") is None


def _untapped(s: Scenario, name: str) -> int:
    st = s.state
    return sum(1 for o in st.battlefield if st.objects[o].card.name == name
               and not st.objects[o].tapped)


def _bolt(db: CardDatabase, mountains: int, target: str, owner: str = "B") -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, owner, "Boreal Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2f_boreal_elemental_taxes_spells_that_target_it(real_db: CardDatabase) -> None:
    """Lightning Bolt ({R}) aimed at an opponent's Boreal Elemental costs {2}{R}: with one
    Mountain it can't be cast, with three it is (all three tapped, 3 damage marked)."""
    assert real_db.compiled("Boreal Elemental").supported
    with pytest.raises(ScenarioError, match="not enough mana"):
        _bolt(real_db, 1, "Boreal Elemental").execute()
    s = _bolt(real_db, 3, "Boreal Elemental")
    s.execute()
    s.assert_damage("Boreal Elemental", 3)
    assert _untapped(s, "Mountain") == 0


def test_601_2f_other_targets_and_own_spells_are_not_taxed(real_db: CardDatabase) -> None:
    """The same Bolt at Grizzly Bears costs {R} (the tax reads the spell's targets); the
    Elemental's controller's own spells aren't taxed ("your opponents cast")."""
    s = _bolt(real_db, 1, "Grizzly Bears")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s = _bolt(real_db, 1, "Boreal Elemental", owner="A")
    s.execute()
    s.assert_damage("Boreal Elemental", 3)


def test_601_2f_elderwood_scion_reduces_own_spells_that_target_it(
        real_db: CardDatabase) -> None:
    """Elderwood Scion: "Spells you cast that target ~ cost {2} less to cast." Lightning
    Strike ({1}{R}) at the Scion costs {R} (one Mountain casts it); at the opponent it costs
    {1}{R} (one Mountain can't)."""
    assert real_db.compiled("Elderwood Scion").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elderwood Scion")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Strike")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Strike", targets=["Elderwood Scion"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Elderwood Scion", 3)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elderwood Scion")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Strike")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Strike", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="not enough mana"):
        s.execute()


def _drover(db: CardDatabase, spell: str, forests: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Krosan Drover")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2f_krosan_drover_mana_value_six_or_greater(real_db: CardDatabase) -> None:
    """Krosan Drover: "Creature spells you cast with mana value 6 or greater cost {2} less
    to cast." Craw Wurm ({4}{G}{G}, mana value 6) with four Forests; Grizzly Bears (mana
    value 2) is not reduced: one Forest can't cast it."""
    assert real_db.compiled("Krosan Drover").supported
    s = _drover(real_db, "Craw Wurm", 4)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 1)
    with pytest.raises(ScenarioError, match="not enough mana"):
        _drover(real_db, "Grizzly Bears", 1).execute()


def _blaze(db: CardDatabase, x: int, mountains: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spectacle Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=x)
    s.stop_at(1, Step.END_TURN)
    return s


def test_202_3e_mana_value_with_x_chosen(real_db: CardDatabase) -> None:
    """Spectacle Mage ("Instant and sorcery spells you cast with mana value 5 or greater
    cost {1} less"): Blaze ({X}{R}) with X=4 has mana value 5 on the stack (202.3e): it costs
    {3}{R}, four Mountains, 4 damage (B at 16); with X=3 (mana value 4) it costs the full
    {3}{R}: three Mountains don't pay it."""
    s = _blaze(real_db, 4, 4)
    s.execute()
    s.assert_life("B", 16)
    with pytest.raises(ScenarioError, match="not enough mana"):
        _blaze(real_db, 3, 3).execute()
