"""The game: one decision-point API for every client (DESIGN principles 1 and 2).

```python
game = Game.new([deck_a, deck_b], seed=1)
while not game.is_over:
    action = agents[game.pending.player].choose(game, game.pending.player)
    game.apply(action)
```

`apply` refuses an illegal action with `IllegalActionError` (saying why) and leaves the game
exactly as it was. `copy()`, `to_json()` and `Game.from_json()` work at every decision point,
and a game is reproduced from its seed, its decks and its list of actions.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtg_engine.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    AttackDecision,
    BlockDecision,
    CastSpell,
    ChoiceDecision,
    Choose,
    DamageAssignmentDecision,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    PriorityDecision,
    RollPlanarDie,
    TurnFaceUp,
    malformed,
)
from mtg_engine.cards.database import CardDatabase, default_database
from mtg_engine.rules import (
    activation,
    casting,
    combat,
    combat_damage,
    division,
    exert,
    face_down,
    mana_choices,
    mulligan,
    skip_turn,
    turn,
)
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.rules.mana import Payment
from mtg_engine.rules.random import shuffle_library
from mtg_engine.rules.triggers import order_options
from mtg_engine.rules.zones import create_object
from mtg_engine.state.game_state import EventLog, GameState
from mtg_engine.state.objects import Zone

CHOICE_ENUMERATION_LIMIT = 512
_PASS = PassPriority()  # (immutable: one object offered every time)


class Game:
    """A game of Magic in progress."""

    __slots__ = ("_attack_facts", "_offered", "actions", "state")

    def __init__(self, state: GameState, actions: EventLog | None = None) -> None:
        self.state = state
        self.actions = actions if actions is not None else EventLog()
        # The last legal_actions() answer and the decision it answered: an action from it is
        # known legal while that decision is pending and nothing was logged since.
        self._offered: tuple[GameState, Decision, int, tuple[Action, ...]] | None = None
        # What checking a declaration of attackers looks up, found once for the pending
        # declare-attackers decision (508.1c-d), on the same terms.
        self._attack_facts: tuple[GameState, Decision, int, combat.AttackFacts] | None = None

    # ------------------------------------------------------------- creation
    @classmethod
    def new(cls, decks: Sequence[Sequence[str]], *, seed: int = 0,
            names: Sequence[str] | None = None, db: CardDatabase | None = None,
            mulligans: bool = True, starting_life: int = 20,
            planar_decks: Sequence[Sequence[str]] | None = None,
            scheme_decks: Sequence[Sequence[str]] | None = None,
            commanders: Sequence[Sequence[str]] | None = None) -> Game:
        """A new game: decks become shuffled libraries (103.2), each player draws seven
        (103.4) and may mulligan (London mulligan, 103.4), then turn 1 begins (103.7).

        `planar_decks` (one per player) makes it a Planechase game (901); `scheme_decks`
        (one per player, empty for a player who is not an archenemy) an Archenemy game
        (904): see variants/command_decks.py. `commanders` (one list per player: none, one, or
        two partners) makes it a Commander game (903): they start in the command zone (903.6),
        every player at 40 life (903.7); deck construction is not checked (formats/rules.py
        does, 903.5)."""
        db = db if db is not None else default_database()  # (not `or`: len() of a big one is slow)
        names = list(names or [chr(ord("A") + i) for i in range(len(decks))])
        state = GameState(db, names, seed)
        for i, deck in enumerate(decks):
            state.players[i].life = starting_life  # 103.3
            for name in deck:
                create_object(state, db.get(name), i, Zone.LIBRARY)
            shuffle_library(state, i)
        if commanders is not None:  # 903.6, 903.7 (rules/commanders.py)
            from mtg_engine.rules.commanders import begin_commander_game, put_in_command_zone

            for i, names_i in enumerate(commanders):
                for name in names_i:
                    put_in_command_zone(state, create_object(state, db.get(name), i,
                                                             Zone.COMMAND))
            begin_commander_game(state)
        if planar_decks is not None or scheme_decks is not None:
            from mtg_engine.variants.command_decks import begin_variants

            begin_variants(state, planar_decks, scheme_decks)  # 901.4-901.5, 904.4-904.6
        if any(p.life != 20 for p in state.players):  # 103.3, 904.5 (rules/starting_life.py)
            state.starting_life = tuple(p.life for p in state.players)
        game = cls(state)
        for i in range(len(decks)):
            mulligan.draw_opening_hand(state, i)
        if mulligans:
            mulligan.begin(state)
        else:  # 103.5: the opening hands' actions still come before turn 1
            from mtg_engine.rules import opening_hand

            opening_hand.begin_without_mulligans(state)
        turn.run(state)
        return game

    # ------------------------------------------------------------- the API
    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def winner(self) -> int | None:
        r = self.state.result
        return r[1] if r is not None and r[0] == "win" else None

    @property
    def is_draw(self) -> bool:
        r = self.state.result
        return r is not None and r[0] == "draw"

    @property
    def turn(self) -> int:
        return self.state.turn

    def legal_actions(self) -> list[Action]:
        """Every legal answer to the pending decision (for declarations of attackers and
        blockers with very many options, a representative set; `is_legal` checks any)."""
        s = self.state
        d = s.pending
        if d is None:
            return []
        out = self._legal_actions(s, d)
        self._offered = (s, d, s.log.length, tuple(out))
        return out

    def _legal_actions(self, s: GameState, d: Decision) -> list[Action]:
        if isinstance(d, PriorityDecision):
            p = d.player
            out: list[Action] = [_PASS]
            out += casting.land_actions(s, p)
            out += casting.cast_actions(s, p)
            out += activation.activate_actions(s, p)
            out += face_down.turn_face_up_actions(s, p)  # 116.2b
            if s.variant is not None:  # 901.9, 116.2i (rules/planechase.py)
                from mtg_engine.rules.planechase import roll_actions

                out += roll_actions(s, p)
            return out
        if isinstance(d, AttackDecision):
            return list(combat.attack_actions(s, self._facts_for_attack()))
        if isinstance(d, BlockDecision):
            return list(combat.block_actions(s, d.player))
        if isinstance(d, ChoiceDecision):
            return [Choose(c) for c in _choice_options(d)]
        if isinstance(d, DamageAssignmentDecision):
            return list(combat_damage.division_options(s, d.attacker, d.amount))
        raise AssertionError(f"unknown decision {d!r}")

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """None if `action` is legal now, else the reason. A malformed action (a field of the
        wrong type, an id or reference to nothing) is illegal with the reason why."""
        return self._check(action)[0]

    def _check(self, action: Action) -> tuple[str | None, Payment | None]:
        """Why `action` is illegal (None if legal), and for a spell or an ability the payment
        found while checking it, which `apply` then uses (it is not validated twice)."""
        problem = malformed(action)
        if problem:
            return problem, None
        try:
            return self._why_illegal(action)
        except (IndexError, KeyError, TypeError, ValueError, OverflowError) as e:
            return (f"malformed {type(action).__name__}: it refers to something that isn't there "
                    f"({e})"), None

    def _why_illegal(self, action: Action) -> tuple[str | None, Payment | None]:
        s = self.state
        d = s.pending
        if d is None:
            return ("the game is over" if self.is_over else "no decision is pending"), None
        payment = getattr(action, "payment", None)
        if payment is not None and len(set(payment)) != len(payment):
            return "each permanent in a payment can be tapped for mana only once (601.2g)", None
        if isinstance(d, PriorityDecision):
            p = d.player
            if isinstance(action, PassPriority):
                return None, None
            if isinstance(action, PlayLand):
                return casting.check_play_land(s, p, action), None
            if isinstance(action, CastSpell):
                return casting.check_cast(s, p, action)
            if isinstance(action, ActivateAbility):
                return activation.check_activate(s, p, action)
            if isinstance(action, TurnFaceUp):
                return face_down.check_turn_face_up(s, p, action)  # type: ignore[no-any-return]
            if isinstance(action, RollPlanarDie):  # 901.9
                from mtg_engine.rules.planechase import check_roll

                return check_roll(s, p, action)  # type: ignore[no-any-return]
            return f"{type(action).__name__} is not an answer to priority", None
        return self._check_answer(action, d), None

    def _check_answer(self, action: Action, d: Decision) -> str | None:
        s = self.state
        p = d.player
        if isinstance(d, AttackDecision):
            if not isinstance(action, DeclareAttackers):
                return "declare attackers is pending"
            return combat.check_attack(s, action, self._facts_for_attack())
        if isinstance(d, BlockDecision):
            if not isinstance(action, DeclareBlockers):
                return "declare blockers is pending"
            return combat.check_block(s, p, action)
        if isinstance(d, ChoiceDecision):
            if not isinstance(action, Choose):
                return f"a choice ({d.purpose}) is pending"
            return _check_choice(d, action.chosen)
        if isinstance(d, DamageAssignmentDecision):
            if not isinstance(action, AssignDamage):
                return "a division of combat damage is pending"
            return combat_damage.check_damage_action(s, action)
        return "unknown decision"

    def apply(self, action: Action) -> list[tuple[Any, ...]]:
        """Carry out `action` and advance to the next decision. Returns the events it caused.
        Raises IllegalActionError (the game unchanged) if it is not legal now.

        An action from the last `legal_actions()` answer to the same decision is known legal
        and not checked again; any other is checked once (the payment found is the one used)."""
        pay: Payment | None = None
        known = self._is_offered(action)
        if not known:
            reason, pay = self._check(action)
            if reason is not None:
                raise IllegalActionError(f"illegal {type(action).__name__}: {reason}")
        elif isinstance(action, ActivateAbility):
            pay = activation.known_activation_payment(self.state, self.state.pending.player,  # type: ignore[union-attr]
                                                   action)
        elif isinstance(action, CastSpell):  # (validated once: only its payment is found)
            pay = casting.known_cast_payment(self.state, self.state.pending.player, action)  # type: ignore[union-attr]
        self._offered = None
        s = self.state
        start = s.log.length
        d = s.pending
        assert d is not None
        player = d.player
        s.pending = None
        if isinstance(action, PassPriority):
            turn.pass_priority(s, player)
        elif isinstance(action, PlayLand):
            casting.play_land(s, player, action, checked=True)
            turn.took_action(s, player)
        elif isinstance(action, CastSpell) and action.assist >= 0:  # 702.132a: the assistant
            from mtg_engine.rules import assist  # decides first (rules/assist.py)

            assist.start(s, player, action)
        elif isinstance(action, CastSpell):
            casting.cast_spell(s, player, action, pay)
            turn.took_action(s, player)
        elif isinstance(action, ActivateAbility):
            activation.activate_ability(s, player, action, pay)
            turn.took_action(s, player)
        elif isinstance(action, TurnFaceUp):
            # 116.2b, 702.37e: a special action; the player keeps priority (116.3)
            face_down.turn_face_up(s, player, action, pay)
            turn.took_action(s, player)
        elif isinstance(action, RollPlanarDie):  # 901.9, 116.2i: a special action; the
            from mtg_engine.rules.planechase import roll_planar_die  # player keeps priority

            roll_planar_die(s, player, action, pay)
            turn.took_action(s, player)
        elif isinstance(action, DeclareAttackers):
            combat.declare_attackers(s, action)
            s.asking = ""
            if not exert.ask(s):  # 508.1g: optional costs to attack (701.39d)
                turn.after_turn_based_actions(s)
        elif isinstance(action, DeclareBlockers):
            combat.declare_blockers(s, action, player)
            s.asking = ""
            if not turn.ask_next_blocker(s):  # 802.4: each defending player in turn
                combat.finish_blocks(s)
                turn.after_turn_based_actions(s)
        elif isinstance(action, Choose):
            self._answer(action.chosen)
        elif isinstance(action, AssignDamage) and combat_damage.assign(s, action):
            turn.after_turn_based_actions(s)  # every division made: the damage was dealt
        self.actions.append((action,))
        turn.run(s)
        return s.log.since(start)

    def _facts_for_attack(self) -> combat.AttackFacts:
        """508.1c-d: the restrictions and requirements on attacking, found once while the
        declare-attackers decision is pending and nothing was logged since (a large board has
        hundreds of declarations to check, each needing them)."""
        s = self.state
        f = self._attack_facts
        if f is None or f[0] is not s or f[1] is not s.pending or f[2] != s.log.length:
            assert s.pending is not None
            f = self._attack_facts = (s, s.pending, s.log.length, combat.attack_facts(s))
        return f[3]

    def _is_offered(self, action: Action) -> bool:
        """Whether `action` is in the last `legal_actions()` answer to the pending decision,
        with nothing logged since (so nothing changed)."""
        if not self._is_current():
            return False
        # the very object offered (an equal one may differ in type, 5.0 for 5: it is checked)
        for a in self._offered[3]:  # type: ignore[index]  # noqa: SIM110 (no generator)
            if a is action:
                return True
        return False

    def _is_current(self) -> bool:
        """Whether the last `legal_actions()` answer is for the pending decision, with nothing
        logged since."""
        o = self._offered
        s = self.state
        return o is not None and o[0] is s and o[1] is s.pending and o[2] == s.log.length

    def _answer(self, chosen: tuple[int, ...]) -> None:
        s = self.state
        asking = s.asking
        if asking == "effect":
            assert s.frame is not None
            s.frame = replace(s.frame, answer=chosen)
            s.asking = ""
        elif asking == "cleanup_discard":
            s.asking = ""
            turn.finish_discard_to_hand_size(s, chosen)
        elif asking == "assist":  # 702.132a: how much generic mana the assistant pays
            from mtg_engine.rules import assist

            assist.answer(s, chosen)
        elif asking == exert.ASKING:
            exert.answer(s, chosen)  # 508.1g, 701.39d
        elif asking == "keep_tapped":  # 502.3
            s.asking = ""
            turn.finish_untap_step(s, chosen)
        elif asking == "untap_limit":  # 502.3 (rules/untap_limits.py)
            from mtg_engine.rules import untap_limits

            untap_limits.answer(s, chosen)
        elif asking == "replacement":
            from mtg_engine.rules import replacement

            replacement.answer(s, chosen)  # 616.1 / 614.12a
        elif asking in mulligan.PURPOSES:
            mulligan.answer(s, asking, chosen)
        elif asking.startswith(skip_turn.ASKING):  # 614.10: skip the turn beginning?
            skip_turn.answer(s, chosen)
        elif asking.startswith(mana_choices.ASKING):  # 605.4a: a triggered mana ability's
            mana_choices.answer(s, chosen)
        else:
            s.answer = chosen  # read by the code that asked (triggers, legend rule)

    # ------------------------------------------------------------- copying and saving
    def copy(self) -> Game:
        game = Game(self.state.copy(), self.actions.copy())
        if self._is_current():  # the copy's pending decision is the same: so are its actions
            assert self._offered is not None
            game._offered = (game.state, *self._offered[1:])
        return game

    def to_json(self, history: bool = False) -> dict[str, Any]:
        """The game as a compact, versioned snapshot (`state/snapshot.py`): each card named
        once, the recent event log only. With `history`, every action and the whole event log
        too (to replay the game from its seed, decks and actions)."""
        from mtg_engine.state.snapshot import save

        return save(self.state, self.action_list() if history else None)

    @classmethod
    def from_json(cls, data: dict[str, Any], db: CardDatabase | None = None) -> Game:
        """Rebuild a saved game (`to_json()`). A file that is not a saved game, one of another
        format version, or one edited into an impossible state raises ValueError naming the
        field at fault; nothing is built from it."""
        from mtg_engine.state import snapshot

        why = snapshot.version_error(data)
        if why is not None:
            raise ValueError(why)
        db = db if db is not None else default_database()  # (not `or`: len() of a big one is slow)
        try:
            state, actions = snapshot.load(data, db)
        except ValueError as e:
            raise ValueError(f"corrupt saved game: {e}") from None
        return cls(state, EventLog([(a,) for a in actions]))

    @classmethod
    def from_state(cls, data: dict[str, Any], db: CardDatabase | None = None) -> Game:
        """A game from a state written as `GameState.to_json()` (the shape `observe()` gives),
        with `{"state": ..., "actions": [...]}` around it; checked like a saved game."""
        from mtg_engine.state.save_check import check_saved_game

        db = db if db is not None else default_database()
        if not isinstance(data, dict) or "state" not in data:
            raise ValueError("not a game state: expected an object with 'state' and 'actions'")
        try:
            read = check_saved_game(data, db)  # every field checked before anything is built
        except ValueError as e:
            raise ValueError(f"corrupt game state: {e}") from None
        try:
            state = GameState.from_json(data["state"], db)
            actions = EventLog([(a,) for a in read])
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"corrupt game state: {type(e).__name__}: {e}") from None
        return cls(state, actions)

    def action_list(self) -> list[Action]:
        return [a[0] for a in self.actions]

    # ------------------------------------------------------------- scenario support
    def resume(self) -> None:
        """Continue after stopping at a breakpoint."""
        self.state.paused_at = None
        turn.run(self.state)

    @property
    def paused_at(self) -> tuple[int, int] | None:
        return self.state.paused_at


# choices whose answer's order matters ("one onto the battlefield and the other into your
# hand", effects/search.py): every order is listed. Cards put in a library in an order chosen
# (401.4) are asked one at a time instead (effects/ordering.py)
ORDERED_PURPOSES = frozenset({"search_split"})


def _choice_options(d: ChoiceDecision) -> list[tuple[int, ...]]:
    if d.purpose == "order_triggers":
        return order_options(len(d.options))
    if d.purpose == division.PURPOSE:  # 601.2d: an amount per target
        return division.divisions(d)[:CHOICE_ENUMERATION_LIMIT]
    out: list[tuple[int, ...]] = []
    if d.purpose in ORDERED_PURPOSES:
        for n in range(d.max, d.min - 1, -1):
            for combo in itertools.combinations(d.options, n):
                for perm in itertools.permutations(combo):
                    out.append(perm)
                    if len(out) >= CHOICE_ENUMERATION_LIMIT:
                        return out
        return out
    # a search (701.19) lists finding the most first: "find nothing" is legal but last
    sizes = range(d.max, d.min - 1, -1) if d.purpose == "search" else range(d.min, d.max + 1)
    for n in sizes:
        for combo in itertools.combinations(d.options, n):
            out.append(combo)
            if len(out) >= CHOICE_ENUMERATION_LIMIT:
                return out
    return out


def _check_choice(d: ChoiceDecision, chosen: tuple[int, ...]) -> str | None:
    if d.purpose == division.PURPOSE:
        return division.check_division(d, chosen)
    if d.purpose == "order_triggers":
        if sorted(chosen) != list(range(len(d.options))):
            return f"give an order of all {len(d.options)} abilities (a permutation of their indices)"
        return None
    if not d.min <= len(chosen) <= d.max:
        if d.min == d.max:
            return f"choose exactly {d.min} (chose {len(chosen)})"
        return f"choose between {d.min} and {d.max} (chose {len(chosen)})"
    if len(set(chosen)) != len(chosen):
        return "the same option was chosen twice"
    bad = [c for c in chosen if c not in d.options]
    if bad:
        return f"{bad[0]} is not one of the options {list(d.options)}"
    return None
