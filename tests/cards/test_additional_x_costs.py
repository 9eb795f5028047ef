"""107.3a, 601.2b, 118.8: an additional cost counted by X that no mana cost defines ("As an
additional cost to cast this spell, pay X life / discard X cards / exile X cards from your
graveyard / sacrifice X creatures / return X Swamps you control"): X is announced as the spell
is cast and is the spell's X (rules/additional_x.py, cards/oracle/additional_x.py). Real
cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.additional_x import lower, render
from mtg_engine.cards.oracle.costs import _cost
from mtg_engine.cards.oracle.render_abilities import render_cost
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN


@pytest.mark.parametrize("text", ["pay X life", "discard X cards", "discard X land cards",
                                  "discard X cards at random", "exile X cards from your graveyard",
                                  "exile X creature cards from your graveyard",
                                  "sacrifice X creatures", "sacrifice X lands",
                                  "return X Swamps you control to their owner's hand"])
def test_107_3a_reading_and_rendering(text: str) -> None:
    cost = lower(text, _cost)
    assert cost is not None
    assert render(cost, render_cost) == text


def test_107_3a_the_family_compiles(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Toxic Deluge", "Fire Covenant", "Sickening Dreams",
                    "Harvest Pyre", "Eliminate the Competition", "Infernal Harvest",
                    "Scorched Earth", "Devastating Dreams")


def test_107_3a_toxic_deluge_pays_x_life(real_db: CardDatabase) -> None:
    """Toxic Deluge with X=3: A pays 3 life; Grizzly Bears (2/2) and Hill Giant (3/3) die,
    Serra Angel (4/4) survives as a 1/1 until end of turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Toxic Deluge")
    for name in ("Grizzly Bears", "Hill Giant", "Serra Angel"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, M, "A", "Toxic Deluge", x=3)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_power_toughness("B", "Serra Angel", 1, 1)


def test_107_3a_x_life_no_more_than_you_have(real_db: CardDatabase) -> None:
    """119.4: at 2 life, Toxic Deluge can't be cast with X=3."""
    s = Scenario(cards=real_db)
    s.set_life("A", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Toxic Deluge")
    s.cast_spell(1, M, "A", "Toxic Deluge", x=3)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="life"):
        s.execute()


def test_601_2b_the_legal_actions_announce_each_x(real_db: CardDatabase) -> None:
    """Through the decision API: at 5 life, Toxic Deluge is offered with X from 0 to 5."""
    s = Scenario(cards=real_db)
    s.set_life("A", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Toxic Deluge")
    s.stop_at(1, M)
    s.execute()
    g = s.game
    g.resume()
    xs = sorted(a.x for a in g.legal_actions() if isinstance(a, CastSpell))
    assert xs == [0, 1, 2, 3, 4, 5]


def test_107_3a_sickening_dreams_discards_x_cards(real_db: CardDatabase) -> None:
    """Sickening Dreams with X=2, the two cards named: 2 damage to each creature and player;
    the third card stays in hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Sickening Dreams")
    for name in ("Shock", "Opt", "Island"):
        s.add_card(Zone.HAND, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Opt, Island")
    s.cast_spell(1, M, "A", "Sickening Dreams", x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Opt", 1)
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_hand_count("A", 1)


def test_107_3a_harvest_pyre_exiles_x_cards_from_the_graveyard(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Harvest Pyre")
    s.add_card(Zone.GRAVEYARD, "A", "Opt", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, M, "A", "Harvest Pyre", targets=["Hill Giant"], x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_exile_count("Opt", 3, "A")
    s.assert_graveyard_count("A", "Opt", 1)


def test_107_3a_eliminate_the_competition_sacrifices_x_for_x_targets(
        real_db: CardDatabase) -> None:
    """Sacrifice two creatures (X=2): destroy two target creatures."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", 2)
    s.add_card(Zone.HAND, "A", "Eliminate the Competition")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, M, "A", "Eliminate the Competition", targets=["Grizzly Bears", "Hill Giant"],
                 x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_107_3a_infernal_harvest_returns_x_swamps(real_db: CardDatabase) -> None:
    """Infernal Harvest ({1}{B}) with X=2: two Swamps return to the hand (after paying its
    mana, 601.2g-h: tapped first) and 2 damage kills Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Infernal Harvest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, M, "A", "Infernal Harvest", targets=["Grizzly Bears"], x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Swamp", 0)
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_107_3a_scorched_earth_the_same_x_in_its_mana_cost(real_db: CardDatabase) -> None:
    """Scorched Earth ({X}{R}) with X=2: {2}{R} paid and two land cards discarded; B's Forest
    and Plains destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Scorched Earth")
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.cast_spell(1, M, "A", "Scorched Earth", targets=["Forest", "Plains"], x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Island", 2)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_graveyard_count("B", "Plains", 1)
    s.assert_tapped("Mountain", True)


def test_107_3a_not_enough_cards_to_discard(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Sickening Dreams")
    s.add_card(Zone.HAND, "A", "Opt")
    s.cast_spell(1, M, "A", "Sickening Dreams", x=2)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
