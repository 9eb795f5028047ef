"""Instructions about a spell on the stack, or the spell just countered (608.2h):

- "Return target spell [you don't control | or permanent | or creature] to its owner's
  hand." (400.3, 115.1: Venser, Shaper Savant, Brutal Expulsion; the object goes from the
  stack to its owner's hand).
- "Counter target spell. Look at its controller's hand." (Lay Bare): the hand of the
  countered spell's controller as it last existed on the stack."""

from __future__ import annotations

import re
from typing import Any

_RETURN_SPELL = re.compile(r"return target (spell|spell you don't control|spell or permanent"
                           r"|spell or creature) to its owner's hand")


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The effects of such a (lower-case) sentence, or None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    if low == "look at its controller's hand" and ctx.after_counter is not None:
        return [{"look_at_hand": {"who": ctx.after_counter.replace("target",
                                                                   "target_controller", 1)}}]
    m = _RETURN_SPELL.fullmatch(low)
    if m is None:
        return None
    spec = {"kind": m.group(1).replace(" ", "_")} if m.group(1).startswith("spell or ") \
        else target_spec(m.group(1))
    return [{"bounce": {"what": ctx.add_target(spec)}}] if spec is not None else None
