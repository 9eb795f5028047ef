"""Mana abilities with a rider (605.1a, 605.3b) and with an activation condition (602.5b),
read from Oracle text and played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_502_3_cinder_marsh_doesnt_untap_during_your_next_untap_step(
        real_db: CardDatabase) -> None:
    """Cinder Marsh pays the {B} of Disfigure (B's Grizzly Bears die) with "{T}: Add {B} or
    {R}. ~ doesn't untap during your next untap step": it stays tapped through A's untap
    step of turn 3 and untaps on turn 5 (the effect ended after A's first untap step, 502.3)."""
    _compiled(real_db, "Cinder Marsh")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cinder Marsh")
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disfigure", targets=["Grizzly Bears"])
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Cinder Marsh", True))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_tapped("Cinder Marsh", False)


def test_602_5b_temple_of_the_false_god_needs_five_lands(real_db: CardDatabase) -> None:
    """Temple of the False God ("{T}: Add {C}{C}. Activate only if you control five or more
    lands."): with four lands it can't be activated; with a fifth land it is, and adds
    {C}{C}."""
    _compiled(real_db, "Temple of the False God")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Temple of the False God")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.HAND, "A", "Wastes")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "{T}: Add {C}{C}", False))
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Wastes")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}: Add {C}{C}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Temple of the False God")
    assert [e for e in s.state.log if e[0] == "mana"] == [("mana", 0, "CC")]
