"""Static redirection of damage (614.9): "All damage that would be dealt to you [and other
permanents you control] [by artifacts / by unblocked creatures] is dealt to ~ / enchanted
creature / equipped creature instead." (Pariah, Martyrs of Korlis, Veteran Bodyguard; "All
combat damage ...", Weathered Bodyguards): replacement effects of the permanent, read for the
compiler and rendered back (rules/replacement.py `redirect`)."""

from __future__ import annotations

import json
import re
from typing import Any

_REDIRECT_STATIC = re.compile(r"^All (combat )?damage that would be dealt to you( and other "
                              r"permanents you control)?( by artifacts| by unblocked creatures)? "
                              r"is dealt to (~|enchanted creature|equipped creature) instead\.$")
# "by artifacts" (Martyrs of Korlis), "by unblocked creatures" (Veteran Bodyguard, 506.4)
_REDIRECT_BY = {" by artifacts": {"types": ["Artifact"]},
                " by unblocked creatures": {"types": ["Creature"], "blocked": False}}


def redirect_static(para: str, types: tuple[str, ...], subtypes: tuple[str, ...]
                    ) -> list[dict[str, Any]] | None:
    """"All damage that would be dealt to you [and other permanents you control] is dealt to
    ~ / enchanted creature / equipped creature instead." (614.9) -> replacement effects of the
    permanent; None when `para` is not that sentence (or names what the card can't be)."""
    m = _REDIRECT_STATIC.match(para)
    if m is None:
        return None
    where = m.group(4)
    if (where == "enchanted creature" and "Aura" not in subtypes) \
            or (where == "equipped creature" and "Equipment" not in subtypes) \
            or (where == "~" and "Creature" not in types and "Planeswalker" not in types):
        return None
    to = "self" if where == "~" else "attached"
    by: dict[str, Any] = {}
    if m.group(3):  # damage from such a source only
        by = {"source": "filter", "source_filter": dict(_REDIRECT_BY[m.group(3)])}
    if m.group(1):  # 510.2: combat damage only (Weathered Bodyguards)
        by["combat_only"] = True
    out = [{"event": "damage", "instead": "redirect", "affects": "you", "redirect_to": to, **by}]
    if m.group(2):
        out.append({"event": "damage", "instead": "redirect", "affects": "filter",
                    "filter": {"controller": "you", "other": True}, "redirect_to": to, **by})
    return out


def render_redirect_static(reps: list[dict[str, Any]], subtypes: tuple[str, ...]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    to = {r.get("redirect_to") for r in reps}
    by = {json.dumps([r.get("source", "any"), r.get("source_filter")]) for r in reps}
    if len(to) != 1 or len(by) != 1 or any(r.get("event") != "damage"
                                           or r.get("instead") != "redirect" for r in reps):
        raise RenderError("replacement")
    source = reps[0].get("source", "any")
    by_words = next((w for w, f in _REDIRECT_BY.items() if f == reps[0].get("source_filter")),
                    None) if source == "filter" else ""
    if source not in ("any", "filter") or by_words is None \
            or len({bool(r.get("combat_only")) for r in reps}) != 1:
        raise RenderError("replacement")
    combat = "combat " if reps[0].get("combat_only") else ""
    where = "~" if to == {"self"} else \
        ("equipped creature" if "Equipment" in subtypes else "enchanted creature")
    who = [r["affects"] for r in reps]
    if who == ["you"]:
        whom = "you"
    elif who == ["you", "filter"] and reps[1].get("filter") == {"controller": "you",
                                                                "other": True}:
        whom = "you and other permanents you control"
    else:
        raise RenderError("replacement")
    return f"All {combat}damage that would be dealt to {whom}{by_words} is dealt to {where} " \
        "instead."
