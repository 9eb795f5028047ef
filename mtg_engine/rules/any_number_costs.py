"""Additional costs paid with any number of objects (118.8, 601.2b, 601.2f-h):

  As an additional cost to cast this spell, sacrifice any number of creatures.
  As an additional cost to cast this spell, you may exile any number of white cards from your
  hand. This spell costs {2} less to cast for each card exiled this way.   (the Marches)
  As an additional cost to cast this spell, you may tap any number of untapped creatures you
  control. This spell costs {1} less to cast for each creature tapped this way.

The card's `additional_cost` counts its part once (a sacrifice, a tap, an exile from the hand)
and `additional_any` says any number of objects pay it: as the spell is cast its controller
chooses them (601.2b: CastSpell.additional, none included; "you may" changes nothing), each
one that part could be paid with, all different; they are paid with the rest of the total cost
(601.2h). `additional_reduction` N: the total cost is {N} less for each of them (601.2f, a
generic reduction, rules/costs.py). The spell remembers how many (`COUNT` in its `chosen`).

The legal actions list, for each number of objects, the first ways of choosing them (at most
`CHOICE_LIMIT` in all); any other choice is legal when named (`problem`).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell
    from mtg_engine.cards.dsl import CardDef, Cost
    from mtg_engine.cards.dsl_abilities import _Ctx
    from mtg_engine.state.game_state import GameState

CHOICE_LIMIT = 64
COUNT = "additional_count"


def check(ctx: _Ctx, cost: Cost | None, data: dict[str, Any]) -> dict[str, Any]:
    """The DSL's `additional_any` / `additional_reduction`: an additional cost that sacrifices,
    taps or exiles from the hand one object (counted once), with no X."""
    ok = cost is not None and not data.get("additional_x") and (
        (cost.sacrifice is not None and cost.sacrifice_count == 1)
        or (cost.tap_filter is not None and cost.tap_count == 1)
        or cost.exile_hand == 1)
    if not ok or not data.get("additional_any"):
        raise ctx.fail("additional_any", "an additional_cost that sacrifices, taps or exiles "
                       "from the hand one object, paid with any number of them (118.8)")
    n = data.get("additional_reduction", 0)
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 9:
        raise ctx.fail("additional_reduction", "the generic mana less for each object, 0-9 "
                       "(601.2f)")
    return {"additional_any": True, "additional_reduction": n}


def subsets(singles: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The choices listed: for each number of objects from none up, its first combination,
    then more combinations (smaller first) up to CHOICE_LIMIT."""
    objects = sorted({o for s in singles for o in s})
    firsts = [tuple(objects[:k]) for k in range(len(objects) + 1)]
    out = list(firsts)
    seen = set(firsts)
    for k in range(1, len(objects) + 1):
        for combo in itertools.combinations(objects, k):
            if len(out) >= CHOICE_LIMIT:
                return out
            if combo not in seen:
                seen.add(combo)
                out.append(combo)
    return out


def problem(chosen: tuple[int, ...], singles: list[tuple[int, ...]]) -> str | None:
    """Are `chosen` different objects, each one the cost could be paid with?"""
    allowed = {o for s in singles for o in s}
    if len(set(chosen)) != len(chosen) or not set(chosen) <= allowed:
        return "choose different objects the additional cost may use, any number (118.8)"
    return None


def reduction(card: CardDef, a: CastSpell) -> int:
    """601.2f: the generic mana the cost is reduced by ({N} for each object chosen)."""
    return card.additional_reduction * len(a.additional) if card.additional_any else 0


def paid_count(state: GameState, spell: int) -> int:
    """How many objects the spell's cost used (0 for another object)."""
    from mtg_engine.rules.conditions import cast_info

    return next((int(v) for k, v in cast_info(state, spell) if k == COUNT), 0)


def remember(card: CardDef, a: CastSpell) -> tuple[tuple[str, str], ...]:
    """The spell's `chosen` entry: how many objects paid the cost."""
    return ((COUNT, str(len(a.additional))),) if card.additional_any else ()


_WAYS = {"cost_sacrificed": "sacrifice", "cost_tapped": "tap"}


def ways_read(effects: Any) -> list[tuple[str, Any]]:
    """The ("cost_sacrificed" | "cost_tapped", among filter) amounts these effects read."""
    from mtg_engine.cards.amounts import Amount
    from mtg_engine.cards.dsl import Condition, Effect

    out: list[tuple[str, Any]] = []

    def walk(v: Any) -> None:
        if isinstance(v, Amount):
            if v.kind == "this_way" and v.who in _WAYS:
                out.append((v.who, v.filter))
            if v.also is not None:
                walk(v.also)
        elif isinstance(v, Effect):
            for _, x in v.params:
                walk(x)
            walk(v.condition)
        elif isinstance(v, Condition):
            for p in v.parts:
                walk(p)
        elif isinstance(v, (tuple, list)):
            for x in v:
                walk(x)
    walk(effects)
    return out


def check_ways(ctx: _Ctx, card: dict[str, Any], effects: Any) -> None:
    """"for each creature sacrificed this way" (`this_way: cost_sacrificed`) only in a spell
    whose "any number" additional cost sacrifices exactly those (118.8); "tapped" alike."""
    from mtg_engine.cards.dsl import Filter

    for who, among in ways_read(effects):
        cost = card.get("additional_cost")
        if not card.get("additional_any") or cost is None:
            raise ctx.fail("spell", f"'{who}' needs an 'any number' additional cost (118.8)")
        own = cost.sacrifice if _WAYS[who] == "sacrifice" else cost.tap_filter
        if own is None or (among or Filter()) != own:
            raise ctx.fail("spell", f"'{who}' counts what the additional cost "
                           f"{_WAYS[who]}s, described as it does (118.8)")
