"""A position's value for one player: the chance of winning, from public features of the game.

The search agent scores the positions its playouts reach with `win_probability`, a logistic
model over the differences between the two players' features (life, cards in hand, lands,
creatures, power, toughness, evasion, the "clock" each side has on the other, whose turn it
is). The weights are not guessed: `bench/fit_evaluation.py` fits them by logistic regression on
positions from self-play games (the heuristic agent, with some random moves, on the starter
decks and the M21 lists), labelled by who won the game, and prints them; the constants below
are its output. Only public information is read (life, hand sizes, permanents), so in an
imagined world (`determinize`) the value depends on nothing the player could not see but the
cards it imagined.
"""

from __future__ import annotations

import math

from mtg_engine.core.types import CardType
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics

EVASION = frozenset({"flying", "menace", "trample"})

FEATURES = (
    "life",  # life total, capped at 30
    "danger",  # how far under 8 life the player is (a low total is worth more than its points)
    "hand",  # cards in hand
    "lands",  # lands on the battlefield, capped at 8
    "creatures",  # creatures on the battlefield
    "power",  # their total power
    "toughness",  # their total toughness left (toughness minus damage)
    "evasive",  # power of creatures with flying, menace or trample
    "others",  # other nonland permanents
    "clock",  # total power over the other player's life (how close a lethal attack is), capped
    "active",  # 1 for the player whose turn it is
)

# Fitted by `python bench/fit_evaluation.py` (see the module docstring); same order as FEATURES.
# 600 games per deck pair, epsilon 0.05, seed 2, one column per deck pair: 42,968 samples;
# held-out log-loss of the features alone 0.510 (accuracy 0.713) against 0.540 (0.696) for the
# hand-set material count used before.
WEIGHTS = (0.03891, -0.254, 0.3003, 0.2462, -0.08661, 0.189, 0.229, 0.07899, 0.2277, 0.3969, 0.3778)


def features(g: Game, player: int) -> list[float]:
    """The features of `player` (see FEATURES), read from the public state."""
    s = g.state
    me = s.players[player]
    opp_life = min((p.life for p in s.players if p.index != player), default=20)
    life = min(max(me.life, 0), 30)
    lands = creatures = others = 0
    power = toughness = evasive = 0.0
    for oid in s.battlefield:
        o = s.objects[oid]
        if o.controller != player:
            continue
        ch = characteristics(s, oid)
        if ch.is_creature:
            creatures += 1
            p = max(ch.power, 0)
            power += p
            toughness += max(ch.toughness - o.damage, 0)
            if ch.keywords & EVASION:
                evasive += p
        elif CardType.LAND in ch.types:
            lands += 1
        else:
            others += 1
    clock = min(power / max(opp_life, 1), 2.0)
    return [float(life), float(max(0, 8 - life)), float(len(me.hand)), float(min(lands, 8)),
            float(creatures), power, toughness, evasive, float(others), clock,
            1.0 if s.active == player else 0.0]


def margin(g: Game, me: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """The model's log-odds that `me` wins: weights times (my features minus the strongest
    opponent's)."""
    mine = features(g, me)
    best = -math.inf
    for p in g.state.players:
        if p.index == me:
            continue
        theirs = features(g, p.index)
        best = max(best, sum(w * (a - b) for w, a, b in zip(weights, theirs, mine)))
    return -best if best > -math.inf else 0.0


def win_probability(g: Game, me: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """1 a win, 0 a loss, 0.5 a draw; otherwise the fitted model's chance that `me` wins."""
    if g.is_over:
        w = g.winner
        return 0.5 if w is None else (1.0 if w == me else 0.0)
    if g.state.players[me].lost:
        return 0.0
    x = margin(g, me, weights)
    return 1.0 / (1.0 + math.exp(-max(min(x, 30.0), -30.0)))
