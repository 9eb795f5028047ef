"""614.1c, 702.33d, 702.33f: "If ~ was kicked with its {1}{R} kicker, it enters the battlefield
with two +1/+1 counters on it and with first strike." (the Volvers): the counters and the
ability only for the kicker cost paid (oracle/kicked_entering.py, rules/replacement.py), with
real cards of the MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _pt_and_keywords(s: Scenario, name: str) -> tuple[int, int, tuple[str, ...]]:
    from mtg_engine.rules.layers import characteristics

    ch = characteristics(s.game.state, s._one_permanent(name))
    return ch.power, ch.toughness, tuple(sorted(ch.keywords))


def _cetavolver(real_db: CardDatabase, first: str, second: str) -> tuple[int, int, tuple[str, ...]]:
    assert real_db.compiled("Cetavolver").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Cetavolver")
    s.set_choice("A", first)  # its {1}{R} kicker (702.33f: announced in order)
    s.set_choice("A", second)  # its {G} kicker
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cetavolver")
    seen: list[tuple[int, int, tuple[str, ...]]] = []
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: seen.append(_pt_and_keywords(sc, "Cetavolver")))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return seen[0]


def test_702_33f_cetavolver_both_kickers(real_db: CardDatabase) -> None:
    """Cetavolver (1/1) kicked with {1}{R} and {G}: two + one +1/+1 counters (4/4), first
    strike and trample."""
    assert _cetavolver(real_db, "yes", "yes") == (4, 4, ("first strike", "trample"))


def test_702_33f_cetavolver_only_its_g_kicker(real_db: CardDatabase) -> None:
    """Kicked with its {G} kicker only: one counter (2/2) and trample, no first strike."""
    assert _cetavolver(real_db, "no", "yes") == (2, 2, ("trample",))


def test_702_33f_cetavolver_not_kicked(real_db: CardDatabase) -> None:
    """Not kicked: a 1/1 with no counters and neither ability."""
    assert _cetavolver(real_db, "no", "no") == (1, 1, ())


def test_702_33f_rakavolver_gains_life_from_its_quoted_trigger(real_db: CardDatabase) -> None:
    """Rakavolver (2/2) kicked with its {1}{W} kicker: two counters (4/4) and "Whenever ~
    deals damage, you gain that much life.": on turn 3 it attacks unblocked, B goes to 16
    and A to 24."""
    assert real_db.compiled("Rakavolver").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Rakavolver")
    s.set_choice("A", "yes")  # {1}{W}
    s.set_choice("A", "no")  # {U}
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rakavolver")
    s.attack(3, "A", "Rakavolver")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 24)


def test_702_33f_anavolver_regenerates_only_with_its_b_kicker(real_db: CardDatabase) -> None:
    """Anavolver (3/3) kicked with its {B} kicker only: one counter (4/4), no flying, and
    "Pay 3 life: Regenerate ~.": A pays 3 life for a regeneration shield (17)."""
    assert real_db.compiled("Anavolver").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.add_card(Zone.HAND, "A", "Anavolver")
    s.set_choice("A", "no")  # {1}{U}
    s.set_choice("A", "yes")  # {B}
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Anavolver")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Pay 3 life:")
    seen: list[tuple[int, int, tuple[str, ...]]] = []
    s.check(1, Step.END_TURN, lambda sc: seen.append(_pt_and_keywords(sc, "Anavolver")))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [(4, 4, ())]
    s.assert_life("A", 17)
