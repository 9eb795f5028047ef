"""Choosing a card name (201.2) and the instructions that read it, and back:

  Choose a nonland card name. Target player reveals their hand and discards all cards with
  that name.                                                             (Cabal Therapy)
  Choose a nonland card name. Search target player's graveyard, hand, and library for any
  number of cards with that name and exile them. Then that player shuffles.  (Memoricide)

-> `choose_name` (rules/card_names.py), then `discard_all` (effects/discard_all.py) with the
filter `chosen: name`, or `exile_named` (effects/search_other.py). A text with any other
instruction after the name is chosen is refused (fail closed)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_CHOOSE = re.compile(r"Choose an? (?:(nonland|creature|artifact) )?card name"
                     r"( other than a basic land card name)?\.")
_QUALITY_TEXT = {"": "a card name", "nonland": "a nonland card name",
                 "creature": "a creature card name", "artifact": "an artifact card name",
                 "nonbasic_land": "a card name other than a basic land card name"}
_DISCARD = re.compile(r"Target (player|opponent) reveals their hand and discards all cards "
                      r"with (that|the chosen) name\.")
_EXILE = re.compile(r"Search target (player|opponent)'s graveyard, hand, and library for "
                    r"(any number of|all) cards with (that|the chosen) name and exile them\. "
                    r"Then that player shuffles\.")
_NAMED = {"chosen": "name"}  # the filter "with that name" (rules/filters.py)


def lower_text(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """The effects of a text that starts by choosing a card name, or None."""
    m = _CHOOSE.match(text.strip())
    if m is None or ctx.targets:
        return None
    quality = "nonbasic_land" if m.group(2) else (m.group(1) or "")
    if m.group(2) and m.group(1):
        return None
    rest = text.strip()[m.end():].strip()
    choose = {"choose_name": {"quality": quality} if quality else {}}
    d = _DISCARD.fullmatch(rest)
    if d:  # 701.8a, 701.16a
        who = ctx.add_target({"kind": d.group(1)})
        return [choose, {"discard_all": {"who": who, "filter": dict(_NAMED),
                                         **_wording(d.group(2))}}]
    x = _EXILE.fullmatch(rest)
    if x:  # 701.19
        who = ctx.add_target({"kind": x.group(1)})
        body: dict[str, Any] = {"who": who, **_wording(x.group(3))}
        if x.group(2) == "any number of":
            body["any_number"] = True
        return [choose, {"exile_named": body}]
    return None


def _wording(that: str) -> dict[str, Any]:
    """"the chosen name" (kept for the round trip) or "that name" (the default)."""
    return {"wording": "chosen"} if that == "the chosen" else {}


def _name(p: dict[str, Any]) -> str:
    return "the chosen name" if p.get("wording") == "chosen" else "that name"


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of this module's verbs, or None for another verb."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if verb == "return_from_graveyard":  # 608.2d (graveyard_return.py)
        from mtg_engine.cards.oracle import graveyard_return

        return "", graveyard_return.render(p)
    if verb == "change_target":  # 115.7a (change_target.py)
        from mtg_engine.cards.oracle import change_target

        return "", change_target.render(refs, p)
    if verb == "choose_name":
        if set(p) - {"quality"} or p.get("quality", "") not in _QUALITY_TEXT:
            raise RenderError("a card name's quality")
        return "", "choose " + _QUALITY_TEXT[p.get("quality", "")]
    if verb == "discard_all":
        if set(p) - {"wording"} != {"who", "filter"} or p["filter"] != _NAMED:
            raise RenderError("a discard of all cards of another kind")
        return refs.obj(p["who"]), f"reveals their hand and discards all cards with {_name(p)}"
    if verb == "exile_named":
        if set(p) - {"who", "any_number", "wording"}:
            raise RenderError("a search for the chosen name")
        how = "any number of" if p.get("any_number") else "all"
        return "", (f"search {refs.obj(p['who'])}'s graveyard, hand, and library for {how} "
                    f"cards with {_name(p)} and exile them. then that player shuffles")
    return None
