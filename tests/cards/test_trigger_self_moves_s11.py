"""A triggered ability moving its own source after the event moved it to a graveyard (400.7,
701.19: cards/oracle/trigger_self_moves.py), played with real cards from the shared MTGJSON
file (skipped when it is absent)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_701_19_dies_shuffle_it_into_its_owners_library(real_db: CardDatabase) -> None:
    """Alabaster Dragon (4/4): "When ~ dies, shuffle it into its owner's library." Two Lightning
    Bolts kill it: it ends in A's library, not in the graveyard (the card there, 400.7)."""
    _compiled(real_db, "Alabaster Dragon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Alabaster Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Alabaster Dragon",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Alabaster Dragon",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Alabaster Dragon", 0)
    s.assert_permanent_count("A", "Alabaster Dragon", 0)
    lib = s.state.players[0].library
    assert [s.state.objects[c].card.name for c in lib].count("Alabaster Dragon") == 1


def test_701_19_put_into_a_graveyard_from_anywhere(real_db: CardDatabase) -> None:
    """Worldspine Wurm: "When ~ is put into a graveyard from anywhere, shuffle it into its
    owner's library." Discarded from A's hand by B's Mind Rot (with a Grizzly Bears): the Wurm
    goes back to A's library, the Bears stays in the graveyard."""
    _compiled(real_db, "Worldspine Wurm", "Mind Rot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Worldspine Wurm")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Worldspine Wurm", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    lib = s.state.players[0].library
    assert [s.state.objects[c].card.name for c in lib].count("Worldspine Wurm") == 1


def test_404_2_put_into_your_graveyard_from_your_library(real_db: CardDatabase) -> None:
    """Creeping Chill: "When ~ is put into your graveyard from your library, you may exile it.
    If you do, ~ deals 3 damage to each opponent and you gain 3 life." A's Thought Scour mills
    it (and a Forest): exiled, B at 17, A at 23. A second Creeping Chill discarded to Mind Rot
    (from the hand, not the library): it stays in the graveyard, nothing more."""
    _compiled(real_db, "Creeping Chill", "Thought Scour", "Mind Rot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Thought Scour")
    s.add_card(Zone.HAND, "A", "Creeping Chill")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Creeping Chill")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thought Scour", targets=("A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Creeping Chill", 1)
    s.assert_graveyard_count("A", "Creeping Chill", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 23)
