"""An activated ability with a choice of two costs (602.2b, 118.2: the player chooses which to
pay as it is activated), in the Oracle compiler, and back:

  {3}, {T} or {U}, {T}: Return target creature to its owner's hand unless its controller
  pays {1}.                                                             (Crystal Shard)

-> two activated abilities with the same effect, one per cost (as "{T}: Add {R} or {G}." is
one mana ability per choice, rules/mana.py): activating either is activating the ability with
that cost. Read only when nothing counts or limits its activations (602.5b "Activate only once
each turn" would count the two apart), and each ability's `text` is its own cost's, so a
player (or a scenario) names the cost it pays: "{U}, {T}: Return target creature ..."."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_HEAD = re.compile(r"^(?P<a>[^:\"\n]+?) or (?P<b>[^:\"\n]+?): (?P<body>.+)$", re.DOTALL)
# what may differ between the two abilities read from one paragraph
_OWN = frozenset({"cost", "text"})
# the limits that would count the two abilities' activations apart (602.5b)
_COUNTED = frozenset({"once_each_turn", "max_per_turn"})

Reader = Callable[[str, str], "tuple[list[dict[str, Any]] | None, str]"]


def read(para: str, printed: str, activated: Reader) -> tuple[list[dict[str, Any]] | None,
                                                               str]:
    """The two abilities of "<cost A> or <cost B>: <effect>", or (None, "") when `para` isn't
    one; `activated` reads "<cost>: <effect>" (costs._activated)."""
    m, shown = _HEAD.match(para), _HEAD.match(printed)
    if m is None or shown is None or not all(
            "{" in m.group(c) or re.fullmatch(r"Pay \d+ life", m.group(c)) for c in "ab"):
        return None, ""  # ("Pay 2 life or {2}": Tidal Control; not "Sacrifice A or B")
    out: list[dict[str, Any]] = []
    for cost in ("a", "b"):
        acts, why = activated(f"{m.group(cost)}: {m.group('body')}",
                              f"{shown.group(cost)}: {shown.group('body')}")
        if acts is None or len(acts) != 1 or "effects" not in acts[0]:
            return None, why
        out.append(acts[0])
    first, second = out
    if {k: v for k, v in first.items() if k not in _OWN} != \
            {k: v for k, v in second.items() if k not in _OWN} \
            or first["cost"] == second["cost"] or _COUNTED & set(first):
        return None, "activated ability: cost not understood"
    return out, ""


def is_pair(items: list[dict[str, Any]]) -> bool:
    """Two abilities `read` made from one paragraph?"""
    return len(items) == 2 and all("effects" in a and "loyalty" not in a for a in items) \
        and {k: v for k, v in items[0].items() if k not in _OWN} == \
        {k: v for k, v in items[1].items() if k not in _OWN}


def render(items: list[dict[str, Any]], tokens: dict[str, dict[str, Any]]) -> str:
    """The paragraph `read` reads `items` from."""
    from mtg_engine.cards.oracle.render_abilities import render_activated, render_cost

    first = render_activated(items[0], tokens)
    head = render_cost(items[0]["cost"])
    if not first.startswith(head + ": "):
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("an ability with a choice of costs")
    return f"{head} or {render_cost(items[1]['cost'])}{first[len(head):]}"
