"""One card chosen among the cards exiled with ~ (607.2a, 406.6) and put elsewhere:

  {2}{B}: Put a creature card exiled with ~ onto the battlefield under your control.
                                                              (Sisters of Stone Death)
  {T}: Return a card you own exiled with ~ to your hand.               (Gustha's Scepter)
  At the beginning of your upkeep, you may put a card you own exiled with ~ into your hand.
                                                                    (Endless Horizons)
  {U}{B}, {T}: Return a card exiled with ~ to its owner's hand.      (Bane Alley Broker)

-> `return_one_exiled` {to, control?, filter?, owned?, wording} (effects/exiled_choice.py): the
ability's controller chooses one of the cards still in exile that ~'s linked abilities exiled
(of that kind; "you own": owned by them) and puts it there. The exiling ability of the card is
marked linked as for `return_exiled` (linked.link_exiles)."""

from __future__ import annotations

import re
from typing import Any

# wording -> (to, under whose control, the kind, "you own")
WORDINGS: dict[str, tuple[str, str, dict[str, Any] | None, bool]] = {
    "put a creature card exiled with ~ onto the battlefield under your control":
        ("battlefield", "you", {"types": ["Creature"]}, False),
    "return a card you own exiled with ~ to your hand": ("hand", "", None, True),
    "put a card you own exiled with ~ into your hand": ("hand", "", None, True),
    "return a card exiled with ~ to its owner's hand": ("hand", "", None, False),
    # (Ashiok, Nightmare Weaver's -X: X of its loyalty cost, 107.3a, rules/x_filters.py)
    "put a creature card with mana value x exiled with ~ onto the battlefield under your "
    "control": ("battlefield", "you", {"types": ["Creature"], "mana_value_le": "X",
                                       "mana_value_ge": "X"}, False),
}
# 205.3d, 611.2c: "That creature is a Nightmare in addition to its other types." after a card
# put onto the battlefield (`add_subtypes`: an effect without duration on the permanent it
# became, effects/exiled_choice.py)
_SUBTYPE = re.compile(r"^(?P<first>.+)\. That creature is an? (?P<sub>[A-Z][a-z]+) in addition "
                      r"to its other types\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The two sentences "Put a ... exiled with ~ onto the battlefield under your control.
    That creature is a <subtype> in addition to its other types.", or None."""
    m = _SUBTYPE.match(text.strip())
    if m is None:
        return None
    got = lower_sentence(ctx, m.group("first").lower())
    if got is None or got[0]["return_one_exiled"]["to"] != "battlefield":
        return None
    got[0]["return_one_exiled"]["add_subtypes"] = [m.group("sub")]
    return got


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    said = WORDINGS.get(low)
    if said is None or not ctx.on_permanent:
        return None
    to, control, kind, owned = said
    body: dict[str, Any] = {"to": to, "wording": low}
    if control:
        body["control"] = control
    if kind:
        body["filter"] = kind
    if owned:
        body["owned"] = True
    return [{"return_one_exiled": body}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    said = WORDINGS.get(str(p.get("wording")))
    if said is None or said != (p.get("to"), p.get("control", ""), p.get("filter"),
                                bool(p.get("owned"))):
        raise RenderError("a card exiled with ~ chosen")
    subs = list(p.get("add_subtypes") or ())
    if len(subs) > 1 or (subs and p.get("to") != "battlefield"):
        raise RenderError("a card exiled with ~ chosen")
    if subs:
        a = "an" if subs[0][0] in "AEIOU" else "a"
        return f"{p['wording']}. That creature is {a} {subs[0]} in addition to its other types"
    return str(p["wording"])
