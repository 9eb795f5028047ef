""""<instructions with any target>. If it's a creature, <instructions about it>." (Disintegrate,
Carbonize: "If it's a creature, it can't be regenerated this turn, and if it would die this
turn, exile it instead."): 608.2c, 608.2h; the later instructions are carried out only if the
target is a creature as the spell resolves (the `target_is` condition on each, rules/
conditions.target_is), and they read the target as the creature it then is. Read for the
compiler; the round trip says them back through render_conditional."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_RIDER = re.compile(r"(.+\bany target\b[^.]*\.) If it's a creature, (.+)\.")
CREATURE = {"kind": "target_is", "name": "it's", "filter": {"types": ["Creature"]}}
# 614.1a: "if it would die this turn, exile it instead" is the replacement "that creature"
# names (replacement_targets.py), said of the target read as a creature
_DIES = "if it would die this turn, exile it instead"
_DIES_READ = "If that creature would die this turn, exile it instead."


def _clauses(body: str) -> list[str] | None:
    """The instructions of the rider, each a sentence to read: "it can't be regenerated this
    turn, and if it would die this turn, exile it instead" -> two."""
    parts = [p.strip() for p in re.split(r", and (?=if )", body)]
    out: list[str] = []
    for p in parts:
        if p == _DIES:
            out.append(_DIES_READ)
        elif p.startswith("it ") and " if " not in p:
            out.append(f"It {p[3:]}.")
        else:
            return None
    return out


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The instructions with their target "any target", then the rider's, read as the same
    text with "target creature" would be (608.2h: the target, a creature as it resolves),
    each with the condition that the target is a creature."""
    from dataclasses import replace

    from mtg_engine.cards.oracle.conditional_effects import with_condition

    m = _RIDER.fullmatch(text.strip())
    clauses = _clauses(m.group(2)) if m is not None else None
    if m is None or clauses is None or ctx.targets or m.group(1).count("any target") != 1:
        return None
    head = compile_rest(ctx, m.group(1))
    if not head or len(ctx.targets) != 1 or ctx.targets[0] != {"kind": "any"}:
        return None
    as_creature = replace(ctx, targets=[])
    creature_head = m.group(1).replace("any target", "target creature")
    whole = compile_rest(as_creature, " ".join([creature_head, *clauses]))
    if not whole or as_creature.targets != [{"kind": "creature"}] or whole[:len(head)] != head:
        return None
    body = whole[len(head):]
    if not body or any("if" in (next(iter(e.values())) or {}) for e in body):
        return None
    return [*head, *[with_condition(e, dict(CREATURE)) for e in body]]
