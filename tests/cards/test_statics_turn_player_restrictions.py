"""101.2, 611.2a: what a resolved spell or ability forbids players for the turn ("Target
player can't cast creature spells this turn.", "... can't play lands this turn.", "Its
controller can't cast spells this turn."; effects/player_restrictions.py), played from real
cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _cease_fire(real_db: CardDatabase, b_casts: str, turn: int = 2) -> Scenario:
    """A casts Cease-Fire ("Target player can't cast creature spells this turn. Draw a
    card.") on B in B's upkeep of turn 2; B then casts `b_casts` on `turn`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Cease-Fire")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", b_casts)
    s.cast_spell(2, Step.UPKEEP, "A", "Cease-Fire", targets=["B"])
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, "B", b_casts,
                 targets=["Grizzly Bears"] if b_casts == "Giant Growth" else ())
    s.stop_at(turn, Step.END_TURN)
    return s


def test_101_2_cease_fire_stops_creature_spells_this_turn(real_db: CardDatabase) -> None:
    """B can't cast Grizzly Bears on turn 2 (101.2); A drew a card (hand 1). On turn 4 the
    effect is over (514.2) and B casts it."""
    s = _cease_fire(real_db, "Grizzly Bears")
    with pytest.raises(ScenarioError, match=r"101\.2"):
        s.execute()
    s.assert_hand_count("A", 1)
    s = _cease_fire(real_db, "Grizzly Bears", turn=4)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_101_2_turf_wound_stops_land_plays(real_db: CardDatabase) -> None:
    """Turf Wound ("Target player can't play lands this turn. Draw a card.") cast on B in B's
    upkeep: B can't play its Forest on turn 2; A has drawn a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Turf Wound")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(2, Step.UPKEEP, "A", "Turf Wound", targets=["B"])
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"101\.2"):
        s.execute()
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("B", "Forest", 0)


def test_101_2_render_silent_silences_the_countered_spells_controller(
        real_db: CardDatabase) -> None:
    """Render Silent ("Counter target spell. Its controller can't cast spells this turn.")
    counters B's first Grizzly Bears; B can't cast the second one that turn (101.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Render Silent")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Render Silent", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"101\.2"):
        s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Grizzly Bears")
