"""Alternative costs with X (107.3a, 601.2f): Overload {X}{X}{R}{R} (702.96a) and Surge {X}{R}
(702.117a), read from Oracle text (oracle/spell_costs.py), with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled

M = Step.PRECOMBAT_MAIN


def _tapped(s: Scenario) -> int:
    return sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped)


def test_702_96a_107_3a_street_spasm_overloaded_with_x_2(real_db: CardDatabase) -> None:
    """702.96a-b, 107.3a: Street Spasm ("deals X damage to target creature without flying you
    don't control. Overload {X}{X}{R}{R}") overloaded with X=2: six Mountains tapped
    ({2}{2}{R}{R}); both of B's Grizzly Bears die, B's Serra Angel (flying) and A's own
    Grizzly Bears are untouched."""
    assert_compiled(real_db, "Street Spasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Street Spasm")
    s.set_choice("A", "yes")  # its overload cost (601.2b)
    s.cast_spell(1, M, "A", "Street Spasm", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    assert _tapped(s) == 6


def test_702_117a_107_3a_fall_of_the_titans_surged_with_x_3(real_db: CardDatabase) -> None:
    """702.117a, 107.3a: A casts Lightning Bolt at B, then Fall of the Titans ("deals X damage
    to each of up to two targets. Surge {X}{R}") for its surge cost with X=3 ({3}{R}, not
    {3}{3}{R}): five Mountains in all; B at 20 - 3 - 3 = 14 and B's Hill Giant (3/3) dies."""
    assert_compiled(real_db, "Fall of the Titans")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Fall of the Titans")
    s.cast_spell(1, M, "A", "Lightning Bolt", targets=["B"])
    s.set_choice("A", "yes")  # its surge cost (601.2b)
    s.cast_spell(1, M, "A", "Fall of the Titans", targets=["B", "Hill Giant"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Hill Giant", 0)
    assert _tapped(s) == 5
