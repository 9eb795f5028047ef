"""The examples of 713 (meld): a melded permanent copied (713.3c), dying (713.4), its cards
arranged by their owner (713.4a) or given their timestamp order by the player exiling it
(713.4b), found by the effect that moved it (713.4c) and moved by one of several replacement
effects (713.4d). The
meld pair is tests/rules/test_faces.py's Test Rat + Test Scavenger -> Test Host (Graf Rats,
Midnight Scavengers and Chittering Host without their other abilities)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell, ChoiceDecision, Choose, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone
from tests.rules.cr_cards import card_db
from tests.rules.test_faces import MELD_PAIR

M = Step.PRECOMBAT_MAIN

ORACLE = {
    "Turn to Mist": ("{1}{W/U}", "Instant", "Exile target creature. Return that card to the "
                     "battlefield under its owner's control at the beginning of the next end "
                     "step.", None),
    "False Demise": ("{2}{U}", "Enchantment — Aura", "Enchant creature\nWhen enchanted "
                     "creature dies, return that card to the battlefield under your control.",
                     None),
    "Test Ebb": ("{3}", "Instant", "Put target creature on top of its owner's library.", None),
    "Test Exile": ("{1}", "Instant", "Exile target creature.", None),
    "Moonlit Wake": ("{2}{W}", "Enchantment", "Whenever a creature dies, you gain 1 life.", None),
    "Vulturous Zombie": ("{3}{B}{G}", "Creature — Plant Zombie", "Flying\nWhenever a card is "
                         "put into an opponent's graveyard from anywhere, put a +1/+1 counter "
                         "on Vulturous Zombie.", ("3", "3")),
}

TEST_CONDEMN = """
- name: Test Condemn
  cost: "{1}"
  type: Instant
  text: Put target creature on the bottom of its owner's library.
  spell:
    effects:
      - move: {what: target, to: library, bottom: true}
    targets:
      - kind: creature
"""

TEST_WHEEL = """
- name: Test Wheel
  cost: "{G}{G}"
  type: Enchantment
  text: >-
    If a card would be put into a graveyard from anywhere, instead put it on the bottom of
    its owner's library.
  replacements:
    - event: to_graveyard
      instead: library_bottom
      affects: any
      text: instead put it on the bottom of its owner's library
"""

_DB: list[CardDatabase] = []


def _db() -> CardDatabase:
    if not _DB:
        db = card_db(ORACLE, TEST_WHEEL + TEST_CONDEMN)
        db.load_file("meld.yaml", MELD_PAIR)
        _DB.append(db)
    return _DB[0]


def _melded(*, b_lands: int = 0) -> Scenario:
    """A melds Test Rat and Test Scavenger into Test Host in their first main phase."""
    s = Scenario(cards=_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Rat")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Scavenger")
    if b_lands:
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", b_lands)
    s.activate_ability(1, M, "A", "{1}: Exile Test Rat")
    return s


def test_example_713_3c_a_clone_of_a_melded_permanent() -> None:
    """713.3c: a Clone that enters as a copy of Chittering Host has its characteristics
    (5/6, menace) though it is one card, and its mana value is 0 (the combined face has no
    mana cost, 202.3: only a melded permanent adds its cards' mana values, 713.3b)."""
    s = _melded()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.set_choice("A", "Test Host")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.state
    chars = sorted((c.name, c.power, c.toughness, c.card.mana_value, "menace" in c.keywords)
                   for c in (characteristics(st, o) for o in st.battlefield)
                   if c.is_creature)
    assert chars == [("Test Host", 5, 6, 0, True), ("Test Host", 5, 6, 7, True)]


def test_example_713_4_a_melded_permanent_dies_once_and_two_cards_hit_the_graveyard() -> None:
    """713.4: Chittering Host dies: "whenever a creature dies" triggers once (B's Moonlit
    Wake: 1 life), "whenever a card is put into an opponent's graveyard from anywhere" twice
    (B's Vulturous Zombie: two +1/+1 counters)."""
    s = _melded(b_lands=3)
    s.add_card(Zone.BATTLEFIELD, "B", "Moonlit Wake")
    s.add_card(Zone.BATTLEFIELD, "B", "Vulturous Zombie")
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Test Host"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Test Rat", 1)
    s.assert_graveyard_count("A", "Test Scavenger", 1)
    s.assert_life("B", 21)
    s.assert_counter_count("B", "Vulturous Zombie", "+1/+1", 2)


def test_example_713_4c_exiled_melded_permanent_returns_as_both_cards() -> None:
    """713.4c (Otherworldly Journey's example, with Turn to Mist): the effect that exiled
    Chittering Host finds both cards: at the beginning of the next end step Test Rat and Test
    Scavenger both return to the battlefield, as two permanents."""
    s = _melded()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Turn to Mist")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Turn to Mist", targets=["Test Host"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Test Rat", 1)
    s.assert_permanent_count("A", "Test Scavenger", 1)
    s.assert_permanent_count("A", "Test Host", 0)
    s.assert_exile_count("Test Rat", 0)
    s.assert_exile_count("Test Scavenger", 0)


def test_example_713_4c_false_demise_returns_both_cards() -> None:
    """713.4c: Chittering Host enchanted by False Demise dies; the triggered ability returns
    both Test Rat and Test Scavenger to the battlefield under the Aura's controller's
    control."""
    s = _melded(b_lands=3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "False Demise")
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, M, "A", "False Demise", targets=["Test Host"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Test Host"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Rat", 1)
    s.assert_permanent_count("A", "Test Scavenger", 1)
    s.assert_graveyard_count("A", None, 1)  # the Aura alone (704.5m)
    s.assert_graveyard_count("A", "False Demise", 1)


def test_example_713_4d_one_replacement_moves_both_cards() -> None:
    """713.4d: Rest in Peace ("exile it instead") and Test Wheel ("instead put it on the
    bottom of its owner's library") both apply to Chittering Host going to the graveyard;
    its controller chooses one and both cards go to that zone."""
    for choice, exiled, library in (("Rest in Peace", 2, 20), ("Test Wheel", 0, 22)):
        s = _melded(b_lands=3)
        s.add_card(Zone.BATTLEFIELD, "B", "Rest in Peace")
        s.add_card(Zone.BATTLEFIELD, "B", "Test Wheel")
        s.add_card(Zone.HAND, "B", "Murder")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Test Host"])
        s.set_choice("A", choice)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_exile_count("Test Rat", exiled // 2)
        s.assert_exile_count("Test Scavenger", exiled // 2)
        s.assert_library_count("A", library)
        s.assert_graveyard_count("A", None, 0)


def _library_names(s: Scenario, player: str) -> list[str]:
    """`player`'s library, top card first."""
    st = s.state
    return [st.objects[c].card.name for c in reversed(st.players[s.names.index(player)].library)]


@pytest.mark.parametrize("top", ["Test Rat", "Test Scavenger"])
def test_713_4a_owner_arranges_the_cards_put_on_top_of_the_library(top: str) -> None:
    """713.4a: B's Test Ebb (an instant Time Ebb) puts Chittering Host on top of A's
    library: A (the owner) chooses which card is on top, through `game.pending`; A draws that
    one on turn 3."""
    s = _melded(b_lands=3)
    s.add_card(Zone.HAND, "B", "Test Ebb")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Test Ebb", targets=["Test Host"])
    s.set_choice("A", top)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    other = "Test Scavenger" if top == "Test Rat" else "Test Rat"
    assert _library_names(s, "A")[:2] == [top, other]
    s2 = _melded(b_lands=3)
    s2.add_card(Zone.HAND, "B", "Test Ebb")
    s2.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Test Ebb", targets=["Test Host"])
    s2.set_choice("A", top)
    s2.stop_at(3, Step.PRECOMBAT_MAIN)
    s2.execute()
    s2.assert_hand_count("A", 1)
    assert [s2.state.objects[c].card.name for c in s2.state.players[0].hand] == [top]


@pytest.mark.parametrize("higher", ["Test Rat", "Test Scavenger"])
def test_713_4a_both_cards_go_to_the_bottom_in_the_order_chosen(higher: str) -> None:
    """713.4a: put on the bottom of its owner's library, both cards are the bottom two, the
    one A chooses above the other (before, the second card went on top of the library)."""
    s = _melded(b_lands=1)
    s.add_card(Zone.HAND, "B", "Test Condemn")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Test Condemn", targets=["Test Host"])
    s.set_choice("A", higher)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    other = "Test Scavenger" if higher == "Test Rat" else "Test Rat"
    assert _library_names(s, "A")[-2:] == [higher, other]


@pytest.mark.parametrize("later", ["Test Rat", "Test Scavenger"])
def test_example_713_4b_the_player_exiling_chooses_the_timestamp_order(later: str) -> None:
    """713.4b (Duplicant's example, with a plain "Exile target creature"): B exiles Chittering
    Host; B, the player exiling it, determines which of the two cards has the later
    timestamp (the "last card exiled"), not A, whose choice is never asked."""
    s = _melded(b_lands=1)
    s.add_card(Zone.HAND, "B", "Test Exile")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Test Exile", targets=["Test Host"])
    s.set_choice("B", later)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.state
    exiled = sorted((st.objects[c].timestamp, st.objects[c].card.name) for c in st.exile)
    assert [n for _, n in exiled][-1] == later
    assert {n for _, n in exiled} == {"Test Rat", "Test Scavenger"}


def test_713_4b_a_game_paused_on_the_order_saves_and_copies_exactly() -> None:
    """713.4b: the question waits in the game as data: a copy and a JSON round trip of the
    game paused on it are the same game, and answering it in each gives the same order."""
    s = _melded(b_lands=1)
    s.add_card(Zone.HAND, "B", "Test Exile")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    while not (isinstance(g.pending, ChoiceDecision) and g.pending.purpose.startswith(
            "choose_arrange:")):
        acts = g.legal_actions()
        cast = [a for a in acts if isinstance(a, CastSpell)]
        g.apply(cast[0] if cast else next(a for a in acts if isinstance(a, PassPriority)))
    assert g.pending.player == 1  # B, who exiles it
    names = g.pending.purpose.split(":", 1)[1].split("|")
    assert sorted(names) == ["Test Rat", "Test Scavenger"]
    games = [g, g.copy(), Game.from_json(g.to_json(), _db())]
    assert all(x.to_json() == g.to_json() for x in games)
    stamps = set()
    for x in games:
        x.apply(Choose((1,)))
        st = x.state
        stamps.add(tuple(sorted((st.objects[c].timestamp, st.objects[c].card.name)
                                for c in st.exile)))
    assert len(stamps) == 1 and next(iter(stamps))[-1][1] == names[1]
