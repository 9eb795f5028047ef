"""Random games with random decks of supported cards from the shared MTGJSON file: whatever the
Oracle compiler accepts must play without an exception (the fuzz that found a discard bug and a
mana-payment bug)."""

from __future__ import annotations

import random

import pytest

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game

BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


# compiles every card of the database: on the same xdist worker as the cache audit, which does
# too (`make test` runs `--dist loadgroup`), the card database is compiled once, not twice
@pytest.mark.xdist_group("whole_card_database")
def test_random_decks_of_supported_cards_play_without_errors(real_db: CardDatabase) -> None:
    names = []
    for card in real_db.atomic_cards():
        if "Land" in card.front.types or not real_db.compiled(card.name).supported:
            continue
        names.append(card.name)
    assert len(names) > 4000
    rng = random.Random(7)
    for _ in range(12):
        decks = [[rng.choice(BASICS) for _ in range(24)] + [rng.choice(names) for _ in range(36)]
                 for _ in range(2)]
        seed = rng.randrange(10**6)
        game = Game.new(decks, seed=seed, db=real_db)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        for _ in range(1500):
            if game.is_over:
                break
            p = game.pending.player
            game.apply(agents[p].choose(game, p))


def test_random_decks_of_cards_with_faces_play_and_save(real_db: CardDatabase) -> None:
    """Cards with faces (709-716): random games with them play without an exception, and a
    saved game loads to the same position (faces up, Adventures in exile, lore counters)."""
    import json

    names = [c.name for c in real_db.atomic_cards()
             if len(c.faces) > 1 or c.layout == "saga"]
    names = [n for n in names if real_db.compiled(n).supported or real_db.is_builtin(n)]
    assert len(names) > 50
    rng = random.Random(11)
    for _ in range(8):
        decks = [[rng.choice(BASICS) for _ in range(24)] + [rng.choice(names) for _ in range(36)]
                 for _ in range(2)]
        seed = rng.randrange(10**6)
        game = Game.new(decks, seed=seed, db=real_db)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        for step in range(1500):
            if game.is_over:
                break
            if step % 100 == 0:
                saved = json.loads(json.dumps(game.to_json()))
                loaded = Game.from_json(saved, real_db)
                assert json.dumps(loaded.to_json(), sort_keys=True) == \
                    json.dumps(saved, sort_keys=True)
            p = game.pending.player
            game.apply(agents[p].choose(game, p))
