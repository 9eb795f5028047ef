"""Session 13 compiler fixes (issue 11) played with real cards and exact figures."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_118_3_tiger_tribe_hunter_reads_the_sacrificed_creature(real_db: CardDatabase) -> None:
    """Tiger-Tribe Hunter: "... you may sacrifice another creature. When you do, ~ deals damage
    equal to the sacrificed creature's power to target creature." A triggered ability has no
    cost (118.3): "the sacrificed creature" of its reflexive trigger (603.12) is what its one
    sacrifice sacrificed, remembered (refused until session 20; played in
    tests/cards/test_trig_s20.py)."""
    got = real_db.compiled("Tiger-Tribe Hunter")
    assert got.supported, got.reasons
    effects = got.dsl["triggers"][0]["effects"]
    assert effects[0]["sacrifice_chosen"]["remember"] is True
    assert effects[1]["reflexive"]["effects"][0]["damage"]["amount"] == {
        "power_of": "sacrificed_this_way"}


def test_601_2c_deepglow_skate_has_any_number_of_targets(real_db: CardDatabase) -> None:
    """Deepglow Skate: "When ~ enters the battlefield, double the number of each kind of
    counter on any number of target permanents." Any number of targets of a triggered ability
    (601.2c, 603.3d: chosen one by one, rules/triggers.py; read since session 16)."""
    got = real_db.compiled("Deepglow Skate")
    assert got.supported, got.reasons
    assert got.dsl["triggers"][0]["targets"] == [{"kind": "permanent", "any_number": True}]


@pytest.mark.parametrize(("snow_lands", "deathtouch"), [(3, True), (2, False)])
def test_611_3a_ice_fang_coatl_at_least_three_other_snow_permanents(
        real_db: CardDatabase, snow_lands: int, deathtouch: bool) -> None:
    """Ice-Fang Coatl (a snow creature): "~ has deathtouch as long as you control at least
    three other snow permanents." (611.3a) Three Snow-Covered Forests: deathtouch; two (the
    Coatl itself isn't "other"), and B's third one doesn't count: none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ice-Fang Coatl")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Forest", snow_lands)
    s.add_card(Zone.BATTLEFIELD, "B", "Snow-Covered Forest")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Ice-Fang Coatl", ["deathtouch"], present=deathtouch)


def _avatar_of_woe(real_db: CardDatabase, bears_a: int, bears_b: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Avatar of Woe")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", bears_a)
    s.add_card(Zone.GRAVEYARD, "A", "Giant Growth")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", bears_b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Avatar of Woe")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_601_2f_avatar_of_woe_costs_6_less_with_ten_creature_cards_in_all_graveyards(
        real_db: CardDatabase) -> None:
    """Avatar of Woe ({6}{B}{B}): "If there are ten or more creature cards total in all
    graveyards, this spell costs {6} less to cast." (601.2f) Six Grizzly Bears in A's
    graveyard and four in B's (ten, "all graveyards"): cast for {B}{B} with two Swamps."""
    s = _avatar_of_woe(real_db, 6, 4)
    s.execute()
    s.assert_permanent_count("A", "Avatar of Woe", 1)
    s.assert_tapped("Swamp")


def test_601_2f_avatar_of_woe_with_nine_creature_cards_costs_its_full_8(
        real_db: CardDatabase) -> None:
    """Nine creature cards (Giant Growth isn't one): no reduction, {6}{B}{B} can't be paid
    with two Swamps; the Avatar stays in A's hand."""
    s = _avatar_of_woe(real_db, 5, 4)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Avatar of Woe", 0)
    s.assert_hand_count("A", 1, "Avatar of Woe")


def _avatar(real_db: CardDatabase, name: str, land: str, setup: Callable[[Scenario], None]
            ) -> Scenario:
    """Two basic lands for {C}{C} of the Avatar's colour, the Avatar in A's hand, cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.HAND, "A", name)
    setup(s)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


_AVATARS = [
    # "If an opponent controls seven or more lands, this spell costs {6} less to cast."
    ("Avatar of Fury", "Mountain", lambda s: s.add_card(Zone.BATTLEFIELD, "B", "Forest", 7),
     lambda s: s.add_card(Zone.BATTLEFIELD, "B", "Forest", 6)),
    # "If you have 3 or less life, this spell costs {6} less to cast."
    ("Avatar of Hope", "Plains", lambda s: s.set_life("A", 3), lambda s: s.set_life("A", 4)),
    # "If an opponent has no cards in hand, this spell costs {6} less to cast."
    ("Avatar of Will", "Island", lambda s: None,
     lambda s: s.add_card(Zone.HAND, "B", "Grizzly Bears")),
]


@pytest.mark.parametrize(("name", "land", "met", "unmet"), _AVATARS)
def test_601_2f_the_avatars_cost_6_less_only_while_their_condition_holds(
        real_db: CardDatabase, name: str, land: str, met: Callable[[Scenario], None],
        unmet: Callable[[Scenario], None]) -> None:
    """Each Avatar ({6}{C}{C}) with the condition first, "If C, this spell costs {6} less to
    cast." (601.2f): with C true it is cast for {C}{C} with two basic lands; with C just false
    (six lands, 4 life, one card in B's hand) the {8} can't be paid and it stays in hand."""
    s = _avatar(real_db, name, land, met)
    s.execute()
    s.assert_permanent_count("A", name, 1)
    s = _avatar(real_db, name, land, unmet)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", name, 0)
    s.assert_hand_count("A", 1, name)
