"""Echo with a cost other than mana (702.30a): "Echo—Discard a card" (Deepcavern Imp),
"Echo—Sacrifice two lands" (Skizzik Surger).

702.30a: echo means "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The words after
"unless you" are read as the same instruction a printed "sacrifice ~ unless you discard a card"
is (118.12a: the "unless" part is a cost, offered only when it can be paid in full, 118.3;
rules/conditions.can_do_in_full), and kept only when they render back to the keyword's cost.
The trigger's intervening "if" (603.4) is the one of echo with a mana cost
(`echo_due`, rules/keyword_abilities.py)."""

from __future__ import annotations

from typing import Any


def echo_trigger(param: str, self_types: tuple[str, ...]) -> dict[str, Any] | None:
    """The upkeep trigger of "Echo—<cost>" (`param` "—Discard a card"), or None when the cost
    isn't understood."""
    from mtg_engine.cards.oracle.compiler import render_paragraph
    from mtg_engine.cards.oracle.conditional_effects import condition_renderings
    from mtg_engine.cards.oracle.render import difference
    from mtg_engine.cards.oracle.triggers import _trigger

    cost = param.lstrip("—").strip()
    if not param.startswith("—") or not cost or "{" in cost or cost.endswith("."):
        return None  # (a mana cost is echo's own field, keyword_dsl.echo)
    words = f"At the beginning of your upkeep, sacrifice ~ unless you {cost[:1].lower()}{cost[1:]}."
    got, _why = _trigger(words, words, self_types)
    if not got or len(got) != 1 or set(got[0]) != {"event", "text", "effects"} \
            or got[0]["event"] != "upkeep":
        return None
    forms = condition_renderings(lambda: render_paragraph("trigger", got, self_types, {}), words)
    if all(difference(words, f) for f in forms):  # ("unless you": a wording of "if you don't")
        return None
    effects = got[0]["effects"]
    if len(effects) != 2 or effects[-1] != {"sacrifice": {"what": "self", "if": "did_not"}}:
        return None  # (the cost: one instruction the controller may carry out, 118.12a)
    return {"event": "upkeep", "text": f"Echo{param}", "if": "echo_due", "effects": effects}
