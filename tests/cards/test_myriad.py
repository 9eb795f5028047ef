"""Myriad (702.116, rules/myriad.py) with exact figures: Warchief Giant ("Haste; Myriad", a
5/3) attacking in games of two, three and four players."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled

GIANT = "Warchief Giant"


def _giants(s: Scenario) -> int:
    return sum(1 for oid in s.state.battlefield if s.state.objects[oid].card.name == GIANT)


def _giant_attacks_b(db: CardDatabase, players: int) -> tuple[list[int], Scenario]:
    """A's Warchief Giant attacks B on turn 1, the game run to the postcombat main phase: how
    many Giants were on the battlefield in the combat damage step and after combat."""
    s = Scenario(players=players, cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", GIANT)
    s.attack(1, "A", GIANT, "B")
    seen: list[int] = []
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: seen.append(_giants(sc)))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    seen.append(_giants(s))
    return seen, s


def test_702_116a_myriad_copy_attacks_the_other_opponent_and_is_exiled(
        real_db: CardDatabase) -> None:
    """702.116a: three players; A's Warchief Giant attacks B; A creates a token copy tapped and
    attacking C (C, the only opponent other than the defending player): B and C at 15 each.
    The token is exiled at end of combat: one Giant left after combat."""
    assert_compiled(real_db, GIANT)
    seen, s = _giant_attacks_b(real_db, 3)
    assert seen == [2, 1]
    s.assert_life("B", 15)
    s.assert_life("C", 15)
    s.assert_life("A", 20)
    s.assert_exile_count(GIANT, 0)  # (a token exiled ceases to exist, 111.7)


def test_702_116a_myriad_does_nothing_with_one_opponent(real_db: CardDatabase) -> None:
    """702.116a: in a two-player game no opponent is other than the defending player: no
    token, B at 15."""
    seen, s = _giant_attacks_b(real_db, 2)
    assert seen == [1, 1]
    s.assert_life("B", 15)


def test_702_116a_myriad_may_decline_and_may_attack_a_planeswalker(
        real_db: CardDatabase) -> None:
    """702.116a, 608.2d: four players; the Giant attacks B. For C (turn order from A) A
    declines; for D A creates the copy and has it attack D's Jace Beleren (loyalty 3), not D:
    B at 15, C and D at 20, Jace dies (0 loyalty, 704.5i)."""
    s = Scenario(players=4, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", GIANT)
    s.add_card(Zone.BATTLEFIELD, "D", "Jace Beleren")
    s.attack(1, "A", GIANT, "B")
    s.set_choice("A", "no")
    s.set_choice("A", "yes")
    s.set_choice("A", "Jace Beleren")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("C", 20)
    s.assert_life("D", 20)
    s.assert_permanent_count("D", "Jace Beleren", 0)
    assert _giants(s) == 1
