"""Lands that lose all land types and abilities and gain a mana ability (613.1d, 613.1f):

  Lands your opponents control with the chosen name lose all land types and abilities, and
  they gain "{T}: Add one mana of any color."                                 (Alpine Moon)

One `continuous` static: in layer 4 every land type goes (205.3i, `lose_land_types`; with
it the intrinsic mana ability of a basic land type, 305.6), in layer 6 every ability goes
(`lose_all_abilities`) and then the quoted one is added (`add_abilities`), in that order as
one effect (613.7). The group is type_color.py's subject, "with the chosen name" the
permanent's name chosen as it entered (201.2, chosen_names.py). Oracle text -> DSL, and back."""

from __future__ import annotations

import re
from typing import Any

_LOSE = re.compile(r"(.+?) lose all land types and abilities, and they gain (\"[^\"]+\")")
_CHOSEN = " with the chosen name"


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.copy_control import granted
    from mtg_engine.cards.oracle.type_color import _subject

    m = _LOSE.fullmatch(para)
    if m is None:
        return None
    group = m.group(1)
    chosen = group.endswith(_CHOSEN)
    who = _subject(group.removesuffix(_CHOSEN), plural=True)
    if who is None or "affects" in who or who["filter"].get("types") != ["Land"]:
        return None
    got = granted(m.group(2)[1:-1], "land")
    if got is None or got[0] != "add_abilities":
        return None
    f = {**who["filter"], **({"chosen": "name"} if chosen else {})}
    return {"continuous": {"filter": f, "lose_land_types": True, "lose_all_abilities": True,
                           "add_abilities": [got[1]]}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.copy_control import render_granted
    from mtg_engine.cards.oracle.type_color import _render_subject

    if set(p) != {"filter", "lose_land_types", "lose_all_abilities", "add_abilities"} \
            or not p["lose_land_types"] or not p["lose_all_abilities"]:
        return None
    f = dict(p["filter"])
    chosen = f.pop("chosen", None)
    if chosen not in (None, "name"):
        return None
    subject = _render_subject({"filter": f})
    if subject is None or not subject[1]:
        return None
    said = subject[0] + (_CHOSEN if chosen else "")
    return f"{said} lose all land types and abilities, and they gain " \
        f"{render_granted(p, 'land')}"
