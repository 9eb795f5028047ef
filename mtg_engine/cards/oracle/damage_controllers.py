"""Each permanent of a group dealing damage to its own controller (120.3, 120.1):

  Each creature deals 1 damage to its controller.                  (Rakdos Charm)

-> the verb `damage_own_controller` (effects/damage_controllers.py): each object of the group
as the instruction is carried out deals `amount` damage to the player who controls it; the
permanent is the source of the damage."""

from __future__ import annotations

import re
from typing import Any

_EACH = re.compile(r"^each ([a-z ]+?) deals? (\w+) damage to its controller$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence, or None."""
    from mtg_engine.cards.oracle.phrases import group, number

    m = _EACH.fullmatch(s.strip().removesuffix(".").lower())
    if m is None:
        return None
    g = group(m.group(1) + "s")
    n = number(m.group(2), False)
    if g is None or set(g) != {"all"} or not isinstance(n, int) or n < 1:
        return None
    return [{"damage_own_controller": {"what": g, "amount": n}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    what = p["what"]
    if not isinstance(what, dict) or set(what) != {"all"} or set(p) != {"what", "amount"}:
        raise RenderError("damage to their controllers")
    return "", f"each {describe_filter(dict(what['all']))} deals {p['amount']} damage " \
        "to its controller"
