"""Paying with mana abilities whose mana is restricted (106.6): "{T}: Add one mana of any color.
Spend this mana only to cast a creature spell." (Karfell Harbinger, Ancient Ziggurat, Cavern of
Souls).

The automatic payer (rules/mana.py) taps such a source only for a payment its restriction
allows (`Spending`: the spell cast or the ability activated, 601.2g, 602.2b), and never for any
other payment. Its mana goes into the pool marked with the restriction (rules/spend.add, 106.4)
and the payment then spends the part of it the cost takes (601.2h); the rest stays in the pool,
spendable only as the restriction allows, until the pool empties (500.4).

Only "{T}: Add ..." abilities with no other restriction are tapped so (like the unrestricted
ones, rules/mana_results.py); any other is activated by hand first.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from mtg_engine.cards.dsl import ActivatedAbility
from mtg_engine.state.game_state import GameState

if TYPE_CHECKING:
    from mtg_engine.rules.mana import ManaSource, Payment
    from mtg_engine.rules.spend import Spending

ALL_COLORS = "WUBRG"

_USABLE: dict[int, tuple[tuple[ActivatedAbility, ...], tuple[int, ...]]] = {}


def _tappable(ab: ActivatedAbility) -> bool:
    """A "{T}: Add ..." mana ability the payer may use but for its restriction (the same test
    as mana_results._auto, the restriction aside), adding a fixed mana."""
    from mtg_engine.rules.mana_results import _auto

    return bool(ab.spend_only) and ab.mana_times is None and ab.mana_instead is None \
        and _auto(dataclasses.replace(ab, spend_only="")) == "tap"


def _usable(abilities: tuple[ActivatedAbility, ...]) -> tuple[int, ...]:
    """The indices of such abilities, remembered per abilities tuple (a card's, by identity)."""
    entry = _USABLE.get(id(abilities))
    if entry is None or entry[0] is not abilities:
        if len(_USABLE) > 65536:
            _USABLE.clear()
        entry = _USABLE[id(abilities)] = (
            abilities, tuple(i for i, ab in enumerate(abilities) if _tappable(ab)))
    return entry[1]


# key of `_any_on_battlefield` in the characteristics cache (kept by layers._BATTLEFIELD_ONLY)
ANY_KEY = "restricted_mana_any"


def _any_on_battlefield(state: GameState) -> bool:
    """Has any permanent such an ability (tapped or not, anyone's)? Depends only on the
    permanents' characteristics: cached until they change (most games: never true)."""
    got = state._chars.get(ANY_KEY)  # type: ignore[call-overload]
    if got is None:
        from mtg_engine.rules.layers import card_of

        got = state._chars[ANY_KEY] = any(  # type: ignore[index]
            _usable(card_of(state, oid).abilities) for oid in state.battlefield)
    return got  # type: ignore[no-any-return]


def restricted_sources(state: GameState, player: int) -> tuple[tuple[int, int], ...]:
    """(permanent, ability index) of each restricted mana ability `player` could tap for mana
    now; cached until the mana epoch changes (rules/mana.mana_epoch)."""
    if not _any_on_battlefield(state):
        return ()
    from mtg_engine.rules.mana import mana_epoch

    key = ("restricted_sources", player, mana_epoch(state))
    got = state._chars.get(key)  # type: ignore[call-overload]
    if got is None:
        got = state._chars[key] = _listed(state, player)  # type: ignore[index]
    return got  # type: ignore[no-any-return]


def _listed(state: GameState, player: int) -> tuple[tuple[int, int], ...]:
    from mtg_engine.rules.cant_activate import cant_activate
    from mtg_engine.rules.layers import card_of
    from mtg_engine.rules.mana import can_tap_for_mana
    from mtg_engine.rules.restrictions import activation_forbidden

    out: list[tuple[int, int]] = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller != player or o.tapped:
            continue
        use = _usable(card_of(state, oid).abilities)
        if use and can_tap_for_mana(state, oid) and not activation_forbidden(
                state, oid, True) and not cant_activate(state, player, oid):  # 302.6, 101.2
            out.extend((oid, i) for i in use)
    return tuple(out)


def _results(ab: ActivatedAbility, i: int) -> list[Any]:
    """What tapping for ability `i` adds, as rules/mana_results.ManaResult (one mana of any
    color: one unit of any of the five letters)."""
    from mtg_engine.rules.mana_results import ManaResult

    if ab.any_color == 1:
        return [ManaResult(i, (ALL_COLORS,))]
    if ab.any_color:  # 106.1a: "N mana of any one color", a result per colour
        return [ManaResult(i, (c,) * ab.any_color) for c in ALL_COLORS]
    return [ManaResult(i, tuple(ab.mana))] if ab.mana else []


def with_restricted(state: GameState, player: int, sources: list[ManaSource],
                    spending: Spending | None, omit: Collection[int] = ()) -> list[ManaSource]:
    """`sources` (the unrestricted ones, rules/mana.mana_sources) with the restricted mana
    abilities whose restriction allows `spending` (106.6): a permanent already there gets them
    as more results (106.1a: tapped for one or the other); the others come first (their mana
    can pay for less, so it is spent first). `omit`: permanents the payment may not tap."""
    if spending is None:
        return sources
    listed = restricted_sources(state, player)
    if not listed:
        return sources
    from mtg_engine.rules.layers import card_of
    from mtg_engine.rules.mana import ManaSource
    from mtg_engine.rules.spend import allows, as_made

    extra: dict[int, list[Any]] = {}
    for oid, i in listed:
        if oid in omit:
            continue
        ab = card_of(state, oid).abilities[i]
        if allows(state, as_made(state, oid, ab.spend_only), player, spending):
            extra.setdefault(oid, []).extend(_results(ab, i))
    if not extra:
        return sources
    merged = [ManaSource.of(s.source, (*s.results, *extra.pop(s.source)), s.snow)
              if s.source in extra else s for s in sources]
    only = [ManaSource.of(oid, tuple(results), _is_snow(state, oid))
            for oid, results in extra.items() if results]
    return only + merged


def payment_sources(state: GameState, player: int, spending: Spending | None,
                    omit: Collection[int] = (), exclude: int = 0) -> list[ManaSource]:
    """The sources a payment for `spending` may tap: rules/mana.mana_sources but `exclude` (the
    permanent whose {T} is the cost) and `omit` (tapped or sacrificed for other parts of the
    cost, 601.2h), with the restricted abilities that may pay for it (106.6)."""
    from mtg_engine.rules.mana import mana_sources

    return with_restricted(state, player, [s for s in mana_sources(state, player, exclude)
                                           if s.source not in omit],
                           spending, {exclude, *omit})


def _is_snow(state: GameState, oid: int) -> bool:
    from mtg_engine.rules.casting import is_snow_source

    return is_snow_source(state, oid)


def restricted_taps(state: GameState, acts: tuple[tuple[int, int, str, int], ...],
                    taken: dict[int, list[str]]) -> tuple[tuple[int, str], ...]:
    """Of a payment's activations (rules/mana.Payment), those of restricted abilities with the
    mana the payment takes from each, as (permanent, letters)."""
    from mtg_engine.rules.layers import card_of

    return tuple((src, "".join(taken.get(src, ()))) for src, i, _, _ in acts
                 if card_of(state, src).abilities[i].spend_only)


def spent_letters(state: GameState, player: int, pay: Payment) -> tuple[str, bool]:
    """The restricted mana a payment spends (from the pool and from the restricted sources it
    taps), as letters, and whether any of it makes the spell it pays for uncounterable
    (Cavern of Souls: an additional effect of that mana, 106.6)."""
    from mtg_engine.rules import spend
    from mtg_engine.rules.layers import card_of

    pool = state.players[player].restricted_mana
    letters = "".join(pool[i][0] for i in pay.restricted) + "".join(
        t for _, t in pay.restricted_taps)
    used = {src for src, t in pay.restricted_taps if t}
    return letters, spend.makes_uncounterable(state, player, pay.restricted) or any(
        json.loads(card_of(state, src).abilities[i].spend_only).get("uncounterable")
        for src, i, _, _ in pay.activations if src in used)


def add_and_mark(state: GameState, player: int, source: int, ab: ActivatedAbility,
                 mana: tuple[str, ...], wanted: dict[int, list[str]]) -> list[int]:
    """106.4, 106.6: the mana of a restricted ability tapped by the payer goes into the pool
    with its restriction; returns the pool indices of the part the payment spends (`wanted`:
    the letters it takes from each source, used up here)."""
    from mtg_engine.rules import spend

    pool = state.players[player].restricted_mana
    start = len(pool)
    spend.add(state, player, source, mana, ab.spend_only)
    pool = state.players[player].restricted_mana
    out: list[int] = []
    need = wanted.get(source, [])
    for j in range(start, len(pool)):
        if pool[j][0] in need:
            need.remove(pool[j][0])
            out.append(j)
    return out
