"""A simple heuristic player for Magic: Made Mundane (the AI of `mtg mundane play` and `sim`).

Rules of thumb: bank a credit every turn; spend as many credits as possible on critters; keep
about half the opening hand credits; attack with critters no blocker can beat, or with
everything when the attack is lethal whatever the defender does; oppose attackers with the
cheapest critter that beats them, trade evenly, and chump-block only to survive. It reads the
game through MundaneGame's public card facts and answers with legal actions.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from mtg_engine.variants.mundane.actions import (
    Attack,
    Block,
    ChooseCard,
    Deploy,
    Deposit,
    Discard,
    Keep,
    Mulligan,
    Pass,
    StackCard,
)
from mtg_engine.variants.mundane.game import MundaneGame


def best_subset(values: list[int], budget: int) -> tuple[int, ...]:
    """Indices of a subset of `values` with the largest sum not above `budget` (hands are small,
    so an exact search over subsets of the distinct useful cards is cheap)."""
    items = sorted(range(len(values)), key=lambda i: -values[i])[:8]
    best: tuple[int, ...] = ()
    best_sum = 0
    for k in range(1, len(items) + 1):
        for combo in combinations(items, k):
            s = sum(values[i] for i in combo)
            if best_sum < s <= budget:
                best, best_sum = combo, s
    return best


class MundaneHeuristicAgent:
    """Deterministic; `name` identifies it in reports."""

    def __init__(self, name: str = "heuristic") -> None:
        self.name = name

    def choose(self, game: Any, player: int) -> Any:
        g: MundaneGame = game
        kind = g.pending.kind
        handler = getattr(self, f"_{kind}")
        action = handler(g, player)
        return action if action is not None else g.legal_actions()[0]

    # ----- setup -----
    def _choose_hand(self, g: MundaneGame, p: int) -> Any:
        credits = sum(g.is_credit(p, c) for c in g.players[p].hand)
        return self._pick_card(g, p, ChooseCard, want_credit=credits < g.config.hand_size // 2)

    def _stack(self, g: MundaneGame, p: int) -> Any:
        # Alternate credit and critter, cheapest critters first ("Deck Design").
        pl = g.players[p]
        placed = pl.hand + pl.staged
        credits = sum(g.is_credit(p, c) for c in placed)
        return self._pick_card(g, p, StackCard, want_credit=credits <= len(placed) - credits)

    def _pick_card(self, g: MundaneGame, p: int, make: Any, want_credit: bool) -> Any:
        deck = g.players[p].deck
        credits = [c for c in deck if g.is_credit(p, c)]
        critters = sorted((c for c in deck if not g.is_credit(p, c)), key=lambda c: g.value(p, c))
        pool = credits if (want_credit and credits) or not critters else critters
        return make(g.name(p, pool[0]))

    def _mulligan(self, g: MundaneGame, p: int) -> Any:
        hand = g.players[p].hand
        credits = sum(g.is_credit(p, c) for c in hand)
        bad = credits == 0 or credits == len(hand)
        return Mulligan() if bad and len(hand) >= 5 and g.is_legal(Mulligan()) else Keep()

    # ----- build-up -----
    def _deposit(self, g: MundaneGame, p: int) -> Any:
        credits = [c for c in g.players[p].hand if g.is_credit(p, c)]
        plain = [c for c in credits if not g.abilities(p, c)]
        return Deposit(g.name(p, (plain or credits)[0])) if credits else Pass()

    def _deploy(self, g: MundaneGame, p: int) -> Any:
        hand = [c for c in g.players[p].hand
                if not g.is_credit(p, c) and g.is_legal(Deploy(g.name(p, c)))]
        wipes = [c for c in hand if any(a.deploy_dumps_banks for a in g.abilities(p, c))]
        normal = [c for c in hand if c not in wipes]
        plan = best_subset([g.value(p, c) for c in normal], g.credit_left())
        if plan:
            return Deploy(g.name(p, normal[plan[0]]))
        opp_bank, own_bank = len(g.players[1 - p].bank), len(g.players[p].bank)
        if wipes and opp_bank > own_bank + 1:
            return Deploy(g.name(p, wipes[0]))
        return Pass()

    def _discard(self, g: MundaneGame, p: int) -> Any:
        pl = g.players[p]
        options = [c for c in pl.hand if g.is_legal(Discard(g.name(p, c)))]
        credits = [c for c in options if g.is_credit(p, c)]
        held = sum(g.is_credit(p, c) for c in pl.hand)
        if credits and (len(pl.bank) + held > 8 or len(credits) == len(options)):
            return Discard(g.name(p, credits[0]))
        critters = sorted((c for c in options if not g.is_credit(p, c)),
                          key=lambda c: g.value(p, c))
        return Discard(g.name(p, (critters or options)[0]))

    # ----- combat -----
    def _attack(self, g: MundaneGame, p: int) -> Any:
        wanted = self._attack_plan(g, p)
        for c in g.players[p].rear:
            if c in wanted and g.is_legal(Attack(g.name(p, c))):
                return Attack(g.name(p, c))
        if g.is_legal(Pass()):
            return Pass()
        return None  # a partner for a "cannot attack alone" critter: first legal action

    def _attack_plan(self, g: MundaneGame, p: int) -> set[int]:
        pl, opp = g.players[p], g.players[1 - p]
        mine = pl.front + pl.rear
        blockers = sorted((g.value(1 - p, b) for b in opp.rear), reverse=True)
        power = sorted(self._attack_value(g, p, c) for c in mine)
        unblockable = len(power) - len(blockers)
        if unblockable > 0 and sum(power[:unblockable]) >= opp.lives:
            return set(mine)  # lethal whatever the defender opposes
        top = blockers[0] if blockers else 0
        even = pl.lives >= opp.lives
        return {c for c in mine if not self._reckless(g, p, c)
                and (g.value(p, c) > top or (even and g.value(p, c) == top > 0))}

    @staticmethod
    def _attack_value(g: MundaneGame, p: int, c: int) -> int:
        return g.value(p, c, attacking=True)

    @staticmethod
    def _reckless(g: MundaneGame, p: int, c: int) -> bool:
        return any(a.life_after_mopup is not None for a in g.abilities(p, c))

    def _defend(self, g: MundaneGame, p: int) -> Any:
        a = 1 - p
        attackers = sorted((c for c in g.players[a].front if c not in g.blocks),
                           key=lambda c: -g.value(a, c, attacking=True))
        blockers = sorted(g.players[p].rear, key=lambda b: g.value(p, b))
        incoming = sum(g.value(a, c, attacking=True) for c in attackers)

        def block(c: int, test: Any) -> Any:
            va = g.value(a, c, attacking=True)
            for b in blockers:
                act = Block(g.name(p, b), g.name(a, c))
                if test(g.value(p, b), va) and g.is_legal(act):
                    return act
            return None

        # In danger when this attack, or this one plus a full attack next turn, would kill:
        # then block the biggest attackers as well as possible, chump-blocking if need be.
        threat = sum(g.value(a, c) for c in g.players[a].rear + g.players[a].front)
        lives = g.players[p].lives
        if incoming >= lives or lives - incoming <= threat:
            for test in (lambda vb, va: vb > va, lambda vb, va: vb == va, lambda vb, va: True):
                for c in attackers:
                    act = block(c, test)
                    if act is not None:
                        return act
        for c in attackers:
            act = block(c, lambda vb, va: vb > va)
            if act is None and g.value(a, c, attacking=True) >= 3:
                act = block(c, lambda vb, va: vb == va)
            if act is not None:
                return act
        return Pass()
