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

from typing import Any

# wording -> (to, under whose control, the kind, "you own")
WORDINGS: dict[str, tuple[str, str, dict[str, Any] | None, bool]] = {
    "put a creature card exiled with ~ onto the battlefield under your control":
        ("battlefield", "you", {"types": ["Creature"]}, False),
    "return a card you own exiled with ~ to your hand": ("hand", "", None, True),
    "put a card you own exiled with ~ into your hand": ("hand", "", None, True),
    "return a card exiled with ~ to its owner's hand": ("hand", "", None, False),
}


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
    return str(p["wording"])
