"""Looking at (401.5) or revealing (701.16a) the top cards of a library and taking some of them,
read by the grammar (cards/oracle/look_top.py): real cards played, exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.look_top import read_passage, render
from mtg_engine.testing import Scenario, Step, Zone


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def _names(s: Scenario, zone: list[int]) -> list[str]:
    return [s.state.objects[i].card.name for i in zone]


def test_401_5_collected_company_puts_two_small_creatures_onto_the_battlefield(
        real_db: CardDatabase) -> None:
    """Collected Company: of the top six, the two creatures chosen (mana value 3 or less) enter
    the battlefield; Craw Wurm (6) can't be chosen; the other four go to the bottom in the
    order chosen (401.4), below the card that was seventh."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Collected Company")
    _library(s, "A", ["Hill Giant", "Island", "Grizzly Bears", "Llanowar Elves", "Craw Wurm",
                      "Lightning Bolt", "Mountain"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collected Company")
    s.set_choice("A", "Grizzly Bears,Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    lib = _names(s, s.state.players[0].library)
    assert len(lib) == 5 and lib[-1] == "Hill Giant"
    assert sorted(lib[:4]) == ["Craw Wurm", "Island", "Lightning Bolt", "Mountain"]


def test_401_5_craw_wurm_is_not_offered_by_collected_company(real_db: CardDatabase) -> None:
    """An answer naming the six-mana Craw Wurm doesn't fit the filter: nothing else was
    named, so the harness takes the first legal answer; the Wurm never enters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Collected Company")
    _library(s, "A", ["Island", "Island", "Island", "Island", "Island", "Craw Wurm"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collected Company")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 0)
    assert _names(s, s.state.players[0].library).count("Craw Wurm") == 1


def test_401_4_diabolic_vision_puts_the_rest_back_on_top_in_the_chosen_order(
        real_db: CardDatabase) -> None:
    """Diabolic Vision: one of the top five into the hand (Lightning Bolt), the other four
    back on top in the order chosen: Mountain on top, then Island, Forest, Swamp."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Underground Sea", 2)
    s.add_card(Zone.HAND, "A", "Diabolic Vision")
    _library(s, "A", ["Hill Giant", "Swamp", "Forest", "Lightning Bolt", "Island", "Mountain"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diabolic Vision")
    for name in ("Lightning Bolt", "Mountain", "Island", "Forest"):
        s.set_choice("A", name)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_hand_count("A", 1)
    lib = _names(s, s.state.players[0].library)  # bottom to top
    assert lib == ["Hill Giant", "Swamp", "Forest", "Island", "Mountain"]


def test_701_16a_trackers_instincts_must_take_the_creature(real_db: CardDatabase) -> None:
    """Tracker's Instincts: of the top four revealed, the one creature card must be put into
    the hand (no "may", nothing answered), the other three go to the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Tracker's Instincts")
    _library(s, "A", ["Hill Giant", "Swamp", "Grizzly Bears", "Lightning Bolt", "Island"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tracker's Instincts")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Swamp", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Tracker's Instincts", 1)
    assert _names(s, s.state.players[0].library) == ["Hill Giant"]


def test_401_5_genesis_ultimatum_any_number_onto_the_battlefield_rest_into_the_hand(
        real_db: CardDatabase) -> None:
    """Genesis Ultimatum: of the top five, the two permanent cards chosen enter the
    battlefield, the other three (Lightning Bolt among them, not a permanent card) go to the
    hand; then it exiles itself (608.2m)."""
    s = Scenario(cards=real_db)
    for land, n in (("Forest", 2), ("Island", 3), ("Mountain", 2)):
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    s.add_card(Zone.HAND, "A", "Genesis Ultimatum")
    _library(s, "A", ["Swamp", "Island", "Hill Giant", "Forest", "Lightning Bolt",
                      "Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Genesis Ultimatum")
    s.set_choice("A", "Grizzly Bears,Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Forest", 3)
    s.assert_hand_count("A", 3)
    for name in ("Lightning Bolt", "Hill Giant", "Island"):
        s.assert_hand_count("A", 1, name)
    s.assert_exile_count("Genesis Ultimatum", 1)
    assert _names(s, s.state.players[0].library) == ["Swamp"]


@pytest.mark.parametrize("text", [
    "Look at the top six cards of your library. Put up to two creature cards with mana value "
    "3 or less from among them onto the battlefield. Put the rest on the bottom of your "
    "library in any order.",
    "Look at the top five cards of your library. Put any number of permanent cards from among "
    "them onto the battlefield and the rest into your hand.",
    "Reveal the top X cards of your library. Put all creature cards revealed this way into "
    "your hand and the rest on the bottom of your library in any order.",
    "Look at the top four cards of your library. Put two of those cards into your hand and the "
    "rest into your graveyard.",
    "Look at the top five cards of your library. You may reveal a colorless card from among "
    "them and put it into your hand. Then put the rest on the bottom of your library in any "
    "order.",
    "Look at the top four cards of your library. You may reveal any number of creature cards "
    "from among them and put the revealed cards into your hand. Put the rest on the bottom of "
    "your library in any order.",
])
def test_401_5_passages_render_back(text: str) -> None:
    eff = read_passage(text)
    assert eff is not None
    assert render(eff) == text.lower().rstrip(".")


@pytest.mark.parametrize("text", [
    # "the other" is for one card left, "the rest" for more
    "Look at the top three cards of your library. Put one of them into your hand and the "
    "other into your graveyard.",
    # "revealed this way" after only looking
    "Look at the top three cards of your library. Put all creature cards revealed this way "
    "into your hand and the rest into your graveyard.",
    # a pronoun for several cards after one
    "Look at the top four cards of your library. You may reveal a creature card from among "
    "them and put them into your hand. Put the rest into your graveyard.",
])
def test_401_5_passages_refused(text: str) -> None:
    assert read_passage(text) is None


def test_608_2m_one_verb_moves_a_resolving_spell_itself(real_db: CardDatabase) -> None:
    """608.2m, 608.2n: "Return ~ to its owner's hand" and "Exile ~" on an instant or sorcery
    are one DSL verb, `resolving_spell_to` (effects/spell_self.py), not a bounce of "self"."""
    research = real_db.compiled("Research the Deep").dsl
    time_reversal = real_db.compiled("Time Reversal").dsl
    assert research is not None and time_reversal is not None
    moves = [e["resolving_spell_to"] for e in research["spell"]["effects"]
             if "resolving_spell_to" in e]
    assert [m["to"] for m in moves] == ["hand"] and "if" in moves[0]  # "If you win, ..."
    assert {"resolving_spell_to": {"to": "exile"}} in time_reversal["spell"]["effects"]
    assert "bounce" not in str(research)
