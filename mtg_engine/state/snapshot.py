"""The saved game: a compact, versioned snapshot (`Game.to_json()` / `Game.from_json()`).

Format `mtg_engine.game`, version 2 (a file of another version is refused with a clear error):

    {"format": "mtg_engine.game", "version": 2,
     "cards": ["Mountain", "Shock", ...], "tokens": ["Goblin"],
     "state": {...}, "actions": [...]}

- Each card is named once, in `cards` (tokens in `tokens`); an object names its card by its
  index there (a token by `-1 - index`).
- An object is an array `[id, card, owner, timestamp, controller, tapped, since_turn, damage,
  counters, attached_to, ...]` (`ObjectV2` lists the fields in order) with its trailing default
  values left out: a card in a library is `[id, card, owner, timestamp]`. An object's zone is
  the zone list it is in (400.1), so it is not written.
- The event log is part of the state the rules read (702.117a this turn's spells, 726.3a the
  previous turn's spells, 603 triggers not yet looked at): without history, the snapshot keeps
  it from the start of the previous turn (and every event not yet scanned for triggers), its
  positions counted from there; the rules never read further back (see `EventLog`).
- `to_json(history=True)` adds every action since the game began (`actions`) and the whole
  event log, so the game can be replayed from its seed, decks and actions. A game loaded from a
  snapshot without history has no earlier actions or events to give.

Reading checks every field (a typed msgspec schema, then the state's consistency, the same
checks as `save_check`) before anything is built: a bad file is a ValueError naming the field.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from mtg_engine.actions import Action, action_from_json, decision_from_json
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.steps import Step
from mtg_engine.state import save_check as sc
from mtg_engine.state.command_decks import CommandDecksJ, from_saved
from mtg_engine.state.commanders import CommandersJ
from mtg_engine.state.commanders import from_saved as commanders_from_saved
from mtg_engine.state.game_state import (
    Combat,
    ContinuousEffect,
    EventLog,
    Frame,
    GameState,
    PendingTrigger,
    _tuple,
    origin_effects,
    spliced_of,
)
from mtg_engine.state.objects import GameObject, Player, StackKind, Zone

FORMAT = "mtg_engine.game"
VERSION = 2

# Every attribute of a GameState / GameObject the snapshot writes and reads; the rest are
# caches or fixed by the game (a test compares these with the classes' slots, so a new field
# can't be forgotten here).
STATE_FIELDS = frozenset((
    "objects", "players", "battlefield", "stack", "exile", "command", "turn", "active", "step",
    "step_started", "priority", "passes", "pending", "asking", "answer", "frame", "effects",
    "pending_triggers", "delayed", "loyalty_used", "once_used", "shields", "replacing",
    "awaiting_targets", "scanned", "mull", "mull_round", "day_night", "monarch", "combat", "seed",
    "turn_order_reversed",
    "extra_turns", "turn_order_after", "rng_counter", "next_id", "next_timestamp", "result", "log",
    "breakpoints", "paused_at", "phased_out", "variant", "extra_phases", "phases_resume",
    "starting_life", "cast_a_spell", "commanders",
    "assisting"))  # 702.132a (rules/assist.py)
STATE_CACHES = frozenset({"_chars", "_owned", "db", "sba_clean_at",
                          "leaving_sources", "leaving_chars"})  # (empty between state-based-action batches)
OBJECT_FIELDS = frozenset({
    "id", "card", "owner", "zone", "timestamp", "controller", "tapped", "since_turn", "damage",
    "counters", "attached_to", "deathtouched", "base_controller", "kind", "ability", "source",
    "targets", "x", "modes", "remembered", "alt_cost", "copy", "chosen", "on_adventure",
    "face_down", "granted", "counter_stamps", "text_changes", "merged"})

NonNeg = sc.NonNeg
Id = sc.Id
Ref = int
Pool = Annotated[list[NonNeg], msgspec.Meta(min_length=6, max_length=6)]


class ObjectV2(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """One game object, fields in the order they are written (trailing defaults left out)."""

    id: Id
    card: int  # index into `cards`; a token: -1 - index into `tokens`
    owner: NonNeg
    timestamp: NonNeg = 0
    controller: int = -1  # -1: its owner
    tapped: bool = False
    since_turn: NonNeg = 0
    damage: NonNeg = 0
    counters: dict[str, int] = {}
    attached_to: Ref = 0  # 0: attached to nothing; a player (< 0, player_ref): a curse (303.4)
    deathtouched: bool = False
    base_controller: int = -1  # before a control-changing effect (613.1b)
    kind: Literal["", "spell", "activated", "triggered"] = ""
    ability: int = -1
    source: NonNeg = 0
    targets: list[Ref] = []
    x: int = 0
    modes: list[NonNeg] = []
    remembered: list[Ref] = []
    alt_cost: str = ""
    copy: bool = False  # a copy of a spell (707.10)
    chosen: list[tuple[str, str]] = []  # 614.12a choices; costs paid as it was cast (601.2b)
    on_adventure: int = -1  # 716.3d
    class_level: NonNeg = 0  # 717.2b
    face_down: bool = False  # 708: `card` is the card it really is; it is face down
    granted: str = ""  # 613.1f: a granted ability on the stack, its own DSL
    counter_stamps: dict[str, int] = {}  # 613.7c: keyword counters' timestamps (122.1b)
    text_changes: list[tuple[str, str, str]] = []  # 612: an ability's, kept from its source
    # 723: a merged permanent's components, in merge order (rules/merging.Part: key, token,
    # timestamp, under)
    merged: list[tuple[str, bool, int, bool]] = []


_OBJ_DEFAULTS: tuple[Any, ...] = (0, -1, False, 0, 0, {}, 0, False, -1, "", -1, 0, [], 0, [], [],
                                  "", False, [], -1, 0, False, "", {}, [], [])  # the defaults after `owner`


class PlayerV2(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    name: str
    life: int
    library: list[Id] = []
    hand: list[Id] = []
    graveyard: list[Id] = []
    mana_pool: Pool = msgspec.field(default_factory=lambda: [0] * 6)
    lands_played: NonNeg = 0
    land_drops: NonNeg = 1
    counters: dict[str, int] = {}
    drew_from_empty: bool = False
    lost: bool = False
    max_hand_size: int = 7
    life_gained_this_turn: NonNeg = 0
    restricted_mana: list[tuple[str, str]] = []  # 106.6 (rules/spend.py)
    snow_pool: Pool = msgspec.field(default_factory=lambda: [0] * 6)  # 107.4h
    city_blessing: bool = False  # 702.131c
    kept_mana: Pool = msgspec.field(default_factory=lambda: [0] * 6)  # 106.4 (kept_mana.py)
    dungeons_completed: list[str] = []  # 309.7 (rules/dungeons.py)


class StateV2(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    objects: list[ObjectV2]
    players: Annotated[list[PlayerV2], msgspec.Meta(min_length=1, max_length=64)]
    turn: Annotated[int, msgspec.Meta(ge=1)]
    active: NonNeg
    step: sc.StepName
    seed: int
    next_id: Id
    next_timestamp: Id
    battlefield: list[Id] = []
    stack: list[Id] = []
    exile: list[Id] = []
    command: list[Id] = []
    phased_out: list[tuple[Id, NonNeg, NonNeg]] = []  # 702.26: on the battlefield, phased out
    step_started: bool = False
    priority: NonNeg | None = None
    passes: NonNeg = 0
    pending: sc.DecisionJ | None = None
    asking: str = ""
    answer: list[int] | None = None
    frame: sc.FrameJ | None = None
    effects: list[sc.EffectJ] = []
    pending_triggers: list[sc.TriggerJ] = []
    delayed: list[sc.TriggerJ] = []
    loyalty_used: list[Id] = []
    once_used: list[tuple[Id, NonNeg]] = []  # 602.5b
    shields: list[dict[str, Any]] = []  # replacement and prevention shields (614.3, 615.3)
    replacing: list[dict[str, Any]] = []  # events waiting for a 616.1 / 614.12a choice
    # 702.132a: a cast waiting for its assistant ([the caster, the CastSpell]; rules/assist.py)
    assisting: list[Any] | None = None
    awaiting_targets: list[Id] = []
    scanned: NonNeg = 0  # counted from the first event written in `log`
    mull: list[int] | None = None
    mull_round: list[int] = []
    day_night: Literal["", "day", "night"] = ""
    monarch: Annotated[int, msgspec.Meta(ge=-1, le=7)] = -1  # 720.1
    turn_order_reversed: bool = False  # 101.4 (Aeon Engine)
    starting_life: list[int] = []  # 103.3 (empty: 20 each)
    cast_a_spell: list[Annotated[int, msgspec.Meta(ge=0, le=7)]] = []  # 601.2i: this game
    extra_turns: list[Annotated[int, msgspec.Meta(ge=0, le=7)]] = []  # 500.7
    turn_order_after: Annotated[int, msgspec.Meta(ge=-1, le=7)] = -1  # 500.7
    # 500.8: the first steps of the additional phases to come, and the step after them
    extra_phases: list[Literal[4, 10]] = []
    phases_resume: Annotated[int, msgspec.Meta(ge=-1, le=12)] = -1
    combat: sc.CombatJ | None = None
    rng_counter: NonNeg = 0
    result: tuple[Literal["win", "draw"], NonNeg | None] | None = None
    log: list[list[Any]] = []
    breakpoints: list[tuple[int, int]] = []
    paused_at: tuple[int, int] | None = None
    variant: CommandDecksJ | None = None  # 901, 904 (state/command_decks.py)
    commanders: CommandersJ | None = None  # 903.3 (state/commanders.py)


class SaveV2(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    cards: list[str]
    tokens: list[str]
    state: StateV2
    actions: list[dict[str, Any]] = []


# ------------------------------------------------------------------ saving


def save(state: GameState, actions: list[Action] | None) -> dict[str, Any]:
    """The snapshot as plain data; with `actions` (a list, maybe empty), the history too."""
    cards: dict[str, int] = {}
    tokens: dict[str, int] = {}
    objects = [_object(o, cards, tokens) for o in sorted(state.objects.values(),
                                                        key=lambda o: o.id)]
    start = 0 if actions is not None else log_window(state)
    st: dict[str, Any] = {
        "objects": objects, "players": [_player(p) for p in state.players],
        "turn": state.turn, "active": state.active, "step": state.step.name, "seed": state.seed,
        "next_id": state.next_id, "next_timestamp": state.next_timestamp}
    for key in ("battlefield", "stack", "exile", "command", "loyalty_used", "awaiting_targets",
                "mull_round"):
        v = getattr(state, key)
        if v:
            st[key] = list(v)
    _put(st, "step_started", state.step_started, False)
    _put(st, "priority", state.priority, None)
    _put(st, "passes", state.passes, 0)
    if state.pending is not None:
        st["pending"] = state.pending.to_json()
    _put(st, "asking", state.asking, "")
    if state.answer is not None:
        st["answer"] = list(state.answer)
    if state.frame is not None:
        st["frame"] = state.frame.to_json()
        if state.frame.log_at >= 0:  # a place in the log, counted from the window's start
            st["frame"]["log_at"] = state.frame.log_at - start
    for key in ("effects", "pending_triggers", "delayed", "shields", "replacing"):
        v = getattr(state, key)
        if v:
            st[key] = [x.to_json() for x in v]
    if state.once_used:
        st["once_used"] = [list(u) for u in state.once_used]
    if state.assisting is not None:  # 702.132a
        st["assisting"] = [state.assisting[0], state.assisting[1].to_json()]
    if state.phased_out:
        st["phased_out"] = [list(p) for p in state.phased_out]
    _put(st, "scanned", state.scanned - start, 0)
    if state.mull is not None:
        st["mull"] = list(state.mull)
    _put(st, "day_night", state.day_night, "")
    _put(st, "monarch", state.monarch, -1)
    _put(st, "turn_order_reversed", state.turn_order_reversed, False)
    if state.starting_life:
        st["starting_life"] = list(state.starting_life)
    if state.cast_a_spell:
        st["cast_a_spell"] = list(state.cast_a_spell)
    if state.extra_turns:
        st["extra_turns"] = list(state.extra_turns)
    _put(st, "turn_order_after", state.turn_order_after, -1)
    if state.extra_phases:
        st["extra_phases"] = list(state.extra_phases)
    _put(st, "phases_resume", state.phases_resume, -1)
    if state.combat is not None:
        st["combat"] = state.combat.to_json()
    _put(st, "rng_counter", state.rng_counter, 0)
    if state.result is not None:
        st["result"] = list(state.result)
    log = state.log.since(start)
    if log:
        st["log"] = [list(e) for e in log]
    if state.breakpoints:
        st["breakpoints"] = sorted([list(b) for b in state.breakpoints])
    if state.paused_at is not None:
        st["paused_at"] = list(state.paused_at)
    if state.variant is not None:
        st["variant"] = state.variant.to_json()
    if state.commanders is not None:  # 903.3
        st["commanders"] = state.commanders.to_json()
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "cards": list(cards),
                           "tokens": list(tokens), "state": st}
    if actions is not None:
        out["actions"] = [a.to_json() for a in actions]
    return out


def log_window(state: GameState) -> int:
    """Where the log a snapshot keeps begins: the previous turn's "turn" event (the rules read
    no further back), or the first event not yet scanned for triggers if that is earlier."""
    items = state.log.since(0)
    start = 0
    for i in range(len(items) - 1, -1, -1):
        ev = items[i]
        if ev[0] == "turn" and ev[1] == state.turn - 1:
            start = i
            break
    return min(start, state.scanned)


def _put(d: dict[str, Any], key: str, value: Any, default: Any) -> None:
    if value != default:
        d[key] = value


def _object(o: GameObject, cards: dict[str, int], tokens: dict[str, int]) -> list[Any]:
    card = o.face_down if o.face_down is not None else o.card  # 708: the card it really is
    name = card.key
    if card.is_token:
        c = -1 - tokens.setdefault(name, len(tokens))
    else:
        c = cards.setdefault(name, len(cards))
    level = card.face_index + 1 if card.layout == "class" and card.face_of else 0
    if (o.kind is None and o.controller == o.owner and not o.tapped and not o.since_turn
            and not o.damage and not o.counters and o.attached_to is None
            and not o.deathtouched and o.base_controller < 0 and not o.source
            and not o.targets and not o.x and not o.modes and not o.remembered
            and not o.alt_cost and not o.copy and not o.chosen and o.on_adventure < 0
            and not level and o.face_down is None and not o.granted
            and not o.counter_stamps and not o.text_changes
            and not o.merged):  # most objects: a card in a library, a hand or a graveyard
        return [o.id, c, o.owner, o.timestamp] if o.timestamp else [o.id, c, o.owner]
    row = [o.id, c, o.owner, o.timestamp,
           -1 if o.controller == o.owner else o.controller, o.tapped, o.since_turn, o.damage,
           dict(o.counters), o.attached_to or 0, o.deathtouched, o.base_controller,
           o.kind.value if o.kind is not None else "", o.ability if o.kind is not None else -1,
           o.source, list(o.targets), o.x, list(o.modes), list(o.remembered), o.alt_cost,
           o.copy, [list(x) for x in o.chosen], o.on_adventure, level, o.face_down is not None,
           o.granted, dict(o.counter_stamps), [list(c) for c in o.text_changes],
           [list(p) for p in o.merged]]
    n = len(row)
    defaults = _OBJ_DEFAULTS
    while n > 3 and row[n - 1] == defaults[n - 4]:
        n -= 1
    del row[n:]
    return row


def _player(p: Player) -> dict[str, Any]:
    d: dict[str, Any] = {"name": p.name, "life": p.life}
    for key in ("library", "hand", "graveyard"):
        v = getattr(p, key)
        if v:
            d[key] = list(v)
    if any(p.mana_pool):
        d["mana_pool"] = list(p.mana_pool)
    if any(p.snow_pool):
        d["snow_pool"] = list(p.snow_pool)
    if any(p.kept_mana):
        d["kept_mana"] = list(p.kept_mana)
    _put(d, "city_blessing", p.city_blessing, False)
    if p.dungeons_completed:
        d["dungeons_completed"] = list(p.dungeons_completed)
    _put(d, "lands_played", p.lands_played, 0)
    _put(d, "land_drops", p.land_drops, 1)
    if p.counters:
        d["counters"] = dict(p.counters)
    _put(d, "drew_from_empty", p.drew_from_empty, False)
    _put(d, "lost", p.lost, False)
    _put(d, "max_hand_size", p.max_hand_size, 7)
    _put(d, "life_gained_this_turn", p.life_gained_this_turn, 0)
    if p.restricted_mana:
        d["restricted_mana"] = [list(u) for u in p.restricted_mana]
    return d


# ------------------------------------------------------------------ loading


def version_error(data: Any) -> str | None:
    """Why `data` is not a snapshot this engine reads (another format or version), or None."""
    if not isinstance(data, dict):
        return "not a saved game: expected a JSON object"
    if data.get("format") != FORMAT:
        if "state" in data and "version" not in data:
            return (f"a saved game without a format version (written before version {VERSION}); "
                    f"this engine reads version {VERSION} only")
        return f"not a saved game: 'format' is not {FORMAT!r}"
    v = data.get("version")
    if v != VERSION:
        return f"a saved game of format version {v!r}; this engine reads version {VERSION} only"
    return None


def load(data: dict[str, Any], db: CardDatabase) -> tuple[GameState, list[Action]]:
    """The state and the actions of a snapshot; ValueError naming the field at fault."""
    try:
        saved = msgspec.convert(data, SaveV2, strict=True)
    except msgspec.ValidationError as e:
        raise ValueError(str(e).replace("`", "")) from None
    defs = _card_defs(saved, db)
    _check(saved.state, defs, db)
    actions: list[Action] = []
    for i, a in enumerate(saved.actions):
        try:
            actions.append(action_from_json(a))
        except (ValueError, TypeError) as e:
            raise ValueError(f"{e} - at $.actions[{i}]") from None
    try:
        return _build(saved.state, data["state"], defs, db), actions
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise ValueError(f"{type(e).__name__}: {e}") from None


def _card_defs(saved: SaveV2, db: CardDatabase) -> tuple[list[CardDef], list[CardDef]]:
    from mtg_engine.rules.face_down import FACE_DOWN

    out: tuple[list[CardDef], list[CardDef]] = ([], [])
    for names, get, field in ((saved.cards, db.get, "cards"), (saved.tokens, db.token, "tokens")):
        for i, name in enumerate(names):
            if field == "cards" and name == FACE_DOWN.name:
                out[0].append(FACE_DOWN)  # 708.2: an ability whose source is face down
                continue
            try:
                out[0 if field == "cards" else 1].append(get(name))
            except (KeyError, ValueError) as e:
                raise ValueError(f"{str(e).strip(chr(34))} - at $.{field}[{i}]") from None
    return out


def _fail(where: str, message: str) -> ValueError:
    return ValueError(f"{message} - at $.state.{where}")


def _check(s: StateV2, defs: tuple[list[CardDef], list[CardDef]], db: CardDatabase) -> None:
    """The state's consistency (as `save_check`): ids, zones (400.1), players, decisions."""
    n = len(s.players)
    ids: dict[int, ObjectV2] = {}
    for i, o in enumerate(s.objects):
        if o.id in ids:
            raise _fail(f"objects[{i}][0]", f"object id {o.id} appears twice")
        if o.owner >= n or o.controller >= n or o.base_controller >= n:
            raise _fail(f"objects[{i}]", f"owner or controller is not one of the {n} players")
        if o.id >= s.next_id:
            raise _fail(f"objects[{i}][0]", f"id {o.id} is not below next_id {s.next_id}")
        if not (0 <= o.card < len(defs[0]) or 0 <= -1 - o.card < len(defs[1])):
            raise _fail(f"objects[{i}][1]", f"no card {o.card} in the card table")
        ids[o.id] = o
    where_is: dict[int, str] = {}

    def place(ids_in: list[int], field: str, owner: int | None = None) -> None:
        for k, oid in enumerate(ids_in):
            o = ids.get(oid)
            if o is None:
                raise _fail(f"{field}[{k}]", f"no object {oid}")
            if oid in where_is:
                raise _fail(f"{field}[{k}]", f"object {oid} is also in {where_is[oid]} (400.1)")
            if owner is not None and o.owner != owner:
                raise _fail(f"{field}[{k}]", f"object {oid} is owned by player {o.owner}, "
                                             f"not this one")
            where_is[oid] = field

    for zone in ("battlefield", "stack", "exile", "command"):
        place(getattr(s, zone), zone)
    place([p[0] for p in s.phased_out], "phased_out")  # 702.26d: still on the battlefield
    for i, p in enumerate(s.players):
        for zone in ("library", "hand", "graveyard"):
            place(getattr(p, zone), f"players[{i}].{zone}", i)
    missing = sorted(set(ids) - set(where_is))
    if missing:
        k = next(i for i, o in enumerate(s.objects) if o.id == missing[0])
        raise _fail(f"objects[{k}]", f"object {missing[0]} is in no zone list")
    sc.check_players_and_decisions(s, n, ids, db, _fail)


_ZONE_OF = {"battlefield": Zone.BATTLEFIELD, "stack": Zone.STACK, "exile": Zone.EXILE,
            "command": Zone.COMMAND, "library": Zone.LIBRARY, "hand": Zone.HAND,
            "graveyard": Zone.GRAVEYARD}


def _build(sv: StateV2, raw: dict[str, Any], defs: tuple[list[CardDef], list[CardDef]],
           db: CardDatabase) -> GameState:
    """The state from its checked snapshot `sv`; the rarely present nested parts (decision,
    effects, triggers, shields, combat) are read from the `raw` data by their own readers."""
    s = GameState(db, [p.name for p in sv.players], sv.seed)
    zone_of: dict[int, Zone] = {}
    for zone in ("battlefield", "stack", "exile", "command"):
        z = _ZONE_OF[zone]
        for oid in getattr(sv, zone):
            zone_of[oid] = z
    for oid, _, _ in sv.phased_out:
        zone_of[oid] = Zone.BATTLEFIELD  # 702.26d
    players = []
    for i, p in enumerate(sv.players):
        for zone in ("library", "hand", "graveyard"):
            z = _ZONE_OF[zone]
            for oid in getattr(p, zone):
                zone_of[oid] = z
        players.append(Player(i, p.name, p.life, p.library, p.hand, p.graveyard, p.mana_pool,
                              p.lands_played, p.land_drops, p.counters, p.drew_from_empty,
                              p.lost, p.max_hand_size, p.life_gained_this_turn,
                              [(m, r) for m, r in p.restricted_mana],
                              list(p.snow_pool), p.city_blessing, list(p.kept_mana),
                              tuple(p.dungeons_completed)))
    s.players = players
    cards, tokens = defs
    objects = s.objects
    for ov in sv.objects:
        card = cards[ov.card] if ov.card >= 0 else tokens[-1 - ov.card]
        if ov.class_level:
            card = card.faces[ov.class_level - 1]  # 717: the Class at its level
        if ov.alt_cost == "bestow" and zone_of[ov.id] in (Zone.STACK, Zone.BATTLEFIELD):
            from mtg_engine.cards.dsl import bestowed_card

            card = bestowed_card(card)  # 702.103b: a bestowed Aura
        if any(k == "licid" for k, _ in ov.chosen):  # (rules/licid.py)
            from mtg_engine.rules.licid import card_as_licid_aura

            card = card_as_licid_aura(card, tuple((k, v) for k, v in ov.chosen),
                                      zone_of[ov.id].value)
        objects[ov.id] = _game_object(ov, card, zone_of[ov.id])
    s.battlefield, s.stack, s.exile, s.command = sv.battlefield, sv.stack, sv.exile, sv.command
    s.turn, s.active, s.step = sv.turn, sv.active, Step[sv.step]
    s.step_started, s.priority, s.passes = sv.step_started, sv.priority, sv.passes
    s.pending = decision_from_json(raw.get("pending"))
    s.asking = sv.asking
    s.answer = tuple(sv.answer) if sv.answer is not None else None
    if sv.frame is not None:
        f = sv.frame
        changes = tuple((k, a, b) for k, a, b in f.text_changes)
        spell = objects.get(f.stack_id) if f.is_spell else None  # 702.47: its spliced text
        s.frame = Frame(effects=origin_effects(db, tuple(f.origin), f.granted, changes,
                                               spliced_of(spell)),
                        origin=tuple(f.origin), granted=f.granted, text_changes=changes,
                        index=f.index, controller=f.controller, source=f.source,
                        source_card=f.source_card, targets=tuple(f.targets),
                        legal=tuple(f.legal), x=f.x, stack_id=f.stack_id, is_spell=f.is_spell,
                        answer=tuple(f.answer) if f.answer is not None else None,
                        vars=tuple((k, v) for k, v in f.vars),
                        remembered=tuple(f.remembered), did=f.did, log_at=f.log_at,
                        created=tuple(f.created))
    s.effects = tuple(ContinuousEffect.from_json(e) for e in raw.get("effects", ()))
    s.pending_triggers = tuple(PendingTrigger.from_json(t)
                               for t in raw.get("pending_triggers", ()))
    s.delayed = tuple(PendingTrigger.from_json(t) for t in raw.get("delayed", ()))
    s.loyalty_used = tuple(sv.loyalty_used)
    s.once_used = tuple((o, i) for o, i in sv.once_used)
    s.phased_out = tuple((o, p, h) for o, p, h in sv.phased_out)
    if sv.shields or sv.replacing:
        from mtg_engine.rules.replacement import Shield, Waiting

        s.shields = tuple(Shield.from_json(x) for x in raw.get("shields", ()))
        s.replacing = tuple(Waiting.from_json(x) for x in raw.get("replacing", ()))
    if sv.assisting is not None:  # 702.132a (rules/assist.py)
        s.assisting = (int(sv.assisting[0]), action_from_json(sv.assisting[1]))
    s.awaiting_targets = tuple(sv.awaiting_targets)
    s.scanned = sv.scanned
    s.mull = tuple(sv.mull) if sv.mull is not None else None
    s.mull_round = tuple(sv.mull_round)
    s.day_night = sv.day_night
    s.monarch = sv.monarch if sv.monarch < len(s.players) else -1
    s.turn_order_reversed = sv.turn_order_reversed
    if len(sv.starting_life) == len(s.players):
        s.starting_life = tuple(sv.starting_life)
    s.cast_a_spell = tuple(sorted({p for p in sv.cast_a_spell if p < len(s.players)}))
    s.extra_turns = tuple(p for p in sv.extra_turns if p < len(s.players))
    s.turn_order_after = sv.turn_order_after if sv.turn_order_after < len(s.players) else -1
    s.extra_phases = tuple(sv.extra_phases)
    s.phases_resume = sv.phases_resume
    s.combat = Combat.from_json(raw["combat"]) if sv.combat is not None else None
    s.rng_counter = sv.rng_counter
    s.next_id, s.next_timestamp = sv.next_id, sv.next_timestamp
    s.result = tuple(sv.result) if sv.result is not None else None  # type: ignore[assignment]
    s.log = EventLog([_tuple(e) for e in sv.log])
    s.breakpoints = frozenset(tuple(b) for b in sv.breakpoints)  # type: ignore[misc]
    s.paused_at = tuple(sv.paused_at) if sv.paused_at is not None else None  # type: ignore[assignment]
    s.variant = from_saved(sv.variant)
    s.commanders = commanders_from_saved(sv.commanders)  # 903.3
    s._owned = set(objects)
    return s


def _game_object(ov: ObjectV2, card: CardDef, zone: Zone) -> GameObject:
    o = GameObject(ov.id, card, ov.owner, zone, ov.timestamp)
    o.controller = ov.owner if ov.controller < 0 else ov.controller
    o.base_controller = ov.base_controller
    o.tapped = ov.tapped
    o.since_turn = ov.since_turn
    o.damage = ov.damage
    o.deathtouched = ov.deathtouched
    o.counters = ov.counters
    o.counter_stamps = ov.counter_stamps
    o.attached_to = ov.attached_to or None
    if ov.kind:
        o.kind = StackKind(ov.kind)
        o.ability = ov.ability
        o.granted = ov.granted
        o.text_changes = tuple((k, a, b) for k, a, b in ov.text_changes)
    o.source = ov.source
    o.targets = tuple(ov.targets)
    o.x = ov.x
    o.modes = tuple(ov.modes)
    o.remembered = tuple(ov.remembered)
    o.alt_cost = ov.alt_cost
    o.copy = ov.copy
    o.chosen = tuple(ov.chosen)
    o.on_adventure = ov.on_adventure
    if ov.merged:  # 723 (rules/merging.py)
        from mtg_engine.rules.merging import Part

        o.merged = tuple(Part(k, t, ts, u) for k, t, ts, u in ov.merged)
    if ov.face_down:
        from mtg_engine.rules.face_down import FACE_DOWN

        o.face_down, o.card = card, FACE_DOWN  # 708.2
    return o

