"""702.37a, 702.37e, 118.3: morph costs other than mana that use chosen objects: a discard,
a sacrifice, a return to the hand (rules/morph_costs.py). The objects are chosen as the
special action is taken (116.2b; `TurnFaceUp.chosen`), named with set_choice."""

from __future__ import annotations

import pytest

from mtg_engine.actions import TurnFaceUp
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN
TURN_UP = "Turn this face-down permanent face up."


def _face_down(real_db: CardDatabase, card: str, lands: str = "Swamp") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", lands, 3)
    s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, M, "A", f"{card} using Morph")
    return s


def test_702_37e_morph_discard_a_card(real_db: CardDatabase) -> None:
    """Gathan Raiders (3/3; "Morph—Discard a card"; hellbent +2/+2) cast face down for {3}:
    A discards Grizzly Bears (named with set_choice, over Forest) to turn it face up:
    Grizzly Bears is in the graveyard, Forest stays in hand, so it is a 3/3 (not hellbent)."""
    assert_compiled(real_db, "Gathan Raiders")
    s = _face_down(real_db, "Gathan Raiders")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", f"Discard a card: {TURN_UP}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Gathan Raiders", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_power_toughness("A", "Gathan Raiders", 3, 3)


def test_702_37e_morph_discard_the_last_card_hellbent(real_db: CardDatabase) -> None:
    """Gathan Raiders turned face up by discarding the only card in hand: hellbent, 5/5."""
    s = _face_down(real_db, "Gathan Raiders")
    s.add_card(Zone.HAND, "A", "Forest")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", f"Discard a card: {TURN_UP}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_hand_count("A", 0)
    s.assert_power_toughness("A", "Gathan Raiders", 5, 5)


@pytest.mark.parametrize(("in_hand", "turned"), [("Gravedigger", True), ("Grizzly Bears", False)])
def test_702_37e_morph_discard_a_zombie_card(real_db: CardDatabase, in_hand: str,
                                              turned: bool) -> None:
    """118.3: Putrid Raptor ("Morph—Discard a Zombie card") is turned face up (a 4/4) by
    discarding Gravedigger (a Zombie); with only Grizzly Bears in hand it can't be."""
    assert_compiled(real_db, "Putrid Raptor")
    s = _face_down(real_db, "Putrid Raptor")
    s.add_card(Zone.HAND, "A", in_hand)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", f"Discard a Zombie card: {TURN_UP}")
    s.stop_at(1, Step.END_TURN)
    if not turned:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_permanent_count("A", "", 1)
        s.assert_hand_count("A", 1, "Grizzly Bears")
        return
    s.execute()
    s.assert_power_toughness("A", "Putrid Raptor", 4, 4)
    s.assert_graveyard_count("A", "Gravedigger", 1)


@pytest.mark.parametrize(("islands", "turned"), [(2, True), (1, False)])
def test_702_37e_morph_return_two_islands(real_db: CardDatabase, islands: int,
                                          turned: bool) -> None:
    """Fathom Seer ("Morph—Return two Islands you control to their owner's hand"; "When ~ is
    turned face up, draw two cards"): two Islands go back to A's hand and A draws two (4
    cards in hand); with one Island it can't be turned face up."""
    assert_compiled(real_db, "Fathom Seer")
    s = _face_down(real_db, "Fathom Seer")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.LIBRARY, "A", "Plains", 5)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A",
                       f"Return two Islands you control to their owner's hand: {TURN_UP}")
    s.stop_at(1, Step.END_TURN)
    if not turned:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_permanent_count("A", "Island", 1)
        return
    s.execute()
    s.assert_permanent_count("A", "Fathom Seer", 1)
    s.assert_permanent_count("A", "Island", 0)
    s.assert_hand_count("A", 2, "Island")
    s.assert_hand_count("A", 4)


def test_702_37e_morph_sacrifice_two_mountains(real_db: CardDatabase) -> None:
    """Skirk Volcanist ("Morph—Sacrifice two Mountains"): with three Mountains, one action
    per pair (3 ways, 118.3); taking one sacrifices two, one Mountain stays."""
    assert_compiled(real_db, "Skirk Volcanist")
    s = _face_down(real_db, "Skirk Volcanist", lands="Mountain")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.game.resume()  # A has priority in the postcombat main phase
    turn_ups = [a for a in s.game.legal_actions() if isinstance(a, TurnFaceUp)]
    assert len(turn_ups) == 3 and all(len(a.chosen) == 2 for a in turn_ups)
    s.game.apply(turn_ups[0])
    s.assert_permanent_count("A", "Skirk Volcanist", 1)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", "Mountain", 2)


def test_702_37e_morph_chosen_objects_checked(real_db: CardDatabase) -> None:
    """118.3: a TurnFaceUp naming a non-Bird for Raven Guild Initiate's "Return a Bird you
    control" is illegal; naming the Bird returns it."""
    assert_compiled(real_db, "Raven Guild Initiate")
    s = _face_down(real_db, "Raven Guild Initiate", lands="Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Birds of Paradise")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.game.resume()  # A has priority in the postcombat main phase
    st = s.game.state
    fd = next(o for o in st.battlefield if st.objects[o].face_down is not None)
    bird = next(o for o in st.battlefield if st.objects[o].card.name == "Birds of Paradise")
    island = next(o for o in st.battlefield if st.objects[o].card.name == "Island")
    assert s.game.why_illegal(TurnFaceUp(fd, chosen=(island,))) is not None
    assert s.game.why_illegal(TurnFaceUp(fd)) is not None
    s.game.apply(TurnFaceUp(fd, chosen=(bird,)))
    s.assert_permanent_count("A", "Raven Guild Initiate", 1)
    s.assert_hand_count("A", 1, "Birds of Paradise")
