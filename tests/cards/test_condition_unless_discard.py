""""<instruction> unless you discard a <kind> card" (118.12a: read as "You may discard a
<kind> card. If you don't, <instruction>.", 608.2c) and "Discard a <kind> card." (701.8a:
only a matching card may be chosen; cards/oracle/discard_kind.py, effects/discard_kind.py):
real cards of the shared MTGJSON file (skipped without it), exact figures for each case."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _thirst(real_db: CardDatabase, hand: list[str], answer: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Thirst for Knowledge")
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thirst for Knowledge")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_118_12a_thirst_for_knowledge_discards_the_artifact(real_db: CardDatabase) -> None:
    """Thirst for Knowledge: "Draw three cards. Then discard two cards unless you discard an
    artifact card." With Ornithopter and Grizzly Bears in hand, A draws 3 (5 cards) and
    discards only the Ornithopter: hand 4, graveyard 2 (the spell and the Ornithopter)."""
    assert real_db.compiled("Thirst for Knowledge").supported
    s = _thirst(real_db, ["Ornithopter", "Grizzly Bears"], "yes")
    s.assert_hand_count("A", 4)
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("A", None, 2)
    s.assert_library_count("A", 2)


def test_118_12a_thirst_for_knowledge_declined_or_no_artifact(real_db: CardDatabase) -> None:
    """Declining to discard the artifact: two cards discarded, hand 3, graveyard 3. With no
    artifact card in hand the choice isn't offered (118.3: it can't be done): two cards
    discarded, hand 2 (Bears and three drawn, less two), graveyard 3."""
    s = _thirst(real_db, ["Ornithopter", "Grizzly Bears"], "no")
    s.assert_hand_count("A", 3)
    s.assert_graveyard_count("A", None, 3)
    s = _thirst(real_db, ["Grizzly Bears"], "yes")
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", None, 3)


def test_701_8a_hidden_horror_sacrificed_unless_a_creature_card_is_discarded(
        real_db: CardDatabase) -> None:
    """Hidden Horror: "When ~ enters the battlefield, sacrifice it unless you discard a
    creature card." With Grizzly Bears and a Swamp in hand, A discards the Bears (not the
    Swamp: only a creature card may be chosen) and keeps the Horror; with only the Swamp, it
    is sacrificed and the Swamp stays in hand."""
    assert real_db.compiled("Hidden Horror").supported
    for hand, horrors, kept in ((["Grizzly Bears", "Swamp"], 1, "Swamp"), (["Swamp"], 0, "Swamp")):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.HAND, "A", "Hidden Horror")
        for name in hand:
            s.add_card(Zone.HAND, "A", name)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hidden Horror")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Hidden Horror", horrors)
        s.assert_hand_count("A", 1, kept)
        s.assert_graveyard_count("A", "Grizzly Bears", 1 if horrors else 0)
        s.assert_graveyard_count("A", "Hidden Horror", 1 - horrors)


def test_608_2n_research_the_deep_returns_to_hand_after_a_won_clash(
        real_db: CardDatabase) -> None:
    """Research the Deep: "Draw a card. Clash with an opponent. If you win, return ~ to its
    owner's hand." The spell leaves the stack during its resolution, so it isn't put into
    the graveyard (608.2n). A's Craw Wurm (mana value 6) under a drawn Island beats B's
    Grizzly Bears (2): the spell is back in hand (hand 2: it and the Island), graveyard 0.
    A's Forest (0) loses: hand 1, the spell in the graveyard."""
    assert real_db.compiled("Research the Deep").supported
    for top, hand, graveyard in (("Craw Wurm", 2, 0), ("Forest", 1, 1)):
        s = Scenario(cards=real_db)
        s.remove_all_from_library("A")
        s.add_card(Zone.LIBRARY, "A", top)
        s.add_card(Zone.LIBRARY, "A", "Island")
        s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
        s.add_card(Zone.HAND, "A", "Research the Deep")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Research the Deep")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_hand_count("A", hand - 1, "Research the Deep")
        s.assert_graveyard_count("A", "Research the Deep", graveyard)
