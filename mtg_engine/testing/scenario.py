"""The scenario test API (spec/scenario-api.md): set up a board, schedule what each player
does on which turn and step, run the game, and assert on the result.

Where the spec leaves a detail open, this follows XMage's CardTestPlayerBase:
- a scheduled action is attempted each time its player holds priority in its turn and step
  (with the stack empty, or with what it responds to on the stack) until it is performed; one
  that cannot be performed does not hold up that player's later actions; one never performed
  is reported by `execute()` with the last reason it was refused;
- `check` and `stop_at` on a step that the game skips (a draw step skipped by 103.7a, combat
  damage steps with no attackers) happen at the start of the next step that does occur;
- names resolve to the first matching object in creation order (`Name#2` the second), and a
  target name is matched among the legal targets of that requirement first;
- a scheduled attack or block that could not be declared is reported like any other scheduled
  action, with the reason, including when the game never asked for a declaration because no
  creature could attack (or block) at all.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
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
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    PriorityDecision,
    RollPlanarDie,
    TurnFaceUp,
)
from mtg_engine.cards.database import CardDatabase, UnsupportedCardError, default_database
from mtg_engine.cards.dsl import CardDef
from mtg_engine.cards.faces import FUSE, names_of
from mtg_engine.core.colors import Color
from mtg_engine.core.steps import Step
from mtg_engine.game import Game
from mtg_engine.log import format_events
from mtg_engine.rules import (
    activation,
    cast_free_statics,
    casting,
    combat,
    cost_x,
    face_down,
    play_permissions,
    turn,
    x_targets,
)
from mtg_engine.rules import faces as rules_faces
from mtg_engine.rules.casting import spell_targets
from mtg_engine.rules.face_down import FACE_DOWN_CAST
from mtg_engine.rules.layers import ability_of, card_of, characteristics
from mtg_engine.rules.per_opponent_targets import expand_now
from mtg_engine.rules.targets import legal_targets
from mtg_engine.rules.zones import create_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone, player_ref, ref_player
from mtg_engine.testing import scenario_splice
from mtg_engine.testing.scenario_checks import ScenarioChecks
from mtg_engine.testing.scenario_commander import CommanderSetup
from mtg_engine.testing.scenario_variants import VariantSetup

PLAYER_NAMES = "ABCD"
FILLER = "Wastes"


def _alt_targets(alt_named: Any) -> tuple[Any, ...]:
    """702.140a: a spell cast "using mutate" targets the creature it mutates onto."""
    if alt_named is not None and alt_named.group(1).lower() == "mutate":
        from mtg_engine.rules.mutate import TARGET

        return (TARGET,)
    return ()


class ScenarioError(AssertionError):
    """A scheduled action that was never performed (illegal, or its moment never came)."""


@dataclass
class _Planned:
    turn: int
    step: Step
    player: str
    verb: str  # "play", "cast", "activate"
    name: str
    targets: tuple[str, ...] = ()
    responding_to: str | None = None
    x: int | None = None
    source: str | None = None
    done: bool = False
    failure: str | None = None
    assist: str | None = None  # 702.132a: the player chosen to assist the cast

    def describe(self) -> str:
        what = {"play": "play", "cast": "cast", "activate": "activate",
                "roll_planar_die": "roll"}[self.verb]
        return f"{self.player} could not {what} {self.name} on turn {self.turn} {self.step.name}"


@dataclass
class _Setup:
    zone: Zone
    player: int
    card: CardDef
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None


class Scenario(ScenarioChecks, VariantSetup, CommanderSetup):
    """A game set up by hand and driven by a script (spec/scenario-api.md)."""

    def __init__(self, players: int = 2, cards: CardDatabase | None = None, seed: int = 0) -> None:
        if not 2 <= players <= 4:
            raise ValueError("a scenario has 2 to 4 players")
        self.db = cards if cards is not None else default_database()  # (not `or`: len())
        self.names = PLAYER_NAMES[:players]
        self.seed = seed
        self._setup: list[_Setup] = []
        self._no_filler: set[int] = set()
        self._life: dict[int, int] = {}
        self._planned: list[_Planned] = []
        self._attacks: list[tuple[int, str, str, str | None]] = []
        self._blocks: list[tuple[int, str, str, str]] = []
        self._bands: list[tuple[int, str, tuple[str, ...]]] = []  # 508.1e (band())
        self._choices: dict[str, deque[str]] = {p: deque() for p in self.names}
        self._modes: dict[str, deque[int]] = {p: deque() for p in self.names}
        self._targets: dict[str, deque[str]] = {p: deque() for p in self.names}
        self._assign: dict[tuple[int, str, str], dict[str, int]] = {}
        self._checks: list[tuple[int, Step, Callable[[Scenario], Any]]] = []
        self._stop = (2, Step.UNTAP)
        self._game: Game | None = None
        self._attack_failures: list[str] = []
        self._combat_seen: set[tuple[str, int]] = set()  # ("attack"|"block", index) considered
        self._answers_used = 0  # set_choice answers a cast's cost announcement takes (601.2b)

    # ------------------------------------------------------------------ setting up
    def _player(self, name: str) -> int:
        if name not in self.names:
            raise ValueError(f"unknown player {name!r}; players are {', '.join(self.names)}")
        return self.names.index(name)

    def add_card(self, zone: Zone, player: str, name: str, count: int = 1, *, tapped: bool = False,
                 counters: dict[str, int] | None = None, attached_to: str | None = None) -> None:
        if zone not in (Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.LIBRARY, Zone.EXILE,
                        Zone.COMMAND):  # (the command zone: a commander, 903.3)
            raise ValueError(f"cards can't be added to {zone.value}")
        card = self.db.get(name)  # KeyError (UnknownCardError) / UnsupportedCardError
        p = self._player(player)
        for _ in range(count):
            self._setup.append(_Setup(zone, p, card, tapped, dict(counters or {}), attached_to))

    def remove_all_from_library(self, player: str) -> None:
        self._no_filler.add(self._player(player))

    def set_life(self, player: str, life: int) -> None:
        self._life[self._player(player)] = life

    # ------------------------------------------------------------------ scheduling
    def play_land(self, turn: int, step: Step, player: str, name: str) -> None:
        self._player(player)
        self._planned.append(_Planned(turn, step, player, "play", name))

    def cast_spell(self, turn: int, step: Step, player: str, name: str, *,
                   targets: Sequence[str] = (), responding_to: str | None = None,
                   x: int | None = None, face_down: bool = False,
                   assist: str | None = None) -> None:
        """`face_down=True` (or a name ending " using Morph", as XMage's tests write it):
        cast the card face down with its morph or megamorph ability (702.37c). `assist`: the
        player chosen to assist a spell with assist (702.132a), who answers how much generic
        mana they pay with set_choice (a number; none queued: 0)."""
        from mtg_engine.testing.scenario_answers import _FACE_DOWN_SUFFIX

        self._player(player)
        if face_down and not _FACE_DOWN_SUFFIX.search(name):
            name += " using Morph"
        if assist is not None:
            self._player(assist)
        self._planned.append(_Planned(turn, step, player, "cast", name, tuple(targets),
                                      responding_to, x, assist=assist))

    def activate_ability(self, turn: int, step: Step, player: str, ability: str, *,
                         source: str | None = None, targets: Sequence[str] = (),
                         responding_to: str | None = None, x: int | None = None) -> None:
        self._player(player)
        self._planned.append(_Planned(turn, step, player, "activate", ability, tuple(targets),
                                      responding_to, x, source))

    def attack(self, turn: int, player: str, attacker: str, defender: str | None = None) -> None:
        self._player(player)
        self._attacks.append((turn, player, attacker, defender))

    def band(self, turn: int, player: str, attackers: list[str]) -> None:
        """508.1e, 702.22c: `attackers` (each also declared with `attack`) form one attacking
        band in that turn's declaration."""
        self._player(player)
        if isinstance(attackers, str) or not attackers \
                or not all(isinstance(n, str) for n in attackers):
            raise ValueError("band() takes a list of the attacking creatures' names")
        self._bands.append((turn, player, tuple(attackers)))

    def block(self, turn: int, player: str, blocker: str, attacker: str) -> None:
        self._player(player)
        self._blocks.append((turn, player, blocker, attacker))

    def set_choice(self, player: str, answer: str | int) -> None:
        self._choices[self.names[self._player(player)]].append(str(answer))

    def set_mode_choice(self, player: str, mode: int) -> None:
        self._modes[self.names[self._player(player)]].append(mode)

    def add_target(self, player: str, target: str) -> None:
        self._targets[self.names[self._player(player)]].append(target)

    def assign_damage(self, turn: int, player: str, attacker: str, assignment: dict[str, int]) -> None:
        self._assign[(turn, player, attacker)] = dict(assignment)

    def check(self, turn: int, step: Step, fn: Callable[[Scenario], Any]) -> None:
        self._checks.append((turn, step, fn))

    def stop_at(self, turn: int, step: Step) -> None:
        self._stop = (turn, step)

    # ------------------------------------------------------------------ running
    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("execute() has not been called")
        return self._game

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def log(self) -> str:
        return "\n".join(format_events(self.state)) if self._game is not None else ""

    def _build(self) -> Game:
        state = GameState(self.db, list(self.names), self.seed)
        for p in range(len(self.names)):
            state.players[p].life = self._life.get(p, 20)
            if p not in self._no_filler:
                filler = self.db.get(FILLER)
                for _ in range(20):
                    create_object(state, filler, p, Zone.LIBRARY)
        commanders: list[int] = []  # 903.3, 903.6 (scenario_commander.py)
        for s in self._setup:
            oid = create_object(state, s.card, s.player, s.zone)
            if s.zone is Zone.COMMAND:
                commanders.append(oid)
            o = state.mut(oid)
            if s.zone is Zone.BATTLEFIELD:
                if s.card.face_of and s.card.is_permanent_card:
                    o.card = s.card  # named by its back (or flipped) face: that face up
                o.since_turn = 0  # there from the start of the game: not summoning sick
                o.tapped = s.tapped
                if s.card.loyalty is not None:
                    o.counters["loyalty"] = s.card.loyalty
                for k, n in s.counters.items():
                    o.counters[k] = o.counters.get(k, 0) + n
                if s.attached_to:
                    o.attached_to = self._find(state, s.attached_to, zone=Zone.BATTLEFIELD)
        self._begin_variants(state)  # 901, 904 (scenario_variants.py)
        if commanders or self._commander_game:
            self._begin_commanders(state, commanders)  # 903.6, 903.7
        state.characteristics_changed()
        bps = {(t, int(st)) for t, st, _ in self._checks}
        bps.add((self._stop[0], int(self._stop[1])))
        state.breakpoints = frozenset(bps)
        game = Game(state)
        turn.run(state)
        return game

    def execute(self) -> None:
        game = self._game = self._build()
        stop = (self._stop[0], int(self._stop[1]))
        pending_checks = sorted(self._checks, key=lambda c: (c[0], int(c[1])))
        for _ in range(200_000):
            if game.is_over:
                break
            if game.paused_at is not None:
                at = game.paused_at
                while pending_checks and (pending_checks[0][0], int(pending_checks[0][1])) <= at:
                    pending_checks.pop(0)[2](self)
                if stop <= at:
                    break
                game.resume()
                continue
            d = game.pending
            if d is None:
                break
            game.apply(self._decide(d))
        else:
            raise ScenarioError("the scenario did not reach its stop after 200,000 actions")
        self._report()

    def _report(self) -> None:
        for i, (t, p, attacker, _) in enumerate(self._attacks):
            if ("attack", i) not in self._combat_seen:
                self._attack_failures.append(
                    f"{p} could not attack with {attacker} on turn {t}: its moment never came")
        for i, (t, p, names) in enumerate(self._bands):
            if ("band", i) not in self._combat_seen:
                self._attack_failures.append(
                    f"{p} could not form the band {list(names)} on turn {t}: its moment never came")
        for i, (t, p, blocker, attacker) in enumerate(self._blocks):
            if ("block", i) not in self._combat_seen:
                self._attack_failures.append(
                    f"{p} could not block {attacker} with {blocker} on turn {t}: its moment never came")
        problems: list[str] = list(self._attack_failures)
        for a in self._planned:
            if a.done:
                continue
            reason = a.failure or "its moment never came"
            problems.append(f"{a.describe()}: {reason}")
        if problems:
            raise ScenarioError("; ".join(problems))

    # ------------------------------------------------------------------ deciding
    def _decide(self, d: Any) -> Action:
        s = self.state
        self._settle_combat_plans(d)
        if isinstance(d, PriorityDecision):
            return self._priority(d.player)
        if isinstance(d, AttackDecision):
            return self._declare_attackers(d.player)
        if isinstance(d, BlockDecision):
            return self._declare_blockers(d.player)
        if isinstance(d, ChoiceDecision):
            return self._choose(d)
        if isinstance(d, DamageAssignmentDecision):
            return self._divide_damage(d)
        del s
        return self.game.legal_actions()[0]

    def _priority(self, player: int) -> Action:
        s = self.state
        pname = self.names[player]
        for a in self._planned:
            if a.done or a.player != pname or a.turn != s.turn or a.step != s.step:
                continue
            if a.responding_to is None:
                if s.stack:
                    continue
            elif not any(self._matches_name(o, a.responding_to) for o in s.stack):
                continue
            try:
                self._answers_used = 0
                action = self._build_action(a, player)
            except LookupError as e:
                a.failure = str(e)
                continue
            reason = self.game.why_illegal(action)
            if reason is not None:
                a.failure = reason
                continue
            a.done = True
            for _ in range(self._answers_used):  # the set_choice answers the costs used
                self._choices[pname].popleft()
            self._answers_used = 0
            return action
        return PassPriority()

    def _build_action(self, a: _Planned, player: int) -> Action:
        from mtg_engine.testing.scenario_answers import _ALT_COST_SUFFIX, _FACE_DOWN_SUFFIX

        s = self.state
        if a.verb == "play":
            from mtg_engine.rules.play_from_exile import lands_from_exile
            from mtg_engine.rules.play_permissions import lands

            # from the hand, or from exile, a library's top or a graveyard with an effect's
            # permission (601.3, 305.1)
            card = self._find_card([*s.players[player].hand, *lands_from_exile(s, player),
                                    *lands(s, player)], a.name, "in hand")
            return PlayLand(card, self._face_named(s.objects[card].card, a.name))
        if a.verb == "roll_planar_die":  # 901.9 (scenario_variants.py)
            return RollPlanarDie()
        if a.verb == "cast":
            name = a.name
            morph = _FACE_DOWN_SUFFIX.search(name)
            if morph:
                name = name[:morph.start()]
            alt_named = _ALT_COST_SUFFIX.search(name)  # "Boon Satyr using bestow" (XMage)
            if alt_named:
                name = name[:alt_named.start()]
            # hand, flashback (702.34a), aftermath (702.127a), on an Adventure (716.3d)
            card = self._find_card(casting.castable_cards(s, player), name, "in hand")
            face = FACE_DOWN_CAST if morph else self._face_named(s.objects[card].card, name)
            if not morph and face_down.can_cast_face_down(s.objects[card]) and \
                    self._yes_no(a.player) == "yes":
                # 702.37c: XMage's tests answer "Yes" to "cast it face down?" (asked first)
                face = FACE_DOWN_CAST
            cdef = rules_faces.spell_card(s.objects[card], face)
            if isinstance(cdef, str):
                raise LookupError(f"can't cast {name}: {cdef}")
            modes: tuple[int, ...] = ()
            if cdef.spell is not None and cdef.spell.modes:
                q = self._modes[a.player]
                # 700.2: as many queued modes as the spell allows ("choose one or more":
                # every mode queued, up to its number of modes), else the first ones
                counts = cdef.spell.mode_counts()
                most = len(cdef.spell.modes) if cdef.spell.kicked_any_modes else counts[-1]
                n = max(counts[0], min(len(q), most))  # (702.33d: kicked, any number)
                modes = tuple(q.popleft() - 1 for _ in range(n)) if q else tuple(range(n))
                if cdef.entwine is not None and self._yes_no(a.player) == "yes":
                    modes = tuple(range(len(cdef.spell.modes)))  # 702.42a, 702.42b
            flash = s.objects[card].card.flashback
            has_x = cdef.mana_cost.has_x or any(c.mana.has_x for c in cdef.alt_costs) or \
                (flash is not None and flash.has_x) or bool(cdef.additional_x)  # 107.3a
            x = self._x_value(a) if has_x or a.x else 0
            specs = x_targets.expand(expand_now(  # 601.2b-c (one for each opponent)
                s, player, spell_targets(cdef, modes) + _alt_targets(alt_named), card), x,
                                     len(a.targets))  # (any number: as many as named)
            targets = self._resolve_targets(a.targets, specs, player, card)
            action = self._announce_costs(a.player, player, CastSpell(card, targets, x, modes,
                                                                      face=face),
                                          alt_named.group(1).lower() if alt_named else None)
            if any(action.kicked) and any(sp.unkicked_only for sp in specs):
                from mtg_engine.testing.scenario_targets import kicked_instead

                action = replace(action, targets=kicked_instead(action.targets, specs))
            action = scenario_splice.announce(self, a.player, player, action, cdef, specs,
                                              a.targets)  # 702.47a
            if a.assist is not None:  # 702.132a (rules/assist.py)
                from dataclasses import replace as with_assist

                action = with_assist(action, assist=self._player(a.assist))
            return action
        # activate
        turn_up = self._turn_face_up(player, a.name, a.source)
        if turn_up is not None:
            return turn_up
        source, index = self._find_ability(player, a.name, a.source)
        ab = ability_of(s, source, index)  # 613.1f: the abilities it has now
        q = self._modes[a.player]  # 700.2, 602.2b: a modal ability's mode (set_mode_choice)
        modes = ((q.popleft() - 1 if q else 0),) if ab.modes else ()
        x = self._x_value(a)
        if ab.x_counters and a.x is None:  # 107.3: X is the number of those counters
            x = s.objects[source].counters.get(ab.x_counters, 0)
        if ab.x_is and a.x is None:  # 107.3c: X is defined (rules/defined_x.py)
            from mtg_engine.rules.defined_x import value as defined_x

            x = defined_x(s, source, ab)
        ab = cost_x.with_x(ab, x)  # 107.3a: "Sacrifice X lands" sacrifices x of them
        targets = self._resolve_targets(a.targets, x_targets.expand(
            ab.modes[modes[0]].targets if modes else ab.targets, x, len(a.targets)), player,
            source)  # 601.2c
        if ab.is_mana_ability and ab.any_color:
            x = self._colour_choice(a.player)  # "add one mana of any colour": set_choice("Red")
        action = ActivateAbility(source, index, targets, x, modes=modes,
                                 sacrifice=self._sacrifice_choice(a.player, player, source, ab),
                                 discard=self._discard_choice(a.player, player, source, ab),
                                 crew=self._crew_choice(a.player, player, source, ab),
                                 returned=self._returned_choice(a.player, player, ab),
                                 **self._other_cost_choices(a.player, player, source, ab))
        from mtg_engine.rules import free_equip
        from mtg_engine.testing import scenario_answers

        if free_equip.offered(s, player, source, ab) and self._yes_no(a.player) == "yes":
            # 118.9: {0} rather than the equip cost (none of its other parts paid either)
            action = ActivateAbility(source, index, targets, x, modes=modes, free=1)
        return scenario_answers.counter_kind(self, a.player, action, ab)  # 122.1

    def _yes_no(self, pname: str) -> str | None:
        """The player's next queued answer if it is "yes" or "no" (then used up)."""
        q = self._choices[pname]
        if self._answers_used < len(q) and q[self._answers_used].strip().lower() in ("yes", "no"):
            self._answers_used += 1
            return q[self._answers_used - 1].strip().lower()
        return None

    def _announce_costs(self, pname: str, player: int, action: CastSpell,
                        alt_kind: str | None = None) -> CastSpell:
        """601.2b by the spec's set_choice answers, in the order the costs are announced:
        "yes"/"no" for each alternative cost, each kicker cost and buyback, a number for
        multikicker (unanswered: "no", 0); a card name for what an additional cost sacrifices
        or discards (else the first that qualifies). Delve, improvise and convoke: the fewest
        cards and permanents that make the rest payable. The answers are taken from the queue
        only when the spell is cast."""
        s = self.state
        card = rules_faces.spell_card(s.objects[action.card], action.face)
        if alt_kind is not None and (isinstance(card, str) or not any(
                a.kind == alt_kind for a in card.alt_costs)):
            raise LookupError(f"can't cast it using {alt_kind}: the card has no {alt_kind} cost")
        if alt_kind is None and play_permissions.life_instead(s, player, action.card)[1]:
            action = replace(action, alt_cost=play_permissions.BY_LIFE)  # 118.9a: the only one
        from mtg_engine.rules.granted_retrace import graveyard_cast

        if isinstance(card, str) or (not casting.has_cost_options(card, s, player) and not (
                s.objects[action.card].zone is Zone.GRAVEYARD  # (702.81a: retrace given)
                and graveyard_cast(s, action.card, card))):
            return action
        q = self._choices[pname]

        def take(kind: str) -> str | None:
            if self._answers_used >= len(q):
                return None
            ans = q[self._answers_used].strip().lower().replace(" ", "")
            if kind == "number" and ans.startswith("x=") and not card.mana_cost.has_x:
                ans = ans[2:]  # XMage's tests answer multikicker's count as "X=2"
            ok = ans.isdigit() if kind == "number" else ans in ("yes", "no")
            if kind == "number" and ans in ("yes", "no"):
                ok = True
            if not ok:
                return None
            self._answers_used += 1
            return ans

        alt = -1
        in_graveyard = s.objects[action.card].zone is Zone.GRAVEYARD
        for i, a in enumerate(card.alt_costs):
            if alt_kind is not None:  # named with the cast ("... using bestow"): no question
                if a.kind == alt_kind and alt < 0:
                    alt = i
                continue
            if a.kind == "madness":
                continue  # answered as its trigger resolves (702.35a)
            if a.kind == "foretell":  # 702.143a: how a foretold card in exile is cast
                if s.objects[action.card].zone is Zone.EXILE and alt < 0:
                    alt = i
                continue
            if a.kind == "escape" or in_graveyard:
                # from the graveyard, escape is how it is cast (702.138a); from the hand, never
                if a.kind == "escape" and in_graveyard and alt < 0:
                    alt = i
                continue
            if alt < 0 and take("yes/no") == "yes":
                alt = i
        if alt < 0 and alt_kind is None and cast_free_statics.permitted(s, player, action.card) \
                and take("yes/no") == "yes":  # 118.9: "without paying their mana costs"
            alt = cast_free_statics.BY_STATIC
        life, only = play_permissions.life_instead(s, player, action.card)  # 118.9 (Citadel)
        if alt_kind is None and life and (only or (alt < 0 and take("yes/no") == "yes")):
            alt = play_permissions.BY_LIFE
        kicked: tuple[int, ...] = ()
        if card.kicker:
            kicked = tuple(1 if take("yes/no") == "yes" else 0 for _ in card.kicker)
        elif card.multikicker is not None:
            ans = take("number")
            n = int(ans) if ans and ans.isdigit() else (1 if ans == "yes" else 0)
            kicked = (n,)
        buyback = int(card.buyback is not None and take("yes/no") == "yes")
        replicated = 0
        from mtg_engine.rules.spell_keywords import replicate_cost

        if replicate_cost(s, player, card) is not None:  # 702.56a: how many times (a number
            # like multikicker); its own or given (Threefold Signal)
            ans = take("number")
            replicated = int(ans) if ans and ans.isdigit() else (1 if ans == "yes" else 0)
        action = replace(action, alt_cost=alt, kicked=kicked if any(kicked) else (),
                         buyback=buyback, replicated=replicated)
        if card.additional_options:  # 601.2b: which of an either/or additional cost
            return self._additional_option(pname, player, action, card)
        action = replace(action, additional=self._additional_choice(  # 702.27a, 702.33a
            pname, player, action.card, card, alt, buyback=buyback, kicked=any(kicked),
            x=action.x))  # (107.3a: "discard X cards")
        return casting.with_substitutes(s, player, action) or action

    def _additional_option(self, pname: str, player: int, action: CastSpell,
                           card: Any) -> CastSpell:
        """118.8, 601.2b: the option named by the next set_choice answer ("Sacrifice a
        creature", "Pay {3}", "Pay 5 life"), else the first that can be paid; then what it
        sacrifices, discards or taps, as for any additional cost."""
        from mtg_engine.rules import additional_options

        q = self._choices[pname]
        named = additional_options.named(card, q[self._answers_used]) \
            if self._answers_used < len(q) else None
        if named is not None:
            self._answers_used += 1
        order = [named] if named is not None else list(additional_options.indices(card))
        first = None
        for i in order:
            a = replace(action, additional_option=i)
            a = replace(a, additional=self._additional_choice(pname, player, a.card, card,
                                                              a.alt_cost, i))
            done = casting.with_substitutes(self.state, player, a)
            if done is not None:
                return done
            first = first or a
        return first or action

    def _additional_choice(self, pname: str, player: int, card: int, face: Any = None,
                           alt: int = -1, option: int = -1, buyback: int = 0,
                           kicked: bool = False, x: int = 0) -> tuple[int, ...]:
        options = casting.additional_choices(self.state, player, card, face, alt, option,
                                             buyback, kicked, x)
        if options == [()]:
            return ()
        q = self._choices[pname]
        if () in options and self._answers_used < len(q) \
                and q[self._answers_used].lower() in ("yes", "no"):  # an optional cost (702.153a)
            self._answers_used += 1
            if q[self._answers_used - 1].lower() == "no":
                return ()
            options = [o for o in options if o] or options  # "yes": it is paid (702.78a)
        if self._answers_used < len(q):  # "A, B" (XMage's tests: "A^B")
            want = [x.strip() for x in q[self._answers_used].replace("^", ",").split(",")]
            named = [o for o in options
                     if sorted(self.state.objects[i].card.name for i in o) == sorted(want)]
            if named:
                self._answers_used += 1
                return named[0]
        return options[0] if options else ()

    def _x_value(self, a: _Planned) -> int:
        """X as `x=` gives it, else as the player's next queued `set_choice("X=3")` (107.3)."""
        if a.x is not None:
            return a.x
        q = self._choices[a.player]
        if q:
            key, _, value = q[0].replace(" ", "").partition("=")
            if key.upper() == "X" and value.isdigit():
                q.popleft()
                return int(value)
        return 0

    def _sacrifice_choice(self, pname: str, player: int, source: int, ab: Any) -> tuple[int, ...]:
        """For a "Sacrifice a …" cost: the permanent named by the next set_choice answer, else
        the first one that qualifies."""
        return self._named_option(pname, activation.sacrifice_choices(self.state, player, source,
                                                                   ab))

    def _named_option(self, pname: str, options: list[tuple[int, ...]]) -> tuple[int, ...]:
        """The option whose first object the next set_choice answer names (that answer is
        used), else the first option; () when the cost chooses nothing."""
        if options == [()]:
            return ()
        q = self._choices[pname]
        if q:
            named = [o for o in options if self._name(o[0]) == q[0]]
            if named:
                q.popleft()
                return named[0]
        return options[0] if options else ()

    def _other_cost_choices(self, pname: str, player: int, source: int,
                            ab: Any) -> dict[str, tuple[int, ...]]:
        """For the costs of rules/ability_costs.py (118.3): the cards to exile from the
        graveyard, permanents to tap and to return, each named by the next set_choice answer
        ("Forest" or "Forest, Island"), else the first that qualify."""
        from mtg_engine.rules import ability_costs, card_costs

        out: dict[str, tuple[int, ...]] = {}
        for key, options in (
                ("exile", ability_costs.exile_choices(self.state, player, source, ab.cost)),
                ("tapped", ability_costs.tap_choices(self.state, player, source, ab.cost)),
                ("bounced", ability_costs.return_choices(self.state, player, source, ab.cost)),
                ("uncountered", ability_costs.counter_choices(self.state, player, source,
                                                              ab.cost)),
                ("revealed", ability_costs.reveal_choices(self.state, player, source, ab.cost)),
                ("moved", card_costs.move_choices(self.state, player, source, ab.cost)),
                ("countered", ability_costs.put_counter_choices(self.state, player, source,
                                                                ab.cost)),
                ("untapped", ability_costs.untap_choices(self.state, player, source, ab.cost))):
            if options != [()]:
                out[key] = self._named_cards(pname, options)
        return out

    def _discard_choice(self, pname: str, player: int, source: int, ab: Any) -> tuple[int, ...]:
        """For a "Discard a card" cost (118.3): the cards named by the next set_choice answer
        ("Forest" or "Forest, Island"), else the first ones in hand."""
        return self._named_cards(pname, activation.discard_choices(self.state, player, source, ab))

    def _named_cards(self, pname: str, options: list[tuple[int, ...]]) -> tuple[int, ...]:
        """The option whose objects are all those the next set_choice answer names ("Forest" or
        "Forest, Island"; that answer is used), else the first option; () when the cost
        chooses nothing."""
        if options == [()]:
            return ()
        q = self._choices[pname]
        if q:
            want = sorted(x.strip() for x in q[0].split(","))
            named = [o for o in options if sorted(self._name(i) for i in o) == want]
            if named:
                q.popleft()
                return named[0]
        return options[0] if options else ()

    def _crew_choice(self, pname: str, player: int, source: int, ab: Any) -> tuple[int, ...]:
        """For a crew cost (702.122a): the creatures named by the next set_choice answer
        ("Grizzly Bears" or "Grizzly Bears, Llanowar Elves") when they can pay it, else the
        first of the smallest sets that can."""
        from mtg_engine.rules import keyword_abilities

        if not ab.cost.crew:
            return ()
        q = self._choices[pname]
        if q:
            free = [oid for oid, _ in keyword_abilities.crew_candidates(self.state, player,
                                                                         source)]
            chosen: list[int] = []
            for name in (x.strip() for x in q[0].split(",")):
                match = [oid for oid in free if self._name(oid) == name and oid not in chosen]
                if not match:
                    break
                chosen.append(match[0])
            else:
                if keyword_abilities.crew_problem(self.state, player, source, ab.cost.crew,
                                                  tuple(chosen)) is None:
                    q.popleft()
                    return tuple(chosen)
        options = activation.crew_choices(self.state, player, source, ab)
        return options[0] if options else ()

    def _returned_choice(self, pname: str, player: int, ab: Any) -> tuple[int, ...]:
        """For a ninjutsu cost (702.49a): the unblocked attacker named by the next set_choice
        answer, else the first one."""
        return self._named_option(pname, activation.return_choices(self.state, player, ab))

    def _colour_choice(self, pname: str) -> int:
        """The queued colour answer for a mana ability (its index in WUBRG), White if none."""
        q = self._choices[pname]
        if q:
            try:
                colour = Color.parse(q[0])
            except ValueError:
                return 0
            q.popleft()
            return "WUBRG".index(colour.value)
        return 0

    def _resolve_targets(self, names: tuple[str, ...], specs: Any, player: int,
                         source: int) -> tuple[int, ...]:
        if any(spec.opponent for spec in specs):  # 601.2c: each in its opponent's place
            from mtg_engine.testing.scenario_targets import per_opponent_targets

            return per_opponent_targets(self, names, specs, player, source)
        out = []
        for i, name in enumerate(names):
            options = legal_targets(self.state, specs[i], player, source) if i < len(specs) else []
            out.append(self._ref(name, prefer=options))
        # "up to one" / "one or two targets": an optional target not named is not chosen (nor
        # one chosen only if the spell is kicked, 601.2c: rules/kicker_targets.py)
        out += [0 for spec in specs[len(out):]
                if (spec.optional or spec.kicked_only) and len(names) < len(specs)]
        return tuple(out)

    def _turn_face_up(self, player: int, text: str, source: str | None) -> TurnFaceUp | None:
        """The special action "{cost}: Turn this face-down permanent face up." (116.2b,
        702.37e) of a face-down permanent the player controls whose morph cost is that
        (`source`: the card it is, which its controller may look at, 708.5)."""
        from mtg_engine.testing.scenario_answers import _norm_ability

        want = _norm_ability(text)
        if "turn this face-down permanent face up" not in want.lower():
            return None
        s = self.state
        for oid in s.battlefield:
            o = s.objects[oid]
            if o.controller != player or o.face_down is None or (
                    source is not None
                    and source.split("@")[0].split("#")[0] != o.face_down.name):
                continue
            for by_mana in (0, 1):  # its morph cost (702.37e), its mana cost (701.34b)
                cost = face_down.turn_up_cost(s, oid, by_mana)
                if cost is not None and (want.startswith("turn this") or _norm_ability(
                        face_down.special_action_text(cost, s, oid, by_mana)).startswith(want)):
                    # 118.3: a morph cost's cards or permanents, named by set_choice
                    return TurnFaceUp(oid, by_mana_cost=by_mana, chosen=self._named_cards(
                        self.names[player], face_down.cost_choices(s, player, oid, by_mana)))
        raise LookupError(f"{self.names[player]} controls no face-down permanent to turn face "
                          f"up with {text!r}")

    def _find_ability(self, player: int, text: str, source: str | None) -> tuple[int, int]:
        from mtg_engine.testing.scenario_answers import _norm_ability

        s = self.state
        want = _norm_ability(text)
        candidates = [oid for oid in s.battlefield if s.objects[oid].controller == player]
        # 602.2: another player's permanent whose ability "any player may activate"
        candidates += [oid for oid in s.battlefield if s.objects[oid].controller != player
                       and any(ab.any_player for ab in card_of(s, oid).abilities)]
        # abilities that work from the hand (cycling) or the graveyard
        candidates += s.players[player].hand + s.players[player].graveyard
        candidates += [o for o in s.command if s.objects[o].controller == player]  # emblems
        if source is not None and "#" in source.split("@")[0]:
            candidates = [self._ref(source, controller=player, zone=Zone.BATTLEFIELD)]
        elif source is not None:
            candidates = [o for o in candidates if self._matches_name(o, source)]
        for oid in candidates:
            where = s.objects[oid].zone.value
            abilities = card_of(s, oid).abilities if where == "battlefield" \
                else s.objects[oid].card.abilities  # abilities it has now (613.1f)
            for i, ab in enumerate(abilities):
                if ab.zone == where and _norm_ability(ab.text).startswith(want) and (
                        ab.any_player or where != "battlefield"
                        or s.objects[oid].controller == player):
                    return oid, i
        raise LookupError(f"no permanent of {self.names[player]} has an ability starting {text!r}")

    # ------------------------------------------------------------------ combat
    def _declare_attackers(self, player: int) -> Action:
        s = self.state
        pname = self.names[player]
        pairs: list[tuple[int, int, str]] = []
        used: set[int] = set()
        for i, (t, p, attacker, defender) in enumerate(self._attacks):
            if t != s.turn or p != pname:
                continue
            self._combat_seen.add(("attack", i))
            what = f"{p} could not attack with {attacker} on turn {t}"
            try:
                aid = self._unused(attacker, player, used)
                did = player_ref(s.next_player(player)) if defender is None else self._ref(defender)
            except LookupError as e:
                self._attack_failures.append(f"{what}: {e}")
                continue
            used.add(aid)
            pairs.append((aid, did, what))
        bands = self._declared_bands(player, [(a, d) for a, d, _ in pairs])

        def make(ps: list[tuple[int, int]]) -> DeclareAttackers:
            inside = {a for a, _ in ps}
            return DeclareAttackers(tuple(ps), tuple(b for b in bands if inside.issuperset(b)))

        return self._declaration(pairs, make)

    def _declared_bands(self, player: int, pairs: list[tuple[int, int]]
                        ) -> tuple[tuple[int, ...], ...]:
        """The bands scheduled with band() for this declaration (508.1e), each refused one
        reported with the engine's reason."""
        from mtg_engine.rules.banding import check_bands

        s = self.state
        pname = self.names[player]
        out: list[tuple[int, ...]] = []
        taken: set[int] = set()
        for i, (t, p, names) in enumerate(self._bands):
            if t != s.turn or p != pname:
                continue
            self._combat_seen.add(("band", i))
            what = f"{p} could not form the band {list(names)} on turn {t}"
            members: list[int] = []
            for name in names:
                oid = next((a for a, _ in pairs if a not in taken and a not in members
                            and self._matches_name(a, name)), None)
                if oid is None:
                    self._attack_failures.append(f"{what}: {name} is not declared attacking")
                    break
                members.append(oid)
            else:
                reason = check_bands(s, DeclareAttackers(tuple(pairs), (*out, tuple(members))))
                if reason:
                    self._attack_failures.append(f"{what}: {reason}")
                    continue
                out.append(tuple(members))
                taken.update(members)
        return tuple(out)

    def _declare_blockers(self, player: int) -> Action:
        s = self.state
        pname = self.names[player]
        pairs: list[tuple[int, int, str]] = []
        used: set[int] = set()
        attackers = list(s.combat.attackers) if s.combat else []
        for i, (t, p, blocker, attacker) in enumerate(self._blocks):
            if t != s.turn or p != pname:
                continue
            self._combat_seen.add(("block", i))
            what = f"{p} could not block {attacker} with {blocker} on turn {t}"
            try:
                bid = self._unused(blocker, player, used)
                aid = self._ref(attacker, prefer=attackers)
            except LookupError as e:
                self._attack_failures.append(f"{what}: {e}")
                continue
            used.add(bid)
            pairs.append((bid, aid, what))
        return self._declaration(pairs, lambda ps: DeclareBlockers(tuple(ps)))

    def _declaration(self, pairs: list[tuple[int, int, str]], make: Callable[[Any], Action]) -> Action:
        """The scheduled declaration if it is legal as a whole (menace needs its blockers
        together); else the scheduled pairs that can be added one by one, each refused one
        reported with the engine's reason; if what is left breaks a requirement the rules
        impose (508.1d, 509.1c), the engine's first legal declaration."""
        whole = make([(a, b) for a, b, _ in pairs])
        if self.game.why_illegal(whole) is None:
            return whole
        chosen: list[tuple[int, int]] = []
        for a, b, what in pairs:
            reason = self.game.why_illegal(make([*chosen, (a, b)]))
            if reason:
                self._attack_failures.append(f"{what}: {reason}")
                continue
            chosen.append((a, b))
        action = make(chosen)
        if self.game.why_illegal(action) is None:
            return action
        return self.game.legal_actions()[0]

    def _divide_damage(self, d: DamageAssignmentDecision) -> Action:
        """assign_damage(turn, player, attacker, {name: amount}); else the default (the first
        option)."""
        s = self.state
        pname = self.names[d.player]
        for (t, p, attacker), division in self._assign.items():
            if t != s.turn or p != pname or not self._matches_name(d.attacker, attacker):
                continue
            try:
                pairs = tuple((self._ref(name, prefer=list(d.recipients)), amt)
                              for name, amt in division.items())
            except LookupError as e:
                self._attack_failures.append(f"{p} could not assign {attacker}'s damage: {e}")
                break
            action = AssignDamage(pairs)
            reason = self.game.why_illegal(action)
            if reason is None:
                return action
            self._attack_failures.append(f"{p} could not assign {attacker}'s damage on turn {t}: {reason}")
            break
        return self.game.legal_actions()[0]

    def _unused(self, name: str, player: int, used: set[int]) -> int:
        """The player's permanent `name` not yet declared in this declaration (so that naming
        "Grizzly Bears" twice declares both); if every one is used, the used one, so that the
        engine says why it can't be declared twice (508.1a, 509.1a)."""
        try:
            return self._ref(name, controller=player, exclude=used, zone=Zone.BATTLEFIELD)
        except LookupError:
            return self._ref(name, controller=player, zone=Zone.BATTLEFIELD)

    def _settle_combat_plans(self, d: Any) -> None:
        """Scheduled attacks and blocks whose declaration the game never asked for (no creature
        could attack or block at all, so the step passed without a declaration): each one is
        reported with the reason it could not be declared."""
        s = self.state
        for i, (t, p, attacker, defender) in enumerate(self._attacks):
            if ("attack", i) in self._combat_seen or not self._past(t, Step.DECLARE_ATTACKERS, d):
                continue
            self._combat_seen.add(("attack", i))
            reason = self._unasked_reason("attack", p, attacker, defender) if s.turn == t else None
            self._attack_failures.append(
                f"{p} could not attack with {attacker} on turn {t}: {reason or 'its moment never came'}")
        for i, (t, p, blocker, attacker) in enumerate(self._blocks):
            if ("block", i) in self._combat_seen or not self._past(t, Step.DECLARE_BLOCKERS, d):
                continue
            self._combat_seen.add(("block", i))
            reason = self._unasked_reason("block", p, blocker, attacker) if s.turn == t else None
            self._attack_failures.append(f"{p} could not block {attacker} with {blocker} on turn {t}: "
                                         f"{reason or 'its moment never came'}")

    def _past(self, turn: int, step: Step, d: Any) -> bool:
        """Has the declaration of `step` on `turn` happened (or been skipped)?"""
        now = (self.state.turn, self.state.step)
        if now == (turn, step):
            return not isinstance(d, AttackDecision | BlockDecision)
        return now > (turn, step)

    def _unasked_reason(self, verb: str, pname: str, who: str, other: str | None) -> str | None:
        s = self.state
        player = self._player(pname)
        try:
            oid = self._ref(who, controller=player, zone=Zone.BATTLEFIELD)
            if verb == "attack":
                did = player_ref(s.next_player(player)) if other is None else self._ref(other)
                if s.active != player:
                    return f"it is not {pname}'s turn"
                return combat.check_attack(s, DeclareAttackers(((oid, did),)))
            assert other is not None
            aid = self._ref(other)
            return combat.check_block(s, player, DeclareBlockers(((oid, aid),)))
        except LookupError as e:
            return str(e)

    # ------------------------------------------------------------------ choices
    def _choose(self, d: ChoiceDecision) -> Action:
        from mtg_engine.testing.scenario_answers import _interpret

        pname = self.names[d.player]
        if d.purpose == "target" and self._targets[pname]:
            name = self._targets[pname].popleft()
            try:
                ref = self._ref(name, prefer=list(d.options))
                if ref in d.options:
                    return Choose((ref,))
            except LookupError:
                pass
        if d.purpose == "target" and self.state.asking == "trigger_target" and 0 in d.options:
            # an optional target ("up to one", the second of "one or two") that no add_target
            # names is not chosen, as cast_spell's unnamed optional targets (spec: add_target
            # queues a target for the next triggered ability "that needs one")
            return Choose((0,))
        if d.purpose == "mode":  # 700.2: a modal triggered ability's mode (set_mode_choice)
            modes = self._modes[pname]
            picked: list[int] = []  # 700.2: "choose two": as many queued as it allows
            while modes and modes[0] - 1 in d.options and len(picked) < d.max:
                picked.append(modes.popleft() - 1)
            return Choose(tuple(picked) if len(picked) >= d.min else d.options[:d.min])
        q = self._choices[pname]
        if d.purpose == "divide":  # 601.2d: "3,1,1" (an amount per target, in order)
            from mtg_engine.rules.division import divisions

            given = q[0].replace("^", ",").split(",") if q else []
            if given and all(x.strip().isdigit() for x in given):
                q.popleft()
                return Choose(tuple(int(x) for x in given))
            return Choose(divisions(d)[0])  # else the most even division
        if q:
            answer = _interpret(self, d, q[0])
            if answer is not None:
                q.popleft()
                return Choose(answer)
            several = self._one_answer_each(d)
            if several is not None:
                return Choose(several)
        if d.purpose == "may":
            return Choose((1,))  # "yes" for an optional effect
        if d.purpose == "put_from_hand" and d.options:
            # "You may put a land card from your hand onto the battlefield": the optional effect
            # asked as a choice of up to one card: "yes" (spec), the first card that qualifies
            return Choose(d.options[:1])
        if d.purpose == "pay":
            return Choose((0,))  # "no" for an optional cost (spec: choices nothing answered)
        if d.purpose == "order_triggers":
            return Choose(tuple(range(len(d.options))))
        return self.game.legal_actions()[0]

    def _one_answer_each(self, d: ChoiceDecision) -> tuple[int, ...] | None:
        """A choice of several objects answered by one `set_choice` per object (as XMage's
        tests do): the queued answers that each name one more option, up to the most allowed;
        None (nothing taken) if they are fewer than the least allowed."""
        from mtg_engine.testing.scenario_answers import _interpret

        if d.max <= 1 or d.purpose in ("may", "pay", "mulligan", "order_triggers"):
            return None
        q = self._choices[self.names[d.player]]
        chosen: list[int] = []
        taken = 0
        while len(chosen) < d.max and taken < len(q):
            one = replace(d, options=tuple(o for o in d.options if o not in chosen), min=1, max=1)
            extra = _interpret(self, one, q[taken])
            if extra is None:
                break
            chosen.extend(extra)
            taken += 1
        if len(chosen) < max(d.min, 1):
            return None
        for _ in range(taken):
            q.popleft()
        return tuple(chosen)

    # ------------------------------------------------------------------ names
    def _name(self, oid: int) -> str:
        """An object's current name: a permanent's after the layers (a Clone is named as what
        it copied, 707.2)."""
        o = self.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            return characteristics(self.state, oid).name
        return o.card.name

    def _find_card(self, ids: list[int], name: str, where: str) -> int:
        """A card by its name or one of its faces' ("Stomp" finds Bonecrusher Giant)."""
        for oid in ids:
            card = self.state.objects[oid].card
            if name in _names(card) or any(f.name == name for f in card.faces):
                return oid
        return self._find_in(ids, name, where)

    @staticmethod
    def _face_named(card: Any, name: str) -> int:
        """The face `cast_spell` / `play_land` name: a split card's half ("Fire"; both names,
        "Turn // Burn", cast it fused), an Adventure ("Stomp"), a modal double-faced card's
        back face; -1 for the card itself."""
        if not card.faces or name == card.name:
            return FUSE if card.fuse else -1
        for f in card.faces:
            if f.name == name and (f.face_index > 0 or card.layout in ("split", "aftermath")):
                return f.face_index
        return -1

    def _matches_name(self, oid: int, name: str) -> bool:
        base, _, who = name.partition("@")
        base = base.split("#")[0]
        o = self.state.objects[oid]
        card = characteristics(self.state, oid).card if o.zone is Zone.BATTLEFIELD else o.card
        if base not in _names(card):  # a permanent by its current name (707.2: a Clone's)
            return False
        if who:
            p = self._player(who)
            return (o.controller if o.zone is Zone.BATTLEFIELD else o.owner) == p
        return True

    def _ref(self, name: str, *, prefer: Sequence[int] = (), controller: int | None = None,
             exclude: set[int] | None = None, zone: Zone | None = None) -> int:
        """A player ref or object id for a name ("A", "Grizzly Bears", "Bears@B", "Bears#2")."""
        if name and name in self.names:  # ("": a face-down object, 708.2a)
            return player_ref(self.names.index(name))
        base, _, nth = name.partition("#")
        index = int(nth) - 1 if nth.split("@")[0].isdigit() else 0
        s = self.state
        plain = name.replace(f"#{nth}", "") if nth else name
        found = [oid for oid in sorted(s.objects) if self._matches_name(oid, plain)
                 and (controller is None or s.objects[oid].controller == controller)
                 and (zone is None or s.objects[oid].zone is zone)
                 and not (exclude and oid in exclude and not nth)
                 and s.objects[oid].zone is not Zone.LIBRARY]
        if nth:
            if index < len(found):
                return found[index]
            raise LookupError(f"there is no {name}")
        for oid in found:
            if oid in prefer:
                return oid
        if found:
            return found[0]
        raise LookupError(f"there is no object named {base!r}")

    def _find_in(self, ids: list[int], name: str, where: str) -> int:
        for oid in ids:
            if self._matches_name(oid, name):
                return oid
        raise LookupError(f"no {name} {where}")

    def _find(self, state: GameState, name: str, zone: Zone) -> int:
        for oid in sorted(state.objects):
            o = state.objects[oid]
            if o.card.name == name and o.zone is zone:  # at set-up: printed names
                return oid
        raise KeyError(f"no {name} on the {zone.value} to attach to")

    def _permanents(self, player: str | None, name: str | None) -> list[int]:
        """Permanents `player` controls named `name` (or the one `Name#2` / `Name@B` picks)."""
        s = self.state
        p = self._player(player) if player is not None else None
        if name is not None and ("#" in name or "@" in name):
            try:
                oid = self._ref(name, controller=p, zone=Zone.BATTLEFIELD)
            except LookupError:
                return []
            return [oid] if oid in s.battlefield else []  # 702.26b: not a phased-out one
        return [oid for oid in s.battlefield
                if (p is None or s.objects[oid].controller == p)
                and (name is None or self._name(oid) == name)]

    def _one_permanent(self, name: str, player: str | None = None) -> int:
        ids = self._permanents(player, name)
        if not ids:
            raise AssertionError(f"expected a permanent named {name!r}, found none")
        return ids[0]


__all__ = ["Scenario", "ScenarioError", "Step", "UnsupportedCardError", "Zone", "ref_player"]


def _names(card: Any) -> tuple[str, ...]:
    """An object's names: a split card has each half's name and its full name (709.4a);
    a card with another face up has that face's name (712.4, 716.3b)."""
    return names_of(card)
