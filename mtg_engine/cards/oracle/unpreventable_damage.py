"""Damage a spell deals that can't be prevented (615.12), in the Oracle compiler:

  ~ deals 5 damage to target white or blue creature. The damage can't be prevented.
                                                                   (Combust)
  ~ deals 4 damage to any target. If you attacked this turn, instead ~ deals 5 damage to that
  permanent or player and the damage can't be prevented.           (Arrow Storm; Lightning
                                                                    Surge, Urza's Rage)

-> the `damage` instruction with `unpreventable` (effects/verbs.py: no prevention effect
applies to it, 615.12). The "instead" form is the base damage when the condition doesn't hold
and the rider, to the same target (608.2c: "that permanent or player" is the target named
before), when it does: exactly one of them is dealt."""

from __future__ import annotations

import re
from typing import Any

_AFTER = re.compile(r"^(?P<first>[^.]+ deals \w+ damage to [^.]+\.) The damage can't be "
                    r"prevented\.$")
_INSTEAD = re.compile(r"^(?P<first>~ deals \w+ damage to any target\.) If (?P<cond>[^,]+), "
                      r"instead (?P<subject>~|it) deals (?P<amount>\w+) damage to that "
                      r"permanent or player and the damage can't be prevented\.$")
WORDS = ". the damage can't be prevented"


def _one_damage(got: list[dict[str, Any]] | None) -> dict[str, Any] | None:
    if not got or len(got) != 1 or set(got[0]) != {"damage"}:
        return None
    p = got[0]["damage"]
    return p if set(p) == {"amount", "to"} else None


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None."""
    from mtg_engine.cards.oracle.conditional_effects import negated, with_condition
    from mtg_engine.cards.oracle.conditions import lower_condition
    from mtg_engine.cards.oracle.phrases import number

    text = text.strip()
    m = _AFTER.fullmatch(text) or _INSTEAD.fullmatch(text)
    if m is None:
        return None
    before = len(ctx.targets)
    p = _one_damage(compile_rest(ctx, m.group("first")))
    if p is None or before != 0:
        del ctx.targets[before:]
        return None
    if "cond" not in m.groupdict():  # "... The damage can't be prevented."
        return [{"damage": {**p, "unpreventable": True}}]
    cond = lower_condition(m.group("cond"))
    amount = number(m.group("amount"), False)
    if cond is None or p["to"] != "target" or not isinstance(amount, int) \
            or ctx.targets[0].get("kind") != "any":
        del ctx.targets[before:]
        return None
    rider = {"damage": {"amount": amount, "to": "target", "unpreventable": True}}
    return [with_condition({"damage": p}, negated(cond)), with_condition(rider, cond)]


def render(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> str | None:
    """The English of the "instead" form's two instructions, or None if they aren't one."""
    from mtg_engine.cards.oracle.conditional_effects import PRINTED, negated
    from mtg_engine.cards.oracle.conditions import condition_wording
    from mtg_engine.cards.oracle.render import render_effects

    if len(effects) != 2 or any(set(e) != {"damage"} for e in effects):
        return None
    base, rider = effects[0]["damage"], effects[1]["damage"]
    if set(rider) != {"amount", "to", "if", "unpreventable"} or rider["to"] != "target" \
            or set(base) != {"amount", "to", "if"} or base["to"] != "target" \
            or base["if"] != negated(rider["if"]):
        return None
    first = render_effects([{"damage": {"amount": base["amount"], "to": "target"}}], targets)
    # the source named again: "~" or "it", as the card prints it (the same object, 608.2c)
    subject = "it" if ", instead it deals " in PRINTED.get() else "~"
    return f"{first} If {condition_wording(rider['if'])}, instead {subject} deals " \
        f"{rider['amount']} " \
        "damage to that permanent or player and the damage can't be prevented."
