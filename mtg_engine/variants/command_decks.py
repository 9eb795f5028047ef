"""Setting up a Planechase game (901) or an Archenemy game (904): `Game.new(decks,
planar_decks=..., scheme_decks=...)` calls `begin_variants` once the libraries are shuffled.

- Planechase: one planar deck per player (901.3: at least ten plane and/or phenomenon cards, at
  most two phenomena, each a different name), shuffled (901.4); the starting player turns the
  starting plane face up (901.5). The engine does it as the libraries are set up, before the
  mulligans rather than after them (nothing in a mulligan or an opening-hand action reads the
  plane).
- Archenemy: one scheme deck per player, empty for a player who is not an archenemy (904.3: at
  least twenty scheme cards, no more than two of a name), shuffled (904.4); the archenemy
  starts at 40 life (904.5) and takes the first turn (904.6). The engine has no teams (904.2),
  so an Archenemy game is one archenemy against one opponent, or a Supervillain Rumble where
  every player has a scheme deck (904.12: free-for-all, the first player as in any game).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtg_engine.state.game_state import GameState


def begin_variants(state: GameState, planar_decks: Sequence[Sequence[str]] | None,
                   scheme_decks: Sequence[Sequence[str]] | None) -> None:
    """Check the decks and start the variants (ValueError naming the deck at fault)."""
    n = len(state.players)
    if scheme_decks is not None:
        _begin_archenemy(state, scheme_decks, n)
    if planar_decks is not None:
        from mtg_engine.rules.planechase import begin_planechase, planar_deck_problem

        if len(planar_decks) != n:
            raise ValueError(f"one planar deck per player (901.3): {n}, not {len(planar_decks)}")
        for i, deck in enumerate(planar_decks):
            why = planar_deck_problem(state.db, deck)
            if why:
                raise ValueError(f"player {i}'s planar deck: {why}")
        begin_planechase(state, planar_decks)


def _begin_archenemy(state: GameState, decks: Sequence[Sequence[str]], n: int) -> None:
    from mtg_engine.rules.archenemy import ARCHENEMY_LIFE, begin_archenemy, scheme_deck_problem

    if len(decks) != n:
        raise ValueError(f"one scheme deck per player, empty for a non-archenemy: {n}, "
                         f"not {len(decks)}")
    archenemies = [i for i, d in enumerate(decks) if d]
    for i in archenemies:
        why = scheme_deck_problem(state.db, decks[i])
        if why:
            raise ValueError(f"player {i}'s scheme deck: {why}")
    rumble = len(archenemies) == n  # 904.12
    if not archenemies or not (rumble or (len(archenemies) == 1 and n == 2)):
        raise ValueError("an Archenemy game here is one archenemy against one opponent, or "
                         "every player an archenemy (Supervillain Rumble, 904.12): the engine "
                         "has no teams (904.2)")
    for i in archenemies:
        state.players[i].life = ARCHENEMY_LIFE  # 904.5
    if not rumble:
        state.active = archenemies[0]  # 904.6: the archenemy takes the first turn
    begin_archenemy(state, decks)
