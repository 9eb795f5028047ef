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
`may: true` ("you may ...", 608.2d; `may: target` / `remembered` / `any_player` ... when another
player chooses, rules/choosers.py); a trigger may carry `if:` (an intervening "if", 603.4),
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
`additional_cost: {sacrifice: filter}` / `{discard: 1 | X}` / `{pay_life: 2}`, `affinity: filter`,
`graveyard_cast: jump-start | retrace`, `alt_costs: [{kind: evoke | spectacle | surge | dash |
overload | madness | bestow | escape | alternative | free, mana: ..., exile: N (escape), cost:
{...}, if: condition}]` (rules/alternative_costs.py, rules/additional_x.py), keywords `delve`,
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

This module holds the records; a card file is read by `cards/dsl_cards.py` (`parse_card`,
`parse_card_file`) and its abilities by `cards/dsl_abilities.py`; the abilities keywords
mean are in `cards/keyword_dsl.py`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_engine.cards.dsl_condition_kinds import MORE_CONDITION_KINDS
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType, Supertype

if TYPE_CHECKING:
    from mtg_engine.cards.dsl_activation_costs import ActivationCostChange


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
    all_colors: tuple[str, ...] = ()  # 105.2: all of these ("a spell that's both red and white")
    not_colors: tuple[str, ...] = ()
    colorless: bool | None = None
    # "you" | "opponent" | "that_player" (in a triggered ability: the player its event
    # involved, 603.2; bound as it is put on the stack into `controlled_by`, the player's
    # index: rules/trigger_targets.py)
    controller: str | None = None
    controlled_by: int = -1
    # "target permanent you own" (108.3: its owner is the player the filter is checked for,
    # whoever controls it; "you both own and control": `controller` you too)
    owned_by_you: bool = False
    # 702.140a: "with the same owner as this spell": owned by the source's owner (mutate)
    same_owner: bool = False
    other: bool = False  # "another": not the source itself
    tapped: bool | None = None
    keywords: tuple[str, ...] = ()  # has any of these keywords
    not_keywords: tuple[str, ...] = ()
    power_le: int | None = None
    power_ge: int | None = None
    toughness_le: int | None = None  # "with toughness N or less" (208.1)
    toughness_ge: int | None = None
    # 208.1: "with the same total power and toughness": power plus toughness is N (always X,
    # `x_amount` the trigger's object's total: rules/x_filters.py)
    pt_total: int | None = None
    mana_value_le: int | None = None
    mana_value_ge: int | None = None
    mana_value_odd: bool | None = None  # 202.3: "with an odd mana value" (False: even)
    # 506.4, 509.1h: a "blocked" (True) / "unblocked" (False) attacking creature (neither
    # before blockers are declared; rules/filters.py)
    blocked: bool | None = None
    # "with the lowest mana value": no permanent the rest of the filter names has a lower one
    # (202.3; ties: any of them; rules/filters.py)
    least_mana_value: bool = False
    # 107.3a, 601.2b: those of the six fields above that are written X ("with mana value X or
    # less"), given the value X was announced with as it is known (rules/x_filters.py)
    x_fields: tuple[str, ...] = ()
    # "with mana value equal to the number of charge counters on ~": X of `x_fields` is the
    # number of counters of this kind on the source (608.2h; rules/x_filters.py bind_in)
    x_counters: str | None = None
    # "with toughness less than or equal to the number of Islands you control": X of
    # `x_fields` is this count (an `Amount`), taken as the filter is checked (608.2h;
    # rules/x_filters.py bind_in)
    x_amount: Any = None
    attacking: bool | None = None
    blocking: bool | None = None
    token: bool | None = None
    name: str | None = None
    has_counter: str | None = None  # "with a +1/+1 counter on it" (122.1; "any": of any kind)
    counters_at_least: int = 0  # "with three or more level counters on it": of `has_counter`
    no_counters: bool = False  # "with no counters on them" (122.1)
    no_counter: str = ""  # "with no +1/+1 counters on them": none of this kind (122.1)
    in_combat: bool | None = None  # "attacking or blocking" (506.4)
    multicolored: bool | None = None  # two or more colors (105.4)
    monocolored: bool | None = None  # 105.4: exactly one colour
    color_count: int | None = None  # 105.2: "that's exactly three colors"
    historic: bool | None = None  # legendary, artifact or Saga (700.6)
    # "with power less than this creature's power" (mentor 702.134a): the source's power now
    power_lt_source: bool = False
    power_gt_source: bool = False  # "with power greater than ~'s power" (509.1b)
    # "target creature defending player controls" (provoke 702.39a): controlled by the player
    # the source attacks (506.2)
    defending: bool = False
    # "of the chosen color" / "of the chosen type": the choice the source made as it entered
    # (614.12a, rules/replacement.py): "color" or "creature_type"
    chosen: str = ""
    not_chosen: str = ""  # "that aren't of the chosen type": not of that choice (608.2d)
    # 115.9b: "a spell [or ability] that targets <one of these>" (rules/spell_targets.py)
    spell_targets: tuple[str, ...] = ()
    attached_to_source: bool = False  # "attached to ~" (301.5, 303.4)
    # "Enchanted creature gets +2/+2 for each Aura attached to it": attached to the permanent
    # the source is attached to (303.4, 301.5; rules/filters.py)
    attached_with_source: bool = False
    # 301.5, 303.4: attached to the object a static ability's effect applies to ("Each creature
    # you control gets +2/+0 for each Equipment attached to it": each creature's own; read by
    # rules/layer_dependency._per only, 613.4c)
    attached_to_affected: bool = False
    # "target Aura attached to a creature [you control]" (303.4, 301.5): what the permanent it
    # is attached to must be (rules/filters.py)
    attached_to_filter: Filter | None = None
    # "enchanted creatures you control", "creatures that are equipped": with an Aura (303.4)
    # / an Equipment (301.5) attached to it (rules/attached_filters.py)
    enchanted: bool | None = None
    equipped: bool | None = None
    # "with another Aura attached to it" (303.4): an Aura other than the source attached
    # ("Enchant creature with another Aura attached to it", 702.5a; rules/attached_filters.py)
    other_aura: bool = False
    modified: bool = False  # 700.9: with a counter, equipped, or enchanted by its controller's
    # in combat with the source (509.1g-h): blocking it / blocked by it; both: either
    # ("creatures blocking or blocked by ~"; rules/attached_filters.py)
    blocking_source: bool = False
    blocked_by_source: bool = False
    damage_this_turn: str = ""  # 120.1: "was_dealt" / "dealt" / "dealt_you" (damaged_this_turn)
    put_there_this_turn: bool = False  # 400.7: from the battlefield this turn (graveyard_history)
    attacked_this_turn: bool = False  # 508.1: declared as an attacker this turn
    # 506.2, 508.1b: "that's attacking you" ("you") / "that's attacking you or a planeswalker
    # you control" ("you_or_planeswalker"), you the controller of the filter's source
    attacking_you: str = ""
    entered_this_turn: bool = False  # moved onto the battlefield this turn (as this object, 400.7)
    no_abilities: bool = False  # "with no abilities" (113.1, rules/filters.no_abilities)
    face_down: bool = False  # "face-down creatures" (708.2)
    any_of: tuple[Filter, ...] = ()  # "creature or Vehicle": one of these matches (205.2a)
    # an ability on the stack whose source is one of these card types ("target activated
    # ability from an artifact source", 113.7; rules/ability_source.py)
    source_types: tuple[str, ...] = ()
    # a spell cast from this zone ("graveyard"), or "not_hand": not cast from its owner's
    # hand, a copy too (601.2a, 707.12; rules/spell_cast_zones.py)
    cast_from: str = ""
    # 208.1, 613.4b: "with base power and toughness 1/1": its power and toughness after layer
    # 7b, before they are modified (Bess, Soul Nourisher)
    base_pt: str = ""  # "1/1"
    # 903.3: a commander (False: "noncommander"; rules/commanders.py)
    commander: bool | None = None
    # 202.1: its mana cost is exactly one of these (printed symbols: "{0}", "{1}"), not a
    # mana value ("with mana cost {0} or {1}", Urza's Saga: no mana cost, or {X}, is neither)
    mana_costs: tuple[str, ...] = ()
    # 603.7c: one of the objects the delayed triggered ability holding this filter watches
    # (the targets of the instruction that created it; rules/turn_triggers.watched)
    watched: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            default = getattr(Filter(), k)
            if v != default:
                out[k] = [a.to_dict() for a in v] if k == "any_of" else \
                    v.to_dict() if k == "x_amount" else list(v) if isinstance(v, tuple) else v
        return out


def filter_from_dict(d: dict[str, Any]) -> Filter:
    """The inverse of `Filter.to_dict` (for saved games)."""
    from mtg_engine.cards.amounts import amount_from_dict

    return Filter(**{k: tuple(filter_from_dict(a) for a in v) if k == "any_of" else
                     amount_from_dict(v) if k == "x_amount" else
                     tuple(v) if isinstance(v, list) else v for k, v in d.items()})


# --------------------------------------------------------------------------- continuous effects


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """What a continuous effect does to the objects it affects, one field per meaning; each
    part is applied in its own layer (613.1, 613.4, 613.6)."""

    control: bool = False  # layer 2: the effect's controller controls it
    # layer 3 (612, 613.1c): ("color", "B", "U"), ("land_type", "Swamp", "Island") or
    # ("creature_type", "Goblin", "Elf"): every instance of one word in its text replaced by
    # another (rules/text_changes.py)
    text_change: tuple[str, ...] = ()
    add_types: tuple[str, ...] = ()  # layer 4: "is a [type] in addition to its other types"
    add_subtypes: tuple[str, ...] = ()
    # layer 4 (205.4): "it's legendary and snow in addition to its other types", "it isn't
    # legendary" (supertype names, core.types.Supertype)
    add_supertypes: tuple[str, ...] = ()
    remove_supertypes: tuple[str, ...] = ()
    set_land_subtypes: tuple[str, ...] = ()  # layer 4: "are Mountains" (305.7)
    # layer 4: "is a Frog creature": the card types replaced (205.1a), with the subtypes of
    # the types it no longer has
    set_types: tuple[str, ...] = ()
    lose_creature_types: bool = False  # "loses all creature types"
    lose_land_types: bool = False  # "lose all land types" (205.3i, 305.6: no intrinsic mana)
    # layer 4: "~ isn't a creature" (the Theros gods): these card types go, with the subtypes
    # of the types it no longer has (205.1a, 205.3d)
    remove_types: tuple[str, ...] = ()
    all_creature_types: bool = False  # "is every creature type" (702.73a changeling)
    set_creature_type: str = ""  # "is the chosen type" ("chosen": the source's choice)
    # "is the chosen type in addition to its other types": the source's choice (614.12a)
    add_chosen_type: bool = False
    set_colors: str | None = None  # layer 5: WUBRG letters ("" is colourless)
    add_colors: str = ""  # layer 5: "is [color] in addition to its other colors" (613.1e)
    add_keywords: tuple[str, ...] = ()  # layer 6
    remove_keywords: tuple[str, ...] = ()
    # "... lose flying and can't have or gain flying": `remove_keywords` also removed after
    # every other layer-6 effect, whatever its timestamp (rules/layers.py)
    cant_have: bool = False
    lose_all_abilities: bool = False
    grant_flashback: bool = False  # "gains flashback; its flashback cost is its mana cost"
    pt_count: Filter | None = None  # 7a CDA: "equal to the number of [filter]"
    pt_count_zone: str = "battlefield"  # where those are counted: battlefield / graveyard
    pt_plus: int = 0  # 7a: "... plus N" (added to the count)
    pt_count_stat: str = ""  # 7a: which the count sets: "" both, "power" ("~'s power is ...")
    pt_amount: Any = None  # 7a CDA: "equal to <amount>" (a cards/amounts.Amount; cda_amounts)
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
    # layer 6: static abilities granted, each the canonical JSON of its DSL (613.7a;
    # rules/granted_statics.py)
    add_statics: tuple[str, ...] = ()
    # layer 6 (613.1f): "has all activated abilities of all creature cards exiled with it" /
    # "... of that card" (the top card of your library): rules/abilities_of.KINDS
    abilities_of: str = ""
    # layer 7c (613.4c): "~ gets +X/+Y, where X is the exiled creature card's power and Y is
    # its toughness" (the creature card exiled with the source, 607.2a: rules/exiled_pt.py)
    exiled_with_pt: bool = False
    # layer 6 (613.1f): the keywords of this list some creature card in a graveyard has
    # ("landwalk", "protection": each variant; Cairn Wanderer, rules/graveyard_keywords.py)
    graveyard_keywords: tuple[str, ...] = ()

    def layers(self) -> tuple[str, ...]:
        """The layers and sublayers this effect has a part in (613.6)."""
        out: list[str] = []
        if self.control:
            out.append("2")
        if self.text_change:
            out.append("3")
        if (self.add_types or self.add_subtypes or self.set_land_subtypes or self.set_types
                or self.add_supertypes or self.remove_supertypes
                or self.remove_types or self.lose_creature_types or self.all_creature_types
                or self.lose_land_types
                or self.set_creature_type or self.add_chosen_type):
            out.append("4")
        if self.set_colors is not None or self.add_colors:
            out.append("5")
        if (self.add_keywords or self.remove_keywords or self.lose_all_abilities
                or self.grant_flashback or self.add_abilities or self.add_triggers
                or self.add_statics or self.abilities_of or self.graveyard_keywords):
            out.append("6")
        if self.pt_count is not None or self.pt_amount is not None:
            out.append("7a")
        if self.set_power is not None or self.set_toughness is not None or self.pt_mana_value:
            out.append("7b")
        if self.power or self.toughness or self.exiled_with_pt or (
                self.per is not None and (self.power_per or self.toughness_per)):
            out.append("7c")
        if self.switch:
            out.append("7d")
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        from mtg_engine.cards.dsl_abilities import granted_dsl

        out: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            if v != getattr(_NO_EFFECT, k):
                if k in _GRANTED_KEYS or k == "add_statics":
                    out[k] = [granted_dsl(a) for a in v] if k != "add_statics" else \
                        [json.loads(x) for x in v]
                    continue
                out[k] = v.to_dict() if hasattr(v, "to_dict") else list(v) if isinstance(v, tuple) \
                    else v
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LayerEffect:
        from mtg_engine.cards.dsl_abilities import granted_ability

        kw: dict[str, Any] = {}
        for k, v in d.items():
            if k == "pt_count":
                kw[k] = filter_from_dict(v) if isinstance(v, dict) else v
            elif k in ("per", "pt_amount"):
                from mtg_engine.cards.amounts import amount_from_dict

                kw[k] = amount_from_dict(v) if isinstance(v, dict) else v
            elif k in _GRANTED_KEYS:
                kw[k] = tuple(granted_ability(k, x) for x in v)
            elif k == "add_statics":  # 613.7a (rules/granted_statics.py)
                kw[k] = tuple(json.dumps(x, sort_keys=True, separators=(",", ":"))
                              if not isinstance(x, str) else x for x in v)
            else:
                kw[k] = tuple(v) if isinstance(v, list) else v
        return cls(**kw)


_NO_EFFECT = LayerEffect()
# 611.2b: "for as long as ..." durations of a resolved effect (rules/control.py): the source
# remains on the battlefield; you (the effect's controller) control it; it remains tapped;
# both of the last two
AS_LONG_AS = ("source_remains", "you_control_source", "source_tapped",
              "you_control_source_tapped", "source_exiled",  # (702.99c: rules/cipher.py)
              "affected_enchanted")  # "for as long as that creature is enchanted" (303.4)
# 611.2b, 122.1: "for as long as it has a flood counter on it": while what it affects has a
# counter of that kind ("affected_counter:flood"; rules/layers.lapsed)
AFFECTED_COUNTER = "affected_counter:"


def as_long_as(until: str) -> bool:
    """Is `until` a "for as long as ..." duration (611.2b)?"""
    return until in AS_LONG_AS or until.startswith(AFFECTED_COUNTER)
LAYER_EFFECT_KEYS = frozenset(LayerEffect.__slots__)
_GRANTED_KEYS = ("add_abilities", "add_triggers")


# --------------------------------------------------------------------------- targets


# 701.5a: "activated_ability" / "triggered_ability" / "activated_or_triggered_ability": an
# ability on the stack (113.1b-c); mana abilities never are (605.3b)
TARGET_KINDS = ("any", "player", "opponent", "creature", "permanent", "spell", "card",
                "spell_or_permanent",  # 612: "target spell or permanent" (Sleight of Mind)
                "spell_or_creature",  # 115.1: "target spell or creature" (Brutal Expulsion)
                "permanent_or_suspended",  # 702.62b: "target permanent or suspended card"
                # 115.1: "target creature from the battlefield or creature card from a
                # graveyard" (oracle/target_zones.py)
                "creature_or_graveyard_creature",
                "activated_ability", "triggered_ability", "activated_or_triggered_ability",
                "spell_or_ability",  # 701.5a: a spell, an activated or a triggered ability
                "creature_or_planeswalker", "player_or_planeswalker", "planeswalker",
                "opponent_or_planeswalker",
                "permanent_spell",  # 110.4b: "target permanent spell" (707.10f)
                "permanent_or_player",  # 115.1: "target permanent or player" (122.1)
                "permanent_or_opponent")  # 115.1: "target artifact, creature, ... or opponent"


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
    # "another target creature" after "target creature": printed as a word of its own, it
    # shares the first's `word` (a different object, 115.3); for the round trip
    another: bool = False
    # 601.2c: "X target creatures": this requirement X times over, one word "target" (X is
    # announced first, 601.2b); only the last requirement (rules/x_targets.py)
    per_x: bool = False
    any_number: bool = False  # 601.2c: "any number of target creatures" (rules/x_targets.py)
    # 601.2c: "one or more target creatures": `any_number`, at least one chosen
    one_or_more: bool = False
    # 601.2c: "up to three target cards from a single graveyard": the cards chosen for this
    # word "target" all have one owner (rules/targets.py `related`)
    single_graveyard: bool = False
    # 601.2c: "any number of target nonland permanents with total mana value 6 or less": the
    # objects chosen for this word "target" have at most that total mana value (202.3;
    # rules/targets.py `related`, checked as they are chosen)
    total_mana_value_le: int | None = None
    # 115.9a: "target spell with a single target": one target chosen as it was put on the stack
    single_target: bool = False
    # 601.2c: "target player shuffles up to three target cards from their graveyard": a card
    # owned by the player chosen for the first target (rules/targets.py `related`)
    owned_by_target: bool = False
    # 601.2c, 702.33d: "If this spell was kicked, destroy another target land": a target
    # chosen only if the spell is kicked (none otherwise: rules/kicker_targets.py)
    kicked_only: bool = False
    # 601.2c, 702.33d: "Destroy target creature or planeswalker with mana value 2 or less. If
    # this spell was kicked, instead destroy target creature or planeswalker." (Bloodchief's
    # Thirst): the first target chosen only if the spell is NOT kicked, the rider's only if it
    # is (rules/kicker_targets.py)
    unkicked_only: bool = False
    # 601.2c: "two target permanents that share a card type" ("card") / "a permanent type"
    # ("permanent") / "two target creature cards that share a creature type" ("creature"),
    # 205.3m: the objects chosen for this word "target" share one (rules/targets.py
    # `related`; rechecked as the exchange happens, effects/permanent_verbs.py)
    shares_type: str = ""
    # 601.2c, 108.4: "target player or planeswalker and ... target creature that player or
    # that planeswalker's controller controls": controlled by the player chosen for the
    # requirement just before, or by the planeswalker's controller (rules/targets.related)
    controlled_by_target: bool = False
    # 601.2c: "for each opponent, destroy up to one target artifact that player controls":
    # this requirement once for each opponent as the targets are chosen; `opponent` (1, 2,
    # ...) is the opponent, in turn order after the controller, of one such requirement
    # (rules/per_opponent_targets.py)
    per_opponent: bool = False
    opponent: int = 0
    # 601.2c: "another target creature with the same controller": controlled by the controller
    # of the permanent chosen for the requirement just before (rules/targets.related; again as
    # it resolves, 608.2b)
    same_controller: bool = False

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
    chooser: str = ""  # 608.2d: the player reference who chooses "may" ("" for the controller)

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
            d["may"] = self.chooser or True
        return {self.verb: d}


# Conditions (rules/conditions.py): "if it was kicked" (702.33d), "if you control ...",
# "if you do" (608.2c), intervening "if" clauses of triggered abilities (603.4)...
CONDITION_KINDS = (
    "kicked", "not_kicked",  # 702.33d
    "anchor",  # 614.12b: `name` was the anchor word chosen as the source entered
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
    "conspired",  # "if its conspire cost was paid" (702.78a)
    "monarch",  # "if you're the monarch" (720)
    "city_blessing",  # "if you have the city's blessing" (702.131c, rules/ascend.py)
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
    "cast_from_graveyard",  # this spell was cast from a graveyard (601.2a)
    "cast_in_main_phase",  # addendum: this spell was cast during its controller's main phase
    "opponent_controls", "any_controls",  # an opponent / any player controls a `filter`
    # "that player" of an ability triggered at the beginning of a player's upkeep: the active
    # player has at most / at least `count` cards in hand
    "active_hand_at_most", "active_hand_at_least",
    "self_counters_at_least", "self_counters_at_most",  # counters of kind `name` on the source
    "not_renowned",  # 702.112a: "if it isn't renowned" (rules/keyword_effects.py)
    "self_renowned",  # 702.112b: "as long as ~ is renowned" (rules/condition_families.py)
    # the permanent the source is attached to matches `filter` ("as long as enchanted creature
    # is red", 303.4, 301.5); `name`: its words ("enchanted creature")
    "attached_is",
    # the first target of the resolving spell or ability matches `filter`, as it is or, gone
    # from the battlefield, as it last existed ("If that land was nonbasic", 608.2h); `name`:
    # the words naming it
    "target_is",
    "target_stat_at_most",  # its `name` stat (power, toughness, mana_value) <= `amount`
    "attached_greatest",  # the attached creature has the greatest `name` (power, toughness)
    "land_entered_this_turn",  # "if you had a land enter the battlefield under your control
    # this turn"
    "drawn_this_turn_at_least",  # "as long as you've drawn `count` or more cards this turn"
    "won_flip", "lost_flip",  # 705: the last coin flip you made (rules/coin.py)
    "die_at_least", "die_at_most",  # 706.3a: the last die you rolled (rules/dice.py)
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
    "self_is",  # the source is a permanent matching `filter` ("if ~ is an enchantment")
    "is_night", "is_day",  # 724.1: the game's day/night designation
    "life_ge_noted",  # your life total >= the last noted for ~ (rules/noted_life.py)
    "self_monstrous",  # 701.31b: the source is monstrous (rules/condition_families.py)
    "self_in_graveyard",  # 404.1: the source is a card in your graveyard
    "hand_exactly",  # exactly `count` cards in your hand
    "self_blocked",  # the source is a blocked attacking creature (509.1h)
    "permanent_entered_this_turn",  # a permanent of card type `name` entered under your
    # control this turn
    "hand_fewer_than", "opponent_hand_empty", "life_exactly", "no_creatures",
    "self_not_attacked", "not_attacked_this_turn", "no_attacks_this_turn",
    "lost_life_last_turn", "any_library_at_most", "any_graveyard_at_least", "self_on_battlefield",
    # the object a leaves-the-battlefield trigger is about, as it last existed (603.10a):
    # matched `filter`; had `count`+ counters of kind `name` ("" any); had none
    "it_was", "it_had_counters", "it_had_no_counters",
    "it_more_power",  # its power is greater than the source's (rules/last_known_conditions.py)
    "it_dealt_damage_at_least",  # `count`+ damage dealt to it this turn (the same module)
    "controls_modified",  # 700.9: you control a modified creature (rules/condition_families.py)
    "self_modified",  # 700.9: the source is modified
    "devotion_less_than",  # 700.5: your devotion to the `filter`'s colours is < `count`
    "graveyard_mana_values_at_least",  # `count` or more mana values among your graveyard's cards
    # the source attacked or blocked this combat; you control the creature with the greatest
    # `name` ("power" / "toughness") or tied for it (rules/condition_history.py)
    "self_attacked_or_blocked", "controls_greatest",
    "opponent_lost_life_last_turn", "player_lost_life_this_turn", "graveyard_empty",
    "full_party",  # 700.8
    "attacked_total_power",  # pack tactics: `count`+ total power attacked with (rules/pack_tactics.py)
    # the whole battlefield, the defending player (506.2), the most common colour, pack tactics
    # (rules/condition_board.py)
    "on_battlefield_at_least", "on_battlefield_none", "defending_controls",
    "defending_controls_none", "defending_controls_more", "defending_hand_at_most",
    "defending_more_cards", "defending_poisoned", "most_common_color",
    # this turn's facts, the creatures attacking (rules/condition_turn_facts.py)
    "opponent_searched_this_turn", "creatures_attacking_at_least", "creatures_attacking_exactly",
    "attacking_is", "opponent_cast_at_least", "opponent_gained_life_this_turn",
    "opponent_drew_at_least", "opponent_had_enter", "opponent_cards_to_graveyard_at_least",
    "discarded_this_turn", "surveilled_this_turn", "no_land_played_this_turn",
    "land_played_this_turn",
    "token_created_this_turn", "no_creature_died_this_turn", "creature_died_under_you",
    "self_dealt_damage_to_opponent",
    "opponent_dealt_damage_at_least", "self_was_dealt_damage",
    "self_attacked_or_blocked_this_turn", "no_life_lost_this_turn", "library_at_least",
    "library_empty", "opponent_controls_none", "opponent_poisoned", "controls_exactly",
    "not_starting_player", "no_spell_cast_this_turn", "to_graveyard_from_battlefield",
    "graveyards_at_least", "emblems_at_least",
    "nth_spell_this_turn", "entered_or_cast_from_graveyard",  # (condition_spell_history.py)
    "it_entered_or_cast_from_graveyard",  # the same of the trigger's remembered permanent
    "sacrificed_at_least",  # 701.17a: `count` or more of subtype `name` sacrificed this turn
    "active_player",  # its one part, "you" read as the player whose turn it is (603.4)
    "controls_most",  # more permanents matching `filter` than each other player (condition_board)
    # `count`+ permanents matching `filter` you control with one name / one creature type
    "controls_same_name", "controls_sharing_type",
    "this_way",  # 608.2c: an object the instruction before moved (`name`) matched `filter`
    *MORE_CONDITION_KINDS,  # (cards/dsl_condition_kinds.py)
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
    amount: Any = None  # a cards/amounts.Amount compared with (rules/condition_amounts.py)
    # target_is / target_stat_at_most: which target it reads (a later mode's, 700.2, 601.2c:
    # the chosen modes' targets are one list; state.game_state.chosen_modes_effects)
    target: int = 0
    # "remembered": the object the trigger event involved is not counted ("if you control
    # at least five other Mountains" after "Whenever a Mountain enters", 603.4)
    besides: str = ""

    def to_dict(self) -> Any:
        if self.count == 1 and self.filter == Filter() and not self.name and not self.negate \
                and not self.parts and self.amount is None and not self.target \
                and not self.besides:
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
        if self.amount is not None:
            d["amount"] = self.amount.to_dict()
        if self.target:
            d["target"] = self.target
        if self.besides:
            d["besides"] = self.besides
        return d


def _plain(v: Any) -> Any:
    if isinstance(v, Filter) or hasattr(v, "to_dict"):
        return v.to_dict()
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    return v


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
    # "Exile a creature you control" (118.3): the permanents `sacrifice` chooses are exiled,
    # not sacrificed (no "whenever you sacrifice": 701.17a)
    exile_chosen: bool = False
    # "Sacrifice a blue creature, a black creature, and a red creature": each permanent
    # matches a different alternative of `sacrifice`'s any_of (rules/ability_costs.py)
    sacrifice_each: bool = False
    # "Exile ~" (from the zone it is activated in; scavenge's "Exile this card from your
    # graveyard", 702.97a: the card exiled is remembered by the ability, rules/casting.py)
    exile_self: bool = False
    exile_filter: Filter | None = None  # "Exile a creature card from your graveyard"
    discard_random: bool = False  # "Discard a card at random" (`discard` cards, 701.8)
    discard_hand: bool = False  # "Discard your hand"
    return_self: bool = False  # "Return ~ to its owner's hand"
    exert_self: bool = False  # "Exert ~" (701.39a, rules/exert.py)
    exile_top: int = 0  # "Exile the top N cards of your library" (118.3)
    # "Exile the top [creature] card of your graveyard" (118.3; 404.2: a graveyard's order is
    # kept): the topmost card matching this filter (Filter(): any card)
    exile_graveyard_top: Filter | None = None
    # "Remove a +1/+1 counter from a creature you control" (118.3): (the counter's kind, what
    # the permanent you control must be); the permanent is chosen as it is activated
    remove_counter_from: tuple[str, Filter] | None = None
    # "Remove two +1/+1 counters from among creatures you control" (118.3): that many counters,
    # each from a permanent chosen as it is activated (one may give several)
    remove_counter_count: int = 1
    # "Tap enchanted creature" / "Sacrifice enchanted creature" (118.3): the permanent the
    # source Aura is attached to (its noun as printed: "creature", "land")
    tap_attached: str = ""
    sacrifice_attached: str = ""
    add_counter: str = ""  # "Put a <kind> counter on ~" (118.3: a cost, not an effect)
    # "Return a land you control to its owner's hand": `return_count` permanents you control
    return_filter: Filter | None = None
    return_count: int = 0
    # "reveal a Pirate card from your hand" (701.16a): an additional cost's only (118.8,
    # rules/additional_options.py); the card revealed is CastSpell.additional
    reveal_filter: Filter | None = None
    # "Tap an untapped creature you control": `tap_count` untapped permanents you control
    # (the source too unless "another"; summoning sickness doesn't matter, 302.6)
    tap_filter: Filter | None = None
    tap_count: int = 0
    # "Untap a tapped creature you control": `untap_count` tapped permanents you control
    # (118.3; rules/ability_costs.untap_pool)
    untap_filter: Filter | None = None
    untap_count: int = 0
    mill: int = 0  # "Mill a card" (701.13)
    # 702.49a: "Return an unblocked attacking creature you control to its owner's hand"
    # (ninjutsu; the creature is chosen as it is activated, rules/ninjutsu.py)
    return_unblocked: bool = False
    energy: int = 0  # "Pay {E}{E}": remove that many energy counters from yourself (107.14)
    # "exile a blue card from your hand" (a spell's cost only, rules/alternative_costs.py)
    exile_hand: int = 0
    exile_hand_filter: Filter | None = None
    # "Pay half your life, rounded up" (119.4, 107.1a; 0 with no life above 0: ability_costs)
    pay_half_life: bool = False
    # "Reveal X red cards from your hand" (118.3, 701.16a): this many cards of the hand
    # matching `reveal_hand_filter`, chosen as it is activated (ActivateAbility.revealed)
    reveal_hand: int = 0
    reveal_hand_filter: Filter | None = None
    # "Put a card from your hand on top of your library" (118.3): a card_costs.MOVES kind, the
    # card chosen as it is activated (ActivateAbility.moved)
    move_card: str = ""
    # "Put a -1/-1 counter on a creature you control" (118.3): (the counter's kind, what the
    # permanent you control must be), chosen as it is activated (ActivateAbility.countered)
    put_counter_on: tuple[str, Filter] | None = None
    # 201.5a: "Sacrifice ~" / "Unattach ~" in an ability an Equipment or Aura grants, ~ being
    # that Equipment or Aura (the ability's `grantor`): "sacrifice" | "unattach" (rules/grantor.py)
    grantor: str = ""


@dataclass(frozen=True, slots=True)
class SelfCostReduction:
    """601.2f: the spell's own "This spell costs {`less`} less to cast for each [`per`, a
    cards/amounts.Amount]" or "... less to cast if [`condition`]" (rules/costs.py); it reduces
    only the generic part of the cost."""

    less: int
    per: Any = None
    condition: Condition | None = None
    # "... less to cast if it targets [a permanent matching this]" (601.2c comes before 601.2f:
    # read on the spell's chosen targets, rules/target_cost_condition.py)
    if_targets: Filter | None = None
    # "... if it targets a blue spell" (Mystical Dispute): the target matching is a spell on
    # the stack, not a permanent (rules/target_cost_condition.py)
    targets_spell: bool = False
    # the coloured part of the reduction ("{2}{U}{U} less": "{U}{U}", 118.7b-c;
    # rules/self_cost_mana.py), with a condition
    mana: str = ""


ALT_COST_KINDS = (
    "evoke",  # 702.74a: when it enters, if evoked, its controller sacrifices it
    "spectacle",  # 702.137a: only if an opponent lost life this turn
    "surge",  # 702.117a: only if you cast another spell this turn
    "prowl",  # 702.76a: only if your source sharing a creature type with it dealt combat
    # damage to a player this turn (rules/prowl.py)
    "dash",  # 702.109a: it has haste and returns to its owner's hand at the next end step
    "blitz",  # 702.152a: haste, "when it dies, draw a card"; sacrificed at the next end step
    "overload",  # 702.96a: "target" becomes "each" (rules/overload.py)
    "cleave",  # 702.148a: the bracketed text removed (CardDef.cleaved, rules/cleave.py)
    "madness",  # 702.35a: cast from exile as its madness trigger resolves (rules/madness.py)
    "miracle",  # 702.94a: cast from the hand as its miracle trigger resolves (rules/miracle.py)
    "bestow",  # 702.103: cast as an Aura with enchant creature (bestowed_card)
    "escape",  # 702.138a: cast from the graveyard, exiling `exile` other cards from it
    "free",  # "you may cast it without paying its mana cost" (118.9)
    "alternative",  # "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (118.9)
    # 702.119a: and sacrifice a creature (chosen as CastSpell.additional, 702.119b); the
    # total cost is reduced by its mana value (rules/costs.py)
    "emerge",
    # 702.48a: "[Subtype] offering": its own mana cost and a [subtype] permanent sacrificed
    # (`cost`), any time its controller could cast an instant, the total cost reduced by the
    # sacrificed permanent's mana cost (rules/offering.py)
    "offering",
    # 702.143a: cast from exile after the turn it was foretold (the special action of the
    # card's hand ability with `foretell`, rules/foretell.py)
    "foretell",
    # 702.113a: and put `amount` +1/+1 counters on target land you control, which becomes a
    # 0/0 Elemental creature with haste (rules/awaken.py)
    "awaken",
    # 702.140a: a mutating creature spell targeting a non-Human creature with the same owner
    # (rules/mutate.py), merging with it as it resolves (702.140c, rules/merging.py)
    "mutate",
)


@dataclass(frozen=True, slots=True)
class AltCost:
    """An alternative cost (118.9, 601.2b): paid instead of the mana cost."""

    kind: str
    mana: ManaCost = ManaCost()
    exile: int = 0  # escape: and exile this many other cards from your graveyard (702.138a)
    amount: int = 0  # awaken N (702.113a): the +1/+1 counters put on the land
    cost: Cost | None = None  # 118.9: its parts other than mana (rules/alternative_costs.py)
    condition: Condition | None = None  # "If you control a Swamp, you may ..." (118.9)


@dataclass(frozen=True, slots=True)
class Splice:
    """702.47a: "Splice onto [quality] [cost]" (rules/splice.py): the quality, a spell with any
    of the card types or subtypes `onto` ("Arcane"; "Instant", "Sorcery"), and the mana paid as
    an additional cost."""

    onto: tuple[str, ...]
    mana: ManaCost


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
    # 700.2d: "You may choose the same mode more than once." (each instance its own targets)
    repeat_modes: bool = False
    # 700.2, 702.33d: "Choose one. If this spell was kicked, choose any number instead."
    # (one or more modes when it is cast kicked: rules/casting.py)
    kicked_any_modes: bool = False

    def mode_counts(self) -> range:
        """How many modes may be chosen (700.2)."""
        return range(self.choose_min or self.choose, self.choose + 1)


# 602.5b: when an activated ability may be activated, beyond 602.2 (the printed restriction
# after "Activate only ..."; rules/ability_costs.TIMING_TEXT has the wordings)
ACTIVATION_TIMINGS = ("your_upkeep", "any_upkeep", "your_turn", "opponent_turn",
                      "your_turn_before_attackers", "combat", "declare_blockers",
                      "instant",  # 602.5e: "as an instant", the usual timing
                      "opponent_upkeep", "end_of_combat", "before_attackers", "before_blockers",
                      "before_combat_damage", "before_end_of_combat", "after_blockers",
                      "your_draw")  # 504: "during your draw step"


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """`[Cost]: [Effect.]` (602.1). A mana ability (605.1a) has `mana` set and no targets."""

    cost: Cost
    text: str
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    mana: tuple[str, ...] = ()  # mana added by a mana ability ("G", "C"...)
    any_color: int = 0  # mana ability that adds this many mana of any one colour
    mana_times: Any = None  # that mana this many times, counted as it's activated (106.1)
    # 106.1: "If you control four or more creatures, add {G}{G} instead.": (the condition, the
    # mana added instead while it holds, or the N of "N mana of any one color" instead: 0 for
    # none), checked as it resolves (rules/activation.py)
    mana_instead: tuple[Condition, tuple[str, ...], int] | None = None
    # "Add one mana of the chosen color": the color its source chose as it entered (614.12a)
    chosen_color: bool = False
    # 106.7: "Add one mana of any color [type] that a <filter> could produce" (the permanents
    # whose mana it may add; `could_produce_colorless`: "type", colorless included)
    could_produce: Filter | None = None
    could_produce_colorless: bool = False
    # 903.4: "Add one mana of any color in your commander's color identity." (903.4e: no
    # commander, no mana; rules/commanders.py)
    commander_identity: bool = False
    sorcery_speed: bool = False  # "Activate only as a sorcery" (602.5d)
    once_each_turn: bool = False  # "Activate only once each turn" (602.5b)
    any_player: bool = False  # 602.2: "Any player may activate this ability."
    # 602.2: "Only your opponents may activate this ability." (with any_player: its
    # controller's opponents, not its controller)
    opponents_only: bool = False
    # 106.1, 107.1c: mana added once per counter its cost removed ("Remove any number of
    # storage counters from ~: Add {R} for each storage counter removed this way"), after `mana`
    mana_each: tuple[str, ...] = ()
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
    # 116.2c: "You may pay {W} to end this effect." of a Licid turned Aura: the special action
    # ending that effect, paid as this ability's cost; it doesn't use the stack (rules/licid.py)
    end_effect: bool = False
    # 613.1f: an ability a continuous effect grants, not printed: its DSL as canonical JSON
    # (dsl.granted_ability); "" for a printed ability
    granted: str = ""
    # 106.6: "Spend this mana only to cast ... [or activate abilities of ...]": the restriction
    # its mana carries, canonical JSON of {cast: <spell filter>, activate: <source filter>}
    # (rules/spend.py); "" for mana anyone may spend
    spend_only: str = ""
    # 700.2, 602.2b: "Choose one —": the modes, one chosen as it is activated (601.2b); then
    # `targets` and `effects` are empty (rules/modal_activated.py)
    modes: tuple[Mode, ...] = ()
    # 602.2b, 601.2f: "This ability costs {1} less to activate for each legendary creature you
    # control." (rules/costs.activation_mana: only the generic part, not below 0)
    cost_less: SelfCostReduction | None = None
    # 107.3a, 602.2b: the Cost field X counts ("Sacrifice X lands": "sacrifice_count", "Exile X
    # cards from your graveyard": "exile_graveyard"), X announced as it is activated; the field
    # holds 0 here (rules/cost_x.py gives it the announced value)
    cost_x: str = ""
    # 201.5a: a granted ability that names the object whose static ability granted it
    # ("Equipped creature has '{T}, Sacrifice ~: ~ deals 2 damage to any target.'"): -1 as
    # written, that object's id once granted (layer 6, rules/grantor.py); 0 for any other
    grantor: int = 0
    # 107.3, 601.2c: "Destroy up to X target lands, where X is the number of verse counters on
    # ~": X is the number of counters of this kind on the source as it is activated (before
    # its costs are paid, 601.2h), the number of targets (rules/x_targets.py)
    x_counters: str = ""
    # 107.3c: "X is the mana value of that card": X is the mana value of the card exiled with
    # the source (the printed words naming it; rules/defined_x.py)
    x_is: str = ""

    @property
    def is_mana_ability(self) -> bool:
        """605.1a: no target, could add mana, not a loyalty ability."""
        return bool(self.mana or self.mana_each or self.any_color or self.chosen_color
                    or self.could_produce is not None or self.commander_identity) \
            and not self.targets \
            and self.loyalty is None


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
    # 700.2, 603.3c: "choose one —": one mode chosen as it is put on the stack (its effects
    # and targets are then the mode's; rules/modal_triggers.py)
    modes: tuple[Mode, ...] = ()
    # 700.2: "choose two —", "choose one or both —", "choose one or more —": as a spell's
    # (SpellAbility.choose / choose_min; rules/modal_triggers.py)
    choose: int = 1
    choose_min: int = 0
    choose_up_to: bool = False  # "choose up to one —": no mode at all may be chosen (700.2b)
    # "choose one that hasn't been chosen [this turn] —": "game" / "turn", a mode this
    # object's ability chose before (that turn) can't be chosen again (rules/modal_triggers.py)
    choose_unchosen: str = ""
    # 603.8: a state trigger's state ("When you control no other creatures"; event "state"):
    # it triggers whenever it is true, once until the ability leaves the stack, and isn't
    # checked again on resolution (rules/state_triggers.py)
    state: Condition | None = None
    # 113.6m: the zone it functions in: "graveyard" for one whose effect moves ~ out of its
    # owner's graveyard (rules/trigger_graveyard.py)
    zone: str = "battlefield"
    # "This ability triggers only once each turn." (rules/trigger_base.py)
    once_each_turn: bool = False


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
                "ability_cost",  # 602.2b: activated abilities (cards/dsl_activation_costs.py)
                "draft_ability",  # 905.2: functions during a draft only (no effect in a game)
                "cast_self_from",  # 601.3: "You may cast ~ from your graveyard" (its `zone`)
                "attach_only",  # 701.3a: "~ can be attached only to a [filter]"
                "spells_have",  # "Each red ... spell you cast has conspire." (spell_keywords.py)
                # "Creature spells you control can't be countered." (101.2), from the
                # battlefield: the spells matching `filter` (controller: the static's)
                "spells_cant_be_countered",
                # players (`whose`: you / opponent / any, from the controller's side):
                # "You have hexproof." (702.11c, 702.18a: `keywords`), "You have no maximum
                # hand size." and "Your maximum hand size is reduced by N." (402.2, `amount`)
                "player_keywords", "no_maximum_hand_size", "hand_size",
                # "Your maximum hand size is two." (402.2, `amount`; `whose` also "chosen":
                # the player chosen as it entered, 614.12a; rules/hand_size.py)
                "hand_size_set",
                "cant_gain_life",  # "Players can't gain life." (119.7)
                # "Players can't pay life or sacrifice creatures to cast spells or activate
                # abilities." (614.17b, `whose`, `filter`: rules/cant_pay.py)
                "cant_pay_life", "cant_sacrifice_for_costs",
                # "Creature cards in graveyards and libraries can't enter the battlefield."
                # (614.17d, `filter`), "Players can't cast spells from graveyards." (101.2):
                # one static per `zone`, graveyard or library (rules/cant_enter.py)
                "cant_enter_from", "cant_cast_from",
                # 101.2, 602.5: "... or activate abilities of cards in graveyards."
                "cant_activate_from",
                "cant_play_lands",  # "Players can't play lands." (305.1, 101.2: `whose`)
                # "Each opponent who cast a spell this turn can't attack with creatures."
                # (508.1c, `whose`; rules/restrictions.barred_from_attacking)
                "cant_attack_after_casting",
                # "You may play an additional land on each of your turns." (305.2: `amount`)
                "additional_lands",
                # "You may cast creature spells as though they had flash." (601.3b): the
                # spells matching `filter` (rules/restrictions.py)
                "cast_as_though_flash",
                # "<players> can't cast <spells matching filter> [as long as ...]": with
                # `max_count`, no more than that many of them each turn (101.2, 604.1)
                "cant_cast",
                # "... can't cast spells with the same name as the exiled card" (101.2, 607.2a:
                # rules/exiled_names.py; `whose`: opponent or any)
                "cant_cast_exiled_names",
                # "Spells and abilities your opponents control can't cause you to sacrifice
                # permanents." (101.2, `whose`: rules/sacrifice_protection.py)
                "opponents_cant_make_sacrifice",
                "cant_be_countered",  # "This spell can't be countered." (101.2: a spell or
                # ability that would counter it does nothing to it)
                "level",  # a leveler's level symbol (711.2): base P/T and abilities by level
                # "If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a)
                "graveyard_exile",
                # "Creatures with swampwalk can be blocked as though they didn't have
                # swampwalk." (702.14: the landwalk `keywords` stop no block)
                "blockable_despite",
                # 401.5: "Play with the top card of your library revealed." / "You may look
                # at the top card of your library any time." (`whose`; rules/library_top.py)
                "reveal_top", "look_at_top",
                # 601.3, 305.1: "You may play lands and cast spells from the top of your
                # library." / "... from your graveyard." (rules/play_permissions.py)
                "play_from_top", "play_from_graveyard",
                # 601.3, 122.1: "You may cast spells from among cards in exile your opponents
                # own with ice counters on them, ..." (rules/exile_permissions.py)
                "cast_from_exile_counters",
                # 118.9: "You may cast spells from your hand without paying their mana
                # costs." (`filter`, `whose`; rules/cast_free_statics.py)
                "cast_free",
                # "Cards in graveyards can't be the targets of spells or abilities." (`filter`,
                # `untargetable`), "Your opponents can't play land cards from graveyards."
                # (`whose`; rules/graveyard_protection.py)
                "untargetable_cards", "cant_play_graveyard_lands",
                # 601.2c: "You can't choose an untapped creature as this spell's target as
                # you cast it." (an Aura's; rules/cast_targets.py)
                "cast_target_tapped",
                # 609.4b: "You may spend mana as though it were mana of any color [to cast
                # creature spells]." (`whose`, `filter`; rules/spend_any.static_widening)
                "spend_any_color", "spend_any_type",
                # 509.1a: "Tapped creatures can block." (`filter`; rules/tapped_blockers.py)
                "tapped_can_block",
                # 603.2, 603.6a: "Creatures entering the battlefield don't cause abilities to
                # trigger." (`filter`: the entering permanents; rules/enter_triggers.py)
                "no_enter_triggers",
                # 603.2d: `filter` what dies / enters (rules/trigger_doubling.py)
                "triggers_twice_on_death", "triggers_twice_on_enter",
                # 502.3: "Untap all permanents you control during each other player's untap
                # step." (`filter`, from the controller's side; rules/untap_others.py)
                "untap_during_others",
                # 103.5a: "If ~ is in your opening hand, you may begin the game with it on
                # the battlefield." (rules/opening_hand.py; nothing once the game began)
                "begin_on_battlefield",
                # 502.3: "Players can't untap more than one creature during their untap
                # steps." (`filter`, `max_count`, `whose`; rules/untap_limits.py)
                "untap_limit",
                # 601.3b: "You may cast ~ as though it had flash." (the card's own, from its
                # hand) and "If you cast it any time a sorcery couldn't have been cast, the
                # controller of the permanent it becomes sacrifices it at the beginning of the
                # next cleanup step." (rules/flash_self.py)
                "flash_self", "flashed_cleanup_sacrifice",
                # 400.2, 701.16a: "Players play with their hands revealed." (`whose`;
                # rules/revealed_hands.py)
                "reveal_hand",
                "cant_search_libraries",  # 101.2: "Players can't search libraries."
                "cant_cycle",  # 101.2: "Players can't cycle cards." (rules/no_cycling.py)
                # 615.12: "Damage can't be prevented." (`affects` self: "... dealt by ~");
                # "Combat damage that would be dealt by creatures you control can't be
                # prevented." (`filter`; rules/unpreventable.py)
                "damage_unpreventable", "combat_damage_unpreventable",
                # 510.1a: "Each creature assigns combat damage equal to its toughness rather
                # than its power." (`filter`; rules/toughness_damage.py)
                "combat_damage_by_toughness",
                # 601.2c: "While an opponent is choosing targets ..., that player must choose
                # at least one Flagbearer on the battlefield if able." (rules/flagbearers.py)
                "flagbearer",
                # 614.1a: "Damage that would reduce your life total to less than 1 reduces it
                # to 1 instead." (`whose` you, `as_long_as`; rules/life_floor.py)
                "damage_life_floor",
                # 101.2: "<players> can't activate abilities of <permanents matching filter>"
                # (`whose`, `as_long_as`; rules/cant_activate.py)
                "cant_activate",
                # 101.2, 606.3: "Players can't activate planeswalkers' loyalty abilities."
                # (`whose`; rules/cant_activate.loyalty_forbidden)
                "cant_activate_loyalty",
                # 606.3, 117.1a: "You may activate loyalty abilities of ~ on any player's
                # turn any time you could cast an instant." (`affects` self or `filter`,
                # `as_long_as`; rules/loyalty_timing.py)
                "loyalty_instant",
                # "Lethal damage dealt to creatures you control is determined by their power
                # rather than their toughness." (704.5g, 510.1c; `filter`; rules/lethal_by_power.py)
                "lethal_damage_by_power",
                # 101.2: "Each player can't draw more than one card each turn." (`whose`,
                # `max_count`; rules/draw_limit.py)
                "draw_limit",
                # 101.2: "Each opponent can't venture into the dungeon more than once each
                # turn." (`whose`, `max_count`; rules/dungeons.venture_forbidden)
                "venture_limit",
                # 104.3, 104.2, 101.2: "You can't lose the game and your opponents can't win
                # the game." (`whose`; rules/game_loss.py)
                "cant_lose", "cant_win",
                # 104.3b, 704.5a: "You don't lose the game for having 0 or less life." (`whose`)
                "zero_life_rule_off",
                # 702.90b: "As long as you have 0 or less life, all damage is dealt to you as
                # though its source had infect." (`whose`, `as_long_as`; rules/infect_damage.py)
                "damage_as_infect",
                # 702.16b-e: "You have protection from the chosen card name." (`whose`,
                # `choice`: name; rules/player_protection.py)
                "player_protection",
                # 119.7-119.8: "Your life total can't change." (`whose`; rules/life_lock.py)
                "life_total_cant_change",
                "no_legend_rule",  # 704.5j: "The "legend rule" doesn't apply." (rules/sba.py)
                # 101.2: "Players can't cast spells that share a color with the spell most
                # recently cast this turn." (rules/restrictions.cast_forbidden)
                "cant_cast_sharing_last_color",
                "cant_transform",  # 101.2, 701.28a (`filter`; rules/cant_transform.py)
                # 101.2, 122.1: "~ can't have counters put on it." (`affects` self, or
                # `filter`; `counter_kind`), "Players can't get counters." (`whose`;
                # rules/cant_have_counters.py)
                "cant_have_counters", "cant_get_counters")
STATIC_AFFECTS = ("filter", "enchanted", "equipped", "self", "paired")  # (702.95c: soulbond)
# the zone of the objects a "continuous" static affects; "all": every zone (Conspiracy's
# "creature spells you control and creature cards you own that aren't on the battlefield")
STATIC_ZONES = ("battlefield", "graveyard", "all")
ENTER_CHOICES = ("creature_type",)
STATIC_CONDITIONS = ("", "not_attacking_or_blocking",
                     # cant_cast: while it isn't the caster's turn / the caster couldn't cast a
                     # sorcery (101.2, 307.1; oracle/cast_timing.py)
                     "caster_not_active", "caster_not_sorcery_timing",
                     "caster_attacked_this_turn",  # ("who attacked with a creature this turn")
                     # play_from_top: "if it shares a card type with a card exiled with ~"
                     # (601.3, 607.2a; rules/top_permissions.py)
                     "shares_exiled_type")


# 509.1b: restrictions on blocks that name the other creature by a quality: the affected
# creature "can't be blocked by <other>", "can't be blocked except by <other>", or "can't
# block <other>" (an anthem's `restrictions`, rules/combat.py)
BLOCK_RESTRICTION_KINDS = ("cant_be_blocked_by", "cant_be_blocked_except_by", "cant_block")
# 508.1c: "can't attack you" / "can't attack you or planeswalkers you control", "you" being the
# static ability's controller (rules/restrictions.attack_forbidden); their filter is empty
ATTACK_RESTRICTION_KINDS = ("cant_attack_you", "cant_attack_you_or_planeswalkers",
                            # "Enchanted creature can't attack unless its controller pays {3}."
                            # (any player or planeswalker; with its `attack_cost`, 508.1h)
                            "cant_attack_unless_paid")
# 509.1c: "~ can't block unless you pay {2}": a cost to block (its `block_cost`, combat_costs.py)
COST_RESTRICTION_KINDS = ("cant_block_unless_paid",)
# 508.1c, 509.1b: restrictions judged by what the defending player controls (the filter):
# "~ can't be blocked as long as defending player controls an artifact", "~ can't attack
# unless defending player controls a blue permanent", "~ can't attack if defending player
# controls an untapped land" (rules/restrictions.py)
DEFENDER_CONDITION_KINDS = ("cant_attack_unless_defender_is", "cant_be_blocked_unless_defender_is")
DEFENDER_RESTRICTION_KINDS = ("cant_be_blocked_if_defender_controls",
                              # rules/defender_restrictions.py: the defending (attacking) player
                              "cant_attack_unless_defender_poisoned",
                              "cant_attack_unless_defender_monarch",
                              "cant_attack_unless_more_than_defender",
                              "cant_block_unless_more_than_attacker",
                              "cant_attack_unless_defender_controls",
                              "cant_attack_if_defender_controls",
                              # a condition judged with the defending player as "you" (its
                              # `condition`): "~ can't attack unless defending player has seven
                              # or more cards in their graveyard", "~ can't be blocked unless
                              # defending player controls three or more creatures that share a
                              # creature type" (rules/defender_restrictions.py)
                              *DEFENDER_CONDITION_KINDS)


@dataclass(frozen=True, slots=True)
class BlockRestriction:
    """509.1b: a restriction on blocks between the creature an anthem affects and another
    creature matching `other` (judged from the anthem controller's point of view)."""

    kind: str
    other: Filter = Filter()
    # DEFENDER_CONDITION_KINDS: the condition the defending player must meet, judged with that
    # player as "you" (506.2)
    condition: Condition | None = None


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
    # 614.1a: "If a spell cast this way would be put into your graveyard, exile it instead."
    # (a play_from_graveyard permission's spells: Kess, Dissident Mage)
    exile_instead: bool = False
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
    # ... "cant_block_unless_paid": "can't block unless its controller pays {1}" (509.1c-d,
    # rules/combat_costs.py); `cost_times`: a cards/amounts.Amount, "for each ..." times the
    # cost per creature or X in it (DSL `cost_each` / `cost_x`, 107.3)
    block_cost: str = ""
    cost_times: Any = None
    # an Aura's anthem granting protection: "This effect doesn't remove ~." (702.16c: the
    # protection it grants doesn't make this Aura illegal, rules/aura_protection.py)
    keeps_self: bool = False
    # enter_as_copy (rules/copy.py): counters it enters with, (kind, N or -1 for X, only if of
    # this card type or "") (707.9e); (card type, exceptions) applying only to a copy of that
    # type (707.9f); a linked "When you do" trigger's canonical JSON (707.9g, 603.11)
    copy_counters: tuple[tuple[str, int, str], ...] = ()
    copy_if: tuple[tuple[str, LayerEffect], ...] = ()
    copy_linked: str = ""
    goad: bool = False  # anthem: "... is goaded": its controller goads them (rules/goad.py)
    mana: str = ""  # spell_cost: coloured mana it adds ("cost {B} more", rules/costs.py)
    activation_cost: ActivationCostChange | None = None  # ability_cost (602.2b)
    # spell_cost: "The first creature spell you cast each turn costs {2} less to cast." (601.2f:
    # only while the player has cast no spell matching `filter` earlier this turn,
    # rules/first_spell_costs.py)
    first_each_turn: bool = False
    # spell_cost: "Spells you cast cost {1} less to cast for each target." (601.2f: `amount`
    # once for each target of the spell, rules/costs.py)
    per_target: bool = False
    # 903.8: "Your commander costs {1} less to cast for each time it's been cast from the
    # command zone this game." (spell_cost: `amount` times the spell's own casts from there)
    per_commander_cast: bool = False
    # play_from_top: "If you cast a spell this way, you may cast it as though it had flash."
    # (Elsha of the Infinite: 601.3b, rules/play_permissions.flash_from_top)
    top_flash: bool = False
    # play_from_top: "If you cast a spell this way, pay life equal to its mana value rather than
    # pay its mana cost." (Bolas's Citadel: 118.9, rules/play_permissions.py BY_LIFE)
    top_life: bool = False
    # play_from_graveyard with `max_count`: "... play a land and cast a permanent spell of each
    # permanent type from your graveyard" (Muldrotha: one use per type, 601.3, 305.1;
    # rules/graveyard_permissions.py)
    each_type: bool = False
    # cast_self_from: "... by paying 3 life and discarding a card in addition to paying its other
    # costs" (Demonic Embrace: 118.8, an additional cost when cast this way; rules/casting)
    extra_cost: Cost | None = None
    # cast_self_from: "... using its mutate ability" (Brokkos: cast this way only for that
    # alternative cost, 702.140a; rules/play_permissions.own_only_using)
    using: str = ""
    # cast_from_exile_counters: "You may play lands and cast ... spells from among ..." (land
    # cards played too, 305.1; rules/exile_permissions.py)
    lands: bool = False


# --------------------------------------------------------------------------- replacement effects

# What a replacement or prevention effect watches (614.1, 615.1; rules/replacement.py):
REPLACEMENT_EVENTS = (
    "move",  # any zone change of the affected object ("would leave the stack", 702.34a)
    "to_graveyard",  # "would be put into a graveyard [from `zone_from`]"
    "die",  # "would die" (700.4)
    "leave_battlefield",  # "would leave the battlefield"
    # "If a spell or ability an opponent controls causes you to discard ~" (701.8;
    # rules/discard_replacement.py)
    "discarded_by_opponent",
    # "... draw a card except the first one you draw in each of your draw steps", "... while your
    # library has no cards in it", "... while you have no cards in hand"
    # (rules/draw_replacements.py)
    "draw_except_first", "draw_from_empty_library", "draw_empty_hand",
    "destroy",  # "would be destroyed" (701.7; regeneration 701.15)
    "enters",  # "enters the battlefield tapped / with counters / as ~ enters, choose" (614.1c-d)
    "damage",  # "would deal damage" / "would be dealt damage" (614.2, 615)
    "gain_life",  # "would gain life"
    "draw",  # "would draw a card" (614.11)
    "roll_dice",  # "would roll one or more dice" (706; rules/dice.py)
    "lose_mana",  # "would lose unspent mana" (500.4; rules/mana_emptying.py)
    "flip_coin",  # "would flip a coin" (705; rules/coin.py)
    "counter",  # "would counter a spell" (Guile, 614.1a)
    "draw_step",  # "Skip your draw step" (614.1b, 614.10)
    "untap_step", "upkeep_step",  # "Players skip their untap steps." (614.1b, 614.10)
    "combat_phase",  # "Target opponent skips their next combat phase." (614.10)
    "turned_face_up",  # "As ~ is turned face up, put ... counters on it" (614.1e)
    "becomes_attached",  # "As ~ becomes attached to a creature, choose a color." (701.3a;
    # rules/attach_choice.py: not an event the replacement machinery watches)
    "begin_turn",  # "If you would begin your turn ..." (614.10, rules/skip_turn.py)
    # "if one or more [`counter_kind`] counters would be put on ..." (614.16); with `affects`
    # "you" / "opponent", on that player (122.1), "putter_you" / "putter_opponent": put by
    # that player (122.6; rules/player_counters.py)
    "put_counters",
    "create_tokens",  # "if an effect would create one or more tokens under your control" (614.16)
    "no_prevention",  # a marker: "damage can't be prevented this turn" (615.12)
    "copy_spell",  # "If you would copy a spell ..." (707.10, rules/copy_replacement.py)
)
# What happens instead:
REPLACEMENT_ACTIONS = (
    "exile", "hand", "graveyard", "library", "library_bottom",  # the object goes there instead
    "exile_may_cast",  # Guile: exile the countered spell; its controller may cast it
    # "instead exile it and put a number of +1/+1 counters equal to that creature's power on
    # ~" (Ravenous Slime; rules/exile_counters.py)
    "exile_power_counters",
    "battlefield",  # the discarded card is put onto the battlefield (rules/discard_replacement.py)
    "skip",  # nothing happens (614.1b)
    "regenerate",  # 701.15a
    "tapped", "untapped", "counters", "choose",  # how a permanent enters (614.1c-d, 614.12)
    "may_choose",  # 614.1a: "you may instead ...", then a choice (rules/draw_instead.py)
    "prevent",  # 615: all of it, or `amount` of it
    "redirect",  # 614.9: the damage is dealt to `redirect_to` instead (all, or `amount` of it)
    "double", "add",  # "twice that much", "that much plus `amount`"
    # "triple that damage", "that much minus `amount`", "half that damage, rounded down";
    # "loses that much life instead", "draw `amount` cards instead" (rules/replacement_results.py)
    "triple", "subtract", "half_down", "lose_life_instead", "draw_n",
    "cap",  # "... would deal N or more damage, ... deals `amount` (N-1) damage instead"
    "set",  # "... would deal 1 or more damage ..., it deals `amount` damage ... instead"
    "draw_n_lose_1",  # "instead you draw two cards and you lose 1 life" (Blood Scrivener)
    # "instead roll that many dice plus one and ignore the lowest roll" (706.5, rules/dice.py)
    "one_more_die",
    "colorless",  # "that mana becomes colorless instead" (500.4, rules/mana_emptying.py)
    "two_coins_keep_one",  # "instead flip two coins and ignore one" (705, rules/coin.py)
    # another player draws; that player wins; "you may skip that draw" (rules/draw_replacements.py)
    "steal_draw", "win_game", "may_skip",
    "draw_instead", "gain_life_instead", "return_from_graveyard",  # the event becomes another
    "control",  # 616.1b: it enters (the tokens are created) under the effect's controller's control
    "copy_source",  # 707.5, 616.1c: it enters as a copy of the effect's source (Essence of the Wild)
    "become_day",  # 614.1c, 724.1: "If it's neither day nor night, it becomes day as ~ enters"
    # "you may skip that turn instead. If you do, untap ~." (614.10b, rules/skip_turn.py)
    "may_skip_then_untap",
    # "that player exiles that many cards from the top of their library instead" (a damage
    # event replaced: rules/replacement_results.py)
    "exile_top_instead",
    # "put that many -1/-1 counters on that creature instead" (the damaged permanent: Soul-Scar
    # Mage; rules/replacement_results.py)
    "damaged_counters",
    # "instead sacrifice ~ and that land gains indestructible until end of turn" (a destroy
    # event replaced: rules/replacement_results.py)
    "sacrifice_source",
    "note_life",  # "As ~ enters the battlefield, note your life total." (rules/noted_life.py)
    # 614.1a, 701.8: "you may reveal that card and put it on top of your library instead of
    # putting it anywhere else" (a discarded card: Nephalia Academy; optional)
    "may_library_top",
    # 614.1a: "put five +1/+1 counters on ~ instead" / "you may put a study counter on ~
    # instead" (a draw replaced: `amount` `counter_kind` counters on the effect's source;
    # rules/replacement_results.py; the second optional)
    "source_counters", "may_source_counters",
    # "If damage would be dealt to ~, put that many +1/+1 counters on it instead." (614.1a: as
    # many `counter_kind` counters on the source as the damage, which isn't dealt)
    "source_counters_that_many",
    # 614.1a, 111.1: tokens created instead or besides (`tokens`; rules/replacement_tokens.py)
    "tokens_become", "tokens_plus", "tokens_one_of_each", "exile_then_tokens",
)
# only if the permanent's spell was kicked (702.33d) / escaped (702.138b-c)
REPLACEMENT_CONDITIONS = ("", "kicked", "escaped",
                          # 702.33f: kicked with its first / second kicker cost (the Volvers)
                          "kicked_with_0", "kicked_with_1",
                          # 702.138c: it didn't escape; 107.3: its X is 5 or more (Apocalypse
                          # Hydra; rules/replacement_conditions.py)
                          "not_escaped", "x_at_least_5",
                          "not_cast",  # enters: only if it wasn't cast (not from the stack)
                          # put_counters: "If an effect would put ..." (614.16): not the
                          # counters a cost puts (118.3: Doubling Season and a loyalty cost)
                          "by_effect",
                          # put_counters: "If a modular triggered ability would put ..." (only
                          # the counters modular's second ability puts, 702.43a: Zabaz)
                          "by_modular",
                          # damage to it, only while it has a `counter_kind` counter (615.5)
                          "has_counter",
                          "source_tapped")  # "... while ~ is tapped" (rules/skip_turn.py)
# "attached": the permanent the source Aura or Equipment is attached to ("enchanted creature",
# 303.4, 301.5); as a damage `source` too ("damage that would be dealt by enchanted creature")
REPLACEMENT_AFFECTS = ("self", "filter", "you", "opponent", "any", "each_player", "shield",
                       "attached",
                       # "a creature dealt damage by ~ / by enchanted creature this turn"
                       # (rules/damaged_this_turn.py)
                       "damaged_by_self", "damaged_by_attached",
                       # damage to an opponent or a permanent an opponent controls (Torbran)
                       "opponent_or_theirs",
                       # a shield's one recipient, `Shield.dest` ("the next time a source of
                       # your choice would deal damage to target creature", 615.8)
                       "dest",
                       # counters put by the effect's controller / by an opponent (122.6:
                       # rules/player_counters.py)
                       "putter_you", "putter_opponent")
# "color_except_G": "choose a color other than green" (kept as the "color" chosen, 614.12a)
REPLACEMENT_CHOICES = ("", "color", "creature_type", "player", "opponent",
                       *(f"color_except_{c}" for c in "WUBRG"),
                       # 205.3i: "choose a basic land type" / "choose a land type" (read as
                       # "the chosen type": rules/filters.chosen_of)
                       "basic_land_type", "land_type",
                       "odd_even",  # "choose odd or even" (702.16a: Lavabrink Venturer)
                       "two_players",  # "choose two players" (rules/chosen_players.py)
                       # 201.2: "choose a [nonland] card name" (rules/entering_choices.py)
                       "card_name:", "card_name:nonland", "card_name:nonbasic land")


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
    amount_per: Any = None  # ... N counters for each ... (614.1c; oracle/entering_counts.py)
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
    # 615.5: "For each 1 damage prevented this way, put a +1/+1 counter on that creature." (a
    # counter of this kind on the damaged object for each 1 damage prevented)
    counters_prevented: str = ""
    # 615.5: "If damage is prevented this way, ~ deals that much damage to ...": the card that
    # deals it (rules/prevention_reflect.py)
    reflect_from: str = ""
    # 615.5: another additional effect (rules/prevention_after.py): "mill twice that many
    # cards", "put an incarnation counter on ~", "remove that many +1/+1 counters from ~"...
    after_prevented: str = ""
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
    # 611.3a, 614.1: "As long as ~ is untapped, ..." / "During your turn, ...": a static
    # replacement effect of a permanent that applies only while this condition holds
    as_long_as: Condition | None = None
    # 615.1a: only damage of this much or less ("If a source would deal 3 or less damage to
    # ~, prevent that damage.", Callous Giant); 0: any amount
    damage_at_most: int = 0
    # 111.1, 614.1a: the keys of the tokens the effect creates instead or in addition ("that
    # many 4/4 white Angel creature tokens ... are created instead": rules/replacement_tokens.py)
    tokens: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            if v != getattr(_BLANK_REPLACEMENT, k):
                out[k] = v.to_dict() if isinstance(v, (Filter, Condition)) else v
        return out


_BLANK_REPLACEMENT = ReplacementSpec("", "")


def replacement_from_dict(d: dict[str, Any]) -> ReplacementSpec:
    from mtg_engine.cards.dsl_abilities import _Ctx, parse_replacement

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
    # 702.148a: the spell with the text in square brackets removed, cast for its cleave cost
    cleaved: SpellAbility | None = None
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
    # its flashback cost's other part ("Flashback—{1}{U}, Pay 3 life", "Flashback—Sacrifice a
    # creature": 702.34a, 118.9), paid as the additional costs are (601.2h; casting.extra_cost)
    flashback_cost: Cost | None = None
    # "Escalate [cost]" (702.120a): paid once for each mode chosen beyond the first (601.2f)
    escalate: ManaCost | None = None
    # 601.2f: "This spell costs {2}{U} more to cast for each target beyond the first." (strive)
    per_target_cost: ManaCost | None = None
    replacements: tuple[ReplacementSpec, ...] = ()  # replacement/prevention effects (614, 615)
    # Costs of casting it (601.2b, 601.2f; rules/costs.py):
    kicker: tuple[ManaCost, ...] = ()  # "Kicker {1}{G} and/or {2}{U}" (702.33a, 702.33c)
    multikicker: ManaCost | None = None  # "Multikicker {1}{W}" (702.33c)
    # its (one) kicker cost's other part ("Kicker—Sacrifice a creature": 702.33a, with
    # `kicker` its mana, {0} if none), paid as an additional cost is when kicked (601.2h)
    kicker_cost: Cost | None = None
    additional_cost: Cost | None = None  # "As an additional cost ..., sacrifice/discard/pay"
    # 118.8, 601.2b: "..., you may reveal a Dragon card from your hand": paid only if its caster
    # chooses to (rules/optional_costs.py)
    additional_optional: bool = False
    # 118.8: "sacrifice / tap / exile any number of ...": the cost's part counted once is paid
    # with any number of objects, none too (rules/any_number_costs.py); 601.2f: "This spell
    # costs {N} less to cast for each ... this way" (`additional_reduction`: N)
    additional_any: bool = False
    additional_reduction: int = 0
    # its part counted by X: "discard X cards" (rules/additional_x.py); of `flashback_cost`
    # when the card has no additional cost ("Flashback—{R}{R}, Sacrifice X Mountains")
    additional_x: str = ""
    # 118.8, 601.2b: "As an additional cost ..., sacrifice a creature or pay {3}": one of these,
    # chosen as it is cast (CastSpell.additional_option; rules/additional_options.py)
    additional_options: tuple[Cost, ...] = ()
    buyback: ManaCost | None = None  # "Buyback {3}" (702.27a)
    # its buyback cost's other part ("Buyback—Sacrifice a land", "Buyback—Pay 4 life":
    # 702.27a, with `buyback` its mana, {0} if none), paid as an additional cost is when the
    # buyback cost is (601.2h; casting.extra_cost)
    buyback_cost: Cost | None = None
    entwine: ManaCost | None = None  # "Entwine {2}": all modes for an additional cost (702.42a)
    replicate: ManaCost | None = None  # "Replicate {1}{U}": paid any number of times (702.56a)
    splice: Splice | None = None  # "Splice onto Arcane {1}{R}" (702.47a, rules/splice.py)
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
    # 612, 613.1c: the text changes in force on this object, in timestamp order (set by layer
    # 3 on the characteristics' card, rules/text_changes.py; never on a database card)
    text_changes: tuple[tuple[str, str, str], ...] = ()
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
    # "Morph—Pay 5 life", "Morph—Reveal a red card in your hand": the cost's part other than
    # mana (`morph` is then {0}; rules/morph_costs.py)
    morph_other: Cost | None = None
    # "Cast this spell only during combat and only if ..." (601.3): every condition must hold
    # for it to be cast (rules/cast_only.py)
    cast_only: tuple[Condition, ...] = ()
    dredge: int = 0  # "Dredge N" (702.52a): a draw replacement from the graveyard (rules/dredge.py)
    casualty: int = 0  # "Casualty N" (702.153a): an optional sacrifice (rules/casualty.py)

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
