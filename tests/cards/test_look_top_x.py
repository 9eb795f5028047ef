""""Look at the top X cards of your library, where X is <amount>" (401.5, 107.3, 608.2h;
issue 11): the amount counted as the spell resolves, played with real cards and exact figures
(skipped without the shared MTGJSON file). cards/oracle/look_top_x.py."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_107_3_machinate_looks_at_as_many_cards_as_artifacts_you_control(
        real_db: CardDatabase) -> None:
    """Two Ornithopters: Machinate looks at the top two cards (Lava Axe, Shock); A takes Shock,
    Lava Axe goes to the bottom; Craw Wurm, third from the top and not looked at, is now on
    top: A draws it on turn 3."""
    _compiled(real_db, "Machinate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Machinate")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.add_card(Zone.LIBRARY, "A", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Machinate")
    s.set_choice("A", "Shock")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_hand_count("A", 1, "Shock"))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Craw Wurm")


def test_107_3_worldly_counsel_counts_basic_land_types_as_it_resolves(
        real_db: CardDatabase) -> None:
    """Forest, Forest and Island: two basic land types, so Worldly Counsel looks at two cards
    (Lava Axe, Shock) and A keeps Lava Axe; Craw Wurm stays on top (A draws it on turn 3)."""
    _compiled(real_db, "Worldly Counsel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Worldly Counsel")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.add_card(Zone.LIBRARY, "A", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Worldly Counsel")
    s.set_choice("A", "Lava Axe")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Lava Axe")
    s.assert_hand_count("A", 1, "Craw Wurm")
    s.assert_hand_count("A", 2)
