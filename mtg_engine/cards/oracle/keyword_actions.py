"""Keyword actions (701) the compiler reads as whole sentences: "Adapt N." (701.43a),
"Amass N." (701.44a; "Amass X, where X is ..." too) and "Monstrosity N." (701.31a). Their
DSL verbs (`adapt`, `amass`, `monstrosity`) are carried out by rules/keyword_effects.py and
rendered back by render.py.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx

# 701.44a: "a 0/0 black Zombie Army creature token" (111.3: found by its definition's key)
ARMY_TOKEN = {"name": "Zombie Army Token", "colors": ["B"], "type": "Creature — Zombie Army",
              "power": 0, "toughness": 0,
              "key": "Zombie Army Token (0/0 B Creature — Zombie Army)"}


def lower_text(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """The effects of "Adapt N." (of a permanent's ability: "this permanent") or "Amass N.",
    or None for any other text."""
    m = re.fullmatch(r"(adapt|amass|monstrosity) (\d+|X)\.", text.strip(), re.IGNORECASE)
    if m is None:
        return _amass_where(text)
    if m.group(2).upper() == "X":  # 701.31c: "monstrosity X", X of the ability's cost
        if m.group(1).lower() != "monstrosity" or not ctx.allow_x:
            return None
        return [{"monstrosity": {"count": "X"}}] if ctx.on_permanent else None
    n = int(m.group(2))
    if m.group(1).lower() in ("adapt", "monstrosity"):  # 701.43a, 701.31a: the source
        return [{m.group(1).lower(): {"count": n}}] if ctx.on_permanent else None
    sink = _TOKEN_SINK.get()
    if sink is None:
        return None
    sink.append(dict(ARMY_TOKEN))
    return [{"amass": {"count": n}}]


def _amass_where(text: str) -> list[dict[str, Any]] | None:
    """701.44a, 107.3: "Amass X, where X is the number of instant and sorcery cards in your
    graveyard." (Invade the City): the amount counted as it resolves (608.2h)."""
    from mtg_engine.cards.oracle.cda_amounts import read_quantity
    from mtg_engine.cards.oracle.parse import NotUnderstood

    m = re.fullmatch(r"[Aa]mass X, where X is ([^.]+)\.", text.strip())
    sink = _TOKEN_SINK.get()
    if m is None or sink is None:
        return None

    def no_object(_o: Any) -> str:
        raise NotUnderstood("an amount about an object after amass")
    amount = read_quantity(m.group(1), no_object)
    if amount is None:
        return None
    sink.append(dict(ARMY_TOKEN))
    return [{"amass": {"count": amount}}]
