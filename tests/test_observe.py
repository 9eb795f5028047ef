"""400.2: hidden zones are hidden in a player's view of the game."""

from __future__ import annotations

import json

from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.observe import observe

DECKS = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]


def test_a_player_sees_their_hand_but_not_the_opponents_or_any_library() -> None:
    g = Game.new(DECKS, seed=4)
    view = observe(g, 0)
    objs = {o["id"]: o for o in view["objects"]}
    mine, theirs = g.state.players[0].hand, g.state.players[1].hand
    assert all("card" in objs[c] for c in mine)
    assert all(objs[c] == {"id": c, "hidden": True, "zone": "hand", "owner": 1} for c in theirs)
    for p in g.state.players:
        assert all(objs[c].get("hidden") for c in p.library)
    assert "seed" not in view and "rng_counter" not in view
    drawn = [ev[2] for ev in view["log"] if ev[0] == "draw"]
    assert set(drawn) == set(mine)  # the view's log shows only the viewer's own draws
    assert json.loads(json.dumps(view)) == view


def test_the_opponents_pending_decision_is_only_named() -> None:
    g = Game.new(DECKS, seed=4)
    assert g.pending.player == 0
    view = observe(g, 1)
    assert view["pending"] == {"type": "ChoiceDecision", "player": 0}
    assert observe(g, 0)["pending"]["purpose"] == "mulligan"
