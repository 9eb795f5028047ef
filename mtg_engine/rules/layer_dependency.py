"""Within a layer, which continuous effect applies next (613.7 timestamps, 613.3
characteristic-defining abilities first) and dependency (613.8): an effect depends on
another if applying the other would change what it applies to or what it does. Also the
set of objects an effect affects (611.3, 613.6) and its counted amounts ("for each")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import (
    Condition,
    Filter,
    LayerEffect,
    StaticAbility,
)
from mtg_engine.core.types import BASIC_LAND_MANA
from mtg_engine.rules.layers import (
    Characteristics,
    _apply,
    _Eff,
    _intrinsic_mana,
)
from mtg_engine.rules.zone_characteristics import battlefield_seen, card_in_zone, cards_in_zone
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

# ------------------------------------------------------------------ dependency (613.8)


def _order(e: _Eff) -> tuple[bool, int]:
    return (not e.cda, e.timestamp)  # 613.3: CDAs first; then 613.7 timestamps


def _next_effect(state: GameState, chars: dict[int, Characteristics], pending: list[_Eff],
                 layer: str) -> _Eff:
    """613.8b: the first effect, in timestamp order, that depends on no effect still to apply
    (or only on effects of its own dependency loop)."""
    deps = {id(a): [b for b in pending if b is not a and _depends(state, chars, a, b, layer)]
            for a in pending}
    if not any(deps.values()):
        return min(pending, key=_order)
    reach: dict[int, set[int]] = {}

    def reachable(a: _Eff) -> set[int]:
        if id(a) not in reach:
            seen: set[int] = set()
            todo = list(deps[id(a)])
            while todo:
                b = todo.pop()
                if id(b) not in seen:
                    seen.add(id(b))
                    todo += deps[id(b)]
            reach[id(a)] = seen
        return reach[id(a)]

    ready = [a for a in pending if all(id(a) in reachable(b) for b in deps[id(a)])]
    return min(ready or pending, key=_order)


def _depends(state: GameState, chars: dict[int, Characteristics], a: _Eff, b: _Eff,
             layer: str) -> bool:
    """613.8a: would applying `b` change whether `a` exists, what it applies to, or what it
    does to those objects? (Not between a CDA and a non-CDA.)"""
    if a.fixed or a.cda != b.cda or not (_reads(a) & _writes(b, layer)):
        return False
    before = _fingerprint(state, chars, a)
    scratch = dict(chars)
    for oid in (b.affected if b.affected is not None else _affected(state, chars, b)):
        scratch[oid] = chars[oid].clone()
    probe = _Eff(b.effect, b.layers, b.timestamp, b.source, b.controller, b.static,
                 b.affected, b.cda)
    if probe.affected is None:
        if not _exists(chars, probe):
            return False
        probe.affected = _affected(state, chars, probe)
    _apply(state, scratch, probe, layer)
    if layer == "4":
        for oid in probe.affected:
            if scratch[oid].subtypes & BASIC_LAND_MANA.keys():
                _intrinsic_mana(scratch[oid])
    return _fingerprint(state, scratch, a) != before


def _reads(a: _Eff) -> frozenset[str]:
    """What `a`'s existence, affected set and amounts look at."""
    key = (id(a.effect), id(a.static), a.affected is None)
    memo = _READS.get(key)
    if memo is not None and memo[0] is a.effect and memo[1] is a.static:
        return memo[2]
    out = _reads_of(a)
    if len(_READS) > 4096:
        _READS.clear()
    _READS[key] = (a.effect, a.static, out)
    return out


_READS: dict[tuple[int, int, bool], tuple[LayerEffect, StaticAbility | None, frozenset[str]]] = {}


def _reads_of(a: _Eff) -> frozenset[str]:
    out: set[str] = set()
    filters = []
    if a.affected is None:
        assert a.static is not None
        out.add("abilities")  # its existence
        if a.static.affects == "filter":
            filters.append(a.static.filter)
            out.add("controller")
        if a.static.affects == "paired":  # 702.95e: both creatures, one controller
            out |= {"controller", "types"}  # "you"
        if a.static.when is not None and a.static.when.kind == "self_is":
            filters.append(a.static.when.filter)  # "as long as it has defender" (_when_holds)
    if a.effect.pt_count is not None:
        filters.append(a.effect.pt_count)
        out.add("controller")
    if a.effect.per is not None and a.effect.per.filter is not None:  # 7c "for each" (608.2h)
        filters.append(a.effect.per.filter)
        out.add("controller")
    if a.effect.pt_amount is not None:  # 7a: "equal to <amount>" (rules/cda_amounts.py)
        if a.effect.pt_amount.filter is not None:
            filters.append(a.effect.pt_amount.filter)
        out.add("controller")
    if a.effect.pt_mana_value:
        out.add("copiable")
    for f in filters:
        if f.types or f.not_types or f.subtypes or f.not_subtypes or f.supertypes \
                or f.not_supertypes:
            out.add("types")
        if f.colors or f.not_colors or f.colorless is not None or f.multicolored is not None \
                or f.monocolored is not None or f.color_count is not None:  # 105.4
            out.add("colors")
        if f.chosen:  # 614.12a: the chosen color or creature type
            out.add("colors" if f.chosen == "color" else "types")
        if f.keywords or f.not_keywords:
            out.add("keywords")
        if f.power_le is not None or f.power_ge is not None or f.toughness_le is not None \
                or f.toughness_ge is not None:  # (7a-7d write power and toughness alike)
            out.add("power")
        if f.name is not None or f.mana_value_le is not None or f.mana_value_ge is not None \
                or f.mana_value_odd is not None:
            out.add("copiable")
    return frozenset(out)


_WRITES = {"2": frozenset({"controller"}), "3": frozenset({"abilities", "keywords"}),
           "4": frozenset({"types", "abilities"}), "5": frozenset({"colors"}),
           "6": frozenset({"keywords", "abilities"}), "7a": frozenset({"power"}),
           "7b": frozenset({"power"}), "7c": frozenset({"power"}), "7d": frozenset({"power"})}


def _writes(b: _Eff, layer: str) -> frozenset[str]:
    """What applying `b` in `layer` can change (613.8a (b)): only an effect removing abilities
    can end another's existence (305.7 in layer 4, "loses all abilities" in layer 6)."""
    le = b.effect
    if layer == "4":
        return _WRITES["4"] if le.set_land_subtypes or le.lose_land_types else _TYPES_ONLY
    if layer == "6":
        return _WRITES["6"] if le.lose_all_abilities else _KEYWORDS_ONLY
    return _WRITES[layer]


_TYPES_ONLY = frozenset({"types"})
_KEYWORDS_ONLY = frozenset({"keywords"})


def _fingerprint(state: GameState, chars: dict[int, Characteristics], a: _Eff) -> tuple:
    exists = a.affected is not None or _exists(chars, a)
    if not exists:
        return (False,)
    affected = a.affected if a.affected is not None else _affected(state, chars, a)
    return (True, affected, tuple(_amounts(state, chars, a, oid) for oid in affected))


def _exists(chars: dict[int, Characteristics], e: _Eff) -> bool:
    ch = chars.get(e.source)
    if ch is None:  # an emblem's (114.4): nothing removes its abilities
        return e.controller >= 0
    return any(st is e.static for st in ch.statics)


def _affected(state: GameState, chars: dict[int, Characteristics], e: _Eff) -> tuple[int, ...]:
    """What a static ability's effect applies to now (611.3a)."""
    st = e.static
    assert st is not None
    src = state.objects[e.source]
    if st.condition == "not_attacking_or_blocking":
        combat = state.combat
        if combat is not None and (src.id in combat.attackers or src.id in combat.blockers):
            return ()
    if st.when is not None and not _when_holds(state, chars, st.when, src.id):
        return ()
    if st.affects == "self":
        return (src.id,)
    if st.affects == "paired":  # 702.95c-d: the soulbond pair, while paired
        from mtg_engine.rules.soulbond import partner

        other = partner(state, src.id, chars)
        return () if other is None else (src.id, other)
    if st.affects in ("enchanted", "equipped"):  # 303.4 "enchanted", 301.5 "equipped"
        att = src.attached_to
        if att not in chars:
            return ()
        if st.filter != _ANY and not _matcher()(state, state.objects[att], chars[att],
                                                  st.filter, chars[src.id].controller, src.id):
            return ()  # "enchanted land has ...": only while it is one
        return (att,)
    controller = chars[src.id].controller if src.id in chars else e.controller  # (an emblem)
    match, f, objects = _matcher(), st.filter, state.objects
    return tuple(oid for oid, ch in chars.items()
                 if match(state, objects[oid], ch, f, controller, src.id))


_ANY = Filter()


def _when_holds(state: GameState, chars: dict[int, Characteristics], when: Condition,
                source: int) -> bool:
    """611.3a: does a static ability's "as long as" condition hold? "You control [a
    permanent]" is judged with the characteristics the layers have computed so far (the
    condition is checked as the effect starts to apply, 613.6), not by computing them again."""
    from mtg_engine.rules.conditions import controls_as, holds

    # (a source with no characteristics here: an emblem, 114.4, or a graveyard card, 113.6b)
    controller = chars[source].controller if source in chars else \
        state.objects[source].controller
    if when.kind in ("all_of", "any_of"):  # "as long as you control a Merfolk or an Island"
        test = all if when.kind == "all_of" else any
        return test(_when_holds(state, chars, p, source) for p in when.parts) != when.negate
    if when.kind == "attached_is":  # the attached permanent as computed so far (303.4, 301.5)
        att = state.objects[source].attached_to
        got = att is not None and att in chars and _matcher()(
            state, state.objects[att], chars[att], when.filter, controller, source)
        return got != when.negate  # ("Otherwise, ...": the negated condition, 611.3a)
    if when.kind == "self_is":  # "as long as it has defender": the source as computed so
        got = source in chars and _matcher()(  # far (613.6; what it depends on first, 613.8)
            state, state.objects[source], chars[source], when.filter, controller, source)
        return got != when.negate
    if when.kind == "graveyard_at_least":  # (no recomputation from a graveyard card: 604.3)
        from mtg_engine.rules.condition_families import graveyard_types_at_least

        got = graveyard_types_at_least(state, when, controller)
        if got is not None:
            return got != when.negate
    if when.kind == "devotion_less_than":  # 700.5a: after layers 1-3, computed so far
        from mtg_engine.rules.condition_families import devotion

        return (devotion(state, chars, when.filter.colors, controller) < when.count) \
            != when.negate
    from mtg_engine.rules.condition_board import in_layers

    board = in_layers(state, chars, _matcher(), when, controller, source)  # the battlefield
    if board is not None:
        return board != when.negate
    if when.kind not in ("controls", "not_controls", "opponent_controls", "any_controls",
                         "no_opponent_controls"):
        return holds(state, when, controller, source)
    match, objects = _matcher(), state.objects
    kind = "opponent_controls" if when.kind == "no_opponent_controls" else when.kind
    n = sum(1 for oid, ch in chars.items()
            if controls_as(kind, ch.controller, controller)
            and objects[oid].zone is Zone.BATTLEFIELD
            and match(state, objects[oid], ch, when.filter, controller, source))
    # a negated condition ("unless you control ...") holds when the condition doesn't
    held = (n >= when.count) == (when.kind not in ("not_controls", "no_opponent_controls"))
    return held != when.negate


def _filter_ok(state: GameState, o: GameObject, ch: Characteristics, e: _Eff,
               controller: int) -> bool:
    assert e.static is not None
    return _matcher()(state, o, ch, e.static.filter, controller, e.source)


_MATCH: list[Callable[..., bool]] = []


def _matcher() -> Callable[..., bool]:
    """filters.match_characteristics (imported on first use: filters imports this module)."""
    if not _MATCH:
        from mtg_engine.rules.filters import match_characteristics

        _MATCH.append(match_characteristics)
    return _MATCH[0]


def _amounts(state: GameState, chars: dict[int, Characteristics], e: _Eff, oid: int) -> tuple:
    le = e.effect
    if le.pt_count is not None or le.pt_amount is not None:
        return (_counted_value(state, chars, e, oid),)
    if le.per is not None:
        return (_per(state, chars, e, oid),)
    if le.pt_mana_value:
        return (chars[oid].card.mana_value,)
    return ()


def _count(state: GameState, chars: dict[int, Characteristics], e: _Eff, oid: int) -> int:
    """7a: "equal to the number of [filter]" (604.3), counted from `oid`'s controller."""
    from mtg_engine.rules.filters import match_characteristics

    le = e.effect
    assert le.pt_count is not None
    you = chars[oid].controller if oid in chars else state.objects[oid].controller
    if le.pt_count_zone in ("graveyard", "hand"):  # cards in a zone (400.1)
        zone = le.pt_count_zone
        ids = getattr(state.players[you], zone) if le.pt_count.controller == "you" else \
            [c for p in state.players for c in getattr(p, zone)]
        f = replace(le.pt_count, controller=None)
        return sum(1 for c in ids if match_characteristics(  # (their own CDAs too, 604.3)
            state, state.objects[c], card_in_zone(state, c, chars), f, you, oid))
    # 604.3: a CDA works in every zone; from there, the battlefield as it is
    return sum(1 for c, ch in battlefield_seen(state, chars, oid).items()
               if match_characteristics(state, state.objects[c], ch, le.pt_count, you, oid))


def _counted_value(state: GameState, chars: dict[int, Characteristics], e: _Eff,
                   oid: int) -> int:
    """7a: what "equal to ..." sets power and/or toughness to: a count of objects
    (`pt_count`, plus `pt_plus`) or another amount (`pt_amount`, rules/cda_amounts.py)."""
    if e.effect.pt_amount is not None:
        from mtg_engine.rules.cda_amounts import cda_value

        return cda_value(state, chars, e.effect.pt_amount, oid)
    return _count(state, chars, e, oid) + e.effect.pt_plus


def _set_counted(ch: Characteristics, le: LayerEffect, n: int) -> None:
    """604.3: "power and toughness are each equal to" sets both; "~'s power is equal to"
    only power (its toughness is printed)."""
    if le.pt_count_stat != "toughness":
        ch.power = n
    if le.pt_count_stat != "power":
        ch.toughness = n


def _per(state: GameState, chars: dict[int, Characteristics], e: _Eff, oid: int = -1) -> int:
    """7c: the count of "gets +N/+M for each ..." (cards/amounts.Amount), from the point of
    view of the effect's controller (109.5: "you"), with the characteristics being computed
    (613.8: so an effect it depends on applies first)."""
    from mtg_engine.rules.filters import match_characteristics

    a = e.effect.per
    you = e.controller
    if you < 0:
        you = chars[e.source].controller if e.source in chars else \
            state.objects[e.source].controller if e.source in state.objects else 0
    if a.kind == "counters":  # 122.1: counters on the source (or what it is attached to)
        src = state.objects.get(e.source)
        on = src.attached_to if src is not None and a.of == "attached" else e.source
        o = state.objects.get(on) if on else None
        from mtg_engine.rules.counter_kind_choice import count_of

        return count_of(o.counters, a.counter_kind) * a.times if o is not None else 0
    if a.kind == "exiled_with":  # 607.2a: "for each card exiled with it" (the source's)
        from mtg_engine.rules.exiled_with import exiled_with

        return len(exiled_with(state, e.source)) * a.times
    if a.kind == "this_turn" and a.who == "attacked":  # 508.1: the times it has attacked
        from mtg_engine.rules.turn_amounts import attacks_this_turn  # this turn (each its own)

        return attacks_this_turn(state, oid if a.of == "affected" else e.source) * a.times
    if a.kind == "colors":  # 105.2: "for each of its colors": the affected object's (layer 5)
        ch = chars.get(oid)
        return len(set(ch.colors) & set("WUBRG")) * a.times if ch is not None else 0
    from mtg_engine.rules.amounts import LAYER_KINDS, in_layers

    seen = battlefield_seen(state, chars, oid)  # (the permanents: 604.3 from another zone)
    if a.kind in LAYER_KINDS:  # devotion, domain, party, players (rules/amounts.py)
        return in_layers(state, seen, a, you, e.source) * a.times
    if a.kind == "greatest" and a.zone != "battlefield" and a.filter is not None:
        # "the greatest power among creature cards in your graveyard" (0 when there are
        # none, 107.1b), each card with its own CDAs (604.3, 113.6a)
        stats = [ch.card.mana_value if a.stat == "mana_value" else getattr(ch, a.stat)
                 for ch in cards_in_zone(state, chars, a.zone, a.filter, you, e.source)]
        return max(stats, default=0) * a.times
    if a.kind != "count" or a.filter is None or a.of not in ("", "chosen_player"):
        return 0
    from mtg_engine.rules.cda_amounts import counted_players

    whose = counted_players(state, a, e.source)  # 614.12a: the chosen player's
    if a.filter.attached_to_affected:  # 301.5, 303.4: attached to the affected object
        seen = {c: ch for c, ch in seen.items() if state.objects[c].attached_to == oid}
    if a.zone == "battlefield":
        n = sum(1 for c, ch in seen.items()
                if (whose is None or ch.controller in whose)
                and match_characteristics(state, state.objects[c], ch, a.filter, you, e.source)
                and not (a.besides == "affected" and c == oid)  # (cards/amounts.Amount)
                and (not a.sharing or _sharing(ch, chars.get(oid))))
    else:
        n = len(cards_in_zone(state, chars, a.zone, a.filter, you, e.source, whose))
    return n * a.times


def _sharing(ch: Characteristics, affected: Characteristics | None) -> bool:
    """205.3m: does `ch` share a creature type with the object the effect applies to (its
    creature types as layer 4 set them, 613.8)?"""
    from mtg_engine.rules.shared_types import share_a_creature_type

    return affected is not None and share_a_creature_type(ch, affected)
