"""602.5: "Enchanted creature's activated abilities can't be activated." (Detainment Spell,
Stupefying Touch; "... unless they're mana abilities", 605.1a) -> an Aura's anthem with
`no_activation`, and back (the same restriction Arrest says after "can't attack or block,
and its activated abilities ...").

"Activated abilities of sources with the chosen name can't be activated [unless they're mana
abilities]." (Phyrexian Revoker, Pithing Needle): the name chosen as it entered (614.12a,
201.2); a source is an object in any zone (a card in a hand with cycling too:
rules/restrictions.activation_forbidden reads the filter `chosen: name` anywhere)."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"(Enchanted|Equipped) creature's activated abilities can't be activated"
                   r"( unless they're mana abilities)?\.")


_NAMED = re.compile(r"Activated abilities of sources with the chosen name can't be activated"
                    r"( unless they're mana abilities)?\.")


def lower(para: str) -> dict[str, Any] | None:
    named = _NAMED.fullmatch(para)
    if named is not None:  # 602.5, 614.12a (rules/card_names.py)
        return {"anthem": {"filter": {"chosen": "name"},
                           "no_activation": "nonmana" if named.group(1) else "all"}}
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    return {"anthem": {"affects": m.group(1).lower(),
                       "no_activation": "nonmana" if m.group(2) else "all"}}


def render(p: dict[str, Any]) -> str | None:
    if p == {"filter": {"chosen": "name"}, "no_activation": p.get("no_activation")} \
            and p["no_activation"] in ("all", "nonmana"):
        tail = " unless they're mana abilities" if p["no_activation"] == "nonmana" else ""
        return f"Activated abilities of sources with the chosen name can't be activated{tail}."
    if set(p) != {"affects", "no_activation"} or p["affects"] not in ("enchanted", "equipped"):
        return None
    tail = " unless they're mana abilities" if p["no_activation"] == "nonmana" else ""
    return f"{p['affects'].capitalize()} creature's activated abilities can't be activated" \
        f"{tail}."
