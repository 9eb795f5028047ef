""""with power or toughness N or less / N or greater" after a noun (208.1: either
characteristic qualifies), in the Oracle compiler's descriptions:

  • Exile target creature with power or toughness 1 or less.       (Warping Wail)

-> the filter's `any_of`: [{power_le: N}, {toughness_le: N}] (rules/filters.py: an object
matching one of the alternatives qualifies), read back by `describe`."""

from __future__ import annotations

import re
from typing import Any

_EITHER = re.compile(r"^with power or toughness (\d+) or (less|greater)\b\s*")
_SIDE = {"less": "le", "greater": "ge"}


def parse(rest: str, f: dict[str, Any]) -> str | None:
    """The words after such a qualifier, `f` given its `any_of`, or None if `rest` doesn't
    begin with one (or `f` has alternatives already)."""
    m = _EITHER.match(rest)
    if m is None or "any_of" in f:
        return None
    n, side = int(m.group(1)), _SIDE[m.group(2)]
    f["any_of"] = [{f"power_{side}": n}, {f"toughness_{side}": n}]
    return rest[m.end():]


def words(f: dict[str, Any]) -> tuple[dict[str, Any], str] | None:
    """(the filter without the alternatives, "with power or toughness N or less") when its
    `any_of` is one such pair, else None."""
    alts = f.get("any_of")
    if not isinstance(alts, list) or len(alts) != 2:
        return None
    for side, word in (("le", "less"), ("ge", "greater")):
        p, t = alts[0].get(f"power_{side}"), alts[1].get(f"toughness_{side}")
        if alts == [{f"power_{side}": p}, {f"toughness_{side}": t}] and p == t \
                and isinstance(p, int):
            rest = {k: v for k, v in f.items() if k != "any_of"}
            return rest, f"with power or toughness {p} or {word}"
    return None
