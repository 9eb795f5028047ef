"""Mana abilities whose other instructions are carried out at once with them (605.1a, 605.3b)
by the verbs that carry them out elsewhere: "Each opponent gains 1 life" (Grove of the
Burnwillows), "Put a stash counter on ~" (Glittering Stockpile). Real cards, exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert done.supported, (n, [str(r) for r in done.reasons])


def test_605_3b_grove_of_the_burnwillows_each_opponent_gains_1_life(
        real_db: CardDatabase) -> None:
    """Grove of the Burnwillows and a Forest pay Grizzly Bears ({1}{G}): the Grove's mana
    ability gives B 1 life at once (B 21), A's life is unchanged (20); the Forest gives none."""
    _compiled(real_db, "Grove of the Burnwillows")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grove of the Burnwillows")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grove of the Burnwillows")
    s.assert_life("B", 21)
    s.assert_life("A", 20)


def test_605_3b_glittering_stockpile_puts_a_stash_counter_each_time(
        real_db: CardDatabase) -> None:
    """Glittering Stockpile ("{T}: Add {R}. Put a stash counter on ~."): activated on turns 1
    and 3 (its mana unspent), it has 2 stash counters; the ability never used the stack."""
    _compiled(real_db, "Glittering Stockpile")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glittering Stockpile")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {R}")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Add {R}")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Glittering Stockpile", "stash", 2)
    assert [e for e in s.state.log if e[0] == "mana"] == [("mana", 0, "R"), ("mana", 0, "R")]
