"""Characteristics are computed, not stored (DESIGN principle 6): the layer system (613).

An object's characteristics start from its copiable values (the card definition, 613.1) and
continuous effects are applied layer by layer (613.1a-g), and within layer 7 sublayer by
sublayer (613.4), in timestamp order within each (613.7). Results are cached per state until
the state next changes.

Implemented: layer 6 (abilities granted by static abilities and by resolved effects) and
layer 7c (static "+N/+N" effects, resolved "gets +N/+N" effects, and +1/+1 / -1/-1 counters).
Layers 1-5 and 7a/7b/7d have no effects among the cards built so far; dependency (613.8) is not
needed by any of them yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtg_engine.cards.dsl import CardDef, StaticAbility
from mtg_engine.core.types import CardType, Supertype
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone


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

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    @property
    def is_land(self) -> bool:
        return CardType.LAND in self.types


def base_characteristics(o: GameObject) -> Characteristics:
    """The copiable values (613.1, 706.2) before any continuous effect."""
    c = o.card
    p = c.power or 0
    t = c.toughness or 0
    types, subtypes, supertypes = _type_sets(c)
    return Characteristics(c.name, types, subtypes, supertypes, c.colors, c.keywords, p, t, p, t,
                           o.controller)


_TYPE_SETS: dict[int, tuple[CardDef, tuple[frozenset[CardType], frozenset[str],
                                           frozenset[Supertype]]]] = {}


def _type_sets(c: CardDef) -> tuple[frozenset[CardType], frozenset[str], frozenset[Supertype]]:
    """A card definition's types, subtypes and supertypes as sets, made once per definition."""
    entry = _TYPE_SETS.get(id(c))
    if entry is None or entry[0] is not c:
        entry = _TYPE_SETS[id(c)] = (c, (frozenset(c.types), frozenset(c.subtypes),
                                         frozenset(c.supertypes)))
    return entry[1]


def characteristics(state: GameState, oid: int) -> Characteristics:
    """The object's current characteristics (613)."""
    cached = state._chars.get(oid)
    if cached is not None:
        return cached
    o = state.objects[oid]
    ch = base_characteristics(o)
    if o.zone is Zone.BATTLEFIELD:
        _apply_layers(state, o, ch)
    state._chars[oid] = ch
    return ch


def _static_effects(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """The static abilities of permanents that make continuous effects on characteristics
    (604, 611.3a), in timestamp order (613.7a); cached with the characteristics."""
    cached = state._chars.get(0)
    if cached is None:
        cached = [(state.objects[sid], st) for sid in state.battlefield
                  for st in state.objects[sid].card.statics if st.kind == "anthem"]
        state._chars[0] = cached
    return cached


def _static_applies(state: GameState, o: GameObject, src: GameObject, st: StaticAbility) -> bool:
    from mtg_engine.rules.filters import matches_base

    if st.condition == "not_attacking_or_blocking":
        combat = state.combat
        if combat is not None and (src.id in combat.attackers or src.id in combat.blockers):
            return False
    if st.when is not None:  # "as long as ..." (611.3a)
        from mtg_engine.rules.conditions import holds

        if not holds(state, st.when, src.controller, src.id):
            return False
    if st.affects == "self":
        return o.id == src.id
    if st.affects in ("enchanted", "equipped"):
        return src.attached_to == o.id  # 303.4 "enchanted creature", 301.5 "equipped creature"
    return matches_base(state, o, st.filter, src)


def _apply_layers(state: GameState, o: GameObject, ch: Characteristics) -> None:
    statics = _static_effects(state)
    if not (statics or state.effects or o.counters):
        return
    keywords = set(ch.keywords)
    if o.counters.get("level"):
        level_box(o, ch, keywords)  # 711.2: layers 6 and 7b
    dp = dt = 0
    for src, st in statics:
        if _static_applies(state, o, src, st):
            keywords.update(st.keywords)  # layer 6 (613.1f)
            dp += st.power  # layer 7c (613.4c)
            dt += st.toughness
    # Resolved continuous effects (611.2), locked onto the objects they affected (611.2c).
    for eff in state.effects:
        if o.id in eff.affected and eff.layer != "combat":
            keywords.update(eff.keywords)  # layer 6
            dp += eff.power  # layer 7c
            dt += eff.toughness
    # Counters modify power and toughness in layer 7c (613.4c, 122.1a).
    if o.counters:
        plus = o.counters.get("+1/+1", 0)
        minus = o.counters.get("-1/-1", 0)
        dp += plus - minus
        dt += plus - minus
    ch.keywords = frozenset(keywords)
    ch.power += dp
    ch.toughness += dt


def level_box(o: GameObject, ch: Characteristics, keywords: set[str]) -> None:
    """711.2a-b: a leveler's level symbol that applies to its number of level counters sets
    its base power and toughness (layer 7b) and gives its abilities (layer 6); with fewer
    counters than the first symbol needs, the printed ones stay (711.5)."""
    n = o.counters.get("level", 0)
    for st in o.card.statics:
        if st.kind == "level" and n >= st.level_from and (not st.level_to or n <= st.level_to):
            ch.base_power = ch.power = st.power
            ch.base_toughness = ch.toughness = st.toughness
            keywords.update(st.keywords)


def has_keyword(state: GameState, oid: int, keyword: str) -> bool:
    return keyword in characteristics(state, oid).keywords


def is_creature(state: GameState, oid: int) -> bool:
    return CardType.CREATURE in characteristics(state, oid).types
