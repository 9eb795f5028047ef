"""A bonus to each permanent of a kind "as long as it's a creature" (613.4c, 611.3a: the
condition is the affected permanent's own, judged as each is):

  Each land gets +2/+2 as long as it's a creature.          (Earth Surge)
  Each Vehicle you control gets +1/+1 as long as it's a creature.   (Depala, Pilot Exemplar)

-> the anthem of the permanents of that kind that are creatures (the filter's `all_types`, or
`types` Creature with the subtype), the same set at every moment; said back in this wording
as one of the anthem's forms (render_statics.static_forms)."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"Each (?P<kind>land|artifact|Vehicle)(?P<you> you control)? gets "
                   r"(?P<pt>[+-]\d+/[+-]\d+) as long as it's a creature\.")
_TYPES = {"land": "Land", "artifact": "Artifact"}


def lower(para: str) -> dict[str, Any] | None:
    """The anthem of such a paragraph, or None."""
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    p, t = (int(v) for v in m.group("pt").split("/"))
    kind = m.group("kind")
    f: dict[str, Any] = {"all_types": [_TYPES[kind], "Creature"]} if kind in _TYPES \
        else {"subtypes": [kind], "types": ["Creature"]}
    if m.group("you"):
        f["controller"] = "you"
    return {"anthem": {"filter": f, "power": p, "toughness": t}}


def forms(st: dict[str, Any]) -> list[str]:
    """This wording of an anthem `lower` makes ([] for another)."""
    p = st.get("anthem") or {}
    f = p.get("filter") or {}
    if set(p) != {"filter", "power", "toughness"} or set(f) - {"all_types", "subtypes",
                                                               "types", "controller"}:
        return []
    if f.get("all_types") in ([t, "Creature"] for t in _TYPES.values()) \
            and set(f) <= {"all_types", "controller"}:
        kind = f["all_types"][0].lower()
    elif f.get("subtypes") == ["Vehicle"] and f.get("types") == ["Creature"] \
            and set(f) <= {"subtypes", "types", "controller"}:
        kind = "Vehicle"
    else:
        return []
    you = " you control" if f.get("controller") == "you" else ""
    pt = f"{p['power']:+d}/{p['toughness']:+d}"
    form = f"Each {kind}{you} gets {pt} as long as it's a creature."
    return [form] if lower(form) == st else []
