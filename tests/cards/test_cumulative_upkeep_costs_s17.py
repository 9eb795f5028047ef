"""Cumulative upkeep (702.24a) with a sacrifice, a discard or a snow mana cost, with real
cards of the MTGJSON database (skipped without ../shared): Phyrexian Soulgorger ("Sacrifice
a creature"), Polar Kraken ("Sacrifice a land"), Vexing Sphinx ("Discard a card"), Glacial
Plating ({S}). A sacrifice or a discard is a cost: it is paid in full or not at all (118.3)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_24a_soulgorger_sacrifices_a_creature_per_age_counter(real_db: CardDatabase) -> None:
    """702.24a: Phyrexian Soulgorger with two Grizzly Bears and a Llanowar Elves: turn 1, one
    age counter, paid by sacrificing a Grizzly Bears (three permanents left); turn 3, two
    age counters, paid with the other Bears and the Elves (Soulgorger alone); turn 5, three
    age counters and only Soulgorger itself to sacrifice: 118.3, the cost can't be paid in
    full, so it is not offered and Soulgorger is sacrificed."""
    _supported(real_db, "Phyrexian Soulgorger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Soulgorger")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Llanowar Elves")
    seen: list[tuple[int, int]] = []

    def look(sc: Scenario) -> None:
        oid = sc._one_permanent("Phyrexian Soulgorger")
        seen.append((sc.game.state.objects[oid].counters.get("age", 0),
                     len(sc.game.state.battlefield)))

    s.check(1, Step.PRECOMBAT_MAIN, look)
    s.check(3, Step.PRECOMBAT_MAIN, look)
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(1, 3), (2, 1)]
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("A", "Phyrexian Soulgorger", 1)


def test_702_24a_polar_kraken_sacrifices_lands_or_itself(real_db: CardDatabase) -> None:
    """702.24a: Polar Kraken with three Islands: turn 1 one land sacrificed (two left); turn
    3, two age counters, two lands: paid (none left); turn 5 three counters, no land: the
    Kraken is sacrificed."""
    _supported(real_db, "Polar Kraken")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Polar Kraken")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    for _ in range(2):
        s.set_choice("A", "yes")
    seen: list[int] = []
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: seen.append(len(sc.game.state.battlefield)))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: seen.append(len(sc.game.state.battlefield)))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [3, 1]
    s.assert_graveyard_count("A", "Island", 3)
    s.assert_graveyard_count("A", "Polar Kraken", 1)


def test_702_24a_vexing_sphinx_discards_then_draws_for_its_counters(
        real_db: CardDatabase) -> None:
    """702.24a, 118.3: Vexing Sphinx with three cards in A's hand: turn 1 one age counter, A
    discards one card (two left); turn 3's upkeep (before the draw step), two counters: A
    discards both, then draws one in the draw step (1); turn 5's upkeep, three counters and
    one card: can't be paid in full, the Sphinx is sacrificed and its dies trigger draws
    three cards (603.10a: its three age counters as it last existed), then the draw step's
    card: 1 + 3 + 1 = 5 cards in hand."""
    _supported(real_db, "Vexing Sphinx")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vexing Sphinx")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 3)
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "yes")
    seen: list[int] = []
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: seen.append(len(sc.game.state.players[0].hand)))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: seen.append(len(sc.game.state.players[0].hand)))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [2, 1]
    s.assert_graveyard_count("A", "Vexing Sphinx", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 3)
    s.assert_hand_count("A", 5)


def test_702_24a_glacial_plating_pays_snow_mana(real_db: CardDatabase) -> None:
    """702.24a, 107.4h: Glacial Plating on Grizzly Bears, A has a Snow-Covered Plains and a
    Plains: turn 1, {S} paid with the snow land (Bears 2/2 + 3/3 = 5/5); turn 3, {S}{S}: only
    one snow source, can't be paid, the Plating is sacrificed (Bears back to 2/2)."""
    _supported(real_db, "Glacial Plating")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Glacial Plating", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    seen: list[tuple[int, int]] = []

    def look(sc: Scenario) -> None:
        from mtg_engine.rules.layers import characteristics

        ch = characteristics(sc.game.state, sc._one_permanent("Grizzly Bears"))
        seen.append((ch.power, ch.toughness))

    s.check(1, Step.PRECOMBAT_MAIN, look)
    s.check(3, Step.PRECOMBAT_MAIN, look)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert seen == [(5, 5), (2, 2)]
    s.assert_graveyard_count("A", "Glacial Plating", 1)
