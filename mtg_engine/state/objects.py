"""Game objects (109.1) and players (102): plain data, cheap to copy.

Targets and other references to "a player or an object" are stored as one integer: an object's
id (>= 1), or `-(index + 1)` for a player (see `player_ref`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from mtg_engine.cards.dsl import ActivatedAbility, CardDef, TriggeredAbility
from mtg_engine.cards.dsl_abilities import granted_ability


class Zone(str, Enum):
    """The game zones (400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class StackKind(str, Enum):
    SPELL = "spell"  # a card or copy cast as a spell (112.1)
    ACTIVATED = "activated"  # an activated ability on the stack (113.1b)
    TRIGGERED = "triggered"  # a triggered ability on the stack (113.1c)


def player_ref(index: int) -> int:
    return -(index + 1)


def ref_player(ref: int) -> int | None:
    """The player index a reference names, or None if it names an object."""
    return -ref - 1 if ref < 0 else None


class GameObject:
    """A card, token, spell or ability on the stack (109.1). Moving to another zone makes a new
    object with a new id (400.7); the old id is gone."""

    __slots__ = (
        "ability",
        "alt_cost",
        "attached_to",
        "base_controller",
        "card",
        "chosen",
        "controller",
        "copy",
        "counter_stamps",
        "counters",
        "damage",
        "deathtouched",
        "face_down",
        "granted",
        "id",
        "kind",
        "merged",
        "modes",
        "on_adventure",
        "owner",
        "remembered",
        "since_turn",
        "source",
        "tapped",
        "targets",
        "text_changes",
        "timestamp",
        "x",
        "zone",
    )

    def __init__(self, id: int, card: CardDef, owner: int, zone: Zone, timestamp: int = 0) -> None:
        self.id = id
        self.card = card
        self.owner = owner
        self.controller = owner
        # who controlled it before a control-changing effect took it (613.1b); -1: unchanged
        self.base_controller = -1
        self.zone = zone
        self.tapped = False
        self.since_turn = 0  # the turn it came under its controller's control (302.6)
        self.damage = 0
        self.deathtouched = False  # dealt damage by a deathtouch source since the last SBA check
        self.counters: dict[str, int] = {}
        # 613.7c: the timestamp of each kind of keyword counter (122.1b) on it, given as
        # counters of that kind are put on it (rules/keyword_counters.py)
        self.counter_stamps: dict[str, int] = {}
        self.attached_to: int | None = None
        self.timestamp = timestamp
        # On the stack:
        self.kind: StackKind | None = None
        self.source: int = 0  # an ability's source object id (113.7)
        self.ability: int = -1  # which ability of the source (index)
        # an ability granted to its source by a continuous effect (613.1f): the ability's own
        # DSL (dsl.granted_ability), "" for a printed one; the ability exists on the stack
        # independently of its source (113.7a)
        self.granted = ""
        # 612, 113.7a: an ability on the stack keeps the text changes its source had
        # (rules/text_changes.py): ("color", "B", "U")...; on a spell, none (they are found
        # from the effects on it)
        self.text_changes: tuple[tuple[str, str, str], ...] = ()
        self.targets: tuple[int, ...] = ()
        self.x: int = 0
        self.modes: tuple[int, ...] = ()
        self.remembered: tuple[int, ...] = ()  # what a delayed trigger acts on
        self.alt_cost = ""  # a spell cast for an alternative cost: "flashback" (702.34a)
        self.copy = False  # a copy of a spell (707.10) or of a card (707.12): not a card
        # "as ~ enters, choose ..." (614.12a): ("color", "R"), ("player", "1")...; on a spell,
        # the optional and additional costs paid as it was cast (601.2b): ("kicker", "2")...
        self.chosen: tuple[tuple[str, str], ...] = ()
        # In exile after its Adventure resolved: the player who may cast it (716.3d), or -1.
        self.on_adventure = -1
        # 708: a face-down spell or permanent: `card` is its face-down characteristics (708.2)
        # and this is the card it really is (rules/face_down.py); None when face up.
        self.face_down: CardDef | None = None
        # 723: a merged permanent's components (rules/merging.Part), in the order they
        # merged, the permanent as it was first; () for one that isn't merged
        self.merged: tuple[Any, ...] = ()

    def clone(self) -> GameObject:
        o = GameObject.__new__(GameObject)
        o.id = self.id
        o.card = self.card
        o.owner = self.owner
        o.controller = self.controller
        o.base_controller = self.base_controller
        o.zone = self.zone
        o.tapped = self.tapped
        o.since_turn = self.since_turn
        o.damage = self.damage
        o.deathtouched = self.deathtouched
        o.counters = dict(self.counters) if self.counters else {}
        o.counter_stamps = dict(self.counter_stamps) if self.counter_stamps else {}
        o.attached_to = self.attached_to
        o.timestamp = self.timestamp
        o.kind = self.kind
        o.source = self.source
        o.ability = self.ability
        o.granted = self.granted
        o.text_changes = self.text_changes
        o.targets = self.targets
        o.x = self.x
        o.modes = self.modes
        o.remembered = self.remembered
        o.alt_cost = self.alt_cost
        o.copy = self.copy
        o.chosen = self.chosen
        o.on_adventure = self.on_adventure
        o.face_down = self.face_down
        o.merged = self.merged
        return o

    @property
    def name(self) -> str:
        return self.card.name

    def activated_ability(self) -> ActivatedAbility:
        """The activated ability this object on the stack is (113.1b): a printed one by its
        index, a granted one from its own text (613.1f)."""
        ab = granted_ability("add_abilities", self.granted) if self.granted \
            else self.card.abilities[self.ability]
        if self.text_changes and not (self.card.text_changes and not self.granted):
            from mtg_engine.rules.text_changes import changed  # 612, 113.7a (unless `card`
            # is its source's changed text still)

            ab = changed(ab, self.text_changes, self.card.name)
        if ab.modes and self.modes:  # 700.2: the mode chosen as it was activated
            from dataclasses import replace

            mode = ab.modes[self.modes[0]]
            return replace(ab, targets=mode.targets, effects=mode.effects)  # type: ignore[no-any-return]
        return ab  # type: ignore[no-any-return]

    def triggered_ability(self) -> TriggeredAbility:
        """The triggered ability this object on the stack is (113.1c; see activated_ability)."""
        tr = granted_ability("add_triggers", self.granted) if self.granted \
            else self.card.triggers[self.ability]
        if self.text_changes and not (self.card.text_changes and not self.granted):
            from mtg_engine.rules.text_changes import changed  # 612, 113.7a

            tr = changed(tr, self.text_changes, self.card.name)
        return tr  # type: ignore[no-any-return]

    @property
    def is_token(self) -> bool:
        return self.card.is_token

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "card": self.card.key, "owner": self.owner,
                             "controller": self.controller, "zone": self.zone.value}
        if self.face_down is not None:  # 708: the card it is; it loads face down again
            d["card"] = self.face_down.name
            d["face_down"] = True
        if self.card.is_token:
            d["token"] = True
        if self.base_controller >= 0:
            d["base_controller"] = self.base_controller
        for k in ("tapped", "since_turn", "damage", "deathtouched", "counters", "counter_stamps",
                  "attached_to",
                  "timestamp", "source", "targets", "x", "modes", "remembered", "alt_cost", "copy",
                  "chosen"):
            v = getattr(self, k)
            if v:
                d[k] = list(v) if isinstance(v, tuple) else v
        if self.chosen:
            d["chosen"] = [list(c) for c in self.chosen]
        if self.on_adventure >= 0:
            d["on_adventure"] = self.on_adventure
        if self.merged:  # 723 (rules/merging.py): the parts; the names from the top down
            from mtg_engine.rules.merging import components

            d["merged"] = [list(p) for p in self.merged]
            d["components"] = [p.key.split(" [")[0] for p in components(self.merged)]
        if self.card.layout == "class" and self.card.face_of:
            d["class_level"] = self.card.face_index + 1  # 717.2b: the Class's level
        if self.kind is not None:
            d["kind"] = self.kind.value
            d["ability"] = self.ability
            if self.granted:
                d["granted"] = self.granted
            if self.text_changes:
                d["text_changes"] = [list(c) for c in self.text_changes]
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any], card: CardDef) -> GameObject:
        if "class_level" in d:
            card = card.faces[d["class_level"] - 1]  # 717: the Class at its level
        if d.get("alt_cost") == "bestow" and d["zone"] in ("stack", "battlefield"):
            from mtg_engine.cards.dsl import bestowed_card

            card = bestowed_card(card)  # 702.103b: a bestowed Aura
        if any(k == "licid" for k, _ in d.get("chosen", ())):  # (rules/licid.py)
            from mtg_engine.rules.licid import card_as_licid_aura

            card = card_as_licid_aura(card, tuple(tuple(c) for c in d["chosen"]), d["zone"])
        o = cls(d["id"], card, d["owner"], Zone(d["zone"]), d.get("timestamp", 0))
        o.controller = d["controller"]
        o.base_controller = d.get("base_controller", -1)
        o.tapped = d.get("tapped", False)
        o.since_turn = d.get("since_turn", 0)
        o.damage = d.get("damage", 0)
        o.deathtouched = d.get("deathtouched", False)
        o.counters = dict(d.get("counters", {}))
        o.counter_stamps = dict(d.get("counter_stamps", {}))
        o.attached_to = d.get("attached_to")
        o.source = d.get("source", 0)
        o.targets = tuple(d.get("targets", ()))
        o.x = d.get("x", 0)
        o.modes = tuple(d.get("modes", ()))
        o.remembered = tuple(d.get("remembered", ()))
        o.alt_cost = d.get("alt_cost", "")
        o.copy = d.get("copy", False)
        o.chosen = tuple((k, v) for k, v in d.get("chosen", ()))
        o.on_adventure = d.get("on_adventure", -1)
        if d.get("merged"):  # 723 (rules/merging.py)
            from mtg_engine.rules.merging import Part

            o.merged = tuple(Part(str(k), bool(t), int(ts), bool(u)) for k, t, ts, u in d["merged"])
        if d.get("face_down"):
            from mtg_engine.rules.face_down import FACE_DOWN

            o.face_down, o.card = card, FACE_DOWN  # 708.2
        if "kind" in d:
            o.kind = StackKind(d["kind"])
            o.ability = d.get("ability", -1)
            o.granted = d.get("granted", "")
            o.text_changes = tuple((k, a, b) for k, a, b in d.get("text_changes", ()))
        return o

    def __repr__(self) -> str:
        return f"<{self.card.name} #{self.id} {self.zone.value}>"


@dataclass(slots=True)
class Player:
    """A player (102) with their own zones (library, hand, graveyard) and mana pool (106.4)."""

    index: int
    name: str
    life: int = 20
    library: list[int] = field(default_factory=list)  # index 0 is the bottom; the top is last
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # the top is last
    mana_pool: list[int] = field(default_factory=lambda: [0] * 6)  # WUBRGC amounts
    lands_played: int = 0  # this turn (305.2)
    land_drops: int = 1  # lands this player may play each turn (305.2)
    counters: dict[str, int] = field(default_factory=dict)  # poison (122.1f), energy...
    drew_from_empty: bool = False  # 704.5b
    lost: bool = False
    max_hand_size: int = 7  # 402.2
    life_gained_this_turn: int = 0
    # 106.6: mana in the pool whose spending is restricted, one (type, restriction) per mana
    # (rules/spend.py); apart from `mana_pool`, which holds the mana anyone may spend
    restricted_mana: list[tuple[str, str]] = field(default_factory=list)
    # 107.4h: how many of each type's units in the mana pool came from a snow source
    snow_pool: list[int] = field(default_factory=lambda: [0] * 6)
    city_blessing: bool = False  # 702.131c: a designation, kept for the rest of the game
    # 106.4: how many of each type's units in the pool an effect keeps from emptying as steps
    # and phases end this turn ("you don't lose this mana", rules/kept_mana.py)
    kept_mana: list[int] = field(default_factory=lambda: [0] * 6)
    # 309.7: the names of the dungeons this player completed, in order (rules/dungeons.py)
    dungeons_completed: tuple[str, ...] = ()

    def clone(self) -> Player:
        return Player(self.index, self.name, self.life, list(self.library), list(self.hand),
                      list(self.graveyard), list(self.mana_pool), self.lands_played,
                      self.land_drops, dict(self.counters), self.drew_from_empty, self.lost,
                      self.max_hand_size, self.life_gained_this_turn, list(self.restricted_mana),
                      list(self.snow_pool), self.city_blessing, list(self.kept_mana),
                      self.dungeons_completed)

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "name": self.name, "life": self.life,
                "library": list(self.library), "hand": list(self.hand),
                "graveyard": list(self.graveyard), "mana_pool": list(self.mana_pool),
                "lands_played": self.lands_played, "land_drops": self.land_drops,
                "counters": dict(self.counters), "drew_from_empty": self.drew_from_empty,
                "lost": self.lost, "max_hand_size": self.max_hand_size,
                "life_gained_this_turn": self.life_gained_this_turn,
                "restricted_mana": [list(u) for u in self.restricted_mana],
                "snow_pool": list(self.snow_pool), "city_blessing": self.city_blessing,
                **({"kept_mana": list(self.kept_mana)} if any(self.kept_mana) else {}),
                **({"dungeons_completed": list(self.dungeons_completed)}
                   if self.dungeons_completed else {})}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        from dataclasses import fields

        names = {f.name for f in fields(cls)}
        missing = names - set(d) - {"restricted_mana", "snow_pool",
                                    "city_blessing", "kept_mana",
                                    "dungeons_completed"}  # (absent from older saves)
        if missing:
            raise KeyError(f"player is missing {sorted(missing)}")
        p = cls(**{k: (list(v) if isinstance(v, list) else v) for k, v in d.items() if k in names})
        p.restricted_mana = [(str(m), str(r)) for m, r in d.get("restricted_mana", [])]
        p.dungeons_completed = tuple(str(n) for n in d.get("dungeons_completed", ()))
        return p
