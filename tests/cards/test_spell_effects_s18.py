"""Spell effects, modal spells and chapter abilities compiled from real cards' Oracle text in
session 18 (issue 11), played with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_115_1_brutal_expulsion_returns_a_spell_and_exiles_a_creature(
        real_db: CardDatabase) -> None:
    """B casts Hill Giant; A responds with Brutal Expulsion, both modes (700.2): "target spell
    or creature" (115.1) is the Hill Giant spell, which goes back to B's hand, and 2 damage
    to B's Grizzly Bears exiles them instead of letting them die (614.1a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Brutal Expulsion")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Brutal Expulsion",
                 targets=["Hill Giant", "Grizzly Bears"], responding_to="Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Brutal Expulsion", 1)


def test_115_1_brutal_expulsion_returns_a_creature(real_db: CardDatabase) -> None:
    """Mode 1 alone: "target spell or creature" may be a creature on the battlefield; a
    land is not a legal choice."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Brutal Expulsion")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brutal Expulsion", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_115_1_spell_or_creature_is_no_land(real_db: CardDatabase) -> None:
    from mtg_engine.cards.dsl import TargetSpec
    from mtg_engine.rules.targets import legal_targets

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    state = s.game.state
    got = legal_targets(state, TargetSpec(kind="spell_or_creature"), 0, -1)
    assert [state.objects[o].name for o in got] == ["Grizzly Bears"]
