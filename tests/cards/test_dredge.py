"""Dredge (702.52, rules/dredge.py): an optional replacement of a draw, from the graveyard,
played with real cards of the MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.actions import Choose, PassPriority, PriorityDecision
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_52a_dredge_replaces_the_draw_step_draw(real_db: CardDatabase) -> None:
    """702.52a: Stinkweed Imp (dredge 5) in A's graveyard, 20 cards in A's library. In turn 3's
    draw step A dredges: 5 cards milled (graveyard 5 Wastes, library 15), the Imp returns to
    A's hand, and no card is drawn (hand: the Imp only)."""
    _supported(real_db, "Stinkweed Imp")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Stinkweed Imp")
    s.set_choice("A", "yes")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Stinkweed Imp")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Wastes", 5)
    s.assert_graveyard_count("A", "Stinkweed Imp", 0)
    s.assert_library_count("A", 15)


def test_702_52a_dredge_is_optional(real_db: CardDatabase) -> None:
    """702.52a "you may": A declines; A draws a Wastes (hand 1, library 19) and the Imp stays
    in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Stinkweed Imp")
    s.set_choice("A", "no")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Stinkweed Imp", 1)
    s.assert_library_count("A", 19)


def test_702_52b_not_enough_cards_in_library(real_db: CardDatabase) -> None:
    """702.52b: with 4 cards in A's library, dredge 5 can't apply: A is not asked and draws
    (hand 1, library 3); the Imp stays in the graveyard."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Stinkweed Imp")
    s.set_choice("A", "yes")  # not asked: left over
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Island")
    s.assert_library_count("A", 3)
    s.assert_graveyard_count("A", "Stinkweed Imp", 1)


def test_702_52a_each_draw_of_a_spell_is_replaced_on_its_own(real_db: CardDatabase) -> None:
    """121.6, 616.1, 702.52a: Stinkweed Imp (dredge 5) and Darkblast (dredge 3) in A's
    graveyard; A declines in the draw step (hand: Wastes, Divination), then casts Divination:
    its first draw is replaced by the Imp's dredge (A names it: 5 milled), its second is drawn
    normally (A declines Darkblast's). Hand: Imp, Wastes, Wastes; graveyard: Darkblast,
    Divination, 5 Wastes; library 20 - 1 - 5 - 1 = 13."""
    _supported(real_db, "Stinkweed Imp", "Darkblast", "Divination")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Stinkweed Imp")
    s.add_card(Zone.GRAVEYARD, "A", "Darkblast")
    s.add_card(Zone.HAND, "A", "Divination")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.set_choice("A", "no")  # the draw step
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.set_choice("A", "Stinkweed Imp")  # Divination's first draw
    s.set_choice("A", "no")  # its second: Darkblast's dredge declined
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Stinkweed Imp")
    s.assert_hand_count("A", 2, "Wastes")
    s.assert_graveyard_count("A", "Darkblast", 1)
    s.assert_graveyard_count("A", "Divination", 1)
    s.assert_graveyard_count("A", "Wastes", 5)
    s.assert_library_count("A", 13)


def test_702_52a_the_pending_dredge_choice_is_plain_data(real_db: CardDatabase) -> None:
    """616.1: the choice waits in the state: its options are each dredge card and "none"; a
    copy and a JSON round trip offer the same actions, and declining there draws the card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Stinkweed Imp")
    s.add_card(Zone.GRAVEYARD, "A", "Darkblast")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()
    while isinstance(g.state.pending, PriorityDecision):
        g.apply(PassPriority())
    d = g.state.pending
    assert d is not None and d.purpose == "replacement" and d.options == (0, 1, 2)
    for other in (g.copy(), Game.from_json(g.to_json(), s.db)):
        assert other.legal_actions() == g.legal_actions()
        library = len(other.state.players[0].library)
        other.apply(Choose((2,)))  # "none": the card is drawn
        assert len(other.state.players[0].library) == library - 1
        assert len(other.state.players[0].graveyard) == 2
