"""Conditions and entering replacements added in session 8 (oracle/conditions_designations.py,
rules/condition_families.py, oracle/entering.py), each with exact figures for the true and the
false case."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 701.31b: monstrous


def test_701_31b_fleecemane_lion_as_long_as_monstrous(real_db: CardDatabase) -> None:
    """Fleecemane Lion (3/3): "{3}{G}{W}: Monstrosity 1. As long as ~ is monstrous, it has
    hexproof and indestructible." (611.3a). Before the activation it has neither; after it,
    4/4 with both (the designation is set after the counter: the characteristics are
    recomputed for it)."""
    _compiled(real_db, "Fleecemane Lion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fleecemane Lion")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah", 5)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Fleecemane Lion", ["hexproof", "indestructible"], present=False))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{G}{W}: Monstrosity")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Fleecemane Lion", 4, 4)
    s.assert_abilities("A", "Fleecemane Lion", ["hexproof", "indestructible"])


def test_701_31b_monstrous_lion_survives_destruction(real_db: CardDatabase) -> None:
    """The monstrous Lion is indestructible: B's Wrath of God leaves it on the battlefield
    (and puts B's Grizzly Bears into the graveyard); the Lion that isn't monstrous dies."""
    for monstrous, lions in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Fleecemane Lion")
        s.add_card(Zone.BATTLEFIELD, "A", "Savannah", 5)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
        s.add_card(Zone.HAND, "B", "Wrath of God")
        if monstrous:
            s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{G}{W}: Monstrosity")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Wrath of God")
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Fleecemane Lion", lions)
        s.assert_graveyard_count("A", "Fleecemane Lion", 1 - lions)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 614.1c, 614.12: Myojins


def test_614_12_myojin_divinity_counter_if_cast_from_hand(real_db: CardDatabase) -> None:
    """Myojin of Cleansing Fire: "~ enters the battlefield with a divinity counter on it if you
    cast it from your hand. ~ has indestructible as long as it has a divinity counter on it."
    Cast from the hand, it enters with 1 divinity counter (judged as it would enter: the spell
    was cast from the hand, 614.12) and has indestructible (611.3a)."""
    _compiled(real_db, "Myojin of Cleansing Fire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.HAND, "A", "Myojin of Cleansing Fire")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Myojin of Cleansing Fire")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Myojin of Cleansing Fire", "divinity", 1)
    s.assert_abilities("A", "Myojin of Cleansing Fire", ["indestructible"])


def test_614_12_myojin_put_onto_battlefield_has_no_counter(real_db: CardDatabase) -> None:
    """Returned from the graveyard by Zombify (not cast), the Myojin enters with no divinity
    counter and doesn't have indestructible."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Myojin of Cleansing Fire")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Myojin of Cleansing Fire"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Myojin of Cleansing Fire", 1)
    s.assert_counter_count("A", "Myojin of Cleansing Fire", "divinity", 0)
    s.assert_abilities("A", "Myojin of Cleansing Fire", ["indestructible"], present=False)


def test_611_3a_myojin_loses_indestructible_with_its_last_counter(real_db: CardDatabase) -> None:
    """"Remove a divinity counter from ~: Destroy all other creatures." With its counter
    removed it no longer has indestructible; B's Grizzly Bears is destroyed, A's Myojin stays
    (destroy all *other* creatures) with 0 counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Myojin of Cleansing Fire")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Myojin of Cleansing Fire")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a divinity counter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Myojin of Cleansing Fire", "divinity", 0)
    s.assert_abilities("A", "Myojin of Cleansing Fire", ["indestructible"], present=False)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
