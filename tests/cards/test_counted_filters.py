"""Filters whose bound is a number that changes (208.1, 202.3, 608.2h: rules/x_filters.bind_in),
played with real cards from the shared MTGJSON file (skipped when it is absent): "Return to
their owners' hands all creatures with toughness less than or equal to the number of Islands
you control" (Engulf the Shore) counts the Islands as the spell resolves. Exact figures, and
the refusals that keep the compiler closed."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import face


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _compile(name: str, type_line: str, **kw: object):  # type: ignore[no-untyped-def]
    from mtg_engine.cards.mtgjson import parse_atomic
    from mtg_engine.cards.oracle import compile_card

    return compile_card(parse_atomic({name: [face(name, type_line, **kw)]})[name])


def _engulf(db: CardDatabase) -> Scenario:
    """A: Engulf the Shore in hand, Island x2, Tropical Island (an Island, 205.3i) and a Swamp:
    three Islands; Llanowar Elves (1/1) and Air Elemental (4/4). B: Grizzly Bears (2/2),
    Hill Giant (3/3), Craw Wurm (6/4), two Islands of its own (not counted: "you control")."""
    _compiled(db, "Engulf the Shore")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Engulf the Shore")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    return s


def test_608_2h_engulf_the_shore_returns_toughness_up_to_islands(real_db: CardDatabase) -> None:
    """Three Islands: every creature with toughness 3 or less goes to its owner's hand (A's
    Elves, B's Bears and Giant); Air Elemental (4) and Craw Wurm (4) stay."""
    s = _engulf(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Engulf the Shore")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)  # Llanowar Elves (Engulf the Shore is in the graveyard)
    s.assert_graveyard_count("A", "Engulf the Shore", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 0)
    s.assert_permanent_count("A", "Air Elemental", 1)
    s.assert_hand_count("B", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_608_2h_engulf_the_shore_counts_islands_as_it_resolves(real_db: CardDatabase) -> None:
    """In response B returns A's Tropical Island with Boomerang: two Islands as Engulf the
    Shore resolves (608.2h), so Hill Giant (toughness 3) stays; the Bears and the Elves go."""
    s = _engulf(real_db)
    s.add_card(Zone.HAND, "B", "Boomerang")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Engulf the Shore")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Boomerang", targets=["Tropical Island"],
                 responding_to="Engulf the Shore")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)  # Tropical Island, Llanowar Elves
    s.assert_permanent_count("A", "Tropical Island", 0)
    s.assert_permanent_count("A", "Llanowar Elves", 0)
    s.assert_permanent_count("A", "Air Elemental", 1)
    s.assert_hand_count("B", 1)  # Grizzly Bears
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_608_2h_counted_bound_refusals() -> None:
    """A target with such a bound is read (counted as targets are chosen, 601.2c, and again
    on resolution, 608.2b: rules/filters.counted_bound); a count of another kind stays
    refused."""
    got = _compile("Bad Wave", "Instant", cost="{U}", text=(
        "Return target creature with toughness less than or equal to the number of Islands "
        "you control to its owner's hand."))
    assert got.supported and got.card.spell.targets[0].filter.x_amount is not None
    got = _compile("Bad Wave", "Instant", cost="{U}", text=(
        "Return all creatures with toughness less than or equal to the number of cards in "
        "your hand to their owners' hands."))
    assert not got.supported
    for text in ("You gain 1 life for each creature with power less than or equal to the "
                 "number of Islands you control.",  # (a count's filter isn't bound)
                 "Creatures with power less than or equal to the number of Islands you control "
                 "get +1/+1 until end of turn."):
        assert not _compile("Bad Wave", "Sorcery", cost="{U}", text=text).supported


def test_608_2h_counted_bound_saves_and_loads() -> None:
    """The filter's count survives the save format (Filter.to_dict / filter_from_dict)."""
    from mtg_engine.cards.amounts import Amount
    from mtg_engine.cards.dsl import Filter, filter_from_dict

    f = Filter(types=("Creature",), x_fields=("toughness_le",),
               x_amount=Amount("count", Filter(subtypes=("Island",), controller="you")))
    assert filter_from_dict(f.to_dict()) == f
    assert f.to_dict()["x_amount"] == {"count": {"subtypes": ["Island"], "controller": "you"}}


def test_608_2h_scourge_of_fleets_bound_written_with_x(real_db: CardDatabase) -> None:
    """Scourge of Fleets ("..., where X is the number of Islands you control") cast with four
    Islands and two Swamps: its enters trigger returns B's creatures with toughness 4 or less
    (Bears, Giant, Craw Wurm) and leaves Colossal Dreadmaw (6) and A's own Llanowar Elves."""
    _compiled(real_db, "Scourge of Fleets")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Scourge of Fleets")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    for name in ("Grizzly Bears", "Hill Giant", "Craw Wurm", "Colossal Dreadmaw"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scourge of Fleets")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Scourge of Fleets", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_hand_count("B", 3)
    s.assert_permanent_count("B", "Craw Wurm", 0)
    s.assert_permanent_count("B", "Colossal Dreadmaw", 1)


def test_608_2h_x_bound_needs_its_count_alone() -> None:
    """A sentence with another X, or X of another count, stays refused."""
    got = _compile("Bad Tide", "Sorcery", cost="{U}", text=(
        "Return each creature with toughness X or less to its owner's hand, where X is the "
        "number of cards in your hand."))
    assert not got.supported
