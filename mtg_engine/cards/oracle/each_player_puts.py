"""Each player putting a card of their own onto the battlefield (101.4), in the Oracle compiler:

  Each player may put an artifact, creature, enchantment, or land card from their hand onto
  the battlefield.                                               (Show and Tell)
  Each player puts a creature card from their graveyard onto the battlefield.   (Exhume)

-> the DSL verb `each_player_puts` (effects/each_player_puts.py): `zone` (hand / graveyard),
`filter`, `none_ok` ("may": the choice may be none, 608.2d)."""

from __future__ import annotations

import re
from typing import Any

_EACH = re.compile(r"each player (?P<may>may put|puts) an? (?P<what>[a-z ,]+?) card from their "
                   r"(?P<zone>hand|graveyard) onto the battlefield")


def lower_sentence(low: str) -> list[dict[str, Any]] | None:
    """The effect of one sentence (lower case, no period), or None."""
    from mtg_engine.cards.oracle.library import card_filter

    m = _EACH.fullmatch(low)
    f = card_filter(m.group("what")) if m else None
    if m is None or not f:
        return None
    body: dict[str, Any] = {"zone": m.group("zone"), "filter": f}
    if m.group("may") == "may put":
        body["none_ok"] = True
    return [{"each_player_puts": body}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `each_player_puts`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"zone", "filter", "none_ok"} or p.get("zone") not in ("hand", "graveyard"):
        raise RenderError("each_player_puts")
    what = describe_filter(dict(p["filter"]), "card")
    art = "an" if what[0] in "aeiou" else "a"
    verb = "may put" if p.get("none_ok") else "puts"
    return "each player", f"{verb} {art} {what} from their {p['zone']} onto the battlefield"
