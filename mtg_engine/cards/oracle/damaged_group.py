"""The group of creatures an instruction dealt damage to, named again (608.2c):

  When Thundermaw Hellkite enters the battlefield, it deals 1 damage to each creature with
  flying your opponents control. Tap those creatures.

"those creatures" are the creatures of that group: the damage dealt in between changes none
of the qualities the group is chosen by (its types, controller, keywords, colours), and no
creature leaves before the resolution ends (704.3: state-based actions wait), so the group
read again as the second instruction is carried out is the same (a creature whose damage was
prevented is tapped all the same). -> `tap` / `untap` of the same `all` group, `those` keeping
the printed words (render.py says "those creatures" for the group named before)."""

from __future__ import annotations

import re
from typing import Any

# the qualities of a creature dealing it damage doesn't change (120.3: damage only marks it)
_UNCHANGED_BY_DAMAGE = frozenset({"types", "controller", "subtypes", "token", "other", "colors",
                                  "not_colors", "not_types", "supertypes", "keywords",
                                  "not_keywords"})


def tap_again(sentence: str, before: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """"Tap those creatures." / "Untap those creatures." after an instruction that dealt
    damage to each creature of a group, or None."""
    m = re.fullmatch(r"(tap|untap) those creatures", sentence.strip().rstrip(".").lower())
    if m is None or not before or set(before[-1]) != {"damage"}:
        return None
    group = before[-1]["damage"].get("to")
    if not isinstance(group, dict) or set(group) != {"all"} \
            or group["all"].get("types") != ["Creature"] \
            or not set(group["all"]) <= _UNCHANGED_BY_DAMAGE:
        return None
    return [{m.group(1): {"what": group, "those": "those creatures"}}]
