"""The whole state of a game as plain data (DESIGN principle 2).

Copying is cheap because objects are copy-on-write: `copy()` shares every `GameObject` between
the two states and each state clones an object the first time it writes to it (`mut`).
Everything half-done (a resolving spell waiting for a choice, triggers waiting to be put on the
stack) is data here too, so `copy()`, `to_json()` and `from_json()` work at any decision point.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from mtg_engine.actions import Decision, decision_from_json
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import (
    CardDef,
    Effect,
    Filter,
    LayerEffect,
    TriggeredAbility,
    filter_from_dict,
)
from mtg_engine.cards.dsl_abilities import granted_ability
from mtg_engine.core.steps import Step
from mtg_engine.state.objects import GameObject, Player, Zone


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2), applied in its layers
    (613). `affected` is locked in when the effect begins (611.2c).

    `power`/`toughness`/`keywords` are the "gets +N/+N" (7c) and "gains [keyword]" (6) parts;
    `mod` is any other change, part by layer (`LayerEffect`); `copy_card` makes a copy effect
    (layer 1, 707.2): the affected object's copiable values become that card's, changed by
    `copy_except` (707.9b). `controller` is who controls the effect (a control change gives
    control to them, 613.1b)."""

    layer: str  # "1", "2" ... "7d" (its first layer), or "combat" (a blocking requirement)
    affected: tuple[int, ...]
    timestamp: int
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    until: str = "end_of_turn"  # 514.2; "" lasts as long as the objects it affects exist
    partner: int = 0  # layer "combat": the attacker the affected creature must block (509.1c)
    mod: LayerEffect | None = None
    controller: int = -1
    source: int = 0
    copy_card: str = ""
    copy_token: bool = False
    copy_except: tuple[LayerEffect, ...] = ()
    # layer "rule": a restriction that modifies no characteristics ("creatures with power 2 or
    # less can't block this turn"), on every object matching `filter` at any moment (611.2c)
    filter: Filter | None = None
    # ... but not on the objects it names as exceptions ("Other creatures can't attack this
    # turn": other than the target, locked in as it begins, 611.2c)
    excepted: tuple[int, ...] = ()
    # layer "combat": the attackers a restriction for the turn binds when it names a group
    # ("Black creatures you control can't be blocked this turn except by black creatures"):
    # whichever match at each moment (611.2c: no characteristic is changed)
    group: Filter | None = None

    def layer_effect(self) -> LayerEffect:
        """Everything this effect does to characteristics outside layer 1, as one record."""
        mod = self.mod
        if mod is None:
            return LayerEffect(power=self.power, toughness=self.toughness,
                               add_keywords=self.keywords)
        if self.power or self.toughness or self.keywords:
            return replace(mod, power=mod.power + self.power,
                           toughness=mod.toughness + self.toughness,
                           add_keywords=mod.add_keywords + self.keywords)
        return mod

    def to_json(self) -> dict[str, Any]:
        d = {"layer": self.layer, "affected": list(self.affected), "timestamp": self.timestamp,
             "power": self.power, "toughness": self.toughness,
             "keywords": list(self.keywords), "until": self.until, "partner": self.partner}
        if self.mod is not None:
            d["mod"] = self.mod.to_dict()
        if self.controller != -1:
            d["controller"] = self.controller
        if self.source:
            d["source"] = self.source
        if self.copy_card:
            d["copy"] = [self.copy_card, self.copy_token, [x.to_dict() for x in self.copy_except]]
        if self.filter is not None:
            d["filter"] = self.filter.to_dict()
        if self.excepted:
            d["excepted"] = list(self.excepted)
        if self.group is not None:
            d["group"] = self.group.to_dict()
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ContinuousEffect:
        copy = d.get("copy", ["", False, []])
        return cls(d["layer"], tuple(d["affected"]), d["timestamp"], d["power"], d["toughness"],
                   tuple(d["keywords"]), d["until"], d["partner"],
                   LayerEffect.from_dict(d["mod"]) if "mod" in d else None,
                   d.get("controller", -1), d.get("source", 0), copy[0], copy[1],
                   tuple(LayerEffect.from_dict(x) for x in copy[2]),
                   filter_from_dict(d["filter"]) if "filter" in d else None,
                   tuple(d.get("excepted", ())),
                   filter_from_dict(d["group"]) if "group" in d else None)


@dataclass(frozen=True, slots=True)
class Frame:
    """A spell or ability in the middle of resolving (608.2): its instructions, the next one to
    carry out, and what it was cast or activated with. `answer` holds the reply to the choice
    the current instruction asked for."""

    effects: tuple[Effect, ...]
    origin: tuple[str, bool, str, int]  # (card name, is token, "spell"/"ability"/"trigger", index)
    index: int
    controller: int
    source: int  # the source object (the spell itself, or the ability's source permanent)
    source_card: str  # the source's name, for last known information (608.2h)
    targets: tuple[int, ...]
    legal: tuple[bool, ...]  # which targets were still legal as it began to resolve (608.2b)
    x: int = 0
    stack_id: int = 0  # the object on the stack (0 when not from the stack)
    is_spell: bool = False
    answer: tuple[int, ...] | None = None
    vars: tuple[tuple[str, int], ...] = ()
    remembered: tuple[int, ...] = ()
    did: int = -1  # the last instruction: 1 done, 0 not done or declined ("if you do", 608.2c)
    log_at: int = -1  # the log's length as the current instruction began (did it do anything?)
    granted: str = ""  # a granted ability's own DSL (613.1f, 113.7a): its instructions
    # 111.1: the tokens the last "create" instruction of this resolution made (the ref
    # "created": "Exile that token at end of combat", "Put X +1/+1 counters on it")
    created: tuple[int, ...] = ()
    # 612: the text changes of the spell or ability (rules/text_changes.py), in order
    text_changes: tuple[tuple[str, str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        extra: dict[str, Any] = {"granted": self.granted} if self.granted else {}
        if self.created:
            extra["created"] = list(self.created)
        if self.text_changes:
            extra["text_changes"] = [list(c) for c in self.text_changes]
        return {**extra, "origin": list(self.origin), "index": self.index,
                "controller": self.controller, "source": self.source,
                "source_card": self.source_card, "targets": list(self.targets),
                "legal": list(self.legal), "x": self.x, "stack_id": self.stack_id,
                "is_spell": self.is_spell,
                "answer": None if self.answer is None else list(self.answer),
                "vars": [list(v) for v in self.vars], "remembered": list(self.remembered),
                "did": self.did, "log_at": self.log_at}


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: int  # the source object id (it may have left the battlefield: 603.10)
    source_card: str
    ability: int  # index into the source card's triggers
    controller: int
    timestamp: int
    event_ref: int = 0  # an object or player the event involved (e.g. the creature that entered)
    remembered: tuple[int, ...] = ()  # objects a delayed trigger acts on ("exile the tokens")
    delay: str = ""  # a delayed triggered ability (603.7) waiting for this event: "end_step"
    # a trigger granted to its source (613.1f): its own DSL (dsl.granted_ability); "" for a
    # printed one (`ability` is then its index)
    granted: str = ""
    # the amount of the event that triggered it ("you gain that much life", 603.2, 608.2h):
    # the life gained or lost, the damage dealt; its stack object's `x` once put on the stack
    amount: int = 0
    # 612, 113.7a: the text changes its source had as it triggered (rules/text_changes.py)
    text_changes: tuple[tuple[str, str, str], ...] = ()
    # 603.2, 608.2h: the player the event was about, beside the object it remembers ("Whenever
    # a creature enters the battlefield under an opponent's control, that player ..."): the
    # player as the event happened (rules/event_referents.py); -1 for none
    event_player: int = -1

    def trigger(self, card: CardDef) -> TriggeredAbility:
        """The triggered ability: granted, or printed on `card` (its source's card), with the
        text changes its source had (612)."""
        tr = granted_ability("add_triggers", self.granted) if self.granted \
            else card.triggers[self.ability]
        if self.text_changes:
            from mtg_engine.rules.text_changes import changed

            tr = changed(tr, self.text_changes, card.name)
        return tr  # type: ignore[no-any-return]

    def to_json(self) -> dict[str, Any]:
        d = {"source": self.source, "source_card": self.source_card, "ability": self.ability,
             "controller": self.controller, "timestamp": self.timestamp,
             "event_ref": self.event_ref, "remembered": list(self.remembered),
             "delay": self.delay}
        if self.granted:
            d["granted"] = self.granted
        if self.amount:
            d["amount"] = self.amount
        if self.text_changes:
            d["text_changes"] = [list(c) for c in self.text_changes]
        if self.event_player >= 0:
            d["event_player"] = self.event_player
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> PendingTrigger:
        return cls(d["source"], d["source_card"], d["ability"], d["controller"], d["timestamp"],
                   d["event_ref"], tuple(d["remembered"]), d["delay"], d.get("granted", ""),
                   d.get("amount", 0),
                   tuple((k, a, b) for k, a, b in d.get("text_changes", ())),
                   d.get("event_player", -1))


@dataclass(slots=True)
class Combat:
    """The state of the combat phase (506): who attacks whom, who blocks whom, and the combat
    damage being assigned (510.1)."""

    attackers: dict[int, int] = field(default_factory=dict)  # attacker -> defender ref / pw id
    blockers: dict[int, list[int]] = field(default_factory=dict)  # blocker -> attackers
    blocked: dict[int, list[int]] = field(default_factory=dict)  # attacker -> blockers (in order)
    # had first or double strike as 510.4's first combat damage step began
    dealt_first_strike: list[int] = field(default_factory=list)
    to_assign: list[int] = field(default_factory=list)  # sources still to assign damage
    assigned: list[tuple[int, int, int]] = field(default_factory=list)  # (source, to, amount)
    in_first_strike_step: bool = False
    blocks_declared: list[int] = field(default_factory=list)  # defending players done (802.4)
    bands: list[list[int]] = field(default_factory=list)  # attacking bands (702.22c, 508.1e)

    def clone(self) -> Combat:
        return Combat(dict(self.attackers), {k: list(v) for k, v in self.blockers.items()},
                      {k: list(v) for k, v in self.blocked.items()}, list(self.dealt_first_strike),
                      list(self.to_assign), list(self.assigned), self.in_first_strike_step,
                      list(self.blocks_declared), [list(b) for b in self.bands])

    def to_json(self) -> dict[str, Any]:
        return {"attackers": [[a, d] for a, d in self.attackers.items()],
                "blockers": [[b, v] for b, v in self.blockers.items()],
                "blocked": [[a, v] for a, v in self.blocked.items()],
                "dealt_first_strike": self.dealt_first_strike, "to_assign": self.to_assign,
                "assigned": [list(x) for x in self.assigned],
                "in_first_strike_step": self.in_first_strike_step,
                "blocks_declared": self.blocks_declared, "bands": self.bands}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Combat:
        return cls({a: x for a, x in d["attackers"]}, {b: list(v) for b, v in d["blockers"]},
                   {a: list(v) for a, v in d["blocked"]}, list(d["dealt_first_strike"]),
                   list(d["to_assign"]), [tuple(x) for x in d["assigned"]],  # type: ignore[misc]
                   d["in_first_strike_step"], list(d.get("blocks_declared", ())),
                   [list(b) for b in d.get("bands", ())])


class EventLog:
    """An append-only log shared between copies: a copy shares the list and remembers its own
    length; appending past another copy's entries forks the list. Copying is O(1).

    The rules read it back no further than the start of the previous turn (this turn's
    spells, 702.117a; the previous turn's, 726.3a; triggers not yet collected, 603.2): a saved
    snapshot keeps only that part (`state/snapshot.py`). A rule reading further back must
    widen `snapshot.log_window`.

    `length` is `len(log)` without a call (read on the hot path: `len` of a Python class is a
    Python-level call); never assigned outside this class."""

    __slots__ = ("_items", "length")

    def __init__(self, items: list[tuple[Any, ...]] | None = None) -> None:
        self._items = items if items is not None else []
        self.length = len(self._items)

    def append(self, event: tuple[Any, ...]) -> None:
        if len(self._items) != self.length:
            self._items = self._items[: self.length]
        self._items.append(event)
        self.length += 1

    def copy(self) -> EventLog:
        log = EventLog.__new__(EventLog)
        log._items = self._items
        log.length = self.length
        return log

    def __len__(self) -> int:
        return self.length

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._items[: self.length])

    def since(self, start: int) -> list[tuple[Any, ...]]:
        return self._items[start: self.length]

    def __getitem__(self, i: int) -> tuple[Any, ...]:
        """Event number `i` (0 <= i < len)."""
        if not 0 <= i < self.length:
            raise IndexError(i)
        return self._items[i]


class GameState:
    """Everything about a game at one moment."""

    __slots__ = (
        "_chars",
        "_owned",
        "active",
        "answer",
        "asking",
        "assisting",
        "awaiting_targets",
        "battlefield",
        "breakpoints",
        "cast_a_spell",
        "combat",
        "command",
        "commanders",
        "day_night",
        "db",
        "delayed",
        "effects",
        "exile",
        "extra_phases",
        "extra_turns",
        "frame",
        "leaving_chars",
        "leaving_sources",
        "log",
        "loyalty_used",
        "monarch",
        "mull",
        "mull_round",
        "next_id",
        "next_timestamp",
        "objects",
        "once_used",
        "passes",
        "paused_at",
        "pending",
        "pending_triggers",
        "phased_out",
        "phases_resume",
        "players",
        "priority",
        "replacing",
        "result",
        "rng_counter",
        "sba_clean_at",
        "scanned",
        "seed",
        "shields",
        "stack",
        "starting_life",
        "step",
        "step_started",
        "turn",
        "turn_order_after",
        "turn_order_reversed",
        "variant",
    )

    def __init__(self, db: CardDatabase, player_names: list[str], seed: int = 0) -> None:
        self.db = db
        self.objects: dict[int, GameObject] = {}
        self.players = [Player(i, n) for i, n in enumerate(player_names)]
        self.battlefield: list[int] = []  # in timestamp order
        self.stack: list[int] = []  # bottom first; the top is last (405.2)
        self.exile: list[int] = []
        self.command: list[int] = []
        # 702.26: phased-out permanents (rules/phasing.py): (id, the player they phased out
        # under, the permanent they phased out with or 0); not in `battlefield`
        self.phased_out: tuple[tuple[int, int, int], ...] = ()
        self.turn = 1
        self.active = 0
        self.step = Step.UNTAP
        self.step_started = False  # turn-based actions of this step done
        self.priority: int | None = None  # who receives priority next (117)
        self.passes = 0  # players who passed in succession (117.4)
        self.pending: Decision | None = None
        self.asking = ""  # what the pending choice is for, for the code that asked
        self.answer: tuple[int, ...] | None = None
        self.frame: Frame | None = None
        self.effects: tuple[ContinuousEffect, ...] = ()
        self.pending_triggers: tuple[PendingTrigger, ...] = ()
        self.delayed: tuple[PendingTrigger, ...] = ()  # delayed triggered abilities (603.7)
        # replacement and prevention effects of resolved spells and abilities this turn
        # (614.3, 615.3: regeneration shields 701.15, prevention shields 615.7); rules/replacement
        self.shields: tuple[Any, ...] = ()
        self.replacing: tuple[Any, ...] = ()  # events waiting for a 616.1 / 614.12a choice
        # 702.132a: a cast waiting for the player chosen to assist (the caster, the CastSpell;
        # rules/assist.py), else None
        self.assisting: tuple[int, Any] | None = None
        self.loyalty_used: tuple[int, ...] = ()  # permanents that used a loyalty ability (606.3)
        # (permanent, ability index) of "activate only once each turn" abilities used (602.5b)
        self.once_used: tuple[tuple[int, int], ...] = ()
        self.awaiting_targets: tuple[int, ...] = ()  # triggers on the stack choosing targets
        self.scanned = 0  # how much of the log has been read for triggers
        self.sba_clean_at = -1  # log length when SBAs last found nothing to do (a cache)
        # 704.3, 614.1a: (object, index, spec, controller, name) of the replacement effects of
        # permanents leaving in one state-based-action batch, still applying to the others
        self.leaving_sources: tuple[tuple[int, int, Any, int, str], ...] = ()
        # 608.2h: (object, characteristics) of those permanents as they last existed together
        self.leaving_chars: tuple[tuple[int, Any], ...] = ()
        self.mull: tuple[int, ...] | None = None  # mulligans taken, -1 once kept (103.4)
        self.mull_round: tuple[int, ...] = ()
        self.day_night = ""  # the game's day/night designation: "", "day" or "night" (724.1)
        self.monarch = -1  # the player who is the monarch (720.1), -1: no monarch
        # 101.4, 500: turn order goes the other way round the table (Aeon Engine)
        self.turn_order_reversed = False
        # 103.3: each player's starting life total; () when every player's is 20
        # (rules/starting_life.py)
        self.starting_life: tuple[int, ...] = ()
        # 601.2i: the players who have cast a spell this game, in index order (read by "if this
        # spell is the first spell you've cast this game": rules/condition_casting.py)
        self.cast_a_spell: tuple[int, ...] = ()
        # 500.7: players who will take an extra turn, the most recently created last
        self.extra_turns: tuple[int, ...] = ()
        # 500.7: during extra turns, the player whose turn they came after (the turn order
        # goes on from that player's turn once they are taken); -1 otherwise
        self.turn_order_after = -1
        # 500.8: the first step of each additional phase still to come this turn, the next
        # first (Step.BEGIN_COMBAT or Step.POSTCOMBAT_MAIN), and the step the turn goes on
        # with once they are over (-1: none; rules/extra_phases.py)
        self.extra_phases: tuple[int, ...] = ()
        self.phases_resume = -1
        self.combat: Combat | None = None
        # Planechase's planar decks and Archenemy's scheme decks (901, 904): None in a game
        # without them (state/command_decks.py)
        self.variant: Any = None
        # 903.3: the commanders of a Commander game (state/commanders.py); None without any
        self.commanders: Any = None
        self.seed = seed
        self.rng_counter = 0
        self.next_id = 1
        self.next_timestamp = 1
        self.result: tuple[str, int | None] | None = None  # ("win", player) / ("draw", None)
        self.log = EventLog()
        self.breakpoints: frozenset[tuple[int, int]] = frozenset()
        self.paused_at: tuple[int, int] | None = None
        self._owned: set[int] = set()
        self._chars: dict[int, Any] = {}

    # ------------------------------------------------------------- copy-on-write access
    def obj(self, oid: int) -> GameObject:
        return self.objects[oid]

    def mut(self, oid: int) -> GameObject:
        """The object, cloned first if another state shares it. A change that can alter
        characteristics (counters, control) must also call `characteristics_changed`."""
        if oid in self._owned:
            return self.objects[oid]
        o = self.objects[oid].clone()
        self.objects[oid] = o
        self._owned.add(oid)
        return o

    def characteristics_changed(self) -> None:
        """Forget computed characteristics (613): something they depend on changed."""
        self._chars.clear()

    def add_object(self, o: GameObject, forget: bool = True) -> None:
        """`forget=False`: the caller forgets what the new object changes (a card moving
        between hidden zones: rules/layers.hidden_zones_changed)."""
        self.objects[o.id] = o
        self._owned.add(o.id)
        if forget:
            self._chars.clear()

    def remove_object(self, oid: int, forget: bool = True) -> None:
        del self.objects[oid]
        self._owned.discard(oid)
        if forget:
            self._chars.clear()

    def keep_computed(self, keep: Any) -> None:
        """Forget every computed value except those `keep(key)` says are still right."""
        self._chars = {k: v for k, v in self._chars.items() if keep(k)}

    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def new_timestamp(self) -> int:
        t = self.next_timestamp
        self.next_timestamp += 1
        return t

    def copy(self) -> GameState:
        s = GameState.__new__(GameState)
        s.db = self.db
        s.objects = dict(self.objects)
        s.players = [p.clone() for p in self.players]
        s.battlefield = list(self.battlefield)
        s.stack = list(self.stack)
        s.exile = list(self.exile)
        s.command = list(self.command)
        s.phased_out = self.phased_out
        s.turn = self.turn
        s.active = self.active
        s.step = self.step
        s.step_started = self.step_started
        s.priority = self.priority
        s.passes = self.passes
        s.pending = self.pending
        s.asking = self.asking
        s.answer = self.answer
        s.frame = self.frame
        s.effects = self.effects
        s.pending_triggers = self.pending_triggers
        s.delayed = self.delayed
        s.loyalty_used = self.loyalty_used
        s.once_used = self.once_used
        s.shields = self.shields
        s.replacing = self.replacing
        s.assisting = self.assisting
        s.awaiting_targets = self.awaiting_targets
        s.scanned = self.scanned
        s.sba_clean_at = self.sba_clean_at
        s.leaving_sources = self.leaving_sources
        s.leaving_chars = self.leaving_chars
        s.mull = self.mull
        s.mull_round = self.mull_round
        s.day_night = self.day_night
        s.monarch = self.monarch
        s.turn_order_reversed = self.turn_order_reversed
        s.starting_life = self.starting_life
        s.cast_a_spell = self.cast_a_spell
        s.extra_turns = self.extra_turns
        s.turn_order_after = self.turn_order_after
        s.extra_phases = self.extra_phases
        s.phases_resume = self.phases_resume
        s.combat = self.combat.clone() if self.combat is not None else None
        s.variant = self.variant  # (immutable: shared)
        s.commanders = self.commanders  # (immutable: shared)
        s.seed = self.seed
        s.rng_counter = self.rng_counter
        s.next_id = self.next_id
        s.next_timestamp = self.next_timestamp
        s.result = self.result
        s.log = self.log.copy()
        s.breakpoints = self.breakpoints
        s.paused_at = self.paused_at
        s._owned = set()
        self._owned = set()  # both now share every object
        # The two states are equal now: the copy starts with what was computed (cached values
        # are never changed in place, and each state clears its own dict when it changes).
        s._chars = dict(self._chars)
        return s

    # ------------------------------------------------------------- zones
    def zone_list(self, zone: Zone, player: int) -> list[int]:
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.STACK:
            return self.stack
        if zone is Zone.EXILE:
            return self.exile
        if zone is Zone.COMMAND:
            return self.command
        p = self.players[player]
        if zone is Zone.LIBRARY:
            return p.library
        if zone is Zone.HAND:
            return p.hand
        return p.graveyard

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.players if p.index != player and not p.lost]

    def living_players(self) -> list[int]:
        return [p.index for p in self.players if not p.lost]

    def apnap(self) -> list[int]:
        """Players in APNAP order (101.4), starting with the active player (in turn order,
        which may have been reversed: `turn_order_reversed`)."""
        n = len(self.players)
        d = -1 if self.turn_order_reversed else 1
        return [(self.active + d * i) % n for i in range(n)
                if not self.players[(self.active + d * i) % n].lost]

    def seats_after_active(self, player: int) -> int:
        """How many seats after the active player `player` comes in turn order (101.4)."""
        d = -1 if self.turn_order_reversed else 1
        return (d * (player - self.active)) % len(self.players)

    def next_player(self, player: int) -> int:
        n = len(self.players)
        d = -1 if self.turn_order_reversed else 1
        for i in range(1, n + 1):
            q = (player + d * i) % n
            if not self.players[q].lost:
                return q
        return player

    # ------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "objects": [o.to_json() for o in sorted(self.objects.values(), key=lambda o: o.id)],
            "players": [p.to_json() for p in self.players],
            "battlefield": list(self.battlefield), "stack": list(self.stack),
            "exile": list(self.exile), "command": list(self.command),
            "turn": self.turn, "active": self.active, "step": self.step.name,
            "step_started": self.step_started, "priority": self.priority, "passes": self.passes,
            "pending": self.pending.to_json() if self.pending is not None else None,
            "asking": self.asking,
            "answer": list(self.answer) if self.answer is not None else None,
            "frame": self.frame.to_json() if self.frame is not None else None,
            "effects": [e.to_json() for e in self.effects],
            "pending_triggers": [t.to_json() for t in self.pending_triggers],
            "delayed": [t.to_json() for t in self.delayed],
            "loyalty_used": list(self.loyalty_used),
            "once_used": [list(u) for u in self.once_used],
            "shields": [sh.to_json() for sh in self.shields],
            "replacing": [w.to_json() for w in self.replacing],
            "assisting": [self.assisting[0], self.assisting[1].to_json()]
            if self.assisting is not None else None,  # 702.132a (rules/assist.py)
            "awaiting_targets": list(self.awaiting_targets), "scanned": self.scanned,
            "mull": list(self.mull) if self.mull is not None else None,
            "mull_round": list(self.mull_round),
            "day_night": self.day_night, "monarch": self.monarch,
            "turn_order_reversed": self.turn_order_reversed,
            "starting_life": list(self.starting_life), "cast_a_spell": list(self.cast_a_spell),
            "extra_turns": list(self.extra_turns), "turn_order_after": self.turn_order_after,
            "extra_phases": list(self.extra_phases), "phases_resume": self.phases_resume,
            "combat": self.combat.to_json() if self.combat is not None else None,
            "seed": self.seed, "rng_counter": self.rng_counter, "next_id": self.next_id,
            "next_timestamp": self.next_timestamp,
            "result": list(self.result) if self.result is not None else None,
            "log": [list(e) for e in self.log],
            "breakpoints": sorted([list(b) for b in self.breakpoints]),
            "paused_at": list(self.paused_at) if self.paused_at is not None else None,
            **({"variant": self.variant.to_json()} if self.variant is not None else {}),
            **({"commanders": self.commanders.to_json()}
               if self.commanders is not None else {}),  # 903.3 (state/commanders.py)
        }

    @classmethod
    def from_json(cls, d: dict[str, Any], db: CardDatabase) -> GameState:
        s = cls(db, [p["name"] for p in d["players"]], d["seed"])
        for od in d["objects"]:
            card = db.token(od["card"]) if od.get("token") else db.get(od["card"])
            s.objects[od["id"]] = GameObject.from_json(od, card)
        s.players = [Player.from_json(p) for p in d["players"]]
        s.battlefield, s.stack = list(d["battlefield"]), list(d["stack"])
        s.exile, s.command = list(d["exile"]), list(d["command"])
        s.turn, s.active, s.step = d["turn"], d["active"], Step[d["step"]]
        s.step_started, s.priority, s.passes = d["step_started"], d["priority"], d["passes"]
        s.pending = decision_from_json(d["pending"])
        s.asking = d["asking"]
        s.answer = tuple(d["answer"]) if d["answer"] is not None else None
        fd = d["frame"]
        if fd is not None:
            changes = tuple((k, a, b) for k, a, b in fd.get("text_changes", ()))
            spell = s.objects.get(fd["stack_id"]) if fd["is_spell"] else None
            s.frame = Frame(
                effects=origin_effects(db, tuple(fd["origin"]), fd.get("granted", ""), changes,
                                       spliced_of(spell)),
                origin=tuple(fd["origin"]), granted=fd.get("granted", ""),
                text_changes=changes,
                index=fd["index"],
                controller=fd["controller"], source=fd["source"], source_card=fd["source_card"],
                targets=tuple(fd["targets"]), legal=tuple(fd["legal"]), x=fd["x"],
                stack_id=fd["stack_id"], is_spell=fd["is_spell"],
                answer=tuple(fd["answer"]) if fd["answer"] is not None else None,
                vars=tuple((k, v) for k, v in fd["vars"]), remembered=tuple(fd["remembered"]),
                did=fd.get("did", -1), log_at=fd.get("log_at", -1),
                created=tuple(fd.get("created", ())))
        s.effects = tuple(ContinuousEffect.from_json(e) for e in d["effects"])
        s.pending_triggers = tuple(PendingTrigger.from_json(t) for t in d["pending_triggers"])
        s.delayed = tuple(PendingTrigger.from_json(t) for t in d["delayed"])
        s.loyalty_used = tuple(d["loyalty_used"])
        s.once_used = tuple((o, i) for o, i in d.get("once_used", []))
        from mtg_engine.rules.replacement import Shield, Waiting

        s.shields = tuple(Shield.from_json(x) for x in d["shields"])
        s.replacing = tuple(Waiting.from_json(x) for x in d["replacing"])
        if d.get("assisting") is not None:  # 702.132a (rules/assist.py)
            from mtg_engine.actions import action_from_json

            s.assisting = (int(d["assisting"][0]), action_from_json(d["assisting"][1]))
        s.awaiting_targets = tuple(d["awaiting_targets"])
        s.scanned = d["scanned"]
        s.mull = tuple(d["mull"]) if d["mull"] is not None else None
        s.mull_round = tuple(d["mull_round"])
        s.day_night = d.get("day_night", "")
        s.monarch = d.get("monarch", -1)
        s.turn_order_reversed = bool(d.get("turn_order_reversed", False))
        s.starting_life = tuple(d.get("starting_life", ()))
        s.cast_a_spell = tuple(d.get("cast_a_spell", ()))
        s.extra_turns = tuple(d.get("extra_turns", ()))
        s.turn_order_after = d.get("turn_order_after", -1)
        s.extra_phases = tuple(d.get("extra_phases", ()))
        s.phases_resume = d.get("phases_resume", -1)
        s.combat = Combat.from_json(d["combat"]) if d["combat"] is not None else None
        s.rng_counter, s.next_id = d["rng_counter"], d["next_id"]
        s.next_timestamp = d["next_timestamp"]
        s.result = tuple(d["result"]) if d["result"] is not None else None  # type: ignore[assignment]
        s.log = EventLog([_tuple(e) for e in d["log"]])
        s.breakpoints = frozenset(tuple(b) for b in d["breakpoints"])  # type: ignore[misc]
        s.paused_at = tuple(d["paused_at"]) if d["paused_at"] is not None else None  # type: ignore[assignment]
        if d.get("variant") is not None:  # 901, 904 (state/command_decks.py)
            from mtg_engine.state.command_decks import CommandDecks

            s.variant = CommandDecks.from_json(d["variant"])
        if d.get("commanders") is not None:  # 903.3 (state/commanders.py)
            from mtg_engine.state.commanders import Commanders

            s.commanders = Commanders.from_json(d["commanders"])
        s._owned = set(s.objects)
        return s


def _tuple(v: Any) -> Any:
    if isinstance(v, list):
        return tuple([_tuple(x) if isinstance(x, list) else x for x in v])
    return v


def spliced_of(spell: GameObject | None) -> tuple[str, ...]:
    """702.47: the cards spliced onto a spell being resolved (rules/splice.py)."""
    if spell is None:
        return ()
    from mtg_engine.rules.splice import names

    return names(spell.chosen)


def origin_effects(db: CardDatabase, origin: tuple[Any, ...], granted: str = "",
                   text_changes: tuple[tuple[str, str, str], ...] = (),
                   spliced: tuple[str, ...] = ()) -> tuple[Effect, ...]:
    """The instructions a resolving object carries out, from where they were written: a card's
    spell ability (index -1) or one of its modes, an activated or a triggered ability; a
    granted ability from its own text `granted` (613.1f, 113.7a); with the text changes of the
    spell or of the ability's source (612); then the text spliced onto a spell (702.47b-c,
    rules/splice.py: the names of the spliced cards, in order)."""
    effects = _origin_effects(db, origin, granted)
    if spliced:
        from mtg_engine.rules.splice import main_target_count, with_spliced

        effects = with_spliced(db, effects, main_target_count(db, origin), spliced)
    if text_changes:
        from mtg_engine.rules.text_changes import changed

        effects = changed(effects, text_changes, origin[0])
    return effects


def _origin_effects(db: CardDatabase, origin: tuple[Any, ...],
                    granted: str = "") -> tuple[Effect, ...]:
    name, is_token, kind, index = origin
    if kind == "ability_mode":  # 700.2: a modal activated ability's chosen mode
        ability, mode = divmod(index, 64)  # (rules/modal_triggers.MODE_BASE)
        ab = granted_ability("add_abilities", granted) if granted else \
            (db.token(name) if is_token else db.get(name)).abilities[ability]
        return ab.modes[mode].effects  # type: ignore[no-any-return]
    if kind == "trigger_mode":  # 700.2: a modal triggered ability's chosen mode (granted by
        ability, mode = divmod(index, 64)  # a copy's exception too, 707.9a; MODE_BASE)
        tr = granted_ability("add_triggers", granted) if granted else \
            (db.token(name) if is_token else db.get(name)).triggers[ability]
        return tr.modes[mode].effects  # type: ignore[no-any-return]
    if kind == "trigger_modes":  # 700.2: several chosen modes ("choose two"): their bits
        ability, bits = divmod(index, 1 << 16)  # (rules/modal_triggers.MODES_BASE)
        tr = granted_ability("add_triggers", granted) if granted else \
            (db.token(name) if is_token else db.get(name)).triggers[ability]
        return chosen_modes_effects(tr.modes, tuple(m for m in range(len(tr.modes))
                                                    if bits >> m & 1))
    if granted:
        key = "add_abilities" if kind == "ability" else "add_triggers"
        return granted_ability(key, granted).effects  # type: ignore[no-any-return]
    card: CardDef = db.token(name) if is_token else db.get(name)
    if kind == "spell":
        assert card.spell is not None
        return card.spell.effects if index < 0 else card.spell.modes[index].effects
    if kind == "spell_overload":  # 702.96a
        from mtg_engine.rules.overload import overloaded_effects

        changed = overloaded_effects(card)
        assert changed is not None  # the DSL refuses a card it can't overload
        return changed
    if kind == "spell_cleave":  # 702.148a
        from mtg_engine.rules.cleave import cleaved_effects

        return cleaved_effects(card)
    if kind == "spell_awaken":  # 702.113a
        from mtg_engine.rules.awaken import awakened_effects

        return awakened_effects(card)
    if kind == "spell_modes":  # several modes (700.2; entwine 702.42b): `index` their bits
        assert card.spell is not None
        return modes_effects(card, tuple(m for m in range(len(card.spell.modes))
                                         if index >> m & 1))
    if kind == "spell_modes_repeat":  # 700.2d: `index` a count per mode, 3 bits each
        assert card.spell is not None
        return modes_effects(card, tuple(m for m in range(len(card.spell.modes))
                                         for _ in range(index // 8 ** m % 8)))
    if kind == "ability":
        return card.abilities[index].effects
    return card.triggers[index].effects


_TARGET_REF = re.compile(r"^(target(?:_controller|_owner)?)(?::(\d+))?$")


def modes_effects(card: CardDef, modes: tuple[int, ...]) -> tuple[Effect, ...]:
    """700.2, 702.42b: the instructions of several chosen modes, in the order written; the
    targets of all of them are one list (601.2c), so a mode's "target:N" counts from where
    its own targets start."""
    assert card.spell is not None
    return chosen_modes_effects(card.spell.modes, modes)


def chosen_modes_effects(all_modes: tuple[Any, ...], modes: tuple[int, ...]) -> tuple[Effect, ...]:
    """The instructions of the chosen `modes` of a spell or triggered ability (700.2), in the
    order written, each mode's "target:N" shifted past the targets of the modes before it."""
    out: list[Effect] = []
    first = 0
    for m in sorted(modes):
        mode = all_modes[m]
        out += [_shift_targets(e, first) for e in mode.effects]
        first += len(mode.targets)
    return tuple(out)


def _shift_targets(e: Effect, by: int) -> Effect:
    if not by:
        return e

    def shift(v: Any) -> Any:
        if isinstance(v, str):
            m = _TARGET_REF.match(v)
            return f"{m.group(1)}:{int(m.group(2) or 0) + by}" if m else v
        if isinstance(v, tuple) and not (len(v) == 2 and v[0] == "all"):
            return tuple(shift(x) for x in v)
        return v

    return replace(e, params=tuple((k, shift(v)) for k, v in e.params),
                   condition=_shift_condition(e.condition, by))


# rules/condition_target_spell.KINDS (a counterspell's target spell)
_TARGET_SPELL_KINDS = ("target_kicked", "target_no_mana_spent", "target_controller_poisoned",
                       "target_controller_fewer_creatures", "target_shares_color",
                       "target_mana_value_x")


def _shift_condition(c: Any, by: int) -> Any:
    """A condition on "the target" (608.2h) of a later mode reads that mode's own target."""
    if c is None:
        return None
    if c.kind in ("target_is", "target_stat_at_most") or c.kind in _TARGET_SPELL_KINDS:
        return replace(c, target=c.target + by)
    if c.parts:
        return replace(c, parts=tuple(_shift_condition(p, by) for p in c.parts))
    return c


__all__ = ["Combat", "ContinuousEffect", "EventLog", "Filter", "Frame", "GameState",
           "PendingTrigger", "modes_effects", "origin_effects", "replace", "spliced_of"]
