"""Triggered mana abilities that ask a choice as they resolve (605.1b, 605.4a, 106.1a-b;
rules/mana_choices.py), played with real cards of the shared MTGJSON file (skipped without
it): "one mana of any type that land produced" (Mana Flare), "an additional one mana of any
color" (Fertile Ground), "two mana in any combination of colors" (Market Festival). Exact
figures, with the cases where nothing is added."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _added(s: Scenario, player: int = 0) -> list[str]:
    """The mana added to the player's pool, in order (the log's "mana" events)."""
    return [ev[2] for ev in s.state.log if ev[0] == "mana" and ev[1] == player]


def test_106_1b_mana_flare_doubles_a_forest(real_db: CardDatabase) -> None:
    """Mana Flare (A's): "Whenever a player taps a land for mana, that player adds one mana of
    any type that land produced." A's one Forest makes {G}{G} for Grizzly Bears ({1}{G});
    the automatic payer counts it; no trigger uses the stack (605.4a)."""
    _compiled(real_db, "Mana Flare")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mana Flare")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    assert not any(ev[0] == "trigger" for ev in s.state.log), "a mana ability used the stack"


def test_106_1b_mana_flare_not_for_a_creature(real_db: CardDatabase) -> None:
    """Llanowar Elves is no land: tapped for {G} under Mana Flare it makes {G} only, so
    Grizzly Bears can't be cast with it alone."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mana Flare")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()


def test_106_1b_mana_flare_by_hand_the_type_made(real_db: CardDatabase) -> None:
    """Tapped by hand, a Mountain under Mana Flare puts {R}{R} in the pool (one type made: no
    choice is asked)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mana Flare")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {R}", source="Mountain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s) == ["R", "R"]


def test_106_1b_mana_flare_two_types_made_asks(real_db: CardDatabase) -> None:
    """Azorius Chancery ("{T}: Add {W}{U}") tapped by hand under Mana Flare: the land made
    two types, A chooses blue: {W}{U} then {U}."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mana Flare")
    s.add_card(Zone.BATTLEFIELD, "A", "Azorius Chancery")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {W}{U}", source="Azorius Chancery")
    s.set_choice("A", "Blue")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s) == ["WU", "U"]


def _fertile(db: CardDatabase, color: str) -> Scenario:
    _compiled(db, "Fertile Ground", "Coiling Oracle")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Fertile Ground", attached_to="Forest")
    s.add_card(Zone.HAND, "A", "Coiling Oracle")
    s.add_card(Zone.LIBRARY, "A", "Plains", count=5)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Forest")
    s.set_choice("A", color)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coiling Oracle")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_605_4a_fertile_ground_colour_chosen_by_hand(real_db: CardDatabase) -> None:
    """Fertile Ground: "Whenever enchanted land is tapped for mana, its controller adds an
    additional one mana of any color." A taps the Forest by hand and chooses blue: {G}{U}
    casts Coiling Oracle ({G}{U}); it reveals a Plains and puts it onto the battlefield."""
    s = _fertile(real_db, "Blue")
    s.execute()
    s.assert_permanent_count("A", "Coiling Oracle", 1)
    s.assert_permanent_count("A", "Plains", 1)


def test_605_4a_fertile_ground_wrong_colour(real_db: CardDatabase) -> None:
    """Choosing red instead: {G}{R} can't pay {G}{U}, Coiling Oracle isn't cast."""
    s = _fertile(real_db, "Red")
    with pytest.raises(ScenarioError, match="Coiling Oracle"):
        s.execute()


def test_106_1a_market_festival_two_choices(real_db: CardDatabase) -> None:
    """Market Festival: "... adds an additional two mana in any combination of colors": two
    choices, one per mana (106.1a): a Forest tapped by hand, white then black: {W}{B}{G}."""
    _compiled(real_db, "Market Festival")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Market Festival", attached_to="Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Forest")
    s.set_choice("A", "White")
    s.set_choice("A", "Black")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s) == ["G", "W", "B"]
