""""You gain hexproof until your next turn." (Blossoming Calm), "You gain shroud until end of
turn." (Gilded Light): the controller gains a keyword for a while (702.11c, 702.18a, 611.2a)
-> `player_keyword` {keyword, until} (effects/player_keywords.py)."""

from __future__ import annotations

import re
from typing import Any

_UNTIL = {"until end of turn": "end_of_turn", "until your next turn": "your_next_turn"}
_GAIN = re.compile(r"You gain (?P<kw>hexproof|shroud) (?P<until>until end of turn|until your "
                   r"next turn)")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    m = _GAIN.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    return [{"player_keyword": {"keyword": m.group("kw"), "until": _UNTIL[m.group("until")]}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `player_keyword`."""
    until = next(w for w, u in _UNTIL.items() if u == p.get("until", "end_of_turn"))
    return "", f"you gain {p['keyword']} {until}"  # (not the imperative: normalise)
