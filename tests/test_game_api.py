"""The decision-point API (DESIGN principles 1 and 2): illegal actions change nothing,
saving and copying work at every decision point, and games replay exactly."""

from __future__ import annotations

import json
import random

import pytest

from mtg_engine.actions import CastSpell, ChoiceDecision, Choose, PassPriority, PlayLand
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, Step, Zone

DECKS = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]


def _play(game: Game, agents: list, limit: int = 3000) -> Game:
    n = 0
    while not game.is_over and n < limit:
        p = game.pending.player
        game.apply(agents[p].choose(game, p))
        n += 1
    return game


def test_new_game_starts_with_mulligan_decisions_103_4() -> None:
    g = Game.new(DECKS, seed=5)
    assert isinstance(g.pending, ChoiceDecision) and g.pending.purpose == "mulligan"
    assert all(len(p.hand) == 7 for p in g.state.players)
    assert all(len(p.library) == 53 for p in g.state.players)


def test_london_mulligan_puts_one_card_on_the_bottom_103_4() -> None:
    g = Game.new(DECKS, seed=5)
    g.apply(Choose((0,)))  # A mulligans
    g.apply(Choose((1,)))  # B keeps
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "bottom" and d.min == 1 and d.player == 0
    bottom = d.options[0]
    bottom_name = g.state.objects[bottom].card.name
    g.apply(Choose((bottom,)))
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "mulligan" and d.player == 0
    g.apply(Choose((1,)))  # A keeps six
    assert len(g.state.players[0].hand) == 6
    assert g.state.objects[g.state.players[0].library[0]].card.name == bottom_name
    assert g.state.turn == 1 and g.pending.kind == "priority"


def test_illegal_action_is_refused_with_a_reason_and_changes_nothing() -> None:
    g = Game.new(DECKS, seed=2, mulligans=False)
    before = json.dumps(g.to_json(), sort_keys=True)
    hand = g.state.players[0].hand
    spell = next(c for c in hand if g.state.objects[c].card.name != "Mountain"
                 and g.state.objects[c].card.name != "Forest")
    with pytest.raises(IllegalActionError, match=r"illegal CastSpell: .*(mana|main phase|target)"):
        g.apply(CastSpell(spell, ()))
    with pytest.raises(IllegalActionError, match="not in your hand"):
        g.apply(PlayLand(9999))
    with pytest.raises(IllegalActionError):
        g.apply(Choose((1,)))
    assert json.dumps(g.to_json(), sort_keys=True) == before


def test_second_land_in_a_turn_is_refused_305_2() -> None:
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    with pytest.raises(Exception, match=r"305\.2"):
        s.execute()
    s.assert_permanent_count("A", "Forest", 1)


def test_save_and_load_in_the_middle_of_a_resolution() -> None:
    """Mind Rot waits for B's discard choice: the game is saved, reloaded, and finished."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    g = s.game
    # Drive by hand from a fresh scenario up to the choice.
    s2 = Scenario()
    s2.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s2.add_card(Zone.HAND, "A", "Mind Rot")
    s2.add_card(Zone.HAND, "B", "Grizzly Bears")
    s2.add_card(Zone.HAND, "B", "Lightning Bolt")
    s2.add_card(Zone.HAND, "B", "Shock")
    s2.stop_at(1, Step.PRECOMBAT_MAIN)
    s2.execute()
    g = s2.game
    g.resume()
    rot = next(c for c in g.state.players[0].hand)
    g.apply(CastSpell(rot, (-2,)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "discard" and d.player == 1
    saved = json.loads(json.dumps(g.to_json()))
    loaded = Game.from_json(saved)
    assert json.dumps(loaded.to_json(), sort_keys=True) == json.dumps(saved, sort_keys=True)
    bolt = next(c for c in d.options if g.state.objects[c].card.name == "Lightning Bolt")
    shock = next(c for c in d.options if g.state.objects[c].card.name == "Shock")
    for game in (g, loaded):
        game.apply(Choose((bolt, shock)))
        names = sorted(game.state.objects[c].card.name for c in game.state.players[1].graveyard)
        assert names == ["Lightning Bolt", "Shock"]
        assert [game.state.objects[c].card.name for c in game.state.players[1].hand] == ["Grizzly Bears"]
    assert json.dumps(g.to_json(), sort_keys=True) == json.dumps(loaded.to_json(), sort_keys=True)


def test_copy_is_independent() -> None:
    g = _play(Game.new(DECKS, seed=11), [RandomAgent(1), RandomAgent(2)], limit=200)
    before = json.dumps(g.to_json(history=True), sort_keys=True)
    c = g.copy()
    _play(c, [RandomAgent(3), RandomAgent(4)], limit=300)
    assert json.dumps(g.to_json(history=True), sort_keys=True) == before
    _play(g, [RandomAgent(5), RandomAgent(6)], limit=300)  # and the original still plays


def test_replay_from_seed_and_actions_is_identical() -> None:
    g = _play(Game.new(DECKS, seed=21), [HeuristicAgent(1), HeuristicAgent(2)])
    assert g.is_over
    replay = Game.new(DECKS, seed=21)
    for a in g.action_list():
        replay.apply(a)
    assert json.dumps(replay.to_json(history=True), sort_keys=True) == \
        json.dumps(g.to_json(history=True), sort_keys=True)


def test_replay_from_a_saved_history_is_identical() -> None:
    """to_json(history=True) holds every action: the seed, the decks and those actions replay
    the game exactly, and the saved history loads back to the same game."""
    g = _play(Game.new(DECKS, seed=23), [RandomAgent(1), RandomAgent(2)], limit=400)
    saved = json.loads(json.dumps(g.to_json(history=True)))
    assert len(saved["actions"]) == len(g.action_list()) > 100
    replay = Game.new(DECKS, seed=saved["state"]["seed"])
    for a in Game.from_json(saved).action_list():
        replay.apply(a)
    assert json.loads(json.dumps(replay.to_json(history=True))) == saved
    assert "actions" not in g.to_json()


@pytest.mark.parametrize("seed", [31, 32, 33])
def test_a_snapshot_without_history_plays_on_exactly_like_the_game(seed: int) -> None:
    """The snapshot keeps only the recent event log (from the previous turn's start): a game
    loaded from it offers the same actions at every decision and ends the same as the game
    it was saved from, when both are given the same answers."""
    g = Game.new(DECKS, seed=seed)
    agent_rng = random.Random(seed)
    loaded: list[Game] = []
    for i in range(3000):
        if g.is_over:
            break
        if i in (150, 400, 700):
            loaded.append(Game.from_json(json.loads(json.dumps(g.to_json())), g.state.db))
        actions = g.legal_actions()
        for other in loaded:
            assert [a.to_json() for a in other.legal_actions()] == \
                [a.to_json() for a in actions], f"action {i}"
        k = agent_rng.randrange(len(actions))
        g.apply(actions[k])
        for other in loaded:
            other.apply(other.legal_actions()[k])
    assert loaded and g.is_over
    for other in loaded:
        assert json.dumps(other.to_json()) == json.dumps(g.to_json()) and other.winner == g.winner


def test_corrupt_save_gets_a_clear_error() -> None:
    with pytest.raises(ValueError, match="not a saved game"):
        Game.from_json({"nope": 1})
    g = Game.new(DECKS, seed=1)
    data = g.to_json()
    del data["state"]["players"][0]["life"]
    with pytest.raises(ValueError, match="corrupt saved game"):
        Game.from_json(data)


def test_heuristic_beats_random_most_of_the_time() -> None:
    wins = 0
    for seed in range(10):
        g = _play(Game.new(DECKS, seed=seed), [HeuristicAgent(seed), RandomAgent(seed)])
        wins += g.winner == 0
    assert wins >= 8


def test_heuristic_agent_declares_only_legal_combat_with_restrictions() -> None:
    """508.1c-d / 509.1b-c: menace, Silent Arbiter's limits, requirements (Lure, Culling Mark):
    the heuristic agent's wished declaration is replaced by the nearest legal one."""
    combat_deck = (["Mountain"] * 12 + ["Forest"] * 12 + ["Boggart Brute"] * 6
                   + ["Silent Arbiter"] * 4 + ["Razortooth Rats"] * 4 + ["Culling Mark"] * 4
                   + ["Grizzly Bears"] * 6 + ["Lure"] * 4 + ["Irresistible Prey"] * 4
                   + ["Raging Goblin"] * 4)
    for seed in range(6):
        g = _play(Game.new([combat_deck, combat_deck], seed=seed),
                  [HeuristicAgent(seed), HeuristicAgent(seed + 1)], limit=4000)
        assert g.is_over or g.turn > 10
