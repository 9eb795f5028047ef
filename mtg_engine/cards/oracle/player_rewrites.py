"""Instructions of players said another way, read as the wording the compiler knows (the
same instruction, the same players, 608.2c):

  ~ deals 2 damage to each opponent. Those players each discard two cards at random.
      = "... Each opponent discards two cards at random."         (Skull Rend: "those
        players" are the opponents the sentence before named, each of them)
  Target player untaps all basic lands they control.
      = "Untap all basic lands target player controls."           (Early Harvest: untapping
        involves no choice, so who does it changes nothing, 701.21a)

`lower_text` rewrites the text for the compiler; NORMALISE makes the round trip read both
wordings alike (render.normalise)."""

from __future__ import annotations

import re
from typing import Any

_THOSE = re.compile(r"(damage to each opponent\.) Those players each discard ")
_UNTAPS = re.compile(r"^(Target player|Target opponent) untaps all ([a-z ]+?) they control\.$")

NORMALISE = (
    (r"\bdamage to each opponent\. those players each discard ",
     "damage to each opponent. each opponent discards "),
    (r"(^|\. )(target player|target opponent) untaps all ([a-z ]+?) they control\b",
     r"\1untap all \3 \2 controls"),
)


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None."""
    t = text.strip()
    said = _THOSE.sub(r"\1 Each opponent discards ", t)
    m = _UNTAPS.fullmatch(t)
    if m is not None:
        said = f"Untap all {m.group(2)} {m.group(1).lower()} controls."
    if said == t:
        return None
    return compile_rest(ctx, said)  # type: ignore[no-any-return]
