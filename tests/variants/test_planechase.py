"""Planechase (901): the starting plane, the planar die as a special action (901.9, 116.2i),
chaos abilities (310.7), planeswalking (701.24, 901.11), phenomena (311, 704.6f), the planar
controller (901.6), and a Planechase game's copy, save and replay."""

from __future__ import annotations

import pytest

from mtg_engine.actions import PassPriority, RollPlanarDie
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.game import Game
from mtg_engine.state.objects import Zone as ObjZone
from mtg_engine.testing import Scenario, Step, Zone
from tests.variants.command_cards import command_cards

# Seed 0: the scenario's first three rolls of the planar die come up {PW}, {CHAOS}, {PW}
# (each test checks the log says so before relying on it).
PW_CHAOS_PW = 0
CHAOS_BLANK_CHAOS = 5
PW_BLANK_BLANK = 7
PW_BLANK_PW = 16


def _rolls(s: Scenario) -> list[str]:
    return [e[2] for e in s.state.log if e[0] == "planar_die"]


def _face_up(s: Scenario) -> list[str]:
    return [s.state.objects[o].name for o in s.state.command]


def _three_rolls(seed: int, deck: list[str]) -> Scenario:
    s = Scenario(cards=command_cards(), seed=seed)
    s.set_planar_deck("A", deck)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    for _ in range(3):
        s.roll_planar_die(1, Step.PRECOMBAT_MAIN, "A")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_starting_plane_statics_apply_from_the_command_zone() -> None:
    """901.5: the top plane of the starting player's planar deck is the starting plane;
    901.7: its static abilities work from the command zone (Krosa: +2/+2)."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Krosa", "Panopticon"])
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.execute()
    assert _face_up(s) == ["Krosa"]
    assert s.state.variant.planar_decks == (("Panopticon",), ())
    s.assert_power_toughness("B", "Grizzly Bears", 4, 4)


def test_phenomenon_on_top_goes_to_the_bottom_before_the_game() -> None:
    """901.5: a phenomenon turned up as the starting plane is chosen goes to the bottom, and
    nothing triggers (Mutual Epiphany draws no cards)."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Mutual Epiphany", "Krosa", "Panopticon"])
    s.execute()
    assert _face_up(s) == ["Krosa"]
    assert s.state.variant.planar_decks[0] == ("Panopticon", "Mutual Epiphany")
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 0)  # (the run stops as turn 2 begins)


def test_planar_die_costs_one_more_each_roll() -> None:
    """901.9: the first roll each turn costs {0}, each further one {1} more: three rolls cost
    0 + 1 + 2 = 3 mana (the three Mountains), and a fourth ({3}) can't be paid."""
    s = _three_rolls(CHAOS_BLANK_CHAOS + 1, ["Gavony", "Panopticon", "Naar Isle"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.game.resume()  # (A holds priority in the postcombat main phase)
    assert len(_rolls(s)) == 3
    assert s.state.variant.die_rolls == 3
    assert sum(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].name == "Mountain") == 3
    assert "not enough mana to pay {3}" in (s.game.why_illegal(RollPlanarDie()) or "")


def test_planar_die_is_a_special_action_of_the_active_player_in_a_main_phase() -> None:
    """901.9, 116.2i: the active player, with priority, an empty stack, in a main phase."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Gavony", "Panopticon"])
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.game.resume()
    assert s.state.step is Step.UPKEEP
    assert "main phase" in (s.game.why_illegal(RollPlanarDie()) or "")
    assert RollPlanarDie() not in s.game.legal_actions()
    while s.state.step is not Step.PRECOMBAT_MAIN:
        s.game.apply(PassPriority())
    assert RollPlanarDie() in s.game.legal_actions()  # {0}: the first roll this turn


def test_chaos_ability_and_planeswalking() -> None:
    """901.9c, 901.8: {PW} triggers the planeswalking ability: Gavony goes to the bottom of the
    planar deck, Panopticon comes up ("When you planeswalk to ~, draw a card"); 901.9b, 310.7:
    {CHAOS} triggers Panopticon's chaos ability (draw a card); {PW} again: Naar Isle."""
    s = _three_rolls(PW_CHAOS_PW, ["Gavony", "Panopticon", "Naar Isle"])
    s.execute()
    assert _rolls(s) == ["planeswalk", "chaos", "planeswalk"]
    assert [e[3] for e in s.state.log if e[0] in ("planeswalk_to", "planeswalk_away")] == [
        "Gavony", "Panopticon", "Panopticon", "Naar Isle"]
    assert _face_up(s) == ["Naar Isle"]
    assert s.state.variant.planar_decks[0] == ("Gavony", "Panopticon")
    s.assert_hand_count("A", 2)  # planeswalked to Panopticon (1), its chaos ability (1)


def test_leaving_a_plane_ends_its_static_abilities() -> None:
    """701.24b: a plane planeswalked away from is turned face down: Krosa's +2/+2 ends."""
    s = _three_rolls(PW_CHAOS_PW, ["Krosa", "Panopticon", "Naar Isle"])
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 4))
    s.execute()
    assert _rolls(s)[0] == "planeswalk"
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_chaos_ability_with_a_choice_of_player() -> None:
    """310.7: "Whenever you roll {CHAOS}, Naar Isle deals 3 damage to target player or
    planeswalker" (its target chosen as it is put on the stack, 603.3d)."""
    s = Scenario(cards=command_cards(), seed=CHAOS_BLANK_CHAOS)
    s.set_planar_deck("A", ["Naar Isle", "Panopticon"])
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_target("A", "B")
    s.add_target("A", "B")
    for _ in range(3):
        s.roll_planar_die(1, Step.PRECOMBAT_MAIN, "A")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _rolls(s) == ["chaos", "blank", "chaos"]
    s.assert_life("B", 14)
    s.assert_life("A", 19)  # (Naar Isle's upkeep ability: one flame counter, 1 damage)


def test_plane_counters_and_upkeep_trigger_of_the_planar_controller() -> None:
    """901.6: the planar controller is the active player: Naar Isle's "At the beginning of
    your upkeep" is A's on turn 1 (one flame counter, 1 damage to A), B's on turn 2 (two
    counters, 2 damage to B), A's again on turn 3 (three, 3 damage)."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Naar Isle", "Panopticon"])
    s.stop_at(3, Step.DRAW)
    s.execute()
    plane = s.state.objects[s.state.command[0]]
    assert plane.name == "Naar Isle" and plane.controller == 0
    assert plane.counters == {"flame": 3}
    s.assert_life("B", 18)
    s.assert_life("A", 16)


def test_phenomenon_encountered_then_planeswalked_away() -> None:
    """311.5: "When you encounter ~" triggers as the phenomenon is turned face up; 704.6f: once
    its ability has left the stack, the planar controller planeswalks (to Panopticon, which
    draws A a card)."""
    s = Scenario(cards=command_cards(), seed=PW_CHAOS_PW)
    s.set_planar_deck("A", ["Gavony", "Mutual Epiphany", "Panopticon", "Naar Isle"])
    s.roll_planar_die(1, Step.PRECOMBAT_MAIN, "A")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _rolls(s) == ["planeswalk"]
    assert [(e[0], e[3]) for e in s.state.log if e[0].startswith("planeswalk_")] == [
        ("planeswalk_away", "Gavony"), ("planeswalk_to", "Mutual Epiphany"),
        ("planeswalk_away", "Mutual Epiphany"), ("planeswalk_to", "Panopticon")]
    assert _face_up(s) == ["Panopticon"]
    assert s.state.variant.planar_decks[0] == ("Naar Isle", "Gavony", "Mutual Epiphany")
    s.assert_hand_count("A", 5)  # four (Mutual Epiphany) and one (Panopticon)
    s.assert_hand_count("B", 4)


def _planechase_game(seed: int) -> Game:
    deck = ["Mountain"] * 10 + ["Grizzly Bears"] * 10 + ["Lightning Bolt"] * 10
    planes = ["Krosa", "Panopticon", "Naar Isle", "Lethe Lake", "Gavony", "Mutual Epiphany"]
    planes += [f"Plane {i}" for i in range(4)]
    return Game.new([deck, deck], seed=seed, db=_with_test_planes(), planar_decks=[planes, planes])


def _with_test_planes():  # type: ignore[no-untyped-def]
    """The test planes and four more planes without abilities (a planar deck has ten cards,
    901.3)."""
    db = command_cards()
    if "Plane 0" not in db:
        db.load_file("blank_planes.yaml", text="\n".join(
            f"- {{name: Plane {i}, type: Plane — Nowhere, colors: []}}" for i in range(4)))
    return db


def test_game_new_with_planar_decks_copy_and_json_round_trip() -> None:
    """A Planechase game (901.4: shuffled planar decks; 901.5: a starting plane) played by
    random agents, rolling the planar die when offered: `copy()`, `to_json()` /
    `from_json()` and replay from the seed and actions are exact at every decision."""
    game = _planechase_game(4)
    assert [o.name for o in (game.state.objects[i] for i in game.state.command)] != []
    agents = [RandomAgent(seed=1), RandomAgent(seed=2)]
    rolled = 0
    for _ in range(300):
        if game.is_over:
            break
        d = game.pending
        assert d is not None
        options = game.legal_actions()
        action = next((a for a in options if isinstance(a, RollPlanarDie)), None)
        if action is None:
            action = agents[d.player].choose(game, d.player)
        rolled += isinstance(action, RollPlanarDie)
        twin = Game.from_json(game.to_json(history=True), db=_with_test_planes())
        assert twin.state.to_json() == game.state.to_json()
        assert game.copy().state.to_json() == game.state.to_json()
        game.apply(action)
    assert rolled >= 3
    walked_to = [e[3] for e in game.state.log if e[0] == "planeswalk_to"]
    assert "Mutual Epiphany" in walked_to and len(walked_to) >= 4  # (a phenomenon too)
    again = _planechase_game(4)
    for a in game.action_list():
        again.apply(a)
    assert again.state.to_json() == game.state.to_json()


def test_planar_deck_rules_checked() -> None:
    """901.3: at least ten cards, each a different name, at most two phenomena."""
    deck = ["Mountain"] * 20
    with pytest.raises(ValueError, match="at least 10"):
        Game.new([deck, deck], db=_with_test_planes(), planar_decks=[["Krosa"], ["Krosa"]])
    planes = ["Krosa"] * 10
    with pytest.raises(ValueError, match="different English name"):
        Game.new([deck, deck], db=_with_test_planes(), planar_decks=[planes, planes])


def test_plane_card_stays_in_the_command_zone() -> None:
    """310.2: a plane is not a permanent: it is in the command zone, never on the
    battlefield."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Gavony"])
    s.execute()
    plane = s.state.objects[s.state.command[0]]
    assert plane.zone is ObjZone.COMMAND and plane.id not in s.state.battlefield


def test_plane_owner_leaves_the_game() -> None:
    """800.4a, 901.10: A (the active player, the planar controller) loses to Naar Isle's
    upkeep damage: A's objects leave the game, Naar Isle with them; B, next in turn order,
    becomes the planar controller (901.6) and turns the top card of B's planar deck face up."""
    s = Scenario(players=3, cards=command_cards())
    s.set_life("A", 1)
    s.set_planar_deck("A", ["Naar Isle", "Gavony"])
    s.set_planar_deck("B", ["Krosa", "Panopticon"])
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_lost("A")
    assert _face_up(s) == ["Krosa"]
    assert s.state.objects[s.state.command[0]].controller == 1
    assert s.state.variant.planar_decks == ((), ("Panopticon",), ())
    s.assert_power_toughness("C", "Grizzly Bears", 4, 4)


def test_saved_planar_decks_are_checked() -> None:
    """A saved game's planar decks name cards of the database, for players of the game."""
    game = _planechase_game(1)
    data = game.to_json()
    data["state"]["variant"]["planar_decks"][0][0] = "No Such Plane"
    with pytest.raises(ValueError, match="variant"):
        Game.from_json(data, db=_with_test_planes())
    state = game.state.to_json()
    state["variant"]["planar_decks"].append(["Krosa"])
    with pytest.raises(ValueError, match="variant"):
        Game.from_state({"state": state, "actions": []}, db=_with_test_planes())
    ok = Game.from_state({"state": game.state.to_json(), "actions": []}, db=_with_test_planes())
    assert ok.state.variant == game.state.variant


def test_chaotic_aether_blank_rolls_are_chaos() -> None:
    """Chaotic Aether: the die comes up {PW}, blank, blank (seed 7); after the phenomenon is
    encountered (and planeswalked away from, 704.6f: no plane), both blank rolls are {CHAOS}
    rolls: Panopticon's chaos ability draws two cards (one more from planeswalking to it)."""
    plain = _three_rolls(PW_BLANK_BLANK, ["Gavony", "Panopticon", "Naar Isle"])
    plain.execute()
    assert _rolls(plain) == ["planeswalk", "blank", "blank"]
    plain.assert_hand_count("A", 1)
    s = _three_rolls(PW_BLANK_BLANK, ["Gavony", "Chaotic Aether", "Panopticon", "Naar Isle"])
    s.execute()
    assert _rolls(s) == ["planeswalk", "chaos", "chaos"]
    assert _face_up(s) == ["Panopticon"]
    s.assert_hand_count("A", 3)
    assert s.state.variant.blank_is_chaos


def test_chaotic_aether_ends_when_a_player_planeswalks_away_from_a_plane() -> None:
    """"... until a player planeswalks away from a plane": {PW}, blank (a {CHAOS} roll), {PW}
    away from Panopticon: blank rolls are blank again."""
    s = _three_rolls(PW_BLANK_PW, ["Gavony", "Chaotic Aether", "Panopticon", "Naar Isle"])
    s.add_target("A", "B")
    s.execute()
    assert _rolls(s) == ["planeswalk", "chaos", "planeswalk"]
    assert _face_up(s) == ["Naar Isle"]
    assert not s.state.variant.blank_is_chaos


def test_observation_hides_the_planar_decks_order() -> None:
    """901.4: a planar deck is face down: a player's view shows its cards, not their order."""
    from mtg_engine.observe import observe

    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Gavony", "Panopticon", "Krosa", "Naar Isle"])
    s.execute()
    view = observe(s.game, 1)
    assert view["variant"]["planar_decks"][0] == ["Krosa", "Naar Isle", "Panopticon"]
    assert s.state.variant.planar_decks[0] == ("Panopticon", "Krosa", "Naar Isle")


def test_state_trigger_of_a_plane_planeswalks() -> None:
    """Aretopolis: its upkeep ability puts a scroll counter on it (A gains 1 life); with nine
    (set by hand), a {CHAOS} roll puts the tenth (A draws ten); 603.8: "When Aretopolis has
    ten or more scroll counters on it, planeswalk" then triggers: Panopticon (A draws one)."""
    s = Scenario(cards=command_cards(), seed=CHAOS_BLANK_CHAOS)
    s.set_planar_deck("A", ["Aretopolis", "Panopticon"])

    def nine(sc: Scenario) -> None:
        plane = sc.state.objects[sc.state.command[0]]
        assert plane.counters == {"scroll": 1}
        sc.state.mut(plane.id).counters["scroll"] = 9

    s.check(1, Step.PRECOMBAT_MAIN, nine)
    s.roll_planar_die(1, Step.PRECOMBAT_MAIN, "A")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _rolls(s) == ["chaos"]
    s.assert_life("A", 21)
    assert _face_up(s) == ["Panopticon"]
    assert s.state.variant.planar_decks[0] == ("Aretopolis",)
    s.assert_hand_count("A", 11)


def test_spatial_merging_two_planes_face_up() -> None:
    """Spatial Merging: Krosa and Panopticon (Mutual Epiphany, revealed between them, goes to
    the bottom) are face up at once; a {CHAOS} roll triggers both chaos abilities (901.9b);
    {PW} planeswalks away from both (901.11c) to Naar Isle."""
    s = _three_rolls(PW_CHAOS_PW, ["Gavony", "Spatial Merging", "Krosa", "Mutual Epiphany",
                                   "Panopticon", "Naar Isle"])
    s.execute()
    assert _rolls(s) == ["planeswalk", "chaos", "planeswalk"]
    walks = [(e[0], e[3]) for e in s.state.log if e[0].startswith("planeswalk_")]
    assert walks == [("planeswalk_away", "Gavony"), ("planeswalk_to", "Spatial Merging"),
                     ("planeswalk_away", "Spatial Merging"), ("planeswalk_to", "Krosa"),
                     ("planeswalk_to", "Panopticon"), ("planeswalk_away", "Krosa"),
                     ("planeswalk_away", "Panopticon"), ("planeswalk_to", "Naar Isle")]
    chaos = [e[3] for e in s.state.log if e[0] == "trigger" and e[3] in ("Krosa", "Panopticon")]
    assert sorted(chaos) == ["Krosa", "Panopticon", "Panopticon"]  # (and planeswalking to it)
    assert _face_up(s) == ["Naar Isle"]
    assert s.state.variant.planar_decks[0] == ("Gavony", "Spatial Merging", "Mutual Epiphany",
                                               "Krosa", "Panopticon")
    s.assert_hand_count("A", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_spatial_merging_statics_of_both_planes() -> None:
    """After Spatial Merging, both planes' static abilities apply (901.7): Krosa's +2/+2 and
    Gavony's vigilance."""
    s = Scenario(cards=command_cards(), seed=PW_CHAOS_PW)
    s.set_planar_deck("A", ["Naar Isle", "Spatial Merging", "Krosa", "Gavony"])
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.roll_planar_die(1, Step.PRECOMBAT_MAIN, "A")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _rolls(s) == ["planeswalk"]
    assert _face_up(s) == ["Krosa", "Gavony"]
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_abilities("A", "Grizzly Bears", ["Vigilance"])


def test_901_9_the_rl_encoding_knows_the_planar_die() -> None:
    """The reinforcement-learning observation encodes every legal action, the planar die roll
    (901.9, a special action) included: a Planechase game reaches a main phase where rolling
    is offered, and the roll's slot has its own action-kind feature."""
    pytest.importorskip("numpy")
    from mtg_engine.rl.encoding import ACTION_FEATURES, ACTION_KINDS, GLOBAL, encode, slots

    game = _planechase_game(4)
    agent = RandomAgent(seed=3)
    for _ in range(300):
        acts = slots(game)
        roll = next((i for i, a in enumerate(acts) if isinstance(a, RollPlanarDie)), None)
        if roll is not None:
            break
        d = game.pending
        assert d is not None and not game.is_over
        game.apply(next((a for a in acts if isinstance(a, PassPriority)), None)
                   or agent.choose(game, d.player))
    assert roll is not None
    obs = encode(game, game.pending.player, acts)
    assert obs[GLOBAL + roll * ACTION_FEATURES + ACTION_KINDS.index(RollPlanarDie)] == 1.0
