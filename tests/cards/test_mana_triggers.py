"""Triggered mana abilities (605.1b, 605.4a; rules/mana_triggers.py), played with real cards
from the shared MTGJSON file (skipped when it is absent): the ability resolves at once, right
after the mana ability that triggered it, without using the stack; an ability of the same
event that adds no mana still uses the stack (Savage Firecat)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _wild_growth(db: CardDatabase, *, on: str = "Forest") -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    if on != "Forest":
        s.add_card(Zone.BATTLEFIELD, "B", on)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Growth", attached_to=on)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    return s


def test_605_4a_wild_growth_adds_g_as_the_forest_is_tapped(real_db: CardDatabase) -> None:
    """Wild Growth on A's only Forest: "Whenever enchanted land is tapped for mana, its
    controller adds an additional {G}". Tapping the Forest makes {G}{G}, enough for Grizzly
    Bears ({1}{G}); the stack never holds the trigger (605.4a): the Bears resolve first."""
    _compiled(real_db, "Wild Growth")
    s = _wild_growth(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Forest", True)
    assert not any(ev[0] == "trigger" for ev in s.state.log), "a mana ability used the stack"


def test_605_4a_wild_growth_not_for_another_land(real_db: CardDatabase) -> None:
    """A's Wild Growth enchants B's Island: tapping A's own Forest makes {G} only (the ability
    names enchanted land): Grizzly Bears can't be cast."""
    s = _wild_growth(real_db, on="Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()


def test_605_4a_by_hand_the_extra_mana_floats(real_db: CardDatabase) -> None:
    """Tapping the enchanted Forest by hand ("{T}: Add {G}") puts {G}{G} in the pool at once;
    Grizzly Bears is then cast from the pool alone."""
    s = _wild_growth(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_605_1b_overgrowth_adds_two(real_db: CardDatabase) -> None:
    """Overgrowth: "... adds an additional {G}{G}": one Forest pays {2}{G} (Centaur Courser)."""
    _compiled(real_db, "Overgrowth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Overgrowth", attached_to="Forest")
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Centaur Courser", 1)


def _ghast(db: CardDatabase, turn: int, who: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crypt Ghast")
    s.add_card(Zone.BATTLEFIELD, who, "Swamp")
    s.add_card(Zone.HAND, who, "Walking Corpse")
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, who, "Walking Corpse")
    s.stop_at(turn, Step.BEGIN_COMBAT)
    return s


def test_605_1b_crypt_ghast_your_swamp(real_db: CardDatabase) -> None:
    """Crypt Ghast: "Whenever you tap a Swamp for mana, add an additional {B}": A's one Swamp
    pays Walking Corpse ({1}{B})."""
    _compiled(real_db, "Crypt Ghast")
    s = _ghast(real_db, 1, "A")
    s.execute()
    s.assert_permanent_count("A", "Walking Corpse", 1)


def test_605_1b_crypt_ghast_not_an_opponents_swamp(real_db: CardDatabase) -> None:
    """The opponent's Swamp is not "you tap": B's one Swamp makes {B} only, no Walking Corpse."""
    s = _ghast(real_db, 2, "B")
    with pytest.raises(ScenarioError):
        s.execute()


def _bloom(db: CardDatabase, land: str, spell: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vernal Bloom")
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell)
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_605_1b_vernal_bloom_each_players_forest(real_db: CardDatabase) -> None:
    """Vernal Bloom (A's): "Whenever a Forest is tapped for mana, its controller adds an
    additional {G}": B's one Forest gives B {G}{G} on B's turn: Grizzly Bears is cast."""
    _compiled(real_db, "Vernal Bloom")
    s = _bloom(real_db, "Forest", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_605_1b_vernal_bloom_not_an_island(real_db: CardDatabase) -> None:
    """B's one Island is no Forest: {U} only, Coral Merfolk ({1}{U}) can't be cast."""
    s = _bloom(real_db, "Island", "Coral Merfolk")
    with pytest.raises(ScenarioError, match="Coral Merfolk"):
        s.execute()


def test_605_1b_a_trigger_that_adds_no_mana_uses_the_stack(real_db: CardDatabase) -> None:
    """Savage Firecat ("Whenever you tap a land for mana, remove a +1/+1 counter from ~") is
    not a mana ability (it adds no mana): it still goes on the stack and resolves; tapping a
    Forest for Grizzly Bears removes one of its seven counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savage Firecat", counters={"+1/+1": 7})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", count=2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Savage Firecat", "+1/+1", 5)
