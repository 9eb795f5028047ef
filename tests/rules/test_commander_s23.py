"""The Commander game (903): the command zone as the commanders' home, casting a commander
and its tax (903.8), its return to the command zone (903.9a-b), commander damage (903.10a,
704.6c), 40 life (903.7), and its abilities not working from the command zone (113.6)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.commanders import commander_damage, is_commander
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone as _Zone
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import SHARED_ATOMIC

ISAMARU = "Isamaru, Hound of Konda"  # {W} legendary 2/2


@pytest.fixture(scope="module")
def real_db() -> CardDatabase:
    """The built-in cards plus the shared AtomicCards file (tests/cards/conftest.real_db)."""
    if not SHARED_ATOMIC.exists():
        pytest.skip(f"{SHARED_ATOMIC} is not present")
    return CardDatabase.load(SHARED_ATOMIC)


def _named(s: Scenario, name: str, zone: _Zone | None = None) -> list[int]:
    return [oid for oid, o in s.state.objects.items()
            if o.card.name == name and (zone is None or o.zone is zone)]


def _untapped(s: Scenario, player: str, name: str) -> int:
    p = s.names.index(player)
    return sum(1 for oid in s.state.battlefield
               if s.state.objects[oid].card.name == name
               and s.state.objects[oid].controller == p and not s.state.objects[oid].tapped)


def test_903_6_add_card_to_command_zone_makes_a_commander(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    (oid,) = _named(s, ISAMARU)
    assert oid in s.state.command and is_commander(s.state, oid)
    s.assert_life("A", 20)  # 903.7 only in a Commander game
    s.assert_life("B", 20)


def test_903_7_commander_game_starts_at_40_life(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.commander_game()
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.set_life("B", 17)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 40)
    s.assert_life("B", 17)  # set_life wins
    from mtg_engine.rules.starting_life import starting_life_total

    assert starting_life_total(s.state, 0) == 40  # 103.3


def test_903_8_cast_from_command_zone_then_tax_after_903_9a_return(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_graveyard_count("A", ISAMARU, 0))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", ISAMARU, 1)
    assert _untapped(s, "A", "Plains") == 1  # {W} + {2} tax (903.8)
    (oid,) = _named(s, ISAMARU)
    assert is_commander(s.state, oid)
    assert s.state.commanders.casts == (2,)


def test_903_8_tax_counts_each_previous_cast_and_can_be_unaffordable(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", ISAMARU, False))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", ISAMARU, 0)
    assert _named(s, ISAMARU, _Zone.COMMAND)


def test_903_9a_owner_may_leave_it_in_the_graveyard(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.set_choice("A", "no")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", ISAMARU, 1)
    assert not _named(s, ISAMARU, _Zone.COMMAND)
    (oid,) = _named(s, ISAMARU)
    assert is_commander(s.state, oid)  # 903.3: still a commander in the graveyard


def test_903_9a_exile_too(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Swords to Plowshares")
    s.add_card(Zone.COMMAND, "B", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", ISAMARU)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Swords to Plowshares", targets=[ISAMARU])
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_exile_count(ISAMARU, 0)
    assert _named(s, ISAMARU, _Zone.COMMAND)
    s.assert_life("B", 22)  # Swords to Plowshares: its controller gains 2 life


def test_903_9b_bounce_goes_to_command_zone_instead(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.COMMAND, "B", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", ISAMARU)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=[ISAMARU])
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("B", 1)  # only the card drawn on turn 2
    s.assert_hand_count("B", 0, ISAMARU)
    assert _named(s, ISAMARU, _Zone.COMMAND)


def test_903_9b_owner_may_decline_and_take_it_to_hand(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.COMMAND, "B", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", ISAMARU)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=[ISAMARU])
    s.set_choice("B", "no")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("B", 1, ISAMARU)
    (oid,) = _named(s, ISAMARU)
    assert is_commander(s.state, oid)
    assert s.state.commanders.casts == (1,)


def test_903_9b_not_for_a_noncommander_copy_of_the_card(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.COMMAND, "B", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "B", ISAMARU)  # the same card, not a commander
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=[f"{ISAMARU}@B"])
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("B", 1, ISAMARU)
    assert len(_named(s, ISAMARU, _Zone.COMMAND)) == 1


def _attack_each_turn(s: Scenario, turns: range) -> None:
    for t in turns:
        s.attack(t, "A", "Serra Angel")


def test_903_10a_21_combat_damage_from_one_commander_loses(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Serra Angel")  # (a commander by the scenario's say-so)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.set_life("B", 100)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serra Angel")
    _attack_each_turn(s, range(3, 15, 2))  # 6 attacks of 4: 21 reached on the 6th
    s.stop_at(15, Step.UPKEEP)
    s.execute()
    s.assert_lost("B")
    s.assert_life("B", 76)  # 6 hits of 4 (704.6c as the 6th hit's damage was dealt)
    (oid,) = _named(s, "Serra Angel")
    assert commander_damage(s.state, oid, 1) == 24


def test_903_10a_damage_from_a_noncommander_does_not_count(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.set_life("B", 100)
    _attack_each_turn(s, range(1, 13, 2))  # 6 attacks of 4 = 24 from a non-commander
    s.stop_at(13, Step.UPKEEP)
    s.execute()
    s.assert_not_lost("B")
    s.assert_life("B", 76)


def test_903_10a_two_commanders_are_counted_apart(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Serra Angel")
    s.add_card(Zone.COMMAND, "A", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.set_life("B", 100)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Air Elemental")
    for t in range(3, 11, 2):  # 4 attacks of 4 + 4: 16 each, 32 in all
        s.attack(t, "A", "Serra Angel")
        s.attack(t, "A", "Air Elemental")
    s.stop_at(11, Step.UPKEEP)
    s.execute()
    s.assert_not_lost("B")
    s.assert_life("B", 68)


def test_113_6_commander_static_does_not_work_from_command_zone(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_commanders_survive_copy_and_json_round_trip(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.commander_game()
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    state = s.state
    again = GameState.from_json(state.to_json(), state.db)
    assert again.commanders == state.commanders
    assert state.copy().commanders == state.commanders
    saved = Game(state).to_json()
    loaded = Game.from_json(saved, state.db)
    assert loaded.state.commanders == state.commanders


def test_408_terminal_board_shows_the_commander_and_its_tax(real_db: CardDatabase) -> None:
    """The command zone line of `mtg play`'s board: the commander and its current tax (903.8):
    {2} after one cast and a return (903.9a)."""
    from mtg_engine.play.render import command_zone_line

    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    assert f"{ISAMARU} (commander; tax {{2}})" in command_zone_line(s.state, 0)
    assert command_zone_line(s.state, 1) == ""


def test_903_6_game_new_with_commanders(real_db: CardDatabase) -> None:
    """Game.new(..., commanders=...): the commanders start in the command zone (903.6), 40
    life each (903.7); the commander can be cast from there (903.8) on turn 1."""
    from mtg_engine.actions import CastSpell

    game = Game.new([["Plains"] * 40, ["Island"] * 40], commanders=[[ISAMARU], []],
                    db=real_db, mulligans=False)
    st = game.state
    assert [p.life for p in st.players] == [40, 40]
    (oid,) = [o for o in st.command if st.objects[o].card.name == ISAMARU]
    assert is_commander(st, oid) and st.objects[oid].owner == 0
    for _ in range(50):  # A plays a Plains, then Isamaru is offered
        acts = game.legal_actions()
        if any(isinstance(a, CastSpell) and a.card == oid for a in acts):
            break
        from mtg_engine.actions import PlayLand

        land = [a for a in acts if isinstance(a, PlayLand)]
        game.apply(land[0] if land else acts[0])
    else:
        raise AssertionError("the commander was never castable")
