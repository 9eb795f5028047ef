"""Exiling the cards of a kind from graveyards (406.1, 701.11a: every such card of the
graveyards named):

  When Zombie Mob enters the battlefield, exile all creature cards from your graveyard.
  When Saprazzan Bailiff enters the battlefield, exile all artifact and enchantment cards
  from all graveyards.

-> `exile_graveyard` with a `filter` (effects/keyword_actions.v_exile_graveyard; without one,
"Exile all graveyards." exiles every card). "all X and Y cards" is every X card and every Y
card: one filter of either type (`joined` keeps the printed "and").

  When Idol of Endurance enters the battlefield, exile all creature cards with mana value 3 or
  less from your graveyard until Idol of Endurance leaves the battlefield.

-> `until_leaves` (610.3: when ~ leaves the battlefield, the cards still in exile return to
their previous zone, the graveyard; effects/keyword_actions.v_exile_graveyard)."""

from __future__ import annotations

import re
from typing import Any

_WHOSE = {"your graveyard": "you", "all graveyards": "each_player",
          "each opponent's graveyard": "each_opponent",
          "target player's graveyard": "target_player"}
_WORDS = {v: k for k, v in _WHOSE.items()}
_EXILE = re.compile(r"exile all (?P<what>(?:[a-z]+ )*?)cards(?P<with> with [a-z0-9 ]+?)? from "
                    r"(?P<whose>" + "|".join(re.escape(w) for w in _WHOSE) + r")"
                    r"(?P<until> until ~ leaves the battlefield)?")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The `exile_graveyard` effect of the one sentence "Exile all <kind> cards from <whose>
    graveyard(s).", or None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _EXILE.fullmatch(text.strip().rstrip(".").lower())
    if m is None or ctx.targets:
        return None
    what = m["what"].strip()
    joined = " and " in f" {what} "
    said = (what.replace(" and ", " or ") + " cards").strip() + (m["with"] or "")
    f = card_filter(said, plural=True) if what or m["with"] else {}
    if f is None or (joined and (len(f.get("types", ())) != 2 or m["with"])):
        return None
    if m["until"] and (not ctx.on_permanent or m["whose"] != "your graveyard"):
        return None  # (610.3: back to that graveyard when ~ leaves)
    who = _WHOSE[m["whose"]]
    if who == "target_player":
        who = ctx.add_target({"kind": "player"})
    body: dict[str, Any] = {"who": who, "filter": f}
    if joined:
        body["joined"] = True
    if m["until"]:  # 610.3: they return to the graveyard when ~ leaves (effects/keyword_actions)
        body["until_leaves"] = True
    return [{"exile_graveyard": body}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """"exile all <kind> cards from <whose> graveyard(s)"."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"who", "filter", "joined", "until_leaves", "linked"}:
        raise RenderError("exiling cards from graveyards")
    f = dict(p["filter"])
    if p.get("joined"):
        if set(f) != {"types"} or len(f["types"]) != 2:
            raise RenderError("exiling cards from graveyards")
        what = " and ".join(t.lower() for t in f["types"]) + " cards"
    else:
        what = describe_filter(f, "card", plural=True) if f else "cards"
    who = p["who"]
    whose = _WORDS.get(who) or (f"{refs.obj(who)}'s graveyard"
                                if str(who).startswith("target") else None)
    if whose is None:
        raise RenderError("exiling cards from graveyards")
    until = " until ~ leaves the battlefield" if p.get("until_leaves") else ""
    return f"exile all {what} from {whose}{until}"
