"""A search player: determinized Monte Carlo search over the decision-point API.

At each decision with more than one sensible answer, the agent
1. imagines a few worlds the game could be in (`determinize`: the public position from
   `observe(game, player)`, the hidden cards re-dealt from what the player could know), so it
   never looks at the opponent's hand or the order of a library;
2. lists candidate answers (the heuristic agent's choice first, then alternatives);
3. plays each candidate out in every world with the heuristic agent on both sides, for a few
   turns (`horizon`) or to the end of the game, and scores the position reached (1 a win, 0 a
   loss, in between the chance of winning estimated by `evaluation.win_probability`, a model of
   life, board, cards in hand and what the hand and library can still do, fitted on self-play
   games; it reads the imagined world only, so it knows the decks without seeing a hidden card);
4. keeps the better half of the candidates and plays them out in more worlds (successive
   halving), with every candidate played in the same worlds (common random numbers), each
   world dealt fresh, until the budget of playouts is spent; the heuristic's choice stays to
   the end, and the best alternative replaces it only when it wins by a margin, world by world,
   with statistical evidence (a paired test), since the best of several noisy means is
   optimistic.

The budget is a number of playouts per decision (deterministic for a given seed) or, in addition,
a time limit (not deterministic). A decision with one sensible answer costs nothing.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mtg_engine.actions import (
    ActivateAbility,
    AttackDecision,
    BlockDecision,
    ChoiceDecision,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    PriorityDecision,
)
from mtg_engine.agents.evaluation import win_probability
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.core.steps import Step
from mtg_engine.core.types import CardType
from mtg_engine.determinize import Knowledge, from_observation
from mtg_engine.game import Game
from mtg_engine.observe import observe
from mtg_engine.rules.layers import ability_of, characteristics
from mtg_engine.state.objects import Zone

MAX_ROLLOUT_ACTIONS = 4000
MARGIN = 0.02  # how much better than the heuristic's choice another must score to be chosen
OPENING_HORIZON = 6  # turns played out after a mulligan decision
Z = 1.64  # ... and by how many standard errors of the paired differences (one-sided 95%)
# choices among cards of the chooser's hand: two cards of the same name are the same answer
HAND_CHOICES = frozenset({"discard", "bottom", "choose_enter_cost"})

# `--ai-level` -> playouts per decision (at least `worlds` per candidate and round), candidates
# kept, worlds imagined, horizon (turns played out before the position is scored)
LEVELS: dict[int, tuple[int, int, int, int]] = {
    1: (8, 3, 2, 1),
    2: (24, 5, 4, 2),
    3: (48, 6, 6, 2),
    4: (96, 8, 8, 3),
    5: (192, 8, 12, 4),
}
DEFAULT_LEVEL = 2


@dataclass
class SearchStats:
    decisions: int = 0  # decisions asked
    searched: int = 0  # decisions that needed a search (more than one candidate)
    playouts: int = 0
    seconds: float = 0.0  # time spent in searched decisions (wall clock)
    cpu_seconds: float = 0.0  # the same in CPU time of this process (fair on a busy machine)
    max_seconds: float = 0.0
    errors: int = 0  # playouts that raised (scored as a draw); should stay 0
    deviations: int = 0  # searched decisions whose answer is not the heuristic's choice
    settled: int = 0  # searches stopped after a round in which no alternative was ahead
    # CPU seconds of each searched decision, in order (for the p95 and the maximum: the goal
    # is a bound on every decision, not on the mean)
    cpu_times: list[float] = field(default_factory=list)


class SearchAgent:
    name: str

    def __init__(self, seed: int | None = 0, name: str = "search", *, level: int = DEFAULT_LEVEL,
                 playouts: int | None = None, width: int | None = None, worlds: int | None = None,
                 horizon: int | None = None, time_limit: float | None = None,
                 decks: Mapping[int, Sequence[str]] | Sequence[Sequence[str]] | None = None,
                 pool: Sequence[str] = (), careful: bool = True, margin: float = MARGIN,
                 z: float = Z, combat: int = 1) -> None:
        if level not in LEVELS:
            raise ValueError(f"search level must be one of {sorted(LEVELS)}")
        lp, lw, lworlds, lh = LEVELS[level]
        self.playouts = playouts if playouts is not None else lp
        self.width = width if width is not None else lw
        self.worlds = worlds if worlds is not None else lworlds
        self.horizon = horizon if horizon is not None else lh
        if min(self.playouts, self.width, self.worlds, self.horizon) < 1:
            raise ValueError("playouts, width, worlds and horizon must be at least 1")
        self.time_limit = time_limit
        self.margin, self.z = margin, z  # the decision test (`_better`)
        # attack and block declarations (508.1, 509.1) get `combat` times the playouts and worlds
        self.combat = combat
        self.rng = random.Random(seed)
        self.name = name
        self.knowledge = Knowledge(pool=tuple(pool))
        if decks is not None:
            self.set_decks(decks)
        # its own policy (the default answer, and its moves in playouts); `careful` (on by
        # default) keeps burn for creatures worth a card, checks attacks for lethal and for
        # the crack-back, plays the land of the colour its hand needs, double-blocks, pumps
        # only after blocks, discards surplus lands first and doesn't trade its better creature
        # on attack (heuristic.py): alone, it beats the plain heuristic in 59.75% of 400 starter
        # games (`bench/search_pairs.py --a search=0`, seed 1; 56.25% with seed 2; 58.75% and
        # 54.5% before the trade rule, which won 18 of the 25 games that changed hands; session
        # 22: 62.25%, 249 of 400 with seed 1, after it stopped aiming a second removal spell at
        # a permanent its first one targets; session 23: 251 with seed 1, 245 with seed 2, once
        # it counts a held pump spell in combat and bottoms to half lands after a mulligan)
        self.heuristic = HeuristicAgent(seed, careful=careful)
        # the model of the other players in playouts: the plain heuristic agent
        self.model = HeuristicAgent(seed)
        self.stats = SearchStats()

    def set_decks(self, decks: Mapping[int, Sequence[str]] | Sequence[Sequence[str]]) -> None:
        """The decklists this player knows, by player index (its own; an opponent's when the
        match makes it public). Hidden cards of other players come from the card pool."""
        items = decks.items() if isinstance(decks, Mapping) else enumerate(decks)
        self.knowledge = Knowledge({int(p): tuple(d) for p, d in items}, self.knowledge.pool)

    # ------------------------------------------------------------------ deciding
    def choose(self, game: Game, player: int) -> Any:
        self.stats.decisions += 1
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if _window_repeated(game, player) or _nothing_but_mana(game, player, actions):
            return self.heuristic.choose(game, player)
        start, cpu = time.perf_counter(), time.process_time()
        rng = random.Random(self.rng.getrandbits(64))
        view = observe(game, player)
        try:
            first = from_observation(view, rng, self.knowledge, game.state.db)
        except ValueError:  # the position can't be imagined from the view: play the heuristic
            first = None
        cands = self._candidates(first, player, rng) if first is not None else []
        searched = len(cands) > 1
        if searched:
            assert first is not None
            worlds = WorldSource(first, view, rng, self.knowledge, game.state.db)
            best = self._real(game, player, actions, self._halving(worlds, player, cands, start))
            self.stats.searched += 1
        else:
            best = self._real(game, player, actions, cands[0] if cands else None)
        # every decision with a choice is timed (those without a search too), so that time per
        # searched decision is an upper bound
        dt = time.perf_counter() - start
        dcpu = time.process_time() - cpu
        self.stats.seconds += dt
        self.stats.cpu_seconds += dcpu
        if searched:
            self.stats.cpu_times.append(dcpu)
        self.stats.max_seconds = max(self.stats.max_seconds, dt)
        return best

    def _real(self, game: Game, player: int, actions: list[Any], chosen: Any) -> Any:
        """The real game's action equal to the one chosen in an imagined world (they list the
        same actions unless an option depends on a hidden card: then the heuristic decides)."""
        for a in actions:
            if a == chosen:
                return a
        return self.heuristic.choose(game, player)

    def _halving(self, world: WorldSource, me: int, cands: list[Any], start: float) -> Any:
        """Successive halving over the candidates, then a paired test against the heuristic's
        choice. In each round every candidate still in is played out in the same fresh worlds
        (common random numbers: a playout in a given world is deterministic, so a world is
        never played twice with the same candidate); the better half of the alternatives goes
        on, the heuristic's choice (first) always stays. An alternative replaces it only when
        its mean advantage over the heuristic's choice, world by world, is at least `MARGIN` and
        `Z` standard errors above zero: the best of several noisy means is biased upwards (the
        winner's curse), and a deviation without evidence loses more often than it wins. A
        round after which no alternative is ahead of the heuristic's choice ends the search:
        the budget it would have spent goes unspent, so a decision costs less when nothing
        contends with the rule of thumb."""
        rounds = max(1, math.ceil(math.log2(len(cands))))
        scores: list[dict[int, float]] = [{} for _ in cands]
        alive = list(range(len(cands)))
        deadline = start + self.time_limit if self.time_limit is not None else math.inf
        playouts, worlds = self.playouts, self.worlds
        if isinstance(getattr(world(0), "pending", None), AttackDecision | BlockDecision):
            playouts, worlds = playouts * self.combat, worlds * self.combat
        w = 0
        spent = 0
        while True:
            n = max(worlds, (playouts - spent) // (max(1, rounds) * len(alive)))
            rounds -= 1
            for _ in range(n):
                g = world(w)
                for i in alive:
                    scores[i][w] = self._playout(g, me, cands[i])
                    spent += 1
                w += 1
                if time.perf_counter() > deadline:
                    break
            others = sorted(alive[1:], key=lambda i: (-_mean(scores[i]), i))
            if len(others) <= 1 or time.perf_counter() > deadline or spent >= playouts:
                break
            if _mean(scores[others[0]]) <= _mean(scores[0]):
                self.stats.settled += 1  # no alternative ahead in the worlds played: stop here
                break
            alive = [0, *others[: max(1, len(others) // 2)]]
        best = others[0] if others else 0
        if best and _better(scores[best], scores[0], self.margin, self.z):
            self.stats.deviations += 1
            return cands[best]
        return cands[0]

    def _horizon(self, g: Game) -> int:
        """Turns a playout goes on for. A mulligan (103.4) shapes the whole game: a hand with
        one land looks fine two turns later, so its playouts go on for `OPENING_HORIZON` turns."""
        d = g.pending
        if isinstance(d, ChoiceDecision) and d.purpose in ("mulligan", "bottom"):
            return max(self.horizon, OPENING_HORIZON)
        return self.horizon

    def _playout(self, world: Game, me: int, action: Any) -> float:
        g = world.copy()
        self.stats.playouts += 1
        try:
            end_turn = g.turn + self._horizon(g)
            g.apply(action)
            h, model = self.heuristic, self.model
            for _ in range(MAX_ROLLOUT_ACTIONS):
                if g.is_over or g.turn > end_turn:
                    break
                p = g.pending.player  # type: ignore[union-attr]
                g.apply((h if p == me else model).choose(g, p))
        except Exception:  # a bug in a playout must not lose a real game; counted in stats
            self.stats.errors += 1
            return 0.5
        return evaluate_leaf(g, me)

    # ------------------------------------------------------------------ candidates
    def _candidates(self, g: Game, me: int, rng: random.Random) -> list[Any]:
        """Sensible answers, the heuristic agent's first; at most `width`. Mana abilities are
        left out at priority (costs are paid when a spell is cast)."""
        d = g.pending
        actions = g.legal_actions()
        pick = self.heuristic.choose(g, me)
        out = [pick]
        if isinstance(d, PriorityDecision) and isinstance(pick, PlayLand):
            # 305.1: the land drop first (it keeps every spell castable afterwards); the only
            # question left is which land, so the budget goes to decisions that matter
            out += [a for a in actions if isinstance(a, PlayLand)]
        elif isinstance(d, PriorityDecision):
            s = g.state
            useful = [a for a in actions if not (isinstance(a, ActivateAbility)
                      and ability_of(s, a.source, a.ability).is_mana_ability)]
            useful.sort(key=lambda a: -self.heuristic._priority_score(s, me, a))
            out += [PassPriority(), *useful]
        elif isinstance(d, AttackDecision | BlockDecision):
            size = (lambda a: len(a.attacks)) if isinstance(d, AttackDecision) else (lambda a: len(a.blocks))
            out += [min(actions, key=size), *_neighbours(g, pick, actions), max(actions, key=size)]
            rest = list(actions)
            rng.shuffle(rest)
            out += rest
        elif isinstance(d, ChoiceDecision) and d.purpose == "search":
            return [pick]  # the library's cards are hidden in the observation: nothing to compare
        elif isinstance(d, ChoiceDecision) and d.purpose == "opening_hand":
            # 103.5a: every Leyline the heuristic puts onto the battlefield (all of them) is
            # free; playouts comparing the 2^n subsets would only buy noise
            return [pick]
        else:
            out += actions
        seen: set[Any] = set()
        unique = []
        for a in out:
            key = _signature(g, a)
            if key not in seen:
                seen.add(key)
                unique.append(a)
        return unique[: self.width]


# steps of our own turn whose priority window, with an empty stack, offers nothing that a main
# phase of the same turn doesn't offer on the same board (see `_window_repeated`)
REPEATED_WINDOWS = frozenset({Step.UPKEEP, Step.DRAW, Step.BEGIN_COMBAT, Step.END_COMBAT,
                              Step.END_TURN})


def _window_repeated(g: Game, me: int) -> bool:
    """Is this priority window one whose choices can't matter: on our own turn, with an empty
    stack, in a step whose board a main phase of the same turn shows as well, where every
    instant-speed action is offered too. The upkeep and draw steps (503, 504) come before the
    precombat main phase (505.1) on the same board (the draw is a turn-based action, 504.1,
    done before anyone gets priority, 504.2); the beginning of combat (507) comes after it,
    once every player passed in succession with an empty stack (500.2): the board is the one
    we passed on; the end of combat (511) comes before the postcombat main phase; the end step
    (513) after it, once both passed. So does a declare-attackers step in which nothing
    attacked (508.8: the rest of combat is skipped). Anything that changes the board in
    between (a trigger, 503.1, 507.1, 511.1, 513.1; an opponent's spell) is on the stack, and
    that window is searched. The heuristic's choice is played without a search."""
    s = g.state
    d = g.pending
    if not isinstance(d, PriorityDecision) or s.active != me or s.stack:
        return False
    if s.step is Step.DECLARE_ATTACKERS:
        return s.combat is None or not s.combat.attackers
    return s.step in REPEATED_WINDOWS


def _nothing_but_mana(g: Game, me: int, actions: list[Any]) -> bool:
    """A priority window in which every action but passing activates a mana ability (605.3a:
    mana abilities are activated while paying costs, so alone they change nothing worth a
    search): passing is the only sensible answer."""
    if not isinstance(g.pending, PriorityDecision):
        return False
    s = g.state
    return all(isinstance(a, PassPriority) or (isinstance(a, ActivateAbility)
               and ability_of(s, a.source, a.ability).is_mana_ability) for a in actions)


class WorldSource:
    """The imagined worlds of one decision, dealt on demand and kept: world 0 is the one the
    candidates were listed in, world k the k-th deal from the decision's own random stream (so
    the worlds, hence the choice, depend only on the seed and the budget)."""

    def __init__(self, first: Game, view: dict[str, Any], rng: random.Random,
                 knowledge: Knowledge, db: Any) -> None:
        self.worlds = [first]
        self.view, self.rng, self.knowledge, self.db = view, rng, knowledge, db

    def __call__(self, k: int) -> Game:
        while len(self.worlds) <= k:
            self.worlds.append(from_observation(self.view, self.rng, self.knowledge, self.db))
        return self.worlds[k]


def _mean(scores: Mapping[int, float]) -> float:
    return sum(scores.values()) / len(scores) if scores else 0.0


def _better(alt: Mapping[int, float], base: Mapping[int, float], margin: float = MARGIN,
            z: float = Z) -> bool:
    """Is `alt` better than `base` in the worlds both were played in: a mean paired difference
    of at least `margin` and `z` standard errors?"""
    diffs = [alt[w] - base[w] for w in alt if w in base]
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean >= margin and mean > z * math.sqrt(var / n)


def _neighbours(g: Game, pick: Any, actions: list[Any]) -> list[Any]:
    """Legal declarations one creature away from the heuristic's: one attacker (or one block)
    more or fewer."""
    attack = isinstance(pick, DeclareAttackers)
    pairs = tuple(pick.attacks if attack else pick.blocks)
    universe = list(dict.fromkeys(p for a in actions for p in (a.attacks if attack else a.blocks)))
    used = {p[0] for p in pairs}
    out = []
    for pair in universe:
        if pair in pairs:
            new = tuple(p for p in pairs if p != pair)
        elif pair[0] in used:
            continue
        else:
            new = (*pairs, pair)
        cand = DeclareAttackers(new) if attack else DeclareBlockers(new)
        if g.is_legal(cand):
            out.append(cand)
    return out


def _signature(g: Game, a: Any) -> Any:
    """What makes two actions different: playing one Forest or another from the hand is the
    same action (the card's name stands for its id when the card is in a hand), and so is
    discarding one or the other (701.9; Mox Diamond's entering cost, 614.1a; the cards put on
    the bottom after a mulligan, 103.5)."""
    d = g.pending
    if isinstance(a, Choose) and isinstance(d, ChoiceDecision) and d.purpose in HAND_CHOICES:
        objs = g.state.objects
        return ("Choose", tuple(sorted(
            objs[c].name if c in objs and objs[c].zone is Zone.HAND else str(c) for c in a.chosen)))
    card = getattr(a, "card", None)
    if card is None or card not in g.state.objects:
        return a
    return (type(a).__name__, g.state.objects[card].name,
            *(getattr(a, f, None) for f in ("targets", "x", "modes")))


def evaluate(g: Game, me: int) -> float:
    """The position's value for `me` in [0, 1]: 1 a win, 0 a loss, 0.5 a draw; otherwise the
    chance of winning estimated by the model fitted on self-play (`evaluation.py`)."""
    return win_probability(g, me)


evaluate_leaf = evaluate


def evaluate_old(g: Game, me: int) -> float:
    """The hand-set evaluation used before the fitted one (a logistic of the difference in
    life, board and cards in hand); `bench/fit_evaluation.py` compares the two."""
    if g.is_over:
        w = g.winner
        return 0.5 if w is None else (1.0 if w == me else 0.0)
    scores = [_material(g, p.index) for p in g.state.players]
    mine = scores[me]
    theirs = max(s for i, s in enumerate(scores) if i != me)
    return 1.0 / (1.0 + math.exp(-(mine - theirs) / 10.0))


def _material(g: Game, player: int) -> float:
    s = g.state
    p = s.players[player]
    if p.lost:
        return -1000.0
    score = float(min(p.life, 30)) + 1.5 * len(p.hand)
    lands = 0
    for oid in s.battlefield:
        o = s.objects[oid]
        if o.controller != player:
            continue
        ch = characteristics(s, oid)
        if ch.is_creature:
            score += 2.0 + 1.5 * max(ch.power, 0) + max(ch.toughness - o.damage, 0)
            if "flying" in ch.keywords:
                score += max(ch.power, 0)
        elif CardType.LAND in ch.types:
            lands += 1
        else:
            score += 2.0
    return score + min(lands, 7) * 1.0

