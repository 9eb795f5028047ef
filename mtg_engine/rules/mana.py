"""Paying mana costs (601.2g-h, 602.2b) with mana abilities (605) and the mana pool (106.4).

A payment plan says which mana abilities to activate (605.3a: while paying a cost, mana
abilities may be activated) and how each symbol of the cost is paid: hybrid symbols with either
colour (107.4e), {2/W} with two generic or one white, Phyrexian symbols with their colour or
2 life (107.4f, 119.4: only a player with at least 2 life can pay 2 life). `find_payment`
finds one when one exists; `legal_actions()` uses it so that it never offers an unpayable cast.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import ActivatedAbility, Cost
from mtg_engine.core.mana import ManaCost, SymbolKind
from mtg_engine.core.types import Supertype
from mtg_engine.rules import mana_triggers
from mtg_engine.rules.cant_activate import cant_activate
from mtg_engine.rules.cant_pay import payable_life
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.rules.mana_results import ManaResult, cheapest, is_variable, mana_results, prune
from mtg_engine.rules.restricted_sources import (
    payment_sources,
    restricted_sources,
    restricted_taps,
    with_restricted,
)
from mtg_engine.rules.restrictions import _static_kinds, activation_forbidden
from mtg_engine.rules.spend_any import ANY_TYPE, STATIC_KINDS, static_widening, widening
from mtg_engine.state.game_state import GameState

if TYPE_CHECKING:
    from mtg_engine.rules.spend import Spending

MANA_ORDER = "WUBRGC"
SNOW = "S"  # marks the mana units of snow sources (107.4h); never a type of mana
ALL_COLORS = "WUBRG"


@dataclass(frozen=True, slots=True)
class ManaSource:
    """A permanent the payer may tap for mana (rules/mana_results.py). `units` is what one
    activation adds, mana by mana: each entry the letters that mana may be ("RG" for a land
    with "{T}: Add {R}" and "{T}: Add {G}"; "U", "R" for "{T}: Add {U}{R}"). `results` are its
    possible results (106.1a); with several (`flexible`), `units` is only a bound for the
    cheap pre-checks (as many units as its largest result, each any of its letters) and the
    payer chooses among the results."""

    source: int
    units: tuple[str, ...]
    options: str  # every mana type it can add
    amount: int  # how many mana one activation adds (at most)
    results: tuple[ManaResult, ...] = ()
    flexible: bool = False
    snow: bool = False

    @classmethod
    def of(cls, source: int, results: tuple[ManaResult, ...], snow: bool = False) -> ManaSource:
        """The source (the same immutable object each time for the same results object: they
        are found by identity, as hashing them field by field costs more than the rest; the
        entry holds them, so no other object can have their id while it is there)."""
        key = (source, id(results), snow)
        got = _SOURCES.get(key)
        if got is None or got.results is not results:
            if len(_SOURCES) > 65536:
                _SOURCES.clear()
            flexible = len(results) > 1 or results[0].per > 0
            if flexible:
                letters = "".join(c for c in MANA_ORDER
                                  if any(c in u for r in results for u in r.units))
                units = (letters,) * max(len(r.units) for r in results)
            else:
                units = results[0].units
            if snow:
                units = tuple(u + SNOW for u in units)  # 107.4h: mana from a snow source
            got = _SOURCES[key] = cls(source, units, _options(units), len(units), results,
                                      flexible, snow)
        return got


_SOURCES: dict[tuple[int, int, bool], ManaSource] = {}


@functools.lru_cache(maxsize=256)
def _options(units: tuple[str, ...]) -> str:
    return "".join(c for c in MANA_ORDER if any(c in u for u in units))


@dataclass(frozen=True, slots=True)
class Payment:
    """A way to pay: mana abilities to activate (source, ability, chosen mana), the mana to
    take from the pool per type afterwards, and life paid for Phyrexian symbols."""

    # 601.2g, 605.3a: the mana abilities activated: (source, ability index, the mana it adds
    # as letters, the counters its cost removes, 107.1c)
    activations: tuple[tuple[int, int, str, int], ...]
    spend: tuple[int, ...]  # WUBRGC amounts taken from the pool
    life: int
    # 106.6: the restricted mana spent, by index in `Player.restricted_mana` (rules/spend.py)
    restricted: tuple[int, ...] = ()
    spend_snow: tuple[int, ...] = (0,) * 6  # of `spend`, the snow mana per type (107.4h)
    # 106.6: of the activations, those of restricted mana abilities (rules/restricted_sources.py)
    # as (source, the mana of it spent): that mana is spent from the pool, not `spend`
    restricted_taps: tuple[tuple[int, str], ...] = ()


NO_PAYMENT = Payment((), (0,) * len(MANA_ORDER), 0)
"""The payment of a cost with no mana symbol: nothing activated, nothing spent."""


def can_tap_for_mana(state: GameState, oid: int) -> bool:
    """{T} abilities of creatures need the creature to have been controlled continuously since
    the controller's most recent turn began, unless it has haste (302.6)."""
    o = state.objects[oid]
    if o.tapped:
        return False
    ch = characteristics(state, oid)
    if ch.is_creature and "haste" not in ch.keywords:
        return not is_summoning_sick(state, oid)
    return True


def is_summoning_sick(state: GameState, oid: int) -> bool:
    """302.6: sick unless controlled continuously since the start of its controller's most
    recent turn. `since_turn` is the turn it came under control; that player's most recent turn
    began on the latest turn number <= now on which they were active."""
    o = state.objects[oid]
    if o.since_turn == 0:
        return False
    if o.alt_cost == "suspend" and o.base_controller < 0:
        # 702.62a: a creature spell cast by suspend gains haste (702.10b) until its caster
        # loses control of it (no control-changing effect has applied to it since)
        return False
    return o.since_turn >= _most_recent_turn_of(state, o.controller)


def _most_recent_turn_of(state: GameState, player: int) -> int:
    if state.active == player:
        return state.turn
    n = len(state.players)
    back = (state.active - player) % n
    return state.turn - back


_TAP_ONLY = Cost(tap=True)


_TAP_MANA: dict[int, tuple[ActivatedAbility, bool]] = {}


def tap_mana_ability(ab: ActivatedAbility) -> bool:
    """`_tap_mana_ability`, remembered per ability (by identity: comparing its cost field by
    field costs more than the rest)."""
    memo = _TAP_MANA.get(id(ab))
    if memo is not None and memo[0] is ab:
        return memo[1]
    got = _tap_mana_ability(ab)
    if len(_TAP_MANA) > 65536:
        _TAP_MANA.clear()
    _TAP_MANA[id(ab)] = (ab, got)
    return got


def _tap_mana_ability(ab: ActivatedAbility) -> bool:
    # only "{T}: Add ...": a mana ability with any other cost is activated by choice, never
    # to pay automatically
    return ab.is_mana_ability and ab.cost == _TAP_ONLY and not (
        ab.timing or ab.max_per_turn or ab.once_each_turn or ab.sorcery_speed
        or ab.only_if is not None  # (602.5b: restricted ones are activated by choice)
        or ab.chosen_color  # (its mana depends on its source's choice, 614.12a)
        or ab.could_produce is not None  # (on the other permanents there, 106.7)
        or ab.commander_identity  # (903.4: by choice, as 106.7's)
        or ab.spend_only  # (106.6: its mana can pay only some costs)
        or ab.mana_times is not None)  # (106.1: how much it adds changes: mana_amounts.py)


# Events after which no player's mana sources can have changed when no characteristic
# changed: turn structure inside a turn, mana added, spells and abilities put on the stack or
# resolving (their zone moves and taps are logged apart), combat declarations, damage, life.
MANA_INERT = frozenset({"step", "mana", "cast", "activate", "resolve", "trigger", "attack",
                        "band",  # 508.1e
                        "attacking_power", "attacking_types",  # (pack_tactics, attacked_with)
                        "block", "unblocked", "becomes_blocked", "damage", "gain_life",
                        "lose_life", "prevented", "cleanup_priority", "damage_group",
                        "prevention_applied"})
_EPOCH = "mana_epoch"  # key in the characteristics cache (cleared whenever they change)
_VARIABLE = "mana_variable"  # set there while a listed source adds a variable amount


def mana_epoch(state: GameState) -> int:
    """A number that changes whenever mana sources may have changed: a tap, untap, zone move,
    draw, new turn (summoning sickness, 302.6) or any change of characteristics. Events in
    `MANA_INERT` keep it."""
    n = state.log.length
    entry = state._chars.get(_EPOCH)  # type: ignore[call-overload]
    if entry is not None:
        checked, epoch = entry
        if checked == n:
            return epoch
        # (with a source adding a variable amount listed, 106.1, any event may change it)
        for ev in [("variable",)] if _VARIABLE in state._chars else state.log.since(checked):
            if ev[0] not in MANA_INERT:
                break
        else:
            state._chars[_EPOCH] = (n, epoch)  # type: ignore[index]
            return epoch
    state._chars[_EPOCH] = (n, n)  # type: ignore[index]
    return n


def mana_sources(state: GameState, player: int, exclude: int = 0) -> list[ManaSource]:
    """The untapped mana sources `player` could tap now, least flexible first. Cached until
    `mana_epoch` changes."""
    return list(_listed_sources(state, player, exclude))


def _listed_sources(state: GameState, player: int, exclude: int) -> list[ManaSource]:
    """`mana_sources`' cached list itself (to read, never to change)."""
    key = ("mana_sources", player, exclude, mana_epoch(state))
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        cached = state._chars[key] = _mana_sources(state, player, exclude)  # type: ignore[index]
    return cached  # type: ignore[no-any-return]


def _unsorted_sources(state: GameState, player: int, exclude: int,
                      epoch: int) -> list[ManaSource]:
    """The same sources in battlefield order, cached the same way (to read, never to change):
    what can be paid doesn't depend on the order the payer taps them in."""
    key = ("mana_unsorted", player, exclude, epoch)
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        cached = state._chars[key] = _untapped_sources(state, player, exclude)  # type: ignore[index]
    return cached  # type: ignore[no-any-return]


def payment_for(state: GameState, player: int, cost: ManaCost, exclude: int = 0,
                spending: Spending | None = None) -> Payment | None:
    """`find_payment` with `player`'s mana sources except `exclude`, cached for the same mana
    epoch, pool and life: `legal_actions()` finds a spell's payment, `apply` uses it."""
    if not cost.symbols:
        return NO_PAYMENT  # what find_payment answers for {0}, without listing sources
    p = state.players[player]
    # (the cost by identity: hashing it costs more than the rest; the entry holds the cost, so
    # no other object can have its id while the entry is there)
    key = ("payment", player, exclude, id(cost), mana_epoch(state), tuple(p.mana_pool),
           tuple(p.snow_pool), payable_life(state, player))  # 119.4, 614.17b
    if spending is not None and spending.kind == "activate":
        key = (*key, spending.oid)  # (the payment spares the source activated: spared_last)
    wide = _widening(state, player, spending)
    if spending is not None and (p.restricted_mana or wide or restricted_sources(state, player)):
        key = (*key, spending.key(), tuple(p.restricted_mana))  # 106.6; 609.4b
    elif wide:
        key = (*key, wide)  # (609.4b: a static ability's, for every payment)
    entry = state._chars.get(key)  # type: ignore[call-overload]
    if entry is not None and entry[0] is cost:
        return entry[1]  # type: ignore[no-any-return]
    sources = payment_sources(state, player, spending, exclude=exclude)  # 106.6
    pay = find_payment(state, player, cost, sources, spending)
    state._chars[key] = (cost, pay)  # type: ignore[index]
    return pay


def can_pay(state: GameState, player: int, cost: ManaCost, exclude: int = 0,
            spending: Spending | None = None) -> bool:
    """Whether `payment_for` would find a payment (`legal_actions()` asks only that; `apply`
    then finds the payment of the action chosen): the same answer, without building one.
    A payment found earlier is reused; otherwise Hall's condition (see `_hall`) decides,
    after the same cheap pre-check as `find_payment`. With mana of restricted spending in
    the pool (106.6) the payment itself decides."""
    if not cost.symbols:
        return True
    p = state.players[player]
    if (spending is not None and (p.restricted_mana or restricted_sources(state, player))) \
            or _widening(state, player, spending):
        return payment_for(state, player, cost, exclude, spending) is not None  # (106.6, 609.4b)
    epoch = mana_epoch(state)
    pool = tuple(p.mana_pool)
    life = payable_life(state, player)  # 119.4, 614.17b
    entry = state._chars.get(("payment", player, exclude, id(cost), epoch, pool, life))  # type: ignore[call-overload]
    if entry is not None and entry[0] is cost:
        return entry[1] is not None
    key = ("can_pay", player, exclude, id(cost), epoch, pool, life)
    got = state._chars.get(key)  # type: ignore[call-overload]
    if got is not None and got[0] is cost:
        return got[1]  # type: ignore[no-any-return]
    sources = _unsorted_sources(state, player, exclude, epoch)
    if any(s.flexible for s in sources):  # (several results: the payment itself decides)
        return payment_for(state, player, cost, exclude, spending) is not None
    supply = _supply(state, player, exclude, epoch, pool, sources)
    ok = _feasible_memo(cost, life, supply)
    state._chars[key] = (cost, ok)  # type: ignore[index]
    return ok


def payability(state: GameState, player: int) -> Callable[[ManaCost], bool]:
    """`can_pay(state, player, cost)` (no source excluded, no spending named) for the many
    costs asked at one position (the cards of a hand, each priority): what they share (the
    mana epoch, pool, life, sources and their units) is found once, then each cost is one
    lookup or one `_feasible` test. The same answers, the same values remembered."""
    p = state.players[player]
    if _widening(state, player, None):
        return lambda cost: can_pay(state, player, cost)  # (609.4b: the payment decides)
    epoch = mana_epoch(state)
    pool = tuple(p.mana_pool)
    life = payable_life(state, player)  # 119.4, 614.17b
    sources: list[ManaSource] | None = None
    supply: tuple[int, tuple[tuple[int, int], ...]] | None = None

    def check(cost: ManaCost) -> bool:
        nonlocal sources, supply
        if not cost.symbols:
            return True
        chars = state._chars  # (read each time: a value computed between may replace it)
        entry = chars.get(("payment", player, 0, id(cost), epoch, pool, life))  # type: ignore[call-overload]
        if entry is not None and entry[0] is cost:
            return entry[1] is not None  # type: ignore[no-any-return]
        key = ("can_pay", player, 0, id(cost), epoch, pool, life)
        got = chars.get(key)  # type: ignore[call-overload]
        if got is not None and got[0] is cost:
            return got[1]  # type: ignore[no-any-return]
        if sources is None:
            sources = _unsorted_sources(state, player, 0, epoch)
        if supply is None:
            if any(s.flexible for s in sources):  # (several results: the payment decides)
                return payment_for(state, player, cost) is not None
            supply = _supply(state, player, 0, epoch, pool, sources)
        ok = _feasible_memo(cost, life, supply)
        chars[key] = (cost, ok)  # type: ignore[index]
        return ok

    return check


_FEASIBLE: dict[tuple[int, int, tuple[int, tuple[tuple[int, int], ...]]],
                tuple[ManaCost, bool]] = {}


def _feasible_memo(cost: ManaCost, life: int,
                   supply: tuple[int, tuple[tuple[int, int], ...]]) -> bool:
    """`_feasible`, remembered across positions and games for the same cost (by identity),
    the same supply of units and, for a cost with Phyrexian symbols (119.4), the same life."""
    key = (id(cost), life if any(r[3] for r in _readings(cost)) else 0, supply)
    got = _FEASIBLE.get(key)
    if got is not None and got[0] is cost:
        return got[1]
    ok = _feasible(cost, life, supply)
    if len(_FEASIBLE) > 65536:
        _FEASIBLE.clear()
    _FEASIBLE[key] = (cost, ok)
    return ok


_BIT = {c: 1 << i for i, c in enumerate(MANA_ORDER + SNOW)}


def _mask(letters: str) -> int:
    m = 0
    for c in letters:
        m |= _BIT[c]
    return m


def _supply(state: GameState, player: int, exclude: int, epoch: int, pool: tuple[int, ...],
            sources: list[ManaSource]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The units `find_payment` would match against (pool mana, then each source's units),
    as their number and (letters as a bit mask, how many) pairs; cached like the sources."""
    key = ("mana_supply", player, exclude, epoch, pool)
    got = state._chars.get(key)  # type: ignore[call-overload]
    if got is None:
        counts: dict[int, int] = {}
        n = 0
        for t, k in zip(MANA_ORDER, pool):
            if k:
                counts[_BIT[t]] = counts.get(_BIT[t], 0) + k
                n += k
        for src in sources:
            for letters in src.units:
                m = _mask(letters)
                counts[m] = counts.get(m, 0) + 1
                n += 1
        got = state._chars[key] = (n, tuple(counts.items()))  # type: ignore[index]
    return got  # type: ignore[no-any-return]


_READINGS: dict[int, tuple[ManaCost, list[tuple[int, tuple[tuple[int, int], ...], int, int]]]] = {}


def _readings(cost: ManaCost) -> list[tuple[int, tuple[tuple[int, int], ...], int, int]]:
    """`_symbol_choices` for any life total, each as (mana needed, the requirements grouped as
    (bit mask, how many), generic amount, life paid); remembered per cost (by identity)."""
    memo = _READINGS.get(id(cost))
    if memo is None or memo[0] is not cost:
        out = []
        for req, generic, life in _symbol_choices(cost, 1 << 30):
            groups: dict[int, int] = {}
            for letters in req:
                m = _mask(letters)
                groups[m] = groups.get(m, 0) + 1
            out.append((len(req) + generic, tuple(groups.items()), generic, life))
        if len(_READINGS) > 4096:
            _READINGS.clear()
        memo = _READINGS[id(cost)] = (cost, out)
    return memo[1]


def _feasible(cost: ManaCost, life: int,
              supply: tuple[int, tuple[tuple[int, int], ...]]) -> bool:
    """Is some reading of the cost payable from `supply`: as many units as mana needed, and
    each requirement matched to its own unit (`_hall`)? (find_payment's loop, 119.4: life
    paid only up to the life total; the generic part takes any units left.)"""
    n, units = supply
    for needed, groups, _generic, life_paid in _readings(cost):
        if life_paid > 0 and life_paid > life:
            continue
        if needed <= n and _hall(groups, units):
            return True
    return False


def _hall(groups: tuple[tuple[int, int], ...], units: tuple[tuple[int, int], ...]) -> bool:
    """Hall's condition: the requirements (grouped by the letters that may pay them) can each
    get a distinct unit sharing a letter with them iff every set of groups has at least as
    many such units as requirements (requirements alike have the same units, so sets of
    whole groups suffice)."""
    k = len(groups)
    for subset in range(1, 1 << k):
        need = 0
        mask = 0
        for i in range(k):
            if subset >> i & 1:
                mask |= groups[i][0]
                need += groups[i][1]
        have = 0
        for m, c in units:
            if m & mask:
                have += c
        if have < need:
            return False
    return True


def _mana_sources(state: GameState, player: int, exclude: int) -> list[ManaSource]:
    out = _unsorted_sources(state, player, exclude, mana_epoch(state))
    # Tap first what the hand needs least: lands before creatures, then sources of the colours
    # whose demand in the hand's costs is lowest for the supply of them, then the least flexible.
    demand = colour_demand(state, player)
    supply: dict[str, int] = {}
    for src in out:
        for c in src.options:
            supply[c] = supply.get(c, 0) + src.amount
    creature = {s.source for s in out if characteristics(state, s.source).is_creature}
    need: dict[str, float] = {}  # (options -> the highest demand for supply: the same per letters)

    def order(s: ManaSource) -> tuple[bool, float, int]:
        n = need.get(s.options)
        if n is None:
            n = need[s.options] = max(demand.get(c, 0) / supply[c] for c in s.options)
        return (s.source in creature, n, len(s.options))

    return sorted(out, key=order)


def _untapped_sources(state: GameState, player: int, exclude: int) -> list[ManaSource]:
    """The sources `_mana_sources` sorts, in battlefield order. When only taps (and events of
    `MANA_INERT`) were logged since they were last listed, they are the sources listed then
    that are still untapped: tapping a permanent changes nothing else about mana sources
    unless an effect reads being tapped, and then the characteristics, with this list, are
    forgotten (effects/primitives.tap). (Not kept while a source's amount varies, 106.1, or a
    triggered mana ability is watched, 605.4a.)"""
    key = ("mana_untapped", player, exclude)
    kept = state._chars.get(key)  # type: ignore[call-overload]
    if kept is not None and _only_taps_since(state, kept[0]) \
            and not mana_triggers.watched(state):
        objects = state.objects
        return [s for s in kept[1] if not objects[s.source].tapped]
    out: list[ManaSource] = []
    triggered = mana_triggers.watched(state)  # 605.4a: mana its triggered mana abilities add
    variable = False
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller != player or o.tapped or oid == exclude:
            continue
        results, varies = _results(state, player, oid, card_of(state, oid).abilities)
        if results and can_tap_for_mana(state, oid) and not activation_forbidden(
                state, oid, True) and not cant_activate(state, player, oid):  # 101.2
            snow = bool(o.card.supertypes) and Supertype.SNOW in characteristics(
                state, oid).supertypes  # 107.4h: mana from a snow source
            if triggered and not snow:  # 605.4a: the payer adds `own`, the riders the extra
                results = mana_triggers.with_extras(state, oid, results)
            out.append(ManaSource.of(oid, results, snow))
            variable = variable or varies
    if variable:  # what it adds may change with any event: listed again each time
        state._chars[_VARIABLE] = True  # type: ignore[index]
    elif not triggered:
        state._chars[key] = (len(state.log), out)  # type: ignore[index]
    return out


def _only_taps_since(state: GameState, start: int) -> bool:
    """Were only taps and events of `MANA_INERT` logged since `start`?"""
    for ev in state.log.since(start):
        kind = ev[0]
        if kind != "tap" and kind not in MANA_INERT:
            return False
    return True


_RESULTS: dict[int, tuple[tuple[ActivatedAbility, ...], tuple[ManaResult, ...]]] = {}


def _results(state: GameState, player: int, oid: int, abilities: tuple[ActivatedAbility, ...]
             ) -> tuple[tuple[ManaResult, ...], bool]:
    """`mana_results` and whether they vary with the game (`is_variable`); remembered per
    abilities tuple (a card's, by identity: hashing it would cost more than computing) when
    they don't."""
    entry = _RESULTS.get(id(abilities))
    if entry is not None and entry[0] is abilities:
        return entry[1], False
    got = mana_results(state, player, oid, abilities)
    if is_variable(abilities):
        return got, True
    if len(_RESULTS) > 65536:
        _RESULTS.clear()
    _RESULTS[id(abilities)] = (abilities, got)
    return got, False


_ONE_MANA: dict[tuple[int, str], tuple[tuple[ActivatedAbility, ...], int]] = {}


def one_mana_ability(abilities: tuple[ActivatedAbility, ...], letter: str) -> int:
    """The index of the {T} ability adding one mana that can add `letter` (a result with
    ability -1, rules/mana_results.py); remembered per abilities tuple (by identity)."""
    memo = _ONE_MANA.get((id(abilities), letter))
    if memo is not None and memo[0] is abilities:
        return memo[1]
    i = _one_mana_ability(abilities, letter)
    if len(_ONE_MANA) > 65536:
        _ONE_MANA.clear()
    _ONE_MANA[(id(abilities), letter)] = (abilities, i)
    return i


def _one_mana_ability(abilities: tuple[ActivatedAbility, ...], letter: str) -> int:
    for i, ab in enumerate(abilities):
        if ab.mana_times is None and tap_mana_ability(ab) and (
                (ab.any_color == 1 and letter in ALL_COLORS)
                or (not ab.any_color and len(ab.mana) == 1 and letter in ab.mana[0])):
            return i
    raise ValueError(f"no mana ability adds {letter}")


def activation_of(state: GameState, src: ManaSource, letters: list[str]) -> tuple[int, int, str,
                                                                                  int]:
    """The activation of `src` that gives the mana types `letters` (the payment's choice; for
    a source not needed, its first result), as `Payment.activations` records it."""
    r = cheapest(src.results, letters) if src.flexible else src.results[0]
    own = r.own  # (605.4a: the triggered mana abilities add the `extra` units themselves)
    if r.ability < 0:
        letter = next((c for c in letters if c in own[0]), own[0][0])
        return (src.source, one_mana_ability(card_of(state, src.source).abilities, letter),
                letter, 0)
    if len(own) == 1 and len(own[0]) > 1:  # (a restricted "one mana of any color")
        return (src.source, r.ability, next((c for c in letters if c in own[0]), own[0][0]), 0)
    return (src.source, r.ability, "".join(own), r.x)


def colour_demand(state: GameState, player: int) -> dict[str, float]:
    """How much the costs of the cards in `player`'s hand ask for each colour (a hybrid or
    Phyrexian symbol counts half for each of its colours)."""
    key = ("colour_demand", player)  # (cached with the characteristics: moves clear them)
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    demand: dict[str, float] = {}
    state._chars[key] = demand  # type: ignore[index]
    for cid in state.players[player].hand:
        for sym in state.objects[cid].card.mana_cost.symbols:
            if sym.colors:
                share = 1.0 if sym.kind is SymbolKind.COLORED else 0.5
                for c in sym.colors:
                    demand[c] = demand.get(c, 0.0) + share
    return demand


def _symbol_choices(cost: ManaCost, life: int) -> list[tuple[list[str], int, int]]:
    """Each way to read the cost's hybrid and Phyrexian symbols: (coloured/colourless
    requirements, one entry per mana, each the letters that may pay it), generic amount,
    life paid."""
    fixed: list[str] = []
    generic = 0
    flex: list[list[tuple[str | None, int, int]]] = []  # options: (letters, generic, life)
    for s in cost.symbols:
        k = s.kind
        if k is SymbolKind.GENERIC:
            generic += s.amount
        elif k is SymbolKind.COLORED:
            fixed.append(s.colors)
        elif k is SymbolKind.COLORLESS:
            fixed.append("C")
        elif k is SymbolKind.SNOW:
            fixed.append(SNOW)  # 107.4h: paid with one mana from a snow source
        elif k is SymbolKind.HYBRID:
            fixed.append(s.colors)
        elif k is SymbolKind.MONO_HYBRID:
            flex.append([(s.colors, 0, 0), (None, s.amount, 0)])
        elif k is SymbolKind.PHYREXIAN:
            flex.append([(s.colors, 0, 0), (None, 0, 2)])
    out = []
    for combo in itertools.product(*flex) if flex else [()]:
        req = list(fixed)
        g, lf = generic, 0
        for letters, gen, lp in combo:
            if letters is not None:
                req.append(letters)
            g += gen
            lf += lp
        if lf <= 0 or lf <= life:
            out.append((req, g, lf))
    out.sort(key=lambda t: t[2])  # pay with mana before life
    return out


def find_payment(state: GameState, player: int, cost: ManaCost,
                 sources: list[ManaSource] | None = None,
                 spending: Spending | None = None) -> Payment | None:
    """A way for `player` to pay `cost` from their pool and untapped sources, or None. Mana
    whose spending is restricted (106.6) is used only when `spending` says what the payment is
    for and the restriction allows it. A source with several results (106.1a) is tried with
    each (those no other result includes, up to `CHOICE_LIMIT` combinations in all)."""
    if sources is None:
        sources = payment_sources(state, player, spending)  # 106.6
    sources = spared_last(sources, spending)
    pool = state.players[player].mana_pool
    life = payable_life(state, player)  # 119.4; 614.17b: no life while it can't be paid
    restricted = _restricted_units(state, player, spending)
    if restricted:
        pool = list(pool)
        for _, t in restricted:
            pool[MANA_ORDER.index(t)] += 1
    widely = _widening(state, player, spending)  # 609.4b (rules/spend_any.py)
    if not widely and not _may_afford(cost, pool, sources):
        return None
    # Units of mana: restricted pool mana first (it can pay less), then the rest of the pool
    # (it would empty anyway: plain mana before snow mana, 107.4h, so that generic costs take
    # the plain), then each source's mana.
    units: list[tuple[str, int]] = []  # (letters, source index; -1 pool; -2-i restricted i)
    units.extend((t, -2 - i) for i, t in restricted)
    pool = state.players[player].mana_pool
    if any(pool):
        snow = state.players[player].snow_pool
        for i, (t, n) in enumerate(zip(MANA_ORDER, pool)):
            if n > snow[i]:
                units += [(t, -1)] * (n - snow[i])
        for i, (t, n) in enumerate(zip(MANA_ORDER, pool)):
            if n and snow[i]:
                units += [(t + SNOW, -1)] * min(snow[i], n)  # 107.4h
    flex = [si for si, src in enumerate(sources) if src.flexible]
    for si, src in enumerate(sources):
        if not src.flexible:
            units.extend((letters, si) for letters in src.units)
    choices = _symbol_choices(cost, life)
    if widely:
        from mtg_engine.rules.spend_any import widen

        choices = [(widen(req, widely), g, lp) for req, g, lp in choices]
    if not flex:
        return _solve(state, choices, units, sources, {})
    options = [prune(sources[si].results) for si in flex]
    for n, combo in enumerate(itertools.product(*options)):
        if n >= CHOICE_LIMIT:
            break
        more = list(units)
        for si, r in zip(flex, combo):
            tail = SNOW if sources[si].snow else ""
            more.extend((u + tail, si) for u in r.units)
        pay = _solve(state, choices, more, sources, dict(zip(flex, combo)))
        if pay is not None:
            return pay
    return None


def spared_last(sources: list[ManaSource], spending: Spending | None) -> list[ManaSource]:
    """602.2b, 601.2g: the permanent whose ability is being activated is tapped for mana to
    pay that ability's cost only when the other sources don't suffice (the payer spends units
    in the order of `sources`): "{4}{R}: Until end of turn, ~ becomes a 4/4 ... creature"
    (Foriysian Totem) is paid with the Mountains, so the animated Totem stays untapped and can
    block. (Creatures already come last, `_mana_sources`.) What can be paid is unchanged."""
    if spending is None or spending.kind != "activate":
        return sources
    oid = spending.oid
    if not any(s.source == oid for s in sources):
        return sources
    return [s for s in sources if s.source != oid] + [s for s in sources if s.source == oid]


CHOICE_LIMIT = 4096  # combinations of results tried (several sources with several results)


def _solve(state: GameState, choices: list[tuple[list[str], int, int]],
           units: list[tuple[str, int]], sources: list[ManaSource],
           chosen_results: dict[int, ManaResult]) -> Payment | None:
    """The first reading of the cost (`_symbol_choices`) payable with `units`, as a Payment."""
    for req, generic, life_paid in choices:
        if len(req) + generic > len(units):
            continue
        match = _match(req, units)
        if match is None:
            continue
        used = set(match)
        rest = [i for i in range(len(units)) if i not in used]
        if len(rest) < generic:
            continue
        chosen: dict[int, str] = {}
        for slot, ui in enumerate(match):
            chosen[ui] = _pick_letter(req[slot], units[ui][0])
        for ui in rest[:generic]:
            chosen[ui] = units[ui][0][0]
        return _plan(state, chosen, units, sources, life_paid)
    return None


def _restricted_units(state: GameState, player: int,
                      spending: Spending | None) -> list[tuple[int, str]]:
    if spending is None or not state.players[player].restricted_mana:
        return []
    from mtg_engine.rules.spend import usable

    return usable(state, player, spending)


def _widening(state: GameState, player: int, spending: Spending | None) -> str:
    if _SPEND_ANY_KINDS.isdisjoint(_static_kinds(state)) and (
            spending is None or spending.kind != "cast" or not state.exile):
        return ""  # (no static ability and no exiled card lets mana be spent so: 609.4b)
    by_static = static_widening(state, player, spending)  # (a static ability's, 609.4b)
    if by_static == ANY_TYPE or spending is None or spending.kind != "cast" or not state.exile:
        return by_static
    return widening(state, player, spending.oid) or by_static


_SPEND_ANY_KINDS = frozenset(STATIC_KINDS)


def _may_afford(cost: ManaCost, pool: list[int], sources: list[ManaSource]) -> bool:
    """A cheap necessary condition before matching: enough mana in all (a Phyrexian symbol may
    take none, {2/W} at least one), and enough of each colour its plain coloured symbols need."""
    need = 0
    colored: dict[str, int] = {}
    for sym in cost.symbols:
        k = sym.kind
        if k is SymbolKind.GENERIC:
            need += sym.amount
        elif k is SymbolKind.COLORED:
            need += 1
            colored[sym.colors] = colored.get(sym.colors, 0) + 1
        elif k is not SymbolKind.PHYREXIAN and k is not SymbolKind.VARIABLE:
            need += 1
    if need == 0:
        return True
    if sum(pool) + sum(s.amount for s in sources) < need:
        return False
    for c, n in colored.items():
        have = pool[MANA_ORDER.index(c)]
        for s in sources:
            if have >= n:
                break
            have += sum(1 for u in s.units if c in u)
        if have < n:
            return False
    return True


def _match(req: list[str], units: list[tuple[str, int]]) -> list[int] | None:
    """Assign each requirement a distinct unit that can pay it (bipartite matching, Kuhn)."""
    owner: dict[int, int] = {}
    order = sorted(range(len(req)), key=lambda i: len(req[i]))

    def try_slot(slot: int, seen: set[int]) -> bool:
        for ui, (letters, _) in enumerate(units):
            if ui in seen or not (set(letters) & set(req[slot])):
                continue
            seen.add(ui)
            if ui not in owner or try_slot(owner[ui], seen):
                owner[ui] = slot
                return True
        return False

    for slot in order:
        if not try_slot(slot, set()):
            return None
    result = [0] * len(req)
    for ui, slot in owner.items():
        result[slot] = ui
    return result


def _pick_letter(req: str, options: str) -> str:
    if req == SNOW:  # any type of mana the snow source makes
        return options[0]
    for c in options:
        if c in req and c != SNOW:
            return c
    if SNOW in req and SNOW in options:  # 609.4b: snow mana spent as though of any color
        return options[0]  # (its own type: spend_any.SNOW_COLOR)
    raise AssertionError("matched a unit that cannot pay")


def _plan(state: GameState, chosen: dict[int, str], units: list[tuple[str, int]],
          sources: list[ManaSource], life: int) -> Payment:
    taken: dict[int, list[str]] = {}  # source index: the mana types taken from it
    restricted: list[int] = []
    for ui, letter in sorted(chosen.items()):
        si = units[ui][1]
        if si <= -2:  # 106.6: restricted mana from the pool
            restricted.append(-2 - si)
        elif si >= 0:
            taken.setdefault(si, []).append(letter)
    acts = tuple(activation_of(state, sources[si], letters)
                 for si, letters in sorted(taken.items()))
    # 106.6: the mana of a restricted ability is spent from the pool as restricted mana
    taps = restricted_taps(state, acts, {sources[si].source: t for si, t in taken.items()})
    by_restricted = {src for src, _ in taps}
    spend = [0] * 6
    snow = [0] * 6
    for ui, letter in chosen.items():
        si = units[ui][1]
        if si <= -2 or (si >= 0 and sources[si].source in by_restricted):
            continue
        spend[MANA_ORDER.index(letter)] += 1
        if SNOW in units[ui][0]:  # 107.4h: snow mana (from the pool or a snow source)
            snow[MANA_ORDER.index(letter)] += 1
    return Payment(acts, tuple(spend), life, tuple(sorted(restricted)), tuple(snow), taps)


def max_affordable_x(state: GameState, player: int, cost: ManaCost,
                     sources: list[ManaSource], spending: Spending | None = None,
                     exclude: int = 0) -> int:
    """The largest X for which `cost` can be paid (107.3: X is chosen when casting, 601.2b)."""
    sources = with_restricted(state, player, sources, spending, (exclude,))  # 106.6
    total = sum(state.players[player].mana_pool) + sum(s.amount for s in sources) \
        + len(_restricted_units(state, player, spending))
    per_x = max(1, cost.x_count)
    hi = total // per_x
    while hi >= 0:
        if find_payment(state, player, cost.with_x(hi), sources, spending) is not None:
            return hi
        hi -= 1
    return -1
