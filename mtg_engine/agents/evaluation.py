"""A position's value for one player: the chance of winning, from features of a world it imagines.

The search agent scores the positions its playouts reach with `win_probability`, a logistic
model over the differences between the two players' features: life, cards in hand, lands,
creatures, power, toughness, evasion, the "clock" each side has on the other, whose turn it
is, and what the cards still to come can do (the hand's spells, its removal, what it can cast
soon, its surplus lands, and the share of spells left in the library). The weights are not
guessed: `bench/fit_evaluation.py` fits them by logistic regression on positions from
self-play games (the heuristic agent, with some random moves, on the starter decks and the M21
lists), labelled by who won the game, and prints them; the constants below are its output.

It reads hands and libraries, so it must only be given a world the player imagined
(`determinize`): there the player's own hand is its real one, and the opponent's hand and
every library are dealt from the cards of the decklists not seen yet, so the value knows what
the decks still hold without reading a hidden card.
"""

from __future__ import annotations

import math
from typing import Any

from mtg_engine.core.types import CardType
from mtg_engine.game import Game
from mtg_engine.rules.casting import spell_effects, spell_targets
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
    "spells",  # nonland cards in hand
    "removal",  # instants and sorceries in hand that can destroy or damage a creature
    "castable",  # nonland cards in hand of mana value at most the player's lands plus one
    "flood",  # lands in hand beyond the sixth land (on the battlefield and in hand)
    "draws",  # nonland cards expected in the next three draws (the library's share of them)
)

# Fitted by `python bench/fit_evaluation.py` (see the module docstring); same order as FEATURES.
# 600 games per deck pair, epsilon 0.05, seed 2, the careful policy in one seat, one column per
# deck pair: 46,076 samples. Held-out log-loss with the deck columns 0.4836 (accuracy 0.766)
# against 0.4905 (0.760) for the first eleven features alone refitted on the same games (the
# hand's make-up, `spells` to `draws`, added in session 20) and, without the deck columns,
# 0.5112 against 0.5479 for the weights fitted in session 19.
# In games (level 2, seed 1, paired with the session-19 weights on the same games with
# `bench/search_strength.py --compare`): 24 starter games, none changed hands; 44 M21 games,
# 2 won only with these weights and 1 only with the old ones (sign test p = 1): no evidence
# either way in games yet, on a machine too busy for more.
WEIGHTS = (0.0924, -0.07824, 0.2707, 0.3104, 0.02933, 0.0345, 0.2507, 0.09893, 0.6071, 0.4899,
           0.3926, 0.09033, -0.133, 0.09938, -0.3051, 0.06674)


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
    spells = removal = castable = hand_lands = 0
    for c in me.hand:
        card = s.objects[c].card
        if CardType.LAND in card.types:
            hand_lands += 1
            continue
        spells += 1
        removal += _removal(card)
        castable += card.mana_value <= lands + 1
    library = [s.objects[c].card for c in me.library]
    share = sum(1 for c in library if CardType.LAND not in c.types) / max(len(library), 1)
    return [float(life), float(max(0, 8 - life)), float(len(me.hand)), float(min(lands, 8)),
            float(creatures), power, toughness, evasive, float(others), clock,
            1.0 if s.active == player else 0.0, float(spells), float(removal), float(castable),
            float(max(0, lands + hand_lands - 6)), 3.0 * share]


_REMOVAL: dict[str, bool] = {}
KILLS = frozenset({"damage", "destroy", "exile"})
CREATURE_TARGETS = frozenset({"any", "creature", "permanent", "creature_or_planeswalker"})


def _removal(card: Any) -> bool:
    """Is this card an instant or sorcery whose effect can destroy or damage a target creature
    (Lightning Bolt, Doom Blade; a -N/-N pump, Disfigure)?"""
    hit = _REMOVAL.get(card.name)
    if hit is None:
        hit = False
        if card.spell is not None:
            effects = spell_effects(card)
            verbs = {e.verb for e in effects}
            shrink = any(e.verb == "pump" and isinstance(e.get("toughness", 0), int)
                         and e.get("toughness", 0) < 0 for e in effects)
            hit = bool(verbs & KILLS or shrink) and any(
                t.kind in CREATURE_TARGETS for t in spell_targets(card))
        _REMOVAL[card.name] = hit
    return hit


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
