"""601.2f: cost reductions for spells named by a quality other than type and colour:
"Creature spells with flying", "Colorless spells" (105.2c), "Historic spells" (700.6),
"Aura and Equipment spells" (subtypes); read from Oracle text (oracle/spell_costs.py) and
checked on the spell cast (rules/costs._spell_matches); real cards of the shared MTGJSON file
(skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.spell_costs import spell_cost_static
from mtg_engine.testing import Scenario, Step, Zone


def test_601_2f_readings() -> None:
    assert spell_cost_static("Creature spells with flying you cast cost {1} less to cast.") == {
        "spell_cost": {"filter": {"types": ["Creature"], "keywords": ["flying"]},
                       "amount": -1, "whose": "you"}}
    assert spell_cost_static("Historic spells you cast cost {1} less to cast.") == {
        "spell_cost": {"filter": {"historic": True}, "amount": -1, "whose": "you"}}
    # a quality and a colour together aren't read (no Oracle card says so)
    assert spell_cost_static("Black historic spells you cast cost {1} less to cast.") is None


def _cast(real_db: CardDatabase, reducer: str, land: str, spell: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", reducer)
    s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_601_2f_warden_of_evos_isle_flying_creature_spells(real_db: CardDatabase) -> None:
    """Warden of Evos Isle: Wind Drake ({2}{U}, flying) costs {1}{U}: two Islands cast it.
    Without the Warden (a Grizzly Bears in its place) the cast fails."""
    assert real_db.compiled("Warden of Evos Isle").supported
    s = _cast(real_db, "Warden of Evos Isle", "Island", "Wind Drake")
    s.execute()
    s.assert_permanent_count("A", "Wind Drake", 1)
    s = _cast(real_db, "Grizzly Bears", "Island", "Wind Drake")
    try:
        s.execute()
    except Exception as e:  # ScenarioError: the cast was never possible
        assert "Wind Drake" in str(e)
    else:
        raise AssertionError("Wind Drake was cast with two lands and no reduction")


def test_601_2f_105_2c_herald_of_kozilek_colorless_spells(real_db: CardDatabase) -> None:
    """Herald of Kozilek: "Colorless spells you cast cost {1} less to cast." Bottle Gnomes
    ({3}, colourless) costs {2}: two Mountains cast it; both are tapped."""
    assert real_db.compiled("Herald of Kozilek").supported
    s = _cast(real_db, "Herald of Kozilek", "Mountain", "Bottle Gnomes")
    s.execute()
    s.assert_permanent_count("A", "Bottle Gnomes", 1)
    s.assert_tapped("Mountain")
    s.assert_tapped("Mountain#2")


def test_601_2f_700_6_jhoiras_familiar_historic_not_other(real_db: CardDatabase) -> None:
    """Jhoira's Familiar: "Historic spells you cast cost {1} less to cast." Isamaru, Hound of
    Konda ({W}, legendary) still costs {W} (the reduction lowers only generic mana, 601.2f);
    Bottle Gnomes ({3}, an artifact, historic) costs {2}: three Plains cast both."""
    assert real_db.compiled("Jhoira's Familiar").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jhoira's Familiar")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.HAND, "A", "Bottle Gnomes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Isamaru, Hound of Konda")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bottle Gnomes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Isamaru, Hound of Konda", 1)
    s.assert_permanent_count("A", "Bottle Gnomes", 1)
