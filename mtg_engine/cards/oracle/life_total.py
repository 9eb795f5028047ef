""""Target player's life total becomes 10." (119.5) in the Oracle compiler: grammar.lark's
`life_clause`, the IR a player action `set_life`, the DSL verb `set_life`
(effects/life_total.py)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

_OWNERS = {"your": "you", "target player's": "target_player",
           "up to one target player's": "target_player_optional",  # (115.1: may choose none)
           "target opponent's": "target_opponent", "each player's": "each_player",
           "each opponent's": "each_opponent"}


def life_clause(items: list[Any]) -> ir.Clause:
    who = ir.Player(_OWNERS[str(items[0])])
    return ir.Clause(who, (ir.PlayerAction("set_life", who, items[1]),))


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of a `set_life` effect (render.py)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    who = refs.obj(p.get("who", "you"))
    whose = "your" if who == "you" else f"{who}'s"
    if isinstance(p["amount"], dict):  # "becomes the number of creatures they control"
        from mtg_engine.cards.oracle.amount_render import noun_phrase

        return f"{whose} life total", f"becomes {noun_phrase(p['amount'], refs.obj)}"
    if not isinstance(p["amount"], (int, str)) or p["amount"] == "that_much":
        raise RenderError("a life total set to a variable amount")
    return f"{whose} life total", f"becomes {p['amount']}"
