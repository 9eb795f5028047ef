"""Each player putting a card of their own onto the battlefield (101.4), in the Oracle compiler:

  Each player may put an artifact, creature, enchantment, or land card from their hand onto
  the battlefield.                                               (Show and Tell)
  Each player puts a creature card from their graveyard onto the battlefield.   (Exhume)

-> the DSL verb `each_player_puts` (effects/each_player_puts.py): `zone` (hand / graveyard),
`filter`, `none_ok` ("may": the choice may be none, 608.2d)."""

from __future__ import annotations

import re
from typing import Any

_EACH = re.compile(r"(?P<who>each player|each other player|each opponent|that player) "
                   r"(?P<may>may put|puts|may return) an? (?P<what>[a-z ,]+?) card "
                   r"(?:from their (?P<zone>hand|graveyard) (?:onto|to) the battlefield|onto "
                   r"the battlefield from their (?P<zone2>hand))")
# the players another subject names (101.4: each in APNAP order; 603.2: "that player", the
# player a trigger's event involved): the DSL `who`
_WHO = {"each other player": "each_other_player", "each opponent": "each_opponent",
        "that player": "remembered"}


# "Each player returns two land cards from their graveyard to the battlefield." (Fall of the
# Thran): `count`, the printed verb "returns" (`returns`)
_RETURNS = re.compile(r"each player returns (?P<n>two|three) (?P<what>[a-z]+) cards from their "
                      r"graveyard to the battlefield")
_N = {"two": 2, "three": 3}


def lower_sentence(low: str) -> list[dict[str, Any]] | None:
    """The effect of one sentence (lower case, no period), or None."""
    from mtg_engine.cards.oracle.library import card_filter as library_filter
    from mtg_engine.cards.oracle.search import card_filter as search_filter

    def card_filter(what: str) -> dict[str, Any] | None:  # ("legendary creature": 205.4)
        return library_filter(what) or search_filter(what + " card", plural=False)

    r = _RETURNS.fullmatch(low)
    f = card_filter(r.group("what")) if r else None
    if r is not None and f:
        return [{"each_player_puts": {"zone": "graveyard", "filter": f,
                                      "count": _N[r.group("n")], "returns": True}}]
    m = _EACH.fullmatch(low)
    f = card_filter(m.group("what")) if m else None
    if m is None or not f:
        return None
    zone = m.group("zone") or m.group("zone2")
    returns = m.group("may") == "may return"
    if returns != (zone == "graveyard" and " to the battlefield" in low) \
            or (" to the battlefield" in low and not returns):
        return None  # ("put ... onto", "return ... to": the printed pairs)
    body: dict[str, Any] = {"zone": zone, "filter": f}
    if m.group("may") != "puts":
        body["none_ok"] = True
    if m.group("who") != "each player":
        if not _names_players(m.group("who")):
            return None
        body["who"] = _WHO[m.group("who")]
    if returns:
        body["returns"] = True
    if m.group("zone2"):
        body["said"] = "from_last"  # ("onto the battlefield from their hand")
    return [{"each_player_puts": body}]


def _names_players(who: str) -> bool:
    """"that player" only as the player a trigger's event involved (603.2); "each other
    player" / "each opponent" of a permanent's ability."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    if who != "that player":
        return True
    seed = EVENT_REFERENT.get()
    return seed is not None and seed.player == "event"


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `each_player_puts`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"zone", "filter", "none_ok", "count", "returns", "who", "said"} \
            or p.get("zone") not in ("hand", "graveyard"):
        raise RenderError("each_player_puts")
    who = next((k for k, v in _WHO.items() if v == p.get("who")), "each player")
    if p.get("who") or p.get("said"):  # (another subject: one card each, "may")
        what = describe_filter(dict(p["filter"]), "card")
        art = "an" if what[0] in "aeiou" else "a"
        if p.get("count", 1) != 1:
            raise RenderError("each_player_puts")
        may = "may " if p.get("none_ok") else ""  # (or the instruction's own "may", 608.2d)
        if p.get("returns"):
            return who, f"{may}{'return' if may else 'returns'} {art} {what} from their " \
                "graveyard to the battlefield"
        put = f"{may}{'put' if may else 'puts'} {art} {what}"
        if p.get("said") == "from_last":
            return who, f"{put} onto the battlefield from their {p['zone']}"
        return who, f"{put} from their {p['zone']} onto the battlefield"
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
