"""702.131: Ascend and the city's blessing (rules/ascend.py), with the condition "if / as long
as you have the city's blessing" (oracle/conditions.py). Exact figures for ten permanents and
for nine."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.mark.parametrize(("islands", "pt", "blessed"), [(9, (3, 4), True), (8, (2, 3), False)])
def test_702_131b_spire_winder_ten_permanents(real_db: CardDatabase, islands: int,
                                              pt: tuple[int, int], blessed: bool) -> None:
    """Spire Winder (2/3, ascend, "+1/+1 as long as you have the city's blessing"): with nine
    Islands, ten permanents: A gets the city's blessing, 3/4; with eight, 2/3."""
    assert real_db.compiled("Spire Winder").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spire Winder")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Spire Winder", *pt)
    assert s.game.state.players[0].city_blessing is blessed
    assert s.game.state.players[1].city_blessing is False


def test_702_131c_the_blessing_stays_when_permanents_leave(real_db: CardDatabase) -> None:
    """Ten permanents give A the blessing; A's Armageddon then destroys A's nine lands: with
    one permanent left, the Spire Winder is still a 3/4 (the blessing is for the game)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spire Winder")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.HAND, "A", "Armageddon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Armageddon")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("A", 1)
    s.assert_power_toughness("A", "Spire Winder", 3, 4)


@pytest.mark.parametrize(("lands", "drawn"), [(10, 3), (9, 2)])
def test_702_131a_secrets_of_the_golden_city(real_db: CardDatabase, lands: int,
                                             drawn: int) -> None:
    """Secrets of the Golden City (sorcery, ascend): "Draw two cards. If you have the city's
    blessing, draw three cards instead." Ten permanents as it resolves: the blessing, three
    cards; nine: two (and no blessing)."""
    assert real_db.compiled("Secrets of the Golden City").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", lands)
    s.add_card(Zone.HAND, "A", "Secrets of the Golden City")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Secrets of the Golden City")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", drawn)
    assert s.game.state.players[0].city_blessing is (lands == 10)


def test_702_131c_the_blessing_is_saved_and_copied(real_db: CardDatabase) -> None:
    """The designation survives copy() and the JSON round trip."""
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spire Winder")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    assert g.copy().state.players[0].city_blessing is True
    again = Game.from_json(g.to_json(), db=real_db)
    assert again.state.players[0].city_blessing is True
    assert again.state.players[1].city_blessing is False


@pytest.mark.parametrize(("plains", "pt"), [(9, (4, 4)), (8, (3, 3))])
def test_702_131a_pride_of_conquerors_those_creatures_instead(
        real_db: CardDatabase, plains: int, pt: tuple[int, int]) -> None:
    """Pride of Conquerors (instant, ascend): "Creatures you control get +1/+1 until end of
    turn. If you have the city's blessing, those creatures get +2/+2 until end of turn
    instead." Grizzly Bears and nine Plains (ten permanents): 4/4; eight Plains: 3/3."""
    assert real_db.compiled("Pride of Conquerors").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
    s.add_card(Zone.HAND, "A", "Pride of Conquerors")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pride of Conquerors")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", *pt)


@pytest.mark.parametrize(("swamps", "a_bears"), [(9, 1), (8, 0)])
def test_702_131a_golden_demise_instead_only(real_db: CardDatabase, swamps: int,
                                             a_bears: int) -> None:
    """Golden Demise (sorcery, ascend): "All creatures get -2/-2 until end of turn. If you
    have the city's blessing, instead only creatures your opponents control get -2/-2 until
    end of turn." Ten permanents: only B's Grizzly Bears die; nine: both players' die."""
    assert real_db.compiled("Golden Demise").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Golden Demise")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Golden Demise")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", a_bears)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


@pytest.mark.parametrize(("forests", "b_hand"), [(9, 0), (8, 1)])
def test_702_131b_kumenas_awakening_instead_only_you(real_db: CardDatabase, forests: int,
                                                     b_hand: int) -> None:
    """Kumena's Awakening (ascend): "At the beginning of your upkeep, each player draws a
    card. If you have the city's blessing, instead only you draw a card." With nine Forests
    (ten permanents) A has the blessing from the start: on A's first upkeep only A draws."""
    assert real_db.compiled("Kumena's Awakening").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kumena's Awakening")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", b_hand)


def test_702_131b_a_permanent_with_ascend_entering_is_seen_at_once(real_db: CardDatabase) -> None:
    """Nine Islands, Spire Winder cast (the cached list of permanents with ascend, rules/ascend.py,
    was read empty before every priority until then): as it resolves A controls ten permanents and gets the
    city's blessing at once, Spire Winder 3/4 (702.131b); B, with none, doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Spire Winder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spire Winder")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert s.state.players[0].city_blessing is True
    assert s.state.players[1].city_blessing is False
    s.assert_power_toughness("A", "Spire Winder", 3, 4)


def test_702_131b_ascend_lost_until_end_of_turn_then_back(real_db: CardDatabase) -> None:
    """Spire Winder and eight Islands; B's Turn to Frog in A's upkeep takes its abilities
    (613.1f) until end of turn; A's tenth permanent (an Island) then gives no blessing: A has
    ten permanents but none with ascend. Once the effect ends (514.2), the next check gives it
    (A's blessing in B's upkeep, Spire Winder 3/4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spire Winder")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 8)
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Turn to Frog")
    s.cast_spell(1, Step.UPKEEP, "B", "Turn to Frog", targets=["Spire Winder"])
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Island")

    def no_blessing_yet(sc: Scenario) -> None:
        sc.assert_battlefield_count("A", 10)
        sc.assert_power_toughness("A", "Spire Winder", 1, 1)
        assert sc.state.players[0].city_blessing is False

    s.check(1, Step.END_TURN, no_blessing_yet)
    s.stop_at(2, Step.DRAW)
    s.execute()
    assert s.state.players[0].city_blessing is True
    s.assert_power_toughness("A", "Spire Winder", 3, 4)
