"""Durations of effects from resolved abilities (611.2b, session 14): "for as long as you
control ~" on "another target permanent" (Aegis Angel)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _after_wrath(sc: Scenario) -> None:
    sc.assert_permanent_count("A", "Grizzly Bears", 1)
    sc.assert_permanent_count("A", "Aegis Angel", 0)
    sc.assert_graveyard_count("A", "Aegis Angel", 1)


def test_611_2b_aegis_angel_indestructible_while_you_control_it(real_db: CardDatabase) -> None:
    """Aegis Angel: "When ~ enters the battlefield, another target permanent gains indestructible
    for as long as you control ~." Its trigger targets Grizzly Bears. B's Day of Judgment
    destroys both at once: the Angel dies, the Bears (indestructible as it is destroyed,
    702.12b) stays. The Angel gone, the effect has ended (611.2b): B's Doom Blade then destroys
    the Bears."""
    assert_compiled(real_db, "Aegis Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Aegis Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Day of Judgment")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aegis Angel")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Day of Judgment")
    s.check(2, Step.BEGIN_COMBAT, _after_wrath)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
