"""101.2, 701.28a: "Non-Human Werewolves you control can't transform." (Immerwolf) -> the static
`cant_transform` with the filter of the permanents it names (rules/cant_transform.py), and back.
Read: "[Non-<subtype> ]<subtype, plural> you control can't transform."."""

from __future__ import annotations

import re
from typing import Any

_TEXT = re.compile(r"^(?:Non-(?P<non>[A-Z][a-z]+) )?(?P<what>[A-Z][a-z]+) you control "
                   r"can't transform\.$")


def _singular(plural: str) -> str | None:
    """The creature type a plural names ("Werewolves" -> "Werewolf"), or None."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    for t in CREATURE_TYPES:
        if _plural(t) == plural:
            return t
    return None


def _plural(t: str) -> str:
    if t.endswith("f"):
        return t[:-1] + "ves"
    return t + ("es" if t.endswith(("s", "ch", "sh", "x")) else "s")


def lower(para: str) -> dict[str, Any] | None:
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _TEXT.match(para)
    if m is None:
        return None
    what = _singular(m.group("what"))
    non = m.group("non")
    if what is None or (non is not None and non not in CREATURE_TYPES):
        return None
    f: dict[str, Any] = {"subtypes": [what], "controller": "you"}
    if non is not None:
        f["not_subtypes"] = [non]
    return {"cant_transform": {"filter": f}}


def render(p: dict[str, Any]) -> str | None:
    f = p.get("filter", {})
    if set(p) != {"filter"} or set(f) - {"subtypes", "not_subtypes", "controller"} \
            or f.get("controller") != "you" or len(f.get("subtypes", ())) != 1 \
            or len(f.get("not_subtypes", ())) > 1:
        return None
    non = "".join(f"Non-{t} " for t in f.get("not_subtypes", ()))
    return f"{non}{_plural(f['subtypes'][0])} you control can't transform."
