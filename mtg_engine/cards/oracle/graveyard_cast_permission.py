""""You may cast target instant or sorcery card from your graveyard this turn. [If that spell
would be put into your graveyard this turn, exile it instead.]" (601.3, 614.1a) -> the DSL
`allow_cast_from_graveyard` (effects/graveyard_cast_permission.py), and back."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"you may cast target (?P<what>[^.]+? card) from your graveyard this turn")
RIDER = "if that spell would be put into your graveyard this turn, exile it instead"


def lower(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The effect of the sentence (lower case, no full stop), or None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _SENTENCE.fullmatch(low)
    if m is None:
        return None
    f = card_filter(m.group("what"), plural=False)
    if not f or set(f) - {"types", "colors", "subtypes", "mana_value_le"}:
        return None
    what = ctx.add_target({"kind": "card", "zone": "graveyard",
                           "filter": {**f, "controller": "you"}})
    return [{"allow_cast_from_graveyard": {"what": what}}]


def merge(out: list[dict[str, Any]]) -> bool:
    """The rider sentence after the permission: its `exile_instead` (False if there is no
    permission right before it)."""
    if not out or "allow_cast_from_graveyard" not in out[-1]:
        return False
    out[-1]["allow_cast_from_graveyard"]["exile_instead"] = True
    return True


def render(refs: Any, p: dict[str, Any]) -> str:
    said = f"you may cast {refs.obj(p['what'])} this turn"
    return said + (". " + RIDER if p.get("exile_instead") else "")
