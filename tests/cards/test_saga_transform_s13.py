"""714.2b, 712.10a: the chapter abilities of a Saga on the front face of a transforming
double-faced card (Kamigawa: Neon Dynasty) and "Exile this Saga, then return it to the
battlefield transformed under your control.": the card returns as a new object (400.7) with
its back face up. Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_712_10a_the_modern_age_returns_as_vector_glider(real_db: CardDatabase) -> None:
    """A's The Modern Age with two lore counters gets its third as A's precombat main phase
    begins (714.3b): chapter III exiles it and returns it transformed: A controls Vector
    Glider (2/3 flying), no Saga, and nothing stays in exile."""
    assert_compiled(real_db, "The Modern Age // Vector Glider")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Modern Age // Vector Glider", counters={"lore": 2})
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Vector Glider", 1)
    s.assert_permanent_count("A", "The Modern Age", 0)
    s.assert_power_toughness("A", "Vector Glider", 2, 3)
    s.assert_exile_count("The Modern Age // Vector Glider", 0)


def test_714_2b_era_of_enlightenment_chapters_on_a_transforming_card(
        real_db: CardDatabase) -> None:
    """Era of Enlightenment entering with its first lore counter (714.3a) scries 2
    (chapter I); on A's next turn chapter II gains A 2 life (22); on the turn after it becomes
    Hand of Enlightenment (2/2 first strike)."""
    assert_compiled(real_db, "Era of Enlightenment // Hand of Enlightenment")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Era of Enlightenment // Hand of Enlightenment")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Era of Enlightenment")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_counter_count("A", "Era of Enlightenment", "lore", 2)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Era of Enlightenment // Hand of Enlightenment",
                counters={"lore": 2})
    s2.stop_at(1, Step.BEGIN_COMBAT)
    s2.execute()
    s2.assert_permanent_count("A", "Hand of Enlightenment", 1)
    s2.assert_life("A", 20)
