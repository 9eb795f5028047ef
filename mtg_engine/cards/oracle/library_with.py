"""~ and other objects shuffled into their owners' libraries (701.20), in the Oracle compiler:

  Put ~ and each creature it's blocking on top of their owners' libraries, then those players
  shuffle.                                                                      (Gomazoa)
  Put ~ and each creature blocking or blocked by it on top of their owners' libraries, then
  those players shuffle.                                               (Vortex Elemental)
  Put ~ and target creature on top of their owners' libraries, then those players shuffle
  their libraries.                                                          (Void Stalker)

Put on top, then shuffled: each card ends at a random place in its owner's library, as
`shuffle_into_library` puts it (effects/library_with.py finds the others)."""

from __future__ import annotations

import re
from typing import Any

_PUT = re.compile(r"^Put ~ and (?P<who>each creature it's blocking|each creature blocking or "
                  r"blocked by it|target creature) on top of their owners' libraries, then "
                  r"those players shuffle(?P<theirs> their libraries)?$")
_WHO = {"each creature it's blocking": "blocked",
        "each creature blocking or blocked by it": "in_combat", "target creature": "target"}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentences above -> shuffle_into_library of ~ `and` the others; None otherwise."""
    m = _PUT.match(s.strip())
    if m is None or not ctx.on_permanent:
        return None
    which = _WHO[m.group("who")]
    if which == "target":
        if ctx.targets:
            return None
        ctx.add_target({"kind": "creature"})
    out: dict[str, Any] = {"what": "self", "and": which}
    if m.group("theirs"):
        out["their_libraries"] = True
    return [{"shuffle_into_library": out}]


def render(p: dict[str, Any]) -> str | None:
    """The words lower_sentence reads back, or None."""
    who = next((k for k, v in _WHO.items() if v == p.get("and")), None)
    if who is None or p.get("what") != "self" or set(p) - {"what", "and", "their_libraries"}:
        return None
    theirs = " their libraries" if p.get("their_libraries") else ""
    return f"put ~ and {who} on top of their owners' libraries, then those players " \
        f"shuffle{theirs}"
