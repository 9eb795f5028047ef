""""~ isn't a creature." (the Theros gods, after their devotion condition, 700.5): a layer-4
effect removing a card type from the object itself (205.1a: its subtypes of that type go
too, 205.3d; rules/layers._types), and back."""

from __future__ import annotations

from typing import Any

_TYPES = {"creature": "Creature"}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of "~ isn't a creature.", or None."""
    if not (para.startswith("~ isn't a ") and para.endswith(".")):
        return None
    t = _TYPES.get(para[len("~ isn't a "):-1])
    return None if t is None else {"continuous": {"affects": "self", "remove_types": [t]}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s continuous effect (without its condition), or None."""
    if set(p) - {"as_long_as"} != {"affects", "remove_types"} or p["affects"] != "self" \
            or len(p["remove_types"]) != 1:
        return None
    word = {v: k for k, v in _TYPES.items()}.get(p["remove_types"][0])
    return None if word is None else f"~ isn't a {word}."
