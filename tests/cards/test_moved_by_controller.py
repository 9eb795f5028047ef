"""The objects an instruction destroyed or exiled, counted for the player who controlled them
(608.2c, 608.2h; issue 11): "the number of creatures you / they controlled that were
destroyed this way", "For each creature exiled this way, its controller draws a card",
played with real cards and exact figures (skipped without the shared MTGJSON file).
cards/oracle/moved_by_controller.py, rules/amounts._this_way."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def _board(s: Scenario) -> None:
    """A: Savannah Lions and Grizzly Bears; B: Serra Angel, Savannah Lions, Hill Giant and
    Darksteel Myr (indestructible: not destroyed, 702.12b)."""
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")


def test_608_2c_kayas_wrath_gains_life_for_the_creatures_you_controlled(
        real_db: CardDatabase) -> None:
    """Kaya's Wrath destroys A's two creatures and B's three (the Myr survives): A gains 2."""
    _compiled(real_db, "Kaya's Wrath")
    s = Scenario(cards=real_db)
    _board(s)
    s.add_card(Zone.HAND, "A", "Kaya's Wrath")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kaya's Wrath")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Darksteel Myr", 1)


def test_608_2c_deadly_tempest_each_player_loses_life_for_their_own_creatures(
        real_db: CardDatabase) -> None:
    """Deadly Tempest: A loses 2 (18) for A's two creatures destroyed, B 3 (17) for B's three
    (not the indestructible Myr, which wasn't destroyed)."""
    _compiled(real_db, "Deadly Tempest")
    s = Scenario(cards=real_db)
    _board(s)
    s.add_card(Zone.HAND, "A", "Deadly Tempest")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deadly Tempest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 17)


def test_608_2c_march_of_souls_gives_each_controller_a_spirit_per_creature_destroyed(
        real_db: CardDatabase) -> None:
    """March of Souls: A creates two 1/1 Spirits, B three (the Myr, indestructible, stays
    and makes none)."""
    _compiled(real_db, "March of Souls")
    s = Scenario(cards=real_db)
    _board(s)
    s.add_card(Zone.HAND, "A", "March of Souls")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "March of Souls")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 2)
    s.assert_permanent_count("B", "Spirit Token", 3)


def test_608_2c_martyrs_cry_each_controller_draws_for_its_white_creatures_exiled(
        real_db: CardDatabase) -> None:
    """Martyr's Cry exiles the white creatures: A's Savannah Lions (A draws 1), B's Serra Angel
    and Savannah Lions (B draws 2); Grizzly Bears and Hill Giant stay."""
    _compiled(real_db, "Martyr's Cry")
    s = Scenario(cards=real_db)
    _board(s)
    s.add_card(Zone.HAND, "A", "Martyr's Cry")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Martyr's Cry")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 2)
    s.assert_permanent_count("B", "Hill Giant", 1)
