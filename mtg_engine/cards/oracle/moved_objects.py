""""Return target creature card from your graveyard to the battlefield. That creature gains
haste until end of turn." (Bond of Revival; 400.7): a target card put onto the battlefield is
a new object, so the instructions after the move that name it ("it", "that creature") name the
permanent it became, the reference "moved:<target ref>" (effects/moved_objects.py), not the
target itself (which no longer exists: the haste would go nowhere). It renders as the target
named again."""

from __future__ import annotations

from typing import Any


def _moved_target(verb: str, body: Any) -> str | None:
    """The target ref an instruction puts onto the battlefield, or None."""
    if verb != "move" or not isinstance(body, dict) or body.get("to") != "battlefield":
        return None
    what = body.get("what")
    if isinstance(what, str) and (what == "target" or what.startswith("target:")):
        return what
    return None


def name_moved(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`effects` with each later "what" naming a target moved onto the battlefield before it
    made "moved:<ref>"."""
    moved: set[str] = set()
    out: list[dict[str, Any]] = []
    for e in effects:
        if len(e) != 1:
            out.append(e)
            continue
        verb, body = next(iter(e.items()))
        if isinstance(body, dict) and isinstance(body.get("what"), str) \
                and body["what"] in moved:
            e = {verb: {**body, "what": "moved:" + body["what"]}}
        got = _moved_target(verb, body)
        if got is not None:
            moved.add(got)
        out.append(e)
    return out
