"""Exert (701.39): "You may exert ~ as it attacks. When you do, ..." (an optional cost to
attack, 508.1g, with its linked trigger, 607.2h), "Whenever you exert a creature" and
"{T}, Exert ~:" costs, read from Oracle text and played with real cards (skipped without the
shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_701_39d_hooded_brawler_exerted_gets_plus_two_and_stays_tapped(
        real_db: CardDatabase) -> None:
    """A exerts Hooded Brawler (3/2) as it attacks: "When you do, it gets +2/+2" makes it 5/4
    and B takes 5 (20 -> 15). It doesn't untap during A's next untap step (turn 3, 701.39a)
    and untaps in the one after (turn 5)."""
    _compiled(real_db, "Hooded Brawler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Brawler")
    s.set_choice("A", "yes")  # 508.1g: pay the optional cost (exert)
    s.attack(1, "A", "Hooded Brawler")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_power_toughness("A", "Hooded Brawler", 5, 4))
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Hooded Brawler", True))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_tapped("Hooded Brawler", False)


def test_701_39d_not_exerted_no_bonus_and_untaps(real_db: CardDatabase) -> None:
    """Without a "yes" (an optional cost is not paid unless answered), Hooded Brawler attacks
    as a 3/2 (B: 20 -> 17) and untaps as usual on turn 3 (502.3)."""
    _compiled(real_db, "Hooded Brawler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Brawler")
    s.attack(1, "A", "Hooded Brawler")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_tapped("Hooded Brawler", False)
    assert not [e for e in s.state.log if e[0] == "exert"]


def test_701_39_whenever_you_exert_a_creature_triggers_for_each(real_db: CardDatabase) -> None:
    """A exerts Trueheart Twins (4/4) and Hooded Brawler (3/2) as they attack: the Twins'
    "Whenever you exert a creature, creatures you control get +1/+0" triggers twice and the
    Brawler's own trigger gives it +2/+2: Brawler 7/4, Twins 6/4, B takes 13 (20 -> 7)."""
    _compiled(real_db, "Trueheart Twins", "Hooded Brawler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Trueheart Twins")
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Brawler")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.attack(1, "A", "Trueheart Twins")
    s.attack(1, "A", "Hooded Brawler")
    s.check(1, Step.END_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Hooded Brawler", 7, 4),
        sc.assert_power_toughness("A", "Trueheart Twins", 6, 4)))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 7)
    assert len([e for e in s.state.log if e[0] == "exert"]) == 2


def test_701_39a_exert_as_a_cost_fervent_paincaster(real_db: CardDatabase) -> None:
    """Fervent Paincaster's "{T}, Exert ~: It deals 1 damage to target creature" kills B's
    Llanowar Elves; the Paincaster stays tapped through A's next untap step (turn 3) and
    untaps on turn 5."""
    _compiled(real_db, "Fervent Paincaster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fervent Paincaster")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Exert", targets=["Llanowar Elves"])
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Fervent Paincaster", True))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_tapped("Fervent Paincaster", False)
