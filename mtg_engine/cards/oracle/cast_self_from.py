"""601.3, 113.6b: a card's own permission to be cast from its owner's graveyard or from exile
("You may cast ~ from your graveyard.", "You may cast ~ from exile.", "You may cast ~ from your
graveyard or from exile.", "... as long as you control a Zombie.", "... if you gained life this
turn."), read into the DSL's `cast_self_from` static (rules/play_permissions.own_permission:
the card functions there, 113.6b, its costs paid as usual) and back."""

from __future__ import annotations

import re
from typing import Any

_ZONES = {"from your graveyard": "graveyard", "from exile": "exile",
          "from your graveyard or from exile": "all"}
_FORM = re.compile(r"You may cast ~ (from your graveyard or from exile|from your graveyard|"
                   r"from exile)(?: (as long as|if) (.+))?\.")
# 118.8: "... from your graveyard by paying 3 life and discarding a card in addition to paying
# its other costs." (Demonic Embrace): an additional cost when cast this way (`cost`)
_PAYING = re.compile(r"You may cast ~ from your graveyard by paying (\d+) life and discarding a "
                     r"card in addition to paying its other costs\.")


# 702.140a: "You may cast ~ from your graveyard using its mutate ability." (Brokkos): only
# for its mutate cost (`using`)
_USING = "You may cast ~ from your graveyard using its mutate ability."


def lower(para: str) -> dict[str, Any] | None:
    """The `cast_self_from` static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.conditions import _plain, lower_condition

    if para == _USING:
        return {"cast_self_from": {"zone": "graveyard", "using": "mutate"}}
    paying = _PAYING.fullmatch(para)
    if paying is not None:
        return {"cast_self_from": {"zone": "graveyard",
                                   "cost": {"pay_life": int(paying.group(1)), "discard": 1}}}
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    p: dict[str, Any] = {"zone": _ZONES[m.group(1)]}
    if m.group(3) is not None:
        cond = lower_condition(m.group(3))
        if cond is None or _plain(cond).get("negate") or _plain(cond)["kind"].startswith("self_"):
            return None  # ("it" / "~": the card in that zone, not read here)
        p["as_long_as"] = cond
        if m.group(2) == "if":  # the same condition, said with "if" (611.3a)
            p["template"] = "if"
    return {"cast_self_from": p}


def forms(p: dict[str, Any]) -> list[str]:
    """The English of a `cast_self_from` static."""
    from mtg_engine.cards.oracle.render_statics import static_condition

    if "cost" in p:  # 118.8 (_PAYING)
        from mtg_engine.cards.oracle.render_phrases import RenderError

        c = p["cost"]
        if set(p) != {"zone", "cost"} or p["zone"] != "graveyard" \
                or set(c) != {"pay_life", "discard"} or c["discard"] != 1:
            raise RenderError("a cost to cast a card from a graveyard")
        return [f"You may cast ~ from your graveyard by paying {c['pay_life']} life and "
                "discarding a card in addition to paying its other costs."]
    if p.get("using") == "mutate" and set(p) == {"zone", "using"} and p["zone"] == "graveyard":
        return [_USING]  # 702.140a
    where = next(w for w, z in _ZONES.items() if z == p["zone"])
    head = f"You may cast ~ {where}"
    if "as_long_as" not in p:
        return [head + "."]
    word = "if" if p.get("template") == "if" else "as long as"
    return [f"{head} {word} {c}." for c in static_condition(p["as_long_as"])]
