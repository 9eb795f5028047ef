"""Copies of exiled cards cast while the ability resolves (707.12; 118.9: without paying their
mana costs; 607.2a: "the exiled card", its linked ability's):

  {X}, {T}: Copy the exiled card. You may cast the copy without paying its mana cost. X is the
  mana value of the exiled card.                                      (Elite Arcanist)
  -> `cast_copy_exiled` {free: true}
  [-7]: Exile the top ten cards of your library. Choose an instant or sorcery card exiled this
  way and copy it three times. You may cast the copies without paying their mana costs.
                                                                      (Chandra, Pyromaster)
  -> `exile_top_cards` {count: 10}, then `copy_chosen_exiled` {filter, times: 3, free: true}

(effects/exiled_copies.py; rules/cast_copy.py.)"""

from __future__ import annotations

import re
from typing import Any

CAST_COPY = "Copy the exiled card. You may cast the copy without paying its mana cost."
_TIMES = {"twice": 2, "three times": 3, "four times": 4}
_CHOSEN = re.compile(r"^Exile the top (?P<n>[a-z]+) cards of your library\. Choose an? "
                     r"(?P<what>[a-z ]+?) card exiled this way and copy it (?P<times>"
                     + "|".join(_TIMES) + r")\. You may cast the copies without paying their "
                     r"mana costs\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.parse import NUMBERS
    from mtg_engine.cards.oracle.phrases import describe

    t = text.strip()
    if t == CAST_COPY and ctx.on_permanent:
        return [{"cast_copy_exiled": {"free": True}}]
    m = _CHOSEN.match(t)
    if m is None or m.group("n") not in NUMBERS:
        return None
    d = describe(m.group("what") + " card")
    if d is None or d[0] != "card" or not d[1] or set(d[1]) - {"types"}:
        return None
    return [{"exile_top_cards": {"count": NUMBERS[m.group("n")]}},
            {"copy_chosen_exiled": {"filter": dict(d[1]), "times": _TIMES[m.group("times")],
                                    "free": True}}]


def render(verb: str, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if verb == "cast_copy_exiled" and p == {"free": True}:
        return CAST_COPY[0].lower() + CAST_COPY[1:-1]
    times = next((w for w, n in _TIMES.items() if n == p.get("times")), None)
    if verb != "copy_chosen_exiled" or times is None or p.get("free") is not True \
            or set(p) != {"filter", "times", "free"} or not isinstance(p["filter"], dict):
        raise RenderError("copies of an exiled card cast")
    what = describe_filter(dict(p["filter"]), "card")
    art = "an" if what[0] in "aeiou" else "a"
    return (f"choose {art} {what} exiled this way and copy it {times}. You may cast the copies "
            "without paying their mana costs")
