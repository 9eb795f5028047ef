"""Draw step triggers (504.1, 603.2): "At the beginning of each player's draw step, that player
draws an additional card" (Dictate of Kruphix, Howling Mine) and "At the beginning of your draw
step, draw an additional card" (Avaricious Dragon): a plain draw besides the turn's (121.1),
read by cards/oracle/draw_additional.py. Real cards from the shared MTGJSON file (skipped when
it is absent). In a two-player game the first player skips the draw of their first turn
(103.8a)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _with(db: CardDatabase, name: str, *, tapped: bool = False) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", name, tapped=tapped)
    s.remove_all_from_library("A")
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "A", "Island", count=6)
    s.add_card(Zone.LIBRARY, "B", "Island", count=6)
    return s


def test_504_1_dictate_of_kruphix_each_player_draws_one_more(real_db: CardDatabase) -> None:
    """A's Dictate of Kruphix: B draws 2 in turn 2's draw step, A 2 in turn 3's."""
    _compiled(real_db, "Dictate of Kruphix")
    s = _with(real_db, "Dictate of Kruphix")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_hand_count("B", 2))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 2)
    s.assert_library_count("B", 4)


def test_504_1_avaricious_dragon_only_your_draw_step(real_db: CardDatabase) -> None:
    """A's Avaricious Dragon ("At the beginning of your draw step, draw an additional card"):
    not on B's turn 2 (B draws 1), on A's turn 3 (A draws 2)."""
    _compiled(real_db, "Avaricious Dragon")
    s = _with(real_db, "Avaricious Dragon")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_hand_count("B", 1))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 1)


def test_603_4_howling_mine_untapped(real_db: CardDatabase) -> None:
    """Howling Mine ("if ~ is untapped, that player draws an additional card"): untapped, B
    draws 2 on turn 2."""
    _compiled(real_db, "Howling Mine")
    s = _with(real_db, "Howling Mine")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 2)


def test_603_4_howling_mine_tapped_doesnt_trigger(real_db: CardDatabase) -> None:
    """The same with A's Howling Mine tapped by B's Icy Manipulator in A's end step (B's untap
    step untaps only B's permanents, 502.3): the intervening "if" is false, B draws 1."""
    s = _with(real_db, "Howling Mine")
    s.add_card(Zone.BATTLEFIELD, "B", "Icy Manipulator")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.activate_ability(1, Step.END_TURN, "B", "{1}, {T}: Tap target artifact, creature, or land.",
                       targets=["Howling Mine"])
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Howling Mine", True)
    s.assert_hand_count("B", 1)
