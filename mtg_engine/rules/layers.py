"""Characteristics are computed, not stored (DESIGN principle 6): the layer system (613).

An object's characteristics start from the actual object (613.1): its card, or for a copy the
copiable values the copy effect gives it (layer 1, 707.2). Every continuous effect is then one
record (`_Eff`) with a part in one or more layers (613.1a-g, 613.4a-d, 613.6):

- effects from resolved spells and abilities (611.2, `GameState.effects`), whose set of
  affected objects was locked in as they began (611.2c);
- effects from static abilities (604, 611.3) of permanents, whose affected set is found again
  each time characteristics are computed, from the characteristics the earlier layers made
  (613.5), once, at the first layer they apply in (613.6).

Within a layer, characteristic-defining abilities come first (613.3), then timestamp order
(613.7), except that an effect that depends on another waits for it (613.8): dependency is
found by applying the other effect to a scratch copy of the characteristics and seeing whether
the first effect's existence, affected set or result changes (613.8a); a dependency loop falls
back to timestamps (613.8b); the order is re-evaluated after each effect (613.8c).

All battlefield characteristics are computed together when any is asked for and cached until
the state next changes (`GameState.characteristics_changed`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from mtg_engine.cards.dsl import (
    AFFECTED_COUNTER,
    ActivatedAbility,
    CardDef,
    Cost,
    Filter,
    LayerEffect,
    StaticAbility,
    TriggeredAbility,
    as_long_as,
)
from mtg_engine.cards.dsl_abilities import COMBAT_ABILITIES, granted_ability
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import BASIC_LAND_MANA, CardType, Supertype
from mtg_engine.rules.chosen_landwalk import CHOSEN_LANDWALK
from mtg_engine.rules.graveyard_statics import off_battlefield_statics
from mtg_engine.rules.keyword_counters import keyword_effects
from mtg_engine.rules.protection import CHOSEN_COLOR, CHOSEN_LAST_COLOR
from mtg_engine.state.game_state import ContinuousEffect, GameState
from mtg_engine.state.objects import GameObject, Zone

# (members read once: an Enum class attribute is a slow read in Python 3.11, and these are
# read on every characteristics lookup)
_BATTLEFIELD, _CREATURE, _LAND = Zone.BATTLEFIELD, CardType.CREATURE, CardType.LAND

LAYERED = ("anthem", "continuous")  # static ability kinds that make layered effects
LAYERS = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")

# 205.3i-205.3k, 205.3h: subtypes that aren't creature types (for "loses all creature types")
LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate",
                        "Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's"})
NONCREATURE_SUBTYPES = LAND_TYPES | frozenset({
    "Aura", "Background", "Cartouche", "Class", "Curse", "Rune", "Saga", "Shard", "Shrine",
    "Blood", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold", "Powerstone",
    "Treasure", "Vehicle", "Adventure", "Arcane", "Lesson", "Trap"})

# 305.6: the intrinsic "{T}: Add [mana]" ability of each basic land type
INTRINSIC_MANA = {t: ActivatedAbility(cost=Cost(tap=True), text=f"{{T}}: Add {{{m}}}.", mana=(m,))
                  for t, m in BASIC_LAND_MANA.items()}


@dataclass(slots=True)
class Characteristics:
    """The characteristics of an object after the layer system (109.3, 613)."""

    name: str
    types: frozenset[CardType]
    subtypes: frozenset[str]
    supertypes: frozenset[Supertype]
    colors: str
    keywords: frozenset[str]
    power: int
    toughness: int
    base_power: int
    base_toughness: int
    controller: int
    card: CardDef  # the copiable values after layer 1 (707.2): name, mana cost...
    abilities: tuple[ActivatedAbility, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    statics: tuple[StaticAbility, ...] = ()
    every_creature_type: bool = False  # 702.73a changeling, 205.3m
    flashback: ManaCost | None = None  # 702.34a: its flashback cost, if it has flashback
    lost_all: bool = False  # 613.1f: an effect removed all its abilities (filters.no_abilities)

    @property
    def is_creature(self) -> bool:
        return _CREATURE in self.types

    @property
    def is_land(self) -> bool:
        return _LAND in self.types

    @property
    def mana_cost(self) -> ManaCost:
        return self.card.mana_cost

    def clone(self) -> Characteristics:
        return Characteristics(self.name, self.types, self.subtypes, self.supertypes, self.colors,
                               self.keywords, self.power, self.toughness, self.base_power,
                               self.base_toughness, self.controller, self.card, self.abilities,
                               self.triggers, self.statics, self.every_creature_type,
                               self.flashback, self.lost_all)

    def has_subtype(self, subtype: str) -> bool:
        return subtype in self.subtypes or (self.every_creature_type
                                            and subtype not in NONCREATURE_SUBTYPES)


_WITH_INTRINSIC: dict[int, tuple[CardDef, CardDef]] = {}


KEYWORDS_OF_EXILED = "keywords_of_exiled_with"  # (rules/abilities_of.keywords_of_exiled)


def with_intrinsic(c: CardDef) -> CardDef:
    """The card with the mana abilities its basic land types give it (305.6), when its text
    doesn't spell them out (Tundra: "({T}: Add {W} or {U}.)" is reminder text)."""
    memo = _WITH_INTRINSIC.get(id(c))
    if memo is not None and memo[0] is c:
        return memo[1]
    out = c
    if c.subtypes and CardType.LAND in c.types:
        have = {ab.mana for ab in c.abilities if ab.cost == Cost(tap=True) and ab.mana}
        extra = tuple(INTRINSIC_MANA[t] for t in c.subtypes
                      if t in BASIC_LAND_MANA and (BASIC_LAND_MANA[t],) not in have)
        if extra:
            out = replace(c, abilities=c.abilities + extra)
    _WITH_INTRINSIC[id(c)] = (c, out)
    return out


_TEMPLATES: dict[int, tuple[CardDef, Characteristics]] = {}


def _from_card(c: CardDef, controller: int) -> Characteristics:
    memo = _TEMPLATES.get(id(c))
    if memo is None or memo[0] is not c:
        if len(_TEMPLATES) > 65536:
            _TEMPLATES.clear()  # (copies with exceptions make new card definitions)
        w = with_intrinsic(c)
        p = w.power or 0
        t = w.toughness or 0
        memo = _TEMPLATES[id(c)] = (c, Characteristics(
            w.name, frozenset(w.types), frozenset(w.subtypes), frozenset(w.supertypes),
            w.colors, w.keywords, p, t, p, t, -1, w, w.abilities, w.triggers, w.statics, False,
            w.flashback))
    ch = memo[1].clone()
    ch.controller = controller
    return ch


def base_controller(o: GameObject) -> int:
    """Who controls the permanent before any control-changing effect (613.1b)."""
    return o.base_controller if o.base_controller >= 0 else o.controller


def base_characteristics(o: GameObject) -> Characteristics:
    """The object's own values (613.1) before any continuous effect."""
    return _from_card(o.card, base_controller(o))




def characteristics(state: GameState, oid: int) -> Characteristics:
    """The object's current characteristics (613)."""
    chars = state._chars
    cached = chars.get(oid)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    computing = chars.get(_COMPUTING)  # type: ignore[call-overload]
    if computing is not None and (oid in computing or state.objects[oid].zone is not _BATTLEFIELD):
        return _as_computed_so_far(state, oid, computing)
    o = state.objects[oid]
    if o.zone is _BATTLEFIELD:
        flag = chars.get(-1)
        if (flag if flag is not None else _needs_layers(state)) and (
                not state.phased_out or oid in state.battlefield):  # (702.26b: else its own)
            _compute_battlefield(state)
            return chars[oid]  # type: ignore[no-any-return]
        ch = _from_card(o.card, o.base_controller if o.base_controller >= 0 else o.controller)
        if o.counters:
            if o.counters.get("level"):
                level_box(o, ch)  # 711.2
            _counters(o, ch)
            for le, _ in keyword_effects(o):  # 122.1b: no other effect is in force
                ch.keywords = ch.keywords | frozenset(le.add_keywords)
    else:
        card = o.card
        if o.zone is Zone.STACK and state.effects:  # 707.10: a copy of a spell (707.9b)
            copy = next((e for e in reversed(state.effects) if e.copy_card
                         and oid in e.affected), None)
            if copy is not None:
                card = copied_card(state, copy)
        ch = _from_card(card, o.controller)
        _other_zone(state, o, ch)
    chars[oid] = ch
    return ch


# The key (in `GameState._chars`) of the permanents' characteristics while the layer system
# computes them (`_compute_battlefield`).
_COMPUTING = "layers:computing"


def _as_computed_so_far(state: GameState, oid: int,
                        computing: dict[int, Characteristics]) -> Characteristics:
    """An object's characteristics read while the layer system is computing the permanents'
    (a count or a filter an effect applies with, 613.8): a permanent's as computed so far, a
    card in another zone's with its CDAs reading those (604.3, `card_in_zone`). Never cached:
    asking for the finished values here would start the computation again, without end (a
    Bridge counting "creature cards in your hand" while an Ooze whose CDA reads the battlefield
    is there)."""
    from mtg_engine.rules.zone_characteristics import card_in_zone

    got = computing.get(oid)
    return got if got is not None else card_in_zone(state, oid, computing)


def needs_layers(state: GameState) -> bool:
    """Is any continuous effect in force? If not, characteristics are the cards' own."""
    flag = state._chars.get(-1)
    return flag if flag is not None else _needs_layers(state)  # type: ignore[return-value]


def level_box(o: GameObject, ch: Characteristics, layer: str = "") -> None:
    """711.2a-b: a leveler's level symbol that applies to its number of level counters sets
    its base power and toughness (layer 7b) and gives its abilities (layer 6); with fewer
    counters than the first symbol needs, the printed ones stay (711.5). `layer` "" does
    both."""
    n = o.counters.get("level", 0)
    for st in ch.statics:
        if st.kind == "level" and n >= st.level_from and (not st.level_to or n <= st.level_to):
            if layer in ("", "7b"):
                ch.base_power = ch.power = st.power
                ch.base_toughness = ch.toughness = st.toughness
            if layer in ("", "6"):
                ch.keywords = ch.keywords | frozenset(st.keywords)
                if st.effect.add_abilities or st.effect.add_triggers:  # 711.2b: its abilities
                    _abilities(ch, st.effect)


def has_keyword(state: GameState, oid: int, keyword: str) -> bool:
    return keyword in characteristics(state, oid).keywords


def is_creature(state: GameState, oid: int) -> bool:
    return _CREATURE in characteristics(state, oid).types


# ------------------------------------------------------------------ which effects exist


def _static_effects(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """The layered static abilities printed on permanents (a quick test for "are there any";
    the full computation reads abilities from the characteristics themselves); cached with the
    characteristics."""
    cached = state._chars.get(0)
    if cached is None:
        cached = [(state.objects[sid], st) for sid in state.battlefield
                  for st in state.objects[sid].card.statics if st.kind in LAYERED]
        # 114.4, 113.6b: emblems' static abilities, those working from graveyards
        cached += [(o, st) for o, st in off_battlefield_statics(state) if st.kind in LAYERED]
        state._chars[0] = cached
    return cached


def static_effects(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """The layered static abilities of permanents and emblems (cached with the
    characteristics)."""
    cached = state._chars.get(0)
    return cached if cached is not None else _static_effects(state)  # type: ignore[return-value]


# 611.2b: durations that end when the source becomes untapped (`lapsed`)
TAPPED_DURATIONS = ("source_tapped", "you_control_source_tapped")


def tapped_matters(state: GameState) -> bool:
    """Could a permanent becoming tapped or untapped change any characteristic (613)? Only
    through a continuous effect that reads it: a static ability's filter ("untapped creatures
    you control") or "as long as" condition (611.3a), a count (7a, 7c), a "for as long as ~
    remains tapped" duration (611.2b), a rule effect's filter (611.2c), or an ability a copy
    effect gives (707.2). Anything else that is a condition or a count is assumed to."""
    for _, st in static_effects(state):
        if st.when is not None or st.condition or st.filter.tapped is not None:
            return True
        le = static_effect(st)
        if le.pt_count is not None or le.per is not None or le.pt_amount is not None:
            return True
    for e in state.effects:
        if e.until in TAPPED_DURATIONS or e.copy_card or (
                e.filter is not None and e.filter.tapped is not None):
            return True
        if e.mod is not None and (e.mod.pt_count is not None or e.mod.per is not None):
            return True
    return False


# Zones whose cards the layers of the battlefield don't see unless an effect reads them
HIDDEN_ZONES = frozenset({Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE})
# ... and the stack: a spell or an ability put on it or leaving it changes no permanent's
# characteristics unless an effect reads it (`hidden_zones_matter`)
OFF_BATTLEFIELD = HIDDEN_ZONES | {Zone.STACK}
# Computed values that depend only on the permanents and the effects in force (a card moving
# between OFF_BATTLEFIELD zones leaves them right): the keys' first parts (rules/restrictions.py,
# casting.py, faces.py, replacement.py, triggers.py, sba.py, ascend.py,
# activation_cost_changes.py)
_BATTLEFIELD_ONLY = frozenset({"restriction", "spell_cost", "day_night_bound", "replacements",
                               "triggers_by_event", "sba_clean", "activatable_permanents", "ascend",
                               "ability_cost", "restricted_mana_any"})  # (restricted_sources)


def _command_zone_functions(state: GameState) -> bool:
    """Is an object there whose abilities function in the command zone (an emblem, a plane, a
    scheme: 114.4, 901.7, 904.8)? Not a commander card (113.6, 903.3)."""
    from mtg_engine.rules.command_zone import functioning_ids

    return bool(functioning_ids(state))


def hidden_zones_matter(state: GameState) -> bool:
    """Could a card moving between libraries, hands, graveyards, exile and the stack (or an
    ability put on the stack or leaving it) change any characteristic of a permanent? Only
    through an effect that reads those zones: a count (7a, 7c: "the number of cards in your
    hand"), an "as long as" condition (611.3a), a static ability working in another zone
    (611.3c: on spells too), or one a copy effect or an emblem gives (707.2, 114.4). Any
    condition or count is assumed to."""
    if state.command and _command_zone_functions(state):
        return True
    for _, st in static_effects(state):
        if st.when is not None or st.condition or st.zone != "battlefield" \
                or st.filter.x_amount is not None:  # (a bound counted: filters.counted_bound)
            return True
        le = static_effect(st)
        if le.pt_count is not None or le.per is not None or le.pt_amount is not None \
                or le.abilities_of or le.exiled_with_pt:  # (613.1f, 613.4c: cards in exile
            # or a library)
            return True
    for e in state.effects:
        if e.copy_card or (e.mod is not None and (e.mod.pt_count is not None
                                                  or e.mod.per is not None)):
            return True
    return False


def hidden_zones_changed(state: GameState, unchanged: Sequence[int] = ()) -> None:
    """A card moved between zones other than the battlefield (a new object, 400.7; hidden
    zones or the stack), or an ability was put on the stack or left it: forget what was
    computed, except the permanents' characteristics and the values that depend only on them
    (when no effect reads those zones, `hidden_zones_matter`), and the values of
    `_PLAYER_KEYS` of the players in `unchanged` (whose hand, graveyard and exile the move
    left as they were)."""
    if hidden_zones_matter(state):
        state.characteristics_changed()
        return
    _keep_battlefield_only(state, unchanged)


# Computed values of one player (the key's second part) that depend only on the permanents,
# the effects in force and that player's hand, graveyard and exile (and the cards in exile
# they may cast, 716.3d, 601.3): castable cards (casting._castable_faces), activatable
# abilities (casting._candidates), the colours their hand asks for (mana.colour_demand) and
# their cards that may be cast by their own ability (play_permissions._own_castable)
_PLAYER_KEYS = frozenset({"castable_faces", "activatable", "colour_demand", "own_castable"})
# ... of which these don't depend on the turn either (a card in exile may be playable "this
# turn" only, rules/play_from_exile.py: the castable cards do, unless no card is in exile)
_PLAYER_KEYS_ANY_TURN = frozenset({"activatable", "colour_demand", "own_castable"})


def _keep_battlefield_only(state: GameState, players: Sequence[int] = (),
                           keys: frozenset[str] = _PLAYER_KEYS) -> None:
    """Forget every computed value except the permanents' characteristics, the values in
    `_BATTLEFIELD_ONLY`, and those of `keys` (of `_PLAYER_KEYS`) of `players`."""
    bf = set(state.battlefield)
    mine = frozenset(players)
    # (one comprehension, no call per key: this runs on every draw and every new turn)
    state._chars = {
        k: v for k, v in state._chars.items()
        if ((k <= 0 or k in bf) if type(k) is int  # type: ignore[operator]
            else ((k[0] == "card" and k[1] in bf) or k[0] in _BATTLEFIELD_ONLY  # type: ignore[index]
                  or (k[0] in keys and k[1] in mine))  # type: ignore[index]
            if type(k) is tuple else k in _BATTLEFIELD_ONLY)}


_COMBAT_FILTER_FIELDS = ("attacking", "blocking", "in_combat")


def _reads_combat(f: Filter | None) -> bool:
    return f is not None and (f.defending or f.blocking_source or f.blocked_by_source  # 509.1g
                              or bool(f.attacking_you)  # 506.2: "creatures attacking you"
                              or any(getattr(f, k) is not None for k in _COMBAT_FILTER_FIELDS))


def turn_or_combat_matters(state: GameState, combat: bool) -> bool:
    """Could a new turn (a new active player, 500) or creatures becoming attacking or
    blocking or leaving combat (`combat`: 506.4, 508.1, 509.1) change any characteristic
    (613)? Only through an effect that reads them: an "as long as" condition ("as long as
    it's your turn", "as long as it's attacking", 611.3a), a count (7a, 7c), a static
    ability's filter naming attacking or blocking creatures, a rule effect's filter (611.2c)
    or an ability a copy effect or an emblem gives (707.2, 114.4). Any condition or count is
    assumed to."""
    if state.command and _command_zone_functions(state):
        return True
    for _, st in static_effects(state):
        if st.when is not None or st.condition or (combat and _reads_combat(st.filter)):
            return True
        le = static_effect(st)
        if le.pt_count is not None or le.per is not None or le.pt_amount is not None:
            return True
    for e in state.effects:
        if e.copy_card or e.filter is not None or (e.mod is not None and (
                e.mod.pt_count is not None or e.mod.per is not None)):
            return True
    return False


def turn_or_combat_changed(state: GameState, combat: bool) -> None:
    """The turn or the combat roles changed: forget what was computed, except (when no effect
    reads them, `turn_or_combat_matters`) the permanents' characteristics and the values that
    depend only on them, as for a card moving between hidden zones (`hidden_zones_changed`:
    what depends on a player's cards, the turn or the mana sources is forgotten all the
    same)."""
    if turn_or_combat_matters(state, combat):
        state.characteristics_changed()
        return
    # (no player's cards moved: what they may activate is as it was, 602.5; and what they
    # may cast too, 601.3, unless a new turn began while a card is in exile: a permission to
    # cast it may be for a turn only, rules/play_from_exile.py; what may be cast from a hand
    # or a graveyard doesn't depend on the turn)
    _keep_battlefield_only(state, range(len(state.players)),
                           _PLAYER_KEYS if combat or not state.exile else _PLAYER_KEYS_ANY_TURN)


def _other_zone_statics(state: GameState) -> bool:
    """Does a static ability affect objects outside the battlefield (611.3c)?"""
    flag = state._chars.get(-4)
    if flag is None:
        flag = state._chars[-4] = any(st.zone != "battlefield" for _, st in _static_effects(state))
    return flag  # type: ignore[no-any-return]


def _graveyard_statics(state: GameState) -> bool:
    """Does a static ability affect cards in graveyards (Yixlid Jailer)?"""
    flag = state._chars.get(-3)
    if flag is None:
        flag = state._chars[-3] = any(st.zone == "graveyard" for _, st in _static_effects(state))
    return flag  # type: ignore[no-any-return]


def _needs_layers(state: GameState) -> bool:
    """Is any continuous effect in force? (Cached with the characteristics.)"""
    flag = state._chars.get(-1)
    if flag is None:
        flag = state._chars[-1] = bool(state.effects or _static_effects(state)
                                       or _level_box_abilities(state))
    return flag  # type: ignore[no-any-return]


def _level_box_abilities(state: GameState) -> bool:
    """711.2b: has a permanent activated or triggered abilities from a level box? (Then a
    permanent's abilities are not its card's: the layers are computed.)"""
    return any(st.kind == "level" and (st.effect.add_abilities or st.effect.add_triggers)
               for oid in state.battlefield if state.objects[oid].counters.get("level")
               for st in state.objects[oid].card.statics)


@dataclass(slots=True)
class _Eff:
    """One continuous effect while the layers are being applied."""

    effect: LayerEffect
    layers: tuple[str, ...]
    timestamp: int
    source: int
    controller: int  # -1: the source's current controller (a static ability's "you")
    static: StaticAbility | None = None
    affected: tuple[int, ...] | None = None  # None until a static effect starts (613.6)
    cda: bool = False

    @property
    def fixed(self) -> bool:
        """Locked onto its objects and doing the same whatever other effects do: it can't
        depend on anything (613.8a)."""
        e = self.effect
        return self.affected is not None and e.pt_count is None and not e.pt_mana_value \
            and e.per is None


_LAYERS_OF: dict[int, tuple[LayerEffect, tuple[str, ...]]] = {}


def _layers_of(le: LayerEffect, cda: bool = True) -> tuple[str, ...]:
    """The layers an effect applies in; "equal to the number of ..." is 7a from a CDA
    (613.4a), else it sets power and toughness in 7b (613.4b, 613.6's Svogthos example)."""
    memo = _LAYERS_OF.get(id(le))
    if memo is None or memo[0] is not le:
        memo = _LAYERS_OF[id(le)] = (le, le.layers())
    layers = memo[1]
    if not cda and "7a" in layers:
        layers = tuple(dict.fromkeys("7b" if x == "7a" else x for x in layers))
    return layers


def static_effect(st: StaticAbility) -> LayerEffect:
    """What a layered static ability does (an "anthem" built in Python without its `effect`
    gets one from its power, toughness and keywords); remembered per ability (by identity)."""
    if st.kind != "anthem":
        return st.effect
    memo = _STATIC_EFFECT.get(id(st))
    if memo is None or memo[0] is not st:
        le = st.effect
        if le == _NO_LAYER_EFFECT:
            le = LayerEffect(power=st.power, toughness=st.toughness, add_keywords=st.keywords)
        if len(_STATIC_EFFECT) > 4096:
            _STATIC_EFFECT.clear()
        memo = _STATIC_EFFECT[id(st)] = (st, le)
    return memo[1]


_NO_LAYER_EFFECT = LayerEffect()
_STATIC_EFFECT: dict[int, tuple[StaticAbility, LayerEffect]] = {}


def _resolved_effects(state: GameState, objs: dict[int, Characteristics],
                      restrictions: list[_Eff]) -> list[_Eff]:
    """The effects of resolved spells and abilities in force (611.2); the restrictions among
    them go to `restrictions` (see split_restrictions)."""
    out: list[_Eff] = []
    for e in state.effects:
        if e.layer in ("combat", "1", "untap", "targets") or e.copy_card or (  # (no layer)
                as_long_as(e.until) and lapsed(state, e)):
            continue
        affected = tuple(oid for oid in e.affected if oid in objs)
        if affected:
            memo = _EFFECT_OF.get(id(e))
            if memo is None or memo[0] is not e:
                le, combat = split_restrictions(e.layer_effect())
                if len(_EFFECT_OF) > 4096:
                    _EFFECT_OF.clear()
                memo = _EFFECT_OF[id(e)] = (e, le, _layers_of(le, cda=False) if le else (),
                                            combat)
            if memo[3]:
                restrictions.append(_Eff(memo[3], (), e.timestamp, e.source, e.controller,
                                         affected=affected))
            if memo[1] is not None:
                out.append(_Eff(memo[1], memo[2], e.timestamp, e.source, e.controller,
                                affected=affected))
    return out


_EFFECT_OF: dict[int, tuple[ContinuousEffect, LayerEffect | None, tuple[str, ...],
                            LayerEffect | None]] = {}
_SPLIT: dict[int, tuple[LayerEffect, LayerEffect | None, LayerEffect | None]] = {}


def split_restrictions(le: LayerEffect) -> tuple[LayerEffect | None, LayerEffect | None]:
    """An effect's restrictions and requirements named by their words ("can't block", "can't
    attack unless ...", "doesn't untap ...": dsl.COMBAT_ABILITIES) change no characteristic,
    so they are in no layer (613.1): they apply to the objects the effect affects as the game
    now is, after all layers (611.3a: "creatures with power 2 or less can't block" reads power
    after layer 7), and an affected object losing its abilities (613.1f) doesn't lose them
    (Humility doesn't free a creature under Pacifism). -> (the layered rest or None, the
    restrictions as a LayerEffect of keywords, or None)."""
    memo = _SPLIT.get(id(le))
    if memo is not None and memo[0] is le:
        return memo[1], memo[2]
    combat = tuple(k for k in le.add_keywords if k in COMBAT_ABILITIES)
    if not combat:
        out: tuple[LayerEffect | None, LayerEffect | None] = (le, None)
    else:
        rest = replace(le, add_keywords=tuple(k for k in le.add_keywords
                                              if k not in COMBAT_ABILITIES))
        out = (rest if rest.layers() else None, LayerEffect(add_keywords=combat))
    if len(_SPLIT) > 4096:
        _SPLIT.clear()
    _SPLIT[id(le)] = (le, *out)
    return out


def lapsed(state: GameState, e: ContinuousEffect) -> bool:
    """611.2b: has a "for as long as ..." duration ended? (It ends as soon as its condition
    is false; one false as the effect would begin does nothing.)"""
    until = e.until
    if not as_long_as(until):
        return False
    if until.startswith(AFFECTED_COUNTER):  # 122.1: while it has a counter of that kind
        kind = until[len(AFFECTED_COUNTER):]
        return not any(state.objects[a].counters.get(kind, 0) > 0 for a in e.affected
                       if a in state.battlefield)
    if until == "affected_enchanted":  # 303.4: while an Aura is attached to it (Rootwater
        # Matriarch), whatever becomes of the source
        from mtg_engine.rules.attached_filters import _attached_kinds

        return not any("Aura" in _attached_kinds(state, a) for a in e.affected
                       if a in state.battlefield)
    src = state.objects.get(e.source)
    if until == "source_exiled":  # 702.99c: while the encoded card remains exiled
        return src is None or src.zone is not Zone.EXILE
    if src is None or src.zone is not Zone.BATTLEFIELD or (
            state.phased_out and e.source not in state.battlefield):
        return True  # 400.7: the source left: a new object, if anywhere (702.26f: phased out)
    if until in ("you_control_source", "you_control_source_tapped") \
            and src.controller != e.controller:
        return True
    return until in TAPPED_DURATIONS and not src.tapped


def _static_timestamp(state: GameState, src: int) -> int:
    """613.7a: an effect from a static ability has its object's timestamp (an Aura or an
    Equipment gets a new one when it becomes attached, 613.7e)."""
    return state.objects[src].timestamp


# ------------------------------------------------------------------ the computation


def _compute_battlefield(state: GameState) -> None:
    chars: dict[int, Characteristics] = {}
    for oid in state.battlefield:
        chars[oid] = base_characteristics(state.objects[oid])
    state._chars[_COMPUTING] = chars  # type: ignore[index]
    try:
        _compute_layers(state, chars)
    finally:
        state._chars.pop(_COMPUTING, None)  # type: ignore[call-overload]
    state._chars.update(chars)


def _compute_layers(state: GameState, chars: dict[int, Characteristics]) -> None:
    from mtg_engine.rules.layer_dependency import _affected, _exists, _next_effect

    _layer1(state, chars)
    restrictions: list[_Eff] = []  # in no layer (split_restrictions)
    effects = _resolved_effects(state, chars, restrictions)
    # Static abilities (after layer 1 no effect adds one: later layers only remove them, so an
    # effect whose ability is gone by the time it would apply doesn't exist, `_exists`).
    for src, ch in chars.items():
        for st in ch.statics:
            if st.kind in LAYERED and st.zone in ("battlefield", "all"):
                le, combat = split_restrictions(static_effect(st))
                ts = _static_timestamp(state, src)
                if combat is not None:
                    restrictions.append(_Eff(combat, (), ts, src, -1, st))
                if le is not None:
                    effects.append(_Eff(le, _layers_of(le, st.cda), ts, src, -1, st,
                                        cda=st.cda))
    for o, st in off_battlefield_statics(state):  # 114.4 (emblems), 113.6b (graveyards)
        if st.kind in LAYERED and st.zone in ("battlefield", "all"):
            le, combat = split_restrictions(static_effect(st))
            if combat is not None:
                restrictions.append(_Eff(combat, (), o.timestamp, o.id, o.controller, st))
            if le is not None:
                effects.append(_Eff(le, _layers_of(le, False), o.timestamp, o.id,
                                    o.controller, st))
    for oid in chars:  # 122.1b, 613.1f: keyword counters, a timestamp per kind (613.7c)
        o = state.objects[oid]
        if o.counters:
            effects += [_Eff(le, ("6",), ts, oid, -1, affected=(oid,))
                        for le, ts in keyword_effects(o)]
    for layer in LAYERS:
        if layer in ("6", "7b"):  # 711.2: a leveler's level symbols (its own timestamp, first)
            for oid, ch in chars.items():
                if state.objects[oid].counters.get("level"):
                    level_box(state.objects[oid], ch, layer)
        pending = [e for e in effects if layer in e.layers]
        changed = bool(pending)
        while pending:
            e = _next_effect(state, chars, pending, layer) if len(pending) > 1 else pending[0]
            pending.remove(e)
            if e.affected is None:
                assert e.static is not None
                if not _exists(chars, e):
                    effects.remove(e)
                    continue  # its ability was removed by an effect applied before it
                e.affected = _affected(state, chars, e)  # from now on locked (613.6)
            _apply(state, chars, e, layer)
            if layer == "6" and e.effect.add_statics:  # 613.7a: the granted abilities' effects
                from mtg_engine.rules.granted_statics import spawn_effects

                spawn_effects(state, chars, e, effects, pending, restrictions)
        if layer == "3" and changed:  # 612: the static abilities of the changed text
            from mtg_engine.rules.text_changes import restate_statics

            restate_statics(state, chars, effects, restrictions)
        if layer == "4" and changed:
            for ch in chars.values():
                if ch.subtypes & BASIC_LAND_MANA.keys():
                    _intrinsic_mana(ch)
        elif layer == "6" and changed:
            _cant_have(chars, effects)
        elif layer == "7b":
            for ch in chars.values():
                ch.base_power, ch.base_toughness = ch.power, ch.toughness
        elif layer == "7c":
            for oid, ch in chars.items():
                if state.objects[oid].counters:
                    _counters(state.objects[oid], ch)
    _restrictions(state, chars, restrictions)
    _rule_effects(state, chars)


def _restrictions(state: GameState, chars: dict[int, Characteristics],
                  restrictions: list[_Eff]) -> None:
    """Restrictions and requirements (split_restrictions), after all layers: a static
    ability's only while it still exists, on what it affects now (611.3a); a resolved
    effect's on its objects (611.2c). Added to their abilities, read by rules/combat.py
    (508.1c-d, 509.1b-c) and the untap step (502.3)."""
    from mtg_engine.rules.layer_dependency import _affected, _exists

    for e in restrictions:
        if e.static is not None:
            if not _exists(chars, e):
                continue  # its ability was removed (613.1f)
            e.affected = _affected(state, chars, e)
        for oid in e.affected or ():
            ch = chars.get(oid)
            if ch is not None:
                ch.keywords = ch.keywords | frozenset(e.effect.add_keywords)


def _rule_effects(state: GameState, chars: dict[int, Characteristics]) -> None:
    """611.2c: a resolved effect that modifies no characteristics ("creatures with power 2 or
    less can't block this turn") binds every object its filter matches, judged on the final
    characteristics (after all layers), including objects that didn't match as it began; its
    restriction is added to their abilities, read by rules/combat.py (508.1c, 509.1b); not
    to the objects it names as exceptions ("other creatures": not the target)."""
    from mtg_engine.rules.layer_dependency import _matcher

    rules = [e for e in state.effects if e.layer == "rule" and e.filter is not None]
    match, objects = _matcher(), state.objects
    for e in rules:
        for oid, ch in chars.items():
            if oid not in e.excepted and match(state, objects[oid], ch, e.filter, e.controller, e.source):
                ch.keywords = ch.keywords | frozenset(e.keywords)


def _layer1(state: GameState, chars: dict[int, Characteristics]) -> None:
    """613.2a: copy effects, in timestamp order; the copiable values they give are locked in
    as the effect begins (707.2, 707.5)."""
    merged: dict[int, list[tuple[int, CardDef]]] = {}
    for e in state.effects:
        if e.copy_card:
            for oid in e.affected:
                if oid in chars and state.objects[oid].merged:  # 723.2a: with its merges
                    merged.setdefault(oid, []).append((e.timestamp, copied_card(state, e)))
                elif oid in chars and state.objects[oid].face_down is None:
                    # (708.10, 613.2b: a face-down permanent stays face down; the copy
                    # effect shows once it is turned face up)
                    card = copied_card(state, e)
                    if card.layout == "flip" and state.objects[oid].card.face_of \
                            and state.objects[oid].card.layout == "flip" and not card.face_of:
                        # 707.3, 110.5, 710: a flipped permanent copying a flip card has the
                        # copied card's flipped characteristics (its status is flipped)
                        card = card.faces[1]
                    chars[oid] = _from_card(card, chars[oid].controller)
    if merged:
        from mtg_engine.rules.merging import with_copy_effects

        for oid, copies in merged.items():
            chars[oid] = _from_card(with_copy_effects(state, state.objects[oid], copies),
                                    chars[oid].controller)


def copied_card(state: GameState, e: ContinuousEffect) -> CardDef:
    """The copiable values a copy effect gives (707.2), with its exceptions (707.9b)."""
    from mtg_engine.rules.face_down import FACE_DOWN, FACE_DOWN_COPY

    if e.copy_card == FACE_DOWN_COPY:
        card = FACE_DOWN  # 708.10, 707.2: it copied a face-down permanent's values
    else:
        card = state.db.token(e.copy_card) if e.copy_token else state.db.get(e.copy_card)
        if card.melded_from:  # 713.3c: a copy of a melded permanent is one object, and the
            card = replace(card, value_cost=None)  # combined face has no mana cost: 0
    for x in e.copy_except:
        card = except_card(card, x)
    return card


_CHANGELING = StaticAbility(kind="continuous", affects="self", cda=True,
                            effect=LayerEffect(all_creature_types=True))


def except_card(card: CardDef, x: LayerEffect) -> CardDef:
    """707.9: "except ..." modifications become part of the copiable values."""
    types = card.types + tuple(CardType.parse(t) for t in x.add_types
                               if CardType.parse(t) not in card.types)
    # 707.9d: a characteristic the exception sets isn't defined by a copied CDA ("except
    # it's 7/7": no "power and toughness are each equal to ..."; "except it's red": no colour
    # CDA); "in addition to its other types" keeps a type CDA
    pt = x.set_power is not None or x.set_toughness is not None
    statics = tuple(st for st in card.statics if not st.cda or not (
        (pt and (st.effect.pt_count is not None or st.effect.pt_amount is not None
                 or st.effect.pt_mana_value))
        or (x.set_colors is not None and st.effect.set_colors is not None)))
    if x.all_creature_types:  # "it has changeling" (702.73a: a CDA, every creature type)
        statics += (_CHANGELING,)
    subtypes = card.subtypes
    if x.set_creature_type:  # "except it's a 4/4 black Zombie": its creature types are those
        # (205.3m); 707.9d: a CDA giving every creature type (changeling) isn't copied
        subtypes = (*(s for s in subtypes if s in NONCREATURE_SUBTYPES), x.set_creature_type)
        statics = tuple(st for st in statics if not (st.cda and st.effect.all_creature_types))
    supertypes = tuple(t for t in card.supertypes if t.value not in x.remove_supertypes) \
        + tuple(Supertype.parse(t) for t in x.add_supertypes
                if Supertype.parse(t) not in card.supertypes)  # 205.4
    return replace(card, types=types, statics=statics, supertypes=supertypes,
                   subtypes=subtypes + tuple(s for s in x.add_subtypes if s not in subtypes),
                   colors=card.colors if x.set_colors is None else x.set_colors,
                   keywords=card.keywords | frozenset(x.add_keywords),
                   abilities=card.abilities + x.add_abilities,  # 707.9b: "except it has
                   triggers=card.triggers + x.add_triggers,  # '...'" (its own text, 113.7a)
                   power=card.power if x.set_power is None else x.set_power,
                   toughness=card.toughness if x.set_toughness is None else x.set_toughness)


def _counters(o: GameObject, ch: Characteristics) -> None:
    """613.4c, 122.1a: +X/+Y and -X/-Y counters (+1/+1, -1/-1, +1/+0, -0/-2, ...) modify
    power and toughness in layer 7c."""
    for kind, n in o.counters.items():
        pt = pt_counter(kind)
        if pt is not None:
            ch.power += pt[0] * n
            ch.toughness += pt[1] * n


@lru_cache(maxsize=256)
def pt_counter(kind: str) -> tuple[int, int] | None:
    """(X, Y) of a "+X/+Y" or "-X/-Y" counter's kind (122.1a), None for another kind."""
    m = re.fullmatch(r"([+-])(\d+)/([+-])(\d+)", kind)
    if m is None:
        return None
    return (int(m[2]) * (-1 if m[1] == "-" else 1), int(m[4]) * (-1 if m[3] == "-" else 1))


def _other_zone(state: GameState, o: GameObject, ch: Characteristics,
                seen: dict[int, Characteristics] | None = None) -> None:
    """Outside the battlefield only characteristic-defining abilities (604.3) and effects that
    say they affect that zone ("cards in graveyards", 611.3c) apply; `seen`: the permanents'
    characteristics being computed, when the layer system reads the card (zone_characteristics)."""
    from mtg_engine.rules.layer_dependency import _filter_ok, _order

    effs: list[_Eff] = [_Eff(st.effect, st.effect.layers(), o.timestamp, o.id, -1, st,
                             (o.id,), True) for st in ch.statics if st.cda]
    for e in state.effects:  # resolved effects on a card outside the battlefield (611.2c)
        if o.id in e.affected and not e.copy_card and e.layer not in ("combat", "untap"):
            le = e.layer_effect()
            effs.append(_Eff(le, _layers_of(le, cda=False), e.timestamp, e.source, e.controller,
                             affected=(o.id,)))
    if _other_zone_statics(state):
        for src in state.battlefield:
            src_ch = seen[src] if seen is not None else characteristics(state, src)
            for st in src_ch.statics:
                if st.kind == "continuous" and (st.zone == "all" or (
                        st.zone == "graveyard" and o.zone is Zone.GRAVEYARD)):
                    effs.append(_Eff(st.effect, _layers_of(st.effect, st.cda),
                                     _static_timestamp(state, src), src, src_ch.controller, st))
        from mtg_engine.rules.command_zone import functioning_ids

        for src in functioning_ids(state):  # 114.4: an emblem's ("... cards in your graveyard have
            em = state.objects[src]  # retrace."; its printed abilities: no effect changes them)
            for st in em.card.statics:
                if st.kind == "continuous" and st.zone == "graveyard" \
                        and o.zone is Zone.GRAVEYARD:
                    effs.append(_Eff(st.effect, _layers_of(st.effect, st.cda), em.timestamp,
                                     src, em.controller, st))
    if not effs:
        return
    chars = {**seen, o.id: ch} if seen is not None else {o.id: ch}
    for layer in LAYERS:
        for e in sorted((e for e in effs if layer in e.layers), key=_order):
            if e.affected is None:
                e.affected = (o.id,) if _filter_ok(state, o, ch, e, e.controller) else ()
            _apply(state, chars, e, layer)
        if layer == "7b":
            ch.base_power, ch.base_toughness = ch.power, ch.toughness


# ------------------------------------------------------------------ applying one effect


def _apply(state: GameState, chars: dict[int, Characteristics], e: _Eff, layer: str) -> None:
    from mtg_engine.rules.layer_dependency import _counted_value, _per, _set_counted

    assert e.affected is not None
    le = e.effect
    controller = e.controller
    if controller < 0 and e.source in chars:
        controller = chars[e.source].controller
    for oid in e.affected:
        ch = chars.get(oid)
        if ch is None:
            continue
        if layer == "2":
            if controller >= 0:
                ch.controller = controller  # 613.1b
        elif layer == "3":  # 613.1c, 612: text-changing effects
            from mtg_engine.rules.text_changes import change_text

            change_text(ch, le.text_change)
        elif layer == "4":
            from mtg_engine.rules.filters import chosen_of

            src = state.objects.get(e.source)  # (614.12a: "the chosen type", its choice)
            _types(ch, le, chosen_of(src.chosen, "creature_type") if src is not None else "")
        elif layer == "5":
            if le.set_colors is not None:
                ch.colors = le.set_colors  # 613.1e, 105.3
            if le.add_colors:  # 613.1e: "in addition to its other colors"
                ch.colors = "".join(c for c in "WUBRG" if c in ch.colors or c in le.add_colors)
        elif layer == "6":
            if CHOSEN_COLOR in le.add_keywords or CHOSEN_LAST_COLOR in le.add_keywords:
                # 614.12a: the source's chosen colour (701.3a: the last chosen)
                from mtg_engine.rules.protection import chosen_color_granted

                le = chosen_color_granted(le, state.objects.get(e.source))
            if le.add_abilities:  # 201.5a: an ability naming the object that grants it
                from mtg_engine.rules.grantor import bind

                le = bind(le, e.source)
            if le.abilities_of == KEYWORDS_OF_EXILED:  # 613.1f, 611.3a (abilities_of.py)
                from mtg_engine.rules.abilities_of import keywords_of_exiled

                le = keywords_of_exiled(state, le, e.source)
            if le.abilities_of:  # 613.1f: the activated abilities of other cards
                from mtg_engine.rules.abilities_of import abilities

                ch.abilities = ch.abilities + abilities(state, le.abilities_of, e.source)
            if le.graveyard_keywords:  # 613.1f: those creature cards in graveyards have
                from mtg_engine.rules.graveyard_keywords import granted as in_graveyards

                le = in_graveyards(state, le)
            if CHOSEN_LANDWALK in le.add_keywords:  # 702.14: of the source's chosen land type
                from mtg_engine.rules.chosen_landwalk import granted

                le = granted(le, state.objects.get(e.source))
            _abilities(ch, le)
        elif layer == "7a":
            _set_counted(ch, le, _counted_value(state, chars, e, oid))
        elif layer == "7b":
            if (le.pt_count is not None or le.pt_amount is not None) and not e.cda:
                _set_counted(ch, le, _counted_value(state, chars, e, oid))
            if le.pt_mana_value:
                ch.power = ch.toughness = ch.card.mana_value
            if le.set_power is not None:
                ch.power = le.set_power
            if le.set_toughness is not None:
                ch.toughness = le.set_toughness
        elif layer == "7c":
            ch.power += le.power
            ch.toughness += le.toughness
            if le.per is not None:  # "gets +1/+0 for each artifact you control" (608.2h)
                n = _per(state, chars, e, oid)
                ch.power += le.power_per * n
                ch.toughness += le.toughness_per * n
            if le.exiled_with_pt:  # "+X/+Y": the exiled creature card's (rules/exiled_pt.py)
                from mtg_engine.rules.exiled_pt import exiled_pt

                p, t = exiled_pt(state, chars, e.source)
                ch.power += p
                ch.toughness += t
        elif layer == "7d":
            ch.power, ch.toughness = ch.toughness, ch.power  # 613.4d


def _types(ch: Characteristics, le: LayerEffect, chosen: str = "") -> None:
    """613.1d: type-changing effects."""
    lands = le.set_land_subtypes
    if lands == ("chosen",):  # "Enchanted land is the chosen type." (614.12a; none: nothing)
        lands = (chosen,) if chosen else ()
    if lands:
        # 305.7: setting a land's subtype to a basic land type replaces its old land types;
        # it loses the abilities from its rules text and gets the new types' mana abilities.
        ch.subtypes = (ch.subtypes - LAND_TYPES) | frozenset(lands)
        ch.abilities, ch.triggers, ch.statics, ch.keywords = (), (), (), frozenset()
    if le.set_types:
        # 205.1a: the new card types replace the old; a subtype goes with its card type
        # (creature types stay only on a creature; other subtypes go: set_types is only ever
        # "Creature" today)
        ch.types = frozenset(CardType.parse(t) for t in le.set_types)
        ch.subtypes = frozenset(s for s in ch.subtypes if s not in NONCREATURE_SUBTYPES) \
            if CardType.CREATURE in ch.types else frozenset()
    if le.add_types:
        ch.types = ch.types | {CardType.parse(t) for t in le.add_types}
    if le.remove_types:  # "~ isn't a creature": 205.1a, 205.3d (its subtypes go with it)
        ch.types = ch.types - {CardType.parse(t) for t in le.remove_types}
        if CardType.CREATURE not in ch.types:
            ch.subtypes = frozenset(s for s in ch.subtypes if s in NONCREATURE_SUBTYPES)
            ch.every_creature_type = False
    if le.lose_land_types:  # 205.3i: every land type goes (305.6: with its mana ability)
        ch.subtypes = ch.subtypes - LAND_TYPES
    if le.lose_creature_types:
        ch.subtypes = frozenset(s for s in ch.subtypes if s in NONCREATURE_SUBTYPES)
        ch.every_creature_type = False
    if le.set_creature_type:
        # "is the chosen type": the source's choice as it entered (614.12)
        new = chosen if le.set_creature_type == "chosen" else le.set_creature_type
        ch.subtypes = frozenset(s for s in ch.subtypes if s in NONCREATURE_SUBTYPES) \
            | ({new} if new else set())
        ch.every_creature_type = False
    if le.add_subtypes:
        ch.subtypes = ch.subtypes | frozenset(le.add_subtypes)
    if le.add_supertypes or le.remove_supertypes:  # 205.4
        ch.supertypes = (ch.supertypes | {Supertype.parse(t) for t in le.add_supertypes}) \
            - {Supertype.parse(t) for t in le.remove_supertypes}
    if le.add_chosen_type and chosen:  # 614.12a: the type the source chose as it entered
        ch.subtypes = ch.subtypes | {chosen}
    if le.all_creature_types:
        ch.every_creature_type = True  # 702.73a


def _cant_have(chars: dict[int, Characteristics], effects: list[_Eff]) -> None:
    """"... lose flying and can't have or gain flying" (Archetype of Imagination): after all
    of layer 6, whatever the timestamps, the objects it affects don't have those keywords
    (an effect granting one later adds nothing)."""
    for e in effects:
        if e.effect.cant_have and e.affected:
            for oid in e.affected:
                ch = chars.get(oid)
                if ch is not None and ch.keywords & set(e.effect.remove_keywords):
                    ch.keywords = ch.keywords - frozenset(e.effect.remove_keywords)
                    _lose_keyword_triggers(ch, e.effect.remove_keywords)


def _intrinsic_mana(ch: Characteristics) -> None:
    """305.6: a land with a basic land type has that type's mana ability."""
    have = {ab.mana for ab in ch.abilities if ab.cost == Cost(tap=True) and ab.mana}
    extra = tuple(INTRINSIC_MANA[t] for t in sorted(ch.subtypes & BASIC_LAND_MANA.keys())
                  if (BASIC_LAND_MANA[t],) not in have)
    if extra:
        ch.abilities = ch.abilities + extra


def _abilities(ch: Characteristics, le: LayerEffect) -> None:
    """613.1f: abilities added and removed."""
    if le.lose_all_abilities:
        ch.keywords = frozenset()
        ch.abilities, ch.triggers, ch.statics = (), (), ()
        ch.flashback = None
        ch.lost_all = True
    if le.grant_flashback:
        ch.flashback = ch.card.mana_cost  # Snapcaster Mage: "equal to its mana cost"
    if le.remove_keywords:
        ch.keywords = ch.keywords - frozenset(le.remove_keywords)
        _lose_keyword_triggers(ch, le.remove_keywords)
    if le.add_keywords:
        ch.keywords = ch.keywords | frozenset(le.add_keywords)
        _grant_keyword_triggers(ch, le.add_keywords)
    # 613.1f: activated and triggered abilities granted ("has '{T}: ...'"), after the
    # object's own, each carrying its own text (dsl.granted_ability)
    if le.add_abilities:
        ch.abilities = ch.abilities + tuple(a for a in le.add_abilities if a not in ch.abilities)
    if le.add_triggers:
        ch.triggers = ch.triggers + tuple(t for t in le.add_triggers if t not in ch.triggers)
    if le.add_statics:  # 613.7a (rules/granted_statics.py)
        from mtg_engine.rules.granted_statics import add_statics

        add_statics(ch, le)


def _grant_keyword_triggers(ch: Characteristics, keywords: tuple[str, ...]) -> None:
    """613.1f: a triggered keyword granted ("have exalted") is its triggered ability, one
    instance per effect granting it: each triggers separately (702.83b, 702.25b, 702.101b,
    702.121b), besides a printed one."""
    from mtg_engine.cards.keyword_dsl import GRANTABLE_TRIGGERS
    from mtg_engine.cards.numbered_grant import is_numbered_keyword
    from mtg_engine.cards.ward_grant import is_ward_keyword

    extra = tuple(granted_ability("add_triggers", {"keyword": k}) for k in keywords
                  if k in GRANTABLE_TRIGGERS or is_ward_keyword(k)  # (702.21b)
                  or is_numbered_keyword(k))  # "annihilator 2"
    if extra:
        ch.triggers = ch.triggers + extra


def _lose_keyword_triggers(ch: Characteristics, keywords: tuple[str, ...]) -> None:
    """613.1f: an object that loses a triggered keyword ("loses flanking") loses every
    instance of it, printed or granted."""
    from mtg_engine.cards.keyword_dsl import GRANTABLE_TRIGGERS

    gone = [GRANTABLE_TRIGGERS[k] for k in keywords if k in GRANTABLE_TRIGGERS]
    if gone:
        ch.triggers = tuple(t for t in ch.triggers
                            if replace(t, granted="") not in gone)


def card_of(state: GameState, oid: int) -> CardDef:
    """The object's current name, mana cost and abilities as a card definition: its copiable
    values (layer 1) with the abilities the other layers left it (613.1f)."""
    chars = state._chars
    ch = chars.get(oid)
    if ch is None:
        flag = chars.get(-1)
        if not (flag if flag is not None else _needs_layers(state)):
            c = state.objects[oid].card  # no continuous effect: its card (305.6 included)
            memo = _WITH_INTRINSIC.get(id(c))
            return memo[1] if memo is not None and memo[0] is c else with_intrinsic(c)
        ch = characteristics(state, oid)
    c = ch.card
    if (ch.triggers is c.triggers and ch.abilities is c.abilities and ch.statics is c.statics
            and ch.keywords is c.keywords):
        return c
    key = ("card", oid)
    cached = chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        cached = chars[key] = replace(c, triggers=ch.triggers,  # type: ignore[index]
                                      abilities=ch.abilities, statics=ch.statics,
                                      keywords=ch.keywords)
    return cached  # type: ignore[no-any-return]


def flashback_cost(state: GameState, oid: int) -> ManaCost | None:
    """702.34a: the flashback cost of a card, if it has flashback now (Snapcaster Mage gives
    it, Yixlid Jailer takes it away)."""
    if not (state.effects or _graveyard_statics(state)):
        return state.objects[oid].card.flashback
    return characteristics(state, oid).flashback


def ability_of(state: GameState, oid: int, index: int) -> ActivatedAbility:
    """Activated ability number `index` of an object as it is now: a permanent's abilities
    after the layers (613.1f, with its land types' mana abilities, 305.6), else its card's."""
    o = state.objects[oid]
    return (card_of(state, oid) if o.zone is _BATTLEFIELD else o.card).abilities[index]
