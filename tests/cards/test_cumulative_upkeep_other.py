"""Cumulative upkeep (702.24a) with costs other than mana or life (cards/keyword_dsl.py
`cumulative_upkeep_other`), with real cards of the MTGJSON database (skipped without
../shared): Aboroth, Arctic Nishoba, Psychic Vortex, Braid of Fire."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_24a_aboroth_puts_minus_counters_for_each_age_counter(
        real_db: CardDatabase) -> None:
    """702.24a: Aboroth (9/9, "Cumulative upkeep—Put a -1/-1 counter on Aboroth"): A's turn 1
    upkeep, one age counter, paid: one -1/-1 counter (8/8); turn 3, two age counters, paid:
    two more (6/6, three -1/-1 counters); turn 5, three age counters, not paid: sacrificed."""
    _supported(real_db, "Aboroth")
    seen: list[tuple[int, int, int, int]] = []

    def look(sc: Scenario) -> None:
        st = sc.game.state
        from mtg_engine.rules.layers import characteristics

        oid = sc._one_permanent("Aboroth")
        ch = characteristics(st, oid)
        o = st.objects[oid]
        seen.append((o.counters.get("age", 0), o.counters.get("-1/-1", 0), ch.power,
                     ch.toughness))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aboroth")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.set_choice("A", "no")
    s.check(1, Step.PRECOMBAT_MAIN, look)
    s.check(3, Step.PRECOMBAT_MAIN, look)
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(1, 1, 8, 8), (2, 3, 6, 6)]
    s.assert_permanent_count("A", "Aboroth", 0)
    s.assert_graveyard_count("A", "Aboroth", 1)


def test_702_24a_arctic_nishoba_pays_g_or_w_for_each_counter(real_db: CardDatabase) -> None:
    """702.24a (the rule's example: a choice made for each age counter): Arctic Nishoba (6/6,
    cumulative upkeep {G} or {W}) with one Forest and one Plains: turn 1 one counter, paid
    (with either land); turn 3 two counters, paid {G}{W}; turn 5 three counters, two lands:
    can't be paid, sacrificed; its dies trigger counts the three age counters it had (603.10a):
    A gains 2 x 3 = 6 (26)."""
    _supported(real_db, "Arctic Nishoba")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arctic Nishoba")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Arctic Nishoba", 1)
    s.assert_life("A", 26)


def test_702_24a_psychic_vortex_draws_or_is_sacrificed(real_db: CardDatabase) -> None:
    """702.24a: Psychic Vortex ("Cumulative upkeep—Draw a card"): A's turn 1 upkeep, one age
    counter: paid, A draws a card (1 in hand at the main phase, no draw step on the first
    turn, 103.7a) and it stays; declined ("no"), it is sacrificed and A draws nothing; on
    turn 3 (two counters, paid) A draws 2 + the draw step's 1 (its end step trigger discarded
    the hand on turn 1): 3."""
    _supported(real_db, "Psychic Vortex")
    for answer, hand, left in (("yes", 1, 1), ("no", 0, 0)):
        seen: list[int] = []
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Psychic Vortex")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
        s.add_card(Zone.LIBRARY, "A", "Island", 10)
        s.set_choice("A", answer)
        s.set_choice("A", "yes")
        s.check(1, Step.PRECOMBAT_MAIN,
                lambda sc, seen=seen: seen.append(len(sc.game.state.players[0].hand)))
        s.check(3, Step.PRECOMBAT_MAIN,
                lambda sc, seen=seen: seen.append(len(sc.game.state.players[0].hand)))
        s.stop_at(3, Step.END_COMBAT)
        s.execute()
        assert seen == [hand, 3 if left else 1]
        s.assert_permanent_count("A", "Psychic Vortex", left)
