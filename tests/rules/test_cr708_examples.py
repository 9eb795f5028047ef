"""708 (face-down spells and permanents): the rules not played elsewhere
(tests/cards/test_face_down.py), each as a scenario with exact figures, with cards compiled
from their Oracle text (tests/rules/cr_cards.py)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .cr_cards import card_db

_ORACLE = {
    "Test Manifest": ("{1}{U}", "Sorcery", "Manifest the top card of your library.", None),
    "Test Gate": ("{2}{U}", "Creature — Wall", "Defender\nTest Gate enters the battlefield "
                  "tapped.\nWhen Test Gate enters the battlefield, draw a card.", ("0", "4")),
    "Test Altar": ("{B}", "Enchantment", "Whenever you cast a black spell, you gain 1 life.",
                   None),
    "Grinning Demon": ("{2}{B}{B}", "Creature — Demon",
                       "At the beginning of your upkeep, you lose 2 life.\nMorph {2}{B}{B} (You "
                       "may cast this card face down as a 2/2 creature for {3}. Turn it face up "
                       "any time for its morph cost.)", ("6", "6")),
    "Aerie Bowmasters": ("{2}{G}{G}", "Creature — Hound Archer", "Reach (This creature can "
                         "block creatures with flying.)\nMegamorph {5}{G} (You may cast this "
                         "card face down as a 2/2 creature for {3}. Turn it face up any time "
                         "for its megamorph cost and put a +1/+1 counter on it.)", ("3", "4")),
}

DEMON_UP = "{2}{B}{B}: Turn this face-down permanent face up."


@lru_cache(maxsize=1)
def _db() -> CardDatabase:
    return card_db(_ORACLE)


def _scenario() -> Scenario:
    return Scenario(cards=_db())


@pytest.mark.parametrize("face_down", [True, False])
def test_708_3_put_onto_the_battlefield_face_down_no_enters_abilities(face_down: bool) -> None:
    """708.3: Test Gate ("enters tapped", "When it enters, draw a card") manifested from the
    top of A's library is turned face down before it enters: it enters untapped (the static
    ability has no effect) and A draws nothing (hand 0). Cast face up, the same card enters
    tapped and A draws a card."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    if face_down:
        s.add_card(Zone.LIBRARY, "A", "Test Gate")
        s.add_card(Zone.HAND, "A", "Test Manifest")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Manifest")
    else:
        s.add_card(Zone.HAND, "A", "Test Gate")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Gate")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    name = "" if face_down else "Test Gate"
    s.assert_permanent_count("A", name, 1)
    s.assert_tapped(name, not face_down)
    s.assert_hand_count("A", 0 if face_down else 1)
    s.assert_library_count("A", 20 if face_down else 19)


def test_708_4_a_spell_cast_face_down_has_only_the_face_down_characteristics() -> None:
    """708.4: Grinning Demon cast face down is turned face down before it is put onto the
    stack: "Whenever you cast a black spell, you gain 1 life" (Test Altar) doesn't trigger
    (it is a colourless spell); cast face up, it does (A 20 -> 21). The face-down spell is a
    creature spell with mana value 0: B's Negate ("counter target noncreature spell") can't
    target it, B's Essence Scatter ("counter target creature spell") counters it; it goes to
    A's graveyard as Grinning Demon (708.9)."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Altar")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "A", "Grinning Demon", 2)
    s.add_card(Zone.HAND, "B", "Negate")
    s.add_card(Zone.HAND, "B", "Essence Scatter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grinning Demon using Morph")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Negate", targets=[""], responding_to="")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Essence Scatter", targets=[""],
                 responding_to="")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grinning Demon")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Negate"):
        s.execute()
    s.assert_graveyard_count("A", "Grinning Demon", 1)
    s.assert_graveyard_count("B", "Essence Scatter", 1)
    s.assert_hand_count("B", 1, "Negate")
    s.assert_permanent_count("A", "Grinning Demon", 1)
    s.assert_life("A", 21)  # only the face-up cast triggered Test Altar


def test_708_7_a_face_down_spell_cant_be_turned_face_up() -> None:
    """708.7: the morph ability lets the permanent's controller turn it face up, not the
    spell: with the face-down Grinning Demon on the stack, A can't pay {2}{B}{B} to turn it
    face up; once it has resolved, A can (a 6/6)."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Grinning Demon")
    s.add_card(Zone.HAND, "B", "Negate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grinning Demon using Morph")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", DEMON_UP, responding_to="")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="face up"):
        s.execute()
    s.assert_permanent_count("A", "", 1)
    s.assert_power_toughness("A", "", 2, 2)


def test_708_11_as_turned_face_up_applies_while_it_is_turned_face_up() -> None:
    """708.11 with megamorph's "As this permanent is turned face up, put a +1/+1 counter on
    it if its megamorph cost was paid" (702.37b): Aerie Bowmasters (3/4) given +3/+3 by Giant
    Growth while face down (5/5) is turned face up for {5}{G}: the counter is put on it as it
    turns face up, before the game sees it face up: 7/8 (3/4, the counter, Giant Growth
    still applying, 708.8)."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 10)
    s.add_card(Zone.HAND, "A", "Aerie Bowmasters")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aerie Bowmasters using Morph")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=[""])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A",
                       "{5}{G}: Turn this face-down permanent face up.")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Aerie Bowmasters", 7, 8)
    s.assert_counter_count("A", "Aerie Bowmasters", "+1/+1", 1)
    log = s.game.state.log
    up = next(i for i, ev in enumerate(log) if ev[0] == "turned_face_up")
    counter = next(i for i, ev in enumerate(log) if ev[0] == "counters" and ev[2] == "+1/+1")
    assert counter < up  # put on as it turns face up, not afterwards
