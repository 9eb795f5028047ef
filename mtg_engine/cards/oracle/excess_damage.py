"""Excess damage dealt to the controller instead (120.4a):

  ~ deals 4 damage to target creature. Excess damage is dealt to that creature's controller
  instead.                                                     (Flame Spill, Pigment Storm)

-> the `damage` instruction with `excess_to_controller` (effects/excess_damage.py): the
damage beyond lethal damage to the creature (its toughness minus the damage marked on it; 1
from a source with deathtouch) is dealt to its controller instead, the same source dealing
both at once."""

from __future__ import annotations

import re
from typing import Any

_EXCESS = re.compile(r"^(?P<first>~ deals \w+ damage to target creature\.) Excess damage is "
                     r"dealt to that creature's controller instead\.$")
WORDS = ". excess damage is dealt to that creature's controller instead"


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None."""
    m = _EXCESS.fullmatch(text.strip())
    if m is None:
        return None
    before = len(ctx.targets)
    got = compile_rest(ctx, m.group("first"))
    if not got or len(got) != 1 or set(got[0]) != {"damage"} \
            or set(got[0]["damage"]) != {"amount", "to"} or got[0]["damage"]["to"] != "target" \
            or before != 0:
        del ctx.targets[before:]
        return None
    return [{"damage": {**got[0]["damage"], "excess_to_controller": True}}]
