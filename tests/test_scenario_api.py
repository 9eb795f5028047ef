"""Tests of the scenario harness itself (spec/scenario-api.md): every call and assertion, names
(`Name@B`, `Name#2`), library order, defaults, and the errors it raises."""

from __future__ import annotations

import re

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, ScenarioError, Step, UnsupportedCardError, Zone

TEST_CARDS = """
- name: Test Charm
  cost: "{R}"
  type: Instant
  text: "Choose one —\\n• Test Charm deals 2 damage to any target.\\n• You gain 3 life."
  spell:
    modes:
      - {text: Test Charm deals 2 damage to any target., targets: [{kind: any}],
         effects: [{damage: {amount: 2, to: target}}]}
      - {text: You gain 3 life., effects: [{gain_life: {amount: 3}}]}
- name: Test Walker
  cost: "{2}{W}"
  type: Legendary Planeswalker — Test
  loyalty: 3
- name: Test Loyal Walker
  cost: "{2}{W}"
  type: Legendary Planeswalker — Test
  loyalty: 3
  abilities:
    - {loyalty: 1, text: "[+1]: You gain 2 life.", effects: [{gain_life: {amount: 2}}]}
    - loyalty: -3
      text: "[−3]: Test Loyal Walker deals 3 damage to any target."
      targets: [{kind: any}]
      effects: [{damage: {amount: 3, to: target}}]
- name: Test Aura
  cost: "{W}"
  type: Enchantment — Aura
  text: Enchant creature
  enchant: {kind: creature}
- name: Test Trampler
  cost: "{4}{G}"
  type: Creature — Beast
  power: 5
  toughness: 5
  keywords: [Trample]
  text: Trample
"""


def make_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("test_api.yaml", text=TEST_CARDS)
    return db


# ------------------------------------------------------------------ the spec's example


def test_spec_example_lightning_bolt_kills_bear() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ the game it sets up


def test_initial_game_state() -> None:
    """20 life, empty zones, a library of 20 Wastes, no opening hands, no mulligans; A takes
    turn 1 and B turn 2."""
    s = Scenario()
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    for p in "AB":
        s.assert_life(p, 20)
        s.assert_hand_count(p, 0)
        s.assert_graveyard_count(p, None, 0)
        s.assert_battlefield_count(p, 0)
        s.assert_library_count(p, 20)
        s.assert_library_count(p, 20, "Wastes")
        s.assert_not_lost(p)
    s.assert_exile_count("Wastes", 0)
    s.assert_turn(1)
    assert s.state.active == 0
    assert s.state.mull is None


@pytest.mark.parametrize("players, names", [(2, ["A", "B"]), (3, ["A", "B", "C"]),
                                             (4, ["A", "B", "C", "D"])])
def test_players_are_named_in_seat_order(players: int, names: list[str]) -> None:
    s = Scenario(players=players)
    s.stop_at(players, Step.UPKEEP)
    s.execute()
    assert [p.name for p in s.state.players] == names
    assert s.state.active == players - 1  # turn N belongs to the N-th player


def test_player_count_out_of_range() -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        Scenario(players=5)


def test_unknown_player_name() -> None:
    s = Scenario()
    with pytest.raises(ValueError, match="unknown player 'C'"):
        s.add_card(Zone.HAND, "C", "Shock")


def test_seed_is_the_games_seed() -> None:
    s = Scenario(seed=7)
    s.execute()
    assert s.state.seed == 7


def test_default_database_includes_mtgjson_cards_from_the_environment(
        tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Spec: with MTG_ENGINE_CARDS naming an AtomicCards file, its cards are in the default
    database (here a vanilla creature the built-ins lack)."""
    import json

    from mtg_engine.cards import database

    atomic = {"meta": {"version": "test"}, "data": {"Eager Cadet": [{
        "name": "Eager Cadet", "manaCost": "{W}", "manaValue": 1.0, "colors": ["W"],
        "colorIdentity": ["W"], "type": "Creature — Human Soldier", "types": ["Creature"],
        "subtypes": ["Human", "Soldier"], "supertypes": [], "power": "1", "toughness": "1",
        "layout": "normal", "legalities": {}}]}}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(atomic), "utf-8")
    monkeypatch.setenv("MTG_ENGINE_CARDS", str(path))
    monkeypatch.setattr(database, "_DEFAULT", None)
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Eager Cadet")
    s.attack(1, "A", "Eager Cadet")
    s.execute()
    s.assert_life("B", 19)


def test_unknown_card_raises_key_error_naming_it() -> None:
    s = Scenario()
    with pytest.raises(KeyError, match="Lightning Blot") as e:
        s.add_card(Zone.HAND, "A", "Lightning Blot")
    assert "Lightning Bolt" in str(e.value)  # the closest name is suggested


def test_unsupported_card_raises_with_the_reason() -> None:
    db = CardDatabase.builtin()
    db.mark_unsupported("Test Unsupported", ["its ability 'storm' is not implemented"])
    s = Scenario(cards=db)
    with pytest.raises(UnsupportedCardError, match="Test Unsupported is not supported: "
                                                   "its ability 'storm' is not implemented"):
        s.add_card(Zone.HAND, "A", "Test Unsupported")


def test_cards_cannot_be_added_to_the_stack() -> None:
    with pytest.raises(ValueError, match="stack"):
        Scenario().add_card(Zone.STACK, "A", "Shock")


def test_battlefield_cards_untapped_not_sick_with_counters() -> None:
    """Permanents added are there from the start: untapped unless tapped=True (B's Forest
    stays tapped through A's turn; A's own would untap in A's untap step, 502.3), not summoning
    sick (they can attack on turn 1), with the counters asked for."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Forest"))
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Mountain", False))
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_life("B", 16)


def test_tapped_land_cannot_pay() -> None:
    """tapped=True: the Mountain starts tapped; A's untap step (turn 1) untaps it (502.3), but
    B's tapped Mountain stays tapped during A's turn."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", tapped=True)
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.UPKEEP, "B", "Shock", targets=["A"])
    with pytest.raises(ScenarioError, match="B could not cast Shock on turn 1 UPKEEP: not enough mana"):
        s.execute()
    s.assert_life("A", 20)


def test_planeswalker_starts_with_printed_loyalty_plus_counters() -> None:
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Walker")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker", counters={"loyalty": 2})
    s.execute()
    s.assert_counter_count("A", "Test Walker", "loyalty", 3)
    s.assert_counter_count("B", "Test Walker", "loyalty", 5)


def test_attached_to() -> None:
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Aura", attached_to="Grizzly Bears")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_attached("Test Aura", "Grizzly Bears")
    with pytest.raises(AssertionError, match="expected 'Serra Angel', actual 'Grizzly Bears'"):
        s.assert_attached("Test Aura", "Serra Angel")


def test_library_order_last_added_is_on_top() -> None:
    """Library cards go on top of the filler; the last one added is the top card (B draws
    Shock on turn 2, then Lightning Bolt on turn 4)."""
    s = Scenario()
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Shock")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_hand_count("B", 1, "Shock"))
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_library_count("B", 21))
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Lightning Bolt")
    s.assert_hand_count("B", 2)
    s.assert_library_count("B", 20, "Wastes")


def test_remove_all_from_library() -> None:
    s = Scenario()
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Shock", 2)
    s.execute()
    s.assert_library_count("A", 2)
    s.assert_library_count("A", 2, "Shock")
    s.assert_library_count("B", 20)


def test_set_life() -> None:
    s = Scenario()
    s.set_life("A", 7)
    s.set_life("B", 33)
    s.execute()
    s.assert_life("A", 7)
    s.assert_life("B", 33)


def test_graveyard_and_exile_zones() -> None:
    s = Scenario()
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.EXILE, "B", "Shock")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", None, 2)
    s.assert_exile_count("Shock", 1)
    s.assert_exile_count("Shock", 1, player="B")
    s.assert_exile_count("Shock", 0, player="A")


# ------------------------------------------------------------------ scheduling


def test_players_do_nothing_that_is_not_scheduled() -> None:
    """No land is played, nothing is cast, nobody attacks unless scheduled."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.stop_at(3, Step.UNTAP)
    s.execute()
    s.assert_hand_count("A", 2)  # the Mountain and the Goblin stay in hand (no draw on turn 1)
    s.assert_life("B", 20)  # the Bears didn't attack
    s.assert_life("A", 20)
    s.assert_hand_count("B", 2)  # Giant Growth and the turn-2 draw
    s.assert_tapped("Forest", False)


def test_play_land() -> None:
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Mountain")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    s.execute()
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_hand_count("A", 0)


def test_play_land_not_in_hand() -> None:
    s = Scenario()
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    with pytest.raises(ScenarioError, match="A could not play Mountain on turn 1 PRECOMBAT_MAIN: "
                                            "no Mountain in hand"):
        s.execute()


def test_scheduled_action_error_names_player_card_turn_step_and_reason() -> None:
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value) == ("A could not cast Lightning Bolt on turn 1 PRECOMBAT_MAIN: "
                            "not enough mana to pay {R}")
    assert isinstance(e.value, AssertionError)


def test_action_whose_moment_never_came() -> None:
    """An action scheduled after the stop is reported when execute() returns."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    with pytest.raises(ScenarioError, match="A could not cast Lightning Bolt on turn 3 "
                                            "PRECOMBAT_MAIN: its moment never came"):
        s.execute()


def test_responding_to_something_never_on_the_stack() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    with pytest.raises(ScenarioError, match="B could not cast Counterspell on turn 1 "
                                            "PRECOMBAT_MAIN: its moment never came"):
        s.execute()


def test_a_failed_action_does_not_hold_up_later_ones() -> None:
    """Actions are attempted in the order scheduled; Murder (unpayable) fails, the Bolt after it
    is cast; only the Murder is reported."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value) == ("A could not cast Murder on turn 1 PRECOMBAT_MAIN: "
                            "not enough mana to pay {1}{B}{B}")
    s.assert_life("B", 17)


def test_actions_of_one_player_in_one_step_happen_in_order() -> None:
    """Shock then Lightning Bolt at B, both in the precombat main phase: the cast events come
    in the scheduled order."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.execute()
    assert [ev[3] for ev in s.state.log if ev[0] == "cast"] == ["Shock", "Lightning Bolt"]
    s.assert_life("B", 15)


def test_opponent_acts_in_the_active_players_turn() -> None:
    """A scheduled action is performed when its player holds priority in that step, on any
    player's turn: B shocks A in A's end step."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.END_TURN, "B", "Shock", targets=["A"])
    s.check(1, Step.CLEANUP, lambda sc: sc.assert_life("A", 18))
    s.execute()


def test_cast_with_x() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=5)
    s.execute()
    s.assert_life("B", 15)


def test_activate_ability_by_text_and_source() -> None:
    """activate_ability matches the start of the ability's text; `source` picks the permanent
    when several have it."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Llanowar Elves")
    s.assert_tapped("Forest", False)


def test_activate_ability_default_source_is_the_first() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Forest")
    s.assert_tapped("Llanowar Elves", False)


def test_activate_ability_matches_loyalty_costs_without_brackets_and_either_minus() -> None:
    """"+1:" matches "[+1]: ..." and "-3:" matches "[−3]: ..." (brackets ignored, - and −
    alike). (Only the matching is tested here; loyalty costs, 606, are in the rules tests.)"""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Loyal Walker")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-3:", targets=["B"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 17)


def test_activate_ability_nobody_has() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {R}")
    with pytest.raises(ScenarioError, match=re.escape(
            "A could not activate {T}: Add {R} on turn 1 PRECOMBAT_MAIN: no permanent of A has "
            "an ability starting '{T}: Add {R}'")):
        s.execute()


def test_attack_default_defender_and_block() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Stone", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_damage("Wall of Stone", 3)


def test_attack_a_planeswalker_by_name() -> None:
    """`defender` may name a planeswalker: 2 combat damage removes 2 loyalty (120.3c)."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.attack(1, "A", "Grizzly Bears", "Test Walker")
    s.execute()
    s.assert_counter_count("B", "Test Walker", "loyalty", 1)
    s.assert_life("B", 20)


def test_attack_the_chosen_player_in_multiplayer() -> None:
    """By default the next opponent (B) is attacked; `defender="C"` attacks C."""
    s = Scenario(players=3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant", "C")
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("C", 17)


def test_attack_with_a_creature_that_is_not_there() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Serra Angel")
    with pytest.raises(ScenarioError, match="A could not attack with Serra Angel on turn 1: "
                                            "there is no object named 'Serra Angel'"):
        s.execute()


def test_set_choice_answers_a_choice_and_defaults() -> None:
    """set_choice answers the next choice (Mind Rot: which cards B discards); unanswered
    choices get the first legal option; leftovers are not an error."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    for name in ("Lightning Bolt", "Shock", "Grizzly Bears"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.set_choice("B", "Shock, Grizzly Bears")
    s.set_choice("B", "a leftover answer")
    s.execute()
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_default_choice_is_the_first_legal_option() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    for name in ("Lightning Bolt", "Shock", "Grizzly Bears"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")


def test_set_choice_yes_no_for_may() -> None:
    """"you may" defaults to yes; set_choice("no") declines (Gravedigger)."""
    results = []
    for answer in (None, "no", "yes"):
        s = Scenario()
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.HAND, "A", "Gravedigger")
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gravedigger")
        if answer:
            s.set_choice("A", answer)
        s.execute()
        results.append(len(s.state.players[0].hand))
    assert results == [1, 0, 1]


@pytest.mark.parametrize("mode, a_life, b_life", [(1, 20, 18), (2, 23, 20)])
def test_set_mode_choice(mode: int, a_life: int, b_life: int) -> None:
    """set_mode_choice picks the mode (1-based) of a modal spell."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Test Charm")
    s.set_mode_choice("A", mode)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Charm", targets=["B"] if mode == 1 else [])
    s.execute()
    s.assert_life("A", a_life)
    s.assert_life("B", b_life)


def test_add_target_for_a_triggered_ability() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Man-o'-War")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Man-o'-War")
    s.add_target("A", "Hill Giant")
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_assign_damage_divides_an_attackers_damage() -> None:
    """510.1c: Craw Wurm (6 power) blocked by two Grizzly Bears: the attacking player puts all
    6 on the second Bears; the first survives."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Craw Wurm")
    s.block(1, "B", "Grizzly Bears#1", "Craw Wurm")
    s.block(1, "B", "Grizzly Bears#2", "Craw Wurm")
    s.assign_damage(1, "A", "Craw Wurm", {"Grizzly Bears#2": 6})
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_default_damage_division_lethal_in_block_order() -> None:
    """Spec default: lethal damage to each blocker in the order the blocks were declared, the
    rest to the last: Hill Giant (3) blocked by Savannah Lions (2/1) then Grizzly Bears (2/2):
    1 to the Lions, 2 to the Bears; both die."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Savannah Lions", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.execute()
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_default_damage_division_with_trample() -> None:
    """Spec default / 702.19c: a trampler assigns lethal damage to its blocker and the rest to
    the player: 5 power blocked by Grizzly Bears: 2 to the Bears, 3 to B."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Trampler")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Test Trampler")
    s.block(1, "B", "Grizzly Bears", "Test Trampler")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 17)


# ------------------------------------------------------------------ names


def test_name_at_player_on_the_stack() -> None:
    """`Name@A` on the stack keeps the spell A controls: A counters B's Lightning Bolt, not its
    own."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Counterspell")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"],
                 responding_to="Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Counterspell", targets=["Lightning Bolt@B"],
                 responding_to="Lightning Bolt@B")
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_name_at_player_in_a_graveyard() -> None:
    """`Name@A` outside the battlefield keeps objects A owns: Gravedigger's target."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gravedigger")
    s.add_target("A", "Grizzly Bears@A")
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_name_at_player_picks_that_players_object() -> None:
    """`Name@B` keeps only objects B controls; a bare name picks the first added (A's)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears@B"])
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_bare_name_is_the_first_added() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_name_hash_n_picks_the_nth() -> None:
    """`Name#2` is the second object with that name (in the order added): the Bears without
    the counter dies to Shock; the 3/3 one survives."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears#2"])
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)


def test_name_hash_n_that_does_not_exist() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears#2"])
    with pytest.raises(ScenarioError, match="there is no Grizzly Bears#2"):
        s.execute()


def test_tokens_are_named_by_the_rules() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)


# ------------------------------------------------------------------ check, stop_at, execute


def test_stop_at_default_is_the_start_of_turn_2() -> None:
    s = Scenario()
    s.execute()
    s.assert_turn(2)
    assert s.state.step is Step.UNTAP
    assert s.game.paused_at == (2, int(Step.UNTAP))
    s.assert_hand_count("B", 0)  # B's draw hasn't happened


def test_stop_at_is_before_anything_happens_in_that_step() -> None:
    """The run stops at the start of the step: the draw step's draw hasn't happened yet."""
    s = Scenario()
    s.stop_at(2, Step.DRAW)
    s.execute()
    assert (s.state.turn, s.state.step) == (2, Step.DRAW)
    s.assert_hand_count("B", 0)
    s.assert_library_count("B", 20)


def test_stop_at_a_skipped_step_stops_at_the_next_one() -> None:
    """A stop on A's turn-1 draw step (skipped, 103.7a) stops at the precombat main phase."""
    s = Scenario()
    s.stop_at(1, Step.DRAW)
    s.execute()
    assert (s.state.turn, s.state.step) == (1, Step.PRECOMBAT_MAIN)


def test_check_runs_mid_game_in_order() -> None:
    calls: list[tuple[int, Step, int]] = []

    def record(sc: Scenario) -> None:
        calls.append((sc.state.turn, sc.state.step, sc.state.players[1].life))

    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(1, Step.END_TURN, record)
    s.check(1, Step.UPKEEP, record)
    s.check(1, Step.DRAW, record)  # skipped by 103.7a: runs at the next step
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    assert calls == [(1, Step.UPKEEP, 20), (1, Step.PRECOMBAT_MAIN, 20), (1, Step.END_TURN, 18)]


def test_failed_assertion_in_check_propagates() -> None:
    s = Scenario()
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_life("A", 19))
    with pytest.raises(AssertionError, match="A's life: expected 19, actual 20"):
        s.execute()


def test_game_ending_before_the_stop_is_not_an_error() -> None:
    s = Scenario()
    s.set_life("B", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_winner("A")
    s.assert_lost("B")
    s.assert_turn(1)


def test_game_and_log() -> None:
    s = Scenario()
    with pytest.raises(RuntimeError, match="execute"):
        _ = s.game
    assert s.log == ""
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.execute()
    assert isinstance(s.game, Game)
    assert "A casts Lightning Bolt" in s.log
    assert "Lightning Bolt deals 3 damage to B" in s.log


# ------------------------------------------------------------------ assertions


def _board() -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Vault Skirge", counters={"+1/+1": 1}, tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_assertions_pass_on_the_right_values() -> None:
    s = _board()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", None, 5)
    s.assert_battlefield_count("A", 5)
    s.assert_battlefield_count("B", 1)
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_base_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Vault Skirge", 2, 2)
    s.assert_damage("Grizzly Bears", 2)
    s.assert_mana_value("Serra Angel", 5)
    s.assert_mana_value("Vault Skirge", 2)
    s.assert_tapped("Vault Skirge")
    s.assert_tapped("Grizzly Bears", False)
    s.assert_counter_count("B", "Vault Skirge", "+1/+1", 1)
    s.assert_player_counters("B", "poison", 0)
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"])
    s.assert_abilities("A", "Grizzly Bears", ["Flying"], present=False)
    s.assert_type("Vault Skirge", "Artifact")
    s.assert_type("Vault Skirge", "Creature")
    s.assert_type("Glorious Anthem", "Creature", present=False)
    s.assert_subtype("Vault Skirge", "Bat")
    s.assert_subtype("Grizzly Bears", "Bat", present=False)
    s.assert_color("Serra Angel", ["White"])
    s.assert_color("Vault Skirge", ["Black"])
    s.assert_color("Mountain", [])
    s.assert_stack_size(0)
    s.assert_not_lost("A")
    s.assert_turn(1)


@pytest.mark.parametrize("call, expected, actual", [
    (lambda s: s.assert_life("A", 19), "19", "20"),
    (lambda s: s.assert_permanent_count("A", "Grizzly Bears", 2), "2", "1"),
    (lambda s: s.assert_battlefield_count("B", 0), "0", "1"),
    (lambda s: s.assert_graveyard_count("A", "Shock", 0), "0", "1"),
    (lambda s: s.assert_hand_count("A", 1), "1", "0"),
    (lambda s: s.assert_library_count("A", 19), "19", "20"),
    (lambda s: s.assert_exile_count("Shock", 1), "1", "0"),
    (lambda s: s.assert_power_toughness("A", "Grizzly Bears", 2, 2), "(2, 2)", "(3, 3)"),
    (lambda s: s.assert_base_power_toughness("A", "Grizzly Bears", 3, 3), "(3, 3)", "(2, 2)"),
    (lambda s: s.assert_damage("Grizzly Bears", 0), "0", "2"),
    (lambda s: s.assert_mana_value("Serra Angel", 4), "4", "5"),
    (lambda s: s.assert_tapped("Grizzly Bears"), "True", "False"),
    (lambda s: s.assert_counter_count("B", "Vault Skirge", "+1/+1", 2), "2", "1"),
    (lambda s: s.assert_player_counters("B", "poison", 1), "1", "0"),
    (lambda s: s.assert_abilities("A", "Grizzly Bears", ["Flying"]), "True", "False"),
    (lambda s: s.assert_type("Glorious Anthem", "Creature"), "True", "False"),
    (lambda s: s.assert_subtype("Grizzly Bears", "Bat"), "True", "False"),
    (lambda s: s.assert_color("Serra Angel", ["Green"]), "'G'", "'W'"),
    (lambda s: s.assert_stack_size(1), "1", "0"),
    (lambda s: s.assert_winner("A"), "'A'", "None"),
    (lambda s: s.assert_lost("B"), "True", "False"),
    (lambda s: s.assert_draw(), "'draw'", "None"),
    (lambda s: s.assert_turn(2), "2", "1"),
])
def test_assertion_failures_show_expected_and_actual(call, expected: str, actual: str) -> None:  # type: ignore[no-untyped-def]
    s = _board()
    with pytest.raises(AssertionError) as e:
        call(s)
    assert f"expected {expected}, actual {actual}" in str(e.value)


def test_assert_not_lost_failure() -> None:
    s = Scenario()
    s.set_life("B", 0)
    s.execute()
    with pytest.raises(AssertionError, match="whether B lost: expected False, actual True"):
        s.assert_not_lost("B")


def test_assert_power_toughness_needs_at_least_one() -> None:
    s = _board()
    with pytest.raises(AssertionError, match="B controls no permanent named 'Grizzly Bears'"):
        s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_assert_playable_in_a_check() -> None:
    """assert_playable: a card A can cast now, one A can't, and an ability."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Forest")

    def main(sc: Scenario) -> None:
        sc.assert_playable("A", "Lightning Bolt")
        sc.assert_playable("A", "Hill Giant", False)
        sc.assert_playable("A", "Forest")
        sc.assert_playable("A", "{1}, {T}, Sacrifice")
        sc.assert_playable("A", "{T}: Add {C}")
        with pytest.raises(AssertionError, match="whether A can play 'Hill Giant': "
                                                 "expected True, actual False"):
            sc.assert_playable("A", "Hill Giant")

    def combat(sc: Scenario) -> None:
        sc.assert_playable("A", "Forest", False)  # not a main phase (305.1)
        sc.assert_playable("A", "Lightning Bolt")

    s.check(1, Step.PRECOMBAT_MAIN, main)
    s.check(1, Step.BEGIN_COMBAT, combat)
    s.execute()


def test_assertions_accept_name_hash_n_and_at_player() -> None:
    """Names in assertions follow the same rules: `Name#2`, `Name@B`."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears#1", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears#2", 2, 2)
    s.assert_tapped("Grizzly Bears@B")
    s.assert_tapped("Grizzly Bears@A", False)
    s.assert_tapped("Grizzly Bears#3")
    s.assert_counter_count("A", "Grizzly Bears#1", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears#2", "+1/+1", 0)
    with pytest.raises(AssertionError, match="expected a permanent named 'Grizzly Bears#4'"):
        s.assert_tapped("Grizzly Bears#4")


def test_set_choice_colour_for_a_mana_ability_of_any_colour() -> None:
    """set_choice(player, "Red") answers the colour of "Add one mana of any color"."""
    db = CardDatabase.builtin()
    db.load_file("prism.yaml", text="""
- name: Test Prism
  cost: "{2}"
  type: Artifact
  text: "{T}: Add one mana of any color."
  abilities: [{cost: {tap: true}, any_color: 1, text: "{T}: Add one mana of any color."}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Prism")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add one mana of any color")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.execute()
    s.assert_life("B", 17)


# ---------------------------------------------------------------- the spec's later additions


def test_a_refused_action_stays_scheduled_and_is_tried_again_in_its_step() -> None:
    """The Bolt is scheduled before the land: refused at first (no mana), it is performed
    once the Mountain is on the battlefield, later in the same step."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)


def test_an_action_never_performed_names_its_last_reason() -> None:
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"A could not cast Lightning Bolt on turn 1 "
                                            r"PRECOMBAT_MAIN: .*mana"):
        s.execute()


def test_x_answered_by_set_choice() -> None:
    """107.3: "X=3" queued with set_choice is the value of X when the spell is cast."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"])
    s.set_choice("A", "X=3")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)


def test_a_choice_of_several_cards_answered_one_set_choice_each() -> None:
    """Mind Rot: B discards two cards, named by two separate answers (701.8)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Island")
    s.add_card(Zone.HAND, "B", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.set_choice("B", "Plains")
    s.set_choice("B", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Island")
    s.assert_graveyard_count("B", "Plains", 1)
    s.assert_graveyard_count("B", "Forest", 1)


def test_unless_its_controller_pays_defaults_to_not_paying() -> None:
    """118.12 asked as an optional cost: unanswered, the spell's controller does not pay."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Mana Leak")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Mana Leak", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_source_names_the_second_permanent_with_name_hash_two() -> None:
    """`source="Prodigal Sorcerer#2"` activates the second one: the first stays untapped."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", source="Prodigal Sorcerer#2",
                       targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    tapped = [s.state.objects[o].tapped for o in sorted(s.state.battlefield)
              if s.state.objects[o].card.name == "Prodigal Sorcerer"]
    assert tapped == [False, True]
