"""614.1c: an additional counter for each permanent of a kind already there:

  Each other Angel you control enters the battlefield with an additional +1/+1 counter on it
  for each Angel you already control.                              (Giada, Font of Hope)

entering.additional_counter's replacement with `amount_per` (counted as each would enter,
608.2h: the Angels on the battlefield then, neither it nor others entering with it, 614.13a),
rendered back as that sentence with its "for each ... you already control"."""

from __future__ import annotations

import re
from typing import Any

# "Each other creature you control enters the battlefield with an additional X +1/+1 counters
# on it, where X is the number of +1/+1 counters on ~." (Bloodspore Thrinax: ~'s counters as
# each would enter, rules/replacement: the static's source)
_X_ON_SELF = ("Each other creature you control enters the battlefield with an additional X "
              "+1/+1 counters on it, where X is the number of +1/+1 counters on ~.")
_ON_SELF = {"counters_on": "self", "kind": "+1/+1"}
_EACH = re.compile(r"^(?P<head>Each other (?P<sub>[A-Z][a-z]+) you control enters the battlefield "
                   r"with an additional \+1/\+1 counter on it) for each (?P=sub) you already "
                   r"control\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    from mtg_engine.cards.oracle.entering import additional_counter

    if para == _X_ON_SELF:
        rep = additional_counter("Each other creature you control enters the battlefield with "
                                 "an additional +1/+1 counter on it.")
        return None if rep is None else {**rep, "amount_per": dict(_ON_SELF)}
    m = _EACH.match(para)
    rep = additional_counter(m.group("head") + ".") if m else None
    if rep is None or m is None:
        return None
    return {**rep, "amount_per": {"count": {"subtypes": [m.group("sub")], "controller": "you"}}}


def render(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.entering import render_additional_counter
    from mtg_engine.cards.oracle.render_phrases import RenderError

    per = rep.get("amount_per")
    if per == _ON_SELF and rep.get("filter") == {"controller": "you", "other": True,
                                                  "types": ["Creature"]}:
        return _X_ON_SELF
    subs = rep.get("filter", {}).get("subtypes", [])
    if not isinstance(per, dict) or len(subs) != 1 or per != {
            "count": {"subtypes": subs, "controller": "you"}}:
        raise RenderError("an additional counter for each permanent already there")
    base = render_additional_counter({k: v for k, v in rep.items() if k != "amount_per"})
    return base.removesuffix(".") + f" for each {subs[0]} you already control."
