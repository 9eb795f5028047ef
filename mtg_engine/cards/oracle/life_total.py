""""Target player's life total becomes 10." (119.5) in the Oracle compiler: grammar.lark's
`life_clause`, the IR a player action `set_life`, the DSL verb `set_life`
(effects/life_total.py). "Double your life total." / "Double target player's life total."
(701.10d: the player gains or loses the life that makes the new total twice the old one) is
`set_life` to twice their life total (grammar.lark's `life_double`)."""

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


def life_double(items: list[Any]) -> ir.Clause:
    """701.10d: "double your life total": the life total set to twice their own."""
    from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

    owner = _OWNERS[str(items[0])]
    who = ir.Player(owner)
    twice = Quantity(GameAmount("life_total", who="you" if owner == "you" else "their"),
                     times=2)
    return ir.Clause(who, (ir.PlayerAction("set_life", who, twice),))


# 701.10d: twice the player's own total ("you": yours)
_DOUBLED = ({"life_total": "their", "times": 2}, {"life_total": "you", "times": 2})


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of a `set_life` effect (render.py)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    who = refs.obj(p.get("who", "you"))
    whose = "your" if who == "you" else f"{who}'s"
    if p["amount"] == _DOUBLED[who == "you"]:  # 701.10d
        return "", f"double {whose} life total"
    if isinstance(p["amount"], dict):  # "becomes the number of creatures they control"
        from mtg_engine.cards.oracle.amount_render import noun_phrase

        return f"{whose} life total", f"becomes {noun_phrase(p['amount'], refs.obj)}"
    if not isinstance(p["amount"], (int, str)) or p["amount"] == "that_much":
        raise RenderError("a life total set to a variable amount")
    return f"{whose} life total", f"becomes {p['amount']}"
