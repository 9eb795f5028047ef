"""Oracle "Flashback—[cost]" with a part other than mana (702.34a): "Flashback—{1}{U}, Pay 3
life", "Flashback—Sacrifice a creature", "Flashback—Tap three untapped white creatures you
control". The cost is read as an activated ability's is (costs._cost); its mana goes to the
DSL's `flashback` ({0} when it has none: the flashback cost replaces the mana cost, 118.9), the
rest to `flashback_cost`, paid as an additional cost is (601.2h, rules/casting.extra_cost).
The keyword line is not part of the round trip, so the reading is checked here: the whole cost
must be read, with at most one part that chooses objects (like an additional cost, 118.8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# the DSL cost parts a flashback cost may have besides mana (cards/dsl_cards.additional_cost_ok)
_KINDS = [{"sacrifice", "sacrifice_count"}, {"discard", "discard_filter"},
          {"discard", "discard_random"}, {"exile_graveyard", "exile_filter"},
          {"tap_untapped"}, {"return"}]


def _split(param: str, cost_of: Callable[[str], dict[str, Any] | None], x_ok: bool = False
           ) -> dict[str, Any] | None:
    """The DSL cost of "—{1}{U}, Pay 3 life", if all of it is read and it has at most one part
    that chooses objects; with an X only where `x_ok` (flashback: the DSL loader reads that X,
    rules/additional_x.py; kicker and buyback have no such X)."""
    text = param.lstrip("—").strip()
    if not text or ("X" in text and not x_ok):
        return None
    cost = cost_of(text)
    if not cost:
        return None
    if "X" in text and not _counted_by_x(cost):
        return None
    rest = {k: v for k, v in cost.items() if k not in ("mana", "pay_life")}
    if rest and not any(set(rest) <= k for k in _KINDS):
        return None
    if (cost.get("sacrifice") or {}).get("other"):
        return None
    return cost


def _counted_by_x(cost: dict[str, Any]) -> bool:
    """107.3a: "Flashback—{R}{R}, Sacrifice X Mountains" (Firecat Blitz): X counts exactly one
    part that chooses objects, and is in no mana of the flashback cost: X is announced as the
    spell is cast (rules/additional_x.py), the spell's X."""
    counted = [k for k in ("sacrifice_count", "exile_graveyard", "discard") if cost.get(k) == "X"]
    return len(counted) == 1 and "X" not in str(cost.get("mana", "")) \
        and "X" not in str({k: v for k, v in cost.items() if k != counted[0]})


_OTHER_ADDITIONAL = ("additional_cost", "additional_options", "graveyard_cast", "casualty")


def read(param: str, dsl: dict[str, Any], cost_of: Callable[[str], dict[str, Any] | None]
         ) -> str:
    """Put the flashback cost `param` ("—{1}{U}, Pay 3 life") on `dsl`; "" or why not."""
    cost = _split(param, cost_of, x_ok=True)
    if cost is None:
        return "keyword Flashback (702.34) is not implemented yet"
    if any(dsl.get(k) for k in _OTHER_ADDITIONAL):
        return "keyword Flashback (702.34) with a cost other than mana and another " \
               "additional cost"
    dsl["flashback"] = cost.get("mana", "{0}")
    dsl["flashback_cost"] = {k: v for k, v in cost.items() if k != "mana"}
    return ""


def read_kicker(param: str, dsl: dict[str, Any],
                cost_of: Callable[[str], dict[str, Any] | None]) -> str:
    """702.33a: "Kicker—Sacrifice a creature.", "Kicker—Tap an untapped Vampire you control.":
    its mana to the DSL's `kicker` ({0} when it has none), the rest to `kicker_cost`, paid as
    an additional cost is when the spell is kicked (rules/casting.extra_cost)."""
    cost = _split(param, cost_of)
    if cost is None:
        return "keyword Kicker (702.33) with a cost other than mana is not supported yet"
    if any(dsl.get(k) for k in (*_OTHER_ADDITIONAL, "flashback_cost", "buyback_cost",
                                "kicker", "multikicker")):
        return "keyword Kicker (702.33) with a cost other than mana and another additional cost"
    dsl["kicker"] = [cost.get("mana", "{0}")]
    dsl["kicker_cost"] = {k: v for k, v in cost.items() if k != "mana"}
    return ""


def read_buyback(param: str, dsl: dict[str, Any],
                 cost_of: Callable[[str], dict[str, Any] | None]) -> str:
    """702.27a: "Buyback—Sacrifice a land.", "Buyback—Pay 3 life, Discard a card at random.":
    its mana to the DSL's `buyback` ({0} when it has none), the rest to `buyback_cost`, paid
    as an additional cost is when the buyback cost is (rules/casting.extra_cost)."""
    cost = _split(param, cost_of)
    if cost is None:
        return "keyword Buyback (702.27) with a cost other than mana is not supported yet"
    if any(dsl.get(k) for k in (*_OTHER_ADDITIONAL, "flashback_cost")):
        return "keyword Buyback (702.27) with a cost other than mana and another additional cost"
    dsl["buyback"] = cost.get("mana", "{0}")
    dsl["buyback_cost"] = {k: v for k, v in cost.items() if k != "mana"}
    return ""
