"""Restrictions a resolving spell or ability sets for the turn (611.2a), Oracle text -> effects
and back: "Target creature can't block ~ this turn." (509.1b, effects/combat_restrictions.py),
"Target creature blocks ~ this turn if able." (509.1c, effects/verbs.v_must_block).
Called from copy_control.lower_sentence / render_clause."""

from __future__ import annotations

import re
from typing import Any

_PAIR = re.compile(r"(target .+?) (can't block ~ this turn|blocks ~ this turn if able)")
_VERBS = {"can't block ~ this turn": "cant_block_pair",  # 509.1b: a restriction
          "blocks ~ this turn if able": "must_block"}  # 509.1c: a requirement


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """One sentence (lowercased, no final period) of this module, or None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _PAIR.fullmatch(low)
    if m is None or not ctx.on_permanent:
        return None
    spec = target_spec(m.group(1)[len("target "):])
    if spec is None or spec["kind"] != "creature":
        return None
    return [{_VERBS[m.group(2)]: {"blocker": ctx.add_target(spec), "attacker": "self"}}]


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of this module's effects, or None."""
    words = next((w for w, v in _VERBS.items() if v == verb), None)
    if words is not None and set(p) == {"blocker", "attacker"} and p["attacker"] == "self":
        return refs.obj(p["blocker"]), words
    return None
