"""A card of a kind exiled from a graveyard, chosen as the effect resolves (608.2d: not a
target, 115.10a; 406.3), from any one graveyard or from each:

  Whenever ~ enters the battlefield or attacks, exile a card from a graveyard.
                                                                  (Cemetery Illuminator)
  I — Each player mills four cards. Then you may exile a creature or planeswalker card from
  each graveyard.                                                 (King Narfi's Betrayal)

-> `exile_from_graveyards` {filter, each?, optional?} (effects/graveyard_pick.py): the effect's
controller chooses one card of that kind among the cards of all graveyards, or (`each`) one in
each graveyard in turn (APNAP order of their owners, 101.4), any of them declined with
`optional` ("you may", asked for each).
The cards are exiled with ~ when the card reads "cards exiled with ~" (linked.link_exiles,
607.2a)."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^(?:then )?(?P<may>you may )?exile (?:an? )?(?P<what>[a-z ]*?card) from "
                       r"(?P<where>a|each) graveyard$")


def lower_sentence(s: str) -> list[dict[str, Any]] | None:
    m = _SENTENCE.match(s.strip().lower())
    if m is None:
        return None
    from mtg_engine.cards.oracle.phrases import describe

    d = describe(m.group("what"))
    if d is None or d[0] != "card" or set(d[1]) - {"types", "not_types"}:
        return None
    body: dict[str, Any] = {"filter": dict(d[1])}
    if m.group("where") == "each":
        body["each"] = True
    if m.group("may"):
        body["optional"] = True
    return [{"exile_from_graveyards": body}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"filter", "each", "optional", "linked"} or not isinstance(p.get("filter"), dict):
        raise RenderError("a card exiled from a graveyard")
    what = describe_filter(dict(p["filter"]), "card")
    art = "an" if what[0] in "aeiou" else "a"
    may = "you may " if p.get("optional") else ""
    return f"{may}exile {art} {what} from {'each' if p.get('each') else 'a'} graveyard"
