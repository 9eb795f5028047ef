"""Spell effects and effects of triggered abilities read in session 16 (issue 11), played with
real cards from the shared MTGJSON file (skipped when it is absent). Each test has exact
figures, and a case where the effect must not do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as StateZone
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _tapped(sc: Scenario, player: str, name: str) -> int:
    """How many of `player`'s permanents named `name` are tapped."""
    p = sc.names.index(player)
    return sum(1 for o in sc.state.objects.values()
               if o.zone is StateZone.BATTLEFIELD and o.controller == p and o.name == name
               and o.tapped)


# ------------------------------------------------------------------ 502.3: "your next untap step"


def test_502_3_lands_you_control_dont_untap_during_your_next_untap_step(
        real_db: CardDatabase) -> None:
    """Bontu's Last Reckoning: "Destroy all creatures. Lands you control don't untap during
    your next untap step." A taps three of four Swamps for it on turn 1: both players' creatures
    die; on turn 3 those three Swamps are still tapped (the fourth, untapped, stays so); B's
    tapped Forest untaps in B's own untap step (turn 2); on turn 5 A's Swamps untap."""
    _compiled(real_db, "Bontu's Last Reckoning")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Bontu's Last Reckoning")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bontu's Last Reckoning")
    seen: dict[int, tuple[int, int]] = {}

    def count(turn: int) -> None:
        def fn(sc: Scenario) -> None:
            seen[turn] = (_tapped(sc, "A", "Swamp"), _tapped(sc, "B", "Forest"))
        s.check(turn, Step.PRECOMBAT_MAIN, fn)

    for turn in (2, 3, 5):
        count(turn)
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    assert seen == {2: (3, 0), 3: (3, 0), 5: (0, 0)}
