"""Library searches by each player or each opponent (701.19, 101.4), in the Oracle compiler:

  Each player may search their library for a basic land card, reveal it, put it into their
  hand, then shuffle.                                                   (Jungle Wayfinder)
  Each opponent may search their library for a basic land card, put it onto the battlefield
  tapped, then shuffle.                                                 (Old-Growth Dryads)
  Each player may search their library for up to two basic land cards, put them onto the
  battlefield, then shuffle.                                            (Veteran Explorer)
  Each opponent may search their library for a creature card and put it onto the
  battlefield. Then each player who searched their library this way shuffles.
                                                                        (Boldwyr Heavyweights)

-> `search_library` with `who` each player / each opponent, `searcher_may` and `shuffle`
(effects/search.py `search_by_players`): in APNAP order each of them chooses whether to search
and which cards to find (101.4), then the cards found are put where it says at the same time,
each under its owner's control, and each player who searched shuffles (701.20). `wording`
keeps the printed joins, read back by `render`.
"""

from __future__ import annotations

import re
from typing import Any

_WHO = {"each player": "each_player", "each opponent": "each_opponent",
        "each other player": "each_opponent"}  # (every other player is an opponent, 102.3)
_PASSAGE = re.compile(
    r"(?:(?<=^)|(?<=\. ))(?P<who>Each player|Each opponent|Each other player|each player|"
    r"each opponent|each other player) may search their library for (?P<n>an?|up to \w+) "
    r"(?P<what>[A-Za-z ]+?)(?P<reveal>, reveal (?:it|them|those cards))?(?P<join>,| and) "
    r"put (?P<that>it|them|that card|those cards) (?P<to>into their hand|onto the battlefield"
    r"(?P<tapped> tapped)?)(?P<end>, then shuffle\.|\. Then each player who searched their "
    r"library this way shuffles\.)(?= |$)")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A text holding the passage above (the sentences around it compiled by
    `compile_rest`), or None."""
    from mtg_engine.cards.oracle.phrases import between_sentences

    t = text.strip()
    m = _PASSAGE.search(t)
    if m is None:
        return None
    eff = _effect(ctx, m)
    if eff is None:
        return None
    return between_sentences(ctx, t[:m.start()].strip(), lambda: {"search_library": eff},
                             t[m.end():].strip(), compile_rest)


def _effect(ctx: Any, m: re.Match[str]) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.phrases import number
    from mtg_engine.cards.oracle.search import _may_be_aura, card_filter

    n = m.group("n").lower()
    one = n in ("a", "an")
    count = 1 if one else number(n.removeprefix("up to "), ctx.allow_x)
    f = card_filter(m.group("what"), plural=not one)
    to = "hand" if m.group("to") == "into their hand" else "battlefield"
    if f is None or count is None or (to == "battlefield" and _may_be_aura(f)):
        return None  # (303.4f: an Aura put onto the battlefield: not yet, as in search.py)
    if (m.group("that") in ("it", "that card")) != one:
        return None
    eff: dict[str, Any] = {"filter": f, "to": to, "count": count,
                           "who": _WHO[m.group("who").lower()], "searcher_may": True,
                           "shuffle": True}
    if m.group("tapped"):
        eff["tapped"] = True
    if m.group("reveal"):
        eff["reveal"] = True  # (701.20: the engine hides nothing; the printed words)
    eff["wording"] = "|".join((m.group("who"), m.group("reveal") or "", m.group("join"),
                               m.group("that"), m.group("end")))
    return eff


def render(p: dict[str, Any]) -> str:
    """The English of the passage (the inverse of `_effect`)."""
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError, describe_filter

    who, reveal, join, that, end = p.get("wording", "||||").split("|")
    n = p.get("count", 1)
    if _WHO.get(who.lower()) != p.get("who") or not p.get("searcher_may") \
            or not p.get("shuffle") or bool(reveal) != bool(p.get("reveal")) \
            or (n != 1 and n != "X" and n not in NUM_WORDS):
        raise RenderError("a search by each player")
    f = dict(p["filter"])
    what = describe_filter(f, "card", plural=n != 1) if f else ("card" if n == 1 else "cards")
    head = ("an " if what[0].lower() in "aeiou" else "a ") + what if n == 1 else \
        f"up to {'x' if n == 'X' else NUM_WORDS[n]} {what}"
    to = "into their hand" if p["to"] == "hand" else \
        "onto the battlefield" + (" tapped" if p.get("tapped") else "")
    return (f"{who} may search their library for {head}{reveal}{join} put {that} {to}"
            f"{end.rstrip('.')}")
