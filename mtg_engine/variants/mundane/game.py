"""Magic: Made Mundane as a state machine with the project's decision-point API.

Rules from the source document's sections "Game Components, Layout & Setup" and "Turn Cycle":
each turn the attacker draws (an empty deck loses), may deposit one credit, may deploy critters
whose values sum to at most the credits in the bank, discards down to the hand size, then moves
any critters from rear to front; the defender opposes attackers one-on-one from the rear; in
mop-up unopposed attackers cost the defender their value in lives and opposed pairs compare
values (a critter whose value is at most its opponent's is dumped; survivors return to the rear).

Player 0 is the first attacker (the coin flip is the choice of seat). Card lists hold card ids
(indices into the player's deck list); a deck's top is the end of its list.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.variants.mundane import rng
from mtg_engine.variants.mundane.abilities import ABILITIES, AbilityDef
from mtg_engine.variants.mundane.actions import (
    Action,
    Attack,
    Block,
    ChooseCard,
    Decision,
    Deploy,
    Deposit,
    Discard,
    IllegalAction,
    Keep,
    Mulligan,
    Pass,
    StackCard,
)
from mtg_engine.variants.mundane.cards import card_names
from mtg_engine.variants.mundane.config import MundaneConfig

ZONES = ("deck", "hand", "bank", "dump", "rear", "front", "staged")
DECISIONS = frozenset(
    {"choose_hand", "stack", "mulligan", "deposit", "deploy", "discard", "attack", "defend"})
PASSABLE = ("deposit", "deploy", "attack", "defend")


class PlayerState:
    """One player's lives and areas ("Areas"): deck, hand, bank, dump, rear and front, plus
    `staged` (cards already stacked, top first, while a player stacks their deck)."""

    __slots__ = ("bank", "deck", "dump", "front", "hand", "lives", "mulligans", "rear", "staged")

    def __init__(self, lives: int, deck: list[int]) -> None:
        self.lives = lives
        self.deck = deck
        self.hand: list[int] = []
        self.bank: list[int] = []
        self.dump: list[int] = []
        self.rear: list[int] = []
        self.front: list[int] = []
        self.staged: list[int] = []
        self.mulligans = 0

    def copy(self) -> PlayerState:
        new = PlayerState.__new__(PlayerState)
        new.lives = self.lives
        new.mulligans = self.mulligans
        for z in ZONES:
            setattr(new, z, list(getattr(self, z)))
        return new


class MundaneGame:
    """A game of Magic: Made Mundane. `pending`, `legal_actions()`, `apply()`, `copy()`,
    `to_json()` / `from_json()`, `is_over`, `winner` as everywhere in mtg_engine."""

    def __init__(self, config: MundaneConfig | None = None, seed: int = 0) -> None:
        self.config = config if config is not None else MundaneConfig()
        self._derive()
        self.rng = seed & rng.MASK64
        self.players = [PlayerState(self.config.lives, list(range(len(d))))
                        for d in self.config.decks]
        self.turn = 0
        self.attacker = 0
        self.step = "setup"
        self.actor = 0  # the player in setup, choosing a hand, stacking or taking mulligans
        self.hand_left = 0
        self.deployed: list[int] = []
        self.blocks: dict[int, int] = {}  # attacker card -> defender card opposing it
        self.winner: int | None = None
        self._legal: list[Action] | None = None
        self._run()

    # ----- derived, immutable tables (shared by copies) -----
    def _derive(self) -> None:
        cfg = self.config
        table = cfg.ability_table
        self.names = tuple(card_names(d) for d in cfg.decks)
        self.index = tuple({n: i for i, n in enumerate(ns)} for ns in self.names)
        self.ranks = cfg.decks
        self.abil: tuple[tuple[tuple[AbilityDef, ...], ...], ...] = tuple(
            tuple(tuple(ABILITIES[a] for a in table.get(n, ())) for n in ns) for ns in self.names)
        self.has_abilities = any(any(t) for t in self.abil)
        self.ace_setters = tuple(
            (p, c) for p in (0, 1) for c, ab in enumerate(self.abil[p])
            if any(a.sets_ace_value is not None for a in ab))
        self.klass = tuple(
            tuple((r > cfg.critter_max, r if r <= cfg.critter_max else -1,
                   tuple(a.name for a in self.abil[p][c])) for c, r in enumerate(self.ranks[p]))
            for p in (0, 1))

    # ----- the decision-point API -----
    @property
    def pending(self) -> Decision | None:
        if self.step == "over":
            return None
        player = {"defend": 1 - self.attacker}.get(self.step)
        if player is None:
            player = self.attacker if self.step in ("deposit", "deploy", "discard", "attack") \
                else self.actor
        return Decision(player, self.step)

    @property
    def is_over(self) -> bool:
        return self.step == "over"

    def legal_actions(self) -> list[Action]:
        if self.step == "over":
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def is_legal(self, action: Action) -> bool:
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action) -> None:
        """Carry out `action`; raises IllegalAction (a ValueError) and changes nothing if the
        pending decision does not allow it."""
        self._check(action)
        self._do(action)
        self._legal = None
        self._run()

    def copy(self) -> MundaneGame:
        new = MundaneGame.__new__(MundaneGame)
        new.__dict__.update(self.__dict__)
        new.players = [p.copy() for p in self.players]
        new.deployed = list(self.deployed)
        new.blocks = dict(self.blocks)
        new._legal = None
        return new

    # ----- card facts -----
    def name(self, p: int, c: int) -> str:
        return self.names[p][c]

    def card(self, p: int, name: str) -> int:
        return self.index[p][name]

    def is_credit(self, p: int, c: int) -> bool:
        return self.ranks[p][c] > self.config.critter_max

    def abilities(self, p: int, c: int) -> tuple[AbilityDef, ...]:
        return self.abil[p][c]

    def ace_value(self) -> int | None:
        """The value aces have while an 'aces are twos' card is in play, else None."""
        for p, c in self.ace_setters:
            pl = self.players[p]
            if c in pl.bank or c in pl.rear or c in pl.front:
                return max(a.sets_ace_value or 0 for a in self.abil[p][c])
        return None

    def value(self, p: int, c: int, attacking: bool = False) -> int:
        r = self.ranks[p][c]
        if not self.has_abilities:
            return r
        if attacking:
            for a in self.abil[p][c]:
                if a.attack_value is not None:
                    return a.attack_value
        if r == 1:
            v = self.ace_value()
            if v is not None:
                return v
        return r

    def credit_left(self) -> int:
        """Credits not yet spent this deploy step ("Deploy Step")."""
        a = self.attacker
        return len(self.players[a].bank) - sum(self.value(a, c) for c in self.deployed)

    # ----- the state machine -----
    def _run(self) -> None:
        """Advance through everything automatic until a player must decide or the game ends.
        Steps whose only legal action would be Pass are passed automatically."""
        while True:
            s = self.step
            if s == "over":
                return
            if s == "setup":
                self._setup()
            elif s == "mulligan_check":
                self._mulligan_check()
            elif s == "turn_start":
                self._turn_start()
            elif s == "mopup":
                self._mopup()
            elif s in PASSABLE:
                legal = self._compute_legal()
                if len(legal) > 1 or not isinstance(legal[0], Pass):
                    self._legal = legal
                    return
                self._next_step()
            elif s == "discard":
                legal = self._compute_legal()
                if legal:
                    self._legal = legal
                    return
                self._next_step()
            else:  # choose_hand, stack, mulligan
                return

    def _draw(self, p: int, n: int) -> None:
        pl = self.players[p]
        for _ in range(min(n, len(pl.deck))):
            pl.hand.append(pl.deck.pop())

    def _shuffle(self, p: int) -> None:
        self.rng = rng.shuffle(self.rng, self.players[p].deck)

    def _setup(self) -> None:
        p = self.actor
        if p == 2:
            self.actor, self.step = 0, "mulligan_check"
            return
        cfg = self.config
        self._shuffle(p)
        if cfg.choose_hand and cfg.hand_size > 0:
            self.step, self.hand_left = "choose_hand", min(cfg.hand_size, len(self.players[p].deck))
        elif cfg.stacking:
            self.step = "stack"
        else:
            self._draw(p, cfg.hand_size)
            self.actor += 1

    def _mulligan_check(self) -> None:
        p = self.actor
        if p == 2 or not self.config.mulligans:
            self.step = "turn_start"
            return
        pl = self.players[p]
        if pl.mulligans < self.config.hand_size and pl.hand:
            self.step = "mulligan"
        else:
            self.actor += 1

    def _turn_start(self) -> None:
        self.turn += 1
        self.deployed = []
        self.blocks = {}
        pl = self.players[self.attacker]
        if not pl.deck:  # "Draw Step": an empty deck loses
            self._end(1 - self.attacker)
            return
        pl.hand.append(pl.deck.pop())
        self.step = "deposit"

    def _next_step(self) -> None:
        s = self.step
        if s == "attack" and not self.players[self.attacker].front:
            self.attacker, self.step = 1 - self.attacker, "turn_start"
            return
        self.step = {"deposit": "deploy", "deploy": "discard", "discard": "attack",
                     "attack": "defend", "defend": "mopup"}[s]

    def _end(self, winner: int | None) -> None:
        self.winner = winner
        self.step = "over"

    def _dump(self, p: int, c: int) -> None:
        pl = self.players[p]
        if any(a.dump_to_hand for a in self.abil[p][c]):  # "If <card> is dumped, return it..."
            pl.hand.append(c)
        else:
            pl.dump.append(c)

    def _mopup(self) -> None:
        """"Mop-Up Phase"; values are fixed as mop-up starts."""
        a, d = self.attacker, 1 - self.attacker
        att, dfd = self.players[a], self.players[d]
        va = {c: self.value(a, c, attacking=True) for c in att.front}
        vd = {b: self.value(d, b) for b in dfd.front}
        after = [x.life_after_mopup for c in att.front for x in self.abil[a][c]
                 if x.life_after_mopup is not None]
        for c in list(att.front):
            att.front.remove(c)
            b = self.blocks.get(c)
            if b is None:
                att.rear.append(c)
                dfd.lives -= va[c]
                if dfd.lives <= 0:
                    self._end(a)
                    return
                continue
            dfd.front.remove(b)
            if va[c] <= vd[b]:
                self._dump(a, c)
            else:
                att.rear.append(c)
            if vd[b] <= va[c]:
                self._dump(d, b)
            else:
                dfd.rear.append(b)
        if after:  # "After mop-up your life total becomes zero."
            att.lives = min(after)
            if att.lives <= 0:
                self._end(d)
                return
        self.attacker, self.step = d, "turn_start"

    # ----- legality -----
    def _distinct(self, p: int, cards: list[int]) -> list[int]:
        """One representative card per class (cards that play identically)."""
        seen: set[Any] = set()
        out = []
        klass = self.klass[p]
        for c in cards:
            k = klass[c]
            if k not in seen:
                seen.add(k)
                out.append(c)
        return out

    def _compute_legal(self) -> list[Action]:
        s = self.step
        a = self.attacker
        names = self.names
        if s in ("choose_hand", "stack"):
            p = self.actor
            make = ChooseCard if s == "choose_hand" else StackCard
            return [make(names[p][c]) for c in self._distinct(p, self.players[p].deck)]
        if s == "mulligan":
            pl = self.players[self.actor]
            return [Keep(), Mulligan()] if pl.mulligans < self.config.hand_size else [Keep()]
        hand = self.players[a].hand
        if s == "deposit":
            return [Deposit(names[a][c]) for c in self._distinct(a, hand)
                    if self.is_credit(a, c)] + [Pass()]
        if s == "deploy":
            return [Deploy(names[a][c]) for c in self._distinct(a, hand)
                    if not self.is_credit(a, c) and self._affordable(c)] + [Pass()]
        if s == "discard":
            if len(hand) <= self.config.hand_size:
                return []
            return [Discard(names[a][c]) for c in self._distinct(a, hand) if self._discardable(c)]
        if s == "attack":
            acts: list[Action] = [Attack(names[a][c])
                                  for c in self._distinct(a, self.players[a].rear)
                                  if self._may_attack(c)]
            return [*acts, Pass()] if self._attack_complete() else acts
        if s == "defend":
            d = 1 - a
            free = [c for c in self.players[a].front if c not in self.blocks]
            return [Block(names[d][b], names[a][c])
                    for b in self._distinct(d, self.players[d].rear)
                    for c in self._distinct(a, free) if self._may_oppose(b, c)] + [Pass()]
        return []

    def _affordable(self, c: int) -> bool:
        a = self.attacker
        ace = self.ace_value()
        for x in self.abil[a][c]:
            if x.sets_ace_value is not None:
                ace = x.sets_ace_value
        ranks = self.ranks[a]
        total = sum(ace if ranks[k] == 1 and ace is not None else ranks[k]
                    for k in [*self.deployed, c])
        return total <= len(self.players[a].bank)

    def _discardable(self, c: int) -> bool:
        return not any(x.dump_to_hand for x in self.abil[self.attacker][c])

    def _needed(self, cards: list[int]) -> int:
        a = self.attacker
        return max((x.min_attackers for c in cards for x in self.abil[a][c]), default=0)

    def _attack_complete(self) -> bool:
        front = self.players[self.attacker].front
        return self._needed(front) <= len(front)

    def _may_attack(self, c: int) -> bool:
        """Attacking with `c` must leave a way to a legal attack ("cannot attack alone")."""
        pl = self.players[self.attacker]
        chosen = len(pl.front) + 1
        return self._needed([*pl.front, c]) <= chosen + len(pl.rear) - 1

    def _may_oppose(self, b: int, c: int) -> bool:
        a, d = self.attacker, 1 - self.attacker
        for x in self.abil[a][c]:
            if x.opposer_parity is not None and self.value(d, b) % 2 != x.opposer_parity:
                return False
        return True

    def _own(self, p: int, name: str, zone: str, label: str) -> int:
        c = self.index[p].get(name)
        if c is None:
            raise IllegalAction(f"player {p + 1} has no card named {name!r}")
        if c not in getattr(self.players[p], zone):
            raise IllegalAction(f"{name} is not in player {p + 1}'s {label}")
        return c

    def _check(self, action: Action) -> None:
        s = self.step
        if s == "over":
            raise IllegalAction("the game is over")
        pend = self.pending
        assert pend is not None
        p = pend.player
        expected = {"choose_hand": ChooseCard, "stack": StackCard, "mulligan": (Keep, Mulligan),
                    "deposit": (Deposit, Pass), "deploy": (Deploy, Pass), "discard": Discard,
                    "attack": (Attack, Pass), "defend": (Block, Pass)}[s]
        if not isinstance(action, expected):
            raise IllegalAction(f"{type(action).__name__} does not answer a {s} decision")
        if isinstance(action, ChooseCard | StackCard):
            self._own(p, action.card, "deck", "deck")
        elif isinstance(action, Mulligan):
            if self.players[p].mulligans >= self.config.hand_size:
                raise IllegalAction("no smaller hand is left to mulligan to")
        elif isinstance(action, Deposit):
            c = self._own(p, action.card, "hand", "hand")
            if not self.is_credit(p, c):
                raise IllegalAction(f"{action.card} is a critter, not a credit")
        elif isinstance(action, Deploy):
            c = self._own(p, action.card, "hand", "hand")
            if self.is_credit(p, c):
                raise IllegalAction(f"{action.card} is a credit, not a critter")
            if not self._affordable(c):
                raise IllegalAction(f"deploying {action.card} would cost more than the "
                                    f"{len(self.players[p].bank)} credits in the bank")
        elif isinstance(action, Discard):
            c = self._own(p, action.card, "hand", "hand")
            if not self._discardable(c):
                raise IllegalAction(f"{action.card} would return to your hand if discarded")
        elif isinstance(action, Attack):
            c = self._own(p, action.card, "rear", "rear")
            if not self._may_attack(c):
                raise IllegalAction(f"{action.card} cannot attack alone")
        elif isinstance(action, Block):
            b = self._own(p, action.blocker, "rear", "rear")
            c = self._own(1 - p, action.attacker, "front", "front (attacking)")
            if c in self.blocks:
                raise IllegalAction(f"{action.attacker} is already opposed")
            if not self._may_oppose(b, c):
                raise IllegalAction(f"{action.blocker} may not oppose {action.attacker}")
        elif isinstance(action, Pass) and s == "attack" and not self._attack_complete():
            raise IllegalAction("an attacking critter cannot attack alone; add another")

    def _do(self, action: Action) -> None:
        s = self.step
        if s == "choose_hand":
            self._do_choose(action)
        elif s == "stack":
            self._do_stack(action)
        elif s == "mulligan":
            self._do_mulligan(action)
        elif isinstance(action, Pass):
            self._next_step()
        else:
            self._do_turn_action(action)

    def _do_choose(self, action: Action) -> None:
        p = self.actor
        pl = self.players[p]
        c = self.index[p][action.card]  # type: ignore[union-attr]
        pl.deck.remove(c)
        pl.hand.append(c)
        self.hand_left -= 1
        if self.hand_left <= 0 or not pl.deck:
            if self.config.stacking and pl.deck:
                self.step = "stack"
            else:
                self.step, self.actor = "setup", p + 1

    def _do_stack(self, action: Action) -> None:
        p = self.actor
        pl = self.players[p]
        c = self.index[p][action.card]  # type: ignore[union-attr]
        pl.deck.remove(c)
        pl.staged.append(c)
        if not pl.deck:
            pl.deck, pl.staged = pl.staged[::-1], []
            if not self.config.choose_hand:
                self._draw(p, self.config.hand_size)
            self.step, self.actor = "setup", p + 1

    def _do_mulligan(self, action: Action) -> None:
        p = self.actor
        pl = self.players[p]
        if isinstance(action, Keep):
            self.actor += 1
        else:
            pl.deck.extend(pl.hand)
            pl.hand.clear()
            self._shuffle(p)
            pl.mulligans += 1
            self._draw(p, self.config.hand_size - pl.mulligans)
        self.step = "mulligan_check"

    def _do_turn_action(self, action: Action) -> None:
        a = self.attacker
        pl = self.players[a]
        if isinstance(action, Block):
            d = 1 - a
            b, c = self.index[d][action.blocker], self.index[a][action.attacker]
            self.players[d].rear.remove(b)
            self.players[d].front.append(b)
            self.blocks[c] = b
            return
        c = self.index[a][action.card]  # type: ignore[union-attr]
        if isinstance(action, Deposit):
            pl.hand.remove(c)
            pl.bank.append(c)
            self._next_step()  # at most one credit a turn
        elif isinstance(action, Deploy):
            pl.hand.remove(c)
            pl.rear.append(c)
            self.deployed.append(c)
            if any(x.deploy_dumps_banks for x in self.abil[a][c]):
                for q in (a, 1 - a):
                    bank, self.players[q].bank = self.players[q].bank, []
                    for k in bank:
                        self._dump(q, k)
        elif isinstance(action, Discard):
            pl.hand.remove(c)
            self._dump(a, c)
        elif isinstance(action, Attack):
            pl.rear.remove(c)
            pl.front.append(c)

    # ----- serialisation -----
    def to_json(self) -> dict[str, Any]:
        def named(p: int, cards: list[int]) -> list[str]:
            return [self.names[p][c] for c in cards]

        return {
            "game": "mundane", "version": 1, "config": self.config.to_json(),
            "rng": self.rng, "turn": self.turn, "attacker": self.attacker, "step": self.step,
            "actor": self.actor, "hand_left": self.hand_left, "winner": self.winner,
            "deployed": named(self.attacker, self.deployed),
            "blocks": [[self.names[self.attacker][c], self.names[1 - self.attacker][b]]
                       for c, b in self.blocks.items()],
            "players": [
                {"lives": pl.lives, "mulligans": pl.mulligans,
                 **{z: named(p, getattr(pl, z)) for z in ZONES}}
                for p, pl in enumerate(self.players)],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MundaneGame:
        try:
            g = cls.__new__(cls)
            g.config = MundaneConfig.from_json(data["config"])
            g._derive()
            g.rng, g.turn, g.attacker = int(data["rng"]), int(data["turn"]), int(data["attacker"])
            g.step, g.actor, g.hand_left = str(data["step"]), int(data["actor"]), \
                int(data["hand_left"])
            g.winner = data["winner"]
            a = g.attacker
            g.deployed = [g.index[a][n] for n in data["deployed"]]
            g.blocks = {g.index[a][c]: g.index[1 - a][b] for c, b in data["blocks"]}
            g.players = []
            for p, pd in enumerate(data["players"]):
                pl = PlayerState(int(pd["lives"]), [])
                pl.mulligans = int(pd["mulligans"])
                for z in ZONES:
                    setattr(pl, z, [g.index[p][n] for n in pd[z]])
                g.players.append(pl)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a Mundane game in JSON: {exc!r}") from None
        g._legal = None
        return g
