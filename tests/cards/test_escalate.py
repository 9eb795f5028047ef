"""Escalate (702.120a) with a mana cost, read from Oracle text: paid once for each mode chosen
beyond the first (601.2f), with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import casting
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN


def test_702_120a_two_modes_pay_escalate_once(real_db: CardDatabase) -> None:
    """Blessed Alliance ({1}{W}, "Escalate {2}", choose one or more: a player gains 4 life /
    untap up to two target creatures / ...): modes 1 and 2 cost {1}{W} + {2}: all four Plains
    are tapped, A gains 4 (24) and A's tapped Grizzly Bears is untapped."""
    assert real_db.compiled("Blessed Alliance").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.HAND, "A", "Blessed Alliance")
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 2)
    s.cast_spell(1, M, "A", "Blessed Alliance", targets=["A", "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 24)
    s.assert_tapped("Grizzly Bears", False)
    assert sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped) == 4
    s.assert_graveyard_count("A", "Blessed Alliance", 1)


def _offered_mode_counts(real_db: CardDatabase, plains: int) -> set[int]:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Blessed Alliance")
    s.stop_at(1, M)
    s.execute()
    return {len(a.modes) for a in casting.cast_actions(s.state, 0)}


def test_702_120a_escalate_limits_the_modes_offered(real_db: CardDatabase) -> None:
    """601.2f-h: with 2 Plains only one mode can be paid for; with 4, one or two (two cost
    {1}{W}{2}); with 6, one, two or three (three cost {1}{W}{2}{2})."""
    assert _offered_mode_counts(real_db, 2) == {1}
    assert _offered_mode_counts(real_db, 4) == {1, 2}
    assert _offered_mode_counts(real_db, 6) == {1, 2, 3}
