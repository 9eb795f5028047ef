""""if you control a Chandra planeswalker" / "Activate only if you control a Liliana
planeswalker." (a planeswalker type, 205.3j): the "controls" condition with a filter of that
subtype and the card type Planeswalker (rules/conditions.py judges it; render_statics says
it back as "you control a Chandra planeswalker").

The grammar's subtype marker reads creature types only (statics.mark_subtypes): the
planeswalker types are read here, from the list 205.3j gives."""

from __future__ import annotations

import re
from typing import Any

# 205.3j: the planeswalker types
PLANESWALKER_TYPES = frozenset((
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix",
    "Chandra", "Dack", "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin", "Ellywick",
    "Elspeth", "Estrid", "Freyalise", "Garruk", "Gideon", "Grist", "Huatli", "Jace", "Jaya",
    "Jeska", "Kaito", "Karn", "Kasmina", "Kaya", "Kiora", "Koth", "Liliana", "Lolth", "Lukka",
    "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa", "Nixilis", "Oko", "Ral", "Rowan",
    "Saheeli", "Samut", "Sarkhan", "Serra", "Sorin", "Szat", "Tamiyo", "Teferi", "Teyo",
    "Tezzeret", "Tibalt", "Tyvar", "Ugin", "Venser", "Vivien", "Vraska", "Will", "Windgrace",
    "Wrenn", "Xenagos", "Yanggu", "Yanling", "Zariel"))

_CONTROLS = re.compile(r"^you control (an?) ([A-Z][a-z]+) planeswalker$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of "you control a <planeswalker type> planeswalker", or None."""
    m = _CONTROLS.match(text.strip().rstrip("."))
    if m is None or m.group(2) not in PLANESWALKER_TYPES \
            or m.group(1) != ("an" if m.group(2)[0] in "AEIOU" else "a"):
        return None
    return {"kind": "controls", "count": 1,
            "filter": {"types": ["Planeswalker"], "subtypes": [m.group(2)]}}
