"""The counters an activated ability's cost removed (118.3, 608.2c): "{T}, Remove all +1/+1
counters from ~: It deals damage to any target equal to the number of +1/+1 counters removed
this way." (Molten Hydra), "You gain 2 life for each elixir counter removed this way."
(Essence Bottle).

The cost "Remove X / any number of / all <kind> counters from ~" makes the ability's X the
number removed (107.3; "all": every one there is, rules/activation.removes_all), so the
amount is that X (`{this_way: counters_removed, kind: <kind>}` in the DSL, rules/amounts.py).
The DSL's check (dsl_activated.py) allows it only in such an ability, of the kind its cost
removes.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

# The kind of counters the cost of the activated ability being compiled removes X / any
# number / all of, its X being only that number (no {X} to pay); None: no such cost (set by
# costs.py)
REMOVED: ContextVar[str | None] = ContextVar("REMOVED", default=None)


def removed_kind(cost: dict[str, Any]) -> str | None:
    """The kind of counters `cost` removes X, any number or all of, if its X is only that."""
    rc = cost.get("remove_counters") or {}
    if rc.get("count") in ("X", "any", "all") and "{X}" not in cost.get("mana", ""):
        return str(rc["kind"])
    return None


@dataclass(frozen=True, slots=True)
class CountersRemoved:
    """"the number of <kind> counters removed this way" ("" : of the kind the cost removes,
    "the number of counters removed this way")."""

    kind: str


def _kind(token: Any) -> str:
    m = re.search(r"([+-]1/[+-]1|[a-z]+) counters? removed", str(token))
    return m.group(1) if m and m.group(1) not in ("of", "each") else ""


class CountersRemovedIR:
    """The grammar's `q_counters_removed` / `each_counter_removed` (grammar.lark)."""

    def q_counters_removed(self, items: list[Any]) -> CountersRemoved:
        return CountersRemoved(_kind(items[0]))

    def each_counter_removed(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(CountersRemoved(_kind(items[0])))  # type: ignore[arg-type]


def lower(base: CountersRemoved) -> dict[str, Any]:
    from mtg_engine.cards.oracle.parse import NotUnderstood

    removed = REMOVED.get()
    if removed is None and not base.kind:  # by the instruction before (this_way.py checks)
        return {"this_way": "removed"}
    if removed is None or (base.kind and base.kind != removed):
        raise NotUnderstood("counters removed this way by no cost of this ability")
    out: dict[str, Any] = {"this_way": "counters_removed"}
    if base.kind:
        out["kind"] = base.kind
    return out


def noun(v: dict[str, Any]) -> str:
    """"the number of +1/+1 counters removed this way" (after "equal to", "where X is")."""
    kind = f"{v['kind']} " if v.get("kind") else ""
    return f"the number of {kind}counters removed this way"


def each(v: dict[str, Any]) -> str:
    """"+1/+1 counter removed this way" (after "for each")."""
    kind = f"{v['kind']} " if v.get("kind") else ""
    return f"{kind}counter removed this way"
