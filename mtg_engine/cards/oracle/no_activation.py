"""602.5: "Enchanted creature's activated abilities can't be activated." (Detainment Spell,
Stupefying Touch; "... unless they're mana abilities", 605.1a) -> an Aura's anthem with
`no_activation`, and back (the same restriction Arrest says after "can't attack or block,
and its activated abilities ..."). (The chosen-name form, Pithing Needle: chosen_names.py.)"""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"(Enchanted|Equipped) creature's activated abilities can't be activated"
                   r"( unless they're mana abilities)?\.")


def lower(para: str) -> dict[str, Any] | None:
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    return {"anthem": {"affects": m.group(1).lower(),
                       "no_activation": "nonmana" if m.group(2) else "all"}}


def render(p: dict[str, Any]) -> str | None:
    if set(p) != {"affects", "no_activation"} or p["affects"] not in ("enchanted", "equipped"):
        return None
    tail = " unless they're mana abilities" if p["no_activation"] == "nonmana" else ""
    return f"{p['affects'].capitalize()} creature's activated abilities can't be activated" \
        f"{tail}."
