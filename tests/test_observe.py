"""400.2: hidden zones are hidden in a player's view of the game."""

from __future__ import annotations

import json

from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.observe import observe, redact_event

DECKS = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]


def test_a_player_sees_their_hand_but_not_the_opponents_or_any_library() -> None:
    g = Game.new(DECKS, seed=4)
    view = observe(g, 0)
    objs = {o["id"]: o for o in view["objects"]}
    mine, theirs = g.state.players[0].hand, g.state.players[1].hand
    assert all("card" in objs[c] for c in mine)
    assert view["players"][0]["hand"] == list(mine)
    # 400.2: no id of a hidden card (an id tells the card's place in the deck list)
    assert view["players"][1]["hand"] == [0] * len(theirs)
    for i, p in enumerate(g.state.players):
        assert view["players"][i]["library"] == [0] * len(p.library)
        assert not set(p.library) & set(objs)
    assert not set(theirs) & set(objs)
    assert "seed" not in view and "rng_counter" not in view
    drawn = [ev[2] for ev in view["log"] if ev[0] == "draw"]
    assert set(drawn) - {0} == set(mine)  # the view's log names only the viewer's own draws
    assert json.loads(json.dumps(view)) == view


def test_a_spectator_sees_no_hand() -> None:
    g = Game.new(DECKS, seed=4)
    view = observe(g, None)
    assert [p["hand"] for p in view["players"]] == [[0] * 7, [0] * 7]
    assert all(o["zone"] not in ("hand", "library") for o in view["objects"])
    assert view["pending"] == {"type": "ChoiceDecision", "player": 0}


def test_the_opponents_pending_decision_is_only_named() -> None:
    g = Game.new(DECKS, seed=4)
    assert g.pending.player == 0
    view = observe(g, 1)
    assert view["pending"] == {"type": "ChoiceDecision", "player": 0}
    assert observe(g, 0)["pending"]["purpose"] == "mulligan"


def test_moves_out_of_hidden_zones_never_name_the_hidden_id() -> None:
    # 400.2: a card leaving a library (or an opponent's hand) keeps its old id hidden; a card
    # going from a hand to a library is hidden from the other player altogether
    assert redact_event(("move", 5, 90, "Bear", "library", "graveyard", 0, False, False), 1) == \
        ["move", 0, 90, "Bear", "library", "graveyard", 0, False, False]
    assert redact_event(("move", 7, 91, "Bear", "hand", "stack", 0, False, False), 1)[1] == 0
    assert redact_event(("move", 7, 91, "Bear", "hand", "stack", 0, False, False), 0)[1] == 7
    assert redact_event(("move", 7, 92, "Bear", "hand", "library", 0, False, False), 1) is None
    assert redact_event(("move", 7, 92, "Bear", "hand", "library", 0, False, False), 0)[2] == 0
    assert redact_event(("draw", 0, 93), 1) == ["draw", 0, 0]


def test_whole_games_never_show_a_hidden_card_to_the_other_player() -> None:
    # 400.2 over whole games: no card name of the opponent's hand or any library, and no id of
    # a hidden card, appears in a view at any decision
    for seed in (1, 2):
        g = Game.new(DECKS, seed=seed)
        agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
        while not g.is_over and len(g.actions) < 400:
            for viewer in (0, 1, None):
                view = observe(g, viewer)
                secret = {c for p in g.state.players for c in p.library}
                secret |= {c for p in g.state.players if p.index != viewer for c in p.hand}
                objs = {o["id"] for o in view["objects"]}
                assert not objs & secret
                for p in view["players"]:
                    assert not set(p["library"]) & secret and not set(p["hand"]) & secret
                view_log_ids = {ev[1] for ev in view["log"] if ev[0] == "move"}
                assert not view_log_ids & secret
            d = g.pending
            g.apply(agents[d.player].choose(g, d.player))
