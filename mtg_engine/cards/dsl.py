"""The card DSL: a declarative, validated description of what a card is and does.

A card file (YAML) holds a list of cards. Each card is a mapping:

```yaml
- name: Doom Blade
  cost: "{1}{B}"
  type: Instant
  text: Destroy target nonblack creature.
  spell:
    targets: [{kind: creature, filter: {not_colors: [B]}}]
    effects: [{destroy: {what: target}}]
```

Fields: `name`, `cost`, `type` (a full type line), `colors` (only when they differ from the
cost, 202.2 / 204), `power`, `toughness`, `loyalty`, `keywords` (list of keyword abilities,
702), `text` (Oracle text), `spell` (what an instant or sorcery does), `abilities` (activated
abilities, 602, including mana abilities, 605), `triggers` (triggered abilities, 603),
`statics` (static abilities, 604), `tokens` is a separate top-level list for token definitions.

Effects are single-key mappings `{verb: {params}}`; the verbs and their parameters are listed
in `EFFECT_VERBS`. Any effect may also carry `if: <condition>` (`CONDITION_KINDS`: `kicked`,
`{kicked_with: 1}`, `{kind: controls, filter: ..., count: 3}`, `did` for "if you do"...) and
`may: true` ("you may ...", 608.2d); a trigger may carry `if:` (an intervening "if", 603.4),
a static ability `as_long_as:` (611.3a).

Replacement and prevention effects (614, 615) are `replacements:`, a list of mappings with
`event` (`REPLACEMENT_EVENTS`), `instead` (`REPLACEMENT_ACTIONS`), `affects`, `filter`,
`source`, `source_filter`, `amount`, `counter_kind`, `choice`, `condition` (kicked, escaped),
`redirect_to` (614.9)... (see `ReplacementSpec`):

```yaml
  replacements:
    - {event: to_graveyard, instead: exile, affects: any}          # Rest in Peace
    - {event: damage, instead: prevent, amount: 1, affects: you}   # Urza's Armor
    - {event: enters, instead: choose, choice: color}              # "As ~ enters, choose a color"
```

Casting costs (601.2b, 601.2f; rules/costs.py): `kicker: ["{1}{G}", "{2}{U}"]`,
`multikicker: "{1}{W}"`, `buyback: "{3}"`, `entwine: "{2}"`, `replicate: "{1}{U}"`,
`additional_cost: {sacrifice: filter}` / `{discard: 1}` / `{pay_life: 2}`, `affinity: filter`,
`graveyard_cast: jump-start | retrace`, `alt_costs: [{kind: evoke | spectacle | surge | dash |
overload | madness | bestow | escape, mana: ..., exile: N (escape)}]`, keywords `delve`,
`convoke`, `improvise`, `cascade`; statics
`{spell_cost: {filter: ..., amount: 1 | -1, whose: any | you | opponent}}`. Amount words
`kicks` and `sacrificed_power`; a replacement's `amount: kicks` ("a counter for each time it
was kicked").

Continuous effects (613) are written with the fields of `LayerEffect`, one per meaning, each
applied in its layer: as a static ability `{continuous: {filter | affects, zone, cda, ...}}`
(Humility: `{continuous: {filter: {types: [Creature]}, lose_all_abilities: true, set_power: 1,
set_toughness: 1}}`) or from a resolving spell, `{continuous: {what: target, control: true}}`
(Act of Treason; `until: ""` for no duration). Copies (707): the static `enter_as_copy`
(Clone) and the verb `copy_spell` (Twincast); control exchange: `exchange_control`.
Face-down (708): `morph: "{4}{G}"` or `megamorph: "{4}{G}"` (702.37a-b), and the trigger event
`turned_face_up` ("When ~ is turned face up", 708.8).

Everything is checked when the file is loaded: a malformed card gets a
`CardFileError` naming the file, the card and the field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from mtg_engine.core.mana import ManaCost, ManaCostError, parse_mana_produced
from mtg_engine.core.types import CardType, Supertype, parse_type_line


class CardFileError(ValueError):
    """A card definition that does not follow the DSL; the message names card and field."""


# --------------------------------------------------------------------------- filters


@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects or cards qualify (e.g. "nonblack creature", "creature card"). Every field
    given must match; list fields match if any entry matches."""

    types: tuple[str, ...] = ()  # any of these card types
    all_types: tuple[str, ...] = ()  # all of these card types ("artifact creature card")
    not_types: tuple[str, ...] = ()  # none of these card types
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()  # "non-Aura"
    not_supertypes: tuple[str, ...] = ()  # "nonbasic"
    colors: tuple[str, ...] = ()  # any of these colours
    not_colors: tuple[str, ...] = ()
    colorless: bool | None = None
    controller: str | None = None  # "you" | "opponent"
    other: bool = False  # "another": not the source itself
    tapped: bool | None = None
    keywords: tuple[str, ...] = ()  # has any of these keywords
    not_keywords: tuple[str, ...] = ()
    power_le: int | None = None
    power_ge: int | None = None
    mana_value_le: int | None = None
    mana_value_ge: int | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    token: bool | None = None
    name: str | None = None
    has_counter: str | None = None  # "with a +1/+1 counter on it" (122.1)
    in_combat: bool | None = None  # "attacking or blocking" (506.4)
    multicolored: bool | None = None  # two or more colors (105.4)
    monocolored: bool | None = None  # 105.4: exactly one colour
    historic: bool | None = None  # legendary, artifact or Saga (700.6)
    # "with power less than this creature's power" (mentor 702.134a): the source's power now
    power_lt_source: bool = False
    # "target creature defending player controls" (provoke 702.39a): controlled by the player
    # the source attacks (506.2)
    defending: bool = False
    # "of the chosen color" / "of the chosen type": the choice the source made as it entered
    # (614.12a, rules/replacement.py): "color" or "creature_type"
    chosen: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            default = getattr(Filter(), k)
            if v != default:
                out[k] = list(v) if isinstance(v, tuple) else v
        return out


def filter_from_dict(d: dict[str, Any]) -> Filter:
    """The inverse of `Filter.to_dict` (for saved games)."""
    return Filter(**{k: tuple(v) if isinstance(v, list) else v for k, v in d.items()})


# --------------------------------------------------------------------------- continuous effects


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """What a continuous effect does to the objects it affects, one field per meaning; each
    part is applied in its own layer (613.1, 613.4, 613.6)."""

    control: bool = False  # layer 2: the effect's controller controls it
    add_types: tuple[str, ...] = ()  # layer 4: "is a [type] in addition to its other types"
    add_subtypes: tuple[str, ...] = ()
    set_land_subtypes: tuple[str, ...] = ()  # layer 4: "are Mountains" (305.7)
    # layer 4: "is a Frog creature": the card types replaced (205.1a), with the subtypes of
    # the types it no longer has
    set_types: tuple[str, ...] = ()
    lose_creature_types: bool = False  # "loses all creature types"
    all_creature_types: bool = False  # "is every creature type" (702.73a changeling)
    set_creature_type: str = ""  # "is the chosen type" ("chosen": the source's choice)
    # "is the chosen type in addition to its other types": the source's choice (614.12a)
    add_chosen_type: bool = False
    set_colors: str | None = None  # layer 5: WUBRG letters ("" is colourless)
    add_colors: str = ""  # layer 5: "is [color] in addition to its other colors" (613.1e)
    add_keywords: tuple[str, ...] = ()  # layer 6
    remove_keywords: tuple[str, ...] = ()
    lose_all_abilities: bool = False
    grant_flashback: bool = False  # "gains flashback; its flashback cost is its mana cost"
    pt_count: Filter | None = None  # 7a CDA: "equal to the number of [filter]"
    pt_count_zone: str = "battlefield"  # where those are counted: battlefield / graveyard
    pt_plus: int = 0  # 7a: "... plus N" (added to the count)
    pt_count_stat: str = ""  # 7a: which the count sets: "" both, "power" ("~'s power is ...")
    set_power: int | None = None  # layer 7b
    set_toughness: int | None = None
    pt_mana_value: bool = False  # 7b: "base power and toughness each equal to its mana value"
    power: int = 0  # layer 7c
    toughness: int = 0
    # 7c, 608.2h: "gets +N/+M for each [count]": power_per and toughness_per times `per` (a
    # cards/amounts.Amount, counted from the controller of the effect's source, 109.5)
    per: Any = None
    power_per: int = 0
    toughness_per: int = 0
    switch: bool = False  # layer 7d
    # layer 6 (613.1f): activated and triggered abilities added ("has '{T}: ...'"); each
    # carries its own DSL (`granted`), so an ability on the stack or waiting to be put there
    # needs nothing from its source (113.7a) and a saved game holds it exactly
    add_abilities: tuple[ActivatedAbility, ...] = ()
    add_triggers: tuple[TriggeredAbility, ...] = ()

    def layers(self) -> tuple[str, ...]:
        """The layers and sublayers this effect has a part in (613.6)."""
        out: list[str] = []
        if self.control:
            out.append("2")
        if (self.add_types or self.add_subtypes or self.set_land_subtypes or self.set_types
                or self.lose_creature_types or self.all_creature_types or self.set_creature_type
                or self.add_chosen_type):
            out.append("4")
        if self.set_colors is not None or self.add_colors:
            out.append("5")
        if (self.add_keywords or self.remove_keywords or self.lose_all_abilities
                or self.grant_flashback or self.add_abilities or self.add_triggers):
            out.append("6")
        if self.pt_count is not None:
            out.append("7a")
        if self.set_power is not None or self.set_toughness is not None or self.pt_mana_value:
            out.append("7b")
        if self.power or self.toughness or (
                self.per is not None and (self.power_per or self.toughness_per)):
            out.append("7c")
        if self.switch:
            out.append("7d")
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            if v != getattr(_NO_EFFECT, k):
                if k in _GRANTED_KEYS:
                    out[k] = [granted_dsl(a) for a in v]
                    continue
                out[k] = v.to_dict() if hasattr(v, "to_dict") else list(v) if isinstance(v, tuple) \
                    else v
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LayerEffect:
        kw: dict[str, Any] = {}
        for k, v in d.items():
            if k == "pt_count":
                kw[k] = filter_from_dict(v) if isinstance(v, dict) else v
            elif k == "per":
                from mtg_engine.cards.amounts import amount_from_dict

                kw[k] = amount_from_dict(v) if isinstance(v, dict) else v
            elif k in _GRANTED_KEYS:
                kw[k] = tuple(granted_ability(k, x) for x in v)
            else:
                kw[k] = tuple(v) if isinstance(v, list) else v
        return cls(**kw)


_NO_EFFECT = LayerEffect()
# 611.2b: "for as long as ..." durations of a resolved effect (rules/control.py): the source
# remains on the battlefield; you (the effect's controller) control it; it remains tapped;
# both of the last two
AS_LONG_AS = ("source_remains", "you_control_source", "source_tapped",
              "you_control_source_tapped")
LAYER_EFFECT_KEYS = frozenset(LayerEffect.__slots__)
_GRANTED_KEYS = ("add_abilities", "add_triggers")


def granted_dsl(ability: ActivatedAbility | TriggeredAbility) -> dict[str, Any]:
    """The DSL mapping a granted ability was written as (613.1f)."""
    import json

    if not ability.granted:
        raise ValueError("only an ability read from the DSL as granted can be saved")
    return json.loads(ability.granted)  # type: ignore[no-any-return]


_GRANTED: dict[tuple[str, str], ActivatedAbility | TriggeredAbility] = {}


def granted_ability(key: str, data: Any) -> Any:
    """A granted ability (`key` "add_abilities" or "add_triggers") from its DSL mapping (or its
    canonical JSON text); the same text gives the same record."""
    import json

    text = data if isinstance(data, str) else json.dumps(data, sort_keys=True,
                                                          separators=(",", ":"))
    got = _GRANTED.get((key, text))
    if got is None:
        d = json.loads(text)
        ctx = _Ctx("granted ability")
        if key == "add_triggers" and isinstance(d, dict) and set(d) == {"keyword"}:
            from mtg_engine.cards.keyword_dsl import GRANTABLE_TRIGGERS

            ab = GRANTABLE_TRIGGERS.get(d["keyword"])  # a triggered keyword (613.1f, 702)
            if ab is None:
                raise ctx.fail(key, f"no triggered keyword {d['keyword']!r}")
        else:
            ab = parse_activated(ctx, key, d) if key == "add_abilities" \
                else parse_trigger(ctx, key, d)
        got = _GRANTED[(key, text)] = replace(ab, granted=text)
    return got


# --------------------------------------------------------------------------- targets


# 701.5a: "activated_ability" / "triggered_ability" / "activated_or_triggered_ability": an
# ability on the stack (113.1b-c); mana abilities never are (605.3b)
TARGET_KINDS = ("any", "player", "opponent", "creature", "permanent", "spell", "card",
                "activated_ability", "triggered_ability", "activated_or_triggered_ability",
                "creature_or_planeswalker", "player_or_planeswalker", "planeswalker",
                "opponent_or_planeswalker")


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target requirement (115.1): "target nonblack creature", "any target" (115.4)..."""

    kind: str
    filter: Filter = Filter()
    zone: str = "battlefield"  # for kind "card": the zone the card is in
    optional: bool = False  # "up to one"
    # 115.3, 601.2c: requirements with the same nonzero `word` come from one instance of the
    # word "target" ("two target creatures"): they can't choose the same object or player
    word: int = 0

    def describe(self) -> str:
        return f"target {self.kind}"


# --------------------------------------------------------------------------- effects


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of a resolving spell or ability: a verb and its parameters; carried out
    only if its `condition` holds ("if it was kicked", "if you control a Wizard"), and if
    `optional` only if its controller chooses to ("you may", 608.2d)."""

    verb: str
    params: tuple[tuple[str, Any], ...] = ()
    condition: Condition | None = None
    optional: bool = False

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        for k, v in self.params:
            if isinstance(v, LayerEffect):
                d.update(v.to_dict())
            else:
                d[k] = _plain(v)
        if self.condition is not None:
            d["if"] = self.condition.to_dict()
        if self.optional:
            d["may"] = True
        return {self.verb: d}


# Conditions (rules/conditions.py): "if it was kicked" (702.33d), "if you control ...",
# "if you do" (608.2c), intervening "if" clauses of triggered abilities (603.4)...
CONDITION_KINDS = (
    "kicked", "not_kicked",  # 702.33d
    "kicked_with",  # "if it was kicked with its {1}{G} kicker": `count` is the kicker's index
    "controls", "not_controls",  # you control at least `count` permanents matching `filter`
    "did", "did_not",  # the previous optional instruction was (not) carried out (608.2c)
    "could_not",  # "If you can't": the previous instruction couldn't be carried out (118.12)
    "life_at_least", "life_at_most",  # your life total
    "hand_empty",  # hellbent
    "graveyard_at_least",  # threshold: `count` or more cards in your graveyard
    "attacked_this_turn",  # raid
    "x_at_least",  # X is `count` or more
    "replicated",  # "if a replicate cost was paid for it" (702.56a)
    "monarch",  # "if you're the monarch" (720)
    "alt_cost",  # it was cast for the alternative cost `name` (evoke, dash...)
    "echo_due",  # 702.30a: it came under your control since the beginning of your last upkeep
    "opponent_dealt_damage",  # 702.54a: an opponent was dealt damage this turn
    "suspended",  # 702.62b: in exile, with suspend and a time counter
    "in_exile",  # the source is in exile ("if it's exiled", 702.62a)
    "has_counter",  # the source has a counter of kind `name` (vanishing 702.63a)
    "your_turn", "not_your_turn",  # "as long as it's (not) your turn" (611.3a)
    "controls_at_most",  # you control at most `count` permanents matching `filter`
    "opponents_at_least",  # you have `count` or more opponents (in the game, 102.2)
    "self_attacking",  # "as long as it's attacking": the source is an attacking creature
    "self_untapped", "self_tapped",  # "as long as ~ is (un)tapped"
    "self_equipped", "self_enchanted",  # "as long as ~ is equipped / enchanted" (301.5, 303.4)
    # the source had no counters of kind `name` on it as it last existed on the battlefield
    # (undying 702.93a, persist 702.79a; last known information, 603.10a)
    "left_without_counters",
    # (cards/oracle/conditions.py reads these; rules/conditions.py evaluates them)
    "hand_at_least", "hand_at_most",  # `count` or more / fewer cards in your hand
    "card_types_in_graveyard",  # delirium: `count` or more card types among your graveyard's
    "creature_died_this_turn",  # morbid (700.4)
    "gained_life_this_turn",  # you gained `count` or more life this turn
    "opponent_lost_life_this_turn",
    "permanent_left_this_turn",  # revolt: a permanent you controlled left the battlefield
    "opponent_controls_more",  # an opponent controls more permanents matching `filter` than you
    "opponent_life_at_most",  # an opponent has `count` or less life
    "total_power_at_least",  # formidable: creatures you control have total power `count`+
    "spells_last_turn_at_most",  # at most `count` spells were cast last turn (all players)
    "player_spells_last_turn_at_least",  # a player cast `count` or more spells last turn
    "different_powers_at_least",  # coven: creatures you control with `count` different powers
    "opponent_graveyard_at_least",  # an opponent has `count` or more cards in their graveyard
    "hand_more_than_each_opponent",  # more cards in your hand than in each opponent's
    "was_cast", "cast_from_hand",  # the permanent was a spell you cast (from your hand)
    "cast_in_main_phase",  # addendum: this spell was cast during its controller's main phase
    "opponent_controls", "any_controls",  # an opponent / any player controls a `filter`
    # "that player" of an ability triggered at the beginning of a player's upkeep: the active
    # player has at most / at least `count` cards in hand
    "active_hand_at_most", "active_hand_at_least",
    "self_counters_at_least", "self_counters_at_most",  # counters of kind `name` on the source
    "not_renowned",  # 702.112a: "if it isn't renowned" (rules/keyword_effects.py)
    # the permanent the source is attached to matches `filter` ("as long as enchanted creature
    # is red", 303.4, 301.5); `name`: its words ("enchanted creature")
    "attached_is",
    # the first target of the resolving spell or ability matches `filter`, as it is or, gone
    # from the battlefield, as it last existed ("If that land was nonbasic", 608.2h); `name`:
    # the words naming it
    "target_is",
    "land_entered_this_turn",  # "if you had a land enter the battlefield under your control
    # this turn"
    "drawn_this_turn_at_least",  # "as long as you've drawn `count` or more cards this turn"
    "won_flip", "lost_flip",  # 705: the last coin flip you made (rules/coin.py)
    # "Cast this spell only during combat" (601.3, rules/cast_only.py): `name` a timing
    "during",
    "attacking_you",  # "if you've been attacked this step": a creature is attacking you
    # a spell was cast this turn (601.2i); `name` "<who>/<kind>": who "you", "opponent" or
    # "another" (you, another than this one); kind "" (any), "instant or sorcery",
    # "noncreature", a colour or a card type
    "cast_this_turn",
    "more_life_than_an_opponent", "opponent_more_life",  # 119.1: life totals compared
    "opponent_more_cards_in_hand",  # an opponent has more cards in hand than you
    "self_entered_this_turn",  # the source entered the battlefield this turn
    "no_opponent_controls",  # no opponent controls a permanent matching `filter`
    "won_clash",  # "If you win" after "Clash with an opponent": your last clash (701.23d)
    "all_of", "any_of",  # every one / at least one of its `parts` holds ("A and B", "A or B")
    # "if {U} was spent to cast this spell" (601.2h): `count` or more mana of each colour in
    # `name` (WUBRG letters) was spent to cast it (recorded by rules/casting.cast_spell)
    "mana_spent",
)


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition on an instruction or a triggered ability."""

    kind: str
    count: int = 1
    filter: Filter = Filter()
    name: str = ""
    # holds when the condition doesn't: the instruction an "instead" rider replaces (608.2c)
    negate: bool = False
    parts: tuple[Condition, ...] = ()  # of `all_of` / `any_of`: "A and B", "A or B"

    def to_dict(self) -> Any:
        if self.count == 1 and self.filter == Filter() and not self.name and not self.negate \
                and not self.parts:
            return self.kind
        d: dict[str, Any] = {"kind": self.kind, "count": self.count}
        if self.filter != Filter():
            d["filter"] = self.filter.to_dict()
        if self.name:
            d["name"] = self.name
        if self.negate:
            d["negate"] = True
        if self.parts:
            d["parts"] = [p.to_dict() for p in self.parts]
        return d


def _plain(v: Any) -> Any:
    if isinstance(v, Filter) or hasattr(v, "to_dict"):
        return v.to_dict()
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    return v


# verb -> (required params, optional params). "ref" params name who or what is affected:
# "target" / "target:N" / "self" / "you" / "each_opponent" / "each_player" /
# "target_controller" / {"all": filter} / "self_in_graveyard" (in a dies or put-into-a-graveyard
# trigger: the card the source became in the graveyard, 400.7d) / "attached" (the permanent the
# source Aura or Equipment is attached to: "enchanted creature", 303.4; "equipped creature").
EFFECT_VERBS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # `divided`: the amount is divided among the targets as the spell is cast (601.2d); the
    # engine supports only divisions the number of targets decides (amount 1 or 2)
    # `source`: a target that deals the damage ("Target creature you control deals damage
    # equal to its power to ...", 120.1; 608.2b: none if that target is illegal)
    "damage": (frozenset({"amount", "to"}),
               frozenset({"divided", "unpreventable", "source"})),  # 615.12
    "gain_life": (frozenset({"amount"}), frozenset({"who"})),
    "lose_life": (frozenset({"amount"}), frozenset({"who"})),
    "draw": (frozenset(), frozenset({"count", "who"})),
    "discard": (frozenset({"count"}), frozenset({"who", "random"})),
    "mill": (frozenset({"count"}), frozenset({"who"})),
    "scry": (frozenset({"count"}), frozenset()),
    "destroy": (frozenset({"what"}), frozenset({"no_regeneration"})),
    "regenerate": (frozenset({"what"}), frozenset()),  # a regeneration shield (701.15)
    # `linked`: remembered as exiled with the source, for its `return_exiled` (607.2a)
    "exile": (frozenset({"what"}), frozenset({"linked"})),
    "return_exiled": (frozenset({"to"}), frozenset({"tapped", "plural"})),
    "bounce": (frozenset({"what"}), frozenset()),  # return to its owner's hand
    # a card to hand/graveyard/exile/library/battlefield; `from`: only if it is in that zone
    # ("Return ~ from your graveyard", 113.6m); `tapped`: it enters tapped; `control: you`:
    # onto the battlefield under your control (else its owner's, 110.2)
    "move": (frozenset({"what", "to"}), frozenset({"from", "tapped", "control"})),
    # `unless_pays`: "sacrifice it unless you pay [mana cost]" (118.12; echo 702.30a)
    # `per_counter`: that cost for each counter of that kind on the source (cumulative upkeep
    # 702.24a)
    # `unless_pays_life`: "... unless you pay N life" (119.4), per counter for cumulative upkeep
    "sacrifice": (frozenset({"what"}), frozenset({"unless_pays", "per_counter",
                                                  "unless_pays_life"})),
    # "pay {2}" / "pay 2 life" as an instruction: `did` says whether it was paid, for "if
    # you do" (608.2c; 118.3, 119.4)
    # `who`: another player who may pay ("unless that player pays {1}", 118.12a)
    "pay": (frozenset(), frozenset({"mana", "life", "energy", "who"})),  # energy: {E} (107.14)
    # 107.14, 122.1: "you get {E}{E}": `count` energy counters are put on `who` (you)
    "get_energy": (frozenset({"count"}), frozenset({"who"})),
    "flip_coin": (frozenset(), frozenset()),  # 705.1: flip a coin (rules/coin.py)
    "clash": (frozenset(), frozenset()),  # 701.23: clash with an opponent (rules/clash.py)
    # 701.17a: `who` sacrifices `count` permanents they control matching `filter`, chosen as
    # it resolves ("Each opponent sacrifices a creature")
    "sacrifice_chosen": (frozenset({"filter"}), frozenset({"who", "count"})),
    "fight": (frozenset({"what", "other"}), frozenset()),  # 701.12: two creatures fight
    # 118.12; `exile`: "If that spell is countered this way, exile it instead of putting it
    # into its owner's graveyard" (a replacement of the counter's destination, 614.1a)
    "counter": (frozenset({"what"}), frozenset({"unless_pays", "exile"})),
    # a named token, or `copy_of: self` (707.2); `tapped_and_attacking` (508.4); `tapped`:
    # they enter tapped (111.1); `exile_at_end_step` sets up the card's "delayed" trigger for
    # the new tokens (603.7)
    "create_token": (frozenset(), frozenset({"token", "count", "who", "copy_of", "tapped",
                                             "tapped_and_attacking", "exile_at_end_step"})),
    "put_counters": (frozenset({"kind", "what"}), frozenset({"count"})),
    # 702.93a, 702.79a: return a card to the battlefield under its owner's control with a
    # counter of `kind` on it (it enters with it, 614.1c; rules/undying.py)
    "return_with_counter": (frozenset({"what", "kind"}), frozenset()),
    # 701.34a: manifest the top `count` cards of your library (rules/face_down.py)
    "manifest": (frozenset(), frozenset({"count"})),
    "phase_out": (frozenset({"what"}), frozenset()),  # 702.26b: `what` phases out
    "pump": (frozenset({"what"}), frozenset({"power", "toughness"})),
    "grant": (frozenset({"what", "keywords"}), frozenset()),
    "add_mana": (frozenset(), frozenset({"mana", "any_color"})),
    "tap": (frozenset({"what"}), frozenset()),
    "must_block": (frozenset({"blocker", "attacker"}), frozenset()),  # "blocks X this turn if able"
    # 509.1b: "Target creature can't block ~ this turn" (effects/combat_restrictions.py)
    "cant_block_pair": (frozenset({"blocker", "attacker"}), frozenset()),
    # 509.1b: "~ can't be blocked this turn except by Walls", "target creature can't be
    # blocked by creatures with power 2 or less this turn" (`kind`: a BLOCK_RESTRICTION_KINDS
    # of the attacker's, `filter`: the blockers it names)
    "block_restriction": (frozenset({"what", "kind", "filter"}), frozenset()),
    # 101.2: "Target player can't cast creature spells this turn", "... can't play lands
    # this turn" (`cant`: cast / play_lands; effects/player_restrictions.py)
    "player_restriction": (frozenset({"who", "cant"}), frozenset({"filter"})),
    "shuffle_into_library": (frozenset({"what"}), frozenset()),
    "attach": (frozenset({"what", "to"}), frozenset()),  # Equip (701.3, 702.6a)
    # 701.19: search your library for cards matching `filter` (a hidden zone: the player may
    # find fewer, 701.19b) and put them `to` hand or battlefield (`tapped`)
    # `who`: another player searches their own library (effects/search.py): asked first
    # whether to (`searcher_may`, 608.2d), then shuffles (`shuffle`) only if they did
    # `to`: hand / battlefield / graveyard; "top": then shuffle and put it on top; "split":
    # the first found onto the battlefield, the second into the hand (effects/search.py)
    "search_library": (frozenset({"filter", "to"}), frozenset({"count", "tapped", "who",
                                                              "searcher_may", "shuffle",
                                                              "reveal", "the_card"})),
    "shuffle": (frozenset(), frozenset({"who"})),  # 701.20: shuffle a library
    # 614.9: the next `amount` damage (0: all damage this turn) that would be dealt to `what`
    # is dealt to `to` instead
    "redirect": (frozenset({"what", "to"}), frozenset({"amount"})),
    # 615: prevent, this turn, all combat damage / all damage to or from `what` / the next
    # `amount` damage to `what`
    # "chosen_source" (615.8, 615.9): damage from a source (matching `filter`) its controller
    # chooses as it resolves, to `what` (you); `once`: only the next time
    # `gain_life`: "You gain life equal to the damage prevented this way." (615.5)
    # "group" (615.1a, 615.3): `replacements`, prevention effects on whatever matches
    "prevent": (frozenset({"kind"}), frozenset({"what", "amount", "filter", "once",
                                                "gain_life", "replacements"})),
    "untap": (frozenset({"what"}), frozenset()),
    # 611.2: a continuous effect on `what` (locked in, 611.2c) with the LayerEffect fields
    # given; `until`: "end_of_turn" (the default) or "" (no duration: as long as it exists)
    "continuous": (frozenset({"what"}), frozenset({"until"}) | LAYER_EFFECT_KEYS),
    "exchange_control": (frozenset({"what"}), frozenset()),  # 701.10b: two permanents
    # 707.10: copy a spell on the stack; `new_targets`: its controller may choose new ones
    # `count`: that many copies (storm 702.40a: `count: storm`)
    # `except`: {set_colors: ...}: "except that the copy is red" (707.9b, 707.10; Fork)
    "copy_spell": (frozenset({"what"}), frozenset({"new_targets", "count", "except"})),
    "cascade": (frozenset(), frozenset()),  # 702.85a
    "madness_cast": (frozenset(), frozenset()),  # 702.35a: its owner may cast it (madness.py)
    "replicate_copies": (frozenset(), frozenset()),  # 702.56a: a copy per replicate paid
    "become_monarch": (frozenset(), frozenset({"who"})),  # 720: "you become the monarch"
    # 614.3 / 615.3: a replacement or prevention effect on `what` for the rest of the turn
    # ("If a creature dealt damage this way would die this turn, exile it instead")
    "add_replacement": (frozenset({"what", "replacement"}), frozenset()),
    "transform": (frozenset({"what"}), frozenset()),  # 701.28: turn a double-faced permanent over
    "flip": (frozenset({"what"}), frozenset()),  # 710: turn a flip permanent to its other half
    "class_level": (frozenset({"level"}), frozenset()),  # 717.2a: this Class's level becomes N
    # 701.37: exile this permanent and its meld partner, then meld them (713.2)
    "meld": (frozenset(), frozenset()),
    # remove `count` counters of `kind`; `or_sacrifice`: "If you can't, sacrifice it" (fading
    # 702.32a)
    "remove_counters": (frozenset({"kind", "what"}), frozenset({"count", "or_sacrifice", "all"})),
    # 122.5: `count` counters of `kind` from the object `from` onto the object `to`
    "move_counters": (frozenset({"kind", "from", "to"}), frozenset({"count"})),
    # "play it without paying its mana cost if able" (a card in exile; `suspend`: cast by its
    # suspend ability, a creature spell gains haste, 702.62a)
    "play_free": (frozenset({"what"}), frozenset({"suspend"})),
    # 701.43a: "Adapt N" (the source); 701.44a: "Amass N" (rules/keyword_effects.py)
    "adapt": (frozenset({"count"}), frozenset()),
    "amass": (frozenset({"count"}), frozenset()),
    # 401.5, 701.16a: look at the top `count` cards of your library, put `take` of them (`up_to`:
    # up to that many, matching `filter`; `reveal`ed) into your hand or onto the battlefield
    # (`to`, `tapped`), the rest on the bottom / in a random order / into the graveyard (`rest`)
    "proliferate": (frozenset(), frozenset()),  # 701.27a
    # "you may put a <filter> card from your hand onto the battlefield [tapped]"
    "put_from_hand": (frozenset({"filter"}), frozenset({"tapped"})),
    # 500.7: `who` (you) takes an extra turn after this one
    "extra_turn": (frozenset(), frozenset({"who"})),
    # 502.3: `what` doesn't untap during its controller's next untap step
    # yours: "your next untap step"; until: "for as long as ~ remains tapped" (611.2b)
    "skip_untap": (frozenset({"what"}), frozenset({"yours", "until"})),
    # 114.2: `who` (you) gets an emblem with the abilities of the token definition `name`
    "emblem": (frozenset({"name"}), frozenset({"who"})),
    # 701.42a surveil N, 701.33a bolster N (the controller); 701.40a explore, 701.47a connive
    # (`what`: the permanent that explores / connives); "return a land you control to its
    # owner's hand": `count` permanents matching `filter`, chosen as it resolves (400.3)
    # (effects/keyword_actions.py)
    "surveil": (frozenset({"count"}), frozenset()),
    "bolster": (frozenset({"count"}), frozenset()),
    "explore": (frozenset({"what"}), frozenset()),
    "connive": (frozenset({"what"}), frozenset()),
    "bounce_chosen": (frozenset({"filter"}), frozenset({"count"})),
    # 603.7: set up a delayed triggered ability that triggers `when` (DELAYED_WHEN) and then
    # carries out `effects`; `remember`: the objects they act on ("remembered" in `effects`,
    # 603.7c); `text`: the sentence that creates it (effects/keyword_actions.py)
    # exile `what`, then return the card in exile (a new object, 400.7) to the battlefield
    # under its owner's control (110.2) or `control: you`, `tapped`; `when: end_step`: at the
    # beginning of the next end step (a delayed trigger, 603.7); `that_card`: said "that card"
    "flicker": (frozenset({"what"}), frozenset({"control", "tapped", "when", "that_card"})),
    # 701.8: `who` discards every card in their hand; 701.20: `who` shuffles their graveyard
    # into their library
    "discard_hand": (frozenset(), frozenset({"who"})),
    "shuffle_graveyard": (frozenset(), frozenset({"who"})),
    "shuffle_hand_graveyard": (frozenset(), frozenset({"who"})),  # 701.20: Timetwister
    # 701.16a, 701.8: `who` reveals their hand; the controller chooses a card of it matching
    # `filter` and `who` discards it (`mana_value_after`: said after "from it")
    "choose_discard": (frozenset({"who"}), frozenset({"filter", "mana_value_after", "exile",
                                                     "until_leaves", "linked"})),
    # 702.16a: `what` gains protection from a colour its controller chooses as it resolves
    # (608.2d), until end of turn
    "protection_choice": (frozenset({"what"}), frozenset()),
    # 701.21: "Untap up to N lands": up to `count` permanents matching `filter`, chosen as it
    # resolves (608.2d)
    "untap_chosen": (frozenset({"filter", "count"}), frozenset()),
    # 701.21: the controller chooses, as it resolves, to tap `what` or to untap it
    "tap_or_untap": (frozenset({"what"}), frozenset()),
    # 406.1, 701.11a: exile every card in `who`'s graveyard ("Exile target player's graveyard",
    # "Exile all graveyards": each_player)
    "exile_graveyard": (frozenset({"who"}), frozenset()),
    # 610.3: exile `what` until the source leaves the battlefield (then it returns under its
    # owner's control, 610.3c; effects/keyword_actions.py)
    "exile_until": (frozenset({"what"}), frozenset()),
    # `first`: the sentence says when first ("At end of combat, ...")
    "delayed": (frozenset({"when", "effects"}), frozenset({"remember", "text", "first"})),
    # 401.4: the top cards put back in the order chosen (`who`: whose library; `graveyard`:
    # any number of them into the graveyard first); cards from the hand put on top
    "reorder_top": (frozenset({"count"}), frozenset({"who", "graveyard", "that_player"})),
    "hand_to_top": (frozenset({"count"}), frozenset()),
    # 601.3: the top cards exiled, playable this turn (`wording`, `it`: the printed words)
    "exile_top_playable": (frozenset({"count"}), frozenset({"wording", "it"})),
    "look_at_top": (frozenset({"count", "take"}),
                    frozenset({"up_to", "filter", "reveal", "to", "tapped", "rest",
                               "reveal_all", "all", "one_left"})),
}

# 603.7: when a delayed triggered ability triggers: "at the beginning of the next end step",
# "... of the next turn's upkeep" (whoever's turn it is), "at end of combat" (511.1: the next
# end of combat step)
DELAYED_WHEN = ("end_step", "next_upkeep", "end_of_combat")


def _delayed_effect(ctx: _Ctx, where: str, params: dict[str, Any],
                    condition: Condition | None, may: bool) -> Effect:
    """603.7: `delayed` keeps the delayed trigger it sets up as canonical JSON (its DSL, as a
    granted trigger is kept, 613.1f), validated here."""
    import json

    if params.get("when") not in DELAYED_WHEN:
        raise ctx.fail(f"{where}.delayed.when", f"must be one of {list(DELAYED_WHEN)}")
    effects = params["effects"]
    if isinstance(effects, str):  # (Effect.to_dict gives the trigger's JSON back)
        effects = json.loads(effects)["effects"]
    trigger = {"event": "delayed", "text": str(params.get("text", "")), "effects": effects}
    parse_trigger(ctx, f"{where}.delayed", trigger)
    out: list[tuple[str, Any]] = [
        ("when", params["when"]),
        ("effects", json.dumps(trigger, sort_keys=True, separators=(",", ":")))]
    if "remember" in params:
        out.append(("remember", _freeze(ctx, f"{where}.delayed.remember", params["remember"])))
    if "text" in params:
        out.append(("text", str(params["text"])))
    if params.get("first"):
        out.append(("first", True))
    return Effect("delayed", tuple(out), condition, may)


# Amounts: an integer, "X", {"count": filter} (the number of permanents matching), or a
# variable amount (cards/amounts.py: counted in a zone, an object's power, counters...).
# Duration of pump/grant: until end of turn (the only one the built-in cards need so far).


# --------------------------------------------------------------------------- costs


REMOVE_X = -1  # Cost.remove_counters' count for "Remove X ... counters"


@dataclass(frozen=True, slots=True)
class Cost:
    """The cost of an activated ability (602.1a, 118): mana plus additional parts."""

    mana: ManaCost = ManaCost()
    tap: bool = False  # {T} (107.5)
    untap: bool = False  # {Q}
    sacrifice_self: bool = False
    pay_life: int = 0
    discard: int = 0
    discard_self: bool = False  # "Discard this card" (cycling, 702.29a)
    sacrifice: Filter | None = None  # "Sacrifice a creature": another permanent you choose
    # "Remove a +1/+1 counter from ~" (118.3): (kind, count); count REMOVE_X for "Remove X
    # ... counters", X announced as it is activated (107.3, 602.2b: the ability's X)
    remove_counters: tuple[str, int] | None = None
    discard_filter: Filter | None = None  # what the discarded cards must be ("a land card")
    exile_graveyard: int = 0  # exile this many other cards from your graveyard (escape)
    # 702.122a: "Tap any number of other untapped creatures you control with total power N or
    # greater" (crew N): N; the creatures are chosen as it is activated (rules/casting.py)
    crew: int = 0
    # 118.3 / 602.1a: more costs of activated abilities (rules/ability_costs.py)
    sacrifice_count: int = 1  # "Sacrifice two artifacts": how many `sacrifice` matches
    # "Exile ~" (from the zone it is activated in; scavenge's "Exile this card from your
    # graveyard", 702.97a: the card exiled is remembered by the ability, rules/casting.py)
    exile_self: bool = False
    exile_filter: Filter | None = None  # "Exile a creature card from your graveyard"
    discard_random: bool = False  # "Discard a card at random" (`discard` cards, 701.8)
    discard_hand: bool = False  # "Discard your hand"
    return_self: bool = False  # "Return ~ to its owner's hand"
    # "Return a land you control to its owner's hand": `return_count` permanents you control
    return_filter: Filter | None = None
    return_count: int = 0
    # "Tap an untapped creature you control": `tap_count` untapped permanents you control
    # (the source too unless "another"; summoning sickness doesn't matter, 302.6)
    tap_filter: Filter | None = None
    tap_count: int = 0
    mill: int = 0  # "Mill a card" (701.13)
    # 702.49a: "Return an unblocked attacking creature you control to its owner's hand"
    # (ninjutsu; the creature is chosen as it is activated, rules/ninjutsu.py)
    return_unblocked: bool = False
    energy: int = 0  # "Pay {E}{E}": remove that many energy counters from yourself (107.14)


@dataclass(frozen=True, slots=True)
class SelfCostReduction:
    """601.2f: the spell's own "This spell costs {`less`} less to cast for each [`per`, a
    cards/amounts.Amount]" or "... less to cast if [`condition`]" (rules/costs.py); it reduces
    only the generic part of the cost."""

    less: int
    per: Any = None
    condition: Condition | None = None


ALT_COST_KINDS = (
    "evoke",  # 702.74a: when it enters, if evoked, its controller sacrifices it
    "spectacle",  # 702.137a: only if an opponent lost life this turn
    "surge",  # 702.117a: only if you cast another spell this turn
    "dash",  # 702.109a: it has haste and returns to its owner's hand at the next end step
    "overload",  # 702.96a: "target" becomes "each" (rules/overload.py)
    "madness",  # 702.35a: cast from exile as its madness trigger resolves (rules/madness.py)
    "bestow",  # 702.103: cast as an Aura with enchant creature (bestowed_card)
    "escape",  # 702.138a: cast from the graveyard, exiling `exile` other cards from it
    "free",  # "you may cast it without paying its mana cost" (118.9)
    # 702.119a: and sacrifice a creature (chosen as CastSpell.additional, 702.119b); the
    # total cost is reduced by its mana value (rules/costs.py)
    "emerge",
    # 702.143a: cast from exile after the turn it was foretold (the special action of the
    # card's hand ability with `foretell`, rules/foretell.py)
    "foretell",
)


@dataclass(frozen=True, slots=True)
class AltCost:
    """An alternative cost (118.9, 601.2b): paid instead of the mana cost."""

    kind: str
    mana: ManaCost = ManaCost()
    exile: int = 0  # escape: and exile this many other cards from your graveyard (702.138a)


# --------------------------------------------------------------------------- abilities


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell or ability (700.2)."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (or a modal "choose one")."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    modes: tuple[Mode, ...] = ()  # modal spells (700.2)
    choose: int = 1  # how many modes ("choose two"), at most
    # 700.2: the fewest modes the caster may choose ("choose one or both", "choose one or
    # more"); 0 means exactly `choose`
    choose_min: int = 0

    def mode_counts(self) -> range:
        """How many modes may be chosen (700.2)."""
        return range(self.choose_min or self.choose, self.choose + 1)


# 602.5b: when an activated ability may be activated, beyond 602.2 (the printed restriction
# after "Activate only ..."; rules/ability_costs.TIMING_TEXT has the wordings)
ACTIVATION_TIMINGS = ("your_upkeep", "any_upkeep", "your_turn", "opponent_turn",
                      "your_turn_before_attackers", "combat", "declare_blockers",
                      "instant")  # 602.5e: "as an instant", the usual timing


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """`[Cost]: [Effect.]` (602.1). A mana ability (605.1a) has `mana` set and no targets."""

    cost: Cost
    text: str
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    mana: tuple[str, ...] = ()  # mana added by a mana ability ("G", "C"...)
    any_color: int = 0  # mana ability that adds this many mana of any one colour
    # "Add one mana of the chosen color": the color its source chose as it entered (614.12a)
    chosen_color: bool = False
    sorcery_speed: bool = False  # "Activate only as a sorcery" (602.5d)
    once_each_turn: bool = False  # "Activate only once each turn" (602.5b)
    # 702.142a: a boast ability: "Activate only if this creature attacked this turn and only
    # once each turn" (`once_each_turn` is set with it)
    boast: bool = False
    # 702.57a-b: a forecast ability: activated from the hand, revealing the card, only during
    # its owner's upkeep and only once each turn (`once_each_turn` and `zone: hand` with it)
    forecast: bool = False
    only_if: Condition | None = None  # "Activate only if <condition>" (602.5b)
    loyalty: int | None = None  # loyalty abilities (606)
    zone: str = "battlefield"  # where it can be activated from (hand: cycling, 702.29a)
    # 602.5b: "Activate only during your upkeep" and the like (ACTIVATION_TIMINGS, checked by
    # rules/ability_costs.timing_problem) and "Activate no more than N times each turn"
    timing: str = ""
    max_per_turn: int = 0
    # A Class's level bar "[Cost]: Level N" (717.2a): N; activate only if the Class is level
    # N-1 and only as a sorcery (rules/faces.py)
    class_level: int = 0
    # 702.62a, 116.2f: a card's suspend: not an ability but a special action done from the
    # hand whenever the card could begin to be cast; it exiles the card with this many time
    # counters and doesn't use the stack (rules/keyword_abilities.py)
    suspend: int = 0
    # 702.143a-b: a card's foretell: the special action of paying {2} and exiling it from the
    # hand face down, any time its owner has priority during their turn (rules/foretell.py)
    foretell: bool = False
    # 613.1f: an ability a continuous effect grants, not printed: its DSL as canonical JSON
    # (dsl.granted_ability); "" for a printed ability
    granted: str = ""
    # 106.6: "Spend this mana only to cast ... [or activate abilities of ...]": the restriction
    # its mana carries, canonical JSON of {cast: <spell filter>, activate: <source filter>}
    # (rules/spend.py); "" for mana anyone may spend
    spend_only: str = ""

    @property
    def is_mana_ability(self) -> bool:
        """605.1a: no target, could add mana, not a loyalty ability."""
        return bool(self.mana or self.any_color or self.chosen_color) and not self.targets \
            and self.loyalty is None


TRIGGER_EVENTS = (
    "exploits",  # "When ~ exploits a creature" (702.110b)
    "enters",  # "When ~ enters the battlefield" (603.6a)
    "dies",  # "When ~ dies" (700.4, 603.10a)
    "leaves",  # "When ~ leaves the battlefield"
    "upkeep",  # "At the beginning of your upkeep" (503.1)
    "each_upkeep",  # "At the beginning of each upkeep"
    "end_step",  # "At the beginning of your end step"
    "gain_life",  # "Whenever you gain life"
    "another_enters",  # "Whenever another <filter> enters the battlefield [under your control]"
    "creature_dies",  # "Whenever a/another <filter> dies"
    "cast_spell",  # "Whenever you cast a <filter> spell"
    "attacks",  # "Whenever ~ attacks" (508.1m)
    "blocks",  # "Whenever ~ blocks" (509.1i)
    "becomes_blocked",  # "Whenever ~ becomes blocked" (509.1i)
    "combat_damage_to_player",  # "Whenever ~ deals combat damage to a player" (510.3a)
    "draw_card",  # "Whenever you draw a card"
    "delayed",  # a delayed triggered ability (603.7), set up by the card's own effect
    "put_into_graveyard",  # "When ~ is put into a graveyard from anywhere"
    "opponent_upkeep",  # "At the beginning of each opponent's upkeep"
    "each_end_step",  # "At the beginning of each end step"
    "begin_combat",  # "At the beginning of combat on your turn" (507.1)
    "cycle",  # "When you cycle ~" (702.29)
    "dealt_damage",  # "Whenever ~ is dealt damage"
    "unblocked",  # "Whenever ~ attacks and isn't blocked" (509.1h)
    "put_into_graveyard_from_battlefield",  # "When ~ is put into a graveyard from the battlefield"
    "any_player_casts",  # "Whenever a player casts a <filter> spell"
    "cast_self",  # "When you cast this spell" (cascade, 702.85a)
    "madness_exiled",  # "When this card is exiled this way" (madness, 702.35a)
    "becomes_target_of_spell",  # "Whenever ~ becomes the target of a spell" (the spell's
    # controller is remembered: "that spell's controller" is `remembered`)
    "chapter",  # a Saga's chapter ability "{rN}—[Effect]" (715.2b); `chapter` is N
    "becomes_level",  # "When this Class becomes level N" (717.2a); `level` is N
    # "Whenever a creature you control attacks alone" (506.5, exalted 702.83a): the attacker
    # is remembered
    "attacks_alone",
    "becomes_tapped", "becomes_untapped",  # "Whenever ~ becomes (un)tapped" (701.21)
    # "Whenever ~ deals damage to a player / an opponent" (120.3); the player is remembered
    "damage_to_player", "damage_to_opponent",
    "opponent_draws",  # "Whenever an opponent draws a card" (121.1); that player remembered
    "discard", "opponent_discards",  # "Whenever you / an opponent discard(s) a card" (701.8)
    "creature_attacks",  # "Whenever a <filter> attacks" (508.1m); the attacker is remembered
    "opponent_end_step",  # "At the beginning of each opponent's end step" (513.1)
    "each_begin_combat",  # "At the beginning of each combat" (507.1)
    "draw_step", "each_draw_step",  # "At the beginning of your / each player's draw step" (504.1)
    "main1", "each_main1",  # "... of your / each player's precombat main phase" (505.1)
    "each_end_of_combat",  # "At end of combat" (511.1)
    "deals_damage",  # "Whenever ~ deals damage" (120.1)
    # "Whenever enchanted/equipped creature attacks / deals combat damage to a player"
    # (303.4, 301.5); the player is remembered
    "attached_attacks", "attached_combat_damage_to_player",
    # "Whenever a <filter> deals combat damage to a player" (510.3a); the player is remembered
    "creature_combat_damage_to_player",
    # "Whenever ~ becomes blocked by a <filter>" (509.1i): once per blocker, remembered
    "becomes_blocked_by",
    # "Whenever you attack" / "Whenever one or more <filter> you control attack": once for
    # the attackers declared (508.1)
    "you_attack", "creatures_attack",
    "turned_face_up",  # "When ~ is turned face up" (702.37e, 708.8)
    # "At the beginning of your upkeep" of a card in exile (suspend 702.62a)
    "suspended_upkeep",
    # "When the last time counter is removed from this card/permanent" (702.62a, 702.63a)
    "last_time_counter_removed",
    # "Whenever ~ becomes the target of a spell or ability an opponent controls" (ward,
    # 702.21a): that spell or ability is `remembered`
    "becomes_target_by_opponent",
    # (trig, issue 11) "Whenever enchanted/equipped <creature> <verb>" (303.4, 301.5): the
    # permanent it is attached to; `filter` names what it is ("enchanted land"). "dies" and
    # "leaves" look back in time (603.10a); "that player" is remembered for the damage ones
    "attached_dies", "attached_leaves", "attached_becomes_tapped", "attached_becomes_untapped",
    "attached_deals_damage", "attached_dealt_damage", "attached_blocks",
    "attached_becomes_blocked", "attached_unblocked", "attached_damage_to_player",
    "attached_damage_to_opponent", "attached_becomes_target",
    # "At the beginning of the upkeep / end step of enchanted creature's controller": that
    # player is remembered (503.1, 513.1)
    "attached_controller_upkeep", "attached_controller_end_step",
    # "Whenever ~ deals (combat) damage to a creature": that creature is remembered (120.3e)
    "damage_to_creature", "combat_damage_to_creature",
    "becomes_target",  # "Whenever ~ becomes the target of a spell or ability" (115.1)
    "attacks_alone_self",  # "Whenever ~ attacks alone" (506.5)
    "attacks_with_two_others",  # "Whenever ~ and at least two other creatures attack" (508.1)
    # "Whenever a <filter> attacks you [or a planeswalker you control]" (508.1m); remembered
    "creature_attacks_you", "creature_attacks_you_or_planeswalker",
    "creature_becomes_blocked",  # "Whenever a <filter> becomes blocked" (509.1h); remembered
    # "Whenever one or more <filter> deal combat damage to a player" (510.3a): once per player
    "creatures_combat_damage_to_player",
    # "Whenever you / an opponent lose(s) life" (119.3, 120.3a); "an opponent gains life"
    "lose_life", "opponent_loses_life", "opponent_gains_life",
    # "Whenever you cycle a card", "Whenever a player cycles a card", "Whenever you cycle or
    # discard a card" (702.29)
    "you_cycle", "player_cycles", "cycle_or_discard",
    # "Whenever one or more <kind> counters are put on ~" (122.6): `filter.has_counter` is the
    # kind
    "counters_put_on_self",
    # "Whenever you cast your Nth spell each turn", "Whenever an opponent casts their Nth spell
    # each turn", "Whenever you draw your Nth card each turn" (`nth` is N)
    "cast_nth_spell", "opponent_casts_nth_spell", "draw_nth_card",
    # "Whenever a creature blocks" (509.1i), "Whenever a <filter> becomes tapped" (701.21a),
    # "Whenever a permanent you control is turned face up" (702.37e): that object remembered
    "creature_blocks", "permanent_becomes_tapped", "permanent_turned_face_up",
    # "Whenever a <filter> deals (combat) damage to you" (120.3a): the source remembered;
    # "Whenever you're dealt damage"; "Whenever ~ deals combat damage to an opponent" (510.3a)
    "damage_to_you_by", "combat_damage_to_you_by", "you_dealt_damage", "combat_damage_to_opponent",
    # "At the beginning of combat on each opponent's turn" (507.1), "... of your postcombat
    # main phase" (505.1)
    "opponent_begin_combat", "main2",
    # "Whenever you / an opponent / a player sacrifice(s) a <filter>" (701.17a; the filter's
    # types, subtypes, token, other), "When you sacrifice ~"
    "you_sacrifice", "opponent_sacrifices", "player_sacrifices", "sacrifice_self",
    # "Whenever ~ deals combat damage to a player or planeswalker" (510.3a); "When ~ is put
    # into your graveyard from the battlefield" (you own it, 404.2)
    "combat_damage_to_player_or_planeswalker", "put_into_your_graveyard_from_battlefield",
    # (trig, session 5) "Whenever a <filter> enters the battlefield" that sees the permanent
    # itself enter too (603.6a); the permanent is remembered
    "permanent_enters",
    # "Whenever a <filter> dies / is put into [your / an opponent's] graveyard from the
    # battlefield" (700.4, 404.2): the filter is matched as the permanent last existed (603.10a)
    "permanent_dies", "permanent_to_graveyard", "permanent_to_your_graveyard",
    "permanent_to_opponent_graveyard",
    # "Whenever you cast or copy a <filter> spell" (magecraft, 207.2c; 707.10: a copy is put
    # on the stack, not cast)
    "cast_or_copy_spell",
    # "Whenever a creature dealt damage by ~ this turn dies" (120.1, 700.4)
    "damaged_by_self_dies",
    # "Whenever ~ deals / is dealt combat damage", "Whenever equipped creature deals combat
    # damage" (510.2); "When ~ enters the battlefield untapped" (110.5); "Whenever ~ attacks
    # for the first time each turn" (508.1m)
    "deals_combat_damage", "dealt_combat_damage", "attached_deals_combat_damage",
    "enters_untapped", "attacks_first_time",
    # "Whenever a player discards a card" (701.8); "Whenever you / an opponent / a player
    # play(s) a land" (305.1): that player is remembered
    "player_discards", "you_play_land", "opponent_plays_land", "player_plays_land",
    # "Whenever you cast a <filter> spell during an opponent's turn", "... your first spell
    # during each opponent's turn" (601.2i)
    "cast_spell_their_turn", "cast_first_spell_their_turn",
    # state triggers (603.8): "When you control no <filter>", "When there are no <filter> on
    # the battlefield"; they trigger again only once the ability has left the stack
    "state_you_control_none", "state_none_on_battlefield",
    # "Whenever a <kind> counter is put on ~" (122.6): once for each counter
    "counter_put_on_self",
    # "Whenever a [<type>] card is put into [your / an opponent's / a] graveyard from anywhere"
    # (the owner's graveyard, 404.2)
    "card_to_graveyard", "card_to_your_graveyard", "card_to_opponent_graveyard",
    "cast_kicked_spell",  # "Whenever you cast a kicked spell" (702.33)
    "phases_in", "phases_out",  # "Whenever ~ phases in / out" (702.26b-c; out: 603.10b)
    # "Whenever you cast a <filter> spell from your graveyard / hand", "Whenever a player / an
    # opponent casts a <filter> spell from a graveyard / their hand" (601.2a); the caster is
    # remembered for the others
    "cast_from_graveyard", "cast_from_hand", "any_player_casts_from_graveyard",
    "any_player_casts_from_hand",
    # "Whenever another <filter> leaves the battlefield" (603.6c): as it last existed (603.10a)
    "permanent_leaves",
    "transforms_into",  # "Whenever this creature transforms into ~" (701.28)
    # "Whenever one or more <filter> attack you" (508.1, 506.3): once for the attackers declared
    "creatures_attack_you",
    # (trig, session 6; rules/trigger_events_batch.py) 603.2c: "Whenever [you attack with] N
    # or more <filter> ..." triggers once for all the objects of one event (`nth` is N)
    "you_attack_with", "permanents_enter", "creatures_die", "cards_into_your_graveyard",
    "cards_into_opponent_graveyard", "cards_into_a_graveyard", "cards_milled_into_your_graveyard",
    "cards_leave_your_graveyard",
    # "Whenever one or more <kind> counters are put on a <filter>" (122.6: the kind is the
    # filter's has_counter; each permanent remembered); "Whenever you / an opponent / a player
    # discard(s) a <filter> card" (701.8; the player remembered)
    "counters_put_on_permanent", "you_discard_a", "opponent_discards_a", "player_discards_a",
    # "Whenever a source [an opponent controls / you control] deals damage to ~ / you" (120.3):
    # each damage event, the source remembered ("that source's controller"), its amount
    "source_damage_to_self", "source_damage_to_you",
    # "Whenever a <filter> becomes the target of a spell or ability [an opponent controls /
    # you control]", "... of a spell [an opponent controls]", "... of an instant or sorcery
    # spell" (115.1): each permanent targeted, remembered
    "permanent_targeted", "permanent_targeted_by_opponent", "permanent_targeted_by_you",
    "permanent_targeted_by_spell", "permanent_targeted_by_opponent_spell",
    "permanent_targeted_by_instant_sorcery",
    # 303.4, a Curse's "enchanted player": "At the beginning of enchanted player's upkeep /
    # draw step / end step", "Whenever enchanted player draws a card / casts a <filter>
    # spell", "Whenever a <filter> enters the battlefield under enchanted player's control"
    # (the player remembered); "Whenever a <filter> attacks / deals combat damage to
    # enchanted player" (the creature remembered)
    "enchanted_player_upkeep", "enchanted_player_draw_step", "enchanted_player_end_step",
    "enchanted_player_draws", "enchanted_player_casts", "enters_under_enchanted_player",
    "creature_attacks_enchanted_player", "combat_damage_to_enchanted_player",
)
NTH_EVENTS = ("cast_nth_spell", "opponent_casts_nth_spell", "draw_nth_card")
AT_LEAST_EVENTS = ("you_attack_with", "permanents_enter", "creatures_die",
                   "cards_into_your_graveyard", "cards_into_opponent_graveyard",
                   "cards_into_a_graveyard", "cards_milled_into_your_graveyard",
                   "cards_leave_your_graveyard")


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """`When/Whenever/At [event], [effect].` (603.1)."""

    event: str
    text: str
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False  # "you may" (603.5)
    # for another_enters / creature_dies / cast_spell; for blocks, the creature it blocks
    filter: Filter = Filter()
    # 603.4: an intervening "if you control a <filter>" clause, checked when the ability
    # triggers and again as it resolves
    if_you_control: Filter | None = None
    chapter: int = 0  # event "chapter": the chapter number N (715.2a)
    level: int = 0  # event "becomes_level": "When this Class becomes level N" (717)
    condition: Condition | None = None  # an intervening "if" clause (603.4)
    granted: str = ""  # 613.1f: granted by a continuous effect: its DSL (as ActivatedAbility)
    nth: int = 0  # NTH_EVENTS: "your second spell each turn" is 2; AT_LEAST_EVENTS: the N


STATIC_KINDS = ("anthem", "max_counters", "max_attackers", "max_blockers",
                "enters_tapped",  # "~ enters the battlefield tapped." (614.1c)
                "enters_with_counters",  # "~ enters with N (or X) +1/+1 counters" (614.1c)
                "counters_exile",  # Guile: "...would counter a spell, instead exile it..." (614.1a)
                # 604, 611.3: a continuous effect in the layers (613) named by `effect`
                "continuous",
                # 707.5 / 614.1c: "You may have ~ enter the battlefield as a copy of any
                # [filter] on the battlefield"
                "enter_as_copy",
                # 614.12: "As ~ enters the battlefield, choose a creature type." (`choice`)
                "as_enters_choose",
                "spell_cost",  # "Noncreature spells cost {1} more to cast" (601.2f)
                # "Creature spells you control can't be countered." (101.2), from the
                # battlefield: the spells matching `filter` (controller: the static's)
                "spells_cant_be_countered",
                # players (`whose`: you / opponent / any, from the controller's side):
                # "You have hexproof." (702.11c, 702.18a: `keywords`), "You have no maximum
                # hand size." and "Your maximum hand size is reduced by N." (402.2, `amount`)
                "player_keywords", "no_maximum_hand_size", "hand_size",
                "cant_gain_life",  # "Players can't gain life." (119.7)
                # "You may play an additional land on each of your turns." (305.2: `amount`)
                "additional_lands",
                # "You may cast creature spells as though they had flash." (601.3b): the
                # spells matching `filter` (rules/restrictions.py)
                "cast_as_though_flash",
                # "<players> can't cast <spells matching filter> [as long as ...]": with
                # `max_count`, no more than that many of them each turn (101.2, 604.1)
                "cant_cast",
                "cant_be_countered",  # "This spell can't be countered." (101.2: a spell or
                # ability that would counter it does nothing to it)
                "level",  # a leveler's level symbol (711.2): base P/T and abilities by level
                # "If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a)
                "graveyard_exile",
                # "Creatures with swampwalk can be blocked as though they didn't have
                # swampwalk." (702.14: the landwalk `keywords` stop no block)
                "blockable_despite")
STATIC_AFFECTS = ("filter", "enchanted", "equipped", "self")
# the zone of the objects a "continuous" static affects; "all": every zone (Conspiracy's
# "creature spells you control and creature cards you own that aren't on the battlefield")
STATIC_ZONES = ("battlefield", "graveyard", "all")
ENTER_CHOICES = ("creature_type",)
STATIC_CONDITIONS = ("", "not_attacking_or_blocking")


# 509.1b: restrictions on blocks that name the other creature by a quality: the affected
# creature "can't be blocked by <other>", "can't be blocked except by <other>", or "can't
# block <other>" (an anthem's `restrictions`, rules/combat.py)
BLOCK_RESTRICTION_KINDS = ("cant_be_blocked_by", "cant_be_blocked_except_by", "cant_block")
# 508.1c: "can't attack you" / "can't attack you or planeswalkers you control", "you" being the
# static ability's controller (rules/restrictions.attack_forbidden); their filter is empty
ATTACK_RESTRICTION_KINDS = ("cant_attack_you", "cant_attack_you_or_planeswalkers")
# 508.1c, 509.1b: restrictions judged by what the defending player controls (the filter):
# "~ can't be blocked as long as defending player controls an artifact", "~ can't attack
# unless defending player controls a blue permanent", "~ can't attack if defending player
# controls an untapped land" (rules/restrictions.py)
DEFENDER_RESTRICTION_KINDS = ("cant_be_blocked_if_defender_controls",
                              "cant_attack_unless_defender_controls",
                              "cant_attack_if_defender_controls")


@dataclass(frozen=True, slots=True)
class BlockRestriction:
    """509.1b: a restriction on blocks between the creature an anthem affects and another
    creature matching `other` (judged from the anthem controller's point of view)."""

    kind: str
    other: Filter = Filter()


UNTARGETABLE_BY = ("spells", "abilities", "spells_or_abilities")


@dataclass(frozen=True, slots=True)
class Untargetable:
    """115.4-like restriction from a static ability: the affected objects "can't be the
    target of" spells and/or abilities (`by`), only those an opponent of the ability's
    controller controls (`opponents`), only spells / sources with the quality `quality`
    ("blue or black spells", "abilities from red sources")."""

    by: str
    opponents: bool = False
    quality: Filter = Filter()


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (604): a continuous effect while the permanent is on the battlefield."""

    kind: str
    filter: Filter = Filter()
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    counter_kind: str = ""
    max_count: int = 0
    # Which objects an "anthem" affects: those matching `filter`, the permanent this Aura
    # enchants (303.4), or the permanent itself; `condition` turns it on and off.
    affects: str = "filter"
    condition: str = ""
    when: Condition | None = None  # "as long as ..." (611.3a): applies only while it holds
    unless: Condition | None = None  # enters_tapped "unless ..." (614.1c)
    counts_x: bool = False  # enters_with_counters: X counters, X as the spell was cast
    # "continuous" (and "anthem", whose power/toughness/keywords it holds): what it does
    effect: LayerEffect = _NO_EFFECT
    cda: bool = False  # a characteristic-defining ability (604.3): functions in every zone
    zone: str = "battlefield"  # the zone of the objects it affects ("cards in graveyards")
    choice: str = ""  # as_enters_choose: what is chosen ("creature_type")
    # kind "level" (711.2a-b): with at least `level_from` level counters (and at most
    # `level_to`, 0 for "N+"), base power and toughness `power`/`toughness` and `keywords`
    level_from: int = 0
    level_to: int = 0
    # spell_cost (601.2f): spells matching `filter` cost `amount` more (negative: less) generic
    # mana; `whose`: "any" spells, those "you" cast, those your opponents cast.
    # enters_tapped (`unless_pay_life` in the DSL): "As ~ enters the battlefield, you may pay
    # `amount` life. If you don't, it enters the battlefield tapped." (614.12)
    amount: int = 0
    whose: str = "any"
    restrictions: tuple[BlockRestriction, ...] = ()  # anthem: restrictions on blocks (509.1b)
    # anthem: "its activated abilities can't be activated" (602.5): "all", or "nonmana"
    # ("... unless they're mana abilities", 605.1a)
    no_activation: str = ""
    untargetable: Untargetable | None = None  # anthem: "can't be the target of ..."
    # anthem with an ATTACK_RESTRICTION_KINDS restriction: "... unless their controller pays
    # {2} for each creature they control that's attacking you": a cost to attack per creature
    # (508.1h, rules/restrictions.attack_cost) instead of a prohibition
    attack_cost: str = ""


# --------------------------------------------------------------------------- replacement effects

# What a replacement or prevention effect watches (614.1, 615.1; rules/replacement.py):
REPLACEMENT_EVENTS = (
    "move",  # any zone change of the affected object ("would leave the stack", 702.34a)
    "to_graveyard",  # "would be put into a graveyard [from `zone_from`]"
    "die",  # "would die" (700.4)
    "leave_battlefield",  # "would leave the battlefield"
    "destroy",  # "would be destroyed" (701.7; regeneration 701.15)
    "enters",  # "enters the battlefield tapped / with counters / as ~ enters, choose" (614.1c-d)
    "damage",  # "would deal damage" / "would be dealt damage" (614.2, 615)
    "gain_life",  # "would gain life"
    "draw",  # "would draw a card" (614.11)
    "counter",  # "would counter a spell" (Guile, 614.1a)
    "draw_step",  # "Skip your draw step" (614.1b, 614.10)
    "put_counters",  # "if one or more [`counter_kind`] counters would be put on ..." (614.16)
    "create_tokens",  # "if an effect would create one or more tokens under your control" (614.16)
    "no_prevention",  # a marker: "damage can't be prevented this turn" (615.12)
)
# What happens instead:
REPLACEMENT_ACTIONS = (
    "exile", "hand", "graveyard", "library", "library_bottom",  # the object goes there instead
    "exile_may_cast",  # Guile: exile the countered spell; its controller may cast it
    "skip",  # nothing happens (614.1b)
    "regenerate",  # 701.15a
    "tapped", "untapped", "counters", "choose",  # how a permanent enters (614.1c-d, 614.12)
    "prevent",  # 615: all of it, or `amount` of it
    "redirect",  # 614.9: the damage is dealt to `redirect_to` instead (all, or `amount` of it)
    "double", "add",  # "twice that much", "that much plus `amount`"
    "draw_instead", "gain_life_instead", "return_from_graveyard",  # the event becomes another
)
# only if the permanent's spell was kicked (702.33d) / escaped (702.138b-c)
REPLACEMENT_CONDITIONS = ("", "kicked", "escaped")
# "attached": the permanent the source Aura or Equipment is attached to ("enchanted creature",
# 303.4, 301.5); as a damage `source` too ("damage that would be dealt by enchanted creature")
REPLACEMENT_AFFECTS = ("self", "filter", "you", "opponent", "any", "each_player", "shield",
                       "attached")
# "color_except_G": "choose a color other than green" (kept as the "color" chosen, 614.12a)
REPLACEMENT_CHOICES = ("", "color", "creature_type", "player", "opponent",
                       *(f"color_except_{c}" for c in "WUBRG"))


@dataclass(frozen=True, slots=True)
class ReplacementSpec:
    """A replacement or prevention effect (614, 615): the event it watches, whom it affects
    (`affects`: the object itself, objects matching `filter`, players "you" / "opponent", any;
    "shield" for an effect on one object or player made by a resolving spell), for damage the
    source (`source`: "any", "self", "filter" with `source_filter`, "shield"), and what happens
    instead."""

    event: str
    instead: str
    text: str = ""
    affects: str = "self"
    filter: Filter = Filter()
    source: str = "any"
    source_filter: Filter = Filter()
    amount: int = 0  # prevent N (0: all), add N, enters with N counters (-1: X)
    counter_kind: str = ""
    choice: str = ""  # "as ~ enters, choose a ..." (614.12a)
    zone_from: str = ""  # to_graveyard: only from this zone ("" from anywhere)
    combat_only: bool = False  # "combat damage"
    noncombat_only: bool = False  # "noncombat damage" (120.2b)
    # 615.5: "prevent that damage. Remove a +1/+1 counter from ~.": then a counter of this
    # kind is removed from the effect's source (even when the damage can't be prevented, 615.12)
    remove_counter: str = ""
    # 615.5: "You gain life equal to the damage prevented this way." (the effect's controller)
    gain_life_prevented: bool = False
    shuffle: bool = False  # to library: then shuffle it
    self_replacement: bool = False  # 614.15: applied before the others (616.1a)
    once: bool = False  # "the next time ...": used up when applied, lasting until then
    # "~ enters the battlefield tapped unless you control ..." (614.1c): the effect does
    # nothing when this condition holds as the permanent would enter
    unless: Condition | None = None
    condition: str = ""  # "kicked": "If ~ was kicked, it enters with ..." (702.33d, 614.1c)
    # redirect (614.9): to the source itself ("self"), what it is attached to ("attached"),
    # or, for a shield, the object or player it names ("shield")
    redirect_to: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            if v != getattr(_BLANK_REPLACEMENT, k):
                out[k] = v.to_dict() if isinstance(v, (Filter, Condition)) else v
        return out


_BLANK_REPLACEMENT = ReplacementSpec("", "")


def replacement_from_dict(d: dict[str, Any]) -> ReplacementSpec:
    return parse_replacement(_Ctx("replacement"), "replacement", d)


# --------------------------------------------------------------------------- the card


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics (109.3) and abilities. Shared by every object that is
    this card; objects refer to it by name."""

    name: str
    mana_cost: ManaCost = ManaCost()
    colors: str = ""  # WUBRG letters
    supertypes: tuple[Supertype, ...] = ()
    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: frozenset[str] = frozenset()
    text: str = ""
    spell: SpellAbility | None = None
    abilities: tuple[ActivatedAbility, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    statics: tuple[StaticAbility, ...] = ()
    is_token: bool = False
    # A token's identity (111.3: what defines it): two tokens of one name (111.4: its subtypes
    # and "Token") may be different tokens in the card data; the engine looks a token's
    # definition up by `key` (saved games, last known information). Empty: its name.
    token_key: str = ""
    type_line: str = ""
    enchant: TargetSpec | None = None  # an Aura's "Enchant [object]" (702.5a, 303.4a)
    flashback: ManaCost | None = None  # "Flashback [cost]" (702.34a)
    replacements: tuple[ReplacementSpec, ...] = ()  # replacement/prevention effects (614, 615)
    # Costs of casting it (601.2b, 601.2f; rules/costs.py):
    kicker: tuple[ManaCost, ...] = ()  # "Kicker {1}{G} and/or {2}{U}" (702.33a, 702.33c)
    multikicker: ManaCost | None = None  # "Multikicker {1}{W}" (702.33c)
    additional_cost: Cost | None = None  # "As an additional cost ..., sacrifice/discard/pay"
    buyback: ManaCost | None = None  # "Buyback {3}" (702.27a)
    entwine: ManaCost | None = None  # "Entwine {2}": all modes for an additional cost (702.42a)
    replicate: ManaCost | None = None  # "Replicate {1}{U}": paid any number of times (702.56a)
    affinity: Filter | None = None  # "Affinity for artifacts" (702.41a)
    self_cost: SelfCostReduction | None = None  # "This spell costs {1} less ... for each / if"
    alt_costs: tuple[AltCost, ...] = ()  # evoke, dash, spectacle, surge... (118.9)
    # Cards with several faces (709-717, see cards/faces.py). The card itself carries its
    # `layout` and its `faces`; a face carries the name of its card (`face_of`) and its index.
    layout: str = "normal"
    faces: tuple[CardDef, ...] = ()
    face_of: str = ""
    face_index: int = -1
    # The mana cost the mana value is computed from when it isn't this face's own: a
    # transforming card's back face uses its front face's (712.4b, 712.4d).
    value_cost: ManaCost | None = None
    fuse: bool = False  # 702.102a (on a split card)
    disturb: ManaCost | None = None  # "Disturb [cost]" (702.146a), on a transforming front face
    # Meld (713, 701.37): a meld card's partner and the combined face they meld into; the
    # combined face names the two cards it is made of (front faces)
    meld_pair: tuple[str, str] = ()
    melded_from: tuple[str, str] = ()
    bestowed: bool = False  # 702.103b: this card as a bestowed Aura (see bestowed_card)
    # cast from its owner's graveyard by discarding a card as an additional cost: "jump-start"
    # (702.133a: then exiled), "retrace" (702.81a: a land card)
    graveyard_cast: str = ""
    # "Morph [cost]" / "Megamorph [cost]" (702.37a-b): cast face down for {3} (rules/face_down.py)
    morph: ManaCost | None = None
    megamorph: bool = False
    # "Cast this spell only during combat and only if ..." (601.3): every condition must hold
    # for it to be cast (rules/cast_only.py)
    cast_only: tuple[Condition, ...] = ()

    @property
    def key(self) -> str:
        """What the card database finds this definition by: a token's `token_key`, else the
        name."""
        return self.token_key or self.name

    @property
    def mana_value(self) -> int:
        cost = self.value_cost if self.value_cost is not None else self.mana_cost
        return cost.mana_value

    @property
    def is_permanent_card(self) -> bool:
        return not (CardType.INSTANT in self.types or CardType.SORCERY in self.types)


GRAVEYARD_CASTS = ("jump-start", "retrace")
# 702.133a / 702.81a: the additional cost of casting it from the graveyard
GRAVEYARD_CAST_COSTS = {"jump-start": Cost(discard=1),
                        "retrace": Cost(discard=1, discard_filter=Filter(types=("Land",)))}

_BESTOWED: dict[str, CardDef] = {}


def bestowed_card(card: CardDef) -> CardDef:
    """702.103b: a spell cast bestowed "becomes an Aura enchantment and gains enchant
    creature" (it is not a creature, so has no creature types, 205.3d), until it ceases to be
    bestowed (702.103e-f): the card as that Aura."""
    done = _BESTOWED.get(card.name)
    if done is None or done.text != card.text:
        done = _BESTOWED[card.name] = _replace_card(
            card, types=(CardType.ENCHANTMENT,), subtypes=("Aura",),
            enchant=TargetSpec("creature"), bestowed=True, type_line="Enchantment — Aura")
    return done


def _replace_card(card: CardDef, **changes: Any) -> CardDef:
    from dataclasses import replace

    return replace(card, **changes)


# --------------------------------------------------------------------------- parsing


# 502.3: "You may choose not to untap ~ during your untap step." (an ability of the permanent:
# "loses all abilities" removes it, 613.1f)
MAY_NOT_UNTAP = "may choose not to untap during its controller's untap step"
# 510.1a, 510.1c: "You may have ~ assign its combat damage as though it weren't blocked."
# (an ability of the creature; rules/combat_damage.py)
AS_THOUGH_UNBLOCKED = "may assign its combat damage as though it weren't blocked"
KNOWN_KEYWORDS = frozenset({
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "trample", "vigilance",
    "shroud", "fear", "intimidate", "prowess",
    "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",  # 702.14
    "delve", "convoke", "improvise",  # ways to pay a spell's cost (702.66, 702.51, 702.126)
    "cascade",  # 702.85a
    "daybound", "nightbound",  # 702.145 (on a transforming card's faces; rules/faces.py)
    "shadow", "horsemanship", "infect", "wither",  # rules/keyword_abilities.py
    "exalted", "storm", "flanking",  # triggered: cards/keyword_dsl.py adds their abilities
    "undying", "persist",  # 702.93a, 702.79a: their triggers are added (rules/undying.py)
    "phasing",  # 702.26a: the untap step's phasing (rules/phasing.py)
    # triggered keywords cards/keyword_dsl.py expands (rules/keyword_effects.py): battle cry
    # 702.91a, dethrone 702.105a, extort 702.101a, evolve 702.100a, mentor 702.134a
    "battle cry", "dethrone", "extort", "evolve", "mentor",
    "split second",  # 702.61a (rules/keyword_abilities.py, rules/casting.py)
    "skulk",  # 702.118b (rules/keyword_abilities.py)
    "ingest",  # 702.115a (cards/keyword_dsl.py)
    "rebound",  # 702.88a (rules/rebound.py)
    "riot", "unleash",  # 702.136a, 702.98a (choices as it enters, cards/keyword_dsl.py)
    "exploit",  # 702.110a
    "living weapon",  # 702.92a
    "totem armor",  # 702.89a (rules/totem_armor.py)
    "melee", "training",  # 702.121a, 702.149a
    "provoke",  # 702.39a
    MAY_NOT_UNTAP,  # 502.3: its controller may choose not to untap it (rules/untap_effects.py)
    AS_THOUGH_UNBLOCKED,  # 510.1a, 510.1c (rules/combat_damage.py)
})

# Static abilities about attacking and blocking (506-509) that the engine knows by name; they
# are written in `keywords:` like keyword abilities and can be granted by effects the same way.
# Restrictions on blocks (509.1b) named by their words, with a quality of the other creature:
# "can't be blocked by creatures with power 2 or less", "can't block creatures with power 2 or
# greater", "can't be blocked except by creatures with flying", "... by Walls", "... by blue
# creatures" (rules/combat.py reads them).
_COLOR_WORDS = ("white", "blue", "black", "red", "green")
BLOCK_RESTRICTIONS = frozenset({
    *(f"{head} creatures with power {n} or {cmp}"
      for head in ("can't be blocked by", "can't block") for n in range(11)
      for cmp in ("less", "greater")),
    "can't be blocked by creatures with flying", "can't be blocked by walls",
    "can't be blocked except by creatures with flying",
    "can't be blocked except by creatures with flying or reach",
    *(f"can't be blocked by {c} creatures" for c in _COLOR_WORDS),
    *(f"can't be blocked except by {c} creatures" for c in _COLOR_WORDS),
})
# 508.1c: "~ can't attack unless defending player controls an Island" (sea serpents)
ATTACK_RESTRICTIONS = frozenset(
    f"can't attack unless defending player controls {art} {t}"
    for art, t in (("a", "plains"), ("an", "island"), ("a", "swamp"), ("a", "mountain"),
                   ("a", "forest")))
# "doesn't untap during its controller's untap step" (502.3: the untap step leaves it tapped)
DOESNT_UNTAP = "doesn't untap during its controller's untap step"
# 701.15c: "it can't be regenerated this turn": regeneration shields don't apply to it
CANT_BE_REGENERATED = "can't be regenerated"
COMBAT_ABILITIES = frozenset({
    "can't attack", "can't block", "can't be blocked",
    "attacks each combat if able",  # a requirement (508.1d)
    "blocks each combat if able", "must be blocked if able",  # requirements (509.1c)
    "must be blocked by exactly one creature if able",  # Nacatl War-Pride
    "can block an additional creature each combat", "can block any number of creatures",
    "can't be blocked except by three or more creatures",  # Guile (a counting restriction)
    "can't be blocked by more than one creature",  # Alpha Authority
    "can't be blocked unless all creatures defending player controls block it",  # Tromokratis
    "all creatures able to block this do so",  # Lure: a requirement for each able blocker
    "can block only creatures with flying",  # a restriction on the blocker (509.1b)
    # restrictions on the whole declaration: it isn't the only attacker (508.1c) / blocker
    # (509.1b) declared
    "can't attack alone", "can't block alone",
    # not combat abilities, but named by their words the same way: 502.3 skips it; 701.15c
    DOESNT_UNTAP, CANT_BE_REGENERATED,
    *BLOCK_RESTRICTIONS, *ATTACK_RESTRICTIONS,
})

PROTECTION_PREFIX = "protection from "
PROTECTION_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def is_known_ability(word: str) -> bool:
    """A keyword (702) or a named combat ability the engine implements."""
    if word in KNOWN_KEYWORDS or word in COMBAT_ABILITIES:
        return True
    if not word.startswith((PROTECTION_PREFIX, "hexproof from ")):
        return False
    from mtg_engine.rules.protection import is_protection

    return is_protection(word)  # 702.16a: a colour, a card type, a creature type, everything


class _Ctx:
    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, field_name: str, msg: str) -> CardFileError:
        return CardFileError(f"{self.where}: field {field_name!r}: {msg}")


# The largest number a card file may write (a power, a life payment, "draw N", "create N
# tokens"): a larger one is a typing mistake, refused with the field named.
MAX_DSL_NUMBER = 1000
# Words an amount may be instead of a number (read by effects.verbs.amount_of); {"count":
# filter} is the other form.
AMOUNT_WORDS = ("X", "-X",  # "-X": "gets -X/-X" (107.3)
                "defending_creatures",
                "kicks",  # the number of times it was kicked (702.33c-d)
                "sacrificed_power",  # the power of the creature sacrificed to cast it (608.2h)
                "storm",  # the number of other spells cast before this one this turn (702.40a)
                # "that much": the amount of the event that triggered the ability (603.2)
                "that_much")
_SIGNED = ("power", "toughness")  # effect parameters that may be negative (-2/-2)
_AMOUNTS = ("amount", "count", *_SIGNED)


def _int(ctx: _Ctx, where: str, v: Any, lo: int = 0, hi: int = MAX_DSL_NUMBER) -> int:
    """A whole number from a card file, between `lo` and `hi`, or a CardFileError naming the field."""
    if isinstance(v, str) and re.fullmatch(r"[+-]?\d{1,6}", v.strip()):
        v = int(v)
    if isinstance(v, bool) or not isinstance(v, int):
        raise ctx.fail(where, f"must be a whole number, not {v!r}")
    if not lo <= v <= hi:
        raise ctx.fail(where, f"{v} is out of range: it must be from {lo} to {hi}")
    return v


def _amount(ctx: _Ctx, where: str, key: str, v: Any) -> None:
    """An effect's number: a whole number in range, one of AMOUNT_WORDS or {"count": filter}
    (with `times: N`: N for each, "you gain 2 life for each creature you control")."""
    if isinstance(v, dict) and set(v) == {"count", "times"}:
        _int(ctx, f"{where}.times", v["times"], 1)
        return
    from mtg_engine.cards.amounts import is_amount_dict

    if is_amount_dict(v):  # a variable amount (cards/amounts.py, 608.2h)
        _amount_record(ctx, where, v)
        return
    if v == "-X" and key not in _SIGNED:
        raise ctx.fail(where, "-X is a change of power or toughness only")
    if (isinstance(v, dict) and set(v) == {"count"}) or (isinstance(v, str) and v in AMOUNT_WORDS):
        return
    if isinstance(v, str) and not re.fullmatch(r"[+-]?\d+", v.strip()):
        raise ctx.fail(where, f"must be a whole number, {' or '.join(AMOUNT_WORDS)} or "
                              f"{{count: filter}}, not {v!r}")
    _int(ctx, where, v, -MAX_DSL_NUMBER if key in _SIGNED else 0)


def _as_list(v: Any) -> list[Any]:
    if v is None:
        return []
    if isinstance(v, list):
        return v
    return [v]


def _check_keys(ctx: _Ctx, where: str, data: dict[str, Any], allowed: set[str]) -> None:
    if not isinstance(data, dict):
        raise ctx.fail(where, f"expected a mapping, got {type(data).__name__}")
    extra = set(data) - allowed
    if extra:
        raise ctx.fail(where, f"unknown key(s) {sorted(extra)}; allowed: {sorted(allowed)}")


def parse_filter(ctx: _Ctx, where: str, data: Any) -> Filter:
    if data is None:
        return Filter()
    _check_keys(ctx, where, data, set(Filter.__slots__))
    kwargs: dict[str, Any] = {}
    for k, v in data.items():
        default = getattr(Filter(), k)
        if isinstance(default, tuple):
            vals = tuple(str(x) for x in _as_list(v))
            if k in ("types", "not_types", "all_types"):
                try:
                    vals = tuple(CardType.parse(x).value for x in vals)
                except ValueError as e:
                    raise ctx.fail(f"{where}.{k}", str(e)) from None
            kwargs[k] = vals
        else:
            kwargs[k] = v
    if kwargs.get("controller") not in (None, "you", "opponent"):
        raise ctx.fail(f"{where}.controller", "must be 'you' or 'opponent'")
    if kwargs.get("chosen", "") not in ("", "color", "creature_type"):  # 614.12a
        raise ctx.fail(f"{where}.chosen", "must be 'color' or 'creature_type'")
    return Filter(**kwargs)


def parse_target(ctx: _Ctx, where: str, data: Any) -> TargetSpec:
    _check_keys(ctx, where, data, {"kind", "filter", "zone", "optional", "word"})
    kind = data.get("kind")
    if kind not in TARGET_KINDS:
        raise ctx.fail(f"{where}.kind", f"{kind!r} is not one of {list(TARGET_KINDS)}")
    if kind.endswith("_ability") and data.get("filter"):
        raise ctx.fail(f"{where}.filter", "a target ability takes no filter (701.5a)")
    return TargetSpec(kind=kind, filter=parse_filter(ctx, f"{where}.filter", data.get("filter")),
                      zone=data.get("zone", "battlefield"), optional=bool(data.get("optional")),
                      word=_int(ctx, f"{where}.word", data.get("word", 0)))


def _amount_record(ctx: _Ctx, where: str, v: dict[str, Any]) -> Any:
    """The `cards/amounts.Amount` a mapping writes, or a CardFileError naming the field."""
    from mtg_engine.cards.amounts import parse_amount

    return parse_amount(v, lambda f: parse_filter(ctx, where, f),
                        lambda msg: ctx.fail(where, msg))


def _freeze(ctx: _Ctx, where: str, v: Any) -> Any:
    from mtg_engine.cards.amounts import is_amount_dict

    if is_amount_dict(v):
        return _amount_record(ctx, where, v)
    if isinstance(v, dict):
        if set(v) == {"all"} or set(v) == {"count"}:
            key = next(iter(v))
            return (key, parse_filter(ctx, f"{where}.{key}", v[key]))
        if set(v) == {"count", "times"}:  # N for each (608.2h)
            return ("count", parse_filter(ctx, f"{where}.count", v["count"]), int(v["times"]))
        return tuple((k, _freeze(ctx, f"{where}.{k}", x)) for k, x in v.items())
    if isinstance(v, list):
        return tuple(_freeze(ctx, where, x) for x in v)
    return v


def parse_effect(ctx: _Ctx, where: str, data: Any) -> Effect:
    if not isinstance(data, dict) or len(data) != 1:
        raise ctx.fail(where, "an effect is a mapping with exactly one verb")
    verb, params = next(iter(data.items()))
    if verb not in EFFECT_VERBS:
        raise ctx.fail(where, f"unknown effect verb {verb!r}")
    params = dict(params or {})
    condition = parse_condition(ctx, f"{where}.{verb}.if", params.pop("if")) \
        if "if" in params else None
    may = bool(params.pop("may", False))
    required, optional = EFFECT_VERBS[verb]
    _check_keys(ctx, f"{where}.{verb}", params, set(required | optional))
    missing = required - set(params)
    if missing:
        raise ctx.fail(f"{where}.{verb}", f"missing {sorted(missing)}")
    if verb == "damage" and params.get("divided") and params.get("amount") != 2:
        # 601.2d: the engine divides only what the number of targets decides
        raise ctx.fail(f"{where}.damage.divided", "only 2 damage can be divided (one target "
                       "gets 2, two targets 1 each)")
    if verb == "prevent" and params.get("kind") not in ("combat", "to", "from", "next", "none",
                                                        "combat_to", "combat_from",
                                                        "chosen_source", "group"):
        # "none": "Damage can't be prevented this turn." (615.12); "combat_to" /
        # "combat_from": only combat damage to / from `what` (615.1a)
        raise ctx.fail(f"{where}.prevent.kind", "must be combat, to, from, next, none, "
                       "combat_to, combat_from, chosen_source or group")
    for key in _AMOUNTS:
        if key in params and not (verb == "put_counters" and key == "kind"):
            _amount(ctx, f"{where}.{verb}.{key}", key, params[key])
    if verb == "block_restriction" and params.get("kind") not in (
            "cant_be_blocked_by", "cant_be_blocked_except_by"):  # 509.1b
        raise ctx.fail(f"{where}.block_restriction.kind",
                       "must be cant_be_blocked_by or cant_be_blocked_except_by")
    if verb == "player_restriction" and (params.get("cant") not in ("cast", "play_lands") or (
            params.get("cant") == "play_lands" and "filter" in params)):  # 101.2
        raise ctx.fail(f"{where}.player_restriction.cant", "must be cast (with an optional "
                       "filter of the spells) or play_lands")
    if verb == "skip_untap" and params.get("until", "") not in ("", *AS_LONG_AS):  # 611.2b
        raise ctx.fail(f"{where}.skip_untap.until", f"must be one of {list(AS_LONG_AS)}")
    if verb == "continuous":
        if params.get("until", "end_of_turn") not in ("end_of_turn", "", *AS_LONG_AS):
            raise ctx.fail(f"{where}.continuous.until",
                           f"must be end_of_turn, '' or one of {list(AS_LONG_AS)}")
        effect = parse_layer_effect(ctx, f"{where}.continuous", params)
        if not effect.layers():
            raise ctx.fail(f"{where}.continuous", "the effect changes nothing")
        return Effect(verb, (("what", _freeze(ctx, where, params["what"])),
                             ("until", str(params.get("until", "end_of_turn"))),
                             ("effect", effect)))
    if verb == "copy_spell" and "except" in params:  # 707.9b: only a colour change so far
        exc = params["except"]
        if not isinstance(exc, dict) or set(exc) != {"set_colors"}:
            raise ctx.fail(f"{where}.copy_spell.except", "only {set_colors: [...]} (707.9b)")
        parse_layer_effect(ctx, f"{where}.copy_spell.except", exc)
    if verb == "add_mana" and "mana" in params:
        try:
            parse_mana_produced(params["mana"])
        except ManaCostError as e:
            raise ctx.fail(f"{where}.add_mana.mana", str(e)) from None
    if verb == "delayed":  # 603.7
        return _delayed_effect(ctx, where, params, condition, may)
    if verb == "prevent" and params.get("kind") == "group":  # 615.1a, 615.3
        reps = params.get("replacements")
        if not isinstance(reps, list) or not reps:
            raise ctx.fail(f"{where}.prevent.replacements", "a list of prevention effects")
        specs = tuple(parse_replacement(ctx, f"{where}.prevent.replacements[{i}]", r)
                      for i, r in enumerate(reps))
        if any(sp.event != "damage" or sp.instead != "prevent"
               or sp.affects not in ("you", "filter", "any", "each_player")
               or sp.source not in ("any", "filter") for sp in specs):
            raise ctx.fail(f"{where}.prevent.replacements", "damage prevention on players or "
                           "groups, from any source or a group (615.1a)")
        return Effect(verb, (("kind", "group"), ("replacements", specs)), condition, may)
    if verb == "add_replacement":
        spec = parse_replacement(ctx, f"{where}.{verb}.replacement",
                                 {**params["replacement"], "affects": "shield"})
        return Effect(verb, (("what", _freeze(ctx, where, params["what"])),
                             ("replacement", spec)), condition, may)
    return Effect(verb, tuple(
        (k, parse_filter(ctx, f"{where}.{verb}.{k}", v) if k == "filter"
         else _freeze(ctx, f"{where}.{verb}.{k}", v)) for k, v in params.items()),
        condition, may)


def parse_condition(ctx: _Ctx, where: str, data: Any) -> Condition:
    """`kicked` / `{kind: controls, filter: {...}, count: 3}` / `{kicked_with: 1}`."""
    if isinstance(data, str):
        data = {"kind": data}
    if isinstance(data, dict) and len(data) == 1 and next(iter(data)) in CONDITION_KINDS:
        k, v = next(iter(data.items()))
        data = {"kind": k, "count": v} if isinstance(v, int) else {"kind": k, "name": v}
    _check_keys(ctx, where, data, {"kind", "count", "filter", "name", "negate", "parts"})
    if data.get("kind") not in CONDITION_KINDS:
        raise ctx.fail(f"{where}.kind", f"{data.get('kind')!r} is not one of {list(CONDITION_KINDS)}")
    parts = tuple(parse_condition(ctx, f"{where}.parts[{i}]", p)
                  for i, p in enumerate(_as_list(data.get("parts"))))
    if (len(parts) >= 2) != (data["kind"] in ("all_of", "any_of")):
        raise ctx.fail(f"{where}.parts", "two or more parts, for all_of / any_of only")
    return Condition(str(data["kind"]), int(data.get("count", 1)),
                     parse_filter(ctx, f"{where}.filter", data.get("filter")),
                     str(data.get("name", "")), bool(data.get("negate", False)), parts)


def _effects(ctx: _Ctx, where: str, data: Any) -> tuple[Effect, ...]:
    return tuple(parse_effect(ctx, f"{where}[{i}]", e) for i, e in enumerate(_as_list(data)))


def _targets(ctx: _Ctx, where: str, data: Any) -> tuple[TargetSpec, ...]:
    return tuple(parse_target(ctx, f"{where}[{i}]", t) for i, t in enumerate(_as_list(data)))


def parse_cost(ctx: _Ctx, where: str, data: Any) -> Cost:
    if isinstance(data, str):
        data = {"mana": data}
    _check_keys(ctx, where, data, {"mana", "tap", "untap", "sacrifice_self", "pay_life", "discard",
                                   "discard_self", "sacrifice", "remove_counters", "crew",
                                   "sacrifice_count", "exile_self", "exile_graveyard",
                                   "exile_filter", "discard_filter", "discard_random",
                                   "discard_hand", "return_self", "return", "tap_untapped",
                                   "mill", "energy"})
    try:
        mana = ManaCost.parse(data.get("mana"))
    except ManaCostError as e:
        raise ctx.fail(f"{where}.mana", str(e)) from None
    return Cost(mana=mana, tap=bool(data.get("tap")), untap=bool(data.get("untap")),
                sacrifice_self=bool(data.get("sacrifice_self")),
                pay_life=_int(ctx, f"{where}.pay_life", data.get("pay_life", 0)),
                discard=_int(ctx, f"{where}.discard", data.get("discard", 0)),
                discard_self=bool(data.get("discard_self")),
                sacrifice=parse_filter(ctx, f"{where}.sacrifice", data["sacrifice"])
                if "sacrifice" in data else None,
                remove_counters=_counter_cost(ctx, f"{where}.remove_counters",
                                              data.get("remove_counters")),
                crew=_int(ctx, f"{where}.crew", data.get("crew", 0)),
                **_more_costs(ctx, where, data))


def _more_costs(ctx: _Ctx, where: str, data: dict[str, Any]) -> dict[str, Any]:
    """The Cost fields of rules/ability_costs.py (118.3): `return` and `tap_untapped` are
    {filter: ..., count: N}."""
    out: dict[str, Any] = {}
    for key in ("exile_self", "discard_random", "discard_hand", "return_self"):
        if data.get(key):
            out[key] = True
    for key in ("sacrifice_count", "exile_graveyard", "mill", "energy"):
        if key in data:
            out[key] = _int(ctx, f"{where}.{key}", data[key])
            if out[key] < 1:
                raise ctx.fail(f"{where}.{key}", "must be 1 or more")
    for key in ("exile_filter", "discard_filter"):
        if key in data:
            out[key] = parse_filter(ctx, f"{where}.{key}", data[key])
    for key, f_name, n_name in (("return", "return_filter", "return_count"),
                                ("tap_untapped", "tap_filter", "tap_count")):
        if key in data:
            d = data[key]
            if not isinstance(d, dict) or "filter" not in d:
                raise ctx.fail(f"{where}.{key}", "expected {filter: ..., count: N}")
            out[f_name] = parse_filter(ctx, f"{where}.{key}.filter", d["filter"])
            out[n_name] = _int(ctx, f"{where}.{key}.count", d.get("count", 1))
            if out[n_name] < 1:
                raise ctx.fail(f"{where}.{key}.count", "must be 1 or more")
    if out.get("exile_filter") is not None and not out.get("exile_graveyard"):
        raise ctx.fail(f"{where}.exile_filter", "goes with exile_graveyard (how many)")
    if (out.get("discard_random") or "discard_filter" in out) and not data.get("discard"):
        raise ctx.fail(f"{where}.discard", "discard_random / discard_filter need discard: N")
    if "sacrifice_count" in out and "sacrifice" not in data:
        raise ctx.fail(f"{where}.sacrifice_count", "goes with sacrifice (what)")
    return out


def _counter_cost(ctx: _Ctx, where: str, data: Any) -> tuple[str, int] | None:
    if data is None:
        return None
    if not isinstance(data, dict) or "kind" not in data:
        raise ctx.fail(where, "expected {kind: ..., count: N}")
    if data.get("count") == "X":  # "Remove X +1/+1 counters from ~" (107.3)
        return (str(data["kind"]), REMOVE_X)
    return (str(data["kind"]), _int(ctx, f"{where}.count", data.get("count", 1)))


def parse_activated(ctx: _Ctx, where: str, data: Any) -> ActivatedAbility:
    _check_keys(ctx, where, data, {"cost", "text", "targets", "effects", "mana", "any_color",
                                   "chosen_color", "sorcery_speed", "once_each_turn", "loyalty", "zone",
                                   "boast", "forecast", "timing", "max_per_turn", "only_if",
                                   "spend_only"})
    if data.get("timing", "") not in ("", *ACTIVATION_TIMINGS):
        raise ctx.fail(f"{where}.timing", f"must be one of {list(ACTIVATION_TIMINGS)}")
    if data.get("zone", "battlefield") not in ("battlefield", "hand", "graveyard"):
        raise ctx.fail(f"{where}.zone", "must be 'battlefield', 'hand' or 'graveyard'")
    if "text" not in data:
        raise ctx.fail(where, "an activated ability needs its 'text'")
    mana: tuple[str, ...] = ()
    if "mana" in data:
        try:
            mana = parse_mana_produced(data["mana"])
        except ManaCostError as e:
            raise ctx.fail(f"{where}.mana", str(e)) from None
    cost = parse_cost(ctx, f"{where}.cost", data.get("cost", {}))
    effects = _effects(ctx, f"{where}.effects", data.get("effects"))
    if uses_sacrificed(effects) and (cost.sacrifice is None or cost.sacrifice_count != 1):
        raise ctx.fail(f"{where}.effects", "'the sacrificed creature' (an amount's `of: "
                       "sacrificed`) needs a cost that sacrifices one permanent (118.3)")
    return ActivatedAbility(
        cost=cost,
        text=str(data["text"]),
        targets=_targets(ctx, f"{where}.targets", data.get("targets")),
        effects=effects,
        mana=mana, any_color=_int(ctx, f"{where}.any_color", data.get("any_color", 0)),
        chosen_color=bool(data.get("chosen_color")),
        sorcery_speed=bool(data.get("sorcery_speed")),
        once_each_turn=bool(data.get("once_each_turn") or data.get("boast")
                            or data.get("forecast")),
        boast=bool(data.get("boast")), forecast=bool(data.get("forecast")),
        only_if=parse_condition(ctx, f"{where}.only_if", data["only_if"])
        if "only_if" in data else None,
        loyalty=data.get("loyalty"),
        zone=str(data.get("zone", "battlefield")),
        timing=str(data.get("timing", "")),
        max_per_turn=_int(ctx, f"{where}.max_per_turn", data.get("max_per_turn", 0)),
        spend_only=_spend_only(ctx, f"{where}.spend_only", data.get("spend_only")),
    )


def _spend_only(ctx: _Ctx, where: str, data: Any) -> str:
    """106.6: `{cast: <filter>, activate: <filter>}` (either may be absent, not both) -> its
    canonical JSON; a cast filter names only what a spell's own characteristics say."""
    from mtg_engine.rules.spend import SPELL_KEYS, restriction_text

    if data is None:
        return ""
    if not isinstance(data, dict) or not data or set(data) - {"cast", "activate"}:
        raise ctx.fail(where, "expected {cast: <filter>, activate: <filter>} (one or both)")
    for part in ("cast", "activate"):
        if part in data:
            parse_filter(ctx, f"{where}.{part}", data[part])
    if set(data.get("cast") or {}) - SPELL_KEYS:
        raise ctx.fail(f"{where}.cast", f"a spell filter may use only {sorted(SPELL_KEYS)}")
    return restriction_text(data)


def uses_sacrificed(effects: Any) -> bool:
    """Does an amount in these effects read "the sacrificed creature" (`of: sacrificed`, the
    permanent sacrificed to pay the cost: rules/amounts.py)?"""
    from mtg_engine.cards.amounts import Amount

    def walk(v: Any) -> bool:
        if isinstance(v, Amount):
            return v.of == "sacrificed"
        if isinstance(v, Effect):
            return any(walk(x) for _, x in v.params)
        if isinstance(v, (tuple, list)):
            return any(walk(x) for x in v)
        return False
    return walk(effects)


def parse_trigger(ctx: _Ctx, where: str, data: Any) -> TriggeredAbility:
    _check_keys(ctx, where, data, {"event", "text", "effects", "targets", "optional", "filter",
                                   "if", "if_you_control", "chapter", "level", "nth"})
    if data.get("event") not in TRIGGER_EVENTS:
        raise ctx.fail(f"{where}.event", f"{data.get('event')!r} is not one of {list(TRIGGER_EVENTS)}")
    chapter = data.get("chapter", 0)
    if (data["event"] == "chapter") != (isinstance(chapter, int) and chapter > 0):
        raise ctx.fail(f"{where}.chapter", "a chapter ability (event 'chapter') needs its "
                       "chapter number, a positive integer, and only it has one (715.2a)")
    level = data.get("level", 0)
    if (data["event"] == "becomes_level") != (isinstance(level, int) and level > 1):
        raise ctx.fail(f"{where}.level", "\"When this Class becomes level N\" (event "
                       "'becomes_level') needs its level N, at least 2, and only it has one")
    nth = data.get("nth", 0)
    if (data["event"] in NTH_EVENTS + AT_LEAST_EVENTS) != (
            isinstance(nth, int) and not isinstance(nth, bool) and 1 <= nth <= 10):
        raise ctx.fail(f"{where}.nth", f"events {list(NTH_EVENTS + AT_LEAST_EVENTS)} need 'nth' "
                       "(1 to 10: \"your second spell each turn\" is 2, \"two or more\" is 2),"
                       " and only they have one")
    effects = _effects(ctx, f"{where}.effects", data.get("effects"))
    if uses_sacrificed(effects):  # (a triggered ability has no cost, 118.3)
        raise ctx.fail(f"{where}.effects", "'the sacrificed creature' needs a cost")
    return TriggeredAbility(
        chapter=chapter, level=level, nth=nth,
        event=data["event"], text=str(data.get("text", "")),
        effects=effects,
        targets=_targets(ctx, f"{where}.targets", data.get("targets")),
        optional=bool(data.get("optional")),
        filter=parse_filter(ctx, f"{where}.filter", data.get("filter")),
        condition=parse_condition(ctx, f"{where}.if", data["if"]) if "if" in data else None,
        if_you_control=parse_filter(ctx, f"{where}.if_you_control", data["if_you_control"])
        if "if_you_control" in data else None,
    )


def parse_static(ctx: _Ctx, where: str, data: Any) -> StaticAbility:
    if not isinstance(data, dict) or len(data) != 1:
        raise ctx.fail(where, "a static ability is a mapping with exactly one kind")
    kind, params = next(iter(data.items()))
    if kind not in STATIC_KINDS:
        raise ctx.fail(where, f"unknown static ability kind {kind!r}")
    params = params or {}
    if kind == "continuous":
        return _parse_continuous(ctx, f"{where}.{kind}", params)
    if kind == "enter_as_copy":  # 707.5; "except ..." (707.9): exceptions as layer fields
        _check_keys(ctx, f"{where}.{kind}", params, {"filter", "except"})
        exc = params.get("except") or {}
        bad = set(exc) - {"add_types", "add_subtypes", "add_keywords", "set_power",
                          "set_toughness", "add_abilities", "add_triggers"} \
            if isinstance(exc, dict) else {"except"}
        if bad:
            raise ctx.fail(f"{where}.{kind}.except", f"not an exception the engine makes: "
                           f"{sorted(bad)} (707.9b: types, subtypes, keywords, abilities, "
                           "power/toughness)")
        return StaticAbility(kind=kind, filter=parse_filter(ctx, f"{where}.filter",
                                                            params.get("filter")),
                             effect=parse_layer_effect(ctx, f"{where}.except", exc)
                             if exc else _NO_EFFECT)
    if kind == "as_enters_choose":
        _check_keys(ctx, f"{where}.{kind}", params, {"choice"})
        if params.get("choice") not in ENTER_CHOICES:
            raise ctx.fail(f"{where}.{kind}.choice", f"must be one of {list(ENTER_CHOICES)}")
        return StaticAbility(kind=kind, choice=str(params["choice"]))
    _check_keys(ctx, f"{where}.{kind}", params, {"filter", "power", "toughness", "keywords",
                                                 "counter_kind", "max_count", "affects",
                                                 "condition", "x", "amount", "whose",
                                                 "as_long_as", "from", "to", "unless",
                                                 "restrictions", "no_activation",
                                                 "untargetable", "unless_pay_life",
                                                 "attack_cost"})
    if params.get("no_activation", "") not in ("", "all", "nonmana"):
        raise ctx.fail(f"{where}.{kind}.no_activation", "must be all or nonmana (602.5)")
    if params.get("whose", "any") not in ("any", "you", "opponent"):
        raise ctx.fail(f"{where}.{kind}.whose", "must be any, you or opponent")
    for key, allowed in (("affects", STATIC_AFFECTS), ("condition", STATIC_CONDITIONS)):
        if params.get(key, allowed[0]) not in allowed:
            raise ctx.fail(f"{where}.{kind}.{key}", f"must be one of {list(allowed)}")
    kws = tuple(str(k).lower() for k in _as_list(params.get("keywords")))
    bad = [k for k in kws if not is_known_ability(k)]
    if bad:
        raise ctx.fail(f"{where}.{kind}.keywords", f"unknown keyword(s) {bad}")
    if "unless_pay_life" in params and (kind != "enters_tapped" or "amount" in params or not (
            isinstance(params["unless_pay_life"], int) and params["unless_pay_life"] > 0)):
        raise ctx.fail(f"{where}.{kind}.unless_pay_life", "enters_tapped's life to pay, "
                       "a positive number (614.12, 119.4)")
    if "attack_cost" in params:  # 508.1h: a mana cost per creature, on its restriction
        try:
            ManaCost.parse(str(params["attack_cost"]))
        except ManaCostError as e:
            raise ctx.fail(f"{where}.{kind}.attack_cost", str(e)) from None
        if kind != "anthem" or not any(next(iter(r), "") in ATTACK_RESTRICTION_KINDS
                                       for r in _as_list(params.get("restrictions"))
                                       if isinstance(r, dict)):
            raise ctx.fail(f"{where}.{kind}.attack_cost", "a cost on an anthem's "
                           f"{list(ATTACK_RESTRICTION_KINDS)} restriction (508.1h)")
    if kind == "level":
        lo, hi = params.get("from"), params.get("to", 0)
        if not (isinstance(lo, int) and lo >= 1 and isinstance(hi, int) and (hi == 0 or hi >= lo)
                and "power" in params and "toughness" in params):
            raise ctx.fail(f"{where}.level", "a level symbol needs 'from' (at least 1), 'to' "
                           "(0 for N+, else at least 'from'), 'power' and 'toughness' (711.2)")
    return StaticAbility(
        level_from=int(params.get("from", 0)), level_to=int(params.get("to", 0)),
        kind=kind, filter=parse_filter(ctx, f"{where}.filter", params.get("filter")),
                         power=_int(ctx, f"{where}.{kind}.power", params.get("power", 0),
                                    -MAX_DSL_NUMBER),
                         toughness=_int(ctx, f"{where}.{kind}.toughness", params.get("toughness", 0),
                                        -MAX_DSL_NUMBER),
                         keywords=kws,
                         counter_kind=str(params.get("counter_kind", "")),
                         max_count=_int(ctx, f"{where}.{kind}.max_count", params.get("max_count", 0)),
                         counts_x=bool(params.get("x")),
                         affects=str(params.get("affects", "filter")),
                         condition=str(params.get("condition", "")),
                         effect=LayerEffect(power=int(params.get("power", 0)),
                                            toughness=int(params.get("toughness", 0)),
                                            add_keywords=kws) if kind == "anthem" else _NO_EFFECT,
                         amount=int(params.get("amount", params.get("unless_pay_life", 0))),
                         whose=str(params.get("whose", "any")),
                         restrictions=_block_restrictions(ctx, f"{where}.{kind}.restrictions",
                                                          params.get("restrictions")),
                         no_activation=str(params.get("no_activation", "")),
                         attack_cost=str(params.get("attack_cost", "")),
                         untargetable=_untargetable(ctx, f"{where}.{kind}.untargetable",
                                                    params.get("untargetable")),
                         when=parse_condition(ctx, f"{where}.{kind}.as_long_as",
                                              params["as_long_as"])
                         if "as_long_as" in params else None,
                         unless=parse_condition(ctx, f"{where}.{kind}.unless", params["unless"])
                         if "unless" in params else None)


def _untargetable(ctx: _Ctx, where: str, data: Any) -> Untargetable | None:
    if data is None:
        return None
    _check_keys(ctx, where, data, {"by", "opponents", "quality"})
    if data.get("by") not in UNTARGETABLE_BY:
        raise ctx.fail(f"{where}.by", f"must be one of {list(UNTARGETABLE_BY)}")
    return Untargetable(str(data["by"]), bool(data.get("opponents")),
                        parse_filter(ctx, f"{where}.quality", data.get("quality")))


def _block_restrictions(ctx: _Ctx, where: str, data: Any) -> tuple[BlockRestriction, ...]:
    """`[{cant_be_blocked_by: <filter>}, ...]` (509.1b)."""
    out: list[BlockRestriction] = []
    for i, item in enumerate(_as_list(data)):
        if not isinstance(item, dict) or len(item) != 1 \
                or next(iter(item)) not in (*BLOCK_RESTRICTION_KINDS, *ATTACK_RESTRICTION_KINDS,
                                            *DEFENDER_RESTRICTION_KINDS):
            raise ctx.fail(f"{where}[{i}]", f"one of {list(BLOCK_RESTRICTION_KINDS)} with the "
                           "other creature's filter")
        kind, f = next(iter(item.items()))
        out.append(BlockRestriction(kind, parse_filter(ctx, f"{where}[{i}].{kind}", f)))
    return tuple(out)


def parse_layer_effect(ctx: _Ctx, where: str, params: dict[str, Any]) -> LayerEffect:
    """The LayerEffect fields of a mapping (other keys are the caller's)."""
    kw: dict[str, Any] = {}
    for k in LAYER_EFFECT_KEYS & set(params):
        v = params[k]
        default = getattr(_NO_EFFECT, k)
        if k in _GRANTED_KEYS:  # 613.1f: abilities granted, each read as a card's is
            if not isinstance(v, list) or not v:
                raise ctx.fail(f"{where}.{k}", "a list of abilities")
            try:
                kw[k] = tuple(granted_ability(k, x) for x in v)
            except CardFileError as e:
                raise ctx.fail(f"{where}.{k}", str(e)) from None
            except (TypeError, ValueError) as e:
                raise ctx.fail(f"{where}.{k}", f"not an ability: {e}") from None
        elif k == "pt_count":
            kw[k] = parse_filter(ctx, f"{where}.{k}", v)
        elif k == "per":  # 608.2h (cards/amounts.py)
            kw[k] = _amount_record(ctx, f"{where}.per", v) if isinstance(v, dict) else None
            if kw[k] is None:
                raise ctx.fail(f"{where}.per", "must be an amount (cards/amounts.py)")
        elif isinstance(default, tuple):
            kw[k] = tuple(str(x) for x in _as_list(v))
        elif k in ("set_colors", "add_colors"):
            # a list of letters or one string of them ("WU")
            letters = {ch for x in _as_list(v) for ch in str(x).upper()}
            if letters - set("WUBRG"):
                raise ctx.fail(f"{where}.{k}", f"colours are W, U, B, R, G letters, not {v!r}")
            kw[k] = "".join(c for c in "WUBRG" if c in letters)
        elif isinstance(default, bool):
            kw[k] = bool(v)
        elif k in ("set_power", "set_toughness", "power", "toughness", "pt_plus", "power_per",
                   "toughness_per"):
            kw[k] = _int(ctx, f"{where}.{k}", v, -MAX_DSL_NUMBER)
        else:
            kw[k] = str(v)
    for k in ("add_keywords", "remove_keywords"):
        kw[k] = tuple(x.lower() for x in kw.get(k, ()))
        bad = [x for x in kw[k] if not is_known_ability(x)]
        if bad:
            raise ctx.fail(f"{where}.{k}", f"unknown keyword(s) {bad}")
    try:
        for t in (*kw.get("add_types", ()), *kw.get("set_types", ())):
            CardType.parse(t)
    except ValueError as e:
        raise ctx.fail(f"{where}.add_types", str(e)) from None
    if kw.get("pt_count_zone", "battlefield") not in ("battlefield", "graveyard", "hand"):
        raise ctx.fail(f"{where}.pt_count_zone", "must be battlefield, graveyard or hand")
    if kw.get("pt_count_stat", "") not in ("", "power", "toughness"):
        raise ctx.fail(f"{where}.pt_count_stat", "must be power or toughness (or absent: both)")
    return LayerEffect(**kw)


def _parse_continuous(ctx: _Ctx, where: str, params: dict[str, Any]) -> StaticAbility:
    """A static ability generating a continuous effect (604.1, 611.3), in its layers (613)."""
    _check_keys(ctx, where, params, set(LAYER_EFFECT_KEYS) | {"filter", "affects", "condition",
                                                              "cda", "zone", "as_long_as"})
    for key, allowed in (("affects", STATIC_AFFECTS), ("condition", STATIC_CONDITIONS),
                         ("zone", STATIC_ZONES)):
        if params.get(key, allowed[0]) not in allowed:
            raise ctx.fail(f"{where}.{key}", f"must be one of {list(allowed)}")
    effect = parse_layer_effect(ctx, where, params)
    if not effect.layers():
        raise ctx.fail(where, "the effect changes nothing")
    cda = bool(params.get("cda"))
    if cda and params.get("affects") != "self":
        raise ctx.fail(f"{where}.cda", "a characteristic-defining ability affects itself (604.3)")
    return StaticAbility(kind="continuous",
                         filter=parse_filter(ctx, f"{where}.filter", params.get("filter")),
                         affects=str(params.get("affects", "filter")),
                         condition=str(params.get("condition", "")), effect=effect, cda=cda,
                         zone=str(params.get("zone", "battlefield")),
                         # 611.3a: "As long as <condition>, ~ has '...'"
                         when=parse_condition(ctx, f"{where}.as_long_as", params["as_long_as"])
                         if "as_long_as" in params else None)



def parse_replacement(ctx: _Ctx, where: str, data: Any) -> ReplacementSpec:
    keys = set(ReplacementSpec.__slots__)
    _check_keys(ctx, where, data, keys)
    for key, allowed in (("event", REPLACEMENT_EVENTS), ("instead", REPLACEMENT_ACTIONS),
                         ("affects", REPLACEMENT_AFFECTS), ("choice", REPLACEMENT_CHOICES),
                         ("source", ("any", "self", "filter", "shield", "attached"))):
        default = {"affects": "self", "choice": "", "source": "any"}.get(key)
        if data.get(key, default) not in allowed:
            raise ctx.fail(f"{where}.{key}", f"must be one of {list(allowed)}")
    if (data.get("instead") == "redirect") != (data.get("redirect_to", "") != "") \
            or data.get("redirect_to", "") not in ("", "self", "attached", "shield"):
        raise ctx.fail(f"{where}.redirect_to", "a redirection (614.9) says where the damage "
                       "goes: self, attached or shield")
    if data.get("condition", "") not in REPLACEMENT_CONDITIONS:
        raise ctx.fail(f"{where}.condition", f"must be one of {list(REPLACEMENT_CONDITIONS)}")
    if data.get("instead") == "choose" and not data.get("choice"):
        raise ctx.fail(f"{where}.choice", "'choose' needs what is chosen (614.12a)")
    kwargs: dict[str, Any] = {}
    for k, v in data.items():
        if k in ("filter", "source_filter"):
            kwargs[k] = parse_filter(ctx, f"{where}.{k}", v)
        elif k in ("amount",):
            kwargs[k] = int({"X": -1, "kicks": -2}.get(v, v))
        elif k in ("combat_only", "noncombat_only", "shuffle", "self_replacement", "once",
                   "gain_life_prevented"):
            kwargs[k] = bool(v)
        elif k == "unless":
            kwargs[k] = parse_condition(ctx, f"{where}.unless", v)
        else:
            kwargs[k] = str(v)
    return ReplacementSpec(**kwargs)


def _self_cost(ctx: _Ctx, data: Any) -> SelfCostReduction:
    """`{less: 1, for_each: <amount>}` or `{less: 2, if: <condition>}` (601.2f)."""
    _check_keys(ctx, "self_cost", data, {"less", "for_each", "if"})
    less = _int(ctx, "self_cost.less", data.get("less", 0))
    if less < 1 or ("for_each" in data) == ("if" in data):
        raise ctx.fail("self_cost", "less: N (1 or more) and one of for_each / if")
    if "if" in data:
        return SelfCostReduction(less, condition=parse_condition(ctx, "self_cost.if",
                                                                 data["if"]))
    per = data["for_each"]
    if not isinstance(per, dict):
        raise ctx.fail("self_cost.for_each", "must be an amount (cards/amounts.py)")
    return SelfCostReduction(less, per=_amount_record(ctx, "self_cost.for_each", per))


def parse_spell(ctx: _Ctx, where: str, data: Any) -> SpellAbility:
    _check_keys(ctx, where, data, {"targets", "effects", "modes", "choose", "choose_min"})
    modes = tuple(
        Mode(targets=_targets(ctx, f"{where}.modes[{i}].targets", m.get("targets")),
             effects=_effects(ctx, f"{where}.modes[{i}].effects", m.get("effects")),
             text=str(m.get("text", "")))
        for i, m in enumerate(_as_list(data.get("modes")))
    )
    sp = SpellAbility(targets=_targets(ctx, f"{where}.targets", data.get("targets")),
                        effects=_effects(ctx, f"{where}.effects", data.get("effects")),
                        modes=modes, choose=_int(ctx, f"{where}.choose", data.get("choose", 1)),
                        choose_min=_int(ctx, f"{where}.choose_min", data.get("choose_min", 0)))
    if sp.modes and not 1 <= (sp.choose_min or sp.choose) <= sp.choose <= len(sp.modes):
        raise ctx.fail(f"{where}.choose", f"choose {sp.choose_min or sp.choose}-{sp.choose} of "
                       f"{len(sp.modes)} modes (700.2)")
    return sp


# 702.108a: prowess is "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
# of turn."
PROWESS = TriggeredAbility(
    event="cast_spell", filter=Filter(not_types=("Creature",)),
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    effects=(Effect("pump", (("what", "self"), ("power", 1), ("toughness", 1))),))

def ward_trigger(cost: ManaCost) -> TriggeredAbility:
    """702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays
    [cost]." (a mana cost; rules/triggers.py fires it)."""
    return TriggeredAbility(
        event="becomes_target_by_opponent", text=f"Ward {cost}",
        effects=(Effect("counter", (("what", "remembered"), ("unless_pays", str(cost)))),))


def _returns_with(kind: str, text: str) -> TriggeredAbility:
    """702.93a undying (+1/+1), 702.79a persist (-1/-1): "When this permanent is put into a
    graveyard from the battlefield, if it had no [kind] counters on it, return it to the
    battlefield under its owner's control with a [kind] counter on it." A creature dies
    (700.4); this fires on any permanent with the keyword, which is a creature in practice."""
    return TriggeredAbility(
        event="put_into_graveyard_from_battlefield", text=text,
        condition=Condition("left_without_counters", name=kind),
        effects=(Effect("return_with_counter", (("what", "self_in_graveyard"), ("kind", kind))),))


UNDYING = _returns_with("+1/+1", "Undying (When this creature dies, if it had no +1/+1 counters "
                        "on it, return it to the battlefield under its owner's control with a "
                        "+1/+1 counter on it.)")
PERSIST = _returns_with("-1/-1", "Persist (When this creature dies, if it had no -1/-1 counters "
                        "on it, return it to the battlefield under its owner's control with a "
                        "-1/-1 counter on it.)")

# 702.74a: evoke means "You may cast this spell by paying [cost] rather than its mana cost" and
# "When this permanent enters the battlefield, if its evoke cost was paid, its controller
# sacrifices it."
EVOKE_SACRIFICE = TriggeredAbility(
    event="enters", condition=Condition("alt_cost", name="evoke"),
    text="When this permanent enters the battlefield, if its evoke cost was paid, its "
         "controller sacrifices it.",
    effects=(Effect("sacrifice", (("what", "self"),)),))

# 702.109a: dash means "You may cast this card by paying [cost] rather than its mana cost,"
# "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's
# hand at the beginning of the next end step" (a delayed trigger set up as it resolves,
# rules/stack.py) and "As long as this permanent's dash cost was paid, it has haste."
DASH_HASTE = StaticAbility(kind="anthem", affects="self", keywords=("haste",),
                           when=Condition("alt_cost", name="dash"))
DASH_RETURN = TriggeredAbility(
    event="delayed", text="Dash: return it to its owner's hand at the beginning of the next "
                          "end step.",
    effects=(Effect("bounce", (("what", "remembered"),)),))

# 702.35a: madness means "If a player would discard this card, that player discards it, but
# exiles it instead of putting it into their graveyard" (rules/replacement.py) and "When this
# card is exiled this way, its owner may cast it by paying [cost] rather than paying its mana
# cost. If that player doesn't, they put this card into their graveyard." (rules/madness.py)
MADNESS_TRIGGER = TriggeredAbility(
    event="madness_exiled", text="When this card is exiled this way, its owner may cast it by "
    "paying its madness cost rather than its mana cost. If that player doesn't, they put this "
    "card into their graveyard.", effects=(Effect("madness_cast"),))

# 702.56a: replicate means "As an additional cost to cast this spell, you may pay [cost] any
# number of times" and "When you cast this spell, if a replicate cost was paid for it, copy it
# for each time its replicate cost was paid. If the spell has any targets, you may choose new
# targets for any of the copies."
REPLICATE_TRIGGER = TriggeredAbility(
    event="cast_self", condition=Condition("replicated"),
    text="When you cast this spell, if a replicate cost was paid for it, copy it for each time "
         "its replicate cost was paid. If the spell has any targets, you may choose new "
         "targets for any of the copies.",
    effects=(Effect("replicate_copies"),))

# 702.85a: "When you cast this spell, exile cards from the top of your library until you exile a
# nonland card whose mana value is less than this spell's mana value. You may cast that card
# without paying its mana cost if the resulting spell's mana value is less than this spell's
# mana value. Then put all cards exiled this way that weren't cast on the bottom of your library
# in a random order."
CASCADE = TriggeredAbility(
    event="cast_self", text="Cascade", effects=(Effect("cascade"),))

CARD_KEYS = {"name", "cost", "type", "colors", "power", "toughness", "loyalty", "keywords", "text",
             "spell", "abilities", "triggers", "statics", "enchant", "flashback",
             "replacements", "kicker", "multikicker", "additional_cost", "buyback", "affinity",
             "self_cost",
             "entwine", "replicate", "alt_costs", "graveyard_cast", "disturb", "meld_with",
             "meld_into", "melded_from", "morph", "megamorph", "ward",
             "bushido", "soulshift", "echo",  # triggered keywords with a parameter (702)
             "cumulative_upkeep", "suspend", "vanishing", "fading", "annihilator",
             "bloodthirst",
             "key",  # a token's identity (CardDef.token_key)
             # 702.130a, 702.23a, 702.112a, 702.123a, 702.43a: N; 702.107a: a mana cost
             "afflict", "rampage", "renown", "fabricate", "modular", "outlast",
             "unearth", "ninjutsu",  # 702.84a, 702.49a: a mana cost
             "reinforce", "transmute", "scavenge",  # 702.77a, 702.53a, 702.97a
             "graft", "devour", "afterlife",  # 702.58a, 702.82a, 702.135a: N
             "partner_with",  # 702.124f: the partner's name
             "cast_only"}  # 601.3: the conditions under which it may be cast


def _mana(ctx: _Ctx, where: str, text: Any) -> ManaCost:
    try:
        return ManaCost.parse(str(text))
    except ManaCostError as e:
        raise ctx.fail(where, str(e)) from None


def additional_cost_ok(cost: Cost) -> bool:
    """118.8: an additional cost the engine pays: life, and at most one part that chooses
    objects (CastSpell.additional holds them)."""
    parts = [cost.sacrifice is not None, bool(cost.discard), bool(cost.exile_graveyard),
             cost.tap_filter is not None, cost.return_filter is not None]
    bare = Cost(sacrifice=cost.sacrifice, sacrifice_count=cost.sacrifice_count,
                discard=cost.discard, discard_filter=cost.discard_filter,
                discard_random=cost.discard_random, pay_life=cost.pay_life,
                exile_graveyard=cost.exile_graveyard, exile_filter=cost.exile_filter,
                tap_filter=cost.tap_filter, tap_count=cost.tap_count,
                return_filter=cost.return_filter, return_count=cost.return_count)
    return cost == bare and sum(parts) <= 1


def parse_casting_costs(ctx: _Ctx, data: dict[str, Any]) -> dict[str, Any]:
    """The optional, additional and alternative costs of casting the card (601.2b, 118.8,
    118.9)."""
    out: dict[str, Any] = {}
    if data.get("kicker"):
        out["kicker"] = tuple(_mana(ctx, f"kicker[{i}]", k)
                              for i, k in enumerate(_as_list(data["kicker"])))
    if data.get("multikicker"):
        out["multikicker"] = _mana(ctx, "multikicker", data["multikicker"])
    if out.get("kicker") and out.get("multikicker"):
        raise ctx.fail("multikicker", "a card has kicker or multikicker, not both")
    if data.get("buyback"):
        out["buyback"] = _mana(ctx, "buyback", data["buyback"])
    if data.get("replicate"):
        if not data.get("spell"):
            raise ctx.fail("replicate", "replicate is an instant's or sorcery's (702.56a)")
        out["replicate"] = _mana(ctx, "replicate", data["replicate"])
    if data.get("entwine"):
        spell = data.get("spell") or {}
        if not isinstance(spell, dict) or not spell.get("modes"):
            raise ctx.fail("entwine", "entwine is an ability of modal spells (702.42a)")
        out["entwine"] = _mana(ctx, "entwine", data["entwine"])
    if data.get("graveyard_cast"):
        if data["graveyard_cast"] not in GRAVEYARD_CASTS:
            raise ctx.fail("graveyard_cast", f"must be one of {list(GRAVEYARD_CASTS)}")
        if not data.get("spell") or data.get("additional_cost") or data.get("flashback"):
            raise ctx.fail("graveyard_cast", "an instant or sorcery without another "
                           "additional cost or flashback (702.133a, 702.81a)")
        out["graveyard_cast"] = str(data["graveyard_cast"])
    if data.get("additional_cost"):
        cost = parse_cost(ctx, "additional_cost", data["additional_cost"])
        if not additional_cost_ok(cost):
            raise ctx.fail("additional_cost", "one of sacrifice, discard, exile_graveyard, "
                           "tap_untapped or return, and pay_life (118.8)")
        out["additional_cost"] = cost
    if "affinity" in data:
        out["affinity"] = parse_filter(ctx, "affinity", data["affinity"])
    if "self_cost" in data:  # 601.2f
        out["self_cost"] = _self_cost(ctx, data["self_cost"])
    if data.get("cast_only"):  # 601.3
        out["cast_only"] = tuple(parse_condition(ctx, f"cast_only[{i}]", c)
                                 for i, c in enumerate(_as_list(data["cast_only"])))
    alts = []
    for i, a in enumerate(_as_list(data.get("alt_costs"))):
        _check_keys(ctx, f"alt_costs[{i}]", a, {"kind", "mana", "exile"})
        if a.get("kind") not in ALT_COST_KINDS:
            raise ctx.fail(f"alt_costs[{i}].kind", f"must be one of {list(ALT_COST_KINDS)}")
        exile = _int(ctx, f"alt_costs[{i}].exile", a.get("exile", 0))
        if (exile > 0) != (a["kind"] == "escape"):
            raise ctx.fail(f"alt_costs[{i}].exile", "only escape exiles cards (702.138a)")
        alts.append(AltCost(a["kind"], _mana(ctx, f"alt_costs[{i}].mana", a.get("mana", "")),
                            exile))
    if alts:
        out["alt_costs"] = tuple(alts)
    return out


def _keyword_triggers(ctx: _Ctx, data: dict[str, Any],
                      keywords: frozenset[str]) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities of triggered keywords (702): exalted, storm; `bushido: N`,
    `soulshift: N`, `echo: "{cost}"`, `cumulative_upkeep: "{cost}"` (cards/keyword_dsl.py)."""
    from mtg_engine.cards import keyword_dsl as k

    out: list[TriggeredAbility] = []
    if "exalted" in keywords:
        out.append(k.EXALTED)
    if "storm" in keywords:
        out.append(k.STORM)
    if "flanking" in keywords:
        out.append(k.FLANKING)
    # `bushido: N`, or a list for several instances (each triggers separately, 702.45b)
    for n in _as_list(data.get("bushido")):
        out += k.bushido(_int(ctx, "bushido", n, 1, 20))
    for n in _as_list(data.get("soulshift")):  # 702.46b
        out.append(k.soulshift(_int(ctx, "soulshift", n, 1, 20)))
    if "echo" in data:
        cost = _mana(ctx, "echo", data["echo"])
        if not cost:
            raise ctx.fail("echo", "an echo cost is a mana cost (702.30a)")
        out.append(k.echo(str(data["echo"])))
    if isinstance(data.get("cumulative_upkeep"), dict):  # 702.24a: {life: N}
        cu = data["cumulative_upkeep"]
        _check_keys(ctx, "cumulative_upkeep", cu, {"life"})
        out.append(k.cumulative_upkeep_life(_int(ctx, "cumulative_upkeep.life",
                                                 cu.get("life"), 1, 20)))
    elif "cumulative_upkeep" in data:
        cost = _mana(ctx, "cumulative_upkeep", data["cumulative_upkeep"])
        if not cost:
            raise ctx.fail("cumulative_upkeep", "a cumulative upkeep cost here is a mana cost "
                           "(702.24a)")
        out.append(k.cumulative_upkeep(str(data["cumulative_upkeep"])))
    sus = _suspend(ctx, data)
    if sus is not None:
        out += k.suspend(*sus)[1]
    if "vanishing" in data:
        out += k.vanishing(_int(ctx, "vanishing", data["vanishing"], 1, 20))[1]
    if "fading" in data:
        out.append(k.fading(_int(ctx, "fading", data["fading"], 1, 20))[1])
    for n in _as_list(data.get("annihilator")):  # each instance triggers (702.86b)
        out.append(k.annihilator(_int(ctx, "annihilator", n, 1, 20)))
    for kw, trigger in (("battle cry", k.BATTLE_CRY), ("dethrone", k.DETHRONE),
                        ("extort", k.EXTORT), ("evolve", k.EVOLVE), ("mentor", k.MENTOR),
                        ("ingest", k.INGEST), ("exploit", k.EXPLOIT),
                        ("living weapon", k.LIVING_WEAPON), ("melee", k.MELEE),
                        ("training", k.TRAINING), ("provoke", k.PROVOKE)):
        if kw in keywords:
            out.append(trigger)
    # each instance triggers separately (702.130b, 702.23c, 702.112c, 702.123b, 702.43b)
    for key, make in (("afflict", k.afflict), ("rampage", k.rampage), ("renown", k.renown),
                      ("fabricate", k.fabricate)):
        for n in _as_list(data.get(key)):
            out.append(make(_int(ctx, key, n, 1, 20)))
    for n in _as_list(data.get("modular")):
        out.append(k.modular(_int(ctx, "modular", n, 1, 20))[1])
    for n in _as_list(data.get("graft")):  # 702.58b: each instance separately
        out.append(k.graft(_int(ctx, "graft", n, 1, 20))[1])
    for n in _as_list(data.get("afterlife")):  # 702.135b: each instance separately
        out.append(k.afterlife(_int(ctx, "afterlife", n, 1, 20)))
    if data.get("unearth"):  # 702.84a: its delayed trigger (set up as the ability resolves)
        out.append(k.UNEARTH_END_STEP)
    for name in _as_list(data.get("partner_with")):  # 702.124f
        out.append(k.partner_with(str(name)))
    if "rebound" in keywords:  # 702.88a: its delayed trigger (set up as it is exiled)
        spell = data.get("spell")
        if not spell:
            raise ctx.fail("keywords", "rebound is an instant's or sorcery's (702.88a)")
        if isinstance(spell, dict) and spell.get("modes"):
            raise ctx.fail("keywords", "rebound on a modal spell: the free cast from exile "
                           "can't choose its modes yet (702.88b)")
        out.append(k.REBOUND_UPKEEP)
    return tuple(out)


def _suspend(ctx: _Ctx, data: dict[str, Any]) -> tuple[int, str] | None:
    """`suspend: {time: N, cost: "{1}{U}"}` (702.62a)."""
    if "suspend" not in data:
        return None
    d = data["suspend"]
    _check_keys(ctx, "suspend", d, {"time", "cost"})
    if "time" not in d or "cost" not in d:
        raise ctx.fail("suspend", "needs its number of time counters (time) and its cost")
    _mana(ctx, "suspend.cost", d["cost"])
    return _int(ctx, "suspend.time", d["time"], 1, 20), str(d["cost"])


def _keyword_abilities(ctx: _Ctx, data: dict[str, Any]) -> tuple[ActivatedAbility, ...]:
    """The special action of suspend (702.62a), done from the hand; outlast's activated
    ability (702.107a)."""
    from mtg_engine.cards import keyword_dsl as k

    sus = _suspend(ctx, data)
    out = () if sus is None else (k.suspend(*sus)[0],)
    if data.get("outlast"):  # 702.107a
        _mana(ctx, "outlast", data["outlast"])
        out += (k.outlast(str(data["outlast"])),)
    if data.get("unearth"):  # 702.84a: activated from the graveyard (rules/unearth.py)
        _mana(ctx, "unearth", data["unearth"])
        out += (k.unearth(str(data["unearth"])),)
    if data.get("ninjutsu"):  # 702.49a: activated from the hand (rules/ninjutsu.py)
        _mana(ctx, "ninjutsu", data["ninjutsu"])
        out += (k.ninjutsu(str(data["ninjutsu"])),)
    if data.get("reinforce"):  # 702.77a: `reinforce: {n: 1, cost: "{1}{W}"}`
        d = data["reinforce"]
        _check_keys(ctx, "reinforce", d, {"n", "cost"})
        _mana(ctx, "reinforce.cost", d.get("cost"))
        out += (k.reinforce(_int(ctx, "reinforce.n", d.get("n"), 1, 20), str(d["cost"])),)
    if data.get("transmute"):  # 702.53a: the same mana value as this card's (202.3)
        _mana(ctx, "transmute", data["transmute"])
        mv = _mana(ctx, "cost", data.get("cost", "")).mana_value
        out += (k.transmute(str(data["transmute"]), mv),)
    if data.get("scavenge"):  # 702.97a: activated from the graveyard
        _mana(ctx, "scavenge", data["scavenge"])
        out += (k.scavenge(str(data["scavenge"])),)
    if any(isinstance(a, dict) and a.get("kind") == "foretell"
           for a in _as_list(data.get("alt_costs"))):
        out += (FORETELL_ACTION,)  # 702.143a
    return out


# 702.143a: "Any time a player has priority during their turn, that player may pay {2} and
# exile a card with foretell from their hand face down." (a special action, 702.143b)
FORETELL_ACTION = ActivatedAbility(cost=Cost(mana=ManaCost.parse("{2}")), text="Foretell",
                                   zone="hand", timing="your_turn", foretell=True)


def _keyword_statics(ctx: _Ctx, data: dict[str, Any]) -> tuple[StaticAbility, ...]:
    """"Enters the battlefield with N time/fade counters" of vanishing and fading (614.1c)."""
    from mtg_engine.cards import keyword_dsl as k

    out: list[StaticAbility] = []
    if "vanishing" in data:
        out.append(k.vanishing(_int(ctx, "vanishing", data["vanishing"], 1, 20))[0])
    if "fading" in data:
        out.append(k.fading(_int(ctx, "fading", data["fading"], 1, 20))[0])
    if "bloodthirst" in data:
        out.append(k.bloodthirst(_int(ctx, "bloodthirst", data["bloodthirst"], 1, 20)))
    for n in _as_list(data.get("modular")):  # 702.43a: enters with N +1/+1 counters
        out.append(k.modular(_int(ctx, "modular", n, 1, 20))[0])
    for n in _as_list(data.get("graft")):  # 702.58a: enters with N +1/+1 counters
        out.append(k.graft(_int(ctx, "graft", n, 1, 20))[0])
    for n in _as_list(data.get("devour")):  # 702.82a: each instance separately
        out.append(k.devour(_int(ctx, "devour", n, 1, 20)))
    keywords = {str(w).lower() for w in _as_list(data.get("keywords"))}
    if "riot" in keywords:  # 702.136a
        out.append(k.RIOT)
    if "unleash" in keywords:  # 702.98a
        out += k.UNLEASH
    return tuple(out)


def parse_card(data: Any, source: str = "<card>", *, token: bool = False) -> CardDef:
    """Build a CardDef from one DSL mapping, validating every field."""
    if isinstance(data, dict) and ("faces" in data or "layout" in data):
        from mtg_engine.cards.faces import parse_faced_card

        return parse_faced_card(data, source, token=token)
    if isinstance(data, dict) and "levels" in data:
        from mtg_engine.cards.faces import parse_class_card

        return parse_class_card(data, source, token=token)
    name = data.get("name") if isinstance(data, dict) else None
    ctx = _Ctx(f"{source}: card {name!r}")
    _check_keys(ctx, "card", data, CARD_KEYS)
    if "key" in data and not token:
        raise ctx.fail("key", "only a token definition has a key (its identity, 111.3)")
    if not name:
        raise ctx.fail("name", "missing")
    if "type" not in data:
        raise ctx.fail("type", "missing")
    try:
        cost = ManaCost.parse(data.get("cost"))
    except ManaCostError as e:
        raise ctx.fail("cost", str(e)) from None
    try:
        supers, types, subs = parse_type_line(str(data["type"]))
    except ValueError as e:
        raise ctx.fail("type", str(e)) from None
    keywords = frozenset(str(k).lower() for k in _as_list(data.get("keywords")))
    unknown = {k for k in keywords if not is_known_ability(k)}
    if unknown:
        raise ctx.fail("keywords", f"unknown keyword(s) {sorted(unknown)}")
    colors = data.get("colors")
    if colors is None:
        color_str = cost.colors
    else:
        color_str = "".join(c for c in "WUBRG" if c in {str(x).upper() for x in _as_list(colors)})
    is_creature = CardType.CREATURE in types
    if is_creature and ("power" not in data or "toughness" not in data):
        raise ctx.fail("power", "a creature needs power and toughness")
    spell = parse_spell(ctx, "spell", data["spell"]) if data.get("spell") else None
    if spell is not None and not (CardType.INSTANT in types or CardType.SORCERY in types):
        raise ctx.fail("spell", "only instants and sorceries have a spell effect")
    if spell is not None and uses_sacrificed((spell.effects, [m.effects for m in spell.modes])):
        extra = data.get("additional_cost") or {}
        if not isinstance(extra, dict) or not extra.get("sacrifice") \
                or extra.get("sacrifice_count", 1) != 1:
            raise ctx.fail("spell", "'the sacrificed creature' needs an additional cost that "
                           "sacrifices one permanent (118.8)")
    triggers = tuple(parse_trigger(ctx, f"triggers[{i}]", t)
                     for i, t in enumerate(_as_list(data.get("triggers"))))
    if "prowess" in keywords:
        triggers += (PROWESS,)
    if "cascade" in keywords:
        triggers += (CASCADE,)
    if data.get("ward"):  # 702.21a
        triggers += (ward_trigger(_mana(ctx, "ward", data["ward"])),)
        keywords = keywords | {"ward"}
    if "undying" in keywords:
        triggers += (UNDYING,)
    if "persist" in keywords:
        triggers += (PERSIST,)
    triggers += _keyword_triggers(ctx, data, keywords)
    casting_costs = parse_casting_costs(ctx, data)
    if any(a.kind == "evoke" for a in casting_costs.get("alt_costs", ())):
        triggers += (EVOKE_SACRIFICE,)
    statics = tuple(parse_static(ctx, f"statics[{i}]", s)
                    for i, s in enumerate(_as_list(data.get("statics"))))
    if casting_costs.get("replicate") is not None:
        triggers += (REPLICATE_TRIGGER,)
    if any(a.kind == "madness" for a in casting_costs.get("alt_costs", ())):
        triggers += (MADNESS_TRIGGER,)
    if any(a.kind == "bestow" for a in casting_costs.get("alt_costs", ())) \
            and not (is_creature and CardType.ENCHANTMENT in types):
        raise ctx.fail("alt_costs", "bestow is an enchantment creature card's (702.103a)")
    if any(a.kind == "dash" for a in casting_costs.get("alt_costs", ())):
        if not is_creature:
            raise ctx.fail("alt_costs", "dash is a creature card's (702.109a)")
        triggers += (DASH_RETURN,)
        statics += (DASH_HASTE,)
    enchant = parse_target(ctx, "enchant", data["enchant"]) if data.get("enchant") else None
    if enchant is not None and "Aura" not in subs:
        raise ctx.fail("enchant", "only an Aura has 'enchant' (303.4a)")
    if "Aura" in subs and enchant is None:
        raise ctx.fail("enchant", "an Aura needs 'enchant' (702.5a)")
    flashback = None
    if data.get("flashback"):
        if spell is None:
            raise ctx.fail("flashback", "only an instant or sorcery has flashback (702.34a)")
        try:
            flashback = ManaCost.parse(str(data["flashback"]))
        except ManaCostError as e:
            raise ctx.fail("flashback", str(e)) from None
    disturb = None
    if data.get("disturb"):
        try:
            disturb = ManaCost.parse(str(data["disturb"]))  # 702.146a
        except ManaCostError as e:
            raise ctx.fail("disturb", str(e)) from None
    morph = None
    if data.get("morph") and data.get("megamorph"):
        raise ctx.fail("megamorph", "a card has morph or megamorph, not both (702.37)")
    if data.get("morph") or data.get("megamorph"):
        if not is_creature:
            # 708.2a: it would be a 2/2 creature face down; no card with morph is a noncreature
            raise ctx.fail("morph", "only a creature card has morph here (702.37)")
        key = "morph" if data.get("morph") else "megamorph"
        morph = _mana(ctx, key, data[key])  # 702.37a-b
    meld_pair: tuple[str, str] = ()
    if "meld_with" in data or "meld_into" in data:
        if not (data.get("meld_with") and data.get("meld_into")):
            raise ctx.fail("meld_with", "a meld card names its partner (meld_with) and what "
                           "they meld into (meld_into) (713.1a)")
        meld_pair = (str(data["meld_with"]), str(data["meld_into"]))
    melded_from = tuple(str(x) for x in _as_list(data.get("melded_from")))
    if melded_from and len(melded_from) != 2:
        raise ctx.fail("melded_from", "a combined face is made of the two cards of a meld pair")
    card = CardDef(
        meld_pair=meld_pair, melded_from=melded_from,  # type: ignore[arg-type]
        disturb=disturb, morph=morph, megamorph=bool(data.get("megamorph")),
        enchant=enchant, flashback=flashback,
        name=str(name), mana_cost=cost, colors=color_str, supertypes=supers, types=types,
        subtypes=subs,
        power=_int(ctx, "power", data["power"], -MAX_DSL_NUMBER) if "power" in data else None,
        toughness=_int(ctx, "toughness", data["toughness"], -MAX_DSL_NUMBER)
        if "toughness" in data else None,
        loyalty=_int(ctx, "loyalty", data["loyalty"]) if "loyalty" in data else None,
        keywords=keywords, text=str(data.get("text", "")).strip(), spell=spell,
        abilities=tuple(parse_activated(ctx, f"abilities[{i}]", a)
                        for i, a in enumerate(_as_list(data.get("abilities"))))
        + _keyword_abilities(ctx, data),
        triggers=triggers,
        statics=statics + _keyword_statics(ctx, data), is_token=token,
        token_key=str(data.get("key", "")) if token else "",
        type_line=str(data["type"]),
        replacements=tuple(parse_replacement(ctx, f"replacements[{i}]", r)
                           for i, r in enumerate(_as_list(data.get("replacements")))),
        **casting_costs,
    )
    if any(a.kind == "overload" for a in card.alt_costs):
        from mtg_engine.rules.overload import overloaded_effects

        if overloaded_effects(card) is None:
            raise ctx.fail("alt_costs", "overload: its targets can't all become \"each\" "
                           "(702.96a; rules/overload.py)")
    return card


def _meld_values(cards: list[CardDef]) -> None:
    """713.3b: a melded permanent's mana value is the sum of its two cards' (the combined
    face and its two cards are written in the same file)."""
    from dataclasses import replace

    by_name = {c.name: c for c in cards}
    for i, c in enumerate(cards):
        if c.melded_from and all(n in by_name for n in c.melded_from):
            a, b = (by_name[n] for n in c.melded_from)
            cards[i] = replace(c, value_cost=a.mana_cost + b.mana_cost)


@dataclass
class CardFile:
    cards: list[CardDef] = field(default_factory=list)
    tokens: list[CardDef] = field(default_factory=list)


def parse_card_file(data: Any, source: str) -> CardFile:
    """A file is either a list of cards or a mapping {cards: [...], tokens: [...]}."""
    if isinstance(data, list):
        data = {"cards": data}
    if not isinstance(data, dict) or set(data) - {"cards", "tokens"}:
        raise CardFileError(f"{source}: expected a list of cards or a mapping with 'cards'/'tokens'")
    out = CardFile()
    for i, c in enumerate(_as_list(data.get("cards"))):
        if not isinstance(c, dict):
            raise CardFileError(f"{source}: entry {i} of 'cards' is not a mapping")
        out.cards.append(parse_card(c, source))
    _meld_values(out.cards)
    for i, t in enumerate(_as_list(data.get("tokens"))):
        if not isinstance(t, dict):
            raise CardFileError(f"{source}: entry {i} of 'tokens' is not a mapping")
        out.tokens.append(parse_card(t, source, token=True))
    return out
