"""The turn (500-514), the first player's skipped draw (103.7a), one land per turn (305.2),
mana emptying (500.4) and the cleanup step (514.1-514.2)."""

from __future__ import annotations

import pytest

from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def steps_of(s: Scenario, turn: int) -> list[str]:
    """The steps the game went through on `turn`, in order, from the event log."""
    return [ev[2] for ev in s.state.log if ev[0] == "step" and ev[1] == turn]


FULL_TURN_NO_ATTACK = ["UNTAP", "UPKEEP", "DRAW", "PRECOMBAT_MAIN", "BEGIN_COMBAT",
                       "DECLARE_ATTACKERS", "END_COMBAT", "POSTCOMBAT_MAIN", "END_TURN", "CLEANUP"]


def test_500_1_steps_of_a_turn_in_order_508_8_no_attackers() -> None:
    """500.1 / 501-514: every phase and step in order; 508.8: with no attackers the declare
    blockers and combat damage steps are skipped."""
    s = Scenario()
    s.stop_at(3, Step.UNTAP)
    s.execute()
    assert steps_of(s, 2) == FULL_TURN_NO_ATTACK


def test_103_7a_first_player_skips_only_the_draw_step() -> None:
    """103.7a: the starting player skips the draw step of their first turn (and only that
    step: the upkeep still happens)."""
    s = Scenario()
    s.execute()
    assert steps_of(s, 1) == [x for x in FULL_TURN_NO_ATTACK if x != "DRAW"]
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)
    s.assert_turn(2)


def test_504_1_second_player_draws_on_their_first_turn() -> None:
    """504.1: the active player draws in the draw step; B, not the starting player, draws on
    turn 2; A draws on turn 3."""
    s = Scenario()
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Wastes")
    s.assert_library_count("B", 19)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_103_7a_no_skip_in_a_multiplayer_game() -> None:
    """103.7a applies to two-player games only: with three players, A draws on turn 1; 102.1:
    turns pass in seat order A, B, C."""
    s = Scenario(players=3)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    assert "DRAW" in steps_of(s, 1)
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 1)
    s.assert_hand_count("C", 1)
    assert s.state.active == 2
    s.assert_turn(3)


def test_502_3_untap_step_untaps_only_the_active_players_permanents() -> None:
    """502.3: the active player untaps their permanents; the other player's stay tapped."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    seen: list[bool] = []

    def on_turn_1(sc: Scenario) -> None:
        sc.assert_tapped("Mountain", False)
        sc.assert_tapped("Forest", True)
        seen.append(True)

    s.check(1, Step.UPKEEP, on_turn_1)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    assert seen == [True]
    s.assert_tapped("Forest", False)


def test_305_2_one_land_per_turn() -> None:
    """305.2: a player may play only one land during each of their turns; the second scheduled
    land fails with the reason, and a land can be played again on the next turn."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")
    s.play_land(3, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value) == ("A could not play Forest on turn 1 POSTCOMBAT_MAIN: "
                            "you have already played a land this turn (305.2)")
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_hand_count("A", 1)  # the Wastes drawn on turn 3


def test_305_1_land_only_at_sorcery_speed_on_own_turn() -> None:
    """305.1 / 505.6b: a land is played only in your own main phase with an empty stack."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "B", "Island")
    s.play_land(1, Step.UPKEEP, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "B", "Island")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    msg = str(e.value)
    assert "A could not play Forest on turn 1 UPKEEP: a land can be played only in your main " \
           "phase with an empty stack (305.1)" in msg
    assert "B could not play Island on turn 1 PRECOMBAT_MAIN" in msg
    s.assert_battlefield_count("A", 0)
    s.assert_battlefield_count("B", 0)


def test_500_4_mana_empties_between_steps() -> None:
    """500.4: mana made in the precombat main phase is gone by the beginning of combat, so a
    Lightning Bolt cast then can't be paid (the Mountain is already tapped)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {R}")
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Lightning Bolt", targets=["B"])
    pools: list[list[int]] = []
    s.check(1, Step.BEGIN_COMBAT, lambda sc: pools.append(list(sc.state.players[0].mana_pool)))
    with pytest.raises(ScenarioError, match=r"A could not cast Lightning Bolt on turn 1 BEGIN_COMBAT: "
                                            r"not enough mana to pay \{R\}"):
        s.execute()
    assert pools == [[0, 0, 0, 0, 0, 0]]
    s.assert_tapped("Mountain")
    s.assert_life("B", 20)
    s.assert_hand_count("A", 1, "Lightning Bolt")


def test_500_4_mana_stays_within_the_step() -> None:
    """500.4 (converse): mana added in a step can be spent later in that same step."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {R}")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.execute()
    s.assert_life("B", 17)


def test_514_1_discard_to_maximum_hand_size_default_choice() -> None:
    """514.1 / 402.2: in the cleanup step the active player discards down to seven cards."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 9)
    s.execute()
    s.assert_hand_count("A", 7)
    s.assert_graveyard_count("A", "Grizzly Bears", 2)


def test_514_1_discard_chosen_by_the_player() -> None:
    """514.1: the player chooses which cards to discard (set_choice)."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 7)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Shock")
    s.set_choice("A", "Lightning Bolt, Shock")
    s.execute()
    s.assert_hand_count("A", 7, "Grizzly Bears")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Shock", 1)


def test_514_1_only_the_active_player_discards() -> None:
    """514.1: only the active player discards; B discards at the end of B's own turn (9 cards
    plus the turn-2 draw = 10, down to 7)."""
    s = Scenario()
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 9)
    counts: list[int] = []
    s.check(2, Step.UPKEEP, lambda sc: counts.append(len(sc.state.players[1].hand)))
    s.stop_at(3, Step.UNTAP)
    s.execute()
    assert counts == [9]
    s.assert_hand_count("B", 7)
    s.assert_graveyard_count("B", "Grizzly Bears", 3)


def test_514_2_damage_is_removed_in_cleanup() -> None:
    """514.2: damage marked on permanents is removed in the cleanup step."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_damage("Hill Giant", 2))
    s.execute()
    s.assert_damage("Hill Giant", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_514_2_until_end_of_turn_effects_end_in_cleanup() -> None:
    """514.2: "until end of turn" effects end in the cleanup step."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 5, 5))
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_502_3_lands_untap_for_the_next_turn() -> None:
    """502.3: a land tapped for mana on turn 1 untaps in A's next untap step (turn 3) and can
    pay again."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_tapped("Mountain"))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)


def test_307_1_sorcery_only_in_own_main_phase() -> None:
    """307.1: a sorcery can be cast only in its owner's main phase with an empty stack (not in
    the opponent's turn, not in combat)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Volcanic Hammer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Volcanic Hammer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Volcanic Hammer", targets=["A"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Volcanic Hammer", targets=["B"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    reason = "it can be cast only in your main phase when the stack is empty (307.1)"
    assert f"B could not cast Volcanic Hammer on turn 1 PRECOMBAT_MAIN: {reason}" in str(e.value)
    assert f"A could not cast Volcanic Hammer on turn 1 BEGIN_COMBAT: {reason}" in str(e.value)
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def test_514_2_damage_and_pump_end_simultaneously() -> None:
    """514.2: damage removal and the end of "until end of turn" effects happen at the same
    time: Grizzly Bears pumped to 5/5 with 3 damage survive the cleanup step as a 2/2."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_damage("Grizzly Bears", 3))
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_damage("Grizzly Bears", 0)
