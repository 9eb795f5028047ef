""""<instructions dealing damage>. A creature dealt damage this way can't be regenerated this
turn." (701.15c, 608.2c; effects/no_regeneration.py), read for the compiler and rendered back
for its round trip; "Creatures dealt damage this way ..." the same. The sentence is read only
after instructions of which one is damage dealt by the source (the "this way" it names)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_RIDERS = ("A creature dealt damage this way can't be regenerated this turn.",
           "Creatures dealt damage this way can't be regenerated this turn.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    rider = next((r for r in _RIDERS if t.endswith(" " + r)), None)
    if rider is None:
        return None
    before = compile_rest(ctx, t[: -len(rider)].strip())
    if not before or not any("damage" in e and "if" not in (e["damage"] or {})
                             and not (e["damage"] or {}).get("may") for e in before):
        return None  # 608.2c: damage this way, dealt whatever happens
    return [*before, {"no_regeneration_this_way": {"plural": True} if rider == _RIDERS[1]
                      else {}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) as the renderer takes them."""
    words = _RIDERS[1 if p.get("plural") else 0][:-1]
    return "", words[0].lower() + words[1:]
