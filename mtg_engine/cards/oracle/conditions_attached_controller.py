"""An Aura's condition on the controller of the creature it enchants (303.4, 108.4; 611.3a:
checked all the time, in the layer system):

  Enchanted creature has shroud as long as its controller controls another creature.
                                                                     (Favorable Destiny)
  Enchanted creature has intimidate as long as its controller controls no other creatures.
                                                                      (Predator's Gambit)

"its controller": the enchanted creature's. The DSL: {kind: attached_controller_controls,
name: another | no_other, filter: {types: [Creature]}} (rules/condition_board.py judges it:
the creatures that player controls other than the enchanted one; false while the source is
attached to nothing).
"""

from __future__ import annotations

import re
from typing import Any

KIND = "attached_controller_controls"
_FORMS = {"another": "its controller controls another {}",
          "no_other": "its controller controls no other {}s"}
_READ = re.compile(r"^its controller controls (?:(another) (creature)|(no other) (creature)s)$")


def lower(text: str) -> dict[str, Any] | None:
    """The condition of "its controller controls another creature" / "... no other
    creatures", or None."""
    m = _READ.match(text.strip().rstrip("."))
    if m is None:
        return None
    name = "another" if m.group(1) else "no_other"
    return {"kind": KIND, "name": name, "filter": {"types": ["Creature"]}}


def wordings(d: dict[str, Any]) -> list[str]:
    """The words of that condition ([] for another)."""
    if d.get("kind") != KIND or set(d) != {"kind", "name", "filter"} \
            or d["filter"] != {"types": ["Creature"]} or d["name"] not in _FORMS:
        return []
    return [_FORMS[d["name"]].format("creature")]
