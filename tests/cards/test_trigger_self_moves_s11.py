"""A triggered ability moving its own source after the event moved it to a graveyard (400.7,
701.19: cards/oracle/trigger_self_moves.py), played with real cards from the shared MTGJSON
file (skipped when it is absent)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


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


def test_702_62a_the_last_time_counter_removed_while_exiled(real_db: CardDatabase) -> None:
    """Veiling Oddity (suspend 4—{1}{U}): "When the last time counter is removed from ~ while
    it's exiled, creatures can't be blocked this turn." Suspended on turn 1; its last counter
    comes off in A's turn-9 upkeep: A's Grizzly Bears attacks and B's Wall of Stone can't block
    it (2 damage). On turn 7 (a counter left) the Wall blocks it."""
    _compiled(real_db, "Veiling Oddity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Veiling Oddity")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.attack(7, "A", "Grizzly Bears")
    s.block(7, "B", "Wall of Stone", "Grizzly Bears")
    s.attack(9, "A", "Grizzly Bears")
    s.block(9, "B", "Wall of Stone", "Grizzly Bears")
    s.stop_at(9, Step.END_TURN)
    with pytest.raises(ScenarioError, match="could not block Grizzly Bears with Wall of Stone "
                                            "on turn 9"):
        s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Veiling Oddity", 1)  # (cast as its last counter left)


def test_702_122b_whenever_it_crews_a_vehicle(real_db: CardDatabase) -> None:
    """Veteran Motorist (3/1): "Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end
    of turn." It crews Sky Skiff (2/3 flying, crew 1): the Skiff attacks as a 3/4: B at 17."""
    _compiled(real_db, "Veteran Motorist", "Sky Skiff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sky Skiff")
    s.add_card(Zone.BATTLEFIELD, "A", "Veteran Motorist")
    s.set_choice("A", "Veteran Motorist")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 1")
    s.attack(1, "A", "Sky Skiff")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Sky Skiff", 3, 4))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
