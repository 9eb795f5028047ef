"""The effect of a triggered mana ability (605.1b): "its controller adds an additional {G}"
(Wild Growth), "add an additional {B}" (Crypt Ghast), "that player adds {G}{G}" -- read only
after a "tapped for mana" trigger condition (106.12), lowered to the DSL effect
`triggered_mana` (rules/mana_triggers.py resolves it at once, 605.4a) and rendered back.

Who adds the mana follows the condition: "add" after "Whenever you tap ..." (the ability's
controller, who tapped it); "its controller adds" after "Whenever <a permanent> is tapped for
mana" (that permanent's controller, who tapped it, 602.2); "that player adds" after "Whenever a
player / an opponent taps ...". Any other pairing is refused. Only fixed mana is read: "one
mana of any color", "of any type that land produced", "of the chosen color" ask a choice or a
memory this reader doesn't build (refused with the usual "effect not understood")."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.mana_triggers import MANA_TRIGGER_EVENTS

_EFFECT = re.compile(r"^(?:(its controller|that player) adds|add) (an additional )?"
                     r"((?:\{[wubrgc]\})+)\.?$", re.I)
_WHO = {"its controller": "its_controller", "that player": "that_player", None: "you"}


def _who_fits(who: str, event: str, f: dict[str, Any]) -> bool:
    if event in ("tapped_for_mana", "attached_tapped_for_mana"):
        return who == "its_controller"
    if event == "permanent_tapped_for_mana":
        return (who == "you") == (f.get("controller") == "you")
    return False


def effects(conds: list[tuple[str, dict[str, Any]]], body: str) -> list[dict[str, Any]] | None:
    """The `triggered_mana` effect of `body` after these trigger conditions, or None."""
    if not conds or not all(e in MANA_TRIGGER_EVENTS for e, _ in conds):
        return None
    m = _EFFECT.match(body.strip())
    if m is None:
        return None
    who = _WHO[m.group(1).lower() if m.group(1) else None]
    if not all(_who_fits(who, e, f) for e, f in conds):
        return None
    p: dict[str, Any] = {"mana": m.group(3).upper(), "who": who}
    if m.group(2):
        p["additional"] = True
    return [{"triggered_mana": p}]


def render(p: dict[str, Any]) -> str:
    who = {"you": "add", "its_controller": "its controller adds",
           "that_player": "that player adds"}[p["who"]]
    more = "an additional " if p.get("additional") else ""
    return f"{who} {more}{p['mana']}"
