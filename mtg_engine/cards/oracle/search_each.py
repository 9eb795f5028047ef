""""Search your library for a basic Forest card and a basic Plains card, reveal those cards,
put them into your hand, then shuffle." (Yasharn, Implacable Earth), "... for a Forest card
and a Plains card, put them onto the battlefield tapped, then shuffle." (Krosan Verge), "You
may search your library for a card named Alpine Watchdog and/or a card named Igneous Cur,
reveal them, put them into your hand, then shuffle." (Alpine Houndmaster): one card of each
kind (701.19) -> `search_each` (effects/search_each.py), and back."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(
    r"(?:(?<=^)|(?<=\. ))(?P<may>[Yy]ou may )?[Ss]earch your library for (?P<list>[^.]+?)"
    r"(?:, |\. )(?:[Rr]eveal (?:them|those cards), )?put them (?P<to>into your hand|onto the "
    r"battlefield(?P<tapped> tapped)?), then shuffle\.(?= |$)")
_ITEM = re.compile(r"an? (.+)")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A text holding the passage above (the sentences around it compiled by
    `compile_rest`), or None."""
    from mtg_engine.cards.oracle.phrases import between_sentences

    t = text.strip()
    m = _SENTENCE.search(t)
    if m is None:
        return None
    got = _effect(m)
    if got is None:
        return None
    return between_sentences(ctx, t[:m.start()].strip(), lambda: got, t[m.end():].strip(),
                             compile_rest)


def _effect(m: re.Match[str]) -> dict[str, Any] | None:
    items, and_or = _items(m.group("list"))
    if items is None or len(items) < 2:
        return None
    filters = [_filter(i) for i in items]
    if any(f is None for f in filters):
        return None
    eff: dict[str, Any] = {"filters": filters,
                           "to": "hand" if m.group("to").lower() == "into your hand"
                           else "battlefield"}
    if m.group("tapped"):
        eff["tapped"] = True
    if m.group("may"):
        eff["may"] = True
    if and_or:
        eff["and_or"] = True
    return {"search_each": eff}


def _items(words: str) -> tuple[list[str] | None, bool]:
    """"a X card and a Y card" / "a X card and/or a Y card" / "a X card, a Y card, and a Z
    card" -> the item phrases (without their articles) and whether "and/or" joined them."""
    m = re.fullmatch(r"(.+?) and/or (an? .+)", words)
    if m:
        return [*_each(m.group(1)), *_each(m.group(2))], True
    m = re.fullmatch(r"(.+?),? and (an? .+)", words)
    if m is None:
        return None, False
    first = [x.strip() for x in m.group(1).split(", ")]
    return [y for x in (*first, m.group(2)) for y in _each(x)], False


def _each(phrase: str) -> list[str]:
    m = _ITEM.fullmatch(phrase.strip())
    return [m.group(1)] if m else ["?"]


def _filter(item: str) -> dict[str, Any] | None:
    """"basic Forest card" -> a filter (search.card_filter); "card named Igneous Cur" -> the
    name (201.2)."""
    from mtg_engine.cards.oracle.search import card_filter

    m = re.fullmatch(r"card named ([A-Z][\w ,'-]+)", item)
    if m:
        return {"name": m.group(1)}
    if " named " in item or item == "?":
        return None
    f = card_filter(item, plural=False)
    return f or None  # (a search for "a card" with no quality: not one of several kinds)


def render(p: dict[str, Any]) -> str:
    """The English of a `search_each` effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"filters", "to", "tapped", "may", "and_or"} or len(p["filters"]) < 2:
        raise RenderError("a search for several kinds")
    names = []
    for f in p["filters"]:
        what = f"card named {f['name']}" if set(f) == {"name"} else describe_filter(dict(f),
                                                                                   "card")
        names.append(("an " if what[0].lower() in "aeiou" else "a ") + what)
    if p.get("and_or"):
        if len(names) != 2:
            raise RenderError("and/or of more than two")
        listed = f"{names[0]} and/or {names[1]}"
    elif len(names) == 2:
        listed = f"{names[0]} and {names[1]}"
    else:
        listed = ", ".join(names[:-1]) + f", and {names[-1]}"
    to = "into your hand" if p["to"] == "hand" else \
        "onto the battlefield" + (" tapped" if p.get("tapped") else "")
    may = "you may " if p.get("may") else ""
    return f"{may}search your library for {listed}, put them {to}, then shuffle"
