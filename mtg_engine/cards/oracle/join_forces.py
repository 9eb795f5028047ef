""""Starting with you, each player may pay any amount of mana." (join forces, an ability word
with no rules meaning of its own, 207.2c: Alliance of Arms, Minds Aglow, Shared Trauma,
Collective Voyage) -> `each_pay_any_mana` (effects/join_forces.py), and back. The amount the
instructions after it read, "the total amount of mana paid this way" (608.2c), is the
`this_way: mana_paid` amount (cards/amounts.py; this_way.py allows it only right after)."""

from __future__ import annotations

from typing import Any

_SENTENCE = "starting with you, each player may pay any amount of mana"


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    if s.strip().removesuffix(".").lower() != _SENTENCE:
        return None
    return [{"each_pay_any_mana": {}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    return "", _SENTENCE
