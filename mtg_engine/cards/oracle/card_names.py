"""Choosing a card name (201.2) and the instructions that read it, and back:

  Choose a nonland card name. Target player reveals their hand and discards all cards with
  that name.                                                             (Cabal Therapy)
  Choose a nonland card name. Search target player's graveyard, hand, and library for any
  number of cards with that name and exile them. Then that player shuffles.  (Memoricide)

-> `choose_name` (rules/card_names.py), then `discard_all` (effects/discard_all.py) with the
filter `chosen: name`, or `exile_named` (effects/search_other.py), or `reveal_named`. A text
with any other instruction after the name is chosen is refused (fail closed). The same for a
color a spell chooses (105.1): "Choose a color. Target player reveals their hand and discards
all cards of that color." (`choose_color`, Persecute) and "Choose a color. <creatures> gain
protection from the chosen color until end of turn." (`protection_choice`, 702.16a)."""

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
_REVEAL = re.compile(r"Reveal the top (\w+) cards of your library and put all of them with "
                     r"that name into your hand\. (Exile the rest|Put the rest into your "
                     r"graveyard)\.")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_REST = {"Exile the rest": "exile", "Put the rest into your graveyard": "graveyard"}


_COLOR_PROTECTION = re.compile(r"Choose a color\. (.+?) gains? protection from the chosen color "
                               r"until end of turn\.")


_COLOR_DISCARD = re.compile(r"Choose a color\. Target (player|opponent) reveals their hand and "
                            r"discards all cards of that color\.")


_KIND_DISCARD = re.compile(r"Target (player|opponent) reveals their hand and discards all "
                           r"([^.]+? cards)\.")


def lower_text(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """The effects of a text that starts by choosing a card name, or None."""
    m = _KIND_DISCARD.fullmatch(text.strip())
    if m and not ctx.targets:  # 701.8a, 701.16a: "... discards all nonland cards" (Amnesia)
        from mtg_engine.cards.oracle.phrases import describe

        d = describe(m.group(2), plural=True)
        if d is None or d[0] != "card" or not d[1] or "chosen" in d[1]:
            return None
        return [{"discard_all": {"who": ctx.add_target({"kind": m.group(1)}), "filter": d[1]}}]
    m = _COLOR_PROTECTION.fullmatch(text.strip())
    if m:  # 702.16a, 608.2d: the same as "... the color of your choice" (keyword_actions.py)
        from mtg_engine.cards.oracle.phrases import group

        g = group(m.group(1)[0].lower() + m.group(1)[1:])
        if g is None or set(g) != {"all"} or ctx.targets:
            return None
        return [{"protection_choice": {"what": g, "chosen_first": True}}]
    m = _COLOR_DISCARD.fullmatch(text.strip())
    if m and not ctx.targets and not ctx.on_permanent:  # 105.1, 701.8a: "Choose a color. ..."
        who = ctx.add_target({"kind": m.group(1)})  # (Persecute: a spell's own choice)
        return [{"choose_color": {}},
                {"discard_all": {"who": who, "filter": {"chosen": "color"}}}]
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
    r = _REVEAL.fullmatch(rest)
    if r and r.group(1) in _NUMBERS:  # 701.16a
        return [choose, {"reveal_named": {"count": _NUMBERS[r.group(1)],
                                          "rest": _REST[r.group(2)]}}]
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

    if verb == "choose_name":
        if set(p) - {"quality"} or p.get("quality", "") not in _QUALITY_TEXT:
            raise RenderError("a card name's quality")
        return "", "choose " + _QUALITY_TEXT[p.get("quality", "")]
    if verb == "choose_color" and not p:
        return "", "choose a color"
    if verb == "discard_all" and p.get("filter") == {"chosen": "color"} and set(p) == {
            "who", "filter"}:
        return refs.obj(p["who"]), "reveals their hand and discards all cards of that color"
    if verb == "discard_all" and set(p) == {"who", "filter"} and p["filter"] != _NAMED:
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        kind = describe_filter(dict(p["filter"]), "card", plural=True)  # (Amnesia)
        return refs.obj(p["who"]), f"reveals their hand and discards all {kind}"
    if verb == "discard_all":
        if set(p) - {"wording"} != {"who", "filter"} or p["filter"] != _NAMED:
            raise RenderError("a discard of all cards of another kind")
        return refs.obj(p["who"]), f"reveals their hand and discards all cards with {_name(p)}"
    if verb == "reveal_named":
        words = {v: k for k, v in _NUMBERS.items()}
        rest = {v: k for k, v in _REST.items()}
        if set(p) != {"count", "rest"} or p["count"] not in words or p["rest"] not in rest:
            raise RenderError("a reveal of the named cards")
        return "", (f"reveal the top {words[p['count']]} cards of your library and put all of "
                    f"them with that name into your hand. {rest[p['rest']].lower()}")
    if verb == "exile_named":
        if set(p) - {"who", "any_number", "wording"}:
            raise RenderError("a search for the chosen name")
        how = "any number of" if p.get("any_number") else "all"
        return "", (f"search {refs.obj(p['who'])}'s graveyard, hand, and library for {how} "
                    f"cards with {_name(p)} and exile them. then that player shuffles")
    return None
