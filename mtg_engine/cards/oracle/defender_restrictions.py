"""508.1c, 509.1b: "~ can't attack unless defending player is poisoned / is the monarch.",
"~ can't attack unless you control more creatures than defending player.", "~ can't block
unless you control more lands than attacking player." -> an anthem's restriction of
rules/defender_restrictions.py, and back."""

from __future__ import annotations

import re
from typing import Any

_STATES = {"is poisoned": "cant_attack_unless_defender_poisoned",
           "is the monarch": "cant_attack_unless_defender_monarch"}
_COUNTED = {"creatures": {"types": ["Creature"]}, "lands": {"types": ["Land"]}}
_FORM = re.compile(r"~ can't (?:attack unless defending player (?P<state>is poisoned|is the "
                   r"monarch)|(?P<verb>attack|block) unless you control more (?P<what>creatures|"
                   r"lands) than (?P<who>defending|attacking) player)\.")


def lower(para: str) -> dict[str, Any] | None:
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    if m.group("state"):
        r: dict[str, Any] = {_STATES[m.group("state")]: {}}
    else:
        if (m.group("verb") == "attack") != (m.group("who") == "defending"):
            return None  # (the player attacked when attacking, the attacker when blocking)
        kind = "cant_attack_unless_more_than_defender" if m.group("verb") == "attack" \
            else "cant_block_unless_more_than_attacker"
        r = {kind: dict(_COUNTED[m.group("what")])}
    return {"anthem": {"affects": "self", "restrictions": [r]}}


def render(kind: str, other: dict[str, Any]) -> str | None:
    """The words of such a restriction after "~" ("can't attack unless ..."), or None."""
    state = next((w for w, k in _STATES.items() if k == kind), None)
    if state is not None:
        return None if other else f"can't attack unless defending player {state}"
    what = next((w for w, f in _COUNTED.items() if f == other), None)
    if what is None:
        return None
    if kind == "cant_attack_unless_more_than_defender":
        return f"can't attack unless you control more {what} than defending player"
    if kind == "cant_block_unless_more_than_attacker":
        return f"can't block unless you control more {what} than attacking player"
    return None
