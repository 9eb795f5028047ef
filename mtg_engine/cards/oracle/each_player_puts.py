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


# "Each player returns two land cards from their graveyard to the battlefield." (Fall of the
# Thran): `count`, the printed verb "returns" (`returns`)
_RETURNS = re.compile(r"each player returns (?P<n>two|three) (?P<what>[a-z]+) cards from their "
                      r"graveyard to the battlefield")
_N = {"two": 2, "three": 3}


def lower_sentence(low: str) -> list[dict[str, Any]] | None:
    """The effect of one sentence (lower case, no period), or None."""
    from mtg_engine.cards.oracle.library import card_filter

    r = _RETURNS.fullmatch(low)
    f = card_filter(r.group("what")) if r else None
    if r is not None and f:
        return [{"each_player_puts": {"zone": "graveyard", "filter": f,
                                      "count": _N[r.group("n")], "returns": True}}]
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

    if set(p) - {"zone", "filter", "none_ok", "count", "returns"} \
            or p.get("zone") not in ("hand", "graveyard"):
        raise RenderError("each_player_puts")
    if p.get("returns"):
        n = {v: k for k, v in _N.items()}.get(p.get("count"))
        if n is None or p["zone"] != "graveyard" or p.get("none_ok"):
            raise RenderError("each_player_puts")
        return "each player", f"returns {n} {describe_filter(dict(p['filter']), 'card', True)}" \
            " from their graveyard to the battlefield"
    if p.get("count", 1) != 1:
        raise RenderError("each_player_puts")
    what = describe_filter(dict(p["filter"]), "card")
    art = "an" if what[0] in "aeiou" else "a"
    verb = "may put" if p.get("none_ok") else "puts"
    return "each player", f"{verb} {art} {what} from their {p['zone']} onto the battlefield"
