"""614.12a, 614.1c: permanents sacrificed as a permanent enters, counters for each (the devour
keyword's way, 702.82a, without the keyword):

  As ~ enters the battlefield, you may sacrifice any number of creatures and/or planeswalkers.
  If you do, it enters with twice that many +1/+1 counters on it.     (Devouring Hellion)
  As ~ enters the battlefield, sacrifice any number of permanents. ~ enters the battlefield
  with that many +1/+1 counters on it.                         (Shimatsu the Bloodcloaked)

-> the replacement `instead: choose` with `choice` "devour:<N>:<what>" (rules/keyword_effects
.devour_options and devour: the permanents chosen, any number of them, are sacrificed as it
enters and it enters with N +1/+1 counters for each; "any number" may be none, so "you may"
changes nothing). Nothing is "devoured" (702.82b is the keyword's)."""

from __future__ import annotations

import re
from typing import Any

_TEXTS = {
    ("creature_planeswalker", 2): "As ~ enters the battlefield, you may sacrifice any number of "
                                  "creatures and/or planeswalkers. If you do, it enters with "
                                  "twice that many +1/+1 counters on it.",
    ("permanent", 1): "As ~ enters the battlefield, sacrifice any number of permanents. ~ enters "
                      "the battlefield with that many +1/+1 counters on it.",
    # (Rescuer Sphinx: at most one, returned to its owner's hand, rules/keyword_effects.py)
    ("nonland_return", 1): "As ~ enters the battlefield, you may return a nonland permanent you "
                           "control to its owner's hand. If you do, ~ enters the battlefield "
                           "with a +1/+1 counter on it.",
}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    for (what, n), text in _TEXTS.items():
        if para == text:
            return {"event": "enters", "instead": "choose", "choice": f"devour:{n}:{what}"}
    return None


def render(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    m = re.fullmatch(r"devour:(\d+):([a-z_]+)", str(rep.get("choice", "")))
    text = _TEXTS.get((m.group(2), int(m.group(1)))) if m else None
    if text is None or set(rep) != {"event", "instead", "choice"}:
        raise RenderError("permanents sacrificed as it enters")
    return text
