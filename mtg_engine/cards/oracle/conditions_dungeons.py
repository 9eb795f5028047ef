"""Conditions about the dungeons a player has completed (309.7), read for the compiler and
rendered back for its round trip (rules/dungeons.JUDGES judges them):

  you've completed a dungeon               {kind: dungeon_completed}
  you've completed Tomb of Annihilation    {kind: dungeon_completed, name: Tomb of Annihilation}
  you haven't completed Tomb of Annihilation  {kind: dungeon_not_completed, name: ...}
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.dungeons import DUNGEONS

_READ = re.compile(r"^you(?:(?P<done>'ve| have)|(?P<not> haven't| have not)) completed "
                   r"(?P<what>.+)$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    m = _READ.match(text.strip().rstrip("."))
    if m is None:
        return None
    what = m.group("what")
    name = next((n for n in DUNGEONS if n.lower() == what.lower()), "")
    if (not name and what != "a dungeon") or (m.group("not") and not name):
        return None
    kind = "dungeon_not_completed" if m.group("not") else "dungeon_completed"
    return {"kind": kind, **({"name": name} if name else {})}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    kind, name = d.get("kind"), d.get("name", "")
    if set(d) - {"kind", "name", "count"} or d.get("count", 1) != 1:
        return []
    if kind == "dungeon_completed":
        return [f"you've completed {name or 'a dungeon'}"]
    if kind == "dungeon_not_completed" and name:
        return [f"you haven't completed {name}"]
    return []
