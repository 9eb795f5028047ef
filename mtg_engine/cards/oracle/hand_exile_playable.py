"""A card exiled from a looked-at hand that its owner may still play, at a greater cost (402.3:
a hand looked at; 601.3, 305.1: its owner's permission for as long as it remains exiled;
601.2f: a cost increase for the spells cast that way):

  When ~ enters the battlefield, look at target opponent's hand. You may exile a nonland card
  from it. For as long as that card remains exiled, its owner may play it. A spell cast this
  way costs {2} more to cast.                                          (Elite Spellbinder)

-> `exile_from_hand_playable` {who (the target), filter, cost_more}
(effects/hand_exile_playable.py)."""

from __future__ import annotations

import re
from typing import Any

_TEXT = re.compile(r"^[Ll]ook at target opponent's hand\. You may exile a nonland card from it\. "
                   r"For as long as that card remains exiled, its owner may play it\. A spell "
                   r"cast this way costs \{(?P<n>[1-9])\} more to cast\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    m = _TEXT.match(text.strip())
    if m is None or ctx.targets:
        return None
    who = ctx.add_target({"kind": "opponent"})
    return [{"exile_from_hand_playable": {"who": who, "filter": {"not_types": ["Land"]},
                                          "cost_more": int(m.group("n"))}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    n = p.get("cost_more")
    if set(p) != {"who", "filter", "cost_more"} or p["filter"] != {"not_types": ["Land"]} \
            or not isinstance(n, int) or refs.obj(p["who"]) != "target opponent":
        raise RenderError("a card exiled from a hand, still playable")
    return ("look at target opponent's hand. You may exile a nonland card from it. For as "
            "long as that card remains exiled, its owner may play it. A spell cast this way "
            f"costs {{{n}}} more to cast")
