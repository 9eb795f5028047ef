"""Tokens whose power and toughness the creating effect sets: "Create an X/X black Horror
creature token, where X is the number of creatures that died this turn" (111.3: the values the
effect defines are the token's copiable values; 107.3a/608.2h: X is fixed once, as the effect
creates the token).

The token's definition (tokens.py) is a 0/0 whose key says "X/X"; the `create_token` effect
carries `power` and `toughness`, the same amount, which the engine reads once and gives the
token as the copiable values it is created with (effects/permanent_verbs.py,
effects/primitives.create_token).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle import ir


def is_x_token(t: ir.TokenDef) -> bool:
    """An "X/X" creature token (111.3)."""
    return t.power == ir.X_PT


def bind(ins: Any, q: Any) -> Any:
    """", where X is <count>": the X of an "X/X" token creation (else None)."""
    if isinstance(ins, ir.CreateToken) and is_x_token(ins.token) and ins.pt is None:
        return dataclasses.replace(ins, pt=q)
    return None


def lower_fields(ins: ir.CreateToken, amount: Any) -> dict[str, Any]:
    """The `create_token` fields of an "X/X" token: `power` and `toughness`, both X (the
    sentence's ", where X is ...", else the spell's or ability's X, 107.3a). `amount` is the
    lowering's reading of an amount (lower._Lowering.amount)."""
    if ins.token.power == ir.STATS_PT:  # each its own amount (token_stats.py)
        from mtg_engine.cards.oracle.token_stats import lower_fields as stats_fields

        return stats_fields(ins, amount)
    if not is_x_token(ins.token):
        return {}
    x = amount(ins.pt if ins.pt is not None else "X")
    return {"power": x, "toughness": x}


def render_pt(t: dict[str, Any], p: dict[str, Any],
              obj: Callable[[Any], str] | None = None) -> tuple[str, str]:
    """("X/X", ", where X is ..." marked for amounts.place_where) for an effect that sets the
    token's power and toughness; (the definition's "P/T", "") otherwise."""
    if "power" not in p and "toughness" not in p:  # (a predefined token has none, 111.10)
        return f"{t.get('power')}/{t.get('toughness')}", ""
    from mtg_engine.cards.oracle.amount_render import _no_object, _where, is_variable
    from mtg_engine.cards.oracle.render_phrases import RenderError

    x = p.get("power")
    if x != p.get("toughness") and t.get("power") == t.get("toughness") == 0 \
            and is_variable(x) and is_variable(p.get("toughness")):
        from mtg_engine.cards.oracle.token_stats import render_stats

        return "", render_stats(p, obj or _no_object)  # 111.3: each its own amount
    if x != p.get("toughness") or t.get("power") != 0 or t.get("toughness") != 0:
        raise RenderError("a token's power and toughness set by the effect")
    if x == "X":  # the spell's or ability's X (107.3a)
        return "X/X", ""
    if not is_variable(x):
        raise RenderError("a token's power and toughness set by the effect")
    from mtg_engine.cards.oracle.amount_render import _USED, take_form

    used = _USED.get()
    if used is not None:
        used[0] = True
    if take_form() != "where_x":
        raise RenderError("an X/X token: ', where X is ...'")
    return "X/X", _where(x, obj or _no_object)


def several_creations(vps: list[Any]) -> Any:
    """"create A and B" (111.1): one `create_token` verb phrase per token, in order, as the
    imperative clause reads several instructions of one verb (parse._Several)."""
    from mtg_engine.cards.oracle.parse import _Several

    return _Several(vps)


def join_creations(vp: str) -> str:
    """A token creation after another in one sentence: "and a 3/3 ... token" without its
    "create" in the renderings that say so (the "tokens_joined" wording)."""
    from mtg_engine.cards.oracle.amount_render import wording

    return vp.removeprefix("create ") if wording("tokens_joined") else vp
