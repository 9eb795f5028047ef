"""Checking a saved game before anything is built from it: `check_saved_game(data, db)` raises
ValueError naming the first field at fault (`$.state.players[0].life: expected int, got str`).

Two passes: a typed schema (msgspec) checks every field's type and range; then the state's
consistency: ids that exist, each object in exactly the zone list its `zone` says (400.1),
cards the database knows, a pending decision for a player still in the game. Fields this
schema doesn't list are left to `GameState.from_json` (so a new field added there keeps
loading), but the listed ones are always checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

import msgspec

from mtg_engine.actions import Action, action_from_json
from mtg_engine.cards.database import CardDatabase
from mtg_engine.core.steps import Step
from mtg_engine.state.command_decks import CommandDecksJ
from mtg_engine.state.commanders import CommandersJ

NonNeg = Annotated[int, msgspec.Meta(ge=0)]
Id = Annotated[int, msgspec.Meta(ge=1)]
Ref = int  # an object id (>= 1) or a player reference (< 0)
ZoneName = Literal["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"]
StepName = Literal[tuple(s.name for s in Step)]  # type: ignore[valid-type]


class ObjectJ(msgspec.Struct):
    id: Id
    card: str
    owner: NonNeg
    controller: NonNeg
    zone: ZoneName
    token: bool = False
    face_down: bool = False  # 708 (rules/face_down.py)
    tapped: bool = False
    since_turn: NonNeg = 0
    damage: NonNeg = 0
    deathtouched: bool = False
    counters: dict[str, int] = {}
    counter_stamps: dict[str, int] = {}  # 613.7c (rules/keyword_counters.py)
    attached_to: Id | None = None
    timestamp: NonNeg = 0
    source: NonNeg = 0
    targets: list[Ref] = []
    x: int = 0
    modes: list[NonNeg] = []
    remembered: list[Ref] = []
    alt_cost: str = ""
    chosen: list[tuple[str, str]] = []  # 614.12a choices; costs paid as it was cast (601.2b)
    kind: Literal["spell", "activated", "triggered"] | None = None
    ability: int = -1
    base_controller: int = -1  # before a control-changing effect (613.1b)
    copy: bool = False  # a copy of a spell (707.10)
    granted: str = ""  # a granted ability on the stack, its own DSL (613.1f)
    text_changes: list[tuple[str, str, str]] = []  # 612, 113.7a


class PlayerJ(msgspec.Struct):
    index: NonNeg
    name: str
    life: int
    library: list[Id]
    hand: list[Id]
    graveyard: list[Id]
    mana_pool: Annotated[list[NonNeg], msgspec.Meta(min_length=6, max_length=6)]
    lands_played: NonNeg
    land_drops: NonNeg
    counters: dict[str, int]
    drew_from_empty: bool
    lost: bool
    max_hand_size: int
    life_gained_this_turn: NonNeg
    restricted_mana: list[tuple[str, str]] = []  # 106.6
    snow_pool: Annotated[list[NonNeg], msgspec.Meta(min_length=6, max_length=6)] = \
        msgspec.field(default_factory=lambda: [0] * 6)  # 107.4h
    city_blessing: bool = False  # 702.131c
    dungeons_completed: list[str] = []  # 309.7


class PriorityJ(msgspec.Struct, tag="PriorityDecision", tag_field="type"):
    player: NonNeg
    kind: str = "priority"


class AttackJ(msgspec.Struct, tag="AttackDecision", tag_field="type"):
    player: NonNeg
    kind: str = "declare_attackers"


class BlockJ(msgspec.Struct, tag="BlockDecision", tag_field="type"):
    player: NonNeg
    kind: str = "declare_blockers"


class ChoiceJ(msgspec.Struct, tag="ChoiceDecision", tag_field="type"):
    player: NonNeg
    purpose: str
    options: list[int]
    min: NonNeg = 1
    max: NonNeg = 1
    prompt: str = ""
    kind: str = "choice"


class DamageJ(msgspec.Struct, tag="DamageAssignmentDecision", tag_field="type"):
    player: NonNeg
    attacker: Id
    amount: NonNeg
    recipients: list[Ref]
    kind: str = "assign_damage"


DecisionJ = PriorityJ | AttackJ | BlockJ | ChoiceJ | DamageJ


class FrameJ(msgspec.Struct):
    origin: tuple[str, bool, Literal["spell", "spell_overload", "spell_awaken", "spell_cleave",
                                     "spell_modes",
                                     "spell_modes_repeat", "ability", "ability_mode", "trigger",
                                     "trigger_mode", "trigger_modes"], int]
    index: NonNeg
    controller: NonNeg
    source: NonNeg
    source_card: str
    targets: list[Ref]
    legal: list[bool]
    x: int
    stack_id: NonNeg
    is_spell: bool
    answer: list[int] | None
    vars: list[tuple[str, int]]
    remembered: list[Ref]
    did: int = -1
    log_at: int = -1
    granted: str = ""  # a granted ability's own DSL (613.1f)
    created: list[NonNeg] = []  # 111.1: the tokens the last "create" instruction made
    text_changes: list[tuple[str, str, str]] = []  # 612, 113.7a


class EffectJ(msgspec.Struct):
    layer: str
    affected: list[Ref]
    timestamp: NonNeg
    power: int
    toughness: int
    keywords: list[str]
    until: str
    partner: int
    mod: dict[str, Any] | None = None  # a LayerEffect (613)
    controller: int = -1
    source: NonNeg = 0
    copy: tuple[str, bool, list[dict[str, Any]]] | None = None  # copiable values (707.2)
    filter: dict[str, Any] | None = None  # a rule effect's objects (611.2c)
    excepted: list[Id] = []  # ... but not these
    group: dict[str, Any] | None = None  # a combat restriction's attackers (611.2c)


class TriggerJ(msgspec.Struct):
    source: NonNeg
    source_card: str
    ability: NonNeg
    controller: NonNeg
    timestamp: NonNeg
    event_ref: int
    remembered: list[Ref]
    delay: str
    granted: str = ""  # a granted trigger's own DSL (613.1f)
    text_changes: list[tuple[str, str, str]] = []  # 612, 113.7a
    amount: NonNeg = 0  # the triggering event's amount ("that much", 603.2)
    event_player: int = -1  # the player the event was about (603.2, rules/event_referents.py)


class CombatJ(msgspec.Struct):
    attackers: list[tuple[Id, Ref]]
    blockers: list[tuple[Id, list[Id]]]
    blocked: list[tuple[Id, list[Id]]]
    dealt_first_strike: list[Id]
    to_assign: list[Id]
    assigned: list[tuple[Id, Ref, int]]
    in_first_strike_step: bool
    blocks_declared: list[NonNeg] = []


class StateJ(msgspec.Struct):
    objects: list[ObjectJ]
    players: Annotated[list[PlayerJ], msgspec.Meta(min_length=1, max_length=64)]
    battlefield: list[Id]
    stack: list[Id]
    exile: list[Id]
    command: list[Id]
    turn: Annotated[int, msgspec.Meta(ge=1)]
    active: NonNeg
    step: StepName
    step_started: bool
    priority: NonNeg | None
    passes: NonNeg
    pending: DecisionJ | None
    asking: str
    answer: list[int] | None
    frame: FrameJ | None
    effects: list[EffectJ]
    pending_triggers: list[TriggerJ]
    delayed: list[TriggerJ]
    loyalty_used: list[Id]
    shields: list[dict[str, Any]]  # replacement and prevention shields (614.3, 615.3)
    replacing: list[dict[str, Any]]  # events waiting for a 616.1 / 614.12a choice
    awaiting_targets: list[Id]
    scanned: NonNeg
    mull: list[int] | None
    mull_round: list[int]
    combat: CombatJ | None
    seed: int
    rng_counter: NonNeg
    next_id: Id
    next_timestamp: Id
    result: tuple[Literal["win", "draw"], NonNeg | None] | None
    log: list[list[Any]]
    breakpoints: list[tuple[int, int]]
    paused_at: tuple[int, int] | None
    once_used: list[tuple[Id, NonNeg]] = []  # 602.5b
    variant: CommandDecksJ | None = None  # 901, 904 (state/command_decks.py)
    commanders: CommandersJ | None = None  # 903.3 (state/commanders.py)


class SavedGameJ(msgspec.Struct):
    state: StateJ
    actions: list[dict[str, Any]] = []


def check_saved_game(data: Any, db: CardDatabase) -> list[Action]:
    """Raise ValueError naming the field if `data` is not a consistent saved game; else the
    game's actions, read."""
    try:
        saved = msgspec.convert(data, SavedGameJ, strict=True)
    except msgspec.ValidationError as e:
        raise ValueError(str(e).replace("`", "")) from None
    _check_consistency(saved.state, db)
    actions: list[Action] = []
    for i, a in enumerate(saved.actions):
        try:
            actions.append(action_from_json(a))
        except (ValueError, TypeError) as e:
            raise ValueError(f"{e} - at $.actions[{i}]") from None
    return actions


def _fail(where: str, message: str) -> ValueError:
    return ValueError(f"{message} - at $.state.{where}")


def _check_consistency(s: StateJ, db: CardDatabase) -> None:
    n = len(s.players)
    ids: dict[int, ObjectJ] = {}
    for i, o in enumerate(s.objects):
        if o.id in ids:
            raise _fail(f"objects[{i}].id", f"object id {o.id} appears twice")
        if o.owner >= n or o.controller >= n:
            raise _fail(f"objects[{i}]", f"owner or controller is not one of the {n} players")
        if o.id >= s.next_id:
            raise _fail(f"objects[{i}].id", f"id {o.id} is not below next_id {s.next_id}")
        try:
            db.token(o.card) if o.token else db.get(o.card)
        except (KeyError, ValueError) as e:
            raise _fail(f"objects[{i}].card", str(e).strip('"')) from None
        ids[o.id] = o
    where_is: dict[int, str] = {}

    def place(ids_in: list[int], zone: str, field: str, owner: int | None = None) -> None:
        for k, oid in enumerate(ids_in):
            o = ids.get(oid)
            if o is None:
                raise _fail(f"{field}[{k}]", f"no object {oid}")
            if oid in where_is:
                raise _fail(f"{field}[{k}]", f"object {oid} is also in {where_is[oid]} (400.1)")
            if o.zone != zone or (owner is not None and o.owner != owner):
                raise _fail(f"{field}[{k}]", f"object {oid} says it is in {o.zone} of player "
                                             f"{o.owner}, not here")
            where_is[oid] = field

    for zone in ("battlefield", "stack", "exile", "command"):
        place(getattr(s, zone), zone, zone)
    for i, p in enumerate(s.players):
        if p.index != i:
            raise _fail(f"players[{i}].index", f"player {i} says it is player {p.index}")
        for zone in ("library", "hand", "graveyard"):
            place(getattr(p, zone), zone, f"players[{i}].{zone}", i)
    missing = sorted(set(ids) - set(where_is))
    if missing:
        k = next(i for i, o in enumerate(s.objects) if o.id == missing[0])
        raise _fail(f"objects[{k}]", f"object {missing[0]} is in no zone list")
    check_players_and_decisions(s, n, ids, db, _fail)


def check_players_and_decisions(s: Any, n: int, ids: Any, db: CardDatabase,
                                fail: Callable[[str, str], ValueError]) -> None:
    """The players and decisions named in a saved state (`StateJ` or the snapshot's
    `StateV2`) exist and can act; `ids` holds the state's objects by id."""
    _fail = fail
    if s.active >= n:
        raise _fail("active", f"no player {s.active}")
    if s.priority is not None and s.priority >= n:
        raise _fail("priority", f"no player {s.priority}")
    d = s.pending
    if d is not None:
        if d.player >= n or s.players[d.player].lost:
            raise _fail("pending.player", f"player {d.player} can't decide (not in the game)")
        if s.result is not None:
            raise _fail("pending", "a decision is pending in a finished game")
        if isinstance(d, ChoiceJ) and not d.min <= d.max:
            raise _fail("pending", "min is above max")
    if s.combat is not None:
        for k, (a, _) in enumerate(s.combat.attackers):
            if a not in ids:
                raise _fail(f"combat.attackers[{k}]", f"no object {a}")
    if s.frame is not None:
        from mtg_engine.state.game_state import origin_effects

        try:
            # (a granted ability carries its own DSL, 613.1f)
            origin_effects(db, tuple(s.frame.origin), s.frame.granted,
                           tuple((k, a, b) for k, a, b in s.frame.text_changes))
        except (KeyError, ValueError, IndexError, AssertionError):
            raise _fail("frame.origin", f"{s.frame.origin} names no spell or ability") from None
    if s.result is not None and s.result[1] is not None and s.result[1] >= n:
        raise _fail("result", f"no player {s.result[1]}")
    from mtg_engine.rules.text_changes import check_saved

    check_saved(s, _fail)  # 612: each text change is one the engine makes
    if getattr(s, "variant", None) is not None:  # 901, 904: the planar and scheme decks
        from mtg_engine.state.command_decks import check

        why = check(s.variant, n, db)
        if why:
            raise _fail("variant", why)
    if getattr(s, "commanders", None) is not None:  # 903.3: the commanders
        from mtg_engine.state.commanders import check as check_commanders

        why = check_commanders(s.commanders, n)
        if why:
            raise _fail("commanders", why)
